// The assumptions table (`rules/assumptions.toml`): ranges the rules assume
// (MFU, PUE, grid intensity ...), each with its unit, source and date.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "quantity/quantity.h"
#include "text/diagnostic.h"

namespace claimcheck {

struct Assumption {
  std::string key;
  Quantity value;  ///< in base units
  std::string unit;
  std::string source;
  std::string cite;  ///< the source in a few words, for listings (`PaLM, Table 3`)
  /// The likely value inside the range, where a source gives one; else the
  /// calculator takes the range's middle (likely_point) and says so.
  std::optional<Quantity> typical;
  std::string typical_source;
  std::string as_of;
  std::string note;
  std::string file;
  int line = 0;

  /// A value of this entry as the working shows it: a plain number as a
  /// multiplier (1.25×) or, when whole and above 1, a count (256); one with a
  /// compound unit in it (10,715 kWh/year, 327,680 byte/token); else in the
  /// unit a reader expects (36.5%).
  std::string text(const Quantity& q) const;
};

class Assumptions {
 public:
  /// Parses a table and merges it in (a known key is replaced). Returns
  /// false, leaving the table unchanged, when it has errors.
  bool load(std::string_view text, const std::string& name, std::vector<Diagnostic>& diagnostics);
  const Assumption* find(std::string_view key) const;
  std::vector<std::string> keys() const;
  const std::map<std::string, Assumption, std::less<>>& entries() const { return entries_; }

  /// The built-in table, parsed from the embedded file.
  static Assumptions builtin(std::vector<Diagnostic>& diagnostics);

 private:
  std::map<std::string, Assumption, std::less<>> entries_;  ///< found by a string_view key
};

}  // namespace claimcheck
