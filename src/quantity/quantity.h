// Quantities: closed ranges of doubles with a physical dimension. Every value
// the rules compute with is a Quantity.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <variant>

namespace claimcheck {

/// The base dimensions of the rules language, in a fixed order.
enum class BaseDim : std::uint8_t {
  flop,
  param,
  token,
  gpu,
  query,
  usd,
  s,
  j,
  byte,
  kgco2e,
  litre
};
inline constexpr std::size_t kBaseDimCount = 11;

/// The symbol of a base dimension as written in rules (`FLOP`, `param`, ...).
const char* base_dim_symbol(BaseDim d);

/// A product of powers of the base dimensions.
struct Dimension {
  /// The exponents in BaseDim order; the bytes past kBaseDimCount are always
  /// zero. Sixteen in all, in two aligned words: compared, multiplied and
  /// divided a word at a time.
  alignas(8) std::array<std::int8_t, 16> exponent{};

  static Dimension none() { return {}; }
  static Dimension of(BaseDim d) {
    Dimension r;
    r.exponent[static_cast<std::size_t>(d)] = 1;
    return r;
  }
  bool dimensionless() const { return *this == Dimension{}; }
  std::int8_t operator[](BaseDim d) const { return exponent[static_cast<std::size_t>(d)]; }

  /// The exponents of a product (quotient): each pair added (subtracted).
  friend Dimension operator*(const Dimension& a, const Dimension& b) {
    Dimension r;
    r.set_words(bytewise_add(a.word(0), b.word(0)), bytewise_add(a.word(1), b.word(1)));
    return r;
  }
  friend Dimension operator/(const Dimension& a, const Dimension& b) {
    Dimension r;
    r.set_words(bytewise_subtract(a.word(0), b.word(0)), bytewise_subtract(a.word(1), b.word(1)));
    return r;
  }
  friend bool operator==(const Dimension& a, const Dimension& b) {
    return a.word(0) == b.word(0) && a.word(1) == b.word(1);
  }

  /// As written in rules: `FLOP/(param*token)`, `USD/(GPU*s)`, `1` when dimensionless.
  std::string to_string() const;

 private:
  static_assert(kBaseDimCount <= 16);
  std::uint64_t word(std::size_t i) const {
    std::uint64_t w = 0;
    std::memcpy(&w, exponent.data() + 8 * i, sizeof w);
    return w;
  }
  void set_words(std::uint64_t first, std::uint64_t second) {
    std::memcpy(exponent.data(), &first, sizeof first);
    std::memcpy(exponent.data() + 8, &second, sizeof second);
  }
  // Each byte of x plus (minus) the same byte of y, modulo 256, with no carry
  // (borrow) from one byte into the next: eight eight-bit exponents at once.
  static constexpr std::uint64_t kHigh = 0x8080808080808080ull;
  static std::uint64_t bytewise_add(std::uint64_t x, std::uint64_t y) {
    return ((x & ~kHigh) + (y & ~kHigh)) ^ ((x ^ y) & kHigh);
  }
  static std::uint64_t bytewise_subtract(std::uint64_t x, std::uint64_t y) {
    return ((x | kHigh) - (y & ~kHigh)) ^ ((x ^ ~y) & kHigh);
  }
};

/// A base dimension as a Dimension, for tables that write products of them: `D(B::usd) / D(B::s)`.
inline Dimension D(BaseDim d) {
  return Dimension::of(d);
}

/// A closed interval [lo, hi] of doubles. Either end may be infinite; neither is NaN.
struct Interval {
  double lo = 0;
  double hi = 0;

  static Interval point(double v) { return {v, v}; }
  bool is_point() const { return lo == hi; }
  bool contains(double v) const { return lo <= v && v <= hi; }
  friend bool operator==(const Interval& a, const Interval& b) = default;
};

/// A value: a range with a dimension.
struct Quantity {
  Interval value;
  Dimension dim;

  static Quantity point(double v, Dimension d = {}) { return {Interval::point(v), d}; }
  static Quantity range(double lo, double hi, Dimension d = {}) { return {{lo, hi}, d}; }
  double lo() const { return value.lo; }
  double hi() const { return value.hi; }
  bool is_point() const { return value.is_point(); }
  friend bool operator==(const Quantity& a, const Quantity& b) = default;
};

/// Why an operation on quantities produced no value.
struct QuantityError {
  enum class Kind { dimension_mismatch, division_by_zero, not_a_number };
  Kind kind;
  std::string message;
};

/// The result of an operation: a Quantity or the reason there is none. The
/// caller must look at it.
class [[nodiscard]] QuantityResult {
 public:
  QuantityResult(Quantity q) : v_(q) {}                  // NOLINT: implicit by design
  QuantityResult(QuantityError e) : v_(std::move(e)) {}  // NOLINT
  bool ok() const { return std::holds_alternative<Quantity>(v_); }
  explicit operator bool() const { return ok(); }
  const Quantity& value() const { return std::get<Quantity>(v_); }
  const QuantityError& error() const { return std::get<QuantityError>(v_); }

 private:
  std::variant<Quantity, QuantityError> v_;
};

QuantityResult add(const Quantity& a, const Quantity& b);
QuantityResult subtract(const Quantity& a, const Quantity& b);
QuantityResult multiply(const Quantity& a, const Quantity& b);
/// x / [0, b] = [x.lo / b, inf); x / [0, 0] is a division_by_zero error.
QuantityResult divide(const Quantity& a, const Quantity& b);
/// The same operations into `out`, with no result object: false (and `out`
/// as it was) where the operation above gives an error.
bool add_into(const Quantity& a, const Quantity& b, Quantity& out);
bool subtract_into(const Quantity& a, const Quantity& b, Quantity& out);
void multiply_into(const Quantity& a, const Quantity& b, Quantity& out);
bool divide_into(const Quantity& a, const Quantity& b, Quantity& out);
/// The range covering both: used for min/max-free hulls such as family figures.
QuantityResult hull(const Quantity& a, const Quantity& b);

/// A range's likely point when no source gives one: the geometric mean of its
/// ends (its middle on a log scale), the arithmetic mean when an end is zero
/// or negative, itself for a point; nothing for an unbounded range.
std::optional<Quantity> likely_point(const Quantity& q);
QuantityResult minimum(const Quantity& a, const Quantity& b);
QuantityResult maximum(const Quantity& a, const Quantity& b);
Quantity scale(const Quantity& q, double factor);

/// The three truth values of a comparison over ranges.
enum class Truth { never, possibly, certainly };
Truth operator!(Truth t);
Truth operator&&(Truth a, Truth b);
Truth operator||(Truth a, Truth b);

/// a > b (strict) over ranges: certainly when every value of a exceeds every value of b.
Truth greater(const Quantity& a, const Quantity& b);
Truth less(const Quantity& a, const Quantity& b);

}  // namespace claimcheck
