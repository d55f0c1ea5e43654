#include "claims.h"

namespace claimcheck {
namespace {
using B = BaseDim;
Dimension D(BaseDim d) {
  return Dimension::of(d);
}
}  // namespace

const char* record_kind_name(RecordKind k) {
  switch (k) {
    case RecordKind::model:
      return "model";
    case RecordKind::api:
      return "api";
    case RecordKind::service:
      return "service";
    case RecordKind::plan:
      return "plan";
  }
  return "model";
}

const std::vector<std::string>& record_kind_names() {
  static const std::vector<std::string> names = {"model", "api", "service", "plan"};
  return names;
}

const std::vector<FieldDef>& field_table() {
  using T = FieldType;
  static const std::vector<FieldDef> table = {
      {"params", T::quantity, D(B::param)},
      {"active_params", T::quantity, D(B::param)},
      {"tokens", T::quantity, D(B::token)},
      {"compute", T::quantity, D(B::flop)},
      {"hardware", T::hardware, {}},
      {"gpus", T::quantity, D(B::gpu)},
      {"gpu_hours", T::quantity, D(B::gpu) * D(B::s)},
      {"duration", T::quantity, D(B::s)},
      {"mfu", T::quantity, {}},
      {"precision", T::precision, {}},
      {"cost", T::quantity, D(B::usd)},
      {"gpu_price", T::quantity, D(B::usd) / D(B::gpu) / D(B::s)},
      {"price_output", T::quantity, D(B::usd) / D(B::token)},
      {"price_input", T::quantity, D(B::usd) / D(B::token)},
      {"energy", T::quantity, D(B::j)},
      {"emissions", T::quantity, D(B::kgco2e)},
      {"energy_per_query", T::quantity, D(B::j) / D(B::query)},
      {"tokens_per_query", T::quantity, D(B::token) / D(B::query)},
      {"throughput", T::quantity, D(B::token) / D(B::s) / D(B::gpu)},
      {"served_tokens", T::quantity, D(B::token) / D(B::s)},
      {"dataset_size", T::quantity, D(B::byte)},
      {"egress_price", T::quantity, D(B::usd) / D(B::byte)},
      {"pue", T::quantity, {}},
      {"recompute", T::flag, {}},
      {"claimed_peak", T::quantity, D(B::flop) / D(B::s) / D(B::gpu)},
      {"claimed_peak_precision", T::precision, {}},
      {"epochs", T::quantity, {}},
      {"source", T::text, {}},
      {"date", T::date, {}},
      {"scope", T::text, {}},
  };
  return table;
}

const FieldDef* find_field(std::string_view name) {
  for (const auto& f : field_table())
    if (f.name == name) return &f;
  return nullptr;
}

const Fact* Record::find(std::string_view field) const {
  for (const auto& f : facts)
    if (f.field == field && !f.narrowed) return &f;
  return nullptr;
}

}  // namespace claimcheck
