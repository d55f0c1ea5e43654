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

bool Rule::applies_to(RecordKind k) const {
  if (kinds.empty()) return k != RecordKind::plan;
  return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

}  // namespace claimcheck
