// The table of wordings: every group's example read with each spelling, and
// a user's table checked and read as the built-in one is.
#include "tables/wordings.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "claims/reader.h"
#include "extract/extract.h"
#include "tables/catalogue.h"
#include "test_support.h"
#include "vocab/calendar.h"
#include "vocab/precision.h"
#include "vocab/scale_words.h"

using namespace claimcheck;
using claimcheck::testing::builtin_catalogue;
using claimcheck::testing::builtin_environment;

namespace {

/// The example with `spelling` where `{}` stands.
std::string with(const std::string& claims, const std::string& spelling) {
  std::string r = claims;
  r.replace(r.find("{}"), 2, spelling);
  return r;
}

/// Reads `fact` in a model record; gives the value of `field` or a message.
std::string read_field(const Catalogue& catalogue, const std::string& fact, Field field,
                       double& value) {
  std::vector<Diagnostic> d;
  const auto records = parse_claims("model \"w\": " + fact + "\n", "w.claims", catalogue, d);
  if (!d.empty()) return render(d.front());
  if (records.size() != 1) return "no record";
  for (const auto& f : records.front().facts)
    if (f.field == field) {
      value = f.value.value.lo;
      return "";
    }
  return "no fact of " + std::string(field_name(field));
}

/// Extracts `prose`; gives the value of `field` in its first record that
/// has one, or a message.
std::string extract_field(const Catalogue& catalogue, const std::string& prose, Field field,
                          double& value) {
  const Extraction e = extract_prose(prose, "w.txt", catalogue, builtin_environment().models);
  for (const auto& r : extracted_records(e, catalogue, builtin_environment().models))
    for (const auto& f : r.facts)
      if (f.field == field) {
        value = f.value.value.lo;
        return "";
      }
  return "no fact of " + std::string(field_name(field)) + " in:\n" + e.claims_text();
}

std::string diagnostics(const std::string& text) {
  std::vector<Diagnostic> d;
  Wordings w = builtin_catalogue().wordings();
  w.load(text, "mine.toml", d);
  std::string out;
  for (const auto& x : d) out += render(x);
  return out;
}

}  // namespace

TEST_CASE("every built-in wording reads its example, spelling by spelling") {
  const Catalogue& catalogue = builtin_catalogue();
  std::size_t read = 0;
  REQUIRE(!catalogue.wordings().groups().empty());
  for (const auto& group : catalogue.wordings().groups())
    for (const auto& spelling : group.spellings) {
      const WordingExample& ex = group.example;
      if (!ex.claims.empty()) {
        const std::string fact = with(ex.claims, spelling);
        INFO(group.section << "." << group.key << ": " << fact);
        double value = 0;
        CHECK(read_field(catalogue, fact, ex.field, value) == "");
        CHECK(std::abs(value - ex.value) <= 1e-9 * std::abs(ex.value));
        ++read;
      }
      if (!ex.prose.empty()) {
        const std::string prose = with(ex.prose, spelling);
        INFO(group.section << "." << group.key << ": " << prose);
        double value = 0;
        CHECK(extract_field(catalogue, prose, ex.field, value) == "");
        CHECK(std::abs(value - ex.value) <= 1e-9 * std::abs(ex.value));
        ++read;
      }
    }
  CHECK(read > 150);
}

TEST_CASE("a wording added in a user's table is read by the claims reader") {
  Catalogue catalogue = builtin_catalogue();
  double value = 0;
  CHECK(read_field(catalogue, "70B weights", Field::params, value) != "");
  std::vector<Diagnostic> d;
  REQUIRE(catalogue.load_wordings(
      "schema = 1\n[nouns]\nweights = { field = \"params\", words = [\"weights\", \"Weight  "
      "count\"], claims = \"70B {}\", expect = { field = \"params\", value = 7e10 } }\n",
      "mine.toml", d));
  CHECK(d.empty());
  CHECK(read_field(catalogue, "70B weights", Field::params, value) == "");
  CHECK(value == 7e10);
  CHECK(read_field(catalogue, "70B weight count", Field::params, value) == "");
  CHECK(catalogue.wordings().files().back().first == "mine.toml");
}

TEST_CASE("a wording added only in a user's table is read by the extractor too") {
  Catalogue catalogue = builtin_catalogue();
  const std::string prose = "Llama 9 has 70B weights and was trained on 2T tokens.";
  double value = 0;
  CHECK(extract_field(catalogue, prose, Field::params, value) != "");
  std::vector<Diagnostic> d;
  REQUIRE(catalogue.load_wordings(
      "schema = 1\n[nouns]\nweights = { field = \"params\", words = [\"weights\"], claims = "
      "\"70B {}\", expect = { field = \"params\", value = 7e10 } }\n"
      "[units]\nmegajoules = { unit = \"MJ\", words = [\"megajoules\"], claims = \"2 {}\", "
      "expect = { field = \"energy\", value = 2e6 } }\n",
      "mine.toml", d));
  CHECK(d.empty());
  CHECK(extract_field(catalogue, prose, Field::params, value) == "");
  CHECK(value == 7e10);
  CHECK(read_field(catalogue, "5 megajoules", Field::energy, value) == "");
  CHECK(value == 5e6);
  CHECK(extract_field(catalogue, "Training Llama 9 used 5,000 megajoules.", Field::energy,
                      value) == "");
  CHECK(value == 5e9);
}

TEST_CASE("a price role, a keyword and a system's groups are checked") {
  CHECK_THAT(diagnostics("schema = 1\n[price-roles]\na = { role = \"cache-reed\", words = "
                         "[\"cr\"], claims = \"$1 per 1M {} tokens\", expect = { field = "
                         "\"price_cached_input\", value = 1e-6 } }\n"),
             Catch::StartsWith("mine.toml:3:14: error: unknown price role 'cache-reed'\n"));
  CHECK_THAT(diagnostics("schema = 1\n[keywords]\na = { words = [\"utilisation\"], claims = "
                         "\"47% {}\", expect = { field = \"mfu\", value = 0.47 } }\n"),
             Catch::Contains("keywords.a needs the keyword it stands for"));
  CHECK_THAT(diagnostics("schema = 1\n[per-system]\nracks = { words = [\"cabinet\"], claims = "
                         "\"1 tokens/s per DGX B200 {}\", expect = { field = \"throughput\", "
                         "value = 0.125 } }\n"),
             Catch::Contains("[per-system] has two groups, rates and nouns, not 'racks'"));
  // A user's spelling of a price role is read by the claims reader.
  Catalogue catalogue = builtin_catalogue();
  std::vector<Diagnostic> d;
  REQUIRE(catalogue.load_wordings(
      "schema = 1\n[price-roles]\nmine = { role = \"cached\", words = [\"reused\"], claims = "
      "\"$0.07 per 1M {} tokens\", expect = { field = \"price_cached_input\", value = 7e-8 } "
      "}\n",
      "mine.toml", d));
  double value = 0;
  CHECK(read_field(catalogue, "$0.07 per 1M reused tokens", Field::price_cached_input, value) ==
        "");
}

TEST_CASE("a unit's spelling is checked: a known unit, and no noun's spelling") {
  CHECK_THAT(diagnostics("schema = 1\n[units]\na = { unit = \"furlongs\", words = [\"fl\"], "
                         "claims = \"1 {}\", expect = { field = \"energy\", value = 1 } }\n"),
             Catch::StartsWith("mine.toml:3:14: error: unknown unit 'furlongs'"));
  CHECK_THAT(diagnostics("schema = 1\n[units]\na = { unit = \"J\", words = [\"GPU hours\"], "
                         "claims = \"1 {}\", expect = { field = \"energy\", value = 1 } }\n"),
             Catch::Contains("'gpu hours' is already a built-in or earlier spelling"));
}

TEST_CASE("a user's wording may give a built-in spelling a new meaning only with replace") {
  const std::string group =
      "= { field = \"tokens\", words = [\"param\"], claims = \"7B {}\", expect = { field = "
      "\"tokens\", value = 7e9 } }\n";
  CHECK(diagnostics("schema = 1\n[nouns]\nmine " + group) ==
        "mine.toml:3:37: error: 'param' is already a built-in or earlier spelling of [nouns] or "
        "[units]: "
        "say replace = true to give it a new meaning\n"
        "mine = { field = \"tokens\", words = [\"param\"], claims = \"7B {}\", expect = { "
        "field = \"tokens\", value = 7e9 } }\n"
        "                                    ^~~~~~~\n");
  Catalogue catalogue = builtin_catalogue();
  std::vector<Diagnostic> d;
  std::string replacing = "schema = 1\n[nouns]\nmine = { replace = true, " + group.substr(4);
  REQUIRE(catalogue.load_wordings(replacing, "mine.toml", d));
  double value = 0;
  CHECK(read_field(catalogue, "7B param", Field::tokens, value) == "");
  CHECK(value == 7e9);
}

TEST_CASE("a bad wordings table is refused at its line and column, and nothing is added") {
  // A word claimed by two groups.
  CHECK_THAT(diagnostics("schema = 1\n[nouns]\n"
                         "a = { field = \"params\", words = [\"w1\"], claims = \"1 {}\", expect = "
                         "{ field = \"params\", value = 1 } }\n"
                         "b = { field = \"tokens\", words = [\"W1\"], claims = \"1 {}\", expect = "
                         "{ field = \"tokens\", value = 1 } }\n"),
             Catch::StartsWith("mine.toml:4:34: error: 'w1' is already a spelling of nouns.a"));
  // An unknown field.
  CHECK_THAT(diagnostics("schema = 1\n[nouns]\n"
                         "a = { field = \"parms\", words = [\"w1\"], claims = \"1 {}\", expect = "
                         "{ field = \"params\", value = 1 } }\n"),
             Catch::StartsWith("mine.toml:3:15: error: unknown field 'parms'; did you mean "
                               "'params'?\na = "));
  // A missing example.
  CHECK_THAT(diagnostics("schema = 1\n[nouns]\na = { field = \"params\", words = [\"w1\"] }\n"),
             Catch::StartsWith("mine.toml:3:5: error: nouns.a needs an example"));
  // An example without the place of its spelling.
  CHECK_THAT(diagnostics("schema = 1\n[nouns]\n"
                         "a = { field = \"params\", words = [\"w1\"], claims = \"1 w1\", expect = "
                         "{ field = \"params\", value = 1 } }\n"),
             Catch::Contains("nouns.a.claims must hold {} where each spelling stands"));
  // Not TOML.
  CHECK_THAT(diagnostics("schema = 1\n[nouns\n"), Catch::StartsWith("mine.toml:2:"));
  // Nothing added from a table with an error.
  Catalogue catalogue = builtin_catalogue();
  std::vector<Diagnostic> d;
  CHECK_FALSE(catalogue.load_wordings(
      "schema = 1\n[nouns]\n"
      "a = { field = \"params\", words = [\"w1\"], claims = \"1 {}\", expect = { field = "
      "\"params\", value = 1 } }\n"
      "b = { field = \"nope\", words = [\"w2\"], claims = \"1 {}\", expect = { field = "
      "\"params\", value = 1 } }\n",
      "mine.toml", d));
  CHECK(catalogue.wordings().noun("w1") == nullptr);
}

TEST_CASE("one vocabulary: scale words, months and precisions, read alike by both readers") {
  const Catalogue& catalogue = builtin_catalogue();
  double value = 0;
  // A scale word the claims grammar and the prose grammar both take from src/vocab.
  CHECK(read_field(catalogue, "2.5 quadrillion tokens", Field::tokens, value) == "");
  CHECK(value == 2.5e15);
  CHECK(extract_field(catalogue, "Llama 9 was trained on 2.5 quadrillion tokens.", Field::tokens,
                      value) == "");
  CHECK(value == 2.5e15);
  CHECK(read_field(catalogue, "5 bn params", Field::params, value) == "");
  CHECK(value == 5e9);
  CHECK(scale_word_factor("millions", true) == 1e6);
  CHECK_FALSE(scale_word_factor("millions").has_value());
  CHECK_FALSE(is_scale_word("m"));
  CHECK(scale_word_of(1e9) == "billion");
  // Months, with their abbreviations.
  CHECK(month_number("Sept.") == 9);
  CHECK(month_number("may") == 5);
  CHECK(month_number("mayo") == 0);
  CHECK(is_month_abbreviation("dec"));
  CHECK_FALSE(is_month_abbreviation("may"));
  // Precisions and their aliases; a format that disagrees with its name is no precision.
  CHECK(canonical_precision("FP8 (E4M3)") == "fp8");
  CHECK(canonical_precision("bfloat16") == "bf16");
  CHECK(canonical_precision("fp8-e5m2") == "fp8");
  CHECK(canonical_precision("NVFP4") == "fp4");
  CHECK(canonical_precision("fp8 (e2m1)") == "");
  CHECK(canonical_precision("half") == "");
  CHECK(precision_in("llama-3-70b-instruct-nvfp4") == "fp4");
  CHECK(extract_field(catalogue, "Llama 9 was trained in bfloat16 on 2T tokens.", Field::precision,
                      value) == "");
}
