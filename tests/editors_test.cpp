// The editor grammars (editors/vscode, editors/vim) against claimcheck's
// vocabulary: every fact keyword, record kind, verdict, rules keyword and
// function is in them, and none they list is stale; the units, numbers and
// keywords their patterns match are the ones the languages read.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "claims/interpret.h"
#include "quantity/units.h"
#include "rules/functions.h"
#include "vocab/fields.h"
#include "vocab/verdict.h"

namespace {

using Words = std::set<std::string>;

std::string read(const std::string& relative) {
  std::ifstream in(std::string(CLAIMCHECK_SOURCE_DIR) + "/" + relative, std::ios::binary);
  REQUIRE(in);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

nlohmann::json grammar(const std::string& name) {
  return nlohmann::json::parse(read("editors/vscode/syntaxes/" + name + ".tmLanguage.json"));
}

/// The pattern of a repository entry.
std::string pattern(const nlohmann::json& g, const std::string& entry) {
  REQUIRE(g["repository"].contains(entry));
  return g["repository"][entry]["match"].get<std::string>();
}

/// The words of the first `(?:a|b|c)` group of a pattern.
Words alternatives(const std::string& p) {
  const auto open = p.find("(?:");
  REQUIRE(open != std::string::npos);
  const auto close = p.find(')', open);
  Words words;
  std::stringstream s(p.substr(open + 3, close - open - 3));
  for (std::string w; std::getline(s, w, '|');) words.insert(w);
  return words;
}

Words set_of(const std::vector<std::string>& v) {
  return Words(v.begin(), v.end());
}

/// A TextMate pattern as a std::regex: `(?i)` becomes the icase flag.
std::regex as_regex(std::string p) {
  auto flags = std::regex::ECMAScript;
  if (p.rfind("(?i)", 0) == 0) {
    p.erase(0, 4);
    flags |= std::regex::icase;
  }
  return std::regex(p, flags);
}

bool matches_whole(const std::regex& r, const std::string& text) {
  std::smatch m;
  return std::regex_search(text, m, r) && m.position(0) == 0 &&
         static_cast<std::size_t>(m.length(0)) == text.size();
}

/// The words of the rules grammar's keywords: `kw<TAO_PEGTL_STRING("rule")>`.
Words rules_grammar_keywords() {
  const std::string text = read("grammar/rules_grammar.hpp");
  const std::regex kw(R"re(kw<TAO_PEGTL_STRING\("([a-z-]+)"\)>)re");
  Words words;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), kw); it != std::sregex_iterator();
       ++it)
    words.insert((*it)[1]);
  return words;
}

/// The words of a vim syntax file's `syn keyword GROUP ...` lines, and of its
/// `syn match GROUP "\c\<word\>"` lines.
Words vim_words(const std::string& file, const std::string& group) {
  std::istringstream in(read(file));
  Words words;
  const std::string keyword = "syn keyword " + group + " ";
  const std::regex match("^syn match " + group + R"re( "(?:\\c)?\\<(\w[\w-]*)\\>")re");
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (line.rfind(keyword, 0) == 0) {
      std::istringstream ws(line.substr(keyword.size()));
      for (std::string w; ws >> w;) words.insert(w);
    } else if (std::regex_search(line, m, match)) {
      words.insert(m[1]);
    }
  }
  return words;
}

Words functions() {
  Words names;
  for (const auto& f : claimcheck::function_table()) names.insert(f.name);
  return names;
}

}  // namespace

TEST_CASE("the VS Code claims grammar lists the fact keywords, record kinds and verdicts",
          "[editors]") {
  const auto g = grammar("claims");
  CHECK(alternatives(pattern(g, "keyword")) == set_of(claimcheck::claims_keywords()));
  CHECK(alternatives(pattern(g, "record-kind")) == set_of(claimcheck::record_kind_names()));
  CHECK(alternatives(pattern(g, "verdict")) == set_of(claimcheck::verdict_names()));
  // Whole words only: `scoped` and `okay` are not keywords or verdicts.
  const auto keyword = as_regex(pattern(g, "keyword"));
  CHECK(matches_whole(keyword, "wall-clock"));
  CHECK(matches_whole(keyword, "mfu"));  // matched ignoring case, as the reader does
  CHECK_FALSE(std::regex_search(std::string("scoped"), keyword));
  CHECK_FALSE(std::regex_search(std::string("okay"), as_regex(pattern(g, "verdict"))));
}

TEST_CASE("the VS Code claims grammar colours every unit and figure the reader takes",
          "[editors]") {
  const auto g = grammar("claims");
  const auto unit = as_regex(pattern(g, "unit"));
  for (const auto& u : claimcheck::unit_table()) {
    std::vector<std::string> spellings = u.aliases;
    spellings.push_back(u.name);
    for (const auto& s : spellings) {
      // Phrases are coloured word by word; `%` goes with its number.
      if (s.find(' ') != std::string::npos || s == "%") continue;
      INFO(s);
      CHECK(matches_whole(unit, s));
      if (u.prefixes == claimcheck::Prefixes::si_large) CHECK(matches_whole(unit, "T" + s));
    }
  }
  CHECK(matches_whole(unit, "H100-hours"));
  const auto number = as_regex(pattern(g, "number"));
  for (const char* figure : {"405B", "$5.576M", "15.6T", "1,920", "38%", "2.5e-06", "30 billion"}) {
    INFO(figure);
    CHECK(matches_whole(number, figure));
  }
}

TEST_CASE("the VS Code rules grammar lists the rules grammar's keywords and the functions",
          "[editors]") {
  const auto g = grammar("rules");
  const Words keywords = alternatives(pattern(g, "keyword"));
  const Words verdicts = alternatives(pattern(g, "verdict"));
  const Words scales = alternatives(pattern(g, "scale"));
  const Words listed_functions = alternatives(pattern(g, "function"));
  CHECK(listed_functions == functions());
  for (const auto& w : rules_grammar_keywords()) {
    INFO(w);
    CHECK((keywords.count(w) + verdicts.count(w) + scales.count(w) + listed_functions.count(w)) >
          0);
  }
  const Words grammar_words = rules_grammar_keywords();
  for (const auto& w : keywords) {
    INFO(w);
    CHECK(grammar_words.count(w) == 1);  // none stale
  }
  for (const auto& w : verdicts) CHECK(grammar_words.count(w) == 1);
}

TEST_CASE("the vim syntax files list the same vocabulary", "[editors]") {
  CHECK(vim_words("editors/vim/syntax/claims.vim", "claimsKeyword") ==
        set_of(claimcheck::claims_keywords()));
  CHECK(vim_words("editors/vim/syntax/claims.vim", "claimsVerdict") ==
        set_of(claimcheck::verdict_names()));
  const Words grammar_words = rules_grammar_keywords();
  const std::string rules = "editors/vim/syntax/claimcheckrules.vim";
  Words all;
  for (const char* group : {"rulesKeyword", "rulesVerdict", "rulesScale", "rulesFunction"}) {
    const Words w = vim_words(rules, group);
    all.insert(w.begin(), w.end());
  }
  for (const auto& w : grammar_words) {
    INFO(w);
    CHECK(all.count(w) == 1);
  }
  for (const auto& w : vim_words(rules, "rulesKeyword")) {
    INFO(w);
    CHECK(grammar_words.count(w) == 1);
  }
  CHECK(vim_words(rules, "rulesFunction") == functions());
}

TEST_CASE(
    "the VS Code extension's manifest and language configuration are JSON that names the "
    "grammars",
    "[editors]") {
  const auto manifest = nlohmann::json::parse(read("editors/vscode/package.json"));
  const auto configuration =
      nlohmann::json::parse(read("editors/vscode/language-configuration.json"));
  CHECK(configuration["comments"]["lineComment"] == "#");
  for (const auto& g : manifest["contributes"]["grammars"]) {
    const std::string path = g["path"].get<std::string>();
    const auto grammar_json = nlohmann::json::parse(read("editors/vscode/" + path.substr(2)));
    CHECK(grammar_json["scopeName"] == g["scopeName"]);
  }
  CHECK(manifest["contributes"]["languages"].size() == 2);
}
