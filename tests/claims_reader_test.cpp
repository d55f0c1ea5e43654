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

TEST_CASE("expect lines are read with their verdict, at-most, rule and line") {
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

TEST_CASE("numbers are read to the double strtod reads, separators dropped") {
  // Plain, grouped, underscored, with fractions and exponents, at the edges
  // of a double's range, and longer than the reader's buffer.
  const std::vector<std::string> numbers = {"1",
                                            "0.3",
                                            "15.6",
                                            "16,384",
                                            "1_000_000",
                                            "3.8e25",
                                            "1.47088e+06",
                                            "2.5E-7",
                                            "0.1",
                                            "9007199254740993",
                                            "1e308",
                                            "1.7976931348623157e308",
                                            "4.9e-324",
                                            "2.2250738585072011e-308",
                                            "123,456,789.125",
                                            std::string(70, '7') + ".5"};
  for (const auto& n : numbers) {
    INFO(n);
    std::vector<Diagnostic> d;
    const auto records = parse("model A: " + n + " tokens\n", d);
    REQUIRE(d.empty());
    REQUIRE(records.size() == 1);
    std::string plain;
    for (const char c : n)
      if (c != ',' && c != '_') plain += c;
    CHECK(records[0].find(Field::tokens)->value.lo() == std::strtod(plain.c_str(), nullptr));
  }
}

TEST_CASE("a record read into the record before holds nothing of it") {
  // The reader reuses the record it is given: what a record does not say is
  // not left over from the one before (its expectations, notes, model).
  const std::string text =
      "model \"first\": model Llama-3.1-8B, 8B params, 15T tokens, on H100\n"
      "  expect ok\n"
      "api \"second\": 70B params, $0.10 per 1M tokens\n";
  std::istringstream in(text);
  ClaimsReader reader(in, "reused", builtin_catalogue());
  std::vector<Diagnostic> d;
  Record r;
  REQUIRE(reader.next(r, d));
  REQUIRE(d.empty());
  CHECK(r.find(Field::hardware) != nullptr);
  CHECK(r.expectations.size() == 1);
  REQUIRE(reader.next(r, d));
  REQUIRE(d.empty());
  CHECK(r.kind == RecordKind::api);
  CHECK(r.name == "second");
  CHECK(r.line == 3);
  CHECK(r.find(Field::hardware) == nullptr);
  CHECK(r.find(Field::tokens) == nullptr);
  CHECK(r.expectations.empty());
  CHECK(r.model == nullptr);
  CHECK(r.find(Field::params)->value.lo() == 70e9);

  Record cleared = r;
  cleared.clear();
  const Record fresh;
  CHECK(cleared.kind == fresh.kind);
  CHECK(cleared.name.empty());
  CHECK(cleared.file.empty());
  CHECK(cleared.line == 0);
  CHECK(cleared.facts.empty());
  CHECK(cleared.expectations.empty());
  CHECK(cleared.notes.empty());
  CHECK(cleared.model == nullptr);
}
