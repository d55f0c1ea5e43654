// Plots drawn by claimcheck itself, as inline SVG: one row per claim (or per
// option), each with a range bar and marks, on a linear or a log axis, with a
// title, axis labels, a legend and a text equivalent for screen readers.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "quantity/quantity.h"

namespace claimcheck {

struct PlotMark {
  std::string name;  ///< `price`, `compute floor`
  Quantity value;    ///< a range is drawn as a bar, a point as a mark
  int style = 0;     ///< 0: the row's figure (a dot), 1: a floor (a tick), 2: another (a diamond)
};

struct PlotRow {
  std::string label;
  std::vector<PlotMark> marks;
};

/// A shaded stretch of the axis: published runs, the impossible region.
struct PlotBand {
  double lo = 0, hi = 0;
  std::string label;
  bool warning = false;  ///< shaded as a region no claim should be in
};

struct Plot {
  std::string id;     ///< unique in the page, for aria-labelledby
  std::string title;  ///< `Implied MFU of each training claim`
  std::string axis;   ///< `model FLOPs utilisation (%)`
  bool log = false;
  bool percent = false;     ///< values are fractions, labelled as percentages
  double scale = 1;         ///< values are divided by it on the axis (1e-6: per 1M tokens)
  std::string unit_suffix;  ///< appended to tick labels and values: ` Wh`
  std::vector<PlotBand> bands;
  std::vector<PlotRow> rows;
};

/// The plot as an SVG element with its text equivalent (a table), HTML-escaped.
std::string plot_svg(const Plot& plot);

/// Text for HTML: `&`, `<`, `>`, `"` and `'` escaped.
std::string html_escape(const std::string& text);

}  // namespace claimcheck
