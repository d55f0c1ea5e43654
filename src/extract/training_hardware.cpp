// The accelerators and precision the attachment phase reads apart from
// figures: a table row's accelerator column, and a training sentence's
// precision and accelerator named with no count.
#include <algorithm>
#include <cctype>
#include <regex>
#include <set>

#include "extract/attach_parts.h"
#include "extract/structures.h"
#include "text/ascii.h"
#include "vocab/precision.h"

namespace claimcheck::extraction {

/// `| Llama 2 70B | 70 | 2.0 | 1.72 | A100-80GB |`: under a header
/// `Accelerator` or `Hardware`, a cell that is an accelerator is the row's
/// model's.
void row_hardware(ReadingState& t, const Prose& p, const Spans& cells,
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
    std::size_t at = p.clean.find(raw, cells[k].first);
    if (at == std::string::npos) at = cells[k].first;
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

namespace {

/// The name a training sentence's precision and accelerator are said of:
/// its subject, else its first name, else the paragraph's or the text's.
std::string training_subject(const ReadingState& t, const Context& c,
                             const std::vector<Mention>& mentions,
                             const std::string& sentence_subject) {
  std::string name = sentence_subject;
  // `..., which includes generating the Llama 3.1 8B logits`: a name past a
  // relative clause's word is another's.
  std::size_t relative = c.words.words.size();
  for (std::size_t k = 0; k < c.words.words.size() && relative == c.words.words.size(); ++k)
    if (c.lex.words("clause-relatives").count(c.words.words[k])) relative = k;
  if (name.empty())
    for (const auto& mm : mentions)
      if (!mm.vague && !mm.comparison && c.word_at(mm.begin) < relative) {
        name = mm.name;
        break;
      }
  if (name.empty()) name = t.paragraph_subject.empty() ? t.document_subject : t.paragraph_subject;
  return name;
}

/// A training sentence's precision (`in FP8`, `FP8 mixed precision`), said
/// of `name`; one for serving the model is set aside.
void training_precision(ReadingState& t, const Context& c, const Prose& p, const Sentence& s,
                        const std::vector<Mention>& mentions, const std::string& name,
                        const Lexicon& lex, Extraction& out) {
  static const std::regex precision(R"(\b()" + precision_alternation() + R"()\b)",
                                    std::regex::icase);
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
  if (name.empty() || !named_precision) return;
  const std::string sentence = p.clean.substr(s.begin, s.end - s.begin);
  // The first precision outside a model's name (`Seed-Coder-8B-Reasoning-bf16`
  // names a checkpoint, not how a run was trained).
  const auto in_name = [&](std::size_t at) {
    return std::any_of(mentions.begin(), mentions.end(),
                       [&](const Mention& mm) { return at >= mm.begin && at < mm.end; });
  };
  std::smatch m;
  bool found = false;
  for (auto it = std::sregex_iterator(sentence.begin(), sentence.end(), precision);
       it != std::sregex_iterator() && !found; ++it)
    if (!in_name(s.begin + static_cast<std::size_t>(it->position(1)))) {
      m = *it;
      found = true;
    }
  if (!found) return;
  const std::size_t pb = s.begin + static_cast<std::size_t>(m.position(1));
  const std::size_t pw = c.word_at(pb);
  // `Converted to FP8 and served from ...`: a word of serving a few words
  // before or after.
  if (lex.distractor("deployment").any_in(c.words.words, pw > 8 ? pw - 8 : 0, pw + 6)) {
    ignore_figure(out, {p.span(pb, pb + static_cast<std::size_t>(m.length(1))), "unsure",
                        "a precision for serving the model, not for its training run"});
    return;
  }
  DraftFact d;
  d.claim = "in " + canonical_precision(m[1].str());
  d.field = Field::precision;
  d.prose = p.span(pb, pb + static_cast<std::size_t>(m.length(1)));
  d.why = "a precision in a sentence about training; said of '" + name + "'";
  d.attached_by = AttachedBy::clause;
  t.st.note_subject(name);
  t.st.attached.push_back({name, d, false, "", false, ""});
}

/// The accelerator that word `i` of the sentence and up to two after it
/// name (`A100-80GB`, `H800s`, `H100 80GB`), as a catalogue id, and the end
/// of its words; "" if none.
std::pair<std::string, std::size_t> accelerator_at(const Context& c, const Prose& p,
                                                   const RawWords& rw, std::size_t i,
                                                   const Catalogue& catalogue) {
  const std::size_t at = rw.begins[i];
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
    return {id, rw.ends[i + k - 1]};
  }
  return {"", 0};
}

/// The models a training sentence's accelerator is said of: `name`; or, if
/// the sentence speaks of the whole family (`IBM trained the family on ...
/// H100 GPUs`), every model the text has given a figure of the family the
/// name begins; or the group the sentence opens with (`Both were ...`).
std::vector<std::string> accelerator_targets(const ReadingState& t, const Context& c,
                                             const std::string& name,
                                             const std::vector<std::string>& sentence_group,
                                             const Lexicon& lex) {
  std::vector<std::string> targets = {name};
  if (lex.cue("whole-family").any_in(c.words.words, 0, c.words.words.size())) {
    const auto family = name_tokens(name);
    targets.clear();
    for (const auto& [written, tokens] : t.st.subject_names) {
      const bool by_size = name.rfind(kSizeReference, 0) == 0;  // `the 8B`: any record
      if (!tokens.empty() && !family.empty() && (by_size || tokens[0] == family[0]) &&
          written.rfind(kSizeReference, 0) != 0)
        targets.push_back(written);
    }
    if (targets.empty()) targets = {name};
  }
  if (!sentence_group.empty()) targets = sentence_group;
  return targets;
}

/// The accelerator `id` said of the text, not of a model: `Training
/// utilized 39.3M GPU hours on H100-80GB hardware, per the table below`,
/// for the records whose GPU-hours come after it with no hardware of their
/// own. Two different ones say nothing.
void text_accelerator(Attachments& st, DraftFact d) {
  if (!st.text_hardware && !st.text_hardware_conflict) {
    d.why = "the accelerator the text says its models were trained on";
    st.text_hardware = d;
  } else if (st.text_hardware && st.text_hardware->hardware != d.hardware) {
    st.text_hardware_conflict = true;
  }
}

}  // namespace

/// A training sentence's precision (`in FP8`, `FP8 mixed precision`) and
/// the run's accelerator named with no count (`on A100-80GB GPUs`), said of
/// the sentence's subject; an accelerator said of no model is the text's.
void training_hardware(ReadingState& t, const Context& c, const Prose& p, const Sentence& s,
                       const std::vector<Mention>& mentions, const std::string& sentence_subject,
                       const Spans& spans_read, const std::vector<std::string>& sentence_group,
                       const Lexicon& lex, const Catalogue& catalogue, Extraction& out) {
  const std::string name = training_subject(t, c, mentions, sentence_subject);
  training_precision(t, c, p, s, mentions, name, lex, out);
  // The run's accelerator named with no count: `on A100-80GB GPUs`,
  // `on H100-80GB hardware`, said of the sentence's subject.
  const RawWords rw = raw_words(p.clean, s.begin, s.end);
  const std::set<std::string>& leads = lex.words("hardware-leads");
  for (std::size_t i = 0; i < rw.text.size(); ++i) {
    const std::size_t at = rw.begins[i];
    const std::string prev = i > 0 ? to_lower(rw.text[i - 1]) : "";
    const bool vendor = is_vendor(lex, prev);
    const std::string before = vendor && i > 1 ? to_lower(rw.text[i - 2]) : prev;
    // `on A100-80GB GPUs`, `using H800s`, `a cluster of Nvidia H800 chips`.
    if (!leads.count(before)) continue;
    bool read = false;
    for (const auto& [b, e] : spans_read) read = read || (at >= b && at < e);
    if (read || inside_mention(mentions, at)) continue;
    const std::size_t wi = c.word_at(at);
    if (lex.distractor("deployment").any_in(c.words.words, wi > 8 ? wi - 8 : 0, wi)) continue;
    const auto [id, end] = accelerator_at(c, p, rw, i, catalogue);
    if (id.empty()) continue;
    DraftFact d;
    d.claim = "on " + id;
    d.field = Field::hardware;
    d.hardware = id;
    d.prose = p.span(at, end);
    if (name.empty()) {
      text_accelerator(t.st, d);
      return;
    }
    const auto targets = accelerator_targets(t, c, name, sentence_group, lex);
    for (const auto& target : targets) {
      t.st.note_subject(target);
      DraftFact each = d;
      each.why = "an accelerator named in a sentence about training; said of '" + target + "'";
      each.attached_by = targets.size() > 1 ? AttachedBy::group : AttachedBy::clause;
      t.st.attached.push_back({target, each, false, id, false, ""});
    }
    return;
  }
}

}  // namespace claimcheck::extraction
