// The loaded rules: the built-in set, then any user rule files on top.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/ast.h"
#include "tables/assumptions.h"
#include "text/diagnostic.h"

namespace claimcheck {

class RuleSet {
 public:
  /// Parses and checks a rule file and adds its rules. A rule whose id is a
  /// built-in one replaces it; any other repeated id is an error. Returns
  /// false, leaving the set unchanged, when the file has errors.
  bool load(std::string_view text, const std::string& name, bool builtin,
            const Assumptions& assumptions, std::vector<Diagnostic>& diagnostics);

  /// Loads every built-in rule file (embedded in the binary), in order.
  bool load_builtin(const Assumptions& assumptions, std::vector<Diagnostic>& diagnostics);

  const std::vector<Rule>& rules() const { return rules_; }
  const Rule* find(std::string_view id) const;
  std::vector<std::string> ids() const;

 private:
  std::vector<Rule> rules_;
};

}  // namespace claimcheck
