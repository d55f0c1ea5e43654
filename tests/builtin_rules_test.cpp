// The built-in rules on claims chosen to reach each verdict each rule gives.
#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "eval/expectations.h"
#include "report/check_report.h"
#include "test_support.h"

using namespace claimcheck;

namespace {

struct Row {
  int line;
  const char* claim;
  const char* rule;
  Level verdict;
  const char* message_start;  ///< the message starts with this
};

const Environment& builtin() {
  return claimcheck::testing::builtin_environment();
}

void verify(const Row& r) {
  INFO("line " << r.line << ": " << r.claim);
  std::vector<Diagnostic> d;
  auto records = parse_claims(r.claim, "c.claims", builtin().catalogue, d, &builtin().models);
  REQUIRE(d.empty());
  REQUIRE(records.size() == 1);
  const ClaimResult result = check_record(records[0], builtin());
  const Finding* f = nullptr;
  for (const auto& x : result.findings)
    if (x.rule == r.rule) f = &x;
  REQUIRE(f);
  INFO(f->message);
  CHECK(f->verdict == r.verdict);
  CHECK(f->message.rfind(r.message_start, 0) == 0);
}

}  // namespace

TEST_CASE("the built-in training rules give the spec's verdicts on published and fabricated runs") {
  using L = Level;
  const Row rows[] = {
      // training-compute: 6ND is 8.4e23 FLOP for 70B on 2T.
      {__LINE__, "model m: 70B params, 2T tokens, 8.4e23 FLOP\n", "training-compute", L::ok,
       "claimed 8.4e23 FLOP is 1×"},
      {__LINE__, "model m: 70B params, 2T tokens, 1.12e24 FLOP\n", "training-compute", L::ok,
       "claimed 1.12e24 FLOP is 1.33× the 6·N·D estimate 8.4e23 FLOP, as with activation "
       "recomputation"},
      {__LINE__, "model m: 7B params, 100B tokens, 3 epochs, 1.26e22 FLOP\n", "training-compute",
       L::ok,
       "claimed 1.26e22 FLOP is 3× the 6·N·D estimate 4.2e21 FLOP: the tokens read 3× (its "
       "epochs) explain it"},
      {__LINE__, "model m: 7B params, 100B tokens, 3 epochs, 8.4e22 FLOP\n", "training-compute",
       L::implausible, "claimed 8.4e22 FLOP is 20×"},
      {__LINE__, "model m: 70B params, 2T tokens, 3e24 FLOP\n", "training-compute", L::warning,
       "claimed 3e24 FLOP is 3.57×"},
      {__LINE__, "model m: 70B params, 2T tokens, 1e25 FLOP\n", "training-compute", L::implausible,
       "claimed 1e25 FLOP is 11.9×"},
      {__LINE__, "model m: 70B params, 2T tokens\n", "training-compute", L::not_applicable,
       "needs a figure such as `compute 3.8e25 FLOP`"},
      // implied-mfu: DeepSeek-V3 as published, and with its total parameters.
      {__LINE__, "model m: 671B params, 37B active params, 14.8T tokens, 2.788M H800-hours\n",
       "implied-mfu", L::ok, "implied MFU 33%"},
      {__LINE__, "model m: 671B params, 14.8T tokens, 2.788M H800-hours\n", "implied-mfu",
       L::impossible, "5.96e25 FLOP needs more than 2.79M GPU·h of H800"},
      {__LINE__, "model m: 37B active params, 14.8T tokens, 1.3M H800-hours\n", "implied-mfu",
       L::implausible, "implied MFU 71% is above any published run"},
      {__LINE__, "model m: 37B active params, 14.8T tokens, 30M H800-hours\n", "implied-mfu",
       L::note, "implied MFU 3.1% is low"},
      // With no accelerator named, the highest peak of the catalogue (GB200).
      {__LINE__, "model m: 405B params, 15.6T tokens, 1M GPU-hours\n", "implied-mfu",
       L::implausible, "3.79e25 FLOP needs more than 1M GPU·h of GB200 can supply at peak"},
      {__LINE__, "model m: 8B params, 15T tokens, on 64 H100-SXM, for 10 days\n", "implied-mfu",
       L::impossible, "7.2e23 FLOP needs more than 15,360 GPU·h"},
      // training-cost: 70B on 2T (8.4e23 FLOP).
      {__LINE__, "model m: 70B params, 2T tokens, cost under $50k\n", "training-cost",
       L::implausible, "$0–$50,000 is below $233K, the cost of 8.4e23 FLOP on B200"},
      {__LINE__, "model m: 70B params, 2T tokens, on H100-SXM, cost $500k\n", "training-cost",
       L::implausible,
       "$500,000 is below the cheapest plausible cost of the compute, $739K–$13.6M (496K–1.11M "
       "GPU·h of H100-SXM at $1.49–$12.29 per GPU·h): plausible only at an MFU of 70% or more at "
       "the cheapest price, beyond the published 21%–48%"},
      {__LINE__, "model m: 70B params, 2T tokens, 1M H100-SXM-hours, cost $500k\n", "training-cost",
       L::implausible,
       "$500,000 is below the cheapest plausible cost of the compute, $1.49M–$12.3M (1M GPU·h of "
       "H100-SXM at $1.49–$12.29 per GPU·h): plausible only at $0.50 per GPU·h or less"},
      {__LINE__, "model m: 70B params, 2T tokens, on H100-SXM, cost $200k\n", "training-cost",
       L::impossible, "$200,000 is below $352K"},
      {__LINE__, "model m: 70B params, 2T tokens, on H100-SXM, cost $2M\n", "training-cost", L::ok,
       "$2M is within"},
      {__LINE__, "model m: 70B params, 2T tokens, on H100-SXM, cost $500M\n", "training-cost",
       L::note, "$500M is"},
      // From what is stated, with no token count: GPU-hours, or GPUs × duration, at the price.
      {__LINE__, "model m: 2.788M H800-hours, cost $590k\n", "training-cost", L::implausible,
       "$590,000 is below the cheapest plausible cost of the compute, $4.15M–$34.3M (2.79M GPU·h "
       "of H800 at $1.49–$12.29 per GPU·h): plausible only at $0.212 per GPU·h or less"},
      {__LINE__, "model m: on 2,048 H800 for 57 days, cost $5.6M\n", "training-cost", L::ok,
       "$5.6M is within the cost of the compute, $4.17M–$34.4M (2.8M GPU·h of H800"},
      // No accelerator named, GPU-hours stated: the cheapest per hour (T4).
      {__LINE__, "model m: 1M GPU-hours, cost $150k\n", "training-cost", L::implausible,
       "$150,000 is below the cheapest plausible cost of the compute, $200,000–$760,000 (1M GPU·h "
       "of T4"},
      // gpu-price
      {__LINE__, "model m: 2.788M H800-hours, cost $5.576M\n", "gpu-price", L::ok,
       "$2 per GPU·h, within the range for H800"},
      // Below the cheapest rental, a warning; below what owning costs (31,119.50
      // over 6 years and 700 W at 0.3 and $0.0806/kWh: $0.609), implausible.
      {__LINE__, "model m: 1M H100-SXM-hours, cost $700k\n", "gpu-price", L::warning,
       "$700,000 over 1M GPU·h is $0.70 per GPU·h, below the cheapest price on record"},
      {__LINE__, "model m: 1M H100-SXM-hours, cost $500k\n", "gpu-price", L::implausible,
       "$500,000 over 1M GPU·h is $0.50 per GPU·h, below what owning H100-SXM costs an hour "
       "($0.609 per GPU·h"},
      // A digit dropped from DeepSeek-V3's $5.576M: $0.21 per H800-hour.
      {__LINE__, "model m: 2.788M H800-hours, cost $590k\n", "gpu-price", L::implausible,
       "$590,000 over 2.79M GPU·h is $0.212 per GPU·h, below what owning H800 costs an hour"},
      // No purchase price published (TPUs are not sold): no floor, the rental's warning only.
      {__LINE__, "model m: 1M TPU-v4-hours, cost $100k\n", "gpu-price", L::warning,
       "$100,000 over 1M GPU·h is $0.10 per GPU·h, below the cheapest price on record"},
      {__LINE__, "model m: 1M GPU-hours, cost $100M\n", "gpu-price", L::warning,
       "$100M over 1M GPU·h is $100 per GPU·h, above"},
      {__LINE__, "model m: 1M GPU-hours, cost $2M\n", "gpu-price", L::ok,
       "$2 per GPU·h, within the catalogue's range"},
      // wall-clock: MPT-7B as published; a schedule too short.
      {__LINE__, "model m: 6.7B params, 1T tokens, 440 × A100-40GB for 9.5 days\n", "wall-clock",
       L::ok, "9.5 days on 440 GPUs (A100-40GB): implied MFU 36%"},
      {__LINE__, "model m: 70B params, 15T tokens, on 1024 H100-SXM, for 7 days\n", "wall-clock",
       L::impossible, "6.3e24 FLOP on 1,024 GPUs (H100-SXM) takes at least 72 days"},
      {__LINE__, "model m: 70B params, 15T tokens, on 1024 H100-SXM, for 100 days\n", "wall-clock",
       L::implausible,
       "6.3e24 FLOP on 1,024 GPUs (H100-SXM) takes at least 111 days at 65% MFU, beyond any "
       "published run, not 100 days: it would need an MFU of 72%"},
      {__LINE__, "model m: 6.7B params, 1T tokens, 440 × A100-40GB for 9.5 days, 500K GPU-hours\n",
       "wall-clock", L::warning, "500,000 GPU·h is 4.98× what 440 GPUs for 9.5 days make"},
      // memory-fit; with no accelerator named, the most memory per GPU, and
      // impossible capped at implausible.
      {__LINE__, "model m: 1T params, 8 GPUs\n", "memory-fit", L::implausible,
       "the training state of 1T params (16 TB) does not fit in 8 GPUs (MI300X)"},
      {__LINE__, "model m: 70B params, 8 GPUs\n", "memory-fit", L::ok,
       "the training state (1.12 TB) fits in 1.54 TB"},
      {__LINE__, "model m: 70B params, on 8 A100-40GB\n", "memory-fit", L::impossible,
       "the training state of 70B params (1.12 TB)"},
      {__LINE__, "model m: 70B params, on 64 A100-80GB\n", "memory-fit", L::ok,
       "the training state (1.12 TB) fits"},
      // A bound on the GPUs is judged by its high end: `up to 4,096` allows 4,096.
      {__LINE__, "model m: 180B params, on at most 4,096 A100-40GB\n", "memory-fit", L::ok,
       "the training state (2.88 TB) fits in 164 TB"},
      {__LINE__, "model m: 180B params, on at most 64 A100-40GB\n", "memory-fit", L::impossible,
       "the training state of 180B params (2.88 TB) does not fit in 64 GPUs (A100-40GB)"},
      {__LINE__, "model m: 70B params, on 10 A100\n", "memory-fit", L::impossible,
       "the training state of 70B params"},
      // 16 × (40 to 80 GB): it fits only if they are the 80 GB variant.
      {__LINE__, "model m: 70B params, on 16 A100\n", "memory-fit", L::warning,
       "possibly impossible: the training state of 70B params (1.12 TB) does not fit in 16 GPUs "
       "(A100) (640 GB–1.28 TB)"},
      // chinchilla-ratio
      {__LINE__, "model m: 70B params, 1.4T tokens\n", "chinchilla-ratio", L::ok,
       "20 tokens/param"},
      {__LINE__, "model m: 175B params, 300B tokens\n", "chinchilla-ratio", L::note,
       "1.71 tokens/param: under-trained for its size (compute-optimal is about 20 tokens/param)"},
      // Over-training alone is ok (issue 10: 15 of 20 real runs got a note for it).
      {__LINE__, "model m: 8B params, 15T tokens\n", "chinchilla-ratio", L::ok,
       "1880 tokens/param, past the compute-optimal 20 or so: trained longer"},
      {__LINE__, "model m: 1B params, 25B tokens\n", "chinchilla-ratio", L::ok,
       "25 tokens/param, near the compute-optimal 20 tokens/param"},
      // hidden-costs
      {__LINE__, "model m: cost $5M\n", "hidden-costs", L::note,
       "a headline cost is one successful run's compute"},
      {__LINE__, "model m: cost $5M, scope \"final run only\"\n", "hidden-costs", L::ok,
       "the cost says what it covers"},
      // gpu-count: above the largest cluster, with the -hours hint where no
      // GPU-hours or duration are given.
      {__LINE__, "model m: 8B params, 15T tokens, 1.3M H100-SXM\n", "gpu-count", L::implausible,
       "1.3M GPUs is more than any cluster holds (the largest goal announced: 1M GPUs): GPU-hours "
       "meant? (write them with -hours: H100-hours, GPU-hours)"},
      {__LINE__, "model m: 8B params, 30.84M GPUs, for 54 days\n", "gpu-count", L::implausible,
       "30.84M GPUs is more than any cluster holds (the largest goal announced: 1M GPUs)"},
      {__LINE__, "model m: on 16,384 H100\n", "gpu-count", L::ok,
       "16,384 GPUs, no more than the largest clusters (1M GPUs)"},
      // peak-scale: a peak with no accelerator named.
      {__LINE__, "model m: peak 989 TFLOPS\n", "peak-scale", L::ok,
       "989 TFLOPS is within what one accelerator reaches (the fastest: 10000 TFLOPS); name the "
       "accelerator (on H100-SXM) to check it against its datasheet"},
      {__LINE__, "model m: peak 400 PFLOPS\n", "peak-scale", L::implausible,
       "400000 TFLOPS is 40× the fastest accelerator's peak (10000 TFLOPS): no one accelerator "
       "reaches it (a cluster's total?)"},
      {__LINE__, "model m: peak 3.8e25 FLOP/s\n", "peak-scale", L::implausible,
       "3.8e+13 TFLOPS is 3.8e9× the fastest accelerator's peak (10000 TFLOPS), more than the "
       "largest cluster of it makes together: a total in FLOP meant?"},
      {__LINE__, "model m: on H100-SXM, peak 989 TFLOPS\n", "peak-scale", L::not_applicable,
       "not for records with hardware"},
      // hardware-spec
      {__LINE__, "model m: on H100, peak 3.8e25 FLOP/s\n", "hardware-spec", L::implausible,
       "3.8e+13 TFLOPS is 3.84e10×–5.03e10× H100's dense peak (756–989 TFLOPS), more than the "
       "largest cluster of it makes together: a total in FLOP meant?"},
      // training-energy: orders of magnitude above the most the GPUs draw.
      {__LINE__, "model m: 70B params, 2T tokens, 1.7M A100-80GB-hours, energy 433,196 MWh\n",
       "training-energy", L::impossible,
       "433.196 GWh is 222× the most 1.7M GPU·h of A100-80GB can draw with the facility's "
       "overheads (1.96 GWh): no draw explains it; a unit slip, such as kWh written as MWh "
       "(1000×)?"},
      {__LINE__, "model m: 1.7M A100-80GB-hours, energy 40 GWh\n", "training-energy",
       L::implausible, "40 GWh is 20.5× the most 1.7M GPU·h can draw"},
      {__LINE__, "model m: on H100-SXM, peak 989 TFLOPS\n", "hardware-spec", L::ok,
       "989 TFLOPS is H100-SXM's dense peak"},
      {__LINE__, "model m: on H100-SXM, peak 1979 TFLOPS\n", "hardware-spec", L::warning,
       "1979 TFLOPS is H100-SXM's 2:4-sparse peak"},
      {__LINE__, "model m: on H100-SXM, peak 989 TFLOPS fp8\n", "hardware-spec", L::warning,
       "989 TFLOPS is H100-SXM's bf16 peak, not the claim's precision"},
      // A family matches either variant's figure: H100-SXM's 989, H100-PCIe's 756.
      {__LINE__, "model m: on H100, peak 989 TFLOPS\n", "hardware-spec", L::ok,
       "989 TFLOPS is H100's dense peak"},
      {__LINE__, "model m: on H100, peak 756 TFLOPS\n", "hardware-spec", L::ok,
       "756 TFLOPS is H100's dense peak"},
      {__LINE__, "model m: on H100, peak 1979 TFLOPS bf16\n", "hardware-spec", L::warning,
       "1979 TFLOPS is H100's 2:4-sparse peak"},
      {__LINE__, "model m: on H100, in fp8, peak 989 TFLOPS\n", "hardware-spec", L::warning,
       "989 TFLOPS is H100's bf16 peak, not the claim's precision"},
      {__LINE__, "model m: on H100-SXM, peak 133 TFLOPS bf16\n", "hardware-spec", L::implausible,
       "133 TFLOPS is 0.134×"},
      {__LINE__, "model m: on H100-SXM, peak 1.1 PFLOPS\n", "hardware-spec", L::note,
       "1100 TFLOPS is 1.11×"},
      // training-energy: BLOOM's 433 MWh is 400 W per GPU-hour.
      {__LINE__, "model m: 1,082,990 GPU-hours on A100-80GB, energy 433 MWh\n", "training-energy",
       L::ok, "433 MWh is 400 W per GPU, 1× the TDP of A100-80GB"},
      {__LINE__, "model m: 1M GPU-hours on A100-80GB, energy 100 MWh\n", "training-energy",
       L::warning, "100 MWh is below"},
      {__LINE__, "model m: 1M GPU-hours on A100-80GB, energy 5 MWh\n", "training-energy",
       L::implausible, "5 MWh is below a tenth"},
      {__LINE__, "model m: 1M GPU-hours on A100-80GB, energy 5 GWh\n", "training-energy",
       L::warning, "5 GWh is above"},
      // No accelerator named: the catalogue's least TDP for the low bound, its
      // greatest for the high one, so a bound holds on some accelerator.
      {__LINE__, "model m: 1M GPU-hours, energy 1 MWh\n", "training-energy", L::implausible,
       "1 MWh is below a tenth of the least 1M GPU·h draw on any accelerator of the catalogue "
       "(21 MWh, at a TDP of 70 W per GPU)"},
      {__LINE__, "model m: 1M GPU-hours, energy 433 MWh\n", "training-energy", L::ok,
       "433 MWh is 433 W per GPU, within what the catalogue's accelerators draw"},
      {__LINE__, "model m: 1M GPU-hours, 100000 tCO2e\n", "emissions", L::warning,
       "100,000 tCO2e from 561 MWh–3.45 GWh"},
      // Energy given: no accelerator figure is used, so none is said to be assumed.
      {__LINE__, "model m: energy 1 MWh, 10000 tCO2e\n", "emissions", L::warning,
       "10,000 tCO2e from 1 MWh is 10000 kgCO2e/kWh, above the dirtiest grid on record: check the "
       "units (tCO2e versus kgCO2e) or the energy"},
      {__LINE__, "model m: 1M TPU-v4-hours, energy 5 GWh\n", "training-energy", L::not_applicable,
       "needs hardware.tdp of TPU-v4 (not published)"},
      // emissions
      {__LINE__, "model m: energy 433 MWh, 25 tCO2e\n", "emissions", L::ok,
       "25 tCO2e from 433 MWh is a grid intensity of 0.0577"},
      {__LINE__, "model m: energy 433 MWh, 1000 tCO2e\n", "emissions", L::warning,
       "1,000 tCO2e from 433 MWh is 2.31"},
  };
  for (const auto& r : rows) verify(r);
}

TEST_CASE("a stated MFU, an achieved rate and a throughput are checked against the peak") {
  using L = Level;
  const Row rows[] = {
      // stated-mfu: the bands.
      {__LINE__, "model m: 70B params, MFU 90%\n", "stated-mfu", L::implausible,
       "a stated MFU of 90% is above any published run"},
      {__LINE__, "model m: 70B params, MFU 0.38\n", "stated-mfu", L::ok,
       "a stated MFU of 38%, within the published range"},
      // 6 × 70e9 × 2e12 = 8.4e23 FLOP over 0.6M H100-SXM-hours × 989e12 × 3600
      // = 2.136e24 FLOP: an implied 39.3%. A stated 19.5% is half of it: the
      // 2:4-sparse peak (1,979 TFLOPS) as the denominator.
      {__LINE__, "model m: 70B params, 2T tokens, 0.6M GPU-hours on H100-SXM, MFU 19.5%\n",
       "stated-mfu", L::warning, "the stated MFU 19.5% is about half the 39% its figures imply"},
      // The same run stating 39%: it agrees.
      {__LINE__, "model m: 70B params, 2T tokens, 0.6M GPU-hours on H100-SXM, MFU 39%\n",
       "stated-mfu", L::ok, "the stated MFU 39% agrees with the 39% its figures imply"},
      // 1.2M GPU-hours imply 19.7%; a stated 45% is 2.3× that: the hours hold more.
      {__LINE__, "model m: 70B params, 2T tokens, 1.2M GPU-hours on H100-SXM, MFU 45%\n",
       "stated-mfu", L::note, "the stated MFU 45% is more than twice"},
      // achieved-rate: 400 / 989 = 40.4% of the H100-SXM's bf16 peak (Llama 3, Table 4).
      {__LINE__, "model m: 405B params, we achieved 400 TFLOPs/GPU, MFU 41%, on 16,384 H100-SXM\n",
       "achieved-rate", L::ok, "400 TFLOPS is 40% of H100-SXM's dense peak (989 TFLOPS)"},
      {__LINE__, "model m: achieved 1500 TFLOP/s per GPU, on 1024 H100-SXM\n", "achieved-rate",
       L::impossible, "1500 TFLOPS is above H100-SXM's dense peak"},
      // 700 / 989 = 70.8%: above 65%.
      {__LINE__, "model m: achieved 700 TFLOP/s per GPU, on H100-SXM\n", "achieved-rate",
       L::implausible, "700 TFLOPS is 71% of H100-SXM's dense peak"},
      // 400 TFLOPS is 40% of the peak, not the stated 25%.
      {__LINE__, "model m: achieved 400 TFLOP/s per GPU, MFU 25%, on H100-SXM\n", "achieved-rate",
       L::warning,
       "400 TFLOPS is 40% of H100-SXM's dense peak (989 TFLOPS), not the stated MFU 25%"},
      // training-throughput: LLaMA-65B, 380 tokens/s/GPU × 6 × 65.2e9 = 1.487e14
      // FLOP/s over 312e12 = 47.6% of the A100's bf16 peak.
      {__LINE__, "model m: 65.2B params, 380 tokens/s/GPU, on A100-80GB\n", "training-throughput",
       L::ok, "380 tokens/s per GPU of a 65.2B params model is an MFU of 48% on A100-80GB"},
      // 1,000 tokens/s × 6 × 65.2e9 = 3.9e14 FLOP/s: above the 312 TFLOPS peak.
      {__LINE__, "model m: 65.2B params, 1000 tokens/s/GPU, on A100-80GB\n", "training-throughput",
       L::impossible, "1,000 tokens/s per GPU of a 65.2B params model is 125%"},
      // serving-throughput: 8B on H100-SXM at fp8 (1,979 TFLOPS): 1.979e15 / 1.6e10
      // = 123,688 tokens/s at most; 100,000 is 81%, above the best 76%.
      {__LINE__, "api a: 8B params, on H100-SXM, 100000 tokens/s/GPU\n", "serving-throughput",
       L::implausible, "100,000 tokens/s per GPU is 81% of the compute limit of H100-SXM in fp8"},
      {__LINE__, "api a: 8B params, on H100-SXM, 200000 tokens/s/GPU\n", "serving-throughput",
       L::impossible, "200,000 tokens/s per GPU is above the compute limit of H100-SXM in fp8"},
      {__LINE__, "api a: 8B params, in bf16, on H100-SXM, 10000 tokens/s/GPU\n",
       "serving-throughput", L::ok,
       "10,000 tokens/s per GPU is 16% of the compute limit of H100-SXM in bf16"},
  };
  for (const auto& r : rows) verify(r);
}

TEST_CASE("emissions below every location-based grid get a note without a scope") {
  using L = Level;
  // Llama 4 Scout: 5.0M H100-hours (card: 1,354 tCO2eq location-based). Written
  // as kgCO2e, 1,354 kg over at least 5e6 h × 350 W × 0.7 draw... is far below
  // 0.0208 kgCO2e/kWh, the cleanest national grid.
  const Row rows[] = {
      {__LINE__, "model m: 5.0M GPU hours on H100-80GB, emissions 1,354 kgCO2e\n", "emissions",
       L::note, "1.354 tCO2e from"},
      // 0.135–1.65 kgCO2e/kWh straddles the dirtiest grid: possibly a warning, a note.
      {__LINE__, "model m: 5.0M GPU hours on H100-80GB, emissions 1,354 tCO2e\n", "emissions",
       L::note, "possibly warning: 1,354 tCO2e from"},
      {__LINE__,
       "model m: 5.0M GPU hours on H100-80GB, emissions 1,354 kgCO2e, scope \"market-based\"\n",
       "emissions", L::ok, "1.354 tCO2e from"},
  };
  for (const auto& r : rows) verify(r);
}

TEST_CASE("the built-in serving rules give the spec's verdicts on prices and energy per query") {
  using L = Level;
  const Row rows[] = {
      // inference-price, the output price against the cost of decoding. The
      // cheapest FLOP of the catalogue is B200's fp4 (9e15 FLOP/s at $2.25/h,
      // $6.25e-4/s): a 405B dense model's certain compute floor is 8.1e11 /
      // 9e15 × $6.25e-4 / 76% = $0.074 per 1M. The realistic floor serves it
      // in fp8 at the largest decode batch on record, 13,320 sequences, on as
      // many B200 as hold them: each token reads its cache and 405 GB /
      // 13,320 = 30.4 MB of weights. Without a catalogue name the cache is the
      // catalogue's range, 4,096–409,600 byte/token in fp8, × 4,989 tokens:
      // 20.4 MB–2.04 GB, so 50.8 MB–2.07 GB a token; at 7.7 TB/s that is
      // 152,000–3,720 tokens/s, capped by the fp8 arithmetic at 5,556. At the
      // best share measured services reach (45% × 1.48 = 67%): 3,700–2,478
      // tokens/s, $0.169–$0.253 per 1M.
      {__LINE__, "api a: 405B params, $3.50 per 1M output tokens\n", "inference-price", L::ok,
       "the output price is 13.8×–20.7× the cost of decoding on B200 at the best share of the "
       "roofline measured services reach ($0.169–$0.253 per 1M tokens"},
      {__LINE__, "api a: 405B params, $0.01 per 1M tokens\n", "inference-price", L::subsidised,
       "the output price $0.01 per 1M tokens is below even the cost of the arithmetic"},
      {__LINE__, "api a: 405B params, $0.06 per 1M tokens\n", "inference-price", L::subsidised,
       "the output price $0.06 per 1M tokens is 0.811× the certain floor"},
      {__LINE__, "api a: 405B params, $0.06-$0.5 per 1M output tokens\n", "inference-price",
       L::warning,
       "possibly subsidised: the output price $0.06–$0.50 per 1M tokens is 0.811×–6.76× the "
       "certain floor"},
      // A dense 405B with its own KV cache: Llama 3.1 405B, 2 × 126 layers × 8
      // KV heads × 128 × 1 byte (fp8) = 258,048 bytes a token, × 4,989 = 1.287
      // GB a sequence, plus 30.4 MB of weights: 1.318 GB a token, 5,843
      // tokens/s at 7.7 TB/s, capped at 5,288 by the arithmetic with
      // attention's; at 67%, $0.178 per 1M, so $0.15 is a warning.
      {__LINE__, "api a: model Llama-3.1-405B, $0.15 per 1M output tokens\n", "inference-price",
       L::warning,
       "the output price $0.15 per 1M tokens is below the cost of decoding on B200 at the best "
       "share of the roofline measured services reach ($0.178 per 1M tokens: 13,320 sequences of "
       "4,989 tokens in fp8 at 67%"},
      // A small model, where the KV cache dominates: Llama 3.1 8B, 2 × 32 × 8 ×
      // 128 × 1 = 65,536 bytes a token (fp8) × 4,989 = 327 MB a sequence, plus
      // 0.6 MB of weights: $0.0399 per 1M at 67% of the roofline. $0.10 is
      // 2.5× it; $0.03 is below it.
      {__LINE__, "api a: model Llama-3.1-8B, $0.10 per 1M output tokens\n", "inference-price",
       L::ok,
       "the output price is 2.5× the cost of decoding on B200 at the best share of the roofline "
       "measured services reach ($0.0399 per 1M tokens: 13,320 sequences of 4,989 tokens in fp8 at "
       "67%)"},
      {__LINE__, "api a: model Llama-3.1-8B, $0.03 per 1M output tokens\n", "inference-price",
       L::warning, "the output price $0.03 per 1M tokens is below the cost of decoding"},
      // A mixture of experts at a small batch: Mixtral 8x7B (8 experts, 2
      // active; 46.7B total, 12.9B active), batch 4. Each expert is (46.7 −
      // 12.9) / 6 = 5.633B; a batch of 4 touches 8 × (1 − 0.75^4) = 5.469 of
      // them, so a step reads 12.9 − 2 × 5.633 + 5.469 × 5.633 = 32.44B
      // parameters. In fp4 (0.5625 byte) over 4 sequences, 4.562 GB a token
      // with no KV cache at all, over B200's 7.7 TB/s at $2.25/h (8.117e-17 a
      // byte): $0.37 per 1M, the certain floor (the compute floor is
      // $0.00236). $0.30 is below it.
      {__LINE__, "api a: model Mixtral-8x7B-v0.1, batch 4, $0.30 per 1M output tokens\n",
       "inference-price", L::subsidised,
       "the output price $0.30 per 1M tokens is 0.81× the certain floor ($0.37 per 1M tokens"},
      // input-price: 405B dense, fp4 on B200 (9e15 FLOP/s) at $2.25/h: 8.1e11 FLOP/token /
      // (9e15 × 76%) = 1.18e-4 s × $6.25e-4/s = $7.4e-8 a token, $0.074 per 1M; in fp8
      // (4.5e15 FLOP/s) at the 45% a dense model's prefill reaches, $0.25 per 1M.
      {__LINE__, "api a: 405B params, $0.01 per 1M input tokens, $5 per 1M output tokens\n",
       "input-price", L::subsidised,
       "the input price $0.01 per 1M tokens is 0.135× the prefill floor ($0.074 per 1M tokens: "
       "8.1e11 FLOP/token on B200 in fp4 at $2.25 per GPU·h, 76% utilisation)"},
      {__LINE__, "api a: 405B params, $0.12 per 1M input tokens, $0.30 per 1M output tokens\n",
       "input-price", L::warning,
       "the input price $0.12 per 1M tokens is below the prefill cost at the utilisation measured "
       "services reach ($0.25 per 1M tokens at 45%, on B200 in fp8"},
      {__LINE__, "api a: 405B params, $1 per 1M input tokens, $3 per 1M output tokens\n",
       "input-price", L::ok, "the input price is 13.5× the prefill floor"},
      {__LINE__, "api a: 405B params, $3 per 1M output tokens\n", "input-price", L::not_applicable,
       "needs a figure such as `$0.15 per 1M input tokens`"},
      // Batch and off-peak prices against the same floors: 405B dense has a
      // prefill floor of $0.074 per 1M (see input-price) and a realistic
      // decode floor of $0.169–$0.253 (see inference-price).
      {__LINE__, "api a: 405B params, $1.50 per 1M batch output tokens\n", "batch-price", L::ok,
       "the batch output price is 5.93×–8.88× the realistic decode floor ($0.169–$0.253 per 1M "
       "tokens)"},
      {__LINE__, "api a: 405B params, $0.05 per 1M batch input tokens\n", "batch-price",
       L::subsidised,
       "the batch input price $0.05 per 1M tokens is 0.676× the prefill floor ($0.074 per 1M "
       "tokens)"},
      {__LINE__, "api a: 405B params, $0.06 per 1M off-peak output tokens\n", "offpeak-price",
       L::subsidised,
       "the off-peak output price $0.06 per 1M tokens is 0.811× the certain decode floor ($0.074 "
       "per 1M tokens)"},
      // $0.135 is above the $0.074 floor at 76% but below the $0.25 at 45% in fp8.
      {__LINE__, "api a: 405B params, $0.135 per 1M off-peak input tokens\n", "offpeak-price",
       L::warning,
       "the off-peak input price $0.135 per 1M tokens is below the prefill cost at the "
       "utilisation measured services reach ($0.25 per 1M tokens)"},
      {__LINE__, "api a: 405B params, $6 per 1M input tokens above 200K tokens\n",
       "long-input-price", L::ok,
       "the input price above 200,000 tokens is 81.1× the prefill floor ($0.074 per 1M tokens)"},
      {__LINE__,
       "api a: 405B params, $3 per 1M input tokens, $1 per 1M input tokens above 200K tokens\n",
       "long-input-price", L::warning,
       "the input price above 200,000 tokens, $1 per 1M tokens, is below the price of shorter "
       "prompts ($3 per 1M tokens)"},
      // A cached token's KV cache read once: Llama 3.1 8B's 65,536 bytes in
      // fp8 at MI300X's $7.8616e-17 a byte (5.3e12 byte/s at $1.50/h), $5.15e-6
      // per 1M tokens. A free cache is below it; any real price is far above.
      {__LINE__, "api a: model Llama-3.1-8B, $0 per 1M cached input tokens\n", "cached-input-price",
       L::subsidised,
       "the cached input price $0 per 1M tokens is 0× the cost of reading the cached tokens' KV "
       "cache ($5.15e-6 per 1M tokens)"},
      {__LINE__, "api a: model Llama-3.1-8B, $0.01 per 1M cached input tokens\n",
       "cached-input-price", L::ok,
       "the cached input price is 1940× the cost of reading its KV cache"},
      {__LINE__,
       "api a: model Llama-3.1-8B, $0.05 per 1M input tokens, $0.10 per 1M cached input tokens\n",
       "cached-input-price", L::warning,
       "the cached input price $0.10 per 1M tokens is above the uncached one"},
      // GPT-3 davinci's $0.02 per 1K tokens, written per 1M: the per-1K hint.
      {__LINE__, "api a: 175B params, $0.02 per 1M output tokens\n", "inference-price",
       L::subsidised,
       "the output price $0.02 per 1M tokens is below even the cost of the arithmetic at 100% "
       "utilisation ($0.0243 "
       "per 1M tokens: 3.5e11 FLOP/token on B200 in fp4 at $2.25 per GPU·h): subsidised, or not "
       "the model claimed; or a price per 1K tokens written as per 1M? (per 1K, it would be $20 "
       "per "
       "1M tokens, 625× the certain floor)"},
      {__LINE__, "api a: $0.06 per 1M tokens\n", "inference-price", L::not_applicable,
       "needs a figure such as `17B active params` or `70B params`"},
      // The claim's precision sets the floor. 405B at bf16 on B200: 2 × 405e9
      // = 8.1e11 FLOP/token / 2.25e15 FLOP/s = 3.6e-4 s × $2.25/3600 s =
      // $0.225 per 1M tokens at 100%; $0.10 is below it. At fp4 (9e15 FLOP/s,
      // the lenient default) the same arithmetic is $0.05625: $0.10 is 1.35×
      // the floor of $0.074 at 76% utilisation.
      {__LINE__, "api a: 405B params, in bf16, on B200, $0.10 per 1M output tokens\n",
       "inference-price", L::subsidised,
       "the output price $0.10 per 1M tokens is below even the cost of the arithmetic at 100% "
       "utilisation ($0.225 per 1M tokens: 8.1e11 FLOP/token on B200 in bf16"},
      // On the claim's B200 the realistic floor is the one above,
      // $0.169–$0.253: $0.10 is below it at every cache of the range.
      {__LINE__, "api a: 405B params, on B200, $0.10 per 1M output tokens\n", "inference-price",
       L::warning,
       "the output price $0.10 per 1M tokens is below the cost of decoding on B200 at the best "
       "share of the roofline measured services reach ($0.169–$0.253 per 1M tokens"},
      // An fp4 label is judged as no label: on an H100, which has no fp4 peak,
      // at its lowest precision, fp8: 8.1e11 / 1.979e15 × $1.49/3600 = $0.169.
      {__LINE__, "api a: 405B params, in fp4, on H100-SXM, $0.10 per 1M output tokens\n",
       "inference-price", L::subsidised,
       "the output price $0.10 per 1M tokens is below even the cost of the arithmetic at 100% "
       "utilisation ($0.169 per 1M tokens: 8.1e11 FLOP/token on H100-SXM in fp8"},
      {__LINE__, "service s: 100B active params, 500 tokens/query, 0.3 Wh/query\n", "query-energy",
       L::ok, "0.3 Wh/query is between"},
      {__LINE__, "service s: 100B active params, 500 tokens/query, 300 Wh/query\n", "query-energy",
       L::implausible, "300 Wh/query is above even"},
      {__LINE__, "service s: 100B active params, 500 tokens/query, 0.0001 Wh/query\n",
       "query-energy", L::impossible, "0.0001 Wh/query is below the physical floor"},
      {__LINE__, "service s: 0.24 Wh/query\n", "query-energy", L::not_applicable,
       "needs a figure such as `500 tokens per query`"},
      // query-water: 0.26 mL / 0.24 Wh = 1.08 L/kWh (Google, on-site only): ok. The
      // thirstiest site and grid on record: 1.9 + 9.501 = 11.4 L/kWh; 26 mL is 108 L/kWh.
      {__LINE__, "service s: 0.24 Wh per median prompt, 0.26 mL of water per median prompt\n",
       "query-water", L::ok, "0.26 mL/query for 0.24 Wh/query is 1.08 L/kWh"},
      {__LINE__, "service s: 0.24 Wh per prompt, 26 mL of water per prompt\n", "query-water",
       L::warning, "26 mL/query for 0.24 Wh/query is 108 L/kWh, above on-site cooling"},
      // query-emissions: 0.03 g / 0.24 Wh = 0.125 kgCO2e/kWh (Google, market-based).
      {__LINE__, "service s: 0.24 Wh per median prompt, 0.03 gCO2e per median prompt\n",
       "query-emissions", L::ok,
       "0.03 gCO2e/query for 0.24 Wh/query is a grid intensity of 0.125 kgCO2e/kWh"},
      // 0.001 g / 0.24 Wh = 0.0042 kg/kWh: below Lesotho's 0.0208, the cleanest national grid.
      {__LINE__, "service s: 0.24 Wh per prompt, 0.001 gCO2e per prompt\n", "query-emissions",
       L::note, "0.001 gCO2e/query for 0.24 Wh/query is 0.00417 kgCO2e/kWh, below every"},
      {__LINE__, "service s: 0.24 Wh per prompt, 0.001 gCO2e per prompt, scope \"market-based\"\n",
       "query-emissions", L::ok, "0.001 gCO2e/query"},
      // 3 g / 0.24 Wh = 12.5 kg/kWh: grams written for kilograms?
      {__LINE__, "service s: 0.24 Wh per prompt, 3 gCO2e per prompt\n", "query-emissions",
       L::warning, "3 gCO2e/query for 0.24 Wh/query is 12.5 kgCO2e/kWh, above the dirtiest grid"},
      {__LINE__, "model m: 70B params, 15T tokens, serves 10B tokens/day\n", "lifetime-inference",
       L::note,
       "at 10B tokens/day, serving passes the training compute (6.3e24 FLOP) after 4500 days"},
  };
  for (const auto& r : rows) verify(r);
}

TEST_CASE("an assumed accelerator is named only where its figures were used") {
  std::vector<Diagnostic> d;
  auto records = parse_claims(
      "model a: energy 1 MWh, 10000 tCO2e\n"
      "model b: 405B params, 15.6T tokens, 30.84M GPU-hours\n"
      "model c: 405B params, 15.6T tokens, 1M GPU-hours\n",
      "c.claims", builtin().catalogue, d);
  REQUIRE(d.empty());
  auto finding = [&](const Record& r, const std::string& rule) {
    const ClaimResult result = check_record(r, builtin());
    for (const auto& f : result.findings)
      if (f.rule == rule) return f;
    FAIL("no finding of " << rule);
    return Finding{};
  };
  const Finding emissions = finding(records[0], "emissions");
  CHECK(emissions.message.find("assumed") == std::string::npos);
  // Llama 3.1 405B's published GPU-hours with no accelerator named: the MFU on
  // the fastest accelerator is low, but that says nothing about the claim.
  const Finding low = finding(records[1], "implied-mfu");
  CHECK(low.verdict == Level::ok);
  const Finding high = finding(records[2], "implied-mfu");
  CHECK(high.verdict == Level::implausible);
  CHECK(high.message.find("(on GB200, assumed as the claim names no accelerator") !=
        std::string::npos);
}

namespace {

struct Checked {
  std::vector<Record> records;
  std::vector<ClaimResult> results;
};

Checked check_all(const std::string& text) {
  Checked c;
  std::vector<Diagnostic> d;
  c.records = parse_claims(text, "u.claims", builtin().catalogue, d);
  REQUIRE(d.empty());
  for (const auto& r : c.records) c.results.push_back(check_record(r, builtin()));
  return c;
}

}  // namespace

TEST_CASE("a stated MFU is never shown as an implied one") {
  // No accelerator named: nothing implies an MFU, so stated-mfu has no implied key.
  const auto alone = check_all("model m: 405B params, MFU 41%, on 16,384 GPUs\n");
  const auto comparable =
      check_all("model m: 405B params, 15.6T tokens, 30.84M H100-SXM-hours, MFU 38%\n");
  auto stated_mfu = [](const ClaimResult& r) -> const Finding* {
    for (const auto& f : r.findings)
      if (f.rule == "stated-mfu") return &f;
    return nullptr;
  };
  const Finding* a = stated_mfu(alone.results[0]);
  REQUIRE(a);
  CHECK(a->verdict == Level::ok);
  CHECK(a->key("implied") == nullptr);
  CHECK(a->message == "a stated MFU of 41%, within the published range");
  const Finding* b = stated_mfu(comparable.results[0]);
  REQUIRE(b);
  REQUIRE(b->key("implied") != nullptr);
  CHECK(b->key("implied")->lo() == Approx(0.345).epsilon(0.01));
  CHECK(b->message == "the stated MFU 38% agrees with the 35% its figures imply");
}

TEST_CASE("a record checked only by bounds is unchecked, and says what checks its compute, time or cost") {
  // A model card with a size, tokens and a GPU count, no time and no cost:
  // the state fits memory hundreds of times over, which checks nothing.
  const auto c = check_all("model \"card\": 7B params, 2T tokens, on 512 GPUs\n");
  const auto& r = c.results[0];
  CHECK(r.verdict == Level::unchecked);
  bool memory_fit_ok = false;
  for (const auto& f : r.findings)
    if (f.rule == "memory-fit") memory_fit_ok = f.verdict == Level::ok && f.informational;
  CHECK(memory_fit_ok);
  const auto lines = unchecked_lines(r);
  std::string all;
  for (const auto& l : lines) all += l + "\n";
  INFO(all);
  CHECK(all.find("memory-fit") == std::string::npos);
  CHECK(all.find("to check training-compute") != std::string::npos);
  CHECK(all.find("to check implied-mfu") != std::string::npos);
  CHECK(all.find("to check training-cost") != std::string::npos);
  CHECK(all.find("GPUs") == std::string::npos);  // not "add 16,384 GPUs"
  // A gross slip still counts: the state of 7T parameters in 8 GPUs.
  const auto slip = check_all("model \"slip\": 7T params, 2T tokens, on 8 H100-SXM\n");
  CHECK(slip.results[0].verdict == Level::impossible);
}

TEST_CASE("a claim no rule checked is unchecked, and says which figures would check it") {
  // Issue 10: 7 of 34 real records were "ok" although no rule applied.
  const auto c = check_all(
      "api \"GPT-4o mini\": $0.15 per 1M input tokens, $0.60 per 1M output tokens\n"
      "model \"Grok 3\": on 200,000 H100-SXM\n"
      "service \"Gemini Apps\": 0.24 Wh per prompt\n"
      "model \"headline\": cost $5M\n"
      "model \"Llama 3 8B\": 8B params, 15T tokens\n");
  for (const auto& r : c.results) {
    INFO(r.record->name);
    CHECK(r.verdict == Level::unchecked);
  }
  CHECK(
      unchecked_lines(c.results[0]) ==
      std::vector<std::string>{"nothing was checked: no rule had the figures it needs",
                               "add a figure such as `17B active params` or `70B params` to check "
                               "input-price, inference-price"});
  // What to add checks the run's time: not a datasheet's peak, nor a
  // bound (memory-fit) that only a gross slip fails.
  CHECK(unchecked_lines(c.results[1]) ==
        std::vector<std::string>{"nothing was checked: no rule had the figures it needs",
                                 "add a figure such as `for 54 days`, and one such as `compute "
                                 "3.8e25 FLOP` or `15T tokens` to check wall-clock"});
  // One figure more checks it: the emissions or the water per query.
  CHECK(unchecked_lines(c.results[2]) ==
        std::vector<std::string>{
            "nothing was checked: no rule had the figures it needs",
            "add a figure such as `0.03 gCO2e per prompt` to check query-emissions",
            "add a figure such as `0.26 mL of water per prompt` to check query-water"});
  // Informational rules say something, but check nothing.
  const auto& headline = c.results[3];
  REQUIRE_FALSE(headline.findings.empty());
  bool hidden_costs = false;
  for (const auto& f : headline.findings)
    hidden_costs = hidden_costs || (f.rule == "hidden-costs" && f.verdict == Level::note);
  CHECK(hidden_costs);
  const auto missing = missing_figures(c.results[4]);
  REQUIRE_FALSE(missing.empty());
  CHECK(missing[0].add == std::vector<std::vector<Field>>{{Field::compute}});
}

TEST_CASE("a checked claim lists the figures no checking rule read") {
  const auto c = check_all(
      "model m: 8B params, 15T tokens, 0.5M H100-SXM-hours, throughput 380 tokens/s/GPU, "
      "dataset 100 TB, source \"x\"\n");
  const auto& r = c.results[0];
  CHECK(r.verdict == Level::ok);
  // The dataset's size was stated and not verified (training-throughput read
  // the throughput); source is not a figure.
  CHECK(r.not_used == std::vector<Field>{Field::dataset_size});
}

TEST_CASE("each field's example reads into that field") {
  for (const auto& def : field_table()) {
    INFO(def.name << ": " << def.example);
    std::vector<Diagnostic> d;
    const auto records = parse_claims(std::string("model m: ") + def.example + "\n", "e.claims",
                                      builtin().catalogue, d);
    REQUIRE(d.empty());
    REQUIRE(records.size() == 1);
    CHECK(records[0].find(def.field));
  }
}

TEST_CASE("a run counted in systems is judged on their GPUs") {
  const auto c = check_all("model m: 300B params, on 4 DGX B200\n");
  const Finding* fit = nullptr;
  for (const auto& f : c.results[0].findings)
    if (f.rule == "memory-fit") fit = &f;
  REQUIRE(fit);
  CHECK(fit->verdict == Level::ok);  // 4.8 TB of training state in 32 x 180 GB
  CHECK(fit->message.find("fits in 5.76 TB") != std::string::npos);
}

TEST_CASE("a claimed figure is echoed as written, in the message and in the working") {
  const auto c = check_all(
      "model m: 7B params, 2T tokens, 184,320 A100-80GB-hours, emissions 1,497.13 tCO2e\n");
  const Finding* emissions = nullptr;
  for (const auto& f : c.results[0].findings)
    if (f.rule == "emissions") emissions = &f;
  REQUIRE(emissions);
  CHECK(emissions->message.rfind("1,497.13 tCO2e from ", 0) == 0);
  bool echoed = false;
  for (const auto& step : emissions->working)
    for (const auto& input : step.inputs)
      echoed = echoed || (input.name == "emissions" && input.value == "1,497.13 tCO2e");
  CHECK(echoed);
}

TEST_CASE("an expect line may pin a let's value to a range") {
  // 6 × 70e9 × 2e12 = 8.4e23 FLOP over 0.6M × 3600 × 989e12 = 2.136e24: 39.3%.
  const auto c = check_all(
      "model m: 70B params, 2T tokens, 0.6M GPU-hours on H100-SXM\n"
      "    expect implied-mfu mfu 38%..40%\n"
      "    expect implied-mfu mfu 10%..20%\n"
      "    expect implied-mfu work 8.3e23..8.5e23 FLOP\n"
      "    expect implied-mfu work 8.3e23..8.5e23 USD\n"
      "    expect implied-mfu work 8.3e23..8.5e23\n");
  const auto results = check_expectations(c.results[0]);
  REQUIRE(results.size() == 5);
  CHECK(results[0].held);
  CHECK_FALSE(results[1].held);
  CHECK(results[1].got == "39%");
  CHECK(results[2].held);
  CHECK_FALSE(results[3].held);  // the right number in the wrong unit
  CHECK(results[3].got.find("not USD") != std::string::npos);
  CHECK(results[4].held);  // no unit: base units
  // A pin on a rule that did not apply fails, and says so.
  const auto d = check_all("model m: 70B params\n    expect implied-mfu mfu 38%..40%\n");
  const auto r = check_expectations(d.results[0]);
  REQUIRE(r.size() == 1);
  CHECK_FALSE(r[0].held);
}

TEST_CASE("a dated claim chooses among the accelerators available by its date") {
  using L = Level;
  // By 2020-05 the catalogue knows V100s (2017-10, 2018-03), T4 (2019-09) and
  // A100-40GB (2020-05). The cheapest per FLOP at its most lenient precision:
  // A100-40GB, $0.80 / 312 TFLOPS bf16 (T4: $0.20 / 65 TFLOPS fp16 is dearer).
  const Row rows[] = {
      {__LINE__, "api a: 405B params, $3.50 per 1M output tokens, date 2020-05\n",
       "inference-price", L::ok,
       "the output price is 3.93×–4.04× the cost of decoding on A100-40GB at the best share"},
  };
  for (const auto& r : rows) verify(r);
  const auto c = check_all(
      "api a: 405B params, $3.50 per 1M output tokens, date 2020-05\n"
      "api b: 405B params, $3.50 per 1M output tokens\n"
      "api c: 405B params, $3.50 per 1M output tokens, date 2010-01\n");
  auto hardware_of = [](const ClaimResult& r) {
    for (const auto& f : r.findings)
      if (f.rule == "inference-price") return f.hardware;
    return std::string();
  };
  CHECK(hardware_of(c.results[0]) == "A100-40GB");
  CHECK(hardware_of(c.results[1]) == "B200");
  // The date was read: it is not listed as unverified.
  CHECK(std::find(c.results[0].not_used.begin(), c.results[0].not_used.end(), Field::date) ==
        c.results[0].not_used.end());
  // Before any accelerator of the catalogue: nothing to choose, and it says so.
  for (const auto& f : c.results[2].findings)
    if (f.rule == "inference-price") {
      CHECK(f.verdict == L::not_applicable);
      CHECK(f.message.find("available by 2010-01") != std::string::npos);
    }
}

namespace {

/// Everything a finding says, in one text, for comparing findings whole.
std::string finding_text(const Finding& f) {
  std::string s = f.rule + "|" + f.title + "|" + std::string(level_name(f.verdict)) + "|" +
                  f.message + "|" + (f.gap ? f.gap->describe() : "-") + "|" +
                  std::to_string(f.met_needs) + "|" + std::to_string(f.informational) +
                  std::to_string(f.catalogue_only) + "|" + f.hardware +
                  std::to_string(f.hardware_assumed) + "|";
  for (const auto& g : f.unmet_needs) {
    for (Field x : g) s += std::string(field_name(x)) + ",";
    s += ";";
  }
  for (Field x : f.fields_used) s += std::string(field_name(x)) + ",";
  for (const auto& n : f.notes) s += "|" + n;
  for (const auto& c : f.cites) s += "|" + c;
  for (const auto& [k, q] : f.keys) s += fmt::format("|{}={},{}", k, q.lo(), q.hi());
  if (f.threshold)
    s += "|" + f.threshold->name + f.threshold->relation + f.threshold->limit + f.threshold->value;
  for (const auto& w : f.working) s += "|" + w.name + "=" + w.result_text;
  return s;
}

std::string result_text(const ClaimResult& r) {
  std::string s = std::string(level_name(r.verdict)) + "\n";
  for (const auto& f : r.findings) s += finding_text(f) + "\n";
  for (Field x : r.not_used) s += std::string(field_name(x)) + ",";
  return s;
}

}  // namespace

TEST_CASE("a checker reused from record to record says what a fresh check says of each") {
  // Every record of the examples, of every kind, checked one after another
  // into the same result, forwards and backwards, with and without the working.
  std::vector<Record> records;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(
           std::string(CLAIMCHECK_SOURCE_DIR) + "/examples")) {
    if (entry.path().extension() != ".claims") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    std::vector<Diagnostic> d;
    auto more =
        parse_claims(text.str(), entry.path().string(), builtin().catalogue, d, &builtin().models);
    if (d.empty()) records.insert(records.end(), more.begin(), more.end());
  }
  REQUIRE(records.size() > 50);
  for (const bool working : {false, true}) {
    Checker checker(builtin(), working);
    ClaimResult reused;
    auto each = [&](const Record& r) {
      INFO(r.file << ":" << r.line << " working " << working);
      checker.check(r, reused);
      CHECK(reused.record == &r);
      CHECK(result_text(reused) == result_text(check_record(r, builtin(), working)));
    };
    for (const auto& r : records) each(r);
    for (auto r = records.rbegin(); r != records.rend(); ++r) each(*r);
  }
}

TEST_CASE("a checker keeps a finding that did not apply only in the result it last wrote") {
  // Findings that did not apply for want of fields are kept from one record
  // to the next with the same fields, in the same result. Written into
  // another result in between, the first is found afresh: its slots may
  // hold another kind's findings.
  std::vector<Diagnostic> d;
  const auto records = parse_claims(
      "api \"a\": 8B params, $0.10 per 1M output tokens\n"
      "model \"m\": 8B params, 15T tokens\n"
      "model \"n\": 8B params, 2T tokens\n"
      "model \"o\": 8B params, 2T tokens, cost $1M\n",
      "t.claims", builtin().catalogue, d, &builtin().models);
  REQUIRE(d.empty());
  REQUIRE(records.size() == 4);
  Checker checker(builtin(), false);
  ClaimResult first, second;
  auto same_as_fresh = [&](const Record& r, ClaimResult& into) {
    checker.check(r, into);
    CHECK(result_text(into) == result_text(check_record(r, builtin(), false)));
  };
  same_as_fresh(records[0], first);
  same_as_fresh(records[1], second);
  same_as_fresh(records[2], first);
  same_as_fresh(records[2], first);
  same_as_fresh(records[3], first);
  same_as_fresh(records[1], first);
  same_as_fresh(records[0], second);
  same_as_fresh(records[2], second);
}

TEST_CASE("an offer's realistic floor: DeepSeek's own cost, and labels judged as a service runs") {
  // Records naming catalogue models, read with the model catalogue.
  auto check_all = [](const std::string& text) {
    Checked c;
    std::vector<Diagnostic> d;
    c.records = parse_claims(text, "u.claims", builtin().catalogue, d, &builtin().models);
    REQUIRE(d.empty());
    for (const auto& r : c.records) c.results.push_back(check_record(r, builtin()));
    return c;
  };
  auto finding = [](const ClaimResult& r, const std::string& rule) -> const Finding* {
    for (const auto& f : r.findings)
      if (f.rule == rule) return &f;
    return nullptr;
  };
  auto key = [](const Finding& f, const std::string& name) {
    for (const auto& [k, q] : f.keys)
      if (k == name) return q;
    FAIL("no key " << name);
    return Quantity{};
  };
  // DeepSeek's disclosed decoding cost is about $0.30 per 1M output tokens
  // (1,850 tokens/s per H800 at $2 an hour): the realistic floor of its own
  // offer on its own terms lies between half and twice that.
  const auto r1 = check_all(
      "api \"R1\": model DeepSeek-R1, on H800, in fp8, at $2/GPU-hour, $0.30 per 1M output "
      "tokens\n");
  const Finding* f = finding(r1.results[0], "inference-price");
  REQUIRE(f);
  const Quantity realistic = key(*f, "realistic");
  CHECK(realistic.lo() * 1e6 > 0.15);
  CHECK(realistic.hi() * 1e6 < 0.60);
  // An fp8 or fp4 label gives the verdict no label gives; bf16 binds, is
  // dearer, and is named.
  const auto labels = check_all(
      "api a: model Llama-3.3-70B, $0.30 per 1M output tokens\n"
      "api b: model Llama-3.3-70B, in fp8, $0.30 per 1M output tokens\n"
      "api c: model Llama-3.3-70B, in fp4, $0.30 per 1M output tokens\n"
      "api d: model Llama-3.3-70B, in bf16, $0.30 per 1M output tokens\n");
  const Finding* none = finding(labels.results[0], "inference-price");
  REQUIRE(none);
  for (int i : {1, 2}) {
    const Finding* g = finding(labels.results[static_cast<std::size_t>(i)], "inference-price");
    REQUIRE(g);
    CHECK(g->verdict == none->verdict);
    CHECK(key(*g, "realistic").lo() == Approx(key(*none, "realistic").lo()));
    CHECK(key(*g, "floor").lo() == Approx(key(*none, "floor").lo()));
  }
  const Finding* wide = finding(labels.results[3], "inference-price");
  REQUIRE(wide);
  CHECK(key(*wide, "realistic").lo() > key(*none, "realistic").lo());
  CHECK(wide->message.find("in bf16") != std::string::npos);
}
