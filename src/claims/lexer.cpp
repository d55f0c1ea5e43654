// The PEGTL actions for the claims grammar (grammar/claims_grammar.hpp) and
// the driver that lexes one record with them.
#include "claims/lexer.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <tuple>

#include "grammar/claims_grammar.hpp"
#include "quantity/format.h"
#include "quantity/numbers.h"
#include "quantity/units.h"
#include "text/ascii.h"
#include "text/limits.h"
#include "text/source_text.h"
#include "vocab/scale_words.h"

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
  std::optional<Currency> currency;
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
    const std::string sign = in.string();
    if (sign == "\xE2\x82\xAC")
      s.ends[E].currency = Currency::eur;
    else if (sign == "\xC2\xA3")
      s.ends[E].currency = Currency::gbp;
    else if (sign == "\xC2\xA5")
      s.quantity_error =
          "'\xC2\xA5' is the sign of both the yen and the yuan: write CNY 2 for yuan";
    else
      s.ends[E].currency = parse_currency_code(sign).value_or(Currency::usd);
  }
};

/// read_number through strtod, for what from_chars does not take.
inline double read_number_slowly(std::string_view text) {
  std::string digits;
  for (const char c : text)
    if (c != ',' && c != '_') digits += c;
  return std::strtod(digits.c_str(), nullptr);
}

/// The value of a number as the grammar reads it (`16,384`, `1_000`, `3.8e25`),
/// correctly rounded; a malformed tail (`1.2.3`) is not read.
inline double read_number(std::string_view text) {
  char digits[64] = {};
  std::size_t n = 0;
  for (const char c : text)
    if (c != ',' && c != '_') {
      if (n == sizeof digits - 1) return read_number_slowly(text);
      digits[n++] = c;
    }
  double v = 0;
  const auto [end, ec] = parse_double(digits, digits + n, v);
  // Beyond the range of a double, strtod says what it comes to (inf, or 0
  // or a subnormal); from_chars does not.
  if (ec != std::errc() || end == digits) return read_number_slowly(text);
  return v;
}

template <int E>
struct action<g::number<E>> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.ends[E].number = read_number(in.string_view());
    s.ends[E].has_number = true;
  }
};

template <int E>
struct action<g::word_number<E>> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.ends[E].number = number_word_value(in.string_view());
    s.ends[E].has_number = true;
  }
};

template <int E>
struct action<g::scale<E>> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.ends[E].scale = scale_word_factor(in.string_view()).value_or(1);
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

/// The token of a quantity just read (`15.6T`, `35%..50%`), reported where bad.
template <typename Input>
Token quantity_token(const Input& in, LexState& s);

template <>
struct action<g::quantity> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.item.push_back(quantity_token(in, s));
  }
};

template <>
struct action<g::pin_quantity> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.expect.pin_value = quantity_token(in, s);
  }
};

template <>
struct action<g::pin_rule> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.expect.pin_rule = in.string();
  }
};

template <>
struct action<g::pin_let> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.expect.pin_let = in.string();
  }
};

template <>
struct action<g::pin_unit> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.expect.pin_unit = in.string();
    s.expect.pin_unit_begin = s.offset(in.begin());
    s.expect.pin_unit_end = s.offset(in.end());
  }
};

template <>
struct action<g::expect_pin> {
  template <typename Input>
  static void apply(const Input& in, LexState& s) {
    s.expect.pinned = true;
    s.expect.end = s.offset(in.end());
  }
};

template <typename Input>
Token quantity_token(const Input& in, LexState& s) {
  {
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
      if (a.currency && b.currency && a.currency != b.currency)
        fail("the two ends of a range are in different currencies");
      t.value = {end_value(a, b, true), end_value(b, b, false)};
      t.currency = a.currency ? a.currency : b.currency;
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
    return t;
  }
}

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
    // The item's tokens move into the record; the lexer goes on with an
    // emptied vector of a record before, whose storage is kept.
    RecordSyntax& r = *s.record;
    r.items.push_back(r.take_spare_item());
    std::swap(r.items.back(), s.item);
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
    if (!s.expect.pinned && s.expect.rule.empty()) s.expect.end = s.expect.verdict_end;
    s.record->expectations.push_back(s.expect);
    s.expect = ExpectSyntax{};
  }
};

}  // namespace

void RecordSyntax::clear() {
  kind.clear();
  kind_begin = kind_end = 0;
  name.clear();
  name_begin = name_end = 0;
  for (auto& item : items) {
    item.clear();
    spare_items.push_back(std::move(item));
  }
  items.clear();
  expectations.clear();
}

std::vector<Token> RecordSyntax::take_spare_item() {
  if (spare_items.empty()) return {};
  std::vector<Token> item = std::move(spare_items.back());
  spare_items.pop_back();
  return item;
}

void RecordText::clear() {
  text.clear();
  line_numbers.clear();
  line_starts.clear();
  line_ascii.clear();
  shared_lines.clear();
}

void RecordText::add_line(int number, std::string_view line) {
  if (!line_numbers.empty()) text += '\n';
  line_starts.push_back(text.size());
  line_numbers.push_back(number);
  line_ascii.push_back(is_ascii(line) ? 1 : 0);
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
  return span_on_line(file, line_numbers[index], shared_lines.line(index, line), b, e,
                      line_ascii[index] != 0);
}

namespace {

template <typename Rule>
void lex_line(const RecordText& text, std::size_t index, LexState& state,
              std::vector<Diagnostic>& diagnostics, bool& fatal) {
  const std::string_view line = text.line_text(index);
  const std::size_t start = text.line_starts[index];
  // Positions are worked out from the byte offset only for an error, and the
  // file name is not copied for each line.
  p::memory_input<p::tracking_mode::lazy, p::eol::lf_crlf, const char*> in(
      line.data(), line.data() + line.size(), text.file.str().c_str());
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
  state.item = out.take_spare_item();
  bool fatal = false;
  lex_line<g::header_line>(text, 0, state, diagnostics, fatal);
  if (fatal) out.kind.clear();  // the header is unreadable: its facts are not interpreted
  for (std::size_t i = 1; i < text.line_starts.size(); ++i)
    lex_line<g::continuation_line>(text, i, state, diagnostics, fatal);
  state.item.clear();
  out.spare_items.push_back(std::move(state.item));
  return !fatal && !out.kind.empty();
}

}  // namespace claimcheck
