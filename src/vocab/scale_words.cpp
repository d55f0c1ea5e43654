// The words of scale.
#include "vocab/scale_words.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace claimcheck {
namespace {

/// Each scale word or letter (lower case) and its factor.
const std::vector<std::pair<std::string, double>>& table() {
  static const std::vector<std::pair<std::string, double>> t = {
      {"thousand", 1e3}, {"million", 1e6},   {"mn", 1e6},           {"billion", 1e9},
      {"bn", 1e9},       {"trillion", 1e12}, {"quadrillion", 1e15},
  };
  return t;
}

/// The factor of a scale letter, lower case: k, m, b, t.
std::optional<double> letter_factor(char c) {
  switch (c) {
    case 'k':
      return 1e3;
    case 'm':
      return 1e6;
    case 'b':
      return 1e9;
    case 't':
      return 1e12;
    default:
      return std::nullopt;
  }
}

std::string lower_word(std::string_view word) {
  std::string w;
  for (char c : word)
    if (c != ' ' && c != '\t' && !(w.empty() && c == '-'))
      w += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return w;
}

/// Whether `word` is `name` (lower case) in any case; no allocation, as the
/// grammars ask it of every word after a number.
bool same_word(std::string_view word, std::string_view name) {
  if (word.size() != name.size()) return false;
  for (std::size_t i = 0; i < word.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(word[i])) != name[i]) return false;
  return true;
}

std::optional<double> word_factor(std::string_view w) {
  for (const auto& [name, factor] : table())
    if (same_word(w, name)) return factor;
  return std::nullopt;
}

}  // namespace

std::optional<double> scale_word_factor(std::string_view word, bool plural) {
  const std::string w = lower_word(word);
  if (w.size() == 1) return letter_factor(w[0]);
  if (auto f = word_factor(w)) return f;
  if (plural && w.size() > 3 && w.back() == 's') return word_factor(w.substr(0, w.size() - 1));
  return std::nullopt;
}

bool is_scale_word(std::string_view word) {
  return word.size() > 1 && word.size() <= 11 && word_factor(word).has_value();
}

bool has_scale_word(std::string_view text) {
  std::string word;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i]))) {
      word += static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
      continue;
    }
    // `tens of thousands`, `millions of`: a scale in words, plural too.
    if (word.size() > 2 &&
        (word_factor(word) || (word.back() == 's' && word_factor(word.substr(0, word.size() - 1)))))
      return true;
    word.clear();
  }
  return false;
}

std::string scale_alternation(double only) {
  std::string r;
  for (const auto& [name, factor] : table())
    if (only == 0 || factor == only) r += (r.empty() ? "" : "|") + name;
  return r;
}

std::string scale_word_of(double factor) {
  for (const auto& [name, f] : table())
    if (f == factor) return name;
  return std::string();
}

namespace {
/// Zero to nineteen, and the tens: the numbers in words.
constexpr std::string_view kSmallNumbers[] = {
    "zero",     "one",     "two",     "three",     "four",     "five",    "six",
    "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",  "thirteen",
    "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
constexpr std::string_view kTens[] = {"twenty", "thirty",  "forty",  "fifty",
                                      "sixty",  "seventy", "eighty", "ninety"};
/// The claims grammar reads one to twelve (a duration in prose: `in under
/// two months`); larger counts are written in digits.
constexpr int kClaimsNumbersUpTo = 12;
}  // namespace

double number_word_value(std::string_view word) {
  if (word.size() < 3 || word.size() > 6) return 0;
  for (int i = 1; i <= kClaimsNumbersUpTo; ++i)
    if (same_word(word, kSmallNumbers[i])) return i;
  return 0;
}

int cardinal_word_value(std::string_view word) {
  for (std::size_t i = 0; i < std::size(kSmallNumbers); ++i)
    if (same_word(word, kSmallNumbers[i])) return static_cast<int>(i);
  for (std::size_t i = 0; i < std::size(kTens); ++i)
    if (same_word(word, kTens[i])) return 20 + 10 * static_cast<int>(i);
  return -1;
}

bool is_number_word(std::string_view word) {
  return number_word_value(word) != 0;
}

const std::vector<std::string>& scale_words() {
  static const std::vector<std::string> words = [] {
    std::vector<std::string> r;
    for (const auto& [name, factor] : table()) r.push_back(name);
    return r;
  }();
  return words;
}

}  // namespace claimcheck
