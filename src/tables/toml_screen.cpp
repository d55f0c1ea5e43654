#include "tables/toml_screen.h"

#include <fmt/format.h>

#include <cstdint>

#include "text/source_text.h"

namespace claimcheck {
namespace {

bool key_start(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-' || c == '"' || c == '\'';
}

/// Code points on which toml++ 3.3's whitespace test reaches
/// TOML_UNREACHABLE (is_non_ascii_horizontal_whitespace: the blocks it does
/// not handle), wherever they stand, strings included.
bool unsafe_for_toml(std::uint32_t cp) {
  return (cp >= 0xA1 && cp <= 0x499) || (cp >= 0x2C5E && cp <= 0x3057 && cp != 0x3000) ||
         (cp >= 0xFB26 && cp <= 0xFEFE);
}

bool digit(char c) {
  return c >= '0' && c <= '9';
}

/// Ends a bare value for toml++: white space, ']', '}', ',' or '#'.
bool value_terminator(char c) {
  return c == ' ' || c == '\t' || c == ']' || c == '}' || c == ',' || c == '#';
}

/// Characters (not bytes) of UTF-8 text.
std::size_t characters(std::string_view text) {
  std::size_t n = 0;
  for (char c : text) n += !is_continuation_byte(static_cast<unsigned char>(c));
  return n;
}

/// The ten characters (not bytes) before `at` are shaped like a date as
/// toml++ tests it: a digit first, '-' fifth and eighth.
bool date_shaped_before(std::string_view line, std::size_t at) {
  std::size_t starts[10];  // the characters' first bytes, last first
  std::size_t n = 0, k = at;
  while (k > 0 && n < 10) {
    --k;
    while (k > 0 && is_continuation_byte(static_cast<unsigned char>(line[k]))) --k;
    starts[n++] = k;
  }
  return n == 10 && digit(line[starts[9]]) && line[starts[5]] == '-' && line[starts[2]] == '-';
}

/// `line[at..]` starts with a date, yyyy-mm-dd.
bool date_at(std::string_view line, std::size_t at) {
  if (line.size() < at + 10) return false;
  for (std::size_t k = 0; k < 10; ++k)
    if (k == 4 || k == 7 ? line[at + k] != '-' : !digit(line[at + k])) return false;
  return true;
}

/// The number of characters equal to `c` from `line[at]` on.
std::size_t run_of(std::string_view line, std::size_t at, char c) {
  std::size_t n = 0;
  while (at + n < line.size() && line[at + n] == c) ++n;
  return n;
}

/// The code point at byte `i` of valid UTF-8 text, and its length.
std::uint32_t code_point(std::string_view s, std::size_t i, std::size_t& length) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  length = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
  std::uint32_t cp = length == 1 ? c : length == 2 ? c & 0x1F : length == 3 ? c & 0x0F : c & 0x07;
  for (std::size_t k = 1; k < length && i + k < s.size(); ++k) cp = (cp << 6) | (s[i + k] & 0x3F);
  return cp;
}

}  // namespace

bool screen_toml(std::string_view text, const std::string& name,
                 std::vector<Diagnostic>& diagnostics, std::string& safe) {
  auto fail = [&](int line_number, std::string_view line, std::size_t at, const char* message) {
    Diagnostic d;
    d.where = make_span(name, line_number, line, at, at + 1);
    d.message = message;
    diagnostics.push_back(std::move(d));
    return false;
  };
  safe.clear();
  safe.reserve(text.size());
  enum class In { code, multiline_basic, multiline_literal };
  In state = In::code;
  std::size_t start = 0;
  int line_number = 1;
  // The last character of code, spaces, line ends and comments aside: arrays
  // span lines, and an empty element is an error wherever it starts.
  char previous = 0;
  // Arrays open in a value, across lines: a '[' at the start of a line inside
  // one is a nested array, not a table header.
  int array_depth = 0;
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
    bool after_equals = false;  // a value on this line: dates and times are checked there
    if (state == In::code && array_depth == 0 && h != std::string_view::npos && line[h] == '[') {
      ++h;
      if (h < line.size() && line[h] == '[') ++h;
      while (h < line.size() && (line[h] == ' ' || line[h] == '\t')) ++h;
      if (h >= line.size() || !key_start(line[h]))
        return fail(
            line_number, line, h,
            "expected a table name (letters, digits, '_', '-', or a quoted name) after '['");
    }
    bool basic = false, literal = false;
    for (std::size_t i = 0, length = 1; i < line.size(); i += length) {
      const std::uint32_t cp = code_point(line, i, length);
      if (cp >= 0x80) {
        const bool in_basic = basic || state == In::multiline_basic;
        const bool in_literal = literal || state == In::multiline_literal;
        if (!in_basic && !in_literal)
          return fail(line_number, line, i,
                      "a character outside ASCII outside a string: names and numbers are ASCII");
        if (unsafe_for_toml(cp)) {
          // Written as an escape, which the TOML reader turns back into the
          // same character without looking at it raw.
          if (!in_basic)
            return fail(line_number, line, i,
                        "this character cannot stand in a literal ('...') string of a table: use a "
                        "\"...\" string");
          safe += fmt::format("\\u{:04X}", cp);
        } else {
          safe += line.substr(i, length);
        }
        continue;
      }
      const char c = line[i];
      // Three to five quotes close a multi-line string (the first one or two
      // belong to it); an escaped quote never gets here.
      const char closing = state == In::multiline_basic     ? '"'
                           : state == In::multiline_literal ? '\''
                                                            : 0;
      if (closing && c == closing && run_of(line, i, closing) >= 3) {
        const std::size_t n = run_of(line, i, closing);
        if (n > 5) return fail(line_number, line, i + 5, "more than five quotes end a string");
        state = In::code;
        previous = closing;
        safe += line.substr(i, n);
        i += n - 1;
        continue;
      }
      // Inside a string, a run of ASCII up to the next quote or backslash
      // is copied whole: most of a table is its strings (sources, notes).
      const bool in_basic = state == In::multiline_basic || basic;
      const bool in_literal = state == In::multiline_literal || literal;
      if ((in_basic || in_literal) && c != '"' && c != '\'' && c != '\\') {
        std::size_t j = i + 1;
        while (j < line.size() && static_cast<unsigned char>(line[j]) < 0x80 && line[j] != '"' &&
               line[j] != '\'' && line[j] != '\\')
          ++j;
        safe.append(line.data() + i, j - i);
        length = j - i;
        continue;
      }
      if (in_basic) {
        if (c == '\\' && i + 1 < line.size()) {
          if (static_cast<unsigned char>(line[i + 1]) >= 0x80)
            return fail(
                line_number, line, i + 1,
                "an escape is a letter after '\\' (\\n, \\t, \\uXXXX...), not this character");
          safe += line.substr(i, 2);
          ++i;
          continue;
        }
        if (basic && c == '"') basic = false;
        safe += c;
        continue;
      }
      if (in_literal) {
        if (literal && c == '\'') literal = false;
        safe += c;
        continue;
      }
      if (c == '#') {  // the rest of the line is a comment
        for (std::size_t k = i + 1, n = 1; k < line.size(); k += n)
          if (static_cast<unsigned char>(line[k]) < 0x80)
            n = 1;  // ASCII is safe
          else if (unsafe_for_toml(code_point(line, k, n)))
            return fail(line_number, line, k,
                        "this character cannot stand in a comment of a table");
        safe += line.substr(i);
        break;
      }
      if ((c == '}' || c == ',') && (previous == '[' || previous == ','))
        return fail(line_number, line, i, "expected a value");
      if (c == ',' && previous == '{') return fail(line_number, line, i, "expected a key");
      const bool value = after_equals || array_depth > 0;
      if (c == '=') after_equals = true;
      if (value && c == '[') ++array_depth;
      if (value && c == ']' && array_depth > 0) --array_depth;
      // In a value, a time after a date and a space has two digits for the
      // hour; after 'T', a digit.
      // toml++ takes any ten characters shaped like a date (a digit first,
      // '-' fifth and eighth: `1979-05-2? 0`) for one, and asserts on the rest.
      // toml++ reads a bare value up to a space, ']', '}', ',' or '#', quotes
      // and all: ten characters of it shaped like a date (a digit first, '-'
      // fifth and eighth), a space and one digit make it assert.
      if (value && digit(c) &&
          (i == 0 || line[i - 1] == '=' || line[i - 1] == ' ' || line[i - 1] == '\t' ||
           line[i - 1] == '[' || line[i - 1] == ',')) {
        std::size_t stop = i;
        while (stop < line.size() && !value_terminator(line[stop])) ++stop;
        if (stop + 1 < line.size() && line[stop] == ' ' && digit(line[stop + 1]) &&
            (stop + 2 == line.size() || value_terminator(line[stop + 2])) &&
            date_shaped_before(line, stop) && characters(line.substr(i, stop - i)) == 10)
          return fail(line_number, line, stop + 1, "expected a time, hh:mm:ss");
      }
      if (value && digit(c) && i >= 2 && line[i - 1] == ' ' &&
          (digit(line[i - 2]) || line[i - 2] == '_' || date_shaped_before(line, i - 1)) &&
          (i + 1 >= line.size() || !digit(line[i + 1])))
        return fail(line_number, line, i, "expected a time, hh:mm:ss");
      if (value && (c == 'T' || c == 't') && i >= 10 && date_at(line, i - 10) &&
          (i == 10 || !key_start(line[i - 11]) || line[i - 11] == '"' || line[i - 11] == '\'') &&
          (i + 1 >= line.size() || !digit(line[i + 1])))
        return fail(line_number, line, i + 1, "expected a time, hh:mm:ss, after the date's 'T'");
      if (c != ' ' && c != '\t') previous = c;
      if ((c == '"' || c == '\'') && run_of(line, i, c) >= 3) {  // a multi-line string opens
        state = c == '"' ? In::multiline_basic : In::multiline_literal;
        safe += line.substr(i, 3);
        i += 2;
        continue;
      }
      if (c == '"') basic = true;
      if (c == '\'') literal = true;
      safe += c;
    }
    if (end < text.size()) safe += '\n';
    start = end + 1;
    ++line_number;
  }
  return true;
}

}  // namespace claimcheck
