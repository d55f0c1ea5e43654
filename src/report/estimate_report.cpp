// The calculator's plans as text and JSON.
#include "report/estimate_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <ostream>

#include "quantity/format.h"
#include "report/check_report.h"
#include "report/json.h"

namespace claimcheck {
namespace {

/// Ratio to the cheapest, end by end.
std::string ratio_text(const Quantity& cost, const Quantity& cheapest) {
  const double lo = cheapest.lo() > 0 ? cost.lo() / cheapest.lo() : INFINITY;
  const double hi = cheapest.hi() > 0 ? cost.hi() / cheapest.hi() : INFINITY;
  return format_quantity(Quantity::range(std::min(lo, hi), std::max(lo, hi)), QuantityStyle::ratio);
}

/// A quantity as the table shows it.
std::string format_value(const std::string& name, const Quantity& q) {
  if (const EstimateColumn* c = find_estimate_column(name); c && c->plain)
    // a count such as household-years, not a percentage
    return q.is_point() ? format_sig3(q.lo()) : format_sig3(q.lo()) + "–" + format_sig3(q.hi());
  return format_quantity(q);
}

}  // namespace

/// An output as the table shows it: the likely figure first, then the
/// bounds (`$1.5M (bounds $0.75M–$3.0M)`); a point alone.
std::string option_output_text(const WorkingStep& s, const PlanOption& o) {
  if (s.gap) {
    // A missing figure of the plan, as a plan writes it: `dataset 100 TB`.
    if (const FieldDef* field = find_field(s.gap->what);
        field && s.gap->kind == Gap::Kind::missing)
      return fmt::format("not estimated: needs a figure such as `{}`", field->example);
    return "not estimated: " +
           (s.gap->kind == Gap::Kind::missing ? "needs " + s.gap->what : s.gap->what);
  }
  if (!s.result) return s.result_text;
  const std::string bounds = format_value(s.name, *s.result);
  const auto likely = o.likely.find(s.name);
  if (s.result->is_point() || likely == o.likely.end()) return bounds;
  return format_value(s.name, likely->second) + " (bounds " + bounds + ")";
}

std::vector<std::string> problem_lines(const PlanOption& o) {
  std::vector<std::string> lines;
  for (const Finding* f : o.problems()) {
    lines.push_back(fmt::format("{}: {} ({})", level_name(f->verdict), f->message, f->rule));
    lines.insert(lines.end(), f->notes.begin(), f->notes.end());
  }
  return lines;
}

std::string reason_text(const CheaperPerRun& r) {
  return fmt::format(
      "{} costs more per hour than {} ({} against {}) but needs {} the GPU-hours ({} against {}): "
      "its dense peak at this precision is higher, so each FLOP costs less",
      r.cheapest, r.other, format_quantity(r.cheapest_price), format_quantity(r.other_price),
      format_quantity(Quantity::point(r.fewer), QuantityStyle::ratio),
      format_quantity(r.cheapest_hours), format_quantity(r.other_hours));
}

void write_plan_text(std::ostream& out, const PlanEstimate& e, bool explain) {
  const Record& r = *e.record;
  out << fmt::format("{}:{}: plan \"{}\": {} option{}, cheapest first\n", r.file, r.line, r.name,
                     e.options.size(), e.options.size() == 1 ? "" : "s");
  const char* cost_name = e.options.empty() ? kCostOutput : e.options.front().cost_output();
  const auto cheapest = e.options.empty() ? std::nullopt : e.options.front().output(cost_name);
  for (std::size_t i = 0; i < e.options.size(); ++i) {
    const PlanOption& o = e.options[i];
    const auto cost = o.output(cost_name);
    const auto likely_cost = o.likely.find(cost_name);
    const std::string what =
        cost_name == std::string(kCostOutput) ? " compute" : " for output tokens";
    std::string headline = !cost ? "cost unknown"
                           : likely_cost != o.likely.end() && !cost->is_point()
                               ? format_quantity(likely_cost->second) + what + " (bounds " +
                                     format_quantity(*cost) + ")"
                               : format_quantity(*cost) + what;
    if (cost && cheapest)
      headline +=
          i == 0 ? " (the cheapest)" : " (" + ratio_text(*cost, *cheapest) + " the cheapest)";
    out << fmt::format("  {}. {}: {}\n", i + 1, o.hardware, headline);
    std::size_t width = 0;
    for (const auto& s : o.outputs)
      width = std::max(width, (s.label.empty() ? s.name : s.label).size());
    for (const auto& s : o.outputs) {
      const std::string label = s.label.empty() ? s.name : s.label;
      out << fmt::format("       {:<{}}  {}\n", label, width, option_output_text(s, o));
    }
    for (const auto& f : o.findings)  // what the plan rules say; problems are listed below
      if (f.verdict < Level::warning) out << fmt::format("       {}\n", f.message);
    for (const auto& p : problem_lines(o)) out << fmt::format("       problem: {}\n", p);
    if (explain)
      for (const auto& f : o.findings)
        if (f.verdict != Level::not_applicable) out << explain_finding(f, "         ");
  }
  for (const auto& reason : e.reasons) out << fmt::format("  why: {}\n", reason_text(reason));
  if (!explain) return;
  // Under --explain, every assumption the figures rest on, with its full source.
  AssumptionsUsed used;
  used.add(e);
  used.write_full(out);
}

void AssumptionsUsed::add(const PlanEstimate& e) {
  for (const auto& o : e.options)
    for (const auto& f : o.findings)
      for (const auto& step : f.working)
        for (const auto& input : step.inputs)
          if (input.origin.kind == Origin::Kind::assumption &&
              std::none_of(origins_.begin(), origins_.end(),
                           [&](const Origin& u) { return u.name == input.origin.name; })) {
            origins_.push_back(input.origin);
            values_.push_back(input.value);
            typicals_.push_back(input.origin.typical);
          }
}

std::vector<std::string> AssumptionsUsed::lines() const {
  std::vector<std::string> r;
  for (std::size_t i = 0; i < origins_.size(); ++i)
    r.push_back(
        fmt::format("{} = {}{}: {}", origins_[i].name, values_[i], typicals_[i],
                    origins_[i].cite.empty() ? "see claimcheck assumptions" : origins_[i].cite));
  return r;
}

void AssumptionsUsed::write(std::ostream& out) const {
  if (origins_.empty()) return;
  out << "assumptions (claimcheck assumptions lists them with their sources):\n";
  for (const auto& line : lines()) out << "  " << line << "\n";
}

void AssumptionsUsed::write_full(std::ostream& out) const {
  if (origins_.empty()) return;
  out << "  assumptions (rules/assumptions.toml, or --assumptions):\n";
  for (std::size_t i = 0; i < origins_.size(); ++i)
    out << fmt::format("    {} = {}{}: {}{}\n", origins_[i].name, values_[i], typicals_[i],
                       origins_[i].source,
                       origins_[i].as_of.empty() ? "" : " (as of " + origins_[i].as_of + ")");
}

namespace {

nlohmann::json json_value(const std::optional<Quantity>& q, double per,
                          const std::optional<Quantity>& likely) {
  if (!q) return nullptr;
  nlohmann::json j = {{"lo", json_number(q->lo() / per)}, {"hi", json_number(q->hi() / per)}};
  if (likely) j["likely"] = json_number(likely->lo() / per);
  return j;
}

}  // namespace

nlohmann::json plan_json(const PlanEstimate& e) {
  nlohmann::json plan = {
      {"name", e.record->name}, {"file", e.record->file}, {"line", e.record->line}};
  plan["options"] = nlohmann::json::array();
  const char* cost_name = e.options.empty() ? kCostOutput : e.options.front().cost_output();
  const auto cheapest = e.options.empty() ? std::nullopt : e.options.front().output(cost_name);
  for (const auto& o : e.options) {
    nlohmann::json j = {{"hardware", o.hardware}};
    for (const auto& c : estimate_columns()) {
      const auto value = o.output(c.output);
      if (c.integer)
        j[c.json_key] =
            value ? nlohmann::json(static_cast<long long>(value->hi())) : nlohmann::json(nullptr);
      else
        j[c.json_key] =
            json_value(value, c.per,
                       o.likely.count(c.output) ? std::optional<Quantity>(o.likely.at(c.output))
                                                : std::nullopt);
    }
    const auto cost = o.output(cost_name);
    // End by end; an unbounded end (a plan with `15T+ tokens`) gives "inf".
    auto end_ratio = [](double a, double b) -> nlohmann::json {
      if (std::isinf(a)) return "inf";
      if (!(b > 0) || std::isinf(b)) return 0.0;
      return a / b;
    };
    if (cost && cheapest)
      j["ratio_to_cheapest"] = {{"lo", end_ratio(cost->lo(), cheapest->lo())},
                                {"hi", end_ratio(cost->hi(), cheapest->hi())}};
    j["problems"] = problem_lines(o);
    plan["options"].push_back(j);
  }
  plan["reasons"] = nlohmann::json::array();
  for (const auto& r : e.reasons) plan["reasons"].push_back(reason_text(r));
  return plan;
}

}  // namespace claimcheck
