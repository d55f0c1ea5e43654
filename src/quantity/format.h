// How quantities are written for readers (`3.29e24 FLOP`, `$5.58M`, `54 days`)
// and in base units (`4.05e11 param`).
#pragma once

#include <fmt/format.h>

#include <string>

#include "quantity/quantity.h"

namespace claimcheck {

/// The ways a quantity can be written.
enum class QuantityStyle {
  reader,   ///< three significant figures in the unit a reader expects
  base,     ///< exact value in base units: `4.05e11 param`
  percent,  ///< `33%` whatever the dimension allows
  ratio,    ///< `0.2×`
  number,   ///< a plain number when dimensionless (`12.6–119`), else as reader
  claimed,  ///< as reader, but with every significant figure a claim wrote: `1,497.13 tCO2e`
};

std::string format_quantity(const Quantity& q, QuantityStyle style = QuantityStyle::reader);
/// format_quantity, appended to `out`.
void append_quantity(std::string& out, const Quantity& q,
                     QuantityStyle style = QuantityStyle::reader);

/// format_quantity, written afresh (not from the texts last written); with
/// `quick` false, every figure the careful way, for tests that the quick
/// ways of writing three significant figures agree with it.
std::string format_quantity_afresh(const Quantity& q, QuantityStyle style, bool quick);

/// A double in the fewest digits that read back to the same value, with a
/// plain exponent: `4.05e11`, `0.38`, `1.022362e6`.
std::string format_exact(double v);

/// A double to three significant figures: `5.58`, `3.29e24`, `989`.
std::string format_sig3(double v);

/// `v` rounded to `digits` significant figures (1 to 15), exactly as writing
/// it in decimal to that many figures and reading it back would round it.
double round_significant(double v, int digits);

/// The time in the unit the reader style shows a figure of `dim` (value `v`,
/// in base units) in, as seconds per that unit: 3600 for `GPU·h` and `Wh`,
/// 1/3600 for `per GPU·h`, 86400 for `days`, 1 for a rate per second or a
/// figure without time. A product of shown figures differs from its shown
/// result by the ratio of these: the unit conversion a worked answer says.
double shown_time_unit(const Dimension& dim, double v);

/// `v` as fmt's `{:.{precision}g}` writes it (precision 1 to 15).
std::string general_format(double v, int precision);

/// `v` as fmt's `{:.{decimals}f}` writes it.
std::string fixed_format(double v, int decimals);

}  // namespace claimcheck

/// `{}` reader style, `{:b}` base units, `{:%}` percent, `{:x}` ratio.
template <>
struct fmt::formatter<claimcheck::Quantity> {
  claimcheck::QuantityStyle style = claimcheck::QuantityStyle::reader;

  constexpr auto parse(format_parse_context& ctx) {
    auto it = ctx.begin();
    if (it != ctx.end() && *it != '}') {
      switch (*it) {
        case 'b':
          style = claimcheck::QuantityStyle::base;
          break;
        case '%':
          style = claimcheck::QuantityStyle::percent;
          break;
        case 'x':
          style = claimcheck::QuantityStyle::ratio;
          break;
        default:
          throw format_error("invalid quantity format");
      }
      ++it;
    }
    return it;
  }

  template <typename Context>
  auto format(const claimcheck::Quantity& q, Context& ctx) const {
    return fmt::format_to(ctx.out(), "{}", claimcheck::format_quantity(q, style));
  }
};
