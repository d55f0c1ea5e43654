// The calculator: a plan's rules evaluated once per hardware option, the
// options set side by side, cheapest first.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eval/environment.h"

namespace claimcheck {

/// A column of the calculator's table: a `show` of the plan rules, and how
/// JSON writes it. Loading rules checks that the plan rules show each one
/// with its dimension (check_estimate_columns), so that a rule file that
/// replaces the calculator cannot break it silently.
struct EstimateColumn {
  const char* output;    ///< the `show` it comes from
  const char* json_key;  ///< its key in `estimate --format json`
  Dimension dim;         ///< the dimension the show must have
  double per;            ///< JSON writes the value divided by this (3600: hours)
  bool integer = false;  ///< JSON writes the high end as an integer (a count of GPUs)
  bool plain =
      false;  ///< text writes it as a plain number (a count of households), not a percentage
  bool required = false;  ///< the calculator orders options by it: a plan rule must show it
};

/// Every column JSON writes, and what the options are ordered by.
const std::vector<EstimateColumn>& estimate_columns();
/// The column of a show, or nullptr.
const EstimateColumn* find_estimate_column(const std::string& output);

/// Checks the plan rules' shows against the columns: a show with a column's
/// name has its dimension, and each required column is shown. Errors at the
/// show or the rule; false on any.
bool check_estimate_columns(const RuleSet& rules, std::vector<Diagnostic>& diagnostics);

/// The names of the outputs the calculator orders and compares options by.
inline constexpr const char* kCostOutput = "cost_usd";
inline constexpr const char* kGpuHoursOutput = "gpu_hours";

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

/// The geometric mean of a range: its middle on a log scale (infinite when unbounded).
double geometric_mean(const Quantity& q);

}  // namespace claimcheck
