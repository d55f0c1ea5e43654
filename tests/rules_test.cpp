// The rules language: parsing (grammar, precedence, syntax errors and
// recovery) and checking (names, dimensions, duplicates), with errors at
// file:line:col and a caret.
#include <catch2/catch.hpp>
#include <tao/pegtl/contrib/analyze.hpp>

#include "grammar/rules_grammar.hpp"
#include "rules/checker.h"
#include "rules/parser.h"
#include "test_support.h"
#include "text/limits.h"

using namespace claimcheck;
using claimcheck::testing::kSpecRule;
using Env = claimcheck::testing::RulesFixture;

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
       "t.rules:2:3: error: expected a statement (for, needs, unless, key, informational, cite, "
       "let, show, default, a verdict clause) or 'end'\n"
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
       "t.rules:2:18: error: unknown format hint 'y' (use %, × or n)\n"
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
        "'tokens' occurs 2 times in this expression (through its lets), where it raises the value "
        "and where it lowers it: a range may come out wider than the truth");
  CHECK(e.env.rules.find("r"));
}

TEST_CASE("a range variable that moves every part the same way gets no warning") {
  // A sum of two costs that both rise with the price is exact at the ends.
  Env rising("rule r \"t\"\n  let a = tokens * 2 + tokens / 3\n  ok: \"{a}\"\nend\n");
  CHECK(rising.diagnostics.empty());
  // A rate and its inverse in one product is not.
  Env mixed("rule r \"t\"\n  let a = tokens * 2\n  let b = a / tokens\n  ok: \"{b}\"\nend\n");
  REQUIRE(mixed.diagnostics.size() == 1);
  CHECK(mixed.diagnostics[0].where.line == 3);
  // An assumption with one value cannot widen anything.
  Env point(
      "rule r \"t\"\n  let a = assume.serving_context / (assume.serving_context * 2)\n"
      "  ok: \"{a}\"\nend\n");
  CHECK(point.diagnostics.empty());
  // pow's exponent moves it either way.
  Env power("rule r \"t\"\n  let a = epochs * pow(0.5, epochs)\n  ok: \"{a}\"\nend\n");
  CHECK(power.diagnostics.size() == 1);
}

TEST_CASE("a file's definitions are used by its rules as their own first lets") {
  Env e(
      "define n = active_params ?? params\n"
      "define flop = 2 FLOP/(param*token) * n\n"
      "define unused = tokens\n"
      "rule a \"one\"\n  let twice = flop * 2\n  ok: \"{twice}\"\nend\n"
      "rule b \"two\"\n  ok: \"{n}\"\nend\n");
  INFO(e.errors());
  REQUIRE(e.diagnostics.empty());
  const Rule* a = e.env.rules.find("a");
  REQUIRE(a);
  // What the rule uses, directly or through another definition, in the file's order.
  REQUIRE(a->lets.size() == 3);
  CHECK(a->lets[0].name == "n");
  CHECK(a->lets[0].defined);
  CHECK(a->lets[0].where.line == 1);
  CHECK(a->lets[1].name == "flop");
  CHECK(a->lets[2].name == "twice");
  CHECK_FALSE(a->lets[2].defined);
  const Rule* b = e.env.rules.find("b");
  REQUIRE(b);
  REQUIRE(b->lets.size() == 1);
  CHECK(b->lets[0].name == "n");
  const Finding f = e.finding("model m: 8B params, 15T tokens\n", "a");
  CHECK(f.verdict == Level::ok);
  CHECK(f.message == "3.2e10 FLOP/token");
  REQUIRE(f.working.size() == 3);
  CHECK(f.working[0].where == "t.rules:1");
}

TEST_CASE("definitions are checked: names, order, and one report for a shared error") {
  struct Row {
    int line;
    std::string rules;
    std::string expected;
  };
  const std::vector<Row> rows = {
      {__LINE__, "define a = b * 2\ndefine b = params\nrule r \"t\"\n  ok: \"{a}\"\nend\n",
       "t.rules:1:8: error: 'a' uses 'b', defined below it at line 2: a definition uses only "
       "those above it\n"
       "define a = b * 2\n"
       "       ^\n"},
      {__LINE__, "define a = a * 2\nrule r \"t\"\n  ok: \"{a}\"\nend\n",
       "t.rules:1:8: error: 'a' is defined in terms of itself\n"
       "define a = a * 2\n"
       "       ^\n"},
      {__LINE__, "define tokens = params\nrule r \"t\"\n  ok: \"x\"\nend\n",
       "t.rules:1:8: error: 'tokens' is a claim field: a definition needs a name of its own\n"
       "define tokens = params\n"
       "       ^~~~~~\n"},
      {__LINE__, "define a = params\nrule r \"t\"\n  let a = tokens\n  ok: \"{a}\"\nend\n",
       "t.rules:3:7: error: 'a' is defined for the whole file at line 1: choose another name for "
       "the rule's own value\n"
       "  let a = tokens\n"
       "      ^\n"},
      // Used by two rules, a misspelt name is reported once, at the definition.
      {__LINE__,
       "define a = parms * 2\nrule r \"t\"\n  ok: \"{a}\"\nend\nrule s \"u\"\n  ok: \"{a}\"\nend\n",
       "t.rules:1:12: error: unknown name 'parms'; did you mean 'params'?\n"
       "define a = parms * 2\n"
       "           ^~~~~\n"},
      {__LINE__, "define = 2\nrule r \"t\"\n  ok: \"x\"\nend\n",
       "t.rules:1:8: error: expected a name, not one of the language's words\n"
       "define = 2\n"
       "       ^\n"},
      {__LINE__, "rule r \"t\"\n  unless tokns\n  ok: \"x\"\nend\n",
       "t.rules:2:10: error: unknown field 'tokns' in unless; did you mean 'tokens'?\n"
       "  unless tokns\n"
       "         ^~~~~\n"},
      {__LINE__, "rule r \"t\"\n  let x = model.layer\n  ok: \"{x}\"\nend\n",
       "t.rules:2:11: error: unknown model figure 'layer'; did you mean 'layers'? (the "
       "architecture figures of rules/models.toml)\n"
       "  let x = model.layer\n"
       "          ^~~~~~~~~~~\n"},
  };
  for (const auto& r : rows) {
    INFO("line " << r.line);
    Env e(r.rules);
    CHECK(e.errors() == r.expected);
    CHECK(e.env.rules.rules().empty());  // nothing half-loaded
  }
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

TEST_CASE("the rules grammar has no left recursion or empty loops") {
  namespace rg = claimcheck::grammar::rules;
  CHECK(tao::pegtl::analyze<rg::rule_file>() == 0);
  CHECK(tao::pegtl::analyze<rg::next_rule>() == 0);
  CHECK(tao::pegtl::analyze<rg::message_body>() == 0);
}
