// Loading rule files into the rule set.
#include "rules/rule_set.h"

#include <algorithm>

#include "rules/checker.h"
#include "rules/parser.h"
#include "tables/builtin.h"

namespace claimcheck {

bool RuleSet::load(std::string_view text, const std::string& name, bool builtin,
                   const Assumptions& assumptions, std::vector<Diagnostic>& diagnostics) {
  std::vector<Diagnostic> found;
  auto rules = parse_rules(text, name, found);
  bool ok = std::none_of(found.begin(), found.end(),
                         [](const Diagnostic& d) { return d.severity == Severity::error; });
  // The rules that parsed are checked even when others did not, so that one
  // run reports every error of the file.
  for (auto& r : rules) {
    r.builtin = builtin;
    ok = check_rule(r, assumptions, found) && ok;
  }
  auto duplicate = [&](const Rule& r, const Rule& first) {
    Diagnostic d;
    d.where = r.where;
    d.message = "duplicate rule id '" + r.id + "'";
    d.notes.push_back({first.where, "first defined here"});
    found.push_back(std::move(d));
    ok = false;
  };
  for (std::size_t i = 0; i < rules.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j)
      if (rules[j].id == rules[i].id) duplicate(rules[i], rules[j]);
    // A user's rule may replace a built-in one; no other id may repeat.
    if (const Rule* existing = find(rules[i].id); existing && (!existing->builtin || builtin))
      duplicate(rules[i], *existing);
  }
  sort_diagnostics(found);
  // A definition copied into several rules is reported once.
  found.erase(std::unique(found.begin(), found.end(),
                          [](const Diagnostic& a, const Diagnostic& b) {
                            return a.severity == b.severity && a.where.file == b.where.file &&
                                   a.where.line == b.where.line && a.where.col == b.where.col &&
                                   a.message == b.message;
                          }),
              found.end());
  diagnostics.insert(diagnostics.end(), found.begin(), found.end());
  if (!ok) return false;
  for (auto& r : rules) {
    auto same =
        std::find_if(rules_.begin(), rules_.end(), [&](const Rule& e) { return e.id == r.id; });
    if (same != rules_.end())
      *same = std::move(r);
    else
      rules_.push_back(std::move(r));
  }
  return true;
}

const Rule* RuleSet::find(std::string_view id) const {
  for (const auto& r : rules_)
    if (r.id == id) return &r;
  return nullptr;
}

std::vector<std::string> RuleSet::ids() const {
  std::vector<std::string> r;
  for (const auto& x : rules_) r.push_back(x.id);
  return r;
}

bool RuleSet::load_builtin(const Assumptions& assumptions, std::vector<Diagnostic>& diagnostics) {
  bool ok = true;
  for (const auto& f : builtin_files())
    if (f.name.size() > 6 && f.name.substr(f.name.size() - 6) == ".rules")
      ok = load(f.text, "rules/" + std::string(f.name), true, assumptions, diagnostics) && ok;
  return ok;
}

}  // namespace claimcheck
