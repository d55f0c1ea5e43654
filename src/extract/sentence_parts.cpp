// The parts of a sentence the attachment phase reads before its figures:
// a table row's first cell, the sentence's figures, and its `respectively`
// lists.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <optional>
#include <regex>

#include "extract/attach_parts.h"
#include "extract/figures.h"
#include "extract/structures.h"
#include "text/ascii.h"
#include "vocab/scale_words.h"

namespace claimcheck::extraction {

/// The words before the name a row's first cell may open with (`Meta`).
constexpr std::size_t kNameLeadWords = 2;

/// A tier by the prompt's length with its sign in words, so that the two
/// tiers are two names however a name is compared: `(> 200K tokens)` ->
/// `(over 200K tokens)`, `(≤ 200K tokens)` -> `(up to 200K tokens)`.
std::string tier_in_words(const std::string& aside) {
  static const std::pair<const char*, const char*> signs[] = {
      {"\xE2\x89\xA4", "up to"}, {"\xE2\x89\xA5", "from"}, {"<=", "up to"},
      {">=", "from"},              {"<", "under"},              {">", "over"}};
  for (const auto& [sign, word] : signs)
    if (aside.compare(1, std::strlen(sign), sign) == 0)
      return "(" + std::string(word) + " " + squeeze(aside.substr(1 + std::strlen(sign)));
  return aside;
}

/// The name a row's first cell [b, e) writes: asides in parentheses left
/// out but a size kept (`Llama 3.3 Instruct (70B)`) and a tier by the
/// prompt's length (`Claude Sonnet 4.5 (> 200K tokens)`), and a qualifier after
/// a comma in parentheses (`Qwen 3 Max, prompts up to 100K tokens:` as
/// `Qwen 3 Max (prompts up to 100K tokens)`).
std::string cell_name(const std::string& t, std::size_t b, std::size_t e,
                      const std::vector<Mention>& mentions) {
  static const std::regex size_aside(R"(^\(\d+(?:\.\d+)?[BMT]\))");
  // `Claude Sonnet 4.5 (> 200K tokens)`: a tier by the prompt's length.
  static const std::regex length_tier(
      R"(^\((?:[<>]=?|\xE2\x89\xA4|\xE2\x89\xA5|over|under|up to|above|below)?\s*\d+(?:\.\d+)?\s*[KkM]\s*(?:tokens?)?\))");
  std::string name;
  int depth = 0;
  for (std::size_t i = b; i < e; ++i) {
    std::smatch sm;
    const std::string rest = t.substr(i, std::min<std::size_t>(24, e - i));
    if (depth == 0 && t[i] == '(' && std::regex_search(rest, sm, size_aside)) {
      name += sm.str(0);
      i += static_cast<std::size_t>(sm.length(0)) - 1;
      continue;
    }
    if (depth == 0 && t[i] == '(' && std::regex_search(rest, sm, length_tier)) {
      name += tier_in_words(sm.str(0));
      i += static_cast<std::size_t>(sm.length(0)) - 1;
      continue;
    }
    if (t[i] == '(') ++depth;
    if (depth == 0) name += t[i];
    if (t[i] == ')' && depth > 0) --depth;
  }
  name = squeeze(name);
  while (!name.empty() && std::string_view(" :-").find(name.back()) != std::string_view::npos)
    name.pop_back();
  // `Qwen 3 Max, prompts up to 100K tokens:`: the model, then its qualifier.
  for (const auto& m : mentions)
    if (m.begin == b && m.end < e && t[m.end] == ',' && !m.vague) {
      const std::string q = squeeze(t.substr(m.end + 1, e - m.end - 1));
      std::string trimmed = q;
      while (!trimmed.empty() &&
             std::string_view(" :-").find(trimmed.back()) != std::string_view::npos)
        trimmed.pop_back();
      if (!trimmed.empty() && trimmed.find('(') == std::string::npos)
        name = squeeze(t.substr(m.begin, m.end - m.begin)) + " (" + trimmed + ")";
      break;
    }
  return name;
}

/// Reads a row's first cell. A cell that names a model (a name the lexicon
/// or the catalogue knows, or an API's id such as `mistral-tiny`) becomes the
/// row's one subject: other names in the row are asides (`(Mixtral 8x7B)`).
RowCell row_cell(const Prose& p, const Sentence& s, const Lexicon& lex, const Wordings& wordings,
                 std::vector<Mention>& mentions, bool model_column, bool per_model_list) {
  RowCell r;
  const std::string& t = p.clean;
  std::size_t b = s.begin;
  while (b < s.end && std::string_view("-*+| \t").find(t[b]) != std::string_view::npos) ++b;
  {
    std::size_t d = b;
    while (d < s.end && std::isdigit(static_cast<unsigned char>(t[d]))) ++d;
    if (d > b && d + 1 < s.end && (t[d] == '.' || t[d] == ')') && t[d + 1] == ' ') b = d + 2;
  }
  const std::size_t ce = cell_end(std::string_view(t.data() + b, s.end - b));
  if (ce == std::string_view::npos || ce == 0) return r;
  const std::size_t e = b + ce;
  const std::string name = cell_name(t, b, e, mentions);
  const Words cw = split_words(name);
  if (cw.words.empty()) return r;
  r.label = name;
  if (lex.totals.match_at(cw.words, 0) == cw.words.size()) {
    r.total = true;
    return r;
  }
  // A name among the cell's first words (`Meta Llama 3 70B`), not one that a
  // line of prose ends with (`The primary metric we care about is "time to
  // GPT-2" - the wall clock time ...`).
  const Words cell_words = split_words(std::string_view(t).substr(b, e - b), b);
  const std::size_t lead_end =
      cell_words.begins.size() > kNameLeadWords ? cell_words.begins[kNameLeadWords] : e;
  bool named = false;
  for (const auto& m : mentions) named = named || (m.begin >= b && m.begin < lead_end && !m.vague);
  // An API's id (`mistral-tiny`) is the cell, or nearly, written in lower
  // case or with a digit: `Efficient Pre-Training` is a heading's words.
  const bool id_case = std::none_of(name.begin(), name.end(), [](char c) { return upper(c); }) ||
                       std::any_of(name.begin(), name.end(), [](char c) {
                         return std::isdigit(static_cast<unsigned char>(c)) != 0;
                       });
  bool id = false;
  for (const auto& w : cw.words)
    id = id ||
         (id_case && cw.words.size() <= kNameLeadWords + 1 && w.find('-') != std::string::npos &&
          std::any_of(w.begin(), w.end(), [](char c) { return std::isalpha(c) != 0; }));
  // Under a header whose first cell says the column holds models (`Model`,
  // `Name`), the first cell names the row's subject, known name or not.
  // So does a list item's label under a per-model lead (`Per model:`).
  if (!named && !id && !model_column && !(per_model_list && name_like_label(name, wordings, lex)))
    return r;
  Mention m;
  m.begin = b;
  m.end = e;
  m.name = name;
  name_numbers(m, t, b, e);
  std::vector<Mention> kept;
  for (auto& other : mentions) {
    if (other.begin >= b && other.begin < e) continue;  // a part of the cell's name
    other.comparison = true;                            // an aside: no subject of the row
    kept.push_back(other);
  }
  kept.insert(kept.begin(), m);
  mentions = kept;
  return r;
}

/// The scale a table header's parentheses give its figures: `M`,
/// `millions`, `in billions`, `bn` -> 1e6, 1e9 ...; 1 for anything else.
double scale_word_value(std::string inside, const Lexicon& lex) {
  inside = to_lower(squeeze(inside));
  if (const std::size_t space = inside.find(' ');
      space != std::string::npos && lex.words("scale-leads").count(inside.substr(0, space)))
    inside = inside.substr(space + 1);
  return scale_word_factor(inside, true).value_or(1);
}

/// The count a word of a group says (`both` -> 2, `three` -> 3), or 0.
std::size_t count_word(const std::string& w, const Lexicon& lex) {
  if (lex.words("pair-words").count(w)) return 2;
  const int n = cardinal_word_value(w);
  return n >= 2 ? static_cast<std::size_t>(n) : 0;
}

/// Whether byte `at` is inside one of the names (not a vague one).
bool inside_mention(const std::vector<Mention>& mentions, std::size_t at) {
  for (const auto& m : mentions)
    if (!m.vague && at >= m.begin && at < m.end) return true;
  return false;
}

namespace {

/// Where to go on from byte `i` when it opens no figure of its own: past
/// money in ¥ (set aside) or an accelerator's name (`H100-80GB`); npos when
/// it may open a figure.
std::size_t skip_non_figure(const Prose& p, const Sentence& s, const Catalogue& catalogue,
                            std::size_t i, bool start, Extraction& out) {
  const char ch = p.clean[i];
  if (!start && i >= s.begin + 2 && p.clean.compare(i - 2, 2, "\xC2\xA5") == 0 &&
      std::isdigit(static_cast<unsigned char>(ch))) {
    // `¥2 per million tokens`: yuan or yen, the sign does not say which.
    if (auto y = read_figure(std::string_view(p.clean.data(), s.end), i)) {
      ignore_figure(out, {p.span(i - 2, y->end), "unsure",
                          "money in \xC2\xA5, which may be yuan (CNY) or yen: write the currency"});
      return y->end;
    }
  }
  if (start && i > s.begin && p.clean[i - 1] == '-' &&
      std::isdigit(static_cast<unsigned char>(ch))) {
    // `H100-80GB`, `TPU-v5p`: the number is part of an accelerator's name.
    std::size_t wb = i - 1, we = i;
    while (wb > s.begin && !std::isspace(static_cast<unsigned char>(p.clean[wb - 1]))) --wb;
    while (we < s.end && (alnum(p.clean[we]) || p.clean[we] == '-')) ++we;
    const std::string word = p.clean.substr(wb, we - wb);
    if (catalogue.find(word) || catalogue.find(word.substr(0, word.find('-')))) return we;
  }
  return std::string::npos;
}

/// `30.8B-A3B`, `240.7B-A28B`: the active part joined to a total by `-A`,
/// read as a figure of its own; nullopt if none follows `f`.
std::optional<ProseFigure> active_after(const Prose& p, const Sentence& s, const ProseFigure& f) {
  const std::string& t = p.clean;
  const std::size_t at = f.end + 2;
  if (!f.scaled || f.range || at >= s.end || t[f.end] != '-' ||
      (t[f.end + 1] != 'A' && t[f.end + 1] != 'a') ||
      !std::isdigit(static_cast<unsigned char>(t[at])))
    return std::nullopt;
  auto g = read_figure(std::string_view(t.data(), s.end), at);
  if (!g || !g->scaled || g->range || g->lo >= f.lo || (g->end < s.end && alnum(t[g->end])))
    return std::nullopt;
  g->active_part = true;
  return g;
}

/// `added up to 20.4 thousand tonnes`, `adds up to`: a sum, not a bound; so
/// is what a verb of change reached (`scaled up to 32B parameters`).
void read_sum(const Prose& p, const Sentence& s, const Lexicon& lex,
              std::optional<ProseFigure>& f) {
  if (!f || f->hedge != Hedge::at_most || to_lower(p.clean.substr(f->begin, 2)) != "up") return;
  const Words before =
      split_words(std::string_view(p.clean).substr(s.begin, f->begin - s.begin), s.begin);
  if (!before.words.empty() &&
      (lex.cue("sum-verbs").match_at(before.words, before.words.size() - 1) > 0 ||
       lex.cue("change-verbs").match_at(before.words, before.words.size() - 1) > 0)) {
    const std::size_t to = to_lower(p.clean.substr(f->begin, 12)).find("to");
    if (auto g = read_figure(std::string_view(p.clean.data(), s.end),
                             p.clean.find_first_not_of(" \t\n", f->begin + to + 2)))
      f = g;
  }
}

/// `has expanded from 20T to 29T tokens`: after a verb of change, a range
/// opened by `from` is what the figure became, its second end.
void read_change(const Prose& p, const Sentence& s, const Lexicon& lex,
                 std::optional<ProseFigure>& f) {
  if (!f || !f->range || to_lower(p.clean.substr(f->begin, 5)) != "from ") return;
  const Words before =
      split_words(std::string_view(p.clean).substr(s.begin, f->begin - s.begin), s.begin);
  const std::size_t n = before.words.size();
  if (n == 0 || !(lex.cue("change-verbs").match_at(before.words, n - 1) > 0 ||
                  (n >= 2 && lex.cue("change-verbs").match_at(before.words, n - 2) > 0)))
    return;
  const std::string text = to_lower(p.clean.substr(f->begin, f->end - f->begin));
  std::size_t to = text.rfind(" to ");
  if (to == std::string::npos) return;
  if (auto g = read_figure(std::string_view(p.clean.data(), s.end),
                           p.clean.find_first_not_of(" \t\n", f->begin + to + 4));
      g && !g->range)
    f = g;
}

/// A count in words: `two thousand forty-eight` goes on past its scale, and
/// `half a million` is half of it.
void read_count_in_words(const Prose& p, const Sentence& s, const Lexicon& lex, ProseFigure& f) {
  std::size_t next = f.end;
  while (next < s.end && p.clean[next] == ' ') ++next;
  if (next > f.end && next < s.end && std::isalpha(static_cast<unsigned char>(p.clean[next])))
    if (auto g = read_figure(std::string_view(p.clean.data(), s.end), next);
        g && g->words && !g->range && g->hedge == Hedge::none && !g->currency && g->lo < f.lo &&
        f.lo >= 1000) {
      f.lo += g->lo;
      f.hi += g->hi;
      f.end = g->end;
    }
  const std::size_t from = f.begin > s.begin + 8 ? f.begin - 8 : s.begin;
  const Words before = split_words(std::string_view(p.clean).substr(from, f.begin - from), from);
  if (!before.words.empty() && lex.words("half-words").count(before.words.back()) &&
      f.hedge == Hedge::none &&
      (to_lower(p.clean.substr(f.begin, 2)) == "a " ||
       to_lower(p.clean.substr(f.begin, 3)) == "an ")) {
    f.lo *= 0.5;
    f.hi *= 0.5;
    f.begin = before.begins.back();
  }
}

}  // namespace

/// The figures of a sentence, in order: those inside a name are no figures
/// of their own (`H100-80GB`, `Llama 3 70B`).
std::vector<ProseFigure> sentence_figures(const Prose& p, const Sentence& s,
                                          const Catalogue& catalogue, const Lexicon& lex,
                                          const std::vector<Mention>& mentions, Extraction& out) {
  std::vector<ProseFigure> figures;
  for (std::size_t i = s.begin; i < s.end;) {
    const char ch = p.clean[i];
    const bool start = i == s.begin || !(alnum(p.clean[i - 1]) || p.clean[i - 1] == '.' ||
                                         p.clean[i - 1] == ',' || p.clean[i - 1] == '$' ||
                                         static_cast<unsigned char>(p.clean[i - 1]) >= 0x80);
    if (const std::size_t past = skip_non_figure(p, s, catalogue, i, start, out);
        past != std::string::npos) {
      i = past;
      continue;
    }
    if (!start || inside_mention(mentions, i) || std::isspace(static_cast<unsigned char>(ch))) {
      ++i;
      continue;
    }
    auto f = read_figure(std::string_view(p.clean.data(), s.end), i);
    read_sum(p, s, lex, f);
    read_change(p, s, lex, f);
    if (f && f->words && !f->range) read_count_in_words(p, s, lex, *f);
    if (f && !inside_mention(mentions, f->end - 1)) {
      figures.push_back(*f);
      i = f->end;
      if (auto g = active_after(p, s, *f)) {
        figures.push_back(*g);
        i = g->end;
      }
    } else {
      ++i;
    }
  }
  return figures;
}

/// `emissions of 8,930, 2,040 and 420 tonnes ... respectively`: a list of
/// figures said of the sentence's models in the order it named them. Gives
/// each figure of such a list its place in it and the list's length.
void respective_lists(const Context& c, const Prose& p, const std::vector<ProseFigure>& figures,
                      std::vector<int>& respective, std::vector<std::size_t>& respective_size) {
  {
    const Words& ws = c.words;
    for (std::size_t i = 0; i < figures.size();) {
      std::size_t j = i;
      while (j + 1 < figures.size()) {
        const std::string gap =
            squeeze(p.clean.substr(figures[j].end, figures[j + 1].begin - figures[j].end));
        if (gap != "," && !is_phrase(c.lex.cue("respective-gaps"), gap)) break;
        ++j;
      }
      if (j > i) {
        const std::size_t after_last = c.word_at(figures[j].end);
        bool said = false;
        for (std::size_t k = after_last; k < ws.words.size() && k < after_last + 8; ++k)
          said = said || c.lex.cue("respectively").match_at(ws.words, k) > 0;
        if (said)
          for (std::size_t k = i; k <= j; ++k) {
            respective[k] = static_cast<int>(k - i);
            respective_size[k] = j - i + 1;
          }
      }
      i = j + 1;
    }
  }
}

}  // namespace claimcheck::extraction
