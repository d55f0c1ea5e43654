// Names introduced by a pattern.
#include "extract/name_patterns.h"

#include <algorithm>
#include <cctype>

namespace claimcheck::extraction {
namespace {

bool digit(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

/// The end of a name that begins at `b`: before `,`, `:`, `;`, `(`, a dash
/// between spaces, or a word that begins in lower case and is no id
/// (`gpt-oss-120b` and `nanoVLM` are).
std::size_t name_end(const std::string& t, std::size_t b, std::size_t e) {
  std::size_t i = b, last = b;
  while (i < e) {
    while (i < e && t[i] == ' ') ++i;
    if (i >= e || std::string_view(",:;(").find(t[i]) != std::string_view::npos) break;
    if (t[i] == '-' || static_cast<unsigned char>(t[i]) >= 0x80) break;  // ` - `, ` — `
    std::size_t w = i;
    while (w < e && t[w] != ' ' && std::string_view(",:;(").find(t[w]) == std::string_view::npos)
      ++w;
    const std::string_view word(t.data() + i, w - i);
    // An id has a digit, a hyphen or a capital inside (`nanoVLM`).
    const bool id = word.find_first_of("0123456789-") != std::string_view::npos ||
                    std::any_of(word.begin() + 1, word.end(), [](char ch) { return upper(ch); });
    if (!upper(word[0]) && !id) break;
    if (word.back() == '.') {  // the sentence's end
      last = w - 1;
      break;
    }
    last = w;
    i = w;
  }
  return last;
}

/// Whether the words of a phrase list match at word `at`; gives the byte after them.
std::size_t after_cue(const Words& words, std::size_t at, const CueList& cues) {
  const std::size_t n = cues.match_at(words.words, at);
  return n == 0 ? std::string::npos : words.ends[at + n - 1];
}

Mention mention_of(const std::string& t, std::size_t b, std::size_t e) {
  Mention m;
  m.begin = b;
  m.end = e;
  m.name = squeeze(std::string_view(t).substr(b, e - b));
  name_numbers(m, t, b, e);
  m.sized = !m.name.empty() && size_part(name_tokens(m.name).back());
  return m;
}

bool covered(const std::vector<Mention>& known, std::size_t b, std::size_t e) {
  return std::any_of(known.begin(), known.end(),
                     [&](const Mention& m) { return !m.vague && m.begin < e && b < m.end; });
}

}  // namespace

bool model_like_name(std::string_view name, bool introduced, const Wordings& wordings,
                     const Lexicon& lex) {
  const std::string n = squeeze(name);
  if (n.empty() || n.size() > 60) return false;
  const Words w = split_words(n);
  if (w.words.empty() || w.words.size() > 5) return false;
  if (wordings.label(to_lower(n)) || lex.totals.match_at(w.words, 0) == w.words.size() ||
      lex.vague_subjects.match_at(w.words, 0) > 0)
    return false;
  bool marked = false;  // a digit, a hyphen or a capital inside a word
  std::size_t capitalised = 0;
  std::size_t part_capitals = 0;  // capitals in the word's part before a hyphen
  for (std::size_t i = 0; i < n.size(); ++i) {
    const bool word_start = i == 0 || n[i - 1] == ' ';
    if (word_start && upper(n[i])) ++capitalised;
    // A hyphen marks a name before a digit or a capital (`DeepSeek-V3`,
    // `Falcon-H1`) or after an acronym (`AFM-server`), not between words
    // (`Mid-training`).
    if (word_start) part_capitals = 0;
    if (upper(n[i])) ++part_capitals;
    const bool name_hyphen =
        n[i] == '-' &&
        ((i + 1 < n.size() && (digit(n[i + 1]) || upper(n[i + 1]))) || part_capitals >= 2);
    if (n[i] == '-') part_capitals = 0;
    if (digit(n[i]) || name_hyphen || (!word_start && upper(n[i]) && !upper(n[i - 1])))
      marked = true;
  }
  if (std::any_of(w.words.begin(), w.words.end(), [](const auto& x) { return figure_word(x); }))
    return false;
  // A word in lower case with a hyphen is no name (`open-sourcing`); an id
  // has a digit or a capital (`gpt-oss-120b`, `dots.llm1`).
  const bool digit_or_capital =
      std::any_of(n.begin(), n.end(), [](char ch) { return digit(ch) || upper(ch); });
  if (!digit_or_capital) return false;
  return marked || capitalised >= 2 || (introduced && capitalised == 1 && w.words.size() == 1);
}

std::vector<Mention> introduced_names(const Prose& p, const Sentence& s, const Lexicon& lex,
                                      const Wordings& wordings, const std::vector<Mention>& known) {
  const std::string& t = p.clean;
  const Words words = split_words(std::string_view(t).substr(s.begin, s.end - s.begin), s.begin);
  std::vector<Mention> out;
  auto take = [&](std::size_t b, bool introduced) {
    while (b < s.end && (t[b] == ' ' || t[b] == ':')) ++b;
    // `We released the dots.llm1 series`: an article before the name.
    const Words next =
        split_words(std::string_view(t).substr(b, std::min<std::size_t>(s.end - b, 8)));
    if (!next.words.empty() && lex.words("appositive-lead").count(next.words[0])) b += next.ends[0];
    const std::size_t e = name_end(t, b, s.end);
    if (e <= b || covered(known, b, e)) return;
    // `We open-source the KDA kernel`: a name a tool's noun follows is the tool's.
    const Words after =
        split_words(std::string_view(t).substr(e, std::min<std::size_t>(s.end - e, 24)));
    if (!after.words.empty() && lex.tools.count(after.words[0])) return;
    if (model_like_name(std::string_view(t).substr(b, e - b), introduced, wordings, lex))
      out.push_back(mention_of(t, b, e));
  };
  // `We introduce NAME`, `Meet NAME:`, `Introducing NAME,`.
  for (std::size_t i = 0; i < words.words.size(); ++i)
    if (const std::size_t at = after_cue(words, i, lex.cue("introduce")); at != std::string::npos) {
      take(at, true);
      break;
    }
  // `NAME, our new open model, ...`: a name opening the sentence, then an
  // appositive.
  {
    std::size_t b = s.begin;
    while (b < s.end && t[b] == ' ') ++b;
    const std::size_t e = name_end(t, b, s.end);
    if (e > b && e + 1 < s.end && t[e] == ',') {
      const Words rest =
          split_words(std::string_view(t).substr(e + 1, std::min<std::size_t>(s.end - e - 1, 60)));
      if (lex.cue("appositive").match_at(rest.words, 0) > 0) take(b, false);
    }
  }
  // `The larger model, NAME, has ...`, `The first released version, NAME,
  // is ...`: a name set off after a vague subject or a short noun phrase.
  std::size_t n = lex.vague_subjects.match_at(words.words, 0);
  // The phrase must say it is a model (`version`, `model`): `Its largest
  // source, Common Crawl, ...` names no model.
  if (n == 0 && !words.words.empty() && lex.words("appositive-lead").count(words.words[0]))
    for (std::size_t k = 1; k < words.words.size() && k < 7 && n == 0; ++k)
      if (words.ends[k] < s.end && t[words.ends[k]] == ',' &&
          lex.cue("model-nouns").any_in(words.words, 1, k + 1))
        n = k + 1;
  if (n > 0) {
    const std::size_t after = words.ends[n - 1];
    if (after < s.end && t[after] == ',') {
      const std::size_t b = after + 1;
      const std::size_t e = name_end(t, b, s.end);
      if (e < s.end && t[e] == ',') take(b, false);
    }
  }
  return out;
}

std::string title_name(const Prose& p, std::size_t b, std::size_t e, const Wordings& wordings,
                       const Lexicon& lex) {
  const std::string& t = p.clean;
  while (b < e && (t[b] == ' ' || t[b] == '#')) ++b;
  while (e > b && (t[e - 1] == ' ' || t[e - 1] == '\n')) --e;
  const std::size_t end = name_end(t, b, e);
  if (end != e) return "";  // a title with more than a name
  const std::string name = squeeze(std::string_view(t).substr(b, e - b));
  // `# DeepScaleR Scripts`: a title that ends with a tool's noun names the tool.
  const Words title_words = split_words(name);
  if (!title_words.words.empty() && lex.tools.count(title_words.words.back())) return "";
  // A title in capitals alone is a heading's words (`Available Recipes`,
  // `Release Notes`); a model's has a digit, a hyphen or a capital inside a
  // word (`Orbit-7B`, `SmolLM3`).
  bool marked = false;
  for (std::size_t i = 0; i < name.size(); ++i)
    marked = marked || digit(name[i]) || name[i] == '-' ||
             (i > 0 && name[i - 1] != ' ' && upper(name[i]) && !upper(name[i - 1]));
  return marked && model_like_name(name, false, wordings, lex) ? name : "";
}

}  // namespace claimcheck::extraction
