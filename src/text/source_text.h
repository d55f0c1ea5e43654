// Source text: lines, and the check that an input is UTF-8 text, shared by
// the claims reader, the rules parser and the table screen.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "text/diagnostic.h"

namespace claimcheck {

/// True for the second to fourth bytes of a UTF-8 character.
inline bool is_continuation_byte(unsigned char c) {
  return (c & 0xC0) == 0x80;
}

/// Line `line` (1-based) of `text`, without its line end; empty past the end.
std::string source_line(std::string_view text, int line);

/// Checks that a line is valid UTF-8 text without control characters (tabs
/// apart); reports the first bad byte.
bool check_text(std::string_view line, const std::string& file, int line_number,
                std::vector<Diagnostic>& diagnostics);

}  // namespace claimcheck
