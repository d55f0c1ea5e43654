// Applying a checked rule to a record: ranges, three-valued clauses,
// verdicts, and the working that shows how each value was reached.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "assumptions.h"
#include "claims.h"
#include "hardware.h"
#include "quantity.h"
#include "rules_ast.h"

namespace claimcheck {

/// A value that went into a step, and where it came from.
struct WorkingInput {
  std::string name;    ///< as the rule writes it: `tokens`, `hardware.peak`, `n`
  std::string value;   ///< formatted for readers
  std::string origin;  ///< `claim, line 3: 14.8T tokens`, a table entry and its source, ...
};

/// One `let` (or `show`) as evaluated.
struct WorkingStep {
  std::string name;
  std::string expr;   ///< the expression as written
  std::string where;  ///< `file:line` of the let in its rule file
  std::vector<WorkingInput> inputs;
  std::optional<Quantity> result;  ///< empty when missing (or a condition)
  std::string result_text;         ///< formatted; "missing: ..." when missing
  bool shown = false;              ///< a calculator output (`show`)
  std::string label;
};

/// What one rule says about one record.
struct Finding {
  std::string rule;
  std::string title;
  Level verdict = Level::ok;
  std::string message;
  std::vector<std::string> notes;  ///< further "possibly ..." warnings
  std::vector<WorkingStep> working;
  std::vector<std::string> cites;
  std::string hardware;  ///< the accelerator the rule used, if any
  bool hardware_assumed = false;
};

struct EvaluationContext {
  const Catalogue& catalogue;
  const Assumptions& assumptions;
};

/// Evaluates `rule` on `record`; nothing when the rule does not apply to the
/// record's kind. `hardware_option` picks one of a plan's options.
std::optional<Finding> evaluate(const Rule& rule, const Record& record,
                                const EvaluationContext& context, std::size_t hardware_option = 0);

/// The highest verdict of the findings (not-applicable ones aside); ok when none.
Level record_verdict(const std::vector<Finding>& findings);

}  // namespace claimcheck
