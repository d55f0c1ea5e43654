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

/// `0.24 Wh per prompt`, `0.03 gCO2e/query`, `0.26 mL of water per prompt`.
std::optional<UnitMeaning> per_query(const std::string& phrase, const Wordings& wordings) {
  if (phrase.find('/') == std::string::npos && phrase.find(" per ") == std::string::npos)
    return std::nullopt;
  for (const std::string sep : {" per ", "/"}) {
    const auto at = phrase.find(sep);
    if (at == std::string::npos) continue;
    if (!wordings.is_query_phrase(lower(phrase.substr(at + sep.size())))) continue;
    std::string left = phrase.substr(0, at);
    if (const std::string* u = wordings.unit(lower(left))) left = *u;  // `watt-hours`
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
/// (`l` is `phrase` lower-cased; the spellings of "per GPU" are the table's).
std::optional<UnitMeaning> per_gpu_rate(const std::string& phrase, const std::string& l,
                                        const Wordings& wordings) {
  if (l.find('/') == std::string::npos && l.find(" per ") == std::string::npos) return std::nullopt;
  const std::string_view suffix = wordings.per_gpu_suffix(l);
  if (suffix.empty()) return std::nullopt;
  const auto u = find_unit(phrase.substr(0, phrase.size() - suffix.size()));
  if (u && (u->dim == D(B::flop) || u->dim == D(B::flop) / D(B::s)))
    return UnitMeaning{Field::achieved_rate, u->factor, ""};
  return std::nullopt;
}

/// `720,000 tokens/s per GB200 NVL72 rack`, `tokens/s per DGX B200`: a whole
/// system's rate, read per GPU over the system's GPUs (the table of wordings'
/// `[per-system]` spells the rates and the nouns after a system's name).
std::optional<UnitMeaning> per_system_rate(const std::string& phrase, const std::string& l,
                                           const Catalogue& catalogue) {
  const auto& spellings = catalogue.wordings().phrases("per-system");
  const auto is = [&](const char* kind, const std::string& s) {
    return std::any_of(spellings.begin(), spellings.end(),
                       [&](const PhraseWording& p) { return p.means == kind && p.spelling == s; });
  };
  // `tokens per second per DGX B200`: the `per` after the rate's own.
  for (std::size_t at = l.find(" per "); at != std::string::npos; at = l.find(" per ", at + 1)) {
    if (!is("rates", l.substr(0, at))) continue;
    std::string name = phrase.substr(at + 5);
    const std::size_t space = name.rfind(' ');
    if (space != std::string::npos && is("nouns", lower(name.substr(space + 1))))
      name.resize(space);
    const AcceleratorSystem* s = catalogue.find_system(name);
    if (!s || s->gpus <= 0) return std::nullopt;
    return UnitMeaning{Field::throughput, 1.0 / s->gpus, s->accelerator};
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

std::optional<UnitMeaning> resolve_symbol(const std::string& phrase, const Catalogue& catalogue);

}  // namespace

std::optional<UnitMeaning> resolve_unit_phrase(const std::string& phrase,
                                               const Catalogue& catalogue) {
  const std::string l = lower(phrase);
  // `kilograms of CO2 equivalent`: a spelling of a unit the table writes as
  // a symbol, resolved as the symbol (once: a symbol is not looked up again).
  if (const std::string* u = catalogue.wordings().unit(l)) return resolve_symbol(*u, catalogue);
  return resolve_symbol(phrase, catalogue);
}

namespace {

std::optional<UnitMeaning> resolve_symbol(const std::string& phrase, const Catalogue& catalogue) {
  const Wordings& wordings = catalogue.wordings();
  const std::string l = lower(phrase);
  if (const NounWording* n = wordings.noun(l)) return UnitMeaning{n->field, n->factor, ""};
  if (phrase.find("\xE2\x82\x82") != std::string::npos)
    return resolve_unit_phrase(plain_subscripts(phrase), catalogue);
  if (auto m = per_query(phrase, wordings)) return m;
  if (auto m = per_gpu_rate(phrase, l, wordings)) return m;
  if (auto m = per_system_rate(phrase, l, catalogue)) return m;
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
  // `H800 GPU hours`, `TPU v5p chip-hours`: an accelerator's name before a
  // noun of GPU-hours (the table's) is the accelerator they were spent on.
  for (const NounWording& n : wordings.nouns()) {
    if (n.field != Field::gpu_hours || l.size() <= n.phrase.size() + 1 || !ends_with(l, n.phrase) ||
        l[l.size() - n.phrase.size() - 1] != ' ')
      continue;
    const std::string name = phrase.substr(0, phrase.size() - n.phrase.size() - 1);
    if (const Accelerator* a = catalogue.find(name))
      return UnitMeaning{Field::gpu_hours, n.factor, a->id};
  }
  if (const Accelerator* a = catalogue.find(phrase)) return UnitMeaning{Field::gpus, 1, a->id};
  return std::nullopt;
}

}  // namespace

std::vector<std::string> unit_phrase_spellings(const Catalogue& catalogue) {
  std::vector<std::string> r;
  for (const auto& n : catalogue.wordings().nouns()) r.push_back(n.phrase);
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
