// The table of wordings (rules/wordings.toml): the words both readers know,
// as data. Each group of spellings says what they mean and carries an
// example that a test reads through the claims reader, spelling by spelling.
// Users extend it with `--wordings FILE`.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "text/diagnostic.h"
#include "vocab/fields.h"

namespace claimcheck {

/// A group's example: a fact in the claims language with `{}` where each
/// spelling stands, and the field and value (in base units) it must read as.
struct WordingExample {
  std::string claims;  ///< `12B {}`, or empty: read by the extractor only
  std::string prose;   ///< a sentence with a subject, `{}` where each spelling stands, or empty
  Field field = Field::params;
  double value = 0;
  std::string file;  ///< where the group was written
  int line = 0;
};

/// A unit noun of the claims language (`active params`, `gpu hours`): the
/// field a figure before it gives, and the factor to the field's base unit.
struct NounWording {
  std::string phrase;  ///< lower case, words joined by one space
  Field field = Field::params;
  double factor = 1;
  std::string group;  ///< the group's key in the table
};

/// A spelling of a word of the claims language: a keyword (`model flop
/// utilisation` for `MFU`), a price role (`cache-read` for `cached`), or a
/// filler left out before a figure (`just`).
struct PhraseWording {
  std::string spelling;            ///< lower case, words joined by one space
  std::vector<std::string> words;  ///< the spelling's words
  std::string means;               ///< the keyword or the role; empty for a filler
};

/// One group of spellings, as listed by `claimcheck wordings`.
struct WordingGroup {
  std::string section;  ///< `nouns`, `query`, `per-gpu`, `units`, `labels`
  std::string key;
  std::vector<std::string> spellings;
  std::string means;  ///< a field's name, a unit, or what the section says
  WordingExample example;
};

class Wordings {
  friend class WordingsLoader;

 public:
  /// Reads a wordings file over what is loaded: a spelling already known is
  /// an error unless its group says `replace = true`. False, with
  /// diagnostics at file:line:col, on any error; nothing is added then.
  bool load(std::string_view text, const std::string& name, std::vector<Diagnostic>& diagnostics);

  /// The built-in table (rules/wordings.toml).
  static Wordings builtin(std::vector<Diagnostic>& diagnostics);

  /// The noun a lower-case phrase is, or nullptr.
  const NounWording* noun(std::string_view lower_phrase) const;
  /// `query`, `prompt`, `median text prompt`: what a figure per query is per.
  bool is_query_phrase(std::string_view lower_phrase) const;
  /// The spelling of "per GPU" a lower-case unit phrase ends with
  /// (`/gpu`, ` per chip`), or an empty view.
  std::string_view per_gpu_suffix(std::string_view lower_phrase) const;

  /// The unit a prose spelling stands for (`kilograms of co2 equivalent` ->
  /// `kgCO2e`), or nullptr; `lower_phrase` as `noun` takes it.
  /// With `prose`, the extractor's own spellings too (`70B sizes`).
  const std::string* unit(std::string_view lower_phrase, bool prose = false) const;
  /// The unit of a bare figure under a label or column header
  /// (`parameters` -> `params`), or nullptr.
  const std::string* label(std::string_view lower_label) const;

  /// The spelling of a section (`keywords`, `price-roles`, `fillers`) that
  /// `lower_words` hold from `at` on, the longest; nullptr when none.
  const PhraseWording* phrase_at(std::string_view section,
                                 const std::vector<std::string>& lower_words, std::size_t at) const;
  /// Whether a lower-case word begins a spelling of `[keywords]` or
  /// `[fillers]`: an item without one is not rewritten.
  bool starts_phrase(const std::string& lower_word) const {
    return phrase_starts_.count(lower_word) != 0;
  }
  /// A section's spellings, longest first.
  const std::vector<PhraseWording>& phrases(std::string_view section) const;

  const std::vector<NounWording>& nouns() const { return nouns_; }
  const std::vector<WordingGroup>& groups() const { return groups_; }
  /// Each file read, with its `as_of` date (empty when it gives none).
  const std::vector<std::pair<std::string, std::string>>& files() const { return files_; }

 private:
  std::vector<NounWording> nouns_;
  std::unordered_map<std::string, std::size_t> noun_index_;
  std::vector<std::string> query_nouns_, query_qualifiers_;
  std::vector<std::string> per_gpu_;  ///< as a phrase ends with them: `/gpu`, ` per gpu`
  std::unordered_map<std::string, std::string> units_, prose_units_, labels_;
  std::unordered_map<std::string, std::vector<PhraseWording>> phrases_;
  std::unordered_set<std::string> phrase_starts_;
  std::vector<WordingGroup> groups_;
  std::vector<std::pair<std::string, std::string>> files_;
};

}  // namespace claimcheck
