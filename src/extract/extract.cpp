// Drafting records from prose: sentences, model names, figures, their units
// and fields, and the record each figure is said of.
#include "extract/extract.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <map>
#include <optional>
#include <regex>
#include <set>

#include "claims/reader.h"
#include "claims/unit_phrases.h"
#include "extract/figures.h"
#include "extract/lexicon.h"
#include "quantity/units.h"

namespace claimcheck {
namespace {

bool alnum(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0;
}
bool upper(char c) {
  return std::isupper(static_cast<unsigned char>(c)) != 0;
}
std::string to_lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
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

/// The ignored figures listed at most: past this, only counted.
constexpr std::size_t kMaxIgnored = 2000;

/// Lists a figure not read as a claim; past kMaxIgnored, only counts it (a
/// text of numbers, such as a data dump, lists its first ones).
void ignore_figure(Extraction& out, IgnoredFigure figure) {
  if (out.ignored.size() < kMaxIgnored)
    out.ignored.push_back(std::move(figure));
  else
    ++out.unlisted;
}

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

  ProseSpan span(std::size_t b, std::size_t e) const {
    ProseSpan s;
    s.begin = b;
    s.end = e;
    const std::size_t rb = to_raw[b];
    // Quoted as read: markup dropped (`<b>`, `**`), typographic characters as typed.
    s.text = squeeze(std::string_view(plain).substr(b, e - b));
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

Prose prepare(std::string_view text, std::vector<std::string>& notes) {
  Prose p;
  p.raw.assign(text);
  // Bytes that are not UTF-8 become `?` (same offsets), so that every draft
  // and every quoted span is text the claims reader and JSON accept.
  std::size_t bad = 0, first_bad = 0;
  for (std::size_t i = 0; i < p.raw.size();) {
    const std::size_t n = utf8_length(p.raw, i);
    if (n > 0) {
      i += n;
      continue;
    }
    if (bad++ == 0) first_bad = i;
    p.raw[i++] = '?';
  }
  // Typographic characters as the ASCII a reader would type.
  p.plain.reserve(p.raw.size());
  p.to_raw.reserve(p.raw.size() + 1);
  for (std::size_t i = 0; i < p.raw.size();) {
    const char r0 = p.raw[i];
    // Markup inside a line: `<b>123 billion</b>`, `**15 trillion**`, `&nbsp;`.
    // A tag is dropped (a space where it parts two words); emphasis marks
    // are dropped, bullets kept; common entities read as their characters.
    if (r0 == '<' && i + 1 < p.raw.size() &&
        (std::isalpha(static_cast<unsigned char>(p.raw[i + 1])) || p.raw[i + 1] == '/' ||
         p.raw[i + 1] == '!')) {
      const std::size_t close = find_within(p.raw, '>', i, i + 200);
      if (close != std::string::npos && find_within(p.raw, '\n', i, close) == std::string::npos) {
        const bool word_before = !p.plain.empty() && alnum(p.plain.back());
        const bool word_after = close + 1 < p.raw.size() && alnum(p.raw[close + 1]);
        if (word_before && word_after) {
          p.plain += ' ';
          p.to_raw.push_back(i);
        }
        i = close + 1;
        continue;
      }
    }
    if (r0 == '*' || r0 == '`') {
      const bool line_start = p.plain.empty() || p.plain.back() == '\n' ||
                              p.plain.find_last_not_of(" \t") == std::string::npos ||
                              p.plain[p.plain.find_last_not_of(" \t")] == '\n';
      const bool bullet = r0 == '*' && line_start && i + 1 < p.raw.size() && p.raw[i + 1] == ' ';
      if (!bullet) {
        ++i;
        continue;
      }
    }
    if (r0 == '&') {
      static const std::pair<const char*, const char*> entities[] = {
          {"&nbsp;", " "},  {"&amp;", "&"},   {"&lt;", "<"},
          {"&gt;", ">"},    {"&quot;", "\""}, {"&#39;", "'"},
          {"&rsquo;", "'"}, {"&lsquo;", "'"}, {"&ndash;", "\xE2\x80\x93"},
          {"&#8217;", "'"}};
      bool replaced = false;
      for (const auto& [name, as] : entities)
        if (p.raw.compare(i, std::strlen(name), name) == 0) {
          for (const char* q = as; *q; ++q) {
            p.plain += *q;
            p.to_raw.push_back(i);
          }
          i += std::strlen(name);
          replaced = true;
          break;
        }
      if (replaced) continue;
    }
    const std::size_t n = std::max<std::size_t>(1, utf8_length(p.raw, i));
    unsigned cp = 0;
    if (n == 1) {
      cp = static_cast<unsigned char>(p.raw[i]);
    } else {
      cp = static_cast<unsigned char>(p.raw[i]) & (0x7Fu >> n);
      for (std::size_t k = 1; k < n; ++k)
        cp = (cp << 6) | (static_cast<unsigned char>(p.raw[i + k]) & 0x3Fu);
    }
    const char* as = nullptr;
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
        as = " ";
        break;
      case 0x2018:
      case 0x2019:
      case 0x201B:
      case 0x2032:
        as = "'";
        break;
      case 0x201C:
      case 0x201D:
      case 0x201E:
      case 0x2033:
        as = "\"";
        break;
      case 0x2010:
      case 0x2011:
      case 0x2012:
      case 0x2212:
      case 0x2043:
        as = "-";
        break;
      case 0x200B:
      case 0x200C:
      case 0x200D:
      case 0x2060:
      case 0xFEFF:
      case 0x00AD:
        as = "";
        break;
      default:
        break;
    }
    if (as) {
      for (const char* q = as; *q; ++q) {
        p.plain += *q;
        p.to_raw.push_back(i);
      }
    } else {
      for (std::size_t k = 0; k < n; ++k) {
        p.plain += p.raw[i + k];
        p.to_raw.push_back(i + k);
      }
    }
    i += n;
  }
  p.to_raw.push_back(p.raw.size());
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
    if (line_start) {
      std::size_t j = i;
      while (j < c.size() && (c[j] == '#' || c[j] == '>')) c[j++] = ' ';
    }
  }
  p.line_starts.push_back(0);
  for (std::size_t i = 0; i < c.size(); ++i)
    if (c[i] == '\n') p.line_starts.push_back(i + 1);
  if (bad > 0) {
    const std::size_t k = static_cast<std::size_t>(
        std::lower_bound(p.to_raw.begin(), p.to_raw.end(), first_bad) - p.to_raw.begin());
    const ProseSpan at = p.span(k, k);
    notes.push_back(fmt::format("{} byte{} not UTF-8 (the first at line {}, column {}) read as '?'",
                                bad, bad == 1 ? " is" : "s are", at.line, at.column));
  }
  return p;
}

struct Sentence {
  std::size_t begin = 0, end = 0;
  int paragraph = 0;
  bool row = false;  ///< a line of a table or a list: its own subject
};

bool is_abbreviation(std::string_view before) {
  static const std::set<std::string> abbreviations = {
      "e.g",    "i.e", "vs",   "etc", "inc", "ltd", "dr",  "mr",   "ms",  "mrs", "no",
      "approx", "al",  "fig",  "u.s", "st",  "jan", "feb", "mar",  "apr", "jun", "jul",
      "aug",    "sep", "sept", "oct", "nov", "dec", "co",  "corp", "est", "ca"};
  std::size_t b = before.size();
  while (b > 0 && (std::isalpha(static_cast<unsigned char>(before[b - 1])) || before[b - 1] == '.'))
    --b;
  const std::string word = to_lower(before.substr(b));
  if (word.size() == 1) return true;  // an initial
  return abbreviations.count(word) > 0;
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

constexpr std::size_t kMaxSentence = 2000;

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
    const bool dash_row = (line.find(" \xE2\x80\x94 ") != std::string_view::npos ||
                           line.find(" \xE2\x80\x93 ") != std::string_view::npos ||
                           line.find(" - ") != std::string_view::npos) &&
                          cell_end(line) != std::string_view::npos;
    rows[l] = list_line(raw) || table_line(line) || (dash_row && (after_colon || previous_row));
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

// --- names ----------------------------------------------------------------------

const char* const kMonthNames[] = {"january",   "february", "march",    "april",
                                   "may",       "june",     "july",     "august",
                                   "september", "october",  "november", "december"};

/// Whether a lower-case word is a developer's name (`meta`, `openai`), or a vendor's.
bool is_developer(const Lexicon& lex, const std::string& lower_word) {
  static const std::set<std::string> names = [&lex] {
    std::set<std::string> r;
    for (const auto& d : lex.developers) r.insert(to_lower(d));
    return r;
  }();
  return names.count(lower_word) > 0;
}
bool is_vendor(const Lexicon& lex, const std::string& lower_word) {
  static const std::set<std::string> names = [&lex] {
    std::set<std::string> r;
    for (const auto& v : lex.vendors) r.insert(to_lower(v));
    return r;
  }();
  return names.count(lower_word) > 0;
}

/// The name of a mention that names a member by its size (`the 405B model`):
/// this prefix and the size, resolved to a record's name at the end.
constexpr const char* kSizeReference = "\x01size:";

struct Mention {
  std::size_t begin = 0, end = 0;
  std::string name;
  bool sized = false;       ///< the name holds a size (`Llama 3.1 405B`)
  bool comparison = false;  ///< `than GPT-4`, `outperforms Llama 2`
  bool vague = false;       ///< `our largest models`: a subject that is no record
  int list = -1;            ///< names side by side share a list: a figure after them is each one's
  std::vector<std::pair<std::size_t, std::size_t>> numbers;  ///< numbers inside the name
  std::vector<bool> number_is_size;
};

/// A word of a name after its family: a version, a size or a suffix.
bool name_part(std::string_view w, const Lexicon& lex) {
  static const std::regex version(
      R"(^(v?\d+(\.\d+)*[a-z]?|[a-z]\d+(\.\d+)?|\d+(\.\d+)?[bmkt]|\d+x\d+(\.\d+)?[bmk]|a\d+(\.\d+)?b|\d+e|r\d|k\d)$)",
      std::regex::icase | std::regex::optimize);
  if (w.empty() || w.size() > 24) return false;
  const std::string l = to_lower(w);
  if (std::find(lex.suffixes.begin(), lex.suffixes.end(), l) != lex.suffixes.end()) return true;
  return std::regex_match(l, version);
}

bool size_part(std::string_view w) {
  static const std::regex size(R"(^(\d+(\.\d+)?[bmkt]|\d+x\d+(\.\d+)?[bmk])$)",
                               std::regex::icase | std::regex::optimize);
  return std::regex_match(std::string(w), size);
}

/// The words of a sentence as written (case kept), with offsets.
struct RawWords {
  std::vector<std::string> text;
  std::vector<std::size_t> begins, ends;
};

RawWords raw_words(const std::string& clean, std::size_t b, std::size_t e) {
  RawWords r;
  std::size_t i = b;
  while (i < e) {
    while (i < e && (std::isspace(static_cast<unsigned char>(clean[i])) ||
                     std::string_view(",;:()\"'").find(clean[i]) != std::string_view::npos))
      ++i;
    if (i >= e) break;
    std::size_t j = i;
    while (j < e && !std::isspace(static_cast<unsigned char>(clean[j])) &&
           std::string_view(",;:()\"").find(clean[j]) == std::string_view::npos)
      ++j;
    std::size_t end = j;
    // A possessive or a full stop is not part of the word.
    if (end - i > 2 && clean[end - 2] == '\'' && (clean[end - 1] == 's' || clean[end - 1] == 'S'))
      end -= 2;
    while (end > i && std::string_view(".!?'").find(clean[end - 1]) != std::string_view::npos)
      --end;
    if (end > i) {
      r.text.emplace_back(clean.substr(i, end - i));
      r.begins.push_back(i);
      r.ends.push_back(end);
    }
    i = j;
  }
  return r;
}

bool starts_with_family(const std::string& word, const std::string& family) {
  if (word.size() < family.size()) return false;
  const bool exact = word.compare(0, family.size(), family) == 0;
  // An API's id is written in lower case: `gpt-4.1-mini`, `deepseek-chat`.
  const bool lower_id = !exact && word.size() > family.size() &&
                        to_lower(word.substr(0, family.size())) == to_lower(family) &&
                        word.substr(0, family.size()) == to_lower(family);
  if (!exact && !lower_id) return false;
  if (word.size() == family.size()) return true;
  const char next = word[family.size()];
  if (lower_id) return next == '-' && word.size() > family.size() + 1;
  if (upper(next)) {
    // `StarCoderBase`, `CodeLlamaInstruct`: a suffix written on.
    const auto& suffixes = Lexicon::builtin().suffixes;
    return std::find(suffixes.begin(), suffixes.end(), to_lower(word.substr(family.size()))) !=
           suffixes.end();
  }
  return next == '-' || std::isdigit(static_cast<unsigned char>(next)) || next == '.';
}

/// The numbers inside a name (its size and its version), from bytes [b, e).
void name_numbers(Mention& m, const std::string& t, std::size_t b, std::size_t e) {
  for (std::size_t q = b; q < e;) {
    if (!std::isdigit(static_cast<unsigned char>(t[q])) ||
        (q > b && (std::isdigit(static_cast<unsigned char>(t[q - 1])) || t[q - 1] == '.'))) {
      ++q;
      continue;
    }
    std::size_t r = q;
    while (r < e && (alnum(t[r]) || (t[r] == '.' && r + 1 < e && alnum(t[r + 1])))) ++r;
    const std::string piece = t.substr(q, r - q);
    const bool after_letter = q > b && std::isalpha(static_cast<unsigned char>(t[q - 1]));
    const bool sz = size_part(piece) && !(after_letter && (t[q - 1] == 'A' || t[q - 1] == 'a'));
    m.numbers.emplace_back(q, r);
    m.number_is_size.push_back(sz);
    m.sized = m.sized || sz;
    q = r;
  }
}

/// `70B` -> 7e10, `1.5T` -> 1.5e12: a count as the drafts write it.
std::optional<double> parse_scaled(const std::string& text) {
  static const std::regex scaled(R"(^(\d+(\.\d+)?)([KMBT]?)$)");
  std::smatch m;
  if (!std::regex_match(text, m, scaled)) return std::nullopt;
  const std::string sc = m[3].str();
  const double f = sc == "K" ? 1e3 : sc == "M" ? 1e6 : sc == "B" ? 1e9 : sc == "T" ? 1e12 : 1;
  return std::stod(m[1].str()) * f;
}

/// The first provider a sentence names (rules/lexicon.toml names.providers), or "".
std::string provider_in(const Words& words, const Lexicon& lex) {
  static const std::vector<CueList> providers = [&lex] {
    std::vector<CueList> r;
    for (const auto& pr : lex.providers) r.push_back(CueList{{split_words(pr).words}});
    return r;
  }();
  // The longest name that matches first: `Together AI` before `Together`.
  for (std::size_t i = 0; i < words.words.size(); ++i) {
    std::size_t best = 0, len = 0;
    for (std::size_t k = 0; k < providers.size(); ++k)
      if (const std::size_t n = providers[k].match_at(words.words, i); n > len) {
        len = n;
        best = k;
      }
    if (len > 0) return lex.providers[best];
  }
  return "";
}

/// A name as the listings show it: `the 175B model` for a member named by its size.
std::string shown_name(const std::string& name);

/// Whether a word says what a count is of (`8B parameters`): then the count is a figure.
bool read_unit_word(const std::string& w) {
  return w.rfind("param", 0) == 0 || w.rfind("token", 0) == 0 || w == "model" || w == "models";
}

std::string shown_name(const std::string& name) {
  const std::string mark(kSizeReference);
  if (name.rfind(mark, 0) != 0) return name;
  std::string sizes = name.substr(mark.size());
  std::replace(sizes.begin(), sizes.end(), '|', ' ');
  std::transform(sizes.begin(), sizes.end(), sizes.begin(), [](char ch) {
    return static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  });
  return "the " + sizes + " model";
}

/// A name's words for comparing names: lower case, parted at spaces and hyphens.
std::vector<std::string> name_tokens(const std::string& name) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : name + " ") {
    if (ch == ' ' || ch == '-' || ch == '_' || ch == '(' || ch == ')') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    }
  }
  return out;
}

/// Short names the text has set up: `Scout` after `Llama 4 Scout`.
using Aliases = std::map<std::string, std::string>;

std::vector<Mention> find_mentions(const Prose& p, const Sentence& s, const Lexicon& lex,
                                   const ModelCatalogue& models, const Aliases& aliases) {
  const RawWords w = raw_words(p.clean, s.begin, s.end);
  std::vector<Mention> out;
  static const std::set<std::string> comparison_words = {
      "than",     "vs",     "versus",    "like",      "outperforms",  "outperform", "beats",
      "beat",     "rivals", "against",   "surpasses", "predecessor",  "over",       "matches",
      "exceeds",  "unlike", "behind",    "successor", "predecessors", "times",      "match",
      "matching", "rival",  "rivalling", "rivaling",  "beating",      "trailing"};
  // `built on MiniMax-Text-01`, `based on Llama 3`: the base, not the subject.
  static const std::set<std::string> base_words = {
      "built",   "based",     "trained",     "fine-tuned",  "finetuned",
      "derived", "distilled", "initialized", "initialised", "continued"};
  // The families' words, and the last word in lower case, split once (the
  // lexicon is always the built-in one).
  struct FamilyWords {
    std::vector<std::string> parts;
    std::string last_lower;
  };
  static const std::vector<FamilyWords> families = [&lex] {
    std::vector<FamilyWords> r;
    for (const auto& f : lex.families) {
      FamilyWords fw;
      for (std::size_t a = 0, b; a <= f.size(); a = b + 1) {
        b = std::min(f.find(' ', a), f.size());
        fw.parts.push_back(f.substr(a, b - a));
      }
      fw.last_lower = to_lower(fw.parts.back());
      r.push_back(fw);
    }
    return r;
  }();
  std::vector<std::string> lower_words;
  lower_words.reserve(w.text.size());
  for (const auto& t : w.text) lower_words.push_back(to_lower(t));
  for (std::size_t i = 0; i < w.text.size(); ++i) {
    std::size_t words = 0;
    for (const auto& f : families) {
      const auto& parts = f.parts;
      bool ok = i + parts.size() <= w.text.size();
      for (std::size_t k = 0; ok && k < parts.size(); ++k)
        ok = k + 1 < parts.size()
                 ? w.text[i + k] == parts[k]
                 : starts_with_family(w.text[i + k], parts[k]) || w.text[i + k] == f.last_lower ||
                       (lower_words[i + k] == f.last_lower && upper(w.text[i + k][0]));
      if (ok) words = std::max(words, parts.size());
    }
    const bool developer = is_developer(lex, lower_words[i]);
    if (words == 0 && !developer) {
      // A name the model catalogue knows: `DeepSeek-V3`, `GPT-3 175B`.
      for (std::size_t k = std::min<std::size_t>(4, w.text.size() - i); k >= 1 && words == 0; --k) {
        std::string joined;
        for (std::size_t m = 0; m < k; ++m) joined += (m ? " " : "") + w.text[i + m];
        if (upper(w.text[i][0]) && models.find(joined)) words = k;
      }
    }
    if (words == 0 && upper(w.text[i][0])) {
      // A short name the text set up: `Scout` for `Llama 4 Scout`.
      const auto a = aliases.find(w.text[i]);
      if (a != aliases.end()) {
        Mention m;
        m.begin = w.begins[i];
        m.end = w.ends[i];
        m.name = a->second;
        m.sized = size_part(name_tokens(a->second).back());
        if (i > 0) {
          m.comparison = comparison_words.count(lower_words[i - 1]) > 0;
        }
        out.push_back(m);
        continue;
      }
    }
    if (words == 0) continue;
    std::size_t j = i + words;
    // A family word alone before `says`, `has`, `AI`: the company, not a model.
    if (j < w.text.size() && j == i + 1 &&
        w.text[i].find_first_of("0123456789-.") == std::string::npos) {
      static const std::set<std::string> company_words = {
          "ai",          "says",         "said",      "announced",  "released", "launched",
          "unveiled",    "open-sourced", "releases",  "announces",  "launches", "introduces",
          "unveils",     "offers",       "updated",   "introduced", "team",     "labs",
          "reports",     "reported",     "expects",   "plans",      "claims",   "estimates",
          "researchers", "opened",       "published", "today"};
      static const std::set<std::string> auxiliaries = {"has", "have", "is", "was", "also"};
      const bool company_after_auxiliary = auxiliaries.count(lower_words[j]) > 0 &&
                                           j + 1 < w.text.size() &&
                                           company_words.count(lower_words[j + 1]) > 0;
      if (company_words.count(lower_words[j]) > 0 || company_after_auxiliary) {
        i = j - 1;
        continue;
      }
    }
    // The family word itself may carry its version and size: `Qwen3-235B-A22B`.
    auto acronym_before_size = [&](std::size_t k) {
      // `Megatron-Turing NLG 530B`, `Falcon Mamba 7B`: a capitalised word
      // inside a name, before its size.
      const std::string& x = w.text[k];
      return x.size() >= 2 && x.size() <= 12 && upper(x[0]) &&
             std::all_of(x.begin(), x.end(), [](char ch) { return alnum(ch) || ch == '-'; }) &&
             k + 1 < w.text.size() && size_part(w.text[k + 1]) && w.ends[k] + 1 == w.begins[k + 1];
    };
    auto unit_after = [&](std::size_t k) {
      // `took DeepSeek-V2 172.8K GPU hours`: a count with its unit, not a name's part.
      if (k + 1 >= w.text.size() || !std::isdigit(static_cast<unsigned char>(w.text[k][0])))
        return false;
      const std::string& n = lower_words[k + 1];
      return n.rfind("param", 0) == 0 || n.rfind("token", 0) == 0 || n == "gpu" || n == "gpus" ||
             n == "hours" || n == "gpu-hours";
    };
    auto own_word = [&](std::size_t k) {
      // `Mistral Orbit`, `Qwen Atlas`: a capitalised word right after a bare
      // family word is the model's own name.
      static const std::set<std::string> not_own = {
          "ai",     "api",    "apis", "inc",  "labs", "lab",   "team", "model", "models",
          "family", "series", "and",  "or",   "the",  "with",  "on",   "in",    "is",
          "was",    "has",    "a",    "an",   "of",   "for",   "to",   "at",    "by",
          "as",     "it",     "its",  "this", "that", "which", "who",  "while", "but"};
      const std::string& x = w.text[k];
      return k == i + 1 && w.text[i].find_first_of("0123456789") == std::string::npos &&
             x.size() >= 3 && upper(x[0]) &&
             std::all_of(
                 x.begin() + 1, x.end(),
                 [](char ch) { return std::islower(static_cast<unsigned char>(ch)) != 0; }) &&
             !not_own.count(lower_words[k]) &&
             std::find(std::begin(kMonthNames), std::end(kMonthNames), lower_words[k]) ==
                 std::end(kMonthNames);
    };
    while (j < w.text.size() && w.ends[j - 1] + 1 >= w.begins[j] &&
           (name_part(w.text[j], lex) || acronym_before_size(j) || own_word(j)) && !unit_after(j) &&
           p.clean[w.begins[j] - 1] == ' ')
      ++j;
    Mention m;
    m.begin = w.begins[i];
    m.end = w.ends[j - 1];
    m.name = squeeze(std::string_view(p.clean).substr(m.begin, m.end - m.begin));
    name_numbers(m, p.clean, m.begin, m.end);
    // `than GPT-4`, `than the first Llama`, `compared with Llama 2`.
    for (std::size_t back = 2; back <= 3 && i >= back && !m.comparison; ++back) {
      const std::string between = to_lower(w.text[i - back + 1]);
      if ((between == "the" || between == "its" || between == "their" || between == "first" ||
           between == "original" || between == "previous") &&
          comparison_words.count(to_lower(w.text[i - back])) > 0)
        m.comparison = true;
      if (back == 3 && comparison_words.count(to_lower(w.text[i - 3])) > 0 &&
          (to_lower(w.text[i - 2]) == "the" || to_lower(w.text[i - 2]) == "its"))
        m.comparison = true;
    }
    // `built on X`, `distilled from X`, `fine-tuned from X`: the base.
    if (i > 1 && !m.comparison &&
        (lower_words[i - 1] == "on" || lower_words[i - 1] == "upon" ||
         lower_words[i - 1] == "from") &&
        base_words.count(lower_words[i - 2]))
      m.comparison = true;
    if (i > 0 && !m.comparison) {
      const std::string before = to_lower(w.text[i - 1]);
      m.comparison =
          comparison_words.count(before) > 0 ||
          (i > 1 && (before == "to" || before == "with") &&
           (to_lower(w.text[i - 2]) == "compared" || to_lower(w.text[i - 2]) == "relative"));
    }
    if (j < w.text.size() &&
        std::find(lex.tools.begin(), lex.tools.end(), lower_words[j]) != lex.tools.end())
      m.comparison = true;  // `Megatron-LM tensor parallelism`: a tool, not the subject
    if (m.comparison) {
      // `distilled from Llama 4 Behemoth, a model with 288B active
      // parameters`: an apposition speaks of the name before it.
      const std::string next = to_lower(p.clean.substr(m.end, 8));
      if (next.rfind(", a ", 0) == 0 || next.rfind(", an ", 0) == 0 ||
          next.rfind(", which", 0) == 0 || next.rfind(", whose", 0) == 0)
        m.comparison = false;
    }
    out.push_back(m);
    i = j - 1;
    // `Llama 3.1 8B, 70B and 405B`: more members, by their sizes alone.
    const auto tokens = name_tokens(m.name);
    if (!m.comparison && j < w.text.size() && !tokens.empty() && size_part(tokens.back())) {
      std::string stem = m.name;
      while (!stem.empty() && stem.back() != ' ' && stem.back() != '-') stem.pop_back();
      std::size_t k = j;
      while (!stem.empty() && k < w.text.size()) {
        std::size_t at = k;
        if ((lower_words[k] == "and" || lower_words[k] == "or") && k + 1 < w.text.size())
          at = k + 1;
        if (!size_part(w.text[at])) break;
        const std::string gap =
            squeeze(p.clean.substr(w.ends[k - 1], w.begins[at] - w.ends[k - 1]));
        if (!(gap.empty() || gap == "," || gap == "and" || gap == ", and" || gap == "or")) break;
        if (at + 1 < w.text.size() && (lower_words[at + 1].rfind("param", 0) == 0 ||
                                       lower_words[at + 1].rfind("token", 0) == 0))
          break;  // `8B parameters`: a figure
        Mention more;
        more.begin = w.begins[at];
        more.end = w.ends[at];
        more.name = stem + w.text[at];
        name_numbers(more, p.clean, more.begin, more.end);
        out.push_back(more);
        k = at + 1;
        i = at;
      }
    }
  }
  // `the 405B model`, `the 65B version`: a member named by its size.
  // A name no table knows, as the subject that opens a sentence: `Amazon
  // Nova Pro is priced at ...`, `Yi-Lightning costs ...`.
  if (out.empty() && !w.text.empty()) {
    static const std::set<std::string> verbs = {
        "is",        "was",      "has",      "had",    "costs",   "cost",     "uses",
        "used",      "offers",   "delivers", "runs",   "charges", "contains", "comprises",
        "features",  "achieves", "reaches",  "needed", "took",    "consumed", "emitted",
        "activates", "packs",    "totals",   "spans"};
    static const std::set<std::string> not_names = {
        "the",     "our",       "its",         "their", "this",   "that",   "these", "those",
        "each",    "every",     "all",         "both",  "it",     "we",     "they",  "training",
        "pricing", "inference", "pretraining", "a",     "an",     "one",    "which", "what",
        "how",     "model",     "prices",      "price", "energy", "carbon", "total"};
    std::size_t b = 0;
    while (b < w.text.size() && is_developer(lex, lower_words[b])) ++b;
    std::size_t e = b;
    while (e < w.text.size() && e < b + 4 &&
           (upper(w.text[e][0]) || (e > b && size_part(w.text[e]))) &&
           !not_names.count(lower_words[e]))
      ++e;
    const bool has_digit_or_caps =
        e > b && std::any_of(w.text.begin() + static_cast<long>(b),
                             w.text.begin() + static_cast<long>(e), [](const std::string& x) {
                               return x.find_first_of("0123456789-") != std::string::npos ||
                                      std::count_if(x.begin(), x.end(), upper) >= 2;
                             });
    if (e > b && e < w.text.size() && verbs.count(lower_words[e]) &&
        (has_digit_or_caps || e - b >= 2)) {
      Mention m;
      m.begin = w.begins[b];
      m.end = w.ends[e - 1];
      m.name = squeeze(std::string_view(p.clean).substr(m.begin, m.end - m.begin));
      name_numbers(m, p.clean, m.begin, m.end);
      out.push_back(m);
    }
  }
  // `the Le Chat assistant`, `the Gemini app`: a product, named by the
  // capitalised words before a product noun.
  for (std::size_t i = 1; i + 1 < w.text.size(); ++i) {
    if (lower_words[i - 1] != "the" && lower_words[i - 1] != "its" && lower_words[i - 1] != "their")
      continue;
    std::size_t j = i;
    while (j < w.text.size() && j < i + 3 && upper(w.text[j][0]) &&
           w.ends[j] + 1 == (j + 1 < w.text.size() ? w.begins[j + 1] : w.ends[j] + 1))
      ++j;
    if (j == i || j >= w.text.size()) continue;
    if (std::find(lex.products.begin(), lex.products.end(), lower_words[j]) == lex.products.end())
      continue;
    bool known = false;
    for (const auto& m : out) known = known || (m.begin <= w.begins[i] && m.end > w.begins[i]);
    if (known) continue;
    Mention m;
    m.begin = w.begins[i];
    m.end = w.ends[j - 1];
    m.name = squeeze(std::string_view(p.clean).substr(m.begin, m.end - m.begin));
    out.push_back(m);
    i = j;
  }
  // `the 7B and 13B models`: several, each named by its size.
  for (std::size_t i = 1; i + 1 < w.text.size(); ++i) {
    if (lower_words[i - 1] != "the" || !size_part(w.text[i])) continue;
    std::vector<std::size_t> sizes = {i};
    std::size_t j = i + 1;
    while (j + 1 < w.text.size() && (lower_words[j] == "and" || lower_words[j] == "or") &&
           size_part(w.text[j + 1])) {
      sizes.push_back(j + 1);
      j += 2;
    }
    // `the 7B, 13B and 33B models`: commas are not words; sizes side by side.
    while (j < w.text.size() && size_part(w.text[j])) sizes.push_back(j++);
    if (j < w.text.size() && lower_words[j] == "and" && j + 1 < w.text.size() &&
        size_part(w.text[j + 1])) {
      sizes.push_back(j + 1);
      j += 2;
    }
    if (j >= w.text.size()) continue;
    const std::string next = lower_words[j];
    const bool one = next == "model" || next == "version" || next == "variant" || next == "one";
    const bool many = next == "models" || next == "versions" || next == "variants";
    // `the 27B was trained on 14 trillion tokens, the 12B on 12 trillion`.
    const std::string sz = lower_words[i];
    const bool bare = sizes.size() == 1 && !one && (sz.back() == 'b' || sz.back() == 't') &&
                      !read_unit_word(next) && next != "context" && next != "tokens";
    if (!(sizes.size() == 1 ? one || bare : many)) continue;
    Mention m;
    m.begin = w.begins[i - 1];
    m.end = bare ? w.ends[i] : w.ends[j];
    m.name = kSizeReference;
    for (std::size_t k = 0; k < sizes.size(); ++k) {
      m.name += (k ? "|" : "") + to_lower(w.text[sizes[k]]);
      m.numbers.emplace_back(w.begins[sizes[k]], w.ends[sizes[k]]);
      m.number_is_size.push_back(true);
    }
    m.sized = true;
    out.push_back(m);
    i = bare ? i : j;
  }
  // Vague subjects ("our largest models"): subjects that are no record.
  const Words lw = split_words(std::string_view(p.clean).substr(s.begin, s.end - s.begin), s.begin);
  for (std::size_t i = 0; i < lw.words.size(); ++i) {
    const std::size_t n = lex.vague_subjects.match_at(lw.words, i);
    if (n == 0) continue;
    Mention m;
    m.begin = lw.begins[i];
    m.end = lw.ends[i + n - 1];
    m.name = squeeze(std::string_view(p.clean).substr(m.begin, m.end - m.begin));
    m.vague = true;
    // `the largest model` of a family whose members have sizes: the largest member.
    const std::string said = to_lower(m.name);
    if (said.size() > 6 && said.compare(said.size() - 6, 6, " model") == 0) {
      for (const char* which : {"largest", "biggest", "smallest", "larger", "bigger", "smaller"})
        if (said.find(which) != std::string::npos) {
          m.name = std::string(kSizeReference) + (which[0] == 's' ? "smallest" : "largest");
          m.vague = false;
          m.sized = true;
        }
    }
    out.push_back(m);
    i += n - 1;
  }
  std::sort(out.begin(), out.end(),
            [](const Mention& a, const Mention& b) { return a.begin < b.begin; });
  // Names side by side (`StarCoderBase and StarCoder`, `8B, 70B and 405B`) form a list.
  for (std::size_t i = 0; i + 1 < out.size(); ++i) {
    Mention& a = out[i];
    Mention& b = out[i + 1];
    if (a.vague || b.vague || a.comparison || b.comparison || b.begin < a.end) continue;
    const std::string gap = squeeze(p.clean.substr(a.end, b.begin - a.end));
    if (gap == "," || gap == "and" || gap == ", and" || gap == "or" || gap == "&") {
      if (a.list < 0) a.list = static_cast<int>(i);
      b.list = a.list;
    }
  }
  return out;
}

// --- figures and their fields --------------------------------------------------------

/// The price wording after money: `per million input tokens`, `/1M tokens`,
/// `per GPU-hour`. Returns the claims text's tail and the count per price.
struct PricePer {
  std::string role;  ///< "input", "output", "cached input" or "" (both)
  double per = 1e6;  ///< tokens the price is for
  std::size_t end = 0;
  bool gpu_hour = false;
};

/// What a figure was read as.
struct Reading {
  std::optional<DraftFact> fact;
  std::string hardware;  ///< an accelerator named with the count
  std::string reason, detail;
  bool silent = false;       ///< not listed: a small number in words
  bool family_size = false;  ///< a parameter count (may name a family member)
  double size = 0;
  std::size_t end = 0;          ///< the end of the wording read with it (a price's `per 1M tokens`)
  std::optional<PricePer> per;  ///< what a price was read as per
  bool previous = false;        ///< `down from $5.00`: an earlier price, another offer's if named
};

struct Context {
  const Prose& p;
  const Sentence& s;
  const Lexicon& lex;
  const Catalogue& catalogue;
  Words words;  ///< the sentence's lower-case words
  /// What a price with no wording of its own is per: the text's `Prices per
  /// 1M tokens`, or the sentence's last price.
  std::optional<PricePer> default_per;
  std::string column_role;      ///< the role of a price's column in a table (`input`)
  bool training_label = false;  ///< the line's label says it is about training (`GPUs`, `Hardware`)
  bool paragraph_params = false;  ///< the paragraph so far speaks of parameters or experts
  bool paragraph_carbon = false;  ///< the paragraph so far speaks of carbon
  std::size_t models_named = 0;   ///< models the text has named so far
  /// The roles of the sentence's worded prices, in order, and how many bare
  /// prices have taken one since.
  mutable std::vector<std::string> sentence_roles;
  mutable std::size_t previous_figure_end = 0;  ///< the end of the figure before (with its wording)
  mutable std::size_t bare_prices = 0;
  std::size_t word_at(std::size_t byte) const {
    return static_cast<std::size_t>(
        std::lower_bound(words.begins.begin(), words.begins.end(), byte) - words.begins.begin());
  }
  bool cue_near(const CueList& cues, std::size_t figure_begin, std::size_t before,
                std::size_t after_begin, std::size_t after) const {
    const std::size_t at = word_at(figure_begin);
    const std::size_t from = at > before ? at - before : 0;
    if (cues.any_in(words.words, from, at)) return true;
    const std::size_t a = word_at(after_begin);
    return cues.any_in(words.words, a, a + after);
  }
  bool in_sentence(const CueList& cues) const {
    return cues.any_in(words.words, 0, words.words.size());
  }
};

struct UnitPhrase {
  std::string claims;  ///< the unit as the claims language writes it
  UnitMeaning meaning;
  std::size_t end = 0;  ///< byte after the unit phrase
  std::string hardware;
};

/// The unit after a figure: the longest phrase of up to six words that the
/// lexicon or the claims language's unit tables know.
std::optional<UnitPhrase> read_unit_at(const Context& c, std::size_t from);

/// The unit after a figure, past words that do not change it (`15.6T text
/// tokens`): only a count of tokens or parameters is read past them.
std::optional<UnitPhrase> read_unit(const Context& c, std::size_t from) {
  if (auto u = read_unit_at(c, from)) return u;
  const std::string& t = c.p.clean;
  {
    // `estimates of 500 tons for GPT-3`: tons in a sentence about carbon.
    const Words w = split_words(
        std::string_view(t).substr(from, std::min<std::size_t>(c.s.end - from, 24)), from);
    if (!w.words.empty() && (w.words[0] == "tons" || w.words[0] == "tonnes") &&
        (c.paragraph_carbon || c.in_sentence(c.lex.cue("carbon"))))
      if (auto m = resolve_unit_phrase("tCO2e", c.catalogue))
        return UnitPhrase{"tCO2e", *m, w.ends[0], ""};
  }
  std::size_t i = from;
  for (int skipped = 0; skipped < 2; ++skipped) {
    while (i < c.s.end && t[i] == ' ') ++i;
    const Words w =
        split_words(std::string_view(t).substr(i, std::min<std::size_t>(c.s.end - i, 40)), i);
    if (w.words.empty() || w.begins[0] != i || c.lex.cue("modifiers").match_at(w.words, 0) != 1)
      return std::nullopt;
    i = w.ends[0];
    if (auto u = read_unit_at(c, i);
        u && (u->meaning.field == Field::tokens || u->meaning.field == Field::params ||
              u->meaning.field == Field::tokens_per_query))
      return u;
  }
  return std::nullopt;
}

std::optional<UnitPhrase> read_unit_at(const Context& c, std::size_t from) {
  const std::string& t = c.p.clean;
  std::size_t i = from;
  // `176-billion-parameter`, `100,000-GPU`: a compound's hyphen.
  if (i < c.s.end && t[i] == '-') ++i;
  while (i < c.s.end && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n')) ++i;
  const Words w =
      split_words(std::string_view(t).substr(i, std::min<std::size_t>(c.s.end - i, 160)), i);
  if (w.words.empty() || w.begins[0] != i) return std::nullopt;
  const std::size_t n = std::min<std::size_t>(w.words.size(), 6);
  for (std::size_t k = n; k >= 1; --k) {
    // Only words joined by single spaces or hyphens form a phrase.
    bool joined = true;
    for (std::size_t m = 1; m < k && joined; ++m) {
      const std::string_view gap(t.data() + w.ends[m - 1], w.begins[m] - w.ends[m - 1]);
      joined = gap == " " || gap == "-" || gap == "/";
    }
    if (!joined) continue;
    std::string lower_phrase;
    for (std::size_t m = 0; m < k; ++m) lower_phrase += (m ? " " : "") + w.words[m];
    const std::string raw = t.substr(w.begins[0], w.ends[k - 1] - w.begins[0]);
    const std::string lower_raw = to_lower(squeeze(raw));
    const std::string* phrases[] = {&lower_phrase, &lower_raw};
    for (const std::string* phrase : phrases) {
      const auto known = c.lex.units.find(*phrase);
      if (known == c.lex.units.end()) continue;
      if (auto m = resolve_unit_phrase(known->second, c.catalogue))
        return UnitPhrase{known->second, *m, w.ends[k - 1], m->hardware};
    }
    if (auto m = resolve_unit_phrase(squeeze(raw), c.catalogue)) {
      UnitPhrase u{squeeze(raw), *m, w.ends[k - 1], m->hardware};
      // `2.788M H800 GPU hours`: an accelerator's name before its hours.
      if (m->field == Field::gpus && !m->hardware.empty() && k < w.words.size()) {
        const std::string& nw = w.words[k];
        const std::string two = k + 1 < w.words.size() ? nw + " " + w.words[k + 1] : nw;
        if (nw == "gpu-hours" || nw == "hours" || nw == "gpu-hour" || two == "gpu hours" ||
            two == "gpu hour") {
          u.meaning = UnitMeaning{Field::gpu_hours, 3600, m->hardware};
          u.end = w.ends[two.rfind("gpu hour", 0) == 0 ? k + 1 : k];
        } else if (nw == "gpus" || nw == "gpu" || nw == "chips" || nw == "accelerators") {
          u.end = w.ends[k];
        }
      }
      return u;
    }
  }
  // An accelerator, after its vendor: `384 NVIDIA A100 80GB GPUs`, `2,048 H800 GPUs`.
  std::size_t at = 0;
  std::string memory;  // `992 80GB A100 GPUs`: the memory before the name
  while (at < w.words.size()) {
    const std::string& x = w.words[at];
    std::string bare = x;
    if (bare.size() > 2 && bare.compare(bare.size() - 2, 2, "'s") == 0)
      bare.resize(bare.size() - 2);
    if (is_vendor(c.lex, bare) || (at == 0 && x == "of" && w.words.size() > 2) ||
        (at > 0 && x == "s" && w.begins[at] > 0 && c.p.clean[w.begins[at] - 1] == '\'')) {
      // `16,000 of Nvidia's H100 GPUs`
      ++at;
    } else if (memory.empty() && x.size() >= 3 && x.size() <= 5 &&
               x.compare(x.size() - 2, 2, "gb") == 0 &&
               std::isdigit(static_cast<unsigned char>(x[0]))) {
      memory = x.substr(0, x.size() - 2) + "GB";
      ++at;
    } else {
      break;
    }
  }
  for (std::size_t k = std::min<std::size_t>(3, w.words.size() - std::min(at, w.words.size()));
       k >= 1; --k) {
    const std::string raw = t.substr(w.begins[at], w.ends[at + k - 1] - w.begins[at]);
    if (k >= 2 && c.catalogue.find_system(raw)) {
      // `768 DGX H100 nodes`: systems, written as the claims language reads them.
      const std::string name = squeeze(raw);
      UnitPhrase u{name, UnitMeaning{Field::gpus, 1, name}, w.ends[at + k - 1], name};
      const std::size_t next = at + k;
      if (next < w.words.size() &&
          (w.words[next] == "nodes" || w.words[next] == "systems" || w.words[next] == "servers" ||
           w.words[next] == "node" || w.words[next] == "pods"))
        u.end = w.ends[next];
      return u;
    }
    const Accelerator* a = c.catalogue.find(raw);
    if (!a && raw.size() > 2 && raw.back() == 's' &&
        std::isdigit(static_cast<unsigned char>(raw[raw.size() - 2])))
      a = c.catalogue.find(raw.substr(0, raw.size() - 1));  // `16K H100s`
    if (!a) {
      // `H100-80GB`: the family before a size it does not know.
      const auto dash = raw.find('-');
      if (k == 1 && dash != std::string::npos) a = c.catalogue.find(raw.substr(0, dash));
    }
    if (!a) continue;
    if (!memory.empty())
      if (const Accelerator* v = c.catalogue.find(a->id + "-" + memory)) a = v;
    std::size_t end = w.ends[at + k - 1];
    const std::size_t next = at + k;
    UnitPhrase u{a->id, UnitMeaning{Field::gpus, 1, a->id}, end, a->id};
    if (next < w.words.size()) {
      const std::string& nw = w.words[next];
      if (nw == "gpus" || nw == "gpu" || nw == "chips" || nw == "accelerators" || nw == "cards" ||
          nw == "tpus")
        u.end = w.ends[next];
      const std::string two = next + 1 < w.words.size() ? nw + " " + w.words[next + 1] : nw;
      if (nw == "gpu-hours" || nw == "hours" || two == "gpu hours" || nw == "gpu-hour") {
        u.meaning = UnitMeaning{Field::gpu_hours, 3600, a->id};
        u.end = w.ends[two == "gpu hours" ? next + 1 : next];
      }
    }
    return u;
  }
  return std::nullopt;
}

std::optional<PricePer> price_per(const Context& c, std::size_t from) {
  const std::size_t len = std::min<std::size_t>(c.s.end - std::min(from, c.s.end), 120);
  const std::string after = to_lower(c.p.clean.substr(from, len));
  static const std::regex tokens(
      R"(^\s*(?:(input|output|prompt|completion)\s+)?(?:/|per|for|for every|for each|every|a|an)\s*(1\s*m\b|1m\b|one million|a million|million|1,000,000|mtok\b|m\b|1\s*k\b|1k\b|one thousand|a thousand|thousand|1,000|k\b|1\s*b\b|billion)?\s*(?:(cached input|cached|cache[- ]hit input|cache[- ]hit|input|output|prompt|completion)\s+)?(tokens?\b|mtok\b)(?:\s+(?:of|for)\s+(input|output))?)",
      std::regex::optimize);
  static const std::regex bare(
      R"(^\s*(?:/|per)\s*(1m|1 m|m|million|mtok)\b(?!\s*(?:gpu|h\b|hour))(?:\s+(?:for\s+)?(input|output|prompt|completion)\b)?)",
      std::regex::optimize);
  static const std::regex gpu_hour(
      R"(^\s*(?:/|per|an|a)\s*(?:(?:gpu|chip|accelerator|[a-z]?\d{2,3}[a-z0-9]*)[- ]?)?(?:hour|hr|h)\b)",
      std::regex::optimize);
  std::smatch m;
  if (std::regex_search(after, m, tokens)) {
    PricePer r;
    const std::string scale = m[2].str();
    if (scale.empty() && m[4].str() == "mtok")
      r.per = 1e6;  // `$15/MTok`
    else if (scale.empty())
      r.per = 1;
    else if (scale.find('k') != std::string::npos || scale.find("thousand") != std::string::npos ||
             scale == "1,000")
      r.per = 1e3;
    else if (scale.find('b') != std::string::npos)
      r.per = 1e9;
    // `$0.79 output per million tokens`: a role before the wording, too.
    std::string role = !m[3].str().empty()   ? m[3].str()
                       : !m[5].str().empty() ? m[5].str()
                                             : m[1].str();
    if (role == "prompt") role = "input";
    if (role == "completion") role = "output";
    if (role.find("cache") != std::string::npos) role = "cached input";
    r.role = role;
    r.end = from + static_cast<std::size_t>(m.length(0));
    return r;
  }
  if (std::regex_search(after, m, bare)) {
    PricePer r;
    r.end = from + static_cast<std::size_t>(m.length(0));
    r.role = m[2].str() == "prompt" ? "input" : m[2].str() == "completion" ? "output" : m[2].str();
    return r;
  }
  if (std::regex_search(after, m, gpu_hour)) {
    const bool gpu_named = m.str(0).find_first_of("0123456789") != std::string::npos ||
                           m.str(0).find("gpu") != std::string::npos ||
                           m.str(0).find("chip") != std::string::npos ||
                           m.str(0).find("accelerator") != std::string::npos;
    const std::size_t at = c.word_at(from);
    const bool gpu_before =
        c.words.words.size() > 0 &&
        CueList{{{"gpu"}, {"gpus"}, {"gpu-hour"}, {"rental"}, {"h100"}, {"a100"}}}.any_in(
            c.words.words, at > 6 ? at - 6 : 0, at);
    if (gpu_named || gpu_before) {
      PricePer r;
      r.gpu_hour = true;
      r.end = from + static_cast<std::size_t>(m.length(0));
      return r;
    }
  }
  return std::nullopt;
}

/// The role a label before a price gives it (`input $3`, `cache read $0.30`,
/// `output: $15`): "input", "output", "cached input", "cache write" or "".
std::string role_before(const Context& c, std::size_t figure_begin) {
  const std::size_t at = c.word_at(figure_begin);
  std::size_t from = at > 7 ? at - 7 : 0;
  // Not past the figure before it: `€22 per million output tokens, and
  // Mistral Small €1.85` gives no role to the €1.85.
  from = std::max(from, c.word_at(c.previous_figure_end));
  for (std::size_t i = at; i-- > from;) {
    const std::string& w = c.words.words[i];
    const std::string before = i > 0 ? c.words.words[i - 1] : "";
    const bool cache = before == "cache" || before == "cached" || before == "caching";
    if (w == "write" || w == "writes" || w == "writing") return cache ? "cache write" : "";
    if (w == "read" || w == "reads" || w == "hit" || w == "hits")
      return cache ? "cached input" : "";
    if (w == "miss" || w == "misses") return cache ? "input" : "";
    if (w == "cached" || w == "cache") return "cached input";
    if ((w == "input" || w == "prompt") && (before == "cached" || before == "cache"))
      return "cached input";
    if (w == "input" || w == "prompt") return "input";
    if (w == "output" || w == "completion" || w == "completions") return "output";
  }
  return "";
}

/// The role wording after a price says (`1 yuan on a cache hit`, `... on a
/// cache miss`), up to the next figure.
std::string role_after(const Context& c, std::size_t from, std::size_t until) {
  const std::size_t a = c.word_at(from);
  const std::size_t b = std::min(c.word_at(until), a + 6);
  static const std::string none;
  for (std::size_t i = a; i <= b && i < c.words.words.size(); ++i) {
    const std::string& w = c.words.words[i];
    const std::string& n = i + 1 < c.words.words.size() ? c.words.words[i + 1] : none;
    // Only `on a cache hit`, `for cache reads`: a label after a comma is the next price's.
    // `(cache hit)` right after the price's wording is told too.
    const bool aside = i == a && c.words.begins[i] > 0 && c.p.clean[c.words.begins[i] - 1] == '(';
    const bool told = aside ||
                      (i > 0 && (c.words.words[i - 1] == "on" || c.words.words[i - 1] == "for" ||
                                 c.words.words[i - 1] == "with")) ||
                      (i > 1 && c.words.words[i - 1] == "a" &&
                       (c.words.words[i - 2] == "on" || c.words.words[i - 2] == "for" ||
                        c.words.words[i - 2] == "with"));
    // `when the prompt hits the cache`, `$0.60 when it misses`.
    if (i > a && c.words.words[a] == "when") {
      if (w == "hits" || w == "hit") return "cached input";
      if (w == "misses" || w == "miss") return "input";
    }
    if (!told) continue;
    if ((w == "cache" || w == "cached") &&
        (n == "hit" || n == "hits" || n == "read" || n == "reads"))
      return "cached input";
    if ((w == "cache" || w == "cached") && (n == "miss" || n == "misses")) return "input";
    if ((w == "cache" || w == "cached") && (n == "write" || n == "writes")) return "cache write";
  }
  return "";
}

/// A currency written after the figure: `0.14€`, `8 yuan`, `2 euros`.
/// Gives it and the bytes it takes.
std::optional<std::pair<Currency, std::size_t>> postfix_currency(const std::string& t,
                                                                 std::size_t at) {
  const std::string next = to_lower(t.substr(at, std::min<std::size_t>(10, t.size() - at)));
  static const std::pair<const char*, Currency> words[] = {
      {"\xE2\x82\xAC", Currency::eur}, {" \xE2\x82\xAC", Currency::eur},
      {" euros", Currency::eur},       {" euro", Currency::eur},
      {" eur", Currency::eur},         {" yuan", Currency::cny},
      {" rmb", Currency::cny},         {" cny", Currency::cny},
      {" dollars", Currency::usd},     {" usd", Currency::usd},
      {" us dollars", Currency::usd},  {"\xC2\xA3", Currency::gbp},
      {" pounds", Currency::gbp},      {" gbp", Currency::gbp}};
  for (const auto& [w, cur] : words) {
    const std::string ws(w);
    if (next.rfind(ws, 0) != 0) continue;
    const std::size_t e = at + ws.size();
    if (e < t.size() && alnum(t[e])) continue;
    return std::make_pair(cur, ws.size());
  }
  return std::nullopt;
}

bool year_like(const ProseFigure& f, const std::string& text) {
  return !f.range && !f.scaled && !f.percent && !f.currency && f.lo >= 1900 && f.lo <= 2100 &&
         std::floor(f.lo) == f.lo && text.find(',') == std::string::npos && text.size() == 4;
}

const char* const kMonths[] = {"january",   "february", "march",    "april",
                               "may",       "june",     "july",     "august",
                               "september", "october",  "november", "december"};

/// A sentence that says what prices are per (`Prices per million tokens
/// (MTok):`) with no price of its own.
std::optional<PricePer> price_heading(const Context& c) {
  bool priced = false;
  for (const auto& w : c.words.words)
    priced = priced || w.rfind("pric", 0) == 0 ||
             (c.s.row && (w == "input" || w == "output" || w == "prompt" || w == "completion"));
  if (!priced) return std::nullopt;
  const std::string& t = c.p.clean;
  for (std::size_t i = c.s.begin; i < c.s.end; ++i) {
    if (t[i] == '$' || t.compare(i, 3, "\xE2\x82\xAC") == 0) return std::nullopt;
    if (t.compare(i, 4, "per ") != 0 && t[i] != '/') continue;
    if (i > c.s.begin && alnum(t[i - 1])) continue;
    if (auto per = price_per(c, i); per && !per->gpu_hour && per->per > 1) return per;
  }
  return std::nullopt;
}

/// The roles of a price table's columns, from a header (`Model  Input
/// Cached input  Output`) or a heading (`input / output`).
std::vector<std::string> column_roles(const Context& c) {
  const std::string& t = c.p.clean;
  // A header is a row, or a line that ends in a colon.
  std::size_t last = c.s.end;
  while (last > c.s.begin && std::isspace(static_cast<unsigned char>(t[last - 1]))) --last;
  if (!c.s.row && !(last > c.s.begin && t[last - 1] == ':')) return {};
  std::vector<std::string> cells;
  std::string cell;
  for (std::size_t i = c.s.begin; i <= c.s.end; ++i) {
    const bool cut = i == c.s.end || t[i] == '|' || t[i] == '/' || t[i] == ',' || t[i] == ':' ||
                     t[i] == '\t' || (t[i] == ' ' && i + 1 < c.s.end && t[i + 1] == ' ');
    if (cut) {
      cells.push_back(squeeze(cell));
      cell.clear();
    } else {
      if (t[i] == '$') return {};  // prices, not a header
      cell += static_cast<char>(std::tolower(static_cast<unsigned char>(t[i])));
    }
  }
  std::vector<std::string> roles;
  for (const auto& cell_text : cells) {
    // `Input (per 1M tokens)`: what the column is, before its unit.
    std::string x;
    int depth = 0;
    for (char ch : cell_text) {
      if (ch == '(') ++depth;
      if (depth == 0) x += ch;
      if (ch == ')' && depth > 0) --depth;
    }
    x = squeeze(x);
    if (x.empty()) continue;
    const Words w = split_words(x);
    if (w.words.empty() || w.words.size() > 3) continue;
    // The aside may say which input: `Input (cache hit)`, `Input (cache miss)`.
    const Words all = split_words(cell_text);
    std::string role;
    const auto has = [&](const char* word) {
      return std::find(all.words.begin(), all.words.end(), word) != all.words.end();
    };
    if ((has("cache") || has("cached")) && (has("write") || has("writes")))
      role = "cache write";
    else if ((has("cache") || has("cached")) && (has("miss") || has("misses")))
      role = "input";
    else if (has("cached") || has("cache") || has("hit") || has("read"))
      role = "cached input";
    else if (has("input") || has("prompt"))
      role = "input";
    else if (has("output") || has("completion"))
      role = "output";
    if (!role.empty()) roles.push_back(role);
  }
  return roles;
}

/// The variant of `id` that memory written after it names (`A100 GPUs with
/// 80GB of memory`, `A100 80GB`), or "".
std::string memory_variant(const Context& c, const std::string& id, std::size_t from) {
  const std::size_t a = c.word_at(from);
  for (std::size_t i = a; i < a + 4 && i < c.words.words.size(); ++i) {
    const std::string& w = c.words.words[i];
    if (w.size() < 3 || w.compare(w.size() - 2, 2, "gb") != 0 ||
        !std::isdigit(static_cast<unsigned char>(w[0])))
      continue;
    const std::string gb = w.substr(0, w.size() - 2);
    if (const Accelerator* v = c.catalogue.find(id + "-" + gb + "GB"); v && v->id != id)
      return v->id;
    return "";
  }
  return "";
}

/// A label without its parentheses, in lower case: `Input (per 1M tokens)` -> `input`.
std::string label_key(std::string_view text) {
  std::string x;
  int depth = 0;
  for (char ch : text) {
    if (ch == '(') ++depth;
    if (depth == 0) x += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (ch == ')' && depth > 0) --depth;
  }
  x = squeeze(x);
  while (!x.empty() && (x.back() == ':' || x.back() == ' ' || x.back() == '|')) x.pop_back();
  while (!x.empty() && (x.front() == ' ' || x.front() == '|' || x.front() == '-')) x.erase(0, 1);
  return x;
}

/// The cells of a row (a `|` table, cells parted by tabs or wide gaps, or
/// `Label: value`), as [begin, end) offsets.
std::vector<std::pair<std::size_t, std::size_t>> row_cells(const std::string& t, std::size_t b,
                                                           std::size_t e) {
  std::vector<std::pair<std::size_t, std::size_t>> cells;
  const bool pipes =
      std::count(t.begin() + static_cast<long>(b), t.begin() + static_cast<long>(e), '|') >= 1;
  // `| | Training time |`: the text before a leading `|` is no cell, but an
  // empty cell between two is one (a header's empty first column).
  if (pipes) {
    std::size_t first = b;
    while (first < e && (t[first] == ' ' || t[first] == '\t')) ++first;
    if (first < e && t[first] == '|') b = first + 1;
  }
  std::size_t start = b;
  for (std::size_t i = b; i <= e; ++i) {
    const bool cut =
        i == e || (pipes ? t[i] == '|'
                         : (t[i] == '\t' || (t[i] == ' ' && i + 1 < e && t[i + 1] == ' ' && i > b &&
                                             t[i - 1] != ' ')));
    if (!cut) continue;
    std::size_t cb = start, ce = i;
    while (cb < ce && std::isspace(static_cast<unsigned char>(t[cb]))) ++cb;
    while (ce > cb && std::isspace(static_cast<unsigned char>(t[ce - 1]))) --ce;
    cells.emplace_back(cb, ce);
    start = i + 1;
  }
  if (pipes && !cells.empty() && cells.back().first == cells.back().second) cells.pop_back();
  return cells;
}

/// The label a line gives its figures (`Parameters: 14B`, `| GPUs | 1920
/// H100-80G |`): the first cell, or the words before a colon. "" if none.
std::string line_label(const Context& c) {
  const std::string& t = c.p.clean;
  std::size_t b = c.s.begin;
  while (b < c.s.end && std::string_view("-*+ \t").find(t[b]) != std::string_view::npos) ++b;
  const std::size_t colon = find_within(t, ':', b, std::min(c.s.end, b + 41));
  std::string label;
  if (c.s.row) {
    const auto cells = row_cells(t, b, c.s.end);
    if (cells.size() >= 2) label = t.substr(cells[0].first, cells[0].second - cells[0].first);
  }
  if (label.empty() && colon != std::string::npos && colon < c.s.end && colon - b <= 40)
    label = t.substr(b, colon - b);
  label = label_key(label);
  if (label.find_first_of("0123456789$") != std::string::npos) return "";
  if (split_words(label).words.size() > 5) return "";
  return label;
}

/// A bare figure's unit from a label or a column's header (rules/lexicon.toml [labels]).
std::optional<UnitPhrase> label_unit(const Context& c, const std::string& label, std::size_t at) {
  if (!label.empty() && label[0] == '=') {  // a unit written in the header itself
    const auto m = resolve_unit_phrase(label.substr(1), c.catalogue);
    if (!m) return std::nullopt;
    return UnitPhrase{label.substr(1), *m, at, m->hardware};
  }
  const auto it = c.lex.labels.find(label);
  if (it == c.lex.labels.end()) return std::nullopt;
  const auto m = resolve_unit_phrase(it->second, c.catalogue);
  if (!m) return std::nullopt;
  return UnitPhrase{it->second, *m, at, m->hardware};
}

/// What a figure reads as: a fact's claims text and field, or why not.
Reading classify(const Context& c, const ProseFigure& f, const std::optional<UnitPhrase>& unit,
                 const std::optional<ProseFigure>& next_figure) {
  Reading r;
  const std::string& t = c.p.clean;
  const std::string text = t.substr(f.begin, f.end - f.begin);
  auto ignore = [&](std::string reason, std::string detail) {
    r.reason = std::move(reason);
    r.detail = std::move(detail);
    return r;
  };
  auto fact = [&](std::string claim, std::string why) {
    DraftFact d;
    d.claim = std::move(claim);
    d.why = std::move(why);
    r.fact = d;
    return r;
  };
  const std::size_t after = f.end;
  // The word the next figure starts at: cues after a figure are its own only up to there.
  const std::size_t next_word = next_figure ? c.word_at(next_figure->begin) : c.words.words.size();
  const std::string next_chars = t.substr(after, std::min<std::size_t>(12, t.size() - after));
  const std::string next_lower = to_lower(next_chars);
  // Multipliers: `10x cheaper`, `three times`, `5-fold`.
  if ((!next_chars.empty() && (next_chars[0] == 'x' || next_chars[0] == 'X') &&
       (next_chars.size() == 1 || !alnum(next_chars[1]))) ||
      next_chars.rfind("\xC3\x97", 0) == 0 || next_lower.rfind(" times", 0) == 0 ||
      next_lower.rfind("-fold", 0) == 0 || next_lower.rfind(" fold", 0) == 0) {
    // Quoted with its sign: `10x`, `3×`, `three times`.
    r.end = after + (next_chars[0] == 'x' || next_chars[0] == 'X' ? 1
                     : next_chars.rfind("\xC3\x97", 0) == 0       ? 2
                     : next_lower.rfind(" times", 0) == 0         ? 6
                                                                  : 5);
    return ignore("multiplier", "a multiplier");
  }
  // Money: a price per token or per GPU-hour, or a cost.
  const bool cents =
      !f.currency && (next_lower.rfind(" cents", 0) == 0 || next_lower.rfind(" cent ", 0) == 0);
  const auto postfix = f.currency || f.percent ? std::nullopt : postfix_currency(t, after);
  if (f.currency || cents || postfix) {
    ProseFigure money = f;
    double factor = 1;
    std::size_t from = after;
    if (cents) {
      money.currency = Currency::usd;
      factor = 0.01;
      from = after + (next_lower.rfind(" cents", 0) == 0 ? 6 : 5);
    }
    if (postfix) {
      money.currency = postfix->first;
      from = after + postfix->second;
      r.end = from;
    }
    {
      // `a blended $1.84 per 1M tokens`: a mix of prices, which the gold leaves out.
      const std::size_t at = c.word_at(f.begin);
      if (CueList{{{"blended"}, {"blend"}, {"mixed"}}}.any_in(c.words.words, at > 3 ? at - 3 : 0,
                                                              at))
        return ignore("unsure", "a blended price of input and output, not one price");
    }
    auto per = price_per(c, from);
    std::string role_default, pair_role;
    if (!per && next_figure &&
        (next_figure->currency || to_lower(t.substr(next_figure->end, 6)).rfind(" cent", 0) == 0)) {
      // `$0.50 / $1.50 per million tokens`: the second's wording holds for
      // both; `$0.59 input and $0.79 output per million tokens`: each its role.
      std::string between =
          squeeze(t.substr(std::min(from, next_figure->begin),
                           next_figure->begin - std::min(from, next_figure->begin)));
      for (const char* w : {"input", "output", "prompt", "completion"}) {
        const std::string word(w);
        if (between.rfind(word, 0) == 0 &&
            (between.size() == word.size() || between[word.size()] == ' ' ||
             between[word.size()] == ',')) {
          pair_role = word == "prompt" ? "input" : word == "completion" ? "output" : word;
          between = squeeze(between.substr(word.size()));
        }
      }
      if (between == "/" || between == "and" || between == "," || between == "to") {
        std::size_t next_from = next_figure->end;
        const std::string nl = to_lower(t.substr(next_from, 7));
        if (!next_figure->currency) next_from += nl.rfind(" cents", 0) == 0 ? 6 : 5;
        per = price_per(c, next_from);
        if (per && per->role.empty() && between != "to") role_default = "input";
        if (per && between == "to") per.reset();  // a range is read as one figure
        if (!per) pair_role.clear();
      } else {
        pair_role.clear();
      }
    }
    if (f.begin > 0 && t[f.begin - 1] == '(' && !per) {
      // `$3.50 per 1M input tokens ($7 for prompts longer than 128K)`: a
      // tier or an alternative, unless the aside says it is the cached price.
      const std::size_t close = find_within(t, ')', from, c.s.end);
      const std::string inside =
          to_lower(t.substr(from, (close == std::string::npos ? c.s.end : close) - from));
      if (inside.find("cache") == std::string::npos)
        return ignore("unsure",
                      "a price in parentheses: a tier or an alternative to the price before");
    }
    if (per) r.end = per->end;
    if (!per) {
      // `$0.000125 per thousand characters`, `$0.04 per image`: priced per
      // something other than tokens.
      static const std::regex other(
          R"(^\s*(?:/|per|a|an|for each|for every)\s*(?:(?:1k|1m|one|a|1,000|thousand|million|1|100)\s+)?(characters?|chars?|images?|pictures?|seconds?|minutes?|requests?|queries|query|calls?|searches|search|pages?|words?|videos?|audio|songs?|months?|years?|weeks?|seats?|users?|licen[cs]es?)\b)",
          std::regex::icase);
      const std::string rest =
          t.substr(from, std::min<std::size_t>(60, c.s.end - std::min(from, c.s.end)));
      if (std::regex_search(rest, other))
        return ignore("unsure", "a price per something other than tokens");
    }
    const bool own_wording = per.has_value();
    {
      // `$2.50 per million input tokens, down from $5.00 on gpt-4o-2024-05-13`.
      const std::size_t at = c.word_at(f.begin);
      const auto& ws = c.words.words;
      r.previous =
          (at >= 2 && ws[at - 1] == "from" &&
           (ws[at - 2] == "down" || ws[at - 2] == "up" || ws[at - 2] == "cut" ||
            ws[at - 2] == "reduced" || ws[at - 2] == "lowered" || ws[at - 2] == "raised")) ||
          (at >= 1 && (ws[at - 1] == "previously" || ws[at - 1] == "formerly"));
      if (r.previous && !own_wording && pair_role.empty() && !c.sentence_roles.empty())
        pair_role = c.sentence_roles.back();  // the role of the price it is compared with
    }
    // `valued at about $6 billion`: money in millions or billions, or near
    // words of funding, is no per-token price whatever the paragraph priced.
    const bool big = money.scaled && std::max(money.lo, money.hi) * factor >= 1e5;
    if (!per && c.default_per && !c.default_per->gpu_hour && !big &&
        !c.cue_near(c.lex.distractor("funding"), f.begin, 8, after, 4))
      per = c.default_per;
    if (per && per->gpu_hour)
      return fact("at " + figure_text(money, factor) + "/GPU-hour", "money per GPU-hour");
    if (per) {
      const std::size_t until = next_figure ? next_figure->begin : c.s.end;
      std::string role = pair_role;
      if (role.empty()) role = role_after(c, own_wording ? per->end : from, until);
      if (role.empty()) role = own_wording ? per->role : "";
      if (role.empty()) role = role_before(c, f.begin);
      if (role.empty()) role = c.column_role;
      if (role.empty()) role = role_default;
      r.per = per;
      if (role == "cache write")
        return ignore("unsure", "a cache-write price, which the claims language does not hold");
      // `cost twice as much: $0.06 and $0.12`: bare prices after worded ones
      // take their roles in the order the sentence gave them.
      const bool cycled = role.empty() && !own_wording && c.sentence_roles.size() >= 2;
      if (cycled) role = c.sentence_roles[c.bare_prices++ % c.sentence_roles.size()];
      if (!cycled && !role.empty() && role != "cache write") {
        if (c.bare_prices > 0) c.sentence_roles.clear();
        c.bare_prices = 0;
        c.sentence_roles.push_back(role);
      }
      // Kept per 1K or per 1M as the prose has it; other counts per 1M.
      const double shown = per->per == 1e3 ? 1e3 : 1e6;
      const std::string claim = figure_text(money, factor * shown / per->per) +
                                (shown == 1e3 ? " per 1K " : " per 1M ") +
                                (role.empty() ? "" : role + " ") + "tokens";
      return fact(
          claim, role.empty() ? "money per tokens (both prices)" : "money per " + role + " tokens");
    }
    if (c.cue_near(c.lex.distractor("funding"), f.begin, 8, after, 4))
      return ignore("unsure", "money near a word of funding, revenue or investment, not a cost");
    if (c.cue_near(c.lex.cue("cost"), f.begin, 8, after, 5))
      return fact("cost " + figure_text(money, factor), "money near a word of cost");
    if (c.cue_near(c.lex.cue("training"), f.begin, 4, after, 0))
      return fact("cost " + figure_text(money, factor), "money a model was trained for");
    return ignore("unsure", "money with no price or cost wording");
  }
  if (f.percent) {
    if (c.cue_near(c.lex.cue("mfu"), f.begin, 7, after, 5))
      return fact("MFU " + figure_text(f), "a percentage near 'MFU' or 'FLOPs utilization'");
    if (c.cue_near(c.lex.distractor("benchmark"), f.begin, 8, after, 6))
      return ignore("benchmark", "a benchmark score");
    if (c.cue_near(c.lex.distractor("multiplier"), f.begin, 6, after, 4))
      return ignore("multiplier", "a percentage of change");
    return ignore("unsure", "a percentage of something the claims language does not hold");
  }
  const bool training = c.training_label || c.in_sentence(c.lex.cue("training"));
  if (!unit && (f.scaled || f.words) && !f.range && std::max(f.lo, f.hi) >= 1e8) {
    // `of which 37B are activated`, `30 billion total and 3 billion
    // activated`, `nearly two trillion in total`: parameters by the words
    // after the figure, in a sentence about parameters or experts.
    const std::size_t a = c.word_at(after);
    const bool about_params = c.paragraph_params || c.in_sentence(c.lex.cue("parameters"));
    const auto& ws = c.words.words;
    // `uses 36B of its 132B parameters`, `activates 2.7 billion of its 14.3
    // billion`: the part is active, the whole the total.
    const bool part_of = a + 1 < ws.size() && ws[a] == "of" &&
                         (ws[a + 1] == "its" || ws[a + 1] == "the" || ws[a + 1] == "their");
    const std::size_t at = c.word_at(f.begin);
    const bool whole = at >= 2 && ws[at - 1] == "its" && ws[at - 2] == "of";
    const bool per_token =
        a + 1 < ws.size() &&
        ((ws[a] == "per" && ws[a + 1].rfind("token", 0) == 0) ||
         (a + 2 < ws.size() && ws[a] == "for" && (ws[a + 1] == "each" || ws[a + 1] == "every") &&
          ws[a + 2].rfind("token", 0) == 0));
    const std::size_t stop = next_figure ? std::max(a, c.word_at(next_figure->begin)) : ws.size();
    const bool active =
        c.lex.cue("active").any_in(ws, a, std::min(a + 4, stop)) || part_of || per_token;
    const bool total = c.lex.cue("total").any_in(ws, a, std::min(a + 2, stop)) || whole;
    if (about_params && (active || total)) {
      r.family_size = true;
      r.size = f.lo;
      return active ? fact(figure_text(f) + " active params",
                           "a count said to be activated, in a sentence about parameters")
                    : fact(figure_text(f) + " params",
                           "a count said to be the total, in a sentence about parameters");
    }
  }
  if (!unit) {
    const std::size_t at = c.word_at(f.begin);
    if (at > 0 && (c.words.words[at - 1] == "pue" || (at > 1 && c.words.words[at - 2] == "pue"))) {
      if (c.in_sentence(c.lex.distractor("sector")) || c.in_sentence(c.lex.distractor("cluster")))
        return ignore("cluster", "the PUE of data centres, not of a run");
      return fact("PUE " + figure_text(f), "a number after 'PUE'");
    }
    if (year_like(f, text)) return ignore("date", "a year");
    const std::string prev = at > 0 ? c.words.words[at - 1] : "";
    if (std::find(std::begin(kMonths), std::end(kMonths), prev) != std::end(kMonths))
      return ignore("date", "a date");
    if (f.words && !f.scaled) {
      r.silent = true;
      return r;
    }
    // `a 128K context`, `scores 85.2 on MMLU`: the words around say why.
    if (c.lex.distractor("context-window")
            .any_in(c.words.words, c.word_at(after), std::min(c.word_at(after) + 2, next_word)))
      return ignore("context-window",
                    "a context window, sequence length, vocabulary or output cap");
    if (c.cue_near(c.lex.distractor("benchmark"), f.begin, 4, after, 3))
      return ignore("benchmark", "a benchmark score");
    return ignore("unsure", "no unit the claims language knows after it");
  }
  const UnitPhrase& u = *unit;
  const std::size_t uend = u.end;
  const std::string fig = figure_text(f);
  // Cues after a figure are read up to the next figure: in `671B total
  // parameters, 37B active`, `active` is the 37B's.
  auto near_after = [&](const CueList& cues, std::size_t n) {
    const std::size_t a = c.word_at(uend);
    return cues.any_in(c.words.words, a, std::min(a + n, std::max(a, next_word)));
  };
  auto near_before = [&](const CueList& cues, std::size_t n) {
    const std::size_t at = c.word_at(f.begin);
    return cues.any_in(c.words.words, at > n ? at - n : 0, at);
  };
  std::size_t clause_words = 30;  // back to the clause's start
  for (std::size_t k = f.begin; k > c.s.begin; --k)
    if (t[k - 1] == ';') {
      clause_words = std::min<std::size_t>(30, c.word_at(f.begin) - c.word_at(k));
      break;
    }
  {
    // `Each trillion pre-training tokens took 180K GPU hours, or 3.7 days`:
    // a rate per some amount, not the run's figure.
    const std::size_t at = c.word_at(f.begin);
    const std::size_t from = at > clause_words ? at - clause_words : 0;
    static const std::set<std::string> scales = {"trillion", "billion", "million", "thousand"};
    const Field fl = u.meaning.field;
    const bool run_figure = fl == Field::gpu_hours || fl == Field::duration ||
                            fl == Field::energy || fl == Field::emissions || fl == Field::compute ||
                            fl == Field::gpus;
    for (std::size_t i = from; run_figure && i + 1 < at; ++i)
      if (c.lex.cue("rate").match_at(c.words.words, i) == 1 && scales.count(c.words.words[i + 1]))
        return ignore("unsure", "a figure per " + c.words.words[i + 1] + " of something, a rate");
  }
  {
    // `119K GPU hours for the context length extension and 5K GPU hours for
    // post-training`: a stage of the run, not the run.
    const Field fl = u.meaning.field;
    const std::size_t a = c.word_at(uend);
    if ((fl == Field::gpu_hours || fl == Field::energy || fl == Field::emissions ||
         fl == Field::duration || fl == Field::compute) &&
        a < c.words.words.size() && c.words.words[a] == "for" &&
        c.lex.distractor("later-stage").any_in(c.words.words, a + 1, std::min(a + 5, next_word)))
      return ignore("dataset-part",
                    "a figure of one stage of the run (context extension, post-training)");
  }
  {
    // `data centres ... used about 460 TWh in 2022`, `29.2 TWh a year`: a
    // sector's or a fleet's energy, not a run's or a query's.
    const Field fl = u.meaning.field;
    if ((fl == Field::energy || fl == Field::emissions || fl == Field::water_per_query) &&
        (near_before(c.lex.distractor("sector"), clause_words) ||
         near_after(c.lex.distractor("sector"), 3)))
      return ignore("cluster",
                    "the energy or emissions of a sector or of data centres, not of a run");
    // `230,768 requests used 914 kWh`: energy for many requests, not per request.
    if (fl == Field::energy || fl == Field::emissions) {
      const std::size_t at = c.word_at(f.begin);
      for (std::size_t k = at; k-- > (at > 6 ? at - 6 : 0);) {
        const std::string& w = c.words.words[k];
        if (c.lex.cue("query").match_at(c.words.words, k) == 0) continue;
        if (w.back() == 's' && k > 0 &&
            std::isdigit(static_cast<unsigned char>(c.words.words[k - 1][0])))
          return ignore("unsure", "energy for many requests together, not per request");
        break;
      }
    }
  }
  {
    // `916k GPU hours in total`, `In all, pretraining used 3.3M GPU hours`, in
    // a text of several models: a total over them, no one model's.
    const Field fl = u.meaning.field;
    const std::size_t a = c.word_at(uend);
    const auto& ws = c.words.words;
    const bool total_after =
        a < ws.size() &&
        (ws[a] == "total" || ws[a] == "combined" ||
         (a + 1 < ws.size() && ws[a] == "in" && (ws[a + 1] == "total" || ws[a + 1] == "all")));
    const bool total_before = near_before(
        CueList{{{"in", "all"}, {"in", "total"}, {"altogether"}, {"all", "told"}, {"combined"}}},
        clause_words);
    if ((fl == Field::gpu_hours || fl == Field::energy || fl == Field::emissions ||
         fl == Field::compute) &&
        (total_after || total_before) && c.models_named >= 2)
      return ignore("unsure", "a total over the text's models, no one model's");
  }
  {
    // `a compute budget of 1.3M GPU hours`: a plan, not what the run used.
    const Field fl = u.meaning.field;
    if ((fl == Field::gpu_hours || fl == Field::compute || fl == Field::duration) &&
        near_before(CueList{{{"budget"},
                             {"budgeted"},
                             {"planned"},
                             {"planning"},
                             {"allocated"},
                             {"allocation"},
                             {"grant"}}},
                    5))
      return ignore("unsure", "a budget or a plan, not what the run used");
  }
  {
    // `Over the five months of development, the team used 2,638 MWh`: more than the run.
    const Field fl = u.meaning.field;
    if ((fl == Field::energy || fl == Field::emissions || fl == Field::gpu_hours ||
         fl == Field::compute) &&
        near_before(c.lex.distractor("beyond-run"), clause_words))
      return ignore("unsure", "a figure of more than the run (development, experiments)");
  }
  // `114 joules per response`: per query by the words after the unit too.
  const std::size_t after_unit = c.word_at(uend);
  const bool per_query_after =
      after_unit + 1 < c.words.words.size() &&
      (c.words.words[after_unit] == "per" || c.words.words[after_unit] == "each" ||
       c.words.words[after_unit] == "a") &&
      c.lex.cue("query").match_at(c.words.words, after_unit + 1) > 0;
  const bool query = near_before(c.lex.cue("query"), clause_words) || per_query_after ||
                     u.claims.find(" per ") != std::string::npos ||
                     u.claims.find('/') != std::string::npos;
  // `57 grams of CO2eq per kilowatt-hour`: a figure per something else.
  {
    const std::string rest =
        to_lower(t.substr(uend, std::min<std::size_t>(12, c.s.end - std::min(uend, c.s.end))));
    const bool per_something =
        rest.rfind(" per ", 0) == 0 || rest.rfind("/", 0) == 0 || rest.rfind(" / ", 0) == 0;
    const Field fl = u.meaning.field;
    // `300 tokens per second to each user`, `380 tokens per second per GPU`:
    // a rate, per user or per GPU as the words after it say.
    if (fl == Field::tokens) {
      static const std::regex rate(
          R"(^\s*(?:per|a|/|each)\s*(?:second|sec|s)\b[\s,]*(?:(per|to each|for each|to every|for every|to a|for a|on each|on every|on a single|on one)\s+(user|stream|request|gpu|chip|accelerator|h100|a100))?)",
          std::regex::icase);
      const std::string longer =
          to_lower(t.substr(uend, std::min<std::size_t>(48, c.s.end - std::min(uend, c.s.end))));
      std::smatch m;
      if (std::regex_search(longer, m, rate)) {
        const std::string who = m[2].str();
        r.end = uend + static_cast<std::size_t>(m.length(0));
        if (who == "user" || who == "stream" || who == "request")
          return fact(fig + " tokens/s per user", "tokens per second to each user");
        if (!who.empty()) return fact(fig + " tokens/s/GPU", "tokens per second per accelerator");
        r.end = 0;
        return ignore("unsure", "tokens per second, not said per user or per GPU");
      }
    }
    // `12.9B parameters per token`, `for each token`: the active parameters.
    const bool per_token = rest.rfind(" per token", 0) == 0 ||
                           rest.rfind(" for each tok", 0) == 0 ||
                           rest.rfind(" for every t", 0) == 0 || rest.rfind("/token", 0) == 0;
    if ((fl == Field::params || fl == Field::active_params) && per_token) {
      r.family_size = true;
      r.size = f.lo;
      return fact(fig + " active params", "a count of parameters per token: the active ones");
    }
    if (per_something && fl != Field::achieved_rate && fl != Field::claimed_peak &&
        fl != Field::throughput && fl != Field::user_rate && fl != Field::energy_per_query &&
        fl != Field::emissions_per_query && fl != Field::water_per_query &&
        fl != Field::tokens_per_query) {
      const std::size_t a = c.word_at(uend);
      const std::string what = a + 1 < c.words.words.size() ? c.words.words[a + 1] : "";
      const bool per_query_word = CueList{
          {{"query"},
           {"queries"},
           {"prompt"},
           {"prompts"},
           {"request"},
           {"requests"},
           {"response"},
           {"responses"}}}.any_in(c.words.words, a, a + 4);
      if (!per_query_word)
        return ignore("unsure", "a figure per " + (what.empty() ? std::string("something") : what) +
                                    ", not a total");
    }
  }
  // `one 400-token answer ... is 1.14 grams`: per a response of that length.
  std::string per_query = " per query";
  if (query) {
    static const std::regex sized_query(
        R"((\d[\d,]*)[- ]token (answer|response|reply|query|prompt|request|output)s?\b)",
        std::regex::icase);
    const std::size_t from = c.word_at(f.begin) > clause_words
                                 ? c.words.begins[c.word_at(f.begin) - clause_words]
                                 : c.s.begin;
    const std::string before = t.substr(from, f.begin - from);
    std::smatch m;
    if (std::regex_search(before, m, sized_query)) {
      std::string n = m[1].str();
      n.erase(std::remove(n.begin(), n.end(), ','), n.end());
      per_query = " per " + n + "-token response";
    }
  }
  switch (u.meaning.field) {
    case Field::params:
    case Field::active_params: {
      if (std::max(f.lo, f.hi) < 1e6)
        return ignore("unsure", "too few parameters to be a model's size");
      if (f.range &&
          near_before(CueList{{{"ranging"}, {"range"}, {"ranges"}, {"from"}, {"spanning"}}}, 3))
        return ignore("unsure", "the span of a family's sizes, not one model's");
      const bool active = u.meaning.field == Field::active_params ||
                          near_after(c.lex.cue("active"), 3) || near_before(c.lex.cue("active"), 2);
      r.family_size = true;
      r.size = f.lo;
      return fact(fig + (active ? " active params" : " params"),
                  active ? "a count of parameters, said to be active" : "a count of parameters");
    }
    case Field::tokens:
    case Field::tokens_per_query: {
      if (near_before(c.lex.distractor("context-window"), 5) ||
          near_after(c.lex.distractor("context-window"), 3) ||
          (f.hedge == Hedge::at_most && !training))
        return ignore("context-window",
                      "a context window, sequence length, vocabulary or output cap");
      if (u.meaning.field == Field::tokens_per_query)
        return fact(fig + " tokens per query", "tokens per query");
      if (near_after(c.lex.distractor("dataset-part"), 2) ||
          near_before(c.lex.distractor("dataset-part"), 2) ||
          near_before(CueList{{{"of", "which"}}}, 3))
        return ignore("dataset-part", "a part of the data set");
      if (near_before(c.lex.distractor("stage"), 2))
        return ignore("dataset-part", "tokens of a further stage, a part of the run");
      if (std::max(f.lo, f.hi) < 1e9)
        return ignore("unsure", "too few tokens to be a training set");
      return fact(fig + " tokens", "a count of tokens");
    }
    case Field::throughput:
      return fact(fig + " tokens/s/GPU", "tokens per second per GPU");
    case Field::user_rate:
      return fact(fig + " tokens/s per user", "tokens per second per user");
    case Field::gpus: {
      const std::size_t a = c.word_at(uend);
      if (a < c.words.words.size() &&
          CueList{
              {{"weeks"}, {"week"}, {"days"}, {"day"}, {"months"}, {"month"}, {"years"}, {"year"}}}
                  .match_at(c.words.words, a) > 0 &&
          c.words.begins[a] <= uend + 1)
        return ignore("unsure", "GPU time in a unit the claims language does not hold (GPU-weeks)");
      // `Training ran on a cluster of 2,048 GPUs`: the run's cluster. A
      // `24K-GPU cluster`, or a cluster the sentence does not train on, is not.
      const std::size_t at = c.word_at(f.begin);
      const bool run_cluster = training && at >= 3 && c.words.words[at - 1] == "of" &&
                               c.words.words[at - 2] == "cluster" &&
                               (c.words.words[at - 3] == "a" || c.words.words[at - 3] == "one");
      if (!run_cluster && (c.lex.distractor("cluster").any_in(c.words.words, a, a + 2) ||
                           near_before(c.lex.distractor("cluster"), 3)))
        return ignore("cluster", "the size of a cluster, not of the run");
      if (near_before(CueList{{{"each"},
                               {"each", "holding"},
                               {"each", "with"},
                               {"per", "node"},
                               {"per", "server"},
                               {"per", "instance"}}},
                      3))
        return ignore("unsure", "accelerators per node or instance, not the run's count");
      if (!training) return ignore("unsure", "accelerators not tied to a training run");
      if (near_before(c.lex.distractor("deployment"), 8))
        return ignore("unsure", "accelerators for serving the model, not for its training run");
      if (!u.hardware.empty()) {
        r.hardware = u.hardware;
        if (const std::string v = memory_variant(c, u.hardware, uend); !v.empty()) r.hardware = v;
        return fact("on " + fig + " " + r.hardware,
                    "a count of accelerators in a sentence about training");
      }
      return fact(fig + " GPUs", "a count of GPUs in a sentence about training");
    }
    case Field::gpu_hours:
      if (!u.hardware.empty()) {
        r.hardware = u.hardware;
        return fact(fig + " " + u.hardware + "-hours", "accelerator-hours");
      }
      return fact(fig + " GPU-hours", "GPU-hours");
    case Field::duration: {
      if (!training) return ignore("unsure", "a duration not tied to a training run");
      const std::string l = to_lower(u.claims);
      if (l.find("day") == std::string::npos && l.find("week") == std::string::npos &&
          l.find("hour") == std::string::npos)
        return ignore("unsure", "a duration in units a run is not given in");
      return fact("for " + fig + " " + u.claims, "a duration in a sentence about training");
    }
    case Field::energy:
      if (query) return fact(fig + " " + u.claims + per_query, "energy said of a prompt or query");
      return fact("energy " + fig + " " + u.claims, "energy");
    case Field::energy_per_query:
    case Field::emissions_per_query:
      return fact(fig + " " + u.claims, "a figure per query");
    case Field::water_per_query:
      if (u.claims.find(" per ") != std::string::npos)
        return fact(fig + " " + u.claims, "water per query");
      if (query) return fact(fig + " " + u.claims + per_query, "water said of a prompt or query");
      return ignore("unsure", "water not said per prompt or query");
    case Field::emissions:
      if (query)
        return fact(fig + " " + u.claims + per_query, "emissions said of a prompt or query");
      return fact(fig + " " + u.claims, "emissions");
    case Field::compute:
      return fact(fig + " " + u.claims, "a count of operations");
    case Field::claimed_peak:
      if (near_after(c.lex.cue("per_gpu"), 3))
        return fact(fig + " " + u.claims + "/GPU", "a rate per GPU: what the run achieved");
      return ignore("unsure", "a rate of operations, not said to be per GPU");
    case Field::achieved_rate:
      return fact(fig + " " + u.claims, "a rate per GPU: what the run achieved");
    case Field::epochs:
      if (!training) return ignore("unsure", "epochs not tied to a training run");
      return fact(fig + " epochs", "epochs");
    case Field::dataset_size:
      return ignore("dataset-part", "a size of data, which may be one part of the data set");
    default:
      return ignore("unsure", "a figure of a kind not drafted");
  }
}

/// Water by its unit alone: `0.26 milliliters (or about five drops) of water`.
std::optional<UnitPhrase> water_unit(const Context& c, const ProseFigure& f) {
  const Words w = split_words(
      std::string_view(c.p.clean).substr(f.end, std::min<std::size_t>(c.s.end - f.end, 80)), f.end);
  if (w.words.empty()) return std::nullopt;
  const std::string first = w.words[0] == "ml" ? "mL" : w.words[0] == "l" ? "L" : w.words[0];
  const auto u = find_unit(first);
  if (!u || !(u->dim == D(BaseDim::litre))) return std::nullopt;
  bool water = false;
  for (std::size_t i = 1; i < w.words.size() && i < 8; ++i) water = water || w.words[i] == "water";
  if (!water) return std::nullopt;
  UnitPhrase r;
  r.claims = w.words[0] == "ml" || w.words[0].rfind("milli", 0) == 0 ? "mL of water" : "L of water";
  r.meaning = UnitMeaning{Field::water_per_query, u->factor, ""};
  r.end = w.ends[0];
  return r;
}

/// What a row's first cell says: the name of the row's model or offer, or
/// that the row is a total.
struct RowCell {
  bool total = false;
  std::string label;
};

/// Reads a row's first cell. A cell that names a model (a name the lexicon
/// or the catalogue knows, or an API's id such as `mistral-tiny`) becomes the
/// row's one subject: other names in the row are asides (`(Mixtral 8x7B)`).
RowCell row_cell(const Prose& p, const Sentence& s, const Lexicon& lex,
                 std::vector<Mention>& mentions) {
  RowCell r;
  const std::string& t = p.clean;
  std::size_t b = s.begin;
  while (b < s.end && std::string_view("-*+| \t").find(t[b]) != std::string_view::npos) ++b;
  {
    std::size_t d = b;
    while (d < s.end && std::isdigit(static_cast<unsigned char>(t[d]))) ++d;
    if (d > b && d + 1 < s.end && (t[d] == '.' || t[d] == ')') && t[d + 1] == ' ') b = d + 2;
  }
  const std::size_t ce = cell_end(std::string_view(t.data() + b, s.end - b));
  if (ce == std::string_view::npos || ce == 0) return r;
  const std::size_t e = b + ce;
  std::string name;
  int depth = 0;
  for (std::size_t i = b; i < e; ++i) {
    if (t[i] == '(') ++depth;
    if (depth == 0) name += t[i];
    if (t[i] == ')' && depth > 0) --depth;
  }
  name = squeeze(name);
  while (!name.empty() && std::string_view(" :-").find(name.back()) != std::string_view::npos)
    name.pop_back();
  const Words cw = split_words(name);
  if (cw.words.empty()) return r;
  r.label = name;
  if (lex.totals.match_at(cw.words, 0) == cw.words.size()) {
    r.total = true;
    return r;
  }
  bool named = false;
  for (const auto& m : mentions) named = named || (m.begin >= b && m.begin < e && !m.vague);
  bool id = false;
  for (const auto& w : cw.words)
    id = id || (w.find('-') != std::string::npos &&
                std::any_of(w.begin(), w.end(), [](char c) { return std::isalpha(c) != 0; }));
  if (!named && !id) return r;
  Mention m;
  m.begin = b;
  m.end = e;
  m.name = name;
  name_numbers(m, t, b, e);
  std::vector<Mention> kept;
  for (auto& other : mentions) {
    if (other.begin >= b && other.begin < e) continue;  // a part of the cell's name
    other.comparison = true;                            // an aside: no subject of the row
    kept.push_back(other);
  }
  kept.insert(kept.begin(), m);
  mentions = kept;
  return r;
}

/// A dateline at the start of the text: `April 18, 2024 —`, `PARIS, 18 April 2024 -`,
/// `2024-04-18:`. Gives YYYY-MM and its span.
std::optional<std::pair<std::string, std::pair<std::size_t, std::size_t>>> dateline(
    const Prose& p) {
  const std::size_t start = p.clean.find_first_not_of(" \t\n");
  if (start == std::string::npos) return std::nullopt;
  const std::string head = p.clean.substr(start, 160);
  static const std::regex month_first(
      R"(^(?:[A-Z][A-Za-z .]*,\s*)*((January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\s+\d{1,2},?\s+(\d{4}))\s*(\xE2\x80\x94|\xE2\x80\x93|--|-|:|/|\|))");
  static const std::regex day_first(
      R"(^(?:[A-Z][A-Za-z .]*,\s*)*(\d{1,2}\s+(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{4}))\s*(\xE2\x80\x94|\xE2\x80\x93|--|-|:|/|\|))");
  static const std::regex month_year(
      R"(^(?:[A-Z][A-Za-z .]*,\s*)*((January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{4}))\s*(\xE2\x80\x94|\xE2\x80\x93|--|-|:|/|\|))");
  static const std::regex iso(
      R"(^((\d{4})-(\d{2})-\d{2})\s*(\xE2\x80\x94|\xE2\x80\x93|--|-|:|\|))");
  std::smatch m;
  std::string year, month;
  if (std::regex_search(head, m, month_first) || std::regex_search(head, m, day_first) ||
      std::regex_search(head, m, month_year)) {
    year = m[3].str();
    const std::string mon = to_lower(m[2].str()).substr(0, 3);
    for (int i = 0; i < 12; ++i)
      if (std::string(kMonths[i]).substr(0, 3) == mon) month = fmt::format("{:02}", i + 1);
  } else if (std::regex_search(head, m, iso)) {
    year = m[2].str();
    month = m[3].str();
  } else {
    // A byline or a date line among the first lines: `By a staff writer,
    // July 23, 2024`, `Published 23 July 2024`.
    static const std::regex line_end(
        R"(((January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\s+\d{1,2},?\s+(\d{4})|\d{1,2}\s+(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?\s+(\d{4}))\s*$)");
    std::size_t at = start;
    for (int line = 0; line < 4 && at < p.clean.size(); ++line) {
      const std::size_t nl = std::min(p.clean.find('\n', at), p.clean.size());
      const std::string text = p.clean.substr(at, nl - at);
      std::smatch lm;
      if (text.size() <= 100 && std::regex_search(text, lm, line_end)) {
        const bool day_first_form = lm[2].str().empty();
        year = day_first_form ? lm[5].str() : lm[3].str();
        const std::string mon = to_lower(day_first_form ? lm[4].str() : lm[2].str()).substr(0, 3);
        for (int i = 0; i < 12; ++i)
          if (std::string(kMonths[i]).substr(0, 3) == mon) month = fmt::format("{:02}", i + 1);
        const std::size_t b = at + static_cast<std::size_t>(lm.position(1));
        return std::make_pair(year + "-" + month,
                              std::make_pair(b, b + static_cast<std::size_t>(lm.length(1))));
      }
      at = p.clean.find_first_not_of(" \t\n", nl);
      if (at == std::string::npos) break;
    }
    return std::nullopt;
  }
  const std::size_t b = start + static_cast<std::size_t>(m.position(1));
  return std::make_pair(year + "-" + month,
                        std::make_pair(b, b + static_cast<std::size_t>(m.length(1))));
}

std::string key_of(const std::string& name) {
  std::string k;
  for (char ch : name)
    if (alnum(ch)) k += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return k;
}

/// A fact said of a subject, before records are made.
struct Attached {
  std::string subject;  ///< a name as written
  DraftFact fact;
  std::string field_key;  ///< the field it gives, to keep one figure per field
  bool query = false;
  std::string hardware;
  bool by_document = false;  ///< said of the text's first model for want of a nearer name
  std::string family_hint;   ///< the last family named (no size) before it: `LLaMA`
  bool direct = false;       ///< said of a name in its own sentence or row
};

std::string field_key_of(const std::string& claim) {
  // The claims text's shape says the field: good enough to keep one of each.
  if (claim.rfind("on ", 0) == 0) {
    // `on 2048 H800`, `on ~16K H100`, `on at most 16384 H100`: a count; `on H100`: none.
    const std::string rest = claim.substr(3);
    const bool count = !rest.empty() && (std::isdigit(static_cast<unsigned char>(rest[0])) ||
                                         rest[0] == '~' || rest.rfind("over ", 0) == 0 ||
                                         rest.rfind("at ", 0) == 0 || rest.rfind("under ", 0) == 0);
    return count ? "gpus" : "hardware";
  }
  if (claim.rfind("cost ", 0) == 0) return "cost";
  if (claim.rfind("at ", 0) == 0) return "gpu_price";
  if (claim.rfind("MFU ", 0) == 0) return "mfu";
  if (claim.rfind("energy ", 0) == 0) return "energy";
  if (claim.rfind("for ", 0) == 0) return "duration";
  if (claim.rfind("PUE ", 0) == 0) return "pue";
  const auto sp = claim.find(' ');
  return sp == std::string::npos ? claim : claim.substr(sp + 1);
}

/// Reads the drafts back with the claims reader: a fact it refuses is left
/// out and listed, so that every draft is a record the checker can read.
void read_back(Extraction& out, const Catalogue& catalogue, const ModelCatalogue& models) {
  for (int round = 0; round < 3 && !out.records.empty(); ++round) {
    std::vector<std::vector<int>> lines;
    const std::string draft = out.plain_text(lines);
    std::vector<Diagnostic> diagnostics;
    parse_claims(draft, out.file, catalogue, diagnostics, &models);
    std::map<std::pair<std::size_t, std::size_t>, std::string> refused;  // record, fact
    std::map<std::size_t, std::string> refused_records;
    for (const auto& d : diagnostics) {
      if (d.severity != Severity::error) continue;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!lines[i].empty() && d.where.line == lines[i].front() - 1)
          refused_records.emplace(i, d.message);
        for (std::size_t j = 0; j < lines[i].size(); ++j)
          if (lines[i][j] == d.where.line) refused.emplace(std::make_pair(i, j), d.message);
      }
    }
    if (refused.empty() && refused_records.empty()) return;
    std::vector<DraftRecord> kept;
    for (std::size_t i = 0; i < out.records.size(); ++i) {
      DraftRecord r = out.records[i];
      std::vector<DraftFact> facts;
      for (std::size_t j = 0; j < r.facts.size(); ++j) {
        const auto whole = refused_records.find(i);
        const auto one = refused.find({i, j});
        if (whole != refused_records.end() || one != refused.end()) {
          ignore_figure(
              out, {r.facts[j].prose, "unsure",
                    "drafted as '" + r.facts[j].claim + "', which the claims reader refuses: " +
                        (whole != refused_records.end() ? whole->second : one->second)});
          continue;
        }
        facts.push_back(r.facts[j]);
      }
      r.facts = facts;
      if (!r.facts.empty()) {
        r.first_line = r.last_line = r.facts.front().prose.line;
        for (const auto& f : r.facts) {
          r.first_line = std::min(r.first_line, f.prose.line);
          r.last_line = std::max(r.last_line, f.prose.line);
        }
      }
      const bool only_date = r.facts.size() == 1 && r.facts[0].claim.rfind("date ", 0) == 0;
      if (!r.facts.empty() && !only_date) kept.push_back(r);
    }
    out.records = kept;
  }
}

}  // namespace

bool is_prose_file(const std::string& path) {
  const std::string l = to_lower(path);
  for (const char* ext : {".txt", ".md", ".markdown"}) {
    const std::string e(ext);
    if (l.size() > e.size() && l.compare(l.size() - e.size(), e.size(), e) == 0) return true;
  }
  return false;
}

Extraction extract_prose(std::string_view text, const std::string& file, const Catalogue& catalogue,
                         const ModelCatalogue& models) {
  Extraction out;
  out.file = file;
  const Lexicon& lex = Lexicon::builtin();
  // Binary data: NUL bytes or mostly control characters.
  std::size_t control = 0;
  for (unsigned char ch : text)
    if (ch == 0 || (ch < 32 && ch != '\n' && ch != '\r' && ch != '\t')) ++control;
  if (control > 0 && control * 20 > text.size()) {
    out.problems.push_back("binary data, not text");
    return out;
  }
  const Prose p = prepare(text, out.notes);
  const auto sentences = split_sentences(p);
  std::vector<Attached> attached;
  std::map<std::string, std::string> first_name;  // key -> name as first written
  std::vector<std::string> subject_order;
  std::set<std::string> sized_subjects;
  std::map<std::string, std::vector<std::string>> members;  // family key -> member names
  std::string paragraph_subject, document_subject;
  std::string last_fact_subject;               // the subject of the last fact attached
  std::string paragraph_vague;                 // `For the largest model ...`: no record
  std::vector<std::string> group, last_names;  // `Both ...`: the models named just before
  Aliases aliases;
  std::optional<PricePer> table_per;      // `Prices per 1M tokens:` before a table
  std::vector<std::string> columns;       // a price table's columns: input, output ...
  std::vector<std::string> header_units;  // a table's columns' labels with a unit (`gpu-hours`)
  int paragraph = -1;
  // Providers the text names: two or more, and offers are named for theirs.
  std::size_t providers_named = 0;
  {
    std::set<std::string> seen;
    for (const Sentence& sn : sentences) {
      const Words w = split_words(std::string_view(p.clean).substr(sn.begin, sn.end - sn.begin));
      if (const std::string pr = provider_in(w, lex); !pr.empty())
        seen.insert(key_of(pr).substr(0, 5));
      if (seen.size() >= 2) break;
    }
    providers_named = seen.size();
  }
  // The prices of a paragraph: what the last worded price was per, and the
  // roles the worded prices gave, for bare prices after them.
  int paragraph_of_prices = -1;
  std::optional<PricePer> paragraph_per;
  std::vector<std::string> paragraph_roles;
  std::size_t paragraph_bare = 0;
  std::string title_subject;           // the model a model card's title names
  std::string last_family;             // the last name without a size: a family (`LLaMA`)
  std::set<std::string> named_models;  // every model the text names as a subject
  std::map<std::string, std::string> mentioned_names;  // and its name as first written
  bool paragraph_params = false;                       // the paragraph so far speaks of parameters
  bool document_params = false;                        // and the text so far
  bool paragraph_carbon = false;                       // the paragraph so far speaks of carbon
  auto note_subject = [&](const std::string& name) {
    const std::string k = key_of(name);
    if (!first_name.count(k)) {
      first_name[k] = name;
      subject_order.push_back(k);
    }
  };
  for (const Sentence& s : sentences) {
    if (s.paragraph != paragraph) {
      paragraph = s.paragraph;
      paragraph_params = false;
      paragraph_carbon = false;
      last_family.clear();
      paragraph_subject.clear();
      paragraph_vague.clear();
      group.clear();
    }
    if (s.paragraph != paragraph_of_prices) {
      paragraph_of_prices = s.paragraph;
      paragraph_per.reset();
      paragraph_roles.clear();
      paragraph_bare = 0;
    }
    Context c{p,
              s,
              lex,
              catalogue,
              split_words(std::string_view(p.clean).substr(s.begin, s.end - s.begin), s.begin),
              std::nullopt,
              "",
              false,
              paragraph_params,
              paragraph_carbon,
              named_models.size(),
              paragraph_roles,
              paragraph_bare};
    // A price with no wording of its own is per what the paragraph's last
    // price was per (`$15/$75` after `$5 per million input tokens`).
    if (!s.row) c.default_per = paragraph_per;
    paragraph_params = paragraph_params || c.in_sentence(lex.cue("parameters"));
    paragraph_carbon = paragraph_carbon || c.in_sentence(lex.cue("carbon"));
    document_params = document_params || paragraph_params;
    // A list of models under a heading about experts (`- Mixtral 8x7B: 46.7B
    // total, 12.9B active`) speaks of parameters too.
    c.paragraph_params = paragraph_params || (s.row && document_params);
    // A heading says what the prices below it are per (`Prices per 1M
    // tokens:`), and a table's header what each column is (`Input  Output`).
    if (auto heading = price_heading(c)) table_per = heading;
    if (auto roles = column_roles(c); roles.size() >= 2) columns = roles;
    if (s.row) c.default_per = table_per;
    // A table's header gives the units of bare figures in its columns
    // (`| Model | GPU-hours | Carbon emitted |`); a line's label, those after it.
    if (!s.row) header_units.clear();
    const auto cells = s.row ? row_cells(p.clean, s.begin, s.end)
                             : std::vector<std::pair<std::size_t, std::size_t>>{};
    if (s.row && cells.size() >= 2) {
      bool header = true;
      std::vector<std::string> units;
      for (const auto& [cb, ce] : cells) {
        const std::string cell_text = p.clean.substr(cb, ce - cb);
        const std::string key = label_key(cell_text);
        header = header && key.find_first_of("0123456789$") == std::string::npos;
        std::string unit = lex.labels.count(key) ? key : "";
        // `Training time (GPU hours)`, `Location-based emissions (tCO2eq)`: the
        // unit in the header's parentheses.
        const std::size_t open = cell_text.find('('), close = cell_text.rfind(')');
        if (unit.empty() && open != std::string::npos && close != std::string::npos &&
            close > open) {
          const std::string inside = squeeze(cell_text.substr(open + 1, close - open - 1));
          const auto known = lex.units.find(to_lower(inside));
          const std::string claims = known != lex.units.end() ? known->second : inside;
          if (const auto m = resolve_unit_phrase(claims, catalogue); m && m->field != Field::gpus)
            unit = "=" + claims;
        }
        units.push_back(unit);
      }
      if (header &&
          std::any_of(units.begin(), units.end(), [](const auto& u) { return !u.empty(); }))
        header_units = units;
    }
    const std::string label = line_label(c);
    c.training_label =
        !label.empty() &&
        CueList{{{"gpus"}, {"gpu"}, {"hardware"}, {"training*"}, {"accelerators"}}}.any_in(
            split_words(label).words, 0, 8);
    std::size_t money_in_row = 0;
    std::vector<Mention> mentions = find_mentions(p, s, lex, models, aliases);
    {
      // A model card's title (`# SmolLM3-3B-Base`) names the model its text
      // speaks of: a shorter name it begins with (`SmolLM3`) is the same model.
      const std::size_t first = p.plain.find_first_not_of(" \t\n");
      if (first != std::string::npos && p.plain[first] == '#' && s.begin >= first &&
          p.line_of(s.begin) == p.line_of(first) && !mentions.empty() && !mentions[0].vague)
        title_subject = mentions[0].name;
      if (!title_subject.empty())
        for (auto& m : mentions) {
          const auto a = name_tokens(m.name), b = name_tokens(title_subject);
          if (!m.vague && a.size() < b.size() && std::equal(a.begin(), a.end(), b.begin()))
            m.name = title_subject;
        }
    }
    const RowCell cell = s.row ? row_cell(p, s, lex, mentions) : RowCell{};
    for (const auto& m : mentions) {
      // `Llama 4 Scout` sets up `Scout`; `MiniMax-M1`, `M1`; `DeepSeek-V3`, `V3`.
      if (m.vague || m.comparison || m.name.rfind(kSizeReference, 0) == 0) continue;
      const auto dash = m.name.rfind('-');
      if (dash != std::string::npos && m.name.find(' ', dash) == std::string::npos) {
        const std::string tail = m.name.substr(dash + 1);
        if (tail.size() >= 2 && tail.size() <= 4 && upper(tail[0]) &&
            std::isdigit(static_cast<unsigned char>(tail.back())) && !size_part(tail))
          aliases.emplace(tail, m.name);
      }
      const auto space = m.name.rfind(' ');
      if (space == std::string::npos) continue;
      const std::string last = m.name.substr(space + 1);
      if (!last.empty() && upper(last[0]) &&
          std::find(lex.suffixes.begin(), lex.suffixes.end(), to_lower(last)) != lex.suffixes.end())
        aliases[last] = m.name;
      // `Kimi K2` sets up `K2`: a last word of a letter and digits.
      if (last.size() >= 2 && last.size() <= 4 && upper(last[0]) &&
          std::isdigit(static_cast<unsigned char>(last.back())) && !size_part(last))
        aliases.emplace(last, m.name);
    }
    {
      // `Both activate 17B parameters`, `Each of them was pretrained ...`: the
      // models the sentence before named.
      const std::size_t n = lex.groups.match_at(c.words.words, 0);
      if (n > 0 && !last_names.empty()) group = last_names;
    }
    const std::vector<std::string> sentence_group =
        lex.groups.match_at(c.words.words, 0) > 0 ? group : std::vector<std::string>{};
    for (const auto& m : mentions) {
      for (std::size_t k = 0; k < m.numbers.size(); ++k)
        ignore_figure(out,
                      {p.span(m.numbers[k].first, m.numbers[k].second),
                       m.number_is_size[k] ? "name-size" : "version",
                       m.number_is_size[k] ? "a size inside the name '" + shown_name(m.name) + "'"
                                           : "a version inside the name '" + m.name + "'"});
      if (!m.vague && !m.comparison && document_subject.empty()) document_subject = m.name;
    }
    for (const auto& m : mentions) {
      if (!m.vague && !m.comparison && !m.sized && m.name.rfind(kSizeReference, 0) != 0)
        last_family = m.name;
      // `Gemma 2 27B ..., while the 9B version`: the family before the size.
      if (!m.vague && !m.comparison && m.sized && m.name.rfind(kSizeReference, 0) != 0) {
        const auto tokens = name_tokens(m.name);
        const auto space = m.name.rfind(' ');
        if (!tokens.empty() && size_part(tokens.back()) && space != std::string::npos &&
            to_lower(m.name.substr(space + 1)) == tokens.back())
          last_family = m.name.substr(0, space);
      }
      if (!m.vague && !m.comparison && m.name.rfind(kSizeReference, 0) != 0) {
        named_models.insert(key_of(m.name));
        mentioned_names.emplace(key_of(m.name), m.name);
      }
    }
    auto inside_mention = [&](std::size_t at) {
      for (const auto& m : mentions)
        if (!m.vague && at >= m.begin && at < m.end) return true;
      return false;
    };
    // The figures of the sentence, in order.
    std::vector<ProseFigure> figures;
    for (std::size_t i = s.begin; i < s.end;) {
      const char ch = p.clean[i];
      const bool start = i == s.begin || !(alnum(p.clean[i - 1]) || p.clean[i - 1] == '.' ||
                                           p.clean[i - 1] == ',' || p.clean[i - 1] == '$' ||
                                           static_cast<unsigned char>(p.clean[i - 1]) >= 0x80);
      if (!start && i >= s.begin + 2 && p.clean.compare(i - 2, 2, "\xC2\xA5") == 0 &&
          std::isdigit(static_cast<unsigned char>(ch))) {
        // `¥2 per million tokens`: yuan or yen, the sign does not say which.
        if (auto y = read_figure(std::string_view(p.clean.data(), s.end), i)) {
          ignore_figure(out,
                        {p.span(i - 2, y->end), "unsure",
                         "money in \xC2\xA5, which may be yuan (CNY) or yen: write the currency"});
          i = y->end;
          continue;
        }
      }
      if (!start || inside_mention(i) || std::isspace(static_cast<unsigned char>(ch))) {
        ++i;
        continue;
      }
      auto f = read_figure(std::string_view(p.clean.data(), s.end), i);
      if (f && f->hedge == Hedge::at_most && to_lower(p.clean.substr(f->begin, 2)) == "up") {
        // `added up to 20.4 thousand tonnes`, `adds up to`: a sum, not a bound.
        const Words before =
            split_words(std::string_view(p.clean).substr(s.begin, f->begin - s.begin), s.begin);
        const std::string prev = before.words.empty() ? "" : before.words.back();
        if (prev.rfind("add", 0) == 0 || prev.rfind("sum", 0) == 0 ||
            prev.rfind("amount", 0) == 0 || prev == "comes" || prev == "came" || prev == "totals" ||
            prev == "totalled") {
          const std::size_t to = to_lower(p.clean.substr(f->begin, 12)).find("to");
          if (auto g = read_figure(std::string_view(p.clean.data(), s.end),
                                   p.clean.find_first_not_of(" \t\n", f->begin + to + 2)))
            f = g;
        }
      }
      if (f && f->words && !f->range) {
        // `two thousand forty-eight`: a count in words goes on past its scale.
        std::size_t next = f->end;
        while (next < s.end && p.clean[next] == ' ') ++next;
        if (next > f->end && next < s.end &&
            std::isalpha(static_cast<unsigned char>(p.clean[next])))
          if (auto g = read_figure(std::string_view(p.clean.data(), s.end), next);
              g && g->words && !g->range && g->hedge == Hedge::none && !g->currency &&
              g->lo < f->lo && f->lo >= 1000) {
            f->lo += g->lo;
            f->hi += g->hi;
            f->end = g->end;
          }
        // `half a million`: half of it.
        const Words before =
            split_words(std::string_view(p.clean).substr(
                            f->begin > s.begin + 8 ? f->begin - 8 : s.begin,
                            f->begin - (f->begin > s.begin + 8 ? f->begin - 8 : s.begin)),
                        f->begin > s.begin + 8 ? f->begin - 8 : s.begin);
        if (!before.words.empty() && before.words.back() == "half" && f->hedge == Hedge::none &&
            (to_lower(p.clean.substr(f->begin, 2)) == "a " ||
             to_lower(p.clean.substr(f->begin, 3)) == "an ")) {
          f->lo *= 0.5;
          f->hi *= 0.5;
          f->begin = before.begins.back();
        }
      }
      if (f && !inside_mention(f->end - 1)) {
        figures.push_back(*f);
        i = f->end;
      } else {
        ++i;
      }
    }
    // Precision of a training run: `in FP8`, `FP8 mixed precision`.
    std::string sentence_subject;
    std::vector<std::pair<std::size_t, std::size_t>> spans_read;  // the figures and their units
    std::size_t previous_end = s.begin;  // the end of the last figure read, with its wording
    std::string elliptic_tail;           // the last fact's claim after its figure: ` tokens`
    std::size_t elliptic_end = 0;
    bool elliptic_plain = false, elliptic_size = false;
    std::size_t consumed = 0;  // the end of the last figure's unit
    for (std::size_t fi = 0; fi < figures.size(); ++fi) {
      const ProseFigure& f = figures[fi];
      if (f.begin < consumed) continue;
      std::optional<ProseFigure> next;
      if (fi + 1 < figures.size()) next = figures[fi + 1];
      std::optional<UnitPhrase> unit = read_unit(c, f.end);
      if (!unit) unit = water_unit(c, f);
      const bool bare = !unit && !f.currency && !f.percent && !postfix_currency(p.clean, f.end) &&
                        to_lower(p.clean.substr(f.end, 6)).rfind(" cent", 0) != 0;
      const bool label_training = c.training_label;
      if (bare && !header_units.empty()) {
        // The column's header: the cell the figure is in (`Pretraining
        // tokens` says the run's).
        for (std::size_t k = 0; k < cells.size() && k < header_units.size(); ++k)
          if (f.begin >= cells[k].first && f.end <= cells[k].second && !header_units[k].empty() &&
              f.begin == cells[k].first) {
            unit = label_unit(c, header_units[k], f.end);
            if (header_units[k].find("train") != std::string::npos) c.training_label = true;
          }
      }
      if (bare && !unit && !label.empty()) {
        // `Parameters: 14B`, `| Tokens | 9.8T |`: the line's label, for the
        // figure that begins the value.
        const std::size_t value = s.row && cells.size() >= 2
                                      ? cells[1].first
                                      : find_within(p.clean, ':', s.begin, s.end) + 1;
        const std::size_t first = p.clean.find_first_not_of(" \t", value);
        if (first == f.begin) unit = label_unit(c, label, f.end);
      }
      // `8B and 70B parameters`: a count takes the unit of the next.
      if (!unit && next && !f.currency && !f.percent &&
          !year_like(f, p.clean.substr(f.begin, f.end - f.begin))) {
        const std::string between = squeeze(p.clean.substr(f.end, next->begin - f.end));
        if (between == "and" || between == "," || between == "or" || between == ", and" ||
            between == "to") {
          for (std::size_t k = fi + 1; k < figures.size() && !unit; ++k) {
            unit = read_unit(c, figures[k].end);
            const std::string b2 =
                k + 1 < figures.size()
                    ? squeeze(p.clean.substr(figures[k].end, figures[k + 1].begin - figures[k].end))
                    : "";
            if (!unit && !(b2 == "and" || b2 == "," || b2 == "or" || b2 == ", and")) break;
          }
          if (unit) unit->end = f.end;  // cues after the unit are read from this figure on
        }
      }
      const bool money = f.currency || postfix_currency(p.clean, f.end) ||
                         to_lower(p.clean.substr(f.end, 6)).rfind(" cent", 0) == 0;
      c.column_role = s.row && money && money_in_row < columns.size() ? columns[money_in_row] : "";
      if (s.row && money) ++money_in_row;
      c.previous_figure_end = previous_end;
      Reading r = classify(c, f, unit, next);
      c.training_label = label_training;
      previous_end = std::max({f.end, r.end, unit && unit->end > f.end ? unit->end : f.end});
      const bool in_parentheses = f.begin > s.begin && p.clean[f.begin - 1] == '(';
      if (!r.fact && !unit && !f.currency && !f.percent && !elliptic_tail.empty() &&
          !in_parentheses && r.reason == "unsure" && (f.scaled || f.words || elliptic_plain)) {
        // `Scout on ~40 trillion tokens and Maverick on ~22 trillion`, `Mixtral
        // at 480 tokens/s per user, and Llama 2 7B at about 750`: the figure
        // after another model's name takes the unit of the one before.
        const std::string between = p.clean.substr(elliptic_end, f.begin - elliptic_end);
        const Words bw = split_words(between);
        bool named = false;
        for (const auto& m : mentions)
          named =
              named || (m.begin >= elliptic_end && m.end <= f.begin && !m.comparison && !m.vague);
        const bool joined = between.find(" and ") != std::string::npos ||
                            between.find(',') != std::string::npos ||
                            between.find(';') != std::string::npos;
        if (named && joined && bw.words.size() <= 10) {
          DraftFact d;
          d.claim = figure_text(f) + elliptic_tail;
          d.why = "a figure after another model's name, in the unit of the figure before it";
          r.fact = d;
          r.family_size = elliptic_size;
          r.size = f.lo;
        }
      }
      if (r.fact) {
        const std::string head = figure_text(f);
        if (r.fact->claim.rfind(head, 0) == 0 && r.fact->claim.size() > head.size() &&
            r.fact->claim[head.size()] == ' ') {
          elliptic_tail = r.fact->claim.substr(head.size());
          elliptic_end = std::max({f.end, r.end, unit && unit->end > f.end ? unit->end : f.end});
          elliptic_plain = !f.scaled && !f.words;
          elliptic_size = r.family_size;
        } else {
          elliptic_tail.clear();
        }
      }
      // A price with no wording of its own is per what the sentence's last was.
      if (r.per && !r.per->gpu_hour && r.end > f.end) {
        c.default_per = r.per;
        if (!s.row) paragraph_per = r.per;
      }
      if (unit && unit->end > f.end) consumed = unit->end;
      const std::size_t span_end =
          std::max({f.end, r.end, unit && unit->end > f.end ? unit->end : f.end});
      const ProseSpan where = p.span(f.begin, span_end);
      spans_read.emplace_back(f.begin, span_end);
      if (!r.fact) {
        if (!r.silent)
          ignore_figure(out,
                        {p.span(f.begin, r.reason == "multiplier" ? std::max(f.end, r.end) : f.end),
                         r.reason, r.detail});
        continue;
      }
      if (cell.total) {
        ignore_figure(out, {p.span(f.begin, f.end), "unsure",
                            "a figure of the row '" + cell.label + "', a total of the rows"});
        continue;
      }
      // The subject: the nearest name before the figure in its clause, else
      // in its sentence, else the first after it, else the paragraph's.
      std::size_t clause_begin = s.begin;
      for (std::size_t k = f.begin; k > s.begin; --k)
        if (p.clean[k - 1] == ';') {
          clause_begin = k;
          break;
        }
      const std::size_t clause_end = std::min(find_within(p.clean, ';', f.end, s.end), s.end);
      const Mention* subject = nullptr;
      std::string how;
      {
        // `500 tons for GPT-3`, `6,144 TPUv5p chips for the 27B`: the name the
        // figure is said for.
        const std::size_t wend = c.word_at(span_end);
        if (wend < c.words.words.size() &&
            (c.words.words[wend] == "for" || (r.previous && c.words.words[wend] == "on")))
          for (const auto& m : mentions) {
            if (m.vague || m.begin < c.words.begins[wend]) continue;
            const std::size_t mw = c.word_at(m.begin);
            bool only_articles = mw <= wend + 3;
            for (std::size_t k = wend + 1; k < mw && only_articles; ++k) {
              std::string x = c.words.words[k];
              if (x.size() > 2 && x.compare(x.size() - 2, 2, "'s") == 0) x.resize(x.size() - 2);
              only_articles = x == "the" || x == "its" || is_developer(lex, x);
            }
            if (only_articles) {
              subject = &m;
              how = "the name it is said for";
            }
            break;
          }
      }
      if (!subject && r.family_size) {
        // `the 530-billion-parameter Megatron-Turing NLG`: the name the size describes.
        const std::size_t wend = c.word_at(span_end);
        for (const auto& m : mentions)
          if (!m.vague && m.begin >= span_end && c.word_at(m.begin) <= wend &&
              p.clean.substr(f.begin, span_end - f.begin).find('-') != std::string::npos) {
            subject = &m;
            how = "the name its size describes";
            break;
          }
      }
      for (const auto& m : mentions)
        if (!subject || how == "the nearest name before it in its clause")
          if (m.end <= f.begin && m.begin >= clause_begin && !m.comparison) {
            subject = &m;
            how = "the nearest name before it in its clause";
          }
      if (!subject)
        for (const auto& m : mentions)
          if (m.end <= f.begin && !m.comparison && !m.vague) {
            subject = &m;
            how = "the nearest name before it in its sentence";
          }
      if (r.previous && (!subject || how != "the name it is said for")) {
        ignore_figure(out, {where, "unsure", "an earlier price, not the offer's own"});
        continue;
      }
      // `It was trained on 992 A100 GPUs, combining ... Megatron-LM`: the
      // sentence's opening pronoun, not a name after the figure.
      const bool anaphor = !subject && (!last_fact_subject.empty() || !paragraph_subject.empty()) &&
                           !s.row && lex.cue("anaphora").match_at(c.words.words, 0) > 0;
      auto relative_between = [&](std::size_t from, std::size_t to) {
        // `916k GPU hours ..., which includes generating the Llama 3.1 8B
        // logits`: a name past `which` or `including` is not the figure's.
        static const CueList relatives{{{"which"},
                                        {"including"},
                                        {"includes"},
                                        {"include"},
                                        {"included"},
                                        {"plus"},
                                        {"besides"},
                                        {"incl"},
                                        {"and"},
                                        {"but"},
                                        {"while"},
                                        {"whereas"},
                                        {"than"}}};
        return relatives.any_in(c.words.words, c.word_at(from), c.word_at(to));
      };
      if (!subject && !anaphor)
        for (const auto& m : mentions)
          if (m.begin >= f.end && m.begin < clause_end && !m.comparison && !m.vague &&
              !relative_between(f.end, m.begin)) {
            subject = &m;
            how = "the name after it in its clause";
            break;
          }
      std::string name;
      if (subject && subject->vague) {
        ignore_figure(out, {p.span(f.begin, f.end), "unsure",
                            "said of '" + subject->name + "', not of a named model"});
        continue;
      }
      bool by_document = false;
      std::vector<std::string> list_names;
      if (subject && subject->list >= 0 && !s.row && how.find("before it") != std::string::npos)
        for (const auto& m : mentions)
          if (m.list == subject->list) list_names.push_back(m.name);
      if (list_names.size() >= 2) {
        // `Llama 3.1 8B, 70B and 405B were each trained on ...`: each one's.
        DraftFact d = *r.fact;
        d.prose = where;
        for (const auto& g : list_names) {
          DraftFact each = d;
          each.why += "; said of '" + g + "': one of the names listed before it";
          note_subject(g);
          Attached a{g,
                     each,
                     field_key_of(each.claim),
                     each.claim.find("per query") != std::string::npos,
                     r.hardware,
                     false,
                     ""};
          if (r.family_size) a.field_key = "size:" + a.field_key;
          attached.push_back(a);
          last_fact_subject = g;
        }
        continue;
      }
      if (!subject && !group.empty() && !s.row) {
        // Said of each model of the group.
        DraftFact d = *r.fact;
        d.prose = where;
        for (const auto& g : group) {
          DraftFact each = d;
          each.why += "; said of '" + g + "': one of the models the sentence before named";
          note_subject(g);
          Attached a{g,
                     each,
                     field_key_of(each.claim),
                     each.claim.find("per query") != std::string::npos,
                     r.hardware,
                     false,
                     ""};
          attached.push_back(a);
        }
        continue;
      }
      bool about_accelerator = false;
      if (!subject && !s.row) {
        // `The H100 rents for roughly $2 to $3 per GPU hour`: said of an
        // accelerator, not of a model.
        // Only as the sentence's opening subject: `The H100 ...`, `Nvidia's H100 ...`.
        const RawWords before = raw_words(p.clean, s.begin, f.begin);
        for (std::size_t k = 0; k < before.text.size() && k < 3; ++k) {
          const std::string& word = before.text[k];
          if (word.find_first_of("0123456789") != std::string::npos && upper(word[0]) &&
              catalogue.find(word))
            about_accelerator = true;
        }
      }
      if (subject) {
        name = subject->name;
      } else if (about_accelerator) {
        ignore_figure(out, {where, "unsure", "said of an accelerator, not of a model or offer"});
        continue;
      } else if (!paragraph_vague.empty() && !s.row) {
        ignore_figure(out, {p.span(f.begin, f.end), "unsure",
                            "said of '" + paragraph_vague + "', not of a named model"});
        continue;
      } else if (!paragraph_subject.empty() && !s.row && !anaphor) {
        name = paragraph_subject;
        how = "the model its paragraph speaks of";
      } else if (anaphor) {
        // `It costs ...`: the model its paragraph last named, else the one the
        // text last gave a figure of.
        name = paragraph_subject.empty() ? last_fact_subject : paragraph_subject;
        how = "the model the sentence's opening word refers to ('" +
              squeeze(p.clean.substr(
                  s.begin,
                  c.words.ends[lex.cue("anaphora").match_at(c.words.words, 0) - 1] - s.begin)) +
              "')";
      } else if (!document_subject.empty()) {
        name = document_subject;
        how = "the first model the text names";
        by_document = true;
      } else {
        ignore_figure(out, {p.span(f.begin, f.end), "unsure", "no model or offer named for it"});
        continue;
      }
      if (subject && !subject->comparison) sentence_subject = name;
      paragraph_subject = name;
      if (providers_named >= 2 && r.per) {
        // A text that prices models at several providers: each offer by its provider.
        const std::string provider = provider_in(c.words, lex);
        if (!provider.empty() && name.find("(" + provider + ")") == std::string::npos)
          name += " (" + provider + ")";
      }
      note_subject(name);
      if (subject && subject->sized) sized_subjects.insert(key_of(name));
      DraftFact d = *r.fact;
      d.prose = where;
      d.why = d.why + "; said of '" + name + "': " + how;
      Attached a{name,
                 d,
                 field_key_of(d.claim),
                 d.claim.find("per query") != std::string::npos,
                 r.hardware,
                 by_document,
                 last_family};
      if (r.family_size) a.field_key = "size:" + a.field_key;
      a.direct = subject != nullptr;
      attached.push_back(a);
      if (!s.row) last_fact_subject = name;
    }
    if (!s.row) {
      // Carried to the next sentence: input and output only (`Claude Opus 4
      // at $15 and $75` after a sentence that also gave a cached price).
      paragraph_roles.clear();
      for (const auto& role : c.sentence_roles)
        if (role == "input" || role == "output") paragraph_roles.push_back(role);
      paragraph_bare = paragraph_roles.size() == c.sentence_roles.size() ? c.bare_prices : 0;
    }
    // The paragraph speaks of the last model its sentences named, or of the
    // group, or of what a vague subject names.
    std::vector<std::string> named;
    for (const auto& m : mentions)
      if (!m.vague && !m.comparison) {
        paragraph_subject = m.name;
        named.push_back(m.name);
      }
    if (!named.empty()) {
      paragraph_vague.clear();
      group.clear();
      last_names = named;
    } else {
      for (const auto& m : mentions)
        if (m.vague) paragraph_vague = m.name;
    }
    // A training sentence's precision, said of its subject.
    if (c.in_sentence(lex.cue("training"))) {
      static const std::regex precision(R"(\b(fp8|bf16|fp16|fp4|int8|tf32|fp32)\b)",
                                        std::regex::icase);
      const std::string sentence = p.clean.substr(s.begin, s.end - s.begin);
      std::smatch m;
      std::string name = sentence_subject;
      if (name.empty())
        for (const auto& mm : mentions)
          if (!mm.vague && !mm.comparison) {
            name = mm.name;
            break;
          }
      if (name.empty()) name = paragraph_subject.empty() ? document_subject : paragraph_subject;
      const bool found = !name.empty() && std::regex_search(sentence, m, precision);
      const std::size_t pb = found ? s.begin + static_cast<std::size_t>(m.position(1)) : 0;
      const std::size_t pw = c.word_at(pb);
      const bool serving =
          found && lex.distractor("deployment").any_in(c.words.words, pw > 8 ? pw - 8 : 0, pw);
      if (serving)
        ignore_figure(out, {p.span(pb, pb + static_cast<std::size_t>(m.length(1))), "unsure",
                            "a precision for serving the model, not for its training run"});
      if (found && !serving) {
        const std::size_t b = pb;
        DraftFact d;
        d.claim = "in " + to_lower(m[1].str());
        d.prose = p.span(b, b + static_cast<std::size_t>(m.length(1)));
        d.why = "a precision in a sentence about training; said of '" + name + "'";
        note_subject(name);
        attached.push_back({name, d, "precision", false, "", false, ""});
      }
      // The run's accelerator named with no count: `on A100-80GB GPUs`,
      // `on H100-80GB hardware`, said of the sentence's subject.
      const RawWords rw = raw_words(p.clean, s.begin, s.end);
      for (std::size_t i = 0; i < rw.text.size() && !name.empty(); ++i) {
        const std::size_t at = rw.begins[i];
        bool read = false;
        for (const auto& [b, e] : spans_read) read = read || (at >= b && at < e);
        if (read || inside_mention(at)) continue;
        const std::size_t wi = c.word_at(at);
        if (lex.distractor("deployment").any_in(c.words.words, wi > 8 ? wi - 8 : 0, wi)) continue;
        const std::string prev = i > 0 ? to_lower(rw.text[i - 1]) : "";
        const bool vendor = is_vendor(lex, prev);
        const std::string before = vendor && i > 1 ? to_lower(rw.text[i - 2]) : prev;
        // `on A100-80GB GPUs`, `using H800s`, `a cluster of Nvidia H800 chips`.
        if (before != "on" && before != "using" && before != "with" && before != "of") continue;
        for (std::size_t k = std::min<std::size_t>(3, rw.text.size() - i); k >= 1; --k) {
          const std::string raw = p.clean.substr(at, rw.ends[i + k - 1] - at);
          if (!std::isalpha(static_cast<unsigned char>(raw[0])) ||
              raw.find_first_of("0123456789") == std::string::npos)
            continue;
          const Accelerator* a = catalogue.find(raw);
          if (!a && raw.size() > 2 && raw.back() == 's' &&
              std::isdigit(static_cast<unsigned char>(raw[raw.size() - 2])))
            a = catalogue.find(raw.substr(0, raw.size() - 1));  // `on H800s`
          if (!a && k == 1 && raw.find('-') != std::string::npos)
            a = catalogue.find(raw.substr(0, raw.find('-')));
          if (!a) continue;
          std::string id = a->id;
          if (const std::string v = memory_variant(c, id, rw.ends[i + k - 1]); !v.empty()) id = v;
          DraftFact d;
          d.claim = "on " + id;
          d.prose = p.span(at, rw.ends[i + k - 1]);
          d.why = "an accelerator named in a sentence about training; said of '" + name + "'";
          static const CueList whole_family{{{"the", "family"},
                                             {"the", "models"},
                                             {"all", "four"},
                                             {"all", "three"},
                                             {"all", "five"},
                                             {"all", "models"},
                                             {"both", "models"},
                                             {"each", "model"},
                                             {"every", "model"}}};
          std::vector<std::string> targets = {name};
          if (whole_family.any_in(c.words.words, 0, c.words.words.size())) {
            // `IBM trained the family on ... H100 GPUs`: every model the text has
            // given a figure, of the family the name begins.
            const auto family = name_tokens(name);
            targets.clear();
            for (const auto& key : subject_order) {
              const auto t = name_tokens(first_name[key]);
              const bool by_size = name.rfind(kSizeReference, 0) == 0;  // `the 8B`: any record
              if (!t.empty() && !family.empty() && (by_size || t[0] == family[0]) &&
                  first_name[key].rfind(kSizeReference, 0) != 0)
                targets.push_back(first_name[key]);
            }
            if (targets.empty()) targets = {name};
          }
          if (!sentence_group.empty()) targets = sentence_group;  // `Both were trained on H100s`
          for (const auto& target : targets) {
            note_subject(target);
            DraftFact each = d;
            each.why =
                "an accelerator named in a sentence about training; said of '" + target + "'";
            attached.push_back({target, each, "hardware", false, id, false, ""});
          }
          i = rw.text.size();
          break;
        }
      }
    }
  }
  // A name with a size in it given another parameter count (`the new family
  // also includes 8B and 70B versions`, said of `Llama 3.1 405B`): the count
  // names a sibling, `Llama 3.1 8B`.
  for (auto& a : attached) {
    if (a.field_key != "size:params" || a.subject.rfind(kSizeReference, 0) == 0 || a.direct)
      continue;
    const auto tokens = name_tokens(a.subject);
    static const std::regex params_size(R"(^(\d+(\.\d+)?)([bt])$)");
    std::smatch sm;
    if (tokens.empty() || !std::regex_match(tokens.back(), sm, params_size)) continue;
    const double named = std::stod(sm[1].str()) * (sm[3].str() == "t" ? 1e12 : 1e9);
    std::string size = a.fact.claim.substr(0, a.fact.claim.find(' '));
    while (!size.empty() && !std::isdigit(static_cast<unsigned char>(size[0]))) size.erase(0, 1);
    const auto value = parse_scaled(size);
    if (!value || std::fabs(*value - named) <= 0.15 * named) continue;  // MPT-7B has 6.7B
    const std::string stem = a.subject.substr(0, a.subject.size() - tokens.back().size());
    a.fact.why += " (not the size in the name '" + a.subject + "': a sibling's)";
    a.subject = stem + size;
    note_subject(a.subject);
  }
  // Family sentences: a name without a size given several parameter counts
  // is a family, and each count names a member (`Llama 3` with 8B and 70B).
  std::map<std::string, std::vector<std::size_t>> sizes_of;
  for (std::size_t i = 0; i < attached.size(); ++i)
    if (attached[i].field_key == "size:params" &&
        !sized_subjects.count(key_of(attached[i].subject)))
      sizes_of[key_of(attached[i].subject)].push_back(i);
  std::vector<Attached> expanded;
  std::set<std::size_t> moved;
  for (const auto& [family, idx] : sizes_of) {
    std::set<std::string> distinct;
    for (std::size_t i : idx) distinct.insert(attached[i].fact.claim);
    if (distinct.size() < 2) continue;
    for (std::size_t i : idx) {
      Attached a = attached[i];
      std::string size = a.fact.claim.substr(0, a.fact.claim.find(' '));
      while (!size.empty() && !std::isdigit(static_cast<unsigned char>(size[0]))) size.erase(0, 1);
      a.subject = first_name[family] + " " + size;
      a.fact.why += " (a size of the family '" + first_name[family] + "', naming a member)";
      auto& list = members[family];
      if (std::find(list.begin(), list.end(), a.subject) == list.end()) list.push_back(a.subject);
      moved.insert(i);
      note_subject(a.subject);
      expanded.push_back(a);
    }
  }
  // Names that extend a family's (`Llama 3 8B` after `Llama 3`) are members too.
  auto extends = [&](const std::string& k, const std::string& k2) {
    const auto a = name_tokens(first_name[k]), b = name_tokens(first_name[k2]);
    // A member's name adds a parameter count (`8B`, `8x7B`), not a context (`32k`).
    static const std::regex params_size(R"(^(\d+(\.\d+)?[bt]|\d+x\d+(\.\d+)?b)$)");
    return b.size() > a.size() && std::equal(a.begin(), a.end(), b.begin()) &&
           std::any_of(b.begin() + static_cast<long>(a.size()), b.end(),
                       [](const std::string& x) { return std::regex_match(x, params_size); });
  };
  for (const auto& k : subject_order)
    for (const auto& k2 : subject_order)
      if (k2 != k && extends(k, k2) && sized_subjects.count(k2) && !sized_subjects.count(k)) {
        auto& list = members[k];
        if (std::find(list.begin(), list.end(), first_name[k2]) == list.end())
          list.push_back(first_name[k2]);
      }
  for (std::size_t i = 0; i < attached.size(); ++i)
    if (!moved.count(i)) expanded.push_back(attached[i]);
  // Each fact goes to its subject's record; a family's to each member's.
  std::map<std::string, DraftRecord> records;
  std::vector<std::string> order;
  std::map<std::string, bool> has_price, has_query, has_training;
  auto add = [&](const std::string& name, const Attached& a, bool copied) {
    const std::string k = key_of(name);
    if (!records.count(k)) {
      DraftRecord r;
      r.name = name;
      records[k] = r;
      order.push_back(k);
    }
    DraftRecord& r = records[k];
    const std::string fk = a.field_key.rfind("size:", 0) == 0 ? a.field_key.substr(5) : a.field_key;
    const auto names_hardware = [](const std::string& cl) {
      return cl.rfind("on ", 0) == 0 ||
             (cl.find("-hours") != std::string::npos && cl.find("GPU-hours") == std::string::npos);
    };
    if (fk == "hardware")
      for (const auto& f : r.facts)
        if (names_hardware(f.claim)) return;  // the run's accelerator is given already
    if (names_hardware(a.fact.claim) && fk != "hardware")
      r.facts.erase(
          std::remove_if(r.facts.begin(), r.facts.end(),
                         [&](const DraftFact& f) { return field_key_of(f.claim) == "hardware"; }),
          r.facts.end());
    for (const auto& f : r.facts)
      if (field_key_of(f.claim) == fk) {
        if (f.claim != a.fact.claim)
          ignore_figure(
              out, {a.fact.prose, "unsure",
                    "a second figure of the same kind for '" + name + "' (kept: " + f.claim + ")"});
        return;
      }
    DraftFact d = a.fact;
    if (copied) d.why += "; a figure of the family, copied to each member";
    r.facts.push_back(d);
    const std::string& cl = d.claim;
    if (cl.find(" tokens") != std::string::npos &&
        (cl.find(" per 1M ") != std::string::npos || cl.find(" per 1K ") != std::string::npos))
      has_price[k] = true;
    if (a.query)
      has_query[k] = true;
    else if (cl.find("per 1M") == std::string::npos && cl.find("per 1K") == std::string::npos)
      has_training[k] = true;
  };
  for (auto a : expanded) {
    if (a.subject.rfind(kSizeReference, 0) == 0) {
      // `the 405B model`: the record whose name holds that size.
      const std::string said = a.subject.substr(std::string(kSizeReference).size());
      std::vector<std::string> sizes;
      for (std::size_t b = 0, e; b <= said.size(); b = e + 1) {
        e = std::min(said.find('|', b), said.size());
        sizes.push_back(said.substr(b, e - b));
      }
      if (said == "largest" || said == "smallest") {
        // The member with the largest (smallest) parameter count in its name.
        static const std::regex params_size(R"(^(\d+(\.\d+)?)([bt])$)");
        double best = 0;
        std::string best_token;
        int at_best = 0;
        for (const auto& k : subject_order)
          for (const auto& t : name_tokens(first_name[k])) {
            std::smatch sm;
            if (!std::regex_match(t, sm, params_size)) continue;
            const double v = std::stod(sm[1].str()) * (sm[3].str() == "t" ? 1e12 : 1e9);
            const bool better = best_token.empty() || (said == "largest" ? v > best : v < best);
            if (better) {
              best = v;
              best_token = t;
              at_best = 0;
            }
            if (t == best_token) ++at_best;
          }
        sizes = {best_token};
        if (best_token.empty()) sizes.clear();
      }
      std::vector<std::string> found;
      for (const auto& size : sizes) {
        std::string one;
        int count = 0;
        for (const auto& k : subject_order) {
          if (first_name[k].rfind(kSizeReference, 0) == 0) continue;
          const auto t = name_tokens(first_name[k]);
          if (std::find(t.begin(), t.end(), size) != t.end()) {
            one = first_name[k];
            ++count;
          }
        }
        if (count == 0)
          // A model the text names but has given no figure yet: `We release
          // gpt-oss-120b ... The 120b run needed ...`.
          for (const auto& [key, named] : mentioned_names) {
            const auto t = name_tokens(named);
            if (std::find(t.begin(), t.end(), size) != t.end()) {
              one = named;
              ++count;
            }
          }
        if (count == 0 && !a.family_hint.empty()) {
          // `Meta's LLaMA paper ... the 65B model`: a member of the family
          // the text names, though no record of it is named in full.
          std::string up = size;
          for (char& ch : up) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
          one = a.family_hint + " " + up;
          count = 1;
          note_subject(one);
        }
        if (count == 1) found.push_back(one);
      }
      if (found.empty() || found.size() != sizes.size()) {
        ignore_figure(out, {a.fact.prose, "unsure",
                            "said of '" + shown_name(a.subject) + "', which names no one record"});
        continue;
      }
      for (const auto& name : found) {
        Attached each = a;
        each.fact.why += " (the " + said + " model: '" + name + "')";
        each.subject = name;
        const std::string k = key_of(name);
        const auto m = members.find(k);
        if (m != members.end() && !m->second.empty())
          for (const auto& member : m->second) add(member, each, true);
        else
          add(name, each, false);
      }
      continue;
    }
    const std::string k = key_of(a.subject);
    const auto m = members.find(k);
    if (a.by_document && named_models.size() > 1) {
      // A text of several models: the first is no better a guess than the others.
      ignore_figure(out, {a.fact.prose, "unsure",
                          "no model named in its paragraph, and the text names several"});
      continue;
    }
    if (m != members.end() && !m->second.empty() && a.by_document) {
      ignore_figure(out, {a.fact.prose, "unsure",
                          "said of the family '" + a.subject +
                              "' only because the text names it first: not clear which member"});
      continue;
    }
    if (m != members.end() && !m->second.empty()) {
      for (const auto& member : m->second) add(member, a, true);
    } else {
      add(a.subject, a, false);
    }
  }
  const auto date = dateline(p);
  // With no dateline, `In February 2025, ...` dates the records whose figures follow it.
  std::vector<std::pair<std::string, std::pair<std::size_t, std::size_t>>> text_dates;
  std::vector<std::size_t> paragraph_starts;  // offsets where a paragraph begins
  for (const Sentence& sn : sentences)
    if (paragraph_starts.size() <= static_cast<std::size_t>(sn.paragraph))
      paragraph_starts.resize(static_cast<std::size_t>(sn.paragraph) + 1, sn.begin);
  auto paragraph_of = [&](std::size_t at) {
    return std::upper_bound(paragraph_starts.begin(), paragraph_starts.end(), at) -
           paragraph_starts.begin();
  };
  if (!date) {
    static const std::regex in_month(
        R"(\b(?:[Ii]n|[Oo]n|[Aa]s of)\s+(?:early\s+|late\s+|mid-?\s*)?((?:\d{1,2}\s+)?(January|February|March|April|May|June|July|August|September|October|November|December)\s+(?:\d{1,2},?\s+)?(\d{4}))\b)");
    for (auto it = std::sregex_iterator(p.clean.begin(), p.clean.end(), in_month);
         it != std::sregex_iterator(); ++it) {
      const auto& m = *it;
      const std::string mon = to_lower(m[2].str()).substr(0, 3);
      std::string month;
      for (int i = 0; i < 12; ++i)
        if (std::string(kMonths[i]).substr(0, 3) == mon) month = fmt::format("{:02}", i + 1);
      const std::size_t b = static_cast<std::size_t>(m.position(1));
      text_dates.push_back(
          {m[3].str() + "-" + month, {b, b + static_cast<std::size_t>(m.length(1))}});
    }
  }
  // A model given both figures of its training and per-token prices is two
  // records: the model, and its offer (`Kimi K2` and `Kimi K2 API`).
  for (std::size_t oi = 0; oi < order.size(); ++oi) {
    const std::string k = order[oi];
    if (!has_price[k] || !has_training[k]) continue;
    DraftRecord& r = records[k];
    DraftRecord offer;
    offer.name = r.name + " API";
    std::vector<DraftFact> rest;
    for (const auto& f : r.facts) {
      const bool price = f.claim.find(" tokens") != std::string::npos &&
                         (f.claim.find(" per 1M ") != std::string::npos ||
                          f.claim.find(" per 1K ") != std::string::npos);
      (price ? offer.facts : rest).push_back(f);
    }
    // Figures of a training run, not of serving (`tokens/s per user`) or a
    // size an offer may state.
    bool model_facts = false;
    for (const auto& f : rest) {
      const std::string fk = field_key_of(f.claim);
      model_facts =
          model_facts || (f.claim.rfind("date ", 0) != 0 && fk != "params" &&
                          fk != "active params" && f.claim.find("tokens/s") == std::string::npos &&
                          f.claim.find(" per query") == std::string::npos);
    }
    if (!model_facts || offer.facts.empty() || records.count(key_of(offer.name))) continue;
    for (auto& f : offer.facts)
      f.why += "; an offer of '" + r.name + "', apart from its training figures";
    r.facts = rest;
    has_price[k] = false;
    const std::string ok = key_of(offer.name);
    records[ok] = offer;
    has_price[ok] = true;
    order.insert(order.begin() + static_cast<long>(oi) + 1, ok);
    ++oi;
  }
  for (const auto& k : order) {
    DraftRecord r = records[k];
    if (r.facts.empty()) continue;
    r.kind = has_price[k]                         ? RecordKind::api
             : (has_query[k] && !has_training[k]) ? RecordKind::service
                                                  : RecordKind::model;
    if (!date && !text_dates.empty()) {
      std::size_t first = std::string::npos;
      for (const auto& f : r.facts) first = std::min(first, f.prose.begin);
      const std::pair<std::string, std::pair<std::size_t, std::size_t>>* latest = nullptr;
      // One month in the whole text dates every record (`Prices as listed on
      // 20 July 2025` above a table); several date their own paragraphs.
      std::set<std::string> months;
      for (const auto& td : text_dates) months.insert(td.first);
      for (const auto& td : text_dates)
        if ((months.size() == 1 || paragraph_of(td.second.first) == paragraph_of(first)) &&
            (!latest || td.second.second <= first))
          latest = &td;
      if (latest) {
        DraftFact d;
        d.claim = "date " + latest->first;
        d.prose = p.span(latest->second.first, latest->second.second);
        d.why = "the month the text gives before the record's first figure";
        r.facts.push_back(d);
      }
    }
    if (date) {
      DraftFact d;
      d.claim = "date " + date->first;
      d.prose = p.span(date->second.first, date->second.second);
      d.why = "the dateline";
      r.facts.push_back(d);
    }
    r.first_line = r.last_line = r.facts.front().prose.line;
    for (const auto& f : r.facts) {
      r.first_line = std::min(r.first_line, f.prose.line);
      r.last_line = std::max(r.last_line, f.prose.line);
    }
    out.records.push_back(r);
  }
  read_back(out, catalogue, models);
  if (out.unlisted > 0)
    out.notes.push_back(
        fmt::format("{} more numbers not read as claims are not listed (the list stops at {})",
                    out.unlisted, kMaxIgnored));
  if (date)
    for (auto& i : out.ignored)
      if (i.prose.begin >= date->second.first && i.prose.end <= date->second.second) {
        i.reason = "date";
        i.detail = "a part of the dateline (read as the records' date)";
      }
  std::sort(
      out.ignored.begin(), out.ignored.end(),
      [](const IgnoredFigure& a, const IgnoredFigure& b) { return a.prose.begin < b.prose.begin; });
  return out;
}

namespace {

std::string quoted(const std::string& s) {
  std::string r = "\"";
  for (char ch : s) {
    if (ch == '"' || ch == '\\') r += '\\';
    r += ch;
  }
  return r + "\"";
}

std::string comment_text(std::string s) {
  if (s.size() > 100) s = s.substr(0, 97) + "...";
  return s;
}

}  // namespace

std::string Extraction::claims_text(bool explain) const {
  std::string out = fmt::format(
      "# Drafted by claimcheck extract from {}: each figure is quoted from the\n"
      "# prose after it. Check them against the text before relying on them.\n",
      file);
  for (const auto& p : problems) out += fmt::format("# Not read: {}.\n", p);
  for (const auto& n : notes) out += fmt::format("# Note: {}.\n", n);
  for (const auto& r : records) {
    out += r.first_line == r.last_line
               ? fmt::format("\n# line {}\n", r.first_line)
               : fmt::format("\n# lines {}-{}\n", r.first_line, r.last_line);
    out += fmt::format("{} {}:\n", record_kind_name(r.kind), quoted(r.name));
    for (std::size_t i = 0; i < r.facts.size(); ++i) {
      const auto& f = r.facts[i];
      const std::string fact = "    " + f.claim + (i + 1 < r.facts.size() ? "," : "");
      out += fmt::format("{:<44}# line {}: \"{}\"\n", fact + " ", f.prose.line,
                         comment_text(f.prose.text));
      if (explain) out += fmt::format("    #   {}\n", f.why);
    }
  }
  if (!ignored.empty()) {
    out += "\n# Numbers not read as claims:\n";
    for (const auto& i : ignored)
      out += fmt::format("#   line {}: \"{}\": {} ({})\n", i.prose.line, comment_text(i.prose.text),
                         i.detail, i.reason);
  }
  if (records.empty() && problems.empty()) out += "\n# No figure was read as a claim.\n";
  return out;
}

std::string Extraction::plain_text(std::vector<std::vector<int>>& fact_lines) const {
  std::string out;
  int line = 0;
  fact_lines.clear();
  for (const auto& r : records) {
    out += fmt::format("{} {}:\n", record_kind_name(r.kind), quoted(r.name));
    ++line;
    fact_lines.emplace_back();
    for (std::size_t i = 0; i < r.facts.size(); ++i) {
      out += "    " + r.facts[i].claim + (i + 1 < r.facts.size() ? ",\n" : "\n");
      fact_lines.back().push_back(++line);
    }
    out += "\n";
    ++line;
  }
  return out;
}

std::vector<Record> extracted_records(const Extraction& e, const Catalogue& catalogue,
                                      const ModelCatalogue& models) {
  std::vector<std::vector<int>> lines;
  const std::string text = e.plain_text(lines);
  std::vector<Diagnostic> diagnostics;
  std::vector<Record> records = parse_claims(text, e.file, catalogue, diagnostics, &models);
  std::vector<Record> out;
  // Records come back in order; a record the reader refused is left out.
  for (auto& r : records) {
    std::size_t index = 0;
    while (index < e.records.size() && key_of(e.records[index].name) != key_of(r.name)) ++index;
    if (index >= e.records.size()) continue;
    const DraftRecord& d = e.records[index];
    r.file = e.file;
    r.line = d.first_line;
    for (auto& f : r.facts) {
      // A fact's line in the draft says which drafted fact it came from.
      // The fact's line in the draft, compared once: the prose line written
      // over it must not match a later fact's draft line.
      const int draft_line = f.where.line;
      for (std::size_t j = 0; j < lines[index].size(); ++j)
        if (lines[index][j] == draft_line) {
          const ProseSpan& s = d.facts[j].prose;
          f.where.file = e.file;
          f.where.line = s.line;
          f.where.col = s.column;
          f.where.end_col = s.column + static_cast<int>(s.end - s.begin);
          f.where.source_line.clear();
          break;
        }
    }
    std::vector<std::string> written;
    for (const auto& f : d.facts) written.push_back(f.claim);
    r.notes.insert(r.notes.begin(),
                   fmt::format("extracted from the prose (lines {}-{}) as: {}", d.first_line,
                               d.last_line, fmt::join(written, ", ")));
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace claimcheck
