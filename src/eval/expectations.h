// The `expect` lines of a record, checked against what the rules said.
#pragma once

#include <vector>

#include "eval/environment.h"

namespace claimcheck {

/// One expect line, checked.
struct ExpectationResult {
  const Expectation* expectation = nullptr;
  Level actual = Level::ok;  ///< the record's verdict, or the named rule's
  bool held = false;
  /// The named rule's finding; null for the record's verdict, or when the
  /// rule does not apply to the record's kind.
  const Finding* finding = nullptr;
  /// A pinned let: its value as the working shows it, or why there is none.
  std::string got;
};

/// Checks each expect line of the result's record.
std::vector<ExpectationResult> check_expectations(const ClaimResult& result);

/// A diagnostic for each expect line that names a rule the set lacks.
std::vector<Diagnostic> unknown_expected_rules(const Record& record, const RuleSet& rules);

}  // namespace claimcheck
