// Writing the calculator's plans: options side by side as text, or JSON
// (schema claimcheck-estimate/1).
#pragma once

#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eval/estimate.h"

namespace claimcheck {

/// The assumptions a report's plans used, each once, in the order first used.
class AssumptionsUsed {
 public:
  void add(const PlanEstimate& e);
  /// One line each, `name = value: short source`, after the plans; the full
  /// sources are under --explain and in `claimcheck assumptions`.
  void write(std::ostream& out) const;
  /// The same lines, `name = value: short source`, without the heading.
  std::vector<std::string> lines() const;
  /// Each with its full source, as --explain shows them under a plan.
  void write_full(std::ostream& out) const;

 private:
  std::vector<Origin> origins_;
  std::vector<std::string> values_;
  std::vector<std::string> typicals_;  ///< `, typical 36.5%`, or the range's middle said
};

/// A plan as `estimate` prints it; `explain` adds each option's working and
/// the full source of each assumption it used.
void write_plan_text(std::ostream& out, const PlanEstimate& e, bool explain);

/// An option's problems in words: `impossible: MESSAGE (RULE)`, then the finding's notes.
std::vector<std::string> problem_lines(const PlanOption& o);

/// An output of an option as the table shows it: the likely figure, then the
/// bounds (`$1.5M (bounds $0.75M–$3.0M)`); a point alone; what it needs when missing.
std::string option_output_text(const WorkingStep& s, const PlanOption& o);

/// Why the cheapest option is cheaper per run although dearer per hour, in words.
std::string reason_text(const CheaperPerRun& r);

/// A plan as one item of `estimate --format json`.
nlohmann::json plan_json(const PlanEstimate& e);

}  // namespace claimcheck
