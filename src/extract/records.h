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

/// `5B params` from one sentence and `14B active params` from another: a
/// total under its active part is no one model's pair, and the active part,
/// which came from elsewhere, is set aside (record_checks.cpp).
void drop_active_over_total(DraftRecord& r, Extraction& out);

}  // namespace claimcheck::extraction
