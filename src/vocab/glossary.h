// The terms claimcheck's messages use, explained for a reader who meets them
// first there: `claimcheck glossary` and docs/glossary.md come from this one
// table.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace claimcheck {

struct Term {
  const char* name;     ///< as the glossary heads it: `MFU`
  const char* title;    ///< in full: `model FLOPs utilisation`
  const char* meaning;  ///< a paragraph, plain text
  /// Words of a message that use the term (`MFU`, `2:4-sparse`), each
  /// matched as written.
  std::vector<const char*> cues;
};

/// Every term, in the order the glossary lists them.
const std::vector<Term>& glossary();

/// A term by its name or title, case and punctuation aside (`mfu`,
/// `2:4-sparse`, `moe`); nullptr when none.
const Term* find_term(std::string_view name);

/// The names of the terms `text` uses, each once, in the glossary's order.
std::vector<std::string> terms_used(std::string_view text);

}  // namespace claimcheck
