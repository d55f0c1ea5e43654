// The unit phrases.
#include "claims/unit_phrases.h"

#include <algorithm>
#include <iterator>
#include <string_view>
#include <unordered_map>

#include "claims/fact_builder.h"
#include "quantity/units.h"

namespace claimcheck {
namespace {

using B = BaseDim;

struct Noun {
  const char* phrase;  // lower case, words joined by one space
  Field field;
  double factor;
};

// Unit nouns of the claims language, by the field they give.
constexpr Noun kNouns[] = {
    {"params", Field::params, 1},
    {"param", Field::params, 1},
    {"parameters", Field::params, 1},
    {"parameter", Field::params, 1},
    {"total params", Field::params, 1},
    {"total parameters", Field::params, 1},
    {"active params", Field::active_params, 1},
    {"active parameters", Field::active_params, 1},
    {"active param", Field::active_params, 1},
    {"active", Field::active_params, 1},
    {"activated params", Field::active_params, 1},
    {"activated parameters", Field::active_params, 1},
    {"activated", Field::active_params, 1},
    {"tokens", Field::tokens, 1},
    {"token", Field::tokens, 1},
    {"training tokens", Field::tokens, 1},
    {"epochs", Field::epochs, 1},
    {"epoch", Field::epochs, 1},
    {"gpus", Field::gpus, 1},
    {"gpu", Field::gpus, 1},
    {"chips", Field::gpus, 1},
    {"chip", Field::gpus, 1},
    {"accelerators", Field::gpus, 1},
    {"accelerator", Field::gpus, 1},
    {"gpu-hours", Field::gpu_hours, 3600},
    {"gpu hours", Field::gpu_hours, 3600},
    {"gpu-hour", Field::gpu_hours, 3600},
    {"gpu hour", Field::gpu_hours, 3600},
    {"gpu-h", Field::gpu_hours, 3600},
    {"chip-hours", Field::gpu_hours, 3600},
    {"chip hours", Field::gpu_hours, 3600},
    {"chip-hour", Field::gpu_hours, 3600},
    {"accelerator-hours", Field::gpu_hours, 3600},
    {"accelerator hours", Field::gpu_hours, 3600},
    {"tpu-hours", Field::gpu_hours, 3600},
    {"tpu hours", Field::gpu_hours, 3600},
    {"tpu chip-hours", Field::gpu_hours, 3600},
    {"tpu chip hours", Field::gpu_hours, 3600},
    {"tokens/query", Field::tokens_per_query, 1},
    {"tokens per query", Field::tokens_per_query, 1},
    {"output tokens per query", Field::tokens_per_query, 1},
    {"output tokens/query", Field::tokens_per_query, 1},
    {"tokens/prompt", Field::tokens_per_query, 1},
    {"tokens per prompt", Field::tokens_per_query, 1},
    {"tokens per request", Field::tokens_per_query, 1},
    {"tokens/request", Field::tokens_per_query, 1},
    {"tokens/s/gpu", Field::throughput, 1},
    {"tokens/s per gpu", Field::throughput, 1},
    {"tokens per second per gpu", Field::throughput, 1},
    {"tokens/sec/gpu", Field::throughput, 1},
    {"tokens/s per user", Field::user_rate, 1},
    {"tokens/s/user", Field::user_rate, 1},
    {"tokens per second per user", Field::user_rate, 1},
    {"tokens/sec per user", Field::user_rate, 1},
    {"tokens/day", Field::served_tokens, 1.0 / 86400},
    {"tokens per day", Field::served_tokens, 1.0 / 86400},
};

const char* const kQueryWords[] = {"query",   "queries",  "prompt",   "prompts",
                                   "request", "requests", "response", "responses"};
/// Words that may come before a query word without changing what it counts:
/// `per median prompt`, `per median text prompt`.
const char* const kQueryQualifiers[] = {"median", "average", "mean", "typical", "text"};

/// `query`, `prompt`, `median text prompt`, `response`: what a figure per query is per.
bool is_query_phrase(const std::string& lower_phrase) {
  std::string rest = lower_phrase;
  for (bool again = true; again;) {
    again = false;
    for (const std::string q : kQueryQualifiers)
      if (rest.rfind(q + " ", 0) == 0) {
        rest.erase(0, q.size() + 1);
        again = true;
      }
  }
  return std::find(std::begin(kQueryWords), std::end(kQueryWords), rest) != std::end(kQueryWords);
}

/// `0.24 Wh per prompt`, `0.03 gCO2e/query`, `0.26 mL of water per prompt`.
std::optional<UnitMeaning> per_query(const std::string& phrase) {
  if (phrase.find('/') == std::string::npos && phrase.find(" per ") == std::string::npos)
    return std::nullopt;
  for (const std::string sep : {" per ", "/"}) {
    const auto at = phrase.find(sep);
    if (at == std::string::npos) continue;
    if (!is_query_phrase(lower(phrase.substr(at + sep.size())))) continue;
    std::string left = phrase.substr(0, at);
    bool water = false;
    for (const std::string w : {" of water", " water"})
      if (ends_with(lower(left), w)) {
        left.erase(left.size() - w.size());
        water = true;
      }
    const auto u = find_unit(left);
    if (!u) return std::nullopt;
    if (u->dim == D(B::litre)) return UnitMeaning{Field::water_per_query, u->factor, ""};
    if (water) return std::nullopt;
    if (u->dim == D(B::j)) return UnitMeaning{Field::energy_per_query, u->factor, ""};
    if (u->dim == D(B::kgco2e)) return UnitMeaning{Field::emissions_per_query, u->factor, ""};
    return std::nullopt;
  }
  return std::nullopt;
}

/// `390 TFLOP/s per GPU`, `390 TFLOPs/GPU`: a rate one accelerator achieved
/// (`l` is `phrase` lower-cased).
std::optional<UnitMeaning> per_gpu_rate(const std::string& phrase, const std::string& l) {
  if (l.find('/') == std::string::npos && l.find(" per ") == std::string::npos) return std::nullopt;
  for (const std::string suffix : {"/gpu", " per gpu", "/chip", " per chip", " per accelerator"}) {
    if (!ends_with(l, suffix)) continue;
    const auto u = find_unit(phrase.substr(0, phrase.size() - suffix.size()));
    if (u && (u->dim == D(B::flop) || u->dim == D(B::flop) / D(B::s)))
      return UnitMeaning{Field::achieved_rate, u->factor, ""};
  }
  return std::nullopt;
}

/// `CO₂e` as `CO2e`: the subscript two as a digit.
std::string plain_subscripts(std::string s) {
  const std::string sub2 = "\xE2\x82\x82";
  for (std::size_t at; (at = s.find(sub2)) != std::string::npos;) s.replace(at, sub2.size(), "2");
  return s;
}

/// The field a bare unit gives, by its dimension.
std::optional<Field> field_for_dimension(const Dimension& d) {
  if (d == D(B::j)) return Field::energy;
  if (d == D(B::flop)) return Field::compute;
  if (d == D(B::flop) / D(B::s)) return Field::claimed_peak;
  if (d == D(B::byte)) return Field::dataset_size;
  if (d == D(B::kgco2e)) return Field::emissions;
  if (d == D(B::s)) return Field::duration;
  return std::nullopt;
}

}  // namespace

std::optional<UnitMeaning> resolve_unit_phrase(const std::string& phrase,
                                               const Catalogue& catalogue) {
  static const std::unordered_map<std::string_view, const Noun*> nouns = [] {
    std::unordered_map<std::string_view, const Noun*> m;
    for (const auto& n : kNouns) m.emplace(n.phrase, &n);
    return m;
  }();
  const std::string l = lower(phrase);
  if (const auto it = nouns.find(l); it != nouns.end())
    return UnitMeaning{it->second->field, it->second->factor, ""};
  if (phrase.find("\xE2\x82\x82") != std::string::npos)
    return resolve_unit_phrase(plain_subscripts(phrase), catalogue);
  if (auto m = per_query(phrase)) return m;
  if (auto m = per_gpu_rate(phrase, l)) return m;
  for (const std::string& form : {phrase, l}) {
    if (auto u = find_unit(form))
      if (const auto field = field_for_dimension(u->dim)) return UnitMeaning{*field, u->factor, ""};
  }
  for (const std::string suffix : {"-hours", " hours", "-hour", " hour"}) {
    if (ends_with(l, suffix)) {
      const std::string name = phrase.substr(0, phrase.size() - suffix.size());
      if (const Accelerator* a = catalogue.find(name))
        return UnitMeaning{Field::gpu_hours, 3600, a->id};
      // `DGX B200-hours`: a system's hours are its accelerators' hours.
      if (const AcceleratorSystem* s = catalogue.find_system(name))
        return UnitMeaning{Field::gpu_hours, 3600.0 * s->gpus, s->accelerator};
    }
  }
  if (const Accelerator* a = catalogue.find(phrase)) return UnitMeaning{Field::gpus, 1, a->id};
  return std::nullopt;
}

std::vector<std::string> unit_phrase_spellings() {
  std::vector<std::string> r;
  for (const auto& n : kNouns) r.emplace_back(n.phrase);
  auto u = unit_spellings();
  r.insert(r.end(), u.begin(), u.end());
  return r;
}

std::optional<UnitMeaning> UnitPhrases::resolve(const std::string& phrase) {
  if (const auto it = seen_.find(phrase); it != seen_.end()) return it->second;
  // Bounded, so that a file of ever new phrases keeps memory flat.
  if (seen_.size() >= 4096) seen_.clear();
  return seen_.emplace(phrase, resolve_unit_phrase(phrase, catalogue_)).first->second;
}

void UnitPhrases::remember_fails_whole(std::string key) {
  if (fails_whole_.size() >= 4096) fails_whole_.clear();  // memory stays flat
  fails_whole_.insert(std::move(key));
}

}  // namespace claimcheck
