// Helpers shared by the tests: the built-in catalogue and parsing to text.
#pragma once

#include <string>
#include <vector>

#include "claims_parser.h"
#include "commands.h"
#include "diagnostic.h"
#include "hardware.h"

namespace claimcheck::testing {

inline const Catalogue& builtin_catalogue() {
  static const Catalogue catalogue = [] {
    std::vector<Diagnostic> d;
    Catalogue c = Catalogue::builtin(d);
    if (!d.empty()) throw std::runtime_error(render(d.front()));
    return c;
  }();
  return catalogue;
}

/// All diagnostics of parsing `text`, rendered as the command line prints them.
inline std::string diagnostics_of(const std::string& text, const std::string& name = "t.claims") {
  std::vector<Diagnostic> d;
  parse_claims(text, name, builtin_catalogue(), d);
  std::string out;
  for (const auto& x : d) out += render(x);
  return out;
}

/// The facts of the single record in `text`, as `parse` describes them, one per line.
inline std::string facts_of(const std::string& text) {
  std::vector<Diagnostic> d;
  auto records = parse_claims(text, "t.claims", builtin_catalogue(), d);
  std::string out;
  for (const auto& x : d) out += render(x);
  for (const auto& r : records)
    for (const auto& f : r.facts) out += describe_fact(f) + "\n";
  return out;
}

}  // namespace claimcheck::testing
