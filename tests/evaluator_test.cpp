// Evaluating rules on records: three-valued clauses over ranges, missing
// values, verdicts, the default accelerator, and the working.
#include "eval/evaluator.h"

#include <catch2/catch.hpp>

#include "claims/reader.h"
#include "eval/grading.h"
#include "test_support.h"

using namespace claimcheck;
using claimcheck::testing::kSpecRule;
using Env = claimcheck::testing::RulesFixture;

TEST_CASE("the spec's rule loads as written and gives the spec's verdicts") {
  Env e(kSpecRule);
  INFO(e.errors());
  REQUIRE(e.diagnostics.empty());
  REQUIRE(e.env.rules.find("implied-mfu"));

  SECTION("DeepSeek-V3: 33%, ok") {
    const Finding f = e.finding(
        "model \"DeepSeek-V3\": 671B params, 37B active params, 14.8T tokens,\n"
        "    2.788M H800-hours, cost $5.576M at $2/GPU-hour\n",
        "implied-mfu");
    CHECK(f.verdict == Level::ok);
    CHECK(f.message == "implied MFU 33%");
    REQUIRE(f.working.size() == 4);
    CHECK(f.working[1].name == "work");
    CHECK(f.working[1].expr == "6 FLOP/(param*token) * n * tokens");
    CHECK(f.working[1].result->lo() == Approx(3.2856e24));
    CHECK(f.working[1].result_text == "3.29e24 FLOP");
  }
  SECTION("[59%, 118%]: possibly impossible, a warning") {
    const Finding f = e.finding("model m: 1B params, 354B-708B tokens, 1000 GPU-hours on TEST-1\n",
                                "implied-mfu");
    CHECK(f.verdict == Level::warning);
    CHECK(f.message ==
          "possibly impossible: 6ND needs 2.12e21–4.25e21 FLOP but 1,000 GPU·h of TEST-1 supply "
          "3.6e21 FLOP at peak: "
          "MFU would be 59%–118% (it turns on: the claim's 354B-708B tokens)");
    REQUIRE(f.notes.size() == 2);
    CHECK(f.notes[0] ==
          "possibly implausible: implied MFU 59%–118% is above any published run (PaLM: 46.2%) (it "
          "turns on: the claim's 354B-708B tokens)");
    CHECK(f.notes[1] == "implied MFU 59%–118%");
  }
  SECTION("[70%, 120%]: implausible (certainly above 65%), and possibly impossible") {
    const Finding f = e.finding("model m: 1B params, 420B-720B tokens, 1000 GPU-hours on TEST-1\n",
                                "implied-mfu");
    CHECK(f.verdict == Level::implausible);
    CHECK(f.message == "implied MFU 70%–120% is above any published run (PaLM: 46.2%)");
    REQUIRE(f.notes.size() == 1);
    CHECK(f.notes[0].rfind("possibly impossible: ", 0) == 0);
  }
  SECTION("certainly above 100%: impossible") {
    const Finding f =
        e.finding("model m: 1B params, 720B tokens, 1000 GPU-hours on TEST-1\n", "implied-mfu");
    CHECK(f.verdict == Level::impossible);
    CHECK(f.message ==
          "6ND needs 4.32e21 FLOP but 1,000 GPU·h of TEST-1 supply 3.6e21 FLOP at peak: MFU would "
          "be 120%");
  }
  SECTION("below 15%: a note") {
    const Finding f =
        e.finding("model m: 1B params, 60B tokens, 1000 GPU-hours on TEST-1\n", "implied-mfu");
    CHECK(f.verdict == Level::note);
    CHECK(f.message ==
          "implied MFU 10% is low: the GPU-hours probably cover more than the final run");
  }
  SECTION("an open-ended token count: MFU in [2.5%, ∞), possibly impossible") {
    const Finding f =
        e.finding("model m: 1B params, 15T+ tokens, 1000000 GPU-hours on TEST-1\n", "implied-mfu");
    CHECK(f.verdict == Level::warning);
    CHECK(f.message.rfind("possibly impossible: 6ND needs ≥ 9e22 FLOP but 1M GPU·h of TEST-1", 0) ==
          0);
  }
  SECTION("a field in needs is missing: not-applicable, saying which") {
    const Finding f = e.finding("model m: 1B params, 1T tokens, on TEST-1\n", "implied-mfu");
    CHECK(f.verdict == Level::not_applicable);
    CHECK(f.message == "needs a figure such as `30.84M GPU-hours`");
  }
  SECTION("a missing value inside a let: not-applicable, naming both alternatives") {
    const Finding f = e.finding("model m: 1T tokens, 1000 GPU-hours on TEST-1\n", "implied-mfu");
    CHECK(f.verdict == Level::not_applicable);
    CHECK(f.message == "needs active_params or params");
  }
  SECTION("the claim's precision picks the peak") {
    const Finding f = e.finding(
        "model m: 1B params, 360B tokens, 1000 GPU-hours on TEST-1, in fp8\n", "implied-mfu");
    CHECK(f.message == "implied MFU 30%");
  }
}

TEST_CASE("every verdict level, and not-applicable") {
  Env e(R"X(
rule levels "Levels by MFU"
  needs mfu
  impossible  when mfu > 90%: "impossible {mfu}"
  implausible when mfu > 80%: "implausible {mfu}"
  subsidised  when mfu > 70%: "subsidised {mfu}"
  warning     when mfu > 60%: "warning {mfu}"
  note        when mfu > 50%: "note {mfu}"
  ok: "ok {mfu}"
end
)X");
  INFO(e.errors());
  REQUIRE(e.diagnostics.empty());
  struct Row {
    int line;
    const char* mfu;
    Level level;
    const char* message;
  };
  const Row rows[] = {
      {__LINE__, "MFU 95%", Level::impossible, "impossible 95%"},
      {__LINE__, "MFU 85%", Level::implausible, "implausible 85%"},
      {__LINE__, "MFU 75%", Level::subsidised, "subsidised 75%"},
      {__LINE__, "MFU 65%", Level::warning, "warning 65%"},
      {__LINE__, "MFU 55%", Level::note, "note 55%"},
      {__LINE__, "MFU 45%", Level::ok, "ok 45%"},
      {__LINE__, "1B params", Level::not_applicable, "needs a figure such as `MFU 38%`"},
      // A range straddling a level above warning: possibly, then the search goes on.
      {__LINE__, "MFU 75%..85%", Level::subsidised, "subsidised 75%–85%"},
      {__LINE__, "MFU 45%..55%", Level::ok, "ok 45%–55%"},
  };
  for (const auto& r : rows) {
    INFO("line " << r.line);
    const Finding f = e.finding(std::string("model m: ") + r.mfu + "\n", "levels");
    CHECK(f.verdict == r.level);
    CHECK(f.message == r.message);
  }
}

TEST_CASE(
    "every construct of the language evaluates: ??, present, and/or/not, if, lo/hi, ceil, min/max, "
    "within") {
  Env e(R"X(
rule constructs "Everything the built-in rules use"
  let n = active_params ?? params
  let both = present(tokens) and present(hardware)
  let either = present(scope) or not present(cost)
  let t = if present(tokens) then tokens else 1T token
  let lower = lo(n)
  let upper = hi(n)
  let rounded = ceil(n / 3 param)
  let least = min(n, 5B param)
  let most = max(n, 5B param)
  let cheapest = min over hardware: hardware.price / hardware.peak_bf16
  let per_tok = 2 FLOP/(param*token) * n / (hardware.peak_bf16 * 100%)
  warning when n within 10% of 10B param: "close to 10B: {n}, {t}, {lower}..{upper}, {rounded}, {least}, {most}, {cheapest}, {hardware}, {n:%} {n:×}"
  note when both and either: "both"
  ok: "neither"
end
)X");
  INFO(e.errors());
  REQUIRE(e.diagnostics.empty());
  const Finding f = e.finding("model m: 9.5B-10.5B params, on TEST-1\n", "constructs");
  CHECK(f.verdict == Level::warning);
  CHECK(f.message ==
        "close to 10B: 9.5B–10.5B params, 1T tokens, 9.5B params..10.5B params, "
        "316666666700%–350000000000%, 5B "
        "params, 9.5B–10.5B params, $0.278–$0.556 per EFLOP, TEST-1, 950000000000%–1050000000000% "
        "9.5e9×–1.05e10×");
  const Finding g = e.finding("model m: 20B params, 1T tokens, on TEST-1\n", "constructs");
  CHECK(g.verdict == Level::note);
  const Finding h = e.finding("model m: 20B params, cost $5M\n", "constructs");
  CHECK(h.verdict == Level::ok);
}

TEST_CASE("division by a range that touches zero, and by zero") {
  Env e(R"X(
rule ratio "Cost per GPU-hour"
  needs cost, gpu_hours
  let rate = cost / gpu_hours
  warning when rate > 100 USD/(GPU*h): "rate {rate}"
  ok: "rate {rate}"
end
)X");
  REQUIRE(e.diagnostics.empty());
  // gpu_hours in [0, 1000]: the rate is [$1/h, ∞), possibly above $100: a
  // note, saying which figure decides it.
  const Finding f = e.finding("model m: cost $1000, at most 1000 GPU-hours\n", "ratio");
  CHECK(f.verdict == Level::note);
  CHECK(f.message ==
        "possibly warning: rate ≥ $1 per GPU·h (it turns on: the claim's at most 1000 GPU-hours)");
  REQUIRE(f.notes.size() == 1);
  CHECK(f.notes[0] == "rate ≥ $1 per GPU·h");
  const Finding z = e.finding("model m: cost $1000, 0 GPU-hours\n", "ratio");
  CHECK(z.verdict == Level::not_applicable);
  CHECK(z.message == "division by zero in 'cost / gpu_hours'");
}

TEST_CASE("a default accelerator when the claim names none, and the cap at implausible") {
  Env e(R"X(
rule fast "Too fast"
  needs gpu_hours
  default hardware = max over hardware: hardware.peak_bf16
  let flops = gpu_hours * hardware.peak_bf16
  impossible when flops < 1e30 FLOP: "only {flops} on {hardware}"
  ok: "fine"
end
)X");
  REQUIRE(e.diagnostics.empty());
  const Finding assumed = e.finding("model m: 1000 GPU-hours\n", "fast");
  CHECK(assumed.verdict == Level::implausible);
  CHECK(assumed.hardware_assumed);
  CHECK(assumed.message.find("(on ") != std::string::npos);
  CHECK(assumed.working.front().name == "hardware");
  const Finding own = e.finding("model m: 1000 GPU-hours on TEST-1\n", "fast");
  CHECK(own.verdict == Level::impossible);
  CHECK(own.message == "only 3.6e21 FLOP on TEST-1");
  CHECK_FALSE(own.hardware_assumed);
}

TEST_CASE("rules apply by record kind") {
  Env e("rule r \"t\"\n  for api\n  ok: \"x\"\nend\n");
  REQUIRE(e.diagnostics.empty());
  std::vector<Diagnostic> d;
  auto records = parse_claims("model m: 1B params\napi a: 1B params\n", "c", e.env.catalogue, d);
  REQUIRE(records.size() == 2);
  CHECK(check_record(records[0], e.env).findings.empty());
  CHECK(check_record(records[1], e.env).findings.size() == 1);
}

TEST_CASE("the working shows a let as its message does, and other plain numbers as numbers") {
  std::vector<Diagnostic> d;
  RuleSet set;
  REQUIRE(
      set.load("rule r \"R\"\n  needs params\n"
               "  let times = params / (2 param)\n"
               "  let share = params / (4 param)\n"
               "  let many = params / (1 param)\n"
               "  let used = params / (8 param)\n"
               "  ok: \"{times:×} {used}\"\nend\n",
               "r.rules", false, claimcheck::testing::builtin_environment().assumptions, d));
  auto records =
      parse_claims("model m: 2 params\n", "c.claims", claimcheck::testing::builtin_catalogue(), d);
  REQUIRE(d.empty());
  const EvaluationContext context{claimcheck::testing::builtin_catalogue(),
                                  claimcheck::testing::builtin_environment().assumptions};
  const auto f = evaluate(*set.find("r"), records[0], context);
  REQUIRE(f);
  REQUIRE(f->working.size() == 4);
  CHECK(f->working[0].result_text == "1×");   // as in {times:×}
  CHECK(f->working[1].result_text == "50%");  // a fraction, in no message
  CHECK(f->working[2].result_text == "2");    // a number, in no message
  CHECK(f->working[3].result_text == "25%");  // as in {used}
  CHECK(f->message == "1× 25%");
}

TEST_CASE("a euro figure is converted and the message says so, even with no working") {
  std::vector<Diagnostic> d;
  RuleSet set;
  REQUIRE(set.load("rule m \"M\"\n  needs cost\n  ok: \"{cost}\"\nend\n", "m.rules", false,
                   claimcheck::testing::builtin_environment().assumptions, d));
  auto records =
      parse_claims("model e: cost €4M\n", "c.claims", claimcheck::testing::builtin_catalogue(), d);
  REQUIRE(d.empty());
  const EvaluationContext context{claimcheck::testing::builtin_catalogue(),
                                  claimcheck::testing::builtin_environment().assumptions};
  const auto f = evaluate(*set.find("m"), records[0], context);
  REQUIRE(f);
  CHECK(f->message == "$4.16M (cost €4M is $4.16M at 1.04 USD per EUR)");
}

TEST_CASE("pow takes plain numbers: the share of experts a batch touches") {
  // A mixture of 8 experts, 2 active, over a batch of 4 sequences: the experts
  // read are 8 × (1 − (1 − 2/8)^4) = 8 × (1 − 0.31640625) = 5.46875.
  Env e(R"X(
rule experts "Experts a batch touches"
  needs epochs
  let batch   = epochs
  let touched = 8 * (1 - pow(1 - 2 / 8, batch))
  ok: "{touched}"
end
)X");
  INFO(e.errors());
  REQUIRE(e.diagnostics.empty());
  const Finding f = e.finding("model m: 4 epochs\n", "experts");
  CHECK(f.verdict == Level::ok);
  REQUIRE_FALSE(f.working.empty());
  CHECK(f.working.back().result->lo() == Approx(5.46875));
  // Over a range the ends come from the corners: batch 2 to 4, 3.5 to 5.47.
  const Finding g = e.finding("model m: 2..4 epochs\n", "experts");
  CHECK(g.working.back().result->lo() == Approx(3.5));
  CHECK(g.working.back().result->hi() == Approx(5.46875));
  // A dimension is refused where the rule is loaded.
  Env bad(R"X(
rule wrong "A power of tokens"
  needs tokens
  let x = pow(tokens, 2)
  ok: "{x}"
end
)X");
  REQUIRE_FALSE(bad.diagnostics.empty());
  CHECK(bad.errors().find("pow() takes two plain numbers") != std::string::npos);
}

TEST_CASE("unless: a rule is not for records that give the field") {
  Env e("rule r \"t\"\n  for plan\n  needs tokens\n  unless served_tokens\n  ok: \"x\"\nend\n");
  INFO(e.errors());
  REQUIRE(e.diagnostics.empty());
  CHECK(e.finding("plan p: 8B params, 15T tokens\n", "r").verdict == Level::ok);
  const Finding f = e.finding("plan p: 8B params, 15T tokens, serves 1B tokens/day\n", "r");
  CHECK(f.verdict == Level::not_applicable);
  CHECK(f.message == "not for records with served_tokens (the rule says unless served_tokens)");
}

TEST_CASE("and stops at a false left side, or at a true one for or") {
  Env e(
      "rule r \"t\"\n"
      "  warning when present(user_rate) and user_rate < 10 token/s: \"slow\"\n"
      "  note when not present(user_rate) or user_rate > 100 token/s: \"none or fast\"\n"
      "  ok: \"fine\"\nend\n");
  INFO(e.errors());
  REQUIRE(e.diagnostics.empty());
  // Without user_rate neither clause needs it: not "needs user_rate".
  CHECK(e.finding("model m: 8B params\n", "r").message == "none or fast");
  CHECK(e.finding("model m: 8B params, 5 tokens/s per user\n", "r").verdict == Level::warning);
  CHECK(e.finding("model m: 8B params, 50 tokens/s per user\n", "r").message == "fine");
}

TEST_CASE("model.NAME reads the architecture of the catalogue model the record names") {
  Env e(
      "rule r \"t\"\n  let kv = 2 * model.layers * model.kv_heads * model.head_dim\n  ok: "
      "\"{kv:n}\"\nend\n");
  INFO(e.errors());
  REQUIRE(e.diagnostics.empty());
  auto finding = [&](const std::string& claim) {
    std::vector<Diagnostic> d;
    auto records = parse_claims(claim, "c.claims", e.env.catalogue, d, &e.env.models);
    REQUIRE(records.size() == 1);
    for (const auto& f : check_record(records[0], e.env).findings)
      if (f.rule == "r") return f;
    FAIL("no finding");
    return Finding{};
  };
  // Llama 3.1 70B: 80 layers, 8 KV heads of 128 (arXiv:2407.21783, Table 3).
  const Finding f = finding("api \"x\": model Llama-3.1-70B\n");
  CHECK(f.verdict == Level::ok);
  CHECK(f.message == "163,840");
  REQUIRE(f.working.size() == 1);
  REQUIRE_FALSE(f.working[0].inputs.empty());
  CHECK(f.working[0].inputs[0].origin.kind == Origin::Kind::model);
  CHECK(f.working[0].inputs[0].origin.name == "Llama-3.1-70B");
  // No model named: missing, and said so.
  const Finding none = finding("api \"x\": 70B params\n");
  CHECK(none.verdict == Level::not_applicable);
  CHECK(none.message == "needs model.layers (the record names no catalogue model: `model NAME`)");
  // A stated size that is not the model's: another model, so no architecture either.
  CHECK(finding("api \"x\": model Llama-3.1-70B, 8B params\n").verdict == Level::not_applicable);
}

TEST_CASE("grading: exercises matched by name, figures within the tolerance, vacuous predictions") {
  CHECK(exercise_key("Exercise 2: 8B in a week") == "exercise 2");
  CHECK(exercise_key("E1 GPT-3") == "e1");
  CHECK(exercise_key("Solo") == "solo");
  CHECK(names_exercise("Exercise 2", "exercise 2"));
  CHECK(names_exercise("exercise 2: mine", "exercise 2"));
  CHECK(names_exercise("E1: GPT-3 again", "e1"));
  CHECK_FALSE(names_exercise("Exercise 20", "exercise 2"));
  CHECK_FALSE(names_exercise("Exercise", "exercise 2"));
  const Environment& env = testing::builtin_environment();
  std::vector<Diagnostic> d;
  const auto key = parse_claims("model \"Ex 1: x\": 70B params, 2T tokens, on 8 H100\n", "k.claims",
                                env.catalogue, d);
  auto grade = [&](const std::string& text) {
    std::vector<Diagnostic> found;
    const auto records = parse_claims(text, "s.claims", env.catalogue, found);
    REQUIRE(found.empty());
    return grade_submission("s.claims", key, records, {}, env, {0.05}).exercises.at(0);
  };
  // 4.9% off is the key's figure; 5.1% off is not. A variant answers for its family.
  CHECK(grade("model \"Ex 1\": 73.4B params, 2T tokens, on 8 H100-SXM\n").claim == 1);
  const auto off = grade("model \"Ex 1\": 73.6B params, 2T tokens, on 8 H100-SXM\n");
  CHECK(off.claim == 0);
  REQUIRE(!off.reasons.empty());
  CHECK(off.reasons[0] ==
        "claim: `73.6B params` where the key has `70B params` (more than 5% apart)");
  CHECK(grade("model \"Ex 1\": 70B params, 2T tokens, on 8 A100\n").claim == 0);
  // expect at-most impossible holds whatever the figures: no prediction mark.
  const auto vacuous_only =
      grade("model \"Ex 1\": 70B params, 2T tokens, on 8 H100\n    expect at-most impossible\n");
  CHECK(vacuous_only.prediction == 0);
  const auto predicted =
      grade("model \"Ex 1\": 70B params, 2T tokens, on 8 H100\n    expect impossible memory-fit\n");
  CHECK(predicted.prediction == 1);
}

TEST_CASE(
    "grading: exercises that share a first word, per-accelerator prices, rules that never apply") {
  const Environment& env = testing::builtin_environment();
  auto parse = [&](const std::string& text) {
    std::vector<Diagnostic> d;
    auto records = parse_claims(text, "x.claims", env.catalogue, d);
    REQUIRE(d.empty());
    return records;
  };
  // `GPT-3 small` and `GPT-3 large` are two exercises, each known by its whole name.
  const auto key = parse(
      "model \"GPT-3 small\": 125M params, 300B tokens\nmodel \"GPT-3 large\": 175B params, 300B "
      "tokens\n");
  CHECK(exercise_keys(key) == std::vector<std::string>{"gpt-3 small", "gpt-3 large"});
  const auto both = grade_submission(
      "s", key,
      parse("model \"GPT-3 large\": 175B params, 300B tokens\n    expect ok chinchilla-ratio\n"
            "model \"GPT-3 small\": 125M params, 300B tokens\n"),
      {}, env, {0.05});
  CHECK(both.exercises[0].claim == 1);
  CHECK(both.exercises[1].claim == 1);
  // A plan priced per accelerator, graded against itself: every price found.
  const auto plan = parse(
      "plan \"P1\": 70B params, 2T tokens, on H100-SXM or B200, at $2/H100-hour, "
      "$3.50/B200-hour\n");
  CHECK(grade_submission("s", plan, plan, {}, env, {0.05}).exercises[0].claim == 1);
  // A prediction on a rule that never applies to the record's kind predicts nothing.
  const auto never = grade_submission("s", key,
                                      parse("model \"GPT-3 small\": 125M params, 300B tokens\n"
                                            "    expect not-applicable query-energy\n"),
                                      {}, env, {0.05});
  CHECK(never.exercises[0].prediction == 0);
}
