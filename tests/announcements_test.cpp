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

TEST_CASE("a stated size within model_size_match of the published one is that model, and says so") {
  std::vector<Diagnostic> d;
  // The catalogue's Llama 3.1 8B is the model card's 8B; 8.03B is 0.4% off.
  const auto records = read_with_models(
      "model A: model Llama-3.1-8B, 8.03B params\n"
      "model B: model Llama-3.1-8B, 8.2B params\n",
      d);
  REQUIRE(records.size() == 2);
  CHECK(builtin_environment().models.size_match == Approx(0.01));
  CHECK(records[0].model != nullptr);
  REQUIRE(records[0].notes.size() == 1);
  CHECK(records[0].notes[0] ==
        "the stated 8.03B params is within 1% (model_size_match) of Llama-3.1-8B's 8B params in "
        "rules/models.toml: taken as that model");
  CHECK(records[0].find(Field::tokens) != nullptr);  // the catalogue's figures are taken
  // 2.5% off is another model's size.
  CHECK(records[1].model == nullptr);
  REQUIRE(records[1].notes.size() == 1);
  CHECK(records[1].notes[0].rfind("the size the record states is not Llama-3.1-8B's", 0) == 0);
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

// Each row: an item as a fact-checker writes a 2025-26 announcement's wording
// in the claims language, keeping its words, and the source it was read in.
TEST_CASE("2025-26 wordings, each from a named announcement, read fact by fact") {
  check_readings({
      // Kimi K2 README (github.com/MoonshotAI/Kimi-K2, July 2025): "with 32 billion activated
      // parameters and 1 trillion total parameters"
      {__LINE__, "32 billion activated parameters and 1 trillion total parameters",
       "active_params = 3.2e10 param\nparams = 1e12 param\n"},
      // Kimi K2 README (July 2025): "Pre-trained a 1T parameter MoE model on 15.5T tokens"
      {__LINE__, "pre-trained on 15.5T tokens", "tokens = 1.55e13 token\n"},
      // Llama 4 model card (meta-llama/llama-models, models/llama4/MODEL_CARD.md, April 2025):
      // "Llama 4 Scout, a 17 billion parameter model with 16 experts"
      {__LINE__, "a 17 billion parameter model", "params = 1.7e10 param\n"},
      // Llama 4 model card (April 2025): "a cumulative of 7.38M GPU hours of computation on
      // H100-80GB"
      {__LINE__, "7.38M GPU hours of computation on H100-80GB",
       "gpu_hours = 2.6568e10 GPU·s (7.38M GPU·h)\nhardware = H100\n"},
      // Llama 4 model card (April 2025): "greenhouse gas emissions were 1,999 tons CO2eq for
      // training"
      {__LINE__, "1,999 tons CO2eq", "emissions = 1.999e6 kgCO2e (2000 tCO2e)\n"},
      // gpt-oss README (github.com/openai/gpt-oss, August 2025): "117B parameters with 5.1B
      // active parameters"
      {__LINE__, "117B parameters with 5.1B active parameters",
       "params = 1.17e11 param\nactive_params = 5.1e9 param\n"},
      // gpt-oss README (August 2025): "trained with native MXFP4 precision for the MoE layer"
      {__LINE__, "in native MXFP4 precision", "precision = fp4\n"},
      // GLM-4.5 README (github.com/zai-org/GLM-4.5, July 2025): "355 billion total parameters
      // with 32 billion active parameters"
      {__LINE__, "355 billion total parameters with 32 billion active parameters",
       "params = 3.55e11 param\nactive_params = 3.2e10 param\n"},
      // GLM-4.5 README (July 2025), GLM-4.5-Air: "106 billion total parameters and 12 billion
      // active parameters"
      {__LINE__, "106 billion total parameters and 12 billion active parameters",
       "params = 1.06e11 param\nactive_params = 1.2e10 param\n"},
      // Qwen3 model cards (April 2025): "Qwen3 is pre-trained on 36 trillion tokens across 119
      // languages"
      {__LINE__, "pre-trained on 36 trillion tokens", "tokens = 3.6e13 token\n"},
      // Google, "Measuring the environmental impact of delivering AI at Google Scale"
      // (arXiv:2508.15734, August 2025): "the median Gemini Apps text prompt consumes 0.24 Wh of
      // energy"
      {__LINE__, "0.24 Wh of energy per median text prompt",
       "energy_per_query = 864 J/query (0.24 Wh/query)\n"},
      // Google's statement on arXiv:2508.15734 (August 2025): "uses 0.24 watt-hours of energy"
      {__LINE__, "0.24 watt-hours per prompt", "energy_per_query = 864 J/query (0.24 Wh/query)\n"},
      // Google's statement on arXiv:2508.15734 (August 2025): "emits 0.03 grams of carbon dioxide
      // equivalent (gCO2e)"
      {__LINE__, "0.03 grams of carbon dioxide equivalent per prompt",
       "emissions_per_query = 3e-5 kgCO2e/query (0.03 gCO2e/query)\n"},
      // Google's statement on arXiv:2508.15734 (August 2025): "consumes 0.26 milliliters (or
      // about five drops) of water"
      {__LINE__, "0.26 milliliters of water per prompt",
       "water_per_query = 2.6e-4 L/query (0.26 mL/query)\n"},
      // The Verge on GPT-5 (August 2025): "might use as much as 40 watt-hours per prompt"
      {__LINE__, "as much as 40 watt-hours per prompt",
       "energy_per_query = 0..144000 J/query (0–40 Wh/query)\n"},
      // Sam Altman, "The Gentle Singularity" (June 2025): "the average query uses about 0.34
      // watt-hours"
      {__LINE__, "about 0.34 Wh per query",
       "energy_per_query = 1101.6..1346.4 J/query (0.306–0.374 Wh/query) approximately\n"},
      // SmolLM3 (Hugging Face, July 2025): "384 H100 GPUs over 24 days (~220,000 GPU hours)"
      {__LINE__, "~220,000 GPU hours",
       "gpu_hours = 7.128e8..8.712e8 GPU·s (198,000–242K GPU·h) approximately\n"},
      // SmolLM3 write-ups (July 2025): "a 3 billion-parameter, decoder-only transformer"
      {__LINE__, "a 3 billion-parameter", "params = 3e9 param\n"},
      // ERNIE 4.5 release (github.com/PaddlePaddle/ERNIE, June 2025): "We achieve 47% Model FLOPs
      // Utilization (MFU)"
      {__LINE__, "47% Model FLOPs Utilization (MFU)", "mfu = 0.47\n"},
      // ERNIE-4.5-300B-A47B model card (June 2025): "FP8 mixed-precision training"
      {__LINE__, "in FP8 mixed-precision", "precision = fp8\n"},
      // ERNIE 4.5 300B-A47B (June 2025): "300 billion total parameters with 47 billion active
      // parameters per token"
      {__LINE__, "300 billion total parameters with 47 billion active parameters per token",
       "params = 3e11 param\nactive_params = 4.7e10 param\n"},
      // "Recipes for Pre-training LLMs with MXFP8" (arXiv:2506.08027, June 2025): "MXFP8-E4M3
      // datatype"
      {__LINE__, "in MXFP8-E4M3", "precision = fp8\n"},
      // arXiv:2506.08027 (June 2025): "trained on high-quality datasets of up to 15T tokens"
      {__LINE__, "up to 15T tokens", "tokens = 0..1.5e13 token\n"},
      // InfiR2 FP8 recipe (arXiv:2509.22536, September 2025): "a 160B-token corpus"
      {__LINE__, "160B-token", "tokens = 1.6e11 token\n"},
      // Ai2, "OLMo 2 32B" (allenai.org/blog/olmo2-32B, March 2025): "It is trained up to 6T
      // tokens"
      {__LINE__, "trained up to 6T tokens", "tokens = 0..6e12 token\n"},
      // OLMo 2 32B coverage (2025): "at around 38 percent model FLOPs utilization"
      {__LINE__, "around 38 percent model FLOPs utilization", "mfu = 0.342..0.418 approximately\n"},
      // Mistral's life-cycle analysis of Mistral Large 2 (July 2025): "20.4 kilotons of CO2
      // equivalent (ktCO2e)"
      {__LINE__, "20.4 kilotons of CO2 equivalent", "emissions = 2.04e7 kgCO2e (20400 tCO2e)\n"},
      // Forbes on Mistral's audit (July 2025): "20,400 metric tons of carbon dioxide equivalent"
      {__LINE__, "20,400 metric tons of carbon dioxide equivalent",
       "emissions = 2.04e7 kgCO2e (20400 tCO2e)\n"},
      // Mistral's life-cycle analysis (July 2025): "a response of 400 tokens ... equivalent to
      // 1.14 g of CO2, 45 mL of water"
      {__LINE__, "1.14 g of CO2 per 400-token response",
       "emissions_per_query = 0.00114 kgCO2e/query (1.14 gCO2e/query)\ntokens_per_query = 400 "
       "token/query (400 tokens/query)\n"},
      // Mistral Medium 3 pricing (May 2025): "$0.40 per million input tokens and $2.00 per
      // million output tokens"
      {__LINE__, "$0.40 per million input tokens",
       "price_input = 4e-7 USD/token ($0.40 per 1M tokens)\n"},
      // Gemini 2.5 Pro pricing (2026 guides): "$1.25 input per 1M tokens for prompts up to 200K
      // tokens"
      {__LINE__, "$1.25 input per 1M tokens",
       "price_input = 1.25e-6 USD/token ($1.25 per 1M tokens)\n"},
      // Gemini 2.5 Flash-Lite pricing (2026 guides): "$0.10/1M input and $0.40/1M output"
      {__LINE__, "$0.10/1M input", "price_input = 1e-7 USD/token ($0.10 per 1M tokens)\n"},
      // Meta, Llama 4 announcement (April 2025): "using FP8 and 32K GPUs, we achieved 390
      // TFLOPs/GPU"
      {__LINE__, "on 32K GPUs", "gpus = 32000 GPU\n"},
      // Meta, Llama 4 announcement (April 2025): "consisted of more than 30 trillion tokens"
      {__LINE__, "more than 30 trillion tokens", "tokens = 3e13..inf token\n"},
      // Llama 4 Behemoth coverage (TechPowerUp, April 2025): "288 billion active parameters and
      // nearly two trillion total parameters"
      {__LINE__, "288 billion active parameters and nearly two trillion total parameters",
       "active_params = 2.88e11 param\nparams = 1.8e12..2.2e12 param approximately\n"},
      // DeepSeek-R1 API prices (2025): "$0.14/million input tokens (cache hits), $0.55/million
      // input tokens (cache misses)"
      {__LINE__, "$0.14/million input tokens (cache hits)",
       "price_cached_input = 1.4e-7 USD/token ($0.14 per 1M tokens)\n"},
      // DeepSeek-R1 API prices (2025), as above
      {__LINE__, "$0.55/million input tokens (cache misses)",
       "price_input = 5.5e-7 USD/token ($0.55 per 1M tokens)\n"},
      // NVIDIA Nemotron Nano 9B v2 FP8 card (2025): "Converts linear layer weights to FP8 E4M3
      // format"
      {__LINE__, "in FP8 E4M3", "precision = fp8\n"},
      // NVIDIA, "Pretraining LLMs with NVFP4" (2025): "pretraining a 12-billion-parameter hybrid
      // Mamba-Transformer model on 10 trillion tokens"
      {__LINE__, "12-billion-parameter", "params = 1.2e10 param\n"},
      // NVIDIA on MLPerf Inference v5.0 (April 2025): "40 ms TPOT (25 tokens per second per
      // user)"
      {__LINE__, "25 tokens per second per user", "user_rate = 25 token/s (25 tokens/s)\n"},
      // NVIDIA at GTC 2025: "A single NVIDIA DGX system with eight NVIDIA Blackwell GPUs can
      // achieve ... a maximum throughput of over 30,000 tokens per second"
      {__LINE__, "over 30,000 tokens per second per DGX B200",
       "throughput = 3750..inf token/(GPU·s) (≥ 3,750 tokens/s per GPU)\nhardware = B200\n"},
      // SemiAnalysis InferenceX, GB200 NVL72 vs B200 on DeepSeek R1 (2025): "4,130 tok/s/GPU on
      // GB200 NVL72"
      {__LINE__, "4,130 tok/s/GPU", "throughput = 4130 token/(GPU·s) (4,130 tokens/s per GPU)\n"},
      // LMSYS, SGLang on GB200 NVL72 (June 2025): "7,583 tokens per second per GPU for decoding"
      {__LINE__, "7,583 tokens per second per GPU",
       "throughput = 7583 token/(GPU·s) (7,583 tokens/s per GPU)\n"},
      // Anthropic, "Pricing" (docs.anthropic.com, 2025): Claude Sonnet 4, "$3.75 / MTok" under
      // "5m Cache Writes"
      {__LINE__, "$3.75 per MTok (cache writes)",
       "price_cache_write = 3.75e-6 USD/token ($3.75 per 1M tokens)\n"},
      // Anthropic, "Pricing" (2025): Claude Sonnet 4, "$0.30 / MTok" under "Cache Hits &
      // Refreshes"
      {__LINE__, "$0.30 per MTok (cache hits)",
       "price_cached_input = 3e-7 USD/token ($0.30 per 1M tokens)\n"},
      // MiniMax M1 on a model router (June 2025): "$0.0003/1K input tokens"
      {__LINE__, "$0.0003/1K input tokens", "price_input = 3e-7 USD/token ($0.30 per 1M tokens)\n"},
      // MiniMax-M1 launch coverage (June 2025): "512 H800 units over three weeks, costing
      // approximately $537,400"
      {__LINE__, "costing approximately $537,400", "cost = 483660..591140 USD approximately\n"},
      // MiniMax-M1 (June 2025): "activating 45.9 billion parameters per token"
      {__LINE__, "45.9 billion parameters per token", "active_params = 4.59e10 param\n"},
      // MiniMax M1 model description (June 2025): "With 456 billion total parameters and 45.9B
      // active per token"
      {__LINE__, "456 billion total parameters and 45.9B active per token",
       "params = 4.56e11 param\nactive_params = 4.59e10 param\n"},
      // Ai2's Olmo 3 team (December 2025): "We used ~234k H100 hours to pretrain the 7B"
      {__LINE__, "~234k H100 hours",
       "gpu_hours = 7.5816e8..9.2664e8 GPU·s (210,600–257K GPU·h) approximately\nhardware = "
       "H100\n"},
      // Ai2's Olmo 3 team (December 2025): "our GPUs consumed ~146MWh for the 7B"
      {__LINE__, "~146 MWh", "energy = 4.7304e11..5.7816e11 J (131–161 MWh) approximately\n"},
      // Apertus technical report (arXiv:2509.14233, September 2025): "trained in approximately 90
      // days on 4096 GPUs"
      {__LINE__, "in approximately 90 days on 4096 GPUs",
       "duration = 6.9984e6..8.5536e6 s (81–99 days) approximately\ngpus = 4096 GPU\n"},
      // Gemma 3 technical report (March 2025): "a pre-trained carbon footprint of 1497.13 tons of
      // CO2e"
      {__LINE__, "1497.13 tons of CO2e", "emissions = 1.49713e6 kgCO2e (1500 tCO2e)\n"},
      // Granite 4.0 Tiny (IBM, October 2025): "7B" with "(2B active)"
      {__LINE__, "7B params (2B active)", "params = 7e9 param\nactive_params = 2e9 param\n"},
      // Epoch AI, "How much energy does ChatGPT use?" (February 2025): "likely consume roughly
      // 0.3 watt-hours"
      {__LINE__, "roughly 0.3 watt-hours per query",
       "energy_per_query = 972..1188 J/query (0.27–0.33 Wh/query) approximately\n"},
      // DeepSeek-R1 in Nature (September 2025): "the R1 model was trained over 80 hours on a
      // 512-chip cluster of Nvidia H800s"
      {__LINE__, "80 hours on 512 H800s",
       "duration = 288000 s (3.33 days)\nhardware = H800\ngpus = 512 GPU\n"},
      // MiniMax-M1 prices (June 2025): "0.8 RMB/million tokens input"
      {__LINE__, "RMB 0.8 per million tokens input",
       "price_input = 8e-7 CNY per token (converted to USD when checked)\n"},
  });
}
