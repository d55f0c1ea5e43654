// One self-contained HTML page: the summary, the plots (inline SVG), and a
// card per claim with its working folded under <details>. No script, nothing
// fetched: the styles are inline, and every text from a claim or a table is
// escaped.
#include <fmt/format.h>

#include <ostream>
#include <sstream>

#include "eval/not_checked.h"
#include "quantity/format.h"
#include "report/documents.h"
#include "report/estimate_report.h"
#include "report/plots.h"
#include "report/provenance.h"

namespace claimcheck {
namespace {

const char* const kStyle = R"CSS(
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1f; margin: 2rem auto; max-width: 62rem; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; }
.provenance { color: #555; font-size: .85rem; }
table { border-collapse: collapse; margin: .5rem 0 1rem; }
th, td { border-bottom: 1px solid #ddd; padding: .25rem .6rem; text-align: left; vertical-align: top; }
code { font-size: .85em; }
.verdict { font-weight: 600; padding: .05rem .45rem; border-radius: .3rem; white-space: nowrap; }
.v-ok { background: #e3f4e6; color: #1b5e20; }
.v-note { background: #e0f2f7; color: #0b4f60; }
.v-warning { background: #fff4d6; color: #7a4f00; }
.v-subsidised { background: #f3e5f5; color: #6a1b7a; }
.v-implausible { background: #fde3e1; color: #a31b12; }
.v-impossible { background: #b71c1c; color: #fff; }
.v-unchecked { background: #eeeeee; color: #333; }
.card { border: 1px solid #ddd; border-left: 6px solid #bbb; border-radius: .4rem; padding: .6rem 1rem; margin: 1rem 0; }
.card.v-ok { border-left-color: #2e7d32; background: none; color: inherit; }
.card.v-note { border-left-color: #0e7490; background: none; color: inherit; }
.card.v-warning { border-left-color: #d39e00; background: none; color: inherit; }
.card.v-subsidised { border-left-color: #8e24aa; background: none; color: inherit; }
.card.v-implausible { border-left-color: #d32f2f; background: none; color: inherit; }
.card.v-impossible { border-left-color: #7f0000; background: none; color: inherit; }
.card.v-unchecked { border-left-color: #777; background: none; color: inherit; }
.card h2 { font-size: 1.1rem; margin: .2rem 0; }
.where { color: #555; font-size: .85rem; }
.pass { font-style: italic; }
.basis { color: #1b5e20; }
.unread { color: #555; }
figure.plot { margin: 1.5rem 0; }
figure.plot svg { max-width: 100%; height: auto; font-size: 12px; }
.plot-title { font-weight: 600; font-size: 14px; }
.axis { stroke: #333; } .grid { stroke: #e4e4e4; }
.tick { text-anchor: middle; fill: #444; } .axis-label { text-anchor: middle; fill: #222; }
.row-label { text-anchor: end; fill: #222; }
.beyond { fill: #a31b12; font-size: 11px; } .legend { fill: #333; font-size: 12px; }
.band { fill: #d9ecd9; } .band-bad { fill: #f7d4d1; } .band-label { fill: #555; font-size: 11px; }
.point { fill: #1f4e9c; } .range { fill: #7aa0dc; } .floor { stroke: #b3261e; stroke-width: 3; } .other { fill: #e08a00; }
.plot-data { font-size: .8rem; }
@media print {
  body { margin: 0; max-width: none; }
  .card { page-break-before: always; break-before: page; border: none; }
  details > summary::after { content: " (in the HTML file)"; }
}
)CSS";

std::string verdict_badge(Level l) {
  return fmt::format("<span class=\"verdict v-{}\">{}</span>", level_name(l), level_name(l));
}

std::string working_table(const Finding& f) {
  std::string s = "<table><tr><th>step</th><th>formula</th><th>value</th><th>from</th></tr>\n";
  for (const auto& w : f.working) {
    std::vector<std::string> from;
    for (const auto& i : w.inputs)
      if (i.origin.kind != Origin::Kind::let)
        from.push_back(html_escape(i.name + " = " + i.value + " (" + origin_text(i.origin) + ")"));
    s += fmt::format("<tr><td>{}</td><td><code>{}</code></td><td>{}</td><td>{}</td></tr>\n",
                     html_escape(w.name), html_escape(w.expr), html_escape(step_value_text(w)),
                     fmt::join(from, "<br>"));
  }
  s += "</table>\n";
  if (!f.cites.empty()) {
    s += "<ul class=\"cites\">";
    for (const auto& c : f.cites) s += "<li>" + html_escape(c) + "</li>";
    s += "</ul>\n";
  }
  return s;
}

/// The student view of a finding's working: each step with its numbers
/// filled in, then the rule's verdict bands.
std::string brief_table(const Finding& f) {
  std::string s = "<table><tr><th>step</th><th>working</th><th>value</th></tr>\n";
  for (const auto& w : f.working)
    if (!w.filled.empty() && !w.result_text.empty())
      s += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                       html_escape(readable_name(w.name)), html_escape(w.filled),
                       html_escape(w.result_text));
  s += "</table>\n";
  if (!f.bands.empty())
    s += fmt::format("<p class=\"bands\">Bands: {}.</p>\n",
                     html_escape(fmt::format("{}", fmt::join(f.bands, "; "))));
  return s;
}

std::string page_head(const std::string& title) {
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta "
      "name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n"
      "<style>{}</style>\n</head>\n<body>\n",
      html_escape(title), kStyle);
}

class HtmlReporter : public Reporter {
 public:
  HtmlReporter(std::ostream& out, const Environment& env, bool brief)
      : out_(out), env_(env), brief_(brief) {
    const Assumption* band = env.assumptions.find("mfu_training");
    mfu_ = {"plot-mfu",
            "Implied MFU of each training claim",
            "model FLOPs utilisation: the share of the accelerators' dense peak the run used",
            false,
            true,
            1,
            "",
            {},
            {}};
    if (band) mfu_.bands.push_back({band->value.lo(), band->value.hi(), "published runs", false});
    mfu_.bands.push_back({1.0, INFINITY, "impossible: above the peak", true});
    price_ = {"plot-price",
              "Each per-token price against its compute floor",
              "US dollars per 1M tokens, log scale",
              true,
              false,
              1e-6,
              "",
              {},
              {}};
    energy_ = {"plot-energy",
               "Energy per query against the physical floor",
               "watt-hours per query, log scale",
               true,
               false,
               3600,
               " Wh",
               {},
               {}};
  }

  void claim(const ClaimResult& r) override {
    const Record& rec = *r.record;
    ++number_;
    const std::string label = fmt::format("{}. {}", number_, rec.name);
    // The plots read the rules' key figures.
    bool mfu_done = false;
    for (const auto& f : r.findings) {
      if (!is_ranked(f.verdict) || f.catalogue_only) continue;
      if (const Quantity* mfu = f.key("mfu"); mfu && !mfu_done) {
        mfu_.rows.push_back({label, {{"implied MFU", *mfu, 0}}});
        mfu_done = true;
      }
      const Quantity* floor = f.key("floor");
      if (const Quantity* price = f.key("price"); price && floor) {
        PlotRow row{label, {{"price", *price, 0}, {"compute floor", *floor, 1}}};
        if (const Quantity* realistic = f.key("realistic_floor"))
          row.marks.push_back({"realistic floor", *realistic, 2});
        price_.rows.push_back(row);
      }
      if (const Quantity* energy = f.key("energy_per_query"); energy && floor)
        energy_.rows.push_back(
            {label, {{"energy per query", *energy, 0}, {"physical floor", *floor, 1}}});
    }
    const Finding* decides = deciding_finding(r);
    std::string reason = decides ? decides->message : "";
    if (r.verdict == Level::ok) reason = checked_basis(r);
    if (r.verdict == Level::unchecked) {
      const auto lines = unchecked_lines(r);
      reason = lines.size() > 1 ? lines[1] : lines.empty() ? "" : lines[0];
    }
    rows_ += fmt::format(
        "<tr><td>{}</td><td><a href=\"#claim-{}\">{}</a> <span class=\"where\">{}:{}</span></td>"
        "<td>{}</td><td>{}</td></tr>\n",
        number_, number_, html_escape(rec.name), html_escape(rec.file), rec.line,
        verdict_badge(r.verdict), html_escape(reason));
    std::ostringstream c;
    c << fmt::format("<article class=\"card v-{}\" id=\"claim-{}\">\n<h2>{}. {} {}</h2>\n",
                     level_name(r.verdict), number_, number_, record_kind_name(rec.kind),
                     html_escape(rec.name));
    c << fmt::format("<p class=\"where\">{}:{}", html_escape(rec.file), rec.line);
    const std::string source = record_text(rec, Field::source),
                      date = record_text(rec, Field::date);
    if (!source.empty()) c << " · source: " << html_escape(source);
    if (!date.empty()) c << " · date: " << html_escape(date);
    c << "</p>\n";
    c << fmt::format("<p>{} {}</p>\n", verdict_badge(r.verdict),
                     html_escape(verdict_in_words(r.verdict)));
    if (r.verdict == Level::ok) c << "<p class=\"basis\">" << html_escape(checked_basis(r)) << "</p>\n";
    if (r.verdict != Level::unchecked)
      for (const auto& n : not_checked(r, &env_.rules))
        c << "<p class=\"unread\">not checked: " << html_escape(n.written) << " ("
          << html_escape(n.reason) << ")</p>\n";
    for (const auto& n : rec.notes) c << "<p class=\"note\">" << html_escape(n) << "</p>\n";
    if (r.verdict == Level::unchecked) {
      c << "<ul>";
      for (const auto& line : unchecked_lines(r)) c << "<li>" << html_escape(line) << "</li>";
      c << "</ul>\n";
    }
    std::string working;
    for (const auto& f : r.findings) {
      if (!is_ranked(f.verdict) || f.catalogue_only) continue;
      c << fmt::format("<p>{} <strong>{}</strong>: {}</p>\n", verdict_badge(f.verdict),
                       html_escape(f.rule), html_escape(f.message));
      for (const auto& n : f.notes) c << "<p class=\"note\">" << html_escape(n) << "</p>\n";
      if (const std::string pass = what_would_pass(f); !pass.empty())
        c << "<p class=\"pass\">What would pass this check: " << html_escape(pass) << ".</p>\n";
      working += fmt::format("<h3>{}: {}</h3>\n{}", html_escape(f.rule), html_escape(f.title),
                             brief_ ? brief_table(f) : working_table(f));
    }
    if (!working.empty())
      c << "<details><summary>The working</summary>\n" << working << "</details>\n";
    c << "</article>\n";
    cards_ += c.str();
  }

  void finish(const Summary& s) override {
    out_ << page_head("claimcheck report");
    out_ << "<header>\n<h1>claimcheck report</h1>\n<p class=\"provenance\">"
         << html_escape(provenance_of(env_).line()) << "</p>\n</header>\n";
    std::vector<std::string> counts;
    for (Level l : ranked_levels())
      counts.push_back(
          fmt::format("{} {}", s.by_level[static_cast<std::size_t>(l)], verdict_badge(l)));
    counts.push_back(fmt::format("{} {}", s.unchecked, verdict_badge(Level::unchecked)));
    out_ << fmt::format("<section class=\"summary\">\n<h2>Summary</h2>\n<p>{} claim{}: {}</p>\n",
                        s.claims, s.claims == 1 ? "" : "s", fmt::join(counts, ", "));
    out_ << "<table>\n<tr><th>#</th><th>claim</th><th>verdict</th><th>why</th></tr>\n"
         << rows_ << "</table>\n</section>\n";
    out_ << "<section class=\"plots\">\n<h2>Plots</h2>\n";
    for (const Plot* p : {&mfu_, &price_, &energy_})
      if (!p->rows.empty()) out_ << plot_svg(*p);
    out_ << "</section>\n<section class=\"claims\">\n<h2>Claims</h2>\n"
         << cards_ << "</section>\n</body>\n</html>\n";
  }

 private:
  std::ostream& out_;
  const Environment& env_;
  bool brief_;
  std::size_t number_ = 0;
  std::string rows_, cards_;
  Plot mfu_, price_, energy_;
};

class EstimateHtml : public EstimateDocument {
 public:
  explicit EstimateHtml(const Environment& env) : env_(env) {}

  void plan(const PlanEstimate& e) override {
    ++plans_;
    std::ostringstream s;
    s << fmt::format(
        "<article class=\"card\" id=\"plan-{}\">\n<h2>plan {}</h2>\n<p "
        "class=\"where\">{}:{} · {} option{}, cheapest first; each figure is the likely "
        "one, then the bounds</p>\n",
        plans_, html_escape(e.record->name), html_escape(e.record->file), e.record->line,
        e.options.size(), e.options.size() == 1 ? "" : "s");
    if (!e.options.empty()) {
      s << "<table>\n<tr><th></th>";
      for (const auto& o : e.options)
        s << "<th scope=\"col\">" << html_escape(o.hardware) << "</th>";
      s << "</tr>\n";
      for (const auto& step : e.options.front().outputs) {
        s << "<tr><th scope=\"row\">" << html_escape(step.label.empty() ? step.name : step.label)
          << "</th>";
        for (const auto& o : e.options) {
          std::string cell;
          for (const auto& x : o.outputs)
            if (x.name == step.name) cell = option_output_text(x, o);
          s << "<td>" << html_escape(cell) << "</td>";
        }
        s << "</tr>\n";
      }
      s << "</table>\n";
      // The likely cost of each option, with its bounds.
      const char* cost = e.options.front().cost_output();
      const bool per_token = std::string(cost) == kCostPerTokenOutput;
      Plot p{fmt::format("plot-plan-{}", plans_),
             per_token ? "Cost per 1M output tokens of each option" : "Compute cost of each option",
             per_token ? "US dollars per 1M output tokens, log scale" : "US dollars, log scale",
             true,
             false,
             per_token ? 1e-6 : 1,
             "",
             {},
             {}};
      for (const auto& o : e.options) {
        const auto bounds = o.output(cost);
        if (!bounds) continue;
        PlotRow row{o.hardware, {{"bounds", *bounds, 0}}};
        if (const auto likely = o.likely.find(cost); likely != o.likely.end())
          row.marks.push_back({"likely", likely->second, 2});
        p.rows.push_back(row);
      }
      if (!p.rows.empty()) s << plot_svg(p);
      std::vector<std::string> problems;
      for (const auto& o : e.options)
        for (const auto& line : problem_lines(o)) problems.push_back(o.hardware + ": " + line);
      for (const auto& r : e.reasons) problems.push_back("why: " + reason_text(r));
      if (!problems.empty()) {
        s << "<ul>";
        for (const auto& x : problems) s << "<li>" << html_escape(x) << "</li>";
        s << "</ul>\n";
      }
    }
    s << "</article>\n";
    cards_ += s.str();
    used_.add(e);
  }

  void finish(std::ostream& out) override {
    out << page_head("claimcheck estimate");
    out << "<header>\n<h1>claimcheck estimate</h1>\n<p class=\"provenance\">"
        << html_escape(provenance_of(env_).line()) << "</p>\n</header>\n"
        << cards_;
    if (const auto lines = used_.lines(); !lines.empty()) {
      out << "<section>\n<h2>Assumptions</h2>\n<ul>\n";
      for (const auto& line : lines) out << "<li>" << html_escape(line) << "</li>\n";
      out << "</ul>\n</section>\n";
    }
    out << "</body>\n</html>\n";
  }

 private:
  const Environment& env_;
  std::string cards_;
  AssumptionsUsed used_;
  std::size_t plans_ = 0;
};

}  // namespace

std::unique_ptr<Reporter> make_html_reporter(std::ostream& out, const Environment& env,
                                             bool brief) {
  return std::make_unique<HtmlReporter>(out, env, brief);
}

std::unique_ptr<EstimateDocument> make_estimate_html(const Environment& env) {
  return std::make_unique<EstimateHtml>(env);
}

}  // namespace claimcheck
