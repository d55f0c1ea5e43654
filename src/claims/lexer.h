// Lexing one record with the claims grammar (grammar/claims_grammar.hpp):
// its lines as one text, and the tokens of each item.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "quantity/quantity.h"
#include "text/diagnostic.h"
#include "vocab/fields.h"

namespace claimcheck {

/// A token of a record, as the grammar lexes it. Offsets are bytes into the record text.
struct Token {
  enum class Kind { word, string, quantity, times, date };
  Kind kind = Kind::word;
  std::size_t begin = 0, end = 0;
  std::string text;  ///< word, string contents or date; the source text for a quantity
  // Quantities only:
  Interval value;
  std::optional<Currency> currency;  ///< money only
  bool percent = false;
  bool approximate = false;
  bool range = false;
  bool bounded = false;  ///< `over`, `under`, `15T+` ...
  bool scaled = false;   ///< a scale (K, M, B, T, million...) was written
  bool bad = false;      ///< already reported
};

struct ExpectSyntax {
  std::string verdict;
  bool at_most = false;
  std::string rule;
  std::size_t begin = 0, end = 0;
  std::size_t verdict_begin = 0, verdict_end = 0;
  /// `expect RULE LET RANGE [UNIT]`: a let pinned to a range.
  bool pinned = false;
  std::string pin_rule, pin_let, pin_unit;
  Token pin_value;
  std::size_t pin_unit_begin = 0, pin_unit_end = 0;
};

/// The lexical form of a record: header, items of tokens, expectations.
struct RecordSyntax {
  std::string kind;
  std::size_t kind_begin = 0, kind_end = 0;
  std::string name;
  std::size_t name_begin = 0, name_end = 0;
  std::vector<std::vector<Token>> items;
  std::vector<ExpectSyntax> expectations;
  /// Emptied item vectors of records before, reused for the next items.
  std::vector<std::vector<Token>> spare_items;

  /// Empty, as made, keeping the storage for the next record.
  void clear();
  /// An emptied item vector of a record before (its storage kept), or a new one.
  std::vector<Token> take_spare_item();
};

/// A record's lines (blank and comment lines left out), each with its line
/// number in the file, joined by '\n' for the grammar.
struct RecordText {
  SharedText file;
  std::string text;
  std::vector<int> line_numbers;         ///< file line of each line of `text`
  std::vector<std::size_t> line_starts;  ///< byte offset of each line in `text`
  /// Whether each line is ASCII alone, where a column is its byte offset + 1.
  std::vector<char> line_ascii;
  /// Each line as shared text, made at the first span on it: the spans of a
  /// line share one copy of it.
  mutable SharedLines shared_lines;

  void add_line(int number, std::string_view line);
  /// No lines (the file is kept), keeping the storage for the next record.
  void clear();
  /// The span of bytes [begin, end) of `text`, which must lie on one line
  /// (a span that crosses a line break is cut at it).
  SourceSpan span(std::size_t begin, std::size_t end) const;
  std::string_view line_text(std::size_t index) const;
};

/// Lexes one record with the grammar. Syntax errors are appended to
/// `diagnostics`; returns false when the record cannot be read.
bool lex_record(const RecordText& text, RecordSyntax& out, std::vector<Diagnostic>& diagnostics);

}  // namespace claimcheck
