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

namespace claimcheck {
namespace {

using B = BaseDim;

// "3.29e+24" -> "3.29e24", "1e-05" -> "1e-5".
std::string clean_exponent(std::string s) {
  const auto e = s.find('e');
  if (e == std::string::npos) return s;
  std::string mant = s.substr(0, e);
  std::string exp = s.substr(e + 1);
  bool neg = false;
  if (!exp.empty() && (exp[0] == '+' || exp[0] == '-')) {
    neg = exp[0] == '-';
    exp.erase(0, 1);
  }
  while (exp.size() > 1 && exp[0] == '0') exp.erase(0, 1);
  return mant + "e" + (neg ? "-" : "") + exp;
}

// Significant figures of a reader's number: three for derived figures; more
// while a claimed figure is written (QuantityStyle::claimed), so that a
// quote from the output does not misquote the source.
thread_local int significant = 3;
constexpr int kClaimedDigits = 8;

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
  std::from_chars(buffer, end, r);
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
  int exponent = static_cast<int>(std::floor(std::log10(a)));
  for (int attempt = 0; attempt < 3; ++attempt) {  // log10 may be one off near a power of ten
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
bool rounded_quickly(double v, int digits, double& out) {
  int k = 0;
  double scaled = 0;
  if (!scale_to_figures(std::fabs(v), digits, k, scaled)) return false;
  const double whole = std::floor(scaled), fraction = scaled - whole;
  // The scaled value is within 1e-8 of the exact one (below 10^8 with 53 bits).
  if (std::fabs(fraction - 0.5) < 1e-6) return false;
  const double kept = fraction > 0.5 ? whole + 1 : whole;
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
  char text[24];
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
  if (std::from_chars(text, p, r).ec != std::errc()) return rounded_exactly(v, digits);
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

/// 1497.13 -> "1,497.13": the integer part grouped, for claimed figures.
std::string grouped_decimal(const std::string& s) {
  const auto dot = s.find('.');
  std::string whole = s.substr(0, dot), frac = dot == std::string::npos ? "" : s.substr(dot);
  const bool neg = !whole.empty() && whole[0] == '-';
  if (neg) whole.erase(0, 1);
  if (whole.find_first_not_of("0123456789") != std::string::npos) return s;
  for (int i = static_cast<int>(whole.size()) - 3; i > 0; i -= 3)
    whole.insert(static_cast<std::size_t>(i), ",");
  return (neg ? "-" : "") + whole + frac;
}

std::string format_sig(double v);

struct Parts {
  std::string number;  // "$5.58M", "433", "38%"
  std::string unit;    // "MWh", "tokens", ""
};

// 16384 -> "16,384".
std::string grouped(double v) {
  std::string digits = fixed_format(std::fabs(v), 0);
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
    digits.insert(static_cast<std::size_t>(i), ",");
  return (v < 0 ? "-" : "") + digits;
}

// A count with a K/M/B/T suffix: "2.79M", "405B", "16.4K", "989".
std::string suffixed(double v) {
  const double r = round_sig(v);
  const double a = std::fabs(r);
  static constexpr std::pair<double, const char*> scales[] = {
      {1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "K"}};
  if (a >= 1e15) return format_sig(r);
  // Whole numbers below a million are written out: 1024 GPUs, 16,384 GPUs.
  if (v == std::floor(v) && std::fabs(v) < 1e6) return grouped(v);
  if (a < 1e4) return format_sig(r);
  for (const auto& [s, name] : scales)
    if (a >= s) return format_sig(r / s) + name;
  return format_sig(r);
}

// An SI-prefixed unit: 433e6 Wh -> "433", "MWh".
Parts si_prefixed(double v, const char* unit) {
  static constexpr std::pair<double, const char*> prefixes[] = {
      {1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}};
  const double r = round_sig(v);
  for (const auto& [s, p] : prefixes)
    if (std::fabs(r) >= s) return {format_sig(r / s), std::string(p) + unit};
  return {format_sig(r), unit};
}

// Bytes: `100 TB`, but `5 bytes` below a kilobyte, since a bare `B` reads as billion.
Parts bytes(double v) {
  Parts p = si_prefixed(v, "B");
  if (p.unit == "B") p.unit = std::fabs(round_sig(v)) == 1 ? "byte" : "bytes";
  return p;
}

// Four significant figures, for datasheet figures quoted that way (1979 TFLOPS).
std::string format_sig4(double v) {
  // A claimed figure keeps its own digits, ungrouped as datasheets write them.
  if (significant > 3) return fmt::format(FMT_COMPILE("{:.{}g}"), round_sig(v), significant);
  const double r = rounded(v, 4);
  if (std::fabs(r) >= 1e-3 && std::fabs(r) < 1e5) return fmt::format(FMT_COMPILE("{}"), r);
  return format_sig(v);
}

// Dollars: "$5.58M", "$3.50", "$0.27", "$2".
std::string money(double v) {
  const double a = std::fabs(v);
  // Cents: $3.50, $12.29; a claimed figure keeps any further digits ($1.255).
  if (a >= 1 && a < 1000 && v != std::floor(v) &&
      (significant <= 3 || std::round(v * 100) == v * 100))
    return fmt::format(FMT_COMPILE("${}"), fixed_format(v, 2));
  std::string s = suffixed(v);
  const auto dot = s.find('.');
  if (a < 1 && dot != std::string::npos && dot + 2 == s.size()) s += '0';  // $0.60
  return fmt::format(FMT_COMPILE("${}"), s);  // not "$" + s: g++ 12 -O2 warns falsely (-Wrestrict)
}

// Percentages: whole numbers from 10% up (33%, 118%), two figures below (5.8%).
std::string percent(double v) {
  const double p = v * 100;
  if (significant > 3) return fmt::format(FMT_COMPILE("{:.{}g}%"), round_sig(p), significant);
  if (std::fabs(p) >= 9.95) return fmt::format(FMT_COMPILE("{}%"), fixed_format(p, 0));
  return fmt::format(FMT_COMPILE("{}%"), rounded(p, 2));
}

Parts plural(double v, const char* one, const char* many) {
  return {suffixed(v), v == 1 ? one : many};
}

struct Display {
  Dimension dim;
  Parts (*write)(double);
};

const std::vector<Display>& displays() {
  static const std::vector<Display> table = {
      {D(B::flop),
       [](double v) {
         return Parts{std::fabs(v) >= 1e6 ? format_sig(v) : suffixed(v), "FLOP"};
       }},
      {D(B::flop) / D(B::s) / D(B::gpu),
       [](double v) {
         return Parts{format_sig4(v / 1e12), "TFLOPS"};
       }},
      {D(B::flop) / D(B::s), [](double v) { return si_prefixed(v, "FLOPS"); }},
      {D(B::gpu) * D(B::s),
       [](double v) {
         return Parts{suffixed(v / 3600), "GPU·h"};
       }},
      {D(B::usd),
       [](double v) {
         return Parts{money(v), ""};
       }},
      {D(B::usd) / D(B::token),
       [](double v) {
         return Parts{money(v * 1e6), "per 1M tokens"};
       }},
      {D(B::usd) / D(B::gpu) / D(B::s),
       [](double v) {
         return Parts{money(v * 3600), "per GPU·h"};
       }},
      {D(B::usd) / D(B::byte),
       [](double v) {
         return Parts{money(v * 1e9), "per GB"};
       }},
      {D(B::usd) / D(B::flop),
       [](double v) {
         return Parts{money(v * 1e18), "per EFLOP"};
       }},
      {Dimension::none(),
       [](double v) {
         return Parts{percent(v), ""};
       }},
      {D(B::s),
       [](double v) {
         if (std::fabs(v) >= 2 * 86400) return Parts{format_sig(v / 86400), "days"};
         if (std::fabs(v) >= 3600) return Parts{format_sig(v / 3600), "h"};
         return Parts{format_sig(v), "s"};
       }},
      {D(B::j), [](double v) { return si_prefixed(v / 3600, "Wh"); }},
      {D(B::j) / D(B::query),
       [](double v) {
         auto p = si_prefixed(v / 3600, "Wh");
         p.unit += "/query";
         return p;
       }},
      {D(B::j) / D(B::s), [](double v) { return si_prefixed(v, "W"); }},
      {D(B::j) / D(B::s) / D(B::gpu),
       [](double v) {
         auto p = si_prefixed(v, "W");
         p.unit += " per GPU";
         return p;
       }},
      {D(B::byte), [](double v) { return bytes(v); }},
      {D(B::byte) / D(B::gpu),
       [](double v) {
         auto p = bytes(v);
         p.unit += " per GPU";
         return p;
       }},
      {D(B::byte) / D(B::s) / D(B::gpu),
       [](double v) {
         auto p = si_prefixed(v, "B/s");
         p.unit += " per GPU";
         return p;
       }},
      {D(B::kgco2e),
       [](double v) {
         if (std::fabs(v) >= 1000) return Parts{format_sig(v / 1000), "tCO2e"};
         return Parts{format_sig(v), "kgCO2e"};
       }},
      {D(B::kgco2e) / D(B::query),
       [](double v) {
         if (std::fabs(v) >= 1) return Parts{format_sig(v), "kgCO2e/query"};
         return Parts{format_sig(v * 1000), "gCO2e/query"};
       }},
      {D(B::litre) / D(B::query),
       [](double v) {
         if (std::fabs(v) >= 1) return Parts{format_sig(v), "L/query"};
         return Parts{format_sig(v * 1000), "mL/query"};
       }},
      {D(B::litre),
       [](double v) {
         return Parts{format_sig(v), "L"};
       }},
      {D(B::litre) / D(B::j),
       [](double v) {
         return Parts{format_sig(v * 3.6e6), "L/kWh"};
       }},
      {D(B::kgco2e) / D(B::j),
       [](double v) {
         return Parts{format_sig(v * 3.6e6), "kgCO2e/kWh"};
       }},
      {D(B::param), [](double v) { return plural(v, "param", "params"); }},
      {D(B::token) / D(B::param),
       [](double v) {
         return Parts{suffixed(v), "tokens/param"};
       }},
      {D(B::token), [](double v) { return plural(v, "token", "tokens"); }},
      {D(B::gpu), [](double v) { return plural(v, "GPU", "GPUs"); }},
      {D(B::query), [](double v) { return plural(v, "query", "queries"); }},
      {D(B::byte) / D(B::token),
       [](double v) {
         Parts p = bytes(v);
         p.unit += "/token";
         return p;
       }},
      {D(B::token) / D(B::query),
       [](double v) {
         return Parts{suffixed(v), "tokens/query"};
       }},
      {D(B::token) / D(B::s) / D(B::gpu),
       [](double v) {
         return Parts{suffixed(v), "tokens/s per GPU"};
       }},
      // A user's or a GPU's rate per second (20 tokens/s); a service's per day.
      {D(B::token) / D(B::s),
       [](double v) {
         if (v < 1000) return Parts{suffixed(v), "tokens/s"};
         return Parts{suffixed(v * 86400), "tokens/day"};
       }},
  };
  return table;
}

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

Parts reader_parts(double v, const Dimension& dim) {
  if (std::isinf(v)) return {v > 0 ? "∞" : "-∞", ""};
  if (const Display* d = display_of(dim)) return d->write(v);
  return {format_sig(v), generic_unit(dim)};
}

std::string join(const Parts& p) {
  return p.unit.empty() ? p.number : p.number + " " + p.unit;
}

template <typename PartsOf>
std::string format_range(const Quantity& q, PartsOf&& parts) {
  if (q.is_point()) return join(parts(q.lo()));
  const bool lo_inf = std::isinf(q.lo()), hi_inf = std::isinf(q.hi());
  if (lo_inf && hi_inf) return "any value";
  if (hi_inf) return "≥ " + join(parts(q.lo()));
  if (lo_inf) return "≤ " + join(parts(q.hi()));
  const Parts a = parts(q.lo()), b = parts(q.hi());
  if (a.number == b.number && a.unit == b.unit) return join(a);
  if (a.unit == b.unit)
    return a.unit.empty() ? a.number + "–" + b.number : a.number + "–" + b.number + " " + a.unit;
  return join(a) + "–" + join(b);
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
  return clean_exponent(mantissa + sci.substr(e));
}

double round_significant(double v, int digits) {
  return rounded(v, digits);
}

std::string general_format(double v, int precision) {
  Shortest s;
  // Where the shortest digits are no more than the precision, they are what
  // `{:.Pg}` writes; anything else is left to fmt.
  // (Not below 1e-300, where doubles thin out and the argument fails.)
  if (!std::isfinite(v) || std::fabs(v) < 1e-300 || precision < 1 || precision > 15 ||
      (!short_digits_quickly(v, precision, s) && (!shortest(v, s) || s.length > precision)))
    return fmt::format(FMT_COMPILE("{:.{}g}"), v, precision);
  std::string out;
  if (s.negative) out += '-';
  const int x = s.exponent;
  const std::string_view d(s.digits, static_cast<std::size_t>(s.length));
  if (x >= -4 && x < precision) {  // fixed, its trailing zeros dropped
    if (x < 0) {
      out += "0.";
      out.append(static_cast<std::size_t>(-x - 1), '0');
      out += d;
    } else if (s.length <= x + 1) {
      out += d;
      out.append(static_cast<std::size_t>(x + 1 - s.length), '0');
    } else {
      out += d.substr(0, static_cast<std::size_t>(x) + 1);
      out += '.';
      out += d.substr(static_cast<std::size_t>(x) + 1);
    }
    return out;
  }
  // Scientific, with an exponent of at least two digits: 1.5e+07.
  out += d[0];
  if (s.length > 1) {
    out += '.';
    out += d.substr(1);
  }
  out += x < 0 ? "e-" : "e+";
  const int a = x < 0 ? -x : x;
  if (a < 10) out += '0';
  out += std::to_string(a);
  return out;
}

std::string fixed_format(double v, int decimals) {
  // Quickly where the figure, scaled to a whole number of its last decimals
  // (one rounding, of at most 2^-53 relative), stays below 1e11 and so within
  // 1e-5 of the exact figure, and is not within 1e-4 of a half: then rounding
  // the scaled figure rounds `v` itself the same way. The rest is left to fmt.
  const double scaled = decimals >= 0 && decimals <= 4 ? std::fabs(v) * kPowers[decimals] : 1e11;
  if (std::isfinite(v) && scaled < 1e11) {
    const double whole = std::floor(scaled), fraction = scaled - whole;
    if (std::fabs(fraction - 0.5) > 1e-4) {
      const auto units = static_cast<long long>(fraction > 0.5 ? whole + 1 : whole);
      std::string digits = std::to_string(units);
      if (decimals > 0) {
        if (digits.size() <= static_cast<std::size_t>(decimals))
          digits.insert(0, static_cast<std::size_t>(decimals) + 1 - digits.size(), '0');
        digits.insert(digits.size() - static_cast<std::size_t>(decimals), ".");
      }
      if (std::signbit(v)) digits.insert(0, 1, '-');
      return digits;
    }
  }
  return fmt::format(FMT_COMPILE("{:.{}f}"), v, decimals);
}

std::string format_sig3(double v) {
  const Significant three(3);
  return format_sig(v);
}

namespace {
std::string format_sig(double v) {
  if (std::isinf(v)) return v > 0 ? "∞" : "-∞";
  if (v == 0) return "0";
  const double r = round_sig(v);
  const double a = std::fabs(r);
  if (a >= 1e-3 && a < 1e6) {
    // Up to six integer digits are written out: "16400", not "1.64e4".
    if (r == std::floor(r)) {  // whole: shortest and fixed forms agree below a million
      std::string whole = fixed_format(r, 0);
      return significant > 3 ? grouped_decimal(whole) : whole;
    }
    const std::string g = general_format(r, significant);
    return significant > 3 ? grouped_decimal(g) : g;
  }
  return clean_exponent(general_format(r, significant));
}
}  // namespace

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
    for (const auto x : q.dim.exponent) h = h * 31 + static_cast<std::uint64_t>(x + 8);
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

namespace {

std::string format_quantity_afresh(const Quantity& q, QuantityStyle style) {
  switch (style) {
    case QuantityStyle::base: {
      const std::string unit = q.dim.dimensionless() ? "" : " " + generic_unit(q.dim);
      if (q.is_point()) return format_exact(q.lo()) + unit;
      return format_exact(q.lo()) + ".." + format_exact(q.hi()) + unit;
    }
    case QuantityStyle::percent:
      return format_range(q, [](double v) { return Parts{percent(v), ""}; });
    case QuantityStyle::ratio:
      return format_range(q, [](double v) { return Parts{format_sig(v) + "×", ""}; });
    case QuantityStyle::number:
      if (q.dim.dimensionless())
        return format_range(q, [](double v) {
          // A whole count is written whole (13,320 sequences, 80 layers).
          if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 1e9)
            return Parts{grouped(v), ""};
          return Parts{std::isinf(v) ? (v > 0 ? "∞" : "-∞") : format_sig(v), ""};
        });
      break;
    case QuantityStyle::claimed: {
      const Significant claimed(kClaimedDigits);
      return format_range(q, [&](double v) { return reader_parts(v, q.dim); });
    }
    case QuantityStyle::reader:
      break;
  }
  return format_range(q, [&](double v) { return reader_parts(v, q.dim); });
}

}  // namespace

}  // namespace claimcheck
