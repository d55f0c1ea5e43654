// The attachment phase for one figure: its unit (its own words, a table's
// header, a line's label, or the figure after it), its field, and the
// subject it is said of, by the rules of docs/extract.md ("How a figure
// finds its subject") tried in order.
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>

#include "extract/attach_parts.h"
#include "extract/figures.h"
#include "extract/structures.h"
#include "text/ascii.h"

namespace claimcheck::extraction {
namespace {

/// The name after a figure in its clause as near to it, in words, as
/// `before` is before it, that nothing sets apart from the figure (a comma,
/// `which`, `and`, a comparison); nullptr when there is none.
template <typename Relative>
const Mention* equally_near_after(const Context& c, const Prose& p, const ProseFigure& f,
                                  std::size_t span_end, std::size_t clause_end,
                                  const Mention& before, const std::vector<Mention>& mentions,
                                  const Relative& relative_between) {
  const std::size_t gap_before = c.word_at(f.begin) - c.word_at(before.end);
  for (const auto& m : mentions) {
    if (&m == &before || m.begin < span_end || m.begin >= clause_end || m.comparison || m.vague)
      continue;
    if (relative_between(span_end, m.begin) ||
        find_within(p.clean, ',', span_end, m.begin) != std::string::npos)
      continue;
    const std::size_t gap_after = c.word_at(m.begin) - c.word_at(span_end);
    if (gap_after == gap_before) return &m;
  }
  return nullptr;
}

/// One figure of a sentence read in turn: each step below reads a part of
/// it (its unit, its field, its subject) into the members.
class FigureReader {
 public:
  FigureReader(ReadingState& t, SentenceState& ss, std::size_t fi, const Prose& p,
               const Sentence& s, const Lexicon& lex, const Catalogue& catalogue, Extraction& out)
      : t_(t),
        ss_(ss),
        fi_(fi),
        p_(p),
        s_(s),
        lex_(lex),
        catalogue_(catalogue),
        out_(out),
        c_(ss.c),
        f_(ss.figures[fi]) {}

  void run();

 private:
  // Its unit.
  void find_unit();
  bool later_in_cell(std::size_t cell_begin, const ProseFigure& g) const;
  void scale_from_header();
  void unit_from_header();
  void unit_from_label();
  void unit_from_next_figure();
  std::size_t unit_end() const { return unit_ && unit_->end > f_.end ? unit_->end : f_.end; }
  // Its field.
  void classify_figure();
  void read_elliptic();
  void carry_forward();
  bool set_aside();
  void read_tier();
  // Its subject.
  void find_clause();
  void attach_respectively();
  void find_named_subject();
  bool relative_between(std::size_t from, std::size_t to) const;
  bool find_later_subject();
  void attach_each(const std::string& member, const std::string& reason, bool size_key);
  bool attach_to_group();
  bool about_accelerator() const;
  bool fall_back_subject();
  void qualify_name();
  void qualify_by_label();
  void attach();

  ReadingState& t_;
  SentenceState& ss_;
  const std::size_t fi_;
  const Prose& p_;
  const Sentence& s_;
  const Lexicon& lex_;
  const Catalogue& catalogue_;
  Extraction& out_;
  Context& c_;
  ProseFigure f_;
  std::optional<ProseFigure> next_;
  std::optional<UnitPhrase> unit_;
  bool bare_ = false;            ///< no unit, money or percent of its own
  bool label_training_ = false;  ///< the line's label said training, before a header's did
  Reading r_;
  std::size_t span_end_ = 0;  ///< the end of the figure with its wording
  ProseSpan where_;
  std::string tier_;  ///< the tier of a price (`batch`), or ""
  std::size_t clause_begin_ = 0, clause_end_ = 0;
  const Mention* subject_ = nullptr;
  std::string how_;  ///< how the subject was found, for --explain
  AttachedBy by_ = AttachedBy::none;
  bool anaphor_ = false;  ///< the sentence opens with `It`, `The model` ...
  std::string name_;      ///< the subject's name as the record gets it
  bool by_document_ = false;
};

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
  if (!unit_) unit_ = water_unit(c_, f_);
  bare_ = !unit_ && !f_.currency && !f_.percent && !postfix_currency(p_.clean, f_.end) &&
          to_lower(p_.clean.substr(f_.end, 6)).rfind(" cent", 0) != 0;
  label_training_ = c_.training_label;
  if (!bare_ && unit_ && !f_.scaled && !t_.header_units.empty() &&
      (unit_->meaning.field == Field::params || unit_->meaning.field == Field::active_params))
    scale_from_header();
  if (bare_ && !t_.header_units.empty()) unit_from_header();
  if (bare_ && !unit_ && !ss_.label.empty()) unit_from_label();
  unit_from_next_figure();
}

/// `| 671 total / 37 active |`: a later figure in a cell, told apart from
/// the first by `total` or `active` after each.
bool FigureReader::later_in_cell(std::size_t cell_begin, const ProseFigure& g) const {
  const std::string head = to_lower(p_.clean.substr(cell_begin, g.begin - cell_begin));
  const std::string tail = to_lower(p_.clean.substr(g.end, 12));
  auto said = [](const std::string& x) {
    return x.find("total") != std::string::npos || x.find("active") != std::string::npos;
  };
  return said(head) && said(tail);
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

/// The column's header: the cell the figure is in (`Pretraining tokens`
/// says the run's).
void FigureReader::unit_from_header() {
  const auto& cells = ss_.cells;
  const auto& units = t_.header_units;
  const auto& scales = t_.header_scales;
  for (std::size_t k = 0; k < cells.size() && k < units.size(); ++k)
    if (f_.begin >= cells[k].first && f_.end <= cells[k].second && !units[k].empty() &&
        (f_.begin == cells[k].first || later_in_cell(cells[k].first, f_))) {
      unit_ = label_unit(c_, units[k], f_.end);
      if (units[k].find("train") != std::string::npos) c_.training_label = true;
      if (unit_ && !f_.scaled && k < scales.size() && scales[k] != 1) {
        f_.lo *= scales[k];
        f_.hi *= scales[k];
        f_.scaled = true;
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

/// `8B and 70B parameters`: a count takes the unit of the next, but not a
/// PUE (`a PUE of 1.2 and 0.332 kg CO2e per kWh`).
void FigureReader::unit_from_next_figure() {
  if (unit_ || !next_ || f_.currency || f_.percent) return;
  const std::size_t at = c_.word_at(f_.begin);
  for (std::size_t k = at > 3 ? at - 3 : 0; k < at; ++k)
    if (c_.words.words[k] == "pue") return;
  if (year_like(f_, p_.clean.substr(f_.begin, f_.end - f_.begin))) return;
  const auto joins = [](const std::string& between) {
    return between == "and" || between == "," || between == "or" || between == ", and";
  };
  const std::string between = squeeze(p_.clean.substr(f_.end, next_->begin - f_.end));
  if (!joins(between) && between != "to") return;
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

/// The figure's field, by classify: a price takes its column's role and
/// tier in a table row.
void FigureReader::classify_figure() {
  const bool money = f_.currency || postfix_currency(p_.clean, f_.end) ||
                     to_lower(p_.clean.substr(f_.end, 6)).rfind(" cent", 0) == 0;
  const std::size_t column = ss_.money_in_row;
  c_.column_role = s_.row && money && column < t_.columns.size() ? t_.columns[column] : "";
  c_.column_tier =
      s_.row && money && column < t_.column_tiers.size() ? t_.column_tiers[column] : "";
  if (s_.row && money) ++ss_.money_in_row;
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
  const std::string between = p_.clean.substr(from, f_.begin - from);
  const Words bw = split_words(between);
  bool named = false;
  for (const auto& m : ss_.mentions)
    named = named || (m.begin >= from && m.end <= f_.begin && !m.comparison && !m.vague);
  const bool joined = between.find(" and ") != std::string::npos ||
                      between.find(',') != std::string::npos ||
                      between.find(';') != std::string::npos;
  // `1.3M hours for the smaller model and 6.4M for the larger`: or the
  // name comes after it, the one it is said for.
  bool said_for = false;
  const Words aw = split_words(
      std::string_view(p_.clean).substr(f_.end, std::min<std::size_t>(s_.end - f_.end, 40)),
      f_.end);
  if (!aw.words.empty() && aw.words[0] == "for")
    for (const auto& m : ss_.mentions)
      said_for = said_for || (!m.comparison && m.begin > f_.end && aw.words.size() > 1 &&
                              m.begin <= aw.begins[std::min<std::size_t>(2, aw.words.size() - 1)]);
  if (!((named || (said_for && bw.words.size() <= 2)) && joined && bw.words.size() <= 10)) return;
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

/// Sets the figure aside when it reads as no fact, or is in a row of totals.
bool FigureReader::set_aside() {
  if (!r_.fact) {
    if (!r_.silent)
      ignore_figure(out_,
                    {p_.span(f_.begin, r_.reason == "multiplier" ? std::max(f_.end, r_.end) : f_.end),
                     r_.reason, r_.detail});
    return true;
  }
  if (ss_.cell.total) {
    ignore_figure(out_, {p_.span(f_.begin, f_.end), "unsure",
                         "a figure of the row '" + ss_.cell.label + "', a total of the rows"});
    return true;
  }
  return false;
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

/// Paired with the models the sentence gave figures to, in order, by a
/// list that says `respectively`.
void FigureReader::attach_respectively() {
  const auto& order = ss_.sentence_order;
  if (order.size() != ss_.respective_size[fi_]) {
    ignore_figure(out_, {where_, "unsure",
                         "a list said 'respectively' that the sentence's models do not pair with"});
    return;
  }
  const std::string name = order[static_cast<std::size_t>(ss_.respective[fi_])];
  DraftFact d = *r_.fact;
  d.prose = where_;
  d.why += "; said of '" + name +
           "': the list said 'respectively', in the order of the "
           "models the sentence gave figures to";
  d.attached_by = AttachedBy::respectively;
  t_.st.attached.push_back({name, d, r_.family_size, r_.hardware, false, ""});
}

/// The name the figure is said for (`500 tons for GPT-3`), else the name
/// its size describes, else the nearest name before it in its clause or
/// sentence.
void FigureReader::find_named_subject() {
  const auto& ws = c_.words.words;
  const std::size_t wend = c_.word_at(span_end_);
  // `500 tons for GPT-3`, `6,144 TPUv5p chips for the 27B`.
  if (wend < ws.size() && (ws[wend] == "for" || (r_.previous && ws[wend] == "on")))
    for (const auto& m : ss_.mentions) {
      if (m.vague || m.begin < c_.words.begins[wend]) continue;
      const std::size_t mw = c_.word_at(m.begin);
      bool only_articles = mw <= wend + 3;
      for (std::size_t k = wend + 1; k < mw && only_articles; ++k) {
        std::string x = ws[k];
        if (x.size() > 2 && x.compare(x.size() - 2, 2, "'s") == 0) x.resize(x.size() - 2);
        only_articles = x == "the" || x == "its" || is_developer(lex_, x);
      }
      if (only_articles) {
        subject_ = &m;
        how_ = "the name it is said for";
        by_ = AttachedBy::said_for;
      }
      break;
    }
  if (!subject_ && r_.family_size)
    // `the 530-billion-parameter Megatron-Turing NLG`: the name the size describes.
    for (const auto& m : ss_.mentions)
      if (!m.vague && m.begin >= span_end_ && c_.word_at(m.begin) <= wend &&
          p_.clean.substr(f_.begin, span_end_ - f_.begin).find('-') != std::string::npos) {
        subject_ = &m;
        how_ = "the name its size describes";
        by_ = AttachedBy::clause;
        break;
      }
  for (const auto& m : ss_.mentions)
    if (!subject_ || how_ == "the nearest name before it in its clause")
      if (m.end <= f_.begin && m.begin >= clause_begin_ && !m.comparison) {
        subject_ = &m;
        how_ = "the nearest name before it in its clause";
        by_ = AttachedBy::clause;
      }
  if (!subject_)
    for (const auto& m : ss_.mentions)
      if (m.end <= f_.begin && !m.comparison && !m.vague) {
        subject_ = &m;
        how_ = "the nearest name before it in its sentence";
        by_ = AttachedBy::sentence;
      }
}

/// `916k GPU hours ..., which includes generating the Llama 3.1 8B
/// logits`: a name past `which` or `including` is not the figure's.
bool FigureReader::relative_between(std::size_t from, std::size_t to) const {
  return lex_.cue("relatives").any_in(c_.words.words, c_.word_at(from), c_.word_at(to));
}

/// An earlier price is set aside; a sentence opening with a pronoun speaks
/// of the model before; else the name after the figure in its clause. A
/// name before and one after, equally near, set the figure aside, as does
/// a vague subject. Gives whether the figure is done with.
bool FigureReader::find_later_subject() {
  if (r_.previous && (!subject_ || how_ != "the name it is said for")) {
    ignore_figure(out_, {where_, "unsure", "an earlier price, not the offer's own"});
    return true;
  }
  // `It was trained on 992 A100 GPUs, combining ... Megatron-LM`: the
  // sentence's opening pronoun, not a name after the figure.
  anaphor_ = !subject_ && (!t_.last_fact_subject.empty() || !t_.paragraph_subject.empty()) &&
             !s_.row && lex_.cue("anaphora").match_at(c_.words.words, 0) > 0;
  if (!subject_ && !anaphor_)
    for (const auto& m : ss_.mentions)
      if (m.begin >= f_.end && m.begin < clause_end_ && !m.comparison && !m.vague &&
          !relative_between(f_.end, m.begin) &&
          // `US$5.6mn, a fraction of the $100mn spent on GPT-4`: past a
          // comma, or far after it, a name is another phrase's.
          find_within(p_.clean, ',', f_.end, m.begin) == std::string::npos &&
          c_.word_at(m.begin) <= c_.word_at(f_.end) + 8) {
        subject_ = &m;
        how_ = "the name after it in its clause";
        by_ = AttachedBy::clause;
        break;
      }
  // A figure given the wrong model is worse than one missed.
  const auto relative = [this](std::size_t from, std::size_t to) {
    return relative_between(from, to);
  };
  if (const Mention* other = subject_ && how_ == "the nearest name before it in its clause"
                                 ? equally_near_after(c_, p_, f_, span_end_, clause_end_,
                                                      *subject_, ss_.mentions, relative)
                                 : nullptr) {
    ignore_figure(out_, {where_, "ambiguous-subject",
                         "as near to '" + subject_->name + "' before it as to '" + other->name +
                             "' after it"});
    return true;
  }
  if (subject_ && subject_->vague) {
    ignore_figure(out_, {p_.span(f_.begin, f_.end), "unsure",
                         "said of '" + subject_->name + "', not of a named model"});
    return true;
  }
  return false;
}

/// The figure said of `member`, one of several models, for `reason`.
void FigureReader::attach_each(const std::string& member, const std::string& reason,
                               bool size_key) {
  const std::string g = tier_.empty() ? member : member + " " + tier_;
  t_.note_recent(member);
  DraftFact each = *r_.fact;
  each.prose = where_;
  each.why += "; said of '" + g + "': " + reason;
  each.attached_by = AttachedBy::group;
  t_.st.note_subject(g);
  t_.st.attached.push_back({g, each, size_key, r_.hardware, false, ""});
}

/// A figure said of several models: those listed before it (`Llama 3.1
/// 8B, 70B and 405B were each trained on ...`), a group between its name
/// and it (`which brings both models to $0.035`), or the group the sentence
/// before named. Gives whether it was so attached.
bool FigureReader::attach_to_group() {
  std::vector<std::string> list_names;
  if (subject_ && subject_->list >= 0 && !s_.row && how_.find("before it") != std::string::npos)
    for (const auto& m : ss_.mentions)
      if (m.list == subject_->list) list_names.push_back(m.name);
  if (!s_.row && list_names.size() < 2 &&
      (!subject_ || how_.rfind("the nearest name before it", 0) == 0)) {
    // The models the sentence named before it, else as many as the group
    // counts of those the text last gave figures to.
    std::size_t counted = 0;
    bool grouped = false;
    for (std::size_t k = c_.word_at(subject_ ? subject_->end : clause_begin_);
         k < c_.word_at(f_.begin) && !grouped; ++k)
      if (const std::size_t n = lex_.groups.match_at(c_.words.words, k); n >= 2) {
        grouped = true;
        for (std::size_t j = k; j < k + n; ++j)
          counted = std::max(counted, count_word(c_.words.words[j]));
      }
    if (grouped) {
      std::vector<std::string> before;
      for (const auto& m : ss_.mentions)
        if (m.end <= f_.begin && !m.comparison && !m.vague &&
            std::find(before.begin(), before.end(), m.name) == before.end())
          before.push_back(m.name);
      const auto& recent = t_.recent_subjects;
      if (before.size() >= 2)
        list_names = before;
      else if (counted >= 2 && recent.size() >= counted)
        list_names.assign(recent.end() - static_cast<std::ptrdiff_t>(counted), recent.end());
    }
  }
  if (list_names.size() >= 2) {
    for (const auto& g : list_names) {
      attach_each(g, "one of the names listed before it", r_.family_size);
      t_.last_fact_subject = g;
    }
    return true;
  }
  if (!subject_ && !t_.group.empty() && !s_.row) {
    for (const auto& g : t_.group) attach_each(g, "one of the models the sentence before named", false);
    return true;
  }
  return false;
}

/// `The H100 rents for roughly $2 to $3 per GPU hour`: a sentence whose
/// opening subject is an accelerator (`The H100 ...`, `Nvidia's H100
/// ...`) speaks of it, not of a model.
bool FigureReader::about_accelerator() const {
  const RawWords before = raw_words(p_.clean, s_.begin, f_.begin);
  for (std::size_t k = 0; k < before.text.size() && k < 3; ++k) {
    const std::string& word = before.text[k];
    if (word.find_first_of("0123456789") != std::string::npos && upper(word[0]) &&
        catalogue_.find(word))
      return true;
  }
  return false;
}

/// The subject's name: the one found, else the paragraph's model, the one
/// an opening pronoun refers to, the title's or the text's first. Gives
/// false, the figure set aside, when it is said of an accelerator, a vague
/// subject, a company or nothing.
bool FigureReader::fall_back_subject() {
  const auto set_aside = [this](const ProseSpan& span, const std::string& detail) {
    ignore_figure(out_, {span, "unsure", detail});
    return false;
  };
  if (subject_) {
    name_ = subject_->name;
  } else if (!s_.row && about_accelerator()) {
    return set_aside(where_, "said of an accelerator, not of a model or offer");
  } else if (!t_.paragraph_vague.empty() && !s_.row) {
    return set_aside(p_.span(f_.begin, f_.end),
                     "said of '" + t_.paragraph_vague + "', not of a named model");
  } else if (!t_.paragraph_subject.empty() && !s_.row && !anaphor_) {
    name_ = t_.paragraph_subject;
    how_ = "the model its paragraph speaks of";
    by_ = AttachedBy::paragraph;
  } else if (anaphor_) {
    // `It costs ...`: the model its paragraph last named, else the one the
    // text last gave a figure of.
    name_ = t_.paragraph_subject.empty() ? t_.last_fact_subject : t_.paragraph_subject;
    by_ = AttachedBy::anaphora;
    const std::size_t words = lex_.cue("anaphora").match_at(c_.words.words, 0);
    how_ = "the model the sentence's opening word refers to ('" +
           squeeze(p_.clean.substr(s_.begin, c_.words.ends[words - 1] - s_.begin)) + "')";
  } else if (!t_.title_subject.empty()) {
    // A model card: what no sentence names is of the model its title names.
    name_ = t_.title_subject;
    how_ = "the model the title names";
    by_ = AttachedBy::title;
  } else if (!t_.document_subject.empty()) {
    name_ = t_.document_subject;
    how_ = "the first model the text names";
    by_ = AttachedBy::document;
    by_document_ = true;
  } else {
    return set_aside(p_.span(f_.begin, f_.end), "no model or offer named for it");
  }
  if (std::find(lex_.makers.begin(), lex_.makers.end(), name_) != lex_.makers.end())
    return set_aside(p_.span(f_.begin, f_.end),
                     "said of '" + name_ + "', the company, not of a model it names");
  return true;
}

/// The name as the record gets it: with its provider where the text prices
/// models at several, and its tier or its line's qualifier for a price.
void FigureReader::qualify_name() {
  if (subject_ && !subject_->comparison) ss_.sentence_subject = name_;
  t_.paragraph_subject = name_;
  if (t_.providers_named >= 2 && (r_.per || r_.fact->field == Field::user_rate)) {
    // A text that prices models at several providers: each offer by its provider.
    const std::string provider = provider_in(c_.words, lex_, c_.word_at(f_.begin));
    if (!provider.empty() && name_.find("(" + provider + ")") == std::string::npos)
      name_ += " (" + provider + ")";
  }
  t_.note_recent(name_);
  if (!tier_.empty()) {
    name_ += " " + tier_;
    how_ += ", at the " + tier_ + " price";
  } else if (subject_ && !s_.row && is_token_price(*r_.fact)) {
    qualify_by_label();
  }
}

/// `Gemini 2.5 Pro, prompts over 200K tokens: input $2.50`: the qualifier
/// in a line's label names an offer of its own.
void FigureReader::qualify_by_label() {
  // The line's start within the sentence: a search back from the figure
  // that stops at the sentence (not at the text's start).
  std::size_t b = s_.begin;
  if (f_.begin >= s_.begin) {
    const std::size_t until = std::min(f_.begin + 1, p_.clean.size());
    const std::string_view before(p_.clean.data() + s_.begin, until - s_.begin);
    if (const std::size_t nl = before.rfind('\n'); nl != std::string_view::npos)
      b = s_.begin + nl + 1;
  }
  while (b < s_.end && std::string_view("-*+ \t").find(p_.clean[b]) != std::string_view::npos)
    ++b;
  const std::size_t colon = find_within(p_.clean, ':', b, std::min(s_.end, b + 100));
  if (colon == std::string::npos || subject_->begin < b || subject_->end >= colon ||
      f_.begin <= colon || p_.clean[subject_->end] != ',')
    return;
  const std::string q = squeeze(p_.clean.substr(subject_->end + 1, colon - subject_->end - 1));
  if (!q.empty() && q.find_first_of("$;") == std::string::npos &&
      split_words(q).words.size() <= 8) {
    name_ += " (" + q + ")";
    how_ += ", as its line's label qualifies it";
  }
}

/// The figure said of its subject, with how it was found.
void FigureReader::attach() {
  t_.st.note_subject(name_);
  if (subject_ && subject_->sized) t_.st.sized_subjects.insert(key_of(name_));
  DraftFact d = *r_.fact;
  d.prose = where_;
  d.why = d.why + "; said of '" + name_ + "': " + how_;
  d.attached_by = s_.row && (by_ == AttachedBy::clause || by_ == AttachedBy::sentence)
                      ? (ss_.row_is_item ? AttachedBy::list_item : AttachedBy::table_row)
                      : by_;
  if (subject_ && subject_->segment && by_ == AttachedBy::clause)
    d.attached_by = AttachedBy::list_item;
  const std::string& family = t_.last_family.empty() ? t_.document_family : t_.last_family;
  Attached a{name_, d, r_.family_size, r_.hardware, by_document_, family};
  a.direct = subject_ != nullptr;
  t_.st.attached.push_back(a);
  if (std::find(ss_.sentence_order.begin(), ss_.sentence_order.end(), name_) ==
      ss_.sentence_order.end())
    ss_.sentence_order.push_back(name_);
  if (!s_.row) t_.last_fact_subject = name_;
}

}  // namespace

void read_figure(ReadingState& t, SentenceState& ss, std::size_t fi, const Prose& p,
                 const Sentence& s, const Lexicon& lex, const Catalogue& catalogue,
                 Extraction& out) {
  FigureReader(t, ss, fi, p, s, lex, catalogue, out).run();
}

}  // namespace claimcheck::extraction
