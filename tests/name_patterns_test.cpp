// Names no table knows, found by how a text introduces them
// (src/extract/name_patterns.cpp).
#include "extract/name_patterns.h"

#include <catch2/catch.hpp>
#include <string>

#include "extract/extract.h"
#include "extract/names.h"
#include "extract_support.h"
#include "test_support.h"

using namespace claimcheck;
using claimcheck::testing::builtin_environment;

namespace {

/// The claims drafted for record `name`, joined by `, `; "-" when there is none.
std::string drafted_for(const std::string& text, const std::string& name) {
  const Environment& env = builtin_environment();
  return claimcheck::testing::claims_of(extract_prose(text, "t.txt", env.catalogue, env.models),
                                        name);
}

}  // namespace

TEST_CASE("a name a text introduces is a subject, though no table knows it") {
  CHECK(drafted_for("We introduce Zephyrine, a 32B-parameter dense model trained on 18T tokens.",
                    "Zephyrine") == "32B params, 18T tokens");
  CHECK(drafted_for("Meet Kestrel: a model trained on 2T tokens.", "Kestrel") == "2T tokens");
  // A name of one word is found again in a later sentence.
  CHECK(drafted_for("We are excited to introduce Zephyrine. Zephyrine was trained on 18T tokens.",
                    "Zephyrine") == "18T tokens");
  // An appositive after a name that opens the sentence.
  CHECK(drafted_for("Orbit-2, our new open model, has 230B total parameters.", "Orbit-2") ==
        "230B params");
  // A name set off after a vague subject.
  CHECK(drafted_for("The larger model, Orbit-Pro, has 120 billion parameters.", "Orbit-Pro") ==
        "120B params");
  // A title that is a model's name, and the text under it.
  CHECK(drafted_for("# Orbit-7B\n\nThe model has 7 billion parameters.", "Orbit-7B") ==
        "7B params");
}

TEST_CASE("what is no introduced name") {
  // A title that is a topic, a sentence adverb before a comma, a plain word
  // after a cue that needs more.
  CHECK(drafted_for("# Training footprint\n\nThe model has 7 billion parameters.",
                    "Training footprint") == "-");
  CHECK(drafted_for("### Available Recipes\n\nThe model has 7 billion parameters.",
                    "Available Recipes") == "-");
  CHECK(drafted_for("However, our new run used 2,048 H100 GPUs.", "However") == "-");
  CHECK(drafted_for("Today, our new model has 7 billion parameters.", "Today") == "-");
  const auto& env = builtin_environment();
  const auto& lex = Lexicon::builtin();
  using claimcheck::extraction::model_like_name;
  CHECK(model_like_name("Orbit-2", false, env.catalogue.wordings(), lex));
  CHECK(model_like_name("SmolLM", false, env.catalogue.wordings(), lex));
  CHECK(model_like_name("Orbit Pro", false, env.catalogue.wordings(), lex));
  CHECK(model_like_name("Zephyrine", true, env.catalogue.wordings(), lex));
  CHECK_FALSE(model_like_name("Zephyrine", false, env.catalogue.wordings(), lex));
  CHECK_FALSE(model_like_name("Parameters", true, env.catalogue.wordings(), lex));
  CHECK_FALSE(model_like_name("A 7.0M", false, env.catalogue.wordings(), lex));
  CHECK_FALSE(model_like_name("One Two Three Four Five Six", false, env.catalogue.wordings(), lex));
}

TEST_CASE("a name set off after a phrase that says it is a model, or after an article") {
  CHECK(drafted_for("The first released version, Ling-mini-2.0, is compact. It has 16B total "
                    "parameters.",
                    "Ling-mini-2.0") == "16B params");
  CHECK(drafted_for("We released the dots.llm1 series. The dots.llm1 model activates 14B "
                    "parameters out of a total of 142B parameters.",
                    "dots.llm1") != "-");
  // A phrase that says no model: a data source set off by commas.
  CHECK(drafted_for("Its largest source, Common Crawl, held 45TB of text.", "Common Crawl") == "-");
  // Lower-case words with a hyphen are no name.
  CHECK(drafted_for("We are excited to announce the open-sourcing of our models, trained on 2T "
                    "tokens.",
                    "open-sourcing") == "-");
}

TEST_CASE("a word that is a size of a name, and a token that is a parameter count") {
  using claimcheck::extraction::parameter_token;
  using claimcheck::extraction::size_part;
  for (const char* w : {"8b", "70B", "2.5t", "350m", "32k", "8x7b", "8X22B", "8x1.5B"})
    CHECK(size_part(w));
  for (const char* w : {"8", "b", "8.b", "8bb", "2.5x7b", "8x7t", "8x", "x7b", "v3", "4o", ""})
    CHECK_FALSE(size_part(w));
  CHECK(parameter_token("8b") == 8e9);
  CHECK(parameter_token("1.5t") == 1.5e12);
  CHECK_FALSE(parameter_token("8B"));  // name tokens are in lower case
  CHECK_FALSE(parameter_token("350m"));
  CHECK_FALSE(parameter_token("8x7b"));
  CHECK_FALSE(parameter_token("8."));
}

TEST_CASE("a name compared with, its developer before it, is not the subject") {
  const std::string text =
      "DeepSeek R1 is here: performance on par with OpenAI o1, but open-sourced. It is 671B "
      "parameters in size, with 37B active in an inference pass.";
  CHECK(drafted_for(text, "DeepSeek R1") == "671B params, 37B active params");
  CHECK(drafted_for(text, "o1") == "-");
  CHECK(drafted_for("Orbit 2 was trained on 9T tokens, comparable to Meta's Llama 3.", "Llama 3") ==
        "-");
}

TEST_CASE("a capitalised word and a hyphen are no name, an acronym and a hyphen may be") {
  CHECK(drafted_for("Mid-training used 100 billion tokens.", "Mid-training") == "-");
  CHECK(drafted_for("We introduce AFM-server, a model trained on 6.3T tokens.", "AFM-server") ==
        "6.3T tokens");
}

TEST_CASE("over a run's length is its span unless a word of length leads it") {
  CHECK(drafted_for("Orbit-9B was trained on 512 H800 GPUs over 21 days.", "Orbit-9B") ==
        "on 512 H800, for 21 days");
  CHECK(drafted_for("Orbit-9B was trained for over 21 days on 512 H800 GPUs.", "Orbit-9B") ==
        "for over 21 days, on 512 H800");
  CHECK(drafted_for("Training OLMo 2 7B took just over 3 weeks.", "OLMo 2 7B") ==
        "for over 3 weeks");
}
