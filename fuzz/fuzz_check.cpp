// Fuzzes the whole pipeline: claims text, the built-in rules, the text and
// JSON reports and the calculator.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "claims/reader.h"
#include "eval/environment.h"
#include "eval/estimate.h"
#include "report/check_report.h"
#include "report/estimate_report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const claimcheck::Environment env = [] {
    claimcheck::Environment e;
    std::vector<claimcheck::Diagnostic> d;
    claimcheck::Environment::builtin(e, d);
    return e;
  }();
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::vector<claimcheck::Diagnostic> diagnostics;
  const auto records = claimcheck::parse_claims(text, "fuzz.claims", env.catalogue, diagnostics);
  std::ostringstream text_out, json_out;
  auto text_report = claimcheck::make_reporter(
      text_out, {claimcheck::Format::text, claimcheck::Explain::readable, false, &env});
  auto json_report = claimcheck::make_reporter(
      json_out, {claimcheck::Format::json, claimcheck::Explain::none, false, &env});
  claimcheck::Summary summary;
  for (const auto& r : records) {
    const auto result = claimcheck::check_record(r, env);
    summary.add(result.verdict);
    text_report->claim(result);
    json_report->claim(result);
    if (r.kind == claimcheck::RecordKind::plan) {
      const auto plan = claimcheck::estimate_plan(r, env);
      claimcheck::write_plan_text(text_out, plan, true);
      (void)claimcheck::plan_json(plan);
    }
  }
  text_report->finish(summary);
  json_report->finish(summary);
  return 0;
}
