// The one TOML reader of the tables: parsing after the screen, and values
// read with their position, so a bad figure is reported at its line and column.
#pragma once

#include <fmt/format.h>
#include <toml++/toml.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "text/diagnostic.h"
#include "text/source_text.h"
#include "text/spelling.h"

namespace claimcheck {

/// Reads the values of one TOML text, reporting each error at its place.
class TableReader {
 public:
  TableReader(std::string_view text, std::string name, std::vector<Diagnostic>& out)
      : text_(text), name_(std::move(name)), out_(out) {}

  void error(const toml::source_region& where, std::string message, int width = 1) {
    Diagnostic d;
    d.where.file = name_;
    d.where.line = static_cast<int>(where.begin.line);
    d.where.col = static_cast<int>(where.begin.column);
    d.where.source_line = source_line(text_, d.where.line);
    int end = where.end.line == where.begin.line ? static_cast<int>(where.end.column)
                                                 : d.where.col + width;
    d.where.end_col = std::max(end, d.where.col + 1);
    d.message = std::move(message);
    out_.push_back(std::move(d));
    ok_ = false;
  }

  bool ok() const { return ok_; }

  /// Screens and parses the text (a built-in table, screened when it is
  /// tested, goes straight to toml++). False when it is not TOML: the screen's
  /// diagnostic, or toml++'s at its line and column, appended to `diagnostics`.
  bool parse(toml::table& root, std::vector<Diagnostic>& diagnostics);

  /// A positive, finite number (integer or float).
  std::optional<double> number(const toml::node& node, const std::string& what) {
    double v = 0;
    if (auto i = node.as_integer()) {
      v = static_cast<double>(i->get());
    } else if (auto f = node.as_floating_point()) {
      v = f->get();
    } else {
      error(node.source(), fmt::format("{} must be a number, not {}", what, type_name(node)));
      return std::nullopt;
    }
    if (!std::isfinite(v) || v <= 0) {
      error(node.source(), fmt::format("{} must be a positive, finite number", what));
      return std::nullopt;
    }
    return v;
  }

  std::optional<std::string> string(const toml::node& node, const std::string& what) {
    if (auto s = node.as_string()) return s->get();
    error(node.source(), fmt::format("{} must be a string, not {}", what, type_name(node)));
    return std::nullopt;
  }

  std::vector<std::string> strings(const toml::node& node, const std::string& what) {
    std::vector<std::string> r;
    const auto* arr = node.as_array();
    if (!arr) {
      error(node.source(), fmt::format("{} must be an array of strings", what));
      return r;
    }
    for (const auto& e : *arr)
      if (auto s = string(e, what)) r.push_back(*s);
    return r;
  }

  /// `schema = 1`: the only layout of every table so far.
  void schema(const toml::node& node) {
    if (auto v = node.as_integer(); !v || v->get() != 1) error(node.source(), "schema must be 1");
  }

  /// `[[key]]` tables: the array, or nullptr (reported) when `key` is written otherwise.
  const toml::array* array_of_tables(const toml::node& node, const std::string& key) {
    const auto* arr = node.as_array();
    if (arr && arr->is_array_of_tables()) return arr;
    error(node.source(), fmt::format("'{}' must be written as [[{}]] tables", key, key));
    return nullptr;
  }

  const toml::table* table(const toml::node& node, const std::string& what) {
    if (const auto* t = node.as_table()) return t;
    error(node.source(), fmt::format("{} must be a table", what));
    return nullptr;
  }

  void unknown_key(const toml::key& key, const std::vector<std::string>& known,
                   const std::string& where) {
    error(key.source(),
          fmt::format("unknown key '{}' in {}{}", key.str(), where, did_you_mean(key.str(), known)),
          static_cast<int>(key.str().size()));
  }

  static std::string type_name(const toml::node& n) {
    switch (n.type()) {
      case toml::node_type::string:
        return "a string";
      case toml::node_type::integer:
        return "an integer";
      case toml::node_type::floating_point:
        return "a number";
      case toml::node_type::boolean:
        return "a boolean";
      case toml::node_type::table:
        return "a table";
      case toml::node_type::array:
        return "an array";
      default:
        return "a date or time";
    }
  }

 private:
  std::string_view text_;
  std::string name_;
  std::vector<Diagnostic>& out_;
  bool ok_ = true;
};

}  // namespace claimcheck
