// Helpers shared by the tests: the built-in catalogue and parsing to text.
#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "claims/reader.h"
#include "eval/environment.h"
#include "report/listings.h"
#include "tables/catalogue.h"
#include "text/diagnostic.h"

namespace claimcheck::testing {

inline const Catalogue& builtin_catalogue() {
  static const Catalogue catalogue = [] {
    std::vector<Diagnostic> d;
    Catalogue c = Catalogue::builtin(d);
    if (!d.empty()) throw std::runtime_error(render(d.front()));
    return c;
  }();
  return catalogue;
}

/// The built-in tables and rules, loaded once.
inline const Environment& builtin_environment() {
  static const Environment env = [] {
    Environment e;
    std::vector<Diagnostic> d;
    if (!Environment::builtin(e, d)) throw std::runtime_error(render(d.front()));
    return e;
  }();
  return env;
}

/// The rules-language spec's example rule, as the spec writes it.
inline const char* const kSpecRule =
    R"X(# A rule: an id, a title, what it needs, derived values, verdict clauses.
rule implied-mfu "Implied model FLOPs utilisation of the training run"
  needs tokens, gpu_hours, hardware
  cite "Llama 3 (arXiv:2407.21783): 38-43% BF16 MFU on 16K H100; PaLM: 46.2%"
  let n        = active_params ?? params
  let work     = 6 FLOP/(param*token) * n * tokens
  let capacity = gpu_hours * hardware.peak
  let mfu      = work / capacity
  impossible  when mfu > 100%: "6ND needs {work} but {gpu_hours} of {hardware} supply {capacity} at peak: MFU would be {mfu}"
  implausible when mfu > 65%:  "implied MFU {mfu} is above any published run (PaLM: 46.2%)"
  note        when mfu < 15%:  "implied MFU {mfu} is low: the GPU-hours probably cover more than the final run"
  ok: "implied MFU {mfu}"
end
)X";

/// All diagnostics of parsing `text`, rendered as the command line prints them.
inline std::string diagnostics_of(const std::string& text, const std::string& name = "t.claims") {
  std::vector<Diagnostic> d;
  parse_claims(text, name, builtin_catalogue(), d);
  std::string out;
  for (const auto& x : d) out += render(x);
  return out;
}

/// The facts of the single record in `text`, as `parse` describes them, one per line.
inline std::string facts_of(const std::string& text) {
  std::vector<Diagnostic> d;
  auto records = parse_claims(text, "t.claims", builtin_catalogue(), d);
  std::string out;
  for (const auto& x : d) out += render(x);
  for (const auto& r : records)
    for (const auto& f : r.facts) out += describe_fact(f) + "\n";
  return out;
}

/// An environment for rule tests: the built-in tables (and rules, when
/// asked), a round-numbered accelerator TEST-1, and the rules of `rules`.
// A round-numbered accelerator: 1000 TFLOPS dense bf16, so 1000 GPU-hours
// supply 3.6e21 FLOP.
const char* const kTestHardware = R"X(schema = 1
[[accelerator]]
id = "TEST-1"
source = "a test figure"
tdp_w = 1000
[accelerator.dense_tflops]
bf16 = 1000
fp8 = 2000
[accelerator.price]
low = 1
high = 2
as_of = "2026-11"
source = "a test price"
)X";

struct RulesFixture {
  Environment env;
  std::vector<Diagnostic> diagnostics;

  explicit RulesFixture(const std::string& rules, bool with_builtin = false) {
    REQUIRE(Environment::builtin(env, diagnostics, with_builtin));
    REQUIRE(env.catalogue.load(kTestHardware, "test.toml", diagnostics));
    if (!rules.empty()) env.rules.load(rules, "t.rules", false, env.assumptions, diagnostics);
  }

  std::string errors() const {
    std::string out;
    for (const auto& d : diagnostics) out += render(d);
    return out;
  }

  Finding finding(const std::string& claim, const std::string& rule) {
    std::vector<Diagnostic> d;
    auto records = parse_claims(claim, "c.claims", env.catalogue, d);
    INFO(errors());
    REQUIRE(d.empty());
    REQUIRE(records.size() == 1);
    const ClaimResult r = check_record(records[0], env);
    for (const auto& f : r.findings)
      if (f.rule == rule) return f;
    FAIL("no finding of " << rule);
    return {};
  }
};

}  // namespace claimcheck::testing
