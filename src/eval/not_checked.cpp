// Why a stated figure was not checked.
#include "eval/not_checked.h"

#include <fmt/format.h>

#include <algorithm>

namespace claimcheck {
namespace {

bool needs_field(const Rule& rule, Field field) {
  for (const auto& group : rule.need_fields)
    if (std::find(group.begin(), group.end(), field) != group.end()) return true;
  return false;
}

std::string kinds_text(const Rule& rule) {
  std::vector<std::string> names;
  if (rule.kinds.empty()) return "model, api and service";
  for (RecordKind k : rule.kinds) names.emplace_back(record_kind_name(k));
  if (names.size() == 1) return names[0];
  const std::string last = names.back();
  names.pop_back();
  return fmt::format("{} and {}", fmt::join(names, ", "), last);
}

/// The rules that read the figure and did not count as checks: informational
/// ones that held.
std::string informational_readers(const ClaimResult& r, Field field) {
  std::vector<std::string> readers;
  for (const auto& f : r.findings)
    if (is_ranked(f.verdict) && !checks_claim(f) &&
        std::find(f.fields_used.begin(), f.fields_used.end(), field) != f.fields_used.end())
      readers.push_back(f.rule);
  if (readers.empty()) return "";
  return fmt::format("only {} read it: informational, {} nothing when {}",
                     fmt::join(readers, " and "), readers.size() == 1 ? "it checks" : "they check",
                     readers.size() == 1 ? "it holds" : "they hold");
}

/// A rule of the record's kind that needs the figure and did not apply: what
/// else it lacks, or why it could not.
std::string lacking_rule(const ClaimResult& r, Field field, const RuleSet* rules) {
  for (const auto& f : r.findings) {
    if (f.verdict != Level::not_applicable) continue;
    const Rule* rule = rules ? rules->find(f.rule) : nullptr;
    if (rule && !needs_field(*rule, field)) continue;
    if (!rule) {
      // Without the rules: a finding that lacks only figures other than this one.
      bool lacks_it = false;
      for (const auto& group : f.unmet_needs)
        lacks_it = lacks_it || std::find(group.begin(), group.end(), field) != group.end();
      if (lacks_it || f.unmet_needs.empty()) continue;
    }
    if (!f.unmet_needs.empty()) return fmt::format("{} {}", f.rule, f.message);
    return fmt::format("{}: {}", f.rule, f.message);
  }
  return "";
}

/// Rules that need the figure but are for other kinds of record.
std::string other_kinds(const ClaimResult& r, Field field, const RuleSet& rules) {
  // Rules for the same kinds together: `query-energy and query-water check service records`.
  std::vector<std::pair<std::string, std::vector<std::string>>> by_kinds;
  for (const auto& rule : rules.rules()) {
    if (rule.applies_to(r.record->kind) || !needs_field(rule, field)) continue;
    const std::string kinds = kinds_text(rule);
    auto it = std::find_if(by_kinds.begin(), by_kinds.end(),
                           [&](const auto& entry) { return entry.first == kinds; });
    if (it == by_kinds.end()) it = by_kinds.insert(by_kinds.end(), {kinds, {}});
    it->second.push_back(rule.id);
  }
  std::vector<std::string> parts;
  for (auto& [kinds, ids] : by_kinds) {
    const std::size_t n = ids.size();
    const std::string last = ids.back();
    ids.pop_back();
    parts.push_back(fmt::format("{}{} {} {} records", fmt::join(ids, ", "),
                                n > 1 ? " and " + last : last, n > 1 ? "check" : "checks", kinds));
  }
  if (parts.empty()) return "";
  return fmt::format("no rule reads it on a {} record: {}", record_kind_name(r.record->kind),
                     fmt::join(parts, "; "));
}

}  // namespace

std::vector<NotChecked> not_checked(const ClaimResult& r, const RuleSet* rules) {
  std::vector<NotChecked> out;
  for (Field field : r.not_used) {
    const Fact* fact = r.record->find(field);
    if (!fact) continue;
    // One phrase (`on 384 A100-40GB`) is said once.
    if (!fact->written.empty() &&
        std::any_of(out.begin(), out.end(), [&](const NotChecked& n) { return n.written == fact->written; }))
      continue;
    NotChecked n{field, fact->written.empty() ? std::string(field_name(field)) : fact->written, ""};
    n.reason = informational_readers(r, field);
    if (n.reason.empty()) n.reason = lacking_rule(r, field, rules);
    if (n.reason.empty() && rules) n.reason = other_kinds(r, field, *rules);
    if (n.reason.empty()) n.reason = "no rule reads it";
    out.push_back(std::move(n));
  }
  return out;
}

}  // namespace claimcheck
