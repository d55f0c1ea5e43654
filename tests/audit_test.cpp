// The auditor's view: offers grouped by model, flags from the price rules'
// floors, outliers against the median of the same model's other offers.
#include "eval/audit.h"

#include <catch2/catch.hpp>

#include "test_support.h"

using namespace claimcheck;

namespace {

const Environment& env() {
  return claimcheck::testing::builtin_environment();
}

/// The audit of a claims text, every record checked with the built-in rules.
Audit audit_of(const std::string& text) {
  std::vector<Diagnostic> d;
  const auto records = parse_claims(text, "t.claims", env().catalogue, d, &env().models);
  REQUIRE(d.empty());
  Auditor auditor(&env().models);
  for (const auto& r : records) auditor.add(r, check_record(r, env(), false));
  return auditor.finish();
}

const AuditModel* model_named(const Audit& a, const std::string& name) {
  for (const auto& m : a.models)
    if (m.model == name) return &m;
  return nullptr;
}

const AuditOffer* offer_named(const Audit& a, const std::string& name) {
  for (const auto& m : a.models)
    for (const auto& o : m.offers)
      if (o.name == name) return &o;
  return nullptr;
}

using Flags = std::vector<std::string>;

}  // namespace

TEST_CASE("audit: an output price more than 5x from the median of the other offers is an outlier") {
  // Output prices 0.10, 0.12, 0.14 and 0.80 per 1M: the others' median for
  // 0.80 is 0.12, and 0.80 > 5 × 0.12; for 0.10 it is 0.14 (of 0.12, 0.14,
  // 0.80), and 0.10 is not below 0.14 / 5.
  const Audit a = audit_of(
      "api \"A: x\": 70B params, $0.10 per 1M output tokens\n"
      "api \"B: x\": 70B params, $0.12 per 1M output tokens\n"
      "api \"C: x\": 70B params, $0.14 per 1M output tokens\n"
      "api \"D: x\": 70B params, $0.80 per 1M output tokens\n");
  REQUIRE(a.models.size() == 1);
  CHECK(offer_named(a, "D: x")->flags == Flags{"outlier-high"});
  CHECK(offer_named(a, "A: x")->flags.empty());
  // Flagged offers come first.
  CHECK(a.models[0].offers.front().name == "D: x");
  const AuditModel& m = a.models[0];
  CHECK(*m.lowest == Approx(0.10e-6));
  CHECK(*m.highest == Approx(0.80e-6));
  CHECK(*m.median == Approx(0.13e-6));
  CHECK(*m.spread == Approx(8));
}

TEST_CASE("audit: 5x exactly is not an outlier, and two offers are too few to have one") {
  // 0.50 is 5 × the others' median 0.10, not more.
  Audit a = audit_of(
      "api \"A: x\": 70B params, $0.10 per 1M output tokens\n"
      "api \"B: x\": 70B params, $0.10 per 1M output tokens\n"
      "api \"C: x\": 70B params, $0.50 per 1M output tokens\n");
  CHECK(offer_named(a, "C: x")->flags.empty());
  a = audit_of(
      "api \"A: x\": 70B params, $0.10 per 1M output tokens\n"
      "api \"B: x\": 70B params, $9 per 1M output tokens\n");
  CHECK(offer_named(a, "B: x")->flags.empty());
  // A price 5× below the others' median, in a group of three.
  a = audit_of(
      "api \"A: x\": 70B params, $1 per 1M output tokens\n"
      "api \"B: x\": 70B params, $1 per 1M output tokens\n"
      "api \"C: x\": 70B params, $0.15 per 1M output tokens\n");
  CHECK(offer_named(a, "C: x")->flags == Flags{"outlier-low"});
}

TEST_CASE("audit: one far price does not make its neighbours outliers") {
  // For each $0.10 offer the others are $0.10 and $1.10: their mean, $0.60,
  // would make it an outlier; the middle price nearer its own ($0.10) does not.
  const Audit a = audit_of(
      "api \"A: x\": 70B params, $0.10 per 1M output tokens\n"
      "api \"B: x\": 70B params, $0.10 per 1M output tokens\n"
      "api \"C: x\": 70B params, $1.10 per 1M output tokens\n");
  CHECK(offer_named(a, "A: x")->flags.empty());
  CHECK(offer_named(a, "B: x")->flags.empty());
  CHECK(offer_named(a, "C: x")->flags == Flags{"outlier-high"});
}

TEST_CASE("audit: an earlier price of an offer is history, not another offer") {
  // Without the earlier $5, the model has three current offers, one of them
  // far above the others; with it counted, $5 would not be an outlier.
  const Audit a = audit_of(
      "api \"A: x\": 70B params, $5 per 1M output tokens, date 2024-01\n"
      "api \"A: x\": 70B params, $0.50 per 1M output tokens, date 2025-01\n"
      "api \"B: x\": 70B params, $0.60 per 1M output tokens\n"
      "api \"C: x (from 2025-06-01)\": 70B params, $4 per 1M output tokens, date 2025-06\n"
      "api \"C: x\": 70B params, $0.70 per 1M output tokens, date 2024-06\n");
  REQUIRE(a.models.size() == 1);
  const AuditModel& m = a.models[0];
  CHECK(*m.lowest == Approx(0.50e-6));
  CHECK(*m.highest == Approx(4e-6));
  int earlier = 0;
  for (const auto& o : m.offers) earlier += o.superseded ? 1 : 0;
  CHECK(earlier == 2);
  // The dated set of a table (` (from DATE)`) is the same offer's later price.
  CHECK(offer_name("C: x (from 2025-06-01)") == "C: x");
  REQUIRE(m.history.size() == 2);
}

TEST_CASE("audit: a price rule's other warnings are flags too") {
  const Audit a = audit_of(
      // $0.12 input: above the $0.074 floor, below the $0.25 at 45% in fp8.
      "api \"A: 405B\": 405B params, $0.12 per 1M input tokens, $3 per 1M output tokens\n"
      // A free cache read.
      "api \"B: 8B\": model Llama-3.1-8B, $0.10 per 1M input tokens, $0.20 per 1M output tokens, "
      "$0 per 1M cached input tokens\n"
      // A price range that straddles the certain floor: possibly subsidised.
      "api \"C: 405B\": 405B params, $0.06-$0.5 per 1M output tokens\n");
  CHECK(offer_named(a, "A: 405B")->flags == Flags{"input-price: warning"});
  CHECK(offer_named(a, "B: 8B")->flags == Flags{"cached-input-price: subsidised"});
  CHECK(offer_named(a, "C: 405B")->flags == Flags{"inference-price: warning"});
}

TEST_CASE("audit: offers are grouped by catalogue model, else by their stated sizes") {
  const Audit a = audit_of(
      "api \"A: 8B\": model Llama-3.1-8B, $0.10 per 1M output tokens\n"
      "api \"B: 8B\": model llama-3.1-8b, $0.12 per 1M output tokens\n"
      "api \"C: moe\": 671B params, 37B active params, $1 per 1M output tokens\n"
      "api \"D: moe\": 671B params, 37B active params, $2 per 1M output tokens\n"
      "api \"E: other\": 671B params, 40B active params, $2 per 1M output tokens\n"
      "api \"F: closed\": model GPT-4o, $10 per 1M output tokens\n"
      "api \"G: unknown\": $1 per 1M output tokens\n");
  const AuditModel* llama = model_named(a, "Llama-3.1-8B");
  REQUIRE(llama);
  CHECK(llama->catalogue);
  CHECK(llama->offers.size() == 2);
  const AuditModel* moe = model_named(a, "671B params, 37B params active");
  REQUIRE(moe);
  CHECK_FALSE(moe->catalogue);
  CHECK(moe->offers.size() == 2);
  CHECK(model_named(a, "671B params, 40B params active"));
  // A closed catalogue model groups by its id, though it gives no sizes.
  REQUIRE(model_named(a, "GPT-4o"));
  CHECK(model_named(a, "GPT-4o")->catalogue);
  // No size and no catalogue model: one group, last, with no statistics.
  REQUIRE(a.models.back().model == kNoSizeGroup);
  CHECK_FALSE(a.models.back().median);
  CHECK(a.offers == 7);
}

TEST_CASE("audit: the flags follow the price rules' floors") {
  const Audit a = audit_of(
      // Below the realistic floor ($0.0399 for Llama 3.1 8B): see builtin_rules_test.
      "api \"A: 8B\": model Llama-3.1-8B, $0.03 per 1M output tokens\n"
      // Below the certain floor at batch 4 ($0.359): and so not also below the realistic one.
      "api \"B: mixtral\": model Mixtral-8x7B-v0.1, batch 4, $0.30 per 1M output tokens\n"
      // The input below the prefill floor ($0.074 for 405B).
      "api \"C: 405B\": 405B params, $0.01 per 1M input tokens, $5 per 1M output tokens\n"
      // Above every floor.
      "api \"D: 8B\": model Llama-3.1-8B, $0.05 per 1M input tokens, $0.10 per 1M output "
      "tokens\n");
  CHECK(offer_named(a, "A: 8B")->flags == Flags{"below-realistic-floor"});
  CHECK(offer_named(a, "B: mixtral")->flags == Flags{"below-certain-floor"});
  CHECK(offer_named(a, "C: 405B")->flags == Flags{"input-below-prefill"});
  const AuditOffer* d = offer_named(a, "D: 8B");
  CHECK(d->flags.empty());
  // The realistic floor, the margin over it, and the 3:1 blend.
  REQUIRE(d->floor_output_realistic);
  CHECK(d->floor_output_realistic->lo() == Approx(3.99e-8).epsilon(2e-3));
  REQUIRE(d->margin);
  CHECK(d->margin->lo() == Approx(0.10e-6 / d->floor_output_realistic->lo()));
  REQUIRE(d->blended);
  CHECK(d->blended->lo() == Approx((3 * 0.05e-6 + 0.10e-6) / 4));
  // Models with a flagged offer come first.
  CHECK(a.models.front().flagged());
}

TEST_CASE("audit: one offer at several dates gives a price history, oldest first") {
  const Audit a = audit_of(
      "api \"A: 70B\": model Llama-3.3-70B, $0.60 per 1M output tokens, date 2025-06\n"
      "api \"A: 70B\": model Llama-3.3-70B, $0.90 per 1M output tokens, date 2024-12\n"
      "api \"B: 70B\": model Llama-3.3-70B, $0.70 per 1M output tokens, date 2025-01\n");
  const AuditModel* m = model_named(a, "Llama-3.3-70B");
  REQUIRE(m);
  REQUIRE(m->history.size() == 1);
  CHECK(m->history[0].name == "A: 70B");
  REQUIRE(m->history[0].points.size() == 2);
  CHECK(m->history[0].points[0].first == "2024-12");
  CHECK(m->history[0].points[0].second.lo() == Approx(0.90e-6));
}

TEST_CASE("audit: what is dropped after the last keep is left out") {
  std::vector<Diagnostic> d;
  const auto records = parse_claims(
      "api \"A: x\": 70B params, $1 per 1M output tokens\n"
      "api \"B: x\": 70B params, $2 per 1M output tokens\n",
      "t.claims", env().catalogue, d, &env().models);
  REQUIRE(records.size() == 2);
  Auditor auditor(&env().models);
  auditor.add(records[0], check_record(records[0], env(), false));
  auditor.keep();
  auditor.add(records[1], check_record(records[1], env(), false));
  auditor.drop();
  const Audit a = auditor.finish();
  CHECK(a.offers == 1);
  CHECK(offer_named(a, "A: x"));
  CHECK_FALSE(offer_named(a, "B: x"));
}
