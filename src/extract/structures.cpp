// Per-model lists.
#include "extract/structures.h"

#include <algorithm>
#include <cctype>

namespace claimcheck::extraction {

bool per_model_lead(const Words& words, const Lexicon& lex) {
  return lex.cue("per-model").any_in(words.words, 0, words.words.size());
}

bool name_like_label(std::string_view label, const Wordings& wordings, const Lexicon& lex) {
  const std::string l = squeeze(label);
  if (l.empty() || !std::isupper(static_cast<unsigned char>(l[0]))) return false;
  if (l.find_first_of("$%") != std::string::npos) return false;
  const Words w = split_words(l);
  if (w.words.empty() || w.words.size() > 6) return false;
  if (wordings.label(to_lower(l))) return false;
  if (std::any_of(w.words.begin(), w.words.end(), [](const auto& x) { return figure_word(x); }))
    return false;
  return lex.totals.match_at(w.words, 0) != w.words.size();
}

namespace {

/// A segment of a per-model list: the label's bytes, and whether a digit
/// follows it in the segment.
struct Segment {
  std::size_t begin = 0, end = 0;
  bool figures = false;
};

/// The label of the segment [b, e): the text before its first `,` or `:`.
Segment segment_label(const std::string& t, std::size_t b, std::size_t e) {
  Segment g;
  while (b < e && t[b] == ' ') ++b;
  std::size_t cut = b;
  while (cut < e && t[cut] != ',' && t[cut] != ':') ++cut;
  if (cut >= e) return g;
  g.begin = b;
  g.end = cut;
  while (g.end > g.begin && t[g.end - 1] == ' ') --g.end;
  for (std::size_t i = cut; i < e && !g.figures; ++i)
    g.figures = std::isdigit(static_cast<unsigned char>(t[i])) != 0;
  return g;
}

}  // namespace

std::vector<Mention> list_labels(const Prose& p, const Sentence& s, const Lexicon& lex,
                                 const Wordings& wordings, const std::vector<Mention>& mentions) {
  const std::string& t = p.clean;
  if (find_within(t, ';', s.begin, s.end) == std::string::npos) return {};
  // The lead (`Per model:`) ends at the first colon before the first segment's comma.
  std::size_t start = s.begin;
  const std::size_t colon = find_within(t, ':', s.begin, s.end);
  const std::size_t comma = find_within(t, ',', s.begin, s.end);
  bool lead = false;
  if (colon != std::string::npos && (comma == std::string::npos || colon < comma)) {
    lead = per_model_lead(split_words(std::string_view(t).substr(s.begin, colon - s.begin)), lex);
    if (lead) start = colon + 1;
  }
  std::vector<Segment> segments;
  for (std::size_t b = start; b < s.end;) {
    std::size_t e = find_within(t, ';', b, s.end);
    if (e == std::string::npos) e = s.end;
    const Segment g = segment_label(t, b, e);
    if (g.end > g.begin && g.figures &&
        name_like_label(std::string_view(t).substr(g.begin, g.end - g.begin), wordings, lex))
      segments.push_back(g);
    b = e + 1;
  }
  if (segments.size() < 2 || (!lead && segments.size() < 3)) return {};
  std::vector<Mention> out;
  for (const auto& g : segments) {
    const bool named = std::any_of(mentions.begin(), mentions.end(), [&](const Mention& m) {
      return !m.vague && m.begin >= g.begin && m.begin < g.end;
    });
    if (named) continue;
    Mention m;
    m.begin = g.begin;
    m.end = g.end;
    m.name = squeeze(std::string_view(t).substr(g.begin, g.end - g.begin));
    m.segment = true;
    name_numbers(m, t, g.begin, g.end);
    out.push_back(m);
  }
  return out;
}

}  // namespace claimcheck::extraction
