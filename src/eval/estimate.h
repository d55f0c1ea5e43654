// The calculator: a plan's rules evaluated once per hardware option, the
// options set side by side, cheapest first.
#pragma once

#include <map>
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
/// name has its dimension, and, when the plan rules show anything (they are
/// a calculator), each required column is shown. Errors at the show or at
/// the first rule for plans; false on any.
bool check_estimate_columns(const RuleSet& rules, std::vector<Diagnostic>& diagnostics);

/// The names of the outputs the calculator orders and compares options by.
inline constexpr const char* kCostOutput = "cost_usd";
inline constexpr const char* kGpuHoursOutput = "gpu_hours";
/// A serving plan's cost: per output token.
inline constexpr const char* kCostPerTokenOutput = "cost_per_token";

/// One hardware option of a plan.
struct PlanOption {
  std::string hardware;
  std::vector<WorkingStep> outputs;  ///< the rules' `show` values, in order (the bounds)
  /// Each output at the likely point of every range (typical values, else
  /// the ranges' middles); absent where a range has no upper end.
  std::map<std::string, Quantity> likely;
  std::vector<Finding> findings;  ///< every rule's finding for this option
  std::optional<Quantity> output(const std::string& name) const;
  /// What the option's cost is: a training plan's compute cost, else a
  /// serving plan's cost per output token.
  const char* cost_output() const;
  /// The findings at warning or above: what stands in the way of the plan.
  std::vector<const Finding*> problems() const;
};

/// The cheapest option costs more per hour than another, but needs fewer
/// GPU-hours: its dense peak at the plan's precision is higher.
struct CheaperPerRun {
  std::string cheapest, other;           ///< accelerators
  Quantity cheapest_price, other_price;  ///< per GPU-hour: the plan's, else the catalogue's
  Quantity cheapest_hours, other_hours;  ///< GPU-hours of the plan on each
  double fewer = 1;                      ///< the ratio of the GPU-hours' middles
};

/// A plan and its options, sorted by their likely cost (compute, or per output token).
struct PlanEstimate {
  const Record* record = nullptr;
  std::vector<PlanOption> options;
  /// Where a dearer-per-hour option is cheaper per run (one per other option).
  std::vector<CheaperPerRun> reasons;
};

/// Evaluates a plan: its own hardware options, or every accelerator of the
/// catalogue with a price and a peak when it names none.
PlanEstimate estimate_plan(const Record& plan, const Environment& env);

}  // namespace claimcheck
