// Interpreting items as facts (src/claims/interpret, unit_phrases, prices):
// each keyword's form, unit phrases, prices, joiners, and how a record's
// facts are assembled.
#include <catch2/catch.hpp>

#include "test_support.h"

using namespace claimcheck;
using claimcheck::testing::builtin_catalogue;
using claimcheck::testing::facts_of;

namespace {
std::vector<Record> parse(const std::string& text, std::vector<Diagnostic>& d) {
  return parse_claims(text, "t.claims", builtin_catalogue(), d);
}

struct Reading {
  int line;
  std::string item;   ///< one item of a model record
  std::string facts;  ///< as `parse` describes them, one per line
};
}  // namespace

TEST_CASE("each keyword's fact is read into its field and base unit") {
  const std::vector<Reading> cases = {
      {__LINE__, "source \"arXiv:2407.21783\"", "source = \"arXiv:2407.21783\"\n"},
      {__LINE__, "scope \"final run\"", "scope = \"final run\"\n"},
      {__LINE__, "date 2024-07", "date = 2024-07\n"},
      {__LINE__, "MFU 38%", "mfu = 0.38\n"},
      {__LINE__, "mfu 0.41", "mfu = 0.41\n"},
      {__LINE__, "PUE 1.1", "pue = 1.1\n"},
      {__LINE__, "reads 3", "epochs = 3\n"},
      {__LINE__, "precision fp8", "precision = fp8\n"},
      {__LINE__, "in int8", "precision = int8\n"},
      {__LINE__, "in 54 days", "duration = 4.6656e6 s (54 days)\n"},
      {__LINE__, "compute 3.8e25 FLOP", "compute = 3.8e25 FLOP\n"},
      {__LINE__, "cost $5.576M", "cost = 5.576e6 USD\n"},
      {__LINE__, "energy 21.6 GWh", "energy = 7.776e13 J (21.6 GWh)\n"},
      {__LINE__, "emissions 8,930 tCO2e", "emissions = 8.93e6 kgCO2e (8930 tCO2e)\n"},
      {__LINE__, "dataset 100 TB", "dataset_size = 1e14 byte (100 TB)\n"},
      {__LINE__, "egress $0.09/GB", "egress_price = 9e-11 USD/byte ($0.09 per GB)\n"},
      {__LINE__, "throughput 380 tokens/s/GPU",
       "throughput = 380 token/(GPU·s) (380 tokens/s per GPU)\n"},
      {__LINE__, "wall-clock 54 days", "duration = 4.6656e6 s (54 days)\n"},
      {__LINE__, "peak 989 TFLOPS bf16",
       "claimed_peak = 9.89e14 FLOP/(GPU·s) (989 TFLOPS)\nclaimed_peak_precision = bf16\n"},
      {__LINE__, "at 38% MFU", "mfu = 0.38\n"},
      {__LINE__, "activation checkpointing", "recompute = yes\n"},
      {__LINE__, "recompute", "recompute = yes\n"},
  };
  for (const auto& c : cases) {
    INFO("line " << c.line << ": " << c.item);
    CHECK(facts_of("model m: " + c.item + "\n") == c.facts);
  }
}

TEST_CASE("unit phrases give their field: nouns, units, and accelerator names") {
  const std::vector<Reading> cases = {
      {__LINE__, "405B params", "params = 4.05e11 param\n"},
      {__LINE__, "17B active parameters", "active_params = 1.7e10 param\n"},
      {__LINE__, "15T training tokens", "tokens = 1.5e13 token\n"},
      {__LINE__, "2 epochs", "epochs = 2\n"},
      {__LINE__, "2.788M H800-hours",
       "gpu_hours = 1.00368e10 GPU·s (2.79M GPU·h)\nhardware = H800\n"},
      {__LINE__, "6.4M TPU chip-hours", "gpu_hours = 2.304e10 GPU·s (6.4M GPU·h)\n"},
      {__LINE__, "16,384 H100-SXM", "gpus = 16384 GPU\nhardware = H100-SXM\n"},
      {__LINE__, "0.24 Wh per prompt", "energy_per_query = 864 J/query (0.24 Wh/query)\n"},
      {__LINE__, "500 tokens/query", "tokens_per_query = 500 token/query (500 tokens/query)\n"},
      {__LINE__, "3,640 PF-days", "compute = 3.14496e23 FLOP\n"},
  };
  for (const auto& c : cases) {
    INFO("line " << c.line << ": " << c.item);
    CHECK(facts_of("model m: " + c.item + "\n") == c.facts);
  }
}

TEST_CASE("prices: per token (input, output or both), per GPU-hour, per byte, or a bare cost") {
  const std::vector<Reading> cases = {
      {__LINE__, "$0.50 per 1M tokens",
       "price_input = 5e-7 USD/token ($0.50 per 1M tokens)\n"
       "price_output = 5e-7 USD/token ($0.50 per 1M tokens)\n"},
      {__LINE__, "$3.50 per 1M output tokens",
       "price_output = 3.5e-6 USD/token ($3.50 per 1M tokens)\n"},
      {__LINE__, "$0.15 per million input tokens",
       "price_input = 1.5e-7 USD/token ($0.15 per 1M tokens)\n"},
      {__LINE__, "$2/GPU-hour", "gpu_price = 5.5555556e-4 USD/(GPU·s) ($2 per GPU·h)\n"},
      {__LINE__, "$2.40/H100-hour",
       "gpu_price = 6.6666667e-4 USD/(GPU·s) ($2.40 per GPU·h)\nhardware = H100\n"},
      // Issue 9 review: the per-unit of a euro price was cut out of its unit's text.
      {__LINE__, "at €2/GPU-hour",
       "gpu_price = 5.5555556e-4 EUR per GPU*s (converted to USD when checked)\n"},
      {__LINE__, "€1.20 per 1M output tokens",
       "price_output = 1.2e-6 EUR per token (converted to USD when checked)\n"},
      // Batch and off-peak tiers, and the input price above a context length.
      {__LINE__, "$0.075 per 1M batch input tokens",
       "price_batch_input = 7.5e-8 USD/token ($0.075 per 1M tokens)\n"},
      {__LINE__, "$0.30 per 1M batch output tokens",
       "price_batch_output = 3e-7 USD/token ($0.30 per 1M tokens)\n"},
      {__LINE__, "$0.02 per 1M batch tokens",
       "price_batch_input = 2e-8 USD/token ($0.02 per 1M tokens)\n"
       "price_batch_output = 2e-8 USD/token ($0.02 per 1M tokens)\n"},
      {__LINE__, "$0.135 per 1M off-peak input tokens",
       "price_offpeak_input = 1.35e-7 USD/token ($0.135 per 1M tokens)\n"},
      {__LINE__, "$0.55 per 1M offpeak output tokens",
       "price_offpeak_output = 5.5e-7 USD/token ($0.55 per 1M tokens)\n"},
      {__LINE__, "$2.50 per 1M input tokens above 200K tokens",
       "price_input_above = 2.5e-6 USD/token ($2.50 per 1M tokens)\n"
       "context_above = 200000 token\n"},
  };
  for (const auto& c : cases) {
    INFO("line " << c.line << ": " << c.item);
    CHECK(facts_of("model m: " + c.item + "\n") == c.facts);
  }
}

TEST_CASE("prices and GPU counts read units as every other fact does") {
  // Once their own lists, refusing what the unit phrases accept elsewhere.
  const std::vector<Reading> cases = {
      {__LINE__, "at $1.5 per GPU hours",
       "gpu_price = 4.1666667e-4 USD/(GPU·s) ($1.50 per GPU·h)\n"},
      {__LINE__, "at $2/chip-hour", "gpu_price = 5.5555556e-4 USD/(GPU·s) ($2 per GPU·h)\n"},
      {__LINE__, "$0.10 per billion tokens",
       "price_input = 1e-10 USD/token ($0.0001 per 1M tokens)\n"
       "price_output = 1e-10 USD/token ($0.0001 per 1M tokens)\n"},
      {__LINE__, "$0.5 per M tokens",
       "price_input = 5e-7 USD/token ($0.50 per 1M tokens)\n"
       "price_output = 5e-7 USD/token ($0.50 per 1M tokens)\n"},
      {__LINE__, "on 8 H100-SXM accelerator", "hardware = H100-SXM\ngpus = 8 GPU\n"},
  };
  for (const auto& c : cases) {
    INFO("line " << c.line << ": " << c.item);
    CHECK(facts_of("model m: " + c.item + "\n") == c.facts);
  }
}

TEST_CASE("a system counts its accelerators: DGX, HGX, NVL72, TPU pods") {
  // Issue 10: `on 4 DGX B200` was read as 4 GPUs, and a 300B run that fits
  // in 32 B200s was called impossible.
  const std::vector<Reading> cases = {
      {__LINE__, "on 4 DGX B200", "hardware = B200\ngpus = 32 GPU\n"},
      {__LINE__, "on 2 GB200 NVL72", "hardware = GB200\ngpus = 144 GPU\n"},
      {__LINE__, "on 1 TPU v5p pod", "hardware = TPU-v5p\ngpus = 8960 GPU\n"},
      {__LINE__, "on HGX H100", "hardware = H100-SXM\n"},  // which system, not how many
      {__LINE__, "100K DGX B200-hours",
       "gpu_hours = 2.88e9 GPU·s (800,000 GPU·h)\nhardware = B200\n"},
      {__LINE__, "at $40/DGX H100-hour",
       "gpu_price = 0.0013888889 USD/(GPU·s) ($5 per GPU·h)\nhardware = H100-SXM\n"},
  };
  for (const auto& c : cases) {
    INFO("line " << c.line << ": " << c.item);
    CHECK(facts_of("model m: " + c.item + "\n") == c.facts);
  }
  CHECK(testing::diagnostics_of("plan p: 8B params, 1T tokens, on 2 DGX B200 or H100-SXM\n")
            .find("one count cannot be shared by options that hold different numbers of GPUs") !=
        std::string::npos);
}

TEST_CASE("a keyword asks for its field: a unit of another field is an error that names both") {
  CHECK(testing::diagnostics_of("model m: energy 5 GPUs\n") ==
        "t.claims:1:19: error: 'GPUs' is not a unit of energy (Wh, kWh, MWh or J): it gives gpus\n"
        "model m: energy 5 GPUs\n"
        "                  ^~~~\n");
  CHECK(testing::diagnostics_of("model m: egress $1 per 1M tokens\n") ==
        "t.claims:1:10: error: egress_price is not a price per token\n"
        "model m: egress $1 per 1M tokens\n"
        "         ^~~~~~~~~~~~~~~~~~~~~~~\n");
  CHECK(testing::diagnostics_of("model m: in int9\n")
            .find("unknown precision 'int9'; did you mean") != std::string::npos);
}

TEST_CASE("joiners split an item only where every part is a fact") {
  std::vector<Diagnostic> d;
  const auto r = parse(
      "model A: 440 × A100-40GB for 9.5 days, cost $5.576M at $2/GPU-hour, trained on 15.6T "
      "tokens\n",
      d);
  REQUIRE(d.empty());
  REQUIRE(r.size() == 1);
  CHECK(r[0].find(Field::gpus)->value.lo() == 440);
  CHECK(r[0].find(Field::duration)->value.lo() == 9.5 * 86400);
  CHECK(r[0].find(Field::cost)->value.lo() == 5.576e6);
  CHECK(r[0].find(Field::gpu_price)->value.lo() * 3600 == Approx(2));
  CHECK(r[0].find(Field::tokens)->value.lo() == 15.6e12);
}

TEST_CASE("a family and one of its variants: the variant wins") {
  std::vector<Diagnostic> d;
  const auto r =
      parse("model A: on A100, 1M A100-80GB-hours\nmodel B: 1M A100-80GB-hours, on A100\n", d);
  REQUIRE(d.empty());
  REQUIRE(r.size() == 2);
  CHECK(r[0].find(Field::hardware)->hardware == std::vector<std::string>{"A100-80GB"});
  CHECK(r[1].find(Field::hardware)->hardware == std::vector<std::string>{"A100-80GB"});
  // The family is kept, marked, so that parse shows every fact.
  REQUIRE(r[0].facts.size() == 3);
  CHECK(r[0].facts[0].narrowed);
  CHECK(r[0].facts[0].hardware == std::vector<std::string>{"A100"});
  REQUIRE(r[1].facts.size() == 3);
  CHECK(r[1].facts[2].narrowed);
  // Two variants still disagree.
  parse("model C: on A100, on A100-40GB, on A100-80GB\n", d);
  REQUIRE(d.size() == 1);
  CHECK(d[0].message == "hardware is given twice with different values");
}

TEST_CASE("FLOPS counts operations except in a peak fact, and FLOP/s is a rate") {
  std::vector<Diagnostic> d;
  const auto records = parse(
      "model a: 3.8e25 FLOPS\n"
      "model b: compute 2,527 ZFLOPS\n"
      "model c: peak 989 TFLOPS\n"
      "model d: 989 TFLOP/s\n"
      "model e: peak 989 TFLOPs\n",
      d);
  REQUIRE(d.empty());
  REQUIRE(records.size() == 5);
  REQUIRE(records[4].find(Field::claimed_peak));
  CHECK(records[4].find(Field::claimed_peak)->value.lo() == Approx(9.89e14));
  REQUIRE(records[0].find(Field::compute));
  CHECK(records[0].find(Field::compute)->value.lo() == Approx(3.8e25));
  REQUIRE(records[1].find(Field::compute));
  CHECK(records[1].find(Field::compute)->value.lo() == Approx(2.527e24));
  REQUIRE(records[2].find(Field::claimed_peak));
  CHECK(records[2].find(Field::claimed_peak)->value.lo() == Approx(9.89e14));
  CHECK(records[3].find(Field::claimed_peak));
  CHECK_FALSE(records[3].find(Field::compute));
}

TEST_CASE("a fact after 'trained' keeps its whole text as written") {
  std::vector<Diagnostic> d;
  const auto r = parse("model a: trained on 15.6T tokens, trained for 54 days\n", d);
  REQUIRE(d.empty());
  REQUIRE(r.size() == 1);
  CHECK(r[0].find(Field::tokens)->written == "trained on 15.6T tokens");
  CHECK(r[0].find(Field::tokens)->where.col == 10);
  CHECK(r[0].find(Field::duration)->written == "trained for 54 days");
}

TEST_CASE("a serving plan's batch and each user's rate") {
  const std::vector<Reading> cases = {
      {__LINE__, "batch 64", "batch = 64\n"},
      // A benchmark's concurrency is the batch of one replica.
      {__LINE__, "concurrency 512", "batch = 512\n"},
      {__LINE__, "2,000 input tokens per query",
       "input_tokens_per_query = 2000 token/query (2,000 tokens/query)\n"},
      {__LINE__, "128 input tokens/request",
       "input_tokens_per_query = 128 token/query (128 tokens/query)\n"},
      // Output tokens per query stay tokens_per_query.
      {__LINE__, "2048 output tokens per query",
       "tokens_per_query = 2048 token/query (2,048 tokens/query)\n"},
      {__LINE__, "20 tokens/s per user", "user_rate = 20 token/s (20 tokens/s)\n"},
      {__LINE__, "30 tokens per second per user", "user_rate = 30 token/s (30 tokens/s)\n"},
      // A service's daily tokens are still said per day.
      {__LINE__, "serves 1B tokens/day", "served_tokens = 11574.074 token/s (1B tokens/day)\n"},
  };
  for (const auto& c : cases) {
    INFO("line " << c.line << ": " << c.item);
    CHECK(facts_of("plan p: " + c.item + "\n") == c.facts);
  }
}

TEST_CASE("unit phrases remembered by a reader mean what they mean when looked up afresh") {
  const Catalogue& catalogue = claimcheck::testing::builtin_catalogue();
  UnitPhrases phrases(catalogue);
  std::vector<std::string> all = unit_phrase_spellings(catalogue);
  for (const std::string extra : {"H100-hours", "DGX B200-hours", "H100", "GPU-hours", "nonsense",
                                  "tCO\xE2\x82\x82"
                                  "e",
                                  "Wh per query"})
    all.push_back(extra);
  auto same = [](const std::optional<UnitMeaning>& a, const std::optional<UnitMeaning>& b) {
    return a.has_value() == b.has_value() &&
           (!a || (a->field == b->field && a->factor == b->factor && a->hardware == b->hardware));
  };
  // Twice over, and past the bound on what is remembered (it then starts again).
  for (int round = 0; round < 2; ++round)
    for (const auto& p : all) {
      INFO(p);
      CHECK(same(phrases.resolve(p), resolve_unit_phrase(p, catalogue)));
    }
  for (int i = 0; i < 5000; ++i) CHECK_FALSE(phrases.resolve("unit" + std::to_string(i)));
  CHECK(same(phrases.resolve("H100-hours"), resolve_unit_phrase("H100-hours", catalogue)));
}

TEST_CASE("a fact's columns count characters, on a line of ASCII alone and on one with more") {
  std::vector<Diagnostic> d;
  const auto r = parse(
      "model \"ab\": 8B params, 15T tokens\n"
      "model \"\xC3\xA9\xC3\xA9\": 8B params, 15T tokens\n"
      "model x: 8B params\n"
      "  15T tokens, source \"\xE2\x80\x93\"\n",
      d);
  REQUIRE(d.empty());
  REQUIRE(r.size() == 3);
  for (const auto& record : {r[0], r[1]}) {
    INFO(record.name);
    CHECK(record.find(Field::params)->where.col == 13);
    CHECK(record.find(Field::params)->where.end_col == 22);
    CHECK(record.find(Field::tokens)->where.col == 24);
    CHECK(record.find(Field::tokens)->where.end_col == 34);
  }
  CHECK(r[2].find(Field::tokens)->where.line == 4);
  CHECK(r[2].find(Field::tokens)->where.col == 3);
  CHECK(r[2].find(Field::source)->where.col == 15);
}

TEST_CASE("an item read in its parts reads the same when its whole reading was remembered") {
  // A reader remembers the items that did not read whole (a figure and words
  // with a joiner in them) and reads the next such item in its parts at once.
  // Each record must read as it reads alone, in a file of its own.
  const std::vector<std::string> lines = {
      "model a: 1B params, 100 GPU-hours on H100",
      "model b: 2B params, 250 GPU-hours on H100",
      "model c: 2B params, 250 GPU-hours on H100",  // the same figure again
      "plan d: 7B params, 100 GPU-hours on H100",   // another kind of record
      "model e: 3B params, 40% GPU-hours on H100",  // a percentage: refused
      "model f: 3B params, 40% GPU-hours on H100",
      "model g: 3B params, 12 GPU-hours on Z999",  // no such accelerator
      "model h: 3B params, 13 GPU-hours on Z999",
      "model i: 1B params, 15 cents per 1M tokens on H100",  // money words: not remembered
      "model j: 1B params, 16 cents per 1M tokens on H100",
      "model k: 1B params, ~300 GPU-hours on A100",  // approximate
      "model l: 1B params, 300 GPU-hours on A100 for 10 days",
      "model m: 1B params, 310 GPU-hours on A100 for 10 days",
  };
  // The diagnostics, then the facts, of a text.
  auto read = [](const std::string& text, std::string& diagnostics, std::string& facts) {
    std::vector<Diagnostic> d;
    for (const auto& r : parse_claims(text, "t.claims", builtin_catalogue(), d))
      for (const auto& f : r.facts) facts += describe_fact(f) + "\n";
    for (const auto& x : d) diagnostics += render(x);
    return d.size();
  };
  std::string all, alone_diagnostics, alone_facts;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    all += lines[i] + "\n";
    // Alone, at the same line of its file (blank lines are skipped).
    read(std::string(i, '\n') + lines[i] + "\n", alone_diagnostics, alone_facts);
  }
  std::string diagnostics, facts;
  CHECK(read(all, diagnostics, facts) == 4);  // e, f, g and h
  CHECK(diagnostics == alone_diagnostics);
  CHECK(facts == alone_facts);
}
