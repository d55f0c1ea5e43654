// Names in prose: the models, offers and products a sentence speaks of
#include "extract/names.h"

#include <algorithm>
#include <cctype>
#include <regex>
#include <set>

#include "extract/figures.h"
#include "text/ascii.h"
#include "vocab/calendar.h"
#include "vocab/scale_words.h"

namespace claimcheck::extraction {

/// Whether a lower-case word is a developer's name (`meta`, `openai`), or a vendor's.
namespace {
std::set<std::string> lower_set(const std::vector<std::string>& names) {
  std::set<std::string> r;
  for (const auto& n : names) r.insert(to_lower(n));
  return r;
}

/// `8` -> "8", `7.7` -> "7.7": a size as a name writes it.
std::string fmt_size(double v) {
  std::string t = std::to_string(v);
  while (!t.empty() && t.back() == '0') t.pop_back();
  if (!t.empty() && t.back() == '.') t.pop_back();
  return t;
}
}  // namespace

bool is_developer(const Lexicon& lex, const std::string& lower_word) {
  static const std::set<std::string> names = lower_set(lex.developers);
  return names.count(lower_word) > 0;
}

bool is_vendor(const Lexicon& lex, const std::string& lower_word) {
  static const std::set<std::string> names = lower_set(lex.vendors);
  return names.count(lower_word) > 0;
}

/// A word of a name after its family: a version, a size or a suffix.
bool name_part(std::string_view w, const Lexicon& lex) {
  static const std::regex version(
      R"(^(v?\d+(\.\d+)*[a-z]?|[a-z]\d+(\.\d+)?|\d+(\.\d+)?[bmkt]|\d+x\d+(\.\d+)?[bmk]|a\d+(\.\d+)?b|\d+e|r\d|k\d)$)",
      std::regex::icase | std::regex::optimize);
  if (w.empty() || w.size() > 24) return false;
  const std::string l = to_lower(w);
  if (std::find(lex.suffixes.begin(), lex.suffixes.end(), l) != lex.suffixes.end()) return true;
  return std::regex_match(l, version);
}

bool size_part(std::string_view w) {
  static const std::regex size(R"(^(\d+(\.\d+)?[bmkt]|\d+x\d+(\.\d+)?[bmk])$)",
                               std::regex::icase | std::regex::optimize);
  return std::regex_match(std::string(w), size);
}

bool figure_word(std::string_view w) {
  return !w.empty() && std::isdigit(static_cast<unsigned char>(w[0])) &&
         (w.find(',') != std::string_view::npos || w.back() == 'm' || w.back() == 'k' ||
          w.back() == '%');
}

RawWords raw_words(const std::string& clean, std::size_t b, std::size_t e) {
  RawWords r;
  std::size_t i = b;
  while (i < e) {
    while (i < e && (std::isspace(static_cast<unsigned char>(clean[i])) ||
                     std::string_view(",;:()\"'").find(clean[i]) != std::string_view::npos))
      ++i;
    if (i >= e) break;
    std::size_t j = i;
    while (j < e && !std::isspace(static_cast<unsigned char>(clean[j])) &&
           std::string_view(",;:()\"").find(clean[j]) == std::string_view::npos)
      ++j;
    std::size_t end = j;
    // A possessive or a full stop is not part of the word.
    if (end - i > 2 && clean[end - 2] == '\'' && (clean[end - 1] == 's' || clean[end - 1] == 'S'))
      end -= 2;
    while (end > i && std::string_view(".!?'").find(clean[end - 1]) != std::string_view::npos)
      --end;
    // `meta-llama/Llama-3.1-70B`, `mistralai/Mixtral-8x22B-v0.1`: a hub's
    // organisation before the model's name is no part of it.
    const std::size_t slash = find_within(clean, '/', i, end);
    if (slash != std::string::npos && slash + 1 < end && slash > i &&
        std::all_of(clean.begin() + static_cast<long>(i), clean.begin() + static_cast<long>(slash),
                    [](char ch) {
                      return std::islower(static_cast<unsigned char>(ch)) ||
                             std::isdigit(static_cast<unsigned char>(ch)) || ch == '-' || ch == '_';
                    }) &&
        std::isalpha(static_cast<unsigned char>(clean[slash + 1])))
      i = slash + 1;
    if (end > i) {
      r.text.emplace_back(clean.substr(i, end - i));
      r.begins.push_back(i);
      r.ends.push_back(end);
    }
    i = j;
  }
  return r;
}

bool starts_with_family(const std::string& word, const std::string& family) {
  if (word.size() < family.size()) return false;
  const bool exact = word.compare(0, family.size(), family) == 0;
  // Compared byte by byte, with no lower-case copies: this runs for every
  // word and every family.
  bool same_case_folded = true, lower_case = true;
  for (std::size_t i = 0; i < family.size(); ++i) {
    const char f = ascii_lower(family[i]);
    same_case_folded = same_case_folded && ascii_lower(word[i]) == f;
    lower_case = lower_case && word[i] == f;
  }
  // An API's id is written in lower case: `gpt-4.1-mini`, `deepseek-chat`.
  const bool lower_id = !exact && word.size() > family.size() && lower_case;
  // `LLaMA-7B`, `BLOOMZ-7b1`: the family in another case, joined to its size.
  const bool other_case = !exact && !lower_id && word.size() > family.size() + 1 &&
                          same_case_folded && upper(word[0]) && word[family.size()] == '-' &&
                          std::isdigit(static_cast<unsigned char>(word[family.size() + 1]));
  if (other_case) return true;
  if (!exact && !lower_id) return false;
  if (word.size() == family.size()) return true;
  const char next = word[family.size()];
  if (lower_id) return next == '-' && word.size() > family.size() + 1;
  if (upper(next)) {
    // `StarCoderBase`, `CodeLlamaInstruct`: a suffix written on.
    const auto& suffixes = Lexicon::builtin().suffixes;
    return std::find(suffixes.begin(), suffixes.end(), to_lower(word.substr(family.size()))) !=
           suffixes.end();
  }
  return next == '-' || std::isdigit(static_cast<unsigned char>(next)) || next == '.';
}

/// The numbers inside a name (its size and its version), from bytes [b, e).
void name_numbers(Mention& m, const std::string& t, std::size_t b, std::size_t e) {
  for (std::size_t q = b; q < e;) {
    if (!std::isdigit(static_cast<unsigned char>(t[q])) ||
        (q > b && (std::isdigit(static_cast<unsigned char>(t[q - 1])) || t[q - 1] == '.'))) {
      ++q;
      continue;
    }
    std::size_t r = q;
    while (r < e && (alnum(t[r]) || (t[r] == '.' && r + 1 < e && alnum(t[r + 1])))) ++r;
    const std::string piece = t.substr(q, r - q);
    const bool after_letter = q > b && std::isalpha(static_cast<unsigned char>(t[q - 1]));
    const bool sz = size_part(piece) && !(after_letter && (t[q - 1] == 'A' || t[q - 1] == 'a'));
    m.numbers.emplace_back(q, r);
    m.number_is_size.push_back(sz);
    m.sized = m.sized || sz;
    q = r;
  }
}

/// `70B` -> 7e10, `1.5T` -> 1.5e12: a count as the drafts write it.
std::optional<double> parse_scaled(const std::string& text) {
  static const std::regex scaled(R"(^(\d+(\.\d+)?)([KMBT]?)$)");
  std::smatch m;
  if (!std::regex_match(text, m, scaled)) return std::nullopt;
  const std::string sc = m[3].str();
  const double f = sc == "K" ? 1e3 : sc == "M" ? 1e6 : sc == "B" ? 1e9 : sc == "T" ? 1e12 : 1;
  return std::stod(m[1].str()) * f;
}

namespace {

/// The providers rules/wordings.toml names, each as the words to match.
const std::vector<CueList>& provider_cues(const Lexicon& lex) {
  static const std::vector<CueList> providers = [&lex] {
    std::vector<CueList> r;
    for (const auto& pr : lex.providers) r.push_back(CueList{{split_words(pr).words}});
    return r;
  }();
  return providers;
}

/// The longest provider name that matches at word `i` (`Together AI` before
/// `Together`), or "".
std::string provider_at(const Words& words, const Lexicon& lex, std::size_t i) {
  const std::vector<CueList>& providers = provider_cues(lex);
  std::size_t best = 0, len = 0;
  for (std::size_t k = 0; k < providers.size(); ++k)
    if (const std::size_t n = providers[k].match_at(words.words, i); n > len) {
      len = n;
      best = k;
    }
  return len > 0 ? lex.providers[best] : "";
}

}  // namespace

std::string provider_in(const Words& words, const Lexicon& lex, std::size_t before) {
  // The last one before the word `before`, else the first after it.
  std::string found;
  for (std::size_t i = 0; i < words.words.size() && i < before; ++i)
    if (std::string pr = provider_at(words, lex, i); !pr.empty()) found = std::move(pr);
  if (!found.empty()) return found;
  for (std::size_t i = std::min(before, words.words.size()); i < words.words.size(); ++i)
    if (std::string pr = provider_at(words, lex, i); !pr.empty()) return pr;
  return "";
}

std::vector<std::string> providers_in(const Words& words, const Lexicon& lex) {
  std::vector<std::string> r;
  for (std::size_t i = 0; i < words.words.size(); ++i)
    if (std::string pr = provider_at(words, lex, i); !pr.empty()) r.push_back(std::move(pr));
  return r;
}

/// Whether a word says what a count is of (`8B parameters`): then the count is a figure.
bool read_unit_word(const std::string& w) {
  return w.rfind("param", 0) == 0 || w.rfind("token", 0) == 0 || w == "model" || w == "models";
}

std::string shown_name(const std::string& name) {
  const std::string mark(kSizeReference);
  if (name.rfind(mark, 0) != 0) return name;
  std::string sizes = name.substr(mark.size());
  std::replace(sizes.begin(), sizes.end(), '|', ' ');
  std::transform(sizes.begin(), sizes.end(), sizes.begin(), [](char ch) {
    return static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  });
  return "the " + sizes + " model";
}

/// A name's words for comparing names: lower case, parted at spaces and hyphens.
std::vector<std::string> name_tokens(const std::string& name) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : name + " ") {
    if (ch == ' ' || ch == '-' || ch == '_' || ch == '(' || ch == ')') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += ascii_lower(ch);
    }
  }
  return out;
}

std::vector<Mention> find_mentions(const Prose& p, const Sentence& s, const Lexicon& lex,
                                   const ModelCatalogue& models, const Aliases& aliases) {
  const RawWords w = raw_words(p.clean, s.begin, s.end);
  std::vector<Mention> out;
  const std::set<std::string>& comparison_words = lex.words("comparison");
  // `built on MiniMax-Text-01`, `based on Llama 3`: the base, not the subject.
  const std::set<std::string>& base_words = lex.words("base-of");
  // The families' words, and the last word in lower case, split once (the
  // lexicon is always the built-in one).
  struct FamilyWords {
    std::vector<std::string> parts;
    std::string last_lower;
  };
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
  std::vector<std::string> lower_words;
  lower_words.reserve(w.text.size());
  for (const auto& t : w.text) lower_words.push_back(to_lower(t));
  for (std::size_t i = 0; i < w.text.size(); ++i) {
    std::size_t words = 0;
    for (const auto& f : families) {
      const auto& parts = f.parts;
      bool ok = i + parts.size() <= w.text.size();
      for (std::size_t k = 0; ok && k < parts.size(); ++k)
        ok = k + 1 < parts.size()
                 ? w.text[i + k] == parts[k]
                 : starts_with_family(w.text[i + k], parts[k]) || w.text[i + k] == f.last_lower ||
                       (lower_words[i + k] == f.last_lower && upper(w.text[i + k][0]));
      if (ok) words = std::max(words, parts.size());
    }
    const bool developer = is_developer(lex, lower_words[i]);
    if (words == 0 && !developer) {
      // A name the model catalogue knows: `DeepSeek-V3`, `GPT-3 175B`.
      for (std::size_t k = std::min<std::size_t>(4, w.text.size() - i); k >= 1 && words == 0; --k) {
        std::string joined;
        for (std::size_t m = 0; m < k; ++m) joined += (m ? " " : "") + w.text[i + m];
        if (upper(w.text[i][0]) && models.find(joined)) words = k;
      }
    }
    if (words == 0 && (upper(w.text[i][0]) || aliases.count(w.text[i]))) {
      // A short name the text set up: `Scout` for `Llama 4 Scout`.
      const auto a = aliases.find(w.text[i]);
      if (a != aliases.end()) {
        Mention m;
        m.begin = w.begins[i];
        m.end = w.ends[i];
        m.name = a->second;
        m.sized = size_part(name_tokens(a->second).back());
        if (i > 0) {
          m.comparison = comparison_words.count(lower_words[i - 1]) > 0;
        }
        out.push_back(m);
        continue;
      }
    }
    if (words == 0) continue;
    std::size_t j = i + words;
    // A family word alone before `says`, `has`, `AI`: the company, not a model.
    if (j < w.text.size() && j == i + 1 &&
        w.text[i].find_first_of("0123456789-.") == std::string::npos) {
      const std::set<std::string>& company_words = lex.words("company-after");
      const std::set<std::string>& auxiliaries = lex.words("company-auxiliaries");
      const bool company_after_auxiliary = auxiliaries.count(lower_words[j]) > 0 &&
                                           j + 1 < w.text.size() &&
                                           company_words.count(lower_words[j + 1]) > 0;
      if (company_words.count(lower_words[j]) > 0 || company_after_auxiliary) {
        i = j - 1;
        continue;
      }
    }
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
      const std::string& n = lower_words[k + 1];
      return n.rfind("param", 0) == 0 || n.rfind("token", 0) == 0 || n == "gpu" || n == "gpus" ||
             n == "hours" || n == "gpu-hours";
    };
    auto own_word = [&](std::size_t k) {
      // `Mistral Orbit`, `Qwen Atlas`: a capitalised word right after a bare
      // family word is the model's own name.
      const std::set<std::string>& not_own = lex.words("not-own-name");
      const std::string& x = w.text[k];
      return k == i + 1 && w.text[i].find_first_of("0123456789") == std::string::npos &&
             x.size() >= 3 && upper(x[0]) &&
             std::all_of(
                 x.begin() + 1, x.end(),
                 [](char ch) { return std::islower(static_cast<unsigned char>(ch)) != 0; }) &&
             !not_own.count(lower_words[k]) && !is_month_name(lower_words[k]);
    };
    while (j < w.text.size() && w.ends[j - 1] + 1 >= w.begins[j] &&
           (name_part(w.text[j], lex) || acronym_before_size(j) || own_word(j)) && !unit_after(j) &&
           p.clean[w.begins[j] - 1] == ' ')
      ++j;
    Mention m;
    m.begin = w.begins[i];
    m.end = w.ends[j - 1];
    {
      // `Llama 3.3 Instruct (70B)`: a size in parentheses right after a name
      // with none is part of it.
      static const std::regex aside_size(R"(^ ?\((\d+(?:\.\d+)?[BbMT])\))");
      std::smatch sm;
      const std::string after =
          p.clean.substr(m.end, std::min<std::size_t>(12, p.clean.size() - m.end));
      bool sized_already = false;
      for (std::size_t k = i; k < j; ++k) sized_already = sized_already || size_part(w.text[k]);
      if (!sized_already && std::regex_search(after, sm, aside_size)) {
        m.end += static_cast<std::size_t>(sm.length(0));
        while (j < w.text.size() && w.begins[j] < m.end) ++j;
      }
    }
    m.name = squeeze(std::string_view(p.clean).substr(m.begin, m.end - m.begin));
    name_numbers(m, p.clean, m.begin, m.end);
    // `than GPT-4`, `than the first Llama`, `compared with Llama 2`.
    for (std::size_t back = 2; back <= 3 && i >= back && !m.comparison; ++back) {
      const std::string between = to_lower(w.text[i - back + 1]);
      if ((between == "the" || between == "its" || between == "their" || between == "first" ||
           between == "original" || between == "previous") &&
          comparison_words.count(to_lower(w.text[i - back])) > 0)
        m.comparison = true;
      if (back == 3 && comparison_words.count(to_lower(w.text[i - 3])) > 0 &&
          (to_lower(w.text[i - 2]) == "the" || to_lower(w.text[i - 2]) == "its"))
        m.comparison = true;
    }
    // `built on X`, `distilled from X`, `fine-tuned from X`: the base.
    if (i > 1 && !m.comparison &&
        (lower_words[i - 1] == "on" || lower_words[i - 1] == "upon" ||
         lower_words[i - 1] == "from") &&
        base_words.count(lower_words[i - 2]))
      m.comparison = true;
    if (i > 0 && !m.comparison) {
      const std::string before = to_lower(w.text[i - 1]);
      m.comparison =
          comparison_words.count(before) > 0 ||
          (i > 1 && (before == "to" || before == "with") &&
           (to_lower(w.text[i - 2]) == "compared" || to_lower(w.text[i - 2]) == "relative"));
    }
    if (j < w.text.size() &&
        std::find(lex.tools.begin(), lex.tools.end(), lower_words[j]) != lex.tools.end())
      m.comparison = true;  // `Megatron-LM tensor parallelism`: a tool, not the subject
    if (m.comparison) {
      // `distilled from Llama 4 Behemoth, a model with 288B active
      // parameters`: an apposition speaks of the name before it.
      const std::string next = to_lower(p.clean.substr(m.end, 8));
      if (next.rfind(", a ", 0) == 0 || next.rfind(", an ", 0) == 0 ||
          next.rfind(", which", 0) == 0 || next.rfind(", whose", 0) == 0)
        m.comparison = false;
    }
    out.push_back(m);
    i = j - 1;
    // `Llama 3.1 8B, 70B and 405B`: more members, by their sizes alone.
    const auto tokens = name_tokens(m.name);
    if (!m.comparison && j < w.text.size() && !tokens.empty() && size_part(tokens.back())) {
      std::string stem = m.name;
      while (!stem.empty() && stem.back() != ' ' && stem.back() != '-') stem.pop_back();
      std::size_t k = j;
      while (!stem.empty() && k < w.text.size()) {
        std::size_t at = k;
        if ((lower_words[k] == "and" || lower_words[k] == "or") && k + 1 < w.text.size())
          at = k + 1;
        if (!size_part(w.text[at])) break;
        const std::string gap =
            squeeze(p.clean.substr(w.ends[k - 1], w.begins[at] - w.ends[k - 1]));
        if (!(gap.empty() || gap == "," || gap == "and" || gap == ", and" || gap == "or")) break;
        if (at + 1 < w.text.size() && (lower_words[at + 1].rfind("param", 0) == 0 ||
                                       lower_words[at + 1].rfind("token", 0) == 0))
          break;  // `8B parameters`: a figure
        Mention more;
        more.begin = w.begins[at];
        more.end = w.ends[at];
        more.name = stem + w.text[at];
        name_numbers(more, p.clean, more.begin, more.end);
        out.push_back(more);
        k = at + 1;
        i = at;
      }
    }
  }
  // `the 405B model`, `the 65B version`: a member named by its size.
  // A name no table knows, as the subject that opens a sentence: `Amazon
  // Nova Pro is priced at ...`, `Yi-Lightning costs ...`.
  if (out.empty() && !w.text.empty()) {
    const std::set<std::string>& verbs = lex.words("subject-verbs");
    const std::set<std::string>& not_names = lex.words("not-subject-names");
    std::size_t b = 0;
    while (b < w.text.size() && is_developer(lex, lower_words[b])) ++b;
    std::size_t e = b;
    while (e < w.text.size() && e < b + 4 &&
           (upper(w.text[e][0]) || (e > b && size_part(w.text[e]))) &&
           !not_names.count(lower_words[e]))
      ++e;
    const bool has_digit_or_caps =
        e > b && std::any_of(w.text.begin() + static_cast<long>(b),
                             w.text.begin() + static_cast<long>(e), [](const std::string& x) {
                               return x.find_first_of("0123456789-") != std::string::npos ||
                                      std::count_if(x.begin(), x.end(), upper) >= 2;
                             });
    // `SambaNova charges ...`: a provider is not a model.
    static const std::set<std::string> providers = lower_set(lex.providers);
    std::string joined;
    for (std::size_t k = b; k < e; ++k) joined += (k > b ? " " : "") + lower_words[k];
    if (e > b && e < w.text.size() && verbs.count(lower_words[e]) &&
        (has_digit_or_caps || e - b >= 2) && !providers.count(joined)) {
      Mention m;
      m.begin = w.begins[b];
      m.end = w.ends[e - 1];
      m.name = squeeze(std::string_view(p.clean).substr(m.begin, m.end - m.begin));
      name_numbers(m, p.clean, m.begin, m.end);
      out.push_back(m);
    }
  }
  // `the Le Chat assistant`, `the Gemini app`: a product, named by the
  // capitalised words before a product noun.
  for (std::size_t i = 1; i + 1 < w.text.size(); ++i) {
    if (lower_words[i - 1] != "the" && lower_words[i - 1] != "its" && lower_words[i - 1] != "their")
      continue;
    std::size_t j = i;
    while (j < w.text.size() && j < i + 3 && upper(w.text[j][0]) &&
           w.ends[j] + 1 == (j + 1 < w.text.size() ? w.begins[j + 1] : w.ends[j] + 1))
      ++j;
    if (j == i || j >= w.text.size()) continue;
    if (std::find(lex.products.begin(), lex.products.end(), lower_words[j]) == lex.products.end())
      continue;
    bool known = false;
    for (const auto& m : out) known = known || (m.begin <= w.begins[i] && m.end > w.begins[i]);
    if (known) continue;
    Mention m;
    m.begin = w.begins[i];
    m.end = w.ends[j - 1];
    m.name = squeeze(std::string_view(p.clean).substr(m.begin, m.end - m.begin));
    out.push_back(m);
    i = j;
  }
  // `the eight-billion model`, `the 70-billion one`: one named by its size in words.
  for (std::size_t i = 1; i + 1 < w.text.size(); ++i) {
    if (lower_words[i - 1] != "the") continue;
    const std::string& x = lower_words[i];
    const auto dash = x.rfind('-');
    if (dash == std::string::npos || !is_scale_word(x.substr(dash + 1))) continue;
    const std::string next = lower_words[i + 1];
    if (next != "model" && next != "one" && next != "version" && next != "variant") continue;
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
  // `the 7B and 13B models`: several, each named by its size.
  for (std::size_t i = 1; i + 1 < w.text.size(); ++i) {
    if (lower_words[i - 1] != "the" || !size_part(w.text[i])) continue;
    std::vector<std::size_t> sizes = {i};
    std::size_t j = i + 1;
    while (j + 1 < w.text.size() && (lower_words[j] == "and" || lower_words[j] == "or") &&
           size_part(w.text[j + 1])) {
      sizes.push_back(j + 1);
      j += 2;
    }
    // `the 7B, 13B and 33B models`: commas are not words; sizes side by side.
    while (j < w.text.size() && size_part(w.text[j])) sizes.push_back(j++);
    if (j < w.text.size() && lower_words[j] == "and" && j + 1 < w.text.size() &&
        size_part(w.text[j + 1])) {
      sizes.push_back(j + 1);
      j += 2;
    }
    if (j >= w.text.size()) continue;
    const std::string next = lower_words[j];
    const bool one = next == "model" || next == "version" || next == "variant" || next == "one";
    const bool many = next == "models" || next == "versions" || next == "variants";
    // `the 27B was trained on 14 trillion tokens, the 12B on 12 trillion`.
    const std::string sz = lower_words[i];
    const bool bare = sizes.size() == 1 && !one && (sz.back() == 'b' || sz.back() == 't') &&
                      !read_unit_word(next) && next != "context" && next != "tokens";
    if (!(sizes.size() == 1 ? one || bare : many)) continue;
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
    out.push_back(m);
    i = bare ? i : j;
  }
  // Vague subjects ("our largest models"): subjects that are no record.
  const Words lw = split_words(std::string_view(p.clean).substr(s.begin, s.end - s.begin), s.begin);
  for (std::size_t i = 0; i < lw.words.size(); ++i) {
    const std::size_t n = lex.vague_subjects.match_at(lw.words, i);
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
    const auto ends_with = [&](const char* tail) {
      const std::string t(tail);
      return said.size() > t.size() && said.compare(said.size() - t.size(), t.size(), t) == 0;
    };
    if (ends_with(" model") || ends_with(" one") ||
        ((said == "the larger" || said == "the smaller") && ends_phrase)) {
      for (const char* which : {"largest", "biggest", "smallest", "larger", "bigger", "smaller"})
        if (said.find(which) != std::string::npos) {
          m.name = std::string(kSizeReference) + (which[0] == 's' ? "smallest" : "largest");
          m.vague = false;
          m.sized = true;
        }
    }
    out.push_back(m);
    i += n - 1;
  }
  std::sort(out.begin(), out.end(),
            [](const Mention& a, const Mention& b) { return a.begin < b.begin; });
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
    if (gap == ", and" && (joined_by == "and" || joined_by == "or")) continue;
    if (gap == "," || gap == "and" || gap == ", and" || gap == "or" || gap == "&") {
      if (a.list < 0) a.list = static_cast<int>(i);
      b.list = a.list;
      joined_by = gap;
    }
  }
  return out;
}

}  // namespace claimcheck::extraction
