// The functions of the rules language, declared once: name, arity, how the
// checker types a call and how the evaluator computes it.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "quantity/quantity.h"

namespace claimcheck {

/// One function of the rules language.
struct FunctionDef {
  const char* name;
  std::size_t min_args;
  std::size_t max_args;  ///< 0: no upper limit
  const char* arity;     ///< said when the count of arguments is wrong: "takes one value"
  /// present(): a condition on a claim field, answered by the evaluator from
  /// the record; every other function maps quantities of one dimension to
  /// one of the same dimension.
  bool presence = false;
  /// Reads only one end of its argument (lo, hi), so a range used in it is not counted twice.
  bool one_end = false;
  QuantityResult (*apply)(std::span<const Quantity> args) = nullptr;
  /// Takes and gives plain numbers only (pow): every argument is checked to
  /// have no dimension.
  bool dimensionless = false;
};

/// Every function.
const std::vector<FunctionDef>& function_table();

/// The function of a name, or nullptr.
const FunctionDef* find_function(std::string_view name);

/// Every function's name, for "did you mean" and messages.
std::vector<std::string> function_names();

}  // namespace claimcheck
