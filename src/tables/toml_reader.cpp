// Parsing a table: the screen first, then toml++.
#include "tables/toml_reader.h"

#include "tables/builtin.h"
#include "tables/toml_screen.h"

namespace claimcheck {

bool TableReader::parse(toml::table& root, std::vector<Diagnostic>& diagnostics) {
  // The built-in tables are part of the binary and pass the screen unchanged
  // (tables_test checks each): they go to toml++ as they are.
  std::string screened;
  std::string_view safe = text_;
  if (!is_builtin_text(text_)) {
    if (!screen_toml(text_, name_, diagnostics, screened)) return false;
    safe = screened;
  }
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
