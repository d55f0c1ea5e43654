// The records phase: the facts attached to subjects become draft records,
// a family's facts copied to its members, a model's training and its
// offer's prices apart, each dated; the claims text is written from them.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "extract/attached.h"
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

/// Writes the records of `st` into `out.records`; gives the dateline read.
std::optional<DatedSpan> draft_records(Attachments& st, const Prose& p,
                                       const std::vector<Sentence>& sentences, const Lexicon& lex,
                                       Extraction& out);

}  // namespace claimcheck::extraction
