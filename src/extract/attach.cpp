// The attachment phase: each sentence's names and figures, and the subject
// each figure is said of, by rules tried in order (docs/extract.md, "How a
// figure finds its subject").
#include "extract/attach.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <map>
#include <optional>
#include <regex>
#include <set>

#include "claims/unit_phrases.h"
#include "extract/figures.h"
#include "extract/name_patterns.h"
#include "extract/readings.h"
#include "extract/structures.h"
#include "quantity/units.h"
#include "text/ascii.h"
#include "vocab/calendar.h"
#include "vocab/precision.h"
#include "vocab/scale_words.h"

namespace claimcheck::extraction {
namespace {
/// What a row's first cell says: the name of the row's model or offer, or
/// that the row is a total.
struct RowCell {
  bool total = false;
  std::string label;
};

/// Reads a row's first cell. A cell that names a model (a name the lexicon
/// or the catalogue knows, or an API's id such as `mistral-tiny`) becomes the
/// row's one subject: other names in the row are asides (`(Mixtral 8x7B)`).
RowCell row_cell(const Prose& p, const Sentence& s, const Lexicon& lex, const Wordings& wordings,
                 std::vector<Mention>& mentions, bool model_column, bool per_model_list) {
  RowCell r;
  const std::string& t = p.clean;
  std::size_t b = s.begin;
  while (b < s.end && std::string_view("-*+| \t").find(t[b]) != std::string_view::npos) ++b;
  {
    std::size_t d = b;
    while (d < s.end && std::isdigit(static_cast<unsigned char>(t[d]))) ++d;
    if (d > b && d + 1 < s.end && (t[d] == '.' || t[d] == ')') && t[d + 1] == ' ') b = d + 2;
  }
  const std::size_t ce = cell_end(std::string_view(t.data() + b, s.end - b));
  if (ce == std::string_view::npos || ce == 0) return r;
  const std::size_t e = b + ce;
  // Asides in parentheses are no part of the name, but a size is
  // (`Llama 3.3 Instruct (70B)`).
  static const std::regex size_aside(R"(^\(\d+(?:\.\d+)?[BMT]\))");
  std::string name;
  int depth = 0;
  for (std::size_t i = b; i < e; ++i) {
    std::smatch sm;
    const std::string rest = t.substr(i, std::min<std::size_t>(12, e - i));
    if (depth == 0 && t[i] == '(' && std::regex_search(rest, sm, size_aside)) {
      name += sm.str(0);
      i += static_cast<std::size_t>(sm.length(0)) - 1;
      continue;
    }
    if (t[i] == '(') ++depth;
    if (depth == 0) name += t[i];
    if (t[i] == ')' && depth > 0) --depth;
  }
  name = squeeze(name);
  while (!name.empty() && std::string_view(" :-").find(name.back()) != std::string_view::npos)
    name.pop_back();
  // `Qwen 3 Max, prompts up to 100K tokens:`: the model, then its qualifier.
  for (const auto& m : mentions)
    if (m.begin == b && m.end < e && t[m.end] == ',' && !m.vague) {
      const std::string q = squeeze(t.substr(m.end + 1, e - m.end - 1));
      std::string trimmed = q;
      while (!trimmed.empty() &&
             std::string_view(" :-").find(trimmed.back()) != std::string_view::npos)
        trimmed.pop_back();
      if (!trimmed.empty() && trimmed.find('(') == std::string::npos)
        name = squeeze(t.substr(m.begin, m.end - m.begin)) + " (" + trimmed + ")";
      break;
    }
  const Words cw = split_words(name);
  if (cw.words.empty()) return r;
  r.label = name;
  if (lex.totals.match_at(cw.words, 0) == cw.words.size()) {
    r.total = true;
    return r;
  }
  bool named = false;
  for (const auto& m : mentions) named = named || (m.begin >= b && m.begin < e && !m.vague);
  bool id = false;
  for (const auto& w : cw.words)
    id = id || (w.find('-') != std::string::npos &&
                std::any_of(w.begin(), w.end(), [](char c) { return std::isalpha(c) != 0; }));
  // Under a header whose first cell says the column holds models (`Model`,
  // `Name`), the first cell names the row's subject, known name or not.
  // So does a list item's label under a per-model lead (`Per model:`).
  if (!named && !id && !model_column && !(per_model_list && name_like_label(name, wordings, lex)))
    return r;
  Mention m;
  m.begin = b;
  m.end = e;
  m.name = name;
  name_numbers(m, t, b, e);
  std::vector<Mention> kept;
  for (auto& other : mentions) {
    if (other.begin >= b && other.begin < e) continue;  // a part of the cell's name
    other.comparison = true;                            // an aside: no subject of the row
    kept.push_back(other);
  }
  kept.insert(kept.begin(), m);
  mentions = kept;
  return r;
}

/// The scale a table header's parentheses give its figures: `M`,
/// `millions`, `in billions`, `bn` -> 1e6, 1e9 ...; 1 for anything else.
double scale_word_value(std::string inside) {
  inside = to_lower(squeeze(inside));
  if (inside.rfind("in ", 0) == 0) inside = inside.substr(3);
  return scale_word_factor(inside, true).value_or(1);
}

/// The count a word of a group says (`both` -> 2, `three` -> 3), or 0.
std::size_t count_word(const std::string& w) {
  if (w == "both") return 2;
  const int n = cardinal_word_value(w);
  return n >= 2 ? static_cast<std::size_t>(n) : 0;
}

/// The figures of a sentence, in order: those inside a name are no figures
/// of their own (`H100-80GB`, `Llama 3 70B`).
std::vector<ProseFigure> sentence_figures(const Prose& p, const Sentence& s,
                                          const Catalogue& catalogue,
                                          const std::vector<Mention>& mentions, Extraction& out) {
  auto inside_mention = [&](std::size_t at) {
    for (const auto& m : mentions)
      if (!m.vague && at >= m.begin && at < m.end) return true;
    return false;
  };
  std::vector<ProseFigure> figures;
  for (std::size_t i = s.begin; i < s.end;) {
    const char ch = p.clean[i];
    const bool start = i == s.begin || !(alnum(p.clean[i - 1]) || p.clean[i - 1] == '.' ||
                                         p.clean[i - 1] == ',' || p.clean[i - 1] == '$' ||
                                         static_cast<unsigned char>(p.clean[i - 1]) >= 0x80);
    if (!start && i >= s.begin + 2 && p.clean.compare(i - 2, 2, "\xC2\xA5") == 0 &&
        std::isdigit(static_cast<unsigned char>(ch))) {
      // `¥2 per million tokens`: yuan or yen, the sign does not say which.
      if (auto y = read_figure(std::string_view(p.clean.data(), s.end), i)) {
        ignore_figure(out,
                      {p.span(i - 2, y->end), "unsure",
                       "money in \xC2\xA5, which may be yuan (CNY) or yen: write the currency"});
        i = y->end;
        continue;
      }
    }
    if (start && i > s.begin && p.clean[i - 1] == '-' &&
        std::isdigit(static_cast<unsigned char>(ch))) {
      // `H100-80GB`, `TPU-v5p`: the number is part of an accelerator's name.
      std::size_t wb = i - 1, we = i;
      while (wb > s.begin && !std::isspace(static_cast<unsigned char>(p.clean[wb - 1]))) --wb;
      while (we < s.end && (alnum(p.clean[we]) || p.clean[we] == '-')) ++we;
      const std::string word = p.clean.substr(wb, we - wb);
      if (catalogue.find(word) || catalogue.find(word.substr(0, word.find('-')))) {
        i = we;
        continue;
      }
    }
    if (!start || inside_mention(i) || std::isspace(static_cast<unsigned char>(ch))) {
      ++i;
      continue;
    }
    auto f = read_figure(std::string_view(p.clean.data(), s.end), i);
    if (f && f->hedge == Hedge::at_most && to_lower(p.clean.substr(f->begin, 2)) == "up") {
      // `added up to 20.4 thousand tonnes`, `adds up to`: a sum, not a bound.
      const Words before =
          split_words(std::string_view(p.clean).substr(s.begin, f->begin - s.begin), s.begin);
      const std::string prev = before.words.empty() ? "" : before.words.back();
      if (prev.rfind("add", 0) == 0 || prev.rfind("sum", 0) == 0 || prev.rfind("amount", 0) == 0 ||
          prev == "comes" || prev == "came" || prev == "totals" || prev == "totalled") {
        const std::size_t to = to_lower(p.clean.substr(f->begin, 12)).find("to");
        if (auto g = read_figure(std::string_view(p.clean.data(), s.end),
                                 p.clean.find_first_not_of(" \t\n", f->begin + to + 2)))
          f = g;
      }
    }
    if (f && f->words && !f->range) {
      // `two thousand forty-eight`: a count in words goes on past its scale.
      std::size_t next = f->end;
      while (next < s.end && p.clean[next] == ' ') ++next;
      if (next > f->end && next < s.end && std::isalpha(static_cast<unsigned char>(p.clean[next])))
        if (auto g = read_figure(std::string_view(p.clean.data(), s.end), next);
            g && g->words && !g->range && g->hedge == Hedge::none && !g->currency &&
            g->lo < f->lo && f->lo >= 1000) {
          f->lo += g->lo;
          f->hi += g->hi;
          f->end = g->end;
        }
      // `half a million`: half of it.
      const Words before =
          split_words(std::string_view(p.clean).substr(
                          f->begin > s.begin + 8 ? f->begin - 8 : s.begin,
                          f->begin - (f->begin > s.begin + 8 ? f->begin - 8 : s.begin)),
                      f->begin > s.begin + 8 ? f->begin - 8 : s.begin);
      if (!before.words.empty() && before.words.back() == "half" && f->hedge == Hedge::none &&
          (to_lower(p.clean.substr(f->begin, 2)) == "a " ||
           to_lower(p.clean.substr(f->begin, 3)) == "an ")) {
        f->lo *= 0.5;
        f->hi *= 0.5;
        f->begin = before.begins.back();
      }
    }
    if (f && !inside_mention(f->end - 1)) {
      figures.push_back(*f);
      i = f->end;
    } else {
      ++i;
    }
  }
  return figures;
}

/// `emissions of 8,930, 2,040 and 420 tonnes ... respectively`: a list of
/// figures said of the sentence's models in the order it named them. Gives
/// each figure of such a list its place in it and the list's length.
void respective_lists(const Context& c, const Prose& p, const std::vector<ProseFigure>& figures,
                      std::vector<int>& respective, std::vector<std::size_t>& respective_size) {
  {
    const Words& ws = c.words;
    for (std::size_t i = 0; i < figures.size();) {
      std::size_t j = i;
      while (j + 1 < figures.size()) {
        const std::string gap =
            squeeze(p.clean.substr(figures[j].end, figures[j + 1].begin - figures[j].end));
        if (gap != "," && gap != "and" && gap != ", and") break;
        ++j;
      }
      if (j > i) {
        const std::size_t after_last = c.word_at(figures[j].end);
        bool said = false;
        for (std::size_t k = after_last; k < ws.words.size() && k < after_last + 8; ++k)
          said = said || ws.words[k] == "respectively";
        if (said)
          for (std::size_t k = i; k <= j; ++k) {
            respective[k] = static_cast<int>(k - i);
            respective_size[k] = j - i + 1;
          }
      }
      i = j + 1;
    }
  }
}

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

/// `| Llama 2 70B | 70 | 2.0 | 1.72 | A100-80GB |`: under a header
/// `Accelerator` or `Hardware`, a cell that is an accelerator is the row's
/// model's.
void row_hardware(ReadingState& t, const Prose& p,
                  const std::vector<std::pair<std::size_t, std::size_t>>& cells,
                  const std::vector<Mention>& mentions, const Lexicon& lex,
                  const Catalogue& catalogue) {
  auto& header_keys = t.header_keys;
  auto& attached = t.st.attached;
  auto note_subject = [&t](const std::string& name) { t.st.note_subject(name); };
  // `| Llama 2 70B | 70 | 2.0 | 1.72 | A100-80GB |`: under a header
  // `Accelerator` or `Hardware`, a cell that is an accelerator is the
  // row's model's.
  const std::set<std::string>& hardware_headers = lex.words("hardware-headers");
  const Mention* row_subject = nullptr;
  for (const auto& m : mentions)
    if (!m.vague && !m.comparison) {
      row_subject = &m;
      break;
    }
  for (std::size_t k = 0; row_subject && k < cells.size() && k < header_keys.size(); ++k) {
    if (!hardware_headers.count(header_keys[k])) continue;
    std::string raw = squeeze(p.clean.substr(cells[k].first, cells[k].second - cells[k].first));
    std::size_t at = cells[k].first + p.clean.substr(cells[k].first).find(raw);
    if (const auto sp = raw.find(' ');
        sp != std::string::npos && is_vendor(lex, to_lower(raw.substr(0, sp)))) {
      at += sp + 1;
      raw = raw.substr(sp + 1);
    }
    std::string memory;
    if (const auto sp = raw.find(' '); sp != std::string::npos) {
      memory = raw.substr(sp + 1);  // `A100 40GB`
      raw = raw.substr(0, sp);
    }
    const Accelerator* a = catalogue.find(raw);
    if (!a && raw.find('-') != std::string::npos) a = catalogue.find(raw.substr(0, raw.find('-')));
    if (!a) continue;
    std::string id = a->id;
    if (!memory.empty()) {
      if (memory.size() > 2 && to_lower(memory.substr(memory.size() - 2)) == "gb")
        memory = memory.substr(0, memory.size() - 2);
      if (const Accelerator* v = catalogue.find(id + "-" + memory + "GB"))
        id = v->id;
      else
        continue;  // a cell of more than an accelerator
    }
    DraftFact d;
    d.claim = "on " + id;
    d.field = Field::hardware;
    d.hardware = id;
    d.prose = p.span(at, cells[k].first +
                             p.clean.substr(cells[k].first, cells[k].second - cells[k].first)
                                 .find_last_not_of(" |\t") +
                             1);
    d.why = "an accelerator in the table's '" + header_keys[k] + "' column; said of '" +
            row_subject->name + "': the row's model";
    d.attached_by = AttachedBy::table_row;
    note_subject(row_subject->name);
    attached.push_back({row_subject->name, d, false, id, false, ""});
  }
}

/// A training sentence's precision (`in FP8`, `FP8 mixed precision`) and
/// the run's accelerator named with no count (`on A100-80GB GPUs`), said of
/// the sentence's subject; an accelerator said of no model is the text's.
void training_hardware(ReadingState& t, const Context& c, const Prose& p, const Sentence& s,
                       const std::vector<Mention>& mentions, const std::string& sentence_subject,
                       const std::vector<std::pair<std::size_t, std::size_t>>& spans_read,
                       const std::vector<std::string>& sentence_group, const Lexicon& lex,
                       const Catalogue& catalogue, Extraction& out) {
  auto& attached = t.st.attached;
  auto& subject_names = t.st.subject_names;
  auto& text_hardware = t.st.text_hardware;
  auto& text_hardware_conflict = t.st.text_hardware_conflict;
  const std::string& paragraph_subject = t.paragraph_subject;
  const std::string& document_subject = t.document_subject;
  auto note_subject = [&t](const std::string& name) { t.st.note_subject(name); };
  auto inside_mention = [&](std::size_t at) {
    for (const auto& m : mentions)
      if (!m.vague && at >= m.begin && at < m.end) return true;
    return false;
  };
  static const std::regex precision(R"(\b()" + precision_alternation() + R"()\b)",
                                    std::regex::icase);
  const std::string sentence = p.clean.substr(s.begin, s.end - s.begin);
  std::smatch m;
  std::string name = sentence_subject;
  if (name.empty())
    for (const auto& mm : mentions)
      if (!mm.vague && !mm.comparison) {
        name = mm.name;
        break;
      }
  if (name.empty()) name = paragraph_subject.empty() ? document_subject : paragraph_subject;
  // The words first: the expression runs only on a sentence that holds a
  // precision's name (a tenth of the time on a page of prose).
  const bool named_precision =
      std::any_of(c.words.words.begin(), c.words.words.end(), [](const std::string& w) {
        for (std::size_t b = 0, e; b < w.size(); b = e + 1) {
          e = std::min(w.find_first_of("-/", b), w.size());
          if (!canonical_precision(std::string_view(w).substr(b, e - b)).empty()) return true;
        }
        return false;
      });
  const bool found = !name.empty() && named_precision && std::regex_search(sentence, m, precision);
  const std::size_t pb = found ? s.begin + static_cast<std::size_t>(m.position(1)) : 0;
  const std::size_t pw = c.word_at(pb);
  const bool serving =
      found && lex.distractor("deployment").any_in(c.words.words, pw > 8 ? pw - 8 : 0, pw);
  if (serving)
    ignore_figure(out, {p.span(pb, pb + static_cast<std::size_t>(m.length(1))), "unsure",
                        "a precision for serving the model, not for its training run"});
  if (found && !serving) {
    const std::size_t b = pb;
    DraftFact d;
    d.claim = "in " + canonical_precision(m[1].str());
    d.field = Field::precision;
    d.prose = p.span(b, b + static_cast<std::size_t>(m.length(1)));
    d.why = "a precision in a sentence about training; said of '" + name + "'";
    d.attached_by = AttachedBy::clause;
    note_subject(name);
    attached.push_back({name, d, false, "", false, ""});
  }
  // The run's accelerator named with no count: `on A100-80GB GPUs`,
  // `on H100-80GB hardware`, said of the sentence's subject.
  const RawWords rw = raw_words(p.clean, s.begin, s.end);
  for (std::size_t i = 0; i < rw.text.size(); ++i) {
    const std::size_t at = rw.begins[i];
    bool read = false;
    for (const auto& [b, e] : spans_read) read = read || (at >= b && at < e);
    if (read || inside_mention(at)) continue;
    const std::size_t wi = c.word_at(at);
    if (lex.distractor("deployment").any_in(c.words.words, wi > 8 ? wi - 8 : 0, wi)) continue;
    const std::string prev = i > 0 ? to_lower(rw.text[i - 1]) : "";
    const bool vendor = is_vendor(lex, prev);
    const std::string before = vendor && i > 1 ? to_lower(rw.text[i - 2]) : prev;
    // `on A100-80GB GPUs`, `using H800s`, `a cluster of Nvidia H800 chips`.
    const std::set<std::string>& leads = lex.words("hardware-leads");
    if (!leads.count(before)) continue;
    for (std::size_t k = std::min<std::size_t>(3, rw.text.size() - i); k >= 1; --k) {
      const std::string raw = p.clean.substr(at, rw.ends[i + k - 1] - at);
      if (!std::isalpha(static_cast<unsigned char>(raw[0])) ||
          raw.find_first_of("0123456789") == std::string::npos)
        continue;
      const Accelerator* a = catalogue.find(raw);
      if (!a && raw.size() > 2 && raw.back() == 's' &&
          std::isdigit(static_cast<unsigned char>(raw[raw.size() - 2])))
        a = catalogue.find(raw.substr(0, raw.size() - 1));  // `on H800s`
      if (!a && k == 1 && raw.find('-') != std::string::npos)
        a = catalogue.find(raw.substr(0, raw.find('-')));
      if (!a) continue;
      std::string id = a->id;
      if (const std::string v = memory_variant(c, id, rw.ends[i + k - 1]); !v.empty()) id = v;
      DraftFact d;
      d.claim = "on " + id;
      d.field = Field::hardware;
      d.hardware = id;
      d.prose = p.span(at, rw.ends[i + k - 1]);
      if (name.empty()) {
        // `Training utilized 39.3M GPU hours on H100-80GB hardware, per the
        // table below`: the text's training hardware, for the records whose
        // GPU-hours come after it with no hardware of their own.
        if (!text_hardware && !text_hardware_conflict) {
          d.why = "the accelerator the text says its models were trained on";
          text_hardware = d;
        } else if (text_hardware && text_hardware->hardware != d.hardware) {
          text_hardware_conflict = true;
        }
        i = rw.text.size();
        break;
      }
      d.why = "an accelerator named in a sentence about training; said of '" + name + "'";
      const CueList& whole_family = lex.cue("whole-family");
      std::vector<std::string> targets = {name};
      if (whole_family.any_in(c.words.words, 0, c.words.words.size())) {
        // `IBM trained the family on ... H100 GPUs`: every model the text has
        // given a figure, of the family the name begins.
        const auto family = name_tokens(name);
        targets.clear();
        for (const auto& [written, tokens] : subject_names) {
          const bool by_size = name.rfind(kSizeReference, 0) == 0;  // `the 8B`: any record
          if (!tokens.empty() && !family.empty() && (by_size || tokens[0] == family[0]) &&
              written.rfind(kSizeReference, 0) != 0)
            targets.push_back(written);
        }
        if (targets.empty()) targets = {name};
      }
      if (!sentence_group.empty()) targets = sentence_group;  // `Both were trained on H100s`
      for (const auto& target : targets) {
        note_subject(target);
        DraftFact each = d;
        each.why = "an accelerator named in a sentence about training; said of '" + target + "'";
        each.attached_by = targets.size() > 1 ? AttachedBy::group : AttachedBy::clause;
        attached.push_back({target, each, false, id, false, ""});
      }
      i = rw.text.size();
      break;
    }
  }
}

/// What one sentence's figures share as they are read in turn: the
/// sentence's context, cells, names and figures, and what the figures read
/// so far leave for the next.
struct SentenceState {
  Context& c;
  const std::vector<std::pair<std::size_t, std::size_t>>& cells;
  const std::string& label;
  std::size_t& money_in_row;
  std::vector<Mention>& mentions;
  const RowCell& cell;
  bool row_is_item;  ///< a list item, not a table's row
  const std::vector<std::string>& sentence_group;
  const std::vector<ProseFigure>& figures;
  const std::vector<int>& respective;
  const std::vector<std::size_t>& respective_size;
  std::vector<std::string>& sentence_order;  ///< the subjects, in the order they took figures
  std::string& sentence_subject;
  std::vector<std::pair<std::size_t, std::size_t>>& spans_read;  ///< the figures and their units
  std::size_t& previous_end;  ///< the end of the last figure read, with its wording
  DraftFact& elliptic;        ///< the last fact whose unit words a bare figure may take (` tokens`)
  std::size_t& elliptic_end;
  bool& elliptic_plain;
  bool& elliptic_size;
  std::size_t& consumed;  ///< the end of the last figure's unit
};

/// Reads figure `fi` of a sentence: its unit, its field, and the subject it
/// is said of, added to `t.st`.
void read_figure(ReadingState& t, SentenceState& ss, std::size_t fi, const Prose& p,
                 const Sentence& s, const Lexicon& lex, const Catalogue& catalogue,
                 Extraction& out) {
  Attachments& st = t.st;
  auto& attached = st.attached;
  auto& sized_subjects = st.sized_subjects;
  auto& paragraph_subject = t.paragraph_subject;
  auto& document_subject = t.document_subject;
  auto& last_fact_subject = t.last_fact_subject;
  auto& paragraph_vague = t.paragraph_vague;
  auto& group = t.group;
  auto& recent_subjects = t.recent_subjects;
  auto& columns = t.columns;
  auto& column_tiers = t.column_tiers;
  auto& header_units = t.header_units;
  auto& header_scales = t.header_scales;
  auto& providers_named = t.providers_named;
  auto& paragraph_per = t.paragraph_per;
  auto& title_subject = t.title_subject;
  auto& last_family = t.last_family;
  auto& document_family = t.document_family;
  auto note_recent = [&t](const std::string& name) { t.note_recent(name); };
  auto note_subject = [&st](const std::string& name) { st.note_subject(name); };
  auto& c = ss.c;
  const auto& cells = ss.cells;
  const auto& label = ss.label;
  auto& money_in_row = ss.money_in_row;
  auto& mentions = ss.mentions;
  const auto& cell = ss.cell;
  const bool row_is_item = ss.row_is_item;
  const auto& figures = ss.figures;
  const auto& respective = ss.respective;
  const auto& respective_size = ss.respective_size;
  auto& sentence_order = ss.sentence_order;
  auto& sentence_subject = ss.sentence_subject;
  auto& spans_read = ss.spans_read;
  auto& previous_end = ss.previous_end;
  auto& elliptic = ss.elliptic;
  auto& elliptic_end = ss.elliptic_end;
  auto& elliptic_plain = ss.elliptic_plain;
  auto& elliptic_size = ss.elliptic_size;
  auto& consumed = ss.consumed;
  ProseFigure f = figures[fi];
  if (f.begin < consumed) return;
  std::optional<ProseFigure> next;
  if (fi + 1 < figures.size()) next = figures[fi + 1];
  std::optional<UnitPhrase> unit = read_unit(c, f.end);
  if (!unit) unit = water_unit(c, f);
  const bool bare = !unit && !f.currency && !f.percent && !postfix_currency(p.clean, f.end) &&
                    to_lower(p.clean.substr(f.end, 6)).rfind(" cent", 0) != 0;
  const bool label_training = c.training_label;
  // `| 671 total / 37 active |`: a later figure in a cell, told apart
  // from the first by `total` or `active` after each.
  auto later_in_cell = [&](std::size_t cell_begin, const ProseFigure& g) {
    const std::string head = to_lower(p.clean.substr(cell_begin, g.begin - cell_begin));
    const std::string tail = to_lower(p.clean.substr(g.end, 12));
    auto said = [](const std::string& x) {
      return x.find("total") != std::string::npos || x.find("active") != std::string::npos;
    };
    return said(head) && said(tail);
  };
  if (!bare && unit && !f.scaled && !header_units.empty() &&
      (unit->meaning.field == Field::params || unit->meaning.field == Field::active_params)) {
    // `| 671 total / 37 active |` under `Parameters (B)`: the count's own
    // wording says active, and the header gives its scale.
    for (std::size_t k = 0; k < cells.size() && k < header_scales.size(); ++k)
      if (f.begin >= cells[k].first && f.end <= cells[k].second && header_scales[k] != 1 &&
          later_in_cell(cells[k].first, f)) {
        if (const auto h = label_unit(c, header_units[k], f.end);
            h && (h->meaning.field == Field::params || h->meaning.field == Field::active_params)) {
          f.lo *= header_scales[k];
          f.hi *= header_scales[k];
          f.scaled = true;
        }
      }
  }
  if (bare && !header_units.empty()) {
    // The column's header: the cell the figure is in (`Pretraining
    // tokens` says the run's).
    for (std::size_t k = 0; k < cells.size() && k < header_units.size(); ++k)
      if (f.begin >= cells[k].first && f.end <= cells[k].second && !header_units[k].empty() &&
          (f.begin == cells[k].first || later_in_cell(cells[k].first, f))) {
        unit = label_unit(c, header_units[k], f.end);
        if (header_units[k].find("train") != std::string::npos) c.training_label = true;
        if (unit && !f.scaled && k < header_scales.size() && header_scales[k] != 1) {
          f.lo *= header_scales[k];
          f.hi *= header_scales[k];
          f.scaled = true;
        }
      }
  }
  if (bare && !unit && !label.empty()) {
    // `Parameters: 14B`, `| Tokens | 9.8T |`: the line's label, for the
    // figure that begins the value.
    const std::size_t value =
        s.row && cells.size() >= 2 ? cells[1].first : find_within(p.clean, ':', s.begin, s.end) + 1;
    const std::size_t first = p.clean.find_first_not_of(" \t", value);
    if (first == f.begin) unit = label_unit(c, label, f.end);
  }
  // `8B and 70B parameters`: a count takes the unit of the next, but not
  // a PUE (`a PUE of 1.2 and 0.332 kg CO2e per kWh`).
  const bool pue_before = [&] {
    const std::size_t at = c.word_at(f.begin);
    for (std::size_t k = at > 3 ? at - 3 : 0; k < at; ++k)
      if (c.words.words[k] == "pue") return true;
    return false;
  }();
  if (!unit && next && !f.currency && !f.percent && !pue_before &&
      !year_like(f, p.clean.substr(f.begin, f.end - f.begin))) {
    const std::string between = squeeze(p.clean.substr(f.end, next->begin - f.end));
    if (between == "and" || between == "," || between == "or" || between == ", and" ||
        between == "to") {
      for (std::size_t k = fi + 1; k < figures.size() && !unit; ++k) {
        unit = read_unit(c, figures[k].end);
        const std::string b2 =
            k + 1 < figures.size()
                ? squeeze(p.clean.substr(figures[k].end, figures[k + 1].begin - figures[k].end))
                : "";
        if (!unit && !(b2 == "and" || b2 == "," || b2 == "or" || b2 == ", and")) break;
      }
      if (unit) unit->end = f.end;  // cues after the unit are read from this figure on
    }
  }
  const bool money = f.currency || postfix_currency(p.clean, f.end) ||
                     to_lower(p.clean.substr(f.end, 6)).rfind(" cent", 0) == 0;
  c.column_role = s.row && money && money_in_row < columns.size() ? columns[money_in_row] : "";
  c.column_tier =
      s.row && money && money_in_row < column_tiers.size() ? column_tiers[money_in_row] : "";
  if (s.row && money) ++money_in_row;
  c.previous_figure_end = previous_end;
  Reading r = classify(c, f, unit, next);
  c.training_label = label_training;
  previous_end = std::max({f.end, r.end, unit && unit->end > f.end ? unit->end : f.end});
  const bool in_parentheses = f.begin > s.begin && p.clean[f.begin - 1] == '(';
  if (!r.fact && !unit && !f.currency && !f.percent && !elliptic.tail.empty() && !in_parentheses &&
      r.reason == "unsure" && (f.scaled || f.words || elliptic_plain)) {
    // `Scout on ~40 trillion tokens and Maverick on ~22 trillion`, `Mixtral
    // at 480 tokens/s per user, and Llama 2 7B at about 750`: the figure
    // after another model's name takes the unit of the one before.
    const std::string between = p.clean.substr(elliptic_end, f.begin - elliptic_end);
    const Words bw = split_words(between);
    bool named = false;
    for (const auto& m : mentions)
      named = named || (m.begin >= elliptic_end && m.end <= f.begin && !m.comparison && !m.vague);
    const bool joined = between.find(" and ") != std::string::npos ||
                        between.find(',') != std::string::npos ||
                        between.find(';') != std::string::npos;
    // `1.3M hours for the smaller model and 6.4M for the larger`: or the
    // name comes after it, the one it is said for.
    bool said_for = false;
    {
      const Words aw = split_words(
          std::string_view(p.clean).substr(f.end, std::min<std::size_t>(s.end - f.end, 40)), f.end);
      if (!aw.words.empty() && aw.words[0] == "for")
        for (const auto& m : mentions)
          said_for =
              said_for || (!m.comparison && m.begin > f.end && aw.words.size() > 1 &&
                           m.begin <= aw.begins[std::min<std::size_t>(2, aw.words.size() - 1)]);
    }
    if ((named || (said_for && bw.words.size() <= 2)) && joined && bw.words.size() <= 10) {
      DraftFact d;
      d.figure = figure_text(f);
      d.tail = elliptic.tail;
      d.claim = d.figure + d.tail;
      d.field = elliptic.field;
      d.both_prices = elliptic.both_prices;
      d.hardware = elliptic.hardware;
      d.why = "a figure after another model's name, in the unit of the figure before it";
      r.fact = d;
      r.family_size = elliptic_size;
      r.size = f.lo;
    }
  }
  if (r.fact) {
    if (!r.fact->tail.empty() && r.fact->figure == figure_text(f)) {
      elliptic = *r.fact;
      elliptic_end = std::max({f.end, r.end, unit && unit->end > f.end ? unit->end : f.end});
      elliptic_plain = !f.scaled && !f.words;
      elliptic_size = r.family_size;
    } else {
      elliptic.tail.clear();
    }
  }
  // A price with no wording of its own is per what the sentence's last was.
  if (r.per && !r.per->gpu_hour && r.end > f.end) {
    c.default_per = r.per;
    c.default_from_heading = false;
    if (!s.row) paragraph_per = r.per;
  }
  if (unit && unit->end > f.end) consumed = unit->end;
  const std::size_t span_end =
      std::max({f.end, r.end, unit && unit->end > f.end ? unit->end : f.end});
  const ProseSpan where = p.span(f.begin, span_end);
  spans_read.emplace_back(f.begin, span_end);
  if (!r.fact) {
    if (!r.silent)
      ignore_figure(out,
                    {p.span(f.begin, r.reason == "multiplier" ? std::max(f.end, r.end) : f.end),
                     r.reason, r.detail});
    return;
  }
  if (cell.total) {
    ignore_figure(out, {p.span(f.begin, f.end), "unsure",
                        "a figure of the row '" + cell.label + "', a total of the rows"});
    return;
  }
  // A price of a tier (`batch`, `off-peak`) is an offer of its own: from
  // its column's header, the words before it in its clause or the few after.
  std::string tier;
  if (is_token_price(*r.fact)) {
    tier = c.column_tier;
    if (tier.empty() && !s.row) {
      std::size_t from = s.begin;
      for (std::size_t k = f.begin; k > s.begin; --k)
        if (p.clean[k - 1] == ';') {
          from = k;
          break;
        }
      tier = tier_in(c, c.word_at(from), c.word_at(f.begin));
      if (tier.empty()) tier = tier_in(c, c.word_at(span_end), c.word_at(span_end) + 3);
    }
  }
  // The subject: the nearest name before the figure in its clause, else
  // in its sentence, else the first after it, else the paragraph's.
  std::size_t clause_begin = s.begin;
  for (std::size_t k = f.begin; k > s.begin; --k)
    if (p.clean[k - 1] == ';') {
      clause_begin = k;
      break;
    }
  const std::size_t clause_end = std::min(find_within(p.clean, ';', f.end, s.end), s.end);
  const Mention* subject = nullptr;
  std::string how;
  AttachedBy by = AttachedBy::none;
  if (respective[fi] >= 0) {
    // Paired with the models the sentence gave figures to, in order.
    std::vector<std::string> order = sentence_order;
    if (order.size() == respective_size[fi]) {
      const std::string name = order[static_cast<std::size_t>(respective[fi])];
      DraftFact d = *r.fact;
      d.prose = where;
      d.why += "; said of '" + name +
               "': the list said 'respectively', in the order of the "
               "models the sentence gave figures to";
      d.attached_by = AttachedBy::respectively;
      Attached a{name, d, r.family_size, r.hardware, false, ""};
      attached.push_back(a);
      return;
    }
    ignore_figure(out, {where, "unsure",
                        "a list said 'respectively' that the sentence's models do not pair with"});
    return;
  }
  {
    // `500 tons for GPT-3`, `6,144 TPUv5p chips for the 27B`: the name the
    // figure is said for.
    const std::size_t wend = c.word_at(span_end);
    if (wend < c.words.words.size() &&
        (c.words.words[wend] == "for" || (r.previous && c.words.words[wend] == "on")))
      for (const auto& m : mentions) {
        if (m.vague || m.begin < c.words.begins[wend]) continue;
        const std::size_t mw = c.word_at(m.begin);
        bool only_articles = mw <= wend + 3;
        for (std::size_t k = wend + 1; k < mw && only_articles; ++k) {
          std::string x = c.words.words[k];
          if (x.size() > 2 && x.compare(x.size() - 2, 2, "'s") == 0) x.resize(x.size() - 2);
          only_articles = x == "the" || x == "its" || is_developer(lex, x);
        }
        if (only_articles) {
          subject = &m;
          how = "the name it is said for";
          by = AttachedBy::said_for;
        }
        break;
      }
  }
  if (!subject && r.family_size) {
    // `the 530-billion-parameter Megatron-Turing NLG`: the name the size describes.
    const std::size_t wend = c.word_at(span_end);
    for (const auto& m : mentions)
      if (!m.vague && m.begin >= span_end && c.word_at(m.begin) <= wend &&
          p.clean.substr(f.begin, span_end - f.begin).find('-') != std::string::npos) {
        subject = &m;
        how = "the name its size describes";
        by = AttachedBy::clause;
        break;
      }
  }
  for (const auto& m : mentions)
    if (!subject || how == "the nearest name before it in its clause")
      if (m.end <= f.begin && m.begin >= clause_begin && !m.comparison) {
        subject = &m;
        how = "the nearest name before it in its clause";
        by = AttachedBy::clause;
      }
  if (!subject)
    for (const auto& m : mentions)
      if (m.end <= f.begin && !m.comparison && !m.vague) {
        subject = &m;
        how = "the nearest name before it in its sentence";
        by = AttachedBy::sentence;
      }
  if (r.previous && (!subject || how != "the name it is said for")) {
    ignore_figure(out, {where, "unsure", "an earlier price, not the offer's own"});
    return;
  }
  // `It was trained on 992 A100 GPUs, combining ... Megatron-LM`: the
  // sentence's opening pronoun, not a name after the figure.
  const bool anaphor = !subject && (!last_fact_subject.empty() || !paragraph_subject.empty()) &&
                       !s.row && lex.cue("anaphora").match_at(c.words.words, 0) > 0;
  auto relative_between = [&](std::size_t from, std::size_t to) {
    // `916k GPU hours ..., which includes generating the Llama 3.1 8B
    // logits`: a name past `which` or `including` is not the figure's.
    return lex.cue("relatives").any_in(c.words.words, c.word_at(from), c.word_at(to));
  };
  if (!subject && !anaphor)
    for (const auto& m : mentions)
      if (m.begin >= f.end && m.begin < clause_end && !m.comparison && !m.vague &&
          !relative_between(f.end, m.begin) &&
          // `US$5.6mn, a fraction of the $100mn spent on GPT-4`: past a
          // comma, or far after it, a name is another phrase's.
          find_within(p.clean, ',', f.end, m.begin) == std::string::npos &&
          c.word_at(m.begin) <= c.word_at(f.end) + 8) {
        subject = &m;
        how = "the name after it in its clause";
        by = AttachedBy::clause;
        break;
      }
  // A name before the figure in its clause and one after it, equally near
  // in words, with nothing that ties the figure to either: set aside, not
  // guessed (a figure given the wrong model is worse than one missed).
  if (const Mention* other = subject && how == "the nearest name before it in its clause"
                                 ? equally_near_after(c, p, f, span_end, clause_end, *subject,
                                                      mentions, relative_between)
                                 : nullptr) {
    ignore_figure(
        out, {where, "ambiguous-subject",
              "as near to '" + subject->name + "' before it as to '" + other->name + "' after it"});
    return;
  }
  std::string name;
  if (subject && subject->vague) {
    ignore_figure(out, {p.span(f.begin, f.end), "unsure",
                        "said of '" + subject->name + "', not of a named model"});
    return;
  }
  bool by_document = false;
  // The figure said of each of several models: `g`, for `reason`.
  auto attach_each = [&](const std::string& member, const std::string& reason, bool size_key) {
    const std::string g = tier.empty() ? member : member + " " + tier;
    note_recent(member);
    DraftFact each = *r.fact;
    each.prose = where;
    each.why += "; said of '" + g + "': " + reason;
    each.attached_by = AttachedBy::group;
    note_subject(g);
    Attached a{g, each, size_key, r.hardware, false, ""};
    attached.push_back(a);
  };
  std::vector<std::string> list_names;
  if (subject && subject->list >= 0 && !s.row && how.find("before it") != std::string::npos)
    for (const auto& m : mentions)
      if (m.list == subject->list) list_names.push_back(m.name);
  if (!s.row && list_names.size() < 2 &&
      (!subject || how.rfind("the nearest name before it", 0) == 0)) {
    // `... on deepseek-chat and 75% off on deepseek-reasoner, which brings
    // both models to $0.035`: a group between the name (or the clause's
    // start) and the figure is the models the sentence named before it,
    // else as many as it counts of those the text last gave figures to.
    std::size_t counted = 0;
    bool grouped = false;
    for (std::size_t k = c.word_at(subject ? subject->end : clause_begin);
         k < c.word_at(f.begin) && !grouped; ++k)
      if (const std::size_t n = lex.groups.match_at(c.words.words, k); n >= 2) {
        grouped = true;
        for (std::size_t j = k; j < k + n; ++j)
          counted = std::max(counted, count_word(c.words.words[j]));
      }
    if (grouped) {
      std::vector<std::string> before;
      for (const auto& m : mentions)
        if (m.end <= f.begin && !m.comparison && !m.vague &&
            std::find(before.begin(), before.end(), m.name) == before.end())
          before.push_back(m.name);
      if (before.size() >= 2)
        list_names = before;
      else if (counted >= 2 && recent_subjects.size() >= counted)
        list_names.assign(recent_subjects.end() - static_cast<std::ptrdiff_t>(counted),
                          recent_subjects.end());
    }
  }
  if (list_names.size() >= 2) {
    // `Llama 3.1 8B, 70B and 405B were each trained on ...`: each one's.
    for (const auto& g : list_names) {
      attach_each(g, "one of the names listed before it", r.family_size);
      last_fact_subject = g;
    }
    return;
  }
  if (!subject && !group.empty() && !s.row) {
    // Said of each model of the group.
    for (const auto& g : group)
      attach_each(g, "one of the models the sentence before named", false);
    return;
  }
  bool about_accelerator = false;
  if (!subject && !s.row) {
    // `The H100 rents for roughly $2 to $3 per GPU hour`: said of an
    // accelerator, not of a model.
    // Only as the sentence's opening subject: `The H100 ...`, `Nvidia's H100 ...`.
    const RawWords before = raw_words(p.clean, s.begin, f.begin);
    for (std::size_t k = 0; k < before.text.size() && k < 3; ++k) {
      const std::string& word = before.text[k];
      if (word.find_first_of("0123456789") != std::string::npos && upper(word[0]) &&
          catalogue.find(word))
        about_accelerator = true;
    }
  }
  if (subject) {
    name = subject->name;
  } else if (about_accelerator) {
    ignore_figure(out, {where, "unsure", "said of an accelerator, not of a model or offer"});
    return;
  } else if (!paragraph_vague.empty() && !s.row) {
    ignore_figure(out, {p.span(f.begin, f.end), "unsure",
                        "said of '" + paragraph_vague + "', not of a named model"});
    return;
  } else if (!paragraph_subject.empty() && !s.row && !anaphor) {
    name = paragraph_subject;
    how = "the model its paragraph speaks of";
    by = AttachedBy::paragraph;
  } else if (anaphor) {
    // `It costs ...`: the model its paragraph last named, else the one the
    // text last gave a figure of.
    name = paragraph_subject.empty() ? last_fact_subject : paragraph_subject;
    by = AttachedBy::anaphora;
    how =
        "the model the sentence's opening word refers to ('" +
        squeeze(p.clean.substr(
            s.begin, c.words.ends[lex.cue("anaphora").match_at(c.words.words, 0) - 1] - s.begin)) +
        "')";
  } else if (!title_subject.empty()) {
    // A model card: what no sentence names is of the model its title names.
    name = title_subject;
    how = "the model the title names";
    by = AttachedBy::title;
  } else if (!document_subject.empty()) {
    name = document_subject;
    how = "the first model the text names";
    by = AttachedBy::document;
    by_document = true;
  } else {
    ignore_figure(out, {p.span(f.begin, f.end), "unsure", "no model or offer named for it"});
    return;
  }
  if (std::any_of(lex.makers.begin(), lex.makers.end(),
                  [&name](const std::string& m) { return m == name; })) {
    ignore_figure(out, {p.span(f.begin, f.end), "unsure",
                        "said of '" + name + "', the company, not of a model it names"});
    return;
  }
  if (subject && !subject->comparison) sentence_subject = name;
  paragraph_subject = name;
  if (providers_named >= 2 && (r.per || r.fact->field == Field::user_rate)) {
    // A text that prices models at several providers: each offer by its provider.
    const std::string provider = provider_in(c.words, lex, c.word_at(f.begin));
    if (!provider.empty() && name.find("(" + provider + ")") == std::string::npos)
      name += " (" + provider + ")";
  }
  note_recent(name);
  if (!tier.empty()) {
    name += " " + tier;
    how += ", at the " + tier + " price";
  } else if (subject && !s.row && is_token_price(*r.fact)) {
    // `Gemini 2.5 Pro, prompts over 200K tokens: input $2.50`: the
    // qualifier in a line's label names an offer of its own.
    // The line's start within the sentence: a search back from the
    // figure that stops at the sentence (not at the text's start).
    std::size_t b = s.begin;
    if (f.begin >= s.begin) {
      const std::size_t until = std::min(f.begin + 1, p.clean.size());
      const std::string_view before(p.clean.data() + s.begin, until - s.begin);
      if (const std::size_t nl = before.rfind('\n'); nl != std::string_view::npos)
        b = s.begin + nl + 1;
    }
    while (b < s.end && std::string_view("-*+ \t").find(p.clean[b]) != std::string_view::npos) ++b;
    const std::size_t colon = find_within(p.clean, ':', b, std::min(s.end, b + 100));
    if (colon != std::string::npos && subject->begin >= b && subject->end < colon &&
        f.begin > colon && p.clean[subject->end] == ',') {
      const std::string q = squeeze(p.clean.substr(subject->end + 1, colon - subject->end - 1));
      if (!q.empty() && q.find_first_of("$;") == std::string::npos &&
          split_words(q).words.size() <= 8) {
        name += " (" + q + ")";
        how += ", as its line's label qualifies it";
      }
    }
  }
  note_subject(name);
  if (subject && subject->sized) sized_subjects.insert(key_of(name));
  DraftFact d = *r.fact;
  d.prose = where;
  d.why = d.why + "; said of '" + name + "': " + how;
  const bool list_segment = subject && subject->segment;
  d.attached_by = s.row && (by == AttachedBy::clause || by == AttachedBy::sentence)
                      ? (row_is_item ? AttachedBy::list_item : AttachedBy::table_row)
                      : by;
  if (list_segment && by == AttachedBy::clause) d.attached_by = AttachedBy::list_item;
  Attached a{name,       d,           r.family_size,
             r.hardware, by_document, last_family.empty() ? document_family : last_family};
  a.direct = subject != nullptr;
  attached.push_back(a);
  if (std::find(sentence_order.begin(), sentence_order.end(), name) == sentence_order.end())
    sentence_order.push_back(name);
  if (!s.row) last_fact_subject = name;
}

}  // namespace

/// The attachment phase for one sentence: its names, its figures, and the
/// subject each figure is said of, added to `t.st`.
void read_sentence(ReadingState& t, const Prose& p, const Sentence& s, const Lexicon& lex,
                   const Catalogue& catalogue, const ModelCatalogue& models, Extraction& out) {
  Attachments& st = t.st;
  auto& named_models = st.named_models;
  auto& mentioned_names = st.mentioned_names;
  auto& paragraph_subject = t.paragraph_subject;
  auto& document_subject = t.document_subject;
  auto& paragraph_vague = t.paragraph_vague;
  auto& group = t.group;
  auto& last_names = t.last_names;
  auto& aliases = t.aliases;
  auto& table_per = t.table_per;
  auto& heading_per = t.heading_per;
  auto& columns = t.columns;
  auto& column_tiers = t.column_tiers;
  auto& header_units = t.header_units;
  auto& header_scales = t.header_scales;
  auto& header_keys = t.header_keys;
  auto& paragraph = t.paragraph;
  auto& per_model_list = t.per_model_list;
  auto& paragraph_of_prices = t.paragraph_of_prices;
  auto& paragraph_per = t.paragraph_per;
  auto& paragraph_roles = t.paragraph_roles;
  auto& paragraph_bare = t.paragraph_bare;
  auto& title_subject = t.title_subject;
  auto& last_family = t.last_family;
  auto& document_family = t.document_family;
  auto& paragraph_params = t.paragraph_params;
  auto& document_params = t.document_params;
  auto& paragraph_carbon = t.paragraph_carbon;
  if (s.paragraph != paragraph) {
    paragraph = s.paragraph;
    paragraph_params = false;
    paragraph_carbon = false;
    last_family.clear();
    paragraph_subject.clear();
    paragraph_vague.clear();
    group.clear();
  }
  if (s.paragraph != paragraph_of_prices) {
    paragraph_of_prices = s.paragraph;
    paragraph_per.reset();
    paragraph_roles.clear();
    paragraph_bare = 0;
  }
  Context c{
      .p = p,
      .s = s,
      .lex = lex,
      .catalogue = catalogue,
      .words = split_words(std::string_view(p.clean).substr(s.begin, s.end - s.begin), s.begin),
      .default_per = std::nullopt,
      .default_from_heading = false,
      .column_role = "",
      .column_tier = "",
      .training_label = false,
      .paragraph_params = paragraph_params,
      .paragraph_carbon = paragraph_carbon,
      .models_named = named_models.size(),
      .first_name_at = std::string::npos,
      .sentence_roles = paragraph_roles,
      .previous_figure_end = 0,
      .bare_prices = paragraph_bare};
  // A price with no wording of its own is per what the paragraph's last
  // price was per (`$15/$75` after `$5 per million input tokens`).
  // or, failing that, what a heading said the text's prices are per
  // (`Pricing, in US dollars per million tokens:`).
  if (!s.row) c.default_per = paragraph_per;
  if (!s.row && !c.default_per && heading_per) {
    c.default_per = heading_per;
    c.default_from_heading = true;
  }
  paragraph_params = paragraph_params || c.in_sentence(lex.cue("parameters"));
  paragraph_carbon = paragraph_carbon || c.in_sentence(lex.cue("carbon"));
  document_params = document_params || paragraph_params;
  // A list of models under a heading about experts (`- Mixtral 8x7B: 46.7B
  // total, 12.9B active`) speaks of parameters too.
  c.paragraph_params = paragraph_params || (s.row && document_params);
  // A heading says what the prices below it are per (`Prices per 1M
  // tokens:`), and a table's header what each column is (`Input  Output`).
  if (auto heading = price_heading(c)) {
    table_per = heading;
    if (!s.row) heading_per = heading;
  }
  {
    std::vector<std::string> tiers;
    if (auto roles = column_roles(c, &tiers); roles.size() >= 2) {
      columns = roles;
      column_tiers = tiers;
    }
  }
  if (s.row) c.default_per = table_per;
  // A table's header gives the units of bare figures in its columns
  // (`| Model | GPU-hours | Carbon emitted |`); a line's label, those after it.
  if (!s.row) {
    header_units.clear();
    header_scales.clear();
    header_keys.clear();
  }
  const auto cells = s.row ? row_cells(p.clean, s.begin, s.end)
                           : std::vector<std::pair<std::size_t, std::size_t>>{};
  if (s.row && cells.size() >= 2) {
    bool header = true;
    std::vector<std::string> units;
    std::vector<double> scales;
    for (const auto& [cb, ce] : cells) {
      const std::string cell_text = p.clean.substr(cb, ce - cb);
      const std::string key = label_key(cell_text);
      header = header && key.find_first_of("0123456789$") == std::string::npos;
      std::string unit = catalogue.wordings().label(key) ? key : "";
      double scale = 1;
      // `Training time (GPU hours)`, `Location-based emissions (tCO2eq)`: the
      // unit in the header's parentheses; `GPU hours (M)`, `Parameters (in
      // billions)`: the scale of the figures under it.
      const std::size_t open = cell_text.find('('), close = cell_text.rfind(')');
      if (open != std::string::npos && close != std::string::npos && close > open) {
        const std::string inside = squeeze(cell_text.substr(open + 1, close - open - 1));
        scale = scale_word_value(inside);
        const std::string* known = catalogue.wordings().unit(to_lower(inside), true);
        const std::string claims = known ? *known : inside;
        if (unit.empty() && scale == 1)
          if (const auto m = resolve_unit_phrase(claims, catalogue); m && m->field != Field::gpus)
            unit = "=" + claims;
        if (unit.empty()) scale = 1;
      }
      units.push_back(unit);
      scales.push_back(scale);
    }
    const bool rule_row = std::all_of(cells.begin(), cells.end(), [&](const auto& cell) {
      return p.clean.substr(cell.first, cell.second - cell.first).find_first_not_of(" -:|\t") ==
             std::string::npos;
    });  // `|---|---:|`
    if (header && !rule_row) {
      header_keys.clear();
      for (const auto& [cb, ce] : cells)
        header_keys.push_back(label_key(p.clean.substr(cb, ce - cb)));
    }
    if (header &&
        std::any_of(units.begin(), units.end(), [](const auto& u) { return !u.empty(); })) {
      header_units = units;
      header_scales = scales;
    }
  }
  const std::string label = line_label(c);
  c.training_label =
      !label.empty() && lex.cue("training-labels").any_in(split_words(label).words, 0, 8);
  std::size_t money_in_row = 0;
  std::vector<Mention> mentions = find_mentions(p, s, lex, models, aliases);
  auto labels = list_labels(p, s, lex, catalogue.wordings(), mentions);
  for (auto& m : introduced_names(p, s, lex, catalogue.wordings(), mentions)) {
    // A name of one word the text set up is found again later (`Zephyrine`).
    if (m.name.find(' ') == std::string::npos) aliases.emplace(m.name, m.name);
    labels.push_back(m);
  }
  if (!labels.empty()) {
    mentions.insert(mentions.end(), labels.begin(), labels.end());
    std::stable_sort(mentions.begin(), mentions.end(),
                     [](const Mention& a, const Mention& b) { return a.begin < b.begin; });
  }
  for (const auto& m : mentions)
    if (!m.vague && !m.comparison) c.first_name_at = std::min(c.first_name_at, m.begin);
  {
    // A model card's title (`# SmolLM3-3B-Base`) names the model its text
    // speaks of: a shorter name it begins with (`SmolLM3`) is the same model.
    // The first heading, past a front matter block (`---` ... `---`).
    std::size_t first = p.plain.find_first_not_of(" \t\n");
    if (first != std::string::npos && p.plain.compare(first, 4, "---\n") == 0) {
      const std::size_t close = p.plain.find("\n---", first + 3);
      if (close != std::string::npos && close - first < 2000)
        first = p.plain.find_first_not_of(" \t\n-", close + 4);
    }
    const bool title = first != std::string::npos && p.plain[first] == '#' && s.begin >= first &&
                       p.line_of(s.begin) == p.line_of(first);
    if (title && !mentions.empty() && !mentions[0].vague && title_subject.empty())
      title_subject = mentions[0].name;
    // A title that is a name no table knows (`# Orbit-7B`).
    if (title && mentions.empty() && title_subject.empty()) {
      title_subject = title_name(p, s.begin, s.end, catalogue.wordings(), lex);
      if (!title_subject.empty()) {
        Mention m;
        m.begin = p.clean.find(title_subject, s.begin);
        m.end = m.begin == std::string::npos ? s.end : m.begin + title_subject.size();
        if (m.begin == std::string::npos) m.begin = s.begin;
        m.name = title_subject;
        name_numbers(m, p.clean, m.begin, m.end);
        mentions.push_back(m);
        if (title_subject.find(' ') == std::string::npos)
          aliases.emplace(title_subject, title_subject);
      }
    }
    if (!title_subject.empty())
      for (auto& m : mentions) {
        const auto a = name_tokens(m.name), b = name_tokens(title_subject);
        if (!m.vague && a.size() < b.size() && std::equal(a.begin(), a.end(), b.begin()))
          m.name = title_subject;
      }
  }
  const bool model_column =
      !header_keys.empty() &&
      lex.cue("model-column").match_at(split_words(header_keys[0]).words, 0) ==
          split_words(header_keys[0]).words.size();
  if (!s.row) per_model_list = per_model_lead(c.words, lex);
  // A list item (`- Nova Lite: ...`), not a table's row (`| Nova Lite | ...`).
  const std::size_t lead = p.plain.find_first_not_of(" \t", s.begin);
  const bool row_is_item = s.row && lead < s.end && p.plain[lead] != '|' &&
                           list_line(std::string_view(p.plain).substr(s.begin, s.end - s.begin));
  const RowCell cell =
      s.row ? row_cell(p, s, lex, catalogue.wordings(), mentions, model_column, per_model_list)
            : RowCell{};
  for (const auto& m : mentions) {
    // `Llama 4 Scout` sets up `Scout`; `MiniMax-M1`, `M1`; `DeepSeek-V3`, `V3`.
    if (m.vague || m.comparison || m.name.rfind(kSizeReference, 0) == 0) continue;
    const auto dash = m.name.rfind('-');
    if (dash != std::string::npos && m.name.find(' ', dash) == std::string::npos) {
      const std::string tail = m.name.substr(dash + 1);
      if (tail.size() >= 2 && tail.size() <= 4 && upper(tail[0]) &&
          std::isdigit(static_cast<unsigned char>(tail.back())) && !size_part(tail))
        aliases.emplace(tail, m.name);
    }
    const auto space = m.name.rfind(' ');
    if (space == std::string::npos) continue;
    const std::string last = m.name.substr(space + 1);
    if (!last.empty() && upper(last[0]) &&
        std::find(lex.suffixes.begin(), lex.suffixes.end(), to_lower(last)) != lex.suffixes.end())
      aliases[last] = m.name;
    // `Kimi K2` sets up `K2`: a last word of a letter and digits.
    if (last.size() >= 2 && last.size() <= 4 && upper(last[0]) &&
        std::isdigit(static_cast<unsigned char>(last.back())) && !size_part(last))
      aliases.emplace(last, m.name);
  }
  {
    // `Both activate 17B parameters`, `Each of them was pretrained ...`: the
    // models the sentence before named.
    const std::size_t n = lex.groups.match_at(c.words.words, 0);
    if (n > 0 && !last_names.empty()) group = last_names;
  }
  const std::vector<std::string> sentence_group =
      lex.groups.match_at(c.words.words, 0) > 0 ? group : std::vector<std::string>{};
  for (const auto& m : mentions) {
    for (std::size_t k = 0; k < m.numbers.size(); ++k)
      ignore_figure(out,
                    {p.span(m.numbers[k].first, m.numbers[k].second),
                     m.number_is_size[k] ? "name-size" : "version",
                     m.number_is_size[k] ? "a size inside the name '" + shown_name(m.name) + "'"
                                         : "a version inside the name '" + m.name + "'"});
    if (!m.vague && !m.comparison && document_subject.empty()) document_subject = m.name;
  }
  for (const auto& m : mentions) {
    if (!m.vague && !m.comparison && !m.sized && m.name.rfind(kSizeReference, 0) != 0)
      last_family = m.name;
    // `Gemma 2 27B ..., while the 9B version`: the family before the size.
    if (!m.vague && !m.comparison && m.sized && m.name.rfind(kSizeReference, 0) != 0) {
      const auto tokens = name_tokens(m.name);
      const auto space = m.name.rfind(' ');
      if (!tokens.empty() && size_part(tokens.back()) && space != std::string::npos &&
          to_lower(m.name.substr(space + 1)) == tokens.back())
        last_family = m.name.substr(0, space);
    }
    if (!last_family.empty()) document_family = last_family;
    if (!m.vague && !m.comparison && m.name.rfind(kSizeReference, 0) != 0) {
      named_models.insert(key_of(m.name));
      mentioned_names.emplace(key_of(m.name), m.name);
    }
  }
  const std::vector<ProseFigure> figures = sentence_figures(p, s, catalogue, mentions, out);
  std::vector<int> respective(figures.size(), -1);
  std::vector<std::size_t> respective_size(figures.size(), 0);
  respective_lists(c, p, figures, respective, respective_size);
  std::vector<std::string>
      sentence_order;  // the sentence's subjects, in the order they took figures
  // Precision of a training run: `in FP8`, `FP8 mixed precision`.
  std::string sentence_subject;
  std::vector<std::pair<std::size_t, std::size_t>> spans_read;  // the figures and their units
  std::size_t previous_end = s.begin;  // the end of the last figure read, with its wording
  DraftFact elliptic;                  // the last fact whose unit words a bare figure may take
  std::size_t elliptic_end = 0;
  bool elliptic_plain = false, elliptic_size = false;
  std::size_t consumed = 0;  // the end of the last figure's unit
  SentenceState ss{c,
                   cells,
                   label,
                   money_in_row,
                   mentions,
                   cell,
                   row_is_item,
                   sentence_group,
                   figures,
                   respective,
                   respective_size,
                   sentence_order,
                   sentence_subject,
                   spans_read,
                   previous_end,
                   elliptic,
                   elliptic_end,
                   elliptic_plain,
                   elliptic_size,
                   consumed};
  for (std::size_t fi = 0; fi < figures.size(); ++fi)
    read_figure(t, ss, fi, p, s, lex, catalogue, out);
  if (s.row && !t.header_keys.empty()) row_hardware(t, p, cells, mentions, lex, catalogue);
  if (!s.row) {
    // Carried to the next sentence: input and output only (`Claude Opus 4
    // at $15 and $75` after a sentence that also gave a cached price).
    paragraph_roles.clear();
    for (const auto& role : c.sentence_roles)
      if (role == "input" || role == "output") paragraph_roles.push_back(role);
    paragraph_bare = paragraph_roles.size() == c.sentence_roles.size() ? c.bare_prices : 0;
  }
  // The paragraph speaks of the last model its sentences named, or of the
  // group, or of what a vague subject names.
  std::vector<std::string> named;
  for (const auto& m : mentions)
    if (!m.vague && !m.comparison) {
      paragraph_subject = m.name;
      named.push_back(m.name);
    }
  if (!named.empty()) {
    paragraph_vague.clear();
    group.clear();
    last_names = named;
  } else {
    for (const auto& m : mentions)
      if (m.vague) paragraph_vague = m.name;
  }
  // A training sentence's precision and accelerator, said of its subject.
  if (c.in_sentence(lex.cue("training")))
    training_hardware(t, c, p, s, mentions, sentence_subject, spans_read, sentence_group, lex,
                      catalogue, out);
}

}  // namespace claimcheck::extraction
