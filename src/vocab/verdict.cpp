// The verdict table.
#include "vocab/verdict.h"

namespace claimcheck {

const std::vector<VerdictDef>& verdict_table() {
  static const std::vector<VerdictDef> table = {
      {Level::ok, "ok"},
      {Level::note, "note"},
      {Level::warning, "warning"},
      {Level::subsidised, "subsidised"},
      {Level::implausible, "implausible"},
      {Level::impossible, "impossible"},
      {Level::not_applicable, "not-applicable"},
  };
  return table;
}

const std::vector<Level>& ranked_levels() {
  static const std::vector<Level> levels = [] {
    std::vector<Level> r;
    for (const auto& v : verdict_table())
      if (v.level != Level::not_applicable) r.push_back(v.level);
    return r;
  }();
  // The table lists the levels in the enum's order, not-applicable last.
  return levels;
}

const char* level_name(Level l) {
  for (const auto& v : verdict_table())
    if (v.level == l) return v.name;
  return verdict_table().front().name;
}

bool parse_level(std::string_view name, Level& out) {
  for (const auto& v : verdict_table())
    if (name == v.name) {
      out = v.level;
      return true;
    }
  return false;
}

std::vector<std::string> verdict_names() {
  std::vector<std::string> r;
  for (const auto& v : verdict_table()) r.emplace_back(v.name);
  return r;
}

std::vector<std::string> ranked_level_names() {
  std::vector<std::string> r;
  for (Level l : ranked_levels()) r.emplace_back(level_name(l));
  return r;
}

bool reaches(Level verdict, Level fail_on) {
  return verdict != Level::not_applicable && verdict >= fail_on;
}

}  // namespace claimcheck
