// Parsing a table: the screen first, then toml++.
#include "tables/toml_reader.h"

#include "tables/toml_screen.h"

namespace claimcheck {

bool TableReader::parse(toml::table& root, std::vector<Diagnostic>& diagnostics) {
  std::string safe;
  if (!screen_toml(text_, name_, diagnostics, safe)) return false;
  try {
    root = toml::parse(safe, name_);
  } catch (const toml::parse_error& e) {
    error(e.source(), std::string(e.description()));
    diagnostics.insert(diagnostics.end(), out_.begin(), out_.end());
    return false;
  }
  return true;
}

}  // namespace claimcheck
