// The structures phase: shapes of text that say which figures belong to
// which subject before any cue word is read. Here, per-model lists: a
// sentence of `;`-parted segments that each open with a name
// (`Per model: Nova Lite, 7.0M GPU hours, 2,000 tons CO2e; Nova Pro, ...`),
// and list items under a lead-in that says the items are models
// (`Per model:` then `- Nova Lite: 7.0M GPU hours`).
#pragma once

#include <vector>

#include "extract/lexicon.h"
#include "extract/names.h"
#include "extract/prose_text.h"
#include "tables/wordings.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

/// Whether a sentence says that what follows it is given model by model
/// (the `per-model` cues of rules/wordings.toml: `per model:`, `by model:`).
bool per_model_lead(const Words& words, const Lexicon& lex);

/// Whether a list item's label (its first cell, `Nova Lite` of `- Nova Lite:
/// 7.0M GPU hours`) can name a model: capitalised, at most six words, no
/// figure, and no label of a field (`Training tokens`, `Hardware`).
bool name_like_label(std::string_view label, const Wordings& wordings, const Lexicon& lex);

/// The names that open the segments of a per-model list in sentence `s`, as
/// mentions, for each segment that no mention already names: none unless
/// two or more segments open with a name-like label and hold a figure, and
/// the sentence opens with a per-model lead or has three or more segments.
std::vector<Mention> list_labels(const Prose& p, const Sentence& s, const Lexicon& lex,
                                 const Wordings& wordings, const std::vector<Mention>& mentions);

}  // namespace claimcheck::extraction
