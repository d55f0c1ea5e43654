// Cells of the tables reports write: CSV fields and Markdown table cells.
#pragma once

#include <string>

namespace claimcheck {

/// A CSV field: quoted when it holds a comma, a quote or a line break.
inline std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
  std::string out = "\"";
  for (const char c : s) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

/// Text safe in a Markdown table cell.
inline std::string markdown_cell(const std::string& s) {
  std::string out;
  for (const char c : s) {
    if (c == '|' || c == '\\' || c == '`' || c == '*' || c == '_') out += '\\';
    out += c == '\n' ? ' ' : c;
  }
  return out;
}

}  // namespace claimcheck
