// Reading the table of wordings with toml++, every error at its place.
#include "tables/wordings.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "tables/builtin.h"
#include "tables/toml_reader.h"
#include "text/ascii.h"

namespace claimcheck {
namespace {

/// The sections of the table this reader knows, and what each group means.
/// (The extractor's sections, read by its lexicon, are left to it.)
const std::vector<std::string> kSections = {"nouns", "query", "per-gpu"};
const std::vector<std::string> kGroupKeys = {"words",  "field",   "factor", "claims",
                                             "expect", "replace", "source"};

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

class GroupReader {
 public:
  explicit GroupReader(TableReader& reader) : r_(reader) {}

  /// One group, `KEY = { words = [...], ..., claims = "... {} ...", expect = {...} }`.
  bool read(const std::string& section, const std::string& key, const toml::node& node,
            const std::string& file, WordingGroup& group, std::vector<Spelling>& spellings,
            bool& replace, std::optional<Field>& field, double& factor) {
    const std::string what = fmt::format("{}.{}", section, key);
    const toml::table* t = r_.table(node, what);
    if (!t) return false;
    group.section = section;
    group.key = key;
    for (const auto& [k, v] : *t)
      if (std::find(kGroupKeys.begin(), kGroupKeys.end(), k.str()) == kGroupKeys.end())
        r_.unknown_key(k, kGroupKeys, what);
    const auto* words = t->get("words");
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
      spellings.push_back({text, w.source()});
      group.spellings.push_back(text);
    }
    if (const auto* f = t->get("field")) {
      if (const auto name = r_.string(*f, what + ".field")) {
        if (const FieldDef* def = find_field(*name))
          field = def->field;
        else
          r_.error(f->source(),
                   fmt::format("unknown field '{}'{}", *name, did_you_mean(*name, field_names())));
      }
    }
    if (const auto* f = t->get("factor"))
      if (const auto v = r_.number(*f, what + ".factor")) factor = *v;
    if (const auto* f = t->get("replace")) {
      if (const auto b = f->as_boolean())
        replace = b->get();
      else
        r_.error(f->source(), fmt::format("{}.replace must be true or false", what));
    }
    return example(*t, node, what, file, group.example);
  }

 private:
  /// `claims = "12B {}"` and `expect = { field = "active_params", value = 12e9 }`.
  bool example(const toml::table& t, const toml::node& node, const std::string& what,
               const std::string& file, WordingExample& out) {
    const auto* claims = t.get("claims");
    const auto* expect = t.get("expect");
    if (!claims || !expect) {
      r_.error(node.source(), fmt::format("{} needs an example: claims = \"... {{}} ...\" and "
                                          "expect = {{ field = \"...\", value = ... }}",
                                          what));
      return false;
    }
    out.file = file;
    out.line = static_cast<int>(node.source().begin.line);
    if (const auto s = r_.string(*claims, what + ".claims")) {
      if (s->find("{}") == std::string::npos)
        r_.error(claims->source(),
                 fmt::format("{}.claims must hold {{}} where each spelling stands", what));
      out.claims = *s;
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

  TableReader& r_;
};

}  // namespace

bool Wordings::load(std::string_view text, const std::string& name,
                    std::vector<Diagnostic>& diagnostics) {
  std::vector<Diagnostic> found;
  TableReader reader(text, name, found);
  toml::table root;
  if (!reader.parse(root, diagnostics)) return false;
  Wordings next = *this;
  GroupReader groups(reader);
  if (const auto* schema = root.get("schema"))
    reader.schema(*schema);
  else
    reader.error(root.source(), "a wordings table starts with schema = 1");
  std::string as_of;
  if (const auto* date = root.get("as_of"))
    if (const auto s = reader.string(*date, "as_of")) as_of = *s;
  // Where each spelling of a section was first given in this file.
  std::map<std::pair<std::string, std::string>, std::string> given;
  for (const std::string& section : kSections) {
    const toml::node* node = root.get(section);
    if (!node) continue;
    const toml::table* t = reader.table(*node, fmt::format("[{}]", section));
    if (!t) continue;
    // In the order written (toml++ keeps a table's keys sorted), so that the
    // listing follows the file and a spelling given twice is reported where
    // it is given the second time.
    std::vector<std::pair<const toml::key*, const toml::node*>> in_order;
    for (const auto& [key, value] : *t) in_order.emplace_back(&key, &value);
    std::stable_sort(in_order.begin(), in_order.end(), [](const auto& a, const auto& b) {
      return a.first->source().begin < b.first->source().begin;
    });
    for (const auto& [key_at, value_at] : in_order) {
      const toml::key& key = *key_at;
      const toml::node& value = *value_at;
      WordingGroup group;
      std::vector<Spelling> spellings;
      bool replace = false;
      std::optional<Field> field;
      double factor = 1;
      const std::string k(key.str());
      if (!groups.read(section, k, value, name, group, spellings, replace, field, factor)) continue;
      if (section == "nouns" && !field) {
        if (value.as_table()->contains("field")) continue;  // reported: an unknown field
        reader.error(value.source(), fmt::format("nouns.{} needs the field it gives: field = "
                                                 "\"params\"",
                                                 k));
        continue;
      }
      group.means = section == "nouns" ? field_name(*field) : section;
      for (const auto& s : spellings) {
        const auto here = std::make_pair(section, s.text);
        if (const auto it = given.find(here); it != given.end()) {
          reader.error(s.where, fmt::format("'{}' is already a spelling of {}.{}: a spelling "
                                            "means one thing",
                                            s.text, section, it->second));
          continue;
        }
        given.emplace(here, k);
        const bool known =
            section == "nouns" ? next.noun_index_.count(s.text) != 0
            : section == "query"
                ? std::count(next.query_nouns_.begin(), next.query_nouns_.end(), s.text) +
                      std::count(next.query_qualifiers_.begin(), next.query_qualifiers_.end(),
                                 s.text)
                : std::count(next.per_gpu_.begin(), next.per_gpu_.end(), as_suffix(s.text));
        if (known && !replace) {
          reader.error(s.where, fmt::format("'{}' is already a built-in or earlier spelling of "
                                            "[{}]: say replace = true to give it a new meaning",
                                            s.text, section));
          continue;
        }
        if (section == "nouns") {
          if (const auto it = next.noun_index_.find(s.text); it != next.noun_index_.end()) {
            next.nouns_[it->second] = {s.text, *field, factor, k};
          } else {
            next.noun_index_.emplace(s.text, next.nouns_.size());
            next.nouns_.push_back({s.text, *field, factor, k});
          }
        } else if (section == "query") {
          auto& into = k == "qualifiers" ? next.query_qualifiers_ : next.query_nouns_;
          if (std::find(into.begin(), into.end(), s.text) == into.end()) into.push_back(s.text);
        } else {
          const std::string suffix = as_suffix(s.text);
          if (std::find(next.per_gpu_.begin(), next.per_gpu_.end(), suffix) == next.per_gpu_.end())
            next.per_gpu_.push_back(suffix);
        }
      }
      next.groups_.push_back(std::move(group));
    }
  }
  diagnostics.insert(diagnostics.end(), found.begin(), found.end());
  if (!reader.ok()) return false;
  next.files_.emplace_back(name, as_of);
  *this = std::move(next);
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
