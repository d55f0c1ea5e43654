// estimate: options side by side, with the costs people forget.
#include "eval/estimate.h"

#include <algorithm>
#include <cmath>

namespace claimcheck {

namespace {

/// The geometric mean of a range: its middle on a log scale (infinite when unbounded).
double geometric_mean(const Quantity& q) {
  if (q.lo() <= 0 || std::isinf(q.hi())) return q.lo() <= 0 ? q.hi() : INFINITY;
  return std::sqrt(q.lo() * q.hi());
}

/// The likely cost (else the geometric mean of the cost range), then its low
/// end, which breaks ties; options without a cost last.
std::pair<double, double> sort_key(const PlanOption& o) {
  const auto cost = o.output(o.cost_output());
  if (!cost) return {INFINITY, INFINITY};
  const auto likely = o.likely.find(o.cost_output());
  return {likely != o.likely.end() ? likely->second.lo() : geometric_mean(*cost), cost->lo()};
}

/// The plan with one hardware option in place of its list, and that
/// option's price alone.
Record with_hardware(const Record& plan, const std::string& id, const Catalogue& catalogue) {
  Record r = plan;
  r.facts.clear();
  Fact option;
  option.field = Field::hardware;
  option.hardware = {id};
  option.written = "(every accelerator of the catalogue)";
  bool placed = false;
  const Fact* price = plan_price(plan, id, catalogue);
  for (const auto& f : plan.facts) {
    if (f.field == Field::gpu_price) {
      if (&f != price) continue;
      r.facts.push_back(f);
      r.facts.back().hardware.clear();  // a price, not an accelerator
    } else if (f.field != Field::hardware) {
      r.facts.push_back(f);
    } else if (!placed) {
      option.where = f.where;
      option.written = f.written;
      r.facts.push_back(option);
      placed = true;
    }
  }
  if (!placed) r.facts.push_back(option);
  return r;
}

}  // namespace

const std::vector<EstimateColumn>& estimate_columns() {
  using B = BaseDim;
  static const std::vector<EstimateColumn> columns = {
      {"flop", "flop", D(B::flop), 1},
      {kGpuHoursOutput, "gpu_hours", D(B::gpu) * D(B::s), 3600, false, false, true},
      {"min_gpus", "min_gpus", D(B::gpu), 1, true},
      {"wall_clock", "days", D(B::s), 86400},
      {kCostOutput, "cost_usd", D(B::usd), 1, false, false, true},
      {"energy_mwh", "energy_mwh", D(B::j), 3.6e9},
      {"households", "households", Dimension{}, 1, false, true},
      {"egress_usd", "egress_usd", D(B::usd), 1},
      {"idle_usd", "idle_usd", D(B::usd), 1},
      {"true_cost_usd", "true_cost_usd", D(B::usd), 1},
      // Serving plans (`serves 1B tokens/day`).
      {"flop_token", "flop_per_token", D(B::flop) / D(B::token), 1},
      {"gpus_per_replica", "gpus_per_replica", D(B::gpu), 1},
      {"batch_used", "batch", Dimension{}, 1, false, true},
      {"context_used", "context_tokens", D(B::token), 1},
      {"decode_token_rate", "decode_tokens_per_s_per_gpu", D(B::token) / D(B::s) / D(B::gpu), 1},
      {"token_rate", "tokens_per_s_per_gpu", D(B::token) / D(B::s) / D(B::gpu), 1},
      {"user_speed", "user_tokens_per_s", D(B::token) / D(B::s), 1},
      {"gpus", "gpus", D(B::gpu), 1},
      {kCostPerTokenOutput, "cost_per_token_usd", D(B::usd) / D(B::token), 1},
      {"cost_per_input", "cost_per_input_token_usd", D(B::usd) / D(B::token), 1},
      {"energy_per_query", "energy_per_query_j", D(B::j) / D(B::query), 1},
      {"days_to_training", "days_to_training", D(B::s), 86400},
  };
  return columns;
}

const EstimateColumn* find_estimate_column(const std::string& output) {
  for (const auto& c : estimate_columns())
    if (output == c.output) return &c;
  return nullptr;
}

bool check_estimate_columns(const RuleSet& rules, std::vector<Diagnostic>& diagnostics) {
  bool ok = true;
  const Rule* first_plan_rule = nullptr;  // where a missing column is reported
  std::vector<std::string> shown;
  for (const auto& rule : rules.rules()) {
    if (!rule.applies_to(RecordKind::plan)) continue;
    // A missing column is reported at the first rule for plans, a user's first.
    if (!first_plan_rule || (first_plan_rule->builtin && !rule.builtin)) first_plan_rule = &rule;
    for (const auto& let : rule.lets) {
      if (!let.shown) continue;
      shown.push_back(let.name);
      const EstimateColumn* column = find_estimate_column(let.name);
      if (!column || let.value->dim == column->dim) continue;
      Diagnostic d;
      d.where = let.where;
      d.message = fmt::format(
          "the calculator writes '{}' as {}, but this show gives {}: rename it, or give it that "
          "unit",
          let.name, column->dim.to_string(), let.value->dim.to_string());
      diagnostics.push_back(std::move(d));
      ok = false;
    }
  }
  if (shown.empty()) return ok;  // no rule for plans shows anything: no calculator to check
  for (const auto& column : estimate_columns())
    if (column.required && std::find(shown.begin(), shown.end(), column.output) == shown.end()) {
      Diagnostic d;
      d.where = first_plan_rule->where;
      d.message = fmt::format(
          "the rules for plan records show no '{}' ({}): the calculator orders and compares "
          "options by it",
          column.output, column.dim.to_string());
      diagnostics.push_back(std::move(d));
      ok = false;
    }
  return ok;
}

std::vector<const Finding*> PlanOption::problems() const {
  std::vector<const Finding*> r;
  for (const auto& f : findings)
    if (f.verdict != Level::not_applicable && f.verdict >= Level::warning) r.push_back(&f);
  return r;
}

const char* PlanOption::cost_output() const {
  return output(kCostOutput) || !output(kCostPerTokenOutput) ? kCostOutput : kCostPerTokenOutput;
}

std::optional<Quantity> PlanOption::output(const std::string& name) const {
  for (const auto& o : outputs)
    if (o.name == name) return o.result;
  return std::nullopt;
}

PlanEstimate estimate_plan(const Record& plan, const Environment& env) {
  PlanEstimate e;
  e.record = &plan;
  std::vector<std::string> ids;
  if (const Fact* h = plan.find(Field::hardware); h && !h->hardware.empty()) {
    ids = h->hardware;
  } else if (std::any_of(plan.facts.begin(), plan.facts.end(), [](const Fact& f) {
               return f.field == Field::gpu_price && !f.hardware.empty();
             })) {
    // No `on`, but prices per accelerator: those are the options.
    for (const auto& f : plan.facts)
      if (f.field == Field::gpu_price && !f.hardware.empty()) ids.push_back(f.hardware.front());
  } else {
    for (const auto& a : env.catalogue.entries())
      if (!a.is_family() && a.price && a.dense.count(kDefaultPrecision)) ids.push_back(a.id);
  }
  // A family is planned as its variants, side by side: `on H100` is H100-SXM
  // and H100-PCIe, each with its own peak, memory, power and price.
  std::vector<std::string> options;
  for (const auto& id : ids) {
    const Accelerator* a = env.catalogue.find(id);
    std::vector<std::string> expanded;
    if (a && a->is_family())
      for (const auto& v : a->variants)
        if (const Accelerator* variant = env.catalogue.find(v)) expanded.push_back(variant->id);
    if (expanded.empty()) expanded.push_back(id);
    for (const auto& x : expanded)
      if (std::find(options.begin(), options.end(), x) == options.end()) options.push_back(x);
  }
  const EvaluationContext context{env.catalogue, env.assumptions};
  EvaluationContext at_likely{env.catalogue, env.assumptions};
  at_likely.likely = true;
  for (const auto& id : options) {
    PlanOption o;
    o.hardware = id;
    const Record r = with_hardware(plan, id, env.catalogue);
    for (const auto& rule : env.rules.rules()) {
      auto f = evaluate(rule, r, context);
      if (!f) continue;
      for (const auto& step : f->working)
        if (step.shown) o.outputs.push_back(step);
      o.findings.push_back(std::move(*f));
      // The same rule at the likely point of every range: the likely figure
      // of what it shows (a rule that shows nothing has none to give).
      const bool shows =
          std::any_of(rule.lets.begin(), rule.lets.end(), [](const Let& l) { return l.shown; });
      if (!shows) continue;
      if (auto likely = evaluate(rule, r, at_likely))
        for (const auto& step : likely->working)
          if (step.shown && step.result) o.likely[step.name] = *step.result;
    }
    // The likely figure stays within the bounds (ranges used twice widen them, never it).
    for (auto& [name, q] : o.likely)
      if (const auto bounds = o.output(name);
          bounds && (q.lo() < bounds->lo() || q.lo() > bounds->hi()))
        q = Quantity::point(std::clamp(q.lo(), bounds->lo(), bounds->hi()), q.dim);
    e.options.push_back(std::move(o));
  }
  std::stable_sort(
      e.options.begin(), e.options.end(),
      [](const PlanOption& a, const PlanOption& b) { return sort_key(a) < sort_key(b); });
  // Where an option dearer per hour is cheaper per run, say why: at the
  // plan's prices where it gives them, else the catalogue's.
  auto price_of = [&](const std::string& id) -> std::optional<Quantity> {
    if (const Fact* given = plan_price(plan, id, env.catalogue)) return given->value;
    const Accelerator* a = env.catalogue.find(id);
    if (!a || !a->price) return std::nullopt;
    return *a->price;
  };
  if (!e.options.empty()) {
    const PlanOption& best = e.options.front();
    const auto price_a = price_of(best.hardware);
    for (std::size_t i = 1; i < e.options.size(); ++i) {
      const auto price_b = price_of(e.options[i].hardware);
      if (!price_a || !price_b) continue;
      const double pa = geometric_mean(*price_a), pb = geometric_mean(*price_b);
      const auto ha = best.output(kGpuHoursOutput), hb = e.options[i].output(kGpuHoursOutput);
      if (pa <= pb || !ha || !hb) continue;
      // GPU-hours without an upper end (`15T+ tokens`) compare by their low ends.
      double fewer = geometric_mean(*ha) / geometric_mean(*hb);
      if (!std::isfinite(fewer)) fewer = ha->lo() / hb->lo();
      if (!std::isfinite(fewer)) continue;
      e.reasons.push_back(
          {best.hardware, e.options[i].hardware, *price_a, *price_b, *ha, *hb, fewer});
    }
  }
  return e;
}

}  // namespace claimcheck
