// Figures from the model catalogue, for the fields a record does not state.
#include "claims/models.h"

#include <fmt/format.h>

#include <algorithm>

namespace claimcheck {
namespace {

/// A fact from the catalogue, shown where the `model` fact is written.
Fact table_fact(const Fact& model_fact, const Model& m, Field field, const std::string& figure) {
  Fact f;
  f.field = field;
  f.where = model_fact.where;
  f.written = model_fact.written;
  f.table = m.file;
  f.table_entry = m.id;
  f.table_source = m.source_of(figure);
  return f;
}

}  // namespace

const Model* model_named_in(const std::string& record_name, const ModelCatalogue& models) {
  if (const Model* m = models.find(record_name)) return m;
  std::vector<std::size_t> ends;  // where each leading run of words ends
  for (std::size_t i = 1; i < record_name.size(); ++i)
    if (record_name[i] == ' ' && record_name[i - 1] != ' ') ends.push_back(i);
  for (auto it = ends.rbegin(); it != ends.rend(); ++it)
    if (const Model* m = models.find(record_name.substr(0, *it))) return m;
  return nullptr;
}

void apply_model_catalogue(Record& record, const ModelCatalogue& models,
                           const Catalogue& hardware) {
  const auto at = std::find_if(record.facts.begin(), record.facts.end(),
                               [](const Fact& f) { return f.field == Field::model; });
  if (at == record.facts.end()) {
    // A name that is a catalogue model's: the catalogue could give what is missing.
    const Model* m = model_named_in(record.name, models);
    if (!m) return;
    if (m->closed) {
      record.notes.push_back(fmt::format(
          "{} is a closed model: {}", m->id,
          m->note.empty() ? "its size is not published, so no rule can use it" : m->note));
      return;
    }
    const bool lacks = (!record.find(Field::params) && m->params) ||
                       (!record.find(Field::active_params) && m->active_params);
    if (lacks)
      record.notes.push_back(fmt::format(
          "the name is that of {} in {}: add `model {}` to take its published size from there",
          m->id, m->file, m->id));
    return;
  }
  const Fact model_fact = *at;
  const Model* m = models.find(model_fact.text);
  if (!m) {
    record.notes.push_back(fmt::format(
        "model '{}' is not in the model catalogue (claimcheck models lists it; --models adds to "
        "it): no figures were taken from it",
        model_fact.text));
    return;
  }
  if (m->closed) {
    record.notes.push_back(
        fmt::format("{} is a closed model: {}; no figures were taken from the catalogue", m->id,
                    m->note.empty() ? "its size is not published" : m->note));
    return;
  }
  std::vector<Fact> added;
  auto add = [&](Field field, const std::optional<Quantity>& value, const std::string& figure) {
    if (!value || record.find(field)) return;
    Fact f = table_fact(model_fact, *m, field, figure);
    f.value = *value;
    added.push_back(std::move(f));
  };
  add(Field::params, m->params, "params");
  add(Field::active_params, m->active_params, "active_params");
  // Training figures describe the training run, which only a model record is about.
  if (record.kind == RecordKind::model) {
    add(Field::tokens, m->tokens, "tokens");
    add(Field::gpu_hours, m->gpu_hours, "gpu_hours");
    if (!m->accelerator.empty() && !record.find(Field::hardware))
      if (const Accelerator* a = hardware.find(m->accelerator)) {
        Fact f = table_fact(model_fact, *m, Field::hardware, "accelerator");
        f.hardware = {a->id};
        added.push_back(std::move(f));
      }
  }
  // Shown with the `model` fact, where the figures come from.
  const auto pos = std::find_if(record.facts.begin(), record.facts.end(),
                                [](const Fact& f) { return f.field == Field::model; });
  record.facts.insert(pos + 1, added.begin(), added.end());
}

}  // namespace claimcheck
