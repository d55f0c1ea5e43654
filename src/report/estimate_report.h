// Writing the calculator's plans: options side by side as text, or JSON
// (schema claimcheck-estimate/1).
#pragma once

#include <iosfwd>
#include <nlohmann/json.hpp>

#include "eval/estimate.h"

namespace claimcheck {

/// A plan as `estimate` prints it; `explain` adds each option's working.
void write_plan_text(std::ostream& out, const PlanEstimate& e, bool explain);

/// A plan as one item of `estimate --format json`.
nlohmann::json plan_json(const PlanEstimate& e);

}  // namespace claimcheck
