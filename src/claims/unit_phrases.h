// Unit phrases of the claims language: the nouns and units a figure may be
// followed by (`405B params`, `2.788M H800-hours`, `0.24 Wh per prompt`) and
// the field each gives.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "tables/catalogue.h"
#include "vocab/fields.h"

namespace claimcheck {

/// A unit phrase's meaning: which field and the factor to base units.
struct UnitMeaning {
  Field field;
  double factor = 1;
  std::string hardware;  ///< catalogue id, when the phrase names one
};

/// What a unit phrase gives, or nothing. Nouns ignore case; units keep it
/// where it matters (`MWh` is not `mWh`); accelerator names give GPUs or,
/// with `-hours`, GPU-hours on that accelerator.
std::optional<UnitMeaning> resolve_unit_phrase(const std::string& phrase,
                                               const Catalogue& catalogue);

/// resolve_unit_phrase, remembered: a reader meets the same few phrases in
/// record after record. For one catalogue, which must outlive it; not to be
/// shared between threads.
class UnitPhrases {
 public:
  explicit UnitPhrases(const Catalogue& catalogue) : catalogue_(catalogue) {}
  const Catalogue& catalogue() const { return catalogue_; }
  std::optional<UnitMeaning> resolve(const std::string& phrase);

  /// Items that were tried whole, as one fact, and did not read, by a key
  /// of all that decided it (the interpreter makes it, claims/interpret.cpp):
  /// the next item with the same key is read in its parts at once.
  bool fails_whole(const std::string& key) const { return fails_whole_.count(key) != 0; }
  void remember_fails_whole(std::string key);

 private:
  const Catalogue& catalogue_;
  std::unordered_map<std::string, std::optional<UnitMeaning>> seen_;
  std::unordered_set<std::string> fails_whole_;
};

/// Every noun (of the catalogue's wordings) and unit spelling, for "did you mean".
std::vector<std::string> unit_phrase_spellings(const Catalogue& catalogue);

}  // namespace claimcheck
