// The prose as the extractor reads it: its text made plain (markup dropped,
#include "extract/prose_text.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <set>

#include "extract/lexicon.h"
#include "text/ascii.h"
#include "vocab/calendar.h"

namespace claimcheck::extraction {

bool alnum(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

bool upper(char c) {
  return std::isupper(static_cast<unsigned char>(c)) != 0;
}

std::string to_lower(std::string_view s) {
  return ascii_lower(s);
}

std::string squeeze(std::string_view s) {
  std::string r;
  for (char c : s) {
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    if (c == ' ' && (r.empty() || r.back() == ' ')) continue;
    r += c;
  }
  while (!r.empty() && r.back() == ' ') r.pop_back();
  return r;
}

/// The first `ch` in s[from, until), or npos: a search that never runs past
/// where it can matter (a whole-text search per figure is quadratic on a
/// 10 MB line).
std::size_t find_within(const std::string& s, char ch, std::size_t from, std::size_t until) {
  until = std::min(until, s.size());
  if (from >= until) return std::string::npos;
  const void* hit = std::memchr(s.data() + from, ch, until - from);
  return hit ? static_cast<std::size_t>(static_cast<const char*>(hit) - s.data())
             : std::string::npos;
}

/// Lists a figure not read as a claim; past kMaxIgnored, only counts it (a
/// text of numbers, such as a data dump, lists its first ones).
void ignore_figure(Extraction& out, IgnoredFigure figure) {
  if (out.ignored.size() < kMaxIgnored)
    out.ignored.push_back(std::move(figure));
  else
    ++out.unlisted;
}

/// The length of the UTF-8 sequence at `i`, or 0 if the bytes there are not UTF-8.
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto b = static_cast<unsigned char>(s[i]);
  if (b < 0x80) return 1;
  std::size_t n = 0;
  unsigned min = 0;
  if (b >= 0xC2 && b <= 0xDF) {
    n = 2;
    min = 0x80;
  } else if (b >= 0xE0 && b <= 0xEF) {
    n = 3;
    min = 0x800;
  } else if (b >= 0xF0 && b <= 0xF4) {
    n = 4;
    min = 0x10000;
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  unsigned cp = b & (0x7Fu >> n);
  for (std::size_t k = 1; k < n; ++k) {
    const auto c = static_cast<unsigned char>(s[i + k]);
    if ((c & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (c & 0x3Fu);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

namespace {

/// Makes the bytes that are not UTF-8 `?`; gives how many there were, and
/// where the first was in `first_bad`.
std::size_t mark_bad_bytes(std::string& raw, std::size_t& first_bad) {
  std::size_t bad = 0;
  for (std::size_t i = 0; i < raw.size();) {
    const std::size_t n = utf8_length(raw, i);
    if (n > 0) {
      i += n;
      continue;
    }
    if (bad++ == 0) first_bad = i;
    raw[i++] = '?';
  }
  return bad;
}

/// Appends `as` to the plain text, each of its bytes mapped to raw offset `at`.
void append_plain(Prose& p, const char* as, std::size_t at) {
  for (const char* q = as; *q; ++q) {
    p.plain += *q;
    p.to_raw.push_back(at);
  }
}

/// A common entity at raw offset `i` (`&nbsp;`, `&amp;` ...) read as its
/// characters; gives the offset after it, or `i` where there is none.
std::size_t read_entity(Prose& p, std::size_t i) {
  static const std::pair<const char*, const char*> entities[] = {
      {"&nbsp;", " "},  {"&amp;", "&"},   {"&lt;", "<"},
      {"&gt;", ">"},    {"&quot;", "\""}, {"&#39;", "'"},
      {"&rsquo;", "'"}, {"&lsquo;", "'"}, {"&ndash;", "\xE2\x80\x93"},
      {"&#8217;", "'"}};
  for (const auto& [name, as] : entities)
    if (p.raw.compare(i, std::strlen(name), name) == 0) {
      append_plain(p, as, i);
      return i + std::strlen(name);
    }
  return i;
}

/// The markup at raw offset `i` dropped or read; gives the offset after it,
/// or `i` where there is none.
std::size_t read_markup(Prose& p, std::size_t i) {
  const char r0 = p.raw[i];
  // Markup inside a line: `<b>123 billion</b>`, `**15 trillion**`, `&nbsp;`.
  // A tag is dropped (a space where it parts two words); emphasis marks
  // are dropped, bullets kept; common entities read as their characters.
  if (r0 == '<' && i + 1 < p.raw.size() &&
      (std::isalpha(static_cast<unsigned char>(p.raw[i + 1])) || p.raw[i + 1] == '/' ||
       p.raw[i + 1] == '!')) {
    const std::size_t close = find_within(p.raw, '>', i, i + 200);
    if (close != std::string::npos && find_within(p.raw, '\n', i, close) == std::string::npos) {
      // `<h1> OpenMidnight </h1>` opening a line of Markdown: a heading.
      const std::size_t last = p.plain.find_last_not_of(" \t");
      const bool line_start = last == std::string::npos || p.plain[last] == '\n';
      if (line_start && (p.raw[i + 1] == 'h' || p.raw[i + 1] == 'H') && i + 3 < p.raw.size() &&
          p.raw[i + 2] >= '1' && p.raw[i + 2] <= '6' &&
          (p.raw[i + 3] == '>' || p.raw[i + 3] == ' ')) {
        p.plain.append(static_cast<std::size_t>(p.raw[i + 2] - '0'), '#');
        p.plain += ' ';
        p.to_raw.insert(p.to_raw.end(), static_cast<std::size_t>(p.raw[i + 2] - '0') + 1, i);
        return close + 1;
      }
      const bool word_before = !p.plain.empty() && alnum(p.plain.back());
      const bool word_after = close + 1 < p.raw.size() && alnum(p.raw[close + 1]);
      if (word_before && word_after) {
        p.plain += ' ';
        p.to_raw.push_back(i);
      }
      return close + 1;
    }
  }
  if (r0 == '*' || r0 == '`') {
    const bool line_start = p.plain.empty() || p.plain.back() == '\n' ||
                            p.plain.find_last_not_of(" \t") == std::string::npos ||
                            p.plain[p.plain.find_last_not_of(" \t")] == '\n';
    const bool bullet = r0 == '*' && line_start && i + 1 < p.raw.size() && p.raw[i + 1] == ' ';
    if (!bullet) return i + 1;
  }
  if (r0 == '&') return read_entity(p, i);
  // `around \$1000`: Markdown's escaped dollar sign is a dollar sign.
  if (r0 == '\\' && i + 1 < p.raw.size() && p.raw[i + 1] == '$') return i + 1;
  return i;
}

/// The code point of the `n` bytes of UTF-8 at `i`.
unsigned code_point(const std::string& s, std::size_t i, std::size_t n) {
  if (n == 1) return static_cast<unsigned char>(s[i]);
  unsigned cp = static_cast<unsigned char>(s[i]) & (0x7Fu >> n);
  for (std::size_t k = 1; k < n; ++k)
    cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3Fu);
  return cp;
}

/// The digit a superscript digit is (`²` -> 2), or -1.
int superscript_digit(unsigned cp) {
  if (cp == 0x2070) return 0;
  if (cp == 0x00B9) return 1;
  if (cp == 0x00B2) return 2;
  if (cp == 0x00B3) return 3;
  if (cp >= 0x2074 && cp <= 0x2079) return static_cast<int>(cp - 0x2070);
  return -1;
}

/// The digit a subscript digit is (`₂` -> 2), or -1.
int subscript_digit(unsigned cp) {
  if (cp >= 0x2080 && cp <= 0x2089) return static_cast<int>(cp - 0x2080);
  return -1;
}

/// A typographic space, quote or hyphen as the ASCII a reader would type,
/// an invisible character as nothing; nullptr for any other character.
const char* typed_as(unsigned cp) {
  switch (cp) {
    case 0x00A0:
    case 0x2002:
    case 0x2003:
    case 0x2004:
    case 0x2005:
    case 0x2006:
    case 0x2007:
    case 0x2008:
    case 0x2009:
    case 0x200A:
    case 0x202F:
    case 0x205F:
      return " ";
    case 0x2018:
    case 0x2019:
    case 0x201B:
    case 0x2032:
      return "'";
    case 0x201C:
    case 0x201D:
    case 0x201E:
    case 0x2033:
      return "\"";
    case 0x2010:
    case 0x2011:
    case 0x2012:
    case 0x2212:
    case 0x2043:
      return "-";
    case 0x223C:  // `∼27B`: the tilde operator, typed as `~`
    case 0xFF5E:
      return "~";
    case 0x200B:
    case 0x200C:
    case 0x200D:
    case 0x2060:
    case 0xFEFF:
    case 0x00AD:
      return "";
    default:
      return nullptr;
  }
}

/// Whether the character at [i, i + n) of `raw` stands between two figures:
/// a digit or a digit's scale letter before it, a digit after it
/// (`18.6B∼31.3B`, `10～20`).
bool between_figures(const std::string& raw, std::size_t i, std::size_t n) {
  if (i == 0 || i + n >= raw.size() || !std::isdigit(static_cast<unsigned char>(raw[i + n])))
    return false;
  const char before = raw[i - 1];
  if (std::isdigit(static_cast<unsigned char>(before))) return true;
  return i >= 2 && std::string_view("KMBTkmbt").find(before) != std::string_view::npos &&
         std::isdigit(static_cast<unsigned char>(raw[i - 2]));
}

/// Appends the character of `n` bytes at raw offset `i` to the plain text,
/// as ASCII where it is typographic; `in_superscript` says whether a run of
/// superscript digits is open, before and after it.
void plain_character(Prose& p, std::size_t i, std::size_t n, bool& in_superscript) {
  const unsigned cp = code_point(p.raw, i, n);
  const char* as = nullptr;
  // Superscript and subscript digits: `10²³` as `10^23`, `CO₂e` as `CO2e`.
  static const char* const digits[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
  const int superscript = superscript_digit(cp), subscript = subscript_digit(cp);
  if (superscript >= 0) {
    if (!in_superscript) {
      p.plain += '^';
      p.to_raw.push_back(i);
    }
    as = digits[superscript];
  }
  if (subscript >= 0) as = digits[subscript];
  in_superscript = superscript >= 0;
  if (const char* typed = typed_as(cp)) as = typed;
  // `18.6B∼31.3B`: a tilde between two figures parts a range, as `-` does.
  if ((cp == 0x223C || cp == 0xFF5E) && between_figures(p.raw, i, n)) as = "-";
  if (as) {
    append_plain(p, as, i);
  } else {
    for (std::size_t k = 0; k < n; ++k) {
      p.plain += p.raw[i + k];
      p.to_raw.push_back(i + k);
    }
  }
}

/// Makes `plain` and `to_raw` from `raw`: markup inside lines dropped,
/// typographic characters as ASCII.
void make_plain(Prose& p) {
  // Typographic characters as the ASCII a reader would type.
  p.plain.reserve(p.raw.size());
  bool in_superscript = false;  // within a run of superscript digits
  p.to_raw.reserve(p.raw.size() + 1);
  for (std::size_t i = 0; i < p.raw.size();) {
    if (const std::size_t after = read_markup(p, i); after != i) {
      i = after;
      continue;
    }
    const std::size_t n = std::max<std::size_t>(1, utf8_length(p.raw, i));
    plain_character(p, i, n, in_superscript);
    i += n;
  }
  p.to_raw.push_back(p.raw.size());
}

/// Makes `clean` from `plain`: control characters as spaces, and tags,
/// links' targets and Markdown's marks blanked.
void make_clean(Prose& p) {
  p.clean = p.plain;
  std::string& c = p.clean;
  for (char& ch : c)
    if (ch == '\0' || ch == '\r' || ch == '\f' || ch == '\v') ch = ' ';
  // HTML tags and Markdown links' targets: blanked.
  for (std::size_t i = 0; i < c.size(); ++i) {
    if (c[i] == '<') {
      const std::size_t close = find_within(c, '>', i, i + 200);
      if (close != std::string::npos && find_within(c, '\n', i, close) == std::string::npos &&
          i + 1 < c.size() &&
          (std::isalpha(static_cast<unsigned char>(c[i + 1])) || c[i + 1] == '/')) {
        std::fill(c.begin() + static_cast<long>(i), c.begin() + static_cast<long>(close) + 1, ' ');
        i = close;
      }
    } else if (c[i] == ']' && i + 1 < c.size() && c[i + 1] == '(') {
      const std::size_t close = find_within(c, ')', i, i + 400);
      if (close != std::string::npos && find_within(c, '\n', i, close) == std::string::npos)
        std::fill(c.begin() + static_cast<long>(i), c.begin() + static_cast<long>(close) + 1, ' ');
    }
  }
  for (std::size_t i = 0; i < c.size(); ++i) {
    const bool line_start = i == 0 || c[i - 1] == '\n';
    if (c[i] == '*' || c[i] == '`' || c[i] == '[' || c[i] == ']') c[i] = ' ';
    // `__20T tokens__`: emphasis, as `**`; a single `_` stays (`input_mtok`).
    if (c[i] == '_' && i + 1 < c.size() && c[i + 1] == '_') c[i] = c[i + 1] = ' ';
    if (line_start) {
      std::size_t j = i;
      while (j < c.size() && (c[j] == '#' || c[j] == '>')) c[j++] = ' ';
    }
  }
}

/// Notes how many bytes were not UTF-8, and where the first was.
void note_bad_bytes(const Prose& p, std::size_t bad, std::size_t first_bad,
                    std::vector<std::string>& notes) {
  const std::size_t k = static_cast<std::size_t>(
      std::lower_bound(p.to_raw.begin(), p.to_raw.end(), first_bad) - p.to_raw.begin());
  const ProseSpan at = p.span(k, k);
  notes.push_back(fmt::format("{} byte{} not UTF-8 (the first at line {}, column {}) read as '?'",
                              bad, bad == 1 ? " is" : "s are", at.line, at.column));
}

}  // namespace

Prose prepare(std::string_view text, std::vector<std::string>& notes) {
  Prose p;
  p.raw.assign(text);
  // Bytes that are not UTF-8 become `?` (same offsets), so that every draft
  // and every quoted span is text the claims reader and JSON accept.
  std::size_t first_bad = 0;
  const std::size_t bad = mark_bad_bytes(p.raw, first_bad);
  make_plain(p);
  make_clean(p);
  p.line_starts.push_back(0);
  for (std::size_t i = 0; i < p.clean.size(); ++i)
    if (p.clean[i] == '\n') p.line_starts.push_back(i + 1);
  if (bad > 0) note_bad_bytes(p, bad, first_bad, notes);
  return p;
}

bool is_abbreviation(std::string_view before) {
  const std::set<std::string>& abbreviations = Lexicon::builtin().words("abbreviations");
  std::size_t b = before.size();
  while (b > 0 && (std::isalpha(static_cast<unsigned char>(before[b - 1])) || before[b - 1] == '.'))
    --b;
  const std::string word = to_lower(before.substr(b));
  if (word.size() == 1) return true;  // an initial
  return abbreviations.count(word) > 0 || is_month_abbreviation(word);
}

bool list_line(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  if (i >= line.size()) return false;
  if (line[i] == '|' || line[i] == '-' || line[i] == '*' || line[i] == '+') return true;
  std::size_t j = i;
  while (j < line.size() && std::isdigit(static_cast<unsigned char>(line[j]))) ++j;
  return j > i && j < line.size() && (line[j] == '.' || line[j] == ')') && j + 1 < line.size() &&
         line[j + 1] == ' ';
}

/// Whether a line is a table's row: cells parted by `|` or by wide gaps.
bool table_line(std::string_view line) {
  if (std::count(line.begin(), line.end(), '|') >= 2) return true;
  int gaps = 0;
  const std::size_t text = line.find_first_not_of(" \t");
  for (std::size_t i = text == std::string_view::npos ? line.size() : text; i + 2 < line.size();
       ++i)
    if (line.substr(i, 3) == "   ") {
      ++gaps;
      while (i < line.size() && line[i] == ' ') ++i;
    }
  return gaps >= 2;
}

/// The end of a row's first cell (`mistral-tiny (Mistral 7B Instruct) — ...`,
/// `gpt-4.1      $2.00`, `Llama 2 7B: ...`), or npos when it has none.
std::size_t cell_end(std::string_view line) {
  std::size_t best = std::string_view::npos;
  for (const char* sep : {" \xE2\x80\x94 ", " \xE2\x80\x93 ", " - ", ": ", "   ", " | ", "\t"}) {
    const std::size_t at = line.find(sep);
    if (at != std::string_view::npos && at < best) best = at;
  }
  return best == std::string_view::npos || best > 80 ? std::string_view::npos : best;
}

/// Which lines are rows of a table or list: list items, lines with cells,
/// and `name — figures` lines after a line ending in a colon or another row.
std::vector<char> row_lines(const Prose& p) {
  std::vector<char> rows(p.line_starts.size(), 0);
  bool after_colon = false, previous_row = false;
  for (std::size_t l = 0; l < p.line_starts.size(); ++l) {
    const std::size_t b = p.line_starts[l];
    const std::size_t e = l + 1 < p.line_starts.size() ? p.line_starts[l + 1] - 1 : p.clean.size();
    const std::string_view line(p.clean.data() + b, e - b);
    const std::string_view raw(p.plain.data() + b, e - b);
    std::string_view trimmed = line;
    while (!trimmed.empty() && (trimmed.back() == ' ' || trimmed.back() == '\t'))
      trimmed.remove_suffix(1);
    if (trimmed.find_first_not_of(" \t") == std::string_view::npos) {
      previous_row = false;
      continue;  // a blank line keeps what the line before it ended with
    }
    // `Llama 2 7B — 184,320 GPU hours`, and after a line ending in a colon
    // `LLaMA-7B: 82,432 GPU-hours, 36 MWh`: a name, then its figures.
    const std::size_t colon = line.find(": ");
    const bool colon_row = colon != std::string_view::npos && colon > 0 && colon < 40 &&
                           line.find_first_of("0123456789", colon) != std::string_view::npos &&
                           line.substr(0, colon).find_first_of(".!?") == std::string_view::npos;
    const bool dash_row = ((line.find(" \xE2\x80\x94 ") != std::string_view::npos ||
                            line.find(" \xE2\x80\x93 ") != std::string_view::npos ||
                            line.find(" - ") != std::string_view::npos) ||
                           colon_row) &&
                          cell_end(line) != std::string_view::npos;
    // Gaps of the plain text: emphasis blanked in the clean text (`It has
    // __16B__ ...`) makes no column.
    rows[l] = list_line(raw) || table_line(raw) || (dash_row && (after_colon || previous_row));
    previous_row = rows[l] != 0;
    after_colon = trimmed.back() == ':';
  }
  return rows;
}

std::vector<Sentence> split_sentences(const Prose& p) {
  const std::string& c = p.clean;
  const std::vector<char> rows = row_lines(p);
  std::vector<Sentence> out;
  int paragraph = 0;
  std::size_t begin = 0;
  auto line_index = [&](std::size_t at) { return static_cast<std::size_t>(p.line_of(at)) - 1; };
  auto emit = [&](std::size_t end) {
    std::size_t b = begin;
    while (b < end && std::isspace(static_cast<unsigned char>(c[b]))) ++b;
    if (b < end) out.push_back({b, end, paragraph, rows[line_index(b)] != 0});
    begin = end;
  };
  for (std::size_t i = 0; i < c.size(); ++i) {
    const char ch = c[i];
    // A run of text with no sentence end is cut at a space after kMaxSentence
    // bytes: no sentence of an announcement is that long, and the cut keeps
    // the work per figure bounded.
    // The cut is made after a comma or a word in lower case where one comes
    // within 200 bytes, so that it does not part the words of a name.
    if (i - begin > kMaxSentence && (ch == ' ' || ch == '\t')) {
      const bool soft = i > 0 && (c[i - 1] == ',' || c[i - 1] == ';' ||
                                  std::islower(static_cast<unsigned char>(c[i - 1])));
      const bool next_lower =
          i + 1 < c.size() && std::islower(static_cast<unsigned char>(c[i + 1]));
      if ((soft && next_lower) || i - begin > kMaxSentence + 200) {
        emit(i);
        continue;
      }
    }
    if (ch == '\n') {
      const std::size_t next = i + 1;
      const std::size_t next_end = std::min(c.find('\n', next), c.size());
      const std::string_view next_line(c.data() + next, next_end - next);
      const std::size_t line = line_index(i);
      const std::size_t this_start = p.line_starts[line];
      const std::string_view this_line(c.data() + this_start, i - this_start);
      const bool blank_next = next_line.find_first_not_of(" \t") == std::string_view::npos;
      const bool this_row = rows[line] != 0;
      const bool next_row = line + 1 < rows.size() && rows[line + 1] != 0;
      std::string_view trimmed = this_line;
      while (!trimmed.empty() && trimmed.back() == ' ') trimmed.remove_suffix(1);
      const bool ends_clause = !trimmed.empty() && std::string_view(".:!?").find(trimmed.back()) !=
                                                       std::string_view::npos;
      const bool short_line =
          trimmed.size() < 60 && !next_line.empty() &&
          (upper(next_line[0]) || std::isdigit(static_cast<unsigned char>(next_line[0])));
      if (blank_next || this_row || next_row || ends_clause || short_line) {
        emit(i);
        if (blank_next) ++paragraph;
      }
      continue;
    }
    if (rows[line_index(i)] && ch != '\n') continue;  // a row is one sentence
    if (ch == '!' || ch == '?' || ch == ';' ||
        (ch == '.' && !(i + 1 < c.size() && alnum(c[i + 1])) &&
         !is_abbreviation(std::string_view(c.data() + begin, i - begin)))) {
      if (i + 1 >= c.size() || std::isspace(static_cast<unsigned char>(c[i + 1])) ||
          c[i + 1] == '"' || c[i + 1] == ')') {
        if (ch == ';') continue;  // a clause, not a sentence
        emit(i + 1);
      }
    }
  }
  emit(c.size());
  return out;
}

}  // namespace claimcheck::extraction
