// Text and JSON reports.
#include "report/check_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>

#include "report/documents.h"
#include "report/json.h"
#include "report/provenance.h"

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
    case Level::unchecked:
      return "\x1b[1;33m";
    case Level::not_applicable:
      return "\x1b[2m";
  }
  return "";
}

std::string field_list(const std::vector<Field>& fields) {
  std::vector<std::string> names;
  for (Field f : fields) names.emplace_back(field_name(f));
  return fmt::format("{}", fmt::join(names, ", "));
}

/// `params (e.g. \`70B params\`) or active_params (e.g. \`17B active params\`)`.
std::string alternatives(const std::vector<Field>& group) {
  std::vector<std::string> parts;
  for (Field f : group)
    parts.push_back(fmt::format("{} (e.g. `{}`)", field_name(f), field_def(f).example));
  return fmt::format("{}", fmt::join(parts, " or "));
}

std::string summary_line(const Summary& s) {
  std::vector<std::string> counts;
  for (Level l : ranked_levels())
    counts.push_back(fmt::format("{} {}", s.by_level[static_cast<std::size_t>(l)], level_name(l)));
  counts.push_back(fmt::format("{} {}", s.unchecked, level_name(Level::unchecked)));
  return fmt::format("{} claim{}: {}", s.claims, s.claims == 1 ? "" : "s", fmt::join(counts, ", "));
}

class TextReporter : public Reporter {
 public:
  TextReporter(std::ostream& out, const ReportOptions& o) : out_(out), options_(o) {}

  void claim(const ClaimResult& r) override {
    std::vector<const Finding*> shown;
    const bool explain = options_.explain != Explain::none;
    for (const auto& f : r.findings)
      if (explain || (f.verdict != Level::not_applicable && f.verdict >= Level::note))
        shown.push_back(&f);
    const bool unchecked = r.verdict == Level::unchecked;
    if (shown.empty() && !unchecked && r.record->notes.empty()) return;
    out_ << fmt::format("{}:{}: {} \"{}\": {}\n", r.record->file, r.record->line,
                        record_kind_name(r.record->kind), r.record->name,
                        verdict_word(r.verdict, options_.color));
    for (const auto& n : r.record->notes) out_ << fmt::format("  {:14} {}\n", "", n);
    if (unchecked) {
      const auto lines = unchecked_lines(r);
      const std::size_t pad = std::string_view(level_name(Level::unchecked)).size();
      for (std::size_t i = 0; i < lines.size(); ++i)
        out_ << fmt::format("  {}{} {}\n",
                            i == 0 ? verdict_word(Level::unchecked, options_.color) : "",
                            std::string(i == 0 ? 14 - pad : 14, ' '), lines[i]);
    }
    ShownSteps steps;  // this record's
    for (const Finding* f : shown) {
      // By default, a rule that does not apply is one line: what it needs.
      if (options_.explain == Explain::readable && f->verdict == Level::not_applicable) {
        out_ << fmt::format("  {:14} {}: {}\n", "not checked", f->rule, f->message);
        continue;
      }
      const std::string word = verdict_word(f->verdict, options_.color);
      const std::size_t pad = std::string_view(level_name(f->verdict)).size();
      out_ << fmt::format("  {}{} {}: {}\n", word, std::string(pad < 14 ? 14 - pad : 1, ' '),
                          f->rule, f->message);
      for (const auto& n : f->notes) out_ << fmt::format("  {:14} {}\n", "", n);
      if (options_.explain == Explain::all)
        out_ << explain_finding(*f, "      ", &notes_, true);
      else if (explain)
        out_ << explain_finding(*f, "      ", notes_, false, steps);
    }
    // What was stated and not verified, with the working (for an unchecked
    // claim, nothing was used).
    if (explain && !unchecked && !r.not_used.empty())
      out_ << fmt::format("  not used: {}\n", field_list(r.not_used));
  }

  void finish(const Summary& s) override {
    notes_.write(out_);
    out_ << summary_line(s) << "\n";
  }

 private:
  std::ostream& out_;
  ReportOptions options_;
  SourceNotes notes_;
};

class JsonReporter : public Reporter {
 public:
  // The header is written with the first claim or the summary, so that a run
  // with no usable file writes nothing.
  // The version and the tables' dates follow the schema when the tables are
  // known.
  JsonReporter(std::ostream& out, const Environment* env)
      : stream_(out, "{\"schema\": \"claimcheck/1\",\n" +
                         (env ? provenance_json_member(*env) + ",\n" : std::string()) +
                         "\"claims\": [") {}

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
      if (f.catalogue_only) j["catalogue_only"] = true;
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
    if (!r.record->notes.empty()) c["notes"] = r.record->notes;
    c["not_used"] = nlohmann::json::array();
    for (Field f : r.not_used) c["not_used"].push_back(field_name(f));
    if (r.verdict == Level::unchecked) {
      nlohmann::json to_check = nlohmann::json::array();
      for (const auto& m : missing_figures(r)) {
        nlohmann::json add = nlohmann::json::array(), rules = nlohmann::json::array();
        for (const auto& group : m.add) {
          nlohmann::json names = nlohmann::json::array();
          for (Field f : group) names.push_back(field_name(f));
          add.push_back(names);
        }
        for (const Finding* f : m.rules) rules.push_back(f->rule);
        to_check.push_back({{"add", add}, {"rules", rules}});
      }
      c["to_check"] = to_check;
      c["message"] = fmt::format("{}", fmt::join(unchecked_lines(r), "; "));
    }
    stream_.item(c);
  }

  void finish(const Summary& s) override {
    nlohmann::json summary = {{"claims", s.claims}};
    for (Level l : ranked_levels())
      summary[level_name(l)] = s.by_level[static_cast<std::size_t>(l)];
    summary[level_name(Level::unchecked)] = s.unchecked;
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
             "' of the catalogue" +
             (o.available_by.empty() ? ""
                                     : " among the accelerators available by " + o.available_by);
    case Origin::Kind::assumption:
      return "assumptions.toml: " + o.source + date;
    case Origin::Kind::model:
      return fmt::format("from {}, {} {}: {}", o.file, o.name, o.detail, o.source);
  }
  return o.name;
}

std::string step_value_text(const WorkingStep& step) {
  if (!step.gap) return step.result_text;
  return step.gap->kind == Gap::Kind::missing ? "missing: " + step.gap->what : step.gap->what;
}

std::vector<std::string> unchecked_lines(const ClaimResult& r) {
  std::vector<std::string> lines;
  const auto missing = missing_figures(r);
  if (r.findings.empty()) {
    lines.push_back(fmt::format("nothing was checked: no rule applies to {} records",
                                record_kind_name(r.record->kind)));
    return lines;
  }
  if (!missing.empty()) {
    lines.push_back("nothing was checked: no rule had the figures it needs");
    for (const auto& m : missing) {
      std::vector<std::string> add, rules;
      for (const auto& group : m.add) add.push_back(alternatives(group));
      for (const Finding* f : m.rules) rules.push_back(f->rule);
      lines.push_back(
          fmt::format("add {} to check {}", fmt::join(add, ", and "), fmt::join(rules, ", ")));
    }
    return lines;
  }
  lines.push_back("nothing was checked:");
  for (const auto& f : r.findings)
    if (!checks_claim(f) && !f.informational)
      lines.push_back(fmt::format("{}: {}", f.rule, f.message));
  if (lines.size() == 1) lines[0] = "nothing was checked: the rules that apply are informational";
  return lines;
}

std::string verdict_word(Level l, bool color) {
  if (!color) return level_name(l);
  return std::string(color_of(l)) + level_name(l) + "\x1b[0m";
}

std::string SourceNotes::cite(const std::string& text) {
  auto it = std::find(texts_.begin(), texts_.end(), text);
  if (it == texts_.end()) it = texts_.insert(texts_.end(), text);
  return fmt::format("[{}]", it - texts_.begin() + 1);
}

void SourceNotes::cite_rule(const Finding& f) {
  if (f.cites.empty()) return;
  for (const auto& r : rules_)
    if (r.first == f.rule) return;
  rules_.emplace_back(f.rule, f.cites);
}

void SourceNotes::write(std::ostream& out) const {
  if (empty()) return;
  out << "sources:\n";
  for (std::size_t i = 0; i < texts_.size(); ++i)
    out << fmt::format("  [{}] {}\n", i + 1, texts_[i]);
  for (const auto& [rule, cites] : rules_) {
    out << fmt::format("  {}:\n", rule);
    for (const auto& c : cites) out << fmt::format("    {}\n", c);
  }
}

namespace {

/// Where an input came from, with a table's source cited by number.
std::string origin_cited(const Origin& o, SourceNotes& notes) {
  const std::string date = o.as_of.empty() ? "" : " (as of " + o.as_of + ")";
  switch (o.kind) {
    case Origin::Kind::catalogue:
      return fmt::format("{}{}{} {}", o.name, o.detail.empty() ? "" : " " + o.detail,
                         o.assumed ? " (assumed)" : "",
                         notes.cite(fmt::format("{}, {}: {}{}", o.file, o.name, o.source, date)));
    case Origin::Kind::assumption:
      return fmt::format("assumptions.toml {}",
                         notes.cite(fmt::format("{}, {}: {}{}", o.file, o.name, o.source, date)));
    case Origin::Kind::model:
      return fmt::format("{} {} from {} {}", o.name, o.detail, o.file,
                         notes.cite(fmt::format("{}, {}: {}", o.file, o.name, o.source)));
    default:
      return origin_text(o);
  }
}

}  // namespace

namespace {

std::string explain_steps(const Finding& f, const std::string& indent, SourceNotes* notes,
                          bool lets, ShownSteps* shown) {
  std::string out =
      indent + f.title + (notes && !f.cites.empty() ? " (cited at the end)" : "") + "\n";
  std::vector<std::string> inputs;  // shown in this finding
  for (const auto& step : f.working) {
    const std::string where = step.where.size() > 1 ? "   [" + step.where + "]" : "";
    const std::string value = step_value_text(step);
    if (shown) {
      const std::string key = step.name + " = " + step.expr + " = " + value;
      if (const auto it = shown->find(key); it != shown->end()) {
        out += fmt::format("{}{} = {}   (as in {})\n", indent, step.name, value, it->second);
        continue;
      }
      shown->emplace(key, f.rule);
    }
    // Without the earlier steps' values, a step and its value share a line:
    // `mfu = work / capacity = 17%`.
    if (lets)
      out += fmt::format("{}{} = {}{}\n", indent, step.name, step.expr, where);
    else
      out += fmt::format("{}{} = {} = {}{}\n", indent, step.name, step.expr, value, where);
    for (const auto& i : step.inputs) {
      if (!lets && i.origin.kind == Origin::Kind::let) continue;
      // Readable: each input once per finding, where it is first used.
      const std::string said = i.name + " = " + i.value;
      if (!lets) {
        if (std::find(inputs.begin(), inputs.end(), said) != inputs.end()) continue;
        inputs.push_back(said);
      }
      out += fmt::format("{}    {}   ({})\n", indent, said,
                         notes ? origin_cited(i.origin, *notes) : origin_text(i.origin));
    }
    if (lets) out += fmt::format("{}  = {}\n", indent, value);
  }
  if (notes)
    notes->cite_rule(f);
  else
    for (const auto& c : f.cites) out += fmt::format("{}cite: {}\n", indent, c);
  return out;
}

}  // namespace

std::string explain_finding(const Finding& f, const std::string& indent, SourceNotes* notes,
                            bool lets) {
  return explain_steps(f, indent, notes, lets, nullptr);
}

std::string explain_finding(const Finding& f, const std::string& indent, SourceNotes& notes,
                            bool lets, ShownSteps& shown) {
  return explain_steps(f, indent, &notes, lets, &shown);
}

std::unique_ptr<Reporter> make_reporter(std::ostream& out, const ReportOptions& options) {
  if (options.format == Format::json) return std::make_unique<JsonReporter>(out, options.env);
  if (options.env && options.format == Format::sarif) return make_sarif_reporter(out, *options.env);
  if (options.env && options.format == Format::markdown)
    return make_markdown_reporter(out, *options.env);
  if (options.env && options.format == Format::html) return make_html_reporter(out, *options.env);
  return std::make_unique<TextReporter>(out, options);
}

}  // namespace claimcheck
