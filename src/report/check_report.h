// Writing results: text for people (with or without the working) and JSON
// (schema claimcheck/1). Reporters take one claim at a time, so checking
// streams.
#pragma once

#include <array>
#include <iosfwd>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "eval/environment.h"
#include "report/format.h"

namespace claimcheck {

/// How many claims reached each verdict.
struct Summary {
  std::size_t claims = 0;
  std::array<std::size_t, kRankedLevelCount> by_level{};  ///< by ranked level, ok ... impossible
  std::size_t unchecked = 0;                              ///< claims no rule checked
  void add(Level l) {
    ++claims;
    if (is_ranked(l)) ++by_level[static_cast<std::size_t>(l)];
    if (l == Level::unchecked) ++unchecked;
  }
  void merge(const Summary& other) {
    claims += other.claims;
    for (std::size_t i = 0; i < by_level.size(); ++i) by_level[i] += other.by_level[i];
    unchecked += other.unchecked;
  }
};

class Reporter {
 public:
  virtual ~Reporter() = default;
  virtual void claim(const ClaimResult& result) = 0;
  virtual void finish(const Summary& summary) = 0;
  /// Whether the claims reported since the last keep_file() can be taken
  /// back (their output is the caller's to drop): then a file is checked as
  /// it is read, and dropped if it turns out to have an input error.
  virtual bool can_discard() const { return false; }
  /// What has been reported so far stays.
  virtual void keep_file() {}
  /// Forgets the claims reported since the last keep_file().
  virtual void discard_file() {}
  /// For checking in parallel: a reporter that writes claims to `out` as
  /// this one would after earlier claims, holding no state across them; or
  /// nothing when the report's claims depend on one another (citations
  /// numbered at first use, under --explain). Reporters made this way may
  /// run on several threads at once.
  virtual std::unique_ptr<Reporter> fragment(std::ostream& /*out*/) const { return nullptr; }
  /// Writes a fragment's output to `to`, after what this reporter has
  /// written (a JSON document's header before its first claim).
  virtual void adopt_fragment(std::string_view text, std::ostream& to);
};

struct ReportOptions {
  Format format = Format::text;
  Explain explain = Explain::none;
  bool color = false;
  /// The rules and tables: SARIF declares the rules; every shared report
  /// states the version and the tables' dates.
  const Environment* env = nullptr;
  /// Text: a line for every finding that applied, ok ones too, with its key
  /// figures (check --show-ok).
  bool show_ok = false;
};

std::unique_ptr<Reporter> make_reporter(std::ostream& out, const ReportOptions& options);



/// Where a working input came from, in words: `claim, line 3: 14.8T tokens`,
/// `H100-SXM dense bf16: NVIDIA ...`, `assumptions.toml: ... (as of 2025-08)`.
std::string origin_text(const Origin& origin);

/// A step's value in words: its formatted value, `missing: WHAT` for a
/// missing input, or the arithmetic's own words (`division by zero in '...'`).
std::string step_value_text(const WorkingStep& step);

/// What an unchecked claim needs, a line each: the first says that nothing
/// was checked, the others what to add (`add params (e.g. \`70B params\`)
/// to check memory-fit`) or, when no figure would do, why each rule did not apply.
std::vector<std::string> unchecked_lines(const ClaimResult& result);

/// Sources cited by number in the working and written once, at the end of a
/// report: a table entry's source, an assumption's, and each rule's citations.
class SourceNotes {
 public:
  /// `[3]`: the number of a source's text, given at its first citation.
  std::string cite(const std::string& text);
  /// Keeps a rule's citations, once per rule.
  void cite_rule(const Finding& f);
  bool empty() const { return texts_.empty() && rules_.empty(); }
  /// `sources:` and the numbered texts, then each rule's citations.
  void write(std::ostream& out) const;

 private:
  std::vector<std::string> texts_;
  std::vector<std::pair<std::string, std::vector<std::string>>> rules_;
};

/// The student view of a finding that applied (--explain=brief): each step
/// with the numbers filled in and its unit conversions said (`mfu = 5.4e21
/// FLOP / 1.46e22 FLOP = 37%`), the sources of catalogue and assumption
/// figures as numbered footnotes, then the rule's verdict bands; a line
/// each, after `indent`.
/// With `shown`, a step already shown for the record is left out.
std::string brief_finding(const Finding& f, const std::string& indent, SourceNotes& notes,
                          std::map<std::string, std::string>* shown = nullptr);

/// A step's name for reading: `gpu_time` is `gpu time`.
std::string readable_name(std::string name);

/// A finding's key figures (`mfu 37%, ratio 1.2×`), as its working shows them.
std::string key_figures(const Finding& f);

/// The working of a finding, as `--explain` prints it (indented by `indent`).
/// With `notes`, long sources and the rule's citations are cited there instead
/// of written out; without `lets`, inputs that are earlier steps are left out
/// (their values stand on the lines above).
std::string explain_finding(const Finding& f, const std::string& indent,
                            SourceNotes* notes = nullptr, bool lets = true);

/// Steps already shown for a record, by their text, with the rule that
/// showed them: a step that recurs is shown once, then referred to.
using ShownSteps = std::map<std::string, std::string>;

/// explain_finding that shows a step already in `shown` as one line,
/// `n = 37B params   (as in implied-mfu)`, and adds the steps it shows.
std::string explain_finding(const Finding& f, const std::string& indent, SourceNotes& notes,
                            bool lets, ShownSteps& shown);

/// What an ok rests on, in words: the rules that checked the claim, each
/// with its first key figure, and any accelerator they assumed
/// (`checked: implied-mfu 37%, wall-clock; assumed MI300X`).
std::string checked_basis(const ClaimResult& result);

/// A verdict word, coloured for a terminal when `color`.
std::string verdict_word(Level l, bool color);

}  // namespace claimcheck
