// The serving anchors: published measurements written as serving plans
// (tests/anchors). The calculator's likely output tokens/s per GPU is within
// 2× of each, and its bounds contain it.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "claims/reader.h"
#include "eval/estimate.h"
#include "test_support.h"

using namespace claimcheck;

namespace {

std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("serving anchors: the likely rate is within 2x of each measurement, the bounds hold it") {
  const Environment& env = claimcheck::testing::builtin_environment();
  const std::filesystem::path dir = std::filesystem::path(CLAIMCHECK_SOURCE_DIR) / "tests/anchors";
  int anchors = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".claims") continue;
    std::vector<Diagnostic> d;
    const auto records = parse_claims(read_text(entry.path()), entry.path().filename().string(),
                                      env.catalogue, d, &env.models);
    REQUIRE(d.empty());
    for (const Record& r : records) {
      INFO(entry.path().filename().string() << ":" << r.line << " " << r.name);
      const Fact* measured = r.find(Field::throughput);
      REQUIRE(measured != nullptr);  // each anchor states its measurement
      const Fact* scope = r.find(Field::scope);
      // A measurement of decode alone is compared with the decode rate.
      const std::string shown =
          scope && scope->text == "decode" ? "decode_token_rate" : "token_rate";
      const PlanEstimate e = estimate_plan(r, env);
      REQUIRE(e.options.size() == 1);
      const PlanOption& o = e.options[0];
      const auto likely = o.likely.find(shown);
      REQUIRE(likely != o.likely.end());
      const auto bounds = o.output(shown);
      REQUIRE(bounds);
      const double m = measured->value.lo();
      INFO("likely " << likely->second.lo() << ", bounds " << bounds->lo() << ".." << bounds->hi()
                     << ", measured " << m);
      CHECK(likely->second.lo() >= m / 2);
      CHECK(likely->second.lo() <= m * 2);
      CHECK(bounds->lo() <= m);
      CHECK(bounds->hi() >= m);
      ++anchors;
    }
  }
  // The frozen set (tests/anchors/README.md): dropping one needs its reason there.
  CHECK(anchors >= 17);
}
