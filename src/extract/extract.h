// `claimcheck extract`: draft records of the claims language from prose (an
// announcement, a price page, a paper's paragraph). Deterministic and
// offline: figures are read with the prose grammar, their units with the
// claims language's unit tables, and what each figure is of with the cue
// words of rules/wordings.toml. When unsure, a figure is left out and listed
// with the reason.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "claims/record.h"
#include "tables/catalogue.h"
#include "tables/models.h"
#include "vocab/fields.h"

namespace claimcheck {

/// Where a figure or a name was read in the prose: its text and its place.
struct ProseSpan {
  std::string text;
  int line = 0;
  int column = 0;  ///< 1-based, in bytes
  std::size_t begin = 0, end = 0;
};

/// The rule that gave a figure its subject (`attached_by` in the JSON), in
/// the order they are tried.
enum class AttachedBy {
  none,
  said_for,      ///< `500 tons for GPT-3`: the name it is said for
  respectively,  ///< `8,930, 2,040 and 420 tonnes ... respectively`
  clause,        ///< the nearest name in its clause
  sentence,      ///< the nearest name before it in its sentence
  table_row,     ///< the name that opens its table row
  list_item,     ///< the name that opens its list item (or per-model list segment)
  group,         ///< each of the models a group names (`Both ...`, `the family`)
  paragraph,     ///< the model its paragraph speaks of
  anaphora,      ///< the model an opening `It`, `The model` refers to
  section,       ///< the model its section's heading names
  title,         ///< the model the text's title names
  document,      ///< the first model the text names, for want of a nearer one
};

/// Its name in the JSON: `said-for`, `clause`, `table-row` ...
const char* attached_by_name(AttachedBy by);

/// One drafted fact: the claims-language text, what it gives, and where it
/// was read. Decisions read the typed parts; the text is only written.
struct DraftFact {
  std::string claim;  ///< `over 15T tokens`, `$0.15 per 1M input tokens`, `on 384 A100-80GB`
  Field field = Field::model;  ///< the field it gives (a price with no role: price_input)
  bool both_prices = false;    ///< a price per token with no role: input and output alike
  std::string figure;          ///< the figure the claim opens with (`~8B`), or "" when a word leads
  std::string tail;  ///< the rest of such a claim (` tokens`), which a bare figure after may take
  std::string hardware;  ///< the accelerator it names (`on 2048 H800`, `H800-hours`), or ""
  bool bound = false;    ///< its figure is a bound (`over 15T`, `under 13B`), not a value
  ProseSpan prose;
  std::string why;  ///< which cue attached it, for --explain
  AttachedBy attached_by = AttachedBy::none;
};

struct DraftRecord {
  RecordKind kind = RecordKind::model;
  std::string name;
  std::vector<DraftFact> facts;
  int first_line = 0, last_line = 0;
  std::string why;  ///< how the record was named
};

/// A number seen and not read as a claim, with a reason id: context-window,
/// benchmark, name-size, multiplier, date, version, cluster, dataset-part,
/// ambiguous-subject, unsure.
struct IgnoredFigure {
  ProseSpan prose;
  std::string reason;
  std::string detail;  ///< in words: "a context window", "said of 'our largest models'"
};

struct Extraction {
  std::string file;
  std::vector<DraftRecord> records;
  std::vector<IgnoredFigure> ignored;
  std::size_t unlisted = 0;           ///< ignored figures past the first 2,000, counted, not listed
  std::vector<std::string> problems;  ///< what made the input unreadable (binary data ...)
  std::vector<std::string> notes;     ///< what was read with care (bytes not UTF-8 ...)

  /// The records in the claims language, each fact followed by a comment
  /// quoting its prose, then the ignored figures as a comment block. With
  /// `explain`, each fact's cue as well.
  std::string claims_text(bool explain = false) const;
  /// The records only, each fact on its own line, for the claims reader:
  /// `fact_lines[i][j]` is the line (1-based) of fact j of record i.
  std::string plain_text(std::vector<std::vector<int>>& fact_lines) const;
};

/// Whether a file is read as prose: `.txt`, `.md` or `.markdown`.
bool is_prose_file(const std::string& path);

/// Drafts the records of `text`. Never throws on any input.
Extraction extract_prose(std::string_view text, const std::string& file, const Catalogue& catalogue,
                         const ModelCatalogue& models);

/// The records of an extraction, read by the claims reader, with each fact
/// and record pointing at the prose (`file`, the figure's line and column)
/// and a note saying they were extracted.
std::vector<Record> extracted_records(const Extraction& e, const Catalogue& catalogue,
                                      const ModelCatalogue& models);

}  // namespace claimcheck
