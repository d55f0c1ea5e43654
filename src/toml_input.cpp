#include "toml_input.h"

#include "claims_parser.h"

namespace claimcheck {
namespace {

bool key_start(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-' || c == '"' || c == '\'';
}

}  // namespace

std::string source_line(std::string_view text, int line) {
  int current = 1;
  std::size_t start = 0;
  while (current < line) {
    const auto nl = text.find('\n', start);
    if (nl == std::string_view::npos) return "";
    start = nl + 1;
    ++current;
  }
  auto end = text.find('\n', start);
  if (end == std::string_view::npos) end = text.size();
  std::string s(text.substr(start, end - start));
  if (!s.empty() && s.back() == '\r') s.pop_back();
  return s;
}

bool screen_toml(std::string_view text, const std::string& name,
                 std::vector<Diagnostic>& diagnostics) {
  auto fail = [&](int line_number, std::string_view line, std::size_t at, const char* message) {
    Diagnostic d;
    d.where = make_span(name, line_number, line, at, at + 1);
    d.message = message;
    diagnostics.push_back(std::move(d));
    return false;
  };
  enum class In { code, multiline_basic, multiline_literal };
  In state = In::code;
  std::size_t start = 0;
  int line_number = 1;
  while (start <= text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line_number == 1 && line.substr(0, 3) == "\xEF\xBB\xBF")
      line.remove_prefix(3);  // byte-order mark
    // Text the tables cannot hold (NUL, other control characters, bad UTF-8).
    if (!check_text(line, name, line_number, diagnostics)) return false;
    // A table header: [name] or [[name]], whose name must start like a key.
    std::size_t h = line.find_first_not_of(" \t");
    if (state == In::code && h != std::string_view::npos && line[h] == '[') {
      ++h;
      if (h < line.size() && line[h] == '[') ++h;
      while (h < line.size() && (line[h] == ' ' || line[h] == '\t')) ++h;
      if (h >= line.size() || !key_start(line[h]))
        return fail(
            line_number, line, h,
            "expected a table name (letters, digits, '_', '-', or a quoted name) after '['");
    }
    // Outside strings and comments the tables are ASCII: names and numbers.
    bool basic = false, literal = false;
    char previous = 0;  // the last character of code on this line, spaces aside
    for (std::size_t i = 0; i < line.size(); ++i) {
      const char c = line[i];
      if (state == In::multiline_basic) {
        if (c == '\\')
          ++i;
        else if (line.compare(i, 3, "\"\"\"") == 0)
          state = In::code, i += 2;
        continue;
      }
      if (state == In::multiline_literal) {
        if (line.compare(i, 3, "\'\'\'") == 0) state = In::code, i += 2;
        continue;
      }
      if (basic) {
        if (c == '\\')
          ++i;
        else if (c == '"')
          basic = false;
        continue;
      }
      if (literal) {
        if (c == '\'') literal = false;
        continue;
      }
      if (c == '#') break;
      if ((c == '}' || c == ',') && (previous == '[' || previous == ','))
        return fail(line_number, line, i, "expected a value");
      if (c != ' ' && c != '\t') previous = c;
      if (line.compare(i, 3, "\"\"\"") == 0)
        state = In::multiline_basic, i += 2;
      else if (line.compare(i, 3, "\'\'\'") == 0)
        state = In::multiline_literal, i += 2;
      else if (c == '"')
        basic = true;
      else if (c == '\'')
        literal = true;
      else if (static_cast<unsigned char>(c) >= 0x80)
        return fail(line_number, line, i,
                    "a character outside ASCII outside a string: names and numbers are ASCII");
    }
    start = end + 1;
    ++line_number;
  }
  return true;
}

}  // namespace claimcheck
