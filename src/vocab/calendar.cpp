// The months.
#include "vocab/calendar.h"

#include <array>
#include <cctype>

namespace claimcheck {
namespace {

constexpr std::array<std::string_view, 12> kNames = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};

/// A month's abbreviations: its first three letters, and `Sept`.
constexpr std::string_view kSept = "Sept";

std::string lower(std::string_view s) {
  std::string r;
  for (char c : s) r += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

}  // namespace

int month_number(std::string_view word) {
  if (!word.empty() && word.back() == '.') word.remove_suffix(1);
  const std::string w = lower(word);
  if (w == lower(kSept)) return 9;
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    const std::string name = lower(kNames[i]);
    if (w == name || w == name.substr(0, 3)) return static_cast<int>(i) + 1;
  }
  return 0;
}

bool is_month_name(std::string_view word) {
  for (const auto name : kNames)
    if (lower(name) == word) return true;
  return false;
}

bool is_month_abbreviation(std::string_view word) {
  return word.size() <= 4 && !is_month_name(word) && month_number(word) != 0;
}

std::string month_alternation(bool abbreviations) {
  std::string r;
  for (const auto name : kNames) r += (r.empty() ? "" : "|") + std::string(name);
  if (abbreviations) {
    for (const auto name : kNames)
      if (name.size() > 3) r += "|" + std::string(name.substr(0, 3));
    r += "|" + std::string(kSept);
  }
  return r;
}

}  // namespace claimcheck
