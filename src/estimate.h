// The calculator: a plan's rules evaluated once per hardware option, the
// options set side by side, cheapest first.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "commands.h"
#include "evaluate.h"

namespace claimcheck {

/// One hardware option of a plan.
struct PlanOption {
  std::string hardware;
  std::vector<WorkingStep> outputs;   ///< the rules' `show` values, in order
  std::vector<Finding> findings;      ///< every rule's finding for this option
  std::vector<std::string> problems;  ///< findings at warning or above, with their notes
  std::optional<Quantity> output(const std::string& name) const;
};

/// A plan and its options, sorted by the geometric mean of their compute cost.
struct PlanEstimate {
  const Record* record = nullptr;
  std::vector<PlanOption> options;
  /// Why a dearer-per-hour option is cheaper per run, in words (one per case).
  std::vector<std::string> reasons;
};

/// Evaluates a plan: its own hardware options, or every accelerator of the
/// catalogue with a price and a peak when it names none.
PlanEstimate estimate_plan(const Record& plan, const Environment& env);

/// `claimcheck estimate`.
int run_estimate(const std::vector<std::string>& files, const CommonOptions& options,
                 std::ostream& out, std::ostream& err);

}  // namespace claimcheck
