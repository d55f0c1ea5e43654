// The months' names and their abbreviations, declared once: the extractor's
// datelines, release dates and sentence splitting read them here.
#pragma once

#include <string>
#include <string_view>

namespace claimcheck {

/// The month (1-12) a name or abbreviation says, any case, a trailing dot
/// allowed (`January`, `jan`, `Sept.`); 0 for any other word.
int month_number(std::string_view word);

/// Whether `word` (lower case) is a month's full name.
bool is_month_name(std::string_view word);

/// Whether `word` (lower case, no dot) abbreviates a month: `jan`, `sept`.
bool is_month_abbreviation(std::string_view word);

/// The months for a regular expression: `January|February|...`, with the
/// abbreviations after them (`|Jan|Feb|...|Sept|...`) when asked.
std::string month_alternation(bool abbreviations);

}  // namespace claimcheck
