// Writing quantities for readers: the display unit for each dimension is data.
#include "quantity/format.h"

#include <fmt/compile.h>
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <vector>

#include "quantity/numbers.h"

namespace claimcheck {
namespace {

using B = BaseDim;

// Significant figures of a reader's number: three for derived figures; more
// while a claimed figure is written (QuantityStyle::claimed), so that a
// quote from the output does not misquote the source.
thread_local int significant = 3;
constexpr int kClaimedDigits = 8;
/// Whether a figure of three significant figures may be written the quick
/// way (put_sig_quickly, put_suffixed_quickly); off only to test that way
/// against the careful one.
thread_local bool quick_figures = true;

/// Sets the significant figures for a scope, and restores them however it ends.
class Significant {
 public:
  explicit Significant(int digits) : saved_(significant) { significant = digits; }
  ~Significant() { significant = saved_; }
  Significant(const Significant&) = delete;
  Significant& operator=(const Significant&) = delete;

 private:
  int saved_;
};

/// `v` rounded to `digits` significant figures the long way: written in
/// decimal to that many figures, exactly, and read back.
double rounded_exactly(double v, int digits) {
  char buffer[40];
  const auto end =
      fmt::format_to_n(buffer, sizeof buffer - 1, FMT_COMPILE("{:.{}e}"), v, digits - 1).out;
  double r = v;
  parse_double(buffer, end, r);
  return r;
}

/// The shortest decimal digits that read back as `v` (finite, not zero):
/// `digits` without the point or sign, `exponent` that of the first digit.
struct Shortest {
  char digits[20];
  int length = 0;
  int exponent = 0;
  bool negative = false;
};

bool shortest(double v, Shortest& out) {
#if FMT_VERSION >= 90000 && FMT_VERSION < 100000
  // fmt 9's Dragonbox: the same shortest digits as to_chars, directly.
  if (!std::isfinite(v) || v == 0) return false;
  const auto decimal = fmt::detail::dragonbox::to_decimal(std::fabs(v));
  char text[24];
  const auto written = std::to_chars(text, text + sizeof text, decimal.significand);
  int length = static_cast<int>(written.ptr - text);
  out.negative = std::signbit(v);
  out.exponent = decimal.exponent + length - 1;
  while (length > 1 && text[length - 1] == '0') --length;  // as to_chars writes them
  if (length > static_cast<int>(sizeof out.digits)) return false;
  out.length = length;
  std::copy(text, text + length, out.digits);
  return true;
#else
  char buffer[40];
  const auto written =
      std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::scientific);
  if (written.ec != std::errc()) return false;
  const char* p = buffer;
  const char* const end = written.ptr;
  out.negative = *p == '-';
  if (out.negative) ++p;
  out.length = 0;
  for (; p < end && *p != 'e'; ++p)
    if (*p != '.') {
      if (out.length == static_cast<int>(sizeof out.digits)) return false;
      out.digits[out.length++] = *p;
    }
  if (p == end || out.length == 0) return false;
  ++p;  // 'e'
  const bool below = *p == '-';
  if (*p == '-' || *p == '+') ++p;
  int e = 0;
  if (std::from_chars(p, end, e).ec != std::errc()) return false;
  out.exponent = below ? -e : e;
  return true;
#endif
}

constexpr double kPowers[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                              1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                              1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
constexpr int kLargest = 22;

/// `a` (positive) scaled by an exact power of ten, 10^k, to have `figures`
/// (1 to 8) figures before the point: one correctly rounded operation, so
/// within 2^-53 of the exact product. False for `a` outside 1e-12 to 1e20,
/// or where no power of the table does it.
bool scale_to_figures(double a, int figures, int& k, double& scaled) {
  if (figures < 1 || figures > 8 || !(a >= 1e-12 && a < 1e20)) return false;
  // The decimal exponent from the binary one, a in [2^e, 2^(e+1)): exact or
  // one low, and tried upwards from there.
  std::uint64_t bits = 0;
  std::memcpy(&bits, &a, sizeof bits);
  const int binary = static_cast<int>((bits >> 52) & 0x7FF) - 1023;
  int exponent = static_cast<int>(std::floor(binary * 0.30102999566398120));
  for (int attempt = 0; attempt < 4; ++attempt) {
    k = figures - 1 - exponent;
    if (k > kLargest || k < -kLargest) return false;
    scaled = k >= 0 ? a * kPowers[k] : a / kPowers[-k];
    if (scaled < kPowers[figures - 1])
      --exponent;
    else if (scaled >= kPowers[figures])
      ++exponent;
    else
      return true;
  }
  return false;
}

/// rounded_exactly, the quickest way: `v` scaled to have `digits` figures
/// before the point, rounded to a whole number, and scaled back. The figures
/// are right unless the scaled value lies within its error of a half, and
/// scaling back (one correctly rounded operation) gives the double nearest
/// the rounded decimal, as reading it would. False where this does not decide.
/// rounded_quickly's figures: `a` (positive) scaled by 10^k to `digits`
/// figures before the point and rounded to the whole number `kept` (which
/// may be 10^digits, where it rounded up). False where that does not decide.
bool rounded_figures(double a, int digits, int& k, double& kept) {
  double scaled = 0;
  if (!scale_to_figures(a, digits, k, scaled)) return false;
  const double whole = std::floor(scaled), fraction = scaled - whole;
  // The scaled value is within 1e-8 of the exact one (below 10^8 with 53 bits).
  if (std::fabs(fraction - 0.5) < 1e-6) return false;
  kept = fraction > 0.5 ? whole + 1 : whole;
  return true;
}

bool rounded_quickly(double v, int digits, double& out) {
  int k = 0;
  double kept = 0;
  if (!rounded_figures(std::fabs(v), digits, k, kept)) return false;
  const double r = k >= 0 ? kept / kPowers[k] : kept * kPowers[-k];
  out = v < 0 ? -r : r;
  return true;
}

/// The shortest digits of `v`, the quick way, when `v` is the double nearest
/// a decimal of at most `most` (1 to 8) figures, as a rounded figure is:
/// scaled to a whole number that scales back to `v` exactly. (No other
/// decimal of so few figures reads back as `v`, so those are its shortest
/// digits.) False otherwise.
bool short_digits_quickly(double v, int most, Shortest& out) {
  int k = 0;
  double scaled = 0;
  const double a = std::fabs(v);
  if (!scale_to_figures(a, most, k, scaled)) return false;
  const double whole = std::round(scaled);
  if ((k >= 0 ? whole / kPowers[k] : whole * kPowers[-k]) != a) return false;
  // `whole` has `most` figures (or one more, 10^most, when it rounded up).
  // (Zeroed: to_chars writes at least one digit, which g++ with a profile
  // does not see, and warns.)
  char text[24] = {};
  const auto written = std::to_chars(text, text + sizeof text, static_cast<long long>(whole));
  int length = static_cast<int>(written.ptr - text);
  const int first = most - 1 - k + (length - most);  // the exponent of the first figure
  while (length > 1 && text[length - 1] == '0') --length;
  out.negative = v < 0;
  out.length = length;
  out.exponent = first;
  std::copy(text, text + length, out.digits);
  return true;
}

/// rounded_exactly: quickly where that decides; else from the shortest
/// digits that read back as `v`. Rounding them to `digits` figures rounds
/// `v` itself the same way, except where they end in the 5 of a tie, or where
/// `v` is a power of two (the doubles below it are closer together than
/// those above): those, and the rare rest, go the long way.
double rounded_afresh(double v, int digits) {
  if (!std::isfinite(v) || v == 0) return v;
  if (double quick = 0; rounded_quickly(v, digits, quick)) return quick;
  if (digits < 1 || digits > 15 || std::fabs(v) < 1e-300) return rounded_exactly(v, digits);
  int binary_exponent = 0;
  if (std::fabs(std::frexp(v, &binary_exponent)) == 0.5) return rounded_exactly(v, digits);
  Shortest s;
  if (!shortest(v, s)) return rounded_exactly(v, digits);
  if (s.length <= digits) return v;  // already that short
  if (s.length == digits + 1 && s.digits[digits] == '5') return rounded_exactly(v, digits);
  // Keep `digits` figures, rounded half up (no tie is left to break).
  char kept[20];
  std::copy(s.digits, s.digits + digits, kept);
  int exponent = s.exponent;
  if (s.digits[digits] >= '5') {
    int i = digits - 1;
    while (i >= 0 && kept[i] == '9') kept[i--] = '0';
    if (i >= 0) {
      ++kept[i];
    } else {  // 9.99 -> 10.0
      kept[0] = '1';
      ++exponent;
    }
  }
  char text[48];
  char* p = text;
  if (s.negative) *p++ = '-';
  *p++ = kept[0];
  if (digits > 1) {
    *p++ = '.';
    p = std::copy(kept + 1, kept + digits, p);
  }
  *p++ = 'e';
  p = std::to_chars(p, text + sizeof text, exponent).ptr;
  double r = v;
  if (parse_double(text, p, r).ec != std::errc()) return rounded_exactly(v, digits);
  return r;
}

double rounded(double v, int digits) {
  // A figure is often rounded again as it is written (`$14.7K`: the dollars,
  // then the thousands): what was just rounded rounds to itself.
  thread_local double last = 0;
  thread_local int last_digits = 0;
  if (v == last && digits == last_digits && digits <= 15) return v;
  last = rounded_afresh(v, digits);
  last_digits = digits;
  return last;
}

double round_sig(double v) {
  return rounded(v, significant);
}

/// A number's text as it is put together: on the stack unless it is long.
using Chars = fmt::basic_memory_buffer<char, 64>;

void put(Chars& out, std::string_view s) {
  out.append(s.data(), s.data() + s.size());
}

std::string_view view(const Chars& c, std::size_t from = 0) {
  return {c.data() + from, c.size() - from};
}

std::string text_of(const Chars& c) {
  return std::string(c.data(), c.size());
}

void put_fixed(Chars& out, double v, int decimals);
void put_general(Chars& out, double v, int precision);
void put_sig(Chars& out, double v);
bool put_suffixed_quickly(Chars& out, double v);

/// The text from `from` on, "3.29e+24" -> "3.29e24", "1e-05" -> "1e-5".
void clean_exponent_from(Chars& out, std::size_t from) {
  const std::string_view s = view(out, from);
  const auto e = s.find('e');
  if (e == std::string_view::npos) return;
  std::string_view exp = s.substr(e + 1);
  bool neg = false;
  if (!exp.empty() && (exp[0] == '+' || exp[0] == '-')) {
    neg = exp[0] == '-';
    exp.remove_prefix(1);
  }
  while (exp.size() > 1 && exp[0] == '0') exp.remove_prefix(1);
  char kept[32];
  const std::size_t n = std::min(exp.size(), sizeof kept);
  std::copy_n(exp.data(), n, kept);
  out.resize(from + e + 1);
  if (neg) out.push_back('-');
  out.append(kept, kept + n);
}

/// Digits with a comma between each group of three: "16384" -> "16,384".
void put_grouped_digits(Chars& out, std::string_view digits) {
  if (digits.empty()) return;
  std::size_t first = digits.size() % 3;
  if (first == 0) first = 3;
  put(out, digits.substr(0, first));
  for (std::size_t i = first; i < digits.size(); i += 3) {
    out.push_back(',');
    put(out, digits.substr(i, 3));
  }
}

/// The text from `from` on, 1497.13 -> "1,497.13": the integer part grouped,
/// for claimed figures; left as it is unless the integer part is all digits.
void group_decimal_from(Chars& out, std::size_t from) {
  const std::string_view s = view(out, from);
  const auto dot = s.find('.');
  std::string_view whole = s.substr(0, dot);
  const bool neg = !whole.empty() && whole[0] == '-';
  if (neg) whole.remove_prefix(1);
  if (whole.find_first_not_of("0123456789") != std::string_view::npos) return;
  if (whole.size() <= 3) return;  // no comma to put in
  Chars text;
  put(text, s);
  const std::string_view copy = view(text);
  out.resize(from);
  if (neg) out.push_back('-');
  put_grouped_digits(out, copy.substr(neg ? 1 : 0, whole.size()));
  if (dot != std::string_view::npos) put(out, copy.substr(dot));
}

// 16384 -> "16,384".
void put_grouped(Chars& out, double v) {
  Chars digits;
  put_fixed(digits, std::fabs(v), 0);
  if (v < 0) out.push_back('-');
  put_grouped_digits(out, view(digits));
}

// A count with a K/M/B/T suffix: "2.79M", "405B", "16.4K", "989".
void put_suffixed(Chars& out, double v) {
  if (put_suffixed_quickly(out, v)) return;
  const double r = round_sig(v);
  const double a = std::fabs(r);
  static constexpr std::pair<double, const char*> scales[] = {
      {1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "K"}};
  if (a >= 1e15) return put_sig(out, r);
  // Whole numbers below a million are written out: 1024 GPUs, 16,384 GPUs.
  if (v == std::floor(v) && std::fabs(v) < 1e6) return put_grouped(out, v);
  if (a < 1e4) return put_sig(out, r);
  for (const auto& [s, name] : scales)
    if (a >= s) {
      put_sig(out, r / s);
      put(out, name);
      return;
    }
  put_sig(out, r);
}

/// A number and its unit as a reader sees them: "$5.58M", "433" "MWh".
/// The unit is up to three pieces, joined ("M" "Wh" "/query"), or a unit
/// made up for a dimension with no display of its own.
struct Parts {
  Chars number;
  std::array<std::string_view, 3> unit{};
  std::size_t pieces = 0;
  std::string own;

  Parts() = default;
  Parts(const Parts&) = delete;
  Parts& operator=(const Parts&) = delete;

  void set_unit(std::string_view u) {
    unit[0] = u;
    pieces = 1;
  }
  void add_unit(std::string_view u) { unit[pieces++] = u; }
  bool unit_empty() const {
    for (std::size_t i = 0; i < pieces; ++i)
      if (!unit[i].empty()) return false;
    return true;
  }
  void put_unit(Chars& out) const {
    for (std::size_t i = 0; i < pieces; ++i) put(out, unit[i]);
  }
  bool same_unit(const Parts& other) const {
    Chars a, b;
    put_unit(a);
    other.put_unit(b);
    return view(a) == view(b);
  }
};

// An SI-prefixed unit: 433e6 Wh -> "433", "MWh".
void si_prefixed(double v, const char* unit, Parts& p) {
  static constexpr std::pair<double, const char*> prefixes[] = {
      {1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}};
  const double r = round_sig(v);
  for (const auto& [s, prefix] : prefixes)
    if (std::fabs(r) >= s) {
      put_sig(p.number, r / s);
      p.set_unit(prefix);
      p.add_unit(unit);
      return;
    }
  put_sig(p.number, r);
  p.set_unit(unit);
}

// Bytes: `100 TB`, but `5 bytes` below a kilobyte, since a bare `B` reads as billion.
void bytes(double v, Parts& p) {
  si_prefixed(v, "B", p);
  if (p.pieces == 1) p.set_unit(std::fabs(round_sig(v)) == 1 ? "byte" : "bytes");
}

// Four significant figures, for datasheet figures quoted that way (1979 TFLOPS).
void put_sig4(Chars& out, double v) {
  // A claimed figure keeps its own digits, ungrouped as datasheets write them.
  if (significant > 3) {
    fmt::format_to(std::back_inserter(out), FMT_COMPILE("{:.{}g}"), round_sig(v), significant);
    return;
  }
  const double r = rounded(v, 4);
  if (std::fabs(r) >= 1e-3 && std::fabs(r) < 1e5) {
    fmt::format_to(std::back_inserter(out), FMT_COMPILE("{}"), r);
    return;
  }
  put_sig(out, v);
}

// Dollars: "$5.58M", "$3.50", "$0.27", "$2".
void put_money(Chars& out, double v) {
  const double a = std::fabs(v);
  out.push_back('$');
  // Cents: $3.50, $12.29; a claimed figure keeps any further digits ($1.255).
  if (a >= 1 && a < 1000 && v != std::floor(v) &&
      (significant <= 3 || std::round(v * 100) == v * 100))
    return put_fixed(out, v, 2);
  const std::size_t from = out.size();
  put_suffixed(out, v);
  const std::string_view s = view(out, from);
  const auto dot = s.find('.');
  if (a < 1 && dot != std::string_view::npos && dot + 2 == s.size()) out.push_back('0');  // $0.60
}

// Percentages: whole numbers from 10% up (33%, 118%), two figures below (5.8%).
void put_percent(Chars& out, double v) {
  const double p = v * 100;
  if (significant > 3) {
    fmt::format_to(std::back_inserter(out), FMT_COMPILE("{:.{}g}%"), round_sig(p), significant);
  } else if (std::fabs(p) >= 9.95) {
    put_fixed(out, p, 0);
    out.push_back('%');
  } else {
    fmt::format_to(std::back_inserter(out), FMT_COMPILE("{}%"), rounded(p, 2));
  }
}

void plural(double v, const char* one, const char* many, Parts& p) {
  put_suffixed(p.number, v);
  p.set_unit(v == 1 ? one : many);
}

/// `v` in a number style of its own, with the unit `unit`.
template <void (*Put)(Chars&, double)>
void with_unit(double v, const char* unit, Parts& p) {
  Put(p.number, v);
  p.set_unit(unit);
}

struct Display {
  Dimension dim;
  void (*write)(double, Parts&);
};

const std::vector<Display>& displays() {
  static const std::vector<Display> table = {
      {D(B::flop),
       [](double v, Parts& p) {
         if (std::fabs(v) >= 1e6)
           put_sig(p.number, v);
         else
           put_suffixed(p.number, v);
         p.set_unit("FLOP");
       }},
      {D(B::flop) / D(B::s) / D(B::gpu),
       [](double v, Parts& p) { with_unit<put_sig4>(v / 1e12, "TFLOPS", p); }},
      {D(B::flop) / D(B::s), [](double v, Parts& p) { si_prefixed(v, "FLOPS", p); }},
      {D(B::gpu) * D(B::s),
       [](double v, Parts& p) { with_unit<put_suffixed>(v / 3600, "GPU·h", p); }},
      {D(B::usd), [](double v, Parts& p) { put_money(p.number, v); }},
      {D(B::usd) / D(B::token),
       [](double v, Parts& p) { with_unit<put_money>(v * 1e6, "per 1M tokens", p); }},
      {D(B::usd) / D(B::gpu) / D(B::s),
       [](double v, Parts& p) { with_unit<put_money>(v * 3600, "per GPU·h", p); }},
      {D(B::usd) / D(B::byte),
       [](double v, Parts& p) { with_unit<put_money>(v * 1e9, "per GB", p); }},
      {D(B::usd) / D(B::flop),
       [](double v, Parts& p) { with_unit<put_money>(v * 1e18, "per EFLOP", p); }},
      {Dimension::none(), [](double v, Parts& p) { put_percent(p.number, v); }},
      {D(B::s),
       [](double v, Parts& p) {
         if (std::fabs(v) >= 2 * 86400) return with_unit<put_sig>(v / 86400, "days", p);
         if (std::fabs(v) >= 3600) return with_unit<put_sig>(v / 3600, "h", p);
         with_unit<put_sig>(v, "s", p);
       }},
      {D(B::j), [](double v, Parts& p) { si_prefixed(v / 3600, "Wh", p); }},
      {D(B::j) / D(B::query),
       [](double v, Parts& p) {
         si_prefixed(v / 3600, "Wh", p);
         p.add_unit("/query");
       }},
      {D(B::j) / D(B::s), [](double v, Parts& p) { si_prefixed(v, "W", p); }},
      {D(B::j) / D(B::s) / D(B::gpu),
       [](double v, Parts& p) {
         si_prefixed(v, "W", p);
         p.add_unit(" per GPU");
       }},
      {D(B::byte), [](double v, Parts& p) { bytes(v, p); }},
      {D(B::byte) / D(B::gpu),
       [](double v, Parts& p) {
         bytes(v, p);
         p.add_unit(" per GPU");
       }},
      {D(B::byte) / D(B::s) / D(B::gpu),
       [](double v, Parts& p) {
         si_prefixed(v, "B/s", p);
         p.add_unit(" per GPU");
       }},
      {D(B::kgco2e),
       [](double v, Parts& p) {
         if (std::fabs(v) >= 1000) return with_unit<put_sig>(v / 1000, "tCO2e", p);
         with_unit<put_sig>(v, "kgCO2e", p);
       }},
      {D(B::kgco2e) / D(B::query),
       [](double v, Parts& p) {
         if (std::fabs(v) >= 1) return with_unit<put_sig>(v, "kgCO2e/query", p);
         with_unit<put_sig>(v * 1000, "gCO2e/query", p);
       }},
      {D(B::litre) / D(B::query),
       [](double v, Parts& p) {
         if (std::fabs(v) >= 1) return with_unit<put_sig>(v, "L/query", p);
         with_unit<put_sig>(v * 1000, "mL/query", p);
       }},
      {D(B::litre), [](double v, Parts& p) { with_unit<put_sig>(v, "L", p); }},
      {D(B::litre) / D(B::j),
       [](double v, Parts& p) { with_unit<put_sig>(v * 3.6e6, "L/kWh", p); }},
      {D(B::kgco2e) / D(B::j),
       [](double v, Parts& p) { with_unit<put_sig>(v * 3.6e6, "kgCO2e/kWh", p); }},
      {D(B::param), [](double v, Parts& p) { plural(v, "param", "params", p); }},
      {D(B::token) / D(B::param),
       [](double v, Parts& p) { with_unit<put_suffixed>(v, "tokens/param", p); }},
      {D(B::token), [](double v, Parts& p) { plural(v, "token", "tokens", p); }},
      {D(B::gpu), [](double v, Parts& p) { plural(v, "GPU", "GPUs", p); }},
      {D(B::query), [](double v, Parts& p) { plural(v, "query", "queries", p); }},
      {D(B::byte) / D(B::token),
       [](double v, Parts& p) {
         bytes(v, p);
         p.add_unit("/token");
       }},
      {D(B::token) / D(B::query),
       [](double v, Parts& p) { with_unit<put_suffixed>(v, "tokens/query", p); }},
      {D(B::token) / D(B::s) / D(B::gpu),
       [](double v, Parts& p) { with_unit<put_suffixed>(v, "tokens/s per GPU", p); }},
      // A user's or a GPU's rate per second (20 tokens/s); a service's per day.
      {D(B::token) / D(B::s),
       [](double v, Parts& p) {
         if (v < 1000) return with_unit<put_suffixed>(v, "tokens/s", p);
         with_unit<put_suffixed>(v * 86400, "tokens/day", p);
       }},
  };
  return table;
}

}  // namespace

double shown_time_unit(const Dimension& dim, double v) {
  // As the displays above write each dimension: keep the two in step.
  if (dim == D(B::gpu) * D(B::s) || dim == D(B::j) || dim == D(B::j) / D(B::query)) return 3600;
  if (dim == D(B::usd) / D(B::gpu) / D(B::s) || dim == D(B::litre) / D(B::j) ||
      dim == D(B::kgco2e) / D(B::j))
    return 1.0 / 3600;
  if (dim == D(B::s)) {
    if (std::fabs(v) >= 2 * 86400) return 86400;
    return std::fabs(v) >= 3600 ? 3600 : 1;
  }
  if (dim == D(B::token) / D(B::s)) return v < 1000 ? 1 : 1.0 / 86400;
  return 1;
}

namespace {

std::string generic_unit(const Dimension& d) {
  std::string s = d.to_string();
  for (std::size_t i = 0; (i = s.find('*', i)) != std::string::npos;) s.replace(i, 1, "·");
  return s;
}

/// The display of a dimension, or nullptr; the last few found are remembered.
const Display* display_of(const Dimension& dim) {
  struct Found {
    Dimension dim;
    const Display* display;
  };
  thread_local std::array<Found, 8> found{};
  thread_local std::size_t next = 0, filled = 0;
  for (std::size_t i = 0; i < filled; ++i)
    if (found[i].dim == dim) return found[i].display;
  const Display* display = nullptr;
  for (const auto& d : displays())
    if (d.dim == dim) {
      display = &d;
      break;
    }
  found[next] = {dim, display};
  next = (next + 1) % found.size();
  filled = std::max(filled, next == 0 ? found.size() : next);
  return display;
}

void reader_parts(double v, const Dimension& dim, Parts& p) {
  if (std::isinf(v)) return put(p.number, v > 0 ? "∞" : "-∞");
  if (const Display* d = display_of(dim)) return d->write(v, p);
  put_sig(p.number, v);
  p.own = generic_unit(dim);
  p.set_unit(p.own);
}

void put_joined(Chars& out, const Parts& p) {
  put(out, view(p.number));
  if (p.unit_empty()) return;
  out.push_back(' ');
  p.put_unit(out);
}

/// A quantity, a point or a range, each end written by `parts(v, Parts&)`.
template <typename PartsOf>
void put_range(Chars& out, const Quantity& q, PartsOf&& parts) {
  if (q.is_point()) {
    Parts a;
    parts(q.lo(), a);
    return put_joined(out, a);
  }
  const bool lo_inf = std::isinf(q.lo()), hi_inf = std::isinf(q.hi());
  if (lo_inf && hi_inf) return put(out, "any value");
  if (hi_inf || lo_inf) {
    Parts a;
    parts(hi_inf ? q.lo() : q.hi(), a);
    put(out, hi_inf ? "≥ " : "≤ ");
    return put_joined(out, a);
  }
  Parts a, b;
  parts(q.lo(), a);
  parts(q.hi(), b);
  const bool same_unit = a.same_unit(b);
  if (same_unit && view(a.number) == view(b.number)) return put_joined(out, a);
  if (same_unit) {
    put(out, view(a.number));
    put(out, "–");
    put(out, view(b.number));
    if (a.unit_empty()) return;
    out.push_back(' ');
    return a.put_unit(out);
  }
  put_joined(out, a);
  put(out, "–");
  put_joined(out, b);
}

}  // namespace

std::string format_exact(double v) {
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  if (v == 0) return "0";
  // The fewest significant digits that read back exactly, at most eight.
  constexpr int kMaxDigits = 8;
  std::string sci;
  int digits = 1;
  for (; digits <= kMaxDigits; ++digits) {
    sci = fmt::format(FMT_COMPILE("{:.{}e}"), v, digits - 1);
    if (std::strtod(sci.c_str(), nullptr) == v) break;
  }
  digits = std::min(digits, kMaxDigits);
  // Strip trailing zeros of the mantissa: 2.7720e10 -> 2.772e10.
  const auto e = sci.find('e');
  std::string mantissa = sci.substr(0, e);
  if (mantissa.find('.') != std::string::npos) {
    while (mantissa.back() == '0') mantissa.pop_back();
    if (mantissa.back() == '.') mantissa.pop_back();
  }
  const int exponent = std::stoi(sci.substr(e + 1));
  const double a = std::fabs(v);
  // Whole numbers whose digits are all written: 1022362, 16384, 440.
  if (v == std::floor(v) && a < 1e15 && (a < 1e6 || digits >= exponent + 1))
    return fixed_format(v, 0);
  if (a >= 1e-3 && a < 1e6)
    return fmt::format(FMT_COMPILE("{:.{}g}"), v, std::max(digits, exponent + 1));
  Chars out;
  put(out, mantissa);
  put(out, std::string_view(sci).substr(e));
  clean_exponent_from(out, 0);
  return text_of(out);
}

double round_significant(double v, int digits) {
  return rounded(v, digits);
}

namespace {

void put_general(Chars& out, double v, int precision) {
  Shortest s;
  // Where the shortest digits are no more than the precision, they are what
  // `{:.Pg}` writes; anything else is left to fmt.
  // (Not below 1e-300, where doubles thin out and the argument fails.)
  if (!std::isfinite(v) || std::fabs(v) < 1e-300 || precision < 1 || precision > 15 ||
      (!short_digits_quickly(v, precision, s) && (!shortest(v, s) || s.length > precision))) {
    fmt::format_to(std::back_inserter(out), FMT_COMPILE("{:.{}g}"), v, precision);
    return;
  }
  if (s.negative) out.push_back('-');
  const int x = s.exponent;
  const std::string_view d(s.digits, static_cast<std::size_t>(s.length));
  if (x >= -4 && x < precision) {  // fixed, its trailing zeros dropped
    if (x < 0) {
      put(out, "0.");
      for (int i = 0; i < -x - 1; ++i) out.push_back('0');
      put(out, d);
    } else if (s.length <= x + 1) {
      put(out, d);
      for (int i = 0; i < x + 1 - s.length; ++i) out.push_back('0');
    } else {
      put(out, d.substr(0, static_cast<std::size_t>(x) + 1));
      out.push_back('.');
      put(out, d.substr(static_cast<std::size_t>(x) + 1));
    }
    return;
  }
  // Scientific, with an exponent of at least two digits: 1.5e+07.
  out.push_back(d[0]);
  if (s.length > 1) {
    out.push_back('.');
    put(out, d.substr(1));
  }
  put(out, x < 0 ? "e-" : "e+");
  const int a = x < 0 ? -x : x;
  if (a < 10) out.push_back('0');
  char text[12];
  put(out, std::string_view(text, static_cast<std::size_t>(
                                      std::to_chars(text, text + sizeof text, a).ptr - text)));
}

void put_fixed(Chars& out, double v, int decimals) {
  // Quickly where the figure, scaled to a whole number of its last decimals
  // (one rounding, of at most 2^-53 relative), stays below 1e11 and so within
  // 1e-5 of the exact figure, and is not within 1e-4 of a half: then rounding
  // the scaled figure rounds `v` itself the same way. The rest is left to fmt.
  const double scaled = decimals >= 0 && decimals <= 4 ? std::fabs(v) * kPowers[decimals] : 1e11;
  if (std::isfinite(v) && scaled < 1e11) {
    const double whole = std::floor(scaled), fraction = scaled - whole;
    if (std::fabs(fraction - 0.5) > 1e-4) {
      const auto units = static_cast<long long>(fraction > 0.5 ? whole + 1 : whole);
      // Written after room for the zeros of a figure below one (decimals
      // is at most 4): at least one figure before the point, 0.05 not .05.
      char text[48];
      char* const digits = text + 24;
      const auto length =
          static_cast<int>(std::to_chars(digits, text + sizeof text, units).ptr - digits);
      char* first = digits;
      if (decimals > 0)
        while (digits + length - first <= decimals) *--first = '0';
      const auto count = static_cast<std::size_t>(digits + length - first);
      if (std::signbit(v)) out.push_back('-');
      if (decimals <= 0) return put(out, std::string_view(first, count));
      const std::size_t before = count - static_cast<std::size_t>(decimals);
      out.append(first, first + before);
      out.push_back('.');
      out.append(first + before, first + count);
      return;
    }
  }
  fmt::format_to(std::back_inserter(out), FMT_COMPILE("{:.{}f}"), v, decimals);
}

/// A figure rounded to three significant figures, the quick way: its
/// figures `m` (100 to 999) and the exponent `e` of the first, the rounded
/// value being m × 10^(e − 2) and `r` the double nearest it, as
/// rounded_quickly finds it; false where that does not decide.
struct ThreeFigures {
  int m = 0;
  int e = 0;
  double r = 0;
};

bool three_figures(double a, ThreeFigures& t) {
  int k = 0;
  double kept = 0;
  if (!rounded_figures(a, 3, k, kept)) return false;
  t.r = k >= 0 ? kept / kPowers[k] : kept * kPowers[-k];
  t.m = static_cast<int>(kept);
  t.e = 2 - k;
  if (t.m == 1000) {  // 999.6 -> 1000: one figure more
    t.m = 100;
    ++t.e;
  }
  return true;
}

/// m × 10^(x − 2) in fixed notation, x from -3 to 5, with no trailing zeros
/// after a point: `12.3`, `0.0045`, `120`, `16400`.
void put_fixed_figures(Chars& out, int m, int x) {
  char d[3] = {static_cast<char>('0' + m / 100), static_cast<char>('0' + m / 10 % 10),
               static_cast<char>('0' + m % 10)};
  if (x >= 2) {
    out.append(d, d + 3);
    for (int i = 2; i < x; ++i) out.push_back('0');
    return;
  }
  int length = 3;
  while (length > 1 && d[length - 1] == '0') --length;
  if (x < 0) {
    char text[16] = {'0', '.'};
    int n = 2;
    for (int i = 0; i < -x - 1; ++i) text[n++] = '0';
    for (int i = 0; i < length; ++i) text[n++] = d[i];
    out.append(text, text + n);
    return;
  }
  // x is 0 or 1: x + 1 figures before the point, the rest after it
  char text[8];
  int n = 0;
  for (int i = 0; i <= x; ++i) text[n++] = d[i];
  if (length > x + 1) {
    text[n++] = '.';
    for (int i = x + 1; i < length; ++i) text[n++] = d[i];
  }
  out.append(text, text + n);
}

/// put_sig with three significant figures, the quick way, for a figure that
/// rounds to between 1e-3 and 1e6 (written without an exponent): false,
/// with nothing written, for any other.
bool put_sig_quickly(Chars& out, double v) {
  if (!quick_figures || significant != 3 || !std::isfinite(v) || v == 0) return false;
  ThreeFigures t;
  if (!three_figures(std::fabs(v), t) || !(t.r >= 1e-3 && t.r < 1e6)) return false;
  if (v < 0) out.push_back('-');
  put_fixed_figures(out, t.m, t.e);
  return true;
}

/// put_suffixed with three significant figures, the quick way, for a figure
/// that is not a whole number below a million and rounds to between 1e-3
/// and 1e15: false, with nothing written, for any other. (Of 1e4 and more,
/// the rounded figure is a whole number, so its quotient by the suffix's
/// power of ten is the double nearest the decimal, which rounds to itself.)
bool put_suffixed_quickly(Chars& out, double v) {
  if (!quick_figures || significant != 3 || !std::isfinite(v) || v == 0) return false;
  if (v == std::floor(v) && std::fabs(v) < 1e6) return false;  // written out whole
  ThreeFigures t;
  if (!three_figures(std::fabs(v), t) || !(t.r >= 1e-3 && t.r < 1e15)) return false;
  static constexpr const char* kSuffixes[] = {"K", "M", "B", "T"};
  const int group = t.r < 1e4 ? 0 : t.e / 3;  // 1e4 and more: K from 10^3 up, M from 10^6 ...
  if (v < 0) out.push_back('-');
  put_fixed_figures(out, t.m, t.e - 3 * group);
  if (group > 0) put(out, kSuffixes[group - 1]);
  return true;
}

void put_sig(Chars& out, double v) {
  if (put_sig_quickly(out, v)) return;
  if (std::isinf(v)) return put(out, v > 0 ? "∞" : "-∞");
  if (v == 0) return out.push_back('0');
  const double r = round_sig(v);
  const double a = std::fabs(r);
  const std::size_t from = out.size();
  if (a >= 1e-3 && a < 1e6) {
    // Up to six integer digits are written out: "16400", not "1.64e4".
    if (r == std::floor(r))  // whole: shortest and fixed forms agree below a million
      put_fixed(out, r, 0);
    else
      put_general(out, r, significant);
    if (significant > 3) group_decimal_from(out, from);
    return;
  }
  put_general(out, r, significant);
  clean_exponent_from(out, from);
}

}  // namespace

std::string general_format(double v, int precision) {
  Chars out;
  put_general(out, v, precision);
  return text_of(out);
}

std::string fixed_format(double v, int decimals) {
  Chars out;
  put_fixed(out, v, decimals);
  return text_of(out);
}

std::string format_sig3(double v) {
  const Significant three(3);
  Chars out;
  put_sig(out, v);
  return text_of(out);
}

namespace {

std::string format_quantity_afresh(const Quantity& q, QuantityStyle style);

/// The last quantities written, by a hash of what decides how: many figures
/// recur from claim to claim (an accelerator's price range, a round size).
class WrittenQuantities {
 public:
  const std::string* find(const Quantity& q, QuantityStyle style, int digits, std::size_t& slot) {
    slot = hash(q, style, digits) % kSlots;
    const Entry& e = entries_[slot];
    if (e.used && e.style == style && e.digits == digits && same_bits(e.q, q)) return &e.text;
    return nullptr;
  }
  const std::string& keep(std::size_t slot, const Quantity& q, QuantityStyle style, int digits,
                          std::string text) {
    Entry& e = entries_[slot];
    e = {true, q, style, digits, std::move(text)};
    return e.text;
  }

 private:
  static constexpr std::size_t kSlots = 512;
  struct Entry {
    bool used = false;
    Quantity q;
    QuantityStyle style = QuantityStyle::reader;
    int digits = 0;
    std::string text;
  };
  static std::uint64_t bits(double v) {
    std::uint64_t b = 0;
    std::memcpy(&b, &v, sizeof b);
    return b;
  }
  // By their bits: 0 and -0 are written differently.
  static bool same_bits(const Quantity& a, const Quantity& b) {
    return bits(a.lo()) == bits(b.lo()) && bits(a.hi()) == bits(b.hi()) && a.dim == b.dim;
  }
  static std::size_t hash(const Quantity& q, QuantityStyle style, int digits) {
    std::uint64_t h = bits(q.lo()) * 0x9E3779B97F4A7C15ull;
    h ^= bits(q.hi()) + 0x632BE59BD9B4E019ull + (h << 6) + (h >> 2);
    // The exponents, eight bytes and then the rest, as two words.
    static_assert(sizeof q.dim.exponent > 8 && sizeof q.dim.exponent <= 16);
    std::uint64_t first = 0, rest = 0;
    std::memcpy(&first, q.dim.exponent.data(), 8);
    std::memcpy(&rest, q.dim.exponent.data() + 8, sizeof q.dim.exponent - 8);
    h = (h ^ first) * 0x9E3779B97F4A7C15ull;
    h = (h ^ rest) * 0x9E3779B97F4A7C15ull;
    h = h * 31 + static_cast<std::uint64_t>(style) * 7 + static_cast<std::uint64_t>(digits);
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
  std::array<Entry, kSlots> entries_{};
};

}  // namespace

namespace {

const std::string& written_quantity(const Quantity& q, QuantityStyle style) {
  thread_local WrittenQuantities written;
  std::size_t slot = 0;
  if (const std::string* text = written.find(q, style, significant, slot)) return *text;
  return written.keep(slot, q, style, significant, format_quantity_afresh(q, style));
}

}  // namespace

std::string format_quantity(const Quantity& q, QuantityStyle style) {
  return written_quantity(q, style);
}

void append_quantity(std::string& out, const Quantity& q, QuantityStyle style) {
  out += written_quantity(q, style);
}

std::string format_quantity_afresh(const Quantity& q, QuantityStyle style, bool quick) {
  // Restored however the writing ends, as Significant restores its figures.
  struct Quick {
    bool saved = quick_figures;
    ~Quick() { quick_figures = saved; }
  } restore;
  quick_figures = quick;
  return format_quantity_afresh(q, style);
}

namespace {

std::string format_quantity_afresh(const Quantity& q, QuantityStyle style) {
  Chars out;
  switch (style) {
    case QuantityStyle::base: {
      const std::string unit = q.dim.dimensionless() ? "" : " " + generic_unit(q.dim);
      if (q.is_point()) return format_exact(q.lo()) + unit;
      return format_exact(q.lo()) + ".." + format_exact(q.hi()) + unit;
    }
    case QuantityStyle::percent:
      put_range(out, q, [](double v, Parts& p) { put_percent(p.number, v); });
      return text_of(out);
    case QuantityStyle::ratio:
      put_range(out, q, [](double v, Parts& p) {
        put_sig(p.number, v);
        put(p.number, "×");
      });
      return text_of(out);
    case QuantityStyle::number:
      if (!q.dim.dimensionless()) break;
      put_range(out, q, [](double v, Parts& p) {
        // A whole count is written whole (13,320 sequences, 80 layers).
        if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 1e9)
          put_grouped(p.number, v);
        else if (std::isinf(v))
          put(p.number, v > 0 ? "∞" : "-∞");
        else
          put_sig(p.number, v);
      });
      return text_of(out);
    case QuantityStyle::claimed: {
      const Significant claimed(kClaimedDigits);
      put_range(out, q, [&](double v, Parts& p) { reader_parts(v, q.dim, p); });
      return text_of(out);
    }
    case QuantityStyle::reader:
      break;
  }
  put_range(out, q, [&](double v, Parts& p) { reader_parts(v, q.dim, p); });
  return text_of(out);
}

}  // namespace

}  // namespace claimcheck
