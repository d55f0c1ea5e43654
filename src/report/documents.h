// Reports people share: Markdown for a newsroom or a pull request, one
// self-contained HTML page with plots, and SARIF for code scanning. Each
// reporter keeps what it needs of every claim as it comes (records do not
// outlive the file they are read from) and writes the whole document at the
// end, so that --output gets it whole.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "eval/environment.h"
#include "eval/estimate.h"
#include "report/check_report.h"

namespace claimcheck {

std::unique_ptr<Reporter> make_sarif_reporter(std::ostream& out, const Environment& env);
/// `brief`: the working as the student view gives it (--explain=brief): each
/// step with its numbers filled in, then the rule's verdict bands.
std::unique_ptr<Reporter> make_markdown_reporter(std::ostream& out, const Environment& env,
                                                 bool brief = false);
std::unique_ptr<Reporter> make_html_reporter(std::ostream& out, const Environment& env,
                                             bool brief = false);

/// A claim's verdict in plain words, for a reader who does not know the levels.
const char* verdict_in_words(Level l);

/// The finding that gave the claim its verdict (the first at that level), or nullptr.
const Finding* deciding_finding(const ClaimResult& r);

/// What would pass the check that flagged the claim, in words
/// (`mfu at most 65% (it is 120%)`); empty when the rule does not say.
std::string what_would_pass(const Finding& f);

/// The record's `source` and `date`, as written; empty when it gives none.
std::string record_text(const Record& r, Field field);

/// The estimate as Markdown or HTML: a section per plan, written as the plan
/// comes, then the whole document at the end.
class EstimateDocument {
 public:
  virtual ~EstimateDocument() = default;
  virtual void plan(const PlanEstimate& e) = 0;
  virtual void finish(std::ostream& out) = 0;
};

std::unique_ptr<EstimateDocument> make_estimate_markdown(const Environment& env);
std::unique_ptr<EstimateDocument> make_estimate_html(const Environment& env);

}  // namespace claimcheck
