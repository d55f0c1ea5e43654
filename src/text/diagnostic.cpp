// Rendering diagnostics with the source line and a caret under the span.
#include "text/diagnostic.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <tuple>
#include <vector>

namespace claimcheck {
namespace {

const char* severity_name(Severity s) {
  switch (s) {
    case Severity::error:
      return "error";
    case Severity::warning:
      return "warning";
    case Severity::note:
      return "note";
  }
  return "error";
}

bool is_continuation(unsigned char c) {
  return (c & 0xC0) == 0x80;
}

// A long source line is shown as a window around the span, so that a
// diagnostic stays readable (and small) whatever the line.
SourceSpan windowed(const SourceSpan& w) {
  constexpr int kWidth = 120, kBefore = 40;
  std::vector<std::size_t> starts;  // byte offset of each character
  for (std::size_t i = 0; i < w.source_line.size(); ++i)
    if (!is_continuation(static_cast<unsigned char>(w.source_line[i]))) starts.push_back(i);
  const int chars = static_cast<int>(starts.size());
  if (chars <= kWidth + 20) return w;
  SourceSpan v = w;
  const int first = std::max(1, std::min(w.col - kBefore, chars - kWidth + 1));  // 1-based
  const int last = std::min(chars, first + kWidth - 1);
  const std::size_t b = starts[static_cast<std::size_t>(first - 1)];
  const std::size_t e =
      last < chars ? starts[static_cast<std::size_t>(last)] : w.source_line.size();
  const std::string before = first > 1 ? "..." : "";
  v.source_line = before + w.source_line.substr(b, e - b) + (last < chars ? "..." : "");
  const int shift = first - 1 - static_cast<int>(before.size());
  v.col = w.col - shift;
  v.end_col = std::min(w.end_col - shift, static_cast<int>(before.size()) + last - first + 2);
  if (v.end_col <= v.col) v.end_col = v.col + 1;
  return v;
}

std::string render_one(const SourceSpan& where, Severity s, const std::string& message) {
  std::string out;
  const SourceSpan w = windowed(where);
  if (w.line > 0) {
    out = fmt::format("{}:{}:{}: {}: {}\n", w.file, w.line, where.col, severity_name(s), message);
    out += w.source_line + "\n" + caret_line(w) + "\n";
  } else {
    out = fmt::format("{}: {}: {}\n", w.file, severity_name(s), message);
  }
  return out;
}

}  // namespace

int char_column(std::string_view line, std::size_t byte) {
  int col = 1;
  std::size_t i = 0;
  const std::size_t until = std::min(byte, line.size());
  // Eight bytes at a time: each that is not a continuation byte (10xxxxxx)
  // starts a character.
  for (; i + 8 <= until; i += 8) {
    std::uint64_t w;
    std::memcpy(&w, line.data() + i, sizeof w);
    constexpr std::uint64_t high = 0x8080808080808080;
    const std::uint64_t continuation = w & high & ~(w << 1);
    // The high bits, moved to the low bit of each byte and summed into the top byte.
    col += 8 - static_cast<int>(((continuation >> 7) * 0x0101010101010101) >> 56);
  }
  for (; i < until; ++i)
    if (!is_continuation(static_cast<unsigned char>(line[i]))) ++col;
  if (byte > line.size()) col += static_cast<int>(byte - line.size());
  return col;
}

SourceSpan make_span(SharedText file, int line, std::string_view line_text, std::size_t begin_byte,
                     std::size_t end_byte) {
  return span_on_line(std::move(file), line, SharedText(line_text), begin_byte, end_byte);
}

SourceSpan span_on_line(SharedText file, int line, const SharedText& line_text,
                        std::size_t begin_byte, std::size_t end_byte, bool ascii) {
  SourceSpan s;
  s.file = std::move(file);
  s.line = line;
  // On an ASCII line every byte is a character: char_column comes to this.
  s.col = ascii ? static_cast<int>(begin_byte) + 1 : char_column(line_text, begin_byte);
  s.end_col = ascii ? static_cast<int>(end_byte) + 1 : char_column(line_text, end_byte);
  s.source_line = line_text;
  return s;
}

std::string caret_line(const SourceSpan& w) {
  std::string out;
  int col = 1;
  for (std::size_t i = 0; i < w.source_line.size() && col < w.col; ++i) {
    const unsigned char c = static_cast<unsigned char>(w.source_line[i]);
    if (is_continuation(c)) continue;
    out += c == '\t' ? '\t' : ' ';
    ++col;
  }
  while (col < w.col) {
    out += ' ';
    ++col;
  }
  out += '^';
  for (int i = w.col + 1; i < w.end_col; ++i) out += '~';
  return out;
}

std::string render(const Diagnostic& d) {
  std::string out = render_one(d.where, d.severity, d.message);
  for (const auto& n : d.notes) out += render_one(n.where, Severity::note, n.message);
  return out;
}

void sort_diagnostics(std::vector<Diagnostic>& diagnostics) {
  std::stable_sort(diagnostics.begin(), diagnostics.end(),
                   [](const Diagnostic& a, const Diagnostic& b) {
                     return std::tie(a.where.file, a.where.line, a.where.col) <
                            std::tie(b.where.file, b.where.line, b.where.col);
                   });
}

}  // namespace claimcheck
