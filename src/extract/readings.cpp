// What a figure in prose is written with: its unit (the claims language's
// unit tables, the wordings' spellings, an accelerator or a system by name),
// the accelerator's variant that memory written after it names, a line's
// label and a row's cells, and a bare figure's unit from its label.
#include "extract/readings.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "quantity/units.h"
#include "text/ascii.h"

namespace claimcheck::extraction {

/// The unit after a figure, past words that do not change it (`15.6T text
/// tokens`): only a count of tokens or parameters is read past them.
std::optional<UnitPhrase> read_unit(const Context& c, std::size_t from) {
  if (auto u = read_unit_at(c, from)) return u;
  const std::string& t = c.p.clean;
  {
    // `estimates of 500 tons for GPT-3`: tons in a sentence about carbon.
    const Words w = split_words(
        std::string_view(t).substr(from, std::min<std::size_t>(c.s.end - from, 24)), from);
    if (!w.words.empty() && c.lex.words("carbon-tons").count(w.words[0]) &&
        (c.paragraph_carbon || c.in_sentence(c.lex.cue("carbon"))))
      if (auto m = resolve_unit_phrase("tCO2e", c.catalogue))
        return UnitPhrase{"tCO2e", *m, w.ends[0], ""};
  }
  std::size_t i = from;
  for (int skipped = 0; skipped < 2; ++skipped) {
    while (i < c.s.end && t[i] == ' ') ++i;
    const Words w =
        split_words(std::string_view(t).substr(i, std::min<std::size_t>(c.s.end - i, 40)), i);
    if (w.words.empty() || w.begins[0] != i || c.lex.cue("modifiers").match_at(w.words, 0) != 1)
      return std::nullopt;
    i = w.ends[0];
    if (auto u = read_unit_at(c, i);
        u && (u->meaning.field == Field::tokens || u->meaning.field == Field::params ||
              u->meaning.field == Field::tokens_per_query))
      return u;
  }
  return std::nullopt;
}

namespace {

/// `2.788M H800 GPU hours`: hours after an accelerator's name (word `k`),
/// or its `GPUs`, read with it.
void hours_after_name(const Lexicon& lex, const Words& w, std::size_t k, UnitPhrase& u) {
  if (const std::size_t n = lex.cue("name-hours").match_at(w.words, k); n > 0) {
    u.meaning = UnitMeaning{Field::gpu_hours, 3600, u.meaning.hardware};
    u.end = w.ends[k + n - 1];
  } else if (lex.words("name-gpus").count(w.words[k])) {
    u.end = w.ends[k];
  }
}

/// A unit phrase of up to six words at the start of `w`, the longest first:
/// a spelling of the wordings, or a unit of the claims language.
std::optional<UnitPhrase> unit_phrase_at(const Context& c, const Words& w) {
  const std::string& t = c.p.clean;
  const std::size_t n = std::min<std::size_t>(w.words.size(), 6);
  for (std::size_t k = n; k >= 1; --k) {
    // Only words joined by single spaces or hyphens form a phrase.
    bool joined = true;
    for (std::size_t m = 1; m < k && joined; ++m) {
      const std::string_view gap(t.data() + w.ends[m - 1], w.begins[m] - w.ends[m - 1]);
      joined = gap == " " || gap == "-" || gap == "/";
    }
    if (!joined) continue;
    std::string lower_phrase;
    for (std::size_t m = 0; m < k; ++m) lower_phrase += (m ? " " : "") + w.words[m];
    const std::string raw = t.substr(w.begins[0], w.ends[k - 1] - w.begins[0]);
    const std::string lower_raw = to_lower(squeeze(raw));
    const std::string* phrases[] = {&lower_phrase, &lower_raw};
    for (const std::string* phrase : phrases) {
      const std::string* known = c.catalogue.wordings().unit(*phrase, true);
      if (!known) continue;
      if (auto m = resolve_unit_phrase(*known, c.catalogue))
        return UnitPhrase{*known, *m, w.ends[k - 1], m->hardware};
    }
    if (auto m = resolve_unit_phrase(squeeze(raw), c.catalogue)) {
      UnitPhrase u{squeeze(raw), *m, w.ends[k - 1], m->hardware};
      // `2.788M H800 GPU hours`: an accelerator's name before its hours.
      if (m->field == Field::gpus && !m->hardware.empty() && k < w.words.size())
        hours_after_name(c.lex, w, k, u);
      return u;
    }
  }
  return std::nullopt;
}

/// The word an accelerator's name starts at, past its vendor (`NVIDIA A100`,
/// `16,000 of Nvidia's H100 GPUs`) and the memory written before it, which
/// it gives (`992 80GB A100 GPUs`).
std::size_t past_vendor(const Context& c, const Words& w, std::string& memory) {
  std::size_t at = 0;
  while (at < w.words.size()) {
    const std::string& x = w.words[at];
    std::string bare = x;
    if (bare.size() > 2 && bare.compare(bare.size() - 2, 2, "'s") == 0)
      bare.resize(bare.size() - 2);
    if (is_vendor(c.lex, bare) ||
        (at == 0 && c.lex.words("vendor-of").count(x) && w.words.size() > 2) ||
        (at > 0 && x == "s" && w.begins[at] > 0 && c.p.clean[w.begins[at] - 1] == '\'')) {
      // `16,000 of Nvidia's H100 GPUs`
      ++at;
    } else if (memory.empty() && x.size() >= 3 && x.size() <= 5 &&
               x.compare(x.size() - 2, 2, "gb") == 0 &&
               std::isdigit(static_cast<unsigned char>(x[0]))) {
      memory = x.substr(0, x.size() - 2) + "GB";
      ++at;
    } else {
      break;
    }
  }
  return at;
}

/// `768 DGX H100 nodes`: systems, written as the claims language reads them;
/// words [at, at + k) name one.
UnitPhrase system_phrase(const Lexicon& lex, const Words& w, std::size_t at, std::size_t k,
                         const std::string& raw) {
  const std::string name = squeeze(raw);
  UnitPhrase u{name, UnitMeaning{Field::gpus, 1, name}, w.ends[at + k - 1], name};
  const std::size_t next = at + k;
  if (next < w.words.size() && lex.words("system-nouns").count(w.words[next])) u.end = w.ends[next];
  return u;
}

/// An accelerator named by words [at, at + k), and the `GPUs` or the hours
/// after it, read with it.
UnitPhrase accelerator_phrase(const Lexicon& lex, const Words& w, std::size_t at, std::size_t k,
                              const Accelerator& a) {
  std::size_t end = w.ends[at + k - 1];
  const std::size_t next = at + k;
  UnitPhrase u{a.id, UnitMeaning{Field::gpus, 1, a.id}, end, a.id};
  if (next < w.words.size()) {
    if (lex.words("accelerator-gpus").count(w.words[next])) u.end = w.ends[next];
    if (const std::size_t n = lex.cue("accelerator-hours").match_at(w.words, next); n > 0) {
      u.meaning = UnitMeaning{Field::gpu_hours, 3600, a.id};
      u.end = w.ends[next + n - 1];
    }
  }
  return u;
}

/// An accelerator or a system by name, after its vendor: `384 NVIDIA A100
/// 80GB GPUs`, `2,048 H800 GPUs`, `768 DGX H100 nodes`.
std::optional<UnitPhrase> accelerator_at(const Context& c, const Words& w) {
  const std::string& t = c.p.clean;
  std::string memory;  // `992 80GB A100 GPUs`: the memory before the name
  const std::size_t at = past_vendor(c, w, memory);
  for (std::size_t k = std::min<std::size_t>(3, w.words.size() - std::min(at, w.words.size()));
       k >= 1; --k) {
    const std::string raw = t.substr(w.begins[at], w.ends[at + k - 1] - w.begins[at]);
    if (k >= 2 && c.catalogue.find_system(raw)) return system_phrase(c.lex, w, at, k, raw);
    const Accelerator* a = c.catalogue.find(raw);
    if (!a && raw.size() > 2 && raw.back() == 's' &&
        std::isdigit(static_cast<unsigned char>(raw[raw.size() - 2])))
      a = c.catalogue.find(raw.substr(0, raw.size() - 1));  // `16K H100s`
    if (!a && raw.size() > 2 && (raw.back() == 'G' || raw.back() == 'g') &&
        std::isdigit(static_cast<unsigned char>(raw[raw.size() - 2])))
      a = c.catalogue.find(raw + "B");  // `A100-80G`: gigabytes without their B
    if (!a) {
      // `H100-80GB`: the family before a size it does not know.
      const auto dash = raw.find('-');
      if (k == 1 && dash != std::string::npos) a = c.catalogue.find(raw.substr(0, dash));
    }
    if (!a) continue;
    if (!memory.empty())
      if (const Accelerator* v = c.catalogue.find(a->id + "-" + memory)) a = v;
    return accelerator_phrase(c.lex, w, at, k, *a);
  }
  return std::nullopt;
}

}  // namespace

std::optional<UnitPhrase> read_unit_at(const Context& c, std::size_t from) {
  const std::string& t = c.p.clean;
  std::size_t i = from;
  // `176-billion-parameter`, `100,000-GPU`: a compound's hyphen.
  if (i < c.s.end && t[i] == '-') ++i;
  while (i < c.s.end && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n')) ++i;
  const Words w =
      split_words(std::string_view(t).substr(i, std::min<std::size_t>(c.s.end - i, 160)), i);
  if (w.words.empty() || w.begins[0] != i) return std::nullopt;
  if (auto u = unit_phrase_at(c, w)) return u;
  // An accelerator, after its vendor: `384 NVIDIA A100 80GB GPUs`, `2,048 H800 GPUs`.
  return accelerator_at(c, w);
}

/// The count a slash right before `at` closes (`117B/` -> 1.17e11), or
/// nullopt when no count with a scale letter does.
std::optional<double> count_before_slash(const std::string& t, std::size_t at) {
  // `15B / 309B`, `**15B / 309B**`: spaces and emphasis around the slash.
  while (at > 0 && (t[at - 1] == ' ' || t[at - 1] == '*')) --at;
  if (at < 3 || t[at - 1] != '/') return std::nullopt;
  std::size_t e = at - 1;
  while (e > 0 && (t[e - 1] == ' ' || t[e - 1] == '*')) --e;
  if (e < 2) return std::nullopt;
  const char scale = static_cast<char>(std::toupper(static_cast<unsigned char>(t[e - 1])));
  const double factor = scale == 'T' ? 1e12 : scale == 'B' ? 1e9 : scale == 'M' ? 1e6 : 0;
  if (factor == 0) return std::nullopt;
  --e;
  std::size_t b = e;
  while (b > 0 && (std::isdigit(static_cast<unsigned char>(t[b - 1])) || t[b - 1] == '.')) --b;
  if (b == e || !std::isdigit(static_cast<unsigned char>(t[b]))) return std::nullopt;
  return std::strtod(t.substr(b, e - b).c_str(), nullptr) * factor;
}

bool joined_by_slash(const std::string& t, std::size_t end, std::size_t next_begin) {
  if (next_begin <= end) return false;
  const std::string_view gap = std::string_view(t).substr(end, next_begin - end);
  return std::count(gap.begin(), gap.end(), '/') == 1 &&
         gap.find_first_not_of("/ *") == std::string_view::npos;
}

bool dash_pair(const ProseFigure& f, const std::optional<ProseFigure>& next) {
  return next && next->active_part && next->begin == f.end + 2;
}

std::optional<bool> pair_part(const std::string& t, const ProseFigure& f,
                              const std::optional<ProseFigure>& next) {
  if (f.active_part) return true;
  if (dash_pair(f, next)) return false;
  if (next && joined_by_slash(t, f.end, next->begin)) return f.lo < next->lo;
  if (const auto before = count_before_slash(t, f.begin)) return f.lo < *before;
  return std::nullopt;
}

/// The variant of `id` that memory written after it names (`A100 GPUs with
/// 80GB of memory`, `A100 80GB`), or "".
std::string memory_variant(const Context& c, const std::string& id, std::size_t from) {
  const std::size_t a = c.word_at(from);
  for (std::size_t i = a; i < a + 4 && i < c.words.words.size(); ++i) {
    const std::string& w = c.words.words[i];
    if (w.size() < 3 || w.compare(w.size() - 2, 2, "gb") != 0 ||
        !std::isdigit(static_cast<unsigned char>(w[0])))
      continue;
    const std::string gb = w.substr(0, w.size() - 2);
    if (const Accelerator* v = c.catalogue.find(id + "-" + gb + "GB"); v && v->id != id)
      return v->id;
    return "";
  }
  return "";
}

/// A label without its parentheses, in lower case: `Input (per 1M tokens)` -> `input`.
std::string label_key(std::string_view text) {
  std::string x;
  int depth = 0;
  for (char ch : text) {
    if (ch == '(') ++depth;
    if (depth == 0) x += ascii_lower(ch);
    if (ch == ')' && depth > 0) --depth;
  }
  x = squeeze(x);
  while (!x.empty() && (x.back() == ':' || x.back() == ' ' || x.back() == '|')) x.pop_back();
  // `| # Total Params |`: a count's sign is no part of the label.
  while (!x.empty() &&
         (x.front() == ' ' || x.front() == '|' || x.front() == '-' || x.front() == '#'))
    x.erase(0, 1);
  return x;
}

/// The cells of a row (a `|` table, cells parted by tabs or wide gaps, or
/// `Label: value`), as [begin, end) offsets.
std::vector<std::pair<std::size_t, std::size_t>> row_cells(const std::string& t, std::size_t b,
                                                           std::size_t e) {
  std::vector<std::pair<std::size_t, std::size_t>> cells;
  const bool pipes =
      std::count(t.begin() + static_cast<long>(b), t.begin() + static_cast<long>(e), '|') >= 1;
  // `| | Training time |`: the text before a leading `|` is no cell, but an
  // empty cell between two is one (a header's empty first column).
  // Indentation is no gap between cells (`\t\tmaxTokens: 16_384,`).
  while (b < e && (t[b] == ' ' || t[b] == '\t')) ++b;
  if (pipes && b < e && t[b] == '|') ++b;
  std::size_t start = b;
  for (std::size_t i = b; i <= e; ++i) {
    const bool cut =
        i == e || (pipes ? t[i] == '|'
                         : (t[i] == '\t' || (t[i] == ' ' && i + 1 < e && t[i + 1] == ' ' && i > b &&
                                             t[i - 1] != ' ')));
    if (!cut) continue;
    std::size_t cb = start, ce = i;
    while (cb < ce && std::isspace(static_cast<unsigned char>(t[cb]))) ++cb;
    while (ce > cb && std::isspace(static_cast<unsigned char>(t[ce - 1]))) --ce;
    cells.emplace_back(cb, ce);
    start = i + 1;
  }
  if (pipes && !cells.empty() && cells.back().first == cells.back().second) cells.pop_back();
  return cells;
}

/// The label a line gives its figures as a key (`parameters` for
/// `Parameters: 14B`, `gpus` for `| GPUs | 1920 H100-80G |`), from the
/// label's words as written (line_label_text); "" if it has a figure or
/// more than five words.
std::string line_label(const std::string& text) {
  std::string label = label_key(text);
  if (label.find_first_of("0123456789$") != std::string::npos) return "";
  if (split_words(label).words.size() > 5) return "";
  return label;
}

/// The words of a line's label as written (`Energy/token @ BS 128`): the
/// first cell, or the words before a colon; "" if none.
std::string line_label_text(const Context& c) {
  const std::string& t = c.p.clean;
  std::size_t b = c.s.begin;
  while (b < c.s.end && std::string_view("-*+ \t").find(t[b]) != std::string_view::npos) ++b;
  const std::size_t colon = find_within(t, ':', b, std::min(c.s.end, b + 41));
  std::string label;
  if (c.s.row) {
    const auto cells = row_cells(t, b, c.s.end);
    if (cells.size() >= 2) label = t.substr(cells[0].first, cells[0].second - cells[0].first);
  }
  if (label.empty() && colon != std::string::npos && colon < c.s.end && colon - b <= 40)
    label = t.substr(b, colon - b);
  return label;
}

/// A bare figure's unit from a label or a column's header (the wordings' [labels]).
std::optional<UnitPhrase> label_unit(const Context& c, const std::string& label, std::size_t at) {
  if (!label.empty() && label[0] == '=') {  // a unit written in the header itself
    const auto m = resolve_unit_phrase(label.substr(1), c.catalogue);
    if (!m) return std::nullopt;
    return UnitPhrase{label.substr(1), *m, at, m->hardware};
  }
  const std::string* unit = c.catalogue.wordings().label(label);
  if (!unit) return std::nullopt;
  const auto m = resolve_unit_phrase(*unit, c.catalogue);
  if (!m) return std::nullopt;
  return UnitPhrase{*unit, *m, at, m->hardware};
}
/// Water by its unit alone: `0.26 milliliters (or about five drops) of water`.
std::optional<UnitPhrase> water_unit(const Context& c, const ProseFigure& f) {
  const Words w = split_words(
      std::string_view(c.p.clean).substr(f.end, std::min<std::size_t>(c.s.end - f.end, 80)), f.end);
  if (w.words.empty()) return std::nullopt;
  const std::string first = w.words[0] == "ml" ? "mL" : w.words[0] == "l" ? "L" : w.words[0];
  const auto u = find_unit(first);
  if (!u || !(u->dim == D(BaseDim::litre))) return std::nullopt;
  bool water = false;
  for (std::size_t i = 1; i < w.words.size() && i < 8; ++i)
    water = water || c.lex.words("water").count(w.words[i]) > 0;
  if (!water) return std::nullopt;
  UnitPhrase r;
  r.claims = w.words[0] == "ml" || w.words[0].rfind("milli", 0) == 0 ? "mL of water" : "L of water";
  r.meaning = UnitMeaning{Field::water_per_query, u->factor, ""};
  r.end = w.ends[0];
  return r;
}

}  // namespace claimcheck::extraction
