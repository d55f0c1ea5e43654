// Loading the built-in environment, and checking a record.
#include "eval/environment.h"

#include <algorithm>
#include <cstdint>

#include "eval/estimate.h"

namespace claimcheck {

bool Environment::builtin(Environment& env, std::vector<Diagnostic>& diagnostics, bool with_rules) {
  const std::size_t before = diagnostics.size();
  env.catalogue = Catalogue::builtin(diagnostics);
  if (diagnostics.size() != before) return false;
  env.models = ModelCatalogue::builtin(env.catalogue, diagnostics);
  if (diagnostics.size() != before) return false;
  env.assumptions = Assumptions::builtin(diagnostics);
  if (diagnostics.size() != before) return false;
  apply_size_match(env);
  return !with_rules || (env.rules.load_builtin(env.assumptions, diagnostics) &&
                         check_estimate_columns(env.rules, diagnostics));
}

void apply_size_match(Environment& env) {
  if (const Assumption* a = env.assumptions.find("model_size_match"))
    env.models.size_match = a->value.hi();
}

ClaimResult check_record(const Record& record, const Environment& env, bool working) {
  ClaimResult result;
  Checker(env, working).check(record, result);
  return result;
}

namespace {

/// A fact written as one phrase with a fact that was read (`on 2,048 H800`
/// gives the GPUs and the accelerator; `peak 989 TFLOPS fp8` the peak and its
/// precision): the phrase was checked.
bool part_of_used(const Record& record, const Fact& fact, const std::vector<Field>& used) {
  if (fact.written.empty()) return false;
  for (const auto& other : record.facts)
    if (&other != &fact && other.written == fact.written &&
        std::find(used.begin(), used.end(), other.field) != used.end())
      return true;
  return false;
}

}  // namespace

void Checker::check(const Record& record, ClaimResult& result) {
  const Environment& env = env_;
  result.record = &record;
  result.not_used.clear();
  EvaluationContext context{.catalogue = env.catalogue,
                            .assumptions = env.assumptions,
                            .likely = false,
                            .working = working_};
  if (const Fact* h = record.find(Field::hardware); h && !h->hardware.empty()) {
    // Records in a row tend to name the same accelerator: the last one is remembered.
    if (h->hardware.front() != last_hardware_id_ || !last_hardware_) {
      last_hardware_id_ = h->hardware.front();
      last_hardware_ = env.catalogue.find(last_hardware_id_);
    }
    context.claim_hardware = *last_hardware_;
  }
  // Each rule's finding goes into the slot the last record's took, reusing its storage.
  const auto& rules = env.rules.rules();
  if (last_ != &result) slots_.clear();  // another result: nothing in it is known
  last_ = &result;
  // Sized to the rules for the record's kind: records of one kind in a row
  // keep their findings, none made or destroyed.
  if (last_kind_ != record.kind) {
    last_kind_ = record.kind;
    slots_.clear();  // a finding may depend on the kind (a rule written first for another)
    applying_ = 0;
    for (const auto& rule : rules) applying_ += rule.applies_to(record.kind) ? 1 : 0;
  }
  result.findings.resize(applying_);
  if (slots_.size() < rules.size()) slots_.resize(rules.size());
  std::uint64_t fields = index_facts(record, facts_);  // what Record::find finds
  // A hardware fact that names no accelerator is not one that does: told
  // apart, since a rule may not apply for want of the accelerator.
  static_assert(static_cast<std::size_t>(Field::model) < 63);
  if (const Fact* h = facts_[static_cast<std::size_t>(Field::hardware)]; h && h->hardware.empty())
    fields |= std::uint64_t{1} << 63;
  context.facts = &facts_;
  std::size_t n = 0;
  for (const auto& rule : rules) {
    if (!rule.applies_to(record.kind)) continue;
    Slot& slot = slots_[n];
    // A rule that did not apply for want of fields the record lacks too
    // says the same of it: its finding is left as it is.
    if (!(slot.by_fields && slot.rule == &rule && slot.fields == fields)) {
      evaluate(rule, record, context, result.findings[n], scratch_);
      slot = {&rule, fields, scratch_.not_applying_by_fields()};
    }
    ++n;
  }
  for (std::size_t i = n; i < slots_.size(); ++i) slots_[i] = Slot{};  // dropped by the resize
  // A rule that read only the model catalogue's figures checked the catalogue, not the claim.
  for (auto& f : result.findings) {
    if (f.verdict == Level::not_applicable || f.fields_used.empty()) continue;
    const bool stated = std::any_of(f.fields_used.begin(), f.fields_used.end(), [&](Field field) {
      const Fact* fact = record.find(field);
      return fact && !fact->from_table;
    });
    if (!stated) {
      f.catalogue_only = true;
      f.message += " (the model catalogue's figures alone: the claim states none of them)";
    }
  }
  result.verdict = record_verdict(result.findings);
  std::vector<Field>& used = used_;
  used.clear();
  for (const auto& f : result.findings)
    if (checks_claim(f)) used.insert(used.end(), f.fields_used.begin(), f.fields_used.end());
  for (const auto& fact : record.facts) {
    // Names, the record's date, and the figures the model catalogue gave are
    // not figures the claim states.
    if (fact.narrowed || fact.field == Field::source || fact.field == Field::scope ||
        fact.field == Field::provider || fact.field == Field::model || fact.field == Field::date ||
        fact.from_table)
      continue;
    const bool listed = std::find(result.not_used.begin(), result.not_used.end(), fact.field) !=
                        result.not_used.end();
    if (!listed && std::find(used.begin(), used.end(), fact.field) == used.end() &&
        !part_of_used(record, fact, used))
      result.not_used.push_back(fact.field);
  }
}

std::vector<MissingFigures> missing_figures(const ClaimResult& result) {
  std::vector<MissingFigures> groups;
  if (result.verdict != Level::unchecked) return groups;
  // The rules that would read a figure the claim gives come first: a price
  // wants a model size, not a training run. Among them, the fewest figures.
  // A tier's price (batch, off-peak, cached) is not asked for: it only adds
  // to the standard prices.
  auto tier_only = [](const Finding& f) {
    return std::all_of(f.unmet_needs.begin(), f.unmet_needs.end(), [](const auto& group) {
      return std::all_of(group.begin(), group.end(), refines_price);
    });
  };
  // A rule written for another kind of record first (a price rule on a
  // model record) is not asked for; nor is one the claim meets only by
  // naming its accelerator (a datasheet's peak says nothing of the run).
  auto candidate = [&](const Finding& f) {
    return !f.informational && !f.secondary && !f.unmet_needs.empty() && !tier_only(f);
  };
  bool relevant = false;
  for (const auto& f : result.findings) relevant = relevant || (candidate(f) && f.met_figures > 0);
  std::size_t fewest = SIZE_MAX;
  for (const auto& f : result.findings)
    if (candidate(f) && (!relevant || f.met_figures > 0))
      fewest = std::min(fewest, f.unmet_needs.size());
  for (const auto& f : result.findings) {
    if (!candidate(f) || (relevant && f.met_figures == 0) || f.unmet_needs.size() != fewest)
      continue;
    auto same = std::find_if(groups.begin(), groups.end(),
                             [&](const MissingFigures& g) { return g.add == f.unmet_needs; });
    if (same == groups.end()) {
      groups.push_back({f.unmet_needs, {&f}});
    } else {
      same->rules.push_back(&f);
    }
  }
  return groups;
}

}  // namespace claimcheck
