// The syntax tree's small vocabularies: comparison operators, and which
// records a rule applies to.
#include "rules/ast.h"

#include <algorithm>

namespace claimcheck {

bool parse_compare_op(std::string_view text, CompareOp& out) {
  struct Spelling {
    const char* text;
    CompareOp op;
  };
  static constexpr Spelling kSpellings[] = {
      {">", CompareOp::greater}, {">=", CompareOp::greater_equal},
      {"<", CompareOp::less},    {"<=", CompareOp::less_equal},
      {"==", CompareOp::equal},  {"!=", CompareOp::not_equal}};
  for (const auto& s : kSpellings)
    if (text == s.text) {
      out = s.op;
      return true;
    }
  return false;
}

std::unique_ptr<Expr> clone(const Expr& e) {
  auto c = std::make_unique<Expr>();
  c->kind = e.kind;
  c->where = e.where;
  c->text = e.text;
  c->name = e.name;
  c->least = e.least;
  c->op = e.op;
  c->literal = e.literal;
  c->depth = e.depth;
  c->slot = e.slot;
  c->field = e.field;
  c->member = e.member;
  c->function = e.function;
  c->figure = e.figure;
  c->boolean = e.boolean;
  c->text_value = e.text_value;
  c->poisoned = e.poisoned;
  c->dim = e.dim;
  for (const auto& a : e.args) c->args.push_back(clone(*a));
  return c;
}

}  // namespace claimcheck
