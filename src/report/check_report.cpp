// Text and JSON reports.
#include "report/check_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>

#include "report/documents.h"
#include "report/json.h"
#include "report/json_writer.h"
#include "report/provenance.h"
#include "eval/not_checked.h"
#include "vocab/glossary.h"
#include "quantity/format.h"

namespace claimcheck {

void Reporter::adopt_fragment(std::string_view text, std::ostream& to) {
  to.write(text.data(), static_cast<std::streamsize>(text.size()));
}
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

/// `\`70B params\` or \`17B active params\``: a group of needs as a claim writes them.
std::string alternatives(const std::vector<Field>& group) {
  std::vector<std::string> parts;
  for (Field f : group) parts.push_back(fmt::format("`{}`", field_def(f).example));
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
    // The student view and --show-ok: every finding that applied, ok ones too.
    const bool applied = options_.explain == Explain::brief || options_.show_ok;
    for (const auto& f : r.findings) {
      // A worked answer leaves out what worked nothing out: an informational
      // rule that holds with no step (a GPU count within the largest cluster).
      if (options_.explain == Explain::brief && f.informational && f.verdict == Level::ok &&
          std::none_of(f.working.begin(), f.working.end(),
                       [](const WorkingStep& s) { return !s.filled.empty(); }))
        continue;
      if (applied ? f.verdict != Level::not_applicable
                  : explain || (f.verdict != Level::not_applicable && f.verdict >= Level::note))
        shown.push_back(&f);
    }
    const bool unchecked = r.verdict == Level::unchecked;
    // A stated figure no check read is said under any checked claim (an
    // unchecked claim says that nothing was).
    const auto unread = unchecked ? std::vector<NotChecked>{}
                                  : not_checked(r, options_.env ? &options_.env->rules : nullptr);
    if (shown.empty() && !unchecked && r.record->notes.empty() && unread.empty()) return;
    const std::string basis = r.verdict == Level::ok ? checked_basis(r) : "";
    out_ << fmt::format("{}:{}: {} \"{}\": {}{}\n", r.record->file, r.record->line,
                        record_kind_name(r.record->kind), r.record->name,
                        verdict_word(r.verdict, options_.color),
                        basis.empty() ? "" : " (" + basis + ")");
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
      const std::string keys = options_.show_ok ? key_figures(*f) : "";
      out_ << fmt::format("  {}{} {}{}: {}\n", word, std::string(pad < 14 ? 14 - pad : 1, ' '),
                          f->rule, keys.empty() ? "" : " [" + keys + "]", f->message);
      for (const auto& n : f->notes) out_ << fmt::format("  {:14} {}\n", "", n);
      if (options_.explain == Explain::brief) {
        out_ << brief_finding(*f, "      ", notes_, &steps);
        for (auto& t : terms_used(f->message))  // said once, at the end
          if (std::find(terms_.begin(), terms_.end(), t) == terms_.end())
            terms_.push_back(std::move(t));
      }
      else if (options_.explain == Explain::all)
        out_ << explain_finding(*f, "      ", &notes_, true);
      else if (explain)
        out_ << explain_finding(*f, "      ", notes_, false, steps);
    }
    for (const auto& n : unread)
      out_ << fmt::format("  {:14} not checked: {} ({})\n", "", n.written, n.reason);
  }

  void finish(const Summary& s) override {
    notes_.write(out_);
    if (!terms_.empty())
      out_ << fmt::format("terms: {} (claimcheck glossary TERM says what each means)\n",
                          fmt::join(terms_, "; "));
    out_ << summary_line(s) << "\n";
  }

  bool can_discard() const override { return true; }
  void keep_file() override {
    if (options_.explain != Explain::none) {
      kept_notes_ = notes_;
      kept_terms_ = terms_;
    }
  }
  void discard_file() override {
    notes_ = kept_notes_;
    terms_ = kept_terms_;
  }
  std::unique_ptr<Reporter> fragment(std::ostream& out) const override {
    if (options_.explain != Explain::none) return nullptr;
    return std::make_unique<TextReporter>(out, options_);
  }

 private:
  std::ostream& out_;
  ReportOptions options_;
  SourceNotes notes_;
  SourceNotes kept_notes_;  ///< as of the last keep_file()
  std::vector<std::string> terms_, kept_terms_;  ///< of the glossary, the student view's messages use
};

/// Where a working input came from, in brief: what it is (`claim, line 3:
/// 14.8T tokens`, `H100-SXM dense bf16`, `assumptions.toml: mfu_training`);
/// its source goes to the document's `sources`.
std::string origin_brief(const Origin& o) {
  switch (o.kind) {
    case Origin::Kind::catalogue:
      return o.name + (o.detail.empty() ? "" : " " + o.detail) + (o.assumed ? " (assumed)" : "");
    case Origin::Kind::assumption:
      return "assumptions.toml: " + o.name;
    case Origin::Kind::model:
      return fmt::format("{}, {} {}", o.file, o.name, o.detail);
    default:
      return origin_text(o);
  }
}

/// The source of a working input, in words, or empty: a table figure's
/// source with its date.
std::string origin_source(const Origin& o) {
  const std::string date = o.as_of.empty() ? "" : " (as of " + o.as_of + ")";
  switch (o.kind) {
    case Origin::Kind::catalogue:
    case Origin::Kind::assumption:
    case Origin::Kind::model:
      return o.source.empty() ? "" : o.source + date;
    default:
      return "";
  }
}

/// claimcheck/2: one claim at a time, written as it is checked, with no tree
/// built. The working, and the sources it cites, only under --explain.
class JsonReporter : public Reporter {
  /// Text written the same for claim after claim, as last written: the
  /// file's `"file":...`, and at each place in the findings the opening
  /// `"rule":...,"verdict":...` and the `"hardware":...` of a rule that applied.
  struct Written {
    std::string from;  ///< what it was written from
    std::string json;
    /// The JSON of `source`, written by `write` where it differs from the last.
    template <typename Write>
    const std::string& of(std::string_view source, Write&& write) {
      if (json.empty() || from != source) {
        from = source;
        json.clear();
        write(json);
      }
      return json;
    }
  };
  struct WrittenOpening {
    std::string rule;
    Level verdict = Level::ok;
    std::string json;
  };

 public:
  // The header is written with the first claim or the summary, so that a run
  // with no usable file writes nothing. The version and the tables' dates
  // follow the schema when the tables are known.
  JsonReporter(std::ostream& out, const ReportOptions& o)
      : JsonReporter(out, o,
                     "{\"schema\": \"claimcheck/2\",\n" +
                         (o.env ? provenance_json_member(*o.env) + ",\n" : std::string()) +
                         "\"claims\": [",
                     true) {}

  void claim(const ClaimResult& r) override {
    buffer_.clear();
    buffer_ += first_ ? header_ + "\n  " : ",\n  ";
    first_ = false;
    JsonWriter j(buffer_);
    j.begin_object();
    j.key("file").raw(file_.of(
        r.record->file, [&](std::string& json) { append_json_string(json, r.record->file); }));
    j.key("line").integer(r.record->line);
    j.key("kind").string(record_kind_name(r.record->kind));
    j.key("name").string(r.record->name);
    // Where the record's figures come from, for an audit to cite: its
    // source, date and provider, as the record gives them.
    for (const Field field : {Field::source, Field::date, Field::provider})
      if (const Fact* given = r.record->find(field)) j.key(field_name(field)).string(given->text);
    j.key("verdict").string(level_name(r.verdict));
    j.key("findings").begin_array();
    for (std::size_t i = 0; i < r.findings.size(); ++i) {
      const Finding& f = r.findings[i];
      if (!not_applicable_as_before(f)) {
        if (i >= openings_.size()) {
          openings_.resize(i + 1);
          hardware_.resize(i + 1);
        }
        finding(j, f, &openings_[i], &hardware_[i]);
        continue;
      }
      // Most claims of a file lack the same figures: a rule that did not
      // apply is written as it was for the claim before, where it was the same.
      if (i >= written_.size()) written_.resize(i + 1);
      WrittenFinding& w = written_[i];
      if (w.json.empty() || w.rule != f.rule || w.message != f.message ||
          w.missing != f.unmet_needs) {
        w.rule = f.rule;
        w.message = f.message;
        w.missing = f.unmet_needs;
        w.json.clear();
        JsonWriter alone(w.json);
        finding(alone, f);
      }
      j.raw(w.json);
    }
    j.end_array();
    if (!r.record->notes.empty()) {
      j.key("notes").begin_array();
      for (const auto& n : r.record->notes) j.string(n);
      j.end_array();
    }
    basis(j, r);
    j.end_object();
    out_.write(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
  }

  void finish(const Summary& s) override {
    buffer_.clear();
    buffer_ += first_ ? header_ : "\n";
    first_ = false;
    buffer_ += "],\n\"sources\": [";
    for (std::size_t i = 0; i < sources_.size(); ++i) {
      buffer_ += i ? ",\n  " : "\n  ";
      JsonWriter j(buffer_);
      j.begin_object().key("id").string(fmt::format("s{}", i + 1));
      j.key("text").string(sources_[i]).end_object();
    }
    buffer_ += sources_.empty() ? "],\n\"summary\": " : "\n],\n\"summary\": ";
    JsonWriter j(buffer_);
    j.begin_object().key("claims").integer(static_cast<long long>(s.claims));
    for (Level l : ranked_levels())
      j.key(level_name(l)).integer(static_cast<long long>(s.by_level[static_cast<std::size_t>(l)]));
    j.key(level_name(Level::unchecked)).integer(static_cast<long long>(s.unchecked));
    j.end_object();
    buffer_ += "}\n";
    out_.write(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
  }

 private:
  /// What the verdict rests on: the checks (`checked`), the stated figures
  /// no check read (`not_used`, `not_checked`) and, for an unchecked claim,
  /// what would check it (`to_check`, `message`).
  void basis(JsonWriter& j, const ClaimResult& r) const {
    j.key("checked").begin_array();
    for (const auto& f : r.findings)
      if (checks_claim(f)) j.string(f.rule);
    j.end_array();
    j.key("not_used").begin_array();
    for (Field f : r.not_used) j.string(field_name(f));
    j.end_array();
    if (r.verdict != Level::unchecked && !r.not_used.empty()) {
      j.key("not_checked").begin_array();
      for (const auto& n : not_checked(r, options_.env ? &options_.env->rules : nullptr)) {
        j.begin_object().key("field").string(field_name(n.field));
        j.key("written").string(n.written).key("reason").string(n.reason).end_object();
      }
      j.end_array();
    }
    if (r.verdict == Level::unchecked) {
      j.key("to_check").begin_array();
      for (const auto& m : missing_figures(r)) {
        j.begin_object().key("add").begin_array();
        for (const auto& group : m.add) {
          j.begin_array();
          for (Field f : group) j.string(field_name(f));
          j.end_array();
        }
        j.end_array().key("rules").begin_array();
        for (const Finding* f : m.rules) j.string(f->rule);
        j.end_array().end_object();
      }
      j.end_array();
      j.key("message").string(fmt::format("{}", fmt::join(unchecked_lines(r), "; ")));
    }
  }

  /// A finding of a rule that did not apply, written from its rule, message
  /// and missing fields alone.
  bool not_applicable_as_before(const Finding& f) const {
    return f.verdict == Level::not_applicable && f.notes.empty() && !f.catalogue_only && !working_;
  }

  /// A finding; with `opening` and `hardware`, those members are written as
  /// they were for the finding at the same place in the claim before, where
  /// they are the same.
  void finding(JsonWriter& j, const Finding& f, WrittenOpening* opening = nullptr,
               Written* hardware = nullptr) {
    j.begin_object();
    if (opening) {
      if (opening->json.empty() || opening->verdict != f.verdict || opening->rule != f.rule) {
        opening->rule = f.rule;
        opening->verdict = f.verdict;
        opening->json.clear();
        JsonWriter alone(opening->json);
        alone.key("rule").string(f.rule);
        alone.key("verdict").string(level_name(f.verdict));
      }
      j.raw(opening->json);
    } else {
      j.key("rule").string(f.rule);
      j.key("verdict").string(level_name(f.verdict));
    }
    j.key("message").string(f.message);
    if (!f.keys.empty() && f.verdict != Level::not_applicable) {
      j.key("values").begin_object();
      for (const auto& [name, q] : f.keys) j.key(name).quantity(q);
      j.end_object();
    }
    if (f.verdict == Level::not_applicable && !f.unmet_needs.empty()) {
      j.key("missing").begin_array();
      for (const auto& group : f.unmet_needs) {
        j.begin_array();
        for (Field field : group) j.string(field_name(field));
        j.end_array();
      }
      j.end_array();
    }
    if (!f.notes.empty()) {
      j.key("notes").begin_array();
      for (const auto& n : f.notes) j.string(n);
      j.end_array();
    }
    if (f.catalogue_only) j.key("catalogue_only").boolean(true);
    // The accelerator where the rule applied; said to be assumed only when it was.
    if (!f.hardware.empty() && f.verdict != Level::not_applicable) {
      if (hardware) {
        j.raw(hardware->of(f.hardware, [&](std::string& json) {
          JsonWriter(json).key("hardware").string(f.hardware);
        }));
      } else {
        j.key("hardware").string(f.hardware);
      }
      if (f.hardware_assumed) j.key("hardware_assumed").boolean(true);
    }
    if (working_) {
      j.key("title").string(f.title);
      j.key("cites").begin_array();
      for (const auto& c : f.cites) j.string(source_id(c));
      j.end_array();
      j.key("working").begin_array();
      for (const auto& w : f.working) step(j, w);
      j.end_array();
    }
    j.end_object();
  }

  void step(JsonWriter& j, const WorkingStep& w) {
    j.begin_object();
    j.key("name").string(w.name);
    j.key("expr").string(w.expr);
    if (!w.where.empty()) j.key("where").string(w.where);
    if (w.result)
      j.quantity_members(*w.result);
    else
      j.key("value").string(step_value_text(w));
    j.key("inputs").begin_array();
    for (const auto& i : w.inputs) {
      j.begin_object();
      j.key("name").string(i.name);
      j.key("value").string(i.value);
      j.key("from").string(origin_brief(i.origin));
      if (const std::string source = origin_source(i.origin); !source.empty())
        j.key("source").string(source_id(source));
      j.end_object();
    }
    j.end_array();
    j.end_object();
  }

  std::unique_ptr<Reporter> fragment(std::ostream& out) const override {
    if (working_) return nullptr;
    // Every claim of a fragment follows another: `,` first. Its header is
    // never written, so it is not built again.
    return std::unique_ptr<Reporter>(new JsonReporter(out, options_, std::string(), false));
  }
  void adopt_fragment(std::string_view text, std::ostream& to) override {
    // The first claim of the report takes the header in place of its `,`.
    if (first_ && !text.empty()) {
      to.write(header_.data(), static_cast<std::streamsize>(header_.size()));
      text.remove_prefix(1);
      first_ = false;
    }
    to.write(text.data(), static_cast<std::streamsize>(text.size()));
  }

  bool can_discard() const override { return true; }
  void keep_file() override {
    kept_first_ = first_;
    kept_sources_ = sources_.size();
  }
  void discard_file() override {
    first_ = kept_first_;
    while (sources_.size() > kept_sources_) {
      source_ids_.erase(sources_.back());
      sources_.pop_back();
    }
  }

  /// The id of a source in the document's `sources`, added when new.
  std::string source_id(const std::string& text) {
    auto [it, added] = source_ids_.emplace(text, sources_.size() + 1);
    if (added) sources_.push_back(text);
    return fmt::format("s{}", it->second);
  }

  /// `first`: no claim has been written before this reporter's first.
  JsonReporter(std::ostream& out, const ReportOptions& o, std::string header, bool first)
      : options_(o),
        out_(out),
        working_(o.explain != Explain::none),
        header_(std::move(header)),
        first_(first) {}

  ReportOptions options_;
  std::ostream& out_;
  bool working_;
  std::string header_;
  bool first_ = true;
  std::string buffer_;  ///< one claim's JSON, reused
  /// A finding of a rule that did not apply, as last written at its place
  /// in a claim's findings: what it was written from, and the JSON.
  struct WrittenFinding {
    std::string rule, message;
    std::vector<std::vector<Field>> missing;
    std::string json;
  };
  std::vector<WrittenFinding> written_;
  Written file_;
  std::vector<WrittenOpening> openings_;
  std::vector<Written> hardware_;
  std::vector<std::string> sources_;
  std::map<std::string, std::size_t> source_ids_;
  bool kept_first_ = true;        ///< first_ as of the last keep_file()
  std::size_t kept_sources_ = 0;  ///< the sources as of the last keep_file()
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
      lines.push_back(fmt::format("add a figure such as {} to check {}",
                                  fmt::join(add, ", and one such as "), fmt::join(rules, ", ")));
    }
    // Rules that had the claim's figures but lack one of a table's (a price
    // the catalogue does not publish): no figure of the claim's would check them.
    for (const auto& f : r.findings)
      if (f.verdict == Level::not_applicable && f.unmet_needs.empty() && f.gap &&
          f.gap->kind == Gap::Kind::missing)
        lines.push_back(fmt::format("{}: {}", f.rule, f.message));
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

/// The source a working input is cited by, or empty for the claim's own
/// figures and the rule's steps.
std::string cite_text(const Origin& o) {
  const std::string date = o.as_of.empty() ? "" : " (as of " + o.as_of + ")";
  switch (o.kind) {
    case Origin::Kind::catalogue:
    case Origin::Kind::assumption:
      return fmt::format("{}, {}: {}{}", o.file, o.name, o.source, date);
    case Origin::Kind::model:
      return fmt::format("{}, {}: {}", o.file, o.name, o.source);
    default:
      return "";
  }
}

}  // namespace

std::string readable_name(std::string name) {
  std::replace(name.begin(), name.end(), '_', ' ');
  return name;
}

/// A key figure's value as the finding's working shows it, else as the
/// rule's messages write it.
static std::string key_value(const Finding& f, const std::string& name, const Quantity& q) {
  for (const auto& step : f.working)
    if (step.name == name && !step.result_text.empty()) return step.result_text;
  for (std::size_t k = 0; k < f.keys.size() && k < f.key_hints.size(); ++k)
    if (f.keys[k].first == name) switch (f.key_hints[k]) {
        case Hint::percent:
          return format_quantity(q, QuantityStyle::percent);
        case Hint::ratio:
          return format_quantity(q, QuantityStyle::ratio);
        case Hint::number:
          return format_quantity(q, QuantityStyle::number);
        case Hint::none:
          break;
      }
  return format_quantity(q);
}

/// The key figure of a finding that says what was found: not one of the
/// claim's own figures as stated (inference-price's `price`), and a ratio or
/// a share where the rule keys one (its `margin`, implied-mfu's `mfu`); else
/// the first other key; or nullptr.
static const std::pair<std::string, Quantity>* found_key(const Finding& f, const Record& record) {
  const std::pair<std::string, Quantity>* first = nullptr;
  for (const auto& key : f.keys) {
    const bool stated = std::any_of(record.facts.begin(), record.facts.end(), [&](const Fact& fact) {
      return !fact.from_table && fact.value == key.second;
    });
    if (stated) continue;
    if (key.second.dim == Dimension{}) return &key;
    if (!first) first = &key;
  }
  return first;
}

std::string checked_basis(const ClaimResult& r) {
  std::vector<std::string> rules, assumed;
  for (const auto& f : r.findings) {
    if (!checks_claim(f)) continue;
    // The key's name unless the rule's says it (`implied-mfu 35%`, but
    // `stated-mfu implied 35%`, `inference-price margin 34.9×`).
    const auto* key = found_key(f, *r.record);
    std::string item = f.rule;
    if (key && f.rule.find(key->first) == std::string::npos) item += " " + readable_name(key->first);
    if (key) item += " " + key_value(f, key->first, key->second);
    rules.push_back(std::move(item));
    if (f.hardware_assumed && !f.hardware.empty() &&
        std::find(assumed.begin(), assumed.end(), f.hardware) == assumed.end())
      assumed.push_back(f.hardware);
  }
  if (rules.empty()) return "";
  std::string out = fmt::format("checked: {}", fmt::join(rules, ", "));
  if (!assumed.empty()) out += fmt::format("; assumed {}", fmt::join(assumed, ", "));
  return out;
}

std::string key_figures(const Finding& f) {
  std::vector<std::string> parts;
  for (const auto& [name, q] : f.keys) parts.push_back(readable_name(name) + " " + key_value(f, name, q));
  return fmt::format("{}", fmt::join(parts, ", "));
}

std::string brief_finding(const Finding& f, const std::string& indent, SourceNotes& notes,
                          ShownSteps* shown) {
  std::string out;
  for (const auto& step : f.working) {
    if (step.filled.empty() || step.result_text.empty()) continue;
    // A step the record's answer already worked out (`work`, in two rules) is not repeated.
    if (shown && !shown->emplace(step.name + " = " + step.filled, f.rule).second) continue;
    std::string cites;
    for (const auto& input : step.inputs)
      if (const std::string text = cite_text(input.origin); !text.empty()) {
        const std::string mark = notes.cite(text);
        if (cites.find(mark) == std::string::npos) cites += mark;
      }
    out += fmt::format("{}{} = {} = {}{}\n", indent, readable_name(step.name), step.filled,
                       step.result_text, cites.empty() ? "" : "   " + cites);
  }
  if (!f.bands.empty()) out += fmt::format("{}bands: {}\n", indent, fmt::join(f.bands, "; "));
  return out;
}

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
  if (options.format == Format::json) return std::make_unique<JsonReporter>(out, options);
  if (options.env && options.format == Format::sarif) return make_sarif_reporter(out, *options.env);
  if (options.env && options.format == Format::markdown)
    return make_markdown_reporter(out, *options.env, options.explain == Explain::brief);
  if (options.env && options.format == Format::html)
    return make_html_reporter(out, *options.env, options.explain == Explain::brief);
  return std::make_unique<TextReporter>(out, options);
}

}  // namespace claimcheck
