// Loading the model catalogue with toml++, each value reported at its place.
#include "tables/models.h"

#include <toml++/toml.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <optional>

#include "tables/builtin.h"
#include "tables/catalogue.h"
#include "tables/toml_reader.h"
#include "text/ascii.h"
#include "vocab/precision.h"

namespace claimcheck {
namespace {

using B = BaseDim;

const std::vector<std::string> kModelKeys = {
    "id",          "aliases", "family",        "developer",   "released",
    "closed",      "params",  "active_params", "tokens",      "gpu_hours",
    "accelerator", "source",  "sources",       "unpublished", "note",
    "kv_precision"};

/// The figures a source may be given for, besides the architecture.
const std::vector<std::string> kFigures = {"params", "active_params", "tokens", "gpu_hours",
                                           "accelerator"};

/// `kv_precision = "bf16"`: the precision of the model's KV cache as its
/// maker serves it, kept for rules as `model.kv_bytes` (bytes per element).
void read_kv_precision(TableReader& r, const toml::node& node, const std::string& what, Model& m) {
  const auto text = r.string(node, what);
  if (!text) return;
  const auto bytes = precision_bytes(canonical_precision(*text));
  if (!bytes) {
    r.error(node.source(), fmt::format("{} is a precision: bf16, fp16, fp8 or fp4", what));
    return;
  }
  m.architecture["kv_bytes"] = *bytes;
}

/// A figure: a number, or `[low, high]` for a range (`high` may be `inf`
/// for a lower bound: Meta's "15T+").
std::optional<Quantity> read_figure(TableReader& r, const toml::node& node, const std::string& what,
                                    double factor, Dimension dim) {
  if (const auto* arr = node.as_array()) {
    if (arr->size() != 2) {
      r.error(node.source(), fmt::format("{} is a number or a range [low, high]", what));
      return std::nullopt;
    }
    const auto lo = r.number(*arr->get(0), what + " (low)");
    if (!lo) return std::nullopt;
    double hi = 0;
    if (const auto* f = arr->get(1)->as_floating_point();
        f && std::isinf(f->get()) && f->get() > 0) {
      hi = INFINITY;
    } else if (const auto h = r.number(*arr->get(1), what + " (high)")) {
      hi = *h;
    } else {
      return std::nullopt;
    }
    if (*lo > hi) {
      r.error(node.source(), fmt::format("{}: low is above high", what));
      return std::nullopt;
    }
    return Quantity::range(*lo * factor, hi * factor, dim);
  }
  if (const auto v = r.number(node, what)) return Quantity::point(*v * factor, dim);
  return std::nullopt;
}

std::optional<Model> read_model(TableReader& r, const toml::table& t, const std::string& file,
                                const Catalogue* hardware) {
  Model m;
  m.file = file;
  m.line = static_cast<int>(t.source().begin.line);
  const auto* id = t.get("id");
  if (!id) {
    r.error(t.source(), "a [[model]] needs an id");
    return std::nullopt;
  }
  if (auto s = r.string(*id, "id")) m.id = *s;
  const auto& arch = model_architecture_keys();
  for (const auto& [key, node] : t) {
    const std::string k(key.str());
    const std::string what = fmt::format("{}.{}", m.id, k);
    if (k == "id") continue;
    if (k == "aliases") {
      m.aliases = r.strings(node, what);
    } else if (k == "family") {
      m.family = r.string(node, what).value_or("");
    } else if (k == "developer") {
      m.developer = r.string(node, what).value_or("");
    } else if (k == "released") {
      m.released = r.string(node, what).value_or("");
    } else if (k == "closed") {
      if (const auto* b = node.as_boolean())
        m.closed = b->get();
      else
        r.error(node.source(), fmt::format("{} is true or false", what));
    } else if (k == "params" || k == "active_params") {
      (k == "params" ? m.params : m.active_params) = read_figure(r, node, what, 1, D(B::param));
    } else if (k == "tokens") {
      m.tokens = read_figure(r, node, what, 1, D(B::token));
    } else if (k == "gpu_hours") {
      m.gpu_hours = read_figure(r, node, what, 3600, D(B::gpu) * D(B::s));
    } else if (k == "accelerator") {
      m.accelerator = r.string(node, what).value_or("");
      if (hardware && !m.accelerator.empty() && !hardware->find(m.accelerator))
        r.error(node.source(),
                fmt::format("{}: '{}' is not a name of the accelerator catalogue (claimcheck "
                            "hardware lists it; --hardware adds to it)",
                            what, m.accelerator));
    } else if (k == "source") {
      m.source = r.string(node, what).value_or("");
    } else if (k == "unpublished") {
      m.unpublished = r.string(node, what).value_or("");
    } else if (k == "note") {
      m.note = r.string(node, what).value_or("");
    } else if (k == "sources") {
      if (const auto* sub = r.table(node, what))
        for (const auto& [sk, sn] : *sub) {
          std::string figure(sk.str());
          if (figure == "kv_precision") figure = "kv_bytes";  // as rules read it
          if (std::find(kFigures.begin(), kFigures.end(), figure) == kFigures.end() &&
              std::find(arch.begin(), arch.end(), figure) == arch.end()) {
            std::vector<std::string> known = kFigures;
            known.insert(known.end(), arch.begin(), arch.end());
            r.unknown_key(sk, known, what);
            continue;
          }
          if (auto s = r.string(sn, what + "." + figure)) m.sources[figure] = *s;
        }
    } else if (k == "kv_precision") {
      read_kv_precision(r, node, what, m);
    } else if (k != "kv_bytes" && std::find(arch.begin(), arch.end(), k) != arch.end()) {
      const auto* i = node.as_integer();
      if (!i || i->get() < 0 || i->get() > 1'000'000'000)
        r.error(node.source(), fmt::format("{} is a whole number, 0 or more", what));
      else
        m.architecture[k] = static_cast<double>(i->get());
    } else {
      std::vector<std::string> known = kModelKeys;
      known.insert(known.end(), arch.begin(), arch.end());
      r.unknown_key(key, known, "[[model]] " + m.id);
    }
  }
  if (m.id.empty()) {
    r.error(t.source(), "a [[model]] needs an id that is not empty");
    return std::nullopt;
  }
  if (m.source.empty()) r.error(t.source(), fmt::format("model {} needs a source", m.id));
  const bool figures = m.params || m.active_params || m.tokens || m.gpu_hours ||
                       !m.accelerator.empty() || !m.architecture.empty();
  if (m.closed && figures)
    r.error(t.source(), fmt::format("model {} is closed: it has no published figures", m.id));
  if (m.active_params && m.params && m.active_params->lo() > m.params->hi())
    r.error(t.source(), fmt::format("model {}: active_params is above params", m.id));
  return m;
}

Diagnostic entry_error(const Model& m, std::string_view text, const std::string& name,
                       std::string message) {
  Diagnostic d;
  d.where.file = m.file;
  if (m.file == name && m.line > 0) {
    d.where.line = m.line;
    d.where.col = 1;
    d.where.source_line = source_line(text, m.line);
    d.where.end_col = static_cast<int>(d.where.source_line.size()) + 1;
  }
  d.message = std::move(message);
  return d;
}

/// Vendors' suffixes for a model's tuned or served variant of the same size.
const char* const kSuffixes[] = {"instruct", "turbo", "it", "hf"};

}  // namespace

const std::vector<std::string>& model_architecture_keys() {
  static const std::vector<std::string> keys = {
      "layers",         "hidden",         "heads",         "kv_heads",
      "head_dim",       "kv_latent",      "rope_dim",      "experts",
      "active_experts", "shared_experts", "context",       "sliding_window",
      "global_layers",  "kv_bytes"};
  return keys;
}

std::string Model::source_of(const std::string& figure) const {
  const auto it = sources.find(figure);
  return it != sources.end() ? it->second : source;
}

std::string normalise_model_name(std::string_view name) {
  const auto slash = name.rfind('/');
  if (slash != std::string_view::npos) name = name.substr(slash + 1);
  std::string r;
  for (char c : name) {
    if (c == ' ' || c == '-' || c == '_' || c == '\t') continue;
    r += ascii_lower(c);
  }
  return r;
}

bool ModelCatalogue::load(std::string_view text, const std::string& name, const Catalogue* hardware,
                          std::vector<Diagnostic>& diagnostics) {
  std::vector<Diagnostic> found;
  TableReader r(text, name, found);
  toml::table root;
  if (!r.parse(root, diagnostics)) return false;
  std::vector<Model> read;
  for (const auto& [key, node] : root) {
    const std::string k(key.str());
    if (k == "schema") {
      r.schema(node);
    } else if (k == "model") {
      const auto* arr = r.array_of_tables(node, k);
      if (!arr) continue;
      read.reserve(read.size() + arr->size());
      for (const auto& e : *arr)
        if (auto m = read_model(r, *e.as_table(), name, hardware)) read.push_back(std::move(*m));
    } else {
      r.unknown_key(key, {"schema", "model"}, "the model catalogue");
    }
  }
  // A known id is replaced whole: a model's figures come from one source.
  std::vector<Model> merged;
  merged.reserve(entries_.size() + read.size());
  merged = entries_;
  std::map<std::string, std::size_t> by_id;  // normalised id -> its entry in merged
  for (std::size_t i = 0; i < merged.size(); ++i)
    by_id.emplace(normalise_model_name(merged[i].id), i);
  for (auto& m : read) {
    const auto [it, added] = by_id.emplace(normalise_model_name(m.id), merged.size());
    if (!added)
      merged[it->second] = std::move(m);
    else
      merged.push_back(std::move(m));
  }
  // Every id and alias names one model.
  std::map<std::string, std::string> owner;
  for (const auto& m : merged) {
    std::vector<std::string> names = m.aliases;
    names.push_back(m.id);
    for (const auto& n : names) {
      const std::string key = normalise_model_name(n);
      if (key.empty()) {
        found.push_back(
            entry_error(m, text, name, fmt::format("model {} has an empty name", m.id)));
        continue;
      }
      auto [it, inserted] = owner.emplace(key, m.id);
      if (!inserted && it->second != m.id)
        found.push_back(entry_error(
            m, text, name,
            fmt::format("name '{}' of model {} is already used by {}", n, m.id, it->second)));
    }
  }
  const bool ok = found.empty();
  diagnostics.insert(diagnostics.end(), found.begin(), found.end());
  if (!ok) return false;
  entries_ = std::move(merged);
  build_index();
  return true;
}

void ModelCatalogue::build_index() {
  index_.clear();
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    index_[normalise_model_name(entries_[i].id)] = i;
    for (const auto& a : entries_[i].aliases) index_[normalise_model_name(a)] = i;
  }
}

const Model* ModelCatalogue::find(std::string_view name) const {
  // Suffixes are dropped from the name as written, word by word from the end.
  // (normalise_model_name drops the provider prefix.) The normalised name is
  // put together on the stack unless it is long.
  std::string_view written = name;
  for (;;) {
    std::string_view tail = written;
    if (const auto slash = tail.rfind('/'); slash != std::string_view::npos)
      tail = tail.substr(slash + 1);
    char text[64];
    std::size_t n = 0;
    bool fits = true;
    for (char c : tail) {
      if (c == ' ' || c == '-' || c == '_' || c == '\t') continue;
      if (n == sizeof text) {
        fits = false;
        break;
      }
      text[n++] = ascii_lower(c);
    }
    const auto it =
        fits ? index_.find(std::string_view(text, n)) : index_.find(normalise_model_name(written));
    if (it != index_.end()) return &entries_[it->second];
    const auto cut = written.find_last_of(" -_");
    if (cut == std::string_view::npos) return nullptr;
    const std::string_view last = written.substr(cut + 1);
    if (std::none_of(std::begin(kSuffixes), std::end(kSuffixes),
                     [&](const char* suffix) { return ascii_lower_is(last, suffix); }))
      return nullptr;
    written = written.substr(0, cut);
  }
}

ModelCatalogue ModelCatalogue::builtin(const Catalogue& hardware,
                                       std::vector<Diagnostic>& diagnostics) {
  ModelCatalogue c;
  for (const auto& f : builtin_files())
    if (f.name == "models.toml") c.load(f.text, "rules/models.toml", &hardware, diagnostics);
  return c;
}

}  // namespace claimcheck
