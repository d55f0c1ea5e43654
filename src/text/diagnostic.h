// One diagnostic type for every input error: claims, rules and tables alike.
#pragma once

#include <fmt/format.h>

#include <string>
#include <string_view>
#include <vector>

#include "text/shared_text.h"

namespace claimcheck {

enum class Severity { error, warning, note };

/// A place in a source: 1-based line, 1-based columns counted in characters.
/// `end_col` is one past the last character of the span (equal to `col` for a point).
struct SourceSpan {
  SharedText file;  ///< shared by the spans of a file
  int line = 0;
  int col = 0;
  int end_col = 0;
  SharedText source_line;  ///< the whole line, as in the file (tabs kept), shared by its spans
};

struct Note {
  SourceSpan where;
  std::string message;
};

/// `file:line:col: error: message`, then the source line and a caret run.
struct Diagnostic {
  Severity severity = Severity::error;
  SourceSpan where;
  std::string message;
  std::vector<Note> notes;
};

/// Character column (1-based) of byte offset `byte` in `line` (UTF-8).
int char_column(std::string_view line, std::size_t byte);

/// A span from byte offsets within `line_text`.
SourceSpan make_span(SharedText file, int line, std::string_view line_text, std::size_t begin_byte,
                     std::size_t end_byte);
/// The same, on a line already held as shared text. `ascii`: the line is
/// known to be ASCII alone, where a column is its byte offset + 1.
SourceSpan span_on_line(SharedText file, int line, const SharedText& line_text,
                        std::size_t begin_byte, std::size_t end_byte, bool ascii = false);

/// The caret line under `where`: tabs copied so the caret lines up.
std::string caret_line(const SourceSpan& where);

/// Orders diagnostics by file, line and column, keeping each one's notes.
void sort_diagnostics(std::vector<Diagnostic>& diagnostics);

}  // namespace claimcheck

template <>
struct fmt::formatter<claimcheck::Diagnostic> {
  constexpr auto parse(format_parse_context& ctx) { return ctx.begin(); }
  template <typename Context>
  auto format(const claimcheck::Diagnostic& d, Context& ctx) const;
};

namespace claimcheck {
std::string render(const Diagnostic& d);
}

template <typename Context>
auto fmt::formatter<claimcheck::Diagnostic>::format(const claimcheck::Diagnostic& d,
                                                    Context& ctx) const {
  return fmt::format_to(ctx.out(), "{}", claimcheck::render(d));
}
