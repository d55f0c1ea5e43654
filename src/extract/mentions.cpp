// Mentions: the names a sentence speaks of, found by family, catalogue or
// alias, as the subject that opens it, as a product, by size or vaguely
#include <algorithm>
#include <cctype>
#include <optional>
#include <regex>
#include <set>

#include "extract/figures.h"
#include "extract/names.h"
#include "extract/prose_text.h"
#include "text/ascii.h"
#include "vocab/calendar.h"
#include "vocab/scale_words.h"

namespace claimcheck::extraction {

namespace {

/// `8` -> "8", `7.7` -> "7.7": a size as a name writes it.
std::string fmt_size(double v) {
  std::string t = std::to_string(v);
  while (!t.empty() && t.back() == '0') t.pop_back();
  if (!t.empty() && t.back() == '.') t.pop_back();
  return t;
}

/// A sentence's words as written and in lower case, with the prose they are in.
struct SentenceWords {
  const Prose& p;
  const Sentence& s;
  const Lexicon& lex;
  RawWords w;
  std::vector<std::string> lower;
};

/// The families' words, and the last word in lower case.
struct FamilyWords {
  std::vector<std::string> parts;
  std::string last_lower;
};

/// The lexicon's families, split once (the lexicon is always the built-in one).
const std::vector<FamilyWords>& family_words(const Lexicon& lex) {
  static const std::vector<FamilyWords> families = [&lex] {
    std::vector<FamilyWords> r;
    for (const auto& f : lex.families) {
      FamilyWords fw;
      for (std::size_t a = 0, b; a <= f.size(); a = b + 1) {
        b = std::min(f.find(' ', a), f.size());
        fw.parts.push_back(f.substr(a, b - a));
      }
      fw.last_lower = to_lower(fw.parts.back());
      r.push_back(fw);
    }
    return r;
  }();
  return families;
}

/// How many words at word `i` a family names (the most of any family), or 0.
std::size_t family_words_at(const SentenceWords& sw, std::size_t i) {
  const RawWords& w = sw.w;
  std::size_t words = 0;
  // Every way a word may name a family begins with the family's first
  // letter in either case: the others are passed over at once.
  const char first = w.text[i].empty() ? '\0' : ascii_lower(w.text[i][0]);
  for (const auto& f : family_words(sw.lex)) {
    const auto& parts = f.parts;
    if (parts[0].empty() || ascii_lower(parts[0][0]) != first) continue;
    bool ok = i + parts.size() <= w.text.size();
    for (std::size_t k = 0; ok && k < parts.size(); ++k)
      ok = k + 1 < parts.size()
               ? w.text[i + k] == parts[k]
               : starts_with_family(w.text[i + k], parts[k]) || w.text[i + k] == f.last_lower ||
                     (sw.lower[i + k] == f.last_lower && upper(w.text[i + k][0]));
    if (ok) words = std::max(words, parts.size());
  }
  return words;
}

/// How many words at word `i` (at most four, the most first) name a model
/// the catalogue knows, or 0.
std::size_t catalogue_words_at(const SentenceWords& sw, const ModelCatalogue& models,
                               std::size_t i) {
  const RawWords& w = sw.w;
  if (!upper(w.text[i][0])) return 0;
  // A name the model catalogue knows: `DeepSeek-V3`, `GPT-3 175B`.
  for (std::size_t k = std::min<std::size_t>(4, w.text.size() - i); k >= 1; --k) {
    std::string joined;
    for (std::size_t m = 0; m < k; ++m) joined += (m ? " " : "") + w.text[i + m];
    if (models.find(joined)) return k;
  }
  return 0;
}

/// The mention of the name a short name at word `i` stands for, if the text set one up.
std::optional<Mention> alias_at(const SentenceWords& sw, const Aliases& aliases, std::size_t i) {
  const RawWords& w = sw.w;
  // A short name the text set up: `Scout` for `Llama 4 Scout`.
  const auto a = aliases.find(w.text[i]);
  if (a == aliases.end()) return std::nullopt;
  Mention m;
  m.begin = w.begins[i];
  m.end = w.ends[i];
  m.name = a->second;
  m.sized = size_part(name_tokens(a->second).back());
  if (i > 0) {
    m.comparison = sw.lex.words("comparison").count(sw.lower[i - 1]) > 0;
  }
  return m;
}

/// Whether the family word alone at word `i` (the name would end before word
/// `j`) names the company, not a model.
bool company_at(const SentenceWords& sw, std::size_t i, std::size_t j) {
  const RawWords& w = sw.w;
  // A family word alone before `says`, `has`, `AI`: the company, not a model.
  if (j < w.text.size() && j == i + 1 &&
      w.text[i].find_first_of("0123456789-.") == std::string::npos) {
    const std::set<std::string>& company_words = sw.lex.words("company-after");
    const std::set<std::string>& auxiliaries = sw.lex.words("company-auxiliaries");
    const bool company_after_auxiliary = auxiliaries.count(sw.lower[j]) > 0 &&
                                         j + 1 < w.text.size() &&
                                         company_words.count(sw.lower[j + 1]) > 0;
    if (company_words.count(sw.lower[j]) > 0 || company_after_auxiliary) return true;
  }
  return false;
}

/// The word after a name that opens at word `i` and whose family ends before
/// word `j`: its versions, sizes, suffixes and own word taken in.
std::size_t name_end(const SentenceWords& sw, std::size_t i, std::size_t j) {
  const RawWords& w = sw.w;
  // The family word itself may carry its version and size: `Qwen3-235B-A22B`.
  auto acronym_before_size = [&](std::size_t k) {
    // `Megatron-Turing NLG 530B`, `Falcon Mamba 7B`: a capitalised word
    // inside a name, before its size.
    const std::string& x = w.text[k];
    return x.size() >= 2 && x.size() <= 12 && upper(x[0]) &&
           std::all_of(x.begin(), x.end(), [](char ch) { return alnum(ch) || ch == '-'; }) &&
           k + 1 < w.text.size() && size_part(w.text[k + 1]) && w.ends[k] + 1 == w.begins[k + 1];
  };
  auto unit_after = [&](std::size_t k) {
    // `took DeepSeek-V2 172.8K GPU hours`: a count with its unit, not a name's part.
    if (k + 1 >= w.text.size() || !std::isdigit(static_cast<unsigned char>(w.text[k][0])))
      return false;
    return sw.lex.cue("name-units").match_at(sw.lower, k + 1) > 0;
  };
  auto own_word = [&](std::size_t k) {
    // `Mistral Orbit`, `Qwen Atlas`: a capitalised word right after a bare
    // family word is the model's own name.
    const std::set<std::string>& not_own = sw.lex.words("not-own-name");
    const std::string& x = w.text[k];
    return k == i + 1 && w.text[i].find_first_of("0123456789") == std::string::npos &&
           x.size() >= 3 && upper(x[0]) &&
           std::all_of(x.begin() + 1, x.end(),
                       [](char ch) { return std::islower(static_cast<unsigned char>(ch)) != 0; }) &&
           !not_own.count(sw.lower[k]) && !is_month_name(sw.lower[k]);
  };
  while (j < w.text.size() && w.ends[j - 1] + 1 >= w.begins[j] &&
         (name_part(w.text[j], sw.lex) || acronym_before_size(j) || own_word(j)) &&
         !unit_after(j) && sw.p.clean[w.begins[j] - 1] == ' ')
    ++j;
  return j;
}

/// The mention of the name in words [i, j), with a size in parentheses right
/// after it taken in (then `j` moves past it).
Mention name_mention(const SentenceWords& sw, std::size_t i, std::size_t& j) {
  const RawWords& w = sw.w;
  const std::string& clean = sw.p.clean;
  Mention m;
  m.begin = w.begins[i];
  m.end = w.ends[j - 1];
  {
    // `| Llama 3.3 Instruct (70B) |`: in a row or a sentence of prices, a
    // size in parentheses right after a name with none is part of it, the
    // offer's name; in other prose (`LLaDA2.0-mini (16B)`) it is the
    // model's size, read as a figure.
    static const std::regex aside_size(R"(^ ?\((\d+(?:\.\d+)?[BbMT])\))");
    std::smatch sm;
    const std::string after = clean.substr(m.end, std::min<std::size_t>(12, clean.size() - m.end));
    bool sized_already = false;
    for (std::size_t k = i; k < j; ++k) sized_already = sized_already || size_part(w.text[k]);
    const std::string_view sentence = std::string_view(clean).substr(sw.s.begin, sw.s.end - sw.s.begin);
    const bool priced = sentence.find('$') != std::string_view::npos ||
                        sentence.find("\xE2\x82\xAC") != std::string_view::npos;
    if ((sw.s.row || priced) && !sized_already && std::regex_search(after, sm, aside_size)) {
      m.end += static_cast<std::size_t>(sm.length(0));
      while (j < w.text.size() && w.begins[j] < m.end) ++j;
    }
  }
  m.name = squeeze(std::string_view(clean).substr(m.begin, m.end - m.begin));
  name_numbers(m, clean, m.begin, m.end);
  return m;
}

/// Whether the name `m` in words [i, j) is compared with, a base or a tool
/// rather than the subject.
bool compared(const SentenceWords& sw, std::size_t i, std::size_t j, const Mention& m) {
  const RawWords& w = sw.w;
  // `than OpenAI o1`, `with Meta's Llama 3`, `comparable to 671B
  // DeepSeek-R1`: the words before the developer or the size count.
  while (i > 0 && (is_developer(sw.lex, sw.lower[i - 1]) || size_part(w.text[i - 1]))) --i;
  const std::set<std::string>& comparison_words = sw.lex.words("comparison");
  // `built on MiniMax-Text-01`, `based on Llama 3`: the base, not the subject.
  const std::set<std::string>& base_words = sw.lex.words("base-of");
  const std::set<std::string>& between_words = sw.lex.words("comparison-between");
  const std::set<std::string>& articles = sw.lex.words("articles");
  bool comparison = false;
  // `than GPT-4`, `than the first Llama`, `compared with Llama 2`.
  for (std::size_t back = 2; back <= 3 && i >= back && !comparison; ++back) {
    const std::string between = to_lower(w.text[i - back + 1]);
    if (between_words.count(between) && comparison_words.count(to_lower(w.text[i - back])) > 0)
      comparison = true;
    if (back == 3 && comparison_words.count(to_lower(w.text[i - 3])) > 0 &&
        articles.count(to_lower(w.text[i - 2])))
      comparison = true;
  }
  // `built on X`, `distilled from X`, `fine-tuned from X`: the base.
  if (i > 1 && !comparison && sw.lex.words("base-links").count(sw.lower[i - 1]) &&
      base_words.count(sw.lower[i - 2]))
    comparison = true;
  if (i > 0 && !comparison) {
    const std::string before = to_lower(w.text[i - 1]);
    comparison = comparison_words.count(before) > 0 ||
                 (i > 1 && sw.lex.words("comparison-links").count(before) &&
                  sw.lex.words("comparison-participles").count(to_lower(w.text[i - 2])));
  }
  if (j < w.text.size() && sw.lex.tools.count(sw.lower[j]))
    comparison = true;  // `Megatron-LM tensor parallelism`: a tool, not the subject
  if (j < w.text.size() && sw.lex.words("likeness-after").count(sw.lower[j]))
    comparison = true;  // `a GPT-2 capability LLM`: a model like it
  // `the InternViT-6B vision encoder`, `InternViT-6B as the vision
  // encoder`: a part, not the subject.
  const CueList& parts = sw.lex.cue("part-nouns");
  if (j < w.text.size() && parts.match_at(sw.lower, j) > 0) comparison = true;
  if (j + 2 < w.text.size() && sw.lex.words("part-as").count(sw.lower[j]) &&
      (parts.match_at(sw.lower, j + 1) > 0 || parts.match_at(sw.lower, j + 2) > 0))
    comparison = true;
  if (sw.lex.software.count(to_lower(m.name))) comparison = true;  // `LLaMA-Factory`
  if (comparison) {
    // `distilled from Llama 4 Behemoth, a model with 288B active
    // parameters`: an apposition speaks of the name before it.
    const std::string next = to_lower(sw.p.clean.substr(m.end, 8));
    const auto opens = [&](const std::string& word, bool spaced) {
      return next.compare(0, 2 + word.size(), ", " + word) == 0 &&
             (!spaced || next.compare(2 + word.size(), 1, " ") == 0);
    };
    for (const auto& article : sw.lex.words("apposition-articles"))
      if (opens(article, true)) comparison = false;
    for (const auto& relative : sw.lex.words("apposition-relatives"))
      if (opens(relative, false)) comparison = false;
  }
  return comparison;
}

/// The members after the name `m` (which ends before word `j`) named by their
/// sizes alone; returns the last word read, `last` if none.
std::size_t more_sizes(const SentenceWords& sw, const Mention& m, std::size_t j, std::size_t last,
                       std::vector<Mention>& out) {
  const RawWords& w = sw.w;
  // `Llama 3.1 8B, 70B and 405B`: more members, by their sizes alone.
  const auto tokens = name_tokens(m.name);
  if (m.comparison || j >= w.text.size() || tokens.empty() || !size_part(tokens.back()))
    return last;
  std::string stem = m.name;
  while (!stem.empty() && stem.back() != ' ' && stem.back() != '-') stem.pop_back();
  const std::set<std::string>& joins = sw.lex.words("list-joins");
  std::size_t k = j;
  while (!stem.empty() && k < w.text.size()) {
    std::size_t at = k;
    if (joins.count(sw.lower[k]) && k + 1 < w.text.size()) at = k + 1;
    if (!size_part(w.text[at])) break;
    const std::string gap = squeeze(sw.p.clean.substr(w.ends[k - 1], w.begins[at] - w.ends[k - 1]));
    if (!(gap.empty() || gap == "," || is_phrase(sw.lex.cue("list-gaps"), gap))) break;
    if (at + 1 < w.text.size() && sw.lex.cue("size-figure-nouns").match_at(sw.lower, at + 1) > 0)
      break;  // `8B parameters`: a figure
    Mention more;
    more.begin = w.begins[at];
    more.end = w.ends[at];
    more.name = stem + w.text[at];
    name_numbers(more, sw.p.clean, more.begin, more.end);
    out.push_back(more);
    k = at + 1;
    last = at;
  }
  return last;
}

/// The names by family, catalogue or alias, each with the parts after it and
/// the members named after it by their sizes alone.
void family_names(const SentenceWords& sw, const ModelCatalogue& models, const NameSetup& setup,
                  std::vector<Mention>& out) {
  const RawWords& w = sw.w;
  const Aliases& aliases = setup.aliases;
  for (std::size_t i = 0; i < w.text.size(); ++i) {
    std::size_t words = family_words_at(sw, i);
    // `Ling-lite` under `# Ling`: the title's family joined to a suffix, a
    // version or a size (the family word alone stays a word).
    if (words == 0)
      for (const auto& f : setup.families)
        if (w.text[i].size() > f.size() + 1 && starts_with_family(w.text[i], f) &&
            (w.text[i][f.size()] == '-' || std::isdigit(static_cast<unsigned char>(w.text[i][f.size()]))))
          words = 1;
    const bool developer = is_developer(sw.lex, sw.lower[i]);
    if (words == 0 && !developer) words = catalogue_words_at(sw, models, i);
    if (words == 0 && (upper(w.text[i][0]) || aliases.count(w.text[i]))) {
      if (std::optional<Mention> a = alias_at(sw, aliases, i)) {
        out.push_back(*a);
        continue;
      }
    }
    if (words == 0 && sized_name(w.text[i]) && !sw.lex.software.count(sw.lower[i])) words = 1;
    if (words == 0) continue;
    if (company_at(sw, i, i + words)) continue;
    std::size_t j = name_end(sw, i, i + words);
    Mention m = name_mention(sw, i, j);
    m.comparison = compared(sw, i, j, m);
    out.push_back(m);
    i = more_sizes(sw, m, j, j - 1, out);
  }
}

/// Whether the sentence's first word is a list item's marker (`- `, `1. `):
/// the name after it opens the item.
bool list_marker(const SentenceWords& sw) {
  if (sw.w.text.empty()) return false;
  const std::string& first = sw.w.text[0];
  const bool mark = std::all_of(first.begin(), first.end(), [](char ch) {
    return std::isdigit(static_cast<unsigned char>(ch)) || ch == '-' || ch == '+' || ch == '*';
  });
  const std::size_t line = sw.p.clean.rfind('\n', sw.w.begins[0]);
  const std::size_t from = line == std::string::npos ? 0 : line + 1;
  return mark && list_line(std::string_view(sw.p.clean).substr(from, sw.w.ends[0] + 2 - from));
}

/// The name that opens a sentence as its subject, when no name was found.
void opening_subject(const SentenceWords& sw, std::vector<Mention>& out) {
  const RawWords& w = sw.w;
  const std::set<std::string>& verbs = sw.lex.words("subject-verbs");
  const std::set<std::string>& not_names = sw.lex.words("not-subject-names");
  std::size_t b = list_marker(sw) ? 1 : 0;
  while (b < w.text.size() && is_developer(sw.lex, sw.lower[b])) ++b;
  std::size_t e = b;
  while (e < w.text.size() && e < b + 4 &&
         (upper(w.text[e][0]) || (e > b && size_part(w.text[e]))) && !not_names.count(sw.lower[e]))
    ++e;
  const bool has_digit_or_caps =
      e > b &&
      std::any_of(w.text.begin() + static_cast<long>(b), w.text.begin() + static_cast<long>(e),
                  [](const std::string& x) {
                    // `Falcon-H1`, not `Mid-training`.
                    const std::size_t h = x.find('-');
                    const bool hyphen =
                        h != std::string::npos && h + 1 < x.size() &&
                        (upper(x[h + 1]) || std::isdigit(static_cast<unsigned char>(x[h + 1])));
                    return x.find_first_of("0123456789") != std::string::npos || hyphen ||
                           std::count_if(x.begin(), x.end(), upper) >= 2;
                  });
  // `SambaNova charges ...`: a provider is not a model.
  std::string joined;
  for (std::size_t k = b; k < e; ++k) joined += (k > b ? " " : "") + sw.lower[k];
  // `LR is scaled ...`: two capitals alone are an abbreviation, no name.
  const bool abbreviation =
      joined.size() <= 2 && joined.find_first_of("0123456789") == std::string::npos;
  if (e > b && e < w.text.size() && verbs.count(sw.lower[e]) && (has_digit_or_caps || e - b >= 2) &&
      !is_provider(sw.lex, joined) && !abbreviation) {
    Mention m;
    m.begin = w.begins[b];
    m.end = w.ends[e - 1];
    m.name = squeeze(std::string_view(sw.p.clean).substr(m.begin, m.end - m.begin));
    name_numbers(m, sw.p.clean, m.begin, m.end);
    out.push_back(m);
  }
}

/// `the Le Chat assistant`, `the Gemini app`: a product, named by the
/// capitalised words before a product noun.
void product_names(const SentenceWords& sw, std::vector<Mention>& out) {
  const RawWords& w = sw.w;
  const std::vector<std::string>& products = sw.lex.products;
  const std::set<std::string>& leads = sw.lex.words("product-lead");
  for (std::size_t i = 1; i + 1 < w.text.size(); ++i) {
    if (!leads.count(sw.lower[i - 1])) continue;
    std::size_t j = i;
    while (j < w.text.size() && j < i + 3 && upper(w.text[j][0]) &&
           w.ends[j] + 1 == (j + 1 < w.text.size() ? w.begins[j + 1] : w.ends[j] + 1))
      ++j;
    if (j == i || j >= w.text.size()) continue;
    if (std::find(products.begin(), products.end(), sw.lower[j]) == products.end()) continue;
    bool known = false;
    for (const auto& m : out) known = known || (m.begin <= w.begins[i] && m.end > w.begins[i]);
    if (known) continue;
    Mention m;
    m.begin = w.begins[i];
    m.end = w.ends[j - 1];
    m.name = squeeze(std::string_view(sw.p.clean).substr(m.begin, m.end - m.begin));
    out.push_back(m);
    i = j;
  }
}

/// `the eight-billion model`, `the 70-billion one`: one named by its size in words.
void sizes_in_words(const SentenceWords& sw, std::vector<Mention>& out) {
  const RawWords& w = sw.w;
  const std::set<std::string>& leads = sw.lex.words("size-lead");
  const std::set<std::string>& one_nouns = sw.lex.words("size-one-nouns");
  for (std::size_t i = 1; i + 1 < w.text.size(); ++i) {
    if (!leads.count(sw.lower[i - 1])) continue;
    const std::string& x = sw.lower[i];
    const auto dash = x.rfind('-');
    if (dash == std::string::npos || !is_scale_word(x.substr(dash + 1))) continue;
    const std::string next = sw.lower[i + 1];
    if (!one_nouns.count(next)) continue;
    std::string spaced = x;
    std::replace(spaced.begin(), spaced.end(), '-', ' ');
    const auto f = read_figure(spaced, 0);
    if (!f || f->end != spaced.size() || f->range || f->lo <= 0) continue;
    const double v = f->lo;
    const bool t = v >= 1e12;
    const double shown = t ? v / 1e12 : v / 1e9;
    std::string size = fmt_size(shown) + (t ? "t" : "b");
    Mention m;
    m.begin = w.begins[i - 1];
    m.end = w.ends[i + 1];
    m.name = std::string(kSizeReference) + size;
    m.numbers.emplace_back(w.begins[i], w.ends[i]);
    m.number_is_size.push_back(true);
    m.sized = true;
    out.push_back(m);
    ++i;
  }
}

/// `the 405B model`, `the 65B version`, `the 7B and 13B models`: members
/// named by their sizes.
void size_references(const SentenceWords& sw, std::vector<Mention>& out) {
  const RawWords& w = sw.w;
  const std::set<std::string>& leads = sw.lex.words("size-lead");
  const std::set<std::string>& joins = sw.lex.words("list-joins");
  for (std::size_t i = 1; i + 1 < w.text.size(); ++i) {
    // `the 7B model`, `the 7B and 14B models`; after a verb of training, a
    // list of sizes before a plural (`to train 7B and 14B models`).
    const bool led = leads.count(sw.lower[i - 1]) > 0;
    const bool verb = sw.lex.words("size-lead-verbs").count(sw.lower[i - 1]) > 0;
    if (!size_part(w.text[i]) || (!led && !(verb && joins.count(sw.lower[i + 1])))) continue;
    std::vector<std::size_t> sizes = {i};
    std::size_t j = i + 1;
    while (j + 1 < w.text.size() && joins.count(sw.lower[j]) && size_part(w.text[j + 1])) {
      sizes.push_back(j + 1);
      j += 2;
    }
    // `the 7B, 13B and 33B models`: commas are not words; sizes side by side.
    while (j < w.text.size() && size_part(w.text[j])) sizes.push_back(j++);
    if (j < w.text.size() && sw.lex.words("list-last-joins").count(sw.lower[j]) &&
        j + 1 < w.text.size() && size_part(w.text[j + 1])) {
      sizes.push_back(j + 1);
      j += 2;
    }
    if (j >= w.text.size()) continue;
    const std::string next = sw.lower[j];
    const bool one = sw.lex.words("size-one-nouns").count(next) > 0;
    const bool many = sw.lex.words("size-many-nouns").count(next) > 0;
    // `the 27B was trained on 14 trillion tokens, the 12B on 12 trillion`.
    const std::string sz = sw.lower[i];
    const bool bare = sizes.size() == 1 && !one && (sz.back() == 'b' || sz.back() == 't') &&
                      !read_unit_word(sw.lower, j, sw.lex) &&
                      !sw.lex.words("not-bare-size").count(next);
    if (!(sizes.size() == 1 ? led && (one || bare) : many)) continue;
    Mention m;
    m.begin = w.begins[i - 1];
    m.end = bare ? w.ends[i] : w.ends[j];
    m.name = kSizeReference;
    for (std::size_t k = 0; k < sizes.size(); ++k) {
      m.name += (k ? "|" : "") + to_lower(w.text[sizes[k]]);
      m.numbers.emplace_back(w.begins[sizes[k]], w.ends[sizes[k]]);
      m.number_is_size.push_back(true);
    }
    m.sized = true;
    // `In addition to the 27B MoE models, a 5B dense model ...`.
    m.comparison = compared(sw, led ? i - 1 : i, j, m);
    out.push_back(m);
    i = bare ? i : j;
  }
}

/// Vague subjects ("our largest models"): subjects that are no record, or
/// the largest or smallest member of a family.
void vague_subjects(const SentenceWords& sw, std::vector<Mention>& out) {
  const Prose& p = sw.p;
  const Sentence& s = sw.s;
  const Words lw = split_words(std::string_view(p.clean).substr(s.begin, s.end - s.begin), s.begin);
  for (std::size_t i = 0; i < lw.words.size(); ++i) {
    const std::size_t n = sw.lex.vague_subjects.match_at(lw.words, i);
    if (n == 0) continue;
    Mention m;
    m.begin = lw.begins[i];
    m.end = lw.ends[i + n - 1];
    m.name = squeeze(std::string_view(p.clean).substr(m.begin, m.end - m.begin));
    m.vague = true;
    // `the largest model` of a family whose members have sizes: the largest member.
    const std::string said = to_lower(m.name);
    // `... for the larger.`: a comparative that ends its phrase.
    std::size_t after = m.end;
    while (after < s.end && p.clean[after] == ' ') ++after;
    const bool ends_phrase =
        after >= s.end || !std::isalnum(static_cast<unsigned char>(p.clean[after]));
    const auto ends_with = [&](const std::string& t) {
      return said.size() > t.size() && said.compare(said.size() - t.size(), t.size(), t) == 0;
    };
    bool sized_noun = false;
    for (const auto& noun : sw.lex.cue("sized-vague-nouns").phrases)
      sized_noun = sized_noun || ends_with(" " + noun[0]);
    if (sized_noun || (is_phrase(sw.lex.cue("comparative-subjects"), said) && ends_phrase)) {
      for (const auto& which : sw.lex.cue("size-extremes").phrases)
        if (said.find(which[0]) != std::string::npos) {
          m.name = std::string(kSizeReference) +
                   (sw.lex.words("smallest-words").count(which[0]) ? "smallest" : "largest");
          m.vague = false;
          m.sized = true;
        }
    }
    out.push_back(m);
    i += n - 1;
  }
}

/// Marks the names side by side (sorted by where they begin) that form a list.
void mark_lists(const Prose& p, const Lexicon& lex, std::vector<Mention>& out) {
  // Names side by side (`StarCoderBase and StarCoder`, `8B, 70B and 405B`) form a list.
  // `A and B, and C was ...`: after a list joined by `and`, `, and` begins
  // another clause.
  std::string joined_by;  // the last gap of the list `a` is in
  for (std::size_t i = 0; i + 1 < out.size(); ++i) {
    Mention& a = out[i];
    Mention& b = out[i + 1];
    if (a.list < 0) joined_by.clear();
    if (a.vague || b.vague || a.comparison || b.comparison || b.begin < a.end) continue;
    const std::string gap = squeeze(p.clean.substr(a.end, b.begin - a.end));
    if (is_phrase(lex.cue("clause-gaps"), gap) && lex.words("list-joins").count(joined_by))
      continue;
    if (gap == "," || gap == "&" || is_phrase(lex.cue("list-gaps"), gap)) {
      if (a.list < 0) a.list = static_cast<int>(i);
      b.list = a.list;
      joined_by = gap;
    }
  }
}

}  // namespace

std::vector<Mention> find_mentions(const Prose& p, const Sentence& s, const Lexicon& lex,
                                   const ModelCatalogue& models, const NameSetup& setup) {
  SentenceWords sw{p, s, lex, raw_words(p.clean, s.begin, s.end), {}};
  sw.lower.reserve(sw.w.text.size());
  for (const auto& t : sw.w.text) sw.lower.push_back(to_lower(t));
  std::vector<Mention> out;
  family_names(sw, models, setup, out);
  // A name no table knows, as the subject that opens a sentence: `Amazon
  // Nova Pro is priced at ...`, `Yi-Lightning costs ...`.
  if (out.empty() && !sw.w.text.empty()) opening_subject(sw, out);
  product_names(sw, out);
  sizes_in_words(sw, out);
  size_references(sw, out);
  vague_subjects(sw, out);
  std::sort(out.begin(), out.end(),
            [](const Mention& a, const Mention& b) { return a.begin < b.begin; });
  mark_lists(p, lex, out);
  // `aligned with Qwen3 / Qwen3-MoE`, `than GPT-4 and Claude 3`: a name
  // listed right after a compared one is compared too.
  for (std::size_t k = 1; k < out.size(); ++k)
    if (out[k - 1].comparison && !out[k].vague && out[k].begin >= out[k - 1].end) {
      const std::string gap = squeeze(p.clean.substr(out[k - 1].end, out[k].begin - out[k - 1].end));
      if (gap == "/" || gap == "," || is_phrase(lex.cue("list-gaps"), gap)) out[k].comparison = true;
    }
  return out;
}

}  // namespace claimcheck::extraction
