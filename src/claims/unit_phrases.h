// Unit phrases of the claims language: the nouns and units a figure may be
// followed by (`405B params`, `2.788M H800-hours`, `0.24 Wh per prompt`) and
// the field each gives.
#pragma once

#include <optional>
#include <string>
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

/// Every noun and unit spelling, for "did you mean".
std::vector<std::string> unit_phrase_spellings();

}  // namespace claimcheck
