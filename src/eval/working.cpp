// The working in words.
#include "eval/working.h"

namespace claimcheck {

std::string Gap::describe() const {
  std::string out;
  describe(out);
  return out;
}

void Gap::describe(std::string& out) const {
  out.assign(kind == Kind::no_answer ? "" : "needs ");
  out += what;
}

bool checks_claim(const Finding& f) {
  if (!is_ranked(f.verdict) || f.catalogue_only) return false;
  // An informational rule checks nothing when it holds; one that finds a
  // figure wrong (warning and above: 1.3M GPUs, more than any cluster) has.
  return !f.informational || f.verdict >= Level::warning;
}

Level record_verdict(const std::vector<Finding>& findings) {
  bool checked = false;
  Level v = Level::ok;
  for (const auto& f : findings) {
    checked = checked || checks_claim(f);
    if (is_ranked(f.verdict) && !f.catalogue_only && f.verdict > v) v = f.verdict;
  }
  return checked ? v : Level::unchecked;
}

}  // namespace claimcheck
