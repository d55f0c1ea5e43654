// The records phase: the facts attached to subjects become draft records,
// a family's facts copied to its members, a model's training and its
// offer's prices apart, each dated; the claims text is written from them.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "extract/attached.h"
#include "extract/dates.h"
#include "extract/lexicon.h"
#include "extract/prose_text.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

/// Writes the records of `st` into `out.records`; gives the dateline read.
std::optional<DatedSpan> draft_records(Attachments& st, const Prose& p,
                                       const std::vector<Sentence>& sentences, const Lexicon& lex,
                                       Extraction& out);

}  // namespace claimcheck::extraction
