// The attachment phase: each sentence read in turn, its names and figures,
// and the subject each figure is said of, added to what the records phase
// is handed (attached.h).
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "extract/attached.h"
#include "extract/lexicon.h"
#include "extract/names.h"
#include "extract/prose_text.h"
#include "extract/readings.h"
#include "tables/catalogue.h"
#include "tables/models.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

/// What reading carries from one sentence to the next: what is attached so
/// far, the subjects of the paragraph and of the text, and what headings and
/// a table's header say of the figures under them.
struct ReadingState {
  Attachments st;  ///< what the sentences attach, handed to the records phase
  std::string paragraph_subject;
  std::string document_subject;
  std::string last_fact_subject;   ///< the subject of the last fact attached
  std::string paragraph_vague;     ///< `For the largest model ...`: no record
  /// `The architecture of Orbit-7B is as follows:`: the model a line ending
  /// in a colon names, for the list items after it; `part` when the line
  /// speaks of a part (`the ViT architecture details`).
  std::string lead_subject;
  bool lead_part = false;
  std::vector<std::string> group;  ///< `Both ...`: the models named just before
  std::vector<std::string> last_names;
  std::vector<std::string> recent_subjects;  ///< those given figures, the latest last
  Aliases aliases;
  /// The families the text sets up, its title's and the one-word names it
  /// introduces: `# Ling` makes `Ling-lite` a name, `We introduce LLaDA2.0`
  /// makes `LLaDA2.0-mini` one.
  std::set<std::string> text_families;
  std::optional<PricePer> table_per;       ///< `Prices per 1M tokens:` before a table
  std::optional<Currency> table_currency;  ///< and the currency such a heading names (`dollars`)
  std::optional<PricePer> heading_per;     ///< and such a heading in prose, for the text after it
  std::vector<std::string> columns;        ///< a price table's columns: input, output ...
  std::vector<std::string> column_tiers;   ///< and the tier each one's header says (`batch`)
  std::vector<std::string> header_units;   ///< a table's columns' labels with a unit (`gpu-hours`)
  std::vector<double> header_scales;       ///< and the scale each one's parentheses give (`(M)`)
  std::vector<std::string> header_keys;    ///< a table header's cells, as labels (`accelerator`)
  std::vector<std::string> cell_roles;     ///< and each one's price role, "" for none (`output`)
  std::vector<std::string> cell_tiers;     ///< and the tier it names (`batch`)
  int paragraph = -1;
  bool per_model_list = false;  ///< the rows after a lead such as `Per model:`
  std::size_t providers_named =
      0;  ///< providers the text names: two or more, and offers are named for theirs
  int paragraph_of_prices = -1;  ///< the prices of a paragraph: what the last worded price was per,
  std::optional<PricePer> paragraph_per;
  std::vector<std::string>
      paragraph_roles;  ///< and the roles the worded prices gave, for bare prices after them
  std::size_t paragraph_bare = 0;
  std::string title_subject;      ///< the model a model card's title names
  std::string section_subject;    ///< the model the heading of the section names
  std::size_t section_level = 0;  ///< and that heading's level (`###`: 3)
  std::string last_family;        ///< the last name without a size: a family (`LLaMA`)
  std::string document_family;    ///< and the text's last, for a paragraph that names none
  bool paragraph_params = false;  ///< the paragraph so far speaks of parameters
  bool document_params = false;   ///< and the text so far
  bool paragraph_carbon = false;  ///< the paragraph so far speaks of carbon

  /// Notes a subject given a figure, the latest last. Only the last
  /// kRecentSubjects are kept: a group is counted in words (`all three`),
  /// never past ninety, and a text of thousands of records would otherwise
  /// look through all of them at each figure (1.7 s for a 1 MB page).
  void note_recent(const std::string& name) {
    recent_subjects.erase(std::remove(recent_subjects.begin(), recent_subjects.end(), name),
                          recent_subjects.end());
    recent_subjects.push_back(name);
    if (recent_subjects.size() > kRecentSubjects) recent_subjects.erase(recent_subjects.begin());
  }
  static constexpr std::size_t kRecentSubjects = 100;
};

/// The attachment phase for one sentence: its names, its figures, and the
/// subject each figure is said of, added to `t.st`.
void read_sentence(ReadingState& t, const Prose& p, const Sentence& s, const Lexicon& lex,
                   const Catalogue& catalogue, const ModelCatalogue& models, Extraction& out);

}  // namespace claimcheck::extraction
