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

const CurrencyDef& currency_def(Currency c) {
  static const CurrencyDef table[] = {
      {Currency::usd, "USD", nullptr},
      {Currency::eur, "EUR", "eur_usd"},
      {Currency::gbp, "GBP", "gbp_usd"},
      {Currency::cny, "CNY", "cny_usd"},
  };
  return table[static_cast<std::size_t>(c)];
}

std::optional<Currency> parse_currency_code(std::string_view code) {
  std::string upper;
  for (char ch : code) upper += static_cast<char>(ch >= 'a' && ch <= 'z' ? ch - 'a' + 'A' : ch);
  if (upper == "RMB") return Currency::cny;  // renminbi, of which the yuan is the unit
  for (Currency c : {Currency::usd, Currency::eur, Currency::gbp, Currency::cny})
    if (upper == currency_def(c).code) return c;
  return std::nullopt;
}

const std::vector<FieldDef>& field_table() {
  using T = FieldType;
  using F = Field;
  using B = BaseDim;
  static const std::vector<FieldDef> table = {
      {F::params, "params", T::quantity, D(B::param), "params", "70B params"},
      {F::active_params, "active_params", T::quantity, D(B::param), "active params",
       "17B active params"},
      {F::tokens, "tokens", T::quantity, D(B::token), "tokens", "15T tokens"},
      {F::compute, "compute", T::quantity, D(B::flop), "FLOP, ZFLOP or PF-days",
       "compute 3.8e25 FLOP"},
      {F::hardware, "hardware", T::hardware, {}, nullptr, "on H100-SXM"},
      {F::gpus, "gpus", T::quantity, D(B::gpu), "GPUs or a catalogue name", "16,384 GPUs"},
      {F::gpu_hours, "gpu_hours", T::quantity, D(B::gpu) * D(B::s), "GPU-hours or H100-hours",
       "30.84M GPU-hours"},
      {F::duration, "duration", T::quantity, D(B::s), "days, weeks, months or hours",
       "for 54 days"},
      {F::mfu, "mfu", T::quantity, {}, nullptr, "MFU 38%"},
      {F::precision, "precision", T::precision, {}, nullptr, "in bf16"},
      {F::cost, "cost", T::quantity, D(B::usd), nullptr, "cost $5.6M"},
      {F::gpu_price, "gpu_price", T::quantity, D(B::usd) / D(B::gpu) / D(B::s), nullptr,
       "at $2/GPU-hour"},
      {F::price_output, "price_output", T::quantity, D(B::usd) / D(B::token), nullptr,
       "$0.60 per 1M output tokens"},
      {F::price_input, "price_input", T::quantity, D(B::usd) / D(B::token), nullptr,
       "$0.15 per 1M input tokens"},
      {F::price_cached_input, "price_cached_input", T::quantity, D(B::usd) / D(B::token), nullptr,
       "$0.07 per 1M cached input tokens"},
      {F::price_cache_write, "price_cache_write", T::quantity, D(B::usd) / D(B::token), nullptr,
       "$3.75 per 1M cache-write tokens"},
      {F::price_batch_input, "price_batch_input", T::quantity, D(B::usd) / D(B::token), nullptr,
       "$0.075 per 1M batch input tokens"},
      {F::price_batch_output, "price_batch_output", T::quantity, D(B::usd) / D(B::token), nullptr,
       "$0.30 per 1M batch output tokens"},
      {F::price_offpeak_input, "price_offpeak_input", T::quantity, D(B::usd) / D(B::token), nullptr,
       "$0.135 per 1M off-peak input tokens"},
      {F::price_offpeak_output, "price_offpeak_output", T::quantity, D(B::usd) / D(B::token),
       nullptr, "$0.55 per 1M off-peak output tokens"},
      {F::price_input_above, "price_input_above", T::quantity, D(B::usd) / D(B::token), nullptr,
       "$2.50 per 1M input tokens above 200K tokens"},
      {F::context_above, "context_above", T::quantity, D(B::token), "tokens",
       "$2.50 per 1M input tokens above 200K tokens"},
      {F::energy, "energy", T::quantity, D(B::j), "Wh, kWh, MWh or J", "energy 21.6 GWh"},
      {F::emissions, "emissions", T::quantity, D(B::kgco2e), "tCO2e or kgCO2e",
       "emissions 8,930 tCO2e"},
      {F::energy_per_query, "energy_per_query", T::quantity, D(B::j) / D(B::query), "Wh/query",
       "0.24 Wh per prompt"},
      {F::emissions_per_query, "emissions_per_query", T::quantity, D(B::kgco2e) / D(B::query),
       "gCO2e/query", "0.03 gCO2e per prompt"},
      {F::water_per_query, "water_per_query", T::quantity, D(B::litre) / D(B::query),
       "mL/query or L/query", "0.26 mL of water per prompt"},
      {F::tokens_per_query, "tokens_per_query", T::quantity, D(B::token) / D(B::query),
       "tokens/query", "500 tokens per query"},
      {F::input_tokens_per_query, "input_tokens_per_query", T::quantity,
       D(B::token) / D(B::query), "input tokens/query", "2,000 input tokens per query"},
      {F::throughput, "throughput", T::quantity, D(B::token) / D(B::s) / D(B::gpu), "tokens/s/GPU",
       "throughput 380 tokens/s/GPU"},
      {F::served_tokens, "served_tokens", T::quantity, D(B::token) / D(B::s), "tokens/day",
       "serves 100B tokens/day"},
      {F::batch, "batch", T::quantity, {}, nullptr, "batch 64"},
      {F::user_rate, "user_rate", T::quantity, D(B::token) / D(B::s), "tokens/s per user",
       "20 tokens/s per user"},
      {F::dataset_size, "dataset_size", T::quantity, D(B::byte), "TB, GB or bytes",
       "dataset 100 TB"},
      {F::egress_price, "egress_price", T::quantity, D(B::usd) / D(B::byte), nullptr,
       "egress $0.09/GB"},
      {F::pue, "pue", T::quantity, {}, nullptr, "PUE 1.1"},
      {F::recompute, "recompute", T::flag, {}, nullptr, "activation checkpointing"},
      {F::claimed_peak, "claimed_peak", T::quantity, D(B::flop) / D(B::s) / D(B::gpu),
       "TFLOPS or TFLOP/s", "peak 989 TFLOPS"},
      {F::claimed_peak_precision,
       "claimed_peak_precision",
       T::precision,
       {},
       nullptr,
       "peak 989 TFLOPS bf16"},
      {F::achieved_rate, "achieved_rate", T::quantity, D(B::flop) / D(B::s) / D(B::gpu),
       "TFLOP/s per GPU", "achieved 390 TFLOP/s per GPU"},
      {F::epochs, "epochs", T::quantity, {}, "epochs", "2 epochs"},
      {F::source, "source", T::text, {}, nullptr, "source \"arXiv:2407.21783\""},
      {F::date, "date", T::date, {}, nullptr, "date 2024-07"},
      {F::scope, "scope", T::text, {}, nullptr, "scope \"final run\""},
      {F::provider, "provider", T::text, {}, nullptr, "provider \"Together\""},
      {F::model, "model", T::text, {}, nullptr, "model Llama-3.1-405B"},
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

bool refines_price(Field f) {
  switch (f) {
    case Field::price_cached_input:
    case Field::price_cache_write:
    case Field::price_batch_input:
    case Field::price_batch_output:
    case Field::price_offpeak_input:
    case Field::price_offpeak_output:
    case Field::price_input_above:
    case Field::context_above:
      return true;
    default:
      return false;
  }
}

}  // namespace claimcheck
