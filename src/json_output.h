// The conventions every command's JSON follows: an infinite end is the string
// "inf", and text that is not UTF-8 (a file name) is replaced, not thrown on.
#pragma once

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>

namespace claimcheck {

/// A number, or "inf" / "-inf" for an infinite end.
template <typename Json = nlohmann::json>
Json json_number(double v) {
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  return v;
}

/// JSON text; bytes that are not UTF-8 become U+FFFD.
template <typename Json>
std::string json_text(const Json& j, int indent = -1) {
  return j.dump(indent, ' ', false, Json::error_handler_t::replace);
}

}  // namespace claimcheck
