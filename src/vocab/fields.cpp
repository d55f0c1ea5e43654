// The field table.
#include "vocab/fields.h"

namespace claimcheck {

const char* record_kind_name(RecordKind k) {
  return record_kind_names()[static_cast<std::size_t>(k)].c_str();
}

const std::vector<std::string>& record_kind_names() {
  static const std::vector<std::string> names = {"model", "api", "service", "plan"};
  return names;
}

bool parse_record_kind(std::string_view name, RecordKind& out) {
  const auto& names = record_kind_names();
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) {
      out = static_cast<RecordKind>(i);
      return true;
    }
  return false;
}

const std::vector<FieldDef>& field_table() {
  using T = FieldType;
  using F = Field;
  using B = BaseDim;
  static const std::vector<FieldDef> table = {
      {F::params, "params", T::quantity, D(B::param), "params"},
      {F::active_params, "active_params", T::quantity, D(B::param), "active params"},
      {F::tokens, "tokens", T::quantity, D(B::token), "tokens"},
      {F::compute, "compute", T::quantity, D(B::flop), "FLOP, ZFLOP or PF-days"},
      {F::hardware, "hardware", T::hardware, {}, nullptr},
      {F::gpus, "gpus", T::quantity, D(B::gpu), "GPUs or a catalogue name"},
      {F::gpu_hours, "gpu_hours", T::quantity, D(B::gpu) * D(B::s), "GPU-hours or H100-hours"},
      {F::duration, "duration", T::quantity, D(B::s), "days, weeks or hours"},
      {F::mfu, "mfu", T::quantity, {}, nullptr},
      {F::precision, "precision", T::precision, {}, nullptr},
      {F::cost, "cost", T::quantity, D(B::usd), nullptr},
      {F::gpu_price, "gpu_price", T::quantity, D(B::usd) / D(B::gpu) / D(B::s), nullptr},
      {F::price_output, "price_output", T::quantity, D(B::usd) / D(B::token), nullptr},
      {F::price_input, "price_input", T::quantity, D(B::usd) / D(B::token), nullptr},
      {F::energy, "energy", T::quantity, D(B::j), "Wh, kWh, MWh or J"},
      {F::emissions, "emissions", T::quantity, D(B::kgco2e), "tCO2e or kgCO2e"},
      {F::energy_per_query, "energy_per_query", T::quantity, D(B::j) / D(B::query), "Wh/query"},
      {F::tokens_per_query, "tokens_per_query", T::quantity, D(B::token) / D(B::query),
       "tokens/query"},
      {F::throughput, "throughput", T::quantity, D(B::token) / D(B::s) / D(B::gpu), "tokens/s/GPU"},
      {F::served_tokens, "served_tokens", T::quantity, D(B::token) / D(B::s), "tokens/day"},
      {F::dataset_size, "dataset_size", T::quantity, D(B::byte), "TB, GB or bytes"},
      {F::egress_price, "egress_price", T::quantity, D(B::usd) / D(B::byte), nullptr},
      {F::pue, "pue", T::quantity, {}, nullptr},
      {F::recompute, "recompute", T::flag, {}, nullptr},
      {F::claimed_peak, "claimed_peak", T::quantity, D(B::flop) / D(B::s) / D(B::gpu),
       "TFLOPS or TFLOP/s"},
      {F::claimed_peak_precision, "claimed_peak_precision", T::precision, {}, nullptr},
      {F::epochs, "epochs", T::quantity, {}, "epochs"},
      {F::source, "source", T::text, {}, nullptr},
      {F::date, "date", T::date, {}, nullptr},
      {F::scope, "scope", T::text, {}, nullptr},
  };
  return table;
}

const FieldDef& field_def(Field f) {
  return field_table()[static_cast<std::size_t>(f)];
}

const char* field_name(Field f) {
  return field_def(f).name;
}

const FieldDef* find_field(std::string_view name) {
  for (const auto& f : field_table())
    if (name == f.name) return &f;
  return nullptr;
}

std::vector<std::string> field_names() {
  std::vector<std::string> r;
  for (const auto& f : field_table()) r.emplace_back(f.name);
  return r;
}

}  // namespace claimcheck
