// The wordings of real announcements (model cards, papers, price and energy
// pages), and the model catalogue a `model` fact takes figures from.
#include <catch2/catch.hpp>

#include "claims/models.h"
#include "test_support.h"

using namespace claimcheck;
using claimcheck::testing::builtin_catalogue;
using claimcheck::testing::builtin_environment;
using claimcheck::testing::facts_of;

namespace {

struct Reading {
  int line;
  std::string item;   ///< one item of a model record, as an announcement words it
  std::string facts;  ///< as `parse` describes them, one per line
};

void check_readings(const std::vector<Reading>& cases) {
  for (const auto& c : cases) {
    INFO("line " << c.line << ": " << c.item);
    CHECK(facts_of("model m: " + c.item + "\n") == c.facts);
  }
}

/// The records of `text`, read with the built-in model catalogue.
std::vector<Record> read_with_models(const std::string& text, std::vector<Diagnostic>& d) {
  const Environment& env = builtin_environment();
  return parse_claims(text, "t.claims", env.catalogue, d, &env.models);
}

}  // namespace

TEST_CASE("model-card accelerator names: a memory-only name is the family") {
  check_readings({
      {__LINE__, "on H100-80GB", "hardware = H100\n"},
      {__LINE__, "on H100-80G", "hardware = H100\n"},
      {__LINE__, "on H100 SXM5", "hardware = H100-SXM\n"},
      {__LINE__, "on H100 80GB HBM3", "hardware = H100-SXM\n"},
      {__LINE__, "on A100-SXM4-40GB", "hardware = A100-40GB\n"},
      {__LINE__, "on TPU v5p", "hardware = TPU-v5p\n"},
      {__LINE__, "on TPUv4", "hardware = TPU-v4\n"},
      {__LINE__, "on 512 H100s", "hardware = H100\ngpus = 512 GPU\n"},
      {__LINE__, "512 H100s", "hardware = H100\ngpus = 512 GPU\n"},
      {__LINE__, "1,920 H100-SXM GPUs", "hardware = H100-SXM\ngpus = 1920 GPU\n"},
      {__LINE__, "4 DGX B200s", "hardware = B200\ngpus = 32 GPU\n"},
      {__LINE__, "21 days", "duration = 1.8144e6 s (21 days)\n"},
  });
}

TEST_CASE("training wordings: pre-trained on, total and activated parameters") {
  check_readings({
      {__LINE__, "pre-trained on ~40 trillion tokens",
       "tokens = 3.6e13..4.4e13 token approximately\n"},
      {__LINE__, "pretrained on 15T tokens", "tokens = 1.5e13 token\n"},
      {__LINE__, "trained on 14.8T tokens", "tokens = 1.48e13 token\n"},
      {__LINE__, "671B total parameters", "params = 6.71e11 param\n"},
      {__LINE__, "37B activated parameters", "active_params = 3.7e10 param\n"},
      {__LINE__, "32B activated params", "active_params = 3.2e10 param\n"},
  });
}

TEST_CASE("price-page wordings: cents, slashes, cached input, other currencies") {
  check_readings({
      {__LINE__, "15 cents per million input tokens",
       "price_input = 1.5e-7 USD/token ($0.15 per 1M tokens)\n"},
      {__LINE__, "60 cents per 1M output tokens",
       "price_output = 6e-7 USD/token ($0.60 per 1M tokens)\n"},
      {__LINE__, "$0.15 / 1M tokens",
       "price_input = 1.5e-7 USD/token ($0.15 per 1M tokens)\n"
       "price_output = 1.5e-7 USD/token ($0.15 per 1M tokens)\n"},
      {__LINE__, "$0.15 per million input tokens",
       "price_input = 1.5e-7 USD/token ($0.15 per 1M tokens)\n"},
      {__LINE__, "$0.07 per 1M cached input tokens",
       "price_cached_input = 7e-8 USD/token ($0.07 per 1M tokens)\n"},
      {__LINE__, "$0.07 per 1M cache-hit input tokens",
       "price_cached_input = 7e-8 USD/token ($0.07 per 1M tokens)\n"},
      {__LINE__, "cost £4M", "cost = 4e6 GBP (converted to USD when checked)\n"},
      {__LINE__, "cost GBP 1.5M", "cost = 1.5e6 GBP (converted to USD when checked)\n"},
      {__LINE__, "cost CNY 10M", "cost = 1e7 CNY (converted to USD when checked)\n"},
      {__LINE__, "CNY 2 per 1M output tokens",
       "price_output = 2e-6 CNY per token (converted to USD when checked)\n"},
      {__LINE__, "2 yuan per 1M input tokens",
       "price_input = 2e-6 CNY per token (converted to USD when checked)\n"},
      {__LINE__, "8 RMB per 1M output tokens",
       "price_output = 8e-6 CNY per token (converted to USD when checked)\n"},
  });
}

TEST_CASE("energy, emissions and water per query, as energy pages word them") {
  check_readings({
      {__LINE__, "0.24 watt-hours per prompt", "energy_per_query = 864 J/query (0.24 Wh/query)\n"},
      {__LINE__, "0.24 Wh per median prompt", "energy_per_query = 864 J/query (0.24 Wh/query)\n"},
      {__LINE__, "0.24 Wh per median text prompt",
       "energy_per_query = 864 J/query (0.24 Wh/query)\n"},
      {__LINE__, "0.3 Wh per response", "energy_per_query = 1080 J/query (0.3 Wh/query)\n"},
      {__LINE__, "0.3 Wh per 400-token response",
       "energy_per_query = 1080 J/query (0.3 Wh/query)\n"
       "tokens_per_query = 400 token/query (400 tokens/query)\n"},
      {__LINE__, "0.03 gCO2e per prompt",
       "emissions_per_query = 3e-5 kgCO2e/query (0.03 gCO2e/query)\n"},
      {__LINE__, "1.14 gCO2e per query",
       "emissions_per_query = 0.00114 kgCO2e/query (1.14 gCO2e/query)\n"},
      {__LINE__, "0.26 mL of water per prompt",
       "water_per_query = 2.6e-4 L/query (0.26 mL/query)\n"},
      {__LINE__, "45 mL water per 400-token response",
       "water_per_query = 0.045 L/query (45 mL/query)\n"
       "tokens_per_query = 400 token/query (400 tokens/query)\n"},
  });
}

TEST_CASE("totals as papers and reports word them: kt and Mt of CO2e, PF/s-days, watt-hours") {
  check_readings({
      {__LINE__, "20.4 ktCO2e", "emissions = 2.04e7 kgCO2e (20400 tCO2e)\n"},
      {__LINE__, "20.4 ktCO\u2082e", "emissions = 2.04e7 kgCO2e (20400 tCO2e)\n"},
      {__LINE__, "5 MtCO2e", "emissions = 5e9 kgCO2e (5e6 tCO2e)\n"},
      {__LINE__, "552 tonnes of CO2eq", "emissions = 552000 kgCO2e (552 tCO2e)\n"},
      {__LINE__, "900 gCO2e", "emissions = 0.9 kgCO2e (0.9 kgCO2e)\n"},
      {__LINE__, "3,640 petaflop/s-days", "compute = 3.14496e23 FLOP\n"},
      {__LINE__, "3.64E+03 PF-days", "compute = 3.14496e23 FLOP\n"},
      {__LINE__, "1.3 GWh", "energy = 4.68e12 J (1.3 GWh)\n"},
      {__LINE__, "433 megawatt-hours", "energy = 1.5588e12 J (433 MWh)\n"},
      {__LINE__, "energy 50 kilowatt-hours", "energy = 1.8e8 J (50 kWh)\n"},
  });
}

TEST_CASE("a rate per GPU is achieved, never a peak") {
  check_readings({
      {__LINE__, "achieved 390 TFLOP/s per GPU",
       "achieved_rate = 3.9e14 FLOP/(GPU·s) (390 TFLOPS)\n"},
      {__LINE__, "390 TFLOPs/GPU", "achieved_rate = 3.9e14 FLOP/(GPU·s) (390 TFLOPS)\n"},
      {__LINE__, "we achieved 390 TFLOPs/GPU",
       "achieved_rate = 3.9e14 FLOP/(GPU·s) (390 TFLOPS)\n"},
      {__LINE__, "sustained 400 TFLOPS per GPU",
       "achieved_rate = 4e14 FLOP/(GPU·s) (400 TFLOPS)\n"},
      // Only the keyword `peak` makes a rate a peak.
      {__LINE__, "peak 989 TFLOPS/GPU", "claimed_peak = 9.89e14 FLOP/(GPU·s) (989 TFLOPS)\n"},
  });
  // A cluster's rate is not one GPU's.
  CHECK(claimcheck::testing::diagnostics_of("model m: achieved 400 PFLOP/s\n")
            .find("an achieved rate is per GPU") != std::string::npos);
}

TEST_CASE("a model fact names the model: a word or a quoted string") {
  check_readings({
      {__LINE__, "model Llama-3.1-405B", "model = \"Llama-3.1-405B\"\n"},
      {__LINE__, "model \"Llama 3.1 405B\"", "model = \"Llama 3.1 405B\"\n"},
      {__LINE__, "model Llama-3.1-405B on H100", "model = \"Llama-3.1-405B\"\nhardware = H100\n"},
  });
}

TEST_CASE("wordings that stay refused, with what to write instead") {
  using claimcheck::testing::diagnostics_of;
  CHECK(diagnostics_of("model m: cost \u00a510M\n").find("write CNY") != std::string::npos);
  CHECK(diagnostics_of("model m: $0.07 per 1M cached output tokens\n")
            .find("a cached price is for input tokens") != std::string::npos);
  CHECK(diagnostics_of("model m: 3 kg of water per prompt\n").find("unknown unit") !=
        std::string::npos);
  // The unit before `per`, respelt: the same unit, so a suggestion.
  CHECK(diagnostics_of("service s: 0.26 ml per prompt\n").find("did you mean 'mL'?") !=
        std::string::npos);
  CHECK(diagnostics_of("service s: 0.24 wh per prompt\n").find("did you mean 'Wh'?") !=
        std::string::npos);
  // Another magnitude is said, not suggested silently: mWh or MWh?
  CHECK(diagnostics_of("service s: 0.24 mwh per prompt\n")
            .find("'mwh' could be MWh (mega-, a million Wh) or mWh (milli-") != std::string::npos);
}

TEST_CASE("suggestions stay safe: the same chip respelt, a unit of the same shape") {
  using claimcheck::testing::diagnostics_of;
  // Another model number is another chip: MI325X is not MI300X.
  const std::string mi = diagnostics_of("model m: on 8 MI325X\n");
  CHECK(mi.find("MI300X") == std::string::npos);
  CHECK(mi.find("no accelerator of the catalogue has the model number MI325X") !=
        std::string::npos);
  // A respelling of the same chip is still suggested.
  CHECK(diagnostics_of("model m: on 8 H1OO\n").find("did you mean 'H100'?") != std::string::npos);
  // A generic noun is never matched to a chip's name (`GPUs` is not `LPU`).
  const std::string gpus = diagnostics_of("model m: on GPUs\n");
  CHECK(gpus.find("did you mean") == std::string::npos);
  CHECK(gpus.find("'GPUs' names no accelerator") != std::string::npos);
  CHECK(diagnostics_of("model m: on 2,048 accelerators\n").empty());
  // A unit suggestion keeps the phrase's divisions: `tokens/s` is no `tokens`.
  CHECK(diagnostics_of("model m: 5 tokens/s\n").find("did you mean") == std::string::npos);
  CHECK(diagnostics_of("model m: 5 tokns\n").find("did you mean 'tokens'?") != std::string::npos);
  // A rate per rack says which rack, or is refused with what to write.
  CHECK(diagnostics_of("service s: 1,000 tokens/s per rack\n").find("name the system") !=
        std::string::npos);
}

TEST_CASE("model names compare without case, separators, provider or vendor suffixes") {
  const ModelCatalogue& models = builtin_environment().models;
  const Model* m = models.find("Llama-3.1-405B");
  REQUIRE(m != nullptr);
  for (const char* name :
       {"llama-3.1-405b", "Llama 3.1 405B", "Meta-Llama-3.1-405B-Instruct",
        "together_ai/meta-llama/Meta-Llama-3.1-405B-Instruct-Turbo", "meta-llama/Llama-3.1-405B"}) {
    INFO(name);
    CHECK(models.find(name) == m);
  }
  // Dots are kept: 3.1 is not 31; nor is another size the same model.
  CHECK(models.find("Llama-31-405B") == nullptr);
  CHECK(models.find("Llama-3.1-40B") == nullptr);
  CHECK(models.find("Llama-3.1-405B-Vision") == nullptr);
}

TEST_CASE("a model fact takes the figures the record does not state") {
  std::vector<Diagnostic> d;
  const auto records = read_with_models(
      "model A: model DeepSeek-V3, cost $5.576M\n"
      "model B: model DeepSeek-V3, 600B params\n"
      "api C: model deepseek-chat, $0.27 per 1M input tokens\n",
      d);
  REQUIRE(d.empty());
  REQUIRE(records.size() == 3);
  const Fact* p = records[0].find(Field::params);
  REQUIRE(p != nullptr);
  REQUIRE(p->from_table);
  CHECK(p->from_table->table == "rules/models.toml");
  CHECK(p->from_table->entry == "DeepSeek-V3");
  CHECK(p->value.lo() == 671e9);
  REQUIRE(records[0].find(Field::active_params) != nullptr);
  CHECK(records[0].find(Field::active_params)->value.lo() == 37e9);
  CHECK(records[0].find(Field::tokens) != nullptr);
  CHECK(records[0].find(Field::hardware) != nullptr);
  // The record's own figure wins.
  CHECK(records[1].find(Field::params)->value.lo() == 600e9);
  CHECK_FALSE(records[1].find(Field::params)->from_table);
  // An api record takes the size, not the training run.
  CHECK(records[2].find(Field::active_params) != nullptr);
  CHECK(records[2].find(Field::tokens) == nullptr);
  CHECK(records[2].find(Field::hardware) == nullptr);
}

TEST_CASE("a name without a model fact gets a note, not figures") {
  std::vector<Diagnostic> d;
  const auto records = read_with_models(
      "api \"Llama 3.1 405B on Together\": $3.50 per 1M tokens\n"
      "api \"DeepSeek-V3\": 671B params, $0.27 per 1M input tokens\n"
      "api \"gpt-4o\": $2.50 per 1M input tokens\n"
      "api \"Sparrow\": model Sparrow-7B, $0.10 per 1M tokens\n"
      "api \"Mine\": model GPT-4o, $2.50 per 1M input tokens\n",
      d);
  REQUIRE(d.empty());
  REQUIRE(records.size() == 5);
  CHECK(records[0].find(Field::params) == nullptr);
  REQUIRE(records[0].notes.size() == 1);
  CHECK(records[0].notes[0].find("add `model Llama-3.1-405B`") != std::string::npos);
  // The active parameters of a mixture of experts are still missing: a note too.
  REQUIRE(records[1].notes.size() == 1);
  CHECK(records[1].find(Field::active_params) == nullptr);
  // A closed model: its size is not published.
  REQUIRE(records[2].notes.size() == 1);
  CHECK(records[2].notes[0].find("closed model") != std::string::npos);
  // A model the catalogue does not have: said, and nothing taken.
  REQUIRE(records[3].notes.size() == 1);
  CHECK(records[3].notes[0].find("not in the model catalogue") != std::string::npos);
  CHECK(records[3].find(Field::params) == nullptr);
  REQUIRE(records[4].notes.size() == 1);
  CHECK(records[4].notes[0].find("closed model") != std::string::npos);
  CHECK(records[4].find(Field::params) == nullptr);
}

TEST_CASE("a closed model's record stays unchecked") {
  std::vector<Diagnostic> d;
  const auto records =
      read_with_models("api \"Mine\": model GPT-4o, $2.50 per 1M input tokens\n", d);
  REQUIRE(records.size() == 1);
  const ClaimResult r = check_record(records[0], builtin_environment());
  CHECK(r.verdict == Level::unchecked);
}

TEST_CASE("the model catalogue refuses a name used twice, and a closed model with figures") {
  ModelCatalogue models;
  std::vector<Diagnostic> d;
  CHECK_FALSE(
      models.load("schema = 1\n[[model]]\nid = \"A-1B\"\nsource = \"s\"\n"
                  "[[model]]\nid = \"B-1B\"\naliases = [\"a 1b\"]\nsource = \"s\"\n",
                  "m.toml", nullptr, d));
  REQUIRE_FALSE(d.empty());
  CHECK(d[0].message.find("already used by A-1B") != std::string::npos);
  d.clear();
  CHECK_FALSE(models.load(
      "schema = 1\n[[model]]\nid = \"C\"\nclosed = true\nparams = 1e9\nsource = \"s\"\n", "m.toml",
      nullptr, d));
  REQUIRE_FALSE(d.empty());
  CHECK(d[0].message.find("closed") != std::string::npos);
  d.clear();
  CHECK_FALSE(
      models.load("schema = 1\n[[model]]\nid = \"D\"\nparams = 1e9\n", "m.toml", nullptr, d));
  REQUIRE_FALSE(d.empty());
  CHECK(d[0].message.find("needs a source") != std::string::npos);
  CHECK(d[0].where.line == 2);
}

TEST_CASE("a model's training accelerator must be in the accelerator catalogue") {
  std::vector<Diagnostic> d;
  ModelCatalogue models;
  CHECK_FALSE(
      models.load("schema = 1\n[[model]]\nid = \"E\"\naccelerator = \"H20\"\nsource = \"s\"\n",
                  "m.toml", &builtin_catalogue(), d));
  REQUIRE(d.size() == 1);
  CHECK(d[0].message.find("'H20'") != std::string::npos);
  CHECK(d[0].where.line == 4);
  d.clear();
  CHECK(models.load(
      "schema = 1\n[[model]]\nid = \"F\"\naccelerator = \"H100-80GB\"\nsource = \"s\"\n", "m.toml",
      &builtin_catalogue(), d));
}

TEST_CASE("the size is taken whole: a stated size that differs takes nothing") {
  std::vector<Diagnostic> d;
  const auto records = read_with_models(
      "api A: model DeepSeek-V3, 600B params, $0.10 per 1M tokens\n"
      "api B: model DeepSeek-V3, 671B params, $0.10 per 1M tokens\n",
      d);
  REQUIRE(records.size() == 2);
  // 600B is not DeepSeek-V3's size: 600B is checked, and no active count is taken.
  CHECK(records[0].find(Field::active_params) == nullptr);
  REQUIRE(records[0].notes.size() == 1);
  CHECK(records[0].notes[0].find("not DeepSeek-V3's") != std::string::npos);
  // 671B is: the catalogue gives the 37B active parameters.
  REQUIRE(records[1].find(Field::active_params) != nullptr);
  CHECK(records[1].find(Field::active_params)->value.lo() == 37e9);
  CHECK(records[1].notes.empty());
}

TEST_CASE("a record that describes its own run takes no GPU-hours or accelerator") {
  std::vector<Diagnostic> d;
  const auto records = read_with_models(
      "model A: model Llama-3.1-405B, on 16,384 H100 for 54 days, cost $42.5M\n"
      "model B: model Llama-3.1-405B, on 16K B200\n",
      d);
  REQUIRE(records.size() == 2);
  for (const auto& r : records) {
    CHECK(r.find(Field::gpu_hours) == nullptr);
    CHECK(r.find(Field::tokens) != nullptr);  // the tokens are the model's, whatever the run
    CHECK_FALSE(r.find(Field::hardware)->from_table);
  }
}

TEST_CASE("a rule that reads only the catalogue's figures does not check the claim") {
  std::vector<Diagnostic> d;
  const auto records = read_with_models(
      "model A: model Llama-3.1-8B, source \"a\"\n"
      "model B: model Llama-3.1-405B, cost $61.7M at $2/GPU-hour\n",
      d);
  REQUIRE(records.size() == 2);
  const ClaimResult a = check_record(records[0], builtin_environment());
  CHECK(a.verdict == Level::unchecked);
  bool catalogue_only = false;
  for (const auto& f : a.findings) catalogue_only = catalogue_only || f.catalogue_only;
  CHECK(catalogue_only);
  // The cost is the claim's: training-cost checks it; implied-mfu, on the
  // catalogue's figures alone, does not count.
  const ClaimResult b = check_record(records[1], builtin_environment());
  CHECK(b.verdict != Level::unchecked);
  for (const auto& f : b.findings) {
    if (f.rule == "training-cost") CHECK_FALSE(f.catalogue_only);
    if (f.rule == "implied-mfu") CHECK(f.catalogue_only);
  }
}

TEST_CASE("a record's name matches a model only where the model's name ends") {
  const ModelCatalogue& models = builtin_environment().models;
  REQUIRE(model_named_in("Llama 3.1 405B on Together", models) != nullptr);
  CHECK(model_named_in("Llama 3.1 405B on Together", models)->id == "Llama-3.1-405B");
  CHECK(model_named_in("Llama 3.1 405B (batch)", models)->id == "Llama-3.1-405B");
  CHECK(model_named_in("Mistral Large 2 on X", models)->id == "Mistral-Large-Instruct-2407");
  // Words that make another model: a distillation, a multimodal variant.
  CHECK(model_named_in("DeepSeek R1 Distill Llama 70B", models) == nullptr);
  CHECK(model_named_in("Phi-4 multimodal instruct", models) == nullptr);
  CHECK(model_named_in("Llama 3.1 405B Vision", models) == nullptr);
}

TEST_CASE("review: model names, plurals, MFU and money after the number") {
  using claimcheck::testing::diagnostics_of;
  CHECK(diagnostics_of("model m: model Llama-3.1-405B 15T tokens\n")
            .find("a model's name is one word or a quoted string") != std::string::npos);
  // V100S is another chip than the V100, not its plural.
  CHECK(diagnostics_of("model m: on 512 V100S\n").find("unknown hardware 'V100S'") !=
        std::string::npos);
  check_readings({
      {__LINE__, "achieved 41% MFU", "mfu = 0.41\n"},
      {__LINE__, "cost 10M CNY", "cost = 1e7 CNY (converted to USD when checked)\n"},
      {__LINE__, "cost 10 million yuan", "cost = 1e7 CNY (converted to USD when checked)\n"},
      {__LINE__, "at 150 cents per GPU-hour",
       "gpu_price = 4.1666667e-4 USD/(GPU·s) ($1.50 per GPU·h)\n"},
  });
}

TEST_CASE("a model table's sources name figures, and an id is not empty") {
  ModelCatalogue models;
  std::vector<Diagnostic> d;
  CHECK_FALSE(
      models.load("schema = 1\n[[model]]\nid = \"G\"\nparams = 1e9\nsource = \"s\"\n"
                  "[model.sources]\nparamz = \"t\"\n",
                  "m.toml", nullptr, d));
  REQUIRE_FALSE(d.empty());
  CHECK(d[0].message.find("did you mean 'params'") != std::string::npos);
  d.clear();
  CHECK_FALSE(
      models.load("schema = 1\n[[model]]\nid = \"\"\nsource = \"s\"\n", "m.toml", nullptr, d));
  REQUIRE_FALSE(d.empty());
  CHECK(d[0].message.find("not empty") != std::string::npos);
}

TEST_CASE("a pinned value that cannot be compared is an input error at its place") {
  using claimcheck::testing::diagnostics_of;
  const std::string money =
      diagnostics_of("model m: 1B params\n    expect implied-mfu mfu $1..$2\n");
  CHECK(money.find("t.claims:2:28: error: a pinned value is a number or a range") !=
        std::string::npos);
  const std::string unit =
      diagnostics_of("model m: 1B params\n    expect implied-mfu work 1..2 FLOPZ\n");
  CHECK(unit.find("t.claims:2:34: error: unknown unit 'FLOPZ' in a pinned value") !=
        std::string::npos);
}

TEST_CASE("2025 wordings: an accelerator's GPU-hours, tokens with a quality word") {
  check_readings({
      // DeepSeek-V3 Technical Report (arXiv:2412.19437, revised 2025-02):
      // "requires only 2.788M H800 GPU hours for its full training".
      {__LINE__, "2.788M H800 GPU hours",
       "gpu_hours = 1.00368e10 GPU·s (2.79M GPU·h)\nhardware = H800\n"},
      // The same report: "pre-trained on 14.8 trillion diverse and
      // high-quality tokens" (the quality word before the noun).
      {__LINE__, "14.8T high-quality tokens", "tokens = 1.48e13 token\n"},
      // A TPU's chip-hours, with its name before them.
      {__LINE__, "1M TPU v4 chip-hours", "gpu_hours = 3.6e9 GPU·s (1M GPU·h)\nhardware = TPU-v4\n"},
  });
}
