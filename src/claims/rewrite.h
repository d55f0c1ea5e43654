// An item's words put in the claims language's own, by the table of
// wordings: `47% model flop utilisation` is read as `47% MFU`, `just under
// 40 days` as `under 40 days`, `230B-parameter` as `230B parameter`.
#pragma once

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "claims/fact_builder.h"
#include "claims/lexer.h"
#include "claims/record.h"
#include "tables/wordings.h"

namespace claimcheck {

/// Rewrites `item` into `out` (cleared first); false, with `out` empty, when
/// nothing in it is rewritten (most items): read `item` as it is then. Each token keeps the place
/// it was written at: a keyword's spelling of several words becomes one token spanning them, so
/// errors still point at what was written.
/// - a run of words that spells a keyword (`[keywords]`) becomes the keyword;
/// - fillers (`[fillers]`) right before a figure are left out;
/// - a word glued to a figure by a hyphen (`230B-parameter`) loses the hyphen;
/// - a quoted word between a figure and its unit (`15T "high-quality"
///   tokens`) is read as the word.
bool rewrite_item(const std::vector<Token>& item, const Wordings& wordings,
                  std::vector<Token>& out);

/// The field a keyword gives (`MFU` -> mfu), or nothing.
using KeywordField = std::function<std::optional<Field>(std::string_view)>;

/// The items of a record, each rewritten by the table of wordings and read;
/// an item followed by a parenthesis is first read with it (`$3.75 per 1M
/// tokens (cache write)`), and the parenthesis is then taken too.
class ItemReader {
 public:
  /// `read` reads one item's tokens.
  using Read = std::function<Match(Tokens)>;
  ItemReader(Read read, const RecordText& text, const Wordings& wordings,
             const std::vector<std::vector<Token>>& items)
      : read_(std::move(read)), text_(text), wordings_(wordings), items_(items) {}

  /// The next item's reading, to be moved from; nullptr after the last.
  Match* next();
  /// Whether the item just read stands in parentheses.
  bool parenthetical() const { return parenthetical_; }
  /// The item just read, as rewritten.
  const std::vector<Token>& rewritten() const { return *current_; }

 private:
  bool in_parentheses(const std::vector<Token>& item) const;

  Read read_;
  const RecordText& text_;
  const Wordings& wordings_;
  const std::vector<std::vector<Token>>& items_;
  std::size_t at_ = 0;
  std::vector<Token> rewritten_, next_;
  const std::vector<Token>* current_ = &rewritten_;  ///< the item just read, as read
  Match match_;
  bool parenthetical_ = false;
};

/// Whether a parenthesis of one word only names again what the item before
/// gave (facts from `from` on): `(MFU)` after an MFU, `(E4M3)` after fp8.
bool restates(const std::vector<Token>& item, const std::vector<Fact>& facts, std::size_t from,
              const KeywordField& keyword_field);

}  // namespace claimcheck
