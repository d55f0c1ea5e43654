// The rules language's syntax tree. Every node keeps its source span; the
// checker (rules_check.h) fills in what each name refers to and each
// expression's type and dimension.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "claims.h"
#include "diagnostic.h"
#include "quantity.h"

namespace claimcheck {

/// Verdict levels, lowest to highest; not_applicable sits apart.
enum class Level { ok, note, warning, subsidised, implausible, impossible, not_applicable };
const char* level_name(Level l);
/// Parses a level name (`ok` ... `impossible`, `not-applicable`).
bool parse_level(std::string_view name, Level& out);

enum class ExprKind {
  literal,
  name,      // resolved by the checker into one of the following
  field,     // a claim field
  let_ref,   // an earlier let
  hardware,  // `hardware` itself: the accelerator's name
  hardware_figure,
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
struct Expr {
  ExprKind kind = ExprKind::literal;
  SourceSpan where;
  std::string text;  ///< the source text
  std::string name;  ///< names, functions, `min`/`max` for over
  std::string op;    ///< comparison operator
  Quantity literal;
  std::vector<std::unique_ptr<Expr>> args;
  std::size_t depth = 1;  ///< of the tree below, this node included
  // Filled in by the checker:
  int slot = -1;            ///< the let's index for let_ref
  std::string member;       ///< field name, hardware figure or assumption key
  bool boolean = false;     ///< a condition rather than a quantity
  bool text_value = false;  ///< a text field or `hardware`: only for present() and messages
  bool poisoned = false;    ///< has an error already reported: checks that depend on it are skipped
  Dimension dim;
};

/// A piece of a message: text, or an interpolated expression with its hint.
struct MessagePart {
  std::string text;
  std::unique_ptr<Expr> expr;
  std::string hint;  ///< "", "%" or "×"
};

struct Let {
  std::string name;
  std::unique_ptr<Expr> value;
  SourceSpan where;
  bool shown = false;  ///< `show`: a named output of the calculator
  std::string label;   ///< `show x = ... as "label"`
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
  std::vector<RecordKind> kinds;                ///< empty: model, api, service
  std::vector<std::vector<std::string>> needs;  ///< all of the groups; any of each group
  std::vector<std::vector<SourceSpan>> needs_where;
  std::vector<std::string> cites;
  std::vector<Let> lets;
  std::vector<Clause> clauses;
  std::unique_ptr<Expr> default_hardware;  ///< an `over` expression, or null
  SourceSpan where;
  bool builtin = false;

  bool applies_to(RecordKind k) const;
};

}  // namespace claimcheck
