// An item's words put in the claims language's own, by the table of
// wordings: `47% model flop utilisation` is read as `47% MFU`, `just under
// 40 days` as `under 40 days`, `230B-parameter` as `230B parameter`.
#pragma once

#include <vector>

#include "claims/lexer.h"
#include "tables/wordings.h"

namespace claimcheck {

/// Rewrites `item` into `out` (cleared first). Each token keeps the place it
/// was written at: a keyword's spelling of several words becomes one token
/// spanning them, so errors still point at what was written.
/// - a run of words that spells a keyword (`[keywords]`) becomes the keyword;
/// - fillers (`[fillers]`) right before a figure are left out;
/// - a word glued to a figure by a hyphen (`230B-parameter`) loses the hyphen;
/// - a quoted word between a figure and its unit (`15T "high-quality"
///   tokens`) is read as the word.
void rewrite_item(const std::vector<Token>& item, const Wordings& wordings,
                  std::vector<Token>& out);

}  // namespace claimcheck
