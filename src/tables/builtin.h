// The built-in rules and tables, embedded in the binary at build time.
#pragma once

#include <string_view>
#include <vector>

namespace claimcheck {

struct BuiltinFile {
  std::string_view name;  ///< file name under rules/
  std::string_view text;
};

/// Every embedded file, in the order CMake lists them.
const std::vector<BuiltinFile>& builtin_files();

/// Whether `text` is one of the embedded files: the same bytes, not a copy.
bool is_builtin_text(std::string_view text);

}  // namespace claimcheck
