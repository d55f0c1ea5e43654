// The records phase.
#include "extract/records.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <regex>
#include <set>

#include "extract/figures.h"
#include "extract/names.h"
#include "text/ascii.h"
#include "vocab/calendar.h"

namespace claimcheck::extraction {

namespace {

/// Lists `name` under each of its distinct tokens.
void index_by_token(std::map<std::string, std::vector<std::string>>& index,
                    const std::vector<std::string>& tokens, const std::string& name) {
  for (std::size_t i = 0; i < tokens.size(); ++i)
    if (std::find(tokens.begin(), tokens.begin() + static_cast<long>(i), tokens[i]) ==
        tokens.begin() + static_cast<long>(i))
      index[tokens[i]].push_back(name);
}

}  // namespace

void Attachments::note_subject(const std::string& name) {
  const std::string k = key_of(name);
  if (!first_name.count(k)) {
    first_name[k] = name;
    subject_order.push_back(k);
    subject_names.emplace_back(name, name_tokens(name));
    if (name.rfind(kSizeReference, 0) != 0)
      index_by_token(subjects_by_token, subject_names.back().second, name);
  }
}

std::string key_of(const std::string& name) {
  std::string k;
  for (char ch : name)
    if (alnum(ch)) k += ascii_lower(ch);
  return k;
}

bool is_token_price(const DraftFact& f) {
  return f.both_prices || f.field == Field::price_input || f.field == Field::price_output ||
         (refines_price(f.field) && f.field != Field::context_above);
}

bool is_per_query(const DraftFact& f) {
  return f.field == Field::energy_per_query || f.field == Field::emissions_per_query ||
         f.field == Field::water_per_query || f.field == Field::tokens_per_query;
}

bool same_field(const DraftFact& a, const DraftFact& b) {
  return a.field == b.field && a.both_prices == b.both_prices;
}

namespace {

/// The size a fact of parameters gives, as its figure is written (`8B` of
/// `~8B`).
std::string size_of(const DraftFact& f) {
  std::string size = f.figure;
  while (!size.empty() && !std::isdigit(static_cast<unsigned char>(size[0]))) size.erase(0, 1);
  return size;
}

/// The records phase's state: the records by key, in the order they were
/// first given a fact, and what kinds of figure each holds.
class RecordDrafter {
 public:
  RecordDrafter(Attachments& st, const Prose& p, const std::vector<Sentence>& sentences,
                const Lexicon& lex, Extraction& out)
      : st_(st), p_(p), sentences_(sentences), lex_(lex), out_(out) {}

  std::optional<DatedSpan> run();

 private:
  std::size_t distinct_models() const;
  void name_siblings();
  std::vector<Attached> name_family_sizes();
  void find_extending_members();
  void assign(const Attached& a, std::size_t models);
  void assign_by_size(const Attached& a);
  std::vector<std::string> sizes_said(const std::string& said) const;
  std::string named_by_size(const std::string& size, const Attached& a);
  std::string family_member(const std::string& size, const std::string& family) const;
  void add_to_members(const std::string& name, const Attached& a);
  void add(const std::string& name, const Attached& a, bool copied);
  void read_text_dates();
  void split_offers();
  void write_record(DraftRecord r, const std::string& k, const std::optional<DatedSpan>& date);
  void date_from_text(DraftRecord& r) const;
  bool date_from_news(DraftRecord& r) const;

  Attachments& st_;
  const Prose& p_;
  const std::vector<Sentence>& sentences_;
  const Lexicon& lex_;
  Extraction& out_;
  std::map<std::string, DraftRecord> records_;
  std::vector<std::string> order_;
  std::map<std::string, bool> has_price_, has_query_, has_training_;
  std::vector<DatedSpan> text_dates_;  ///< `In February 2025, ...`
  std::vector<NewsDate> news_;         ///< `2025.06.06: We released ...`
  /// The names the text mentions (in key order) whose names hold each token.
  std::map<std::string, std::vector<std::string>> mentioned_by_token_;
  bool one_month_ = false;                     ///< the text dates gave one month only
  std::vector<std::size_t> paragraph_starts_;  ///< offsets where a paragraph begins
};

std::optional<DatedSpan> RecordDrafter::run() {
  const std::size_t models = distinct_models();
  name_siblings();
  std::vector<Attached> expanded = name_family_sizes();
  find_extending_members();
  for (const auto& [key, named] : st_.mentioned_names)
    index_by_token(mentioned_by_token_, name_tokens(named), named);
  for (const auto& a : expanded) assign(a, models);
  const auto date = dateline(p_, lex_);
  if (!date) {
    read_text_dates();
    news_ = news_dates(p_);
    // A news line's date is no figure of its own.
    for (const NewsDate& n : news_)
      for (auto& i : out_.ignored)
        if (i.prose.begin >= n.date.second.first && i.prose.end <= n.date.second.second) {
          i.reason = "date";
          i.detail = "a part of a news line's date";
        }
  }
  split_offers();
  for (const auto& k : order_) write_record(records_[k], k, date);
  return date;
}

/// How many models the text names, a name that only extends another
/// (`Llama 3.3 70B Instruct` after `Llama 3.3 70B`) counted with it. Each
/// name's shorter beginnings are looked up, not every other name.
std::size_t RecordDrafter::distinct_models() const {
  std::size_t distinct = 0;
  for (const auto& k : st_.named_models) {
    bool extends = false;
    for (std::size_t n = 0; n < k.size() && !extends; ++n)
      extends = st_.named_models.count(k.substr(0, n)) > 0;
    if (!extends) ++distinct;
  }
  return distinct;
}

/// A name with a size in it given another parameter count (`the new family
/// also includes 8B and 70B versions`, said of `Llama 3.1 405B`): the count
/// names a sibling, `Llama 3.1 8B`.
void RecordDrafter::name_siblings() {
  for (auto& a : st_.attached) {
    if (!a.family_size || a.fact.field != Field::params || a.fact.bound ||
        a.subject.rfind(kSizeReference, 0) == 0 || a.direct)
      continue;
    const auto tokens = name_tokens(a.subject);
    const std::optional<double> size_named =
        tokens.empty() ? std::nullopt : parameter_token(tokens.back());
    if (!size_named) continue;
    const double named = *size_named;
    const std::string size = size_of(a.fact);
    const auto value = parse_scaled(size);
    if (!value || std::fabs(*value - named) <= 0.15 * named) continue;  // MPT-7B has 6.7B
    const std::string stem = a.subject.substr(0, a.subject.size() - tokens.back().size());
    a.fact.why += " (not the size in the name '" + a.subject + "': a sibling's)";
    a.subject = stem + size;
    st_.note_subject(a.subject);
  }
}

/// Family sentences: a name without a size given several parameter counts
/// is a family, and each count names a member (`Llama 3` with 8B and 70B).
/// Gives every attachment, those counts moved to their members.
std::vector<Attached> RecordDrafter::name_family_sizes() {
  std::map<std::string, std::vector<std::size_t>> sizes_of;
  for (std::size_t i = 0; i < st_.attached.size(); ++i)
    if (st_.attached[i].family_size && st_.attached[i].fact.field == Field::params &&
        !st_.attached[i].fact.bound && !st_.sized_subjects.count(key_of(st_.attached[i].subject)))
      sizes_of[key_of(st_.attached[i].subject)].push_back(i);
  std::vector<Attached> expanded;
  std::set<std::size_t> moved;
  for (const auto& [family, idx] : sizes_of) {
    // Two sizes on one line name members (`Llama 3 in 8B and 70B`); sizes
    // on different lines may be a whole and a part (Step3's 321B, and 316B
    // for its language model in a table further on).
    std::map<int, std::set<std::string>> distinct_on_line;
    bool members = false;
    for (std::size_t i : idx) {
      auto& distinct = distinct_on_line[st_.attached[i].fact.prose.line];
      distinct.insert(st_.attached[i].fact.figure);
      members = members || distinct.size() >= 2;
    }
    if (!members) continue;
    const std::string family_name = st_.first_name[family];
    for (std::size_t i : idx) {
      Attached a = st_.attached[i];
      a.subject = family_name + " " + size_of(a.fact);
      a.fact.why += " (a size of the family '" + family_name + "', naming a member)";
      auto& list = st_.members[family];
      if (std::find(list.begin(), list.end(), a.subject) == list.end()) list.push_back(a.subject);
      moved.insert(i);
      st_.note_subject(a.subject);
      expanded.push_back(a);
    }
  }
  // The rest are moved, not copied: the attachments are not read again.
  expanded.reserve(st_.attached.size());
  for (std::size_t i = 0; i < st_.attached.size(); ++i)
    if (!moved.count(i)) expanded.push_back(std::move(st_.attached[i]));
  return expanded;
}

/// Names that extend a family's (`Llama 3 8B` after `Llama 3`) are members
/// too: a sized name's first tokens are a family name without a size, and
/// the tokens after them include a parameter count (`8B`, `8x7B`), not a
/// context (`32k`). A family is found by its tokens, not by comparing every
/// pair of names.
void RecordDrafter::find_extending_members() {
  static const std::regex params_size(R"(^(\d+(\.\d+)?[bt]|\d+x\d+(\.\d+)?b)$)");
  std::map<std::string, std::vector<std::string>> families;  // tokens -> keys, in order
  for (const auto& k : st_.subject_order)
    if (!st_.sized_subjects.count(k))
      families[fmt::format("{}", fmt::join(name_tokens(st_.first_name[k]), " "))].push_back(k);
  for (const auto& k2 : st_.subject_order) {
    if (!st_.sized_subjects.count(k2)) continue;
    const std::string member = st_.first_name[k2];
    const auto b = name_tokens(member);
    std::vector<bool> size_from(b.size() + 1, false);  // a parameter count at or after
    for (std::size_t m = b.size(); m-- > 0;)
      size_from[m] = size_from[m + 1] || std::regex_match(b[m], params_size);
    std::string prefix;
    for (std::size_t m = 0; m < b.size(); prefix += (m ? " " : "") + b[m], ++m) {
      if (!size_from[m]) break;
      const auto it = families.find(prefix);
      if (it == families.end()) continue;
      for (const auto& k : it->second) {
        auto& list = st_.members[k];
        if (std::find(list.begin(), list.end(), member) == list.end()) list.push_back(member);
      }
    }
  }
}

/// Each fact goes to its subject's record; a family's to each member's.
void RecordDrafter::assign(const Attached& a, std::size_t models) {
  if (a.subject.rfind(kSizeReference, 0) == 0) return assign_by_size(a);
  const auto m = st_.members.find(key_of(a.subject));
  const bool family = m != st_.members.end() && !m->second.empty();
  if (a.by_document && models > 1) {
    // A text of several models: the first is no better a guess than the others.
    ignore_figure(out_, {a.fact.prose, "unsure",
                         "no model named in its paragraph, and the text names several"});
    return;
  }
  if (family && a.by_document) {
    ignore_figure(out_, {a.fact.prose, "unsure",
                         "said of the family '" + a.subject +
                             "' only because the text names it first: not clear which member"});
    return;
  }
  // A table row that opens with the name is that name's own (`|
  // gemini-1.5-flash | 0.075 |` beside `| gemini-1.5-flash-8b | 0.0375 |`),
  // not its family's to copy to each member.
  if (a.fact.attached_by == AttachedBy::table_row) return add(a.subject, a, false);
  add_to_members(a.subject, a);
}

/// `the 405B model`: the record whose name holds that size.
void RecordDrafter::assign_by_size(const Attached& a) {
  const std::string said = a.subject.substr(std::string(kSizeReference).size());
  const std::vector<std::string> sizes = sizes_said(said);
  std::vector<std::string> found;
  for (const auto& size : sizes)
    if (std::string one = named_by_size(size, a); !one.empty()) found.push_back(one);
  if (found.empty() || found.size() != sizes.size()) {
    ignore_figure(out_, {a.fact.prose, "unsure",
                         "said of '" + shown_name(a.subject) + "', which names no one record"});
    return;
  }
  for (const auto& name : found) {
    Attached each = a;
    each.fact.why += " (the " + said + " model: '" + name + "')";
    each.subject = name;
    add_to_members(name, each);
  }
}

/// The sizes a reference by size says: `70b|8b`, or for `largest` and
/// `smallest` the largest (smallest) parameter count in a subject's name.
std::vector<std::string> RecordDrafter::sizes_said(const std::string& said) const {
  std::vector<std::string> sizes;
  if (said != "largest" && said != "smallest") {
    for (std::size_t b = 0, e; b <= said.size(); b = e + 1) {
      e = std::min(said.find('|', b), said.size());
      sizes.push_back(said.substr(b, e - b));
    }
    return sizes;
  }
  double best = 0;
  std::string best_token;
  for (const auto& subject : st_.subject_names)
    for (const auto& t : subject.second) {
      const std::optional<double> size = parameter_token(t);
      if (!size) continue;
      const double v = *size;
      if (best_token.empty() || (said == "largest" ? v > best : v < best)) {
        best = v;
        best_token = t;
      }
    }
  if (!best_token.empty()) sizes.push_back(best_token);
  return sizes;
}

/// The one record a size names: a subject with the size in its name, else a
/// model the text names but has given no figure yet (`We release
/// gpt-oss-120b ... The 120b run needed ...`), else a member of the family
/// the text names; "" when none or several.
std::string RecordDrafter::named_by_size(const std::string& size, const Attached& a) {
  std::string one;
  std::size_t count = 0;
  if (const auto it = st_.subjects_by_token.find(size); it != st_.subjects_by_token.end()) {
    count = it->second.size();
    one = it->second.back();
  }
  if (count == 0)
    if (const auto it = mentioned_by_token_.find(size); it != mentioned_by_token_.end()) {
      count = it->second.size();
      one = it->second.back();
    }
  if (count == 0 && !a.family_hint.empty()) {
    one = family_member(size, a.family_hint);
    st_.note_subject(one);
    count = 1;
  }
  return count == 1 ? one : std::string();
}

/// `Meta's LLaMA paper ... the 65B model`: the member of the family the text
/// names, the size before the family's suffixes (`OLMo 2 base` and `the 7B
/// model`: `OLMo 2 7B base`).
std::string RecordDrafter::family_member(const std::string& size, const std::string& family) const {
  std::string up = size;
  for (char& ch : up) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  std::vector<std::string> words;
  for (std::size_t b = 0, e; b <= family.size(); b = e + 1) {
    e = std::min(family.find(' ', b), family.size());
    words.push_back(family.substr(b, e - b));
  }
  std::size_t cut = words.size();
  while (cut > 1 && std::find(lex_.suffixes.begin(), lex_.suffixes.end(),
                              to_lower(words[cut - 1])) != lex_.suffixes.end())
    --cut;
  std::string one;
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (k == cut) one += " " + up;
    one += (k ? " " : "") + words[k];
  }
  if (cut == words.size()) one += " " + up;
  return one;
}

/// A fact said of a family goes to each of its members, else to its subject.
void RecordDrafter::add_to_members(const std::string& name, const Attached& a) {
  const auto m = st_.members.find(key_of(name));
  if (m != st_.members.end() && !m->second.empty())
    for (const auto& member : m->second) add(member, a, true);
  else
    add(name, a, false);
}

void RecordDrafter::add(const std::string& name, const Attached& a, bool copied) {
  const std::string k = key_of(name);
  if (!records_.count(k)) {
    DraftRecord r;
    r.name = name;
    records_[k] = r;
    order_.push_back(k);
  }
  DraftRecord& r = records_[k];
  const auto names_hardware = [](const DraftFact& f) { return !f.hardware.empty(); };
  if (a.fact.field == Field::hardware)
    for (const auto& f : r.facts)
      if (names_hardware(f)) return;  // the run's accelerator is given already
  if (names_hardware(a.fact) && a.fact.field != Field::hardware)
    r.facts.erase(std::remove_if(r.facts.begin(), r.facts.end(),
                                 [&](const DraftFact& f) { return f.field == Field::hardware; }),
                  r.facts.end());
  for (const auto& f : r.facts)
    if (same_field(f, a.fact)) {
      if (f.claim != a.fact.claim)
        ignore_figure(
            out_, {a.fact.prose, "unsure",
                   "a second figure of the same kind for '" + name + "' (kept: " + f.claim + ")"});
      return;
    }
  DraftFact d = a.fact;
  if (copied) d.why += "; a figure of the family, copied to each member";
  r.facts.push_back(d);
  if (is_token_price(d))
    has_price_[k] = true;
  else if (is_per_query(d))
    has_query_[k] = true;
  else
    has_training_[k] = true;
}

/// With no dateline, `In February 2025, ...` dates the records whose
/// figures follow it.
void RecordDrafter::read_text_dates() {
  for (const Sentence& sn : sentences_)
    if (paragraph_starts_.size() <= static_cast<std::size_t>(sn.paragraph))
      paragraph_starts_.resize(static_cast<std::size_t>(sn.paragraph) + 1, sn.begin);
  static const std::regex in_month(R"(\b(?:)" + lex_.alternation("date-leads", true) +
                                   R"()\s+(?:(?:)" + lex_.alternation("date-qualifiers") +
                                   R"()-?\s*)?((?:\d{1,2}\s+)?()" + month_alternation(false) +
                                   R"()\s+(?:\d{1,2},?\s+)?(\d{4}))\b)");
  // The expression runs only on the paragraphs that name a month: searched
  // over the whole of a 1 MB page it took a twentieth of the time.
  static const std::vector<std::string> month_names = [] {
    std::vector<std::string> r;
    const std::string all = month_alternation(false);
    for (std::size_t b = 0, e; b <= all.size(); b = e + 1)
      r.push_back(all.substr(b, (e = std::min(all.find('|', b), all.size())) - b));
    return r;
  }();
  const std::string& text = p_.clean;
  for (std::size_t pb = 0, pe; pb < text.size(); pb = pe) {
    pe = std::min(text.find("\n\n", pb), text.size());
    pe = std::min(pe + 2, text.size());
    const std::string_view par = std::string_view(text).substr(pb, pe - pb);
    if (std::none_of(month_names.begin(), month_names.end(),
                     [&par](const std::string& m) { return par.find(m) != par.npos; }))
      continue;
    const auto flags =
        pb > 0 ? std::regex_constants::match_prev_avail : std::regex_constants::match_default;
    for (auto it = std::sregex_iterator(text.begin() + static_cast<long>(pb),
                                        text.begin() + static_cast<long>(pe), in_month, flags);
         it != std::sregex_iterator(); ++it) {
      const auto& m = *it;
      const std::string mon = to_lower(m[2].str()).substr(0, 3);
      const std::string month = fmt::format("{:02}", month_number(mon));
      const std::size_t b = pb + static_cast<std::size_t>(m.position(1));
      text_dates_.push_back(
          {m[3].str() + "-" + month, {b, b + static_cast<std::size_t>(m.length(1))}});
    }
  }
  std::set<std::string> months;
  for (const auto& td : text_dates_) months.insert(td.first);
  one_month_ = months.size() == 1;
}

/// A model given both figures of its training and per-token prices is two
/// records: the model, and its offer (`Kimi K2` and `Kimi K2 API`).
void RecordDrafter::split_offers() {
  for (std::size_t oi = 0; oi < order_.size(); ++oi) {
    const std::string k = order_[oi];
    if (!has_price_[k] || !has_training_[k]) continue;
    DraftRecord& r = records_[k];
    DraftRecord offer;
    offer.name = r.name + " API";
    std::vector<DraftFact> rest;
    for (const auto& f : r.facts) {
      (is_token_price(f) ? offer.facts : rest).push_back(f);
    }
    // Figures of a training run, not of serving (`tokens/s per user`) or a
    // size an offer may state.
    bool model_facts = false;
    for (const auto& f : rest)
      model_facts =
          model_facts ||
          (f.field != Field::date && f.field != Field::params && f.field != Field::active_params &&
           f.field != Field::throughput && f.field != Field::user_rate && !is_per_query(f));
    if (!model_facts || offer.facts.empty() || records_.count(key_of(offer.name))) continue;
    for (auto& f : offer.facts)
      f.why += "; an offer of '" + r.name + "', apart from its training figures";
    r.facts = rest;
    has_price_[k] = false;
    const std::string ok = key_of(offer.name);
    records_[ok] = offer;
    has_price_[ok] = true;
    order_.insert(order_.begin() + static_cast<long>(oi) + 1, ok);
    ++oi;
  }
}

/// A record as written: the text's accelerator when its GPU-hours follow
/// it, its kind, its date, and the lines it spans.
void RecordDrafter::write_record(DraftRecord r, const std::string& k,
                                 const std::optional<DatedSpan>& date) {
  drop_active_over_total(r, out_);
  if (r.facts.empty()) return;
  if (st_.text_hardware && !st_.text_hardware_conflict) {
    bool hours_after = false, hardware = false;
    for (const auto& f : r.facts) {
      hours_after = hours_after || (f.field == Field::gpu_hours && f.hardware.empty() &&
                                    f.prose.begin > st_.text_hardware->prose.begin);
      hardware = hardware || !f.hardware.empty();
    }
    if (hours_after && !hardware) r.facts.push_back(*st_.text_hardware);
  }
  r.kind = has_price_[k]                          ? RecordKind::api
           : (has_query_[k] && !has_training_[k]) ? RecordKind::service
                                                  : RecordKind::model;
  if (!date && !date_from_news(r) && !text_dates_.empty()) date_from_text(r);
  if (date) {
    DraftFact d;
    d.claim = "date " + date->first;
    d.field = Field::date;
    d.prose = p_.span(date->second.first, date->second.second);
    d.why = "the dateline";
    r.facts.push_back(d);
  }
  r.first_line = r.last_line = r.facts.front().prose.line;
  for (const auto& f : r.facts) {
    r.first_line = std::min(r.first_line, f.prose.line);
    r.last_line = std::max(r.last_line, f.prose.line);
  }
  out_.records.push_back(r);
}

/// A news line that names the record (`2025.06.06: We released the
/// dots.llm1 series`) dates it: the earliest such line's month, the
/// release; later lines tell of updates. Failing one, a news line that
/// names the family its name gives before its size (`We introduce
/// InternVL3.5` dates `InternVL3.5-1B`).
bool RecordDrafter::date_from_news(DraftRecord& r) const {
  const auto earliest_naming = [&](const std::string& k) -> const NewsDate* {
    if (k.size() < 3) return nullptr;
    const NewsDate* earliest = nullptr;
    for (const auto& n : news_) {
      // A table row's date is its own model's (`minimind-v1`, not
      // `minimind-v1-small`).
      const bool names = n.row_name.empty()
                             ? key_of(p_.clean.substr(n.line_begin, n.line_end - n.line_begin))
                                       .find(k) != std::string::npos
                             : key_of(n.row_name) == k;
      if (names && (!earliest || n.date.first < earliest->date.first)) earliest = &n;
    }
    return earliest;
  };
  const NewsDate* news = earliest_naming(key_of(r.name));
  const char* why = "the date of a news line that names it";
  if (!news) {
    news = earliest_naming(key_of(family_before_size(r.name)));
    why = "the date of a news line that names its family";
  }
  if (!news) return false;
  DraftFact d;
  d.claim = "date " + news->date.first;
  d.field = Field::date;
  d.prose = p_.span(news->date.second.first, news->date.second.second);
  d.why = why;
  r.facts.push_back(d);
  return true;
}

/// The month the text gives before a record's first figure: one month in
/// the whole text dates every record (`Prices as listed on 20 July 2025`
/// above a table); several date their own paragraphs.
void RecordDrafter::date_from_text(DraftRecord& r) const {
  auto paragraph_of = [&](std::size_t at) {
    return std::upper_bound(paragraph_starts_.begin(), paragraph_starts_.end(), at) -
           paragraph_starts_.begin();
  };
  std::size_t first = std::string::npos;
  for (const auto& f : r.facts) first = std::min(first, f.prose.begin);
  const DatedSpan* latest = nullptr;
  for (const auto& td : text_dates_)
    if ((one_month_ || paragraph_of(td.second.first) == paragraph_of(first)) &&
        (!latest || td.second.second <= first))
      latest = &td;
  if (!latest) return;
  DraftFact d;
  d.claim = "date " + latest->first;
  d.field = Field::date;
  d.prose = p_.span(latest->second.first, latest->second.second);
  d.why = "the month the text gives before the record's first figure";
  r.facts.push_back(d);
}

}  // namespace

std::optional<DatedSpan> draft_records(Attachments& st, const Prose& p,
                                       const std::vector<Sentence>& sentences, const Lexicon& lex,
                                       Extraction& out) {
  return RecordDrafter(st, p, sentences, lex, out).run();
}

}  // namespace claimcheck::extraction
