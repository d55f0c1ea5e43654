// What checking needs (the catalogue, the assumptions and the rules) and
// checking one record against it. The tables and rules come in as text with
// a name, so tests, fuzzers and a web build need no files.
#pragma once

#include <string>
#include <vector>

#include "claims/record.h"
#include "eval/evaluator.h"
#include "rules/rule_set.h"
#include "tables/assumptions.h"
#include "tables/catalogue.h"
#include "text/diagnostic.h"

namespace claimcheck {

/// The tables and the rules every checking command evaluates against.
struct Environment {
  Catalogue catalogue;
  Assumptions assumptions;
  RuleSet rules;

  /// The built-in tables and (unless `with_rules` is false) the built-in
  /// rules. Diagnostics only when the embedded files are broken.
  static bool builtin(Environment& env, std::vector<Diagnostic>& diagnostics,
                      bool with_rules = true);
};

/// One record and what the rules said of it.
struct ClaimResult {
  const Record* record = nullptr;
  std::vector<Finding> findings;
  Level verdict = Level::ok;
};

/// Evaluates every rule on a record.
ClaimResult check_record(const Record& record, const Environment& env);

}  // namespace claimcheck
