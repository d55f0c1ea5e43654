// A JSON writer that appends to a string as it goes: no tree is built, so a
// report of any length is written at the cost of its bytes. It follows the
// conventions of report/json.h: an infinite end is the string "inf", and
// bytes that are not UTF-8 become U+FFFD.
#pragma once

#include <string>
#include <string_view>

#include "quantity/quantity.h"

namespace claimcheck {

class JsonWriter {
 public:
  explicit JsonWriter(std::string& out) : out_(out) {}

  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }

  /// An object's key; the value follows.
  JsonWriter& key(std::string_view name);
  /// A key written in the source, which is plain ASCII: written as it is.
  template <std::size_t N>
  JsonWriter& key(const char (&name)[N]) {
    separate();
    out_ += '"';
    out_.append(name, N - 1);
    out_.append("\":", 2);
    comma_ = false;
    return *this;
  }

  JsonWriter& string(std::string_view text);
  /// A number; an infinite one as "inf" or "-inf", NaN as null.
  JsonWriter& number(double v);
  JsonWriter& integer(long long v);
  JsonWriter& boolean(bool v);
  JsonWriter& null();

  /// `{"lo": ..., "hi": ..., "unit": ...}`, in base units.
  JsonWriter& quantity(const Quantity& q);
  /// The members `lo`, `hi` and `unit` of the object being written.
  JsonWriter& quantity_members(const Quantity& q);

  /// Text already in JSON, written as one value.
  JsonWriter& raw(std::string_view json);

 private:
  JsonWriter& open(char c) {
    separate();
    out_ += c;
    comma_ = false;
    return *this;
  }
  JsonWriter& close(char c) {
    out_ += c;
    comma_ = true;
    return *this;
  }
  void separate() {
    if (comma_) out_ += ',';
    comma_ = true;
  }

  std::string& out_;
  bool comma_ = false;  ///< a value came before at this level
};

/// `text` as a JSON string, quotes included, appended to `out`.
void append_json_string(std::string& out, std::string_view text);

}  // namespace claimcheck
