// Names in prose: the models, offers and products a sentence speaks of
#include "extract/names.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <regex>
#include <set>

#include "text/ascii.h"

namespace claimcheck::extraction {

/// Whether a lower-case word is a developer's name (`meta`, `openai`), or a vendor's.
namespace {
std::set<std::string> lower_set(const std::vector<std::string>& names) {
  std::set<std::string> r;
  for (const auto& n : names) r.insert(to_lower(n));
  return r;
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

bool is_provider(const Lexicon& lex, const std::string& lower_name) {
  static const std::set<std::string> names = lower_set(lex.providers);
  return names.count(lower_name) > 0;
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

namespace {

/// The end of the digits from `i`.
std::size_t digits_end(std::string_view w, std::size_t i) {
  while (i < w.size() && std::isdigit(static_cast<unsigned char>(w[i]))) ++i;
  return i;
}

/// The end of a number `7` or `2.5` from `i`, or npos when no digit opens it.
std::size_t number_end(std::string_view w, std::size_t i) {
  const std::size_t e = digits_end(w, i);
  if (e == i) return std::string_view::npos;
  if (e < w.size() && w[e] == '.' && digits_end(w, e + 1) > e + 1) return digits_end(w, e + 1);
  return e;
}

}  // namespace

/// `8b`, `2.5T`, `350m`, `8x7b`: a number with a size letter, or experts
/// times a size.
bool size_part(std::string_view w) {
  const std::size_t e = number_end(w, 0);
  if (e == std::string_view::npos || e >= w.size()) return false;
  const char s = ascii_lower(w[e]);
  if (e + 1 == w.size()) return s == 'b' || s == 'm' || s == 'k' || s == 't';
  if (s != 'x' || digits_end(w, 0) != e) return false;
  const std::size_t f = number_end(w, e + 1);
  if (f == std::string_view::npos || f + 1 != w.size()) return false;
  const char t = ascii_lower(w[f]);
  return t == 'b' || t == 'm' || t == 'k';
}

bool sized_name(std::string_view w) {
  const std::size_t dash = w.find('-');
  if (dash == std::string_view::npos || dash < 2) return false;
  const std::string_view stem = w.substr(0, dash);
  // `nanoVLM-450M`: a stem in lower case with a capital inside.
  if (!upper(w[0]) && std::none_of(stem.begin() + 1, stem.end(), [](char ch) { return upper(ch); }))
    return false;
  if (std::count_if(stem.begin(), stem.end(), [](char ch) {
        return std::isalpha(static_cast<unsigned char>(ch)) != 0;
      }) < 2 ||
      !std::all_of(stem.begin(), stem.end(), [](char ch) { return alnum(ch) || ch == '.'; }))
    return false;
  for (std::size_t b = dash + 1; b < w.size();) {
    const std::size_t e = std::min(w.find('-', b), w.size());
    const std::string_view part = w.substr(b, e - b);
    if (size_part(part) && ascii_lower(part.back()) != 'k') return true;
    b = e + 1;
  }
  return false;
}

/// A word in lower case, or its parts when it is written in camel case
/// (`outputPrice` -> `output`, `price`; `cacheReadsPrice` -> `cache`,
/// `reads`, `price`). A name such as `DeepSeek` is parted too, which no
/// role word matches.
std::vector<std::string> camel_parts(std::string_view word) {
  std::vector<std::string> parts(1);
  for (std::size_t i = 0; i < word.size(); ++i) {
    if (i > 0 && upper(word[i]) && std::islower(static_cast<unsigned char>(word[i - 1])) &&
        !parts.back().empty())
      parts.emplace_back();
    parts.back() += ascii_lower(word[i]);
  }
  return parts;
}

std::optional<double> parameter_token(std::string_view w) {
  const std::size_t e = number_end(w, 0);
  if (e == std::string_view::npos || e + 1 != w.size() || (w[e] != 'b' && w[e] != 't'))
    return std::nullopt;
  return std::strtod(std::string(w.substr(0, e)).c_str(), nullptr) * (w[e] == 't' ? 1e12 : 1e9);
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
  // `LLaMA-7B`, `BLOOMZ-7b1`, `LLAMA3-3B`: the family in another case,
  // joined to its size or version.
  const std::size_t joined =
      family.size() + (word.size() > family.size() && word[family.size()] == '-' ? 1 : 0);
  const bool other_case = !exact && !lower_id && word.size() > joined && same_case_folded &&
                          upper(word[0]) && std::isdigit(static_cast<unsigned char>(word[joined]));
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

bool read_unit_word(const std::vector<std::string>& words, std::size_t at, const Lexicon& lex) {
  return lex.cue("count-nouns").match_at(words, at) > 0;
}

bool is_phrase(const CueList& cues, std::string_view text) {
  std::vector<std::string> words;
  for (std::size_t a = 0; a < text.size();) {
    if (std::isspace(static_cast<unsigned char>(text[a]))) {
      ++a;
      continue;
    }
    std::size_t b = a;
    while (b < text.size() && !std::isspace(static_cast<unsigned char>(text[b]))) ++b;
    words.emplace_back(text.substr(a, b - a));
    a = b;
  }
  return !words.empty() && cues.match_at(words, 0) == words.size();
}

std::string shown_name(const std::string& name) {
  const std::string mark(kSizeReference);
  if (name.rfind(mark, 0) != 0) return name;
  // `the 7B model`, `the 7B and 14B models`, `the 7B, 13B and 33B models`.
  std::vector<std::string> sizes;
  std::string one;
  for (char ch : name.substr(mark.size()) + "|") {
    if (ch != '|') {
      one += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    } else if (!one.empty()) {
      sizes.push_back(one);
      one.clear();
    }
  }
  std::string out = "the ";
  for (std::size_t k = 0; k < sizes.size(); ++k)
    out += (k == 0 ? "" : k + 1 == sizes.size() ? " and " : ", ") + sizes[k];
  return out + (sizes.size() > 1 ? " models" : " model");
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

/// The family a name gives before its size (`InternVL3.5` in
/// `InternVL3.5-1B`, `Seed-Coder` in `Seed-Coder-8B-Base`), or "".
std::string family_before_size(const std::string& name) {
  std::size_t begin = 0;
  for (std::size_t i = 0; i <= name.size(); ++i) {
    if (i < name.size() && name[i] != ' ' && name[i] != '-' && name[i] != '_') continue;
    if (i > begin && begin > 1 && size_part(std::string_view(name).substr(begin, i - begin)))
      return name.substr(0, begin - 1);
    begin = i + 1;
  }
  return "";
}

}  // namespace claimcheck::extraction
