// Checking rules before any claim is read: every name resolved (claim
// fields, hardware.*, assume.*, earlier lets), every dimension checked.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "assumptions.h"
#include "diagnostic.h"
#include "rules_ast.h"

namespace claimcheck {

/// The figures `hardware.NAME` may name, with their dimensions.
const std::vector<std::string>& hardware_figure_names();
bool hardware_figure_dimension(std::string_view figure, Dimension& dim);

/// Resolves and checks one rule in place. Errors (and warnings, such as a
/// range variable used twice) are appended to `diagnostics`; returns false
/// on any error.
bool check_rule(Rule& rule, const Assumptions& assumptions, std::vector<Diagnostic>& diagnostics);

/// The loaded rules: the built-in set, then any `--rules` files on top.
class RuleSet {
 public:
  /// Parses and checks a rule file and adds its rules. A rule whose id is a
  /// built-in one replaces it; any other repeated id is an error. Returns
  /// false, leaving the set unchanged, when the file has errors.
  bool load(std::string_view text, const std::string& name, bool builtin,
            const Assumptions& assumptions, std::vector<Diagnostic>& diagnostics);

  const std::vector<Rule>& rules() const { return rules_; }
  const Rule* find(std::string_view id) const;
  std::vector<std::string> ids() const;

 private:
  std::vector<Rule> rules_;
};

}  // namespace claimcheck
