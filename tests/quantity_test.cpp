// Quantities: interval arithmetic, dimensions, units and formatting.
#include "quantity/quantity.h"

#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "quantity/format.h"
#include "quantity/units.h"

using namespace claimcheck;
using B = BaseDim;

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
}  // namespace

TEST_CASE("points and ranges add, subtract, multiply and divide with exact bounds") {
  const auto a = Quantity::range(2, 3);
  const auto b = Quantity::range(4, 5);
  CHECK(add(a, b).value().value == Interval{6, 8});
  CHECK(subtract(b, a).value().value == Interval{1, 3});
  CHECK(multiply(a, b).value().value == Interval{8, 15});
  CHECK(divide(b, a).value().value == Interval{4.0 / 3, 2.5});
  CHECK(multiply(Quantity::range(-1, 2), b).value().value == Interval{-5, 10});
}

TEST_CASE("6ND for DeepSeek-V3 is 3.2856e24 FLOP with the dimension FLOP") {
  const Quantity six = Quantity::point(6, D(B::flop) / (D(B::param) * D(B::token)));
  const Quantity n = Quantity::point(37e9, D(B::param));
  const Quantity d = Quantity::point(14.8e12, D(B::token));
  const auto work = multiply(multiply(six, n).value(), d);
  REQUIRE(work.ok());
  CHECK(work.value().dim == D(B::flop));
  CHECK(work.value().lo() == Approx(3.2856e24));
  CHECK(fmt::format("{}", work.value()) == "3.29e24 FLOP");
}

TEST_CASE("an open end stays open through arithmetic") {
  const auto open = Quantity::range(15e12, kInf, D(B::token));
  SECTION("multiplying keeps the open end") {
    const auto r = multiply(open, Quantity::point(2)).value();
    CHECK(r.lo() == 30e12);
    CHECK(std::isinf(r.hi()));
  }
  SECTION("0 times infinity is 0") {
    const auto r = multiply(Quantity::range(0, 1), Quantity::range(1, kInf)).value();
    CHECK(r.lo() == 0);
    CHECK(std::isinf(r.hi()));
  }
  SECTION("dividing by an open range reaches 0") {
    const auto r = divide(Quantity::point(1), Quantity::range(2, kInf)).value();
    CHECK(r.value == Interval{0, 0.5});
  }
  SECTION("infinity minus infinity widens instead of giving NaN") {
    const auto r = subtract(Quantity::range(0, kInf), Quantity::range(0, kInf)).value();
    CHECK(r.lo() == -kInf);
    CHECK(r.hi() == kInf);
  }
  SECTION("an open range is written with ≥") {
    CHECK(fmt::format("{}", open) == "≥ 15T tokens");
  }
}

TEST_CASE("division by ranges that touch zero") {
  const auto x = Quantity::range(2, 4);
  CHECK(divide(x, Quantity::range(0, 2)).value().value == Interval{1, kInf});
  const auto by_zero = divide(x, Quantity::point(0));
  REQUIRE_FALSE(by_zero.ok());
  CHECK(by_zero.error().kind == QuantityError::Kind::division_by_zero);
  const auto straddle = divide(x, Quantity::range(-1, 1)).value();
  CHECK(straddle.lo() == -kInf);
  CHECK(straddle.hi() == kInf);
}

TEST_CASE("dimension errors are values the caller must look at") {
  const auto params = Quantity::point(1, D(B::param));
  const auto tokens = Quantity::point(1, D(B::token));
  const auto sum = add(params, tokens);
  REQUIRE_FALSE(sum.ok());
  CHECK(sum.error().kind == QuantityError::Kind::dimension_mismatch);
  CHECK(sum.error().message == "cannot add param and token");
  const auto per_token = Quantity::point(1, D(B::usd) / D(B::token));
  const auto per_gpu_hour = Quantity::point(1, D(B::usd) / (D(B::gpu) * D(B::s)));
  const auto cmp = minimum(per_token, per_gpu_hour);
  REQUIRE_FALSE(cmp.ok());
  CHECK(cmp.error().kind == QuantityError::Kind::dimension_mismatch);
  CHECK_FALSE(subtract(params, tokens).ok());
  CHECK_FALSE(minimum(params, tokens).ok());
}

TEST_CASE("comparisons over ranges are three-valued") {
  const auto limit = Quantity::point(1.0);
  CHECK(greater(Quantity::range(1.1, 1.2), limit) == Truth::certainly);
  CHECK(greater(Quantity::range(0.59, 1.18), limit) == Truth::possibly);
  CHECK(greater(Quantity::range(0.3, 0.9), limit) == Truth::never);
  CHECK(greater(Quantity::point(1.0), limit) == Truth::never);
  CHECK(less(Quantity::range(0.1, 0.12), Quantity::point(0.15)) == Truth::certainly);
  CHECK((Truth::possibly && Truth::certainly) == Truth::possibly);
  CHECK((Truth::never || Truth::possibly) == Truth::possibly);
  CHECK((!Truth::possibly) == Truth::possibly);
  CHECK((!Truth::never) == Truth::certainly);
}

TEST_CASE("units: table lookups with SI prefixes where they apply") {
  struct Row {
    int line;
    const char* name;
    double factor;
    Dimension dim;
  };
  const Row rows[] = {
      {__LINE__, "MWh", 3.6e9, D(B::j)},
      {__LINE__, "kWh", 3.6e6, D(B::j)},
      {__LINE__, "Wh", 3600, D(B::j)},
      {__LINE__, "ZFLOP", 1e21, D(B::flop)},
      {__LINE__, "FLOPs", 1, D(B::flop)},
      {__LINE__, "TFLOPS", 1e12, D(B::flop) / D(B::s)},
      {__LINE__, "TFLOP/s", 1e12, D(B::flop) / D(B::s)},
      {__LINE__, "PF-days", 1e15 * 86400, D(B::flop)},
      {__LINE__, "GB", 1e9, D(B::byte)},
      {__LINE__, "GiB", 1073741824.0, D(B::byte)},
      {__LINE__, "days", 86400, D(B::s)},
      {__LINE__, "tCO2e", 1000, D(B::kgco2e)},
      {__LINE__, "%", 0.01, Dimension{}},
      {__LINE__, "kW", 1e3, D(B::j) / D(B::s)},
  };
  for (const auto& r : rows) {
    INFO("line " << r.line << ": " << r.name);
    const auto u = find_unit(r.name);
    REQUIRE(u);
    CHECK(u->factor == Approx(r.factor));
    CHECK(u->dim == r.dim);
  }
  // Prefixes only where the table allows them, and case matters.
  CHECK_FALSE(find_unit("kparam"));
  CHECK_FALSE(find_unit("mWh"));
  CHECK_FALSE(find_unit("Mday"));
  CHECK_FALSE(find_unit("B"));
}

TEST_CASE("quantities are written for readers in the unit each dimension is read in") {
  struct Row {
    int line;
    Quantity q;
    const char* text;
  };
  const Dimension gpu_h = D(B::gpu) * D(B::s);
  const Row rows[] = {
      {__LINE__, Quantity::point(3.2856e24, D(B::flop)), "3.29e24 FLOP"},
      {__LINE__, Quantity::point(2.788e6 * 3600, gpu_h), "2.79M GPU·h"},
      {__LINE__, Quantity::point(5.576e6, D(B::usd)), "$5.58M"},
      {__LINE__, Quantity::point(0.33), "33%"},
      {__LINE__, Quantity::point(54 * 86400.0, D(B::s)), "54 days"},
      {__LINE__, Quantity::point(433e6 * 3600, D(B::j)), "433 MWh"},
      {__LINE__, Quantity::range(1.1e6, 2.2e6, D(B::usd)), "$1.1M–$2.2M"},
      {__LINE__, Quantity::range(0.38, 0.43), "38%–43%"},
      {__LINE__, Quantity::point(405e9, D(B::param)), "405B params"},
      {__LINE__, Quantity::point(1, D(B::param)), "1 param"},
      {__LINE__, Quantity::range(1e6, 2e6, D(B::token)), "1M–2M tokens"},
      {__LINE__, Quantity::point(3.5e-6, D(B::usd) / D(B::token)), "$3.50 per 1M tokens"},
      {__LINE__, Quantity::point(2.0 / 3600, D(B::usd) / (D(B::gpu) * D(B::s))), "$2 per GPU·h"},
      {__LINE__, Quantity::point(12.29 / 3600, D(B::usd) / (D(B::gpu) * D(B::s))),
       "$12.29 per GPU·h"},
      {__LINE__, Quantity::point(989e12, D(B::flop) / (D(B::s) * D(B::gpu))), "989 TFLOPS"},
      {__LINE__, Quantity::point(0.24 * 3600, D(B::j) / D(B::query)), "0.24 Wh/query"},
      {__LINE__, Quantity::point(25000, D(B::kgco2e)), "25 tCO2e"},
      {__LINE__, Quantity::point(100e12, D(B::byte)), "100 TB"},
      {__LINE__, Quantity::point(5 * 3600.0, D(B::s)), "5 h"},
      {__LINE__, Quantity::point(700, D(B::j) / (D(B::s) * D(B::gpu))), "700 W per GPU"},
      {__LINE__, Quantity::range(0, 6e6, D(B::usd)), "$0–$6M"},
      {__LINE__, Quantity::range(-kInf, 5, D(B::usd)), "≤ $5"},
      {__LINE__, Quantity::point(2, D(B::flop) / D(B::param)), "2 FLOP/param"},
  };
  for (const auto& r : rows) {
    INFO("line " << r.line);
    CHECK(fmt::format("{}", r.q) == r.text);
  }
}

TEST_CASE("formatting styles: base units, percent and ratio") {
  CHECK(fmt::format("{:b}", Quantity::point(405e9, D(B::param))) == "4.05e11 param");
  CHECK(fmt::format("{:b}", Quantity::range(0.38, 0.43)) == "0.38..0.43");
  CHECK(fmt::format("{:b}", Quantity::point(440, D(B::gpu))) == "440 GPU");
  CHECK(fmt::format("{:b}", Quantity::range(15e12, kInf, D(B::token))) == "1.5e13..inf token");
  CHECK(fmt::format("{:%}", Quantity::point(0.586)) == "59%");  // whole numbers from 10% up
  CHECK(fmt::format("{:%}", Quantity::point(0.0583)) == "5.8%");
  CHECK(fmt::format("{:%}", Quantity::point(0.005)) == "0.5%");
  CHECK(fmt::format("{:x}", Quantity::point(0.2)) == "0.2×");
  CHECK(fmt::format("{:x}", Quantity::range(1.5, 2.25)) == "1.5×–2.25×");
  CHECK(format_sig3(1234567) == "1.23e6");
  CHECK(format_sig3(16384) == "16400");
  CHECK(format_exact(5.576e6) == "5.576e6");
  CHECK(format_exact(0.35) == "0.35");
}

TEST_CASE("dimensions are written as rules write them") {
  CHECK((D(B::flop) / (D(B::param) * D(B::token))).to_string() == "FLOP/(param*token)");
  CHECK((D(B::usd) / D(B::token)).to_string() == "USD/token");
  CHECK(Dimension{}.to_string() == "1");
  CHECK((D(B::s) * D(B::s)).to_string() == "s^2");
}

TEST_CASE("dimensions multiply and divide exponent by exponent, negative ones too") {
  std::mt19937 random(7);
  std::uniform_int_distribution<int> power(-6, 6);
  for (int trial = 0; trial < 2000; ++trial) {
    Dimension a, b;
    for (std::size_t i = 0; i < kBaseDimCount; ++i) {
      a.exponent[i] = static_cast<std::int8_t>(power(random));
      b.exponent[i] = static_cast<std::int8_t>(power(random));
    }
    const Dimension product = a * b, quotient = a / b;
    for (std::size_t i = 0; i < kBaseDimCount; ++i) {
      INFO("trial " << trial << ", exponent " << i);
      CHECK(product.exponent[i] == a.exponent[i] + b.exponent[i]);
      CHECK(quotient.exponent[i] == a.exponent[i] - b.exponent[i]);
    }
  }
  CHECK((D(B::usd) / D(B::gpu) / D(B::s)) * D(B::s) * D(B::gpu) == D(B::usd));
  CHECK((D(B::litre) / D(B::kgco2e)).exponent[10] == 1);
  CHECK((D(B::litre) / D(B::kgco2e)).exponent[9] == -1);
}

TEST_CASE("a product of two points is the point of their product, zero times infinity zero") {
  const Quantity p = multiply(Quantity::point(3, D(B::gpu)), Quantity::point(2.5, D(B::s))).value();
  CHECK(p.lo() == 7.5);
  CHECK(p.hi() == 7.5);
  CHECK(p.dim == D(B::gpu) * D(B::s));
  const double inf = std::numeric_limits<double>::infinity();
  const Quantity z = multiply(Quantity::point(0), Quantity::point(inf)).value();
  CHECK(z.lo() == 0);
  CHECK(z.hi() == 0);
  const Quantity r = multiply(Quantity::point(-2), Quantity::range(1, 3)).value();
  CHECK(r.lo() == -6);
  CHECK(r.hi() == -2);
}

TEST_CASE("figures of three significant figures are written the quick way as the careful way") {
  std::mt19937_64 random(2026);
  std::uniform_real_distribution<double> mantissa(1, 10);
  std::uniform_int_distribution<int> exponent(-8, 17), figures(1, 4), coin(0, 3);
  const std::vector<Dimension> dims = {Dimension{},
                                       D(B::usd),
                                       D(B::flop),
                                       D(B::gpu) * D(B::s),
                                       D(B::usd) / D(B::token),
                                       D(B::usd) / D(B::gpu) / D(B::s),
                                       D(B::token) / D(B::param),
                                       D(B::j),
                                       D(B::byte),
                                       D(B::flop) / D(B::s) / D(B::gpu),
                                       D(B::s),
                                       D(B::param)};
  const QuantityStyle styles[] = {QuantityStyle::reader, QuantityStyle::ratio,
                                  QuantityStyle::number, QuantityStyle::percent,
                                  QuantityStyle::claimed};
  // A figure as the rules make them: any double; a decimal of a few figures;
  // a tie of the fourth figure (1.235e4, 999.5); a whole number.
  auto figure = [&]() {
    const double scale = std::pow(10.0, exponent(random));
    double v = mantissa(random) * scale;
    switch (coin(random)) {
      case 0: {
        const double p = std::pow(10.0, figures(random));
        v = std::round(mantissa(random) * p) / p * scale;
        break;
      }
      case 1:
        v = (std::round(mantissa(random) * 100) + 0.5) / 100 * scale;
        break;
      case 2:
        v = std::round(v);
        break;
      default:
        break;
    }
    return coin(random) == 0 ? -v : v;
  };
  int compared = 0;
  for (int trial = 0; trial < 60000; ++trial) {
    const Dimension& dim = dims[static_cast<std::size_t>(trial) % dims.size()];
    const QuantityStyle style = styles[static_cast<std::size_t>(trial / 7) % 5];
    double lo = figure(), hi = lo;
    if (trial % 3 == 0) {
      hi = figure();
      if (hi < lo) std::swap(lo, hi);
    }
    const Quantity q{{lo, hi}, dim};
    const std::string quick = format_quantity_afresh(q, style, true);
    const std::string careful = format_quantity_afresh(q, style, false);
    INFO(fmt::format("{:.17g}..{:.17g} {}", lo, hi, dim.to_string()));
    REQUIRE(quick == careful);
    ++compared;
  }
  CHECK(compared == 60000);
  // The edges of the quick way, by hand.
  for (const double v :
       {999.5,    999.4999, 9995.0,    9994.9,   0.00099951, 0.0009994, 1e4, 99950.0,
        999499.0, 999500.0, 1e6 - 0.5, 9.995e14, 9.994e14,   1e15,      0.5, 1.005,
        12.35,    1.0 / 3,  2.0 / 3,   16384.5,  1234567.0,  5e-4}) {
    for (const double signed_v : {v, -v})
      for (const auto& dim : dims)
        for (const QuantityStyle style : styles) {
          const Quantity q = Quantity::point(signed_v, dim);
          INFO(fmt::format("{:.17g} {}", signed_v, dim.to_string()));
          CHECK(format_quantity_afresh(q, style, true) == format_quantity_afresh(q, style, false));
        }
  }
}

TEST_CASE("a claimed figure is written with every figure the claim gave, a derived one to three") {
  // Issue 10: the source's 1,497.13 tCO2e was shown as 1500.
  const Quantity emissions = Quantity::point(1497130, D(B::kgco2e));
  CHECK(format_quantity(emissions) == "1500 tCO2e");
  CHECK(format_quantity(emissions, QuantityStyle::claimed) == "1,497.13 tCO2e");
  CHECK(format_quantity(Quantity::point(2.788e6 * 3600, D(B::gpu) * D(B::s)),
                        QuantityStyle::claimed) == "2.788M GPU·h");
  CHECK(format_quantity(Quantity::point(5.576e6, D(B::usd)), QuantityStyle::claimed) == "$5.576M");
  CHECK(format_quantity(Quantity::point(0.415), QuantityStyle::claimed) == "41.5%");
  CHECK(format_quantity(Quantity::point(0.415)) == "42%");
}

namespace {

/// The reference: write `v` in decimal to `digits` figures, exactly, and read
/// it back; `v` itself where that overflows.
double rounded_by_writing(double v, int digits) {
  const std::string s = fmt::format("{:.{}e}", v, digits - 1);
  double r = v;
  std::from_chars(s.data(), s.data() + s.size(), r);
  return r;
}

/// Doubles of every magnitude, and ones on and beside the halfway points of
/// short decimals, where rounding is decided in the last bit.
std::vector<double> awkward_values() {
  std::mt19937_64 random(20261203);
  std::vector<double> values = {
      1,     0.5,       2,     1024,   0.125, 1e22, 1e23, 5e-324, 1.7976931348623157e308, 0.3, 0.1,
      9.995, 9.9949999, 99.95, 0.0015, 1.5,   2.5,  125,  1.45};
  std::uniform_real_distribution<double> mantissa(1, 10);
  std::uniform_int_distribution<int> exponent(-30, 30), figures(1, 8);
  for (int i = 0; i < 20000; ++i) {
    const double m = mantissa(random) * std::pow(10.0, exponent(random));
    values.push_back(m);
    // A short decimal with a final 5: the tie of rounding to one figure fewer.
    const int n = figures(random);
    const double tie = std::strtod(
        fmt::format("{:.{}e}", m, n - 1).insert(n == 1 ? 1 : n + 1, "5").c_str(), nullptr);
    for (double x : {tie, std::nextafter(tie, 0.0), std::nextafter(tie, 1e308), -tie})
      values.push_back(x);
    values.push_back(std::ldexp(1.0, exponent(random) * 3));  // powers of two
  }
  return values;
}

}  // namespace

TEST_CASE("rounding to significant figures agrees with writing the figures out and reading them") {
  std::size_t differ = 0;
  for (const double v : awkward_values())
    for (int digits = 1; digits <= 8; ++digits) {
      const double fast = round_significant(v, digits), slow = rounded_by_writing(v, digits);
      if (std::memcmp(&fast, &slow, sizeof fast) != 0) {
        if (differ++ < 5)
          FAIL_CHECK(fmt::format("{} to {} figures: {} against {}", v, digits, fast, slow));
      }
    }
  CHECK(differ == 0);
}

TEST_CASE("general_format writes what fmt's {:.Pg} writes") {
  std::size_t differ = 0;
  for (const double v : awkward_values())
    for (int p = 1; p <= 8; ++p)
      for (const double x : {v, round_significant(v, p)}) {  // short digits, and long
        const std::string mine = general_format(x, p), theirs = fmt::format("{:.{}g}", x, p);
        if (mine != theirs && differ++ < 5)
          FAIL_CHECK(fmt::format("{} at {}: {} against {}", x, p, mine, theirs));
      }
  CHECK(differ == 0);
}

TEST_CASE("fixed_format writes what fmt's {:.Nf} writes") {
  std::size_t differ = 0;
  for (const double v : awkward_values())
    for (int n = 0; n <= 4; ++n)
      for (const double x : {v, v / 1000, round_significant(v, 3) * 100}) {
        const std::string mine = fixed_format(x, n), theirs = fmt::format("{:.{}f}", x, n);
        if (mine != theirs && differ++ < 5)
          FAIL_CHECK(fmt::format("{} to {} decimals: {} against {}", x, n, mine, theirs));
      }
  CHECK(differ == 0);
}

TEST_CASE("a quantity written again is written the same, in each style and sign") {
  // Written quantities are remembered: the same figure in another style, of
  // another sign or dimension, or among many others, is not confused with it.
  const std::vector<Quantity> quantities = {
      Quantity::point(1497.13e3, D(B::kgco2e)), Quantity::point(1497.13e3),
      Quantity::point(0.0, D(B::usd)),          Quantity::point(-0.0, D(B::usd)),
      Quantity::range(0.8, 5.12, D(B::usd)),    Quantity::point(0.415)};
  const QuantityStyle styles[] = {QuantityStyle::reader,  QuantityStyle::claimed,
                                  QuantityStyle::percent, QuantityStyle::ratio,
                                  QuantityStyle::number,  QuantityStyle::base};
  std::vector<std::string> first;
  for (const auto& q : quantities)
    for (const auto style : styles) first.push_back(format_quantity(q, style));
  CHECK(first[0] == "1500 tCO2e");
  CHECK(first[1] == "1,497.13 tCO2e");
  CHECK(first[4 * 6] == "$0.80–$5.12");
  CHECK(first[5 * 6 + 2] == "42%");
  CHECK(first[5 * 6 + 3] == "0.415×");
  for (int i = 0; i < 3000; ++i) format_quantity(Quantity::point(i * 1.37, D(B::usd)));
  std::size_t n = 0;
  for (const auto& q : quantities)
    for (const auto style : styles) CHECK(format_quantity(q, style) == first[n++]);
}
