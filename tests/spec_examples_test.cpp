// Every `claims` example of the claims-language spec parses as written, with
// the meaning the spec gives. The test holds its own copy of each line.
#include <catch2/catch.hpp>

#include "test_support.h"

using claimcheck::testing::facts_of;

namespace {
void verify(int line, const std::string& text, const std::string& facts) {
  INFO("line " << line);
  CHECK(facts_of(text) == facts);
}
}  // namespace

TEST_CASE("spec: DeepSeek-V3, Table 1") {
  verify(__LINE__,
         "# DeepSeek-V3 technical report, Table 1\n"
         "model \"DeepSeek-V3\": 671B params, 37B active params, 14.8T tokens,\n"
         "    2.788M H800-hours, cost $5.576M at $2/GPU-hour,\n"
         "    source \"arXiv:2412.19437, Table 1\"\n",
         "params = 6.71e11 param\n"
         "active_params = 3.7e10 param\n"
         "tokens = 1.48e13 token\n"
         "gpu_hours = 1.00368e10 GPU·s (2.79M GPU·h)\n"
         "hardware = H800\n"
         "cost = 5.576e6 USD\n"
         "gpu_price = 5.5555556e-4 USD/(GPU·s) ($2 per GPU·h)\n"
         "source = \"arXiv:2412.19437, Table 1\"\n");
}

TEST_CASE("spec: Llama 3.1 405B") {
  verify(__LINE__,
         "model \"Llama 3.1 405B\": 405B params, 15.6T tokens, 3.8e25 FLOP,\n"
         "    30.84M H100-hours, MFU 38%..43%, on 16,384 H100,\n"
         "    source \"arXiv:2407.21783, section 3.3\"\n",
         "params = 4.05e11 param\n"
         "tokens = 1.56e13 token\n"
         "compute = 3.8e25 FLOP\n"
         "gpu_hours = 1.11024e11 GPU·s (30.8M GPU·h)\n"
         "hardware = H100\n"
         "mfu = 0.38..0.43\n"
         "hardware = H100\n"
         "gpus = 16384 GPU\n"
         "source = \"arXiv:2407.21783, section 3.3\"\n");
}

TEST_CASE("spec: Falcon-180B, MPT-7B, BLOOM") {
  verify(__LINE__,
         "model \"Falcon-180B\": 179.5B parameters, 3.5 trillion tokens,\n"
         "    43,500 PF-days, ~7M GPU-hours on A100-40GB\n",
         "params = 1.795e11 param\n"
         "tokens = 3.5e12 token\n"
         "compute = 3.7584e24 FLOP\n"
         "gpu_hours = 2.268e10..2.772e10 GPU·s (6.3M–7.7M GPU·h) approximately\n"
         "hardware = A100-40GB\n");
  verify(__LINE__,
         "model \"MPT-7B\": 6.7B params, 1T tokens, 440 × A100-40GB for 9.5 days, cost $200k\n",
         "params = 6.7e9 param\n"
         "tokens = 1e12 token\n"
         "hardware = A100-40GB\n"
         "gpus = 440 GPU\n"
         "duration = 820800 s (9.5 days)\n"
         "cost = 200000 USD\n");
  verify(__LINE__,
         "model \"BLOOM\": 176B params, 366B tokens, 1,082,990 GPU-hours on A100-80GB,\n"
         "    energy 433 MWh, 25 tCO2e\n",
         "params = 1.76e11 param\n"
         "tokens = 3.66e11 token\n"
         "gpu_hours = 3.898764e9 GPU·s (1.08M GPU·h)\n"
         "hardware = A100-80GB\n"
         "energy = 1.5588e12 J (433 MWh)\n"
         "emissions = 25000 kgCO2e (25 tCO2e)\n");
}

TEST_CASE("spec: an upper bound and an expectation") {
  verify(__LINE__,
         "model \"Too cheap\": 70B params, 2T tokens, cost under $50k\n"
         "    expect implausible training-cost\n",
         "params = 7e10 param\n"
         "tokens = 2e12 token\n"
         "cost = 0..50000 USD\n");
  std::vector<claimcheck::Diagnostic> d;
  auto records = claimcheck::parse_claims(
      "model \"Too cheap\": 70B params, 2T tokens, cost under $50k\n    expect implausible "
      "training-cost\n",
      "t", claimcheck::testing::builtin_catalogue(), d);
  REQUIRE(records.size() == 1);
  REQUIRE(records[0].expectations.size() == 1);
  CHECK(records[0].expectations[0].verdict == claimcheck::Level::implausible);
  CHECK(records[0].expectations[0].rule == "training-cost");
  CHECK_FALSE(records[0].expectations[0].at_most);
}

TEST_CASE("spec: per-token prices") {
  verify(__LINE__,
         "api \"Together: Llama 3.1 405B\": 405B params, $3.50 per 1M output tokens,\n"
         "    $3.50 per 1M input tokens, date 2024-07\n",
         "params = 4.05e11 param\n"
         "price_output = 3.5e-6 USD/token ($3.50 per 1M tokens)\n"
         "price_input = 3.5e-6 USD/token ($3.50 per 1M tokens)\n"
         "date = 2024-07\n");
  verify(__LINE__,
         "api \"DeepSeek API: V3\": 671B params, 37B active, $0.27/M input tokens, $1.10/M output "
         "tokens\n",
         "params = 6.71e11 param\n"
         "active_params = 3.7e10 param\n"
         "price_input = 2.7e-7 USD/token ($0.27 per 1M tokens)\n"
         "price_output = 1.1e-6 USD/token ($1.10 per 1M tokens)\n");
}

TEST_CASE("spec: services") {
  verify(__LINE__,
         "service \"Gemini Apps median text prompt\": 0.24 Wh/query, scope \"TPU, host, idle, "
         "overhead\",\n"
         "    date 2025-08\n",
         "energy_per_query = 864 J/query (0.24 Wh/query)\n"
         "scope = \"TPU, host, idle, overhead\"\n"
         "date = 2025-08\n");
  verify(__LINE__,
         "service \"GPT-4o estimate\": 100B active params, 500 tokens/query, 0.3 Wh per query\n",
         "active_params = 1e11 param\n"
         "tokens_per_query = 500 token/query (500 tokens/query)\n"
         "energy_per_query = 1080 J/query (0.3 Wh/query)\n");
}

TEST_CASE("spec: a plan") {
  verify(__LINE__,
         "plan \"70B on 2T\": 70B params, 2T tokens, on H100 or B200, 1024 GPUs, MFU 35%..45%,\n"
         "    dataset 100 TB, egress $0.09/GB, activation checkpointing\n",
         "params = 7e10 param\n"
         "tokens = 2e12 token\n"
         "hardware = H100 or B200\n"
         "gpus = 1024 GPU\n"
         "mfu = 0.35..0.45\n"
         "dataset_size = 1e14 byte (100 TB)\n"
         "egress_price = 9e-11 USD/byte ($0.09 per GB)\n"
         "recompute = yes\n");
}

TEST_CASE("spec: the number table") {
  struct Row {
    int line;
    const char* written;
    const char* read;
  };
  const Row rows[] = {
      {__LINE__, "1,022,362 tokens", "tokens = 1022362 token\n"},
      {__LINE__, "1_022_362 tokens", "tokens = 1022362 token\n"},
      {__LINE__, "1022362 tokens", "tokens = 1022362 token\n"},
      {__LINE__, "3.8e25 FLOP", "compute = 3.8e25 FLOP\n"},
      {__LINE__, "3.8E25 FLOPs", "compute = 3.8e25 FLOP\n"},
      {__LINE__, "8e9 params", "params = 8e9 param\n"},
      {__LINE__, "15.6T tokens", "tokens = 1.56e13 token\n"},
      {__LINE__, "15.6 T tokens", "tokens = 1.56e13 token\n"},
      {__LINE__, "15.6 trillion tokens", "tokens = 1.56e13 token\n"},
      {__LINE__, "405B params", "params = 4.05e11 param\n"},
      {__LINE__, "405 billion parameters", "params = 4.05e11 param\n"},
      {__LINE__, "405 B params", "params = 4.05e11 param\n"},
      {__LINE__, "MFU 38%", "mfu = 0.38\n"},
      {__LINE__, "MFU 35%..50%", "mfu = 0.35..0.5\n"},
      {__LINE__, "MFU 35-50%", "mfu = 0.35..0.5\n"},
      {__LINE__, "MFU 35–50%", "mfu = 0.35..0.5\n"},
      {__LINE__, "cost $1M-$2M", "cost = 1e6..2e6 USD\n"},
      {__LINE__, "cost $1M to $2M", "cost = 1e6..2e6 USD\n"},
      {__LINE__, "1-2M tokens", "tokens = 1e6..2e6 token\n"},
      {__LINE__, "~8B params", "params = 7.2e9..8.8e9 param approximately\n"},
      {__LINE__, "about 8B params", "params = 7.2e9..8.8e9 param approximately\n"},
      {__LINE__, "≈8B params", "params = 7.2e9..8.8e9 param approximately\n"},
      {__LINE__, "roughly 8B params", "params = 7.2e9..8.8e9 param approximately\n"},
      {__LINE__, "MFU ~38%", "mfu = 0.342..0.418 approximately\n"},
      {__LINE__, "15T+ tokens", "tokens = 1.5e13..inf token\n"},
      {__LINE__, "over 15T tokens", "tokens = 1.5e13..inf token\n"},
      {__LINE__, "cost more than $100M", "cost = 1e8..inf USD\n"},
      {__LINE__, "at least 15T tokens", "tokens = 1.5e13..inf token\n"},
      {__LINE__, "cost under $6M", "cost = 0..6e6 USD\n"},
      {__LINE__, "cost less than $6M", "cost = 0..6e6 USD\n"},
      {__LINE__, "cost at most $6M", "cost = 0..6e6 USD\n"},
      {__LINE__, "trained on 15.6T tokens", "tokens = 1.56e13 token\n"},
      {__LINE__, "dataset 100 TB", "dataset_size = 1e14 byte (100 TB)\n"},
      {__LINE__, "2,527 ZFLOP", "compute = 2.527e24 FLOP\n"},
      {__LINE__, "energy 433,196 kWh", "energy = 1.5595056e12 J (433 MWh)\n"},
      {__LINE__, "cost €4M", "cost = 4e6 EUR (converted to USD when checked)\n"},
      {__LINE__, "cost US$1M..2M", "cost = 1e6..2e6 USD\n"},
  };
  for (const auto& r : rows) {
    INFO("line " << r.line << ": " << r.written);
    CHECK(facts_of(std::string("model m: ") + r.written + "\n") == r.read);
  }
}

TEST_CASE("spec: the fact table") {
  struct Row {
    int line;
    const char* kind;
    const char* written;
    const char* read;
  };
  const Row rows[] = {
      {__LINE__, "model", "37B active params", "active_params = 3.7e10 param\n"},
      {__LINE__, "model", "compute 3.8e25 FLOP", "compute = 3.8e25 FLOP\n"},
      {__LINE__, "model", "on H100", "hardware = H100\n"},
      {__LINE__, "model", "2048 × H800", "hardware = H800\ngpus = 2048 GPU\n"},
      {__LINE__, "model", "2048 x H800", "hardware = H800\ngpus = 2048 GPU\n"},
      {__LINE__, "model", "16,384 GPUs", "gpus = 16384 GPU\n"},
      {__LINE__, "model", "30.84M GPU-hours", "gpu_hours = 1.11024e11 GPU·s (30.8M GPU·h)\n"},
      {__LINE__, "model", "1,022,362 GPU hours", "gpu_hours = 3.6805032e9 GPU·s (1.02M GPU·h)\n"},
      {__LINE__, "model", "8.4M TPU-v4-hours",
       "gpu_hours = 3.024e10 GPU·s (8.4M GPU·h)\nhardware = TPU-v4\n"},
      {__LINE__, "model", "1.7M A100-80GB-hours",
       "gpu_hours = 6.12e9 GPU·s (1.7M GPU·h)\nhardware = A100-80GB\n"},
      {__LINE__, "model", "3M chip-hours", "gpu_hours = 1.08e10 GPU·s (3M GPU·h)\n"},
      {__LINE__, "model", "for 54 days", "duration = 4.6656e6 s (54 days)\n"},
      {__LINE__, "model", "in 9.5 days", "duration = 820800 s (9.5 days)\n"},
      {__LINE__, "model", "for 3 weeks", "duration = 1.8144e6 s (21 days)\n"},
      {__LINE__, "model", "for 504 hours", "duration = 1.8144e6 s (21 days)\n"},
      {__LINE__, "model", "wall-clock 920 hours", "duration = 3.312e6 s (38.3 days)\n"},
      {__LINE__, "model", "in bf16", "precision = bf16\n"},
      {__LINE__, "model", "in fp8", "precision = fp8\n"},
      {__LINE__, "model", "precision fp8", "precision = fp8\n"},
      {__LINE__, "model", "cost $5.576M", "cost = 5.576e6 USD\n"},
      {__LINE__, "model", "$200k", "cost = 200000 USD\n"},
      {__LINE__, "model", "at $2 per GPU-hour",
       "gpu_price = 5.5555556e-4 USD/(GPU·s) ($2 per GPU·h)\n"},
      {__LINE__, "api", "$0.60 per 1M tokens",
       "price_input = 6e-7 USD/token ($0.60 per 1M tokens)\nprice_output = 6e-7 USD/token ($0.60 "
       "per 1M tokens)\n"},
      {__LINE__, "api", "$0.27 per 1M input tokens",
       "price_input = 2.7e-7 USD/token ($0.27 per 1M tokens)\n"},
      {__LINE__, "model", "energy 433 MWh", "energy = 1.5588e12 J (433 MWh)\n"},
      {__LINE__, "model", "173 tCO2eq", "emissions = 173000 kgCO2e (173 tCO2e)\n"},
      {__LINE__, "model", "552 t CO2e", "emissions = 552000 kgCO2e (552 tCO2e)\n"},
      {__LINE__, "service", "0.24 Wh per prompt",
       "energy_per_query = 864 J/query (0.24 Wh/query)\n"},
      {__LINE__, "service", "500 output tokens per query",
       "tokens_per_query = 500 token/query (500 tokens/query)\n"},
      {__LINE__, "service", "380 tokens/s/GPU",
       "throughput = 380 token/(GPU·s) (380 tokens/s per GPU)\n"},
      {__LINE__, "service", "serves 1B tokens/day",
       "served_tokens = 11574.074 token/s (1B tokens/day)\n"},
      {__LINE__, "plan", "PUE 1.1", "pue = 1.1\n"},
      {__LINE__, "plan", "recompute", "recompute = yes\n"},
      {__LINE__, "model", "peak 989 TFLOPS", "claimed_peak = 9.89e14 FLOP/(GPU·s) (989 TFLOPS)\n"},
      {__LINE__, "model", "peak 1979 TFLOP/s bf16",
       "claimed_peak = 1.979e15 FLOP/(GPU·s) (1979 TFLOPS)\nclaimed_peak_precision = bf16\n"},
      {__LINE__, "model", "3 epochs", "epochs = 3\n"},
      {__LINE__, "plan", "reads 3", "epochs = 3\n"},
      {__LINE__, "model", "date 2024-07-23", "date = 2024-07-23\n"},
      {__LINE__, "model", "scope \"final run\"", "scope = \"final run\"\n"},
  };
  for (const auto& r : rows) {
    INFO("line " << r.line << ": " << r.written);
    CHECK(facts_of(std::string(r.kind) + " m: " + r.written + "\n") == r.read);
  }
}
