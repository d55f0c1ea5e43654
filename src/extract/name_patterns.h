// Names no table knows, found by how a text introduces them: `We introduce
// Zephyrine, a ...`, `Meet Kestrel: ...`, `Orbit-2, our new open model, ...`,
// `The larger model, Orbit-Pro, has ...`, and a title that is a model's name
// (`# Orbit-7B`). The words of each pattern are the `introduce`,
// `appositive` and `vague` lists of rules/wordings.toml.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "extract/lexicon.h"
#include "extract/names.h"
#include "extract/prose_text.h"
#include "tables/wordings.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

/// Whether a name found by a pattern looks like a model's: at most five
/// words, no figure, no field's label, and either a digit, a hyphen or a
/// capital inside a word (`Orbit-2`, `SmolLM`), two or more capitalised
/// words, or (when `introduced`, after `We introduce`) one capitalised word.
bool model_like_name(std::string_view name, bool introduced, const Wordings& wordings,
                     const Lexicon& lex);

/// The names sentence `s` introduces by a pattern, as mentions, leaving out
/// those a mention in `known` already covers.
std::vector<Mention> introduced_names(const Prose& p, const Sentence& s, const Lexicon& lex,
                                      const Wordings& wordings, const std::vector<Mention>& known);

/// The name a title heading (`# Orbit-7B`, the line [b, e)) gives the text,
/// or "" when it is no model-like name.
std::string title_name(const Prose& p, std::size_t b, std::size_t e, const Wordings& wordings,
                       const Lexicon& lex);

}  // namespace claimcheck::extraction
