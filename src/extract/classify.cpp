// What a figure in prose reads as (classify): a multiplier, money (read in
// price_readings.cpp), a percentage, a bare count of parameters by the words
// around it, a PUE, a year or a date, or a figure with a unit (read in
// field_readings.cpp). Gives a fact's claims text and field, or why it is
// left out.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <set>

#include "extract/draft.h"
#include "extract/readings.h"
#include "text/ascii.h"
#include "vocab/calendar.h"

namespace claimcheck::extraction {

Reading Draft::ignore(std::string reason, std::string detail) {
  r.reason = std::move(reason);
  r.detail = std::move(detail);
  return r;
}

Reading Draft::fact(Field field, std::string claim, std::string why) {
  DraftFact d;
  d.claim = std::move(claim);
  d.field = field;
  d.why = std::move(why);
  d.hardware = r.hardware;
  d.bound = f.hedge != Hedge::none && f.hedge != Hedge::about;
  r.fact = d;
  return r;
}

Reading Draft::unit_fact(Field field, const std::string& figure, const std::string& tail,
                         std::string why) {
  fact(field, figure + tail, std::move(why));
  r.fact->figure = figure;
  r.fact->tail = tail;
  return r;
}

bool year_like(const ProseFigure& f, const std::string& text) {
  return !f.range && !f.scaled && !f.percent && !f.currency && f.lo >= 1900 && f.lo <= 2100 &&
         std::floor(f.lo) == f.lo && text.find(',') == std::string::npos && text.size() == 4;
}

namespace {

/// Multipliers: `10x cheaper`, `three times`, `5-fold`; nullopt if not one.
std::optional<Reading> read_multiplier(Draft& d) {
  const std::string& t = d.c.p.clean;
  const std::size_t after = d.f.end;
  const std::string next_chars = t.substr(after, std::min<std::size_t>(12, t.size() - after));
  const std::string next_lower = to_lower(next_chars);
  if (!((!next_chars.empty() && (next_chars[0] == 'x' || next_chars[0] == 'X') &&
         (next_chars.size() == 1 || !alnum(next_chars[1]))) ||
        next_chars.rfind("\xC3\x97", 0) == 0 || next_lower.rfind(" times", 0) == 0 ||
        next_lower.rfind("-fold", 0) == 0 || next_lower.rfind(" fold", 0) == 0))
    return std::nullopt;
  // Quoted with its sign: `10x`, `3×`, `three times`.
  d.r.end = after + (next_chars[0] == 'x' || next_chars[0] == 'X' ? 1
                     : next_chars.rfind("\xC3\x97", 0) == 0       ? 2
                     : next_lower.rfind(" times", 0) == 0         ? 6
                                                                  : 5);
  return d.ignore("multiplier", "a multiplier");
}

/// A percentage: MFU by the words near it, or why it is left out.
Reading read_percentage(Draft& d) {
  const Context& c = d.c;
  const std::size_t after = d.f.end;
  if (c.cue_near(c.lex.cue("mfu"), d.f.begin, 7, after, 5))
    return d.fact(Field::mfu, "MFU " + figure_text(d.f),
                  "a percentage near 'MFU' or 'FLOPs utilization'");
  if (c.cue_near(c.lex.distractor("benchmark"), d.f.begin, 8, after, 6))
    return d.ignore("benchmark", "a benchmark score");
  if (c.cue_near(c.lex.distractor("multiplier"), d.f.begin, 6, after, 4))
    return d.ignore("multiplier", "a percentage of change");
  return d.ignore("unsure", "a percentage of something the claims language does not hold");
}

/// Whether the words around a bare count say it is the active part (true)
/// or the total: `of which 37B are activated`, `117B/5.1B`; nullopt if
/// they say neither.
std::optional<bool> count_is_active(const Draft& d) {
  const Context& c = d.c;
  const ProseFigure& f = d.f;
  const std::string& t = c.p.clean;
  const std::size_t after = f.end;
  const std::size_t a = c.word_at(after);
  const auto& ws = c.words.words;
  const auto& next_figure = d.next_figure;
  // `uses 36B of its 132B parameters`, `activates 2.7 billion of its 14.3
  // billion`: the part is active, the whole the total.
  const bool part_of = a + 1 < ws.size() && c.lex.cue("part-of-whole").match_at(ws, a) == 2;
  const std::size_t at = c.word_at(f.begin);
  const bool whole = at >= 2 && c.lex.cue("whole-before").match_at(ws, at - 2) == 2;
  const bool per_token = a + 1 < ws.size() && c.lex.cue("per-token").match_at(ws, a) > 0;
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
  // `30.8B-A3B` says which it is; `117B/5.1B`, `3B/16B` (the smaller the
  // active count whichever comes first) says so beside the other cues.
  const std::optional<bool> pair = pair_part(t, f, next_figure);
  if (f.active_part || dash_pair(f, next_figure)) return pair;
  const bool active = c.lex.cue("active").any_in(ws, a, std::min(a + 4, own_stop)) || part_of ||
                      per_token || active_verb || pair == true;
  const bool total = c.lex.cue("total").any_in(ws, a, std::min(a + 2, own_stop)) || whole ||
                     total_verb || pair == false;
  if (!active && !total) return std::nullopt;
  return active;
}

/// A large count with no unit: parameters, active or total, by the words
/// around it in a sentence about parameters; nullopt if not.
std::optional<Reading> read_bare_count(Draft& d) {
  const Context& c = d.c;
  const ProseFigure& f = d.f;
  if (!(f.scaled || f.words) || f.range || std::max(f.lo, f.hi) < 1e8) return std::nullopt;
  // `of which 37B are activated`, `30 billion total and 3 billion
  // activated`, `nearly two trillion in total`: parameters by the words
  // after the figure, in a sentence about parameters or experts.
  const bool about_params = c.paragraph_params || c.in_sentence(c.lex.cue("parameters"));
  const std::optional<bool> active = count_is_active(d);
  if (!about_params || !active) return std::nullopt;
  d.r.family_size = true;
  d.r.size = f.lo;
  return *active ? d.unit_fact(Field::active_params, figure_text(f), " active params",
                               "a count said to be activated, in a sentence about parameters")
                 : d.unit_fact(Field::params, figure_text(f), " params",
                               "a count said to be the total, in a sentence about parameters");
}

/// A figure with no unit: a PUE, or why it is left out (a year, a date, a
/// context window, a score).
Reading read_unitless(Draft& d) {
  const Context& c = d.c;
  const ProseFigure& f = d.f;
  const std::size_t after = f.end;
  const std::size_t at = c.word_at(f.begin);
  const std::set<std::string>& pue = c.lex.words("pue");
  if (at > 0 &&
      (pue.count(c.words.words[at - 1]) || (at > 1 && pue.count(c.words.words[at - 2])))) {
    if (c.in_sentence(c.lex.distractor("sector")))
      return d.ignore("cluster", "the PUE of a fleet of data centres, not of a run");
    return d.fact(Field::pue, "PUE " + figure_text(f), "a number after 'PUE'");
  }
  if (year_like(f, c.p.clean.substr(f.begin, f.end - f.begin))) return d.ignore("date", "a year");
  const std::string prev = at > 0 ? c.words.words[at - 1] : "";
  if (is_month_name(prev)) return d.ignore("date", "a date");
  if (f.words && !f.scaled) {
    d.r.silent = true;
    return d.r;
  }
  // `a 128K context`, `scores 85.2 on MMLU`: the words around say why.
  if (c.lex.distractor("context-window")
          .any_in(c.words.words, c.word_at(after), std::min(c.word_at(after) + 2, d.next_word)))
    return d.ignore("context-window",
                    "a context window, sequence length, vocabulary or output cap");
  if (c.cue_near(c.lex.distractor("benchmark"), f.begin, 4, after, 3))
    return d.ignore("benchmark", "a benchmark score");
  return d.ignore("unsure", "no unit the claims language knows after it");
}

}  // namespace

Reading classify(const Context& c, const ProseFigure& f, const std::optional<UnitPhrase>& unit,
                 const std::optional<ProseFigure>& next_figure) {
  Draft d{c, f, next_figure, next_figure ? c.word_at(next_figure->begin) : c.words.words.size(),
          Reading{}};
  // `8×H100`: a count of accelerators, no multiplier.
  const bool accelerators = unit && unit->meaning.field == Field::gpus;
  if (!accelerators)
    if (auto r = read_multiplier(d)) return *r;
  if (auto r = read_money(d)) return *r;
  if (f.percent) return read_percentage(d);
  if (unit) return read_with_unit(d, *unit);
  if (auto r = read_bare_count(d)) return *r;
  return read_unitless(d);
}

}  // namespace claimcheck::extraction
