// Parsing rule files into the AST (rules_ast.h): the PEGTL parse tree of
// grammar/rules_grammar.hpp, turned into rules with source spans.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/ast.h"
#include "text/diagnostic.h"

namespace claimcheck {

/// Parses a rule file. Syntax errors are appended to `diagnostics`; the
/// rules read before the first error are returned (and should be discarded
/// by a caller that sees errors).
std::vector<Rule> parse_rules(std::string_view text, const std::string& name,
                              std::vector<Diagnostic>& diagnostics);

/// Parses one expression (for tests).
std::unique_ptr<Expr> parse_expression(std::string_view text, const std::string& name,
                                       std::vector<Diagnostic>& diagnostics);

}  // namespace claimcheck
