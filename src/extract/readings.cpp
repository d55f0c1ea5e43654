// What a figure in prose is: its unit (the claims language's unit tables and
#include "extract/readings.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <regex>
#include <set>

#include "quantity/units.h"
#include "text/ascii.h"
#include "vocab/calendar.h"
#include "vocab/scale_words.h"

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
    if (!w.words.empty() && (w.words[0] == "tons" || w.words[0] == "tonnes") &&
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

std::optional<UnitPhrase> read_unit_at(const Context& c, std::size_t from) {
  const std::string& t = c.p.clean;
  std::size_t i = from;
  // `176-billion-parameter`, `100,000-GPU`: a compound's hyphen.
  if (i < c.s.end && t[i] == '-') ++i;
  while (i < c.s.end && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n')) ++i;
  const Words w =
      split_words(std::string_view(t).substr(i, std::min<std::size_t>(c.s.end - i, 160)), i);
  if (w.words.empty() || w.begins[0] != i) return std::nullopt;
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
      if (m->field == Field::gpus && !m->hardware.empty() && k < w.words.size()) {
        const std::string& nw = w.words[k];
        const std::string two = k + 1 < w.words.size() ? nw + " " + w.words[k + 1] : nw;
        if (nw == "gpu-hours" || nw == "hours" || nw == "gpu-hour" || two == "gpu hours" ||
            two == "gpu hour") {
          u.meaning = UnitMeaning{Field::gpu_hours, 3600, m->hardware};
          u.end = w.ends[two.rfind("gpu hour", 0) == 0 ? k + 1 : k];
        } else if (nw == "gpus" || nw == "gpu" || nw == "chips" || nw == "accelerators") {
          u.end = w.ends[k];
        }
      }
      return u;
    }
  }
  // An accelerator, after its vendor: `384 NVIDIA A100 80GB GPUs`, `2,048 H800 GPUs`.
  std::size_t at = 0;
  std::string memory;  // `992 80GB A100 GPUs`: the memory before the name
  while (at < w.words.size()) {
    const std::string& x = w.words[at];
    std::string bare = x;
    if (bare.size() > 2 && bare.compare(bare.size() - 2, 2, "'s") == 0)
      bare.resize(bare.size() - 2);
    if (is_vendor(c.lex, bare) || (at == 0 && x == "of" && w.words.size() > 2) ||
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
  for (std::size_t k = std::min<std::size_t>(3, w.words.size() - std::min(at, w.words.size()));
       k >= 1; --k) {
    const std::string raw = t.substr(w.begins[at], w.ends[at + k - 1] - w.begins[at]);
    if (k >= 2 && c.catalogue.find_system(raw)) {
      // `768 DGX H100 nodes`: systems, written as the claims language reads them.
      const std::string name = squeeze(raw);
      UnitPhrase u{name, UnitMeaning{Field::gpus, 1, name}, w.ends[at + k - 1], name};
      const std::size_t next = at + k;
      if (next < w.words.size() &&
          (w.words[next] == "nodes" || w.words[next] == "systems" || w.words[next] == "servers" ||
           w.words[next] == "node" || w.words[next] == "pods"))
        u.end = w.ends[next];
      return u;
    }
    const Accelerator* a = c.catalogue.find(raw);
    if (!a && raw.size() > 2 && raw.back() == 's' &&
        std::isdigit(static_cast<unsigned char>(raw[raw.size() - 2])))
      a = c.catalogue.find(raw.substr(0, raw.size() - 1));  // `16K H100s`
    if (!a) {
      // `H100-80GB`: the family before a size it does not know.
      const auto dash = raw.find('-');
      if (k == 1 && dash != std::string::npos) a = c.catalogue.find(raw.substr(0, dash));
    }
    if (!a) continue;
    if (!memory.empty())
      if (const Accelerator* v = c.catalogue.find(a->id + "-" + memory)) a = v;
    std::size_t end = w.ends[at + k - 1];
    const std::size_t next = at + k;
    UnitPhrase u{a->id, UnitMeaning{Field::gpus, 1, a->id}, end, a->id};
    if (next < w.words.size()) {
      const std::string& nw = w.words[next];
      if (nw == "gpus" || nw == "gpu" || nw == "chips" || nw == "accelerators" || nw == "cards" ||
          nw == "tpus")
        u.end = w.ends[next];
      const std::string two = next + 1 < w.words.size() ? nw + " " + w.words[next + 1] : nw;
      if (nw == "gpu-hours" || nw == "hours" || two == "gpu hours" || nw == "gpu-hour") {
        u.meaning = UnitMeaning{Field::gpu_hours, 3600, a->id};
        u.end = w.ends[two == "gpu hours" ? next + 1 : next];
      }
    }
    return u;
  }
  return std::nullopt;
}

/// `a thousand` -> `thousand`, `1 m` -> `m`, `1k` -> `k`.
static std::string last_word_of_scale(const std::string& scale) {
  const std::size_t space = scale.rfind(' ');
  std::string w = space == std::string::npos ? scale : scale.substr(space + 1);
  if (!w.empty() && w[0] == '1') w.erase(0, 1);
  return w;
}

std::optional<PricePer> price_per(const Context& c, std::size_t from) {
  const std::size_t len = std::min<std::size_t>(c.s.end - std::min(from, c.s.end), 120);
  const std::string after = to_lower(c.p.clean.substr(from, len));
  static const std::regex tokens(
      R"(^\s*(?:(input|output|prompt|completion)\s+)?(?:/|per|for|for every|for each|every|a|an)\s*(1\s*m\b|1m\b|(?:one |a )?(?:)" +
          scale_alternation() +
          R"()\b|1,000,000|mtok\b|m\b|1\s*k\b|1k\b|1,000|k\b|1\s*b\b)?\s*(?:(cached input|cached|cache[- ]hit input|cache[- ]hit|cache[- ]miss input|cache[- ]miss|input|output|prompt|completion)\s+)?(tokens?\b|mtok\b)(?:\s+(?:of|for)\s+(input|output))?)",
      std::regex::optimize);
  static const std::regex bare(
      R"(^\s*(?:/|per)\s*(1m|1 m|m|mtok|)" + scale_alternation(1e6) +
          R"()\b(?!\s*(?:gpu|h\b|hour))(?:\s+(?:for\s+)?(input|output|prompt|completion|in(?=\s*(?:$|,|;|\.|\)|and\b))|out(?=\s*(?:$|,|;|\.|\)|and\b)))\b)?)",
      std::regex::optimize);
  static const std::regex gpu_hour(
      R"(^\s*(?:/|per|an|a)\s*(?:(?:gpu|chip|accelerator|[a-z]?\d{2,3}[a-z0-9]*)[- ]?)?(?:hour|hr|h)\b)",
      std::regex::optimize);
  std::smatch m;
  if (std::regex_search(after, m, tokens)) {
    PricePer r;
    const std::string scale = m[2].str();
    if (scale.empty() && m[4].str() == "mtok")
      r.per = 1e6;  // `$15/MTok`
    else if (scale.empty())
      r.per = 1;
    else if (scale == "1,000")
      r.per = 1e3;
    else  // `1 m`, `1k`, `a thousand`, `billion`: the last word's scale
      r.per = scale_word_factor(last_word_of_scale(scale)).value_or(1e6);
    // `$0.79 output per million tokens`: a role before the wording, too.
    std::string role = !m[3].str().empty()   ? m[3].str()
                       : !m[5].str().empty() ? m[5].str()
                                             : m[1].str();
    if (role == "prompt") role = "input";
    if (role == "completion") role = "output";
    if (role.find("miss") != std::string::npos)
      role = "input";  // `per million cache-miss input tokens`
    else if (role.find("cache") != std::string::npos)
      role = "cached input";
    r.role = role;
    r.end = from + static_cast<std::size_t>(m.length(0));
    return r;
  }
  if (std::regex_search(after, m, bare)) {
    PricePer r;
    r.end = from + static_cast<std::size_t>(m.length(0));
    const std::string role = m[2].str();
    r.role = role == "prompt" || role == "in"        ? "input"
             : role == "completion" || role == "out" ? "output"
                                                     : role;
    return r;
  }
  if (std::regex_search(after, m, gpu_hour)) {
    const bool gpu_named = m.str(0).find_first_of("0123456789") != std::string::npos ||
                           m.str(0).find("gpu") != std::string::npos ||
                           m.str(0).find("chip") != std::string::npos ||
                           m.str(0).find("accelerator") != std::string::npos;
    const std::size_t at = c.word_at(from);
    const bool gpu_before = c.words.words.size() > 0 &&
                            c.lex.cue("gpu-price").any_in(c.words.words, at > 6 ? at - 6 : 0, at);
    if (gpu_named || gpu_before) {
      PricePer r;
      r.gpu_hour = true;
      r.end = from + static_cast<std::size_t>(m.length(0));
      return r;
    }
  }
  return std::nullopt;
}

/// The role a label before a price gives it (`input $3`, `cache read $0.30`,
/// `output: $15`): "input", "output", "cached input", "cache write" or "".
std::string role_before(const Context& c, std::size_t figure_begin) {
  const std::size_t at = c.word_at(figure_begin);
  std::size_t from = at > 7 ? at - 7 : 0;
  // Not past the figure before it: `€22 per million output tokens, and
  // Mistral Small €1.85` gives no role to the €1.85.
  from = std::max(from, c.word_at(c.previous_figure_end));
  for (std::size_t i = at; i-- > from;) {
    const std::string& w = c.words.words[i];
    const std::string before = i > 0 ? c.words.words[i - 1] : "";
    const bool cache = before == "cache" || before == "cached" || before == "caching";
    if (w == "write" || w == "writes" || w == "writing") return cache ? "cache write" : "";
    if (w == "read" || w == "reads" || w == "hit" || w == "hits")
      return cache ? "cached input" : "";
    if (w == "miss" || w == "misses") return cache ? "input" : "";
    if (w == "cached" || w == "cache") return "cached input";
    if ((w == "input" || w == "prompt") && (before == "cached" || before == "cache"))
      return "cached input";
    if (w == "input" || w == "prompt") return "input";
    if (w == "output" || w == "completion" || w == "completions") return "output";
  }
  return "";
}

/// The role wording after a price says (`1 yuan on a cache hit`, `... on a
/// cache miss`), up to the next figure.
std::string role_after(const Context& c, std::size_t from, std::size_t until) {
  const std::size_t a = c.word_at(from);
  const std::size_t b = std::min(c.word_at(until), a + 6);
  static const std::string none;
  for (std::size_t i = a; i <= b && i < c.words.words.size(); ++i) {
    const std::string& w = c.words.words[i];
    const std::string& n = i + 1 < c.words.words.size() ? c.words.words[i + 1] : none;
    // Only `on a cache hit`, `for cache reads`: a label after a comma is the next price's.
    // `(cache hit)` right after the price's wording is told too.
    const bool aside = i == a && c.words.begins[i] > 0 && c.p.clean[c.words.begins[i] - 1] == '(';
    const bool told = aside ||
                      (i > 0 && (c.words.words[i - 1] == "on" || c.words.words[i - 1] == "for" ||
                                 c.words.words[i - 1] == "with")) ||
                      (i > 1 && c.words.words[i - 1] == "a" &&
                       (c.words.words[i - 2] == "on" || c.words.words[i - 2] == "for" ||
                        c.words.words[i - 2] == "with"));
    // `when the prompt hits the cache`, `$0.60 when it misses`, `input
    // tokens that hit the context cache`.
    if (i > a && (c.words.words[a] == "when" || c.words.words[a] == "that" ||
                  c.words.words[a] == "which" || c.words.words[a] == "if")) {
      if (w == "hits" || w == "hit") return "cached input";
      if (w == "misses" || w == "miss") return "input";
    }
    // `$0.15 in and $0.60 out`: `in` or `out` right after the price, ending
    // its phrase.
    const std::size_t first =
        a < c.words.words.size() && (c.words.words[a] == "cents" || c.words.words[a] == "cent")
            ? a + 1
            : a;
    if (i == first && (w == "in" || w == "out")) {
      const std::size_t end = c.words.begins[i] + w.size();
      const char next = end < c.s.end ? c.p.clean[end] : '.';
      if (n.empty() || n == "and" || n == "but" || n == "with" || next == ',' || next == ';' ||
          next == '.' || next == ')')
        return w == "in" ? "input" : "output";
    }
    if (!told) continue;
    if ((w == "cache" || w == "cached") && n == "input") return "cached input";
    if ((w == "input" || w == "prompt" || w == "output" || w == "completion") &&
        find_within(c.p.clean, ',', from, c.words.begins[i]) == std::string::npos &&
        find_within(c.p.clean, ';', from, c.words.begins[i]) == std::string::npos)
      return w == "input" || w == "prompt" ? "input" : "output";
    if ((w == "cache" || w == "cached") &&
        (n == "hit" || n == "hits" || n == "read" || n == "reads"))
      return "cached input";
    if ((w == "cache" || w == "cached") && (n == "miss" || n == "misses")) return "input";
    if ((w == "cache" || w == "cached") && (n == "write" || n == "writes")) return "cache write";
  }
  return "";
}

/// A currency written after the figure: `0.14€`, `8 yuan`, `2 euros`.
/// Gives it and the bytes it takes.
std::optional<std::pair<Currency, std::size_t>> postfix_currency(const std::string& t,
                                                                 std::size_t at) {
  const std::string next = to_lower(t.substr(at, std::min<std::size_t>(10, t.size() - at)));
  static const std::pair<const char*, Currency> words[] = {
      {"\xE2\x82\xAC", Currency::eur}, {" \xE2\x82\xAC", Currency::eur},
      {" euros", Currency::eur},       {" euro", Currency::eur},
      {" eur", Currency::eur},         {" yuan", Currency::cny},
      {" rmb", Currency::cny},         {" cny", Currency::cny},
      {" dollars", Currency::usd},     {" usd", Currency::usd},
      {" us dollars", Currency::usd},  {"\xC2\xA3", Currency::gbp},
      {" pounds", Currency::gbp},      {" gbp", Currency::gbp}};
  for (const auto& [w, cur] : words) {
    const std::string ws(w);
    if (next.rfind(ws, 0) != 0) continue;
    const std::size_t e = at + ws.size();
    if (e < t.size() && alnum(t[e])) continue;
    return std::make_pair(cur, ws.size());
  }
  return std::nullopt;
}

bool year_like(const ProseFigure& f, const std::string& text) {
  return !f.range && !f.scaled && !f.percent && !f.currency && f.lo >= 1900 && f.lo <= 2100 &&
         std::floor(f.lo) == f.lo && text.find(',') == std::string::npos && text.size() == 4;
}

/// A sentence that says what prices are per (`Prices per million tokens
/// (MTok):`) with no price of its own.
std::optional<PricePer> price_heading(const Context& c) {
  bool priced = false;
  for (const auto& w : c.words.words)
    priced = priced || w.rfind("pric", 0) == 0 || w == "rates" || w == "dollars" || w == "usd" ||
             (c.s.row && (w == "input" || w == "output" || w == "prompt" || w == "completion"));
  if (!priced) return std::nullopt;
  const std::string& t = c.p.clean;
  for (std::size_t i = c.s.begin; i < c.s.end; ++i) {
    if (t[i] == '$' || t.compare(i, 3, "\xE2\x82\xAC") == 0) return std::nullopt;
    if (t.compare(i, 4, "per ") != 0 && t[i] != '/') continue;
    if (i > c.s.begin && alnum(t[i - 1])) continue;
    if (auto per = price_per(c, i); per && !per->gpu_hour && per->per > 1) return per;
  }
  return std::nullopt;
}

/// The roles of a price table's columns, from a header (`Model  Input
/// Cached input  Output`) or a heading (`input / output`).
std::string tier_in(const Context& c, std::size_t begin, std::size_t end) {
  const auto& w = c.words.words;
  end = std::min(end, w.size());
  for (std::size_t i = begin; i < end; ++i)
    for (const auto& [label, cues] : c.lex.tiers)
      if (const std::size_t n = cues.match_at(w, i); n > 0) {
        const std::string next = i + n < w.size() ? w[i + n] : "";
        if (next == "size" || next == "sizes") continue;
        return label;
      }
  return "";
}

std::vector<std::string> column_roles(const Context& c, std::vector<std::string>* tiers) {
  const std::string& t = c.p.clean;
  // A header is a row, or a line that ends in a colon.
  std::size_t last = c.s.end;
  while (last > c.s.begin && std::isspace(static_cast<unsigned char>(t[last - 1]))) --last;
  if (!c.s.row && !(last > c.s.begin && t[last - 1] == ':')) return {};
  std::vector<std::string> cells;
  std::string cell;
  for (std::size_t i = c.s.begin; i <= c.s.end; ++i) {
    const bool cut = i == c.s.end || t[i] == '|' || t[i] == '/' || t[i] == ',' || t[i] == ':' ||
                     t[i] == '\t' || (t[i] == ' ' && i + 1 < c.s.end && t[i + 1] == ' ');
    if (cut) {
      cells.push_back(squeeze(cell));
      cell.clear();
    } else {
      if (t[i] == '$') return {};  // prices, not a header
      cell += ascii_lower(t[i]);
    }
  }
  std::vector<std::string> roles;
  for (const auto& cell_text : cells) {
    // `Input (per 1M tokens)`: what the column is, before its unit.
    std::string x;
    int depth = 0;
    for (char ch : cell_text) {
      if (ch == '(') ++depth;
      if (depth == 0) x += ch;
      if (ch == ')' && depth > 0) --depth;
    }
    x = squeeze(x);
    if (x.empty()) continue;
    const Words w = split_words(x);
    if (w.words.empty() || w.words.size() > 3) continue;
    // The aside may say which input: `Input (cache hit)`, `Input (cache miss)`.
    const Words all = split_words(cell_text);
    std::string role;
    const auto has = [&](const char* word) {
      return std::find(all.words.begin(), all.words.end(), word) != all.words.end();
    };
    if ((has("cache") || has("cached")) && (has("write") || has("writes")))
      role = "cache write";
    else if ((has("cache") || has("cached")) && (has("miss") || has("misses")))
      role = "input";
    else if (has("cached") || has("cache") || has("hit") || has("read"))
      role = "cached input";
    else if (has("input") || has("prompt"))
      role = "input";
    else if (has("output") || has("completion"))
      role = "output";
    if (role.empty()) continue;
    roles.push_back(role);
    if (tiers) {
      std::string tier;
      for (const auto& [label, cues] : c.lex.tiers)
        if (tier.empty() && cues.any_in(all.words, 0, all.words.size())) tier = label;
      tiers->push_back(tier);
    }
  }
  return roles;
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
  if (pipes) {
    std::size_t first = b;
    while (first < e && (t[first] == ' ' || t[first] == '\t')) ++first;
    if (first < e && t[first] == '|') b = first + 1;
  }
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

/// The label a line gives its figures (`Parameters: 14B`, `| GPUs | 1920
/// H100-80G |`): the first cell, or the words before a colon. "" if none.
std::string line_label(const Context& c) {
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
  label = label_key(label);
  if (label.find_first_of("0123456789$") != std::string::npos) return "";
  if (split_words(label).words.size() > 5) return "";
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

/// What a figure reads as: a fact's claims text and field, or why not.
Reading classify(const Context& c, const ProseFigure& f, const std::optional<UnitPhrase>& unit,
                 const std::optional<ProseFigure>& next_figure) {
  Reading r;
  const std::string& t = c.p.clean;
  const std::string text = t.substr(f.begin, f.end - f.begin);
  auto ignore = [&](std::string reason, std::string detail) {
    r.reason = std::move(reason);
    r.detail = std::move(detail);
    return r;
  };
  // A fact worded around its figure: `cost $4.6M`, `on 2048 H800`.
  auto fact = [&](Field field, std::string claim, std::string why) {
    DraftFact d;
    d.claim = std::move(claim);
    d.field = field;
    d.why = std::move(why);
    d.hardware = r.hardware;
    d.bound = f.hedge != Hedge::none && f.hedge != Hedge::about;
    r.fact = d;
    return r;
  };
  // A figure and the unit words after it (`15T tokens`), which a bare
  // figure said of another model after it may take.
  auto unit_fact = [&](Field field, const std::string& figure, const std::string& tail,
                       std::string why) {
    fact(field, figure + tail, std::move(why));
    r.fact->figure = figure;
    r.fact->tail = tail;
    return r;
  };
  const std::size_t after = f.end;
  // The word the next figure starts at: cues after a figure are its own only up to there.
  const std::size_t next_word = next_figure ? c.word_at(next_figure->begin) : c.words.words.size();
  const std::string next_chars = t.substr(after, std::min<std::size_t>(12, t.size() - after));
  const std::string next_lower = to_lower(next_chars);
  // Multipliers: `10x cheaper`, `three times`, `5-fold`.
  if ((!next_chars.empty() && (next_chars[0] == 'x' || next_chars[0] == 'X') &&
       (next_chars.size() == 1 || !alnum(next_chars[1]))) ||
      next_chars.rfind("\xC3\x97", 0) == 0 || next_lower.rfind(" times", 0) == 0 ||
      next_lower.rfind("-fold", 0) == 0 || next_lower.rfind(" fold", 0) == 0) {
    // Quoted with its sign: `10x`, `3×`, `three times`.
    r.end = after + (next_chars[0] == 'x' || next_chars[0] == 'X' ? 1
                     : next_chars.rfind("\xC3\x97", 0) == 0       ? 2
                     : next_lower.rfind(" times", 0) == 0         ? 6
                                                                  : 5);
    return ignore("multiplier", "a multiplier");
  }
  // Money: a price per token or per GPU-hour, or a cost.
  const bool cents =
      !f.currency && (next_lower.rfind(" cents", 0) == 0 || next_lower.rfind(" cent ", 0) == 0);
  const auto postfix = f.currency || f.percent ? std::nullopt : postfix_currency(t, after);
  if (f.currency || cents || postfix) {
    ProseFigure money = f;
    double factor = 1;
    std::size_t from = after;
    if (cents) {
      money.currency = Currency::usd;
      factor = 0.01;
      from = after + (next_lower.rfind(" cents", 0) == 0 ? 6 : 5);
    }
    if (postfix) {
      money.currency = postfix->first;
      from = after + postfix->second;
      r.end = from;
    }
    {
      // `a blended $1.84 per 1M tokens`: a mix of prices, which the gold leaves out.
      const std::size_t at = c.word_at(f.begin);
      if (c.lex.cue("blended").any_in(c.words.words, at > 3 ? at - 3 : 0, at))
        return ignore("unsure", "a blended price of input and output, not one price");
    }
    auto per = price_per(c, from);
    std::string role_default, pair_role;
    if (!per && next_figure &&
        (next_figure->currency || to_lower(t.substr(next_figure->end, 6)).rfind(" cent", 0) == 0)) {
      // `$0.50 / $1.50 per million tokens`: the second's wording holds for
      // both; `$0.59 input and $0.79 output per million tokens`: each its role.
      std::string between =
          squeeze(t.substr(std::min(from, next_figure->begin),
                           next_figure->begin - std::min(from, next_figure->begin)));
      for (const char* w : {"input", "output", "prompt", "completion"}) {
        const std::string word(w);
        if (between.rfind(word, 0) == 0 &&
            (between.size() == word.size() || between[word.size()] == ' ' ||
             between[word.size()] == ',')) {
          pair_role = word == "prompt" ? "input" : word == "completion" ? "output" : word;
          between = squeeze(between.substr(word.size()));
        }
      }
      if (between == "/" || between == "and" || between == "," || between == "to") {
        std::size_t next_from = next_figure->end;
        const std::string nl = to_lower(t.substr(next_from, 7));
        if (!next_figure->currency) next_from += nl.rfind(" cents", 0) == 0 ? 6 : 5;
        per = price_per(c, next_from);
        if (per && per->role.empty() && between != "to") role_default = "input";
        if (per && between == "to") per.reset();  // a range is read as one figure
        if (!per) pair_role.clear();
      } else {
        pair_role.clear();
      }
    }
    if (f.begin > 0 && t[f.begin - 1] == '(' && !per) {
      // `$3.50 per 1M input tokens ($7 for prompts longer than 128K)`: a
      // tier or an alternative, unless the aside says it is the cached price.
      const std::size_t close = find_within(t, ')', from, c.s.end);
      const std::string inside =
          to_lower(t.substr(from, (close == std::string::npos ? c.s.end : close) - from));
      if (inside.find("cache") == std::string::npos)
        return ignore("unsure",
                      "a price in parentheses: a tier or an alternative to the price before");
    }
    if (per) r.end = per->end;
    if (!per) {
      // `$0.000125 per thousand characters`, `$0.04 per image`: priced per
      // something other than tokens.
      static const std::regex other(
          R"(^\s*(?:/|per|a|an|for each|for every)\s*(?:(?:1k|1m|one|a|1,000|)" +
              scale_alternation() +
              R"(|1|100)\s+)?(characters?|chars?|images?|pictures?|seconds?|minutes?|requests?|queries|query|calls?|searches|search|pages?|words?|videos?|audio|songs?|months?|years?|weeks?|seats?|users?|licen[cs]es?)\b)",
          std::regex::icase);
      const std::string rest =
          t.substr(from, std::min<std::size_t>(60, c.s.end - std::min(from, c.s.end)));
      if (std::regex_search(rest, other))
        return ignore("unsure", "a price per something other than tokens");
    }
    const bool own_wording = per.has_value();
    {
      // `$2.50 per million input tokens, down from $5.00 on gpt-4o-2024-05-13`.
      const std::size_t at = c.word_at(f.begin);
      const auto& ws = c.words.words;
      r.previous =
          (at >= 2 && ws[at - 1] == "from" &&
           (ws[at - 2] == "down" || ws[at - 2] == "up" || ws[at - 2] == "cut" ||
            ws[at - 2] == "reduced" || ws[at - 2] == "lowered" || ws[at - 2] == "raised")) ||
          (at >= 1 && (ws[at - 1] == "previously" || ws[at - 1] == "formerly"));
      if (r.previous && !own_wording && pair_role.empty() && !c.sentence_roles.empty())
        pair_role = c.sentence_roles.back();  // the role of the price it is compared with
    }
    // `valued at about $6 billion`: money in millions or billions, or near
    // words of funding, is no per-token price whatever the paragraph priced.
    const bool big = money.scaled && std::max(money.lo, money.hi) * factor >= 1e5;
    if (!per && c.default_per && !c.default_per->gpu_hour && !big &&
        !c.cue_near(c.lex.distractor("funding"), f.begin, 8, after, 4) &&
        !(c.default_from_heading && c.cue_near(c.lex.cue("cost"), f.begin, 8, after, 5)))
      per = c.default_per;
    if (per && per->gpu_hour)
      return fact(Field::gpu_price, "at " + figure_text(money, factor) + "/GPU-hour",
                  "money per GPU-hour");
    if (per) {
      const std::size_t until = next_figure ? next_figure->begin : c.s.end;
      std::string role = pair_role;
      if (role.empty()) role = role_after(c, own_wording ? per->end : from, until);
      if (role.empty()) role = own_wording ? per->role : "";
      if (role.empty()) role = role_before(c, f.begin);
      if (role.empty()) role = c.column_role;
      if (role.empty()) role = role_default;
      r.per = per;
      if (role == "cache write")
        return ignore("unsure", "a cache-write price, which the claims language does not hold");
      // `cost twice as much: $0.06 and $0.12`: bare prices after worded ones
      // take their roles in the order the sentence gave them.
      const bool cycled = role.empty() && !own_wording && c.sentence_roles.size() >= 2;
      if (cycled) role = c.sentence_roles[c.bare_prices++ % c.sentence_roles.size()];
      if (!cycled && !role.empty() && role != "cache write") {
        if (c.bare_prices > 0) c.sentence_roles.clear();
        c.bare_prices = 0;
        c.sentence_roles.push_back(role);
      }
      // Kept per 1K or per 1M as the prose has it; other counts per 1M.
      const double shown = per->per == 1e3 ? 1e3 : 1e6;
      const std::string price = figure_text(money, factor * shown / per->per);
      const std::string tail = std::string(shown == 1e3 ? " per 1K " : " per 1M ") +
                               (role.empty() ? "" : role + " ") + "tokens";
      const Field field = role == "output"         ? Field::price_output
                          : role == "cached input" ? Field::price_cached_input
                                                   : Field::price_input;
      std::string why =
          role.empty() ? "money per tokens (both prices)" : "money per " + role + " tokens";
      if (price == figure_text(f))
        unit_fact(field, price, tail, std::move(why));
      else
        fact(field, price + tail, std::move(why));
      r.fact->both_prices = role.empty();
      return r;
    }
    if (c.cue_near(c.lex.distractor("funding"), f.begin, 8, after, 4))
      return ignore("unsure", "money near a word of funding, revenue or investment, not a cost");
    // `output runs between 59 and 75 cents`: too little to be what a run cost.
    if (std::max(money.lo, money.hi) * factor < 100)
      return ignore("unsure", "money too small to be a run's cost, with no price wording");
    if (c.cue_near(c.lex.cue("cost"), f.begin, 8, after, 5))
      return fact(Field::cost, "cost " + figure_text(money, factor), "money near a word of cost");
    if (c.cue_near(c.lex.cue("training"), f.begin, 4, after, 0))
      return fact(Field::cost, "cost " + figure_text(money, factor),
                  "money a model was trained for");
    return ignore("unsure", "money with no price or cost wording");
  }
  if (f.percent) {
    if (c.cue_near(c.lex.cue("mfu"), f.begin, 7, after, 5))
      return fact(Field::mfu, "MFU " + figure_text(f),
                  "a percentage near 'MFU' or 'FLOPs utilization'");
    if (c.cue_near(c.lex.distractor("benchmark"), f.begin, 8, after, 6))
      return ignore("benchmark", "a benchmark score");
    if (c.cue_near(c.lex.distractor("multiplier"), f.begin, 6, after, 4))
      return ignore("multiplier", "a percentage of change");
    return ignore("unsure", "a percentage of something the claims language does not hold");
  }
  const bool training = c.training_label || c.in_sentence(c.lex.cue("training"));
  if (!unit && (f.scaled || f.words) && !f.range && std::max(f.lo, f.hi) >= 1e8) {
    // `of which 37B are activated`, `30 billion total and 3 billion
    // activated`, `nearly two trillion in total`: parameters by the words
    // after the figure, in a sentence about parameters or experts.
    const std::size_t a = c.word_at(after);
    const bool about_params = c.paragraph_params || c.in_sentence(c.lex.cue("parameters"));
    const auto& ws = c.words.words;
    // `uses 36B of its 132B parameters`, `activates 2.7 billion of its 14.3
    // billion`: the part is active, the whole the total.
    const bool part_of = a + 1 < ws.size() && ws[a] == "of" &&
                         (ws[a + 1] == "its" || ws[a + 1] == "the" || ws[a + 1] == "their");
    const std::size_t at = c.word_at(f.begin);
    const bool whole = at >= 2 && ws[at - 1] == "its" && ws[at - 2] == "of";
    const bool per_token =
        a + 1 < ws.size() &&
        ((ws[a] == "per" && ws[a + 1].rfind("token", 0) == 0) ||
         (a + 2 < ws.size() && ws[a] == "for" && (ws[a + 1] == "each" || ws[a + 1] == "every") &&
          ws[a + 2].rfind("token", 0) == 0));
    const std::size_t stop = next_figure ? std::max(a, c.word_at(next_figure->begin)) : ws.size();
    // A cue right before the next figure is that figure's: in `stores 671B and
    // activates 37B`, `activates` is the 37B's.
    const std::size_t own_stop = stop > a && stop < ws.size() && next_figure &&
                                         stop == c.word_at(next_figure->begin) &&
                                         c.lex.cue("active").match_at(ws, stop - 1) > 0
                                     ? stop - 1
                                     : stop;
    // The verb before a bare count says which it is: `activates 37B`, `fires
    // only 2.7B`, `stores 671B`, `holds 14.3B`.
    const bool active_verb = c.lex.cue("active-verbs").any_in(ws, at > 2 ? at - 2 : 0, at);
    const bool total_verb = c.lex.cue("total-verbs").any_in(ws, at > 2 ? at - 2 : 0, at);
    // `117B/5.1B`: the total, then the active count.
    const bool slash_first =
        next_figure && t.compare(after, 1, "/") == 0 && next_figure->begin == after + 1;
    const bool slash_second = f.begin > 0 && t[f.begin - 1] == '/' && f.begin >= 2 &&
                              std::isalnum(static_cast<unsigned char>(t[f.begin - 2]));
    const bool active = c.lex.cue("active").any_in(ws, a, std::min(a + 4, own_stop)) || part_of ||
                        per_token || active_verb || slash_second;
    const bool total = c.lex.cue("total").any_in(ws, a, std::min(a + 2, own_stop)) || whole ||
                       total_verb || slash_first;
    if (about_params && (active || total)) {
      r.family_size = true;
      r.size = f.lo;
      return active ? unit_fact(Field::active_params, figure_text(f), " active params",
                                "a count said to be activated, in a sentence about parameters")
                    : unit_fact(Field::params, figure_text(f), " params",
                                "a count said to be the total, in a sentence about parameters");
    }
  }
  if (!unit) {
    const std::size_t at = c.word_at(f.begin);
    if (at > 0 && (c.words.words[at - 1] == "pue" || (at > 1 && c.words.words[at - 2] == "pue"))) {
      if (c.in_sentence(c.lex.distractor("sector")))
        return ignore("cluster", "the PUE of a fleet of data centres, not of a run");
      return fact(Field::pue, "PUE " + figure_text(f), "a number after 'PUE'");
    }
    if (year_like(f, text)) return ignore("date", "a year");
    const std::string prev = at > 0 ? c.words.words[at - 1] : "";
    if (is_month_name(prev)) return ignore("date", "a date");
    if (f.words && !f.scaled) {
      r.silent = true;
      return r;
    }
    // `a 128K context`, `scores 85.2 on MMLU`: the words around say why.
    if (c.lex.distractor("context-window")
            .any_in(c.words.words, c.word_at(after), std::min(c.word_at(after) + 2, next_word)))
      return ignore("context-window",
                    "a context window, sequence length, vocabulary or output cap");
    if (c.cue_near(c.lex.distractor("benchmark"), f.begin, 4, after, 3))
      return ignore("benchmark", "a benchmark score");
    return ignore("unsure", "no unit the claims language knows after it");
  }
  const UnitPhrase& u = *unit;
  const std::size_t uend = u.end;
  const std::string fig = figure_text(f);
  // Cues after a figure are read up to the next figure: in `671B total
  // parameters, 37B active`, `active` is the 37B's.
  auto near_after = [&](const CueList& cues, std::size_t n) {
    const std::size_t a = c.word_at(uend);
    return cues.any_in(c.words.words, a, std::min(a + n, std::max(a, next_word)));
  };
  auto near_before = [&](const CueList& cues, std::size_t n) {
    const std::size_t at = c.word_at(f.begin);
    return cues.any_in(c.words.words, at > n ? at - n : 0, at);
  };
  std::size_t clause_words = 30;  // back to the clause's start
  for (std::size_t k = f.begin; k > c.s.begin; --k)
    if (t[k - 1] == ';') {
      clause_words = std::min<std::size_t>(30, c.word_at(f.begin) - c.word_at(k));
      break;
    }
  {
    // `Each trillion pre-training tokens took 180K GPU hours, or 3.7 days`:
    // a rate per some amount, not the run's figure.
    const std::size_t at = c.word_at(f.begin);
    const std::size_t from = at > clause_words ? at - clause_words : 0;
    const Field fl = u.meaning.field;
    const bool run_figure = fl == Field::gpu_hours || fl == Field::duration ||
                            fl == Field::energy || fl == Field::emissions || fl == Field::compute ||
                            fl == Field::gpus;
    for (std::size_t i = from; run_figure && i + 1 < at; ++i)
      if (c.lex.cue("rate").match_at(c.words.words, i) == 1 && is_scale_word(c.words.words[i + 1]))
        return ignore("unsure", "a figure per " + c.words.words[i + 1] + " of something, a rate");
  }
  {
    // `119K GPU hours for the context length extension and 5K GPU hours for
    // post-training`: a stage of the run, not the run.
    const Field fl = u.meaning.field;
    const std::size_t a = c.word_at(uend);
    if ((fl == Field::gpu_hours || fl == Field::energy || fl == Field::emissions ||
         fl == Field::duration || fl == Field::compute) &&
        a < c.words.words.size() && c.words.words[a] == "for" &&
        c.lex.distractor("later-stage").any_in(c.words.words, a + 1, std::min(a + 5, next_word)))
      return ignore("dataset-part",
                    "a figure of one stage of the run (context extension, post-training)");
  }
  {
    // `data centres ... used about 460 TWh in 2022`, `29.2 TWh a year`: a
    // sector's or a fleet's energy, not a run's or a query's.
    const Field fl = u.meaning.field;
    if ((fl == Field::energy || fl == Field::emissions || fl == Field::water_per_query) &&
        (near_before(c.lex.distractor("sector"), clause_words) ||
         near_after(c.lex.distractor("sector"), 3)))
      return ignore("cluster",
                    "the energy or emissions of a sector or of data centres, not of a run");
    // `230,768 requests used 914 kWh`: energy for many requests, not per request.
    // `a million prompts ... add up to 240 kWh, 30 kg of CO2e and 260 litres`.
    if (fl == Field::energy || fl == Field::emissions || fl == Field::water_per_query) {
      const std::size_t at = c.word_at(f.begin);
      for (std::size_t k = at; k-- > (at > clause_words ? at - clause_words : 0);) {
        const std::string& w = c.words.words[k];
        if (c.lex.cue("query").match_at(c.words.words, k) == 0) continue;
        const std::string before = k > 0 ? c.words.words[k - 1] : "";
        if (w.back() == 's' && !before.empty() &&
            (std::isdigit(static_cast<unsigned char>(before[0])) || is_scale_word(before)))
          return ignore("unsure", "a total for many requests together, not per request");
        break;
      }
    }
  }
  {
    // `916k GPU hours in total`, `In all, pretraining used 3.3M GPU hours`, in
    // a text of several models: a total over them, no one model's.
    const Field fl = u.meaning.field;
    const std::size_t a = c.word_at(uend);
    const auto& ws = c.words.words;
    const bool total_after =
        a < ws.size() &&
        (ws[a] == "total" || ws[a] == "combined" ||
         (a + 1 < ws.size() && ws[a] == "in" && (ws[a + 1] == "total" || ws[a + 1] == "all")));
    // `took a cumulative 7.7M GPU hours ...: 1.3M hours for the smaller model`:
    // back to the clause's start or a colon.
    std::size_t total_words = clause_words;
    for (std::size_t k = f.begin; k > c.s.begin; --k)
      if (t[k - 1] == ':' || t[k - 1] == ';') {
        total_words = std::min(total_words, c.word_at(f.begin) - c.word_at(k));
        break;
      }
    const bool total_before = near_before(c.lex.cue("total-before"), total_words);
    // `Pretraining the two took 7.7M GPU hours`: said of several at once.
    const bool several_before = near_before(c.lex.cue("several-before"), total_words);
    if ((fl == Field::gpu_hours || fl == Field::energy || fl == Field::emissions ||
         fl == Field::compute) &&
        (((total_after || total_before) && c.models_named >= 2) || several_before) &&
        // `All told, the 65B model used just over a million GPU hours`: one model's.
        !(c.first_name_at < f.begin))
      return ignore("unsure", "a total over the text's models, no one model's");
  }
  {
    // `a compute budget of 1.3M GPU hours`: a plan, not what the run used.
    const Field fl = u.meaning.field;
    if ((fl == Field::gpu_hours || fl == Field::compute || fl == Field::duration) &&
        near_before(c.lex.cue("budget"), 5))
      return ignore("unsure", "a budget or a plan, not what the run used");
  }
  {
    // `Over the five months of development, the team used 2,638 MWh`: more than the run.
    const Field fl = u.meaning.field;
    if ((fl == Field::energy || fl == Field::emissions || fl == Field::gpu_hours ||
         fl == Field::compute) &&
        near_before(c.lex.distractor("beyond-run"), clause_words))
      return ignore("unsure", "a figure of more than the run (development, experiments)");
  }
  // `114 joules per response`: per query by the words after the unit too.
  const std::size_t after_unit = c.word_at(uend);
  const bool per_query_after =
      after_unit + 1 < c.words.words.size() &&
      (c.words.words[after_unit] == "per" || c.words.words[after_unit] == "each" ||
       c.words.words[after_unit] == "a") &&
      c.lex.cue("query").match_at(c.words.words, after_unit + 1) > 0;
  const bool query = near_before(c.lex.cue("query"), clause_words) || per_query_after ||
                     u.claims.find(" per ") != std::string::npos ||
                     u.claims.find('/') != std::string::npos;
  // `57 grams of CO2eq per kilowatt-hour`: a figure per something else.
  {
    const std::string rest =
        to_lower(t.substr(uend, std::min<std::size_t>(12, c.s.end - std::min(uend, c.s.end))));
    const bool per_something =
        rest.rfind(" per ", 0) == 0 || rest.rfind("/", 0) == 0 || rest.rfind(" / ", 0) == 0;
    const Field fl = u.meaning.field;
    // `300 tokens per second to each user`, `380 tokens per second per GPU`:
    // a rate, per user or per GPU as the words after it say.
    if (fl == Field::tokens) {
      static const std::regex rate(
          R"(^\s*(?:per|a|/|each)\s*(?:second|sec|s)\b[\s,]*(?:(per|to each|for each|to every|for every|to a|for a|on each|on every|on a single|on one)\s+(user|stream|request|gpu|chip|accelerator|h100|a100))?)",
          std::regex::icase);
      const std::string longer =
          to_lower(t.substr(uend, std::min<std::size_t>(48, c.s.end - std::min(uend, c.s.end))));
      std::smatch m;
      if (std::regex_search(longer, m, rate)) {
        const std::string who = m[2].str();
        r.end = uend + static_cast<std::size_t>(m.length(0));
        if (who == "user" || who == "stream" || who == "request")
          return unit_fact(Field::user_rate, fig, " tokens/s per user",
                           "tokens per second to each user");
        if (!who.empty())
          return unit_fact(Field::throughput, fig, " tokens/s/GPU",
                           "tokens per second per accelerator");
        // Per user only where the prose says so: `Cerebras Inference delivers
        // 1,800 tokens per second for Llama 3.1 8B` may be a whole system's.
        const std::size_t at = c.word_at(f.begin);
        // `A single user's stream runs at 1,800 tokens per second`.
        if (c.lex.cue("per-user-words").any_in(c.words.words, at > 6 ? at - 6 : 0, at))
          return unit_fact(Field::user_rate, fig, " tokens/s per user",
                           "tokens per second of one user's stream");
        r.end = 0;
        return ignore("unsure", "tokens per second, not said per user or per GPU");
      }
    }
    // `12.9B parameters per token`, `for each token`: the active parameters.
    const bool per_token = rest.rfind(" per token", 0) == 0 ||
                           rest.rfind(" for each tok", 0) == 0 ||
                           rest.rfind(" for every t", 0) == 0 || rest.rfind("/token", 0) == 0;
    if ((fl == Field::params || fl == Field::active_params) && per_token) {
      r.family_size = true;
      r.size = f.lo;
      return unit_fact(Field::active_params, fig, " active params",
                       "a count of parameters per token: the active ones");
    }
    if (per_something && fl != Field::achieved_rate && fl != Field::claimed_peak &&
        fl != Field::throughput && fl != Field::user_rate && fl != Field::energy_per_query &&
        fl != Field::emissions_per_query && fl != Field::water_per_query &&
        fl != Field::tokens_per_query) {
      const std::size_t a = c.word_at(uend);
      const std::string what = a + 1 < c.words.words.size() ? c.words.words[a + 1] : "";
      const bool per_query_word = CueList{
          {{"query"},
           {"queries"},
           {"prompt"},
           {"prompts"},
           {"request"},
           {"requests"},
           {"response"},
           {"responses"}}}.any_in(c.words.words, a, a + 4);
      if (!per_query_word)
        return ignore("unsure", "a figure per " + (what.empty() ? std::string("something") : what) +
                                    ", not a total");
    }
  }
  // `one 400-token answer ... is 1.14 grams`: per a response of that length.
  std::string per_query = " per query";
  if (query) {
    static const std::regex sized_query(
        R"((\d[\d,]*)[- ]token (answer|response|reply|query|prompt|request|output)s?\b)",
        std::regex::icase);
    const std::size_t from = c.word_at(f.begin) > clause_words
                                 ? c.words.begins[c.word_at(f.begin) - clause_words]
                                 : c.s.begin;
    const std::string before = t.substr(from, f.begin - from);
    std::smatch m;
    if (std::regex_search(before, m, sized_query)) {
      std::string n = m[1].str();
      n.erase(std::remove(n.begin(), n.end(), ','), n.end());
      per_query = " per " + n + "-token response";
    }
  }
  switch (u.meaning.field) {
    case Field::params:
    case Field::active_params: {
      if (std::max(f.lo, f.hi) < 1e6)
        return ignore("unsure", "too few parameters to be a model's size");
      if (f.range && near_before(c.lex.cue("span"), 3))
        return ignore("unsure", "the span of a family's sizes, not one model's");
      const bool active = u.meaning.field == Field::active_params ||
                          near_after(c.lex.cue("active"), 3) || near_before(c.lex.cue("active"), 2);
      r.family_size = true;
      r.size = f.lo;
      return unit_fact(
          active ? Field::active_params : Field::params, fig, active ? " active params" : " params",
          active ? "a count of parameters, said to be active" : "a count of parameters");
    }
    case Field::tokens:
    case Field::tokens_per_query: {
      if (near_before(c.lex.distractor("context-window"), 5) ||
          near_after(c.lex.distractor("context-window"), 3) ||
          (f.hedge == Hedge::at_most && !training))
        return ignore("context-window",
                      "a context window, sequence length, vocabulary or output cap");
      if (u.meaning.field == Field::tokens_per_query)
        return unit_fact(Field::tokens_per_query, fig, " tokens per query", "tokens per query");
      if (near_after(c.lex.distractor("dataset-part"), 2) ||
          near_before(c.lex.distractor("dataset-part"), 2) || near_before(c.lex.cue("part-of"), 3))
        return ignore("dataset-part", "a part of the data set");
      if (near_before(c.lex.distractor("stage"), 2))
        return ignore("dataset-part", "tokens of a further stage, a part of the run");
      if (std::max(f.lo, f.hi) < 1e9)
        return ignore("unsure", "too few tokens to be a training set");
      return unit_fact(Field::tokens, fig, " tokens", "a count of tokens");
    }
    case Field::throughput:
      return unit_fact(Field::throughput, fig, " tokens/s/GPU", "tokens per second per GPU");
    case Field::user_rate:
      return unit_fact(Field::user_rate, fig, " tokens/s per user", "tokens per second per user");
    case Field::gpus: {
      const std::size_t a = c.word_at(uend);
      if (a < c.words.words.size() &&
          CueList{
              {{"weeks"}, {"week"}, {"days"}, {"day"}, {"months"}, {"month"}, {"years"}, {"year"}}}
                  .match_at(c.words.words, a) > 0 &&
          c.words.begins[a] <= uend + 1)
        return ignore("unsure", "GPU time in a unit the claims language does not hold (GPU-weeks)");
      // `Training ran on a cluster of 2,048 GPUs`: the run's cluster. A
      // `24K-GPU cluster`, or a cluster the sentence does not train on, is not.
      const std::size_t at = c.word_at(f.begin);
      const bool run_cluster = training && at >= 3 && c.words.words[at - 1] == "of" &&
                               c.words.words[at - 2] == "cluster" &&
                               (c.words.words[at - 3] == "a" || c.words.words[at - 3] == "one");
      if (!run_cluster && (c.lex.distractor("cluster").any_in(c.words.words, a, a + 2) ||
                           near_before(c.lex.distractor("cluster"), 3)))
        return ignore("cluster", "the size of a cluster, not of the run");
      if (near_before(c.lex.cue("per-node"), 3))
        return ignore("unsure", "accelerators per node or instance, not the run's count");
      if (!training) return ignore("unsure", "accelerators not tied to a training run");
      if (near_before(c.lex.distractor("deployment"), 8))
        return ignore("unsure", "accelerators for serving the model, not for its training run");
      if (!u.hardware.empty()) {
        r.hardware = u.hardware;
        if (const std::string v = memory_variant(c, u.hardware, uend); !v.empty()) r.hardware = v;
        return fact(Field::gpus, "on " + fig + " " + r.hardware,
                    "a count of accelerators in a sentence about training");
      }
      return unit_fact(Field::gpus, fig, " GPUs", "a count of GPUs in a sentence about training");
    }
    case Field::gpu_hours:
      if (!u.hardware.empty()) {
        r.hardware = u.hardware;
        return unit_fact(Field::gpu_hours, fig, " " + u.hardware + "-hours", "accelerator-hours");
      }
      return unit_fact(Field::gpu_hours, fig, " GPU-hours", "GPU-hours");
    case Field::duration: {
      if (!training) return ignore("unsure", "a duration not tied to a training run");
      const std::string l = to_lower(u.claims);
      if (l.find("day") == std::string::npos && l.find("week") == std::string::npos &&
          l.find("hour") == std::string::npos)
        return ignore("unsure", "a duration in units a run is not given in");
      // `one point three million hours for the smaller model`: no run lasts
      // a hundred thousand hours (11 years); hours of that size are GPU-hours.
      if (l.find("hour") != std::string::npos && f.lo >= 1e5)
        return unit_fact(Field::gpu_hours, fig, " GPU-hours",
                         "hours too many for a run's length: GPU-hours");
      return fact(Field::duration, "for " + fig + " " + u.claims,
                  "a duration in a sentence about training");
    }
    case Field::energy:
      if (query)
        return unit_fact(Field::energy_per_query, fig, " " + u.claims + per_query,
                         "energy said of a prompt or query");
      return fact(Field::energy, "energy " + fig + " " + u.claims, "energy");
    case Field::energy_per_query:
    case Field::emissions_per_query:
      return unit_fact(u.meaning.field, fig, " " + u.claims, "a figure per query");
    case Field::water_per_query:
      if (u.claims.find(" per ") != std::string::npos)
        return unit_fact(Field::water_per_query, fig, " " + u.claims, "water per query");
      if (query)
        return unit_fact(Field::water_per_query, fig, " " + u.claims + per_query,
                         "water said of a prompt or query");
      return ignore("unsure", "water not said per prompt or query");
    case Field::emissions:
      if (query)
        return unit_fact(Field::emissions_per_query, fig, " " + u.claims + per_query,
                         "emissions said of a prompt or query");
      return unit_fact(Field::emissions, fig, " " + u.claims, "emissions");
    case Field::compute:
      return unit_fact(Field::compute, fig, " " + u.claims, "a count of operations");
    case Field::claimed_peak:
      if (near_after(c.lex.cue("per_gpu"), 3))
        return unit_fact(Field::achieved_rate, fig, " " + u.claims + "/GPU",
                         "a rate per GPU: what the run achieved");
      return ignore("unsure", "a rate of operations, not said to be per GPU");
    case Field::achieved_rate:
      return unit_fact(Field::achieved_rate, fig, " " + u.claims,
                       "a rate per GPU: what the run achieved");
    case Field::epochs:
      if (!training) return ignore("unsure", "epochs not tied to a training run");
      return unit_fact(Field::epochs, fig, " epochs", "epochs");
    case Field::dataset_size:
      return ignore("dataset-part", "a size of data, which may be one part of the data set");
    default:
      return ignore("unsure", "a figure of a kind not drafted");
  }
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
  for (std::size_t i = 1; i < w.words.size() && i < 8; ++i) water = water || w.words[i] == "water";
  if (!water) return std::nullopt;
  UnitPhrase r;
  r.claims = w.words[0] == "ml" || w.words[0].rfind("milli", 0) == 0 ? "mL of water" : "L of water";
  r.meaning = UnitMeaning{Field::water_per_query, u->factor, ""};
  r.end = w.ends[0];
  return r;
}

}  // namespace claimcheck::extraction
