// What a figure with a unit reads as (for classify): left out by the words
// around it (a rate per some amount, a stage of the run, a sector's energy,
// a total over several models, a budget, a figure per something else) or
// read by its unit's field (parameters, tokens, accelerators, GPU-hours, a
// run's length, energy, emissions and water, per query where said so).
#include <algorithm>
#include <cctype>
#include <regex>

#include "extract/draft.h"
#include "extract/readings.h"
#include "text/ascii.h"
#include "vocab/scale_words.h"

namespace claimcheck::extraction {

namespace {

/// A figure with a unit, and what the words around it say of it.
struct Unit {
  const UnitPhrase& u;
  std::string fig;                       ///< the figure as the claims text writes it
  std::size_t clause_words = 30;         ///< words back to the clause's start, at most 30
  bool training = false;                 ///< the line's label or the sentence speaks of training
  bool query = false;                    ///< said of a prompt or query
  std::string per_query = " per query";  ///< or per a response of the length it says
};

/// Cue words within `n` words after the unit. Cues after a figure are read
/// up to the next figure: in `671B total parameters, 37B active`, `active`
/// is the 37B's.
bool near_after(const Draft& d, const Unit& x, const CueList& cues, std::size_t n) {
  const std::size_t a = d.c.word_at(x.u.end);
  return cues.any_in(d.c.words.words, a, std::min(a + n, std::max(a, d.next_word)));
}

/// Cue words within `n` words before the figure.
bool near_before(const Draft& d, const CueList& cues, std::size_t n) {
  const std::size_t at = d.c.word_at(d.f.begin);
  return cues.any_in(d.c.words.words, at > n ? at - n : 0, at);
}

/// The words back to the figure's clause's start (a `;`), at most 30.
std::size_t clause_words_of(const Draft& d) {
  const Context& c = d.c;
  for (std::size_t k = d.f.begin; k > c.s.begin; --k)
    if (c.p.clean[k - 1] == ';')
      return std::min<std::size_t>(30, c.word_at(d.f.begin) - c.word_at(k));
  return 30;
}

/// The sentence's text after the unit, `n` bytes at most, in lower case.
std::string after_unit(const Draft& d, const Unit& x, std::size_t n) {
  const std::size_t uend = x.u.end;
  const Context& c = d.c;
  return to_lower(
      c.p.clean.substr(uend, std::min<std::size_t>(n, c.s.end - std::min(uend, c.s.end))));
}

/// A figure per some amount, or of one stage of the run: not the run's.
std::optional<Reading> rate_or_stage(Draft& d, const Unit& x) {
  const Context& c = d.c;
  const Field fl = x.u.meaning.field;
  {
    // `Each trillion pre-training tokens took 180K GPU hours, or 3.7 days`:
    // a rate per some amount, not the run's figure.
    const std::size_t at = c.word_at(d.f.begin);
    const std::size_t from = at > x.clause_words ? at - x.clause_words : 0;
    const bool run_figure = fl == Field::gpu_hours || fl == Field::duration ||
                            fl == Field::energy || fl == Field::emissions || fl == Field::compute ||
                            fl == Field::gpus;
    for (std::size_t i = from; run_figure && i + 1 < at; ++i)
      if (c.lex.cue("rate").match_at(c.words.words, i) == 1 && is_scale_word(c.words.words[i + 1]))
        return d.ignore("unsure", "a figure per " + c.words.words[i + 1] + " of something, a rate");
  }
  // `119K GPU hours for the context length extension and 5K GPU hours for
  // post-training`: a stage of the run, not the run.
  const std::size_t a = c.word_at(x.u.end);
  if ((fl == Field::gpu_hours || fl == Field::energy || fl == Field::emissions ||
       fl == Field::duration || fl == Field::compute) &&
      a < c.words.words.size() && c.lex.words("said-for").count(c.words.words[a]) &&
      c.lex.distractor("later-stage").any_in(c.words.words, a + 1, std::min(a + 5, d.next_word)))
    return d.ignore("dataset-part",
                    "a figure of one stage of the run (context extension, post-training)");
  return std::nullopt;
}

/// Energy, emissions or water of a sector, or of many requests together:
/// not a run's nor a query's.
std::optional<Reading> sector_or_many(Draft& d, const Unit& x) {
  const Context& c = d.c;
  const Field fl = x.u.meaning.field;
  if (fl != Field::energy && fl != Field::emissions && fl != Field::water_per_query)
    return std::nullopt;
  // `data centres ... used about 460 TWh in 2022`, `29.2 TWh a year`: a
  // sector's or a fleet's energy, not a run's or a query's.
  if (near_before(d, c.lex.distractor("sector"), x.clause_words) ||
      near_after(d, x, c.lex.distractor("sector"), 3))
    return d.ignore("cluster",
                    "the energy or emissions of a sector or of data centres, not of a run");
  // `230,768 requests used 914 kWh`: energy for many requests, not per request.
  // `a million prompts ... add up to 240 kWh, 30 kg of CO2e and 260 litres`.
  const std::size_t at = c.word_at(d.f.begin);
  for (std::size_t k = at; k-- > (at > x.clause_words ? at - x.clause_words : 0);) {
    const std::string& w = c.words.words[k];
    if (c.lex.cue("query").match_at(c.words.words, k) == 0) continue;
    const std::string before = k > 0 ? c.words.words[k - 1] : "";
    if (w.back() == 's' && !before.empty() &&
        (std::isdigit(static_cast<unsigned char>(before[0])) || is_scale_word(before)))
      return d.ignore("unsure", "a total for many requests together, not per request");
    break;
  }
  return std::nullopt;
}

/// `916k GPU hours in total`, `In all, pretraining used 3.3M GPU hours`, in
/// a text of several models: a total over them, no one model's.
std::optional<Reading> total_over_models(Draft& d, const Unit& x) {
  const Context& c = d.c;
  const ProseFigure& f = d.f;
  const std::string& t = c.p.clean;
  const Field fl = x.u.meaning.field;
  const std::size_t a = c.word_at(x.u.end);
  const auto& ws = c.words.words;
  const bool total_after = a < ws.size() && c.lex.cue("total-after").match_at(ws, a) > 0;
  // `took a cumulative 7.7M GPU hours ...: 1.3M hours for the smaller model`:
  // back to the clause's start or a colon.
  std::size_t total_words = x.clause_words;
  for (std::size_t k = f.begin; k > c.s.begin; --k)
    if (t[k - 1] == ':' || t[k - 1] == ';') {
      total_words = std::min(total_words, c.word_at(f.begin) - c.word_at(k));
      break;
    }
  const bool total_before = near_before(d, c.lex.cue("total-before"), total_words);
  // `Pretraining the two took 7.7M GPU hours`: said of several at once.
  const bool several_before = near_before(d, c.lex.cue("several-before"), total_words);
  if ((fl == Field::gpu_hours || fl == Field::energy || fl == Field::emissions ||
       fl == Field::compute) &&
      (((total_after || total_before) && c.models_named >= 2) || several_before) &&
      // `All told, the 65B model used just over a million GPU hours`: one model's.
      !(c.first_name_at < f.begin))
    return d.ignore("unsure", "a total over the text's models, no one model's");
  return std::nullopt;
}

/// A budget, or a figure of more than the run: not what the run used.
std::optional<Reading> budget_or_beyond_run(Draft& d, const Unit& x) {
  const Context& c = d.c;
  const Field fl = x.u.meaning.field;
  // `a compute budget of 1.3M GPU hours`: a plan, not what the run used.
  if ((fl == Field::gpu_hours || fl == Field::compute || fl == Field::duration) &&
      near_before(d, c.lex.cue("budget"), 5))
    return d.ignore("unsure", "a budget or a plan, not what the run used");
  // `Over the five months of development, the team used 2,638 MWh`: more than the run.
  if ((fl == Field::energy || fl == Field::emissions || fl == Field::gpu_hours ||
       fl == Field::compute) &&
      near_before(d, c.lex.distractor("beyond-run"), x.clause_words))
    return d.ignore("unsure", "a figure of more than the run (development, experiments)");
  return std::nullopt;
}

/// Whether the figure is said of a prompt or query, before it or after its
/// unit, or its unit is per something.
bool said_per_query(const Draft& d, const Unit& x) {
  const Context& c = d.c;
  // `114 joules per response`: per query by the words after the unit too.
  // `over 33 Wh for a long prompt`: `for`, then `a`, and one word between.
  std::size_t k = c.word_at(x.u.end);
  const auto& w = c.words.words;
  if (k < w.size() && c.lex.words("query-for").count(w[k])) ++k;
  bool per_query_after = false;
  if (k < w.size() && c.lex.words("query-per").count(w[k]))
    for (std::size_t j = k + 1; j < w.size() && j <= k + 2 && !per_query_after; ++j)
      per_query_after = c.lex.cue("query").match_at(w, j) > 0;
  // `| Avg. GPU energy per inference (J) |`: per query by its label or header.
  const bool label_query = c.lex.words("per-query-words").count(c.label_per) > 0;
  return near_before(d, c.lex.cue("query"), x.clause_words) || per_query_after || label_query ||
         x.u.claims.find(" per ") != std::string::npos || x.u.claims.find('/') != std::string::npos;
}

/// Tokens per second: per user or per GPU as the words after them say, or
/// why not; nullopt if the tokens are no rate.
std::optional<Reading> read_rate_per_second(Draft& d, const Unit& x) {
  const Context& c = d.c;
  if (x.u.meaning.field != Field::tokens) return std::nullopt;
  // `300 tokens per second to each user`, `380 tokens per second per GPU`:
  // a rate, per user or per GPU as the words after it say.
  // Built on first use from the lexicon, which is always the built-in one.
  static const std::regex rate(
      R"(^\s*(?:/|)" + c.lex.alternation("rate-per-second") +
          R"()\s*(?:second|sec|s)\b[\s,]*(?:()" + c.lex.alternation("rate-leads") + R"()\s+()" +
          c.lex.alternation("rate-users") + "|" + c.lex.alternation("rate-accelerators") + "))?",
      std::regex::icase);
  const std::string longer = after_unit(d, x, 48);
  std::smatch m;
  if (!std::regex_search(longer, m, rate)) return std::nullopt;
  const std::string who = m[2].str();
  d.r.end = x.u.end + static_cast<std::size_t>(m.length(0));
  if (c.lex.words("rate-users").count(who))
    return d.unit_fact(Field::user_rate, x.fig, " tokens/s per user",
                       "tokens per second to each user");
  if (!who.empty())
    return d.unit_fact(Field::throughput, x.fig, " tokens/s/GPU",
                       "tokens per second per accelerator");
  // Per user only where the prose says so: `Cerebras Inference delivers
  // 1,800 tokens per second for Llama 3.1 8B` may be a whole system's.
  const std::size_t at = c.word_at(d.f.begin);
  // `A single user's stream runs at 1,800 tokens per second`.
  if (c.lex.cue("per-user-words").any_in(c.words.words, at > 6 ? at - 6 : 0, at))
    return d.unit_fact(Field::user_rate, x.fig, " tokens/s per user",
                       "tokens per second of one user's stream");
  d.r.end = 0;
  return d.ignore("unsure", "tokens per second, not said per user or per GPU");
}

/// `12.9B parameters per token`, `for each token`: the active parameters;
/// nullopt if not so worded.
std::optional<Reading> read_per_token_params(Draft& d, const Unit& x) {
  const Field fl = x.u.meaning.field;
  const std::string rest = after_unit(d, x, 12);
  // Built on first use from the lexicon, which is always the built-in one.
  static const std::regex per_token_words("^ (?:" + d.c.lex.alternation("per-token-after-unit") +
                                          ")");
  const bool per_token = std::regex_search(rest, per_token_words) || rest.rfind("/token", 0) == 0;
  if ((fl != Field::params && fl != Field::active_params) || !per_token) return std::nullopt;
  d.r.family_size = true;
  d.r.size = d.f.lo;
  return d.unit_fact(Field::active_params, x.fig, " active params",
                     "a count of parameters per token: the active ones");
}

/// `57 grams of CO2eq per kilowatt-hour`: a figure per something else than
/// a query, of a field not per something; nullopt if not.
std::optional<Reading> per_something_else(Draft& d, const Unit& x) {
  const Context& c = d.c;
  const Field fl = x.u.meaning.field;
  const std::string rest = after_unit(d, x, 12);
  bool per_something = rest.rfind("/", 0) == 0 || rest.rfind(" / ", 0) == 0;
  // `15B / 309B`: a slash before another count of parameters pairs the
  // two, an active part and a total.
  if ((fl == Field::params || fl == Field::active_params) && d.next_figure &&
      joined_by_slash(c.p.clean, x.u.end, d.next_figure->begin))
    per_something = false;
  for (const auto& w : c.lex.words("per"))
    per_something = per_something || rest.rfind(" " + w + " ", 0) == 0;
  // `| Energy/token @ BS 128 | 0.209 J |`: the line's label says per what.
  const bool label_per = !per_something && !c.label_per.empty() &&
                         !c.lex.words("per-query-words").count(c.label_per) &&
                         (fl == Field::energy || fl == Field::emissions);
  if (label_per)
    return d.ignore("unsure", "a figure per " + c.label_per + " (its line's label), not a total");
  if (!per_something || fl == Field::achieved_rate || fl == Field::claimed_peak ||
      fl == Field::throughput || fl == Field::user_rate || fl == Field::energy_per_query ||
      fl == Field::emissions_per_query || fl == Field::water_per_query ||
      fl == Field::tokens_per_query)
    return std::nullopt;
  const std::size_t a = c.word_at(x.u.end);
  const std::string what = a + 1 < c.words.words.size() ? c.words.words[a + 1] : "";
  const bool per_query_word = c.lex.cue("per-query-words").any_in(c.words.words, a, a + 4);
  if (per_query_word) return std::nullopt;
  return d.ignore("unsure", "a figure per " + (what.empty() ? std::string("something") : what) +
                                ", not a total");
}

/// `one 400-token answer ... is 1.14 grams`: per a response of that length;
/// ` per query` if no length is said.
std::string per_query_of(const Draft& d, const Unit& x) {
  const Context& c = d.c;
  // Built on first use from the lexicon, which is always the built-in one.
  static const std::regex sized_query(
      R"((\d[\d,]*)[- ]token ()" + c.lex.alternation("sized-query-nouns") + R"()s?\b)",
      std::regex::icase);
  const std::size_t from = c.word_at(d.f.begin) > x.clause_words
                               ? c.words.begins[c.word_at(d.f.begin) - x.clause_words]
                               : c.s.begin;
  const std::string before = c.p.clean.substr(from, d.f.begin - from);
  std::smatch m;
  if (!std::regex_search(before, m, sized_query)) return " per query";
  std::string n = m[1].str();
  n.erase(std::remove(n.begin(), n.end(), ','), n.end());
  return " per " + n + "-token response";
}

/// A count of parameters, active or total, or why it is no model's size.
Reading read_params(Draft& d, const Unit& x) {
  const Context& c = d.c;
  const ProseFigure& f = d.f;
  if (std::max(f.lo, f.hi) < 1e6)
    return d.ignore("unsure", "too few parameters to be a model's size");
  if (f.range && near_before(d, c.lex.cue("span"), 3))
    return d.ignore("unsure", "the span of a family's sizes, not one model's");
  if (near_after(d, x, c.lex.cue("part-nouns"), 3))
    return d.ignore("unsure", "the size of a part (an encoder, a projector), not of the model");
  if (near_before(d, c.lex.cue("per-part"), 6))
    return d.ignore("unsure", "the size of one expert or layer of many, not of the model");
  // `117B/5.1B parameters`, `15B / 309B`, `30.8B-A3B`: the active part of a pair.
  const bool active =
      x.u.meaning.field == Field::active_params || near_after(d, x, c.lex.cue("active"), 3) ||
      near_before(d, c.lex.cue("active"), 2) || pair_part(c.p.clean, f, d.next_figure) == true;
  d.r.family_size = !f.active_part;
  d.r.size = f.lo;
  return d.unit_fact(active ? Field::active_params : Field::params, x.fig,
                     active ? " active params" : " params",
                     active ? "a count of parameters, said to be active" : "a count of parameters");
}

/// A count of tokens: a training set or tokens per query, or why not (a
/// context window, a part of the data set, a later stage).
Reading read_tokens(Draft& d, const Unit& x) {
  const Context& c = d.c;
  const ProseFigure& f = d.f;
  if (near_before(d, c.lex.distractor("context-window"), 5) ||
      near_after(d, x, c.lex.distractor("context-window"), 3) ||
      (f.hedge == Hedge::at_most && !x.training))
    return d.ignore("context-window",
                    "a context window, sequence length, vocabulary or output cap");
  if (x.u.meaning.field == Field::tokens_per_query)
    return d.unit_fact(Field::tokens_per_query, x.fig, " tokens per query", "tokens per query");
  if (near_after(d, x, c.lex.distractor("dataset-part"), 2) ||
      near_before(d, c.lex.distractor("dataset-part"), 2) ||
      near_before(d, c.lex.cue("part-of"), 3))
    return d.ignore("dataset-part", "a part of the data set");
  if (near_before(d, c.lex.distractor("stage"), 2))
    return d.ignore("dataset-part", "tokens of a further stage, a part of the run");
  if (std::max(f.lo, f.hi) < 1e9) return d.ignore("unsure", "too few tokens to be a training set");
  return d.unit_fact(Field::tokens, x.fig, " tokens", "a count of tokens");
}

/// A count of accelerators in a sentence about training, or why it is not
/// the run's (GPU time, a cluster, per node, serving).
Reading read_gpus(Draft& d, const Unit& x) {
  const Context& c = d.c;
  const std::size_t uend = x.u.end;
  const std::size_t a = c.word_at(uend);
  if (a < c.words.words.size() &&
      c.lex.distractor("gpu-time-units").match_at(c.words.words, a) > 0 &&
      c.words.begins[a] <= uend + 1)
    return d.ignore("unsure", "GPU time in a unit the claims language does not hold (GPU-weeks)");
  // `Training ran on a cluster of 2,048 GPUs`: the run's cluster. A
  // `24K-GPU cluster`, or a cluster the sentence does not train on, is not.
  const std::size_t at = c.word_at(d.f.begin);
  const bool run_cluster =
      x.training && at >= 3 && c.lex.cue("run-cluster").match_at(c.words.words, at - 3) == 3;
  if (!run_cluster && (c.lex.distractor("cluster").any_in(c.words.words, a, a + 2) ||
                       near_before(d, c.lex.distractor("cluster"), 3)))
    return d.ignore("cluster", "the size of a cluster, not of the run");
  if (near_before(d, c.lex.cue("per-node"), 3))
    return d.ignore("unsure", "accelerators per node or instance, not the run's count");
  if (!x.training) return d.ignore("unsure", "accelerators not tied to a training run");
  if (near_before(d, c.lex.distractor("deployment"), 8))
    return d.ignore("unsure", "accelerators for serving the model, not for its training run");
  if (near_before(d, c.lex.distractor("requirement"), 10))
    return d.ignore("unsure", "accelerators a run requires at least, not those it used");
  if (!x.u.hardware.empty()) {
    d.r.hardware = x.u.hardware;
    if (const std::string v = memory_variant(c, x.u.hardware, uend); !v.empty()) d.r.hardware = v;
    return d.fact(Field::gpus, "on " + x.fig + " " + d.r.hardware,
                  "a count of accelerators in a sentence about training");
  }
  return d.unit_fact(Field::gpus, x.fig, " GPUs", "a count of GPUs in a sentence about training");
}

/// GPU-hours, or hours of the accelerator they name.
Reading read_gpu_hours(Draft& d, const Unit& x) {
  if (!x.u.hardware.empty()) {
    d.r.hardware = x.u.hardware;
    return d.unit_fact(Field::gpu_hours, x.fig, " " + x.u.hardware + "-hours", "accelerator-hours");
  }
  return d.unit_fact(Field::gpu_hours, x.fig, " GPU-hours", "GPU-hours");
}

/// A run's length as written, but `over` its length is its span, not a
/// bound (`on 512 GPUs over 21 days`), unless a word of its length leads it
/// (`for over 21 days`, `took just over 3 weeks`).
std::string duration_figure(const Draft& d, const Unit& x) {
  if (d.f.hedge != Hedge::over) return x.fig;
  const auto& words = d.c.words.words;
  // The word `over` is the figure's first or second (`just over`), or the
  // word before it.
  const std::size_t w = d.c.word_at(d.f.begin);
  std::size_t over = w > 0 ? w - 1 : 0;
  for (std::size_t k = w; k < w + 2 && k < words.size(); ++k)
    if (words[k] == "over") over = k;
  if (over == 0 || over >= words.size() || words[over] != "over" ||
      d.c.lex.words("duration-bound-leads").count(words[over - 1]))
    return x.fig;
  ProseFigure during = d.f;
  during.hedge = Hedge::none;
  return figure_text(during);
}

/// The least energy a training run's total is read as: 10 kWh, in joules,
/// about eight 700 W accelerators for two hours, a small run's. A query
/// takes watt-hours, a day of a user's queries a few kilowatt-hours; no
/// training run the development or real corpora report used under 10 MWh.
constexpr double kRunEnergyFloor = 3.6e7;

/// A training run's length, or hours too many for one (GPU-hours).
Reading read_duration(Draft& d, const Unit& x) {
  if (!x.training) return d.ignore("unsure", "a duration not tied to a training run");
  // `for ~6h`: the symbol of hours, written as the word.
  const std::string unit = to_lower(x.u.claims) == "h" ? "hours" : x.u.claims;
  const std::string l = to_lower(unit);
  if (l.find("day") == std::string::npos && l.find("week") == std::string::npos &&
      l.find("hour") == std::string::npos)
    return d.ignore("unsure", "a duration in units a run is not given in");
  // `In a 54-day snapshot of pre-training`: a stretch of the run, not its length.
  {
    const std::size_t a = d.c.word_at(x.u.end);
    if (d.c.lex.distractor("duration-parts").any_in(d.c.words.words, a, a + 2))
      return d.ignore("unsure", "a stretch of the run, not its length");
    if (d.c.lex.distractor("duration-other-steps").match_at(d.c.words.words, a) > 0)
      return d.ignore("unsure", "a duration of another step, not of the training run");
    // `a 10-million-hour corpus`, `100M hours of audio`: a size of data.
    if (d.c.lex.distractor("duration-data").match_at(d.c.words.words, a) > 0)
      return d.ignore("dataset-part", "hours of data, not of a run");
  }
  // `one point three million hours for the smaller model`: no run lasts
  // a hundred thousand hours (11 years); hours of that size are GPU-hours.
  if (l.find("hour") != std::string::npos && d.f.lo >= 1e5)
    return d.unit_fact(Field::gpu_hours, x.fig, " GPU-hours",
                       "hours too many for a run's length: GPU-hours");
  return d.fact(Field::duration, "for " + duration_figure(d, x) + " " + unit,
                "a duration in a sentence about training");
}

/// Water, per query as its unit or the words around it say.
Reading read_water(Draft& d, const Unit& x) {
  if (x.u.claims.find(" per ") != std::string::npos)
    return d.unit_fact(Field::water_per_query, x.fig, " " + x.u.claims, "water per query");
  if (x.query)
    return d.unit_fact(Field::water_per_query, x.fig, " " + x.u.claims + x.per_query,
                       "water said of a prompt or query");
  return d.ignore("unsure", "water not said per prompt or query");
}

/// A figure with a unit, read by its unit's field.
Reading read_by_field(Draft& d, const Unit& x) {
  const Context& c = d.c;
  const UnitPhrase& u = x.u;
  const std::string& fig = x.fig;
  switch (u.meaning.field) {
    case Field::params:
    case Field::active_params:
      return read_params(d, x);
    case Field::tokens:
    case Field::tokens_per_query:
      return read_tokens(d, x);
    case Field::throughput:
      return d.unit_fact(Field::throughput, fig, " tokens/s/GPU", "tokens per second per GPU");
    case Field::user_rate:
      return d.unit_fact(Field::user_rate, fig, " tokens/s per user", "tokens per second per user");
    case Field::gpus:
      return read_gpus(d, x);
    case Field::gpu_hours:
      return read_gpu_hours(d, x);
    case Field::duration:
      return read_duration(d, x);
    case Field::energy:
      if (x.query)
        return d.unit_fact(Field::energy_per_query, fig, " " + u.claims + x.per_query,
                           "energy said of a prompt or query");
      // `Qwen3 consumed 324 J`, `about 2.9 kilowatt-hours` a day: under
      // 10 kWh is no training run's energy (a query's, said elsewhere?).
      if (std::max(d.f.lo, d.f.hi) * u.meaning.factor < kRunEnergyFloor)
        return d.ignore("unsure", "too little energy for a training run, and not said per query");
      return d.fact(Field::energy, "energy " + fig + " " + u.claims, "energy");
    case Field::energy_per_query:
    case Field::emissions_per_query:
      return d.unit_fact(u.meaning.field, fig, " " + u.claims, "a figure per query");
    case Field::water_per_query:
      return read_water(d, x);
    case Field::emissions:
      if (x.query)
        return d.unit_fact(Field::emissions_per_query, fig, " " + u.claims + x.per_query,
                           "emissions said of a prompt or query");
      return d.unit_fact(Field::emissions, fig, " " + u.claims, "emissions");
    case Field::compute:
      return d.unit_fact(Field::compute, fig, " " + u.claims, "a count of operations");
    case Field::claimed_peak:
      if (near_after(d, x, c.lex.cue("per_gpu"), 3))
        return d.unit_fact(Field::achieved_rate, fig, " " + u.claims + "/GPU",
                           "a rate per GPU: what the run achieved");
      return d.ignore("unsure", "a rate of operations, not said to be per GPU");
    case Field::achieved_rate:
      return d.unit_fact(Field::achieved_rate, fig, " " + u.claims,
                         "a rate per GPU: what the run achieved");
    case Field::epochs:
      if (!x.training) return d.ignore("unsure", "epochs not tied to a training run");
      return d.unit_fact(Field::epochs, fig, " epochs", "epochs");
    case Field::dataset_size:
      return d.ignore("dataset-part", "a size of data, which may be one part of the data set");
    default:
      return d.ignore("unsure", "a figure of a kind not drafted");
  }
}

}  // namespace

Reading read_with_unit(Draft& d, const UnitPhrase& u) {
  const Context& c = d.c;
  // `(1 epoch = 1250 steps)`: a unit defined, no figure of a run.
  {
    const std::string& t = c.p.clean;
    const std::size_t next = t.find_first_not_of(" \t", u.end);
    if (next < c.s.end && t[next] == '=')
      return d.ignore("unsure", "a unit defined ('='), not a figure of the model");
  }
  // `(CPU, 0 GPUs)`: none used is no figure of a run (a zero of emissions,
  // market-based, is one).
  const Field zero_field = u.meaning.field;
  if (d.f.lo == 0 && d.f.hi == 0 &&
      (zero_field == Field::gpus || zero_field == Field::gpu_hours || zero_field == Field::params ||
       zero_field == Field::active_params || zero_field == Field::tokens))
    return d.ignore("unsure", "a count of zero");
  const bool training = c.training_label || c.in_sentence(c.lex.cue("training"));
  Unit x{u, figure_text(d.f), clause_words_of(d), training, false, " per query"};
  if (auto r = rate_or_stage(d, x)) return *r;
  if (auto r = sector_or_many(d, x)) return *r;
  if (auto r = total_over_models(d, x)) return *r;
  if (auto r = budget_or_beyond_run(d, x)) return *r;
  x.query = said_per_query(d, x);
  if (auto r = read_rate_per_second(d, x)) return *r;
  if (auto r = read_per_token_params(d, x)) return *r;
  if (auto r = per_something_else(d, x)) return *r;
  if (x.query) x.per_query = per_query_of(d, x);
  return read_by_field(d, x);
}

}  // namespace claimcheck::extraction
