// Interval arithmetic on quantities: exact bounds by evaluating at the ends.
#include "quantity/quantity.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace claimcheck {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// 0 × ∞ is 0 here: a zero count of something unbounded is still nothing.
double times(double a, double b) {
  if (a == 0 || b == 0) return 0;
  return a * b;
}

QuantityError mismatch(const char* op, const Quantity& a, const Quantity& b) {
  return {QuantityError::Kind::dimension_mismatch,
          fmt::format("cannot {} {} and {}", op, a.dim.to_string(), b.dim.to_string())};
}

// inf - inf and the like: widen to the safe side instead of producing NaN.
Interval clean(double lo, double hi) {
  if (std::isnan(lo)) lo = -kInf;
  if (std::isnan(hi)) hi = kInf;
  return {lo, hi};
}

}  // namespace

const char* base_dim_symbol(BaseDim d) {
  static constexpr const char* names[kBaseDimCount] = {
      "FLOP", "param", "token", "GPU", "query", "USD", "s", "J", "byte", "kgCO2e", "L"};
  return names[static_cast<std::size_t>(d)];
}

std::string Dimension::to_string() const {
  auto part = [](const char* name, int e) {
    return e == 1 ? std::string(name) : fmt::format("{}^{}", name, e);
  };
  std::vector<std::string> num, den;
  for (std::size_t i = 0; i < kBaseDimCount; ++i) {
    const int e = exponent[i];
    const char* name = base_dim_symbol(static_cast<BaseDim>(i));
    if (e > 0) num.push_back(part(name, e));
    if (e < 0) den.push_back(part(name, -e));
  }
  std::string r = num.empty() ? "1" : fmt::format("{}", fmt::join(num, "*"));
  if (den.size() == 1) r += "/" + den[0];
  if (den.size() > 1) r += fmt::format("/({})", fmt::join(den, "*"));
  return r;
}

bool add_into(const Quantity& a, const Quantity& b, Quantity& out) {
  if (a.dim != b.dim) return false;
  out = Quantity{clean(a.lo() + b.lo(), a.hi() + b.hi()), a.dim};
  return true;
}

bool subtract_into(const Quantity& a, const Quantity& b, Quantity& out) {
  if (a.dim != b.dim) return false;
  out = Quantity{clean(a.lo() - b.hi(), a.hi() - b.lo()), a.dim};
  return true;
}

void multiply_into(const Quantity& a, const Quantity& b, Quantity& out) {
  if (a.is_point() && b.is_point()) {  // the four products are one
    const double p = times(a.lo(), b.lo());
    out = Quantity{{p, p}, a.dim * b.dim};
    return;
  }
  const double p[4] = {times(a.lo(), b.lo()), times(a.lo(), b.hi()), times(a.hi(), b.lo()),
                       times(a.hi(), b.hi())};
  out = Quantity{{*std::min_element(p, p + 4), *std::max_element(p, p + 4)}, a.dim * b.dim};
}

bool divide_into(const Quantity& a, const Quantity& b, Quantity& out) {
  const double lo = b.lo(), hi = b.hi();
  if (lo == 0 && hi == 0) return false;
  Interval reciprocal;
  if (lo > 0 || hi < 0) {
    reciprocal = {1 / hi, 1 / lo};  // 1/inf = 0 covers infinite ends
  } else if (lo == 0) {
    reciprocal = {1 / hi, kInf};
  } else if (hi == 0) {
    reciprocal = {-kInf, 1 / lo};
  } else {
    reciprocal = {-kInf, kInf};  // the divisor straddles zero
  }
  multiply_into(a, Quantity{reciprocal, Dimension{}}, out);
  out.dim = a.dim / b.dim;
  return true;
}

QuantityResult add(const Quantity& a, const Quantity& b) {
  Quantity q;
  if (!add_into(a, b, q)) return mismatch("add", a, b);
  return q;
}

QuantityResult subtract(const Quantity& a, const Quantity& b) {
  Quantity q;
  if (!subtract_into(a, b, q)) return mismatch("subtract", a, b);
  return q;
}

QuantityResult multiply(const Quantity& a, const Quantity& b) {
  Quantity q;
  multiply_into(a, b, q);
  return q;
}

QuantityResult divide(const Quantity& a, const Quantity& b) {
  Quantity q;
  if (!divide_into(a, b, q))
    return QuantityError{QuantityError::Kind::division_by_zero, "division by zero"};
  return q;
}

QuantityResult hull(const Quantity& a, const Quantity& b) {
  if (a.dim != b.dim) return mismatch("combine", a, b);
  return Quantity{{std::min(a.lo(), b.lo()), std::max(a.hi(), b.hi())}, a.dim};
}

QuantityResult minimum(const Quantity& a, const Quantity& b) {
  if (a.dim != b.dim) return mismatch("take the minimum of", a, b);
  return Quantity{{std::min(a.lo(), b.lo()), std::min(a.hi(), b.hi())}, a.dim};
}

QuantityResult maximum(const Quantity& a, const Quantity& b) {
  if (a.dim != b.dim) return mismatch("take the maximum of", a, b);
  return Quantity{{std::max(a.lo(), b.lo()), std::max(a.hi(), b.hi())}, a.dim};
}

Quantity scale(const Quantity& q, double factor) {
  auto r = multiply(q, Quantity::point(factor));
  return r.value();
}

Truth operator!(Truth t) {
  switch (t) {
    case Truth::never:
      return Truth::certainly;
    case Truth::certainly:
      return Truth::never;
    default:
      return Truth::possibly;
  }
}

Truth operator&&(Truth a, Truth b) {
  return std::min(a, b);
}
Truth operator||(Truth a, Truth b) {
  return std::max(a, b);
}

Truth greater(const Quantity& a, const Quantity& b) {
  if (a.lo() > b.hi()) return Truth::certainly;
  if (a.hi() <= b.lo()) return Truth::never;
  return Truth::possibly;
}

Truth less(const Quantity& a, const Quantity& b) {
  return greater(b, a);
}

std::optional<Quantity> likely_point(const Quantity& q) {
  if (q.is_point()) return q;
  if (std::isinf(q.lo()) || std::isinf(q.hi())) return std::nullopt;
  const double v = q.lo() > 0 ? std::sqrt(q.lo() * q.hi()) : (q.lo() + q.hi()) / 2;
  return Quantity::point(std::clamp(v, q.lo(), q.hi()), q.dim);
}

}  // namespace claimcheck
