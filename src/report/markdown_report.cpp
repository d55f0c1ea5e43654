// Markdown reports: a summary table, then a section per flagged claim with
// its source, the verdict in plain words, the working and what would pass.
#include <fmt/format.h>

#include <ostream>
#include <sstream>

#include "eval/not_checked.h"
#include "quantity/format.h"
#include "report/documents.h"
#include "report/estimate_report.h"
#include "report/provenance.h"

namespace claimcheck {

const char* verdict_in_words(Level l) {
  switch (l) {
    case Level::ok:
      return "The figures agree with each other under every rule that checked them.";
    case Level::note:
      return "The figures agree; one thing about them is worth knowing.";
    case Level::warning:
      return "Possibly wrong: the figures fail a check for some of the values they allow. Worth a "
             "question to the source.";
    case Level::subsidised:
      return "The price is below what serving the model can cost: someone pays the difference, or "
             "the model served is smaller than claimed.";
    case Level::implausible:
      return "No plausible assumption makes these figures fit together: one of them is probably "
             "wrong, or they describe different things.";
    case Level::impossible:
      return "These figures cannot all be true: together they break arithmetic or physics.";
    case Level::unchecked:
      return "Nothing was checked: the claim lacks the figures any rule needs.";
    case Level::not_applicable:
      break;
  }
  return "";
}

const Finding* deciding_finding(const ClaimResult& r) {
  for (const auto& f : r.findings)
    if (f.verdict == r.verdict && checks_claim(f)) return &f;
  for (const auto& f : r.findings)
    if (f.verdict == r.verdict && is_ranked(f.verdict)) return &f;
  return nullptr;
}

std::string what_would_pass(const Finding& f) {
  if (!f.threshold) return "";
  const auto& t = *f.threshold;
  return fmt::format("{} {} {} (it is {})", t.name, t.relation, t.limit, t.value);
}

std::string record_text(const Record& r, Field field) {
  const Fact* f = r.find(field);
  return f ? f->text : "";
}

namespace {

/// Text safe in a Markdown table cell or paragraph: no table breaks, no code
/// spans, no HTML, no emphasis or links from the claim's own characters.
std::string md(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '|':
      case '`':
      case '*':
      case '_':
      case '[':
      case ']':
      case '\\':
      case '#':
        out += '\\';
        out += c;
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '\n':
      case '\r':
        out += ' ';
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string summary_counts(const Summary& s) {
  std::vector<std::string> counts;
  for (Level l : ranked_levels())
    counts.push_back(fmt::format("{} {}", s.by_level[static_cast<std::size_t>(l)], level_name(l)));
  counts.push_back(fmt::format("{} unchecked", s.unchecked));
  return fmt::format("{} claim{}: {}", s.claims, s.claims == 1 ? "" : "s", fmt::join(counts, ", "));
}

class MarkdownReporter : public Reporter {
 public:
  MarkdownReporter(std::ostream& out, const Environment& env, bool brief)
      : out_(out), env_(env), brief_(brief) {}

  void claim(const ClaimResult& r) override {
    const Record& rec = *r.record;
    ++number_;
    const Finding* decides = deciding_finding(r);
    std::string reason;
    if (r.verdict == Level::unchecked) {
      const auto lines = unchecked_lines(r);
      reason = lines.size() > 1 ? lines[1] : lines.empty() ? "" : lines[0];
    } else if (r.verdict == Level::ok) {
      reason = checked_basis(r);
    } else if (decides) {
      reason = decides->message;
    }
    const auto unread = r.verdict == Level::unchecked ? std::vector<NotChecked>{}
                                                      : not_checked(r, &env_.rules);
    if (r.verdict == Level::ok && !unread.empty()) {
      std::vector<std::string> figures;
      for (const auto& n : unread) figures.push_back(n.written);
      reason += fmt::format("; not checked: {}", fmt::join(figures, ", "));
    }
    rows_ += fmt::format("| {} | {} `{}:{}` | **{}** | {} |\n", number_, md(rec.name), md(rec.file),
                         rec.line, level_name(r.verdict), md(reason));
    if (r.verdict == Level::ok) return;
    std::ostringstream s;
    s << fmt::format("### {}. {} {}\n\n", number_, record_kind_name(rec.kind), md(rec.name));
    s << fmt::format("`{}:{}`", md(rec.file), rec.line);
    const std::string source = record_text(rec, Field::source),
                      date = record_text(rec, Field::date);
    if (!source.empty()) s << fmt::format(" · source: {}", md(source));
    if (!date.empty()) s << fmt::format(" · date: {}", md(date));
    s << "\n\n";
    s << fmt::format("**Verdict: {}.** {}\n\n", level_name(r.verdict), verdict_in_words(r.verdict));
    for (const auto& n : rec.notes) s << fmt::format("> {}\n\n", md(n));
    if (r.verdict == Level::unchecked) {
      for (const auto& line : unchecked_lines(r)) s << fmt::format("- {}\n", md(line));
      s << "\n";
    }
    if (!unread.empty()) {
      s << "Not checked:\n\n";
      for (const auto& n : unread) s << fmt::format("- {} ({})\n", md(n.written), md(n.reason));
      s << "\n";
    }
    for (const auto& f : r.findings) {
      if (!is_ranked(f.verdict) || f.verdict < Level::note || f.catalogue_only) continue;
      s << fmt::format("**{}** ({}): {}\n\n", md(f.rule), level_name(f.verdict), md(f.message));
      for (const auto& n : f.notes) s << fmt::format("- {}\n", md(n));
      if (!f.notes.empty()) s << "\n";
      if (const std::string pass = what_would_pass(f); !pass.empty())
        s << fmt::format("What would pass this check: {}.\n\n", md(pass));
      if (brief_) {  // the student view: the numbers filled in, then the bands
        s << "| step | working | value |\n|---|---|---|\n";
        for (const auto& w : f.working)
          if (!w.filled.empty() && !w.result_text.empty())
            s << fmt::format("| {} | {} | {} |\n", md(readable_name(w.name)), md(w.filled),
                             md(w.result_text));
        s << "\n";
        if (!f.bands.empty()) s << fmt::format("Bands: {}.\n\n", md(fmt::format("{}", fmt::join(f.bands, "; "))));
        continue;
      }
      s << "| step | formula | value |\n|---|---|---|\n";
      for (const auto& w : f.working)
        s << fmt::format("| {} | `{}` | {} |\n", md(w.name), md(w.expr), md(step_value_text(w)));
      s << "\n";
    }
    sections_ += s.str();
  }

  void finish(const Summary& summary) override {
    out_ << "# claimcheck report\n\n";
    out_ << md(provenance_of(env_).line()) << "\n\n";
    out_ << "**" << summary_counts(summary) << "**\n\n";
    out_ << "| # | claim | verdict | why |\n|---|---|---|---|\n" << rows_ << "\n";
    if (!sections_.empty()) out_ << "## Flagged and unchecked claims\n\n" << sections_;
  }

 private:
  std::ostream& out_;
  const Environment& env_;
  bool brief_;
  std::size_t number_ = 0;
  std::string rows_, sections_;
};

class EstimateMarkdown : public EstimateDocument {
 public:
  explicit EstimateMarkdown(const Environment& env) : env_(env) {}

  void plan(const PlanEstimate& e) override {
    std::ostringstream s;
    s << fmt::format(
        "## plan {}\n\n`{}:{}`, {} option{}, cheapest first; each figure is the "
        "likely one, then the bounds.\n\n",
        md(e.record->name), md(e.record->file), e.record->line, e.options.size(),
        e.options.size() == 1 ? "" : "s");
    if (!e.options.empty()) {
      s << "| |";
      for (const auto& o : e.options) s << " " << md(o.hardware) << " |";
      s << "\n|---|";
      for (std::size_t i = 0; i < e.options.size(); ++i) s << "---|";
      s << "\n";
      for (const auto& step : e.options.front().outputs) {
        s << "| " << md(step.label.empty() ? step.name : step.label) << " |";
        for (const auto& o : e.options) {
          std::string cell = "";
          for (const auto& x : o.outputs)
            if (x.name == step.name) cell = option_output_text(x, o);
          s << " " << md(cell) << " |";
        }
        s << "\n";
      }
      s << "\n";
      for (const auto& o : e.options)
        for (const auto& p : problem_lines(o))
          s << fmt::format("- {}: {}\n", md(o.hardware), md(p));
      for (const auto& r : e.reasons) s << fmt::format("- why: {}\n", md(reason_text(r)));
      s << "\n";
    }
    sections_ += s.str();
    used_.add(e);
    ++plans_;
  }

  void finish(std::ostream& out) override {
    out << "# claimcheck estimate\n\n" << md(provenance_of(env_).line()) << "\n\n";
    out << sections_;
    if (const auto lines = used_.lines(); !lines.empty()) {
      out << "## Assumptions\n\n";
      for (const auto& line : lines) out << "- " << md(line) << "\n";
      out << "\n";
    }
    out << fmt::format("{} plan{}\n", plans_, plans_ == 1 ? "" : "s");
  }

 private:
  const Environment& env_;
  std::string sections_;
  AssumptionsUsed used_;
  std::size_t plans_ = 0;
};

}  // namespace

std::unique_ptr<Reporter> make_markdown_reporter(std::ostream& out, const Environment& env,
                                                 bool brief) {
  return std::make_unique<MarkdownReporter>(out, env, brief);
}

std::unique_ptr<EstimateDocument> make_estimate_markdown(const Environment& env) {
  return std::make_unique<EstimateMarkdown>(env);
}

}  // namespace claimcheck
