// Checking a rule before any claim is read: every name resolved (claim
// fields, hardware.*, assume.*, earlier lets), every dimension checked.
#pragma once

#include <vector>

#include "rules/ast.h"
#include "tables/assumptions.h"
#include "text/diagnostic.h"

namespace claimcheck {

/// Resolves and checks one rule in place. Errors (and warnings, such as a
/// range variable used twice) are appended to `diagnostics`; returns false
/// on any error.
bool check_rule(Rule& rule, const Assumptions& assumptions, std::vector<Diagnostic>& diagnostics);

}  // namespace claimcheck
