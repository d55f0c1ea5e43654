// Reading a figure with the prose grammar.
#include "extract/figures.h"

#include <fmt/format.h>

#include <array>
#include <cctype>
#include <cmath>
#include <grammar/prose_grammar.hpp>
#include <string>

#include "text/ascii.h"
#include "vocab/scale_words.h"

namespace claimcheck {
namespace {

namespace g = grammar::prose;
namespace p = tao::pegtl;

/// What the grammar saw of one end of a figure.
struct End {
  std::string digits, words, scale;
  bool percent = false;
  std::optional<Currency> currency;
  bool seen = false;
};

struct State {
  const char* data = nullptr;  // the start of the input
  std::size_t begin = 0;
  Hedge hedge = Hedge::none;
  std::array<End, 2> ends;
  bool range = false, open_ended = false;
};

template <typename Rule>
struct action : p::nothing<Rule> {};

template <>
struct action<g::figure_begin> {
  template <typename In>
  static void apply(const In& in, State& s) {
    s.begin = static_cast<std::size_t>(in.begin() - s.data);
  }
};
template <>
struct action<g::hedge_over> {
  static void apply0(State& s) { s.hedge = Hedge::over; }
};
template <>
struct action<g::hedge_at_least> {
  static void apply0(State& s) { s.hedge = Hedge::at_least; }
};
template <>
struct action<g::hedge_up_to> {
  static void apply0(State& s) { s.hedge = Hedge::at_most; }
};
template <>
struct action<g::hedge_at_most> {
  static void apply0(State& s) { s.hedge = Hedge::at_most; }
};
template <>
struct action<g::hedge_under> {
  static void apply0(State& s) { s.hedge = Hedge::under; }
};
// After the inner hedge's action: `no more than` bounds from above.
template <>
struct action<g::hedge_no_more> {
  static void apply0(State& s) { s.hedge = Hedge::at_most; }
};
template <>
struct action<g::hedge_no_less> {
  static void apply0(State& s) { s.hedge = Hedge::at_least; }
};
template <>
struct action<g::hedge_about> {
  static void apply0(State& s) { s.hedge = Hedge::about; }
};
template <>
struct action<g::range_open> {
  static void apply0(State& s) { s.range = true; }
};
template <>
struct action<g::plus_sign> {
  static void apply0(State& s) { s.open_ended = true; }
};
// Each end starts afresh: a failed range attempt leaves nothing behind.
template <int E>
struct action<g::end_begin<E>> {
  static void apply0(State& s) { s.ends[E] = End{}; }
};
template <int E>
struct action<g::end_digits<E>> {
  template <typename In>
  static void apply(const In& in, State& s) {
    s.ends[E].digits = in.string();
    s.ends[E].seen = true;
  }
};
template <int E>
struct action<g::end_words<E>> {
  template <typename In>
  static void apply(const In& in, State& s) {
    s.ends[E].words = in.string();
    s.ends[E].seen = true;
  }
};
template <int E>
struct action<g::end_scale<E>> {
  template <typename In>
  static void apply(const In& in, State& s) {
    s.ends[E].scale = in.string();
  }
};
template <int E>
struct action<g::end_percent<E>> {
  static void apply0(State& s) { s.ends[E].percent = true; }
};
template <int E>
struct action<g::end_currency<E>> {
  template <typename In>
  static void apply(const In& in, State& s) {
    const std::string t = in.string();
    Currency c = Currency::usd;
    if (t.find("\xE2\x82\xAC") != std::string::npos || t.rfind("EUR", 0) == 0) c = Currency::eur;
    if (t.find("\xC2\xA3") != std::string::npos || t.rfind("GBP", 0) == 0) c = Currency::gbp;
    if (t.rfind("CNY", 0) == 0 || t.rfind("RMB", 0) == 0) c = Currency::cny;
    s.ends[E].currency = c;
  }
};

double scale_factor(const std::string& scale) {
  std::string s = ascii_lower(scale);
  while (!s.empty() && (std::isspace(static_cast<unsigned char>(s.front())) || s.front() == '-'))
    s.erase(0, 1);
  return scale_word_factor(s).value_or(1);
}

/// `1,082,990`, `3.8e25`, `3.8 × 10^25`, `10^25`.
double digits_value(const std::string& text) {
  std::string plain;
  std::size_t i = 0;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == 'e' || c == 'E' ||
        ((c == '+' || c == '-') && i > 0 && (text[i - 1] == 'e' || text[i - 1] == 'E')))
      plain += c;
    else if (c != ',' && c != '_')
      break;
  }
  const auto caret = text.find('^');
  if (caret != std::string::npos) {
    const double exponent = std::strtod(text.c_str() + caret + 1, nullptr);
    const double mantissa = text.rfind("10^", 0) == 0 ? 1 : std::strtod(plain.c_str(), nullptr);
    return mantissa * std::pow(10.0, exponent);
  }
  return std::strtod(plain.c_str(), nullptr);
}

int word_value(const std::string& w) {
  if (w == "a" || w == "an") return 1;
  return cardinal_word_value(w);
}

/// `fifteen trillion`, `twenty-four`, `a million`, `two hundred thousand`,
/// `three hundred and ninety`, `seven point seven million`.
double words_value(const std::string& text) {
  std::string w;
  double total = 0, group = 0;
  bool point = false;  // past `point`: digits of the decimals
  std::string decimals;
  auto fraction = [&] {
    return decimals.empty() ? 0.0 : std::strtod(("0." + decimals).c_str(), nullptr);
  };
  auto flush = [&](const std::string& word) {
    if (word.empty() || word == "and" || word == "single") return;  // `a single`: the `a`
    if (word == "point") {
      point = true;
      return;
    }
    const int v = word == "oh" ? 0 : word_value(word);
    if (point && v >= 0 && v <= 9) {
      decimals += static_cast<char>('0' + v);
    } else if (v >= 0) {
      group += v;
    } else if (word == "hundred") {
      group = (group == 0 ? 1 : group) * 100;
    } else {
      const double f = scale_factor(word);
      const double g = group + fraction();
      total += (g == 0 ? 1 : g) * f;
      group = 0;
      point = false;
      decimals.clear();
    }
  };
  for (char c : ascii_lower(text)) {
    if (std::isalpha(static_cast<unsigned char>(c))) {
      w += c;
    } else {
      flush(w);
      w.clear();
    }
  }
  flush(w);
  return total + group + fraction();
}

double end_value(const End& e) {
  const double base = e.digits.empty() ? words_value(e.words) : digits_value(e.digits);
  return base * (e.scale.empty() ? 1 : scale_factor(e.scale));
}

/// A number in the claims language: `15T`, `1.08299M`, `0.15`, `3.8e+25`.
std::string number_text(double v) {
  if (v >= 1e15 || (v > 0 && v < 1e-4)) return fmt::format("{:.6g}", v);
  static const std::pair<double, const char*> scales[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}};
  for (const auto& [f, letter] : scales)
    if (v >= f) return fmt::format("{}{}", std::stod(fmt::format("{:.6g}", v / f)), letter);
  return fmt::format("{}", std::stod(fmt::format("{:.6g}", v)));
}

std::string with_currency(const std::optional<Currency>& c, const std::string& number) {
  if (!c) return number;
  switch (*c) {
    case Currency::usd:
      return "$" + number;
    case Currency::eur:
      return "\xE2\x82\xAC" + number;
    case Currency::gbp:
      return "\xC2\xA3" + number;
    case Currency::cny:
      return "CNY " + number;
  }
  return number;
}

}  // namespace

std::optional<ProseFigure> read_figure(std::string_view text, std::size_t at) {
  if (at >= text.size()) return std::nullopt;
  State s;
  s.data = text.data() + at;
  p::memory_input<p::tracking_mode::lazy> in(text.data() + at, text.size() - at, "figure");
  bool matched = false;
  try {
    matched = p::parse<g::figure, action>(in, s);
  } catch (const p::parse_error&) {
    matched = false;
  }
  if (!matched) return std::nullopt;
  ProseFigure f;
  f.begin = at + s.begin;
  f.end = at + static_cast<std::size_t>(in.current() - s.data);
  f.hedge = s.hedge;
  f.range = s.range && s.ends[1].seen;
  f.open_ended = s.open_ended;
  End a = s.ends[0];
  const End& b = s.ends[1];
  if (f.range) {
    // "between $1 and $2 million", "41–42%": the second end's scale, sign
    // and currency hold for the first when it has none of its own.
    if (a.scale.empty() && !b.scale.empty() && end_value(a) * scale_factor(b.scale) <= end_value(b))
      a.scale = b.scale;
    if (!a.percent && b.percent) a.percent = true;
    if (!a.currency && b.currency) a.currency = b.currency;
  }
  f.lo = end_value(a);
  f.hi = f.range ? end_value(b) : f.lo;
  if (f.range && f.hi < f.lo) return std::nullopt;  // "2024-25", "3-1": not a range of one figure
  f.percent = a.percent;
  f.currency = a.currency;
  // `six point four million`: a scale in words is a scale too.
  const auto scale_in_words = [](const End& e) { return has_scale_word(e.words); };
  f.scaled = !a.scale.empty() || (f.range && !b.scale.empty()) || scale_in_words(a);
  f.words = a.digits.empty();
  f.power = a.digits.find_first_of("eE^") != std::string::npos;
  if (!std::isfinite(f.lo) || !std::isfinite(f.hi)) return std::nullopt;
  return f;
}

std::string figure_text(const ProseFigure& f, double factor) {
  auto one = [&](double v) {
    std::string t = with_currency(f.currency, number_text(v * factor));
    if (f.percent) t += "%";
    return t;
  };
  std::string t = f.range ? one(f.lo) + ".." + one(f.hi) : one(f.lo);
  if (f.open_ended) t += "+";
  switch (f.hedge) {
    case Hedge::over:
      return "over " + t;
    case Hedge::at_least:
      return "at least " + t;
    case Hedge::under:
      return "at most " + t;  // the conventions write "under" and "less than" as at most
    case Hedge::at_most:
      return "at most " + t;
    case Hedge::about:
      return f.range ? t : "~" + t;
    case Hedge::none:
      return t;
  }
  return t;
}

}  // namespace claimcheck
