// ASCII case folding, inline: the "C" locale's std::tolower without the call.
#pragma once

namespace claimcheck {

/// `c` in lower case when it is an ASCII capital; any other byte as it is.
constexpr char ascii_lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c;
}

}  // namespace claimcheck
