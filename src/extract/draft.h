// A figure's reading while classify (classify.cpp) drafts it: the figure,
// the sentence around it and the Reading it builds, shared with the readers
// of money (price_readings.cpp) and of figures with a unit
// (field_readings.cpp).
#pragma once

#include <optional>
#include <string>

#include "extract/readings.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

/// A figure being read, and what it is read as so far.
struct Draft {
  const Context& c;
  const ProseFigure& f;
  const std::optional<ProseFigure>& next_figure;
  /// The word the next figure starts at: cues after a figure are its own only up to there.
  std::size_t next_word = 0;
  Reading r;

  /// Left out, and why.
  Reading ignore(std::string reason, std::string detail);
  /// A fact worded around its figure: `cost $4.6M`, `on 2048 H800`. It names
  /// the accelerator `r.hardware` names when it is called.
  Reading fact(Field field, std::string claim, std::string why);
  /// A figure and the unit words after it (`15T tokens`), which a bare
  /// figure said of another model after it may take.
  Reading unit_fact(Field field, const std::string& figure, const std::string& tail,
                    std::string why);
};

/// Money: a price per token or per GPU-hour, or a cost, or why not; nullopt
/// if the figure is no money.
std::optional<Reading> read_money(Draft& d);

/// A figure with a unit: left out by the words around it, or read by its field.
Reading read_with_unit(Draft& d, const UnitPhrase& u);

}  // namespace claimcheck::extraction
