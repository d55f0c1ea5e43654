// The attachment phase: each sentence read in turn, its names and figures,
// and the subject each figure is said of (figure_reader.h), added to what the
// records phase is handed (attached.h).
#include "extract/attach.h"

#include <algorithm>
#include <cctype>

#include "claims/unit_phrases.h"
#include "extract/attach_parts.h"
#include "extract/name_patterns.h"
#include "extract/structures.h"
#include "text/ascii.h"

namespace claimcheck::extraction {
namespace {

/// A new paragraph forgets the last one's subjects and what it spoke of; a
/// new paragraph of prices, what its prices were per.
void start_paragraph(ReadingState& t, const Sentence& s) {
  if (s.paragraph != t.paragraph) {
    t.paragraph = s.paragraph;
    t.paragraph_params = false;
    t.paragraph_carbon = false;
    t.last_family.clear();
    t.paragraph_subject.clear();
    t.paragraph_vague.clear();
    t.group.clear();
  }
  if (s.paragraph != t.paragraph_of_prices) {
    t.paragraph_of_prices = s.paragraph;
    t.paragraph_per.reset();
    t.paragraph_roles.clear();
    t.paragraph_bare = 0;
  }
}

/// The currency a sentence names in words (`All prices are dollars per
/// million tokens`), or none.
std::optional<Currency> currency_named(const Context& c) {
  for (std::size_t i = 0; i < c.words.begins.size(); ++i)
    if (const std::size_t b = c.words.begins[i]; b > 0)
      if (const auto named = postfix_currency(c.p.clean, b - 1)) return named->first;
  return std::nullopt;
}

/// The sentence's context: its words, and what the paragraph and the
/// headings before it say its figures are.
Context sentence_context(ReadingState& t, const Prose& p, const Sentence& s, const Lexicon& lex,
                         const Catalogue& catalogue) {
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
      .label_per = "",
      .paragraph_params = t.paragraph_params,
      .paragraph_carbon = t.paragraph_carbon,
      .models_named = t.st.named_models.size(),
      .first_name_at = std::string::npos,
      .sentence_roles = t.paragraph_roles,
      .previous_figure_end = 0,
      .bare_prices = t.paragraph_bare};
  // A price with no wording of its own is per what the paragraph's last
  // price was per (`$15/$75` after `$5 per million input tokens`).
  // or, failing that, what a heading said the text's prices are per
  // (`Pricing, in US dollars per million tokens:`).
  if (!s.row) c.default_per = t.paragraph_per;
  if (!s.row && !c.default_per && t.heading_per) {
    c.default_per = t.heading_per;
    c.default_from_heading = true;
  }
  t.paragraph_params = t.paragraph_params || c.in_sentence(lex.cue("parameters"));
  t.paragraph_carbon = t.paragraph_carbon || c.in_sentence(lex.cue("carbon"));
  t.document_params = t.document_params || t.paragraph_params;
  // A list of models under a heading about experts (`- Mixtral 8x7B: 46.7B
  // total, 12.9B active`) speaks of parameters too.
  c.paragraph_params = t.paragraph_params || (s.row && t.document_params);
  // A heading says what the prices below it are per (`Prices per 1M
  // tokens:`), and a table's header what each column is (`Input  Output`).
  if (auto heading = price_heading(c)) {
    t.table_per = heading;
    t.table_currency = currency_named(c);
    if (!s.row) t.heading_per = heading;
  }
  std::vector<std::string> tiers;
  if (auto roles = column_roles(c, &tiers); roles.size() >= 2) {
    t.columns = roles;
    t.column_tiers = tiers;
  }
  if (s.row) c.default_per = t.table_per;
  return c;
}

/// A header cell's unit and scale: `Training time (GPU hours)`,
/// `Location-based emissions (tCO2eq)` give the unit in the parentheses;
/// `GPU hours (M)`, `Parameters (in billions)` the scale of the figures
/// under it.
std::pair<std::string, double> header_unit(const std::string& cell_text, const std::string& key,
                                           const Catalogue& catalogue, const Lexicon& lex) {
  std::string unit = catalogue.wordings().label(key) ? key : "";
  double scale = 1;
  const std::size_t open = cell_text.find('('), close = cell_text.rfind(')');
  if (open != std::string::npos && close != std::string::npos && close > open) {
    const std::string inside = squeeze(cell_text.substr(open + 1, close - open - 1));
    scale = scale_word_value(inside, lex);
    const std::string* known = catalogue.wordings().unit(to_lower(inside), true);
    const std::string claims = known ? *known : inside;
    if (unit.empty() && scale == 1)
      if (const auto m = resolve_unit_phrase(claims, catalogue); m && m->field != Field::gpus)
        unit = "=" + claims;
    if (unit.empty()) scale = 1;
  }
  return {unit, scale};
}

/// Whether the line after the one that offset `at` is on is a table's rule
/// (`|---|:---:|`).
bool rule_follows(const std::string& t, std::size_t at) {
  const std::size_t nl = t.find('\n', at);
  if (nl == std::string::npos) return false;
  const std::size_t end = std::min(t.find('\n', nl + 1), t.size());
  const std::string_view line = std::string_view(t).substr(nl + 1, end - nl - 1);
  return line.find('|') != line.npos && line.find('-') != line.npos &&
         line.find_first_not_of(" -:|\t\r") == line.npos;
}

/// A table's header gives the units of bare figures in its columns (`|
/// Model | GPU-hours | Carbon emitted |`) and its cells' labels; a line of
/// prose forgets them.
void read_table_header(ReadingState& t, const Prose& p, const Sentence& s, const Spans& cells,
                       const Catalogue& catalogue, const Lexicon& lex) {
  if (!s.row) {
    t.header_units.clear();
    t.header_scales.clear();
    t.header_keys.clear();
    t.cell_roles.clear();
    t.cell_tiers.clear();
  }
  if (!s.row || cells.size() < 2) return;
  // A row that a rule follows is a header, digits or not (`Pretraining
  // Stage 1`); another row is a header when no cell holds a figure.
  const bool ruled = rule_follows(p.clean, s.end);
  bool header = true;
  std::vector<std::string> units;
  std::vector<double> scales;
  for (const auto& [cb, ce] : cells) {
    const std::string cell_text = p.clean.substr(cb, ce - cb);
    const std::string key = label_key(cell_text);
    header = ruled || (header && key.find_first_of("0123456789$") == std::string::npos);
    const auto [unit, scale] = header_unit(cell_text, key, catalogue, lex);
    units.push_back(unit);
    scales.push_back(scale);
  }
  const bool rule_row = std::all_of(cells.begin(), cells.end(), [&](const auto& cell) {
    return p.clean.substr(cell.first, cell.second - cell.first).find_first_not_of(" -:|\t") ==
           std::string::npos;
  });  // `|---|---:|`
  if (header && !rule_row) {
    t.header_keys.clear();
    t.cell_roles.clear();
    t.cell_tiers.clear();
    for (const auto& [cb, ce] : cells) {
      const std::string cell_text = p.clean.substr(cb, ce - cb);
      t.header_keys.push_back(label_key(cell_text));
      std::string tier;
      t.cell_roles.push_back(cell_role(to_lower(squeeze(cell_text)), lex, &tier));
      t.cell_tiers.push_back(tier);
    }
  }
  if (header && std::any_of(units.begin(), units.end(), [](const auto& u) { return !u.empty(); })) {
    t.header_units = units;
    t.header_scales = scales;
  }
}

/// The sentence's names: those the tables know, list labels, and names the
/// text introduces (a name of one word is found again later: `Zephyrine`),
/// in order.
std::vector<Mention> sentence_mentions(ReadingState& t, const Prose& p, const Sentence& s,
                                       const Lexicon& lex, const Catalogue& catalogue,
                                       const ModelCatalogue& models) {
  std::vector<Mention> mentions = find_mentions(p, s, lex, models, {t.aliases, t.text_families});
  auto labels = list_labels(p, s, lex, catalogue.wordings(), mentions);
  for (auto& m : introduced_names(p, s, lex, catalogue.wordings(), mentions)) {
    if (m.name.find(' ') == std::string::npos) {
      t.aliases.emplace(m.name, m.name);
      t.text_families.insert(m.name);
    }
    labels.push_back(m);
  }
  if (!labels.empty()) {
    mentions.insert(mentions.end(), labels.begin(), labels.end());
    std::stable_sort(mentions.begin(), mentions.end(),
                     [](const Mention& a, const Mention& b) { return a.begin < b.begin; });
  }
  return mentions;
}

/// Whether the sentence is the text's title: its first heading, past a
/// front matter block (`---` ... `---`).
bool is_title(const Prose& p, const Sentence& s) {
  std::size_t first = p.plain.find_first_not_of(" \t\n");
  if (first != std::string::npos && p.plain.compare(first, 4, "---\n") == 0) {
    const std::size_t close = p.plain.find("\n---", first + 3);
    if (close != std::string::npos && close - first < 2000)
      first = p.plain.find_first_not_of(" \t\n-", close + 4);
  }
  return first != std::string::npos && p.plain[first] == '#' && s.begin >= first &&
         p.line_of(s.begin) == p.line_of(first);
}

/// A heading that is a name no table knows (`# Orbit-7B`), added to the
/// sentence's names; "" when it is no model-like name. A name of one word
/// is found again later.
std::string heading_name(ReadingState& t, const Prose& p, const Sentence& s,
                         std::vector<Mention>& mentions, const Lexicon& lex,
                         const Catalogue& catalogue) {
  const std::string name = title_name(p, s.begin, s.end, catalogue.wordings(), lex);
  if (name.empty()) return name;
  Mention m;
  m.begin = p.clean.find(name, s.begin);
  m.end = m.begin == std::string::npos ? s.end : m.begin + name.size();
  if (m.begin == std::string::npos) m.begin = s.begin;
  m.name = name;
  name_numbers(m, p.clean, m.begin, m.end);
  mentions.push_back(m);
  if (name.find(' ') == std::string::npos) t.aliases.emplace(name, name);
  return name;
}

/// A shorter name that `name` begins with (`SmolLM3` under `#
/// SmolLM3-3B-Base`) is `name`.
void stands_for(const std::string& name, std::vector<Mention>& mentions) {
  if (name.empty()) return;
  const auto b = name_tokens(name);
  for (auto& m : mentions) {
    const auto a = name_tokens(m.name);
    if (!m.vague && a.size() < b.size() && std::equal(a.begin(), a.end(), b.begin())) m.name = name;
  }
}

/// A model card's title (`# SmolLM3-3B-Base`) names the model its text
/// speaks of, a name a table knows or not (`# Orbit-7B`): a shorter name it
/// begins with (`SmolLM3`) is the same model.
void read_title(ReadingState& t, const Prose& p, const Sentence& s, std::vector<Mention>& mentions,
                const Lexicon& lex, const Catalogue& catalogue) {
  const bool title = is_title(p, s);
  // `# Ling`: a title of one capitalised word of letters is the family of
  // the names joined to it (`Ling-lite`), not a model of its own.
  if (title && mentions.empty()) {
    std::size_t b = s.begin, e = s.end;
    while (b < e && (p.clean[b] == '#' || p.clean[b] == ' ')) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(p.clean[e - 1]))) --e;
    const std::string word = p.clean.substr(b, e - b);
    if (word.size() >= 3 && std::isupper(static_cast<unsigned char>(word[0])) &&
        std::all_of(word.begin(), word.end(),
                    [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)) != 0; }))
      t.text_families.insert(word);
  }
  if (title && !mentions.empty() && !mentions[0].vague && t.title_subject.empty())
    t.title_subject = mentions[0].name;
  if (title && mentions.empty() && t.title_subject.empty())
    t.title_subject = heading_name(t, p, s, mentions, lex, catalogue);
  stands_for(t.title_subject, mentions);
}

/// A heading that names a model the tables know (`### Nemotron 3 Ultra`)
/// makes it its section's subject, for the figures under it that no nearer
/// name claims, until a heading of its level or above; one of those that
/// names none ends it. A heading's other words (`### Stage 1`, `###
/// Open-sourced FP8 Efficient Training Solution`) name no model.
/// A line that ends in a colon and names one model leads the list items
/// after it (`The architecture of MiniMax-Text-01 is as follows:`); one
/// that speaks of a part leads a part's (`the additional ViT architecture
/// details is as follows:`). A line of prose after the list ends it.
void read_lead(ReadingState& t, const Prose& p, const Sentence& s, const Context& c,
               const std::vector<Mention>& mentions) {
  if (s.row) return;
  t.lead_subject.clear();
  t.lead_part = false;
  std::size_t last = s.end;
  while (last > s.begin && std::isspace(static_cast<unsigned char>(p.clean[last - 1]))) --last;
  if (last == s.begin || p.clean[last - 1] != ':') return;
  std::string named;
  std::size_t count = 0;
  for (const auto& m : mentions)
    if (!m.vague && !m.comparison && m.name != named) {
      named = m.name;
      ++count;
    }
  t.lead_part = c.in_sentence(c.lex.cue("part-nouns"));
  if (count == 1 && !t.lead_part) t.lead_subject = named;
}

void read_heading(ReadingState& t, const Prose& p, const Sentence& s,
                  const std::vector<Mention>& mentions) {
  // The line is a heading, and the sentence opens it (past its marks).
  const std::size_t nl = s.begin == 0 ? std::string::npos : p.plain.rfind('\n', s.begin - 1);
  const std::size_t first = p.plain.find_first_not_of(" \t", nl == std::string::npos ? 0 : nl + 1);
  if (first >= s.end || p.plain[first] != '#' ||
      p.plain.find_first_not_of("# \t", first) < s.begin || is_title(p, s))
    return;  // the title's model is the text's (read_title)
  std::size_t level = 0;
  while (first + level < s.end && p.plain[first + level] == '#') ++level;
  const Mention* named = nullptr;
  for (const auto& m : mentions)
    if (!m.vague && !m.comparison && m.name.rfind(kSizeReference, 0) != 0) {
      named = &m;
      break;
    }
  if (named) {
    t.section_subject = named->name;
    t.section_level = level;
  } else if (level <= t.section_level) {
    t.section_subject.clear();
    t.section_level = 0;
  }
}

/// Whether a name's last part may stand for it: a short capitalised part
/// ending in a digit that is no size (`K2`, `V3`, `M1`).
bool short_name(const std::string& part) {
  return part.size() >= 2 && part.size() <= 4 && upper(part[0]) &&
         std::isdigit(static_cast<unsigned char>(part.back())) && !size_part(part);
}

/// Shorter names the sentence's names set up: `Llama 4 Scout` sets up
/// `Scout`; `MiniMax-M1`, `M1`; `DeepSeek-V3`, `V3`; `Kimi K2`, `K2`.
void set_up_aliases(ReadingState& t, const std::vector<Mention>& mentions, const Lexicon& lex) {
  for (const auto& m : mentions) {
    if (m.vague || m.comparison || m.name.rfind(kSizeReference, 0) == 0) continue;
    const auto dash = m.name.rfind('-');
    if (dash != std::string::npos && m.name.find(' ', dash) == std::string::npos &&
        short_name(m.name.substr(dash + 1)))
      t.aliases.emplace(m.name.substr(dash + 1), m.name);
    const auto space = m.name.rfind(' ');
    if (space == std::string::npos) continue;
    const std::string last = m.name.substr(space + 1);
    if (!last.empty() && upper(last[0]) &&
        std::find(lex.suffixes.begin(), lex.suffixes.end(), to_lower(last)) != lex.suffixes.end())
      t.aliases[last] = m.name;
    if (short_name(last)) t.aliases.emplace(last, m.name);
  }
}

/// What the sentence's names leave: the numbers inside them set aside, the
/// text's first model, the last family named (`Gemma 2 27B ..., while the
/// 9B version`: the family before the size) and the models named.
void note_names(ReadingState& t, const Prose& p, const std::vector<Mention>& mentions,
                Extraction& out) {
  for (const auto& m : mentions) {
    for (std::size_t k = 0; k < m.numbers.size(); ++k)
      ignore_figure(out,
                    {p.span(m.numbers[k].first, m.numbers[k].second),
                     m.number_is_size[k] ? "name-size" : "version",
                     m.number_is_size[k] ? "a size inside the name '" + shown_name(m.name) + "'"
                                         : "a version inside the name '" + m.name + "'"});
    if (!m.vague && !m.comparison && t.document_subject.empty()) t.document_subject = m.name;
  }
  for (const auto& m : mentions) {
    const bool named = !m.vague && !m.comparison && m.name.rfind(kSizeReference, 0) != 0;
    if (named && !m.sized) t.last_family = m.name;
    if (named && m.sized) {
      const auto tokens = name_tokens(m.name);
      const auto space = m.name.rfind(' ');
      if (!tokens.empty() && size_part(tokens.back()) && space != std::string::npos &&
          to_lower(m.name.substr(space + 1)) == tokens.back())
        t.last_family = m.name.substr(0, space);
    }
    if (!t.last_family.empty()) t.document_family = t.last_family;
    if (named) {
      t.st.named_models.insert(key_of(m.name));
      t.st.mentioned_names.emplace(key_of(m.name), m.name);
    }
  }
}

/// What the sentence leaves for the next: the roles of its prices (input
/// and output only: `Claude Opus 4 at $15 and $75` after a sentence that
/// also gave a cached price), and the paragraph's subject, the last model
/// it named, or the group, or what a vague subject names.
void end_sentence(ReadingState& t, const Context& c, const Sentence& s,
                  const std::vector<Mention>& mentions) {
  if (!s.row) {
    t.paragraph_roles.clear();
    for (const auto& role : c.sentence_roles)
      if (role == "input" || role == "output") t.paragraph_roles.push_back(role);
    t.paragraph_bare = t.paragraph_roles.size() == c.sentence_roles.size() ? c.bare_prices : 0;
  }
  std::vector<std::string> named;
  for (const auto& m : mentions)
    if (!m.vague && !m.comparison) {
      t.paragraph_subject = m.name;
      named.push_back(m.name);
    }
  if (!named.empty()) {
    t.paragraph_vague.clear();
    t.group.clear();
    t.last_names = named;
  } else {
    for (const auto& m : mentions)
      if (m.vague) t.paragraph_vague = m.name;
  }
}

}  // namespace

/// What a line's label says its figures are per: the word after a slash
/// or after a `per` word inside it (`Energy/token @ BS 128` -> `token`), or "".
std::string label_per(const std::string& label, const Lexicon& lex) {
  const std::size_t slash = label.find('/');
  const Words w = split_words(slash == std::string::npos ? label : label.substr(slash + 1));
  if (slash != std::string::npos) return w.words.empty() ? "" : w.words[0];
  // `Energy per token`, but not a lead such as `Per model:`.
  for (std::size_t k = 1; k + 1 < w.words.size(); ++k)
    if (lex.words("per").count(w.words[k])) return w.words[k + 1];
  return "";
}

/// The attachment phase for one sentence: its names, its figures, and the
/// subject each figure is said of, added to `t.st`.
void read_sentence(ReadingState& t, const Prose& p, const Sentence& s, const Lexicon& lex,
                   const Catalogue& catalogue, const ModelCatalogue& models, Extraction& out) {
  start_paragraph(t, s);
  Context c = sentence_context(t, p, s, lex, catalogue);
  const Spans cells = s.row ? row_cells(p.clean, s.begin, s.end) : Spans{};
  read_table_header(t, p, s, cells, catalogue, lex);
  const std::string label_text = line_label_text(c);
  const std::string label = line_label(label_text);
  c.training_label =
      !label.empty() && lex.cue("training-labels").any_in(split_words(label).words, 0, 8);
  c.label_per = label_per(label_text, lex);
  std::vector<Mention> mentions = sentence_mentions(t, p, s, lex, catalogue, models);
  for (const auto& m : mentions)
    if (!m.vague && !m.comparison) c.first_name_at = std::min(c.first_name_at, m.begin);
  read_title(t, p, s, mentions, lex, catalogue);
  read_heading(t, p, s, mentions);
  read_lead(t, p, s, c, mentions);
  stands_for(t.section_subject, mentions);  // `Nemotron 3` under `### Nemotron 3 Ultra`
  const bool model_column =
      !t.header_keys.empty() &&
      lex.cue("model-column").match_at(split_words(t.header_keys[0]).words, 0) ==
          split_words(t.header_keys[0]).words.size();
  if (!s.row) t.per_model_list = per_model_lead(c.words, lex);
  // A list item (`- Nova Lite: ...`), not a table's row (`| Nova Lite | ...`).
  const std::size_t lead = p.plain.find_first_not_of(" \t", s.begin);
  const bool row_is_item = s.row && lead < s.end && p.plain[lead] != '|' &&
                           list_line(std::string_view(p.plain).substr(s.begin, s.end - s.begin));
  const RowCell cell =
      s.row ? row_cell(p, s, lex, catalogue.wordings(), mentions, model_column, t.per_model_list)
            : RowCell{};
  set_up_aliases(t, mentions, lex);
  // `Both activate 17B parameters`, `Each of them was pretrained ...`: the
  // models the sentence before named.
  if (lex.groups.match_at(c.words.words, 0) > 0 && !t.last_names.empty()) t.group = t.last_names;
  const std::vector<std::string> sentence_group =
      lex.groups.match_at(c.words.words, 0) > 0 ? t.group : std::vector<std::string>{};
  note_names(t, p, mentions, out);
  const std::vector<ProseFigure> figures = sentence_figures(p, s, catalogue, lex, mentions, out);
  SentenceState ss{.c = c,
                   .cells = cells,
                   .label = label,
                   .mentions = mentions,
                   .cell = cell,
                   .row_is_item = row_is_item,
                   .sentence_group = sentence_group,
                   .figures = figures,
                   .respective = std::vector<int>(figures.size(), -1),
                   .respective_size = std::vector<std::size_t>(figures.size(), 0),
                   .money_in_row = 0,
                   .sentence_order = {},
                   .sentence_subject = {},
                   .spans_read = {},
                   .previous_end = s.begin,
                   .elliptic = {},
                   .elliptic_end = 0,
                   .elliptic_plain = false,
                   .elliptic_size = false,
                   .consumed = 0,
                   .last_unit = std::nullopt};
  respective_lists(c, p, figures, ss.respective, ss.respective_size);
  for (std::size_t fi = 0; fi < figures.size(); ++fi)
    attach_figure(t, ss, fi, p, s, lex, catalogue, out);
  if (s.row && !t.header_keys.empty()) row_hardware(t, p, cells, mentions, lex, catalogue);
  // A training sentence's precision and accelerator, said of its subject
  // (else the paragraph's before this sentence).
  if (c.in_sentence(lex.cue("training")))
    training_hardware(t, c, p, s, mentions, ss.sentence_subject, ss.spans_read, sentence_group, lex,
                      catalogue, out);
  end_sentence(t, c, s, mentions);
}

}  // namespace claimcheck::extraction
