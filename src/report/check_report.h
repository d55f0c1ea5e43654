// Writing results: text for people (with or without the working) and JSON
// (schema claimcheck/1). Reporters take one claim at a time, so checking
// streams.
#pragma once

#include <array>
#include <iosfwd>
#include <memory>
#include <string>
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
};

class Reporter {
 public:
  virtual ~Reporter() = default;
  virtual void claim(const ClaimResult& result) = 0;
  virtual void finish(const Summary& summary) = 0;
};

struct ReportOptions {
  Format format = Format::text;
  bool explain = false;
  bool color = false;
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

/// The working of a finding, as `--explain` prints it (indented by `indent`).
std::string explain_finding(const Finding& f, const std::string& indent);

/// A verdict word, coloured for a terminal when `color`.
std::string verdict_word(Level l, bool color);

}  // namespace claimcheck
