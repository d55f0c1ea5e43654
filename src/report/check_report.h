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

namespace claimcheck {

/// How many claims reached each verdict.
struct Summary {
  std::size_t claims = 0;
  std::array<std::size_t, 6> by_level{};  // the ranked levels, ok ... impossible
  void add(Level l) {
    ++claims;
    if (l != Level::not_applicable) ++by_level[static_cast<std::size_t>(l)];
  }
};

class Reporter {
 public:
  virtual ~Reporter() = default;
  virtual void claim(const ClaimResult& result) = 0;
  virtual void finish(const Summary& summary) = 0;
};

enum class Format { text, json };

struct ReportOptions {
  Format format = Format::text;
  bool explain = false;
  bool color = false;
};

std::unique_ptr<Reporter> make_reporter(std::ostream& out, const ReportOptions& options);

/// The working of a finding, as `--explain` prints it (indented by `indent`).
std::string explain_finding(const Finding& f, const std::string& indent);

/// A verdict word, coloured for a terminal when `color`.
std::string verdict_word(Level l, bool color);

}  // namespace claimcheck
