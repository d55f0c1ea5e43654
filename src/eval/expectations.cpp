// Checking expect lines.
#include "eval/expectations.h"

#include "text/spelling.h"

namespace claimcheck {
namespace {

bool holds(const Expectation& e, Level actual) {
  if (!e.at_most) return actual == e.verdict;
  // No finding above the level: true too of a claim or rule nothing checked.
  return !is_ranked(actual) || actual <= e.verdict;
}

}  // namespace

std::vector<ExpectationResult> check_expectations(const ClaimResult& result) {
  std::vector<ExpectationResult> results;
  for (const auto& e : result.record->expectations) {
    ExpectationResult r;
    r.expectation = &e;
    r.actual = result.verdict;
    if (!e.rule.empty()) {
      for (const auto& f : result.findings)
        if (f.rule == e.rule) r.finding = &f;
      r.actual = r.finding ? r.finding->verdict : Level::not_applicable;
    }
    r.held = holds(e, r.actual);
    results.push_back(r);
  }
  return results;
}

std::vector<Diagnostic> unknown_expected_rules(const Record& record, const RuleSet& rules) {
  std::vector<Diagnostic> found;
  for (const auto& e : record.expectations)
    if (!e.rule.empty() && !rules.find(e.rule)) {
      Diagnostic d;
      d.where = e.where;
      d.message = "unknown rule '" + e.rule + "' in expect" + did_you_mean(e.rule, rules.ids());
      found.push_back(std::move(d));
    }
  return found;
}

}  // namespace claimcheck
