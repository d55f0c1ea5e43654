// The audit report (report/audit_report.h).
#include "report/audit_report.h"

#include <fmt/format.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <ostream>

#include "quantity/format.h"
#include "report/json.h"
#include "report/provenance.h"
#include "report/table_cells.h"

namespace claimcheck {
namespace {

constexpr double kMillion = 1e6;

const char* const kBasis =
    "prices and floors in USD per 1M tokens; blended = (3 × input + output) / 4, three input "
    "tokens to one output token; margin = the output price over its realistic floor";

/// A number in three significant figures, without an exponent below 1e6.
std::string number(double v) {
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  if (v == 0) return "0";
  if (std::fabs(v) >= 1000 && std::fabs(v) < 1e6) return fmt::format("{:.0f}", v);
  return fmt::format("{:.3g}", v);
}

/// A price or floor per 1M tokens: `0.0515`, `0.074–0.205`; empty when absent.
std::string per_million(const std::optional<Quantity>& q) {
  if (!q) return {};
  if (q->is_point()) return number(q->lo() * kMillion);
  return number(q->lo() * kMillion) + "–" + number(q->hi() * kMillion);
}

std::string times(const std::optional<Quantity>& q) {
  if (!q) return {};
  if (q->is_point()) return number(q->lo()) + "×";
  return number(q->lo()) + "×–" + number(q->hi()) + "×";
}

std::string flags_text(const AuditOffer& o) {
  return fmt::format("{}", fmt::join(o.flags, ", "));
}

/// The model's line: its offers and the range, median and spread of their
/// output prices.
std::string model_summary(const AuditModel& m) {
  std::size_t earlier = 0;
  for (const auto& o : m.offers) earlier += o.superseded ? 1 : 0;
  const std::size_t current = m.offers.size() - earlier;
  std::string s = fmt::format("{} offer{}", current, current == 1 ? "" : "s");
  if (earlier) s += fmt::format(" and {} earlier price{}", earlier, earlier == 1 ? "" : "s");
  if (m.lowest && *m.lowest == *m.highest)
    s += fmt::format("; output {}", number(*m.lowest * kMillion));
  else if (m.lowest)
    s += fmt::format("; output {}–{}, median {}", number(*m.lowest * kMillion),
                     number(*m.highest * kMillion), number(*m.median * kMillion));
  if (m.spread && *m.lowest != *m.highest) s += fmt::format(", spread {}×", number(*m.spread));
  return s;
}

/// What a group's name is: a catalogue model, or sizes the offers state.
const char* group_note(const AuditModel& m) {
  if (m.catalogue || m.model == kNoSizeGroup) return "";
  return " (as stated)";
}

std::string history_text(const PriceHistory& h) {
  std::vector<std::string> points;
  for (const auto& [date, price] : h.points)
    points.push_back(fmt::format("{} {}", date, per_million(price)));
  return fmt::format("{}: {}", h.name, fmt::join(points, ", "));
}

void write_text(std::ostream& out, const Audit& audit) {
  out << kBasis << "\n";
  for (const auto& m : audit.models) {
    out << fmt::format("\n{}{}: {}\n", m.model, group_note(m), model_summary(m));
    for (const auto& o : m.offers) {
      std::vector<std::string> prices;
      if (o.price_input) prices.push_back("input " + per_million(o.price_input));
      if (o.price_output) prices.push_back("output " + per_million(o.price_output));
      if (o.blended) prices.push_back("blended " + per_million(o.blended));
      std::vector<std::string> floors;
      if (o.floor_input) floors.push_back("input " + per_million(o.floor_input));
      if (o.floor_output_certain) floors.push_back("output " + per_million(o.floor_output_certain));
      if (o.floor_output_realistic)
        floors.push_back("realistic " + per_million(o.floor_output_realistic));
      const bool checked = o.floor_input || o.floor_output_certain;
      out << fmt::format("  {:<22} {}{}{}\n",
                         !o.flags.empty() ? flags_text(o) : checked ? "ok" : "not checked", o.name,
                         o.date.empty() ? "" : " (" + o.date + ")",
                         o.superseded ? ", an earlier price" : "");
      out << fmt::format("      {}", fmt::join(prices, ", "));
      if (!floors.empty()) out << fmt::format("; floors: {}", fmt::join(floors, ", "));
      if (o.margin) out << fmt::format("; margin {}", times(o.margin));
      out << "\n";
      if (!o.unchecked.empty()) out << fmt::format("      output price not checked: {}\n", o.unchecked);
      out << fmt::format("      {}:{}{}\n", o.file, o.line,
                         o.source.empty() ? "" : ", source " + o.source);
    }
    for (const auto& h : m.history) out << fmt::format("  history: {}\n", history_text(h));
  }
  std::size_t flagged = 0;
  for (const auto& m : audit.models)
    for (const auto& o : m.offers) flagged += o.flags.empty() ? 0 : 1;
  out << fmt::format("\n{} offer{} of {} model{}: {} flagged\n", audit.offers,
                     audit.offers == 1 ? "" : "s", audit.models.size(),
                     audit.models.size() == 1 ? "" : "s", flagged);
}

void write_markdown(std::ostream& out, const Audit& audit) {
  out << "# Price audit\n\n" << markdown_cell(kBasis) << ".\n";
  for (const auto& m : audit.models) {
    out << fmt::format("\n## {}{}\n\n{}.\n\n", markdown_cell(m.model), group_note(m),
                       markdown_cell(model_summary(m)));
    out << "| offer | date | input | output | blended | input floor | output floor, certain | "
           "output floor, realistic | margin | flags | source |\n"
           "|---|---|---|---|---|---|---|---|---|---|---|\n";
    for (const auto& o : m.offers)
      out << fmt::format("| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n",
                         markdown_cell(o.name + (o.superseded ? " (an earlier price)" : "")),
                         markdown_cell(o.date),
                         per_million(o.price_input), per_million(o.price_output),
                         per_million(o.blended), per_million(o.floor_input),
                         per_million(o.floor_output_certain),
                         per_million(o.floor_output_realistic), times(o.margin),
                         markdown_cell(flags_text(o)),
                         markdown_cell(o.source.empty() ? o.file + ":" + std::to_string(o.line)
                                                        : o.source));
    if (!m.history.empty()) {
      out << "\nPrice history (output):\n\n";
      for (const auto& h : m.history) out << "- " << markdown_cell(history_text(h)) << "\n";
    }
  }
}

void write_csv(std::ostream& out, const Audit& audit) {
  out << "model,provider,name,file,line,date,source,superseded,flags";
  for (const char* column : {"input", "output", "blended", "floor_input", "floor_output_certain",
                             "floor_output_realistic"})
    out << fmt::format(",{0}_usd_per_1m_lo,{0}_usd_per_1m_hi", column);
  out << ",margin_lo,margin_hi\n";
  auto ends = [](const std::optional<Quantity>& q, double scale) {
    if (!q) return std::string(",,");
    return fmt::format(",{},{}", format_exact(q->lo() * scale), format_exact(q->hi() * scale));
  };
  for (const auto& m : audit.models)
    for (const auto& o : m.offers) {
      out << fmt::format("{},{},{},{},{},{},{},{},{}", csv_field(m.model), csv_field(o.provider),
                         csv_field(o.name), csv_field(o.file), o.line, csv_field(o.date),
                         csv_field(o.source), o.superseded ? "yes" : "no",
                         csv_field(fmt::format("{}", fmt::join(o.flags, ";"))));
      for (const auto* q : {&o.price_input, &o.price_output, &o.blended, &o.floor_input,
                            &o.floor_output_certain, &o.floor_output_realistic})
        out << ends(*q, kMillion);
      out << ends(o.margin, 1) << "\n";
    }
}

void write_json(std::ostream& out, const Audit& audit, const Environment& env) {
  using Json = nlohmann::ordered_json;
  auto quantity = [](const std::optional<Quantity>& q) {
    Json j = nullptr;
    if (q) {
      j = Json::object();
      put_quantity(j, *q);
    }
    return j;
  };
  Json models = Json::array();
  for (const auto& m : audit.models) {
    Json offers = Json::array();
    for (const auto& o : m.offers) {
      Json offer = {{"name", o.name},
                    {"provider", o.provider},
                    {"file", o.file},
                    {"line", o.line},
                    {"date", o.date},
                    {"source", o.source},
                    {"price_input", quantity(o.price_input)},
                    {"price_output", quantity(o.price_output)},
                    {"blended", quantity(o.blended)},
                    {"floors",
                     {{"input", quantity(o.floor_input)},
                      {"output_certain", quantity(o.floor_output_certain)},
                      {"output_realistic", quantity(o.floor_output_realistic)}}},
                    {"margin", quantity(o.margin)},
                    {"flags", o.flags}};
      if (!o.unchecked.empty()) offer["unchecked"] = o.unchecked;
      if (o.superseded) offer["superseded"] = true;
      offers.push_back(offer);
    }
    Json model = {{"model", m.model}, {"catalogue", m.catalogue}, {"offers", offers}};
    if (m.lowest) {
      Json prices = {{"lowest", json_number<Json>(*m.lowest)},
                     {"highest", json_number<Json>(*m.highest)},
                     {"median", json_number<Json>(*m.median)},
                     {"unit", "USD/token"}};
      if (m.spread) prices["spread"] = json_number<Json>(*m.spread);
      model["output_price"] = prices;
    }
    Json history = Json::array();
    for (const auto& h : m.history) {
      Json points = Json::array();
      for (const auto& [date, price] : h.points) points.push_back({{"date", date}, {"price_output", quantity(price)}});
      history.push_back({{"name", h.name}, {"points", points}});
    }
    model["history"] = history;
    models.push_back(model);
  }
  Json doc = {{"schema", "claimcheck-audit/1"}};
  const Provenance provenance = provenance_of(env);
  Json tables = Json::array();
  for (const auto& [file, date] : provenance.tables)
    tables.push_back({{"file", file}, {"as_of", date.empty() ? Json() : Json(date)}});
  doc["claimcheck"] = {{"version", provenance.version}, {"tables", tables}};
  doc["basis"] = {{"blended", "(3 × input + output) / 4: three input tokens to one output token"},
                  {"margin", "the output price over its realistic floor"},
                  {"outliers",
                   fmt::format("an output price more than {}× above or below the median of the "
                               "same model's other offers (of an even number, the middle price "
                               "nearer the offer's), in groups of at least {} offers with an "
                               "output price, an earlier price of an offer left out: claimcheck's "
                               "own bound",
                               kOutlierFactor, kOutlierGroup)}};
  doc["models"] = models;
  doc["summary"] = {{"offers", audit.offers}, {"models", audit.models.size()}};
  out << json_text(doc, 1) << "\n";
}

}  // namespace

void write_audit(std::ostream& out, const Audit& audit, const Environment& env, Format format) {
  switch (format) {
    case Format::json:
      return write_json(out, audit, env);
    case Format::markdown:
      return write_markdown(out, audit);
    case Format::csv:
      return write_csv(out, audit);
    default:
      return write_text(out, audit);
  }
}

}  // namespace claimcheck
