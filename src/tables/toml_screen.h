// Screens TOML text before toml++ parses it. toml++ 3.3 asserts (and, built
// with NDEBUG as Debian's library is, assumes) that a key starts with a key
// character; some malformed inputs break that. They are reported here first.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "text/diagnostic.h"
#include "text/source_text.h"

namespace claimcheck {

/// False, with a diagnostic at the line and column, when `text` has an input
/// that toml++ would not handle safely. Otherwise `safe` is the text to parse:
/// the same, but for characters toml++ misreads inside "..." strings, which
/// are written as \uXXXX escapes (the same characters once parsed).
bool screen_toml(std::string_view text, const std::string& name,
                 std::vector<Diagnostic>& diagnostics, std::string& safe);

}  // namespace claimcheck
