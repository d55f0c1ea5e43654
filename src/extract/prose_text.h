// The prose as the extractor reads it: its text made plain (markup dropped,
// typographic characters as ASCII), mapped back to the bytes as given, and
// cut into sentences, rows of tables and lists, and paragraphs.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "extract/extract.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

bool alnum(char c);

bool upper(char c);

std::string to_lower(std::string_view s);

std::string squeeze(std::string_view s);

/// The first `ch` in s[from, until), or npos: a search that never runs past
/// where it can matter (a whole-text search per figure is quadratic on a
/// 10 MB line).
std::size_t find_within(const std::string& s, char ch, std::size_t from, std::size_t until);

/// The ignored figures listed at most: past this, only counted.
inline constexpr std::size_t kMaxIgnored = 2000;

/// Lists a figure not read as a claim; past kMaxIgnored, only counts it (a
/// text of numbers, such as a data dump, lists its first ones).
void ignore_figure(Extraction& out, IgnoredFigure figure);

// --- the text -----------------------------------------------------------------

/// The prose as read: `raw` as given (bytes that are not UTF-8 as `?`);
/// `plain` with typographic spaces, quotes and hyphens made ASCII (so that
/// `405\u00a0billion` and `Meta\u2019s` read as typed), and `clean`, the
/// same with markup blanked out. Every offset the extractor works with is in
/// `plain` (and `clean`, which has the same bytes' places); `to_raw` maps it
/// back for quoting and for lines and columns.
struct Prose {
  std::string raw, plain, clean;
  std::vector<std::size_t> to_raw;       ///< plain offset -> raw offset (one past the end too)
  std::vector<std::size_t> line_starts;  ///< in plain offsets
  /// When the raw text was read from a page (html_text.h): raw offset ->
  /// the page's offset, and the page's line starts, for lines and columns
  /// in the page as given.
  std::vector<std::size_t> to_page, page_line_starts;

  ProseSpan span(std::size_t b, std::size_t e) const {
    ProseSpan s;
    s.begin = b;
    s.end = e;
    const std::size_t rb = to_raw[b];
    // Quoted as read: markup dropped (`<b>`, `**`), typographic characters as typed.
    s.text = squeeze(std::string_view(plain).substr(b, e - b));
    if (!to_page.empty()) {
      const std::size_t at = to_page[std::min(rb, to_page.size() - 1)];
      const auto it = std::upper_bound(page_line_starts.begin(), page_line_starts.end(), at);
      const std::size_t line = static_cast<std::size_t>(it - page_line_starts.begin());
      s.line = static_cast<int>(line);
      s.column = static_cast<int>(at - page_line_starts[line - 1] + 1);
      return s;
    }
    const auto it = std::upper_bound(line_starts.begin(), line_starts.end(), b);
    const std::size_t line = static_cast<std::size_t>(it - line_starts.begin());
    s.line = static_cast<int>(line);
    s.column = static_cast<int>(rb - to_raw[line_starts[line - 1]] + 1);
    return s;
  }
  int line_of(std::size_t at) const {
    return static_cast<int>(std::upper_bound(line_starts.begin(), line_starts.end(), at) -
                            line_starts.begin());
  }
};

/// The length of the UTF-8 sequence at `i`, or 0 if the bytes there are not UTF-8.
std::size_t utf8_length(std::string_view s, std::size_t i);

Prose prepare(std::string_view text, std::vector<std::string>& notes);

struct Sentence {
  std::size_t begin = 0, end = 0;
  int paragraph = 0;
  bool row = false;  ///< a line of a table or a list: its own subject
};

bool is_abbreviation(std::string_view before);

bool list_line(std::string_view line);

inline constexpr std::size_t kMaxSentence = 2000;

/// Whether a line is a table's row: cells parted by `|` or by wide gaps.
bool table_line(std::string_view line);

/// The end of a row's first cell (`mistral-tiny (Mistral 7B Instruct) — ...`,
/// `gpt-4.1      $2.00`, `Llama 2 7B: ...`), or npos when it has none.
std::size_t cell_end(std::string_view line);

/// Which lines are rows of a table or list: list items, lines with cells,
/// and `name — figures` lines after a line ending in a colon or another row.
std::vector<char> row_lines(const Prose& p);

std::vector<Sentence> split_sentences(const Prose& p);

}  // namespace claimcheck::extraction
