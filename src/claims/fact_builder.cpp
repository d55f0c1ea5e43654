// Building facts from tokens.
#include "claims/fact_builder.h"

#include <algorithm>
#include <cctype>

#include "text/ascii.h"

namespace claimcheck {

namespace {

/// Vectors of facts given back, for the thread's next items (a few at most).
thread_local std::vector<std::vector<Fact>> spare_fact_vectors;
constexpr std::size_t kSpareFactVectors = 8;

}  // namespace

std::vector<Fact> fact_vector() {
  if (spare_fact_vectors.empty()) return {};
  std::vector<Fact> v = std::move(spare_fact_vectors.back());
  spare_fact_vectors.pop_back();
  return v;
}

void give_back_facts(std::vector<Fact>&& facts) {
  if (facts.capacity() == 0 || spare_fact_vectors.size() >= kSpareFactVectors) return;
  facts.clear();
  spare_fact_vectors.push_back(std::move(facts));
}

std::string lower(std::string_view s) {
  return ascii_lower(s);
}

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool all_words(Tokens t) {
  return std::all_of(t.begin(), t.end(),
                     [](const Token& x) { return x.kind == Token::Kind::word; });
}

std::string join_words(Tokens t) {
  std::string s;
  for (const auto& w : t) {
    if (!s.empty()) s += ' ';
    s += w.text;
  }
  return s;
}

bool plain(const Token& q) {
  return q.kind == Token::Kind::quantity && !q.currency && !q.percent;
}

Failure FactBuilder::fail(Tokens t, std::string message) const {
  if (t.empty()) return {0, 0, std::move(message)};
  return {t.front().begin, t.back().end, std::move(message)};
}

Failure FactBuilder::fail(const Token& t, std::string message) const {
  return {t.begin, t.end, std::move(message)};
}

std::string FactBuilder::written(std::size_t begin, std::size_t end) const {
  return text_.text.substr(begin, end - begin);
}

Fact FactBuilder::make(Field field, Tokens t) const {
  Fact f;
  f.field = field;
  f.where = text_.span(t.front().begin, t.back().end);
  f.written = written(t.front().begin, t.back().end);
  return f;
}

Fact FactBuilder::quantity_fact(Field field, Tokens t, const Token& q, double factor) const {
  Fact f = make(field, t);
  f.value = Quantity{{q.value.lo * factor, q.value.hi * factor}, field_def(field).dim};
  f.approximate = q.approximate;
  f.currency = q.currency.value_or(Currency::usd);
  return f;
}

Fact FactBuilder::hardware_fact(Tokens t, std::string id) const {
  Fact h = make(Field::hardware, t);
  h.hardware = {std::move(id)};
  return h;
}

}  // namespace claimcheck
