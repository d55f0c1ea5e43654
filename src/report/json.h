// The conventions every command's JSON follows: an infinite end is the string
// "inf", text that is not UTF-8 (a file name) is replaced, not thrown on, and
// a document is streamed one array item at a time.
#pragma once

#include <cmath>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <string_view>

#include "quantity/quantity.h"

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

/// A quantity's ends in base units and its unit: `lo`, `hi` and `unit` of `j`.
template <typename Json>
void put_quantity(Json& j, const Quantity& q) {
  j["lo"] = json_number<Json>(q.lo());
  j["hi"] = json_number<Json>(q.hi());
  j["unit"] = q.dim.to_string();
}

/// A document whose body is one array, streamed item by item: the header
/// goes out with the first item or at close(), so a run that reports nothing
/// (no usable file) writes nothing at all.
class JsonArrayStream {
 public:
  /// `header` opens the document and the array: `{"schema": "...", "claims": [`.
  JsonArrayStream(std::ostream& out, std::string header) : out_(out), header_(std::move(header)) {}

  template <typename Json>
  void item(const Json& j) {
    out_ << (first_ ? header_ + "\n  " : std::string(",\n  ")) << json_text(j);
    first_ = false;
  }

  /// Ends the array and the document with `trailer` (`]}` and what follows).
  void close(std::string_view trailer) {
    out_ << (first_ ? header_ : std::string("\n")) << trailer;
    first_ = false;
  }

 private:
  std::ostream& out_;
  std::string header_;
  bool first_ = true;
};

}  // namespace claimcheck
