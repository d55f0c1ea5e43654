// The extractor's structures phase (src/extract/structures.cpp): per-model
// lists, in one sentence or as list items, give each segment's figures to
// the name that opens it, and only when the text says they are per model.
#include "extract/structures.h"

#include <catch2/catch.hpp>
#include <string>

#include "extract/extract.h"
#include "extract_support.h"
#include "report/extract_report.h"
#include "test_support.h"

using namespace claimcheck;
using claimcheck::testing::builtin_environment;
using claimcheck::testing::claims_of;

namespace {

Extraction extract(const std::string& text) {
  const Environment& env = builtin_environment();
  return extract_prose(text, "t.txt", env.catalogue, env.models);
}

}  // namespace

TEST_CASE("a per-model list in one sentence gives each segment's figures to its name") {
  const Extraction e = extract(
      "Per model: Nova Lite, 7.0M GPU hours, 700 W, 2,000 tons CO2e; Nova Pro, 12.5M GPU hours, "
      "700 W, 3,600 tons CO2e; Nova Premier, 20M GPU hours, 700 W, 5,800 tons CO2e.");
  CHECK(claims_of(e, "Nova Lite") == "7M GPU-hours, 2000 tons CO2e");
  CHECK(claims_of(e, "Nova Pro") == "12.5M GPU-hours, 3600 tons CO2e");
  CHECK(claims_of(e, "Nova Premier") == "20M GPU-hours, 5800 tons CO2e");
  // No figure becomes a name.
  for (const auto& r : e.records) CHECK(r.name.find("7.0M") == std::string::npos);
}

TEST_CASE("segments without a per-model lead name models only when three or more repeat") {
  const Extraction three =
      extract("Nova Lite, 7.0M GPU hours; Nova Pro, 12.5M GPU hours; Nova Premier, 20M GPU hours.");
  CHECK(claims_of(three, "Nova Pro") == "12.5M GPU-hours");
  // Two segments and no lead: too little to tell a list of models from a
  // sentence with a semicolon.
  const Extraction two = extract("Nova Lite, 7.0M GPU hours; Nova Pro, 12.5M GPU hours.");
  CHECK(two.records.empty());
  // Labels of fields are no names.
  const Extraction fields =
      extract("Per model: Parameters, 14B; Training tokens, 9.8T; Hardware, 1,920 H100 GPUs.");
  CHECK(claims_of(fields, "Parameters") == "-");
  CHECK(claims_of(fields, "Training tokens") == "-");
}

TEST_CASE("list items under a per-model lead are each a model's") {
  const Extraction e = extract(
      "# Training footprint\n\nPer model:\n\n- Nova Lite: 7.0M GPU hours, 2,000 tons CO2e\n"
      "- Nova Pro: 12.5M GPU hours, 3,600 tons CO2e\n");
  CHECK(claims_of(e, "Nova Lite") == "7M GPU-hours, 2000 tons CO2e");
  CHECK(claims_of(e, "Nova Pro") == "12.5M GPU-hours, 3600 tons CO2e");
  // Without the lead, an unknown label names nothing.
  const Extraction bare = extract(
      "Training footprint:\n\n- Nova Lite: 7.0M GPU hours, 2,000 tons CO2e\n"
      "- Nova Pro: 12.5M GPU hours, 3,600 tons CO2e\n");
  CHECK(claims_of(bare, "Nova Lite") == "-");
  CHECK(claims_of(bare, "Nova Pro") == "-");
}

TEST_CASE("what a label that may name a model looks like") {
  const auto& env = builtin_environment();
  const auto& lex = Lexicon::builtin();
  using claimcheck::extraction::name_like_label;
  CHECK(name_like_label("Nova Lite", env.catalogue.wordings(), lex));
  CHECK(name_like_label("Orbit 2 8B", env.catalogue.wordings(), lex));
  CHECK_FALSE(name_like_label("nova lite", env.catalogue.wordings(), lex));
  CHECK_FALSE(name_like_label("Total", env.catalogue.wordings(), lex));
  CHECK_FALSE(name_like_label("Parameters", env.catalogue.wordings(), lex));
  CHECK_FALSE(name_like_label("A 7.0M", env.catalogue.wordings(), lex));
  CHECK_FALSE(name_like_label("Cost $5M", env.catalogue.wordings(), lex));
  CHECK_FALSE(name_like_label("One two three four five six seven", env.catalogue.wordings(), lex));
}

TEST_CASE("each fact says which rule gave it its subject") {
  const auto by = [](const std::string& text, const std::string& record, const std::string& claim) {
    const Extraction e = extract(text);
    const DraftFact* f = claimcheck::testing::drafted_fact(e, record, claim);
    return f ? std::string(attached_by_name(f->attached_by)) : std::string("-");
  };
  CHECK(by("Llama 3 was trained on 15T tokens.", "Llama 3", "15T tokens") == "clause");
  CHECK(by("Llama 3 was trained on 15T tokens. It has 70B parameters.", "Llama 3", "70B params") ==
        "anaphora");
  CHECK(by("The run emitted 500 tons CO2e for GPT-3.", "GPT-3", "500 tons CO2e") == "said-for");
  CHECK(by("Prices per 1M tokens:\n\n| Model | Input | Output |\n|---|---|---|\n"
           "| Orbit Large | $0.30 | $1.20 |\n",
           "Orbit Large", "$0.3 per 1M input tokens") == "table-row");
  CHECK(by("Per model: Nova Lite, 7.0M GPU hours; Nova Pro, 12.5M GPU hours.", "Nova Pro",
           "12.5M GPU-hours") == "list-item");
  CHECK(by("# Orbit-7B\n\nTrained on 12T tokens.", "Orbit-7B", "12T tokens") == "title");
  CHECK(by("# Notes\n\n## Llama 3 70B\n\nTrained on 15T tokens.", "Llama 3 70B", "15T tokens") ==
        "section");
  // In the JSON, beside the cue.
  const Environment& env = builtin_environment();
  const Extraction e = extract("Llama 3 was trained on 15T tokens.");
  const auto j = extraction_json(e, extracted_records(e, env.catalogue, env.models));
  CHECK(j["records"][0]["facts"][0]["attached_by"] == "clause");
}

TEST_CASE("a figure as near to a name after it as to one before it is set aside, not guessed") {
  const Extraction e = extract("Trained: Llama 3 15T tokens Mistral Large.");
  CHECK(e.records.empty());
  bool listed = false;
  for (const auto& i : e.ignored)
    if (i.reason == "ambiguous-subject") {
      listed = true;
      CHECK(i.detail == "as near to 'Llama 3' before it as to 'Mistral Large' after it");
      CHECK(i.prose.text == "15T tokens");
    }
  CHECK(listed);
  // Nearer to the name before it: that name's.
  CHECK(claims_of(extract("Llama 3 reached 15T tokens Mistral Large reached."), "Llama 3") ==
        "15T tokens");
}

TEST_CASE("a cue list as a regular expression's alternation, and the dates it finds") {
  const Lexicon lex = Lexicon::parse(R"([cues]
leads = ["in", "as of"]
verbs = ["train*", "add.up"]
[distractors]
[subjects]
vague = []
totals = []
groups = []
[names]
families = []
suffixes = []
developers = []
makers = []
vendors = []
)",
                                     "t.toml");
  // Longest first, words parted by any space, a star as any letters, signs escaped.
  CHECK(lex.alternation("leads") == "as\\s+of|in");
  CHECK(lex.alternation("leads", true) == "[Aa]s\\s+of|[Ii]n");
  CHECK(lex.alternation("verbs") == "train\\w*|add\\.up");
  CHECK(lex.alternation("missing").empty());
  // The built-in lists at work: a model card's release line dates its records,
  // and `in early March 2025` dates the figures after it.
  const Extraction card =
      extract("# Orbit-7B\n\nRelease date: April 23, 2024\n\nOrbit-7B has 7 billion parameters.\n");
  REQUIRE_FALSE(card.records.empty());
  bool dated = false;
  for (const auto& f : card.records[0].facts) dated = dated || f.claim == "date 2024-04";
  CHECK(dated);
}
