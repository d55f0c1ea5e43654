// The rules language: loading (names, dimensions, errors with carets) and
// evaluation (three-valued clauses, missing values, verdicts, working).
#include <catch2/catch.hpp>
#include <tao/pegtl/contrib/analyze.hpp>

#include "cli/commands.h"
#include "cli/session.h"
#include "eval/evaluator.h"
#include "grammar/rules_grammar.hpp"
#include "text/limits.h"
#include "rules/checker.h"
#include "rules/parser.h"
#include "test_support.h"

using namespace claimcheck;

namespace {

// The spec's example rule, copied here as the spec writes it.
using claimcheck::testing::kSpecRule;

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

struct Env {
  Environment env;
  std::vector<Diagnostic> diagnostics;

  explicit Env(const std::string& rules, bool with_builtin = false) {
    CommonOptions options;
    options.no_builtin = !with_builtin;
    REQUIRE(load_environment(options, env, diagnostics));
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

}  // namespace

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
          "MFU would be 59%–118%");
    REQUIRE(f.notes.size() == 2);
    CHECK(f.notes[0] ==
          "possibly implausible: implied MFU 59%–118% is above any published run (PaLM: 46.2%)");
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
    CHECK(f.message == "needs gpu_hours");
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
      {__LINE__, "1B params", Level::not_applicable, "needs mfu"},
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

TEST_CASE("the language's constructs") {
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
  // gpu_hours in [0, 1000]: the rate is [$1/h, ∞), possibly above $100.
  const Finding f = e.finding("model m: cost $1000, at most 1000 GPU-hours\n", "ratio");
  CHECK(f.verdict == Level::ok);
  CHECK(f.message == "rate ≥ $1 per GPU·h");
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

TEST_CASE("rule errors are reported at file:line:col with a caret") {
  struct Row {
    int line;
    std::string rules;
    std::string expected;
  };
  auto rule = [](const std::string& body) { return "rule r \"t\"\n" + body + "end\n"; };
  const std::vector<Row> rows = {
      {__LINE__, rule("  let x = params + tokens\n  ok: \"x\"\n"),
       "t.rules:2:11: error: cannot add param and token ('params' and 'tokens')\n"
       "  let x = params + tokens\n"
       "          ^~~~~~~~~~~~~~~\n"},
      {__LINE__, rule("  warning when price_output > gpu_price: \"x\"\n"),
       "t.rules:2:16: error: cannot compare USD/token and USD/(GPU*s) ('price_output' and "
       "'gpu_price')\n"
       "  warning when price_output > gpu_price: \"x\"\n"
       "               ^~~~~~~~~~~~~~~~~~~~~~~~\n"},
      {__LINE__, rule("  let x = parms * 2\n  ok: \"x\"\n"),
       "t.rules:2:11: error: unknown name 'parms'; did you mean 'params'?\n"
       "  let x = parms * 2\n"
       "          ^~~~~\n"},
      {__LINE__, rule("  let x = y * 2\n  let y = params\n  ok: \"x\"\n"),
       "t.rules:2:11: error: 'y' is used before its let (line 3)\n"
       "  let x = y * 2\n"
       "          ^\n"},
      {__LINE__, rule("  let x = hardware.peek\n  ok: \"x\"\n"),
       "t.rules:2:11: error: unknown hardware figure 'peek'; did you mean 'peak'?\n"
       "  let x = hardware.peek\n"
       "          ^~~~~~~~~~~~~\n"},
      {__LINE__, rule("  let x = assume.mfu_trainng\n  ok: \"x\"\n"),
       "t.rules:2:11: error: unknown assumption 'mfu_trainng'; did you mean 'mfu_training'? "
       "(assumptions.toml)\n"
       "  let x = assume.mfu_trainng\n"
       "          ^~~~~~~~~~~~~~~~~~\n"},
      {__LINE__, rule("  let x = 5 tokns\n  ok: \"x\"\n"),
       "t.rules:2:13: error: unknown unit 'tokns' (rules write units singular: token, param, GPU, "
       "FLOP, h, Wh ...)\n"
       "  let x = 5 tokns\n"
       "            ^~~~~\n"},
      {__LINE__, rule("  warning when params > 5 param \"x\"\n"),
       "t.rules:2:33: error: expected ':' and the message (LEVEL when CONDITION: \"message\")\n"
       "  warning when params > 5 param \"x\"\n"
       "                                ^\n"},
      {__LINE__, rule("  warning when params > 5 param:\n"),
       "t.rules:3:1: error: expected the clause's message, a quoted string\n"
       "end\n"
       "^\n"},
      {__LINE__, rule("  critical when params > 5 param: \"x\"\n"),
       "t.rules:2:3: error: expected a statement (for, needs, cite, let, show, default, a verdict "
       "clause) or 'end'\n"
       "  critical when params > 5 param: \"x\"\n"
       "  ^\n"},
      {__LINE__, rule("  ok: \"unterminated\n"),
       "t.rules:2:20: error: unterminated string\n"
       "  ok: \"unterminated\n"
       "                   ^\n"},
      {__LINE__, rule("  warning when params: \"x\"\n"),
       "t.rules:2:16: error: a 'when' needs a condition (a comparison), not a quantity\n"
       "  warning when params: \"x\"\n"
       "               ^~~~~~\n"},
      {__LINE__, rule("  needs tokns\n  ok: \"x\"\n"),
       "t.rules:2:9: error: unknown field 'tokns' in needs; did you mean 'tokens'?\n"
       "  needs tokns\n"
       "        ^~~~~\n"},
      {__LINE__, rule("  let h = 5 param\n  ok: \"x\"\n"),
       "t.rules:2:7: error: 'h' is a unit name and cannot name a let\n"
       "  let h = 5 param\n"
       "      ^\n"},
      {__LINE__, rule("  ok: \"x is {mfu:y}\"\n"),
       "t.rules:2:18: error: unknown format hint 'y' (use % or ×)\n"
       "  ok: \"x is {mfu:y}\"\n"
       "                 ^\n"},
      {__LINE__, rule("  ok: \"x is {mfoo}\"\n"),
       "t.rules:2:14: error: unknown name 'mfoo'; did you mean 'mfu'?\n"
       "  ok: \"x is {mfoo}\"\n"
       "             ^~~~\n"},
      {__LINE__, rule("  let x = (params * 2\n  ok: \"x\"\n"),
       "t.rules:3:3: error: expected ')'\n"
       "  ok: \"x\"\n"
       "  ^\n"},
      {__LINE__, rule("  let x = source * 2\n  ok: \"x\"\n"),
       "t.rules:2:11: error: 'source' is text: use it in present() or a message\n"
       "  let x = source * 2\n"
       "          ^~~~~~\n"},
      {__LINE__, "rule r \"t\"\n  ok: \"x\"\n",
       "t.rules:3:1: error: expected 'end'\n"
       "\n"
       "^\n"},
      {__LINE__, "rule \"t\"\nend\n",
       "t.rules:1:6: error: expected the rule's id (letters, digits, '-')\n"
       "rule \"t\"\n"
       "     ^\n"},
      {__LINE__, rule("  for model, apii\n  ok: \"x\"\n"),
       "t.rules:2:14: error: unknown record kind 'apii' (model, api, service, plan)\n"
       "  for model, apii\n"
       "             ^~~~\n"},
  };
  for (const auto& r : rows) {
    INFO("line " << r.line);
    Env e(r.rules);
    CHECK(e.errors() == r.expected);
    CHECK(e.env.rules.rules().empty());  // nothing half-loaded
  }
}

TEST_CASE("a duplicate rule id is an error pointing at both") {
  Env e("rule r \"a\"\n  ok: \"x\"\nend\nrule r \"b\"\n  ok: \"y\"\nend\n");
  CHECK(e.errors() ==
        "t.rules:4:6: error: duplicate rule id 'r'\n"
        "rule r \"b\"\n"
        "     ^\n"
        "t.rules:1:6: note: first defined here\n"
        "rule r \"a\"\n"
        "     ^\n");
}

TEST_CASE("a user's rule replaces the built-in rule with the same id") {
  Env e("", true);
  REQUIRE(e.env.rules.find("implied-mfu"));
  CHECK(e.env.rules.find("implied-mfu")->builtin);
  std::vector<Diagnostic> d;
  REQUIRE(e.env.rules.load("rule implied-mfu \"mine\"\n  ok: \"mine\"\nend\n", "mine.rules", false,
                           e.env.assumptions, d));
  CHECK(e.env.rules.find("implied-mfu")->title == "mine");
  CHECK(e.env.rules.rules().size() >= 1);
}

TEST_CASE("a range variable used twice gets a warning, not an error") {
  Env e("rule r \"t\"\n  let d = tokens - tokens\n  ok: \"{d}\"\nend\n");
  REQUIRE(e.diagnostics.size() == 1);
  CHECK(e.diagnostics[0].severity == Severity::warning);
  CHECK(e.diagnostics[0].message ==
        "'tokens' occurs 2 times in this expression (through its lets): a range may come out wider "
        "than the truth");
  CHECK(e.env.rules.find("r"));
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

TEST_CASE("expressions parse with the precedence the rules expect") {
  std::vector<Diagnostic> d;
  auto x = parse_expression("a ?? b * c + d > e and not f or g", "x", d);
  INFO((d.empty() ? std::string() : render(d.front())));
  REQUIRE(x);
  CHECK(d.empty());
  CHECK(x->kind == ExprKind::logical_or);
  CHECK(x->args[0]->kind == ExprKind::logical_and);
  CHECK(x->args[0]->args[0]->kind == ExprKind::compare);
  CHECK(x->args[0]->args[0]->args[0]->kind == ExprKind::coalesce);
  CHECK(x->args[0]->args[0]->args[0]->args[1]->kind == ExprKind::add);
  CHECK(x->args[0]->args[1]->kind == ExprKind::logical_not);
  auto y = parse_expression("6 FLOP/(param*token) * n * tokens", "x", d);
  REQUIRE(y);
  CHECK(y->kind == ExprKind::multiply);
  CHECK(y->args[0]->kind == ExprKind::multiply);
  CHECK(y->args[0]->args[0]->kind == ExprKind::literal);
  CHECK(y->args[0]->args[0]->literal.dim.to_string() == "FLOP/(param*token)");
}

TEST_CASE("after a syntax error, reading goes on at the next rule, up to a limit") {
  std::vector<Diagnostic> d;
  // Two broken rules around a good one, and a rule with a missing `end`.
  auto rules = parse_rules(
      "rule a \"A\"\n  ok when : \"x\"\nend\n"
      "rule b \"B\"\n  needs params\n  ok: \"y\"\nend\n"
      "rule c \"C\"\n  let = 1\nend\n"
      "rule d \"D\"\n  ok: \"z\"\n"
      "rule e \"E\"\n  ok: \"w\"\nend\n",
      "t.rules", d);
  REQUIRE(d.size() == 3);
  CHECK(d[0].where.line == 2);
  CHECK(d[1].where.line == 9);
  CHECK(d[2].where.line == 13);  // d's missing end, found at rule e
  REQUIRE(rules.size() == 2);
  CHECK(rules[0].id == "b");
  CHECK(rules[1].id == "e");
  // Beyond the limit, reading stops and says so.
  std::string many;
  for (std::size_t i = 0; i < limits::kRuleSyntaxErrors + 10; ++i)
    many += "rule x \"X\"\n  ok:\nend\n";
  d.clear();
  parse_rules(many, "t.rules", d);
  REQUIRE(d.size() == limits::kRuleSyntaxErrors + 1);
  CHECK(d.back().message.find("the rest of the file is not read") != std::string::npos);
  // Exactly at the limit nothing is left unread, and nothing is said.
  many.clear();
  for (std::size_t i = 0; i < limits::kRuleSyntaxErrors; ++i) many += "rule x \"X\"\n  ok:\nend\n";
  d.clear();
  parse_rules(many, "t.rules", d);
  CHECK(d.size() == limits::kRuleSyntaxErrors);
  // An error on a rule's own line, after a comment, is reported once.
  d.clear();
  parse_rules("# mine\nrule x \"open\n  ok: \"y\"\nend\nrule y \"Y\"\n  ok: \"z\"\nend\n",
              "t.rules", d);
  CHECK(d.size() == 1);
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

TEST_CASE("the rules grammar has no left recursion or empty loops") {
  namespace rg = claimcheck::grammar::rules;
  CHECK(tao::pegtl::analyze<rg::rule_file>() == 0);
  CHECK(tao::pegtl::analyze<rg::next_rule>() == 0);
  CHECK(tao::pegtl::analyze<rg::message_body>() == 0);
}
