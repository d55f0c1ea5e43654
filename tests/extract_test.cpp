// The extractor (src/extract/): figures as announcements write them, the
// records they are drafted into, the numbers it leaves out and why, bad
// input, and the prose span each fact points at.
#include "extract/extract.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "claims/reader.h"
#include "extract/figures.h"
#include "report/extract_report.h"
#include "test_support.h"

using namespace claimcheck;
using claimcheck::testing::builtin_environment;

namespace {

Extraction extract(const std::string& text) {
  const Environment& env = builtin_environment();
  return extract_prose(text, "t.txt", env.catalogue, env.models);
}

std::vector<Record> records_of(const Extraction& e) {
  const Environment& env = builtin_environment();
  return extracted_records(e, env.catalogue, env.models);
}

const DraftRecord* draft_named(const Extraction& e, const std::string& name) {
  for (const auto& r : e.records)
    if (r.name == name) return &r;
  return nullptr;
}

/// The fact of record `name` drafted as `claim`, in any order among its facts.
const DraftFact* drafted(const Extraction& e, const std::string& name, const std::string& claim) {
  const DraftRecord* r = draft_named(e, name);
  if (!r) return nullptr;
  for (const auto& f : r->facts)
    if (f.claim == claim) return &f;
  return nullptr;
}

/// The fact for `field` of the record `name`, as the claims reader read the draft.
const Fact* read_back(const std::vector<Record>& records, const std::string& name, Field field) {
  for (const auto& r : records)
    if (r.name == name) return r.find(field);
  return nullptr;
}

/// The ignored figure whose span starts where `figure` starts in `text`.
const IgnoredFigure* ignored_at(const Extraction& e, const std::string& text,
                                const std::string& figure) {
  const std::size_t at = text.find(figure);
  for (const auto& i : e.ignored)
    if (at != std::string::npos && i.prose.begin == at) return &i;
  return nullptr;
}

/// Whether any drafted fact's span covers byte `at` of the prose.
bool drafted_at(const Extraction& e, std::size_t at) {
  for (const auto& r : e.records)
    for (const auto& f : r.facts)
      if (f.prose.begin <= at && at < f.prose.end) return true;
  return false;
}

/// One sentence of an announcement and a fact the extractor must draft from it.
struct Drafted {
  int line;
  std::string prose;
  std::string record;  ///< the record's name
  std::string claim;   ///< the fact in the claims language
};

void check_drafts(const std::vector<Drafted>& cases) {
  for (const auto& c : cases) {
    INFO("line " << c.line << ": " << c.prose);
    const Extraction e = extract(c.prose + "\n");
    INFO(e.claims_text());
    CHECK(drafted(e, c.record, c.claim) != nullptr);
  }
}

/// One sentence and a number in it that is not a claim, with the reason id.
struct Ignored {
  int line;
  std::string prose;
  std::string figure;  ///< as written, the first occurrence in `prose`
  std::string reason;
};

void check_ignored(const std::vector<Ignored>& cases) {
  for (const auto& c : cases) {
    INFO("line " << c.line << ": " << c.prose);
    const std::string text = c.prose + "\n";
    const Extraction e = extract(text);
    INFO(e.claims_text());
    const IgnoredFigure* i = ignored_at(e, text, c.figure);
    REQUIRE(i != nullptr);
    CHECK(i->reason == c.reason);
    CHECK(!i->detail.empty());
    CHECK_FALSE(drafted_at(e, text.find(c.figure)));
  }
}

}  // namespace

TEST_CASE("figures: numbers in words, hedges and ranges as the prose grammar reads them") {
  struct Case {
    int line;
    std::string text;
    double lo, hi;
    Hedge hedge;
    bool range;
    std::string written;  ///< figure_text
  };
  const std::vector<Case> cases = {
      {__LINE__, "fifteen trillion tokens", 1.5e13, 1.5e13, Hedge::none, false, "15T"},
      {__LINE__, "seventy billion parameters", 7e10, 7e10, Hedge::none, false, "70B"},
      {__LINE__, "1.8 trillion parameters", 1.8e12, 1.8e12, Hedge::none, false, "1.8T"},
      {__LINE__, "a million GPU hours", 1e6, 1e6, Hedge::none, false, "1M"},
      {__LINE__, "2,048 GPUs", 2048, 2048, Hedge::none, false, "2048"},
      {__LINE__, "over 15T tokens", 1.5e13, 1.5e13, Hedge::over, false, "over 15T"},
      {__LINE__, "more than 2 trillion", 2e12, 2e12, Hedge::over, false, "over 2T"},
      {__LINE__, "nearly 10 trillion", 1e13, 1e13, Hedge::about, false, "~10T"},
      {__LINE__, "roughly 34 billion", 3.4e10, 3.4e10, Hedge::about, false, "~34B"},
      {__LINE__, "about 12 trillion", 1.2e13, 1.2e13, Hedge::about, false, "~12T"},
      {__LINE__, "~6 trillion", 6e12, 6e12, Hedge::about, false, "~6T"},
      {__LINE__, "up to 3 trillion", 3e12, 3e12, Hedge::at_most, false, "at most 3T"},
      {__LINE__, "at least 500", 500, 500, Hedge::at_least, false, "at least 500"},
      {__LINE__, "between $1 and $2 million", 1e6, 2e6, Hedge::none, true, "$1M..$2M"},
      {__LINE__, "$1-2 million", 1e6, 2e6, Hedge::none, true, "$1M..$2M"},
      {__LINE__, "1.5-2 trillion tokens", 1.5e12, 2e12, Hedge::none, true, "1.5T..2T"},
      {__LINE__, "41–42% MFU", 41, 42, Hedge::none, true, "41%..42%"},
      {__LINE__, "between 38% and 43%", 38, 43, Hedge::none, true, "38%..43%"},
  };
  for (const auto& c : cases) {
    INFO("line " << c.line << ": " << c.text);
    const auto f = read_figure(c.text, 0);
    REQUIRE(f.has_value());
    CHECK(f->begin == 0);
    CHECK(f->lo == Approx(c.lo));
    CHECK(f->hi == Approx(c.hi));
    CHECK(f->hedge == c.hedge);
    CHECK(f->range == c.range);
    CHECK(figure_text(*f) == c.written);
  }
}

TEST_CASE("figures: what else a figure records (words, 15T+, percent, currency, its end)") {
  const auto words = read_figure("fifteen trillion tokens", 0);
  REQUIRE(words);
  CHECK(words->words);
  CHECK(words->end == std::string("fifteen trillion").size());
  const auto plain = read_figure("15 trillion tokens", 0);
  REQUIRE(plain);
  CHECK_FALSE(plain->words);
  CHECK(plain->scaled);

  const auto open = read_figure("15T+ tokens", 0);
  REQUIRE(open);
  CHECK(open->open_ended);
  CHECK(open->end == 4);
  CHECK(figure_text(*open) == "15T+");

  const auto percent = read_figure("41–42% MFU", 0);
  REQUIRE(percent);
  CHECK(percent->percent);
  CHECK(percent->end == std::string("41–42%").size());

  const auto euro = read_figure("€0.25 per million", 0);
  REQUIRE(euro);
  CHECK(euro->currency == Currency::eur);
  CHECK(figure_text(*euro) == "€0.25");
  const auto pound = read_figure("£4M", 0);
  REQUIRE(pound);
  CHECK(pound->currency == Currency::gbp);
  CHECK(pound->lo == Approx(4e6));
  const auto dollar = read_figure("$5.576M", 0);
  REQUIRE(dollar);
  CHECK(dollar->currency == Currency::usd);

  const auto power = read_figure("3.8e25 FLOP", 0);
  REQUIRE(power);
  CHECK(power->power);
  CHECK(power->lo == Approx(3.8e25));

  // A figure starts where its first word or digit does, and only there.
  const std::string sentence = "trained on 14.8T tokens";
  CHECK_FALSE(read_figure(sentence, 0));
  const auto inside = read_figure(sentence, sentence.find("14.8T"));
  REQUIRE(inside);
  CHECK(inside->begin == sentence.find("14.8T"));
  CHECK(inside->lo == Approx(1.48e13));
}

TEST_CASE("numbers in words are drafted as figures of the record they are said of") {
  check_drafts({
      {__LINE__, "Falcon Mini was trained on fifteen trillion tokens.", "Falcon Mini",
       "15T tokens"},
      {__LINE__, "Qwen Max has 1.8 trillion parameters.", "Qwen Max", "1.8T params"},
      {__LINE__, "Gemma Lite has seventy billion parameters.", "Gemma Lite", "70B params"},
      {__LINE__, "Training Gemma Lite took a million GPU hours.", "Gemma Lite", "1M GPU-hours"},
  });
  const auto records = records_of(extract("Falcon Mini was trained on fifteen trillion tokens.\n"));
  const Fact* tokens = read_back(records, "Falcon Mini", Field::tokens);
  REQUIRE(tokens);
  CHECK(tokens->value.lo() == Approx(1.5e13));
  CHECK(tokens->value.hi() == Approx(1.5e13));
}

TEST_CASE("hedges: over, more than, nearly, roughly, about, ~, up to and 15T+") {
  check_drafts({
      {__LINE__, "Grok Turbo was trained on over 15T tokens.", "Grok Turbo", "over 15T tokens"},
      {__LINE__, "Mistral Small was trained on more than 2 trillion tokens.", "Mistral Small",
       "over 2T tokens"},
      {__LINE__, "Phi Pro was trained on nearly 10 trillion tokens.", "Phi Pro", "~10T tokens"},
      {__LINE__, "Falcon-Nova was trained on almost 9 trillion tokens.", "Falcon-Nova",
       "~9T tokens"},
      {__LINE__, "Yi Ultra has roughly 34 billion parameters.", "Yi Ultra", "~34B params"},
      {__LINE__, "Granite Nano was trained on about 12 trillion tokens.", "Granite Nano",
       "~12T tokens"},
      {__LINE__, "Jamba Flash was trained on ~6 trillion tokens.", "Jamba Flash", "~6T tokens"},
      {__LINE__, "OLMo Base was trained on 15T+ tokens.", "OLMo Base", "15T+ tokens"},
      {__LINE__, "Training Qwen Plus used up to 2,048 H100 GPUs.", "Qwen Plus",
       "on at most 2048 H100"},
  });
  // As the claims reader reads them: a floor, an approximate point, a ceiling.
  const auto over = records_of(extract("Grok Turbo was trained on over 15T tokens.\n"));
  const Fact* floor = read_back(over, "Grok Turbo", Field::tokens);
  REQUIRE(floor);
  CHECK(floor->value.lo() == Approx(1.5e13));
  CHECK(floor->value.hi() > 1.5e13);
  const auto open = records_of(extract("OLMo Base was trained on 15T+ tokens.\n"));
  const Fact* plus = read_back(open, "OLMo Base", Field::tokens);
  REQUIRE(plus);
  CHECK(plus->value.lo() == Approx(1.5e13));
  CHECK(std::isinf(plus->value.hi()));
  const auto about = records_of(extract("Jamba Flash was trained on ~6 trillion tokens.\n"));
  const Fact* approximately = read_back(about, "Jamba Flash", Field::tokens);
  REQUIRE(approximately);
  CHECK(approximately->approximate);
  CHECK(approximately->value.lo() < 6e12);
  CHECK(approximately->value.hi() > 6e12);
  const auto up_to = records_of(extract("Gemma Nano uses up to 0.3 watt-hours per query.\n"));
  const Fact* ceiling = read_back(up_to, "Gemma Nano", Field::energy_per_query);
  REQUIRE(ceiling);
  CHECK(ceiling->value.lo() == 0);
  CHECK(ceiling->value.hi() == Approx(0.3 * 3600));  // joules per query
}

TEST_CASE("ranges: between $1 and $2 million, 41-42%, between 38% and 43%") {
  check_drafts({
      {__LINE__, "Training Phi Pro cost between $1 and $2 million.", "Phi Pro", "cost $1M..$2M"},
      {__LINE__, "Grok Turbo was trained at an MFU of 41–42%.", "Grok Turbo", "MFU 41%..42%"},
      {__LINE__, "Qwen Max was trained at between 38% and 43% MFU.", "Qwen Max", "MFU 38%..43%"},
  });
  const auto cost = records_of(extract("Training Phi Pro cost between $1 and $2 million.\n"));
  const Fact* c = read_back(cost, "Phi Pro", Field::cost);
  REQUIRE(c);
  CHECK(c->value.lo() == Approx(1e6));
  CHECK(c->value.hi() == Approx(2e6));
  const auto mfu = records_of(extract("Grok Turbo was trained at an MFU of 41–42%.\n"));
  const Fact* m = read_back(mfu, "Grok Turbo", Field::mfu);
  REQUIRE(m);
  CHECK(m->value.lo() == Approx(0.41));
  CHECK(m->value.hi() == Approx(0.42));
}

TEST_CASE("units spelled out: GPU hours, watt-hours, tCO2e, petaflop/s-days, prices per token") {
  check_drafts({
      {__LINE__, "Training Yi Ultra took 2.6 million GPU hours.", "Yi Ultra", "2.6M GPU-hours"},
      {__LINE__, "Training Falcon Mini emitted 502 metric tons of CO2 equivalent.", "Falcon Mini",
       "502 tCO2e"},
      {__LINE__, "Training Granite Nano needed 3,640 petaflop/s-days.", "Granite Nano",
       "3640 PF-days"},
      {__LINE__, "Jamba Flash costs $0.40 per million input tokens.", "Jamba Flash",
       "$0.4 per 1M input tokens"},
      {__LINE__, "Mistral Small costs 15 cents per million input tokens.", "Mistral Small",
       "$0.15 per 1M input tokens"},
      {__LINE__, "Mistral Medium costs €2 per million output tokens.", "Mistral Medium",
       "€2 per 1M output tokens"},
  });
  // The values, as the claims reader reads the drafts, in base units.
  struct Value {
    int line;
    std::string prose, record;
    Field field;
    double value;
  };
  const std::vector<Value> values = {
      {__LINE__, "Training Yi Ultra took 2.6 million GPU hours.", "Yi Ultra", Field::gpu_hours,
       2.6e6 * 3600},
      {__LINE__, "Gemma Lite uses 0.24 watt-hours per query.", "Gemma Lite",
       Field::energy_per_query, 0.24 * 3600},
      {__LINE__, "Training Falcon Mini emitted 502 metric tons of CO2 equivalent.", "Falcon Mini",
       Field::emissions, 502e3},
      {__LINE__, "Training Granite Nano needed 3,640 petaflop/s-days.", "Granite Nano",
       Field::compute, 3640 * 1e15 * 86400},
      {__LINE__, "Jamba Flash costs $0.40 per million input tokens.", "Jamba Flash",
       Field::price_input, 0.40e-6},
      {__LINE__, "OLMo Base costs $0.002 per thousand input tokens.", "OLMo Base",
       Field::price_input, 0.002e-3},
      {__LINE__, "Mistral Small costs 15 cents per million input tokens.", "Mistral Small",
       Field::price_input, 0.15e-6},
      {__LINE__, "Mistral Medium costs €2 per million output tokens.", "Mistral Medium",
       Field::price_output, 2e-6},
  };
  for (const auto& v : values) {
    INFO("line " << v.line << ": " << v.prose);
    const Extraction e = extract(v.prose + "\n");
    INFO(e.claims_text());
    const auto records = records_of(e);
    const Fact* f = read_back(records, v.record, v.field);
    REQUIRE(f);
    CHECK(f->value.lo() == Approx(v.value));
    CHECK(f->value.hi() == Approx(v.value));
  }
  const auto euro = records_of(extract("Mistral Medium costs €2 per million output tokens.\n"));
  const Fact* price = read_back(euro, "Mistral Medium", Field::price_output);
  REQUIRE(price);
  CHECK(price->currency == Currency::eur);
  // A price per token is an api record; a figure per query a service record.
  const Extraction api = extract("Jamba Flash costs $0.40 per million input tokens.\n");
  REQUIRE(draft_named(api, "Jamba Flash"));
  CHECK(draft_named(api, "Jamba Flash")->kind == RecordKind::api);
  const Extraction service = extract("Gemma Lite uses 0.24 watt-hours per query.\n");
  REQUIRE(draft_named(service, "Gemma Lite"));
  CHECK(draft_named(service, "Gemma Lite")->kind == RecordKind::service);
}

TEST_CASE("numbers that are not claims are listed as ignored, with their reason") {
  check_ignored({
      {__LINE__, "Falcon Mini has 40 billion parameters and a 128K-token context window.", "128K",
       "context-window"},
      {__LINE__, "Falcon Mini has a context window of 128K tokens.", "128K", "context-window"},
      {__LINE__, "Grok Turbo has a vocabulary of 256,000 tokens.", "256,000", "context-window"},
      {__LINE__, "Qwen Max has 72 billion parameters and scores 85.2% on MMLU.", "85.2%",
       "benchmark"},
      {__LINE__, "Gemma Lite is 10x cheaper than Gemma Pro.", "10x", "multiplier"},
      {__LINE__, "Gemma Lite is 3 times faster than Gemma Pro.", "3 times", "multiplier"},
      {__LINE__, "Falcon Mini costs 20% less than Falcon Pro.", "20%", "multiplier"},
      {__LINE__, "In 2024, Grok Turbo was trained on 12 trillion tokens.", "2024", "date"},
      {__LINE__, "Mistral Large 2 was trained on 8 trillion tokens.", "2", "version"},
      {__LINE__, "Meta trained Llama 3.1 405B on 15 trillion tokens.", "3.1", "version"},
      {__LINE__, "Meta trained Llama 3.1 405B on 15 trillion tokens.", "405B", "name-size"},
      {__LINE__,
       "Our data center houses 100,000 H100 GPUs. Falcon Mini was trained on 4,096 H100 GPUs "
       "for 30 days.",
       "100,000", "cluster"},
      {__LINE__,
       "Qwen Max was pretrained on 36 trillion tokens, including 5 trillion tokens of code.",
       "5 trillion", "dataset-part"},
  });
  // The figures beside them are still read.
  check_drafts({
      {__LINE__, "Falcon Mini has 40 billion parameters and a 128K-token context window.",
       "Falcon Mini", "40B params"},
      {__LINE__, "Qwen Max has 72 billion parameters and scores 85.2% on MMLU.", "Qwen Max",
       "72B params"},
      {__LINE__, "In 2024, Grok Turbo was trained on 12 trillion tokens.", "Grok Turbo",
       "12T tokens"},
      {__LINE__, "Meta trained Llama 3.1 405B on 15 trillion tokens.", "Llama 3.1 405B",
       "15T tokens"},
      {__LINE__,
       "Our data center houses 100,000 H100 GPUs. Falcon Mini was trained on 4,096 H100 GPUs "
       "for 30 days.",
       "Falcon Mini", "on 4096 H100"},
      {__LINE__,
       "Qwen Max was pretrained on 36 trillion tokens, including 5 trillion tokens of code.",
       "Qwen Max", "36T tokens"},
  });
  // A size inside a name is a name: no parameter count is drafted from it.
  const auto named = records_of(extract("Meta trained Llama 3.1 405B on 15 trillion tokens.\n"));
  REQUIRE(named.size() == 1);
  CHECK(named[0].find(Field::params) == nullptr);
  // Nothing but distractors: no record at all.
  const Extraction none = extract("Gemma Lite is 10x cheaper than Gemma Pro.\n");
  CHECK(none.records.empty());
  CHECK(none.claims_text().find("# No figure was read as a claim.") != std::string::npos);
}

TEST_CASE("a dateline gives the records' date: its numbers are listed as a date") {
  const std::string text = "March 3, 2025 — Falcon Mini was trained on 5 trillion tokens.\n";
  const Extraction e = extract(text);
  INFO(e.claims_text());
  CHECK(drafted(e, "Falcon Mini", "date 2025-03"));
  CHECK(drafted(e, "Falcon Mini", "5T tokens"));
  const IgnoredFigure* year = ignored_at(e, text, "2025");
  REQUIRE(year);
  CHECK(year->reason == "date");
  // A month and a year that end a short first line, after a comma.
  const Extraction f = extract(
      "arXiv:2304.01373 [cs.CL], April 2023\n\nWe release Orbit-7B, trained on 2T tokens.\n");
  CHECK(drafted(f, "Orbit-7B", "date 2023-04"));
  // Inside a sentence it is no dateline.
  const std::string plan = "We plan to release Orbit-7B, trained on 2T tokens, in April 2023.\n";
  const Extraction g = extract(plan);
  const IgnoredFigure* year_in = ignored_at(g, plan, "2023");
  REQUIRE(year_in);
  CHECK(year_in->detail.find("dateline") == std::string::npos);
}

TEST_CASE("bad input never throws: an empty file is an empty result") {
  Extraction e;
  REQUIRE_NOTHROW(e = extract(""));
  CHECK(e.records.empty());
  CHECK(e.ignored.empty());
  CHECK(e.problems.empty());
  CHECK(e.claims_text().find("# No figure was read as a claim.") != std::string::npos);
  REQUIRE_NOTHROW(e = extract("\n\n   \n\t\n"));
  CHECK(e.records.empty());
  CHECK(e.problems.empty());
  CHECK(records_of(e).empty());
}

TEST_CASE("bad input never throws: binary data is a problem, not prose") {
  // Bytes of a file that is not text: NUL bytes and other control characters.
  std::string binary("Falcon Mini has 40 billion parameters.", 38);
  for (int i = 0; i < 64; ++i) binary += static_cast<char>(i % 9);
  Extraction e;
  REQUIRE_NOTHROW(e = extract(binary));
  CHECK(e.problems == std::vector<std::string>{"binary data, not text"});
  CHECK(e.records.empty());
  CHECK(e.claims_text().find("# Not read: binary data, not text.\n") != std::string::npos);
  // Bytes from a fixed pseudo-random sequence, as an image or archive would be.
  std::string noise;
  unsigned state = 12345;
  for (int i = 0; i < 4096; ++i) {
    state = state * 1103515245u + 12345u;
    noise += static_cast<char>((state >> 16) & 0xFF);
  }
  REQUIRE_NOTHROW(e = extract(noise));
  CHECK_FALSE(e.problems.empty());
  CHECK(e.records.empty());
}

TEST_CASE("bad input never throws: bytes that are not UTF-8 are read as '?' with a note") {
  const std::vector<std::string> bad = {
      "\xFF\xFE",      // never in UTF-8
      "\xC0\xAF",      // an overlong '/'
      "\xED\xA0\x80",  // a surrogate
      "\xE2\x82",      // a sequence cut short
  };
  for (const auto& bytes : bad) {
    const std::string text = "Falcon Mini has 40 billion parameters " + bytes +
                             " and was trained on 5 trillion tokens.\n";
    Extraction e;
    REQUIRE_NOTHROW(e = extract(text));
    INFO(e.claims_text());
    CHECK(e.problems.empty());
    REQUIRE(e.notes.size() == 1);
    CHECK(e.notes[0].find("not UTF-8 (the first at line 1, column 39) read as '?'") !=
          std::string::npos);
    CHECK(drafted(e, "Falcon Mini", "40B params"));
    CHECK(drafted(e, "Falcon Mini", "5T tokens"));
    // What it writes is text: the JSON writer refuses bytes that are not UTF-8.
    const auto records = records_of(e);
    CHECK_NOTHROW(extraction_json(e, records).dump());
    CHECK(e.claims_text().find(bytes) == std::string::npos);
  }
}

TEST_CASE("bad input never throws: a 10 MB line") {
  const std::string line(10 * 1024 * 1024, 'x');
  Extraction e;
  REQUIRE_NOTHROW(e = extract(line + "\nFalcon Mini has 40 billion parameters.\n"));
  CHECK(e.problems.empty());
  INFO(e.claims_text().substr(0, 2000));
  REQUIRE(e.records.size() == 1);
  const DraftRecord& r = e.records[0];
  REQUIRE(r.facts.size() == 1);
  CHECK(r.facts[0].claim == "40B params");
  CHECK(r.facts[0].prose.line == 2);
  CHECK(r.facts[0].prose.column == 17);
  // A 10 MB line of words with no figure: nothing drafted, nothing ignored.
  std::string words;
  while (words.size() < 10 * 1024 * 1024) words += "word ";
  REQUIRE_NOTHROW(e = extract(words));
  CHECK(e.problems.empty());
  CHECK(e.records.empty());
  CHECK(e.ignored.empty());
}

TEST_CASE("bad input never throws: HTML markup is not prose") {
  const std::string html =
      "<html><body>\n"
      "<h1>Falcon Mini</h1>\n"
      "<p>Falcon Mini was trained on 15 trillion tokens.</p>\n"
      "<p>It has 40 billion parameters.</p>\n"
      "</body></html>\n";
  Extraction e;
  REQUIRE_NOTHROW(e = extract(html));
  INFO(e.claims_text());
  CHECK(e.problems.empty());
  REQUIRE(e.records.size() == 1);
  CHECK(e.records[0].name == "Falcon Mini");
  CHECK(drafted(e, "Falcon Mini", "15T tokens"));
  CHECK(drafted(e, "Falcon Mini", "40B params"));
  // The `1` of `<h1>` is markup, not a number the prose states.
  CHECK(e.ignored.empty());
}

TEST_CASE("each fact's prose span points at its figure: line, column and text") {
  // Columns count bytes: the em dashes before the first figure are three each.
  const std::string text =
      "Falcon Mini — our smallest model — has 40 billion parameters.\n"
      "  It was trained on 15 trillion tokens on 1,024 H100 GPUs, and has a 128K-token "
      "context window.\n";
  const Extraction e = extract(text);
  INFO(e.claims_text());
  struct Expected {
    std::string claim, figure;
    int line;
  };
  const std::vector<Expected> expected = {
      {"40B params", "40 billion parameters", 1},
      {"15T tokens", "15 trillion tokens", 2},
      {"on 1024 H100", "1,024 H100 GPUs", 2},
  };
  const std::size_t line2 = text.find('\n') + 1;
  for (const auto& x : expected) {
    INFO(x.claim);
    const DraftFact* f = drafted(e, "Falcon Mini", x.claim);
    REQUIRE(f);
    const std::size_t at = text.find(x.figure);
    CHECK(f->prose.text == x.figure);
    CHECK(f->prose.begin == at);
    CHECK(f->prose.end == at + x.figure.size());
    CHECK(f->prose.line == x.line);
    CHECK(f->prose.column == static_cast<int>(at - (x.line == 1 ? 0 : line2)) + 1);
  }
  // Ignored figures carry their place too.
  const IgnoredFigure* window = ignored_at(e, text, "128K");
  REQUIRE(window);
  CHECK(window->prose.text == "128K");
  CHECK(window->prose.line == 2);
  CHECK(window->prose.column == static_cast<int>(text.find("128K") - line2) + 1);
  // The records read back point at the prose, not at the draft.
  const auto records = records_of(e);
  REQUIRE(records.size() == 1);
  CHECK(records[0].file == "t.txt");
  CHECK(records[0].line == 1);
  const Fact* tokens = records[0].find(Field::tokens);
  REQUIRE(tokens);
  CHECK(tokens->where.file == "t.txt");
  CHECK(tokens->where.line == 2);
  CHECK(tokens->where.col == static_cast<int>(text.find("15 trillion") - line2) + 1);
  const Fact* gpus = records[0].find(Field::gpus);
  REQUIRE(gpus);
  CHECK(gpus->where.line == 2);
  CHECK(gpus->where.col == static_cast<int>(text.find("1,024") - line2) + 1);
  REQUIRE_FALSE(records[0].notes.empty());
  CHECK(records[0].notes[0].rfind("extracted from the prose (lines 1-2) as: ", 0) == 0);
}

TEST_CASE("claims_text: record comments, quoted prose, the ignored block: explain gives cues") {
  const std::string text =
      "Falcon Mini has 40 billion parameters and a 128K-token context window.\n"
      "It was trained on 15 trillion tokens.\n";
  const Extraction e = extract(text);
  const std::string drafts = e.claims_text();
  INFO(drafts);
  CHECK(drafts.rfind("# Drafted by claimcheck extract from t.txt:", 0) == 0);
  CHECK(drafts.find("\n# lines 1-2\nmodel \"Falcon Mini\":\n") != std::string::npos);
  CHECK(drafts.find("# line 1: \"40 billion parameters\"\n") != std::string::npos);
  CHECK(drafts.find("# line 2: \"15 trillion tokens\"\n") != std::string::npos);
  CHECK(drafts.find("\n# Numbers not read as claims:\n#   line 1: \"128K\": ") !=
        std::string::npos);
  CHECK(drafts.find("(context-window)\n") != std::string::npos);
  // The drafts are claims text as they stand: the claims reader takes them.
  std::vector<Diagnostic> diagnostics;
  const auto parsed =
      parse_claims(drafts, "drafts.claims", builtin_environment().catalogue, diagnostics);
  CHECK(diagnostics.empty());
  REQUIRE(parsed.size() == 1);
  CHECK(parsed[0].name == "Falcon Mini");
  CHECK(parsed[0].facts.size() == 2);
  // --explain: each fact is followed by the cue that attached it.
  const std::string explained = e.claims_text(true);
  REQUIRE(draft_named(e, "Falcon Mini"));
  for (const auto& f : draft_named(e, "Falcon Mini")->facts) {
    INFO(f.claim);
    CHECK_FALSE(f.why.empty());
    CHECK(explained.find("    #   " + f.why + "\n") != std::string::npos);
    CHECK(drafts.find(f.why) == std::string::npos);
  }
}

TEST_CASE("prose files are .txt, .md and .markdown, in any case") {
  CHECK(is_prose_file("release.txt"));
  CHECK(is_prose_file("notes/RELEASE.TXT"));
  CHECK(is_prose_file("post.md"));
  CHECK(is_prose_file("post.markdown"));
  CHECK_FALSE(is_prose_file("claims.claims"));
  CHECK_FALSE(is_prose_file("txt"));
  CHECK_FALSE(is_prose_file(".txt"));
  CHECK_FALSE(is_prose_file("release.txt.gz"));
}

// --- attaching figures: wordings announcements use ------------------------------------

namespace {

/// Whether record `name` was drafted at all.
bool has_record(const Extraction& e, const std::string& name) {
  return draft_named(e, name) != nullptr;
}

}  // namespace

TEST_CASE("MoE wording: total and active parameters, however they are put") {
  check_drafts({
      {__LINE__, "Zephyr Max has 671B total parameters, of which 37B are activated for each token.",
       "Zephyr Max", "37B active params"},
      {__LINE__, "Zephyr Max has 671B total parameters, of which 37B are activated for each token.",
       "Zephyr Max", "671B params"},
      {__LINE__,
       "Mixtral Wide holds 46.7B total parameters but uses only 12.9B parameters per token.",
       "Mixtral Wide", "12.9B active params"},
      {__LINE__, "Mixtral Nova uses 36B of its 132B parameters for any input.", "Mixtral Nova",
       "36B active params"},
      {__LINE__, "Mixtral Nova uses 36B of its 132B parameters for any input.", "Mixtral Nova",
       "132B params"},
      {__LINE__, "Qwen Wide is a sparse model: 235 billion total and 22 billion activated.",
       "Qwen Wide", "22B active params"},
      {__LINE__,
       "Kimi Deep has one trillion parameters in all, of which 32 billion are switched on.",
       "Kimi Deep", "32B active params"},
  });
}

TEST_CASE("families and members: sizes listed, members named by their size") {
  check_drafts({
      {__LINE__, "Falcon Mini comes in 1B, 4B and 12B sizes.", "Falcon Mini 4B", "4B params"},
      {__LINE__, "Llama 3.1 8B, 70B and 405B were each trained on over 15 trillion tokens.",
       "Llama 3.1 70B", "over 15T tokens"},
      {__LINE__,
       "Falcon Mini comes in 7B and 13B sizes. The 7B and 13B models were trained on one trillion "
       "tokens.",
       "Falcon Mini 13B", "1T tokens"},
      {__LINE__, "Gemma 2 27B saw 13 trillion tokens, while the 9B version saw 8 trillion tokens.",
       "Gemma 2 9B", "8T tokens"},
  });
}

TEST_CASE("who a figure is of: comparisons, bases, appositions, figures said for a name") {
  {
    const Extraction e = extract(
        "Mistral Orbit was distilled from Llama 4 Behemoth, a model with 288B active "
        "parameters.\n");
    INFO(e.claims_text());
    CHECK(drafted(e, "Llama 4 Behemoth", "288B active params"));
    CHECK_FALSE(has_record(e, "Mistral Orbit"));
  }
  {
    const Extraction e = extract("It cites estimates of 500 tons of CO2e for GPT-3.\n");
    INFO(e.claims_text());
    CHECK(drafted(e, "GPT-3", "500 tCO2e"));
  }
  {
    const Extraction e =
        extract("Qwen Atlas is built on Qwen Base, and was trained on 18 trillion tokens.\n");
    INFO(e.claims_text());
    CHECK(drafted(e, "Qwen Atlas", "18T tokens"));
    CHECK_FALSE(has_record(e, "Qwen Base"));
  }
  {
    // A figure with no model near it, in a text that names several, is left out.
    const Extraction e = extract(
        "Grok Mini was trained for 54 days.\n\nSomeone else says V9 cost $6 million to "
        "train.\n\nFalcon Mini has 7B parameters.\n");
    INFO(e.claims_text());
    CHECK_FALSE(drafted(e, "Grok Mini", "cost $6M"));
  }
}

TEST_CASE("prices: pairs, roles read from the words around, earlier prices, tiers") {
  check_drafts({
      {__LINE__, "GPT-4o mini costs $0.15/M input and $0.60/M output.", "GPT-4o mini",
       "$0.6 per 1M output tokens"},
      {__LINE__, "Groq serves Llama 3 70B for $0.59 input and $0.79 output per million tokens.",
       "Llama 3 70B", "$0.59 per 1M input tokens"},
      {__LINE__, "Claude Opus 4 costs $15/MTok for input and $75/MTok for output.", "Claude Opus 4",
       "$75 per 1M output tokens"},
      {__LINE__, "o1 is priced at $15 / 1M input tokens, with cached input at $7.50 / 1M tokens.",
       "o1", "$7.5 per 1M cached input tokens"},
      {__LINE__,
       "Kimi Deep charges $0.15 per million input tokens when the prompt hits the cache and $0.60 "
       "when it misses.",
       "Kimi Deep", "$0.6 per 1M input tokens"},
      {__LINE__, "GPT-4 cost $0.03 per 1K prompt tokens.", "GPT-4", "$0.03 per 1K input tokens"},
  });
  check_ignored({
      {__LINE__, "Gemini Pro costs $3.50 per 1M input tokens ($7 for prompts longer than 128K).",
       "$7", "unsure"},
      {__LINE__, "GPT-4o mini is a blended $0.26 per 1M tokens.", "$0.26", "unsure"},
      {__LINE__, "ChatGPT Plus costs $20 per month.", "$20", "unsure"},
      {__LINE__, "Mistral, valued at about $6 billion, sells Mistral Large at $2 per 1M tokens.",
       "about $6 billion", "unsure"},
  });
  // `$15/MTok` is per million tokens, not per token: never a million times too high.
  const Extraction e = extract("Claude Opus 4 costs $15/MTok for input.\n");
  INFO(e.claims_text());
  CHECK(drafted(e, "Claude Opus 4", "$15 per 1M input tokens"));
}

TEST_CASE("runs: stages, budgets, rates, serving hardware and sector totals are left out") {
  check_ignored({
      {__LINE__,
       "Combined with 119K GPU hours for the context length extension, DeepSeek-V9 costs only "
       "2.788M GPU hours for its full training.",
       "119K", "dataset-part"},
      {__LINE__, "BloombergGPT started from a compute budget of 1.3M GPU hours.", "1.3M", "unsure"},
      {__LINE__, "Each trillion tokens took DeepSeek-V9 180K GPU hours.", "180K", "unsure"},
      {__LINE__, "Nemotron Big was sized to fit on a single DGX H100 with 8 GPUs when deployed.",
       "8", "unsure"},
      {__LINE__, "Data centres used about 460 TWh in 2022, while ChatGPT grew.", "about 460",
       "cluster"},
      {__LINE__, "Grok Max was trained on its Colossus supercluster of 100,000 H100 GPUs.",
       "100,000", "cluster"},
  });
  check_drafts({
      {__LINE__,
       "Combined with 119K GPU hours for the context length extension, DeepSeek-V9 costs only "
       "2.788M GPU hours for its full training.",
       "DeepSeek-V9", "2.788M GPU-hours"},
      {__LINE__, "Training ran on a cluster of 2,048 H800 GPUs for Falcon Mini.", "Falcon Mini",
       "on 2048 H800"},
      {__LINE__, "Falcon Mini used 2.788M H800 GPU hours.", "Falcon Mini", "2.788M H800-hours"},
      {__LINE__, "OPT Big was trained on 992 80GB A100 GPUs.", "OPT Big", "on 992 A100-80GB"},
      {__LINE__, "Falcon Mini was trained on 16,000 of Nvidia's H100 GPUs.", "Falcon Mini",
       "on 16000 H100"},
      {__LINE__, "Falcon Mini was trained on A100-80GB GPUs for 21 days.", "Falcon Mini",
       "on A100-80GB"},
  });
}

TEST_CASE("tables and labels: column headers and labels give bare figures their units") {
  const std::string text =
      "| Model | GPU-hours | Emissions (tCO2eq) |\n"
      "|---|---|---|\n"
      "| Falcon Mini | 82,432 | 14 |\n"
      "| Total | 90,000 | 15 |\n"
      "\n"
      "Parameters: 14B\n";
  const Extraction e = extract(text);
  INFO(e.claims_text());
  CHECK(drafted(e, "Falcon Mini", "82432 GPU-hours"));
  CHECK(drafted(e, "Falcon Mini", "14 tCO2eq"));
  CHECK_FALSE(has_record(e, "Total"));
  const std::string prices =
      "Prices per 1M tokens:\n"
      "| Model | Input (cache hit) | Input (cache miss) | Output |\n"
      "|---|---|---|---|\n"
      "| deepseek-chat | $0.07 | $0.27 | $1.10 |\n";
  const Extraction p = extract(prices);
  INFO(p.claims_text());
  CHECK(drafted(p, "deepseek-chat", "$0.07 per 1M cached input tokens"));
  CHECK(drafted(p, "deepseek-chat", "$0.27 per 1M input tokens"));
  CHECK(drafted(p, "deepseek-chat", "$1.1 per 1M output tokens"));
}

TEST_CASE("markup and typographic characters do not part a figure from its unit") {
  const Extraction e = extract(
      "<p>Mistral Orbit has <b>123 billion</b> parameters and was trained on **15 "
      "trillion** tokens.</p>\n"
      "Meta\xE2\x80\x99s Llama\xC2\xA0"
      "3.1\xC2\xA0"
      "405B was trained on 15.6\xC2\xA0trillion tokens.\n");
  INFO(e.claims_text());
  const DraftFact* params = drafted(e, "Mistral Orbit", "123B params");
  REQUIRE(params);
  CHECK(params->prose.text == "123 billion parameters");
  CHECK(drafted(e, "Mistral Orbit", "15T tokens"));
  const DraftFact* tokens = drafted(e, "Llama 3.1 405B", "15.6T tokens");
  REQUIRE(tokens);
  CHECK(tokens->prose.line == 2);
}

TEST_CASE("a fact keeps its own prose place when prose lines and draft lines coincide") {
  // Regression: a fact whose prose line equalled a later fact's line in the
  // draft took that fact's place.
  const std::string text =
      "Press release.\n\nFalcon Mini was trained on 15 trillion tokens\nin only 100,000 H100 GPU "
      "hours.\n";
  const Extraction e = extract(text);
  const auto records = records_of(e);
  const Fact* tokens = read_back(records, "Falcon Mini", Field::tokens);
  REQUIRE(tokens);
  CHECK(tokens->where.line == 3);
  const Fact* hours = read_back(records, "Falcon Mini", Field::gpu_hours);
  REQUIRE(hours);
  CHECK(hours->where.line == 4);
}

TEST_CASE("hardware: the text's training hardware, a family's, and sentences about a chip") {
  {
    const Extraction e = extract(
        "Training used H100-80GB type hardware, per the table below.\n\n"
        "| Model | Training time (GPU hours) |\n|---|---|\n| Falcon Mini | 1.46M |\n");
    INFO(e.claims_text());
    CHECK(drafted(e, "Falcon Mini", "1.46M GPU-hours"));
    CHECK(drafted(e, "Falcon Mini", "on H100"));
    // The 80 of H100-80GB is part of the name, not a figure.
    CHECK(ignored_at(e, "Training used H100-80GB", "80") == nullptr);
  }
  {
    const Extraction e = extract(
        "We release gpt-oss-120b and gpt-oss-20b today. Both were trained on NVIDIA H100 GPUs; "
        "the 120b run needed 2.1 million H100-hours.\n");
    INFO(e.claims_text());
    CHECK(drafted(e, "gpt-oss-120b", "2.1M H100-hours"));
    CHECK(drafted(e, "gpt-oss-20b", "on H100"));
  }
  {
    const Extraction e = extract(
        "Falcon Mini has 7B parameters.\n\nThe H100 rents for roughly $2 to $3 per GPU hour.\n");
    INFO(e.claims_text());
    const DraftRecord* r = draft_named(e, "Falcon Mini");
    REQUIRE(r);
    for (const auto& f : r->facts) CHECK(f.claim.find("GPU-hour") == std::string::npos);
  }
}

TEST_CASE("tiers, providers, groups and table headers with scales") {
  check_drafts({
      // A tier's price is an offer of its own.
      {__LINE__,
       "Standard: deepseek-chat costs $0.27 per million input tokens. At the off-peak rate "
       "deepseek-chat costs $0.135 per million input tokens.",
       "deepseek-chat off-peak", "$0.135 per 1M input tokens"},
      {__LINE__,
       "Standard: deepseek-chat costs $0.27 per million input tokens. At the off-peak rate "
       "deepseek-chat costs $0.135 per million input tokens.",
       "deepseek-chat", "$0.27 per 1M input tokens"},
      // `in` and `out` after a bare per-million price give its role.
      {__LINE__, "Mistral Orbit costs $0.85/M in and $1.20/M out.", "Mistral Orbit",
       "$1.2 per 1M output tokens"},
      {__LINE__, "Mistral Orbit costs $0.85/M in and $1.20/M out.", "Mistral Orbit",
       "$0.85 per 1M input tokens"},
      // Cache-miss input is input.
      {__LINE__, "Mistral Orbit costs $0.135 per million cache-miss input tokens.", "Mistral Orbit",
       "$0.135 per 1M input tokens"},
      // A group in mid-sentence: the models the sentence named before it.
      {__LINE__,
       "Night calls get 50% off on Qwen Alpha and 75% off on Qwen Beta, which brings both "
       "models to $0.55 per million output tokens.",
       "Qwen Alpha", "$0.55 per 1M output tokens"},
      {__LINE__,
       "Night calls get 50% off on Qwen Alpha and 75% off on Qwen Beta, which brings both "
       "models to $0.55 per million output tokens.",
       "Qwen Beta", "$0.55 per 1M output tokens"},
      // Numbers in words with decimals and `and`.
      {__LINE__, "Falcon Mini took seven point seven million GPU hours.", "Falcon Mini",
       "7.7M GPU-hours"},
      {__LINE__,
       "Falcon Mini emitted three hundred and ninety metric tons of carbon dioxide equivalent.",
       "Falcon Mini", "390 tCO2e"},
      // Hours no run could last are GPU-hours.
      {__LINE__, "Pretraining Falcon Mini took 1.3 million hours on H100 GPUs.", "Falcon Mini",
       "1.3M GPU-hours"},
  });
  // Two providers named: each price goes to the provider nearest before it.
  const Extraction pr = extract(
      "Llama 3.3 70B is sold by many hosts. Groq charges $0.59/M for input, and Fireworks AI is "
      "just behind at 90 cents per million tokens.\n");
  INFO(pr.claims_text());
  CHECK(drafted(pr, "Llama 3.3 70B (Fireworks AI)", "$0.9 per 1M tokens"));
  CHECK_FALSE(drafted(pr, "Llama 3.3 70B (Groq)", "$0.9 per 1M tokens"));
  // A header's parentheses give the scale of the figures under it, and an
  // accelerator column the row's hardware; a size in parentheses is the name's.
  const Extraction t = extract(
      "| Model | Parameters (B) | Training tokens (T) | GPU hours (M) | Accelerator |\n"
      "|---|---:|---:|---:|---|\n"
      "| Falcon Mini | 70 | 2.0 | 1.72 | A100-80GB |\n"
      "\n"
      "Prices per 1,000 tokens:\n"
      "Model                      Input      Output     Batch input   Batch output\n"
      "Llama 3.3 Instruct (70B)   $0.00072   $0.00072   $0.00036      $0.00036\n");
  INFO(t.claims_text());
  CHECK(drafted(t, "Falcon Mini", "70B params"));
  CHECK(drafted(t, "Falcon Mini", "2T tokens"));
  CHECK(drafted(t, "Falcon Mini", "1.72M GPU-hours"));
  CHECK(drafted(t, "Falcon Mini", "on A100-80GB"));
  CHECK(drafted(t, "Llama 3.3 Instruct (70B)", "$0.00072 per 1K input tokens"));
  CHECK(drafted(t, "Llama 3.3 Instruct (70B) batch", "$0.00036 per 1K input tokens"));
  // `A and B, and C was ...`: C's figure is C's alone; `the two`: a total.
  const Extraction l = extract(
      "Windows run to 128K for both Qwen Alpha and Qwen Beta, and Falcon Mini was trained on "
      "up to 4,096 GPUs at once.\n");
  INFO(l.claims_text());
  CHECK(drafted(l, "Falcon Mini", "at most 4096 GPUs"));
  CHECK_FALSE(has_record(l, "Qwen Alpha"));
}

TEST_CASE("a dateline with the wire's name in parentheses: members named in words") {
  const Extraction e = extract(
      "MENLO PARK, Calif., April 18, 2024 (AI Wire) — Meta released Llama 3 in two sizes, "
      "eight billion and seventy billion parameters.\n\n"
      "Pretraining the two took a cumulative 7.7 million GPU hours: 1.3 million hours for the "
      "smaller model and 6.4 million for the larger. Emissions were 390 tons of CO2 equivalent "
      "for the eight-billion model.\n");
  INFO(e.claims_text());
  CHECK(drafted(e, "Llama 3 8B", "date 2024-04"));
  CHECK(drafted(e, "Llama 3 8B", "1.3M GPU-hours"));
  CHECK(drafted(e, "Llama 3 70B", "6.4M GPU-hours"));
  CHECK(drafted(e, "Llama 3 8B", "390 tCO2e"));
  CHECK_FALSE(drafted(e, "Llama 3 8B", "7.7M GPU-hours"));
}

TEST_CASE("a heading's price unit for the text after it: 'in' and 'out': a label's qualifier") {
  // Made-up offers in the wordings of price round-ups.
  const Extraction e = extract(
      "Falcon Mini is now on four hosts. Everything below is in US dollars per million tokens.\n\n"
      "Together AI sits at $0.15 in and $0.60 out. SambaNova charges 22 cents for input and 60 "
      "cents for output. Training it cost about 40 cents per hour of use.\n");
  INFO(e.claims_text());
  CHECK(drafted(e, "Falcon Mini (Together AI)", "$0.15 per 1M input tokens"));
  CHECK(drafted(e, "Falcon Mini (Together AI)", "$0.6 per 1M output tokens"));
  CHECK(drafted(e, "Falcon Mini (SambaNova)", "$0.22 per 1M input tokens"));
  CHECK(drafted(e, "Falcon Mini (SambaNova)", "$0.6 per 1M output tokens"));
  CHECK_FALSE(has_record(e, "SambaNova"));  // a provider is not a model
  CHECK_FALSE(has_record(e, "SambaNova (SambaNova)"));
  // Cents are never a run's cost, whatever word of cost is near.
  for (const auto& r : e.records)
    for (const auto& f : r.facts) CHECK(f.claim.rfind("cost", 0) != 0);
  const Extraction q = extract(
      "Prices per million tokens:\n\n"
      "Qwen Alpha, prompts up to 100K tokens: input $1.25, output $10.00\n"
      "Qwen Alpha, prompts over 100K tokens: input $2.50, output $15.00\n");
  INFO(q.claims_text());
  CHECK(drafted(q, "Qwen Alpha (prompts up to 100K tokens)", "$1.25 per 1M input tokens"));
  CHECK(drafted(q, "Qwen Alpha (prompts over 100K tokens)", "$2.5 per 1M input tokens"));
  CHECK(drafted(q, "Qwen Alpha (prompts over 100K tokens)", "$15 per 1M output tokens"));
  // A header's scale holds for a later figure in a cell, told by `active`.
  const Extraction t = extract(
      "| Model | Parameters (B) | Training tokens (T) |\n"
      "|---|---:|---:|\n"
      "| Qwen Alpha | 671 total / 37 active | 14.8 |\n");
  INFO(t.claims_text());
  CHECK(drafted(t, "Qwen Alpha", "671B params"));
  CHECK(drafted(t, "Qwen Alpha", "37B active params"));
  // A family word that is its maker's name, alone, names the company.
  const Extraction m = extract(
      "A new bill for DeepSeek.\n\nThe training ran on 512 H800 chips for 80 hours at $2 per GPU "
      "hour.\n");
  INFO(m.claims_text());
  CHECK_FALSE(has_record(m, "DeepSeek"));
}

TEST_CASE("under a Model column, a row's first cell names its subject, a known name or not") {
  const Extraction e = extract(
      "Prices per 1M tokens:\n\n| Model | Input | Output |\n|---|---|---|\n"
      "| Orbit Large | $0.30 | $1.20 |\n| Orbit Small | $0.05 | $0.20 |\n");
  CHECK(drafted(e, "Orbit Small", "$0.05 per 1M input tokens"));
  CHECK(drafted(e, "Orbit Small", "$0.2 per 1M output tokens"));
  // Not a figure of the row before it.
  const DraftRecord* large = draft_named(e, "Orbit Large");
  if (large)
    for (const auto& f : large->facts) CHECK(f.prose.text.find("0.05") == std::string::npos);
  // Without such a header, an unknown name in a row's first cell names nothing.
  const Extraction bare = extract(
      "Prices per 1M tokens:\n\n| Tier | Input | Output |\n|---|---|---|\n"
      "| Orbit Small | $0.05 | $0.20 |\n");
  CHECK_FALSE(draft_named(bare, "Orbit Small"));
}

TEST_CASE("drafts are typed: one figure of a field per record, whatever its unit's spelling") {
  // Two counts of accelerators, one with the chip and one without: one field.
  const Extraction e = extract(
      "Orbit-7 was trained on 6,144 TPU v4 chips. A second run used 3,072 chips for the "
      "ablation.\n");
  const DraftRecord* r = draft_named(e, "Orbit-7");
  REQUIRE(r);
  int gpus = 0;
  for (const auto& f : r->facts) gpus += f.field == Field::gpus ? 1 : 0;
  CHECK(gpus <= 1);
  // A price with no role gives both prices; one with a role gives its own.
  const Extraction p = extract(
      "Llama 3.1 70B costs $0.50 per million input tokens and $1.50 per million output "
      "tokens; Llama 3.1 8B costs $0.10 per million tokens.\n");
  const DraftFact* in = drafted(p, "Llama 3.1 70B", "$0.5 per 1M input tokens");
  REQUIRE(in);
  CHECK(in->field == Field::price_input);
  CHECK_FALSE(in->both_prices);
  const DraftFact* both = drafted(p, "Llama 3.1 8B", "$0.1 per 1M tokens");
  REQUIRE(both);
  CHECK(both->both_prices);
  // Energy per response of a stated length is said of a query: a service.
  const Extraction q = extract("For Le Chat, one 400-token response emits 1.14 grams of CO2e.\n");
  const DraftRecord* chat = draft_named(q, "Le Chat");
  REQUIRE(chat);
  CHECK(chat->kind == RecordKind::service);
  REQUIRE_FALSE(chat->facts.empty());
  CHECK(chat->facts[0].field == Field::emissions_per_query);
}

TEST_CASE("a news line that names a record dates it: the earliest, and never an ambiguous order") {
  const auto date_of = [](const Extraction& e, const std::string& name) -> std::string {
    const DraftRecord* r = draft_named(e, name);
    if (!r) return "no record";
    for (const auto& f : r->facts)
      if (f.field == Field::date) return f.claim;
    return "";
  };
  const std::string body = "\n\nSeed-OSS-36B has 36B parameters.\n";
  CHECK(date_of(extract("- [2025/08/20] We release Seed-OSS-36B-Base." + body), "Seed-OSS-36B") ==
        "date 2025-08");
  CHECK(date_of(extract("04/14/2025: Released Seed-OSS-36B." + body), "Seed-OSS-36B") ==
        "date 2025-04");
  CHECK(date_of(extract("14/04/2025: Released Seed-OSS-36B." + body), "Seed-OSS-36B") ==
        "date 2025-04");
  CHECK(date_of(extract("2025.06.06: We released Seed-OSS-36B." + body), "Seed-OSS-36B") ==
        "date 2025-06");
  // Month and day in an order the figures do not tell: no date.
  CHECK(date_of(extract("04/05/2025: Released Seed-OSS-36B." + body), "Seed-OSS-36B").empty());
  // A date that opens a line with neither colon nor brackets is no news line.
  CHECK(date_of(extract("2025/08/20 Seed-OSS-36B." + body), "Seed-OSS-36B").empty());
  // A line that does not name the record does not date it; of two that do, the earliest.
  CHECK(date_of(extract("2025.06.06: We released Orbit." + body), "Seed-OSS-36B").empty());
  CHECK(date_of(extract("- 2025.09.01: Seed-OSS-36B gains tools.\n- 2025.08.20: We release "
                        "Seed-OSS-36B." +
                        body),
                "Seed-OSS-36B") == "date 2025-08");
  // The date's numbers are set aside as a date, not as figures of unknown unit.
  const Extraction e = extract("04/14/2025: Released Seed-OSS-36B." + body);
  for (const auto& i : e.ignored)
    if (i.prose.line == 1 && i.prose.text != "36B") CHECK(i.reason == "date");
}

TEST_CASE("a figure of an ablation run is not the model's") {
  check_ignored({
      {__LINE__,
       "SmolLM3 was trained on 11T tokens. Our ablations on a 3B model trained with 100B tokens "
       "showed that GQA matches multi-head attention.",
       "100B tokens", "unsure"},
      {__LINE__,
       "SmolLM3 was trained on 11T tokens, validated through ablations using the same 3B "
       "architecture trained on 100B tokens.",
       "100B tokens", "unsure"},
  });
  // Far from the word, a figure is the model's again.
  const Extraction e = extract(
      "After many ablations of data mixtures and schedules and optimisers and much else, "
      "SmolLM3 was trained on 11T tokens.\n");
  CHECK(drafted(e, "SmolLM3", "11T tokens"));
}

TEST_CASE("a heading that names a model gives the figures of its section that no name claims") {
  const Extraction e = extract(
      "# Recipes\n\n### Nemotron 3 Ultra\n\n**Model Specifications**:\n"
      "- 550B total / 55B active parameters (MoE)\n- 20T pretraining tokens in NVFP4\n\n"
      "### Nemotron 3 Nano\n\n**Model Specifications**:\n- 31.6B total parameters\n\n"
      "### Licence\n\nReleased under an open licence with 12 clauses.\n");
  const DraftFact* ultra = drafted(e, "Nemotron 3 Ultra", "550B params");
  REQUIRE(ultra);
  CHECK(ultra->attached_by == AttachedBy::section);
  CHECK(drafted(e, "Nemotron 3 Ultra", "20T tokens"));
  CHECK(drafted(e, "Nemotron 3 Nano", "31.6B params"));
  CHECK_FALSE(drafted(e, "Nemotron 3 Ultra", "31.6B params"));
  // A heading in capitals alone names no model: no record for it.
  CHECK_FALSE(draft_named(e, "Recipes"));
}

TEST_CASE("a count in parentheses right after a model's name is its size, a small one is not") {
  const Extraction e =
      extract("- [2025.03.12] We released **Open-Sora 2.0** (11B), trained for only $200K.\n");
  CHECK(drafted(e, "Open-Sora 2.0", "11B params"));
  check_ignored({{__LINE__, "We released Llama 3.1 8B (128K) to all.", "128K", "unsure"}});
  // Not after a name: no size.
  const Extraction f = extract("Open-Sora 2.0 was released; the checkpoint (11B) is online.\n");
  CHECK_FALSE(drafted(f, "Open-Sora 2.0", "11B params"));
}

TEST_CASE("a name taken for want of a nearer one does not become the paragraph's subject") {
  // The text's first model is a guess for the first figure of the second
  // paragraph; the figure after it is not said of that model on that ground.
  const Extraction e = extract(
      "We released Orbit-Embed-0.6B and Orbit-Embed-270M.\n\n"
      "Released a 2B parameter model, the first official one, trained with 4T tokens.\n");
  const DraftRecord* first = draft_named(e, "Orbit-Embed-0.6B");
  if (first)
    for (const auto& f : first->facts) CHECK(f.attached_by != AttachedBy::paragraph);
}

TEST_CASE("figures joined by 'or' are alternatives, said of no one model") {
  check_ignored(
      {{__LINE__, "Stage 1 of OLMo 2 trains on 4T or 5T tokens of web data.", "4T", "unsure"},
       {__LINE__, "Stage 1 of OLMo 2 trains on 4T or 5T tokens of web data.", "5T", "unsure"}});
  // Joined by `and`, each is read.
  const Extraction e = extract("Llama 3 was trained on 15T tokens and Llama 2 on 2T tokens.\n");
  CHECK(drafted(e, "Llama 3", "15T tokens"));
}

TEST_CASE("bare figures in a price table's columns are prices in the currency its heading names") {
  const std::string table =
      "| Model | Input | Output |\n|---|---|---|\n| Orbit Large | 2.50 | 10.00 |\n";
  const Extraction e = extract("All prices are dollars per million tokens.\n\n" + table);
  CHECK(drafted(e, "Orbit Large", "$2.5 per 1M input tokens"));
  CHECK(drafted(e, "Orbit Large", "$10 per 1M output tokens"));
  // A heading that names no currency makes no bare figure money.
  const Extraction f = extract("All prices are per million tokens.\n\n" + table);
  CHECK_FALSE(drafted(f, "Orbit Large", "$2.5 per 1M input tokens"));
  // Nor does a column that is no price's.
  const Extraction g = extract(
      "All prices are dollars per million tokens.\n\n| Model | Context | Input | Output |\n"
      "|---|---|---|---|\n| Orbit Large | 128 | 2.50 | 10.00 |\n");
  CHECK(drafted(g, "Orbit Large", "$2.5 per 1M input tokens"));
  CHECK_FALSE(drafted(g, "Orbit Large", "$128 per 1M input tokens"));
}

TEST_CASE("a tilde operator is a tilde, or a range's dash between two figures") {
  const Extraction e = extract(
      "LongCat-Flash activates 18.6B\xE2\x88\xBC"
      "31.3B parameters per token. It was trained "
      "on \xE2\x88\xBC"
      "20T tokens.\n");
  CHECK(drafted(e, "LongCat-Flash", "18.6B..31.3B active params"));
  CHECK(drafted(e, "LongCat-Flash", "~20T tokens"));
}

TEST_CASE("a table row's figures are its own name's, not copied to names that extend it") {
  const Extraction e = extract(
      "Prices per 1M tokens:\n\n| Model | Input | Output |\n|---|---|---|\n"
      "| gemini-1.5-flash | $0.075 | $0.30 |\n| gemini-1.5-flash-8b | $0.0375 | $0.15 |\n");
  CHECK(drafted(e, "gemini-1.5-flash", "$0.075 per 1M input tokens"));
  CHECK(drafted(e, "gemini-1.5-flash-8b", "$0.0375 per 1M input tokens"));
  CHECK_FALSE(drafted(e, "gemini-1.5-flash-8b", "$0.075 per 1M input tokens"));
}

TEST_CASE("emphasis in underscores hides no hedge and makes no column") {
  const Extraction e = extract(
      "Today we open-source __Ling 2.0__, a family of __efficient__ models.\n"
      "The first released version, Ling-mini-2.0, is compact. It has __16B total parameters__, "
      "and was trained on more than __20T tokens__ of data.\n");
  CHECK(drafted(e, "Ling-mini-2.0", "over 20T tokens"));
  CHECK(drafted(e, "Ling-mini-2.0", "16B params"));
  CHECK(e.records.size() == 1);
}

TEST_CASE("two sizes of one name name members only when one line gives both") {
  // One line: a family and its members.
  const Extraction e = extract("Llama 3 comes in sizes of 8B and 70B parameters.\n");
  CHECK(draft_named(e, "Llama 3 8B"));
  CHECK(draft_named(e, "Llama 3 70B"));
  // Two places: a whole and a part, the first kept.
  const Extraction f = extract(
      "Step3 is built with 321B total parameters and 38B active.\n\n"
      "| Config | Value |\n|---|---|\n| Total Parameters (LLM) | 316B |\n");
  CHECK_FALSE(draft_named(f, "Step3 316B"));
  CHECK(drafted(f, "Step3", "321B params"));
}

TEST_CASE("under a heading that names a model, a shorter name it begins with is that model") {
  const Extraction e = extract(
      "# Recipes\n\n### Nemotron 3 Ultra\n\nA recipe for the largest Nemotron 3 model, pretrained "
      "in NVFP4.\n");
  CHECK(drafted(e, "Nemotron 3 Ultra", "in fp4"));
  CHECK_FALSE(draft_named(e, "Nemotron 3"));
}

TEST_CASE("a line of prose that ends with a model's name is not that name's row") {
  const Extraction e = extract(
      "The leaderboard ranks runs:\n"
      "The primary metric we care about is time to GPT-2 - the wall clock time needed. In 2019 the "
      "training of GPT-2 cost approximately $43,000.\n");
  for (const auto& r : e.records) CHECK(r.name.size() < 20);
}

TEST_CASE("two counts joined by a slash: the smaller is the active count whichever comes first") {
  const Extraction e = extract(
      "We introduce Moonlight, a 3B/16B-parameter Mixture-of-Expert (MoE) model trained with "
      "5.7T tokens.\n");
  CHECK(drafted(e, "Moonlight", "3B active params"));
  CHECK(drafted(e, "Moonlight", "16B params"));
  const Extraction f =
      extract("Orbit-MoE has 117B/5.1B parameters and was trained on 9T tokens.\n");
  CHECK(drafted(f, "Orbit-MoE", "117B params"));
  CHECK(drafted(f, "Orbit-MoE", "5.1B active params"));
}

TEST_CASE(
    "a family in another case joined to a version names a model and known software is a tool") {
  const Extraction e =
      extract("- LLAMA3-3B is a 3B-parameter dense model trained with 9T tokens.\n");
  CHECK(drafted(e, "LLAMA3-3B", "9T tokens"));
  // `LLaMA-Factory` begins like a model's name but is software: its
  // sentence drafts no record of it.
  const Extraction f = extract(
      "We use LLaMA-Factory to train the model for 3 epochs, which takes 19 hours on 8 H100 "
      "GPUs.\n");
  CHECK(draft_named(f, "LLaMA-Factory") == nullptr);
  CHECK(draft_named(f, "Llama-Factory") == nullptr);
}

TEST_CASE("a size after an article and before a noun of models is the model's size") {
  const Extraction e =
      extract("We release Orbit-14B-Preview, a 14B coding model that achieves 60.6% Pass@1.\n");
  CHECK(drafted(e, "Orbit-14B-Preview", "14B params"));
  // A base's or a part's size, or a compared model's, is not the subject's.
  const Extraction f = extract(
      "Built upon a 235B MoE language model, Orbit-S1 has been pretrained on 5 trillion tokens.\n\n"
      "Orbit-S1-mini contains an 8B language model.\n\n"
      "Orbit-S1 costs as much as a 13B dense model.\n");
  CHECK_FALSE(drafted(f, "Orbit-S1", "235B params"));
  CHECK_FALSE(drafted(f, "Orbit-S1-mini", "8B params"));
  CHECK_FALSE(drafted(f, "Orbit-S1", "13B params"));
  // `the 8B model` names a member; a token count is no size.
  check_ignored({{__LINE__, "We trained a 2T token dataset model for Orbit-S1.", "2T", "unsure"}});
}

TEST_CASE("a tool's noun after a name makes it the tool's and a precision inside a name is none") {
  // `the KDA kernel` after an introduce cue names a kernel, not a model.
  const Extraction e = extract(
      "We open-source the KDA kernel in FLA, and release two checkpoints trained with 5.7T "
      "tokens.\n");
  CHECK(draft_named(e, "KDA") == nullptr);
  // A title that ends with a tool's noun names no model.
  const Extraction f = extract(
      "# OrbitScale Scripts\n\n## Multi-Node Training (32 GPUs)\n\nOur runs use 4 nodes.\n");
  CHECK(draft_named(f, "OrbitScale Scripts") == nullptr);
  // `-bf16` in a checkpoint's name says nothing of how it was trained.
  const Extraction g = extract("Orbit-8B-Reasoning-bf16 was trained with RL to reason.\n");
  CHECK_FALSE(drafted(g, "Orbit-8B-Reasoning-bf16", "in bf16"));
  const Extraction h = extract("Orbit-8B-Reasoning was trained in BF16 with RL.\n");
  CHECK(drafted(h, "Orbit-8B-Reasoning", "in bf16"));
}

TEST_CASE(
    "a precision for serving the model is none of the run's, the word of serving before or after") {
  const Extraction e = extract(
      "Orbit-V2 was trained on 8T tokens; quantized to FP8, it was deployed on one node.\n");
  CHECK_FALSE(drafted(e, "Orbit-V2", "in fp8"));
  const Extraction f = extract(
      "Orbit-V2 was trained on 8T tokens; converted to FP8 and served from one node, it is "
      "fast.\n");
  CHECK_FALSE(drafted(f, "Orbit-V2", "in fp8"));
  const Extraction g = extract("Orbit-V2 was trained in FP8 on 8T tokens.\n");
  CHECK(drafted(g, "Orbit-V2", "in fp8"));
}

TEST_CASE(
    "a name a change is said from is compared with and gigabytes without their B name a variant") {
  const Extraction e = extract(
      "# Orbit-4-mini\n\nParameters: 3.8B\nChanges from Orbit-3.5-mini: grouped-query attention\n"
      "Training hardware: 512 A100-80G\nTraining data: 5T tokens\n");
  CHECK(draft_named(e, "Orbit-3.5-mini") == nullptr);
  CHECK(drafted(e, "Orbit-4-mini", "on 512 A100-80GB"));
  CHECK(drafted(e, "Orbit-4-mini", "5T tokens"));
}

TEST_CASE("a name a size is said a share of is compared with") {
  const Extraction e = extract(
      "Orbit-MoE is about 40% the size of Grok-1, and on its serving platform the model generates "
      "up to 150 tokens per second per user.\n");
  CHECK(draft_named(e, "Grok-1") == nullptr);
}

TEST_CASE("a training sentence's accelerator is not said of a name past a relative clause's word") {
  const Extraction e = extract(
      "Orbit-S 1B was trained on 9T tokens.\n\nTraining used 916k GPU hours on H100-80GB, which "
      "includes generating the Llama 3.1 8B and 70B logits used as targets.\n");
  CHECK(draft_named(e, "Llama 3.1 8B") == nullptr);
  CHECK(draft_named(e, "Llama 3.1 70B") == nullptr);
}

TEST_CASE("a news line that names a family dates its members and a header's Param is parameters") {
  const Extraction e = extract(
      "- `2025/08/26`: We introduce Orbit3.5, a new family of open models.\n\n"
      "| Model | #Vision Param | #Total Param |\n|---|---|---|\n"
      "| Orbit3.5-1B | 0.3B | 1.1B |\n| Orbit3.5-8B | 0.3B | 8.5B |\n");
  CHECK(drafted(e, "Orbit3.5-1B", "1.1B params"));
  CHECK(drafted(e, "Orbit3.5-8B", "8.5B params"));
  CHECK(drafted(e, "Orbit3.5-1B", "date 2025-08"));
  CHECK_FALSE(drafted(e, "Orbit3.5-1B", "0.3B params"));
  // A name with no size gives no family: `Orbit3.5-Flash` is not dated by it.
  const Extraction f = extract(
      "- `2025/08/26`: We introduce Orbit3.5, a new family.\n\n"
      "| Model | #Total Param |\n|---|---|\n| Nimbus-Flash | 1.1B |\n");
  CHECK_FALSE(drafted(f, "Nimbus-Flash", "date 2025-08"));
}

TEST_CASE("a list item's label in capitals with a hyphen is a heading's words and no API id") {
  const Extraction e = extract(
      "# Orbit-V2-Flash\n\n* **Efficient Pre-Training**: Trained on 27T tokens using FP8.\n");
  CHECK(draft_named(e, "Efficient Pre-Training") == nullptr);
  CHECK(drafted(e, "Orbit-V2-Flash", "27T tokens"));
  // An id in lower case still names its row.
  const Extraction f = extract("- orbit-tiny: $0.25 per 1M input tokens\n");
  CHECK(drafted(f, "orbit-tiny", "$0.25 per 1M input tokens"));
}

TEST_CASE(
    "a row whose label says per token gives no total energy and front matter's date is a "
    "dateline") {
  const std::string table =
      "Orbit 3 32B on one B200:\n\n| Metric | Chat | Reasoning |\n|---|---|---|\n"
      "| Energy/token @ BS 128 | 0.209 J | 0.312 J |\n| Energy/response | 95 J | 2,192 J |\n";
  check_ignored({{__LINE__, table, "0.209", "unsure"}, {__LINE__, table, "95", "unsure"}});
  const Extraction e =
      extract("---\ndate: 2026-01-29\n---\n\nWe introduce Orbit-7B, trained on 2T tokens.\n");
  CHECK(drafted(e, "Orbit-7B", "date 2026-01"));
}

TEST_CASE(
    "a sentence opening with we trained speaks of the model before and used for any token is "
    "active") {
  const Extraction e = extract(
      "OrbitGPT is a 50.6B-parameter decoder.\n\nWe trained on 64 instances, 512 GPUs in all. For "
      "comparison, GPT-NeoX has 20B parameters.\n");
  CHECK(drafted(e, "OrbitGPT", "512 GPUs"));
  const Extraction f = extract(
      "Orbit 8x22B is sparse: of its 141B parameters, only 39B are used for any given token.\n");
  CHECK(drafted(f, "Orbit 8x22B", "39B active params"));
}

TEST_CASE(
    "a total and its active part joined by -A are a model's two sizes, in a cell or in prose") {
  const Extraction e = extract(
      "| Model | #Total Param |\n|---|---|\n| Orbit-30B-A3B | 30.8B-A3B |\n\n"
      "We introduce Orbit-Q, a 30B-A3B MoE model.\n");
  CHECK(drafted(e, "Orbit-30B-A3B", "30.8B params"));
  CHECK(drafted(e, "Orbit-30B-A3B", "3B active params"));
  CHECK(drafted(e, "Orbit-Q", "30B params"));
  CHECK(drafted(e, "Orbit-Q", "3B active params"));
  // Inside a name it is the name's, no figure.
  const Extraction f = extract("Orbit-30B-A3B was trained on 36T tokens.\n");
  CHECK_FALSE(drafted(f, "Orbit-30B-A3B", "3B active params"));
}

TEST_CASE("a duration of a stretch of the run is not its length") {
  check_ignored(
      {{__LINE__,
        "Orbit 405B was trained on 16K H100 GPUs. In a 54-day snapshot of pre-training we "
        "logged 466 job interruptions.",
        "54", "unsure"}});
  const Extraction e = extract("Orbit 405B was trained on 16K H100 GPUs for 54 days.\n");
  CHECK(drafted(e, "Orbit 405B", "for 54 days"));
}
