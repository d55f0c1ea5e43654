// The function table.
#include "rules/functions.h"

#include <algorithm>
#include <cmath>

namespace claimcheck {
namespace {

/// min or max of two or more values, end by end.
template <QuantityResult (*Pick)(const Quantity&, const Quantity&)>
QuantityResult fold(std::span<const Quantity> args) {
  Quantity q = args[0];
  for (std::size_t i = 1; i < args.size(); ++i) {
    auto r = Pick(q, args[i]);
    if (!r) return r;
    q = r.value();
  }
  return q;
}

QuantityResult low_end(std::span<const Quantity> args) {
  return Quantity{Interval::point(args[0].lo()), args[0].dim};
}

QuantityResult high_end(std::span<const Quantity> args) {
  return Quantity{Interval::point(args[0].hi()), args[0].dim};
}

QuantityResult ceiling(std::span<const Quantity> args) {
  return Quantity{{std::ceil(args[0].lo()), std::ceil(args[0].hi())}, args[0].dim};
}

/// x to the power y, for plain numbers: x ≥ 0, so over ranges each end is at a
/// corner of the two ranges.
QuantityResult power(std::span<const Quantity> args) {
  const Quantity& x = args[0];
  const Quantity& y = args[1];
  if (x.lo() < 0)
    return QuantityError{QuantityError::Kind::not_a_number,
                         "pow of a negative number (" + x.dim.to_string() + ")"};
  const double corners[] = {std::pow(x.lo(), y.lo()), std::pow(x.lo(), y.hi()),
                            std::pow(x.hi(), y.lo()), std::pow(x.hi(), y.hi())};
  double lo = corners[0], hi = corners[0];
  for (double c : corners) {
    if (std::isnan(c))
      return QuantityError{QuantityError::Kind::not_a_number, "pow has no answer here"};
    lo = std::min(lo, c);
    hi = std::max(hi, c);
  }
  return Quantity{{lo, hi}, Dimension{}};
}

}  // namespace

const std::vector<FunctionDef>& function_table() {
  static const std::vector<FunctionDef> table = {
      {"min", 2, 0, "takes two or more values", false, false, fold<minimum>, false},
      {"max", 2, 0, "takes two or more values", false, false, fold<maximum>, false},
      {"lo", 1, 1, "takes one value", false, true, low_end, false},
      {"hi", 1, 1, "takes one value", false, true, high_end, false},
      {"ceil", 1, 1, "takes one value", false, false, ceiling, false},
      {"pow", 2, 2, "takes two plain numbers: pow(x, y) is x to the power y", false, false, power,
       true},
      {"present", 1, 1, "takes one claim field, or hardware", true, true, nullptr, false},
  };
  return table;
}

const FunctionDef* find_function(std::string_view name) {
  for (const auto& f : function_table())
    if (name == f.name) return &f;
  return nullptr;
}

std::vector<std::string> function_names() {
  std::vector<std::string> r;
  for (const auto& f : function_table()) r.emplace_back(f.name);
  return r;
}

}  // namespace claimcheck
