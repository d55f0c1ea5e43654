// The rules language's syntax tree. Every node keeps its source span; the
// checker (rules/checker.h) fills in what each name refers to and each
// expression's type and dimension.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "quantity/quantity.h"
#include "text/diagnostic.h"
#include "vocab/fields.h"
#include "vocab/verdict.h"

namespace claimcheck {

struct FunctionDef;
struct HardwareFigure;

/// The comparison operators.
enum class CompareOp { greater, greater_equal, less, less_equal, equal, not_equal };

/// A comparison operator as written (`>=`); nothing for any other text.
bool parse_compare_op(std::string_view text, CompareOp& out);

/// The format hint of a message's interpolation: `{mfu:%}`, `{ratio:×}`,
/// `{batch:n}` (a plain number, not a percentage).
enum class Hint { none, percent, ratio, number };

enum class ExprKind {
  literal,
  name,      // resolved by the checker into one of the following
  field,     // a claim field
  let_ref,   // an earlier let
  hardware,  // `hardware` itself: the accelerator's name
  hardware_figure,
  model_figure,  // model.NAME: an architecture figure of the model the record names
  assumption,
  negate,
  add,
  subtract,
  multiply,
  divide,
  coalesce,  // a ?? b
  compare,   // op: > >= < <= == !=
  within,    // x within tolerance of y: args x, tolerance, y
  logical_and,
  logical_or,
  logical_not,
  conditional,  // if c then a else b
  call,         // min max lo hi ceil present
  over,         // min/max over hardware: expr
};

/// An expression.
struct Expr;
/// A deep copy of an expression, with its spans (a definition used by several rules).
std::unique_ptr<Expr> clone(const Expr& e);

struct Expr {
  ExprKind kind = ExprKind::literal;
  SourceSpan where;
  std::string text;    ///< the source text
  std::string name;    ///< a name as written; a function's name; `min`/`max` for over
  bool least = false;  ///< over: `min over hardware` (else `max`)
  CompareOp op = CompareOp::equal;
  Quantity literal;
  std::vector<std::unique_ptr<Expr>> args;
  std::size_t depth = 1;  ///< of the tree below, this node included
  // Filled in by the checker:
  int slot = -1;                           ///< the let's index for let_ref
  Field field = Field::params;             ///< for a claim field
  std::string member;                      ///< hardware figure or assumption key
  const FunctionDef* function = nullptr;   ///< for a call
  const HardwareFigure* figure = nullptr;  ///< for a hardware figure
  bool boolean = false;                    ///< a condition rather than a quantity
  bool text_value = false;  ///< a text field or `hardware`: only for present() and messages
  bool poisoned = false;    ///< has an error already reported: checks that depend on it are skipped
  Dimension dim;
};

/// A piece of a message: text, or an interpolated expression with its hint.
struct MessagePart {
  std::string text;
  std::unique_ptr<Expr> expr;
  Hint hint = Hint::none;
};

struct Let {
  std::string name;
  std::unique_ptr<Expr> value;
  SourceSpan where;
  bool shown = false;  ///< `show`: a named output of the calculator
  std::string label;   ///< `show x = ... as "label"`
  /// A file's `define`, copied into the rule that uses it (`where` is the
  /// definition's): the rule's working shows it like its own lets.
  bool defined = false;
};

struct Clause {
  Level level = Level::ok;
  std::unique_ptr<Expr> condition;  ///< null for a trailing clause
  std::vector<MessagePart> message;
  std::string message_text;  ///< as written, without quotes
  SourceSpan where;
};

/// One rule, as written.
struct Rule {
  std::string id;
  std::string title;
  std::vector<RecordKind> kinds;  ///< empty: model, api, service
  std::vector<std::vector<std::string>>
      needs;  ///< all of the groups; any of each group, as written
  std::vector<std::vector<SourceSpan>> needs_where;
  std::vector<std::vector<Field>> need_fields;  ///< the same, resolved by the checker
  /// `unless a, b`: the rule is not for records that give any of these.
  std::vector<std::string> unless;
  std::vector<SourceSpan> unless_where;
  std::vector<Field> unless_fields;  ///< resolved by the checker
  std::vector<std::string> cites;
  std::vector<Let> lets;
  std::vector<Clause> clauses;
  std::unique_ptr<Expr> default_hardware;  ///< an `over` expression, or null
  /// `key mfu, margin`: the figures writers show of the rule's finding (names
  /// of lets, definitions or fields).
  std::vector<std::unique_ptr<Expr>> keys;
  /// Each key's format hint: that of the first message that shows it
  /// (`{ratio:×}`), set by the checker; Hint::none for a key no message shows.
  std::vector<Hint> key_hints;
  SourceSpan where;
  bool builtin = false;
  /// `informational`: its finding adds to what is known of a claim but does
  /// not make it checked (a claim with only such findings is unchecked).
  bool informational = false;

  /// Whether the rule checks records of kind `k` (asked of every rule for
  /// every record: in the header, to be inlined).
  bool applies_to(RecordKind k) const {
    if (kinds.empty()) return k != RecordKind::plan;
    for (const RecordKind kind : kinds)
      if (kind == k) return true;
    return false;
  }
};

}  // namespace claimcheck
