// The figures a claim states that no check read, each with the reason, in
// the claim's own words: what every report names under an ok or flagged
// claim, so that a verdict never seems to cover more than was checked.
#pragma once

#include <string>
#include <vector>

#include "eval/environment.h"

namespace claimcheck {

struct NotChecked {
  Field field = Field::params;
  std::string written;  ///< the figure as the claim writes it (`$0.70 per 1M output tokens`)
  std::string reason;   ///< why no check read it (`query-energy checks service records`)
};

/// For each figure of `result.not_used`, the claim's words for it and why it
/// was not checked: read only by informational rules, a rule that lacks
/// another figure (`inference-price needs a figure such as \`70B params\``),
/// no rule for the record's kind, or no rule at all. `rules` gives the kinds
/// other rules are for; without it, that reason is not told apart.
std::vector<NotChecked> not_checked(const ClaimResult& result, const RuleSet* rules);

}  // namespace claimcheck
