// The extractor on wordings of real 2025-26 texts: each case is one
// general reading (a table's cell, a size of data, a name pattern), written
// with made-up names, and what it drafts or leaves out.
#include <catch2/catch.hpp>
#include <string>

#include "extract/extract.h"
#include "extract_support.h"
#include "test_support.h"

using namespace claimcheck;
using claimcheck::testing::builtin_environment;
using claimcheck::testing::claims_of;
using claimcheck::testing::drafted_fact;

namespace {

Extraction extract(const std::string& text) {
  const Environment& env = builtin_environment();
  return extract_prose(text, "t.txt", env.catalogue, env.models);
}

}  // namespace

TEST_CASE("a price in a row takes the role of the header cell above it") {
  const Extraction e = extract(
      "| Model | Input Cost (per 1M tokens) | Cached Input Cost (per 1M tokens) | Output Cost "
      "(per 1M tokens) |\n|---|---|---|---|\n| orbit-large | $3.00 | $0.30 | $15.00 |\n"
      "| orbit-small | $0.40 | N/A | $2.00 |\n");
  CHECK(claims_of(e, "orbit-large") ==
        "$3 per 1M input tokens, $0.3 per 1M cached input tokens, $15 per 1M output tokens");
  // The cell with no price keeps its column: $2.00 is the output price.
  CHECK(claims_of(e, "orbit-small") == "$0.4 per 1M input tokens, $2 per 1M output tokens");
  // `Prompt cost per 1M tokens`: the role before what the column is per.
  const Extraction f = extract(
      "| Model | Prompt Cost (USD) per 1M tokens | Completion Cost (USD) per 1M tokens |\n"
      "|---|---|---|\n| orbit-large | $2 | $8 |\n");
  CHECK(claims_of(f, "orbit-large") == "$2 per 1M input tokens, $8 per 1M output tokens");
}

TEST_CASE("hours of data are no run's length and no GPU-hours") {
  const Extraction e = extract(
      "We train Orbit-Tokenizer from scratch on a 10-million-hour corpus of speech.\n\n"
      "Orbit-Audio was trained on 100M hours of audio.\n");
  CHECK(claims_of(e, "Orbit-Tokenizer") == "-");
  CHECK(claims_of(e, "Orbit-Audio") == "-");
  const Extraction f = extract("Orbit-7B was trained on 256 H100 GPUs for 100 hours.\n");
  CHECK(drafted_fact(f, "Orbit-7B", "for 100 hours"));
}

TEST_CASE("a list item's marker does not hide the name that opens the item") {
  const Extraction e = extract("- Orbit-7B features 7B total parameters.\n"
                               "1. Orbit-9B features 9B total parameters.\n");
  CHECK(drafted_fact(e, "Orbit-7B", "7B params"));
  CHECK(drafted_fact(e, "Orbit-9B", "9B params"));
}

TEST_CASE("after a verb of change, from X to Y is Y") {
  const Extraction e = extract(
      "Orbit-1T features 1T total parameters. Its pre-training corpus has expanded from 20T to "
      "29T tokens compared to the previous generation.\n");
  CHECK(drafted_fact(e, "Orbit-1T", "29T tokens"));
  // With no such verb, a range stays a range.
  const Extraction f = extract("Orbit-7B was trained on from 2T to 3T tokens.\n");
  CHECK(drafted_fact(f, "Orbit-7B", "2T..3T tokens"));
}

TEST_CASE("a word of hyphened parts with a size is a model's name, whatever its family") {
  const Extraction e = extract(
      "As the flagship of the Zorb family, Zorb-2.5-1T delivers upgrades. Zorb-2.5-1T features "
      "1T total parameters.\n\nWe trained nanoZorb-450M, with 450M parameters, on 8 H100 GPUs.\n");
  CHECK(drafted_fact(e, "Zorb-2.5-1T", "1T params"));
  CHECK(drafted_fact(e, "nanoZorb-450M", "on 8 H100"));
  // A size in K is a context, no model's size; a memory variant is no size.
  const Extraction f =
      extract("Orbit-7B runs Zorb-32K contexts. Orbit-7B was trained on 8 H100-80GB GPUs.\n");
  CHECK(claims_of(f, "Zorb-32K") == "-");
  CHECK(drafted_fact(f, "Orbit-7B", "on 8 H100"));
}

TEST_CASE("a table with an empty header and the model named in its first row") {
  const Extraction e = extract(
      "| | |\n|:---:|:---:|\n| | **Zorb-36B** |\n| **Parameters** | 36B |\n"
      "| **Number of Layers** | 64 |\n");
  CHECK(drafted_fact(e, "Zorb-36B", "36B params"));
}

TEST_CASE("a title in lower case with a capital inside names the model, with a single GPU and ~6h") {
  const Extraction e = extract(
      "# nanoZorb\n\nThe model has 222M parameters. Training it for ~6h on a single H100 GPU "
      "gives 35% on MMStar.\n");
  CHECK(drafted_fact(e, "nanoZorb", "222M params"));
  CHECK(drafted_fact(e, "nanoZorb", "for ~6 hours"));
  CHECK(drafted_fact(e, "nanoZorb", "on 1 H100"));
}

TEST_CASE("a news line's date may follow a label and be written as code") {
  const Extraction e = extract(
      "- 🔥 **News**: ```2025/04/14```: We are releasing the Orbit-32B series models, scaled up "
      "to 32B parameters.\n");
  CHECK(drafted_fact(e, "Orbit-32B", "date 2025-04"));
  // What a verb of change reached is no bound.
  CHECK(drafted_fact(e, "Orbit-32B", "32B params"));
}

TEST_CASE("keys in camel case give prices their roles, and numbers in code are no prices") {
  const Extraction e =
      extract("Orbit-7B pricing:\n\ninputPrice: $0.60 per million tokens\noutputPrice: $2.50 per "
              "million tokens\ncacheReadsPrice: $0.15 per million tokens\n");
  CHECK(claims_of(e, "Orbit-7B") ==
        "$0.6 per 1M input tokens, $2.5 per 1M output tokens, $0.15 per 1M cached input tokens");
  // A bare number after another name does not take a price's wording.
  const Extraction f = extract(
      "\t\"orbit-a\": {\n\t\tcacheReadsPrice: 0.15, // $0.15 per million tokens (cache hit)\n"
      "\t},\n\t\"orbit-b\": {\n\t\tmaxTokens: 16_384,\n\t\tcontextWindow: 262_144,\n");
  CHECK(claims_of(f, "orbit-b") == "-");
  const std::string text = f.ignored.empty() ? "" : f.ignored.back().prose.text;
  CHECK(text == "262_144");  // `_` parts groups of three, as code writes them
}

TEST_CASE("a count, a times sign and accelerators are that many of them") {
  const auto gpus = [](const std::string& prose) {
    const Extraction e = extract("Orbit-7B was trained " + prose + " for 9.5 hours.\n");
    const DraftRecord* r = nullptr;
    for (const auto& x : e.records)
      if (x.name == "Orbit-7B") r = &x;
    std::string found = "-";
    if (r)
      for (const auto& f : r->facts)
        if (f.claim.rfind("on ", 0) == 0) found = f.claim;
    return found;
  };
  CHECK(gpus("on one 8×H100 node") == "on 8 H100");
  CHECK(gpus("on 8xH100") == "on 8 H100");
  CHECK(gpus("on 8x H100") == "on 8 H100");
  CHECK(gpus("using 1×8×H100") == "on 8 H100");
  CHECK(gpus("on 2x8 H100 GPUs") == "on 16 H100");
  // Before anything else a times sign is a multiplier.
  const Extraction e = extract("Orbit-7B is 3x faster than H100 inference.\n");
  CHECK(claims_of(e, "Orbit-7B") == "-");
}

TEST_CASE("a zero count, another step's duration and a worked example are no run's figures") {
  const Extraction e = extract(
      "Orbit-7B SFT: ~1.5 h tokenization (CPU, 0 GPUs) + ~9.5 h training (~77 GPU-hours) on "
      "8 H100 GPUs.\n");
  CHECK(claims_of(e, "Orbit-7B SFT") == "for ~9.5 hours, ~77 GPU-hours, on 8 H100");
  const Extraction f = extract(
      "Training Orbit-7B cost $43,000 on 64 A100 GPUs for 3 days (e.g. at ~$3/GPU/hr, an 8XH100 "
      "node is ~$24/hr, so 20 hours is ~$480).\n");
  CHECK(claims_of(f, "Orbit-7B") == "cost $43000, on 64 A100, for 3 days");
}

TEST_CASE("a name before a word of likeness is a model like it, not the subject") {
  const Extraction e = extract(
      "You can train your own GPT-2 capability model for only $48 on 8 H100 GPUs in 2 hours.\n");
  CHECK(claims_of(e, "GPT-2") == "-");
}

TEST_CASE("an h1 tag opening a line of Markdown is its title, and a unit defined is no figure") {
  const Extraction e = extract(
      "<h1> ZorbNet </h1>\n\n## Features\n- Trains in ~3 days using 1×8×H100.\n\n"
      "LR is scaled with the batch. We train for 200 epochs (1 epoch = 1250 steps).\n");
  CHECK(claims_of(e, "ZorbNet") == "for ~3 days, on 8 H100, 200 epochs");
  CHECK(claims_of(e, "LR") == "-");
}

TEST_CASE("a release column dates each row's own model") {
  const Extraction e = extract(
      "| Model | Parameters | Release |\n|---|---|---|\n| zorb-v1-small | 26M | 2024.08.28 |\n"
      "| zorb-v1 | 108M | 2024.09.01 |\n");
  CHECK(drafted_fact(e, "zorb-v1-small", "date 2024-08"));
  CHECK(drafted_fact(e, "zorb-v1", "date 2024-09"));
  // A column of another date dates nothing.
  const Extraction f = extract(
      "| Model | Parameters | Knowledge cutoff |\n|---|---|---|\n| zorb-v2 | 26M | 2024.08.28 |\n");
  CHECK(claims_of(f, "zorb-v2") == "26M params");
}

TEST_CASE("a name listed right after a compared one is compared too") {
  const Extraction e = extract(
      "The structure is aligned with `Qwen3 / Qwen3-MoE` ecosystem: MoE approximately "
      "198M-A64M.\n");
  CHECK(claims_of(e, "Qwen3-MoE") == "-");
  CHECK(claims_of(e, "Qwen3") == "-");
}

TEST_CASE("a title of one word is the family of the names joined to it") {
  const Extraction e = extract(
      "# Zorb\n\nZorb is a MoE LLM. We introduce two sizes, which are Zorb-lite and Zorb-plus. "
      "Zorb-lite has 16.8 billion parameters with 2.75 billion activated parameters, while "
      "Zorb-plus has 290 billion parameters.\n\nThe Zorb team thanks its users.\n");
  CHECK(claims_of(e, "Zorb-lite") == "16.8B params, 2.75B active params");
  CHECK(claims_of(e, "Zorb-plus") == "290B params");
  CHECK(claims_of(e, "Zorb") == "-");
}

TEST_CASE("no more than and within bound from above, and machines of accelerators are no count") {
  const Extraction e = extract(
      "We introduce Zorb-R1-32B. Estimated training time on 12 x H800 machines takes no more "
      "than 6 hours --- around \\$1000.\n");
  CHECK(claims_of(e, "Zorb-R1-32B") == "for at most 6 hours, cost ~$1000");
  const Extraction f = extract("Zorb-1.5B was trained on 4 A100 GPUs within 24 hours.\n");
  CHECK(drafted_fact(f, "Zorb-1.5B", "for at most 24 hours"));
  // One machine holds the count.
  const Extraction g = extract("Zorb-1.5B was trained in 2 hours on an 8XH100 GPU node.\n");
  CHECK(drafted_fact(g, "Zorb-1.5B", "on 8 H100"));
}

TEST_CASE("a price table's header may write its unit as $/1M tokens, and a default rate is no offer's") {
  const Extraction e = extract(
      "# ZorbReview\n\n| Model | Input ($/1M tokens) | Output ($/1M tokens) |\n|---|---|---|\n"
      "| `zorb/orbit-4-6` | $5.00 | $25.00 |\n\nFor models not listed above, a default rate of "
      "$5.00/$25.00 per 1M tokens is used.\n");
  CHECK(claims_of(e, "zorb/orbit-4-6") == "$5 per 1M input tokens, $25 per 1M output tokens");
  CHECK(claims_of(e, "ZorbReview") == "-");
}

TEST_CASE("energy per inference in a header is per query, and a few joules are no run's energy") {
  const Extraction e = extract(
      "| Metric | Orbit:0.5B | Orbit:0.6B |\n|---|---|---|\n"
      "| Avg. GPU energy per inference (J) | 83.34 | 231.36 |\n\n"
      "On one prompt Orbit:0.6B consumed 324 J.\n");
  CHECK(claims_of(e, "Orbit:0.5B") == "83.34 J per query");
  CHECK(claims_of(e, "Orbit:0.6B") == "231.36 J per query");
}

TEST_CASE("a size before a compared name is part of the comparison") {
  const Extraction e = extract(
      "We introduce Zorb2-Agent, a 14B math reasoning model, achieving performance comparable to "
      "671B DeepSeek-R1. Training used 64 MI300X GPUs.\n");
  CHECK(claims_of(e, "Zorb2-Agent") == "14B params, on 64 MI300X");
  CHECK(claims_of(e, "DeepSeek-R1") == "-");
}

TEST_CASE("a line ending in a colon leads its list, and a part's size is not the model's") {
  const Extraction e = extract(
      "# Zorb-01\n\nWe introduce Zorb-Text-01 and Zorb-VL-01. Zorb-VL-01 is trained with a "
      "303-million-parameter Vision Transformer (ViT) for visual encoding.\n\n"
      "The architecture of Zorb-Text-01 is briefly described as follows:\n"
      "- Total Parameters: 456B\n- Activated Parameters per Token: 45.9B\n\n"
      "For Zorb-VL-01, the additional ViT architecture details is as follows:\n"
      "- Total Parameters: 303M\n");
  CHECK(claims_of(e, "Zorb-Text-01") == "456B params, 45.9B active params");
  CHECK(claims_of(e, "Zorb-VL-01") == "-");
  CHECK(claims_of(e, "Zorb-01") == "-");
}

TEST_CASE("sizes after a verb of training name models, and a minimum requirement is no run's") {
  const Extraction e = extract(
      "The minimum hardware requirement for training Zorb-0.5B is a single A100 GPU. We utilized "
      "2x8 H100 GPUs to train 7B and 14B models over 15 hours.\n");
  CHECK(claims_of(e, "Zorb-0.5B") == "-");
  // Where the sizes are stated, they stay sizes.
  const Extraction f = extract("Llama 9 comes in 8B and 70B variants.\n");
  CHECK(!f.records.empty());
}

TEST_CASE("an introduced name is a family, and a size in parentheses after a name is its size") {
  const Extraction e = extract(
      "- **[2025/11]** We released **Zorb2.0**, scaled to 100B parameters.\n\n"
      "We are thrilled to introduce **Zorb2.0**. The family, featuring **Zorb2.0-mini (16B)** and "
      "**Zorb2.0-flash (100B)**, marks a first.\n");
  CHECK(drafted_fact(e, "Zorb2.0", "date 2025-11"));
  CHECK(claims_of(e, "Zorb2.0-mini") == "16B params");
  CHECK(claims_of(e, "Zorb2.0-flash") == "100B params");
  // In a sentence of prices the parentheses are the offer's name.
  const Extraction f = extract(
      "Latency-optimized inference for Llama 3.1 Instruct (405B) is billed at $0.003 per 1,000 "
      "tokens.\n");
  CHECK(claims_of(f, "Llama 3.1 Instruct (405B) latency-optimized") == "$0.003 per 1K tokens");
}

TEST_CASE("a row's tier by the prompt's length names an offer of its own") {
  const Extraction e = extract(
      "Below are the prices per 1M tokens.\n\n| Model | Input | Output |\n|---|---|---|\n"
      "| Orbit Pro (≤ 200K tokens) | $3.00 | $15.00 |\n"
      "| Orbit Pro (> 200K tokens) | $6.00 | $22.50 |\n");
  CHECK(claims_of(e, "Orbit Pro (up to 200K tokens)") ==
        "$3 per 1M input tokens, $15 per 1M output tokens");
  CHECK(claims_of(e, "Orbit Pro (over 200K tokens)") ==
        "$6 per 1M input tokens, $22.5 per 1M output tokens");
}

TEST_CASE("a name before a part's noun is the part") {
  const Extraction e = extract(
      "Orbit-VL-9B uses ZorbViT-6B as the vision encoder. ZorbViT-6B was trained on 1T tokens.\n");
  CHECK(claims_of(e, "ZorbViT-6B") == "1T tokens");
  const Extraction f = extract("We use the ZorbViT-6B vision encoder, trained on 1T tokens.\n");
  CHECK(claims_of(f, "ZorbViT-6B") == "-");
}

TEST_CASE("one expert's size, a compared size and an active part over the total are left out") {
  const Extraction e = extract(
      "# Zorb2.2\n\nWe introduce **Zorb2.2**. Zorb2.2 open-sources a 5B model built with our "
      "VAE.\n\nIn Zorb2.2, each expert model has about 14B parameters, with only 14B active "
      "parameters.\n");
  CHECK(claims_of(e, "Zorb2.2") == "5B params");
  bool set_aside = false;
  for (const auto& i : e.ignored)
    set_aside = set_aside || i.detail.find("more active parameters than") != std::string::npos;
  CHECK(set_aside);
}
