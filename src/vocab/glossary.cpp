// The glossary: what each term of the messages means. No figure of the world
// stands here; where one matters, the entry names the table that holds it.
#include "vocab/glossary.h"

#include <algorithm>
#include <cctype>

#include "vocab/precision.h"

namespace claimcheck {
namespace {

/// The precisions' names, as a term's cues: `bf16`, `fp8` ...
std::vector<const char*> precision_cues() {
  std::vector<const char*> r;
  for (const std::string& p : precision_names()) r.push_back(p.c_str());
  return r;
}

}  // namespace

const std::vector<Term>& glossary() {
  static const std::vector<Term> terms = {
      {"MFU",
       "model FLOPs utilisation",
       "The share of the accelerators' peak that a run's useful arithmetic used: the training "
       "compute (6 × parameters × tokens) over GPU-hours × 3600 s/h × the dense peak per second. "
       "Restarts, idle time and recomputation lower it. The published range of large runs is "
       "mfu_training in `claimcheck assumptions`; more than 100% is impossible.",
       {"MFU"}},
      {"GPU-hour",
       "one accelerator busy for one hour",
       "The unit of training and rental time: 1,000 GPUs for a day are 24,000 GPU-hours. "
       "\"H100-hours\" are GPU-hours on H100s. A count of GPUs is not GPU-hours: 1.3M GPUs is a "
       "cluster larger than any built, 1.3M GPU-hours is a mid-sized run.",
       {"GPU·h", "GPU-hour", "GPU-hours"}},
      {"FLOP and FLOP/s",
       "operations, and operations per second",
       "FLOP counts floating-point operations: a total, such as a run's training compute. "
       "FLOP/s (or FLOPS) is a rate, such as an accelerator's peak. A total divided by a rate "
       "is a time; a rate written where a total was meant is off by the run's length in "
       "seconds.",
       {"FLOP/s", "FLOPS"}},
      {"dense and 2:4-sparse peaks",
       "the two tensor peaks of a datasheet",
       "NVIDIA's datasheets give each tensor peak twice: dense, and 2:4-sparse, which assumes "
       "two of every four weights are zero and is twice the dense figure. Training does not run "
       "sparse: MFU is measured against the dense peak, so an MFU against the sparse figure is "
       "half the true one.",
       {"2:4-sparse", "dense peak", "sparse peak"}},
      {"bf16, fp8, fp4", "number formats of 16, 8 and 4 bits",
       "The precision the arithmetic runs at. Fewer bits make more operations per second on "
       "chips built for them, usually twice as many per halving, so the peak a claim is "
       "judged against depends on its precision (`in fp8`); bf16 is assumed when none is "
       "given. `claimcheck hardware` lists each chip's peaks by precision.",
       precision_cues()},
      {"MoE: total and active parameters",
       "a mixture of experts",
       "A mixture-of-experts model sends each token through a few of its experts. Its active "
       "parameters do the arithmetic for a token, so training compute (6·N·D) and the cost "
       "per token use them; all of its total parameters must sit in memory. Writing only the "
       "total for such a model makes its compute look several times larger.",
       {"active params", "active parameters", "MoE", "mixture of experts"}},
      {"Chinchilla ratio",
       "training tokens per parameter",
       "Tokens trained on, divided by parameters. Hoffmann et al. (2022) found about 20 "
       "compute-optimal: the best model for a fixed training budget. Models meant to be cheap "
       "to serve train far longer; far fewer tokens than that suggests a wrong figure.",
       {"tokens/param", "compute-optimal"}},
      {"training state",
       "what training keeps per parameter",
       "Mixed-precision training with Adam keeps weights and gradients in 16 bits and a 32-bit "
       "master copy of the weights with two moments: training_bytes_per_param in `claimcheck "
       "assumptions`. Activations come on top, so the state alone is a floor on the memory a "
       "run needs.",
       {"training state"}},
      {"TDP",
       "thermal design power",
       "The most power an accelerator is rated to draw, in watts. Energy is estimated as "
       "GPU-hours × TDP × the average share of it drawn × PUE × the server's overhead "
       "(power_draw, pue and server_overhead in `claimcheck assumptions`).",
       {"TDP"}},
      {"PUE",
       "power usage effectiveness",
       "A data centre's total power over the power of its IT equipment: what cooling and power "
       "conversion add. 1.0 would be no overhead at all; the range used is pue in `claimcheck "
       "assumptions`.",
       {"PUE", "facility's overheads"}},
      {"W and Wh",
       "power and energy",
       "A watt (W) is power: energy per second. A watt-hour (Wh) is energy: a watt kept up for "
       "an hour. An accelerator draws watts; a run or a prompt uses watt-hours. The case of a "
       "prefix is its size: MWh is a million Wh, mWh a thousandth of one.",
       {"Wh", "kWh", "MWh", "GWh"}},
      {"prefill and decode",
       "reading the prompt, writing the answer",
       "Serving a request reads its input tokens all at once (prefill: bound by the "
       "arithmetic) and then writes output tokens one step at a time (decode: each step reads "
       "the weights and the cache from memory). Output tokens cost more to serve, and are "
       "priced higher.",
       {"prefill", "decode"}},
      {"egress",
       "data sent out of a cloud",
       "Cloud providers bill data leaving their network by the gigabyte; moving a large "
       "dataset or model out of one is a cost a training budget can leave out.",
       {"egress"}},
  };
  return terms;
}

namespace {

/// Letters and digits only, in lower case: `2:4-sparse` is `24sparse`.
std::string folded(std::string_view s) {
  std::string out;
  for (const char c : s)
    if (std::isalnum(static_cast<unsigned char>(c)))
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool word_at(std::string_view text, std::size_t at, std::size_t n) {
  auto letter = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  return (at == 0 || !letter(text[at - 1])) && (at + n == text.size() || !letter(text[at + n]));
}

}  // namespace

const Term* find_term(std::string_view name) {
  const std::string key = folded(name);
  if (key.empty()) return nullptr;
  for (const auto& t : glossary()) {
    if (folded(t.name) == key || folded(t.title) == key) return &t;
    for (const char* cue : t.cues)
      if (folded(cue) == key) return &t;
  }
  return nullptr;
}

std::vector<std::string> terms_used(std::string_view text) {
  std::vector<std::string> used;
  for (const auto& t : glossary())
    for (const char* cue : t.cues) {
      const std::string_view c(cue);
      bool found = false;
      for (std::size_t at = text.find(c); at != std::string_view::npos; at = text.find(c, at + 1))
        if (word_at(text, at, c.size())) {
          found = true;
          break;
        }
      if (found) {
        used.emplace_back(t.name);
        break;
      }
    }
  return used;
}

}  // namespace claimcheck
