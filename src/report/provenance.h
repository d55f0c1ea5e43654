// What a published report rests on: claimcheck's version and the date of
// each table it read, so that a verdict can be reproduced.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "eval/environment.h"

namespace claimcheck {

/// claimcheck's version, from the project's version in CMakeLists.txt.
const char* claimcheck_version();

struct Provenance {
  std::string version;
  /// Each table read (`rules/hardware.toml`, a `--hardware` file ...) and the
  /// newest date its entries give (a price's, a model's release, an
  /// assumption's `as_of`): the table is as of then.
  std::vector<std::pair<std::string, std::string>> tables;

  /// `claimcheck 0.1.0; tables as of: rules/hardware.toml 2026-01, ...`.
  std::string line() const;
};

Provenance provenance_of(const Environment& env);

/// The JSON member `"claimcheck": {"version": ..., "tables": [{"file", "as_of"}]}`
/// that check's and estimate's documents carry after `schema`.
std::string provenance_json_member(const Environment& env);

}  // namespace claimcheck
