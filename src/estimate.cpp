// estimate: options side by side, with the costs people forget.
#include "estimate.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <ostream>

#include "json_output.h"
#include "quantity_format.h"
#include "report.h"

namespace claimcheck {
namespace {

/// JSON keys, the `show` each comes from, and the unit each is written in
/// (the base unit divided by `per`).
struct JsonKey {
  const char* key;
  const char* output;
  double per;
};
constexpr JsonKey kJsonKeys[] = {{"flop", "flop", 1},
                                 {"gpu_hours", "gpu_hours", 3600},
                                 {"days", "wall_clock", 86400},
                                 {"cost_usd", "cost_usd", 1},
                                 {"energy_mwh", "energy_mwh", 3.6e9},
                                 {"egress_usd", "egress_usd", 1},
                                 {"true_cost_usd", "true_cost_usd", 1},
                                 {"idle_usd", "idle_usd", 1},
                                 {"households", "households", 1}};

double geometric_mean(const Quantity& q) {
  if (q.lo() <= 0 || std::isinf(q.hi())) return q.lo() <= 0 ? q.hi() : INFINITY;
  return std::sqrt(q.lo() * q.hi());
}

/// The geometric mean of the cost range, then its low end (which orders
/// options whose high end is unbounded); options without a cost last.
std::pair<double, double> sort_key(const PlanOption& o) {
  const auto cost = o.output("cost_usd");
  if (!cost) return {INFINITY, INFINITY};
  return {geometric_mean(*cost), cost->lo()};
}

/// Ratio to the cheapest, end by end.
std::string ratio_text(const Quantity& cost, const Quantity& cheapest) {
  const double lo = cheapest.lo() > 0 ? cost.lo() / cheapest.lo() : INFINITY;
  const double hi = cheapest.hi() > 0 ? cost.hi() / cheapest.hi() : INFINITY;
  return format_quantity(Quantity::range(std::min(lo, hi), std::max(lo, hi)), QuantityStyle::ratio);
}

/// The plan with one hardware option in place of its list.
Record with_hardware(const Record& plan, const std::string& id) {
  Record r = plan;
  r.facts.clear();
  Fact option;
  option.field = "hardware";
  option.hardware = {id};
  option.written = "(every accelerator of the catalogue)";
  bool placed = false;
  for (const auto& f : plan.facts) {
    if (f.field != "hardware") {
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

std::string format_output(const WorkingStep& s) {
  if (!s.result) {
    const std::string missing = "missing: ";
    return s.result_text.rfind(missing, 0) == 0
               ? "not estimated: needs " + s.result_text.substr(missing.size())
               : s.result_text;
  }
  if (s.name == "households") {  // a count of household-years, not a percentage
    Quantity q = *s.result;
    return q.is_point() ? format_sig3(q.lo()) : format_sig3(q.lo()) + "–" + format_sig3(q.hi());
  }
  return format_quantity(*s.result);
}

}  // namespace

std::optional<Quantity> PlanOption::output(const std::string& name) const {
  for (const auto& o : outputs)
    if (o.name == name) return o.result;
  return std::nullopt;
}

PlanEstimate estimate_plan(const Record& plan, const Environment& env) {
  PlanEstimate e;
  e.record = &plan;
  std::vector<std::string> ids;
  if (const Fact* h = plan.find("hardware"); h && !h->hardware.empty()) {
    ids = h->hardware;
  } else {
    for (const auto& a : env.catalogue.entries())
      if (!a.is_family() && a.price && a.dense.count("bf16")) ids.push_back(a.id);
  }
  const EvaluationContext context{env.catalogue, env.assumptions};
  for (const auto& id : ids) {
    PlanOption o;
    o.hardware = id;
    const Record r = with_hardware(plan, id);
    for (const auto& rule : env.rules.rules()) {
      auto f = evaluate(rule, r, context);
      if (!f) continue;
      for (const auto& step : f->working)
        if (step.shown) o.outputs.push_back(step);
      if (f->verdict != Level::not_applicable && f->verdict >= Level::warning) {
        o.problems.push_back(
            fmt::format("{}: {} ({})", level_name(f->verdict), f->message, f->rule));
        for (const auto& n : f->notes) o.problems.push_back(n);
      }
      o.findings.push_back(std::move(*f));
    }
    e.options.push_back(std::move(o));
  }
  std::stable_sort(
      e.options.begin(), e.options.end(),
      [](const PlanOption& a, const PlanOption& b) { return sort_key(a) < sort_key(b); });
  // Where an option dearer per hour is cheaper per run, say why.
  if (!e.options.empty()) {
    const PlanOption& best = e.options.front();
    const Accelerator* a = env.catalogue.find(best.hardware);
    for (std::size_t i = 1; i < e.options.size(); ++i) {
      const Accelerator* b = env.catalogue.find(e.options[i].hardware);
      if (!a || !b || !a->price || !b->price) continue;
      const double pa = geometric_mean(*a->price), pb = geometric_mean(*b->price);
      const auto ha = best.output("gpu_hours"), hb = e.options[i].output("gpu_hours");
      if (pa <= pb || !ha || !hb) continue;
      // GPU-hours without an upper end (`15T+ tokens`) compare by their low ends.
      double fewer = geometric_mean(*ha) / geometric_mean(*hb);
      if (!std::isfinite(fewer)) fewer = ha->lo() / hb->lo();
      if (!std::isfinite(fewer)) continue;
      e.reasons.push_back(
          fmt::format("{} costs more per hour than {} ({} against {}) but needs {} the GPU-hours "
                      "({} against {}): its dense "
                      "peak at this precision is higher, so each FLOP costs less",
                      a->id, b->id, format_quantity(*a->price), format_quantity(*b->price),
                      format_quantity(Quantity::point(fewer), QuantityStyle::ratio),
                      format_quantity(*ha), format_quantity(*hb)));
    }
  }
  return e;
}

namespace {

void write_text(std::ostream& out, const PlanEstimate& e, bool explain) {
  const Record& r = *e.record;
  out << fmt::format("{}:{}: plan \"{}\": {} option{}, cheapest first\n", r.file, r.line, r.name,
                     e.options.size(), e.options.size() == 1 ? "" : "s");
  const auto cheapest = e.options.empty() ? std::nullopt : e.options.front().output("cost_usd");
  for (std::size_t i = 0; i < e.options.size(); ++i) {
    const PlanOption& o = e.options[i];
    const auto cost = o.output("cost_usd");
    std::string headline = cost ? format_quantity(*cost) + " compute" : "compute cost unknown";
    if (cost && cheapest)
      headline +=
          i == 0 ? " (the cheapest)" : " (" + ratio_text(*cost, *cheapest) + " the cheapest)";
    out << fmt::format("  {}. {}: {}\n", i + 1, o.hardware, headline);
    std::size_t width = 0;
    for (const auto& s : o.outputs)
      width = std::max(width, (s.label.empty() ? s.name : s.label).size());
    for (const auto& s : o.outputs) {
      const std::string label = s.label.empty() ? s.name : s.label;
      out << fmt::format("       {:<{}}  {}\n", label, width, format_output(s));
    }
    for (const auto& f : o.findings)  // problems are listed below
      if (f.rule == "estimate" && f.verdict < Level::warning)
        out << fmt::format("       {}\n", f.message);
    for (const auto& p : o.problems) out << fmt::format("       problem: {}\n", p);
    if (explain)
      for (const auto& f : o.findings)
        if (f.verdict != Level::not_applicable) out << explain_finding(f, "         ", false);
  }
  for (const auto& reason : e.reasons) out << fmt::format("  why: {}\n", reason);
  // Every assumption the figures rest on (multipliers, the household, the
  // MFU range when the plan gives none), once, with its source.
  std::vector<const WorkingInput*> used;
  for (const auto& o : e.options)
    for (const auto& f : o.findings)
      for (const auto& step : f.working)
        for (const auto& input : step.inputs)
          if (input.name.rfind("assume.", 0) == 0 &&
              std::none_of(used.begin(), used.end(),
                           [&](const WorkingInput* u) { return u->name == input.name; }))
            used.push_back(&input);
  if (!used.empty()) out << "  assumptions (rules/assumptions.toml, or --assumptions):\n";
  const std::string table = "assumptions.toml: ";
  for (const WorkingInput* u : used) {
    const std::string origin =
        u->origin.rfind(table, 0) == 0 ? u->origin.substr(table.size()) : u->origin;
    out << fmt::format("    {} = {}: {}\n", u->name.substr(7), u->value, origin);
  }
}

nlohmann::json json_value(const std::optional<Quantity>& q, double per) {
  if (!q) return nullptr;
  return {{"lo", json_number(q->lo() / per)}, {"hi", json_number(q->hi() / per)}};
}

nlohmann::json to_json(const PlanEstimate& e) {
  nlohmann::json plan = {
      {"name", e.record->name}, {"file", e.record->file}, {"line", e.record->line}};
  plan["options"] = nlohmann::json::array();
  const auto cheapest = e.options.empty() ? std::nullopt : e.options.front().output("cost_usd");
  for (const auto& o : e.options) {
    nlohmann::json j = {{"hardware", o.hardware}};
    for (const auto& k : kJsonKeys) j[k.key] = json_value(o.output(k.output), k.per);
    const auto min_gpus = o.output("min_gpus");
    j["min_gpus"] =
        min_gpus ? nlohmann::json(static_cast<long long>(min_gpus->hi())) : nlohmann::json(nullptr);
    const auto cost = o.output("cost_usd");
    // End by end; an unbounded end (a plan with `15T+ tokens`) gives "inf".
    auto end_ratio = [](double a, double b) -> nlohmann::json {
      if (std::isinf(a)) return "inf";
      if (!(b > 0) || std::isinf(b)) return 0.0;
      return a / b;
    };
    if (cost && cheapest)
      j["ratio_to_cheapest"] = {{"lo", end_ratio(cost->lo(), cheapest->lo())},
                                {"hi", end_ratio(cost->hi(), cheapest->hi())}};
    j["problems"] = o.problems;
    plan["options"].push_back(j);
  }
  plan["reasons"] = e.reasons;
  return plan;
}

}  // namespace

int run_estimate(const std::vector<std::string>& files, const CommonOptions& options,
                 std::ostream& out, std::ostream& err) {
  Session session;
  if (!start_session(files, options, err, session)) return kExitInput;
  const Environment& env = session.env;
  bool input_error = session.input_error;
  std::vector<Diagnostic> diagnostics;
  bool reached = false;
  const bool json = options.format == Format::json;
  bool reported = false;  // some file could be read
  // The JSON header is written with the first plan or at the end, so that a
  // run with no usable file writes nothing.
  const char* header = "{\"schema\": \"claimcheck-estimate/1\", \"plans\": [";
  bool first = true;
  std::size_t plans = 0;
  for (const auto& file : session.inputs) {
    diagnostics.clear();
    const bool ok = for_each_record(file, env.catalogue, diagnostics, [&](const Record& r) {
      if (r.kind != RecordKind::plan) return;
      ++plans;
      const PlanEstimate e = estimate_plan(r, env);
      for (const auto& o : e.options)
        for (const auto& f : o.findings) reached = reached || reaches(f.verdict, options.fail_on);
      if (json) {
        out << (first ? header : "") << (first ? "\n  " : ",\n  ") << json_text(to_json(e));
        first = false;
      } else {
        write_text(out, e, options.explain);
      }
    });
    if (!ok) {
      input_error = true;
      for (const auto& d : diagnostics) err << render(d);
    } else {
      reported = true;
    }
  }
  if (!reported && input_error) return kExitInput;  // nothing to report
  if (json)
    out << (first ? header : "\n") << "]}\n";
  else
    out << fmt::format("{} plan{}\n", plans, plans == 1 ? "" : "s");
  out.flush();
  return input_error ? kExitInput : reached ? kExitFindings : kExitOk;
}

}  // namespace claimcheck
