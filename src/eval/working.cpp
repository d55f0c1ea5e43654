// The working in words.
#include "eval/working.h"

namespace claimcheck {

std::string Gap::describe() const {
  return kind == Kind::no_answer ? what : "needs " + what;
}

std::string Origin::describe() const {
  const std::string date = as_of.empty() ? "" : " (as of " + as_of + ")";
  switch (kind) {
    case Kind::claim:
      return "claim, line " + std::to_string(line) + ": " + written + conversion;
    case Kind::let:
      return "let " + name;
    case Kind::catalogue:
      return name + (detail.empty() ? "" : " " + detail) + (assumed ? " (assumed)" : "") + ": " +
             source + date;
    case Kind::catalogue_choice:
      return name + " gives the " + (least ? "least" : "most") + " '" + detail +
             "' of the catalogue";
    case Kind::assumption:
      return "assumptions.toml: " + source + date;
  }
  return name;
}

std::string WorkingStep::value_text() const {
  return gap ? "missing: " + gap->what : result_text;
}

Level record_verdict(const std::vector<Finding>& findings) {
  Level v = Level::ok;
  for (const auto& f : findings)
    if (f.verdict != Level::not_applicable && f.verdict > v) v = f.verdict;
  return v;
}

}  // namespace claimcheck
