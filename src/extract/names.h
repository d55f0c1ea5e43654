// Names in prose: the models, offers and products a sentence speaks of
// (`Llama 3.1 405B`, `gpt-4o-mini`, `the 405B model`, `the Le Chat
// assistant`), which of them are compared with rather than spoken of, and
// the helpers that compare names.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "extract/lexicon.h"
#include "extract/prose_text.h"
#include "tables/models.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

// --- names ----------------------------------------------------------------------

/// Whether a lower-case word is a developer's name (`meta`, `openai`), or a vendor's.
bool is_developer(const Lexicon& lex, const std::string& lower_word);

bool is_vendor(const Lexicon& lex, const std::string& lower_word);

/// Whether a lower-case name is a provider's (`sambanova`, `together ai`).
bool is_provider(const Lexicon& lex, const std::string& lower_name);

/// The name of a mention that names a member by its size (`the 405B model`):
/// this prefix and the size, resolved to a record's name at the end.
inline constexpr const char* kSizeReference = "\x01size:";

struct Mention {
  std::size_t begin = 0, end = 0;
  std::string name;
  bool sized = false;       ///< the name holds a size (`Llama 3.1 405B`)
  bool comparison = false;  ///< `than GPT-4`, `outperforms Llama 2`
  bool vague = false;       ///< `our largest models`: a subject that is no record
  int list = -1;            ///< names side by side share a list: a figure after them is each one's
  bool segment = false;     ///< the name that opens a segment of a per-model list
  std::vector<std::pair<std::size_t, std::size_t>> numbers;  ///< numbers inside the name
  std::vector<bool> number_is_size;
};

/// A word of a name after its family: a version, a size or a suffix.
bool name_part(std::string_view w, const Lexicon& lex);

bool size_part(std::string_view w);
/// A name's token that is a parameter count, `8b` or `1.5t`, as a count;
/// nullopt for any other token.
std::optional<double> parameter_token(std::string_view w);
/// Whether a word (lower case) is a figure, no part of a name: `7.0m`,
/// `2,000`, `30%`; a size (`8b`) or a version (`2`) is a part.
bool figure_word(std::string_view w);

/// The words of a sentence as written (case kept), with offsets.
struct RawWords {
  std::vector<std::string> text;
  std::vector<std::size_t> begins, ends;
};

RawWords raw_words(const std::string& clean, std::size_t b, std::size_t e);

bool starts_with_family(const std::string& word, const std::string& family);

/// A word in lower case, or its parts when it is written in camel case
/// (`outputPrice` -> `output`, `price`).
std::vector<std::string> camel_parts(std::string_view word);

/// `Ling-2.5-1T`, `GLM-Z1-9B-0414`, `Orbit-7B-Instruct`: a word of parts
/// joined by hyphens, the first a stem with two letters or more, capitalised
/// or with a capital inside (`nanoVLM-450M`),
/// a later one a size (`9B`, `1T`, `270M`; not `32K`): a model's name,
/// whatever its family.
bool sized_name(std::string_view w);

/// The numbers inside a name (its size and its version), from bytes [b, e).
void name_numbers(Mention& m, const std::string& t, std::size_t b, std::size_t e);

/// `70B` -> 7e10, `1.5T` -> 1.5e12: a count as the drafts write it.
std::optional<double> parse_scaled(const std::string& text);

/// The provider a sentence names (rules/wordings.toml names.providers) last
/// before its word `before`, else first after it, or "".
std::string provider_in(const Words& words, const Lexicon& lex,
                        std::size_t before = std::string::npos);
/// Every provider a sentence names, in order (a name at each word where one
/// matches, the longest there).
std::vector<std::string> providers_in(const Words& words, const Lexicon& lex);

/// Whether word `at` of `words` (lower case) says what a count is of (`8B
/// parameters`, the lexicon's count-nouns): then the count is a figure.
bool read_unit_word(const std::vector<std::string>& words, std::size_t at, const Lexicon& lex);

/// Whether `text`, its words parted by spaces (a squeezed gap such as `,
/// and`), is word for word one of the phrases of `cues`, as written.
bool is_phrase(const CueList& cues, std::string_view text);

std::string shown_name(const std::string& name);

/// A name's words for comparing names: lower case, parted at spaces and hyphens.
std::vector<std::string> name_tokens(const std::string& name);

/// The family a name gives before its size (`InternVL3.5` in
/// `InternVL3.5-1B`, `Seed-Coder` in `Seed-Coder-8B-Base`), or "".
std::string family_before_size(const std::string& name);

/// Short names the text has set up: `Scout` after `Llama 4 Scout`.
using Aliases = std::map<std::string, std::string>;

/// What the text so far has set up for finding names: its short names, and
/// the families its title gives (`# Ling` makes `Ling-lite` a name).
struct NameSetup {
  const Aliases& aliases;
  const std::set<std::string>& families;
};

/// The names a sentence speaks of (src/extract/mentions.cpp), in order.
std::vector<Mention> find_mentions(const Prose& p, const Sentence& s, const Lexicon& lex,
                                   const ModelCatalogue& models, const NameSetup& setup);

}  // namespace claimcheck::extraction
