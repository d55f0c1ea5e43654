// Loading the assumptions table with toml++: each entry is a value or a
// low..high range, with a unit, a source and a date.
#include "tables/assumptions.h"

#include <toml++/toml.h>

#include <cmath>

#include "quantity/format.h"
#include "quantity/units.h"
#include "tables/builtin.h"
#include "tables/toml_reader.h"
#include "text/spelling.h"

namespace claimcheck {

bool Assumptions::load(std::string_view text, const std::string& name,
                       std::vector<Diagnostic>& diagnostics) {
  std::vector<Diagnostic> found;
  TableReader reader(text, name, found);
  auto error = [&](const toml::source_region& where, std::string message) {
    reader.error(where, std::move(message));
  };
  toml::table root;
  if (!reader.parse(root, diagnostics)) return false;
  static const std::vector<std::string> keys = {"value",   "low",           "high",  "unit",
                                                "source",  "cite",          "as_of", "note",
                                                "typical", "typical_source"};
  std::map<std::string, Assumption> read;
  for (const auto& [key, node] : root) {
    const std::string k(key.str());
    if (k == "schema") {
      if (auto v = node.as_integer(); !v || v->get() != 1) error(node.source(), "schema must be 1");
      continue;
    }
    const auto* t = node.as_table();
    if (!t) {
      error(node.source(), "'" + k + "' must be a table: [" + k +
                               "] with value (or low and high), unit and source");
      continue;
    }
    Assumption a;
    a.key = k;
    a.file = name;
    a.line = static_cast<int>(t->source().begin.line);
    std::optional<double> value, low, high, typical;
    const toml::node* unit_node = nullptr;
    for (const auto& [fk, field_node] : *t) {
      const std::string f(fk.str());
      const toml::node& fn = field_node;  // named, so the lambdas below may capture it
      auto number = [&]() -> std::optional<double> {
        double v = 0;
        if (auto i = fn.as_integer())
          v = static_cast<double>(i->get());
        else if (auto d = fn.as_floating_point())
          v = d->get();
        else {
          error(fn.source(), k + "." + f + " must be a number");
          return std::nullopt;
        }
        if (!std::isfinite(v) || v < 0) {
          error(fn.source(), k + "." + f + " must be a finite number, not negative");
          return std::nullopt;
        }
        return v;
      };
      auto string = [&]() -> std::string {
        if (auto s = fn.as_string()) return s->get();
        error(fn.source(), k + "." + f + " must be a string");
        return "";
      };
      if (f == "value")
        value = number();
      else if (f == "low")
        low = number();
      else if (f == "high")
        high = number();
      else if (f == "unit") {
        a.unit = string();
        unit_node = &fn;
      } else if (f == "source")
        a.source = string();
      else if (f == "as_of")
        a.as_of = string();
      else if (f == "note")
        a.note = string();
      else if (f == "cite")
        a.cite = string();
      else if (f == "typical")
        typical = number();
      else if (f == "typical_source")
        a.typical_source = string();
      else
        error(fk.source(), "unknown key '" + f + "' in [" + k + "]" + did_you_mean(f, keys));
    }
    double factor = 1;
    Dimension dim;
    std::vector<std::string> unknown;
    if (!unit_node) {
      error(t->source(), "[" + k + "] needs a unit (\"1\" for a plain number)");
    } else if (auto u = parse_unit_expression(a.unit, unknown)) {
      factor = u->factor;
      dim = u->dim;
    } else {
      error(unit_node->source(), "unknown unit '" + unknown.front() + "' in [" + k + "]");
    }
    if (a.source.empty()) error(t->source(), "[" + k + "] needs a source");
    if (value && (low || high))
      error(t->source(), "[" + k + "] has a value or a low and high, not both");
    else if (value)
      a.value = Quantity::point(*value * factor, dim);
    else if (low && high) {
      if (*low > *high) error(t->source(), "[" + k + "]: low is above high");
      a.value = Quantity::range(*low * factor, *high * factor, dim);
    } else
      error(t->source(), "[" + k + "] needs a value, or a low and a high");
    if (typical) {
      const double v = *typical * factor;
      if (v < a.value.lo() || v > a.value.hi())
        error(t->source(), "[" + k + "]: typical is outside low..high");
      else if (a.typical_source.empty())
        error(t->source(), "[" + k + "]: typical needs its typical_source");
      else
        a.typical = Quantity::point(v, dim);
    } else if (!a.typical_source.empty()) {
      error(t->source(), "[" + k + "]: typical_source without a typical");
    }
    read[k] = a;
  }
  const bool ok = found.empty();
  diagnostics.insert(diagnostics.end(), found.begin(), found.end());
  if (!ok) return false;
  for (auto& [k, a] : read) entries_[k] = a;
  return true;
}

const Assumption* Assumptions::find(std::string_view key) const {
  auto it = entries_.find(key);
  return it == entries_.end() ? nullptr : &it->second;
}

std::vector<std::string> Assumptions::keys() const {
  std::vector<std::string> r;
  for (const auto& [k, a] : entries_) r.push_back(k);
  return r;
}

Assumptions Assumptions::builtin(std::vector<Diagnostic>& diagnostics) {
  Assumptions a;
  for (const auto& f : builtin_files())
    if (f.name == "assumptions.toml") a.load(f.text, "rules/assumptions.toml", diagnostics);
  return a;
}

std::string Assumption::text(const Quantity& q) const {
  if (unit == "1" && q.dim.dimensionless()) {
    const bool count = q.lo() > 1 && q.lo() == std::floor(q.lo()) && q.hi() == std::floor(q.hi());
    return format_quantity(q, count ? QuantityStyle::number : QuantityStyle::ratio);
  }
  if (unit.find('/') != std::string::npos) {
    std::vector<std::string> unknown;
    if (const auto u = parse_unit_expression(unit, unknown); u && u->factor > 0) {
      auto exact = [&](double v) {
        const double x = v / u->factor;
        return x == std::floor(x) && std::fabs(x) < 1e15
                   ? format_quantity(Quantity::point(x), QuantityStyle::number)
                   : format_exact(x);
      };
      return (q.lo() == q.hi() ? exact(q.lo()) : exact(q.lo()) + "–" + exact(q.hi())) + " " + unit;
    }
  }
  return format_quantity(q);
}

}  // namespace claimcheck
