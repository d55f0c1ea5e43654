// The accelerator catalogue: the built-in table, lookups, families, overrides
// and errors at line and column.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <regex>

#include "quantity/format.h"
#include "tables/builtin.h"
#include "tables/toml_reader.h"
#include "tables/toml_screen.h"
#include "test_support.h"

using namespace claimcheck;
using claimcheck::testing::builtin_catalogue;

TEST_CASE("the built-in catalogue has every accelerator the spec names") {
  const auto& c = builtin_catalogue();
  for (const char* name :
       {"V100", "A100-40GB", "A100-80GB", "H100-SXM", "H100-PCIe", "H800", "H200", "B200", "GB200",
        "MI300X", "TPU-v4", "TPU-v5e", "TPU-v5p", "L40S", "T4"}) {
    INFO(name);
    const Accelerator* a = c.find(name);
    REQUIRE(a);
    CHECK_FALSE(a->source.empty());
    CHECK(a->dense.size() > 0);
  }
}

TEST_CASE("a provider on its own chip: the catalogue maps it, and an offer naming it is on it") {
  const auto& c = builtin_catalogue();
  const ProviderChip* groq = c.provider_chip("groq");
  REQUIRE(groq);
  CHECK(groq->accelerator == "Groq-LPU");
  CHECK_FALSE(groq->source.empty());
  REQUIRE(c.provider_chip("Cerebras Inference"));
  CHECK(c.provider_chip("Cerebras Inference")->accelerator == "WSE-3");
  CHECK_FALSE(c.provider_chip("Together"));
  // An offer naming the provider and no accelerator takes the provider's.
  const auto& env = claimcheck::testing::builtin_environment();
  std::vector<Diagnostic> d;
  auto records = parse_claims(
      "api a: 8B params, provider \"Groq\", $0.05 per 1M output tokens\n"
      "api b: 8B params, provider \"Groq\", on H100-SXM, $0.05 per 1M output tokens\n"
      "api c: 8B params, provider \"Together\", $0.05 per 1M output tokens\n",
      "t.claims", c, d, &env.models);
  REQUIRE(d.empty());
  REQUIRE(records.size() == 3);
  REQUIRE(records[0].find(Field::hardware));
  CHECK(records[0].find(Field::hardware)->hardware == std::vector<std::string>{"Groq-LPU"});
  CHECK(records[0].find(Field::hardware)->from_table);
  CHECK(records[1].find(Field::hardware)->hardware == std::vector<std::string>{"H100-SXM"});
  CHECK_FALSE(records[2].find(Field::hardware));
  // No peak or price is published for the LPU: the price rule says so and
  // does not judge the offer against GPUs it does not run on.
  const ClaimResult r = check_record(records[0], env);
  for (const auto& f : r.findings)
    if (f.rule == "inference-price") {
      CHECK(f.verdict == Level::not_applicable);
      CHECK(f.message == "needs hardware.floor_peak of Groq-LPU (no dense peak published)");
    }
}

TEST_CASE("every figure of every entry has a source, and sparse is never below dense") {
  for (const auto& a : builtin_catalogue().entries()) {
    INFO(a.id);
    CHECK_FALSE(a.source.empty());
    if (a.price) {
      CHECK_FALSE(a.price_source.empty());
      CHECK_FALSE(a.price_as_of.empty());
      CHECK(a.price->lo() <= a.price->hi());
    }
    if (a.is_family()) continue;  // ranges over variants
    for (const auto& [precision, sparse] : a.sparse) {
      INFO(precision);
      auto dense = a.dense.find(precision);
      if (dense != a.dense.end()) CHECK(sparse.lo() >= dense->second.hi() * 1.9);
    }
  }
}

TEST_CASE("names are looked up ignoring case, spaces and hyphens") {
  const auto& c = builtin_catalogue();
  REQUIRE(c.find("A100-40GB"));
  CHECK(c.find("a100 40gb") == c.find("A100-40GB"));
  CHECK(c.find("A10040GB") == c.find("A100-40GB"));
  CHECK(c.find("tpu v4") == c.find("TPU-v4"));
  CHECK(c.find("TPUv4") == c.find("TPU-v4"));
  CHECK(c.find("H1OO") == nullptr);
  CHECK(c.find("") == nullptr);
}

TEST_CASE("H100's datasheet figures: 989 dense BF16, 1979 sparse: fp8 dense 1979") {
  const Accelerator* h = builtin_catalogue().find("H100-SXM");
  REQUIRE(h);
  CHECK(h->dense.at("bf16").lo() == Approx(989e12).epsilon(0.001));
  CHECK(h->sparse.at("bf16").lo() == Approx(1979e12).epsilon(0.001));
  CHECK(h->dense.at("fp8").lo() == Approx(1979e12).epsilon(0.001));
  REQUIRE(h->tdp);
  CHECK(h->tdp->lo() == 700);
}

TEST_CASE("a family's figures are the range over its variants") {
  const Accelerator* a100 = builtin_catalogue().find("A100");
  REQUIRE(a100);
  CHECK(a100->is_family());
  REQUIRE(a100->memory);
  CHECK(a100->memory->lo() == 40e9);
  CHECK(a100->memory->hi() == 80e9);
  CHECK(fmt::format("{}", *a100->memory) == "40–80 GB per GPU");
  const Accelerator* h100 = builtin_catalogue().find("H100");
  REQUIRE(h100);
  CHECK(h100->dense.at("bf16").lo() == Approx(756e12).epsilon(0.01));
  CHECK(h100->dense.at("bf16").hi() == Approx(989e12).epsilon(0.01));
}

TEST_CASE("unpublished figures stay missing") {
  const Accelerator* tpu = builtin_catalogue().find("TPU-v4");
  REQUIRE(tpu);
  CHECK_FALSE(tpu->tdp.has_value());
}

TEST_CASE("tables given with --hardware override figures and add entries") {
  Catalogue c = builtin_catalogue();
  std::vector<Diagnostic> d;
  const bool ok = c.load(
      "schema = 1\n"
      "[[accelerator]]\n"
      "id = \"H100-SXM\"\n"
      "[accelerator.price]\n"
      "low = 1.0\nhigh = 2.0\nas_of = \"2026-11\"\nsource = \"our contract\"\n"
      "[[accelerator]]\n"
      "id = \"X1\"\naliases = [\"Xeno One\"]\nsource = \"vendor sheet\"\nmemory_gb = 96\n"
      "[accelerator.dense_tflops]\nbf16 = 500\n",
      "mine.toml", d);
  INFO((d.empty() ? std::string() : render(d.front())));
  REQUIRE(ok);
  const Accelerator* h = c.find("H100 SXM");
  REQUIRE(h);
  CHECK(h->price->lo() * 3600 == Approx(1.0));
  CHECK(h->price_source == "our contract");
  CHECK(h->dense.at("bf16").lo() == Approx(989e12).epsilon(0.001));  // kept from the built-in table
  const Accelerator* x = c.find("xeno-one");
  REQUIRE(x);
  CHECK(x->dense.at("bf16").lo() == 500e12);
  // The family built on H100-SXM follows the new price.
  CHECK(c.find("H100")->price->lo() * 3600 == Approx(1.0));
}

TEST_CASE("a bad value in a table is reported at its line and column") {
  struct Row {
    int line;
    std::string toml;
    std::string expected;
  };
  const std::vector<Row> rows = {
      {__LINE__, "[[accelerator]]\nid = \"X\"\nsource = \"s\"\nmemory_gb = -80\n",
       "bad.toml:4:13: error: X.memory_gb must be a positive, finite number\n"
       "memory_gb = -80\n"
       "            ^~~\n"},
      {__LINE__, "[[accelerator]]\nid = \"X\"\nsource = \"s\"\ntdp_w = \"700\"\n",
       "bad.toml:4:9: error: X.tdp_w must be a number, not a string\n"
       "tdp_w = \"700\"\n"
       "        ^~~~~\n"},
      {__LINE__, "[[accelerator]]\nid = \"X\"\nsource = \"s\"\nmemroy_gb = 80\n",
       "bad.toml:4:1: error: unknown key 'memroy_gb' in [[accelerator]] X; did you mean "
       "'memory_gb'?\n"
       "memroy_gb = 80\n"
       "^~~~~~~~~\n"},
      {__LINE__,
       "[[accelerator]]\nid = \"X\"\nsource = \"s\"\n[accelerator.dense_tflops]\nbf61 = 5\n",
       "bad.toml:5:1: error: unknown key 'bf61' in X.dense_tflops; did you mean 'bf16'?\n"
       "bf61 = 5\n"
       "^~~~\n"},
      {__LINE__, "[[accelerator]]\nid = \"X\"\nsource = \"s\"\nmemory_gb = 80 80\n",
       "bad.toml:4:16: error: Error while parsing key-value pair: expected a comment or "
       "whitespace, saw '8'\n"
       "memory_gb = 80 80\n"
       "               ^\n"},
  };
  for (const auto& r : rows) {
    INFO("line " << r.line);
    Catalogue c;
    std::vector<Diagnostic> d;
    CHECK_FALSE(c.load(r.toml, "bad.toml", d));
    REQUIRE(d.size() >= 1);
    CHECK(render(d.front()) == r.expected);
    CHECK(c.entries().empty());  // nothing half-loaded
  }
}

TEST_CASE("characters the TOML reader misreads raw are read back as written inside strings") {
  // Regression: fuzz_tables found U+FDBF reaching toml++'s unreachable code;
  // such characters inside "..." strings are passed as \uXXXX escapes.
  Catalogue c;
  std::vector<Diagnostic> d;
  REQUIRE(
      c.load("schema = 1\n[[accelerator]]\nid = \"X\"\nsource = \"café · Müller \xEF\xB6\xBF\"\n",
             "t.toml", d));
  CHECK(c.find("X")->source == "café · Müller \xEF\xB6\xBF");
  // Outside a string, or in a literal string, they are refused at their column.
  Catalogue e;
  CHECK_FALSE(e.load("schema = 1\n[[accelerator]]\nid = \"X\"\nsource = 'café'\n", "t.toml", d));
  CHECK(render(d.back()) ==
        "t.toml:4:14: error: this character cannot stand in a literal ('...') string of a table: "
        "use a \"...\" "
        "string\nsource = 'café'\n             ^\n");
}

TEST_CASE("the table screen passes valid TOML that looks like what it refuses") {
  // Regressions from a review of the screen: each of these is valid TOML.
  const char* valid[] = {
      "[x]\n1979-05-27T = 1\n",                    // a key that looks like a date and a 'T'
      "[1979-05-27T]\nid = 1\n",                   // a table named so
      "v = [\n  [],\n]\n",                         // a nested array at the start of a line
      "v = [\n  [ {a = 1} ],\n]\n",                // an inline table in it
      "d = 1979-05-27 07:32:00\n",                 // a date and a time
      "d = [1979-05-27, 2000-01-01T00:00:00Z]\n",  // dates in an array
      "s = \"\"\"x\"\"\"\"\"\n",                   // five quotes close a string
      "# a comment with \xE3\x82\xAB (U+30AB)\n",  // a character toml++ classifies safely
  };
  for (const char* text : valid) {
    INFO(text);
    std::vector<Diagnostic> d;
    std::string safe;
    CHECK(screen_toml(text, "t.toml", d, safe));
    CHECK(d.empty());
  }
}

TEST_CASE("every built-in table passes the screen unchanged and may skip it") {
  // TableReader::parse gives the built-in tables to toml++ unscreened.
  std::size_t tables = 0;
  for (const auto& f : builtin_files()) {
    if (!f.name.ends_with(".toml")) continue;
    INFO(f.name);
    ++tables;
    CHECK(is_builtin_text(f.text));
    std::vector<Diagnostic> d;
    std::string safe;
    CHECK(screen_toml(f.text, std::string(f.name), d, safe));
    CHECK(d.empty());
    CHECK(safe == f.text);
  }
  CHECK(tables >= 4);
  // A copy of a built-in text is not the built-in text: it is screened.
  const std::string copy(builtin_files().front().text);
  CHECK_FALSE(is_builtin_text(copy));
  CHECK_FALSE(is_builtin_text(""));
}

TEST_CASE("each end of a price has its own date and source, and an accelerator its month") {
  // Every priced entry of the built-in table dates each end.
  for (const auto& a : builtin_catalogue().entries()) {
    if (a.is_family() || !a.price) continue;
    INFO(a.id);
    CHECK(a.price_source.find("low (") == 0);
    CHECK(a.price_source.find("; high (") != std::string::npos);
  }
  CHECK(builtin_catalogue().find("B200")->available == "2025-05");
  CHECK(builtin_catalogue().find("L40S")->available.empty());  // no dated source found
  Catalogue c = builtin_catalogue();
  std::vector<Diagnostic> d;
  CHECK_FALSE(
      c.load("schema = 1\n[[accelerator]]\nid = \"X-1\"\nsource = \"s\"\n"
             "[accelerator.dense_tflops]\nbf16 = 100\n[accelerator.price]\nlow = 1\n"
             "high = 2\nlow_as_of = \"2025-01\"\nsource = \"s\"\n",
             "x.toml", d));
  REQUIRE_FALSE(d.empty());
  CHECK(d[0].message.find("low_as_of and low_source go together") != std::string::npos);
  d.clear();
  CHECK_FALSE(
      c.load("schema = 1\n[[accelerator]]\nid = \"X-2\"\navailable = \"2025-13\"\n"
             "source = \"s\"\n",
             "x.toml", d));
  REQUIRE_FALSE(d.empty());
  CHECK(d[0].message.find("is a month, YYYY-MM") != std::string::npos);
  CHECK(d[0].where.line == 4);
}

TEST_CASE("a dated claim is priced at the price history of its month") {
  Catalogue c = builtin_catalogue();
  std::vector<Diagnostic> d;
  REQUIRE(
      c.load("schema = 1\n[[accelerator]]\nid = \"H100-SXM\"\n"
             "[[accelerator.price_history]]\nas_of = \"2023-07\"\nlow = 2.0\nhigh = 12.29\n"
             "source = \"a 2023 survey\"\n"
             "[[accelerator.price_history]]\nas_of = \"2024-06\"\nlow = 1.8\nhigh = 11\n"
             "source = \"a 2024 survey\"\n",
             "h.toml", d));
  const Accelerator& h100 = *c.find("H100-SXM");
  // The current range is from 2025-03 (its older end): later claims take it.
  CHECK_FALSE(c.price_at(h100, "2026-01"));
  REQUIRE(c.price_at(h100, "2024-01"));
  CHECK(c.price_at(h100, "2024-01")->as_of == "2023-07");
  CHECK(c.price_at(h100, "2024-12")->source == "a 2024 survey");
  // Older than the history: its first entry.
  CHECK(c.price_at(h100, "2022-01")->as_of == "2023-07");
  // The H100 family: a variant without history leaves the current range.
  CHECK_FALSE(c.price_at(*c.find("H100"), "2024-01"));
  CHECK_FALSE(
      c.load("schema = 1\n[[accelerator]]\nid = \"H100-SXM\"\n"
             "[[accelerator.price_history]]\nas_of = \"2023\"\nlow = 2.0\nhigh = 12.29\n"
             "source = \"s\"\n",
             "h.toml", d));
  REQUIRE_FALSE(d.empty());
  CHECK(d.back().message.find("needs as_of (YYYY-MM)") != std::string::npos);
}

TEST_CASE("the exercise sheet's useful facts are the catalogue's figures") {
  std::ifstream in(CLAIMCHECK_SOURCE_DIR "/examples/classroom/exercises.claims");
  REQUIRE(in);
  const Catalogue& catalogue = testing::builtin_catalogue();
  // `#     H100-SXM:  989 TFLOPS bf16, 1,979 fp8; 80 GB; 700 W; $1.49-$12.29 per GPU-hour`,
  // the prices possibly on the next line.
  const std::regex chip(R"(^#\s+(A100-80GB|H100-SXM|B200):\s+(.*)$)");
  const std::regex peak(R"(([0-9][0-9,]*) (?:TFLOPS )?(bf16|fp8|fp4))");
  const std::regex price(R"(\$([0-9.]+)-\$([0-9.]+) per GPU-hour)");
  std::string line, current, text;
  std::map<std::string, std::string> facts;
  while (std::getline(in, line)) {
    std::smatch m;
    if (std::regex_match(line, m, chip)) {
      current = m[1];
      facts[current] = m[2];
    } else if (!current.empty() && line.rfind("#    ", 0) == 0 &&
               line.find(':') == std::string::npos) {
      facts[current] += " " + line.substr(1);
    } else {
      current.clear();
    }
  }
  REQUIRE(facts.size() == 3);
  for (const auto& [id, said] : facts) {
    INFO(id << ": " << said);
    const Accelerator* a = catalogue.find(id);
    REQUIRE(a);
    int peaks = 0;
    for (auto it = std::sregex_iterator(said.begin(), said.end(), peak);
         it != std::sregex_iterator(); ++it, ++peaks) {
      std::string digits = (*it)[1];
      digits.erase(std::remove(digits.begin(), digits.end(), ','), digits.end());
      REQUIRE(a->dense.count((*it)[2]) == 1);
      CHECK(a->dense.at((*it)[2]).hi() == Approx(std::stod(digits) * 1e12));
    }
    CHECK(peaks >= 1);
    std::smatch p;
    REQUIRE(std::regex_search(said, p, price));
    REQUIRE(a->price);
    CHECK(a->price->lo() * 3600 == Approx(std::stod(p[1])));
    CHECK(a->price->hi() * 3600 == Approx(std::stod(p[2])));
  }
}
