// ASCII case folding, inline: the "C" locale's std::tolower without the call;
// and whether a text is ASCII alone.
#pragma once

#include <cstdint>
#include <cstring>
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

/// Whether every byte of `s` is below 0x80 (eight bytes at a time).
inline bool is_ascii(std::string_view s) {
  std::uint64_t any = 0;
  std::size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t w = 0;
    std::memcpy(&w, s.data() + i, sizeof w);
    any |= w;
  }
  for (; i < s.size(); ++i) any |= static_cast<unsigned char>(s[i]);
  return (any & 0x8080808080808080ull) == 0;
}

}  // namespace claimcheck
