// The calculator: the seeds' arithmetic, options side by side, JSON.
#include "eval/estimate.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.h"
#include "report/estimate_report.h"
#include "test_support.h"

using namespace claimcheck;

namespace {

const Environment& builtin() {
  return claimcheck::testing::builtin_environment();
}

struct Estimated {
  std::vector<Record> records;
  PlanEstimate estimate;
};

Estimated estimate_of(const std::string& text) {
  Estimated e;
  std::vector<Diagnostic> d;
  e.records = parse_claims(text, "p.claims", builtin().catalogue, d, &builtin().models);
  REQUIRE(d.empty());
  REQUIRE(e.records.size() == 1);
  e.estimate = estimate_plan(e.records[0], builtin());
  return e;
}

}  // namespace

TEST_CASE(
    "8B on 15T tokens at 40% MFU on H100: 7.2e23 FLOP, about 5e5 GPU-hours, three weeks on 1,000 "
    "GPUs") {
  const auto e =
      estimate_of("plan \"8B on 15T\": 8B params, 15T tokens, on H100-SXM, 1000 GPUs, MFU 40%\n");
  REQUIRE(e.estimate.options.size() == 1);
  const PlanOption& o = e.estimate.options[0];
  CHECK(o.hardware == "H100-SXM");
  CHECK(o.output("flop")->lo() == Approx(7.2e23));
  CHECK(o.output("gpu_hours")->lo() / 3600 == Approx(7.2e23 / (989e12 * 0.4) / 3600));
  CHECK(o.output("gpu_hours")->lo() / 3600 == Approx(5.06e5).epsilon(0.01));
  CHECK(o.output("wall_clock")->lo() / 86400 == Approx(21.1).epsilon(0.01));
  CHECK(o.problems().empty());
}

TEST_CASE("70B on 2T: 8.4e23 FLOP, and activation checkpointing adds 1.25-1.5x") {
  const auto plain = estimate_of("plan p: 70B params, 2T tokens, on H100-SXM\n");
  CHECK(plain.estimate.options[0].output("flop")->lo() == Approx(8.4e23));
  CHECK(plain.estimate.options[0].output("flop")->hi() == Approx(8.4e23));
  const auto recompute =
      estimate_of("plan p: 70B params, 2T tokens, on H100-SXM, activation checkpointing\n");
  CHECK(recompute.estimate.options[0].output("flop")->lo() == Approx(8.4e23 * 1.25));
  CHECK(recompute.estimate.options[0].output("flop")->hi() == Approx(8.4e23 * 1.5));
}

TEST_CASE("without an MFU, the assumptions' training range is used, and said so") {
  const auto e = estimate_of("plan p: 70B params, 2T tokens, on H100-SXM, 1024 GPUs\n");
  const PlanOption& o = e.estimate.options[0];
  bool said = false;
  for (const auto& f : o.findings)
    if (f.rule == "estimate")
      said = f.message ==
             "at MFU 21%–48%, the range of published runs (mfu_training in claimcheck "
             "assumptions): the plan gives no MFU";
  CHECK(said);
  const double h = 8.4e23 / 989e12 / 3600;
  CHECK(o.output("gpu_hours")->lo() / 3600 == Approx(h / 0.476));
  CHECK(o.output("gpu_hours")->hi() / 3600 == Approx(h / 0.213));
}

TEST_CASE(
    "a large dense model: B200 is cheaper per run than H100 though dearer per hour, and the output "
    "says why") {
  const auto e =
      estimate_of("plan p: 70B params, 2T tokens, on H100-SXM or B200, 1024 GPUs, MFU 35%..45%\n");
  REQUIRE(e.estimate.options.size() == 2);
  CHECK(e.estimate.options[0].hardware == "B200");
  CHECK(e.estimate.options[1].hardware == "H100-SXM");
  REQUIRE(e.estimate.reasons.size() == 1);
  CHECK(e.estimate.reasons[0].cheapest == "B200");
  CHECK(e.estimate.reasons[0].other == "H100-SXM");
  CHECK(reason_text(e.estimate.reasons[0]).rfind("B200 costs more per hour than H100-SXM", 0) == 0);
}

TEST_CASE("options are sorted by the geometric mean of their cost range, for any model size") {
  const auto e = estimate_of("plan small: 1B params, 20B tokens\n");
  REQUIRE(e.estimate.options.size() > 3);  // every priced accelerator of the catalogue
  double previous = 0;
  for (const auto& o : e.estimate.options) {
    const auto cost = o.output("cost_usd");
    REQUIRE(cost);
    const double g = std::sqrt(cost->lo() * cost->hi());
    CHECK(g >= previous);
    previous = g;
  }
}

TEST_CASE("a plan whose training state does not fit on its GPUs says so in its problems") {
  const auto e = estimate_of("plan p: 70B params, 2T tokens, on H100-SXM, 4 GPUs\n");
  const PlanOption& o = e.estimate.options[0];
  REQUIRE(o.problems().size() == 1);
  CHECK(o.problems()[0]->verdict == Level::impossible);
  REQUIRE(problem_lines(o).size() == 1);
  CHECK(problem_lines(o)[0] ==
        "impossible: the training state (1.12 TB) does not fit in 4 GPUs of H100-SXM: at least 14 "
        "GPUs are needed "
        "(estimate)");
  CHECK(o.output("min_gpus")->lo() == 14);
}

TEST_CASE("egress, idle time and the true cost add the costs people forget") {
  const auto e = estimate_of(
      "plan p: 70B params, 2T tokens, on H100-SXM, 1024 GPUs, MFU 40%, dataset 100 TB, egress "
      "$0.09/GB, 3 epochs\n");
  const PlanOption& o = e.estimate.options[0];
  CHECK(o.output("egress_usd")->lo() == Approx(27000));  // 100 TB × 3 reads × $0.09/GB
  const Quantity cost = *o.output("cost_usd");
  const Quantity truth = *o.output("true_cost_usd");
  CHECK(truth.lo() == Approx(cost.lo() * 1.1 * 1.03 * 1.5 + 27000));
  // Failed runs stack on ablations at the low end only: the high end already counts them.
  CHECK(truth.hi() == Approx(cost.hi() * 1.6 * 5.6 + 27000));
}

TEST_CASE("estimate --format json: the schema's keys, units and order") {
  CommonOptions options;
  options.format = Format::json;
  std::ostringstream out, err;
  const int status = run_estimate(
      {std::string(CLAIMCHECK_SOURCE_DIR) + "/examples/plans/70b-on-2t.claims"}, options, out, err);
  CHECK(status == kExitOk);
  CHECK(err.str().empty());
  const auto j = nlohmann::json::parse(out.str());
  CHECK(j["schema"] == "claimcheck-estimate/1");
  const auto& plan = j["plans"][0];
  CHECK(plan["name"] == "70B on 2T");
  CHECK(plan["line"] == 2);
  const auto& options_json = plan["options"];
  // "on H100 or B200": the H100 family is planned as its two variants.
  REQUIRE(options_json.size() == 3);
  CHECK(options_json[0]["hardware"] == "B200");
  for (const char* key :
       {"flop", "gpu_hours", "days", "cost_usd", "energy_mwh", "egress_usd", "true_cost_usd"}) {
    INFO(key);
    CHECK(options_json[0][key]["lo"].is_number());
    CHECK(options_json[0][key]["hi"].is_number());
  }
  CHECK(options_json[0]["min_gpus"].is_number_integer());
  CHECK(options_json[0]["egress_usd"]["lo"].get<double>() == Approx(9000));
  CHECK(options_json[0]["flop"]["lo"].get<double>() == Approx(8.4e23 * 1.25));
  CHECK(options_json[0]["problems"].is_array());
  // Ratios to the cheapest are taken end by end.
  const double lo = options_json[1]["cost_usd"]["lo"].get<double>() /
                    options_json[0]["cost_usd"]["lo"].get<double>();
  CHECK(options_json[1]["ratio_to_cheapest"]["lo"].get<double>() == Approx(lo));
}

TEST_CASE("estimate --explain traces every number to a rule line and a table entry") {
  CommonOptions options;
  options.explain = Explain::readable;
  std::ostringstream out, err;
  run_estimate({std::string(CLAIMCHECK_SOURCE_DIR) + "/examples/plans/70b-on-2t.claims"}, options,
               out, err);
  const std::string text = out.str();
  CHECK(text.find("gpu_hours = flop / (hardware.peak * mfu)") != std::string::npos);
  CHECK(text.find("hardware.peak = 2250 TFLOPS   (B200 dense bf16: ") != std::string::npos);
  CHECK(text.find("assume.recompute_overhead = 1.25×–1.5×   (assumptions.toml: PaLM") !=
        std::string::npos);
  CHECK(text.find("why: B200 costs more per hour than H100") != std::string::npos);
  // Plain numbers are not percentages: a multiplier, a count of household-years,
  // and an assumption in the unit its table gives.
  CHECK(text.find("extra = 1.25–1.5   (let extra)") != std::string::npos);
  CHECK(text.find("= 12.6–119\n") != std::string::npos);
  CHECK(text.find("assume.household_electricity = 10,715 kWh/year") != std::string::npos);
  CHECK(text.find("1257%") == std::string::npos);
  // The assumptions behind the figures, each once, with its source.
  CHECK(text.find("\n    household_electricity = 10,715 kWh/year: US EIA FAQ") !=
        std::string::npos);
  // With its typical value where one is published, else where the likely figure takes it.
  CHECK(text.find(
            "\n    failed_runs = 1.03×–1.18×, typical 1.11×: Gemini report (arXiv:2312.11805)") !=
        std::string::npos);
  const auto first =
      text.find("    ablations = 1.5×–5.6×, likely its middle: low: Morrison et al.");
  REQUIRE(first != std::string::npos);
  CHECK(text.find("    ablations = ", first + 1) == std::string::npos);
}

TEST_CASE("estimate: an unbounded plan sorts by its low end and writes an open ratio as inf") {
  const std::string text = "plan p: 8B params, 15T+ tokens, on H100-SXM or B200, 1000 GPUs\n";
  const auto e = estimate_of(text);
  REQUIRE(e.estimate.options.size() == 2);
  CHECK(e.estimate.options[0].hardware == "B200");
  CHECK(e.estimate.options[1].hardware == "H100-SXM");
  const std::string path =
      (std::filesystem::temp_directory_path() / "claimcheck-unbounded-plan.claims").string();
  std::ofstream(path) << text;
  CommonOptions options;
  options.format = Format::json;
  std::ostringstream out, err;
  run_estimate({path}, options, out, err);
  std::filesystem::remove(path);
  const auto j = nlohmann::json::parse(out.str());
  const auto& ratio = j["plans"][0]["options"][1]["ratio_to_cheapest"];
  CHECK(ratio["hi"] == "inf");
  CHECK(ratio["lo"].get<double>() > 1);
}

TEST_CASE("the calculator's columns are checked against the plan rules when they load") {
  // A rule file that replaces the calculator with a cost in the wrong unit,
  // or with no cost at all, is refused at load instead of breaking the table.
  const char* const wrong_unit = R"X(rule estimate "A calculator"
  for plan
  needs tokens, params
  show gpu_hours = 6 FLOP/(param*token) * params * tokens / (hardware.peak * 40%)
  show cost_usd = gpu_hours
  ok: "x"
end
)X";
  const char* const no_cost = R"X(rule estimate "A calculator"
  for plan
  needs tokens, params
  show gpu_hours = 6 FLOP/(param*token) * params * tokens / (hardware.peak * 40%)
  ok: "x"
end
)X";
  Environment env;
  std::vector<Diagnostic> d;
  REQUIRE(Environment::builtin(env, d));
  REQUIRE(check_estimate_columns(env.rules, d));
  REQUIRE(d.empty());

  REQUIRE(env.rules.load(wrong_unit, "mine.rules", false, env.assumptions, d));
  CHECK_FALSE(check_estimate_columns(env.rules, d));
  REQUIRE(d.size() == 1);
  CHECK(render(d[0]) ==
        "mine.rules:5:8: error: the calculator writes 'cost_usd' as USD, but this show gives "
        "GPU*s: rename it, or give it that unit\n"
        "  show cost_usd = gpu_hours\n"
        "       ^~~~~~~~\n");

  Environment other;
  d.clear();
  REQUIRE(Environment::builtin(other, d));
  REQUIRE(other.rules.load(no_cost, "mine.rules", false, other.assumptions, d));
  CHECK_FALSE(check_estimate_columns(other.rules, d));
  REQUIRE(d.size() == 1);
  CHECK(d[0].message ==
        "the rules for plan records show no 'cost_usd' (USD): the calculator orders and compares "
        "options by it");
  CHECK(d[0].where.line == 1);

  // Without any rule for plans, or with rules for plans that show nothing,
  // there is no calculator to check.
  Environment bare;
  d.clear();
  REQUIRE(Environment::builtin(bare, d, false));
  CHECK(check_estimate_columns(bare.rules, d));
  REQUIRE(
      bare.rules.load("rule plan-named \"A plan names its model\"\n  for plan\n  needs params\n"
                      "  ok: \"{params}\"\nend\n",
                      "plain.rules", false, bare.assumptions, d));
  CHECK(check_estimate_columns(bare.rules, d));
  CHECK(d.empty());
}

TEST_CASE("every column JSON writes names a show of the built-in calculator") {
  const Environment& env = claimcheck::testing::builtin_environment();
  const Rule* estimate = env.rules.find("estimate");
  const Rule* serving = env.rules.find("serving-estimate");
  REQUIRE(estimate);
  REQUIRE(serving);
  for (const auto& c : estimate_columns()) {
    INFO(c.output);
    bool shown = false;
    for (const Rule* r : {estimate, serving})
      for (const auto& let : r->lets) shown = shown || (let.shown && let.name == c.output);
    CHECK(shown);
  }
}

TEST_CASE("a family is planned as its variants, and the H100-SXM gives the seeds' figures") {
  // 8B on 15T tokens: 6 × 8e9 × 15e12 = 7.2e23 FLOP; at 40% of 989 TFLOPS,
  // 7.2e23 / (0.4 × 989e12 × 3600) = 5.06e5 GPU-hours; on 1,000 GPUs, 506 h = 21 days.
  std::vector<Diagnostic> d;
  const auto records = parse_claims("plan p: 8B params, 15T tokens, on 1,000 H100, MFU 40%\n",
                                    "p.claims", builtin().catalogue, d);
  REQUIRE(d.empty());
  const PlanEstimate e = estimate_plan(records[0], builtin());
  REQUIRE(e.options.size() == 2);
  const PlanOption* sxm = nullptr;
  for (const auto& o : e.options) {
    CHECK(o.hardware != "H100");  // never the family merged
    if (o.hardware == "H100-SXM") sxm = &o;
  }
  REQUIRE(sxm);
  CHECK(sxm->output("flop")->lo() == Approx(7.2e23));
  CHECK(sxm->output("gpu_hours")->lo() / 3600 == Approx(5.0556e5).epsilon(0.001));
  CHECK(sxm->output("wall_clock")->lo() / 86400 == Approx(21.06).epsilon(0.01));
}

TEST_CASE("every likely figure lies within its bounds, and options sort by likely cost") {
  std::vector<Diagnostic> d;
  const auto records = parse_claims(
      "plan a: 8B params, 15T tokens, on 1,000 H100 or B200, MFU 40%\n"
      "plan b: 70B params, 2T tokens, on H100-SXM or B200 or MI300X, 1024 GPUs, MFU 35%..45%, "
      "dataset 10 TB, egress $0.09/GB\n"
      "plan c: 7B params, 1T tokens\n",
      "p.claims", builtin().catalogue, d);
  REQUIRE(d.empty());
  for (const auto& r : records) {
    const PlanEstimate e = estimate_plan(r, builtin());
    double previous = 0;
    for (const auto& o : e.options) {
      INFO(r.name << " on " << o.hardware);
      for (const auto& step : o.outputs) {
        if (!step.result) continue;
        const auto likely = o.likely.find(step.name);
        REQUIRE(likely != o.likely.end());
        CHECK(likely->second.is_point());
        CHECK(likely->second.lo() >= step.result->lo() * (1 - 1e-9));
        CHECK(likely->second.lo() <= step.result->hi() * (1 + 1e-9));
      }
      const auto cost = o.likely.find("cost_usd");
      if (cost == o.likely.end()) continue;
      CHECK(cost->second.lo() >= previous);  // cheapest likely cost first
      previous = cost->second.lo();
    }
  }
  // 8B on 15T on H100-SXM at 40% MFU: 5.06e5 GPU-hours at the geometric mean
  // of $1.49 and $12.29, $4.28 per GPU-hour: a likely $2.16M.
  const PlanEstimate a = estimate_plan(records[0], builtin());
  for (const auto& o : a.options)
    if (o.hardware == "H100-SXM")
      CHECK(o.likely.at("cost_usd").lo() ==
            Approx(5.0556e5 * std::sqrt(1.49 * 12.29)).epsilon(0.01));
}

namespace {

/// A serving plan's one option, its likely value of a show and its bounds.
struct Served {
  Quantity bounds;
  double likely = 0;
};

Served served(const PlanOption& o, const std::string& name) {
  const auto bounds = o.output(name);
  REQUIRE(bounds);
  REQUIRE(o.likely.count(name));
  return {*bounds, o.likely.at(name).lo()};
}

}  // namespace

TEST_CASE("a serving plan: 70B dense on H100-SXM, its cost per 1M output tokens by hand") {
  // With no precision, a plan serves in fp8: 70B params, 70 GB of weights.
  // The fewest H100-SXM whose usable memory (0.9 × 80 GB) holds them at most
  // half full: 140 / 72 = 1.9, so 2. With no model named, the KV cache is
  // the catalogue's typical 327,680 bytes per token at bf16, 163,840 in fp8;
  // with no lengths, DeepSeek's average 4,989 tokens per sequence: 817 MB
  // each. Memory holds (2 × 72 − 70) GB / 817 MB = 90.5 sequences beside
  // the weights; the plan's batch 64 fits.
  // Each token reads its share of the weights and its own cache: 70 GB / 64
  // + 817 MB = 1.911 GB. At 3.35 TB/s, 1,753 tokens/s per GPU at the
  // roofline (the fp8 arithmetic allows 14,136); at the typical 45% of it,
  // 789 tokens/s while decoding. Prefill of 1.58 input tokens per output
  // token at 45% of 1,979 TFLOP/s (6,361 tokens/s) leaves 660 tokens/s per
  // GPU. At the geometric mean of $1.49 and $12.29, $4.279 per GPU-hour:
  // $1.80 per 1M output tokens.
  const auto e = estimate_of(
      "plan \"Serve 70B\": 70B params, on H100-SXM, serves 1B tokens/day,\n"
      "    500 output tokens per query, batch 64\n");
  REQUIRE(e.estimate.options.size() == 1);
  const PlanOption& o = e.estimate.options[0];
  CHECK(o.cost_output() == std::string(kCostPerTokenOutput));
  const double kv = 163840.0 * 4989;
  CHECK(served(o, "gpus_per_replica").likely == 2);
  CHECK(served(o, "batch_used").likely == Approx(64));
  const double per_token = 70e9 / 64 + kv;
  const double decode = std::min(3.35e12 / per_token, 1979e12 / 1.4e11) * 0.45;
  CHECK(decode == Approx(788.8).epsilon(0.002));
  CHECK(served(o, "decode_token_rate").likely == Approx(decode));
  const double prefill = 1979e12 * 0.45 / 1.4e11;
  const double rate = 1 / (1 / decode + 1.58 / prefill);
  CHECK(served(o, "token_rate").likely == Approx(rate));
  const Served cost = served(o, "cost_per_token");
  CHECK(cost.likely == Approx(std::sqrt(1.49 * 12.29) / 3600 / rate));
  CHECK(cost.likely * 1e6 == Approx(1.80).epsilon(0.005));
  CHECK(served(o, "flop_token").likely == Approx(1.4e11));
  // 1B tokens/day is 11,574 tokens/s: 18 GPUs at 660 tokens/s each.
  CHECK(served(o, "gpus").likely == std::ceil(1e9 / 86400 / rate));
  // Every likely figure lies within its bounds.
  for (const auto& step : o.outputs) {
    if (!step.result) continue;
    INFO(step.name);
    REQUIRE(o.likely.count(step.name));
    CHECK(o.likely.at(step.name).lo() >= step.result->lo() * (1 - 1e-9));
    CHECK(o.likely.at(step.name).lo() <= step.result->hi() * (1 + 1e-9));
  }
  // The training calculator is not for serving plans.
  bool training = false;
  for (const auto& f : o.findings)
    if (f.rule == "estimate") training = f.verdict != Level::not_applicable;
  CHECK_FALSE(training);
}

TEST_CASE("a serving plan's batch never exceeds memory, its context never the model's window") {
  // DeepSeek-V3 on the 19 H800 that hold its 671 GB of fp8 weights at most
  // half full: (19 × 72 − 671) GB / (70,272 bytes × 4,989 tokens) = 1,931
  // sequences fit beside them, not the 13,320 planned.
  const auto e = estimate_of(
      "plan p: model DeepSeek-V3, on H800, in fp8, serves 168B tokens/day, batch 13320\n");
  const PlanOption& o = e.estimate.options[0];
  CHECK(served(o, "gpus_per_replica").likely == 19);
  const double fit = (19 * 72e9 - 671e9) / (70272.0 * 4989);
  CHECK(served(o, "batch_used").bounds.hi() == Approx(fit));
  bool noted = false;
  for (const auto& f : o.findings)
    if (f.rule == "serving-estimate")
      noted = f.message.find("batch 13,320 does not fit beside the weights") != std::string::npos;
  CHECK(noted);
  // Llama 2's window is 4,096 tokens: a longer prompt is cut to it.
  const auto llama2 = estimate_of(
      "plan p: model Llama-2-70b, on H100-SXM, in fp8, serves 1B tokens/day,\n"
      "    8,000 input tokens per query, 500 output tokens per query\n");
  CHECK(served(llama2.estimate.options[0], "context_used").bounds.hi() == Approx(4096));
  // Within it, the prompt and half the output.
  const auto short_prompt = estimate_of(
      "plan p: model Llama-2-70b, on H100-SXM, in fp8, serves 1B tokens/day,\n"
      "    1,000 input tokens per query, 500 output tokens per query\n");
  CHECK(served(short_prompt.estimate.options[0], "context_used").likely == Approx(1250));
}

TEST_CASE(
    "the serving model reproduces DeepSeek's production decode rate, and its price is above") {
  // DeepSeek-V3/R1 on H800 (open-infra-index, 2025-03-01): 1,850 output
  // tokens/s per GPU while decoding, 20 tokens/s per user, an average KV
  // cache of 4,989 tokens, on decoding units of 144 GPUs. At $2 per
  // H800-hour (DeepSeek's own figure) that is about $0.30 per 1M output tokens.
  const auto e = estimate_of(
      "plan \"DeepSeek-V3 as served\": model DeepSeek-V3, on 144 H800, in fp8,\n"
      "    4,989 input tokens per query, 20 tokens/s per user, serves 168B tokens/day,\n"
      "    at $2/GPU-hour\n");
  REQUIRE(e.estimate.options.size() == 1);
  const PlanOption& o = e.estimate.options[0];
  const double decode = served(o, "decode_token_rate").likely;
  CHECK(decode > 1850 / 1.5);
  CHECK(decode < 1850 * 1.5);
  const double cost = 2.0 / 3600 / decode * 1e6;
  CHECK(cost > 0.15);
  CHECK(cost < 0.45);
  // DeepSeek's R1 price in examples/vendors: $2.19 per 1M output tokens, more
  // than 5× its decoding cost (DeepSeek states a 545% cost-profit margin).
  std::vector<Diagnostic> d;
  const auto vendors = parse_claims(
      [] {
        std::ifstream in(std::string(CLAIMCHECK_SOURCE_DIR) +
                         "/examples/vendors/per-token-prices.claims");
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
      }(),
      "per-token-prices.claims", builtin().catalogue, d, &builtin().models);
  std::optional<Quantity> r1_price;
  for (const auto& r : vendors)
    if (r.name == "DeepSeek API: R1") r1_price = r.find(Field::price_output)->value;
  REQUIRE(r1_price);
  CHECK(r1_price->lo() * 1e6 == Approx(2.19));
  CHECK(r1_price->lo() * 1e6 > 5 * cost);
}

TEST_CASE("a vendor's 70B price is above the serving plan's cost, even at its upper bound") {
  // Together's Llama 3.3 70B Turbo at $0.88 per 1M output tokens
  // (examples/vendors). Served in fp8 on H100-SXM at $2 per GPU-hour, with
  // 1,000 input and 1,000 output tokens a query (TensorRT-LLM measured 2,103
  // tokens/s per GPU for that, tests/anchors): the likely cost is about
  // $0.26, and even at the least share of the roofline any anchor implies
  // (15%) it is below the price.
  const auto e = estimate_of(
      "plan \"Llama 3.3 70B as served\": model Llama-3.3-70B, on H100-SXM, in fp8,\n"
      "    1,000 input tokens per query, 1,000 output tokens per query,\n"
      "    serves 1B tokens/day, at $2/GPU-hour\n");
  REQUIRE(e.estimate.options.size() == 1);
  const Served cost = served(e.estimate.options[0], "cost_per_token");
  CHECK(cost.likely * 1e6 > 0.2);
  CHECK(cost.likely * 1e6 < 0.35);
  CHECK(cost.bounds.hi() * 1e6 < 0.88);
}

TEST_CASE("a mixture of experts reads the experts its batch touches") {
  // Mixtral 8x7B (46.7B, 12.9B active, 8 experts, 2 active): each expert is
  // (46.7 − 12.9) / 6 = 5.63B; one sequence reads 12.9B, a batch of 64 all
  // 8 experts, 46.7B.
  const auto one =
      estimate_of("plan p: model Mixtral-8x7B, on H100-SXM, serves 1B tokens/day, batch 1\n");
  const auto many =
      estimate_of("plan p: model Mixtral-8x7B, on H100-SXM, serves 1B tokens/day, batch 64\n");
  auto params_read = [](const PlanOption& o) {
    for (const auto& f : o.findings)
      for (const auto& s : f.working)
        if (s.name == "serve_params_read" && s.result) return s.result->lo();
    return 0.0;
  };
  const Model* m = builtin().models.find("Mixtral-8x7B");
  REQUIRE(m);
  const double total = m->params->lo(), active = m->active_params->lo();
  CHECK(params_read(one.estimate.options[0]) == Approx(active));
  CHECK(params_read(many.estimate.options[0]) == Approx(total).epsilon(1e-6));
}

TEST_CASE("serving-estimate: its message, and a warning when no batch gives each user the rate") {
  const auto ok = estimate_of(
      "plan p: model Llama-3.3-70B, on H100-SXM, in fp8, serves 1B tokens/day, at $2/GPU-hour, "
      "batch 64\n");
  auto finding = [](const PlanOption& o) {
    for (const auto& f : o.findings)
      if (f.rule == "serving-estimate") return f;
    FAIL("no serving-estimate finding");
    return Finding{};
  };
  const Finding f = finding(ok.estimate.options[0]);
  CHECK(f.verdict == Level::ok);
  CHECK(f.message.rfind("on H100-SXM, ", 0) == 0);
  CHECK(f.message.find(" at batch 64: output tokens cost ") != std::string::npos);
  // DeepSeek-V3 on 19 H800: every step reads 671 GB over 19 × 3.35 TB/s,
  // 10.5 ms at the roofline, so no batch gives each user 100 tokens/s
  // (10 ms a token) at any share of it.
  const auto slow = estimate_of(
      "plan p: model DeepSeek-V3, on H800, in fp8, serves 168B tokens/day,\n"
      "    100 tokens/s per user\n");
  const Finding w = finding(slow.estimate.options[0]);
  CHECK(w.verdict == Level::warning);
  CHECK(w.message.rfind("no batch gives each user 100 tokens/s on 19 GPUs of H800", 0) == 0);
}

TEST_CASE("a plan longer than a run is worth gets a note: each option at its own price") {
  // 70B on 2T tokens on the 14 GPUs its training state needs: 8.4e23 FLOP at
  // 989 TFLOP/s x 14 x 21%-48% is 1,480-3,300 days.
  const auto slow = estimate_of("plan p: 70B params, 2T tokens, on H100-SXM\n");
  bool noted = false;
  for (const auto& f : slow.estimate.options[0].findings)
    if (f.rule == "estimate")
      noted = f.verdict == Level::note &&
              f.message.rfind(
                  "1480–3300 days of training at MFU 21%–48% is longer than a run is "
                  "worth (274 days",
                  0) == 0;
  CHECK(noted);
  // $2 an H100-hour, $3.50 a B200-hour: each option costs its own, and the
  // reason B200 wins quotes them, not the catalogue's ranges.
  const auto priced = estimate_of(
      "plan q: 70B params, 2T tokens, on H100-SXM or B200, at $2/H100-hour, $3.50/B200-hour, "
      "1024 GPUs\n");
  REQUIRE(priced.estimate.options.size() == 2);
  for (const auto& o : priced.estimate.options) {
    const double dollars_per_hour = o.hardware == "B200" ? 3.5 : 2.0;
    CHECK(o.output("cost_usd")->lo() ==
          Approx(o.output("gpu_hours")->lo() / 3600 * dollars_per_hour));
  }
  REQUIRE(priced.estimate.reasons.size() == 1);
  CHECK(priced.estimate.reasons[0].cheapest_price.lo() * 3600 == Approx(3.5));
  CHECK(priced.estimate.reasons[0].other_price.lo() * 3600 == Approx(2.0));
}

TEST_CASE("a cache from the architecture: local layers hold their window, a maker's cache precision holds") {
  auto step = [](const PlanOption& o, const std::string& name) {
    for (const auto& f : o.findings)
      for (const auto& s : f.working)
        if (s.name == name && s.result) return s.result->lo();
    return 0.0;
  };
  // Gemma 3 27B in fp8: 16 KV heads × 128 × 2 (keys and values) × 1 byte =
  // 4,096 bytes a layer-token. 10 global layers hold all 4,989 tokens, the
  // 52 local ones their 1,024-token window: 4,096 × (10 × 4,989 + 52 ×
  // 1,024) = 422 MB a sequence, a third of 62 full layers' 1,267 MB.
  const auto gemma = estimate_of(
      "plan p: model gemma-3-27b, on H100-SXM, in fp8, serves 1B tokens/day\n");
  CHECK(step(gemma.estimate.options[0], "kv_sequence") ==
        Approx(4096.0 * (10 * 4989 + 52 * 1024)));
  // DeepSeek-V3's latent cache stays in bf16 (kv_precision), even in fp8:
  // 61 layers × (512 + 64) × 2 bytes = 70,272 bytes a token, at 4,989 tokens.
  const auto deepseek = estimate_of(
      "plan p: model DeepSeek-V3, on H800, in fp8, serves 1B tokens/day\n");
  CHECK(step(deepseek.estimate.options[0], "kv_sequence") == Approx(70272.0 * 4989));
  // A dense model without one follows its weights: Llama 3.1 8B in fp8 keeps
  // 2 × 32 × 8 × 128 × 1 = 65,536 bytes a token, in bf16 131,072.
  const auto fp8 = estimate_of("plan p: model Llama-3.1-8B, on H100-SXM, in fp8, serves 1B tokens/day\n");
  const auto bf16 =
      estimate_of("plan p: model Llama-3.1-8B, on H100-SXM, in bf16, serves 1B tokens/day\n");
  CHECK(step(fp8.estimate.options[0], "kv_sequence") == Approx(65536.0 * 4989));
  CHECK(step(bf16.estimate.options[0], "kv_sequence") == Approx(131072.0 * 4989));
}
