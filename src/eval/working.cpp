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
  return is_ranked(f.verdict) && !f.informational && !f.catalogue_only;
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
