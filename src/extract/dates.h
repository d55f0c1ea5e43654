// Dates the text gives its records (dates.cpp): a dateline at its start,
// and news lines that open with a date.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "extract/lexicon.h"
#include "extract/prose_text.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

/// A date and the span of text it was read from.
using DatedSpan = std::pair<std::string, std::pair<std::size_t, std::size_t>>;

/// A dateline at the start of the text: `April 18, 2024 —`, `PARIS, 18 April
/// 2024 -`, `2024-04-18:`, a byline's date or a model card's `Release date:`
/// line. Gives YYYY-MM and its span.
std::optional<DatedSpan> dateline(const Prose& p, const Lexicon& lex);

/// A line that opens with a date in figures and says what happened then
/// (`04/14/2025: Released ...`, `- [2025/08/20] We release ...`): the date,
/// and the line's [begin, end) in the clean text.
struct NewsDate {
  DatedSpan date;
  std::size_t line_begin = 0, line_end = 0;
  std::string row_name;  ///< a table row's: the model its first cell names, the one it dates
};

/// The text's news lines, in order. A date whose order of month and day is
/// ambiguous (`04/05/2025`) dates nothing.
std::vector<NewsDate> news_dates(const Prose& p);

}  // namespace claimcheck::extraction
