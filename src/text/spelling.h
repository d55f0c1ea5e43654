// "Did you mean": the closest known word to an unknown one.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace claimcheck {

/// Edit distance (insertions, deletions, substitutions, transpositions), ignoring case.
int edit_distance(std::string_view a, std::string_view b);

/// The candidate closest to `word`, if close enough to be a likely typo.
std::optional<std::string> closest(std::string_view word,
                                   const std::vector<std::string>& candidates);

/// `; did you mean 'X'?` for the closest candidate, or empty when none is close.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace claimcheck
