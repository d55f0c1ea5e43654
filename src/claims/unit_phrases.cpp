// The unit phrases.
#include "claims/unit_phrases.h"

#include <algorithm>
#include <iterator>

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
    {"tokens/day", Field::served_tokens, 1.0 / 86400},
    {"tokens per day", Field::served_tokens, 1.0 / 86400},
};

const char* const kQueryWords[] = {"query", "queries", "prompt", "prompts", "request", "requests"};

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
  const std::string l = lower(phrase);
  for (const auto& n : kNouns)
    if (l == n.phrase) return UnitMeaning{n.field, n.factor, ""};
  // Energy per query: `Wh/query`, `Wh per prompt`.
  for (const std::string sep : {"/", " per "}) {
    const auto at = phrase.find(sep);
    if (at == std::string::npos) continue;
    const std::string left = phrase.substr(0, at);
    const std::string right = lower(phrase.substr(at + sep.size()));
    const auto u = find_unit(left);
    if (u && u->dim == D(B::j) &&
        std::find(std::begin(kQueryWords), std::end(kQueryWords), right) != std::end(kQueryWords))
      return UnitMeaning{Field::energy_per_query, u->factor, ""};
  }
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

}  // namespace claimcheck
