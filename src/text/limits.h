// Limits on inputs, as data: each is checked with a clear error, so that no
// input, however large or deep, crashes or hangs the tool.
#pragma once

#include <cstddef>

namespace claimcheck::limits {

/// Bytes in one line of a claims file.
inline constexpr std::size_t kLineBytes = 64 * 1024;
/// Lines in one record of a claims file (blank and comment lines aside).
inline constexpr std::size_t kRecordLines = 1000;
/// Facts (comma-separated items) in one record.
inline constexpr std::size_t kRecordItems = 1000;
/// Joiners (on, at, for, in) in one item that are tried as places to split
/// it; past this the item is read whole. Splitting is quadratic in them.
inline constexpr std::size_t kJoinersPerItem = 16;
/// Bytes of a rule file or a table.
inline constexpr std::size_t kRuleFileBytes = 4 * 1024 * 1024;
/// Syntax errors reported from one rule file before reading stops.
inline constexpr std::size_t kRuleSyntaxErrors = 50;
/// Nesting of rule expressions (parentheses, `if`, `not`, calls, unary minus).
inline constexpr std::size_t kExpressionDepth = 100;
/// Depth of a rule expression's tree, chains of operators included.
inline constexpr std::size_t kExpressionTreeDepth = 100;
/// PEGTL rule frames per nesting level of a rule expression, measured on the
/// grammar; the parser's own limit is kExpressionDepth levels of them.
inline constexpr std::size_t kGrammarFramesPerLevel = 13;

}  // namespace claimcheck::limits
