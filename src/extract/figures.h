// Figures as announcements write them ("over 15T", "fifteen trillion",
// "between $1 and $2 million", "41–42%"), read with the prose grammar
// (grammar/prose_grammar.hpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "vocab/fields.h"

namespace claimcheck {

enum class Hedge { none, over, at_least, under, at_most, about };

/// One figure: its numbers with their scale, before any unit.
struct ProseFigure {
  std::size_t begin = 0, end = 0;  ///< bytes of the text the figure spans
  double lo = 0, hi = 0;           ///< equal unless a range; percents as written (41, not 0.41)
  Hedge hedge = Hedge::none;
  bool range = false;
  bool open_ended = false;  ///< `15T+`
  bool percent = false;
  bool scaled = false;  ///< a scale was written (`T`, `trillion`)
  bool words = false;   ///< written in words (`fifteen trillion`)
  bool power = false;   ///< `3.8e25`, `10^25`
  /// The active part written after a total: the `3B` of `30B-A3B`.
  bool active_part = false;
  std::optional<Currency> currency;
};

/// The figure that starts at byte `at` of `text`, if one does.
std::optional<ProseFigure> read_figure(std::string_view text, std::size_t at);

/// The figure in the claims language: `over 15T`, `$1M..$2M`, `41%..42%`,
/// `~24.7`, `3.8e25`. Money is written with `$`, `€`, `£` or `CNY`.
std::string figure_text(const ProseFigure& f, double factor = 1);

}  // namespace claimcheck
