// The verdict table.
#include "vocab/verdict.h"

namespace claimcheck {

const std::vector<VerdictDef>& verdict_table() {
  static const std::vector<VerdictDef> table = {
      {Level::ok, "ok", "a rule checked the figures and they hold"},
      {Level::note, "note", "they hold, with something worth knowing"},
      {Level::warning, "warning", "they may not hold: a range straddles a threshold"},
      {Level::subsidised, "subsidised", "a price is below the cost of serving it"},
      {Level::implausible, "implausible", "beyond anything published"},
      {Level::impossible, "impossible", "beyond what the hardware can do"},
      {Level::unchecked, "unchecked", "no rule could check the claim: figures are missing"},
      {Level::not_applicable, "not-applicable", "the rule could not be applied to the claim"},
  };
  return table;
}

const std::vector<Level>& ranked_levels() {
  static const std::vector<Level> levels = [] {
    std::vector<Level> r;
    for (const auto& v : verdict_table())
      if (is_ranked(v.level)) r.push_back(v.level);
    return r;
  }();
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

bool parse_fail_on(std::string_view text, FailOn& out) {
  FailOn read;
  read.level.reset();
  while (true) {
    const auto comma = text.find(',');
    const std::string_view item = text.substr(0, comma);
    Level l = Level::ok;
    if (!parse_level(item, l)) return false;
    if (l == Level::unchecked && !read.unchecked)
      read.unchecked = true;
    else if (is_ranked(l) && !read.level)
      read.level = l;
    else
      return false;  // not-applicable, or a level or unchecked named twice
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  // `--fail-on unchecked` adds to the default level, it does not drop it.
  if (!read.level) read.level = FailOn{}.level;
  out = read;
  return true;
}

bool reaches(Level finding, const FailOn& fail_on) {
  return is_ranked(finding) && fail_on.level && finding >= *fail_on.level;
}

bool fails_claim(Level claim, const FailOn& fail_on) {
  return claim == Level::unchecked && fail_on.unchecked;
}

}  // namespace claimcheck
