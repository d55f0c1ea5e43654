// The claims language's record kinds and fields, declared once: the claims
// reader, the rules checker, the evaluator and the writers read this table.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "quantity/quantity.h"

namespace claimcheck {

enum class RecordKind { model, api, service, plan };
const char* record_kind_name(RecordKind k);
const std::vector<std::string>& record_kind_names();
/// Parses a record kind's name.
bool parse_record_kind(std::string_view name, RecordKind& out);

/// The currency of a money figure: dollars, or another currency converted
/// when checked at the rate `<code>_usd` of the assumptions.
enum class Currency { usd, eur, gbp, cny };

/// One row of the currency table.
struct CurrencyDef {
  Currency currency;
  const char* code;      ///< ISO 4217: `EUR`
  const char* rate_key;  ///< the assumption holding USD per unit (`eur_usd`); null for USD
};
const CurrencyDef& currency_def(Currency c);
/// The currency of an ISO code (any case), or nothing.
std::optional<Currency> parse_currency_code(std::string_view code);

/// What kind of value a field holds.
enum class FieldType { quantity, text, date, flag, hardware, precision };

/// A field of the claims language, in the order the spec lists them.
enum class Field : std::uint8_t {
  params,
  active_params,
  tokens,
  compute,
  hardware,
  gpus,
  gpu_hours,
  duration,
  mfu,
  precision,
  cost,
  gpu_price,
  price_output,
  price_input,
  price_cached_input,
  price_cache_write,
  price_batch_input,
  price_batch_output,
  price_offpeak_input,
  price_offpeak_output,
  price_input_above,
  context_above,
  energy,
  emissions,
  energy_per_query,
  emissions_per_query,
  water_per_query,
  tokens_per_query,
  input_tokens_per_query,
  throughput,
  served_tokens,
  batch,
  user_rate,
  dataset_size,
  egress_price,
  pue,
  recompute,
  claimed_peak,
  claimed_peak_precision,
  achieved_rate,
  epochs,
  source,
  date,
  scope,
  provider,
  model,
};

/// One row of the field table.
struct FieldDef {
  Field field;
  const char* name;  ///< as rules and JSON write it
  FieldType type;
  Dimension dim;          ///< quantities only
  const char* unit_hint;  ///< how a claim writes its unit, for messages; null when none is said
  const char* example;    ///< a fact of this field as a claim writes it (`70B params`)
};

/// Every field, in the order of the Field enum.
const std::vector<FieldDef>& field_table();
const FieldDef& field_def(Field f);
const char* field_name(Field f);
/// The field of a name, or nullptr.
const FieldDef* find_field(std::string_view name);
/// A price of a tier beside the standard prices (batch, off-peak, cached
/// input, input above a context length): a record is not asked for one to be
/// checked.
bool refines_price(Field f);
/// Every field name, for "did you mean".
std::vector<std::string> field_names();

}  // namespace claimcheck
