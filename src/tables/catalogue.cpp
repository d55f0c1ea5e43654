// Loading the accelerator catalogue with toml++, keeping every value's
// position so a bad figure is reported at its line and column.
#include "tables/catalogue.h"

#include <toml++/toml.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

#include "tables/builtin.h"
#include "tables/toml_reader.h"
#include "text/ascii.h"
#include "text/spelling.h"

namespace claimcheck {
namespace {

using B = BaseDim;

const std::vector<std::string> kAcceleratorKeys = {
    "id",        "aliases",      "vendor",        "source",  "derived",
    "memory_gb", "memory_gib",   "bandwidth_tbs", "tdp_w",   "released",
    "available", "dense_tflops", "sparse_tflops", "sources", "price", "purchase_price"};
const std::vector<std::string> kFamilyKeys = {"id", "aliases", "variants", "note"};
const std::vector<std::string> kHistoryKeys = {"as_of", "low", "high", "source"};

bool is_month(const std::string& v) {
  return v.size() == 7 && v[4] == '-' && std::all_of(v.begin(), v.begin() + 4, ::isdigit) &&
         std::isdigit(static_cast<unsigned char>(v[5])) &&
         std::isdigit(static_cast<unsigned char>(v[6])) && v.substr(5) >= "01" &&
         v.substr(5) <= "12";
}

/// `[[accelerator.price_history]]`: a price range as of a month, with its source.
void read_price_history(TableReader& r, const toml::node& node, const std::string& what,
                        std::vector<DatedPrice>& into) {
  const auto* arr = r.array_of_tables(node, "accelerator.price_history");
  if (!arr) return;
  for (const auto& e : *arr) {
    const toml::table& t = *e.as_table();
    DatedPrice p;
    std::optional<double> low, high;
    for (const auto& [key, value] : t) {
      const std::string k(key.str());
      if (k == "as_of")
        p.as_of = r.string(value, what + ".as_of").value_or("");
      else if (k == "low")
        low = r.number(value, what + ".low");
      else if (k == "high")
        high = r.number(value, what + ".high");
      else if (k == "source")
        p.source = r.string(value, what + ".source").value_or("");
      else
        r.unknown_key(key, kHistoryKeys, what);
    }
    if (!is_month(p.as_of) || !low || !high || p.source.empty()) {
      r.error(t.source(), fmt::format("{} needs as_of (YYYY-MM), low, high and a source", what));
      continue;
    }
    if (*low > *high) {
      r.error(t.source(), fmt::format("{}: low ({}) is above high ({})", what, *low, *high));
      continue;
    }
    p.price = Quantity::range(*low / 3600, *high / 3600,
                              Dimension::of(B::usd) / Dimension::of(B::gpu) / Dimension::of(B::s));
    into.push_back(std::move(p));
  }
  std::sort(into.begin(), into.end(),
            [](const DatedPrice& a, const DatedPrice& b) { return a.as_of < b.as_of; });
}
const std::vector<std::string> kPriceKeys = {
    "low",        "high",       "as_of",       "source",  "low_as_of",
    "high_as_of", "low_source", "high_source", "typical", "typical_source"};

Dimension peak_dim() {
  return Dimension::of(B::flop) / Dimension::of(B::s) / Dimension::of(B::gpu);
}

void read_peaks(TableReader& r, const toml::table& t, const std::string& what,
                std::map<std::string, Quantity>& into) {
  for (const auto& [key, node] : t) {
    const std::string k(key.str());
    const auto& names = precision_names();
    if (std::find(names.begin(), names.end(), k) == names.end()) {
      r.unknown_key(key, names, what);
      continue;
    }
    if (auto v = r.number(node, what + "." + k)) into[k] = Quantity::point(*v * 1e12, peak_dim());
  }
}

std::optional<Accelerator> read_accelerator(TableReader& r, const toml::table& t,
                                            const std::string& file) {
  Accelerator a;
  a.file = file;
  a.line = static_cast<int>(t.source().begin.line);
  const auto* id = t.get("id");
  if (!id) {
    r.error(t.source(), "an [[accelerator]] needs an id");
    return std::nullopt;
  }
  if (auto s = r.string(*id, "id")) a.id = *s;
  for (const auto& [key, node] : t) {
    const std::string k(key.str());
    const std::string what = fmt::format("{}.{}", a.id, k);
    if (k == "id") continue;
    if (k == "aliases")
      a.aliases = r.strings(node, what);
    else if (k == "vendor")
      a.vendor = r.string(node, what).value_or("");
    else if (k == "source")
      a.source = r.string(node, what).value_or("");
    else if (k == "derived")
      a.derived = r.string(node, what).value_or("");
    else if (k == "released")
      a.released = r.string(node, what).value_or("");
    else if (k == "price_history")
      read_price_history(r, node, what, a.price_history);
    else if (k == "available") {
      a.available = r.string(node, what).value_or("");
      if (!is_month(a.available)) {
        r.error(node.source(), fmt::format("{} is a month, YYYY-MM", what));
        a.available.clear();
      }
    } else if (k == "memory_gb" || k == "memory_gib") {
      if (auto v = r.number(node, what))
        a.memory = Quantity::point(*v * (k == "memory_gb" ? 1e9 : 1073741824.0),
                                   Dimension::of(B::byte) / Dimension::of(B::gpu));
    } else if (k == "bandwidth_tbs") {
      if (auto v = r.number(node, what))
        a.bandwidth = Quantity::point(
            *v * 1e12, Dimension::of(B::byte) / Dimension::of(B::s) / Dimension::of(B::gpu));
    } else if (k == "tdp_w") {
      if (auto v = r.number(node, what))
        a.tdp =
            Quantity::point(*v, Dimension::of(B::j) / Dimension::of(B::s) / Dimension::of(B::gpu));
    } else if (k == "purchase_price") {
      // USD per accelerator, or "not published": said, so that its absence is known.
      if (node.is_string() && node.value<std::string>() == "not published") continue;
      if (auto v = r.number(node, what + " (USD per accelerator, or \"not published\")"))
        a.purchase_price = Quantity::point(*v, Dimension::of(B::usd) / Dimension::of(B::gpu));
    } else if (k == "dense_tflops" || k == "sparse_tflops") {
      if (const auto* sub = r.table(node, what))
        read_peaks(r, *sub, what, k == "dense_tflops" ? a.dense : a.sparse);
    } else if (k == "sources") {
      if (const auto* sub = r.table(node, what))
        for (const auto& [sk, sn] : *sub)
          if (auto s = r.string(sn, what + "." + std::string(sk.str())))
            a.sources[std::string(sk.str())] = *s;
    } else if (k == "price") {
      const auto* sub = r.table(node, what);
      if (!sub) continue;
      std::optional<double> low, high, typical;
      // Each end may have its own date and source (low_as_of, high_source ...).
      std::map<std::string, std::string> ends;
      for (const auto& [pk, pn] : *sub) {
        const std::string p(pk.str());
        if (p == "low")
          low = r.number(pn, what + ".low");
        else if (p == "high")
          high = r.number(pn, what + ".high");
        else if (p == "as_of")
          a.price_as_of = r.string(pn, what + ".as_of").value_or("");
        else if (p == "source")
          a.price_source = r.string(pn, what + ".source").value_or("");
        else if (p == "typical")
          typical = r.number(pn, what + ".typical");
        else if (p == "typical_source")
          a.price_typical_source = r.string(pn, what + ".typical_source").value_or("");
        else if (std::find(kPriceKeys.begin(), kPriceKeys.end(), p) != kPriceKeys.end())
          ends[p] = r.string(pn, what + "." + p).value_or("");
        else
          r.unknown_key(pk, kPriceKeys, what);
      }
      for (const char* end : {"low", "high"}) {
        const std::string as_of = ends[std::string(end) + "_as_of"];
        const std::string source = ends[std::string(end) + "_source"];
        if (as_of.empty() != source.empty())
          r.error(sub->source(),
                  fmt::format("{}: {}_as_of and {}_source go together", what, end, end));
      }
      // The current range applies from its older end's month.
      a.price_from = a.price_as_of.substr(0, 7);
      for (const char* end : {"low_as_of", "high_as_of"})
        if (is_month(ends[end]) && (a.price_from.empty() || ends[end] < a.price_from))
          a.price_from = ends[end];
      if (!ends["low_source"].empty() && !ends["high_source"].empty()) {
        if (a.price_as_of.empty())
          a.price_as_of =
              ends["low_as_of"] == ends["high_as_of"]
                  ? ends["low_as_of"]
                  : fmt::format("low {}, high {}", ends["low_as_of"], ends["high_as_of"]);
        if (a.price_source.empty())
          a.price_source = fmt::format("low ({}): {}; high ({}): {}", ends["low_as_of"],
                                       ends["low_source"], ends["high_as_of"], ends["high_source"]);
      }
      if (!low || !high) {
        r.error(sub->source(), fmt::format("{} needs both low and high", what));
      } else if (*low > *high) {
        r.error(sub->source(), fmt::format("{}: low ({}) is above high ({})", what, *low, *high));
      } else {
        a.price =
            Quantity::range(*low / 3600, *high / 3600,
                            Dimension::of(B::usd) / Dimension::of(B::gpu) / Dimension::of(B::s));
        if (typical && (*typical < *low || *typical > *high || a.price_typical_source.empty()))
          r.error(sub->source(),
                  fmt::format("{}: typical is within low..high, with its typical_source", what));
        else if (typical)
          a.price_typical = Quantity::point(
              *typical / 3600, Dimension::of(B::usd) / Dimension::of(B::gpu) / Dimension::of(B::s));
      }
      if (a.price_source.empty()) r.error(sub->source(), fmt::format("{} needs a source", what));
    } else {
      r.unknown_key(key, kAcceleratorKeys, "[[accelerator]] " + a.id);
    }
  }
  return a;
}

std::optional<Accelerator> read_family(TableReader& r, const toml::table& t,
                                       const std::string& file) {
  Accelerator a;
  a.file = file;
  a.line = static_cast<int>(t.source().begin.line);
  for (const auto& [key, node] : t) {
    const std::string k(key.str());
    if (k == "id")
      a.id = r.string(node, "id").value_or("");
    else if (k == "aliases")
      a.aliases = r.strings(node, "aliases");
    else if (k == "variants")
      a.variants = r.strings(node, "variants");
    else if (k == "note")
      a.derived = r.string(node, "note").value_or("");
    else
      r.unknown_key(key, kFamilyKeys, "[[family]]");
  }
  if (a.id.empty() || a.variants.empty()) {
    r.error(t.source(), "a [[family]] needs an id and variants");
    return std::nullopt;
  }
  return a;
}

const std::vector<std::string> kSystemKeys = {"id", "aliases", "accelerator", "gpus", "source"};
const std::vector<std::string> kProviderKeys = {"name", "aliases", "accelerator", "source", "as_of"};

std::optional<ProviderChip> read_provider(TableReader& r, const toml::table& t,
                                          const std::string& file) {
  ProviderChip p;
  p.file = file;
  p.line = static_cast<int>(t.source().begin.line);
  for (const auto& [key, node] : t) {
    const std::string k(key.str());
    if (k == "name") {
      p.name = r.string(node, "name").value_or("");
    } else if (k == "aliases") {
      p.aliases = r.strings(node, "aliases");
    } else if (k == "accelerator") {
      p.accelerator = r.string(node, "accelerator").value_or("");
    } else if (k == "source") {
      p.source = r.string(node, "source").value_or("");
    } else if (k == "as_of") {
      p.as_of = r.string(node, "as_of").value_or("");
    } else {
      r.unknown_key(key, kProviderKeys, "[[provider]]");
    }
  }
  if (p.name.empty() || p.accelerator.empty() || p.source.empty() || p.as_of.empty()) {
    r.error(t.source(), "a [[provider]] needs a name, an accelerator, a source and as_of");
    return std::nullopt;
  }
  return p;
}

std::optional<AcceleratorSystem> read_system(TableReader& r, const toml::table& t,
                                             const std::string& file) {
  AcceleratorSystem sys;
  sys.file = file;
  sys.line = static_cast<int>(t.source().begin.line);
  for (const auto& [key, node] : t) {
    const std::string k(key.str());
    if (k == "id") {
      sys.id = r.string(node, "id").value_or("");
    } else if (k == "aliases") {
      sys.aliases = r.strings(node, "aliases");
    } else if (k == "accelerator") {
      sys.accelerator = r.string(node, "accelerator").value_or("");
    } else if (k == "gpus") {
      const auto* count = node.as_integer();
      if (!count || count->get() < 1 || count->get() > 1000000)
        r.error(node.source(), "gpus is a whole number of accelerators per system");
      else
        sys.gpus = static_cast<int>(count->get());
    } else if (k == "source") {
      sys.source = r.string(node, "source").value_or("");
    } else {
      r.unknown_key(key, kSystemKeys, "[[system]]");
    }
  }
  if (sys.id.empty() || sys.accelerator.empty() || sys.gpus == 0 || sys.source.empty()) {
    r.error(t.source(), "a [[system]] needs an id, an accelerator, gpus and a source");
    return std::nullopt;
  }
  return sys;
}

template <typename T>
void take(std::optional<T>& into, const std::optional<T>& from) {
  if (from) into = from;
}

void merge_into(Accelerator& into, const Accelerator& from) {
  if (!from.aliases.empty()) into.aliases = from.aliases;
  if (!from.vendor.empty()) into.vendor = from.vendor;
  if (!from.source.empty()) into.source = from.source;
  if (!from.derived.empty()) into.derived = from.derived;
  if (!from.released.empty()) into.released = from.released;
  if (!from.available.empty()) into.available = from.available;
  if (!from.price_history.empty()) into.price_history = from.price_history;
  for (const auto& [k, v] : from.dense) into.dense[k] = v;
  for (const auto& [k, v] : from.sparse) into.sparse[k] = v;
  for (const auto& [k, v] : from.sources) into.sources[k] = v;
  take(into.memory, from.memory);
  take(into.bandwidth, from.bandwidth);
  take(into.tdp, from.tdp);
  take(into.purchase_price, from.purchase_price);
  if (from.price) {
    into.price = from.price;
    into.price_as_of = from.price_as_of;
    into.price_source = from.price_source;
    into.price_from = from.price_from;
    into.price_typical = from.price_typical;
    into.price_typical_source = from.price_typical_source;
  }
  if (!from.variants.empty()) into.variants = from.variants;
  into.file = from.file;
  into.line = from.line;
}

// A family figure is the hull over its variants, present only when every
// variant has it: a claim that names the family is judged on all of them.
template <typename Get>
std::optional<Quantity> hull_of(const std::vector<const Accelerator*>& variants, Get get) {
  std::optional<Quantity> r;
  for (const auto* v : variants) {
    const std::optional<Quantity> q = get(*v);
    if (!q) return std::nullopt;
    r = r ? hull(*r, *q).value() : *q;
  }
  return r;
}

/// A diagnostic at the header of a table entry read from `file` at `line`,
/// with its source line when the entry comes from `text` (the table `name`).
Diagnostic header_error(const std::string& file, int line, std::string_view text,
                        const std::string& name) {
  Diagnostic d;
  d.where.file = file;
  if (file == name && line > 0) {
    d.where.line = line;
    d.where.col = 1;
    d.where.source_line = source_line(text, line);
    d.where.end_col = static_cast<int>(d.where.source_line.size()) + 1;
  }
  return d;
}

}  // namespace

const std::vector<HardwareFigure>& hardware_figures() {
  using K = HardwareFigure::Kind;
  static const std::vector<HardwareFigure> figures = [] {
    const Dimension peak = D(B::flop) / D(B::s) / D(B::gpu);
    std::vector<HardwareFigure> r = {{"peak", K::dense_peak, "", peak, nullptr, ""}};
    for (const auto& p : precision_names())
      r.push_back({"peak_" + p, K::dense_peak, p, peak, nullptr, ""});
    r.push_back({"best_peak", K::best_peak, "", peak, nullptr, ""});
    r.push_back({"best_precision", K::best_precision, "", Dimension{}, nullptr, ""});
    r.push_back({"weight_bytes", K::weight_bytes, "", D(B::byte) / D(B::param), nullptr, ""});
    r.push_back({"serving_peak", K::serving_peak, "", peak, nullptr, ""});
    r.push_back({"serving_precision", K::serving_precision, "", Dimension{}, nullptr, ""});
    r.push_back({"serving_weight_bytes", K::serving_weight_bytes, "", D(B::byte) / D(B::param),
                 nullptr, ""});
    r.push_back({"floor_peak", K::floor_peak, "", peak, nullptr, ""});
    r.push_back({"floor_precision", K::floor_precision, "", Dimension{}, nullptr, ""});
    r.push_back({"floor_weight_bytes", K::floor_weight_bytes, "", D(B::byte) / D(B::param),
                 nullptr, ""});
    r.push_back({"sparse_peak", K::sparse_peak, "", peak, nullptr, ""});
    for (const auto& p : precision_names())
      r.push_back({"sparse_" + p, K::sparse_peak, p, peak, nullptr, ""});
    r.push_back(
        {"memory", K::other, "", D(B::byte) / D(B::gpu), &Accelerator::memory, "memory_gb"});
    r.push_back({"bandwidth", K::other, "", D(B::byte) / D(B::s) / D(B::gpu),
                 &Accelerator::bandwidth, "bandwidth_tbs"});
    r.push_back({"tdp", K::other, "", D(B::j) / D(B::s) / D(B::gpu), &Accelerator::tdp, "tdp_w"});
    r.push_back(
        {"price", K::other, "", D(B::usd) / D(B::gpu) / D(B::s), &Accelerator::price, "price"});
    r.push_back({"purchase_price", K::other, "", D(B::usd) / D(B::gpu), &Accelerator::purchase_price,
                 "purchase_price"});
    return r;
  }();
  return figures;
}

const HardwareFigure* find_hardware_figure(std::string_view name) {
  for (const auto& f : hardware_figures())
    if (f.name == name) return &f;
  return nullptr;
}

std::vector<std::string> hardware_figure_names() {
  std::vector<std::string> r;
  for (const auto& f : hardware_figures()) r.push_back(f.name);
  return r;
}

namespace {

/// Whether a name keeps `c` when normalised: spaces, tabs, `-` and `_` go.
bool kept_in_name(char c) {
  return c != ' ' && c != '-' && c != '_' && c != '\t';
}

}  // namespace

std::string normalise_name(std::string_view name) {
  std::string r;
  for (char c : name)
    if (kept_in_name(c)) r += ascii_lower(c);
  return r;
}

std::string Accelerator::source_of(const std::string& figure) const {
  if (figure == "price") return price_source;
  auto it = sources.find(figure);
  return it != sources.end() ? it->second : source;
}

bool Catalogue::load(std::string_view text, const std::string& name,
                     std::vector<Diagnostic>& diagnostics) {
  std::vector<Diagnostic> found;
  TableReader r(text, name, found);
  toml::table root;
  if (!r.parse(root, diagnostics)) return false;
  std::vector<Accelerator> read;
  std::vector<AcceleratorSystem> read_systems;
  std::vector<ProviderChip> read_providers;
  for (const auto& [key, node] : root) {
    const std::string k(key.str());
    if (k == "schema") {
      r.schema(node);
    } else if (k == "accelerator" || k == "family") {
      const auto* arr = r.array_of_tables(node, k);
      if (!arr) continue;
      for (const auto& e : *arr) {
        auto a = k == "accelerator" ? read_accelerator(r, *e.as_table(), name)
                                    : read_family(r, *e.as_table(), name);
        if (a) read.push_back(std::move(*a));
      }
    } else if (k == "system") {
      const auto* arr = r.array_of_tables(node, k);
      if (!arr) continue;
      for (const auto& e : *arr)
        if (auto sys = read_system(r, *e.as_table(), name)) read_systems.push_back(std::move(*sys));
    } else if (k == "provider") {
      const auto* arr = r.array_of_tables(node, k);
      if (!arr) continue;
      for (const auto& e : *arr)
        if (auto p = read_provider(r, *e.as_table(), name)) read_providers.push_back(std::move(*p));
    } else {
      r.unknown_key(key, {"schema", "accelerator", "family", "system", "provider"},
                    "the catalogue");
    }
  }
  // Names must stay unambiguous across the merged catalogue.
  std::vector<Accelerator> merged = entries_;
  std::map<std::string, std::size_t> by_id;  // normalised id -> its entry in merged
  for (std::size_t i = 0; i < merged.size(); ++i) by_id.emplace(normalise_name(merged[i].id), i);
  for (auto& a : read) {
    const auto [it, added] = by_id.emplace(normalise_name(a.id), merged.size());
    if (!added)
      merge_into(merged[it->second], a);
    else
      merged.push_back(std::move(a));
  }
  for (const auto& a : merged)
    if (!a.is_family() && a.source.empty()) {
      Diagnostic d;
      d.where.file = a.file;
      d.where.line = a.line;
      d.where.col = 1;
      d.where.end_col = 16;
      d.where.source_line = a.file == name ? source_line(text, a.line) : "";
      d.message = fmt::format("accelerator {} needs a source", a.id);
      found.push_back(d);
    }
  std::vector<AcceleratorSystem> systems = systems_;
  for (auto& sys : read_systems) {
    auto it = std::find_if(systems.begin(), systems.end(), [&](const AcceleratorSystem& e) {
      return normalise_name(e.id) == normalise_name(sys.id);
    });
    if (it != systems.end())
      *it = std::move(sys);
    else
      systems.push_back(std::move(sys));
  }
  for (const auto& sys : systems)
    if (std::none_of(merged.begin(), merged.end(), [&](const Accelerator& e) {
          return normalise_name(e.id) == normalise_name(sys.accelerator);
        })) {
      Diagnostic d = header_error(sys.file, sys.line, text, name);
      d.message =
          fmt::format("system {} holds an unknown accelerator '{}'", sys.id, sys.accelerator);
      found.push_back(d);
    }
  std::vector<ProviderChip> providers = providers_;
  for (auto& p : read_providers) {
    auto it = std::find_if(providers.begin(), providers.end(), [&](const ProviderChip& e) {
      return normalise_name(e.name) == normalise_name(p.name);
    });
    if (it != providers.end())
      *it = std::move(p);
    else
      providers.push_back(std::move(p));
  }
  std::map<std::string, std::string> provider_names;  // normalised name or alias -> provider
  for (const auto& p : providers) {
    std::vector<std::string> names = p.aliases;
    names.push_back(p.name);
    for (const auto& n : names) {
      auto [it, added] = provider_names.emplace(normalise_name(n), p.name);
      if (!added && it->second != p.name) {
        Diagnostic d = header_error(p.file, p.line, text, name);
        d.message = fmt::format("name '{}' of provider {} is already used by {}", n, p.name,
                                it->second);
        found.push_back(d);
      }
    }
  }
  for (auto& p : providers) {
    const auto it = std::find_if(merged.begin(), merged.end(), [&](const Accelerator& e) {
      return normalise_name(e.id) == normalise_name(p.accelerator);
    });
    if (it == merged.end()) {
      Diagnostic d = header_error(p.file, p.line, text, name);
      d.message =
          fmt::format("provider {} serves on an unknown accelerator '{}'", p.name, p.accelerator);
      found.push_back(d);
    } else {
      p.accelerator = it->id;  // as the catalogue spells it
    }
  }
  // Every id and alias names one accelerator or system, across the merged catalogue.
  std::map<std::string, std::string> owner;
  auto claim_names = [&](const std::string& id, std::vector<std::string> names,
                         const std::string& file, int line) {
    names.push_back(id);
    for (const auto& n : names) {
      auto [it, inserted] = owner.emplace(normalise_name(n), id);
      if (!inserted && it->second != id) {
        Diagnostic d = header_error(file, line, text, name);
        d.message = fmt::format("name '{}' of {} is already used by {}", n, id, it->second);
        found.push_back(d);
      }
    }
  };
  for (const auto& a : merged) claim_names(a.id, a.aliases, a.file, a.line);
  for (const auto& sys : systems) claim_names(sys.id, sys.aliases, sys.file, sys.line);
  for (const auto& a : merged)
    for (const auto& v : a.variants)
      if (std::none_of(merged.begin(), merged.end(), [&](const Accelerator& e) {
            return !e.is_family() && normalise_name(e.id) == normalise_name(v);
          })) {
        Diagnostic d = header_error(a.file, a.line, text, name);
        d.message = fmt::format("family {} names an unknown variant '{}'", a.id, v);
        found.push_back(d);
      }
  const bool ok = found.empty();
  diagnostics.insert(diagnostics.end(), found.begin(), found.end());
  if (!ok) return false;
  entries_ = std::move(merged);
  systems_ = std::move(systems);
  providers_ = std::move(providers);
  for (auto& sys : systems_)  // the accelerator as the catalogue spells it
    if (const auto it = std::find_if(entries_.begin(), entries_.end(),
                                     [&](const Accelerator& e) {
                                       return normalise_name(e.id) ==
                                              normalise_name(sys.accelerator);
                                     });
        it != entries_.end())
      sys.accelerator = it->id;
  resolve_families();
  build_index();
  return true;
}

void Catalogue::resolve_families() {
  for (auto& fam : entries_) {
    if (!fam.is_family()) continue;
    std::vector<const Accelerator*> vs;
    for (const auto& v : fam.variants)
      for (const auto& e : entries_)
        if (!e.is_family() && normalise_name(e.id) == normalise_name(v)) vs.push_back(&e);
    fam.dense.clear();
    fam.sparse.clear();
    for (const auto& p : precision_names()) {
      auto get_dense = [&](const Accelerator& a) -> std::optional<Quantity> {
        auto it = a.dense.find(p);
        return it == a.dense.end() ? std::nullopt : std::optional<Quantity>(it->second);
      };
      auto get_sparse = [&](const Accelerator& a) -> std::optional<Quantity> {
        auto it = a.sparse.find(p);
        return it == a.sparse.end() ? std::nullopt : std::optional<Quantity>(it->second);
      };
      if (auto q = hull_of(vs, get_dense)) fam.dense[p] = *q;
      if (auto q = hull_of(vs, get_sparse)) fam.sparse[p] = *q;
    }
    fam.memory = hull_of(vs, [](const Accelerator& a) { return a.memory; });
    fam.bandwidth = hull_of(vs, [](const Accelerator& a) { return a.bandwidth; });
    fam.tdp = hull_of(vs, [](const Accelerator& a) { return a.tdp; });
    fam.purchase_price = hull_of(vs, [](const Accelerator& a) { return a.purchase_price; });
    fam.price = hull_of(vs, [](const Accelerator& a) { return a.price; });
    std::vector<std::string> ids;
    for (const auto* v : vs) ids.push_back(v->id);
    fam.source = fmt::format("range over {}", fmt::join(ids, ", "));
    fam.price_source = fam.source;
    std::set<std::string> dates;
    for (const auto* v : vs)
      if (!v->price_as_of.empty()) dates.insert(v->price_as_of);
    fam.price_as_of = fmt::format("{}", fmt::join(dates, ", "));
  }
}

void Catalogue::build_index() {
  index_.clear();
  spellings_.clear();
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    const auto& a = entries_[i];
    index_[normalise_name(a.id)] = i;
    spellings_.push_back(a.id);
    for (const auto& alias : a.aliases) {
      index_[normalise_name(alias)] = i;
      spellings_.push_back(alias);
    }
  }
  system_index_.clear();
  for (std::size_t i = 0; i < systems_.size(); ++i) {
    const auto& sys = systems_[i];
    system_index_[normalise_name(sys.id)] = i;
    spellings_.push_back(sys.id);
    for (const auto& alias : sys.aliases) {
      system_index_[normalise_name(alias)] = i;
      spellings_.push_back(alias);
    }
  }
}

std::optional<DatedPrice> Catalogue::price_at(const Accelerator& a,
                                              const std::string& month) const {
  if (a.is_family()) {  // the range over the variants' prices of that month
    std::optional<DatedPrice> range;
    for (const auto& v : a.variants) {
      const Accelerator* variant = find(v);
      if (!variant) continue;
      const auto p = price_at(*variant, month);
      if (!p) return std::nullopt;  // a variant without history: the current range applies
      if (!range) {
        range = p;
      } else {
        range->price = hull(range->price, p->price).value();
        range->as_of = std::min(range->as_of, p->as_of);
        range->source += "; " + v + ": " + p->source;
      }
    }
    return range;
  }
  if (a.price_history.empty() || (!a.price_from.empty() && month >= a.price_from))
    return std::nullopt;
  const DatedPrice* chosen = &a.price_history.front();
  for (const auto& p : a.price_history)
    if (p.as_of <= month) chosen = &p;
  return *chosen;
}

namespace {

/// The entry of `index` for `name` normalised, written on the stack where it
/// is short, as names are.
std::optional<std::size_t> find_normalised(const NameIndex& index, std::string_view name) {
  char text[64];
  std::size_t n = 0;
  for (char c : name)
    if (kept_in_name(c)) {
      if (n == sizeof text) {
        const auto it = index.find(normalise_name(name));
        return it == index.end() ? std::nullopt : std::optional<std::size_t>(it->second);
      }
      text[n++] = ascii_lower(c);
    }
  const auto it = index.find(std::string_view(text, n));
  return it == index.end() ? std::nullopt : std::optional<std::size_t>(it->second);
}

}  // namespace

const ProviderChip* Catalogue::provider_chip(std::string_view provider) const {
  const std::string wanted = normalise_name(provider);
  for (const auto& p : providers_) {
    if (normalise_name(p.name) == wanted) return &p;
    for (const auto& a : p.aliases)
      if (normalise_name(a) == wanted) return &p;
  }
  return nullptr;
}

const AcceleratorSystem* Catalogue::find_system(std::string_view name) const {
  const auto i = find_normalised(system_index_, name);
  return i ? &systems_[*i] : nullptr;
}

bool Catalogue::is_variant_of(std::string_view variant, std::string_view family) const {
  const Accelerator* f = find(family);
  return f && f->is_family() &&
         std::find(f->variants.begin(), f->variants.end(), variant) != f->variants.end();
}

const Accelerator* Catalogue::find(std::string_view name) const {
  const auto i = find_normalised(index_, name);
  return i ? &entries_[*i] : nullptr;
}

Catalogue Catalogue::builtin(std::vector<Diagnostic>& diagnostics) {
  Catalogue c;
  for (const auto& f : builtin_files())
    if (f.name == "hardware.toml") c.load(f.text, "rules/hardware.toml", diagnostics);
  c.wordings_ = Wordings::builtin(diagnostics);
  return c;
}

}  // namespace claimcheck
