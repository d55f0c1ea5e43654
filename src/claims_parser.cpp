// Actions and driver for the claims grammar (grammar/claims_grammar.hpp), and
// the reader that splits a file into records.
#include "claims_parser.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <tuple>

#include "facts.h"
#include "grammar/claims_grammar.hpp"
#include "input_limits.h"
#include "quantity_format.h"

namespace claimcheck {
namespace {

namespace g = grammar::claims;
namespace p = tao::pegtl;

struct End {
  double number = 0;
  bool has_number = false;
  double scale = 1;
  bool scaled = false;
  bool percent = false;
  std::string currency;
};

struct LexState {
  const char* base = nullptr;
  RecordSyntax* record = nullptr;
  const RecordText* text = nullptr;
  std::vector<Diagnostic>* diagnostics = nullptr;
  std::vector<Token> item;
  // The quantity being read; reset at each attempt since PEGTL backtracks.
  std::size_t quantity_start = 0;
  End ends[2];
  bool range = false, approximate = false, open = false;
  std::string quantity_error;  // found while reading the quantity: reported with its span
  int bound = 0;               // -1 upper (under), +1 lower (over)
  ExpectSyntax expect;
  std::vector<std::size_t> open_parens;  // offsets of the '(' not yet closed on this line

  std::size_t offset(const char* p) const { return static_cast<std::size_t>(p - base); }

  void error(std::size_t begin, std::size_t end, std::string message) {
    Diagnostic d;
    d.where = text->span(begin, end);
    d.message = std::move(message);
    diagnostics->push_back(std::move(d));
  }
};

template <typename Rule>
struct action : p::nothing<Rule> {};

template <>
struct action<g::quantity_begin> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.quantity_start = s.offset(in.begin());
    s.range = s.approximate = s.open = false;
    s.bound = 0;
    s.quantity_error.clear();
  }
};

template <int E>
struct action<g::single_begin<E>> {
  static void apply0(LexState& s) { s.ends[E] = End{}; }
};

template <int E>
struct action<g::currency<E>> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.ends[E].currency = in.string() == "\xE2\x82\xAC" ? "EUR" : "USD";
  }
};

template <int E>
struct action<g::number<E>> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    std::string digits;
    for (char c : in.string())
      if (c != ',' && c != '_') digits += c;
    s.ends[E].number = std::strtod(digits.c_str(), nullptr);
    s.ends[E].has_number = true;
  }
};

double scale_factor(std::string_view word) {
  std::string w;
  for (char c : word)
    if (c != ' ' && c != '\t') w += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (w == "k" || w == "thousand") return 1e3;
  if (w == "m" || w == "million") return 1e6;
  if (w == "b" || w == "bn" || w == "billion") return 1e9;
  return 1e12;  // T, trillion
}

template <int E>
struct action<g::scale<E>> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.ends[E].scale = scale_factor(in.string_view());
    s.ends[E].scaled = true;
  }
};

template <>
struct action<g::malformed_tail> {
  static void apply0(LexState& s) { s.quantity_error = "malformed number"; }
};

template <>
struct action<g::lower_m_scale> {
  static void apply0(LexState& s) {
    s.quantity_error =
        "lower-case 'm' after a number is ambiguous (milli? million?): write M for million";
  }
};

template <int E>
struct action<g::percent<E>> {
  static void apply0(LexState& s) { s.ends[E].percent = true; }
};

template <>
struct action<g::range_tail> {
  static void apply0(LexState& s) { s.range = true; }
};
template <>
struct action<g::lower_bound> {
  static void apply0(LexState& s) { s.bound = 1; }
};
template <>
struct action<g::upper_bound> {
  static void apply0(LexState& s) { s.bound = -1; }
};
template <>
struct action<g::approx> {
  static void apply0(LexState& s) { s.approximate = true; }
};
template <>
struct action<g::open_ended> {
  static void apply0(LexState& s) { s.open = true; }
};

double end_value(const End& e, const End& other, bool right_applies) {
  double v = e.number;
  const End& scale_from = (!e.scaled && right_applies) ? other : e;
  v *= scale_from.scale;
  if (e.percent || (right_applies && other.percent))
    v /= 100;  // 35/100 is nearer 0.35 than 35*0.01
  return v;
}

template <>
struct action<g::quantity> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    Token t;
    t.kind = Token::Kind::quantity;
    t.begin = s.quantity_start;
    t.end = s.offset(in.end());
    t.text = std::string(s.base + t.begin, s.base + t.end);
    const End& a = s.ends[0];
    const End& b = s.ends[1];
    auto fail = [&](std::string message) {
      s.error(t.begin, t.end, std::move(message));
      t.bad = true;
    };
    if (!s.range) {
      const double v = end_value(a, a, false);
      t.value = Interval::point(v);
      t.currency = a.currency;
      t.percent = a.percent;
      t.scaled = a.scaled;
    } else {
      if (a.scaled && !b.scaled)
        fail("the scale of a range is written on its right end, or on both (1M-2M, 1-2M)");
      if (a.percent && !b.percent)
        fail("the % of a range is written on its right end, or on both (35-50%)");
      if (!a.currency.empty() && !b.currency.empty() && a.currency != b.currency)
        fail("the two ends of a range are in different currencies");
      t.value = {end_value(a, b, true), end_value(b, b, false)};
      t.currency = a.currency.empty() ? b.currency : a.currency;
      t.percent = b.percent;
      t.scaled = b.scaled;
      t.range = true;
    }
    if (!s.quantity_error.empty()) fail(s.quantity_error);
    if (!t.bad && (std::isinf(t.value.lo) || std::isinf(t.value.hi)))
      fail("number out of range: too large to be a figure (write 15T+ for an open-ended one)");
    if (!t.bad && t.range && t.value.lo > t.value.hi)
      fail(fmt::format("reversed range: {} is above {}", format_exact(t.value.lo),
                       format_exact(t.value.hi)));
    if (s.approximate && t.range)
      fail("'~' (approximately) applies to a single number, not to a range");
    if ((s.bound != 0 || s.open) && t.range)
      fail("a range cannot also be open-ended ('over', 'under', '+')");
    if (s.bound != 0 && s.open) fail("a figure is written 'over 15T' or '15T+', not both");
    if (!t.bad) {
      if (s.approximate) t.value = {t.value.lo * 0.9, t.value.hi * 1.1};
      if (s.bound > 0 || s.open) t.value = {t.value.lo, INFINITY};
      if (s.bound < 0) t.value = {0, t.value.hi};
    }
    t.approximate = s.approximate;
    t.bounded = s.bound != 0 || s.open;
    s.item.push_back(std::move(t));
  }
};

template <>
struct action<g::negative_quantity> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    Token& t = s.item.back();
    if (!t.bad) s.error(s.offset(in.begin()), t.end, "negative values are not allowed");
    t.bad = true;
  }
};

template <>
struct action<g::unterminated_string> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    const std::size_t begin = s.offset(in.begin());
    s.error(begin, begin + 1, "unterminated string: no closing quote on this line");
    Token t;
    t.kind = Token::Kind::string;
    t.begin = begin;
    t.end = s.offset(in.end());
    t.bad = true;
    s.item.push_back(std::move(t));
  }
};

template <>
struct action<g::word> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    Token t;
    t.kind = Token::Kind::word;
    t.begin = s.offset(in.begin());
    t.end = s.offset(in.end());
    t.text = in.string();
    s.item.push_back(std::move(t));
  }
};

template <>
struct action<g::times> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    Token t;
    t.kind = Token::Kind::times;
    t.begin = s.offset(in.begin());
    t.end = s.offset(in.end());
    t.text = in.string();
    s.item.push_back(std::move(t));
  }
};

template <>
struct action<g::terminated_string> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    Token t;
    t.kind = Token::Kind::string;
    t.begin = s.offset(in.begin());
    t.end = s.offset(in.end());
    const std::string_view raw = in.string_view();
    for (std::size_t i = 1; i + 1 < raw.size(); ++i) {
      if (raw[i] == '\\' && i + 2 < raw.size() && (raw[i + 1] == '"' || raw[i + 1] == '\\')) ++i;
      t.text += raw[i];
    }
    s.item.push_back(std::move(t));
  }
};

template <>
struct action<g::date_fact> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    const std::string_view all = in.string_view();
    const std::size_t begin = s.offset(in.begin());
    Token kw;
    kw.kind = Token::Kind::word;
    kw.begin = begin;
    kw.end = begin + 4;
    kw.text = std::string(all.substr(0, 4));
    std::size_t i = 4;
    while (i < all.size() && (all[i] == ' ' || all[i] == '\t')) ++i;
    Token d;
    d.kind = Token::Kind::date;
    d.begin = begin + i;
    d.end = s.offset(in.end());
    d.text = std::string(all.substr(i));
    s.item.push_back(std::move(kw));
    s.item.push_back(std::move(d));
  }
};

template <>
struct action<g::item_sep> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    const std::size_t at = s.offset(in.begin());
    if (*in.begin() == '(') {
      s.open_parens.push_back(at);
    } else if (*in.begin() == ')') {
      if (s.open_parens.empty())
        s.error(at, at + 1, "a ')' without its '(' on this line");
      else
        s.open_parens.pop_back();
    }
  }
};

template <>
struct action<g::item> {
  static void apply0(LexState& s) {
    s.record->items.push_back(std::move(s.item));
    s.item.clear();
  }
};

template <>
struct action<g::kind_word> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.record->kind = in.string();
    s.record->kind_begin = s.offset(in.begin());
    s.record->kind_end = s.offset(in.end());
  }
};

template <>
struct action<g::record_name> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.record->name_begin = s.offset(in.begin());
    s.record->name_end = s.offset(in.end());
    if (!s.item.empty() && s.item.back().kind == Token::Kind::string) {
      if (s.item.back().bad) s.record->kind.clear();  // unterminated name: already reported
      s.record->name = s.item.back().text;
      s.item.pop_back();
    } else {
      s.record->name = in.string();
    }
  }
};

template <>
struct action<g::at_most> {
  static void apply0(LexState& s) { s.expect.at_most = true; }
};

template <>
struct action<g::verdict_word> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.expect.verdict = in.string();
    s.expect.verdict_begin = s.offset(in.begin());
    s.expect.verdict_end = s.offset(in.end());
  }
};

template <>
struct action<g::rule_id> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.expect.rule = in.string();
    s.expect.end = s.offset(in.end());
  }
};

template <>
struct action<g::expect_line> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    std::size_t b = s.offset(in.begin());
    while (s.base[b] == ' ' || s.base[b] == '\t') ++b;
    s.expect.begin = b;
    if (s.expect.rule.empty()) s.expect.end = s.expect.verdict_end;
    s.record->expectations.push_back(s.expect);
    s.expect = ExpectSyntax{};
  }
};

bool is_continuation_byte(unsigned char c) {
  return (c & 0xC0) == 0x80;
}

}  // namespace

void RecordText::add_line(int number, std::string_view line) {
  if (!line_numbers.empty()) text += '\n';
  line_starts.push_back(text.size());
  line_numbers.push_back(number);
  text += line;
}

std::string_view RecordText::line_text(std::size_t index) const {
  const std::size_t start = line_starts[index];
  const std::size_t end = index + 1 < line_starts.size() ? line_starts[index + 1] - 1 : text.size();
  return std::string_view(text).substr(start, end - start);
}

SourceSpan RecordText::span(std::size_t begin, std::size_t end) const {
  std::size_t index = 0;
  while (index + 1 < line_starts.size() && line_starts[index + 1] <= begin) ++index;
  const std::string_view line = line_text(index);
  const std::size_t start = line_starts[index];
  const std::size_t b = begin - start;
  std::size_t e = end > begin ? end - start : b + 1;
  if (e > line.size()) e = std::max(b + 1, line.size());
  return make_span(file, line_numbers[index], line, b, e);
}

namespace {

template <typename Rule>
void lex_line(const RecordText& text, std::size_t index, LexState& state,
              std::vector<Diagnostic>& diagnostics, bool& fatal) {
  const std::string_view line = text.line_text(index);
  const std::size_t start = text.line_starts[index];
  p::memory_input<> in(line.data(), line.data() + line.size(), text.file);
  state.open_parens.clear();
  try {
    p::parse<Rule, action, p::must_if<g::errors>::control>(in, state);
    if (!state.open_parens.empty()) {
      const std::size_t at = state.open_parens.front();
      state.error(at, at + 1, "a '(' not closed on its line");
    }
  } catch (const p::parse_error& e) {
    const std::size_t offset = start + e.positions().front().byte;
    // Point at a whole character, not at one byte of it.
    const std::string_view rest =
        std::string_view(text.text).substr(std::min(offset, text.text.size()));
    std::size_t width = 1;
    while (width < rest.size() && is_continuation_byte(static_cast<unsigned char>(rest[width])))
      ++width;
    Diagnostic d;
    d.where = text.span(offset, offset + width);
    d.message = std::string(e.message());
    diagnostics.push_back(std::move(d));
    state.item.clear();
    state.expect = ExpectSyntax{};
    fatal = true;
  }
}

}  // namespace

bool lex_record(const RecordText& text, RecordSyntax& out, std::vector<Diagnostic>& diagnostics) {
  LexState state;
  state.base = text.text.data();
  state.record = &out;
  state.text = &text;
  state.diagnostics = &diagnostics;
  bool fatal = false;
  lex_line<g::header_line>(text, 0, state, diagnostics, fatal);
  if (fatal) out.kind.clear();  // the header is unreadable: its facts are not interpreted
  for (std::size_t i = 1; i < text.line_starts.size(); ++i)
    lex_line<g::continuation_line>(text, i, state, diagnostics, fatal);
  return !fatal && !out.kind.empty();
}

bool check_text(std::string_view line, const std::string& file, int line_number,
                std::vector<Diagnostic>& diagnostics) {
  std::size_t i = 0;
  while (i < line.size()) {
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

ClaimsReader::ClaimsReader(std::istream& in, std::string name, const Catalogue& catalogue)
    : in_(in), name_(std::move(name)), catalogue_(catalogue) {}

bool ClaimsReader::read_line(std::string& line, std::vector<Diagnostic>& diagnostics) {
  while (std::getline(in_, line)) {
    ++line_number_;
    if (line_number_ == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0)
      line.erase(0, 3);                                         // byte-order mark
    if (!line.empty() && line.back() == '\r') line.pop_back();  // CRLF
    if (line.size() > limits::kLineBytes) {
      Diagnostic d;
      d.where.file = name_;
      d.where.line = line_number_;
      d.where.col = 1;
      d.where.end_col = 2;
      // Show the start of the line only, cut at a character boundary.
      std::size_t shown = 80;
      while (shown > 0 && (static_cast<unsigned char>(line[shown]) & 0xC0) == 0x80) --shown;
      d.where.source_line = line.substr(0, shown) + "...";
      d.message =
          fmt::format("line too long: {} bytes; the limit is {}", line.size(), limits::kLineBytes);
      diagnostics.push_back(std::move(d));
      line.clear();  // reported; read as blank so the rest of the file is still checked
      return true;
    }
    if (!check_text(line, name_, line_number_, diagnostics)) {
      line.clear();  // reported; read as blank so the rest of the file is still checked
    }
    return true;
  }
  return false;
}

namespace {
bool blank_or_comment(std::string_view line) {
  const auto first = line.find_first_not_of(" \t");
  return first == std::string_view::npos || line[first] == '#';
}
}  // namespace

bool ClaimsReader::next(Record& out, std::vector<Diagnostic>& diagnostics) {
  std::string line;
  while (true) {
    RecordText text;
    text.file = name_;
    if (have_pending_) {
      text.add_line(pending_line_, pending_);
      have_pending_ = false;
    } else {
      // Find the start of the next record.
      bool found = false;
      while (read_line(line, diagnostics)) {
        if (blank_or_comment(line)) continue;
        if (line[0] == ' ' || line[0] == '\t') {
          Diagnostic d;
          const auto first = line.find_first_not_of(" \t");
          d.where = make_span(name_, line_number_, line, first, line.size());
          d.message =
              "indented line outside a record: a record starts at column 1 with model, api, "
              "service or plan";
          diagnostics.push_back(std::move(d));
          continue;
        }
        text.add_line(line_number_, line);
        found = true;
        break;
      }
      if (!found) return false;
    }
    // Its continuation lines: indented, until the next line at column 1.
    bool too_long = false;
    while (read_line(line, diagnostics)) {
      if (blank_or_comment(line)) continue;
      if (line[0] == ' ' || line[0] == '\t') {
        if (text.line_numbers.size() < limits::kRecordLines) {
          text.add_line(line_number_, line);
        } else if (!too_long) {
          too_long = true;  // the rest of the record is read and dropped, not held
          Diagnostic d;
          d.where = text.span(0, text.line_text(0).size());
          d.message = fmt::format("this record has more than {} lines", limits::kRecordLines);
          diagnostics.push_back(std::move(d));
        }
        continue;
      }
      pending_ = line;
      pending_line_ = line_number_;
      have_pending_ = true;
      break;
    }
    if (too_long) continue;
    RecordSyntax syntax;
    const std::size_t errors_before = diagnostics.size();
    bool lexed = lex_record(text, syntax, diagnostics);
    if (syntax.items.size() > limits::kRecordItems) {
      Diagnostic d;
      d.where = text.span(0, text.line_text(0).size());
      d.message = fmt::format("this record has {} facts; the limit is {}", syntax.items.size(),
                              limits::kRecordItems);
      diagnostics.push_back(std::move(d));
      continue;
    }
    // Facts are still interpreted after a lexical error, to report theirs too.
    const bool ok = !syntax.kind.empty() &&
                    interpret_record(syntax, text, catalogue_, out, diagnostics) && lexed;
    if (ok && diagnostics.size() == errors_before) return true;
  }
}

std::vector<Record> parse_claims(std::string_view text, const std::string& name,
                                 const Catalogue& catalogue, std::vector<Diagnostic>& diagnostics) {
  std::istringstream in{std::string(text)};
  ClaimsReader reader(in, name, catalogue);
  std::vector<Record> records;
  Record r;
  while (reader.next(r, diagnostics)) records.push_back(std::move(r));
  sort_diagnostics(diagnostics);
  return records;
}

}  // namespace claimcheck
