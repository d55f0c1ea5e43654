// Loading the built-in environment, and checking a record.
#include "eval/environment.h"

#include "eval/estimate.h"

namespace claimcheck {

bool Environment::builtin(Environment& env, std::vector<Diagnostic>& diagnostics, bool with_rules) {
  const std::size_t before = diagnostics.size();
  env.catalogue = Catalogue::builtin(diagnostics);
  if (diagnostics.size() != before) return false;
  env.assumptions = Assumptions::builtin(diagnostics);
  if (diagnostics.size() != before) return false;
  return !with_rules || (env.rules.load_builtin(env.assumptions, diagnostics) &&
                         check_estimate_columns(env.rules, diagnostics));
}

ClaimResult check_record(const Record& record, const Environment& env) {
  ClaimResult result;
  result.record = &record;
  const EvaluationContext context{env.catalogue, env.assumptions};
  for (const auto& rule : env.rules.rules())
    if (auto f = evaluate(rule, record, context)) result.findings.push_back(std::move(*f));
  result.verdict = record_verdict(result.findings);
  return result;
}

}  // namespace claimcheck
