// The library over text (api/text_api.h): each use of the command line as
// one call, text in and text out, as the web page's engine calls it.
#include "api/text_api.h"

#include <catch2/catch.hpp>

using namespace claimcheck;

TEST_CASE("check over text: verdicts, the exit status, and diagnostics with no report", "[api]") {
  const Environment& env = builtin_environment();
  const std::string claims =
      "model \"published\": 405B params, 15.6T tokens, 30.84M H100-hours\n"
      "model \"too fast\": 405B params, 15.6T tokens, 1M H100-hours\n";
  const TextResult json = check_text(env, claims, "two.claims", Format::json, Explain::none, false);
  CHECK(json.status == 1);  // an impossible finding reaches implausible
  CHECK(json.diagnostics.empty());
  CHECK(json.output.find("\"schema\": \"claimcheck/2\"") != std::string::npos);
  CHECK(json.output.find("\"verdict\":\"impossible\"") != std::string::npos);
  const TextResult text = check_text(env, claims, "two.claims", Format::text, Explain::none, false);
  CHECK(text.output.find("2 claims") != std::string::npos);

  const TextResult bad =
      check_text(env, "model \"x\": 5B parms\n", "bad.claims", Format::json, Explain::none, false);
  CHECK(bad.status == 2);
  CHECK(bad.output.empty());
  CHECK(bad.diagnostics.find("bad.claims:1:15: error: unknown unit 'parms'") != std::string::npos);
}

TEST_CASE("prose, plans and listings over text", "[api]") {
  const Environment& env = builtin_environment();
  const std::string prose =
      "Falcon Mini has 40 billion parameters and was trained on 2 trillion "
      "tokens using 1.2 million H100 GPU-hours.\n";
  const TextResult drafts = extract_text(env, prose, "launch.txt", Format::text, false);
  CHECK(drafts.status == 0);
  CHECK(drafts.output.find("model") != std::string::npos);
  const TextResult checked =
      check_text(env, prose, "launch.txt", Format::text, Explain::none, true);
  CHECK(checked.status != 2);
  CHECK(checked.output.find("launch.txt") != std::string::npos);

  const TextResult plan = estimate_text(env, "plan \"p\": 8B params, 1T tokens, on H100\n",
                                        "plan.claims", Format::json, Explain::none);
  CHECK(plan.status != 2);
  CHECK(plan.output.find("\"schema\": \"claimcheck-estimate/1\"") != std::string::npos);

  CHECK(list_text(env, "rules", Format::text).output.find("training-compute") != std::string::npos);
  CHECK(list_text(env, "hardware", Format::json).status == 0);
  const TextResult unknown = list_text(env, "chips", Format::text);
  CHECK(unknown.status == 2);
  CHECK(unknown.diagnostics.find("no list 'chips'") != std::string::npos);
}
