// Checking expect lines.
#include "eval/expectations.h"

#include <algorithm>

#include "text/spelling.h"

namespace claimcheck {
namespace {

/// A step's value, as the working shows it.
std::string step_value(const WorkingStep& step) {
  if (step.gap) return step.gap->describe();
  return step.result_text;
}

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
    if (e.pinned) {
      r.held = false;
      r.got = r.finding ? "no step '" + e.let + "' in its working" : "the rule did not apply";
      if (r.finding)
        for (const auto& step : r.finding->working) {
          if (step.name != e.let) continue;
          r.got = step_value(step);
          if (!step.result) break;
          const Quantity& q = *step.result;
          // Without a unit, the value is compared in base units.
          const bool same_dim = !e.pin_unit || q.dim == e.pin.dim;
          r.held = same_dim && q.lo() >= e.pin.lo() && q.hi() <= e.pin.hi();
          if (!same_dim)
            r.got += " (in " + q.dim.to_string() + ", not " + e.pin.dim.to_string() + ")";
          break;
        }
      results.push_back(r);
      continue;
    }
    r.held = holds(e, r.actual);
    results.push_back(r);
  }
  return results;
}

std::vector<Diagnostic> unknown_expected_rules(const Record& record, const RuleSet& rules) {
  std::vector<Diagnostic> found;
  for (const auto& e : record.expectations) {
    const Rule* rule = e.rule.empty() ? nullptr : rules.find(e.rule);
    if (!e.rule.empty() && !rule) {
      Diagnostic d;
      d.where = e.where;
      d.message = "unknown rule '" + e.rule + "' in expect" + did_you_mean(e.rule, rules.ids());
      found.push_back(std::move(d));
      continue;
    }
    if (e.pinned) {
      std::vector<std::string> lets;
      for (const auto& l : rule->lets) lets.push_back(l.name);
      if (std::find(lets.begin(), lets.end(), e.let) == lets.end()) {
        Diagnostic d;
        d.where = e.where;
        d.message =
            "rule " + e.rule + " has no let '" + e.let + "' to pin" + did_you_mean(e.let, lets);
        found.push_back(std::move(d));
      }
    }
  }
  return found;
}

}  // namespace claimcheck
