// The working in words.
#include "eval/working.h"

namespace claimcheck {

std::string Gap::describe() const {
  return kind == Kind::no_answer ? what : "needs " + what;
}

Level record_verdict(const std::vector<Finding>& findings) {
  Level v = Level::ok;
  for (const auto& f : findings)
    if (f.verdict != Level::not_applicable && f.verdict > v) v = f.verdict;
  return v;
}

}  // namespace claimcheck
