// Reading the table of wordings with toml++, every error at its place.
#include "tables/wordings.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>

#include "quantity/units.h"
#include "tables/builtin.h"
#include "tables/toml_reader.h"
#include "text/ascii.h"

namespace claimcheck {
namespace {

/// The sections of the table this reader knows, and what each group means.
/// (The extractor's sections, read by its lexicon, are left to it.)
const std::vector<std::string> kSections = {"nouns",      "query",       "per-gpu",
                                            "per-system", "units",       "labels",
                                            "keywords",   "price-roles", "fillers"};
const std::vector<std::string> kGroupKeys = {"words",   "field",   "factor", "unit",
                                             "keyword", "role",    "claims", "prose",
                                             "expect",  "replace", "source"};
/// The roles a price's tokens may have (src/claims/prices.cpp reads them).
const std::vector<std::string> kPriceRoles = {"input", "output",   "cached",
                                              "batch", "off-peak", "cache-write"};

/// A phrase as the readers compare it: lower case, words joined by one space.
std::string squeezed(std::string_view s) {
  std::string r;
  bool space = false;
  for (char c : s) {
    if (c == ' ' || c == '\t') {
      space = !r.empty();
      continue;
    }
    if (space) r += ' ';
    space = false;
    r += ascii_lower(c);
  }
  return r;
}

/// A spelling of "per GPU" as a unit phrase ends with it: `/gpu` glued to
/// its unit, `per gpu` after a space.
std::string as_suffix(const std::string& spelling) {
  return spelling.front() == '/' ? spelling : " " + spelling;
}

/// A spelling with where it was written, while a file is read.
struct Spelling {
  std::string text;
  toml::source_region where;
};

/// One group as written, before its spellings are added.
struct GroupRead {
  WordingGroup group;
  std::vector<Spelling> spellings;
  bool replace = false;
  std::optional<Field> field;
  double factor = 1;
  std::string unit;  ///< what it stands for: a unit, a keyword or a price role
};

/// Whether the readers know `unit` without the wordings' units: a unit of
/// the unit table, a noun (`params`), or a volume `of water`.
bool known_unit(const std::string& unit, const Wordings& w) {
  std::string u = unit;
  const std::string water = " of water";
  if (u.size() > water.size() && u.compare(u.size() - water.size(), water.size(), water) == 0)
    u.resize(u.size() - water.size());
  return find_unit(u).has_value() || w.noun(squeezed(unit)) != nullptr;
}

}  // namespace

/// Reads one wordings file into a copy of the table, every error at its place.
class WordingsLoader {
 public:
  WordingsLoader(TableReader& reader, const Wordings& from, std::string file)
      : r_(reader), next_(from), file_(std::move(file)) {}

  void section(const std::string& name, const toml::table& t) {
    // In the order written (toml++ keeps a table's keys sorted), so that the
    // listing follows the file and a spelling given twice is reported where
    // it is given the second time.
    std::vector<std::pair<const toml::key*, const toml::node*>> in_order;
    for (const auto& [key, value] : t) in_order.emplace_back(&key, &value);
    std::stable_sort(in_order.begin(), in_order.end(), [](const auto& a, const auto& b) {
      return a.first->source().begin < b.first->source().begin;
    });
    for (const auto& [key, value] : in_order) {
      GroupRead g;
      const std::string k(key->str());
      if (!read(name, k, *value, g) || !means(name, k, *value, g)) continue;
      for (const auto& s : g.spellings) add(name, k, s, g);
      next_.groups_.push_back(std::move(g.group));
    }
  }

  Wordings& result() { return next_; }

 private:
  /// One group, `KEY = { words = [...], ..., claims = "... {} ...", expect = {...} }`.
  bool read(const std::string& section, const std::string& key, const toml::node& node,
            GroupRead& g) {
    const std::string what = fmt::format("{}.{}", section, key);
    const toml::table* t = r_.table(node, what);
    if (!t) return false;
    g.group.section = section;
    g.group.key = key;
    for (const auto& [k, v] : *t)
      if (std::find(kGroupKeys.begin(), kGroupKeys.end(), k.str()) == kGroupKeys.end())
        r_.unknown_key(k, kGroupKeys, what);
    if (!words(*t, node, what, g)) return false;
    if (const auto* f = t->get("field")) {
      if (const auto name = r_.string(*f, what + ".field")) {
        if (const FieldDef* def = find_field(*name))
          g.field = def->field;
        else
          r_.error(f->source(),
                   fmt::format("unknown field '{}'{}", *name, did_you_mean(*name, field_names())));
      }
    }
    if (const auto* f = t->get("factor"))
      if (const auto v = r_.number(*f, what + ".factor")) g.factor = *v;
    for (const char* name : {"unit", "keyword", "role"})
      if (const auto* f = t->get(name))
        if (const auto v = r_.string(*f, what + "." + name)) g.unit = *v;
    if (const auto* f = t->get("replace")) {
      if (const auto b = f->as_boolean())
        g.replace = b->get();
      else
        r_.error(f->source(), fmt::format("{}.replace must be true or false", what));
    }
    return example(*t, node, what, g.group.example);
  }

  bool words(const toml::table& t, const toml::node& node, const std::string& what, GroupRead& g) {
    const auto* words = t.get("words");
    const auto* list = words ? words->as_array() : nullptr;
    if (!list || list->empty()) {
      r_.error(words ? words->source() : node.source(),
               fmt::format("{} needs its spellings: words = [\"...\"]", what));
      return false;
    }
    for (const auto& w : *list) {
      const auto s = r_.string(w, what + ".words");
      if (!s) continue;
      const std::string text = squeezed(*s);
      if (text.empty() || text.find("{}") != std::string::npos) {
        r_.error(w.source(), fmt::format("a spelling of {} must hold a word", what));
        continue;
      }
      g.spellings.push_back({text, w.source()});
      g.group.spellings.push_back(text);
    }
    return true;
  }

  /// `claims = "12B {}"` and/or `prose = "..."`, and `expect = { field =
  /// "active_params", value = 12e9 }`.
  bool example(const toml::table& t, const toml::node& node, const std::string& what,
               WordingExample& out) {
    const auto* claims = t.get("claims");
    const auto* prose = t.get("prose");
    const auto* expect = t.get("expect");
    if ((!claims && !prose) || !expect) {
      r_.error(node.source(), fmt::format("{} needs an example: claims = \"... {{}} ...\" (or "
                                          "prose = \"...\") and expect = {{ field = \"...\", "
                                          "value = ... }}",
                                          what));
      return false;
    }
    out.file = file_;
    out.line = static_cast<int>(node.source().begin.line);
    for (const auto& [text, into, name] :
         {std::tuple{claims, &out.claims, "claims"}, std::tuple{prose, &out.prose, "prose"}}) {
      if (!text) continue;
      if (const auto s = r_.string(*text, fmt::format("{}.{}", what, name))) {
        if (s->find("{}") == std::string::npos)
          r_.error(text->source(),
                   fmt::format("{}.{} must hold {{}} where each spelling stands", what, name));
        *into = *s;
      }
    }
    const toml::table* e = r_.table(*expect, what + ".expect");
    if (!e) return false;
    const auto* f = e->get("field");
    const auto* v = e->get("value");
    if (!f || !v) {
      r_.error(expect->source(), fmt::format("{}.expect needs a field and a value", what));
      return false;
    }
    if (const auto name = r_.string(*f, what + ".expect.field")) {
      if (const FieldDef* def = find_field(*name))
        out.field = def->field;
      else
        r_.error(f->source(),
                 fmt::format("unknown field '{}'{}", *name, did_you_mean(*name, field_names())));
    }
    if (const auto value = r_.number(*v, what + ".expect.value")) out.value = *value;
    return true;
  }

  /// What the group means, as its section needs it: a field, or a unit.
  bool means(const std::string& section, const std::string& key, const toml::node& node,
             GroupRead& g) {
    if (section == "nouns") {
      if (!g.field) {
        if (!node.as_table()->contains("field"))  // else reported: an unknown field
          r_.error(node.source(),
                   fmt::format("nouns.{} needs the field it gives: field = \"params\"", key));
        return false;
      }
      g.group.means = field_name(*g.field);
    } else if (section == "units" || section == "labels") {
      if (g.unit.empty()) {
        r_.error(node.source(),
                 fmt::format("{}.{} needs the unit it stands for: unit = \"tCO2e\"", section, key));
        return false;
      }
      if (!known_unit(g.unit, next_)) {
        r_.error(node.as_table()->get("unit")->source(),
                 fmt::format("unknown unit '{}': a unit of the claims language (J, kgCO2e, "
                             "PF-days ...) or a noun of [nouns]",
                             g.unit));
        return false;
      }
      g.group.means = g.unit;
    } else if (section == "keywords" || section == "price-roles") {
      const std::string key_name = section == "keywords" ? "keyword" : "role";
      if (g.unit.empty()) {
        r_.error(node.source(), fmt::format("{}.{} needs the {} it stands for: {} = \"...\"",
                                            section, key, key_name, key_name));
        return false;
      }
      if (section == "price-roles" &&
          std::find(kPriceRoles.begin(), kPriceRoles.end(), g.unit) == kPriceRoles.end()) {
        r_.error(
            node.as_table()->get("role")->source(),
            fmt::format("unknown price role '{}'{}", g.unit, did_you_mean(g.unit, kPriceRoles)));
        return false;
      }
      g.group.means = g.unit;
    } else if (section == "fillers") {
      g.group.means = "(left out before a figure)";
    } else if (section == "per-system") {
      if (key != "rates" && key != "nouns") {
        r_.error(node.source(),
                 fmt::format("[per-system] has two groups, rates and nouns, not '{}'", key));
        return false;
      }
      g.unit = key;
      g.group.means = key == "rates" ? "a rate, before per SYSTEM" : "a system, after its name";
    } else {
      g.group.means = section;
    }
    return true;
  }

  /// Whether a spelling already means something in `section`.
  bool known(const std::string& section, const std::string& text) const {
    const Wordings& w = next_;
    // A unit's spelling may not be a noun's: each means one thing.
    if (section == "nouns" || section == "units")
      return w.noun_index_.count(text) + w.units_.count(text) + w.prose_units_.count(text) != 0;
    if (section == "labels") return w.labels_.count(text) != 0;
    if (const auto it = w.phrases_.find(section); it != w.phrases_.end())
      return std::any_of(it->second.begin(), it->second.end(),
                         [&](const PhraseWording& p) { return p.spelling == text; });
    if (section == "query")
      return std::count(w.query_nouns_.begin(), w.query_nouns_.end(), text) +
                 std::count(w.query_qualifiers_.begin(), w.query_qualifiers_.end(), text) !=
             0;
    return std::count(w.per_gpu_.begin(), w.per_gpu_.end(), as_suffix(text)) != 0;
  }

  void add(const std::string& section, const std::string& key, const Spelling& s,
           const GroupRead& g) {
    const auto here = std::make_pair(section, s.text);
    if (const auto it = given_.find(here); it != given_.end()) {
      r_.error(s.where, fmt::format("'{}' is already a spelling of {}.{}: a spelling "
                                    "means one thing",
                                    s.text, section, it->second));
      return;
    }
    given_.emplace(here, key);
    if (known(section, s.text) && !g.replace) {
      r_.error(s.where, fmt::format("'{}' is already a built-in or earlier spelling of "
                                    "[{}]: say replace = true to give it a new meaning",
                                    s.text,
                                    section == "units" || section == "nouns" ? "nouns] or [units"
                                                                             : section));
      return;
    }
    Wordings& w = next_;
    if (section == "nouns") {
      const NounWording n{s.text, *g.field, g.factor, key};
      w.units_.erase(s.text);
      w.prose_units_.erase(s.text);
      if (const auto it = w.noun_index_.find(s.text); it != w.noun_index_.end()) {
        w.nouns_[it->second] = n;
      } else {
        w.noun_index_.emplace(s.text, w.nouns_.size());
        w.nouns_.push_back(n);
      }
    } else if (section == "units") {
      w.units_.erase(s.text);
      w.prose_units_.erase(s.text);
      (g.group.example.claims.empty() ? w.prose_units_ : w.units_)[s.text] = g.unit;
    } else if (section == "labels") {
      w.labels_[s.text] = g.unit;
    } else if (section == "keywords" || section == "price-roles" || section == "fillers" ||
               section == "per-system") {
      auto& list = w.phrases_[section];
      list.erase(std::remove_if(list.begin(), list.end(),
                                [&](const PhraseWording& p) { return p.spelling == s.text; }),
                 list.end());
      PhraseWording phrase{s.text, {}, g.unit};
      for (std::size_t b = 0; b < s.text.size();) {
        const std::size_t e = std::min(s.text.find(' ', b), s.text.size());
        phrase.words.push_back(s.text.substr(b, e - b));
        b = e + 1;
      }
      if (section == "keywords" || section == "fillers") w.phrase_starts_.insert(phrase.words[0]);
      // Longest first, so that the longest spelling that matches is taken.
      const auto at = std::find_if(list.begin(), list.end(), [&](const PhraseWording& p) {
        return p.words.size() < phrase.words.size();
      });
      list.insert(at, std::move(phrase));
    } else if (section == "query") {
      auto& into = key == "qualifiers" ? w.query_qualifiers_ : w.query_nouns_;
      if (std::find(into.begin(), into.end(), s.text) == into.end()) into.push_back(s.text);
    } else {
      const std::string suffix = as_suffix(s.text);
      if (std::find(w.per_gpu_.begin(), w.per_gpu_.end(), suffix) == w.per_gpu_.end())
        w.per_gpu_.push_back(suffix);
    }
  }

  TableReader& r_;
  Wordings next_;
  std::string file_;
  /// Where each spelling of a section was first given in this file.
  std::map<std::pair<std::string, std::string>, std::string> given_;
};

bool Wordings::load(std::string_view text, const std::string& name,
                    std::vector<Diagnostic>& diagnostics) {
  std::vector<Diagnostic> found;
  TableReader reader(text, name, found);
  toml::table root;
  if (!reader.parse(root, diagnostics)) return false;
  if (const auto* schema = root.get("schema"))
    reader.schema(*schema);
  else
    reader.error(root.source(), "a wordings table starts with schema = 1");
  std::string as_of;
  if (const auto* date = root.get("as_of"))
    if (const auto s = reader.string(*date, "as_of")) as_of = *s;
  WordingsLoader loader(reader, *this, name);
  for (const std::string& section : kSections)
    if (const toml::node* node = root.get(section))
      if (const toml::table* t = reader.table(*node, fmt::format("[{}]", section)))
        loader.section(section, *t);
  diagnostics.insert(diagnostics.end(), found.begin(), found.end());
  if (!reader.ok()) return false;
  *this = std::move(loader.result());
  files_.emplace_back(name, as_of);
  return true;
}

Wordings Wordings::builtin(std::vector<Diagnostic>& diagnostics) {
  Wordings w;
  for (const auto& f : builtin_files())
    if (f.name == "wordings.toml") w.load(f.text, "rules/wordings.toml", diagnostics);
  return w;
}

const NounWording* Wordings::noun(std::string_view lower_phrase) const {
  const auto it = noun_index_.find(std::string(lower_phrase));
  return it == noun_index_.end() ? nullptr : &nouns_[it->second];
}

bool Wordings::is_query_phrase(std::string_view lower_phrase) const {
  std::string_view rest = lower_phrase;
  for (bool again = true; again;) {
    again = false;
    for (const auto& q : query_qualifiers_)
      if (rest.size() > q.size() && rest.substr(0, q.size()) == q && rest[q.size()] == ' ') {
        rest.remove_prefix(q.size() + 1);
        again = true;
      }
  }
  return std::find(query_nouns_.begin(), query_nouns_.end(), rest) != query_nouns_.end();
}

std::string_view Wordings::per_gpu_suffix(std::string_view lower_phrase) const {
  for (const std::string& suffix : per_gpu_)
    if (lower_phrase.size() > suffix.size() &&
        lower_phrase.substr(lower_phrase.size() - suffix.size()) == suffix)
      return lower_phrase.substr(lower_phrase.size() - suffix.size());
  return {};
}

}  // namespace claimcheck

namespace claimcheck {

const std::string* Wordings::unit(std::string_view lower_phrase, bool prose) const {
  const std::string key(lower_phrase);
  if (const auto it = units_.find(key); it != units_.end()) return &it->second;
  if (!prose) return nullptr;
  const auto it = prose_units_.find(key);
  return it == prose_units_.end() ? nullptr : &it->second;
}

const std::string* Wordings::label(std::string_view lower_label) const {
  const auto it = labels_.find(std::string(lower_label));
  return it == labels_.end() ? nullptr : &it->second;
}

}  // namespace claimcheck

namespace claimcheck {

const PhraseWording* Wordings::phrase_at(std::string_view section,
                                         const std::vector<std::string>& lower_words,
                                         std::size_t at) const {
  const auto it = phrases_.find(std::string(section));
  if (it == phrases_.end()) return nullptr;
  for (const PhraseWording& p : it->second) {
    if (at + p.words.size() > lower_words.size()) continue;
    if (std::equal(p.words.begin(), p.words.end(), lower_words.begin() + static_cast<long>(at)))
      return &p;
  }
  return nullptr;
}

const std::vector<PhraseWording>& Wordings::phrases(std::string_view section) const {
  static const std::vector<PhraseWording> none;
  const auto it = phrases_.find(std::string(section));
  return it == phrases_.end() ? none : it->second;
}

}  // namespace claimcheck
