// An index of a table's names, looked up by a string_view.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace claimcheck {

/// Hashes a name as a string or a string_view alike, so that an index is
/// looked up without a string made for it.
struct NameHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
};
/// Normalised names -> positions in a table.
using NameIndex = std::unordered_map<std::string, std::size_t, NameHash, std::equal_to<>>;

}  // namespace claimcheck
