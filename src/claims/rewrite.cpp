// Rewriting an item's wordings into the claims language's own.
#include "claims/rewrite.h"

#include <string>

#include "text/ascii.h"
#include "vocab/precision.h"

namespace claimcheck {
namespace {

/// The lower-case words of an item, one per token (empty for a token that
/// is not a word, so that a phrase never crosses a figure).
std::vector<std::string> lower_words(const std::vector<Token>& item) {
  std::vector<std::string> words(item.size());
  for (std::size_t i = 0; i < item.size(); ++i)
    if (item[i].kind == Token::Kind::word) {
      words[i] = item[i].text;
      for (char& c : words[i]) c = ascii_lower(c);
    }
  return words;
}

/// Whether the fillers from `i` on lead to a figure: `just under 40 days`.
std::size_t filler_run(const std::vector<Token>& item, const std::vector<std::string>& words,
                       const Wordings& wordings, std::size_t i) {
  std::size_t n = 0;
  while (i + n < words.size()) {
    const PhraseWording* f = wordings.phrase_at("fillers", words, i + n);
    if (!f) break;
    n += f->words.size();
  }
  const bool before_figure =
      n > 0 && i + n < item.size() &&
      (item[i + n].kind == Token::Kind::quantity || item[i + n].kind == Token::Kind::times);
  return before_figure ? n : 0;
}

/// Whether any rewriting could apply: a word that begins a keyword's or a
/// filler's spelling, a hyphen glued to a figure, a quoted word. Most items
/// need none, and are read as written.
bool needs_rewriting(const std::vector<Token>& item, const Wordings& wordings) {
  std::string lower;
  for (std::size_t i = 0; i < item.size(); ++i) {
    const Token& t = item[i];
    if (t.kind == Token::Kind::string) return true;
    if (t.kind != Token::Kind::word) continue;
    if (i > 0 && t.begin == item[i - 1].end && t.text[0] == '-') return true;
    lower = t.text;
    for (char& c : lower) c = ascii_lower(c);
    if (wordings.starts_phrase(lower)) return true;
  }
  return false;
}

}  // namespace

bool rewrite_item(const std::vector<Token>& item, const Wordings& wordings,
                  std::vector<Token>& out) {
  out.clear();
  if (!needs_rewriting(item, wordings)) return false;
  const std::vector<std::string> words = lower_words(item);
  for (std::size_t i = 0; i < item.size();) {
    const Token& t = item[i];
    if (t.kind == Token::Kind::word) {
      if (const std::size_t n = filler_run(item, words, wordings, i)) {
        i += n;
        continue;
      }
      if (const PhraseWording* k = wordings.phrase_at("keywords", words, i)) {
        Token joined = t;
        joined.text = k->means;
        joined.end = item[i + k->words.size() - 1].end;
        out.push_back(std::move(joined));
        i += k->words.size();
        continue;
      }
      // `230B-parameter`, `230-billion-parameter`: a compound's hyphen.
      if (!out.empty() && out.back().kind == Token::Kind::quantity && t.begin == out.back().end &&
          t.text.size() > 1 && t.text[0] == '-') {
        Token w = t;
        w.text.erase(0, 1);
        ++w.begin;
        out.push_back(std::move(w));
        ++i;
        continue;
      }
    }
    // `15T "high-quality" tokens`: a quoted word before the unit.
    if (t.kind == Token::Kind::string && !out.empty() && out.back().kind == Token::Kind::quantity &&
        i + 1 < item.size() && item[i + 1].kind == Token::Kind::word && !t.text.empty() &&
        t.text.find(' ') == std::string::npos) {
      Token w = t;
      w.kind = Token::Kind::word;
      out.push_back(std::move(w));
      ++i;
      continue;
    }
    out.push_back(t);
    ++i;
  }
  return true;
}

Match* ItemReader::next() {
  while (at_ < items_.size() && items_[at_].empty()) ++at_;
  if (at_ >= items_.size()) return nullptr;
  current_ = rewrite_item(items_[at_], wordings_, rewritten_) ? &rewritten_ : &items_[at_];
  parenthetical_ = in_parentheses(items_[at_]);
  std::size_t after = at_ + 1;
  while (after < items_.size() && items_[after].empty()) ++after;
  if (after < items_.size() && in_parentheses(items_[after])) {
    if (!rewrite_item(items_[after], wordings_, next_)) next_ = items_[after];
    std::vector<Token> both = *current_;
    both.insert(both.end(), next_.begin(), next_.end());
    Match m = read_(both);
    if (auto* facts = std::get_if<std::vector<Fact>>(&m)) {
      // As written: the parenthesis closed (`(cache write)`).
      for (Fact& f : *facts)
        if (!f.written.empty() && f.written.back() != ')' &&
            f.written.find('(') != std::string::npos)
          f.written += ')';
      match_ = std::move(m);
      at_ = after + 1;
      return &match_;
    }
  }
  match_ = read_(*current_);
  ++at_;
  return &match_;
}

bool ItemReader::in_parentheses(const std::vector<Token>& item) const {
  if (item.empty()) return false;
  const std::string& t = text_.text;
  std::size_t b = item.front().begin;
  while (b > 0 && (t[b - 1] == ' ' || t[b - 1] == '\t')) --b;
  std::size_t e = item.back().end;
  while (e < t.size() && (t[e] == ' ' || t[e] == '\t')) ++e;
  return b > 0 && t[b - 1] == '(' && e < t.size() && t[e] == ')';
}

bool restates(const std::vector<Token>& item, const std::vector<Fact>& facts, std::size_t from,
              const KeywordField& keyword_field) {
  if (item.size() != 1 || item[0].kind != Token::Kind::word || from >= facts.size()) return false;
  const std::string& word = item[0].text;
  for (std::size_t i = from; i < facts.size(); ++i) {
    const Fact& f = facts[i];
    if (const auto field = keyword_field(word); field && *field == f.field) return true;
    if (f.field == Field::precision && !canonical_precision(word).empty() &&
        canonical_precision(word) == f.text)
      return true;
  }
  return false;
}

}  // namespace claimcheck
