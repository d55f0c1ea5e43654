// What the readers of items share: a record's tokens, a failure to read an
// item, and facts built with their spans and the text they were read from.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "claims/lexer.h"
#include "claims/record.h"

namespace claimcheck {

using Tokens = std::span<const Token>;

/// Why an item does not read as a fact: a message and the bytes it is about.
struct Failure {
  std::size_t begin = 0, end = 0;
  std::string message;
};

/// An item read: its facts, or why not.
using Match = std::variant<std::vector<Fact>, Failure>;

/// An empty vector for an item's facts, with the storage of one given back
/// (give_back_facts) where there is one: most items allocate nothing.
std::vector<Fact> fact_vector();
/// Keeps the storage of a vector of facts for fact_vector; its facts go.
void give_back_facts(std::vector<Fact>&& facts);

/// Facts moved into a vector, where a braced list would copy them.
template <typename... Facts>
std::vector<Fact> facts_of(Facts&&... facts) {
  std::vector<Fact> v = fact_vector();
  v.reserve(sizeof...(facts));
  (v.push_back(std::forward<Facts>(facts)), ...);
  return v;
}

std::string lower(std::string_view s);
bool ends_with(const std::string& s, const std::string& suffix);
bool all_words(Tokens t);
/// The words of `t`, joined by single spaces.
std::string join_words(Tokens t);
/// A count: a number without currency or percent.
bool plain(const Token& q);

/// Builds the facts of one record's items, with spans into its text.
class FactBuilder {
 public:
  explicit FactBuilder(const RecordText& text) : text_(text) {}

  Failure fail(Tokens t, std::string message) const;
  Failure fail(const Token& t, std::string message) const;
  /// The record's text between two byte offsets.
  std::string written(std::size_t begin, std::size_t end) const;
  /// A fact of `field` read from `t`, without a value yet.
  Fact make(Field field, Tokens t) const;
  /// A quantity fact of `field` from the quantity token `q`, times `factor`
  /// (to base units), in the field's dimension.
  Fact quantity_fact(Field field, Tokens t, const Token& q, double factor) const;
  /// A hardware fact naming one catalogue entry.
  Fact hardware_fact(Tokens t, std::string id) const;
  const RecordText& text() const { return text_; }

 private:
  const RecordText& text_;
};

}  // namespace claimcheck
