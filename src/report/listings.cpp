// The listings of parse, rules and hardware.
#include "report/listings.h"

#include <fmt/format.h>

#include <map>
#include <ostream>

#include "quantity/format.h"
#include "quantity/units.h"
#include "report/json.h"

namespace claimcheck {
namespace {

using Json = nlohmann::ordered_json;

/// The record kinds a rule applies to, as its `for` names them or by default.
std::vector<std::string> kinds_of(const Rule& r) {
  std::vector<std::string> kinds;
  for (auto k : r.kinds) kinds.push_back(record_kind_name(k));  // as written
  if (!kinds.empty()) return kinds;
  for (const auto& name : record_kind_names()) {
    RecordKind k = RecordKind::model;
    if (parse_record_kind(name, k) && r.applies_to(k)) kinds.push_back(name);
  }
  return kinds;
}

Json json_quantity(const Quantity& q) {
  Json j;
  put_quantity(j, q);
  return j;
}

bool shows_reader_form(const Dimension& d) {
  using B = BaseDim;
  for (auto base : {B::param, B::token, B::flop, B::gpu, B::usd})
    if (d == Dimension::of(base)) return false;
  return !d.dimensionless();
}

Json json_fact(const Fact& f) {
  Json j = {{"written", f.written}, {"field", field_name(f.field)}, {"column", f.where.col}};
  const FieldType type = field_def(f.field).type;
  if (type == FieldType::quantity) {
    put_quantity(j, f.value);
    if (f.currency != Currency::usd) j["currency"] = currency_def(f.currency).code;
  } else if (type == FieldType::hardware) {
    j["hardware"] = f.hardware;
    if (f.narrowed) j["narrowed"] = true;
  } else if (type == FieldType::flag) {
    j["value"] = true;
  } else {
    j["value"] = f.text;
  }
  if (f.from_table) {
    j["from"] = f.from_table->table;
    j["model"] = f.from_table->entry;
    j["source"] = f.from_table->source;
  }
  return j;
}

/// ` (from rules/models.toml, DeepSeek-V3)` for a catalogue's figure, else nothing.
std::string from_table(const Fact& f) {
  if (!f.from_table) return "";
  return fmt::format(" (from {}, {})", f.from_table->table, f.from_table->entry);
}

}  // namespace

std::string describe_fact(const Fact& f) {
  const char* field = field_name(f.field);
  switch (field_def(f.field).type) {
    case FieldType::text:
      return fmt::format("{} = \"{}\"", field, f.text);
    case FieldType::date:
    case FieldType::precision:
      return fmt::format("{} = {}", field, f.text);
    case FieldType::flag:
      return fmt::format("{} = yes", field);
    case FieldType::hardware:
      return fmt::format("{} = {}{}{}", field, fmt::join(f.hardware, " or "),
                         f.narrowed ? " (narrowed to the variant the record also names)" : "",
                         from_table(f));
    case FieldType::quantity:
      break;
  }
  std::string s;
  if (f.currency != Currency::usd) {
    const Quantity& q = f.value;
    s = fmt::format("{} = {} {}", field,
                    format_quantity(Quantity{q.value, Dimension{}}, QuantityStyle::base),
                    currency_def(f.currency).code);
    const Dimension per = D(BaseDim::usd) / q.dim;  // what the money is per: token, GPU*s
    if (!per.dimensionless()) s += " per " + per.to_string();
    s += " (converted to USD when checked)";
  } else {
    s = fmt::format("{} = {:b}", field, f.value);
    if (shows_reader_form(f.value.dim)) s += fmt::format(" ({})", f.value);
  }
  if (f.approximate) s += " approximately";
  if (!f.hardware.empty()) s += " for " + f.hardware.front();  // a plan's price of one option
  s += from_table(f);
  return s;
}

void write_record_text(std::ostream& out, const Record& r) {
  out << fmt::format("{}:{}: {} \"{}\"\n", r.file, r.line, record_kind_name(r.kind), r.name);
  for (std::size_t i = 0; i < r.facts.size();) {
    // Facts read from one piece of text are shown together.
    std::vector<std::string> parts;
    std::size_t j = i;
    while (j < r.facts.size() && r.facts[j].written == r.facts[i].written &&
           r.facts[j].where.line == r.facts[i].where.line &&
           r.facts[j].where.col == r.facts[i].where.col)
      parts.push_back(describe_fact(r.facts[j++]));
    out << fmt::format("  {} -> {}\n", r.facts[i].written, fmt::join(parts, ", "));
    i = j;
  }
  for (const auto& e : r.expectations) {
    if (e.pinned)
      out << fmt::format("  expect {} {} {} -> {:b}\n", e.rule, e.let, e.written, e.pin);
    else
      out << fmt::format("  expect {}{}{}\n", e.at_most ? "at-most " : "", level_name(e.verdict),
                         e.rule.empty() ? "" : " " + e.rule);
  }
  for (const auto& n : r.notes) out << fmt::format("  note: {}\n", n);
}

Json record_json(const Record& r) {
  Json j = {{"file", r.file}, {"line", r.line},         {"kind", record_kind_name(r.kind)},
            {"name", r.name}, {"facts", Json::array()}, {"expect", Json::array()}};
  for (const auto& f : r.facts) j["facts"].push_back(json_fact(f));
  if (!r.notes.empty()) j["notes"] = r.notes;
  for (const auto& e : r.expectations) {
    if (e.pinned) {
      Json p = {{"rule", e.rule}, {"let", e.let}, {"written", e.written}};
      put_quantity(p, e.pin);
      j["expect"].push_back(p);
    } else {
      j["expect"].push_back(
          {{"verdict", level_name(e.verdict)}, {"at_most", e.at_most}, {"rule", e.rule}});
    }
  }
  return j;
}

void write_rules(std::ostream& out, const RuleSet& rules, bool json) {
  if (json) {
    Json list = Json::array();
    for (const auto& r : rules.rules()) {
      const std::vector<std::string> kinds = kinds_of(r);
      list.push_back({{"id", r.id},
                      {"title", r.title},
                      {"for", kinds},
                      {"needs", r.needs},
                      {"informational", r.informational},
                      {"cites", r.cites},
                      {"file", r.where.file},
                      {"line", r.where.line}});
    }
    out << json_text(Json{{"schema", "claimcheck-rules/1"}, {"rules", list}}, 1) << "\n";
    return;
  }
  for (const auto& r : rules.rules()) {
    out << fmt::format("{}  {}\n", r.id, r.title);
    out << fmt::format("  for: {}\n", fmt::join(kinds_of(r), ", "));
    std::vector<std::string> needs;
    for (const auto& g : r.needs) needs.push_back(fmt::format("{}", fmt::join(g, " | ")));
    out << fmt::format("  needs: {}\n", needs.empty() ? std::string("-")
                                                      : fmt::format("{}", fmt::join(needs, ", ")));
    if (r.informational)
      out << "  informational: its finding makes a claim checked only at warning or above\n";
    for (const auto& c : r.cites) out << fmt::format("  cite: {}\n", c);
    out << fmt::format("  defined at {}:{}\n", r.where.file, r.where.line);
  }
}

void write_catalogue(std::ostream& out, const Catalogue& catalogue, bool json) {
  auto peaks = [](const std::map<std::string, Quantity>& m) {
    std::vector<std::string> parts;
    for (const auto& p : precision_names()) {
      auto it = m.find(p);
      if (it == m.end()) continue;
      Quantity tflops = scale(it->second, 1e-12);
      tflops.dim = Dimension{};
      const std::string v = tflops.is_point()
                                ? format_exact(tflops.lo())
                                : format_exact(tflops.lo()) + "–" + format_exact(tflops.hi());
      parts.push_back(fmt::format("{} {}", p, v));
    }
    return parts.empty() ? std::string("not published") : fmt::format("{}", fmt::join(parts, ", "));
  };
  auto figure = [](const std::optional<Quantity>& q) {
    return q ? fmt::format("{}", *q) : std::string("not published");
  };
  if (json) {
    Json list = Json::array();
    auto optional = [](const std::optional<Quantity>& q) {
      return q ? json_quantity(*q) : Json(nullptr);
    };
    auto per_precision = [](const std::map<std::string, Quantity>& m) {
      Json j = Json::object();
      for (const auto& [precision, q] : m) j[precision] = json_quantity(q);
      return j;
    };
    auto history = [](const Accelerator& a) {
      Json h = Json::array();
      for (const auto& p : a.price_history)
        h.push_back({{"as_of", p.as_of}, {"price", json_quantity(p.price)}, {"source", p.source}});
      return h;
    };
    for (const auto& a : catalogue.entries())
      list.push_back({{"id", a.id},
                      {"vendor", a.vendor},
                      {"aliases", a.aliases},
                      {"variants", a.variants},
                      {"dense_peak", per_precision(a.dense)},
                      {"sparse_peak", per_precision(a.sparse)},
                      {"memory", optional(a.memory)},
                      {"bandwidth", optional(a.bandwidth)},
                      {"tdp", optional(a.tdp)},
                      {"price", optional(a.price)},
                      {"purchase_price", optional(a.purchase_price)},
                      {"price_as_of", a.price_as_of},
                      {"price_source", a.price_source},
                      {"source", a.source},
                      {"derived", a.derived},
                      {"available", a.available},
                      {"price_history", history(a)}});
    Json systems = Json::array();
    for (const auto& sys : catalogue.systems())
      systems.push_back({{"id", sys.id},
                         {"aliases", sys.aliases},
                         {"accelerator", sys.accelerator},
                         {"gpus", sys.gpus},
                         {"source", sys.source}});
    out << json_text(Json{{"schema", "claimcheck-hardware/1"},
                          {"accelerators", list},
                          {"systems", systems}},
                     1)
        << "\n";
    return;
  }
  for (const auto& a : catalogue.entries()) {
    out << a.id;
    if (!a.vendor.empty()) out << " (" << a.vendor << ")";
    if (a.is_family()) out << fmt::format(" family of {}", fmt::join(a.variants, ", "));
    out << "\n";
    if (!a.aliases.empty()) out << fmt::format("  aliases:   {}\n", fmt::join(a.aliases, ", "));
    if (!a.available.empty())
      out << fmt::format("  available {} ({})\n", a.available, a.source_of("available"));
    out << fmt::format("  dense TFLOPS:  {}\n", peaks(a.dense));
    if (!a.sparse.empty())
      out << fmt::format("  2:4 sparse TFLOPS (not comparable with dense): {}\n", peaks(a.sparse));
    out << fmt::format("  memory {}, bandwidth {}, TDP {}\n", figure(a.memory), figure(a.bandwidth),
                       figure(a.tdp));
    if (a.purchase_price)
      out << fmt::format("  purchase price {} ({})\n", *a.purchase_price,
                         a.source_of("purchase_price"));
    if (a.price)
      out << fmt::format("  price {} (as of {}; {})\n", *a.price, a.price_as_of, a.price_source);
    else
      out << "  price: no dated source\n";
    for (const auto& p : a.price_history)
      out << fmt::format("  price as of {}: {} ({})\n", p.as_of, p.price, p.source);
    out << fmt::format("  source: {}\n", a.source);
    if (!a.derived.empty()) out << fmt::format("  derived: {}\n", a.derived);
  }
  for (const auto& sys : catalogue.systems()) {
    out << fmt::format("{} (a system of {} {})\n", sys.id, sys.gpus, sys.accelerator);
    if (!sys.aliases.empty()) out << fmt::format("  aliases:   {}\n", fmt::join(sys.aliases, ", "));
    out << fmt::format("  source: {}\n", sys.source);
  }
}

void write_models(std::ostream& out, const ModelCatalogue& models, bool json) {
  const auto& arch = model_architecture_keys();
  if (json) {
    Json list = Json::array();
    auto optional = [](const std::optional<Quantity>& q) {
      return q ? json_quantity(*q) : Json(nullptr);
    };
    for (const auto& m : models.entries()) {
      Json architecture = Json::object();
      for (const auto& k : arch)
        if (const auto it = m.architecture.find(k); it != m.architecture.end())
          architecture[k] = it->second;
      list.push_back({{"id", m.id},
                      {"family", m.family},
                      {"developer", m.developer},
                      {"released", m.released},
                      {"aliases", m.aliases},
                      {"closed", m.closed},
                      {"params", optional(m.params)},
                      {"active_params", optional(m.active_params)},
                      {"tokens", optional(m.tokens)},
                      {"gpu_hours", optional(m.gpu_hours)},
                      {"accelerator", m.accelerator},
                      {"architecture", architecture},
                      {"source", m.source},
                      {"sources", m.sources},
                      {"unpublished", m.unpublished},
                      {"note", m.note}});
    }
    out << json_text(Json{{"schema", "claimcheck-models/1"}, {"models", list}}, 1) << "\n";
    return;
  }
  auto figure = [](const std::optional<Quantity>& q) {
    return q ? fmt::format("{}", *q) : std::string("not published");
  };
  for (const auto& m : models.entries()) {
    out << m.id;
    if (!m.developer.empty()) out << " (" << m.developer << ")";
    if (m.closed) out << " closed";
    if (!m.released.empty()) out << ", released " << m.released;
    out << "\n";
    if (!m.aliases.empty()) out << fmt::format("  aliases: {}\n", fmt::join(m.aliases, ", "));
    if (m.closed) {
      if (!m.note.empty()) out << fmt::format("  {}\n", m.note);
    } else {
      out << fmt::format("  params {}", figure(m.params));
      if (m.active_params) out << fmt::format(", active {}", *m.active_params);
      out << fmt::format("; tokens {}", figure(m.tokens));
      if (m.gpu_hours) out << fmt::format(", {}", *m.gpu_hours);
      if (!m.accelerator.empty()) out << fmt::format(" on {}", m.accelerator);
      out << "\n";
      std::vector<std::string> parts;
      for (const auto& k : arch)
        if (const auto it = m.architecture.find(k); it != m.architecture.end())
          parts.push_back(fmt::format("{} {}", k, format_exact(it->second)));
      if (!parts.empty()) out << fmt::format("  architecture: {}\n", fmt::join(parts, ", "));
      if (!m.note.empty()) out << fmt::format("  note: {}\n", m.note);
    }
    out << fmt::format("  source: {}\n", m.source);
    for (const auto& [figure_name, source] : m.sources)
      out << fmt::format("  source of {}: {}\n", figure_name, source);
    if (!m.unpublished.empty()) out << fmt::format("  not published: {}\n", m.unpublished);
  }
}

void write_assumptions(std::ostream& out, const Assumptions& assumptions, bool json) {
  if (json) {
    Json list = Json::array();
    for (const auto& [key, a] : assumptions.entries()) {
      Json j = {{"key", key}, {"unit", a.unit}};
      put_quantity(j, a.value);
      j["source"] = a.source;
      j["cite"] = a.cite;
      if (a.typical) {
        j["typical"] = json_quantity(*a.typical);
        j["typical_source"] = a.typical_source;
      }
      j["as_of"] = a.as_of;
      j["note"] = a.note;
      j["file"] = a.file;
      list.push_back(j);
    }
    out << json_text(Json{{"schema", "claimcheck-assumptions/1"}, {"assumptions", list}}, 1)
        << "\n";
    return;
  }
  for (const auto& [key, a] : assumptions.entries()) {
    // In the unit the table writes it in: `21.3..47.6 %`, `10715 kWh/year`.
    std::vector<std::string> unknown;
    const auto unit = parse_unit_expression(a.unit, unknown);
    const double factor = unit && unit->factor > 0 ? unit->factor : 1;
    const double lo = a.value.lo() / factor, hi = a.value.hi() / factor;
    const std::string value =
        lo == hi ? format_exact(lo) : format_exact(lo) + ".." + format_exact(hi);
    out << fmt::format("{} = {}{}", key, value, a.unit == "1" ? "" : " " + a.unit);
    if (!a.as_of.empty()) out << fmt::format(" (as of {})", a.as_of);
    out << "\n";
    if (!a.cite.empty()) out << fmt::format("  in short: {}\n", a.cite);
    if (a.typical)
      out << fmt::format("  typical: {} ({})\n", format_exact(a.typical->lo() / factor),
                         a.typical_source);
    else if (!a.value.is_point())
      out << "  typical: none published; the calculator takes the range's middle\n";
    out << fmt::format("  source: {}\n", a.source);
    if (!a.note.empty()) out << fmt::format("  note: {}\n", a.note);
  }
}

void write_glossary(std::ostream& out, const std::vector<const Term*>& terms, Format format) {
  if (format == Format::json) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const Term* t : terms)
      list.push_back({{"term", t->name}, {"title", t->title}, {"meaning", t->meaning}});
    out << nlohmann::ordered_json{{"schema", "claimcheck-glossary/1"}, {"terms", list}}.dump(2)
        << "\n";
    return;
  }
  if (format == Format::markdown) {
    out << "# Glossary\n\n"
           "The terms claimcheck's messages use. `claimcheck glossary` prints the same, and\n"
           "`claimcheck glossary TERM` one entry; this file is that command's\n"
           "`--format markdown` output. The figures behind each term are in the tables:\n"
           "`claimcheck hardware`, `claimcheck assumptions`.\n";
    for (const Term* t : terms)
      out << fmt::format("\n## {}\n\n*{}.* {}\n", t->name, t->title, t->meaning);
    return;
  }
  for (std::size_t i = 0; i < terms.size(); ++i)
    out << fmt::format("{}{} ({})\n  {}\n", i ? "\n" : "", terms[i]->name, terms[i]->title,
                       terms[i]->meaning);
}

void write_wordings(std::ostream& out, const Wordings& wordings, bool json) {
  if (json) {
    Json groups = Json::array();
    for (const auto& g : wordings.groups())
      groups.push_back({{"section", g.section},
                        {"key", g.key},
                        {"means", g.means},
                        {"spellings", g.spellings},
                        {"example",
                         {{"claims", g.example.claims},
                          {"prose", g.example.prose},
                          {"field", field_name(g.example.field)},
                          {"value", g.example.value}}},
                        {"file", g.example.file},
                        {"line", g.example.line}});
    Json files = Json::array();
    for (const auto& [file, as_of] : wordings.files())
      files.push_back({{"file", file}, {"as_of", as_of}});
    out << json_text(
               Json{{"schema", "claimcheck-wordings/1"}, {"files", files}, {"groups", groups}}, 1)
        << "\n";
    return;
  }
  for (const auto& g : wordings.groups()) {
    out << g.section << "." << g.key << " (" << g.means << "), " << g.example.file << ":"
        << g.example.line << "\n";
    out << "  " << fmt::format("{}", fmt::join(g.spellings, ", ")) << "\n";
    // A prose example on one line, its line breaks as `\n`.
    for (const auto& [label, text] :
         {std::pair{"example", g.example.claims}, std::pair{"prose example", g.example.prose}}) {
      if (text.empty()) continue;
      std::string example;
      const std::size_t at = text.find("{}");
      for (char c : text.substr(0, at) + g.spellings.front() + text.substr(at + 2))
        example += c == '\n' ? std::string("\\n") : std::string(1, c);
      out << "  " << label << ": " << example << " -> " << field_name(g.example.field) << " = "
          << fmt::format("{:g}", g.example.value) << "\n";
    }
  }
}

}  // namespace claimcheck
