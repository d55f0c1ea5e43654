// ASCII case folding, inline: the "C" locale's std::tolower without the call.
#pragma once

#include <string>
#include <string_view>

namespace claimcheck {

/// `c` in lower case when it is an ASCII capital; any other byte as it is.
constexpr char ascii_lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
}

/// `s` with its ASCII capitals in lower case.
inline std::string ascii_lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = ascii_lower(c);
  return r;
}

/// Whether `s` in lower case is `lower_case` (which is in lower case):
/// `ascii_lower(s) == lower_case` without making the string.
constexpr bool ascii_lower_is(std::string_view s, std::string_view lower_case) {
  if (s.size() != lower_case.size()) return false;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (ascii_lower(s[i]) != lower_case[i]) return false;
  return true;
}

}  // namespace claimcheck
