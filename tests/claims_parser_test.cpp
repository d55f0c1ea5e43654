// The record reader: record boundaries, continuation lines, comments, line
// ends, byte-order marks, tabs, and recovery after errors.
#include <catch2/catch.hpp>
#include <sstream>

#include "test_support.h"

using namespace claimcheck;
using claimcheck::testing::builtin_catalogue;

namespace {
std::vector<Record> parse(const std::string& text, std::vector<Diagnostic>& d) {
  return parse_claims(text, "t.claims", builtin_catalogue(), d);
}
}  // namespace

TEST_CASE("records, continuation lines, comments and blank lines") {
  std::vector<Diagnostic> d;
  const auto records = parse(
      "# a comment\n"
      "\n"
      "model A: 1B params  # trailing comment\n"
      "    # an indented comment\n"
      "\n"
      "    2T tokens\n"
      "api B 1B params\n"
      "service C\n",
      d);
  REQUIRE(d.empty());
  REQUIRE(records.size() == 3);
  CHECK(records[0].name == "A");
  CHECK(records[0].line == 3);
  CHECK(records[0].facts.size() == 2);
  CHECK(records[0].find(Field::tokens)->where.line == 6);
  CHECK(records[1].kind == RecordKind::api);
  CHECK(records[1].name == "B");
  CHECK(records[1].facts.size() == 1);
  CHECK(records[2].kind == RecordKind::service);
  CHECK(records[2].facts.empty());
}

TEST_CASE("CRLF line ends, a byte-order mark and tabs are accepted") {
  std::vector<Diagnostic> d;
  const auto records = parse("\xEF\xBB\xBFmodel A:\t1B params,\r\n\t2T\ttokens\r\n", d);
  REQUIRE(d.empty());
  REQUIRE(records.size() == 1);
  CHECK(records[0].find(Field::params)->value.lo() == 1e9);
  CHECK(records[0].find(Field::tokens)->value.lo() == 2e12);
}

TEST_CASE("a record with an error is skipped and the next ones are read") {
  std::vector<Diagnostic> d;
  const auto records = parse(
      "model A: 1B parms\nmodel B: 1B params\nmodel C: 2B params, 3B params\nmodel D: 4B params\n",
      d);
  CHECK(d.size() == 2);
  REQUIRE(records.size() == 2);
  CHECK(records[0].name == "B");
  CHECK(records[1].name == "D");
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

TEST_CASE("expectations") {
  std::vector<Diagnostic> d;
  const auto r = parse(
      "model A: 1B params\n"
      "    expect ok\n"
      "    expect at-most note\n"
      "    expect warning implied-mfu\n"
      "    expect at-most implausible training-cost\n",
      d);
  REQUIRE(d.empty());
  REQUIRE(r.size() == 1);
  REQUIRE(r[0].expectations.size() == 4);
  CHECK(r[0].expectations[0].verdict == Level::ok);
  CHECK(r[0].expectations[0].rule.empty());
  CHECK(r[0].expectations[1].at_most);
  CHECK(r[0].expectations[2].rule == "implied-mfu");
  CHECK(r[0].expectations[3].at_most);
  CHECK(r[0].expectations[3].rule == "training-cost");
  CHECK(r[0].expectations[3].where.line == 5);
}

TEST_CASE("the reader holds one record at a time") {
  // A stream that yields many records: each is handed out before the next is read.
  std::ostringstream text;
  for (int i = 0; i < 1000; ++i)
    text << "model m" << i << ": " << (i + 1) << "B params, 2T tokens\n";
  std::istringstream in(text.str());
  ClaimsReader reader(in, "many", builtin_catalogue());
  std::vector<Diagnostic> d;
  Record r;
  int count = 0;
  while (reader.next(r, d)) {
    CHECK(r.find(Field::params)->value.lo() == (count + 1) * 1e9);
    ++count;
  }
  CHECK(count == 1000);
  CHECK(d.empty());
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
