// The writers (src/report/) and the working they write (src/eval/working):
// typed gaps and origins in words, JSON streamed item by item, the summary,
// the test report, and the calculator's table.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "eval/estimate.h"
#include "eval/expectations.h"
#include "report/check_report.h"
#include "report/estimate_report.h"
#include "report/json.h"
#include "report/json_writer.h"
#include "report/provenance.h"
#include "report/test_report.h"
#include "test_support.h"

using namespace claimcheck;

TEST_CASE("a gap reads as what is missing, or as the arithmetic's own words") {
  CHECK(Gap{Gap::Kind::missing, "tokens or params"}.describe() == "needs tokens or params");
  CHECK(Gap{Gap::Kind::no_answer, "division by zero in 'a / b'"}.describe() ==
        "division by zero in 'a / b'");
  WorkingStep step;
  step.gap = Gap{Gap::Kind::missing, "dataset_size"};
  CHECK(step_value_text(step) == "missing: dataset_size");
  step.gap = Gap{Gap::Kind::no_answer, "division by zero in 'a / b'"};
  CHECK(step_value_text(step) == "division by zero in 'a / b'");
  step.gap.reset();
  step.result_text = "35%";
  CHECK(step_value_text(step) == "35%");
}

TEST_CASE("an origin says where an input came from: claim, let, catalogue, assumption") {
  Origin claim;
  claim.kind = Origin::Kind::claim;
  claim.line = 3;
  claim.written = "14.8T tokens";
  CHECK(origin_text(claim) == "claim, line 3: 14.8T tokens");
  Origin let;
  let.name = "work";
  CHECK(origin_text(let) == "let work");
  Origin entry;
  entry.kind = Origin::Kind::catalogue;
  entry.name = "H100-SXM";
  entry.detail = "dense bf16";
  entry.assumed = true;
  entry.source = "NVIDIA datasheet";
  CHECK(origin_text(entry) == "H100-SXM dense bf16 (assumed): NVIDIA datasheet");
  Origin choice;
  choice.kind = Origin::Kind::catalogue_choice;
  choice.name = "B200";
  choice.least = true;
  choice.detail = "hardware.price / hardware.peak";
  CHECK(origin_text(choice) ==
        "B200 gives the least 'hardware.price / hardware.peak' of the catalogue");
  Origin assumption;
  assumption.kind = Origin::Kind::assumption;
  assumption.name = "pue";
  assumption.source = "Uptime Institute";
  assumption.as_of = "2025-08";
  CHECK(origin_text(assumption) == "assumptions.toml: Uptime Institute (as of 2025-08)");
}

TEST_CASE("the explanation writes each step, its inputs with their origins, and its value") {
  Finding f;
  f.title = "Implied MFU";
  WorkingStep step;
  step.name = "work";
  step.expr = "6 FLOP/(param*token) * n * tokens";
  step.where = "t.rules:5";
  Origin origin;
  origin.kind = Origin::Kind::claim;
  origin.line = 1;
  origin.written = "15T tokens";
  step.inputs.push_back({"tokens", "15T tokens", origin});
  step.gap = Gap{Gap::Kind::missing, "params"};
  f.working.push_back(step);
  f.cites.push_back("Kaplan et al. 2020");
  CHECK(explain_finding(f, "  ") ==
        "  Implied MFU\n"
        "  work = 6 FLOP/(param*token) * n * tokens   [t.rules:5]\n"
        "      tokens = 15T tokens   (claim, line 1: 15T tokens)\n"
        "    = missing: params\n"
        "  cite: Kaplan et al. 2020\n");
}

TEST_CASE("a JSON document is written with its first item, or whole at close") {
  std::ostringstream empty;
  {
    JsonArrayStream stream(empty, "{\"xs\": [");
    CHECK(empty.str().empty());  // nothing until there is something to write
    stream.close("]}\n");
  }
  CHECK(nlohmann::json::parse(empty.str()) == nlohmann::json::parse("{\"xs\": []}"));
  std::ostringstream two;
  JsonArrayStream stream(two, "{\"xs\": [");
  stream.item(nlohmann::json{{"a", 1}});
  stream.item(nlohmann::json{{"a", std::string("\xff")}});  // not UTF-8: replaced, not thrown
  stream.close("]}\n");
  const auto doc = nlohmann::json::parse(two.str());
  REQUIRE(doc["xs"].size() == 2);
  CHECK(doc["xs"][1]["a"] == "\xEF\xBF\xBD");
}

TEST_CASE("a quantity in JSON: its ends in base units, inf for an open end, and its unit") {
  nlohmann::json j;
  put_quantity(j, Quantity::range(15e12, INFINITY, D(BaseDim::token)));
  CHECK(j == nlohmann::json::parse(R"({"lo": 1.5e13, "hi": "inf", "unit": "token"})"));
}

TEST_CASE("the summary counts claims by verdict, in the order of the levels") {
  std::ostringstream out;
  auto reporter = make_reporter(out, {Format::text, Explain::none, false, nullptr});
  Summary s;
  s.add(Level::ok);
  s.add(Level::subsidised);
  s.add(Level::unchecked);
  s.add(Level::not_applicable);  // counted as a claim, under no verdict
  reporter->finish(s);
  CHECK(out.str() ==
        "4 claims: 1 ok, 0 note, 0 warning, 1 subsidised, 0 implausible, 0 impossible, 1 "
        "unchecked\n");
}

TEST_CASE("the test report keeps a file's failures only when the file is kept") {
  const Environment& env = testing::builtin_environment();
  std::vector<Diagnostic> d;
  const auto records = parse_claims(
      "model \"Too fast\": 70B params, 15T tokens, 100K H100-SXM-hours\n    expect ok\n",
      "t.claims", env.catalogue, d);
  REQUIRE(d.empty());
  const ClaimResult result = check_record(records[0], env);
  const auto checked = check_expectations(result);
  REQUIRE(checked.size() == 1);
  CHECK_FALSE(checked[0].held);
  CHECK(checked[0].actual == Level::impossible);
  std::ostringstream out;
  TestReport report(false);
  report.add(result, checked);
  report.drop_file();
  report.add(result, checked);
  report.keep_file(out);
  report.finish(out);
  const std::string text = out.str();
  CHECK(text.rfind("t.claims:2: FAIL model \"Too fast\": expect ok: got impossible\n", 0) == 0);
  CHECK(text.find("0 passed, 1 failed, 0 untested\n") != std::string::npos);
  CHECK(report.failed() == 1);
}

TEST_CASE("the calculator's table says why a figure is not estimated") {
  const Environment& env = testing::builtin_environment();
  std::vector<Diagnostic> d;
  // Issue: a division by zero read "not estimated: needs division by zero".
  const auto records = parse_claims("plan p: 8B params, 15T tokens, on H100-SXM, 0 GPUs\n",
                                    "p.claims", env.catalogue, d);
  REQUIRE(d.empty());
  std::ostringstream out;
  write_plan_text(out, estimate_plan(records[0], env), false);
  CHECK(out.str().find("wall-clock") != std::string::npos);
  CHECK(out.str().find("not estimated: division by zero in 'gpu_hours / gpus_used'\n") !=
        std::string::npos);
  CHECK(out.str().find("not estimated: needs a figure such as `dataset 100 TB`\n") !=
        std::string::npos);
  CHECK(out.str().find("needs division") == std::string::npos);
}

TEST_CASE("readable explanations: one line per rule that does not apply, each source once") {
  // Issue 10: --explain printed 93 lines a record, every not-applicable
  // rule's citations, and a datasheet's source three or four times a finding.
  const Environment& env = testing::builtin_environment();
  std::vector<Diagnostic> d;
  const auto records = parse_claims(
      "model \"DeepSeek-V3\": 671B params, 37B active params, 14.8T tokens,\n"
      "    2.788M H800-hours, cost $5.576M at $2/GPU-hour, on 2,048 H800\n",
      "d.claims", env.catalogue, d);
  REQUIRE(d.empty());
  const ClaimResult result = check_record(records[0], env);
  auto run = [&](Explain mode) {
    std::ostringstream out;
    auto reporter = make_reporter(out, {Format::text, mode, false, nullptr});
    reporter->claim(result);
    Summary s;
    s.add(result.verdict);
    reporter->finish(s);
    return out.str();
  };
  const std::string readable = run(Explain::readable), all = run(Explain::all);
  CHECK(readable.find(
            "  not checked    training-compute: needs a figure such as `compute 3.8e25 FLOP`\n") !=
        std::string::npos);
  CHECK(readable.find("cite:") == std::string::npos);
  CHECK(readable.find("      mfu = work / capacity = 33%   [rules/training.rules:39]\n") !=
        std::string::npos);
  CHECK(readable.find("      n = 37B params   (as in implied-mfu)\n") != std::string::npos);
  // The H800's source is cited by number; its text stands once, at the end.
  CHECK(readable.find("hardware.peak = 989 TFLOPS   (H800 dense bf16 [1])") != std::string::npos);
  const std::string source = "No public NVIDIA datasheet found";
  const auto first = readable.find(source);
  REQUIRE(first != std::string::npos);
  CHECK(readable.find(source, first + 1) == std::string::npos);
  CHECK(readable.find("sources:\n  [1] rules/hardware.toml, H800: ") != std::string::npos);
  // --explain=all: every rule with its working, inputs from earlier steps too.
  CHECK(all.find(
            "  not-applicable  training-compute: needs a figure such as `compute 3.8e25 FLOP`\n") !=
        std::string::npos);
  CHECK(all.find("          work = 3.29e24 FLOP   (let work)\n") != std::string::npos);
  const auto lines = [](const std::string& s) { return std::count(s.begin(), s.end(), '\n'); };
  CHECK(lines(readable) * 3 < lines(all) * 2);
}

TEST_CASE("the student view: numbers filled in, unit conversions said, no rule-language notation") {
  const Environment& env = testing::builtin_environment();
  auto brief = [&](const std::string& text) {
    std::vector<Diagnostic> d;
    const auto records = parse_claims(text, "s.claims", env.catalogue, d);
    REQUIRE(d.empty());
    std::ostringstream out;
    auto reporter = make_reporter(out, {Format::text, Explain::brief, false, nullptr});
    Summary s;
    for (const auto& r : records) {
      const ClaimResult result = check_record(r, env);
      reporter->claim(result);
      s.add(result.verdict);
    }
    reporter->finish(s);
    return out.str();
  };
  // Hours to seconds, spelt out where GPU-hours meet a peak per second.
  const std::string llama =
      brief("model \"Llama 3.1 405B\": 405B params, 15.6T tokens, 30.84M H100-SXM-hours\n");
  CHECK(llama.find("      capacity = 30.8M GPU·h × 989 TFLOPS × 3600 s/h = 1.1e26 FLOP   [1]\n") !=
        std::string::npos);
  CHECK(llama.find(
            "      work = 6 FLOP/(param·token) × 405B params × 15.6T tokens = 3.79e25 FLOP\n") !=
        std::string::npos);
  CHECK(
      llama.find("      bands: impossible if mfu above 100%; implausible if mfu above 65%; note if "
                 "mfu below 15%; else ok\n") != std::string::npos);
  CHECK(llama.find("sources:\n  [1] rules/hardware.toml, H100-SXM: ") != std::string::npos);
  // Days to seconds, in a divisor; a multiplier of 24 h/day for GPUs × days.
  const std::string week = brief("model m: 8B params, 15T tokens, on 256 H100-SXM, for 7 days\n");
  CHECK(week.find(
            "      fastest = 7.2e23 FLOP / (256 GPUs × 989 TFLOPS) ÷ 86400 s/day = 32.9 days") !=
        std::string::npos);
  CHECK(week.find("      gpu time = 256 GPUs × 7 days × 24 h/day = 43,008 GPU·h\n") !=
        std::string::npos);
  // No notation of the rules language on any of the bundled examples.
  std::string all;
  for (const auto& file :
       std::filesystem::directory_iterator(CLAIMCHECK_SOURCE_DIR "/examples/papers")) {
    std::ifstream in(file.path());
    std::stringstream text;
    text << in.rdbuf();
    all += text.str() + "\n";
  }
  const std::string report = brief(all);
  const std::string papers = report.substr(0, report.find("\nsources:\n"));  // the working
  REQUIRE(papers.find(" = ") != std::string::npos);
  for (const char* notation : {"??", "lo(", "hi(", "assume.", "hardware.", "present(", "[rules/",
                               "(let ", " * ", "if present"})
    CHECK(papers.find(notation) == std::string::npos);
}

namespace {

/// Claims checked against the built-in rules, reported in one format.
std::string report(const std::string& text, Format format, bool show_ok = false) {
  const Environment& env = testing::builtin_environment();
  std::vector<Diagnostic> d;
  const auto records = parse_claims(text, "x.claims", env.catalogue, d);
  REQUIRE(d.empty());
  std::ostringstream out;
  ReportOptions o{format, Explain::none, false, &env};
  o.show_ok = show_ok;
  auto reporter = make_reporter(out, o);
  Summary s;
  for (const auto& r : records) {
    const ClaimResult result = check_record(r, env);
    s.add(result.verdict);
    reporter->claim(result);
  }
  reporter->finish(s);
  return out.str();
}

}  // namespace

TEST_CASE("shared reports escape what a claim says, and SARIF fingerprints ignore line moves") {
  const std::string claim =
      "model \"<script>alert(1)</script> | `x`\": 8B params, 15T tokens, 1000 H100-SXM-hours\n";
  const std::string html = report(claim, Format::html);
  CHECK(html.find("<script>") == std::string::npos);
  CHECK(html.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  CHECK(html.find("src=\"http") == std::string::npos);
  CHECK(html.find("href=\"http") == std::string::npos);
  const std::string md = report(claim, Format::markdown);
  CHECK(md.find("<script>") == std::string::npos);
  CHECK(md.find("&lt;script&gt;alert(1)&lt;/script&gt; \\| \\`x\\`") != std::string::npos);
  // Impossible (MFU far above 100%): what would pass it is said.
  CHECK(md.find("What would pass this check: mfu at most 100%") != std::string::npos);
  // The same record two lines lower keeps its fingerprint.
  const auto a = nlohmann::json::parse(report(claim, Format::sarif));
  const auto b = nlohmann::json::parse(report("# a comment\n\n" + claim, Format::sarif));
  const auto& ra = a["runs"][0]["results"][0];
  const auto& rb = b["runs"][0]["results"][0];
  CHECK(ra["partialFingerprints"] == rb["partialFingerprints"]);
  CHECK(ra["locations"][0]["physicalLocation"]["region"]["startLine"] == 1);
  CHECK(rb["locations"][0]["physicalLocation"]["region"]["startLine"] == 3);
  CHECK(a["runs"][0]["properties"]["claimcheckVersion"] == claimcheck_version());
}

TEST_CASE("an ok names its basis in every report, and JSON and SARIF list what checked a claim") {
  // No accelerator named: implied-mfu and wall-clock assume the fastest.
  const std::string claim =
      "model \"run\": 7B params, 2T tokens, on 512 GPUs, for 20 days\n"
      "model \"card\": 7B params, 2T tokens, on 512 GPUs\n";
  const std::string text = report(claim, Format::text, true);
  INFO(text);
  CHECK(text.find("model \"run\": ok (checked: implied-mfu ") != std::string::npos);
  CHECK(text.find(", wall-clock ") != std::string::npos);
  CHECK(text.find("; assumed ") != std::string::npos);
  CHECK(text.find("model \"card\": unchecked\n") != std::string::npos);
  const auto j = nlohmann::json::parse(report(claim, Format::json));
  CHECK(j["claims"][0]["checked"] == nlohmann::json::parse(R"(["implied-mfu", "wall-clock"])"));
  CHECK(j["claims"][1]["checked"] == nlohmann::json::array());
  const std::string md = report(claim, Format::markdown);
  CHECK(md.find("| **ok** | checked: implied-mfu ") != std::string::npos);
  const std::string html = report(claim, Format::html);
  CHECK(html.find("<p class=\"basis\">checked: implied-mfu ") != std::string::npos);
  // SARIF: a result of a flagged claim lists the claim's checks too.
  const auto sarif = nlohmann::json::parse(
      report("model \"fast\": 70B params, 15T tokens, on 1,024 H100-SXM, for 2 days\n", Format::sarif));
  const auto& result = sarif["runs"][0]["results"][0];
  REQUIRE(result["properties"].contains("checked"));
  const auto& checked = result["properties"]["checked"];
  CHECK(std::find(checked.begin(), checked.end(), "wall-clock") != checked.end());
}

TEST_CASE("every stated figure is checked or named as not checked, with the reason, in every format") {
  // A report's model record: its serving price is checked as the maker's
  // offer; its energy per query has no rule on a model record.
  const std::string claim =
      "model \"R\": 7B params, 2T tokens, $0.70 per 1M output tokens, 0.3 Wh per query\n";
  const std::string text = report(claim, Format::text);
  INFO(text);
  CHECK(text.find("model \"R\": ok (checked: inference-price ") != std::string::npos);
  CHECK(text.find("not checked: 0.3 Wh per query (no rule reads it on a model record: "
                  "query-energy, query-emissions and query-water check service records)") !=
        std::string::npos);
  CHECK(text.find("not checked: 2T tokens (only chinchilla-ratio read it: informational") !=
        std::string::npos);
  CHECK(text.find("not checked: $0.70") == std::string::npos);
  const auto j = nlohmann::json::parse(report(claim, Format::json));
  const auto& unread = j["claims"][0]["not_checked"];
  REQUIRE(unread.size() == 2);
  CHECK(unread[1]["field"] == "energy_per_query");
  CHECK(unread[1]["written"] == "0.3 Wh per query");
  CHECK(report(claim, Format::markdown).find("; not checked: 2T tokens, 0.3 Wh per query |") !=
        std::string::npos);
  CHECK(report(claim, Format::html).find("<p class=\"unread\">not checked: 0.3 Wh per query (") !=
        std::string::npos);
  const auto sarif = nlohmann::json::parse(report(claim, Format::sarif));
  const auto& result = sarif["runs"][0]["results"][0];
  CHECK(result["ruleId"] == "not-checked");
  CHECK(result["kind"] == "informational");
  CHECK(result["level"] == "none");
  // A figure a rule would read with one more: which rule, and what it lacks.
  const std::string lacking = report("model \"S\": 7B params, 2T tokens, on 64 H100-SXM, for 20 days, emissions 50 tCO2e\n", Format::text);
  CHECK(lacking.find("not checked: emissions 50 tCO2e (emissions needs a figure such as `energy 21.6 GWh` or `30.84M GPU-hours`)") != std::string::npos);
}

TEST_CASE("a JSON string reads back as the text, whatever it holds and wherever") {
  // Pieces that need escaping or care, at every offset of strings long
  // enough for the writer's 16- and 8-byte steps to meet them in each
  // position, in a first block and a second.
  const std::vector<std::string> pieces = {"a",
                                           "\"",
                                           "\\",
                                           "\n",
                                           "\t",
                                           "\r",
                                           "\x01",
                                           "\x1f",
                                           "\x7f",
                                           " ",
                                           "\xc3\xa9",
                                           "\xe2\x80\x93",
                                           "\xf0\x9f\x98\x80"};
  for (std::size_t length = 0; length <= 40; ++length)
    for (std::size_t at = 0; at <= length; ++at)
      for (const auto& piece : pieces) {
        const std::string text = std::string(at, 'x') + piece + std::string(length - at, 'y');
        std::string out;
        append_json_string(out, text);
        INFO(out);
        CHECK(nlohmann::json::parse(out).get<std::string>() == text);
      }
  // Bytes that are not UTF-8 become U+FFFD, one each, after any plain run.
  std::string out;
  append_json_string(out, "abcdefghij\xff\xfe" + std::string(9, 'z') + "\xc3");
  CHECK(out == "\"abcdefghij\xEF\xBF\xBD\xEF\xBF\xBD" + std::string(9, 'z') + "\xEF\xBF\xBD\"");
}

namespace {

/// The length of a well-formed UTF-8 character at `s[i]`, 0 for none: the
/// test's own reading (shortest forms, no surrogates, up to U+10FFFF).
std::size_t well_formed(const std::string& s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  std::size_t n = c < 0x80           ? 1
                  : (c >> 5) == 0x6  ? 2
                  : (c >> 4) == 0xE  ? 3
                  : (c >> 3) == 0x1E ? 4
                                     : 0;
  if (n == 0 || i + n > s.size()) return 0;
  unsigned code = n == 1 ? c : n == 2 ? (c & 0x1Fu) : n == 3 ? (c & 0x0Fu) : (c & 0x07u);
  for (std::size_t k = 1; k < n; ++k) {
    const auto b = static_cast<unsigned char>(s[i + k]);
    if ((b >> 6) != 0x2) return 0;
    code = (code << 6) | (b & 0x3Fu);
  }
  const unsigned least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < least[n] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  return n;
}

/// What a JSON string of `s` reads back as: each byte that starts no
/// character replaced by U+FFFD.
std::string read_back(const std::string& s) {
  std::string r;
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = well_formed(s, i);
    if (n == 0) {
      r += "\xEF\xBF\xBD";
      ++i;
    } else {
      r += s.substr(i, n);
      i += n;
    }
  }
  return r;
}

}  // namespace

TEST_CASE("a JSON string of several characters, well formed or not, reads back as the text") {
  // Many multi-byte characters in one string, across the 16-byte steps, with
  // bytes that start none (a stray continuation, a cut character, an overlong
  // form, a surrogate) among them.
  const std::vector<std::string> pieces = {"ab",
                                           "\"",
                                           "\\",
                                           "\n",
                                           "\x01",
                                           "\xc3\xa9",
                                           "\xe2\x80\x93",
                                           "\xc2\xb7",
                                           "\xc3\x97",
                                           "\xe2\x89\xa5",
                                           "\xf0\x9f\x98\x80",
                                           "\xff",
                                           "\x80",
                                           "\xe2\x80",
                                           "\xc0\xaf",
                                           "\xed\xa0\x80",
                                           "\xf4\x90\x80\x80",
                                           "xyz1234567"};
  std::mt19937 random(16);
  std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1), count(0, 24);
  for (int trial = 0; trial < 5000; ++trial) {
    std::string text;
    for (std::size_t k = count(random); k > 0; --k) text += pieces[pick(random)];
    std::string out;
    append_json_string(out, text);
    INFO(out);
    REQUIRE(nlohmann::json::parse(out).get<std::string>() == read_back(text));
  }
}

TEST_CASE("a claim's JSON says what it alone would say, whatever the claims before it lacked") {
  const Environment& env = testing::builtin_environment();
  // The same rules fail to apply for want of different figures, claim to claim.
  const std::string text =
      "model a: 8B params, 15T tokens, 1M H100-hours\n"
      "model b: 8B params, 1M H100-hours, cost $2M\n"
      "model c: 15T tokens, energy 10 GWh\n"
      "api d: 8B params, $0.10 per 1M output tokens\n"
      "model e: 8B params, 15T tokens, 1M H100-hours\n";
  std::vector<Diagnostic> d;
  const auto records = parse_claims(text, "x.claims", env.catalogue, d);
  REQUIRE(d.empty());
  auto findings_json = [&](const std::vector<const Record*>& claims) {
    std::ostringstream out;
    auto reporter = make_reporter(out, {Format::json, Explain::none, false, &env});
    Checker checker(env, false);
    ClaimResult result;
    Summary s;
    for (const Record* r : claims) {
      checker.check(*r, result);
      s.add(result.verdict);
      reporter->claim(result);
    }
    reporter->finish(s);
    return nlohmann::json::parse(out.str())["claims"];
  };
  std::vector<const Record*> all;
  for (const auto& r : records) all.push_back(&r);
  const auto together = findings_json(all);
  REQUIRE(together.size() == records.size());
  for (std::size_t i = 0; i < records.size(); ++i) {
    INFO(records[i].name);
    CHECK(together[i] == findings_json({&records[i]})[0]);
  }
}

TEST_CASE("a JSON number is written as fmt writes it, at every magnitude") {
  // Random bit patterns (every exponent), short decimals, whole numbers, the
  // edges of fixed and exponent notation, and zeros of both signs.
  std::mt19937_64 random(20261203);
  std::vector<double> values = {0.0,
                                -0.0,
                                1,
                                -1,
                                0.0001,
                                0.00009999,
                                1e15,
                                9.999e15,
                                1e16,
                                1e17,
                                1e-5,
                                123456789012345678.0,
                                5e-324,
                                1.7976931348623157e308,
                                2.2250738585072014e-308,
                                0.1,
                                0.3,
                                100,
                                1e100,
                                1e-100,
                                1.5e300};
  std::uniform_int_distribution<int> exponent(-30, 30);
  for (int i = 0; i < 50000; ++i) {
    const std::uint64_t bits = random();
    double v = 0;
    std::memcpy(&v, &bits, sizeof v);
    if (std::isfinite(v)) values.push_back(v);
    values.push_back(static_cast<double>(random() % 100000) * std::pow(10.0, exponent(random)));
    values.push_back(static_cast<double>(random() % 10000000));
  }
  std::size_t differ = 0;
  for (const double v : values) {
    std::string out;
    JsonWriter(out).number(v);
    if (out != fmt::format("{}", v)) {
      if (++differ < 5) WARN(fmt::format("{} written {}", fmt::format("{}", v), out));
    }
  }
  CHECK(values.size() > 140000);
  CHECK(differ == 0);
}
