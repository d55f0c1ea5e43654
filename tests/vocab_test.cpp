// The vocabularies declared once (src/vocab/): verdicts, precisions and
// fields, and the grammars' keywords kept in step with them.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "grammar/claims_grammar.hpp"
#include "grammar/rules_grammar.hpp"
#include "tables/catalogue.h"
#include "vocab/fields.h"
#include "vocab/glossary.h"
#include "vocab/precision.h"
#include "vocab/scale_words.h"
#include "vocab/verdict.h"

using namespace claimcheck;
namespace p = tao::pegtl;

namespace {

template <typename Rule>
bool matches_whole(const std::string& text) {
  p::memory_input<> in(text, "test");
  return p::parse<p::seq<Rule, p::eof>>(in);
}

}  // namespace

TEST_CASE("verdicts: ranked lowest to highest, with not-applicable apart and last") {
  const auto names = verdict_names();
  CHECK(names == std::vector<std::string>{"ok", "note", "warning", "subsidised", "implausible",
                                          "impossible", "unchecked", "not-applicable"});
  CHECK(ranked_level_names().size() == names.size() - 2);
  CHECK_FALSE(is_ranked(Level::unchecked));
  CHECK_FALSE(is_ranked(Level::not_applicable));
  for (std::size_t i = 1; i < ranked_levels().size(); ++i)
    CHECK(ranked_levels()[i - 1] < ranked_levels()[i]);
  for (const auto& v : verdict_table()) {
    Level parsed = Level::not_applicable;
    REQUIRE(parse_level(v.name, parsed));
    CHECK(parsed == v.level);
    CHECK(std::string(level_name(v.level)) == v.name);
  }
  Level untouched = Level::note;
  CHECK_FALSE(parse_level("subsidized", untouched));
  CHECK(untouched == Level::note);
}

TEST_CASE("verdicts: a fail-on level is reached at or above it, never by not-applicable") {
  const FailOn implausible{Level::implausible, false};
  CHECK(reaches(Level::impossible, implausible));
  CHECK(reaches(Level::implausible, implausible));
  CHECK_FALSE(reaches(Level::subsidised, implausible));
  CHECK_FALSE(reaches(Level::not_applicable, FailOn{Level::ok, false}));
  CHECK_FALSE(fails_claim(Level::unchecked, implausible));  // the default leaves unchecked alone
}

TEST_CASE("the fail-on option takes a level, unchecked, or both, in either order") {
  FailOn f;
  REQUIRE(parse_fail_on("implausible,unchecked", f));
  CHECK(f.level == Level::implausible);
  CHECK(f.unchecked);
  CHECK(fails_claim(Level::unchecked, f));
  CHECK_FALSE(fails_claim(Level::ok, f));
  REQUIRE(parse_fail_on("unchecked", f));
  CHECK(f.level == Level::implausible);  // unchecked alone keeps the default level
  CHECK(reaches(Level::impossible, f));
  CHECK_FALSE(parse_fail_on("unchecked,unchecked", f));
  REQUIRE(parse_fail_on("unchecked,note", f));
  CHECK(f.level == Level::note);
  CHECK_FALSE(parse_fail_on("note,warning", f));  // one level
  CHECK_FALSE(parse_fail_on("not-applicable", f));
  CHECK_FALSE(parse_fail_on("implausible,", f));
  CHECK_FALSE(parse_fail_on("", f));
}

TEST_CASE("the rules grammar's verdict keywords are exactly the ranked levels of the table") {
  // As many alternatives as levels, and each level matched by one: the same set.
  STATIC_REQUIRE(grammar::rules::level::subs_t::size == 6);
  CHECK(grammar::rules::level::subs_t::size == ranked_levels().size());
  for (const auto& name : ranked_level_names()) {
    INFO(name);
    CHECK(matches_whole<grammar::rules::level>(name));
    CHECK(matches_whole<grammar::rules::kw_verdict>(name));
  }
  CHECK_FALSE(matches_whole<grammar::rules::level>("not-applicable"));
  CHECK_FALSE(
      matches_whole<grammar::rules::level>("unchecked"));  // a claim's verdict, not a rule's
  CHECK_FALSE(matches_whole<grammar::rules::level>("okay"));
}

TEST_CASE("an expect line's verdict word reads every verdict, and its error lists them all") {
  for (const auto& name : verdict_names()) {
    INFO(name);
    CHECK(matches_whole<grammar::claims::verdict_word>(name));
  }
  std::string listed;
  for (const auto& name : verdict_names()) listed += (listed.empty() ? "" : ", ") + name;
  const std::string message = grammar::claims::errors::message<grammar::claims::expect_verdict>;
  CHECK(message == "expected a verdict after 'expect' (" + listed + ")");
}

TEST_CASE("precisions: one list for the catalogue, the claims and the hardware figures") {
  CHECK(precision_names() ==
        std::vector<std::string>{"bf16", "fp16", "fp8", "fp4", "tf32", "fp32", "int8"});
  CHECK(is_precision("int8"));
  CHECK_FALSE(is_precision("BF16"));  // callers lower-case first
  CHECK(is_precision(kDefaultPrecision));
  CHECK(is_precision(kFallbackPrecision));
  for (const auto& p : precision_names()) {
    INFO(p);
    CHECK(find_hardware_figure("peak_" + p));
    CHECK(find_hardware_figure("sparse_" + p));
  }
}

TEST_CASE("fields: the table follows the enum, and each name finds its row") {
  const auto& table = field_table();
  for (std::size_t i = 0; i < table.size(); ++i) {
    INFO(table[i].name);
    CHECK(static_cast<std::size_t>(table[i].field) == i);
    REQUIRE(find_field(table[i].name));
    CHECK(find_field(table[i].name)->field == table[i].field);
    CHECK(std::string(field_name(table[i].field)) == table[i].name);
  }
  CHECK(find_field("tokens_per_second") == nullptr);
  CHECK(field_def(Field::gpu_hours).dim == D(BaseDim::gpu) * D(BaseDim::s));
  CHECK(field_def(Field::hardware).type == FieldType::hardware);
}

TEST_CASE("record kinds: each name parses back to its kind") {
  for (const auto& name : record_kind_names()) {
    RecordKind k = RecordKind::model;
    REQUIRE(parse_record_kind(name, k));
    CHECK(name == record_kind_name(k));
  }
  RecordKind k = RecordKind::api;
  CHECK_FALSE(parse_record_kind("modle", k));
}

TEST_CASE("the glossary: every term the classroom needs, found by name, and in messages") {
  for (const char* name : {"MFU", "TDP", "PUE", "2:4-sparse", "fp8", "MoE", "Chinchilla ratio",
                           "training state", "egress", "GPU-hour"})
    CHECK(find_term(name) != nullptr);
  CHECK(find_term("mfu") == find_term("model FLOPs utilisation"));
  CHECK(find_term("parameters-per-dollar") == nullptr);
  CHECK(terms_used("implied MFU 37%") == std::vector<std::string>{"MFU"});
  // A unit that only contains a cue is not the term: TFLOPS is not FLOPS.
  CHECK(terms_used("989 TFLOPS is H100-SXM's 2:4-sparse peak").size() == 1);
  CHECK(terms_used("989 TFLOPS is H100-SXM's 2:4-sparse peak")[0] == "dense and 2:4-sparse peaks");
  CHECK(terms_used("a peak of 3.8e25 FLOP/s").size() == 1);
}

TEST_CASE("numbers in words the prose reader reads, and those the claims grammar reads") {
  CHECK(cardinal_word_value("zero") == 0);
  CHECK(cardinal_word_value("Nineteen") == 19);
  CHECK(cardinal_word_value("seventy") == 70);
  CHECK(cardinal_word_value("hundred") == -1);
  CHECK(cardinal_word_value("twelves") == -1);
  CHECK(number_word_value("twelve") == 12);
  CHECK(number_word_value("thirteen") == 0);  // the claims grammar stops at twelve
  CHECK(number_word_value("zero") == 0);
}
