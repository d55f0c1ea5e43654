// Lines of a source, and the UTF-8 check.
#include "text/source_text.h"

#include <cstdint>
#include <cstring>

namespace claimcheck {

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

namespace {

/// Whether the 8 bytes at `p` are printable ASCII (0x20 to 0x7E), a word at a time.
bool printable8(const char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, sizeof w);
  constexpr std::uint64_t ones = 0x0101010101010101, high = 0x8080808080808080;
  // A byte below 0x20, at or above 0x80, or 0x7F (0x7F + 1 sets the high bit).
  const std::uint64_t low = (w - ones * 0x20) & ~w;
  const std::uint64_t del = ((w & ~high) + ones) & ~w;
  return ((w | low | del) & high) == 0;
}

}  // namespace

bool check_text(std::string_view line, const std::string& file, int line_number,
                std::vector<Diagnostic>& diagnostics) {
  std::size_t i = 0;
  while (i < line.size()) {
    // Plain ASCII, eight bytes at a time; anything else byte by byte.
    if (i + 8 <= line.size() && printable8(line.data() + i)) {
      i += 8;
      continue;
    }
    const unsigned char c = static_cast<unsigned char>(line[i]);
    std::size_t len = 0;
    std::uint32_t cp = 0;
    if (c == 0 || (c < 0x20 && c != '\t') || c == 0x7F) {
      len = 0;  // control characters have no place in a claims file
    } else if (c < 0x80) {
      ++i;
      continue;
    } else if ((c & 0xE0) == 0xC0) {
      len = 2;
      cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      len = 3;
      cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      len = 4;
      cp = c & 0x07;
    }
    bool ok = len > 0 && i + len <= line.size();
    for (std::size_t k = 1; ok && k < len; ++k) {
      const unsigned char cc = static_cast<unsigned char>(line[i + k]);
      ok = is_continuation_byte(cc);
      cp = (cp << 6) | (cc & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
    static constexpr std::uint32_t min_for_len[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (ok && (cp < min_for_len[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)))
      ok = false;
    if (!ok) {
      Diagnostic d;
      d.where.file = file;
      d.where.line = line_number;
      d.message = c == 0 ? std::string("NUL byte in the input: is this a text file?")
                  : (c < 0x20 || c == 0x7F)
                      ? fmt::format("control character 0x{:02X} in the input", c)
                      : fmt::format("invalid UTF-8 (byte 0x{:02X})", c);
      // The line is shown up to the bad byte, which is shown as '?' (all
      // before it is valid text); columns count characters.
      d.where.col = char_column(line, i);
      d.where.end_col = d.where.col + 1;
      d.where.source_line = std::string(line.substr(0, i)) + "?";
      diagnostics.push_back(std::move(d));
      return false;
    }
    i += len;
  }
  return true;
}

}  // namespace claimcheck
