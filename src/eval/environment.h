// What checking needs (the catalogue, the assumptions and the rules) and
// checking one record against it. The tables and rules come in as text with
// a name, so tests, fuzzers and a web build need no files.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "claims/record.h"
#include "eval/evaluator.h"
#include "rules/rule_set.h"
#include "tables/assumptions.h"
#include "tables/catalogue.h"
#include "tables/models.h"
#include "text/diagnostic.h"

namespace claimcheck {

/// The tables and the rules every checking command evaluates against.
struct Environment {
  Catalogue catalogue;
  ModelCatalogue models;
  Assumptions assumptions;
  RuleSet rules;

  /// The built-in tables and (unless `with_rules` is false) the built-in
  /// rules. Diagnostics only when the embedded files are broken.
  static bool builtin(Environment& env, std::vector<Diagnostic>& diagnostics,
                      bool with_rules = true);
};

/// Gives the model catalogue the assumptions' `model_size_match`, where the
/// assumptions have it.
void apply_size_match(Environment& env);

/// One record and what the rules said of it.
struct ClaimResult {
  const Record* record = nullptr;
  std::vector<Finding> findings;
  Level verdict = Level::ok;
  /// The figures the claim states that no checking rule read: what was not
  /// verified (source and scope, which are not figures, aside).
  std::vector<Field> not_used;
};

/// Evaluates every rule on a record; with `working` false, the findings
/// carry no working (see EvaluationContext::working).
ClaimResult check_record(const Record& record, const Environment& env, bool working = true);

/// check_record for one record after another: the result written into and
/// the evaluation's buffers keep their storage from one record to the next.
class Checker {
 public:
  explicit Checker(const Environment& env, bool working = true) : env_(env), working_(working) {}
  /// Overwrites `into` with what the rules say of `record`. When `into` is
  /// the result this checker last wrote, untouched since, a finding of a rule
  /// that did not apply for want of fields the record lacks too is kept as it
  /// is, not found again.
  void check(const Record& record, ClaimResult& into);

 private:
  /// What the finding in one slot of the last result was found from.
  struct Slot {
    const Rule* rule = nullptr;
    std::uint64_t fields = 0;  ///< the fields the record gave, one bit each
    bool by_fields = false;    ///< it did not apply for want of fields alone
  };
  const Environment& env_;
  bool working_;
  const ClaimResult* last_ = nullptr;  ///< the result last written
  FactIndex facts_;                    ///< the record's facts by field
  std::vector<Slot> slots_;
  EvaluationScratch scratch_;
  std::vector<Field> used_;
  std::string last_hardware_id_;  ///< the accelerator the last record named
  std::optional<const Accelerator*> last_hardware_;
  std::optional<RecordKind> last_kind_;  ///< the kind of the last record
  std::size_t applying_ = 0;             ///< how many rules apply to that kind
};

/// What an unchecked claim lacks: the fewest groups of fields (any one field
/// of a group would do) that would let these rules check it.
struct MissingFigures {
  std::vector<std::vector<Field>> add;
  std::vector<const Finding*> rules;
};

/// For each smallest set of missing figures, the rules it would let check
/// the claim, in the order the rules are loaded; rules that would read a
/// figure the claim gives are preferred. Empty when the claim was checked,
/// or when no rule lacks only figures.
std::vector<MissingFigures> missing_figures(const ClaimResult& result);

}  // namespace claimcheck
