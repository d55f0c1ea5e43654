// What a price in prose is: the wording after money (`per million input
// tokens`, `/GPU-hour`), the role the words around it give it, a currency
// written after it, a price table's heading and columns, and money read as
// a price per token, per GPU-hour or a run's cost (read_money, for classify).
#include <algorithm>
#include <cctype>
#include <regex>
#include <set>

#include "extract/draft.h"
#include "extract/readings.h"
#include "text/ascii.h"
#include "vocab/scale_words.h"

namespace claimcheck::extraction {

/// `a thousand` -> `thousand`, `1 m` -> `m`, `1k` -> `k`.
static std::string last_word_of_scale(const std::string& scale) {
  const std::size_t space = scale.rfind(' ');
  std::string w = space == std::string::npos ? scale : scale.substr(space + 1);
  if (!w.empty() && w[0] == '1') w.erase(0, 1);
  return w;
}

std::optional<PricePer> price_per(const Context& c, std::size_t from) {
  const Lexicon& lex = c.lex;
  const std::size_t len = std::min<std::size_t>(c.s.end - std::min(from, c.s.end), 120);
  const std::string after = to_lower(c.p.clean.substr(from, len));
  // The expressions are built on first use from the lexicon, which is
  // always the built-in one.
  static const std::regex tokens(
      R"(^\s*(?:()" + lex.alternation("role-words") + R"()\s+)?(?:/|)" +
          lex.alternation("price-per-tokens") + R"()\s*(1\s*m\b|1m\b|(?:one |a )?(?:)" +
          scale_alternation() +
          R"()\b|1,000,000|mtok\b|m\b|1\s*k\b|1k\b|1,000|k\b|1\s*b\b)?\s*(?:()" +
          lex.alternation("price-cached-roles") + "|" + lex.alternation("price-miss-roles") + "|" +
          lex.alternation("role-words") + R"()\s+)?(tokens?\b|mtok\b)(?:\s+(?:)" +
          lex.alternation("price-role-of") + R"()\s+()" + lex.alternation("price-of-roles") + "))?",
      std::regex::optimize);
  static const std::regex bare(
      R"(^\s*(?:/|)" + lex.alternation("per") + R"()\s*(1m|1 m|m|mtok|)" + scale_alternation(1e6) +
          R"()\b(?!\s*(?:gpu|h\b|hour))(?:\s+(?:(?:)" + lex.alternation("price-role-for") +
          R"()\s+)?()" + lex.alternation("role-words") +
          "|(?:" + lex.alternation("role-input-short") + "|" +
          lex.alternation("role-output-short") + R"()(?=\s*(?:$|,|;|\.|\)|(?:)" +
          lex.alternation("role-short-ends-bare") + R"()\b)))\b)?)",
      std::regex::optimize);
  static const std::regex gpu_hour(R"(^\s*(?:/|)" + lex.alternation("price-per-hour") +
                                       R"()\s*(?:(?:)" + lex.alternation("accelerator-words") +
                                       R"(|[a-z]?\d{2,3}[a-z0-9]*)[- ]?)?(?:hour|hr|h)\b)",
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
    if (lex.words("input").count(role)) role = "input";
    if (lex.words("role-output-words").count(role)) role = "output";
    if (is_phrase(lex.cue("price-miss-roles"), role))
      role = "input";  // `per million cache-miss input tokens`
    else if (is_phrase(lex.cue("price-cached-roles"), role))
      role = "cached input";
    r.role = role;
    r.end = from + static_cast<std::size_t>(m.length(0));
    return r;
  }
  if (std::regex_search(after, m, bare)) {
    PricePer r;
    r.end = from + static_cast<std::size_t>(m.length(0));
    const std::string role = m[2].str();
    r.role =
        lex.words("input").count(role) || lex.words("role-input-short").count(role) ? "input"
        : lex.words("role-output-words").count(role) || lex.words("role-output-short").count(role)
            ? "output"
            : role;
    return r;
  }
  if (std::regex_search(after, m, gpu_hour)) {
    bool gpu_named = m.str(0).find_first_of("0123456789") != std::string::npos;
    for (const auto& w : lex.words("accelerator-words"))
      gpu_named = gpu_named || m.str(0).find(w) != std::string::npos;
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
  // `outputPrice: 2.5, // $2.50 per million tokens`: a key in camel case
  // is its words.
  std::vector<std::string> words;
  for (std::size_t i = from; i < at; ++i) {
    const std::size_t b = c.words.begins[i];
    for (auto& part : camel_parts(std::string_view(c.p.clean).substr(b, c.words.ends[i] - b)))
      words.push_back(std::move(part));
  }
  const Lexicon& lex = c.lex;
  const std::set<std::string>& cache_words = lex.words("cache-words");
  const std::set<std::string>& cache_labels = lex.words("cache-label-words");
  const std::set<std::string>& input_words = lex.words("input");
  for (std::size_t i = words.size(); i-- > 0;) {
    const std::string& w = words[i];
    const std::string before = i > 0 ? words[i - 1] : "";
    const bool cache = cache_words.count(before) > 0;
    if (lex.words("cache-write-words").count(w)) return cache ? "cache write" : "";
    if (lex.words("cache-hit-words").count(w)) return cache ? "cached input" : "";
    if (lex.words("cache-miss-words").count(w)) return cache ? "input" : "";
    if (cache_labels.count(w)) return "cached input";
    if (input_words.count(w) && cache_labels.count(before)) return "cached input";
    if (input_words.count(w)) return "input";
    if (lex.words("role-output-labels").count(w)) return "output";
  }
  return "";
}

/// The role wording after a price says (`1 yuan on a cache hit`, `... on a
/// cache miss`), up to the next figure.
std::string role_after(const Context& c, std::size_t from, std::size_t until) {
  const std::size_t a = c.word_at(from);
  const std::size_t b = std::min(c.word_at(until), a + 6);
  static const std::string none;
  const Lexicon& lex = c.lex;
  const std::set<std::string>& told_by = lex.words("price-told-by");
  const std::set<std::string>& cache_labels = lex.words("cache-label-words");
  const std::set<std::string>& short_input = lex.words("role-input-short");
  for (std::size_t i = a; i <= b && i < c.words.words.size(); ++i) {
    const std::string& w = c.words.words[i];
    const std::string& n = i + 1 < c.words.words.size() ? c.words.words[i + 1] : none;
    // Only `on a cache hit`, `for cache reads`: a label after a comma is the next price's.
    // `(cache hit)` right after the price's wording is told too.
    const bool aside = i == a && c.words.begins[i] > 0 && c.p.clean[c.words.begins[i] - 1] == '(';
    const bool told = aside || (i > 0 && told_by.count(c.words.words[i - 1])) ||
                      (i > 1 && lex.words("price-told-article").count(c.words.words[i - 1]) &&
                       told_by.count(c.words.words[i - 2]));
    // `when the prompt hits the cache`, `$0.60 when it misses`, `input
    // tokens that hit the context cache`.
    if (i > a && lex.words("price-role-clauses").count(c.words.words[a])) {
      if (lex.words("cache-hit-verbs").count(w)) return "cached input";
      if (lex.words("cache-miss-words").count(w)) return "input";
    }
    // `$0.15 in and $0.60 out`: `in` or `out` right after the price, ending
    // its phrase.
    const std::size_t first =
        a < c.words.words.size() && (c.words.words[a] == "cents" || c.words.words[a] == "cent")
            ? a + 1
            : a;
    if (i == first && (short_input.count(w) || lex.words("role-output-short").count(w))) {
      const std::size_t end = c.words.begins[i] + w.size();
      const char next = end < c.s.end ? c.p.clean[end] : '.';
      if (n.empty() || lex.words("role-short-ends").count(n) || next == ',' || next == ';' ||
          next == '.' || next == ')')
        return short_input.count(w) ? "input" : "output";
    }
    if (!told) continue;
    const bool cache = cache_labels.count(w) > 0;
    if (cache && lex.words("cache-input-words").count(n)) return "cached input";
    if (lex.words("role-words").count(w) &&
        find_within(c.p.clean, ',', from, c.words.begins[i]) == std::string::npos &&
        find_within(c.p.clean, ';', from, c.words.begins[i]) == std::string::npos)
      return lex.words("input").count(w) ? "input" : "output";
    if (cache && lex.words("cache-hit-words").count(n)) return "cached input";
    if (cache && lex.words("cache-miss-words").count(n)) return "input";
    if (cache && lex.words("cache-write-nouns").count(n)) return "cache write";
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

/// A sentence that says what prices are per (`Prices per million tokens
/// (MTok):`) with no price of its own.
std::optional<PricePer> price_heading(const Context& c) {
  bool priced = false;
  const CueList& heading = c.lex.cue("price-heading-words");
  const std::set<std::string>& roles = c.lex.words("role-words");
  for (std::size_t i = 0; i < c.words.words.size(); ++i)
    priced = priced || heading.match_at(c.words.words, i) > 0 ||
             (c.s.row && roles.count(c.words.words[i]));
  if (!priced) return std::nullopt;
  const std::string& t = c.p.clean;
  const std::set<std::string>& per_words = c.lex.words("per");
  for (std::size_t i = c.s.begin; i < c.s.end; ++i) {
    // A price is no heading; `$/1M tokens`, a unit, is one.
    if (t[i] == '$' && !(i + 1 < c.s.end && t[i + 1] == '/')) return std::nullopt;
    if (t.compare(i, 3, "\xE2\x82\xAC") == 0 && !(i + 3 < c.s.end && t[i + 3] == '/'))
      return std::nullopt;
    // `per ` or `/`, where a price's wording may start.
    bool per_word = false;
    for (const auto& w : per_words)
      per_word = per_word || (t.compare(i, w.size(), w) == 0 && i + w.size() < t.size() &&
                              t[i + w.size()] == ' ');
    if (!per_word && t[i] != '/') continue;
    if (i > c.s.begin && alnum(t[i - 1])) continue;
    if (auto per = price_per(c, i); per && !per->gpu_hour && per->per > 1) return per;
  }
  return std::nullopt;
}

/// The tier (rules/wordings.toml `tiers`) that words [begin, end) of the
/// sentence say, or "": `batch` in `Batch input`, `off-peak` in `at the
/// off-peak rate`. A `batch size` is no tier.
std::string tier_in(const Context& c, std::size_t begin, std::size_t end) {
  const auto& w = c.words.words;
  end = std::min(end, w.size());
  for (std::size_t i = begin; i < end; ++i)
    for (const auto& [label, cues] : c.lex.tiers)
      if (const std::size_t n = cues.match_at(w, i); n > 0) {
        const std::string next = i + n < w.size() ? w[i + n] : "";
        if (c.lex.words("tier-not-before").count(next)) continue;
        return label;
      }
  return "";
}

/// A price column's role from its header cell (lower case): `Input (per 1M
/// tokens)` is input, `Input (cache hit)` cached input, `Output` output; ""
/// for a cell of no price role. `tier` gets the tier the cell names.
std::string cell_role(const std::string& cell_text, const Lexicon& lex, std::string* tier) {
  // `Input (per 1M tokens)`: what the column is, before its unit.
  std::string x;
  int depth = 0;
  for (char ch : cell_text) {
    if (ch == '(') ++depth;
    if (depth == 0) x += ch;
    if (ch == ')' && depth > 0) --depth;
  }
  x = squeeze(x);
  if (x.empty()) return "";
  Words w = split_words(x);
  // `Prompt cost per 1M tokens`: what the column is, before what it is per.
  for (std::size_t k = 1; k < w.words.size(); ++k)
    if (lex.words("per").count(w.words[k])) {
      w.words.resize(k);
      break;
    }
  if (w.words.empty() || w.words.size() > 3) return "";
  // The aside may say which input: `Input (cache hit)`, `Input (cache miss)`.
  const Words all = split_words(cell_text);
  const auto has = [&](const std::string& list) {
    const std::set<std::string>& words = lex.words(list);
    return std::any_of(all.words.begin(), all.words.end(),
                       [&](const std::string& word) { return words.count(word) > 0; });
  };
  std::string role;
  if (has("cache-label-words") && has("cache-write-nouns"))
    role = "cache write";
  else if (has("cache-label-words") && has("cache-miss-words"))
    role = "input";
  else if (has("cached-column-words"))
    role = "cached input";
  else if (has("input"))
    role = "input";
  else if (has("role-output-words"))
    role = "output";
  if (!role.empty() && tier) {
    tier->clear();
    for (const auto& [label, cues] : lex.tiers)
      if (tier->empty() && cues.any_in(all.words, 0, all.words.size())) *tier = label;
  }
  return role;
}

/// The roles of a price table's columns, from a header (`Model  Input
/// Cached input  Output`) or a heading (`input / output`).
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
      if (t[i] == '$' && !(i + 1 < c.s.end && t[i + 1] == '/')) return {};  // prices, not a header
      cell += ascii_lower(t[i]);
    }
  }
  std::vector<std::string> roles;
  for (const auto& cell_text : cells) {
    std::string tier;
    std::string role = cell_role(cell_text, c.lex, &tier);
    if (role.empty()) continue;
    roles.push_back(std::move(role));
    if (tiers) tiers->push_back(tier);
  }
  return roles;
}

// --- money, as classify reads it -------------------------------------------------------

namespace {

/// Money as classify reads it: the figure in its currency, what its wording
/// says it is per, and the role a pair of prices gives it.
struct Money {
  ProseFigure figure;    ///< the figure, in the currency written after it or in dollars for cents
  double factor = 1;     ///< 0.01 for cents
  std::size_t from = 0;  ///< where the wording after the money starts
  std::optional<PricePer> per;
  std::string role_default, pair_role;
  bool own_wording = false;  ///< the price has a `per ...` wording of its own
};

/// The money a figure is, in cents or in a currency written after it (then
/// read with it); its wording starts past them.
Money money_of(Draft& d, bool cents, const std::optional<std::pair<Currency, std::size_t>>& postfix,
               const std::string& next_lower) {
  const std::size_t after = d.f.end;
  Money m;
  m.figure = d.f;
  m.from = after;
  if (cents) {
    m.figure.currency = Currency::usd;
    m.factor = 0.01;
    m.from = after + (next_lower.rfind(" cents", 0) == 0 ? 6 : 5);
  }
  if (postfix) {
    m.figure.currency = postfix->first;
    m.from = after + postfix->second;
    d.r.end = m.from;
  }
  return m;
}

/// A price with no wording of its own right before another price: the
/// other's wording, and a role for each.
void read_price_pair(const Draft& d, Money& m) {
  const Context& c = d.c;
  const std::string& t = c.p.clean;
  if (m.per || !d.next_figure) return;
  const ProseFigure& next = *d.next_figure;
  if (!next.currency && to_lower(t.substr(next.end, 6)).rfind(" cent", 0) != 0) return;
  // `$0.50 / $1.50 per million tokens`: the second's wording holds for
  // both; `$0.59 input and $0.79 output per million tokens`: each its role.
  const std::size_t from = std::min(m.from, next.begin);
  std::string between = squeeze(t.substr(from, next.begin - from));
  // The role words in the lexicon's order, each read off the start in turn.
  for (const auto& phrase : c.lex.cue("role-words").phrases) {
    const std::string& word = phrase[0];
    if (between.rfind(word, 0) == 0 &&
        (between.size() == word.size() || between[word.size()] == ' ' ||
         between[word.size()] == ',')) {
      m.pair_role = c.lex.words("input").count(word)               ? "input"
                    : c.lex.words("role-output-words").count(word) ? "output"
                                                                   : word;
      between = squeeze(between.substr(word.size()));
    }
  }
  const bool range = c.lex.words("range-words").count(between) > 0;
  if (between == "/" || between == "," || c.lex.words("price-pair-joins").count(between) || range) {
    std::size_t next_from = next.end;
    const std::string nl = to_lower(t.substr(next_from, 7));
    if (!next.currency) next_from += nl.rfind(" cents", 0) == 0 ? 6 : 5;
    m.per = price_per(c, next_from);
    if (m.per && m.per->role.empty() && !range) m.role_default = "input";
    if (m.per && range) m.per.reset();  // a range is read as one figure
    if (!m.per) m.pair_role.clear();
  } else {
    m.pair_role.clear();
  }
}

/// Why a price with no wording is no price per token: in parentheses after
/// another, or per something else; nullopt if neither.
std::optional<Reading> unworded_price(Draft& d, const Money& m) {
  const Context& c = d.c;
  const std::string& t = c.p.clean;
  const std::size_t from = m.from;
  if (d.f.begin > 0 && t[d.f.begin - 1] == '(') {
    // `$3.50 per 1M input tokens ($7 for prompts longer than 128K)`: a
    // tier or an alternative, unless the aside says it is the cached price.
    const std::size_t close = find_within(t, ')', from, c.s.end);
    const std::string inside =
        to_lower(t.substr(from, (close == std::string::npos ? c.s.end : close) - from));
    bool cached = false;
    for (const auto& w : c.lex.words("cached-aside"))
      cached = cached || inside.find(w) != std::string::npos;
    if (!cached)
      return d.ignore("unsure",
                      "a price in parentheses: a tier or an alternative to the price before");
  }
  // `$0.000125 per thousand characters`, `$0.04 per image`: priced per
  // something other than tokens.
  // Built on first use from the lexicon, which is always the built-in one.
  static const std::regex other(R"(^\s*(?:/|)" + c.lex.alternation("per-other-leads") +
                                    R"()\s*(?:(?:1k|1m|one|a|1,000|)" + scale_alternation() +
                                    R"(|1|100)\s+)?()" + c.lex.alternation("per-other") + R"()\b)",
                                std::regex::icase);
  const std::string rest =
      t.substr(from, std::min<std::size_t>(60, c.s.end - std::min(from, c.s.end)));
  if (std::regex_search(rest, other))
    return d.ignore("unsure", "a price per something other than tokens");
  return std::nullopt;
}

/// `$2.50 per million input tokens, down from $5.00 on gpt-4o-2024-05-13`:
/// an earlier price, in the role of the price it is compared with.
void read_previous_price(Draft& d, Money& m) {
  const Context& c = d.c;
  const std::size_t at = c.word_at(d.f.begin);
  const auto& ws = c.words.words;
  d.r.previous = (at >= 2 && c.lex.cue("changed-from").match_at(ws, at - 2) == 2) ||
                 (at >= 1 && c.lex.words("formerly").count(ws[at - 1]));
  if (d.r.previous && !m.own_wording && m.pair_role.empty() && !c.sentence_roles.empty())
    m.pair_role = c.sentence_roles.back();  // the role of the price it is compared with
}

/// A price with no wording of its own is per what the text's heading or the
/// sentence's last price is per.
void take_default_per(const Draft& d, Money& m) {
  const Context& c = d.c;
  const std::size_t after = d.f.end;
  // `valued at about $6 billion`: money in millions or billions, or near
  // words of funding, is no per-token price whatever the paragraph priced.
  const bool big = m.figure.scaled && std::max(m.figure.lo, m.figure.hi) * m.factor >= 1e5;
  if (!m.per && c.default_per && !c.default_per->gpu_hour && !big &&
      !c.cue_near(c.lex.distractor("funding"), d.f.begin, 8, after, 4) &&
      !(c.default_from_heading && c.cue_near(c.lex.cue("cost"), d.f.begin, 8, after, 5)))
    m.per = c.default_per;
}

/// A price's role: the pair's, its wording's, a label's before it, its
/// column's, or the pair's default; "" if none says.
std::string price_role(const Draft& d, const Money& m) {
  const Context& c = d.c;
  const std::size_t until = d.next_figure ? d.next_figure->begin : c.s.end;
  std::string role = m.pair_role;
  if (role.empty()) role = role_after(c, m.own_wording ? m.per->end : m.from, until);
  if (role.empty()) role = m.own_wording ? m.per->role : "";
  if (role.empty()) role = role_before(c, d.f.begin);
  if (role.empty()) role = c.column_role;
  if (role.empty()) role = m.role_default;
  return role;
}

/// A price per token, in its role, per 1K or per 1M tokens.
Reading read_token_price(Draft& d, const Money& m) {
  const Context& c = d.c;
  std::string role = price_role(d, m);
  d.r.per = m.per;
  if (role == "cache write")
    return d.ignore("unsure", "a cache-write price, which the claims language does not hold");
  // `cost twice as much: $0.06 and $0.12`: bare prices after worded ones
  // take their roles in the order the sentence gave them.
  const bool cycled = role.empty() && !m.own_wording && c.sentence_roles.size() >= 2;
  if (cycled) role = c.sentence_roles[c.bare_prices++ % c.sentence_roles.size()];
  if (!cycled && !role.empty() && role != "cache write") {
    if (c.bare_prices > 0) c.sentence_roles.clear();
    c.bare_prices = 0;
    c.sentence_roles.push_back(role);
  }
  // Kept per 1K or per 1M as the prose has it; other counts per 1M.
  const double shown = m.per->per == 1e3 ? 1e3 : 1e6;
  const std::string price = figure_text(m.figure, m.factor * shown / m.per->per);
  const std::string tail = std::string(shown == 1e3 ? " per 1K " : " per 1M ") +
                           (role.empty() ? "" : role + " ") + "tokens";
  const Field field = role == "output"         ? Field::price_output
                      : role == "cached input" ? Field::price_cached_input
                                               : Field::price_input;
  std::string why =
      role.empty() ? "money per tokens (both prices)" : "money per " + role + " tokens";
  if (price == figure_text(d.f))
    d.unit_fact(field, price, tail, std::move(why));
  else
    d.fact(field, price + tail, std::move(why));
  d.r.fact->both_prices = role.empty();
  return d.r;
}

/// Money with no price wording: a cost by the words near it, or why not.
Reading read_cost(Draft& d, const Money& m) {
  const Context& c = d.c;
  const std::size_t after = d.f.end;
  if (c.cue_near(c.lex.distractor("funding"), d.f.begin, 8, after, 4))
    return d.ignore("unsure", "money near a word of funding, revenue or investment, not a cost");
  // `output runs between 59 and 75 cents`: too little to be what a run cost.
  if (std::max(m.figure.lo, m.figure.hi) * m.factor < 100)
    return d.ignore("unsure", "money too small to be a run's cost, with no price wording");
  if (c.cue_near(c.lex.cue("cost"), d.f.begin, 8, after, 5))
    return d.fact(Field::cost, "cost " + figure_text(m.figure, m.factor),
                  "money near a word of cost");
  if (c.cue_near(c.lex.cue("training"), d.f.begin, 4, after, 0))
    return d.fact(Field::cost, "cost " + figure_text(m.figure, m.factor),
                  "money a model was trained for");
  // `Estimated training time on 12 x H800 machines takes no more than 6
  // hours --- around $1000`: the sum after a training run's time or
  // machines, in a sentence about no cluster.
  const std::size_t at = c.word_at(d.f.begin);
  if (c.in_sentence(c.lex.cue("training")) && c.lex.cue("run-words").any_in(c.words.words, 0, at) &&
      !c.in_sentence(c.lex.distractor("cluster")) && !(d.next_figure && d.next_figure->currency))
    return d.fact(Field::cost, "cost " + figure_text(m.figure, m.factor),
                  "money in a sentence about training");
  return d.ignore("unsure", "money with no price or cost wording");
}

}  // namespace

std::optional<Reading> read_money(Draft& d) {
  const Context& c = d.c;
  const ProseFigure& f = d.f;
  const std::string& t = c.p.clean;
  const std::size_t after = f.end;
  const std::string next_lower =
      to_lower(t.substr(after, std::min<std::size_t>(12, t.size() - after)));
  const bool cents =
      !f.currency && (next_lower.rfind(" cents", 0) == 0 || next_lower.rfind(" cent ", 0) == 0);
  const auto postfix = f.currency || f.percent ? std::nullopt : postfix_currency(t, after);
  if (!f.currency && !cents && !postfix) return std::nullopt;
  Money m = money_of(d, cents, postfix, next_lower);
  {
    // `a blended $1.84 per 1M tokens`: a mix of prices, which the gold leaves out.
    const std::size_t at = c.word_at(f.begin);
    if (c.lex.cue("blended").any_in(c.words.words, at > 3 ? at - 3 : 0, at))
      return d.ignore("unsure", "a blended price of input and output, not one price");
    if (c.lex.cue("default-price").any_in(c.words.words, at > 4 ? at - 4 : 0, at))
      return d.ignore("unsure", "a default price for what is not listed, no offer's price");
  }
  m.per = price_per(c, m.from);
  read_price_pair(d, m);
  if (m.per)
    d.r.end = m.per->end;
  else if (auto r = unworded_price(d, m))
    return r;
  m.own_wording = m.per.has_value();
  read_previous_price(d, m);
  take_default_per(d, m);
  if (m.per && m.per->gpu_hour)
    return d.fact(Field::gpu_price, "at " + figure_text(m.figure, m.factor) + "/GPU-hour",
                  "money per GPU-hour");
  if (m.per) return read_token_price(d, m);
  return read_cost(d, m);
}

}  // namespace claimcheck::extraction
