// One figure's subject, for the attachment phase (figure_reader.h): the
// name it is said for, the nearest before it, the group it is said of, or
// the paragraph's, the title's or the text's model, and the name the record
// gets.
#include <algorithm>
#include <cstddef>

#include "extract/figure_reader.h"
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

}  // namespace

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
  if (wend < ws.size() && (lex_.words("said-for").count(ws[wend]) ||
                           (r_.previous && lex_.words("said-on").count(ws[wend]))))
    for (const auto& m : ss_.mentions) {
      if (m.vague || m.begin < c_.words.begins[wend]) continue;
      const std::size_t mw = c_.word_at(m.begin);
      bool only_articles = mw <= wend + 3;
      for (std::size_t k = wend + 1; k < mw && only_articles; ++k) {
        std::string x = ws[k];
        if (x.size() > 2 && x.compare(x.size() - 2, 2, "'s") == 0) x.resize(x.size() - 2);
        only_articles = lex_.words("articles").count(x) || is_developer(lex_, x);
      }
      if (only_articles) {
        subject_ = &m;
        how_ = "the name it is said for";
        found_ = Found::said_for;
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
        found_ = Found::size_described;
        by_ = AttachedBy::clause;
        break;
      }
  for (const auto& m : ss_.mentions)
    if (!subject_ || found_ == Found::clause_before)
      if (m.end <= f_.begin && m.begin >= clause_begin_ && !m.comparison) {
        subject_ = &m;
        how_ = "the nearest name before it in its clause";
        found_ = Found::clause_before;
        by_ = AttachedBy::clause;
      }
  if (!subject_)
    for (const auto& m : ss_.mentions)
      if (m.end <= f_.begin && !m.comparison && !m.vague) {
        subject_ = &m;
        how_ = "the nearest name before it in its sentence";
        found_ = Found::sentence_before;
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
  if (r_.previous && (!subject_ || found_ != Found::said_for)) {
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
        found_ = Found::clause_after;
        by_ = AttachedBy::clause;
        break;
      }
  // A figure given the wrong model is worse than one missed.
  const auto relative = [this](std::size_t from, std::size_t to) {
    return relative_between(from, to);
  };
  if (const Mention* other = subject_ && found_ == Found::clause_before
                                 ? equally_near_after(c_, p_, f_, span_end_, clause_end_, *subject_,
                                                      ss_.mentions, relative)
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
  if (subject_ && subject_->list >= 0 && !s_.row && before_it())
    for (const auto& m : ss_.mentions)
      if (m.list == subject_->list) list_names.push_back(m.name);
  if (!s_.row && list_names.size() < 2 && (!subject_ || before_it())) {
    // The models the sentence named before it, else as many as the group
    // counts of those the text last gave figures to.
    std::size_t counted = 0;
    bool grouped = false;
    for (std::size_t k = c_.word_at(subject_ ? subject_->end : clause_begin_);
         k < c_.word_at(f_.begin) && !grouped; ++k)
      if (const std::size_t n = lex_.groups.match_at(c_.words.words, k); n >= 2) {
        grouped = true;
        for (std::size_t j = k; j < k + n; ++j)
          counted = std::max(counted, count_word(c_.words.words[j], lex_));
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
    for (const auto& g : t_.group)
      attach_each(g, "one of the models the sentence before named", false);
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
  } else if (s_.row && ss_.row_is_item && t_.lead_part) {
    return set_aside(p_.span(f_.begin, f_.end),
                     "said of a part of a model (the line leading the list speaks of one)");
  } else if (s_.row && ss_.row_is_item && !t_.lead_subject.empty()) {
    // `The architecture of Orbit-7B is as follows:`, then `- Total Parameters: 456B`.
    name_ = t_.lead_subject;
    how_ = "the model the line leading its list names";
    by_ = AttachedBy::list_item;
  } else if (!t_.section_subject.empty() && (!s_.row || ss_.row_is_item)) {
    // `### Nemotron 3 Ultra`, then `- 550B total / 55B active parameters`.
    name_ = t_.section_subject;
    how_ = "the model its section's heading names";
    by_ = AttachedBy::section;
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
  // A name taken for want of a nearer one (the text's first) does not become
  // the paragraph's: the next figure would take it as said of it.
  if (!by_document_) t_.paragraph_subject = name_;
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
  while (b < s_.end && std::string_view("-*+ \t").find(p_.clean[b]) != std::string_view::npos) ++b;
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

void attach_figure(ReadingState& t, SentenceState& ss, std::size_t fi, const Prose& p,
                   const Sentence& s, const Lexicon& lex, const Catalogue& catalogue,
                   Extraction& out) {
  FigureReader(t, ss, fi, p, s, lex, catalogue, out).run();
}

}  // namespace claimcheck::extraction
