// The function table.
#include "rules/functions.h"

#include <cmath>

namespace claimcheck {
namespace {

/// min or max of two or more values, end by end.
template <QuantityResult (*Pick)(const Quantity&, const Quantity&)>
QuantityResult fold(const std::vector<Quantity>& args) {
  Quantity q = args[0];
  for (std::size_t i = 1; i < args.size(); ++i) {
    auto r = Pick(q, args[i]);
    if (!r) return r;
    q = r.value();
  }
  return q;
}

QuantityResult low_end(const std::vector<Quantity>& args) {
  return Quantity{Interval::point(args[0].lo()), args[0].dim};
}

QuantityResult high_end(const std::vector<Quantity>& args) {
  return Quantity{Interval::point(args[0].hi()), args[0].dim};
}

QuantityResult ceiling(const std::vector<Quantity>& args) {
  return Quantity{{std::ceil(args[0].lo()), std::ceil(args[0].hi())}, args[0].dim};
}

}  // namespace

const std::vector<FunctionDef>& function_table() {
  static const std::vector<FunctionDef> table = {
      {"min", 2, 0, "takes two or more values", false, false, fold<minimum>},
      {"max", 2, 0, "takes two or more values", false, false, fold<maximum>},
      {"lo", 1, 1, "takes one value", false, true, low_end},
      {"hi", 1, 1, "takes one value", false, true, high_end},
      {"ceil", 1, 1, "takes one value", false, false, ceiling},
      {"present", 1, 1, "takes one claim field, or hardware", true, true, nullptr},
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
