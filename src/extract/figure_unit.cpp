// One figure's unit and field, for the attachment phase (figure_reader.h):
// its own words, a table's header, a line's label or the figure after it
// give its unit; classify gives its field.
#include <algorithm>
#include <set>

#include "claims/unit_phrases.h"
#include "extract/figure_reader.h"
#include "extract/figures.h"
#include "text/ascii.h"

namespace claimcheck::extraction {

void FigureReader::run() {
  if (f_.begin < ss_.consumed) return;
  if (fi_ + 1 < ss_.figures.size()) next_ = ss_.figures[fi_ + 1];
  find_unit();
  classify_figure();
  read_elliptic();
  carry_forward();
  if (set_aside()) return;
  find_clause();
  read_tier();
  if (ss_.respective[fi_] >= 0) {
    attach_respectively();
    return;
  }
  find_named_subject();
  if (find_later_subject() || attach_to_group() || !fall_back_subject()) return;
  qualify_name();
  attach();
}

/// The figure's unit: its own words, else water by its unit, else its
/// column's header, its line's label or the figure after it.
void FigureReader::find_unit() {
  unit_ = read_unit(c_, f_.end);
  if (!unit_) unit_from_times_sign();
  if (!unit_) unit_ = water_unit(c_, f_);
  bare_ = !unit_ && !f_.currency && !f_.percent && !postfix_currency(p_.clean, f_.end) &&
          to_lower(p_.clean.substr(f_.end, 6)).rfind(" cent", 0) != 0;
  label_training_ = c_.training_label;
  training_from_header();
  if (!bare_ && unit_ && !f_.scaled && !t_.header_units.empty() &&
      (unit_->meaning.field == Field::params || unit_->meaning.field == Field::active_params))
    scale_from_header();
  if (bare_ && !t_.header_units.empty()) unit_from_header();
  if (bare_ && !unit_ && !ss_.label.empty()) unit_from_label();
  unit_from_next_figure();
  if (bare_ && !unit_) unit_from_name_aside();
  if (bare_ && !unit_) unit_from_sized_noun();
  // `30.8B-A3B`: the active part in the unit of its total.
  if (bare_ && !unit_ && f_.active_part && ss_.last_unit &&
      ss_.last_unit->meaning.field == Field::params) {
    unit_ = ss_.last_unit;
    unit_->end = f_.end;
  }
  ss_.last_unit = unit_;
}

/// `| 671 total / 37 active |`: a later figure in a cell, told apart from
/// the first by `total` or `active` after each.
bool FigureReader::later_in_cell(std::size_t cell_begin, const ProseFigure& g) const {
  const std::string head = to_lower(p_.clean.substr(cell_begin, g.begin - cell_begin));
  const std::string tail = to_lower(p_.clean.substr(g.end, 12));
  const std::set<std::string>& words = lex_.words("cell-count-words");
  auto said = [&](const std::string& x) {
    return std::any_of(words.begin(), words.end(),
                       [&](const std::string& w) { return x.find(w) != std::string::npos; });
  };
  return said(head) && said(tail);
}

/// `8×H100`, `8x H100`, `1×8×H100`, `2x8 H100 GPUs`: a count, a times sign
/// and accelerators are that many of them, the counts multiplied (nodes ×
/// GPUs a node). A times sign before anything else is a multiplier.
void FigureReader::unit_from_times_sign() {
  if (f_.currency || f_.percent || f_.range) return;
  const std::string& t = p_.clean;
  const auto sign_at = [&](std::size_t i) -> std::size_t {  // bytes of a times sign at i
    if (i < t.size() && (t[i] == 'x' || t[i] == 'X')) return 1;
    return t.compare(i, 2, "\xC3\x97") == 0 ? 2 : 0;
  };
  const auto spaces = [&](std::size_t i) {
    while (i < s_.end && t[i] == ' ') ++i;
    return i;
  };
  double factor = 1;
  std::size_t at = spaces(f_.end);
  std::size_t sign = sign_at(at);
  if (sign == 0) return;
  at = spaces(at + sign);
  // `1×8×H100`, `2x8 H100`: a second count, a count a node.
  std::size_t digits = at;
  while (digits < s_.end && std::isdigit(static_cast<unsigned char>(t[digits]))) ++digits;
  if (digits > at && digits - at <= 4) {
    factor = std::stod(t.substr(at, digits - at));
    at = spaces(digits);
    at = spaces(at + sign_at(at));
  }
  if (at >= s_.end || !std::isalpha(static_cast<unsigned char>(t[at]))) return;
  auto u = read_unit(c_, at);
  if (!u || u->meaning.field != Field::gpus || u->hardware.empty()) return;
  // `12 x H800 machines`: machines of an unknown number of accelerators.
  // (`an 8XH100 GPU node` is eight GPUs in one.)
  const Words unit_words = split_words(std::string_view(t).substr(at, u->end - at));
  const bool gpus_said = std::any_of(unit_words.words.begin(), unit_words.words.end(),
                                     [&](const std::string& w) {
                                       return lex_.words("accelerator-gpus").count(w) > 0;
                                     });
  const Words after = split_words(
      std::string_view(t).substr(u->end, std::min<std::size_t>(s_.end - std::min(u->end, s_.end), 24)));
  if (!gpus_said && !after.words.empty() && lex_.words("machine-nouns").count(after.words[0]))
    return;
  unit_ = u;
  f_.lo *= factor;
  f_.hi *= factor;
}

/// `| 671 total / 37 active |` under `Parameters (B)`: the count's own
/// wording says active, and the header gives its scale.
void FigureReader::scale_from_header() {
  const auto& cells = ss_.cells;
  const auto& scales = t_.header_scales;
  for (std::size_t k = 0; k < cells.size() && k < scales.size(); ++k)
    if (f_.begin >= cells[k].first && f_.end <= cells[k].second && scales[k] != 1 &&
        later_in_cell(cells[k].first, f_)) {
      if (const auto h = label_unit(c_, t_.header_units[k], f_.end);
          h && (h->meaning.field == Field::params || h->meaning.field == Field::active_params)) {
        f_.lo *= scales[k];
        f_.hi *= scales[k];
        f_.scaled = true;
      }
    }
}

/// A column headed by a word of training (`Training time`, `Pretraining
/// Stage 1`) ties its figures to the run; `GPUs` alone does not.
void FigureReader::training_from_header() {
  const std::size_t k = figure_cell();
  if (k < t_.header_keys.size() &&
      lex_.cue("training").any_in(split_words(t_.header_keys[k]).words, 0, 8))
    c_.training_label = true;
}

/// The row's cell the figure is in, or npos.
std::size_t FigureReader::figure_cell() const {
  for (std::size_t k = 0; k < ss_.cells.size(); ++k)
    if (f_.begin >= ss_.cells[k].first && f_.end <= ss_.cells[k].second) return k;
  return std::string::npos;
}

/// The column's header: the cell the figure is in (`Pretraining tokens`
/// says the run's).
void FigureReader::unit_from_header() {
  const auto& cells = ss_.cells;
  const auto& units = t_.header_units;
  const auto& scales = t_.header_scales;
  for (std::size_t k = 0; k < cells.size() && k < units.size(); ++k) {
    if (f_.begin < cells[k].first || f_.end > cells[k].second || units[k].empty()) continue;
    const bool first = f_.begin == cells[k].first || later_in_cell(cells[k].first, f_);
    // `| 15B / 309B |` under `Params`: a count after a slash, of parameters only.
    const bool after_slash = !first && count_before_slash(p_.clean, f_.begin);
    if (first || after_slash) {
      unit_ = label_unit(c_, units[k], f_.end);
      if (after_slash && unit_ && unit_->meaning.field != Field::params &&
          unit_->meaning.field != Field::active_params) {
        unit_.reset();
        continue;
      }
      for (const auto& w : lex_.words("training-header"))
        if (units[k].find(w) != std::string::npos) c_.training_label = true;
      // `| Avg. GPU energy per inference (J) |`: the header says per what.
      if (unit_ && k < t_.header_keys.size())
        if (std::string per = label_per(t_.header_keys[k], lex_); !per.empty()) c_.label_per = per;
      if (unit_ && !f_.scaled && k < scales.size() && scales[k] != 1) {
        f_.lo *= scales[k];
        f_.hi *= scales[k];
        f_.scaled = true;
      }
    }
  }
}

/// `Parameters: 14B`, `| Tokens | 9.8T |`: the line's label, for the
/// figure that begins the value.
void FigureReader::unit_from_label() {
  const std::size_t value = s_.row && ss_.cells.size() >= 2
                                ? ss_.cells[1].first
                                : find_within(p_.clean, ':', s_.begin, s_.end) + 1;
  const std::size_t first = p_.clean.find_first_not_of(" \t", value);
  if (first == f_.begin) unit_ = label_unit(c_, ss_.label, f_.end);
}

/// `Open-Sora 2.0 (11B)`: a bare count with a scale in parentheses right
/// after a model's name is its parameter count. Only a count of at least
/// 100M: `(128K)` and `(1M)` after a name are its context.
void FigureReader::unit_from_name_aside() {
  if (!f_.scaled || f_.range || f_.hedge != Hedge::none || std::max(f_.lo, f_.hi) < 1e8) return;
  const std::string& t = p_.clean;
  if (f_.begin == 0 || t[f_.begin - 1] != '(' || f_.end >= t.size() || t[f_.end] != ')') return;
  std::size_t before = f_.begin - 1;
  while (before > s_.begin && t[before - 1] == ' ') --before;
  const bool after_name =
      std::any_of(ss_.mentions.begin(), ss_.mentions.end(),
                  [&](const Mention& m) { return m.end == before && !m.vague && !m.comparison; });
  if (!after_name) return;
  const auto params = resolve_unit_phrase("params", catalogue_);
  if (params) unit_ = UnitPhrase{"params", *params, f_.end, ""};
}

/// `a 14B coding model`, `an 8B model`: a count of at least 100M with a
/// scale, after an article (`stated-size-leads`) and before a noun of
/// models (`stated-size-nouns`) with at most two words between, none with
/// a digit, is the model's parameter count, unless a word before the
/// article makes it a base's, a part's or a compared model's
/// (`stated-size-blocks`). `the 8B model` names a member instead
/// (mentions.cpp).
void FigureReader::unit_from_sized_noun() {
  if (!f_.scaled || std::max(f_.lo, f_.hi) < 1e8) return;
  const std::size_t at = c_.word_at(f_.begin);
  if (at == 0 || !lex_.words("stated-size-leads").count(c_.words.words[at - 1])) return;
  if (at >= 2 && lex_.words("stated-size-blocks").count(c_.words.words[at - 2])) return;
  // `a 30B-A3B MoE model`: the nouns after its active part.
  const std::size_t from = dash_pair(f_, next_) ? next_->end : f_.end;
  const Words w = split_words(
      std::string_view(p_.clean).substr(from, std::min<std::size_t>(s_.end - from, 60)), from);
  const auto& nouns = lex_.words("stated-size-nouns");
  for (std::size_t k = 0; k < w.words.size() && k < 3; ++k) {
    if (nouns.count(w.words[k])) {
      if (const auto params = resolve_unit_phrase("params", catalogue_))
        unit_ = UnitPhrase{"params", *params, f_.end, ""};
      return;
    }
    const bool digit = std::any_of(w.words[k].begin(), w.words[k].end(), [](char ch) {
      return std::isdigit(static_cast<unsigned char>(ch));
    });
    if (digit || lex_.words("stated-size-stops").count(w.words[k])) return;
  }
}

/// `8B and 70B parameters`: a count takes the unit of the next, but not a
/// PUE (`a PUE of 1.2 and 0.332 kg CO2e per kWh`).
void FigureReader::unit_from_next_figure() {
  if (unit_ || !next_ || f_.currency || f_.percent) return;
  const std::size_t at = c_.word_at(f_.begin);
  for (std::size_t k = at > 3 ? at - 3 : 0; k < at; ++k)
    if (lex_.words("pue").count(c_.words.words[k])) return;
  if (year_like(f_, p_.clean.substr(f_.begin, f_.end - f_.begin))) return;
  const auto joins = [&](const std::string& between) {
    return between == "," || is_phrase(lex_.cue("list-gaps"), between);
  };
  const std::string between = squeeze(p_.clean.substr(f_.end, next_->begin - f_.end));
  if (!joins(between) && !lex_.words("range-words").count(between)) return;
  const auto& figures = ss_.figures;
  for (std::size_t k = fi_ + 1; k < figures.size() && !unit_; ++k) {
    unit_ = read_unit(c_, figures[k].end);
    const std::string b2 =
        k + 1 < figures.size()
            ? squeeze(p_.clean.substr(figures[k].end, figures[k + 1].begin - figures[k].end))
            : "";
    if (!unit_ && !joins(b2)) break;
  }
  if (unit_) unit_->end = f_.end;  // cues after the unit are read from this figure on
}

/// Whether the figure's cell is under a header of a price's role (`Input`,
/// `Output`, `Cached input`: the wordings' price roles).
bool FigureReader::in_price_column() const {
  const std::size_t k = figure_cell();
  if (k >= t_.header_keys.size()) return false;
  const Words w = split_words(t_.header_keys[k]);
  for (std::size_t i = 0; i < w.words.size(); ++i)
    if (catalogue_.wordings().phrase_at("price-roles", w.words, i)) return true;
  return false;
}

/// `| devstral | $0.40 | N/A | $2.00 |` under `| Model | Input | Cached
/// input | Output |`: money in a row takes the role of the header cell
/// above it, so that a cell with no price keeps its column. A header with
/// no cell of a price role leaves the order of the prices to say it.
void FigureReader::role_from_cell() {
  const auto& roles = t_.cell_roles;
  if (std::all_of(roles.begin(), roles.end(), [](const std::string& r) { return r.empty(); }))
    return;
  if (const std::size_t k = figure_cell(); k < roles.size()) {
    c_.column_role = roles[k];
    c_.column_tier = k < t_.cell_tiers.size() ? t_.cell_tiers[k] : "";
  }
}

/// The figure's field, by classify: a price takes its column's role and
/// tier in a table row.
void FigureReader::classify_figure() {
  // `| gpt-4o | 2.50 | 10.00 |` under `| Model | Input | Output |`, after
  // `All prices are dollars per million tokens`: a bare figure in a price
  // column is money in the currency the heading names. A heading that names
  // none makes no figure money.
  if (bare_ && !unit_ && s_.row && t_.table_per && t_.table_currency && in_price_column())
    f_.currency = *t_.table_currency;
  const bool money = f_.currency || postfix_currency(p_.clean, f_.end) ||
                     to_lower(p_.clean.substr(f_.end, 6)).rfind(" cent", 0) == 0;
  const std::size_t column = ss_.money_in_row;
  c_.column_role = s_.row && money && column < t_.columns.size() ? t_.columns[column] : "";
  c_.column_tier =
      s_.row && money && column < t_.column_tiers.size() ? t_.column_tiers[column] : "";
  if (s_.row && money) {
    ++ss_.money_in_row;
    role_from_cell();
  }
  c_.previous_figure_end = ss_.previous_end;
  r_ = classify(c_, f_, unit_, next_);
  c_.training_label = label_training_;
  ss_.previous_end = std::max({f_.end, r_.end, unit_end()});
}

/// `Scout on ~40 trillion tokens and Maverick on ~22 trillion`, `Mixtral
/// at 480 tokens/s per user, and Llama 2 7B at about 750`: the figure after
/// another model's name takes the unit of the one before.
void FigureReader::read_elliptic() {
  const bool in_parentheses = f_.begin > s_.begin && p_.clean[f_.begin - 1] == '(';
  if (r_.fact || unit_ || f_.currency || f_.percent || ss_.elliptic.tail.empty() ||
      in_parentheses || r_.reason != "unsure" || !(f_.scaled || f_.words || ss_.elliptic_plain))
    return;
  const std::size_t from = ss_.elliptic_end;
  // A figure inside the last one's wording (`$0.50 / $1.50 per million
  // tokens`) has no words between: no unit to take.
  if (from > f_.begin) return;
  const std::string between = p_.clean.substr(from, f_.begin - from);
  const Words bw = split_words(between);
  bool named = false;
  for (const auto& m : ss_.mentions)
    named = named || (m.begin >= from && m.end <= f_.begin && !m.comparison && !m.vague);
  bool joined = between.find(',') != std::string::npos || between.find(';') != std::string::npos;
  for (const auto& w : lex_.words("elliptic-joins"))
    joined = joined || between.find(" " + w + " ") != std::string::npos;
  // `1.3M hours for the smaller model and 6.4M for the larger`: or the
  // name comes after it, the one it is said for.
  bool said_for = false;
  const Words aw = split_words(
      std::string_view(p_.clean).substr(f_.end, std::min<std::size_t>(s_.end - f_.end, 40)),
      f_.end);
  if (!aw.words.empty() && lex_.words("said-for").count(aw.words[0]))
    for (const auto& m : ss_.mentions)
      said_for = said_for || (!m.comparison && m.begin > f_.end && aw.words.size() > 1 &&
                              m.begin <= aw.begins[std::min<std::size_t>(2, aw.words.size() - 1)]);
  if (!((named || (said_for && bw.words.size() <= 2)) && joined && bw.words.size() <= 10)) return;
  // A figure with no currency is no price (`"orbit": { maxTokens: 16_384`
  // after a price per token).
  const Field field = ss_.elliptic.field;
  if (field == Field::price_input || field == Field::price_output ||
      field == Field::price_cached_input)
    return;
  DraftFact d;
  d.figure = figure_text(f_);
  d.tail = ss_.elliptic.tail;
  d.claim = d.figure + d.tail;
  d.field = ss_.elliptic.field;
  d.both_prices = ss_.elliptic.both_prices;
  d.hardware = ss_.elliptic.hardware;
  d.why = "a figure after another model's name, in the unit of the figure before it";
  r_.fact = d;
  r_.family_size = ss_.elliptic_size;
  r_.size = f_.lo;
}

/// What the figure leaves for those after it: its unit words for a bare
/// figure, what a price with no wording of its own is per, and where it
/// ends.
void FigureReader::carry_forward() {
  if (r_.fact) {
    if (!r_.fact->tail.empty() && r_.fact->figure == figure_text(f_)) {
      ss_.elliptic = *r_.fact;
      ss_.elliptic_end = std::max({f_.end, r_.end, unit_end()});
      ss_.elliptic_plain = !f_.scaled && !f_.words;
      ss_.elliptic_size = r_.family_size;
    } else {
      ss_.elliptic.tail.clear();
    }
  }
  // A price with no wording of its own is per what the sentence's last was.
  if (r_.per && !r_.per->gpu_hour && r_.end > f_.end) {
    c_.default_per = r_.per;
    c_.default_from_heading = false;
    if (!s_.row) t_.paragraph_per = r_.per;
  }
  if (unit_ && unit_->end > f_.end) ss_.consumed = unit_->end;
  span_end_ = std::max({f_.end, r_.end, unit_end()});
  where_ = p_.span(f_.begin, span_end_);
  ss_.spans_read.emplace_back(f_.begin, span_end_);
}

/// How many words before a figure a word of ablation makes it a smaller
/// run's: `validated through ablations using the same 3B architecture trained
/// on 100B tokens` has eight.
constexpr std::size_t kAblationWords = 10;

/// Sets the figure aside when it reads as no fact, is said of an ablation
/// run, or is in a row of totals.
bool FigureReader::set_aside() {
  if (!r_.fact) {
    if (!r_.silent)
      ignore_figure(
          out_, {p_.span(f_.begin, r_.reason == "multiplier" ? std::max(f_.end, r_.end) : f_.end),
                 r_.reason, r_.detail});
    return true;
  }
  // `Our ablations on a 3B model trained with 100B tokens`: a smaller run's.
  const std::size_t at = c_.word_at(f_.begin);
  if (!s_.row && lex_.distractor("ablation")
                     .any_in(c_.words.words, at > kAblationWords ? at - kAblationWords : 0, at)) {
    ignore_figure(out_, {where_, "unsure", "a figure of an ablation run, not of the model"});
    return true;
  }
  if (alternative()) {
    ignore_figure(out_, {where_, "unsure", "one of alternatives ('or'), not said of which model"});
    return true;
  }
  if (in_example_aside()) {
    ignore_figure(out_, {where_, "unsure", "a worked example in an aside ('e.g.'), not a figure "
                                           "said of the model"});
    return true;
  }
  if (ss_.cell.total) {
    ignore_figure(out_, {p_.span(f_.begin, f_.end), "unsure",
                         "a figure of the row '" + ss_.cell.label + "', a total of the rows"});
    return true;
  }
  return false;
}

/// `(e.g. at the current ~$3/GPU/hr, an 8XH100 node is ~$24/hr, so 2 hours
/// is ~$48)`: a figure inside parentheses that open with a word of example
/// (`example-asides`) is worked for the reader, not said of the subject.
bool FigureReader::in_example_aside() const {
  const std::string& t = p_.clean;
  std::size_t open = std::string::npos;
  for (std::size_t i = f_.begin; i-- > s_.begin;) {
    if (t[i] == ')') return false;
    if (t[i] == '(') {
      open = i;
      break;
    }
  }
  if (open == std::string::npos) return false;
  const std::string head = to_lower(t.substr(open + 1, std::min<std::size_t>(16, f_.begin - open)));
  for (const auto& phrase : lex_.distractor("example-asides").phrases) {
    std::string cue;
    for (const auto& w : phrase) cue += (cue.empty() ? "" : " ") + w;
    if (head.rfind(cue, 0) == 0 && (head.size() == cue.size() || !alnum(head[cue.size()])))
      return true;
  }
  return false;
}

/// `we train on 4T or 5T tokens`: a figure joined by `or` to the one
/// before or after it is one of alternatives, each a model's, which the
/// words do not pair.
bool FigureReader::alternative() const {
  const auto or_between = [this](const ProseFigure& a, const ProseFigure& b) {
    if (b.begin < a.end) return false;
    const Words w = split_words(std::string_view(p_.clean).substr(a.end, b.begin - a.end));
    return w.words.size() == 1 && lex_.words("alternatives").count(w.words[0]) > 0;
  };
  return (next_ && or_between(f_, *next_)) || (fi_ > 0 && or_between(ss_.figures[fi_ - 1], f_));
}

/// The figure's clause: from the `;` before it to the one after it.
void FigureReader::find_clause() {
  clause_begin_ = s_.begin;
  for (std::size_t k = f_.begin; k > s_.begin; --k)
    if (p_.clean[k - 1] == ';') {
      clause_begin_ = k;
      break;
    }
  clause_end_ = std::min(find_within(p_.clean, ';', f_.end, s_.end), s_.end);
}

/// A price of a tier (`batch`, `off-peak`) is an offer of its own: from its
/// column's header, the words before it in its clause or the few after.
void FigureReader::read_tier() {
  if (!is_token_price(*r_.fact)) return;
  tier_ = c_.column_tier;
  if (!tier_.empty() || s_.row) return;
  tier_ = tier_in(c_, c_.word_at(clause_begin_), c_.word_at(f_.begin));
  if (tier_.empty()) tier_ = tier_in(c_, c_.word_at(span_end_), c_.word_at(span_end_) + 3);
}

}  // namespace claimcheck::extraction
