// Applying a checked rule to a record: ranges, three-valued clauses,
// verdicts, and the working that shows how each value was reached.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

#include "claims/record.h"
#include "eval/working.h"
#include "rules/ast.h"
#include "tables/assumptions.h"
#include "tables/catalogue.h"

namespace claimcheck {

/// Each field's fact in a record, as Record::find finds it (nullptr where the
/// record gives none), indexed by the field: looked up once per record.
using FactIndex = std::array<const Fact*, 64>;

/// Indexes `record`'s facts; returns the fields indexed, one bit each
/// (bit N for the field of value N).
std::uint64_t index_facts(const Record& record, FactIndex& index);

struct EvaluationContext {
  const Catalogue& catalogue;
  const Assumptions& assumptions;
  /// Evaluate at the likely point of every range (the calculator's likely
  /// figure): an assumption's or a price's typical value where its table gives
  /// one, else the range's likely_point; a claim's range at its likely_point.
  bool likely = false;
  /// Record each finding's working (its steps, their inputs and origins).
  /// Off, a finding has its verdict, message and keys, and no working,
  /// title, citations or threshold (what would pass), at a fraction of the
  /// cost: for reports that show none of them.
  bool working = true;
  /// The accelerator the record names, looked up once for all its rules
  /// (nullptr inside when the catalogue lacks it); unset, each rule looks it up.
  std::optional<const Accelerator*> claim_hardware = std::nullopt;
  /// The record's facts by field, when its checker indexed them; else each
  /// is looked for in the record.
  const FactIndex* facts = nullptr;
};

/// A plan's price for its option `id`: the one given for that accelerator
/// (`$3.50/B200-hour`), else for its family (`$2/H100-hour`), else the one
/// given for every option (`$2/GPU-hour`); null when the plan gives none
/// (the catalogue's price is used).
const Fact* plan_price(const Record& plan, const std::string& id, const Catalogue& catalogue);

/// Evaluates `rule` on `record`; nothing when the rule does not apply to the
/// record's kind. `hardware_option` picks one of a plan's options.
std::optional<Finding> evaluate(const Rule& rule, const Record& record,
                                const EvaluationContext& context, std::size_t hardware_option = 0);

/// Buffers one evaluation after another reuses: for checking many records
/// without allocating them anew for each rule. It also remembers the
/// accelerators' figures it looked up, by expression and accelerator: use
/// one scratch with one set of rules and one catalogue.
class EvaluationScratch {
 public:
  EvaluationScratch();
  ~EvaluationScratch();
  EvaluationScratch(const EvaluationScratch&) = delete;
  EvaluationScratch& operator=(const EvaluationScratch&) = delete;
  struct Buffers;
  Buffers& buffers() { return *buffers_; }
  /// Whether the last evaluation found, without the working, that its rule
  /// does not apply for want of a field (or for a field its unless names):
  /// a finding that any record giving the same fields, of a kind the rule
  /// takes, would get too (where its hardware fact names an accelerator
  /// just when this record's does).
  bool not_applying_by_fields() const;

 private:
  std::unique_ptr<Buffers> buffers_;
};

/// evaluate into `into`, whose storage is reused (it is overwritten whole);
/// false, with `into` untouched, when the rule does not take the record's kind.
bool evaluate(const Rule& rule, const Record& record, const EvaluationContext& context,
              Finding& into, EvaluationScratch& scratch, std::size_t hardware_option = 0);

}  // namespace claimcheck
