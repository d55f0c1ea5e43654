// Text and JSON reports.
#include "report/check_report.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <ostream>

#include "report/json.h"

namespace claimcheck {
namespace {

const char* color_of(Level l) {
  switch (l) {
    case Level::ok:
      return "\x1b[32m";
    case Level::note:
      return "\x1b[36m";
    case Level::warning:
      return "\x1b[33m";
    case Level::subsidised:
      return "\x1b[35m";
    case Level::implausible:
      return "\x1b[31m";
    case Level::impossible:
      return "\x1b[1;31m";
    case Level::not_applicable:
      return "\x1b[2m";
  }
  return "";
}

std::string summary_line(const Summary& s) {
  std::vector<std::string> counts;
  for (Level l : ranked_levels())
    counts.push_back(fmt::format("{} {}", s.by_level[static_cast<std::size_t>(l)], level_name(l)));
  return fmt::format("{} claim{}: {}", s.claims, s.claims == 1 ? "" : "s", fmt::join(counts, ", "));
}

class TextReporter : public Reporter {
 public:
  TextReporter(std::ostream& out, const ReportOptions& o) : out_(out), options_(o) {}

  void claim(const ClaimResult& r) override {
    std::vector<const Finding*> shown;
    for (const auto& f : r.findings)
      if (options_.explain || (f.verdict != Level::not_applicable && f.verdict >= Level::note))
        shown.push_back(&f);
    if (shown.empty()) return;
    out_ << fmt::format("{}:{}: {} \"{}\": {}\n", r.record->file, r.record->line,
                        record_kind_name(r.record->kind), r.record->name,
                        verdict_word(r.verdict, options_.color));
    for (const Finding* f : shown) {
      const std::string word = verdict_word(f->verdict, options_.color);
      const std::size_t pad = std::string_view(level_name(f->verdict)).size();
      out_ << fmt::format("  {}{} {}: {}\n", word, std::string(pad < 14 ? 14 - pad : 1, ' '),
                          f->rule, f->message);
      for (const auto& n : f->notes) out_ << fmt::format("  {:14} {}\n", "", n);
      if (options_.explain) out_ << explain_finding(*f, "      ");
    }
  }

  void finish(const Summary& s) override { out_ << summary_line(s) << "\n"; }

 private:
  std::ostream& out_;
  ReportOptions options_;
};

class JsonReporter : public Reporter {
 public:
  // The header is written with the first claim or the summary, so that a run
  // with no usable file writes nothing.
  explicit JsonReporter(std::ostream& out)
      : stream_(out, "{\"schema\": \"claimcheck/1\", \"claims\": [") {}

  void claim(const ClaimResult& r) override {
    nlohmann::json c;
    c["file"] = r.record->file;
    c["line"] = r.record->line;
    c["kind"] = record_kind_name(r.record->kind);
    c["name"] = r.record->name;
    c["verdict"] = level_name(r.verdict);
    c["findings"] = nlohmann::json::array();
    for (const auto& f : r.findings) {
      nlohmann::json j;
      j["rule"] = f.rule;
      j["verdict"] = level_name(f.verdict);
      j["message"] = f.message;
      j["title"] = f.title;
      if (!f.notes.empty()) j["notes"] = f.notes;
      if (!f.hardware.empty()) {
        j["hardware"] = f.hardware;
        j["hardware_assumed"] = f.hardware_assumed;
      }
      j["working"] = nlohmann::json::array();
      for (const auto& w : f.working) {
        nlohmann::json s;
        s["name"] = w.name;
        s["expr"] = w.expr;
        if (!w.where.empty()) s["where"] = w.where;
        if (w.result)
          put_quantity(s, *w.result);
        else
          s["value"] = step_value_text(w);
        nlohmann::json inputs = nlohmann::json::array();
        for (const auto& i : w.inputs)
          inputs.push_back({{"name", i.name}, {"value", i.value}, {"from", origin_text(i.origin)}});
        s["inputs"] = inputs;
        j["working"].push_back(s);
      }
      c["findings"].push_back(j);
    }
    stream_.item(c);
  }

  void finish(const Summary& s) override {
    nlohmann::json summary = {{"claims", s.claims}};
    for (Level l : ranked_levels())
      summary[level_name(l)] = s.by_level[static_cast<std::size_t>(l)];
    stream_.close("],\n\"summary\": " + summary.dump() + "}\n");
  }

 private:
  JsonArrayStream stream_;
};

}  // namespace

std::string origin_text(const Origin& o) {
  const std::string date = o.as_of.empty() ? "" : " (as of " + o.as_of + ")";
  switch (o.kind) {
    case Origin::Kind::claim:
      return "claim, line " + std::to_string(o.line) + ": " + o.written + o.conversion;
    case Origin::Kind::let:
      return "let " + o.name;
    case Origin::Kind::catalogue:
      return o.name + (o.detail.empty() ? "" : " " + o.detail) + (o.assumed ? " (assumed)" : "") +
             ": " + o.source + date;
    case Origin::Kind::catalogue_choice:
      return o.name + " gives the " + (o.least ? "least" : "most") + " '" + o.detail +
             "' of the catalogue";
    case Origin::Kind::assumption:
      return "assumptions.toml: " + o.source + date;
  }
  return o.name;
}

std::string step_value_text(const WorkingStep& step) {
  if (!step.gap) return step.result_text;
  return step.gap->kind == Gap::Kind::missing ? "missing: " + step.gap->what : step.gap->what;
}

std::string verdict_word(Level l, bool color) {
  if (!color) return level_name(l);
  return std::string(color_of(l)) + level_name(l) + "\x1b[0m";
}

std::string explain_finding(const Finding& f, const std::string& indent) {
  std::string out = indent + f.title + "\n";
  for (const auto& step : f.working) {
    out += fmt::format("{}{} = {}{}\n", indent, step.name, step.expr,
                       step.where.size() > 1 ? "   [" + step.where + "]" : "");
    for (const auto& i : step.inputs)
      out += fmt::format("{}    {} = {}   ({})\n", indent, i.name, i.value, origin_text(i.origin));
    out += fmt::format("{}  = {}\n", indent, step_value_text(step));
  }
  for (const auto& c : f.cites) out += fmt::format("{}cite: {}\n", indent, c);
  return out;
}

std::unique_ptr<Reporter> make_reporter(std::ostream& out, const ReportOptions& options) {
  if (options.format == Format::json) return std::make_unique<JsonReporter>(out);
  return std::make_unique<TextReporter>(out, options);
}

}  // namespace claimcheck
