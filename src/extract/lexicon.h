// The extractor's lexicon (rules/wordings.toml's extractor sections): cue
// words for each field, the words that make a figure not a claim, and what a
// model's name looks like. Built in, like the other tables. The spellings of
// units and labels, which users extend, are the Wordings' (tables/wordings.h).
#pragma once

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace claimcheck {

/// A list of cue words and phrases; `train*` matches any word it begins.
struct CueList {
  std::vector<std::vector<std::string>> phrases;  ///< each a phrase's lower-case words

  /// Whether a phrase of the list starts at word `at` of `words` (lower case);
  /// gives its length in words.
  std::size_t match_at(const std::vector<std::string>& words, std::size_t at) const;
  /// Whether a phrase of the list lies within words [begin, end).
  bool any_in(const std::vector<std::string>& words, std::size_t begin, std::size_t end) const;
};

struct Lexicon {
  std::map<std::string, CueList> cues;         ///< by cue name
  std::map<std::string, CueList> distractors;  ///< by reason id
  CueList vague_subjects;
  CueList totals;  ///< a row that sums the others: `Total`, `All`, `Combined`
  CueList groups;  ///< a subject that is the models just named: `both`, `all three`
  /// Price tiers, each a label (`batch`) and the words that say it.
  std::vector<std::pair<std::string, CueList>> tiers;
  std::vector<std::string> families, suffixes, developers, vendors;
  /// Family words that, alone, name the company (`DeepSeek says ...`): no record.
  std::vector<std::string> makers;
  std::set<std::string>
      tools;  ///< words after a name that make it a tool: `Megatron-LM tensor parallelism`
  std::vector<std::string> products;
  /// Software whose name begins like a model's (`LLaMA-Factory`), in lower case.
  std::set<std::string> software;
  std::vector<std::string>
      providers;  ///< who sell access to others' models: `Together AI`, `Groq`  ///< nouns after a
                  ///< product's name: `the Le Chat assistant`

  /// The one-word phrases of each cue list, as a set, for a word looked up
  /// at a time (`than`, `vs`: the `comparison` list).
  std::map<std::string, std::set<std::string>> word_sets;

  const CueList& cue(const std::string& name) const;
  /// The one-word phrases of cue list `name`; an empty set when there is no such list.
  const std::set<std::string>& words(const std::string& name) const;
  const CueList& distractor(const std::string& reason) const;
  /// The phrases of cue list `name` as a regular expression's alternation,
  /// longest first: `release date|released|date`, its words parted by any
  /// space, `train*` as `train\w*`; with `either_case`, a phrase's first
  /// letter in either case (`[Ii]n`), for an expression that heeds case.
  std::string alternation(const std::string& name, bool either_case = false) const;

  /// Parses a lexicon; throws std::runtime_error naming the key at fault.
  static Lexicon parse(std::string_view text, const std::string& name);
  /// The built-in lexicon, parsed once.
  static const Lexicon& builtin();
};

/// The lower-case words of a text: letters, digits and the signs inside
/// words (`-`, `/`, `@`, `.` between digits), each with its byte offset.
struct Words {
  std::vector<std::string> words;
  std::vector<std::size_t> begins, ends;
};
Words split_words(std::string_view text, std::size_t offset = 0);

}  // namespace claimcheck
