// The working of a finding, as data: each step's inputs with where they came
// from, each value or why there is none. Writers turn it into words
// (report/check_report.h); the evaluator words only a finding's message.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "quantity/quantity.h"
#include "rules/ast.h"
#include "vocab/fields.h"
#include "vocab/verdict.h"

namespace claimcheck {

/// Why a value could not be computed.
struct Gap {
  enum class Kind {
    missing,    ///< an input is missing: a field the claim does not give, a figure not published
    no_answer,  ///< arithmetic with no answer: a division by zero
  };
  Kind kind = Kind::missing;
  std::string what;  ///< missing: what is missing (`tokens or params`); no_answer: what went wrong,
                     ///< and where

  /// As a finding says it: `needs tokens`, or the arithmetic's own words.
  std::string describe() const;
  /// The same, into `out` (overwritten).
  void describe(std::string& out) const;
};

/// Where a working input came from.
struct Origin {
  enum class Kind {
    claim,             ///< a fact of the claim
    let,               ///< an earlier step of the rule
    catalogue,         ///< a figure of the accelerator (rules/hardware.toml)
    catalogue_choice,  ///< the accelerator of the catalogue with the least or most of something
    assumption,        ///< an entry of rules/assumptions.toml
    model,             ///< a figure of the model the claim names (rules/models.toml)
  };
  Kind kind = Kind::let;
  Field field = Field::params;  ///< claim: the fact's field
  std::string
      name;      ///< let: its name; catalogue: the accelerator; assumption: its key; model: its id
  int line = 0;  ///< claim: the fact's line
  std::string written;     ///< claim: the fact as written
  std::string conversion;  ///< claim: how a euro figure was converted, with the rate's source
  std::string detail;      ///< catalogue: `dense fp8`; catalogue_choice: the expression compared
  bool assumed = false;    ///< catalogue: the claim names no accelerator
  bool least = false;      ///< catalogue_choice: the least (else the most)
  std::string source;      ///< catalogue or assumption: the figure's source
  std::string file;        ///< catalogue or assumption: the table it came from
  std::string as_of;       ///< the source's date, where it has one
  std::string typical;  ///< assumption: `, typical 36.5% (SOURCE)` or how the likely value is taken
  std::string cite;     ///< assumption: its source in a few words
  std::string available_by;  ///< catalogue_choice: among the accelerators available by this month
};

/// A value that went into a step, and where it came from.
struct WorkingInput {
  std::string name;   ///< as the rule writes it: `tokens`, `hardware.peak`, `n`
  std::string value;  ///< formatted for readers
  Origin origin;
};

/// One `let` (or `show`) as evaluated.
struct WorkingStep {
  std::string name;
  std::string expr;   ///< the expression as written
  std::string where;  ///< `file:line` of the let in its rule file
  std::vector<WorkingInput> inputs;
  std::optional<Quantity> result;  ///< a quantity's value
  std::optional<Gap> gap;          ///< why there is no value
  std::string result_text;  ///< a value formatted (quantity, truth or text); empty with a gap
  bool shown = false;       ///< a calculator output (`show`)
  std::string label;
  /// The expression with the numbers filled in and each unit conversion
  /// said (`30.84M GPU·h × 3600 s/h × 989 TFLOPS`), for the student view;
  /// empty when the step is not a quantity or is a single figure.
  std::string filled;
};

/// What one rule says about one record.
struct Finding {
  std::string rule;
  std::string title;
  Level verdict = Level::ok;
  std::string message;
  std::optional<Gap> gap;  ///< not-applicable: why
  /// not-applicable for want of fields: every group of `needs` the claim
  /// lacks (any one field of a group would do).
  std::vector<std::vector<Field>> unmet_needs;
  std::size_t met_needs = 0;   ///< the groups of `needs` the claim does give
  /// Those of them met by a figure, not only by naming the accelerator.
  std::size_t met_figures = 0;
  /// The rule is written for another kind of record first (`for api, model`
  /// on a model record): it checks what is stated, but a figure it lacks is
  /// not asked for.
  bool secondary = false;
  bool informational = false;  ///< from a rule marked `informational`
  /// The rule read only figures the model catalogue gave, none the claim
  /// states: it says nothing of the claim, so it neither checks it nor sets
  /// its verdict.
  bool catalogue_only = false;
  std::vector<Field> fields_used;  ///< the claim's fields the rule read (set when it applied)
  std::vector<std::string> notes;  ///< further "possibly ..." warnings
  std::vector<WorkingStep> working;
  std::vector<std::string> cites;
  std::string hardware;  ///< the accelerator the rule used, if any
  bool hardware_assumed = false;
  /// The rule's key figures (`key mfu`): what a one-line view, a plot or a
  /// table shows of it, by the names the rule gives them. A key whose value
  /// is missing is left out.
  std::vector<std::pair<std::string, Quantity>> keys;
  /// How the rule's messages write each key (`margin` as a ratio, `34.9×`).
  std::vector<Hint> key_hints;
  /// For a finding above ok decided by a comparison (`mfu > 65%`): what would
  /// pass it, in words: `mfu`, `at most`, `65%`, and its value, `120%`.
  struct Threshold {
    std::string name, relation, limit, value;
  };
  std::optional<Threshold> threshold;
  /// With the working: the verdict bands of the rule's clauses, in words
  /// (`impossible if mfu above 100%`), for the student view.
  std::vector<std::string> bands;

  /// A key figure by name, or nullptr.
  const Quantity* key(const std::string& name) const {
    for (const auto& [n, q] : keys)
      if (n == name) return &q;
    return nullptr;
  }
};

/// A claim's verdict: the highest of its findings (not-applicable ones
/// aside), or unchecked when none but informational ones applied.
Level record_verdict(const std::vector<Finding>& findings);

/// True when a finding checked something: a rule applied to a figure the
/// claim states, and is not informational, or is and found the figure wrong
/// (a warning or above).
bool checks_claim(const Finding& f);

}  // namespace claimcheck
