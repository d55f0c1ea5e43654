// Rewriting an item's wordings into the claims language's own.
#include "claims/rewrite.h"

#include <string>

#include "text/ascii.h"

namespace claimcheck {
namespace {

/// The lower-case words of the word tokens from `from` on, up to the first
/// token that is not a word (a phrase never crosses a figure).
std::vector<std::string> words_from(const std::vector<Token>& item, std::size_t from) {
  std::vector<std::string> words;
  for (std::size_t i = from; i < item.size() && item[i].kind == Token::Kind::word; ++i) {
    std::string w = item[i].text;
    for (char& c : w) c = ascii_lower(c);
    words.push_back(std::move(w));
  }
  return words;
}

/// Whether the fillers from `i` on lead to a figure: `just under 40 days`.
std::size_t filler_run(const std::vector<Token>& item, const Wordings& wordings, std::size_t i) {
  const std::vector<std::string> words = words_from(item, i);
  std::size_t n = 0;
  while (n < words.size()) {
    const PhraseWording* f = wordings.phrase_at("fillers", words, n);
    if (!f) break;
    n += f->words.size();
  }
  const bool before_figure =
      n > 0 && i + n < item.size() &&
      (item[i + n].kind == Token::Kind::quantity || item[i + n].kind == Token::Kind::times);
  return before_figure ? n : 0;
}

}  // namespace

void rewrite_item(const std::vector<Token>& item, const Wordings& wordings,
                  std::vector<Token>& out) {
  out.clear();
  for (std::size_t i = 0; i < item.size();) {
    const Token& t = item[i];
    if (t.kind == Token::Kind::word) {
      if (const std::size_t n = filler_run(item, wordings, i)) {
        i += n;
        continue;
      }
      const std::vector<std::string> words = words_from(item, i);
      if (const PhraseWording* k = wordings.phrase_at("keywords", words, 0)) {
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
}

}  // namespace claimcheck
