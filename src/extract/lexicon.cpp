// Loading the lexicon with toml++.
#include "extract/lexicon.h"

#include <toml++/toml.h>

#include <algorithm>
#include <cctype>
#include <sstream>
#include <stdexcept>

#include "tables/builtin.h"
#include "text/ascii.h"

namespace claimcheck {
namespace {

bool word_matches(const std::string& cue, const std::string& word) {
  if (!cue.empty() && cue.back() == '*') return word.rfind(cue.substr(0, cue.size() - 1), 0) == 0;
  return cue == word;
}

CueList read_list(const toml::node* node, const std::string& what) {
  CueList r;
  const auto* array = node ? node->as_array() : nullptr;
  if (!array) throw std::runtime_error(what + " must be a list of words");
  for (const auto& item : *array) {
    const auto s = item.value<std::string>();
    if (!s) throw std::runtime_error(what + " must hold only strings");
    std::vector<std::string> words;
    std::istringstream in(ascii_lower(*s));
    for (std::string w; in >> w;) words.push_back(w);
    r.phrases.push_back(words);
    if (r.phrases.back().empty()) throw std::runtime_error(what + " holds an empty phrase");
  }
  return r;
}

std::vector<std::string> read_strings(const toml::node* node, const std::string& what) {
  std::vector<std::string> r;
  const auto* array = node ? node->as_array() : nullptr;
  if (!array) throw std::runtime_error(what + " must be a list of strings");
  for (const auto& item : *array) {
    const auto s = item.value<std::string>();
    if (!s) throw std::runtime_error(what + " must hold only strings");
    r.push_back(*s);
  }
  return r;
}

}  // namespace

std::size_t CueList::match_at(const std::vector<std::string>& words, std::size_t at) const {
  std::size_t best = 0;
  for (const auto& phrase : phrases) {
    if (at + phrase.size() > words.size() || phrase.size() <= best) continue;
    bool all = true;
    for (std::size_t i = 0; i < phrase.size() && all; ++i)
      all = word_matches(phrase[i], words[at + i]);
    if (all) best = phrase.size();
  }
  return best;
}

bool CueList::any_in(const std::vector<std::string>& words, std::size_t begin,
                     std::size_t end) const {
  end = std::min(end, words.size());
  for (std::size_t i = begin; i < end; ++i) {
    const std::size_t n = match_at(words, i);
    if (n > 0 && i + n <= end) return true;
  }
  return false;
}

const CueList& Lexicon::cue(const std::string& name) const {
  static const CueList none;
  const auto it = cues.find(name);
  return it == cues.end() ? none : it->second;
}

const std::set<std::string>& Lexicon::words(const std::string& name) const {
  static const std::set<std::string> none;
  const auto it = word_sets.find(name);
  return it == word_sets.end() ? none : it->second;
}

const CueList& Lexicon::distractor(const std::string& reason) const {
  static const CueList none;
  const auto it = distractors.find(reason);
  return it == distractors.end() ? none : it->second;
}

std::string Lexicon::alternation(const std::string& name, bool either_case) const {
  std::vector<std::string> phrases;
  for (const auto& phrase : cue(name).phrases) {
    std::string one;
    for (const auto& word : phrase) {
      if (!one.empty()) one += "\\s+";
      for (char ch : word) {
        if (either_case && one.empty() && std::isalpha(static_cast<unsigned char>(ch))) {
          one += std::string("[") +
                 static_cast<char>(std::toupper(static_cast<unsigned char>(ch))) + ch + "]";
          continue;
        }
        if (ch == '*') {
          one += "\\w*";
          continue;
        }
        if (std::string_view("\\^$.|?+()[]{}").find(ch) != std::string_view::npos) one += '\\';
        one += ch;
      }
    }
    phrases.push_back(one);
  }
  std::stable_sort(phrases.begin(), phrases.end(),
                   [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  std::string out;
  for (const auto& one : phrases) out += (out.empty() ? "" : "|") + one;
  return out;
}

Lexicon Lexicon::parse(std::string_view text, const std::string& name) {
  toml::table root;
  try {
    root = toml::parse(text, name);
  } catch (const toml::parse_error& e) {
    std::ostringstream s;
    s << name << ":" << e.source().begin.line << ": " << e.description();
    throw std::runtime_error(s.str());
  }
  Lexicon l;
  for (const char* section : {"cues", "distractors"}) {
    const auto* t = root[section].as_table();
    if (!t) throw std::runtime_error(name + ": [" + section + "] is missing");
    auto& into = std::string(section) == "cues" ? l.cues : l.distractors;
    for (const auto& [key, node] : *t) {
      const std::string k(key.str());
      into[k] = read_list(&node, name + ": " + section + "." + k);
    }
  }
  for (const auto& [key, list] : l.cues)
    for (const auto& phrase : list.phrases)
      if (phrase.size() == 1) l.word_sets[key].insert(phrase[0]);
  if (const auto* tiers = root["tiers"].as_table())
    for (const auto& [key, node] : *tiers) {
      const std::string k(key.str());
      l.tiers.emplace_back(k, read_list(&node, name + ": tiers." + k));
    }
  const auto* subjects = root["subjects"].as_table();
  l.vague_subjects =
      read_list(subjects ? subjects->get("vague") : nullptr, name + ": subjects.vague");
  l.totals = read_list(subjects ? subjects->get("totals") : nullptr, name + ": subjects.totals");
  l.groups = read_list(subjects ? subjects->get("groups") : nullptr, name + ": subjects.groups");
  const auto* names = root["names"].as_table();
  if (!names) throw std::runtime_error(name + ": [names] is missing");
  l.families = read_strings(names->get("families"), name + ": names.families");
  l.suffixes = read_strings(names->get("suffixes"), name + ": names.suffixes");
  for (auto& s : l.suffixes) s = ascii_lower(s);
  l.developers = read_strings(names->get("developers"), name + ": names.developers");
  l.makers = read_strings(names->get("makers"), name + ": names.makers");
  l.vendors = read_strings(names->get("vendors"), name + ": names.vendors");
  if (names->get("tools"))
    for (auto& t : read_strings(names->get("tools"), name + ": names.tools"))
      l.tools.insert(ascii_lower(t));
  if (names->get("software"))
    for (auto& t : read_strings(names->get("software"), name + ": names.software"))
      l.software.insert(ascii_lower(t));
  if (names->get("providers"))
    l.providers = read_strings(names->get("providers"), name + ": names.providers");
  if (names->get("products"))
    for (auto& p : read_strings(names->get("products"), name + ": names.products"))
      l.products.push_back(ascii_lower(p));
  return l;
}

const Lexicon& Lexicon::builtin() {
  static const Lexicon lexicon = [] {
    for (const auto& f : builtin_files())
      if (f.name == "wordings.toml") return parse(f.text, "rules/wordings.toml");
    throw std::runtime_error("the built-in lexicon is missing");
  }();
  return lexicon;
}

Words split_words(std::string_view text, std::size_t offset) {
  Words w;
  auto inner = [&](std::size_t i) {
    const char c = text[i];
    if (std::isalnum(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80)
      return true;
    if (c == '@' || c == '+') return i > 0 && std::isalnum(static_cast<unsigned char>(text[i - 1]));
    // `-`, `/` and `.` inside a word: `gpu-hours`, `tokens/s`, `3.1`.
    if ((c == '-' || c == '/' || c == '.') && i > 0 && i + 1 < text.size())
      return std::isalnum(static_cast<unsigned char>(text[i - 1])) &&
             std::isalnum(static_cast<unsigned char>(text[i + 1]));
    return false;
  };
  for (std::size_t i = 0; i < text.size();) {
    if (!inner(i) ||
        ((text[i] == '-' || text[i] == '/' || text[i] == '.') && (i == 0 || !inner(i - 1)))) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && inner(j)) ++j;
    std::string word(text.substr(i, j - i));
    for (char& c : word) c = ascii_lower(c);
    w.words.push_back(std::move(word));
    w.begins.push_back(offset + i);
    w.ends.push_back(offset + j);
    i = j;
  }
  return w;
}

}  // namespace claimcheck
