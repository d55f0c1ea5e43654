// Fuzzes the rules loader and checker: any bytes load as rules or give
// diagnostics; rules that load are evaluated on a few claims.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "claims/reader.h"
#include "eval/environment.h"
#include "eval/evaluator.h"
#include "report/check_report.h"

namespace {

struct Fixture {
  claimcheck::Environment env;
  std::vector<claimcheck::Record> records;
  Fixture() {
    std::vector<claimcheck::Diagnostic> d;
    claimcheck::Environment::builtin(env, d, false);
    records = claimcheck::parse_claims(
        "model a: 671B params, 37B active params, 14.8T tokens, 2.788M H800-hours, cost $5.576M at "
        "$2/GPU-hour\n"
        "model b: 70B params, 1-2T tokens, 15T+ tokens, on 16 A100, for 0 days, energy 0 MWh\n"
        "api c: 405B params, $0.5 per 1M tokens\n"
        "service d: 100B active params, 500 tokens/query, 0.3 Wh/query\n"
        "plan e: 70B params, 2T tokens, on H100 or B200, MFU 35%..45%, dataset 100 TB, egress "
        "$0.09/GB\n"
        "plan f: model DeepSeek-V3, on H800 or B200, in fp8, serves 1B tokens/day, batch 64, "
        "20 tokens/s per user\n",
        "fixture.claims", env.catalogue, d, &env.models);
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const Fixture fixture;
  const std::string text(reinterpret_cast<const char*>(data), size);
  claimcheck::RuleSet rules;
  std::vector<claimcheck::Diagnostic> diagnostics;
  rules.load(text, "fuzz.rules", false, fixture.env.assumptions, diagnostics);
  for (const auto& d : diagnostics) (void)claimcheck::render(d);
  const claimcheck::EvaluationContext context{fixture.env.catalogue, fixture.env.assumptions};
  for (const auto& rule : rules.rules())
    for (const auto& record : fixture.records)
      for (std::size_t option = 0; option < 2; ++option)
        if (auto f = claimcheck::evaluate(rule, record, context, option))
          (void)claimcheck::explain_finding(*f, "");
  return 0;
}
