// Tables of models as columns, turned so that each model is a row
// (src/extract/table_text.cpp).
#include "extract/table_text.h"

#include <catch2/catch.hpp>
#include <string>

#include "extract/extract.h"
#include "extract_support.h"
#include "test_support.h"

using namespace claimcheck;
using namespace claimcheck::extraction;
using claimcheck::testing::builtin_environment;
using claimcheck::testing::drafted_fact;

namespace {

std::optional<PageText> turned(const std::string& text) {
  return models_as_rows(text, nullptr, builtin_environment().catalogue.wordings(),
                        Lexicon::builtin());
}

const std::string kColumns =
    "Prices:\n\n| | Orbit Large | Orbit Small |\n|---|---|---|\n"
    "| Input price (per 1M tokens) | $0.30 | $0.05 |\n"
    "| Output price (per 1M tokens) | $1.20 | $0.20 |\n";

}  // namespace

TEST_CASE("a table of models as columns is written a model a row") {
  const auto t = turned(kColumns);
  REQUIRE(t);
  CHECK(t->text ==
        "Prices:\n\n| Model | Input price (per 1M tokens) | Output price (per 1M tokens) |\n"
        "|---|---|---|\n| Orbit Large | $0.30 | $1.20 |\n| Orbit Small | $0.05 | $0.20 |\n");
  REQUIRE(t->to_page.size() == t->text.size() + 1);
  // Each byte written maps back to the byte it was read from.
  const std::size_t at = t->text.find("$1.20");
  CHECK(kColumns.compare(t->to_page[at], 5, "$1.20") == 0);
}

TEST_CASE("tables of models as rows, or of labels, are left as they are") {
  CHECK_FALSE(
      turned("| Model | Input | Output |\n|---|---|---|\n| Orbit Large | $0.30 | $1.20 |\n"));
  CHECK_FALSE(
      turned("| Model | GPU-hours | Carbon emitted |\n|---|---|---|\n| Orbit | 5M | 20 t |\n"));
  CHECK_FALSE(turned("No table here.\n"));
  // A header of models over a row that names a model is no such table.
  CHECK_FALSE(turned("| | Orbit Large | Orbit Small |\n|---|---|---|\n| Orbit Pro | 1 | 2 |\n"));
}

TEST_CASE("the figures of a turned table are each its column's model's, quoted where written") {
  const Environment& env = builtin_environment();
  const Extraction e = extract_prose(kColumns, "t.md", env.catalogue, env.models);
  const DraftFact* f = drafted_fact(e, "Orbit Small", "$0.2 per 1M output tokens");
  REQUIRE(f);
  CHECK(f->prose.line == 6);
  CHECK(f->prose.column == 42);  // `| Output price (per 1M tokens) | $1.20 | ` before it
  CHECK(drafted_fact(e, "Orbit Large", "$0.3 per 1M input tokens"));
  for (const auto& r : e.records) CHECK(r.name.find("price") == std::string::npos);
  // The same table in a page.
  const Extraction page = extract_prose(
      "<!DOCTYPE html><html><body><table><tr><th></th><th>Orbit Large</th><th>Orbit Small</th></tr>"
      "<tr><td>Input price (per 1M tokens)</td><td>$0.30</td><td>$0.05</td></tr>"
      "<tr><td>Output price (per 1M tokens)</td><td>$1.20</td><td>$0.20</td></tr></table>"
      "</body></html>",
      "p.html", env.catalogue, env.models);
  CHECK(drafted_fact(page, "Orbit Small", "$0.2 per 1M output tokens"));
  CHECK(drafted_fact(page, "Orbit Large", "$0.3 per 1M input tokens"));
}

TEST_CASE("a turned table's header may be bold and count with a sign") {
  const Environment& env = builtin_environment();
  const Extraction e = extract_prose(
      "| **Benchmark** | **Orbit V3.1** | **Kestrel-K2** |\n|---|---|---|\n"
      "| **Architecture** | MoE | MoE |\n| **# Total Params** | 671B | 1043B |\n"
      "| **# Activated Params** | 37B | 32B |\n",
      "t.md", env.catalogue, env.models);
  CHECK(drafted_fact(e, "Orbit V3.1", "671B params"));
  CHECK(drafted_fact(e, "Orbit V3.1", "37B active params"));
  CHECK(drafted_fact(e, "Kestrel-K2", "1.043T params"));
}

TEST_CASE("a turned table's labels may look like names, and a training column ties its figures") {
  const Environment& env = builtin_environment();
  const std::string table =
      "|  | **Orbit 7B** | **Orbit 32B** |\n|---|---|---|\n"
      "| Pretraining Stage 1 | 5.93 trillion tokens | 5.5 trillion tokens |\n"
      "| Mid-training | 100 billion tokens | 100 billion tokens |\n"
      "| Training time | 14 days | 31 days |\n";
  const Extraction e = extract_prose(table, "t.md", env.catalogue, env.models);
  CHECK(drafted_fact(e, "Orbit 7B", "5.93T tokens"));
  CHECK(drafted_fact(e, "Orbit 32B", "5.5T tokens"));
  CHECK(drafted_fact(e, "Orbit 32B", "for 31 days"));
  for (const auto& r : e.records) CHECK(r.name.find("training") == std::string::npos);
  // A table of models as rows whose header has a digit is still a header.
  const Extraction rows = extract_prose(
      "| Model | Pretraining Stage 1 |\n|---|---|\n| **Orbit 7B** | 5.93 trillion tokens |\n"
      "| **Orbit 32B** | 5.5 trillion tokens |\n",
      "t.md", env.catalogue, env.models);
  CHECK(drafted_fact(rows, "Orbit 7B", "5.93T tokens"));
  CHECK(drafted_fact(rows, "Orbit 32B", "5.5T tokens"));
  REQUIRE(rows.records.size() == 2);
}

TEST_CASE("a table whose first columns are labels and later columns models is read turned") {
  const auto& env = builtin_environment();
  const auto read = [&](const std::string& text) {
    return extract_prose(text, "t.md", env.catalogue, env.models);
  };
  const Extraction e = read(
      "| Category | Benchmark | Setting/Length | Orbit-V2 Base | Nimbus-K2 Base |\n"
      "| :--- | :--- | :--- | :---: | :---: |\n"
      "| **Params** | **#Activated / #Total** | - | **15B / 309B** | **32B / 1043B** |\n"
      "| General | BBH | 3-shot | 88.5 | 88.7 |\n");
  CHECK(drafted_fact(e, "Orbit-V2 Base", "15B active params"));
  CHECK(drafted_fact(e, "Orbit-V2 Base", "309B params"));
  CHECK(drafted_fact(e, "Nimbus-K2 Base", "32B active params"));
  CHECK(drafted_fact(e, "Nimbus-K2 Base", "1.043T params"));
  // A label column headed by a field's label holds figures: no turning.
  CHECK_FALSE(
      turned("| Stage | Tokens | Orbit-V2 Base |\n|---|---|---|\n| Stage 1 | 5.9T | 88.5 |\n"));
  CHECK(turned("| Stage | Phase | Orbit-V2 Base |\n|---|---|---|\n| Stage 1 | warm-up | 5.9T |\n"));
}
