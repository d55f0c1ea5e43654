// The precision list.
#include "vocab/precision.h"

#include <algorithm>

namespace claimcheck {

const std::vector<std::string>& precision_names() {
  static const std::vector<std::string> names = {"bf16", "fp16", "fp8", "fp4",
                                                 "tf32", "fp32", "int8"};
  return names;
}

bool is_precision(std::string_view name) {
  const auto& names = precision_names();
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace claimcheck
