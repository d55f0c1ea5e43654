// The claims grammar on its own: what each rule accepts, table-driven.
#include "grammar/claims_grammar.hpp"

#include <catch2/catch.hpp>
#include <tao/pegtl/contrib/analyze.hpp>

namespace g = claimcheck::grammar::claims;
namespace p = tao::pegtl;

namespace {

enum class Result { whole, partial, none, raises };

template <typename Rule>
Result match(const std::string& text) {
  p::memory_input<> in(text, "test");
  try {
    if (!p::parse<Rule, p::nothing, p::must_if<g::errors>::control>(in)) return Result::none;
  } catch (const p::parse_error&) {
    return Result::raises;
  }
  return in.empty() ? Result::whole : Result::partial;
}

template <typename Rule>
void verify(int line, const std::string& text, Result expected) {
  INFO("line " << line << ": '" << text << "'");
  CHECK(match<Rule>(text) == expected);
}

}  // namespace

TEST_CASE("the claims grammar has no rule that can loop without progress") {
  CHECK(p::analyze<g::record>() == 0);
  CHECK(p::analyze<g::header_line>() == 0);
  CHECK(p::analyze<g::continuation_line>() == 0);
}

TEST_CASE("numbers: digit groups, fractions and exponents are read whole") {
  using R = Result;
  verify<g::number_text>(__LINE__, "1022362", R::whole);
  verify<g::number_text>(__LINE__, "1,022,362", R::whole);
  verify<g::number_text>(__LINE__, "1_022_362", R::whole);
  verify<g::number_text>(__LINE__, "3.8e25", R::whole);
  verify<g::number_text>(__LINE__, "3.8E25", R::whole);
  verify<g::number_text>(__LINE__, "8e9", R::whole);
  verify<g::number_text>(__LINE__, "1e-3", R::whole);
  verify<g::number_text>(__LINE__, "15.6", R::whole);
  verify<g::number_text>(__LINE__, "16,384", R::whole);
  // A comma is a separator only before exactly three digits.
  verify<g::number_text>(__LINE__, "1,02", R::partial);
  verify<g::number_text>(__LINE__, "1,0222", R::partial);
  verify<g::number_text>(__LINE__, "2e", R::partial);
  verify<g::number_text>(__LINE__, ".5", R::none);
  verify<g::number_text>(__LINE__, "x1", R::none);
}

TEST_CASE("quantities: scales, ranges, bounds and approximations") {
  using R = Result;
  for (const auto& [line, text] :
       std::vector<std::pair<int, std::string>>{{__LINE__, "15.6T"},
                                                {__LINE__, "15.6 T"},
                                                {__LINE__, "15.6 trillion"},
                                                {__LINE__, "405B"},
                                                {__LINE__, "405 billion"},
                                                {__LINE__, "3.5 bn"},
                                                {__LINE__, "$200k"},
                                                {__LINE__, "38%"},
                                                {__LINE__, "35%..50%"},
                                                {__LINE__, "35-50%"},
                                                {__LINE__, "35–50%"},
                                                {__LINE__, "$1M-$2M"},
                                                {__LINE__, "$1M to $2M"},
                                                {__LINE__, "1-2M"},
                                                {__LINE__, "US$1M..2M"},
                                                {__LINE__, "€4M"},
                                                {__LINE__, "~8B"},
                                                {__LINE__, "about 8B"},
                                                {__LINE__, "≈8B"},
                                                {__LINE__, "roughly 8B"},
                                                {__LINE__, "15T+"},
                                                {__LINE__, "over 15T"},
                                                {__LINE__, "more than $100M"},
                                                {__LINE__, "at least 15T"},
                                                {__LINE__, "under $6M"},
                                                {__LINE__, "less than $6M"},
                                                {__LINE__, "at most $6M"},
                                                {__LINE__, "5.5.5M"},
                                                {__LINE__, "5m"},
                                                {__LINE__, "1M-2"}}) {
    verify<g::quantity>(line, text, R::whole);
  }
  // Where a quantity stops: the unit or name after it is a word of its own.
  verify<g::quantity>(__LINE__, "100 TB", R::partial);
  verify<g::quantity>(__LINE__, "100TB", R::partial);
  verify<g::quantity>(__LINE__, "433 MWh", R::partial);
  verify<g::quantity>(__LINE__, "2.788M H800-hours", R::partial);
  verify<g::quantity>(__LINE__, "5 min", R::partial);
  verify<g::quantity>(__LINE__, "over the top", R::none);
  verify<g::quantity>(__LINE__, "A100-40GB", R::none);
  verify<g::quantity>(__LINE__, "-5", R::none);
}

TEST_CASE("words, quoted strings and dates are tokens of their own") {
  using R = Result;
  verify<g::word>(__LINE__, "A100-40GB", R::whole);
  verify<g::word>(__LINE__, "TPU-v4-hours", R::whole);
  verify<g::word>(__LINE__, "/GPU-hour", R::whole);
  verify<g::word>(__LINE__, "Wh/query", R::whole);
  verify<g::word>(__LINE__, "params,", R::partial);
  verify<g::word>(__LINE__, "5B", R::none);
  verify<g::string_literal>(__LINE__, "\"arXiv:2412.19437, Table 1\"", R::whole);
  verify<g::string_literal>(__LINE__, "\"say \\\"hi\\\"\"", R::whole);
  verify<g::string_literal>(__LINE__, "\"no end", R::whole);  // read whole, reported by the actions
  verify<g::date_fact>(__LINE__, "date 2024-07", R::whole);
  verify<g::date_fact>(__LINE__, "date 2024-07-23", R::whole);
  verify<g::date_fact>(__LINE__, "date 2024", R::none);
  verify<g::date_fact>(__LINE__, "date 2024-07x", R::none);
}

TEST_CASE("a record header needs a kind and a name: continuation lines hold items") {
  using R = Result;
  verify<g::header_line>(
      __LINE__, "model \"DeepSeek-V3\": 671B params, 37B active params, 14.8T tokens,", R::whole);
  verify<g::header_line>(
      __LINE__, "model MPT-7B: 6.7B params, 1T tokens, 440 × A100-40GB for 9.5 days", R::whole);
  verify<g::header_line>(__LINE__, "plan p on H100 # a comment", R::whole);
  verify<g::header_line>(__LINE__, "model", R::raises);
  verify<g::header_line>(__LINE__, "405B params", R::raises);
  verify<g::continuation_line>(__LINE__, "    2.788M H800-hours, cost $5.576M at $2/GPU-hour,",
                               R::whole);
  verify<g::continuation_line>(__LINE__, "    expect implausible training-cost", R::whole);
  verify<g::continuation_line>(__LINE__, "    expect at-most note", R::whole);
  verify<g::continuation_line>(__LINE__, "\texpect ok implied-mfu # fine", R::whole);
  verify<g::continuation_line>(__LINE__, "    expect", R::raises);
  verify<g::continuation_line>(__LINE__, "    expect ok rule extra", R::raises);
  verify<g::record>(__LINE__, "model X: 1B params\n  2T tokens\n  expect ok\n", R::whole);
}
