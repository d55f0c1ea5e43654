// Figures from the model catalogue, for the fields a record does not state.
#include "claims/models.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <string_view>

#include "quantity/format.h"
#include "text/ascii.h"

namespace claimcheck {
namespace {

/// A fact from the catalogue, shown where the `model` fact is written.
Fact table_fact(const Fact& model_fact, const Model& m, Field field, const std::string& figure) {
  Fact f;
  f.field = field;
  f.where = model_fact.where;
  f.written = model_fact.written;
  f.from_table = std::make_shared<const TableFigure>(
      TableFigure{.table = m.file, .entry = m.id, .source = m.source_of(figure)});
  return f;
}

}  // namespace

namespace {

/// A word that ends a model's name in a record's name: `Llama 3.1 405B on
/// Together`, `... via Bedrock`, `... (batch)`. Any other word may be part of
/// another model's name (`DeepSeek R1 Distill Llama 70B`, `Phi-4 multimodal`).
bool ends_model_name(std::string_view word) {
  static const char* const kWords[] = {"on", "at",  "via", "by", "from", "through",     "with",
                                       "in", "for", "-",   "|",  ":",    "\xE2\x80\x93"};
  if (word.empty()) return false;
  if (word.front() == '(' || word.front() == '[') return true;
  std::string w(word);
  for (auto& c : w) c = ascii_lower(c);
  return std::find(std::begin(kWords), std::end(kWords), w) != std::end(kWords);
}

}  // namespace

void apply_provider_chip(Record& record, const Catalogue& hardware) {
  if (record.kind != RecordKind::api || record.find(Field::hardware)) return;
  const Fact* provider = record.find(Field::provider);
  if (!provider) return;
  const ProviderChip* chip = hardware.provider_chip(provider->text);
  if (!chip) return;
  Fact f;
  f.field = Field::hardware;
  f.hardware = {chip->accelerator};
  f.where = provider->where;
  f.written = provider->written;
  f.from_table = std::make_shared<const TableFigure>(
      TableFigure{.table = chip->file,
                  .entry = chip->name,
                  .source = fmt::format("{} serves on {}: {} (as of {})", chip->name,
                                        chip->accelerator, chip->source, chip->as_of)});
  record.facts.push_back(std::move(f));
}

const Model* model_named_in(const std::string& record_name, const ModelCatalogue& models) {
  if (const Model* m = models.find(record_name)) return m;
  // The longest run of leading words that a separating word follows.
  for (std::size_t end = record_name.rfind(' '); end != std::string::npos && end > 0;
       end = record_name.rfind(' ', end - 1)) {
    const std::size_t next = end + 1;
    const std::size_t next_end = record_name.find(' ', next);
    const std::string_view word =
        std::string_view(record_name)
            .substr(next, next_end == std::string::npos ? std::string::npos : next_end - next);
    std::string head = record_name.substr(0, end);
    while (!head.empty() && (head.back() == ',' || head.back() == ':' || head.back() == ' '))
      head.pop_back();
    if (!head.empty() && ends_model_name(word))
      if (const Model* m = models.find(head)) return m;
  }
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
  // The size is one whole: a stated figure that agrees with the catalogue's
  // lets the catalogue give the other (671B params: 37B active); one that
  // differs describes another model, so nothing of the size is taken.
  // Within `size_match` of the published figure is the same size: a model
  // card states one decimal more than the catalogue's rounded figure.
  std::vector<std::string> near;
  auto agrees = [&](Field field, const std::optional<Quantity>& value) {
    const Fact* stated = record.find(field);
    if (!stated || !value) return true;
    if (stated->value.lo() <= value->hi() && value->lo() <= stated->value.hi()) return true;
    const double t = models.size_match;
    if (stated->value.lo() <= value->hi() * (1 + t) && value->lo() * (1 - t) <= stated->value.hi()) {
      near.push_back(fmt::format("the stated {} is within {:g}% (model_size_match) of {}'s {} in {}",
                                 stated->written, t * 100, m->id, format_quantity(*value), m->file));
      return true;
    }
    return false;
  };
  if (agrees(Field::params, m->params) && agrees(Field::active_params, m->active_params)) {
    for (const auto& n : near) record.notes.push_back(n + ": taken as that model");
    add(Field::params, m->params, "params");
    add(Field::active_params, m->active_params, "active_params");
    record.model = m;
  } else {
    record.notes.push_back(fmt::format(
        "the size the record states is not {}'s in {}: the record's figures are used, and no "
        "size is taken from the catalogue",
        m->id, m->file));
  }
  // Training figures describe the training run, which only a model record is
  // about. The run is one whole too: a record that gives its own hardware,
  // GPUs, duration or GPU-hours describes its own run.
  if (record.kind == RecordKind::model) {
    add(Field::tokens, m->tokens, "tokens");
    const bool own_run = record.find(Field::hardware) || record.find(Field::gpus) ||
                         record.find(Field::duration) || record.find(Field::gpu_hours);
    if (!own_run) {
      add(Field::gpu_hours, m->gpu_hours, "gpu_hours");
      if (!m->accelerator.empty())
        if (const Accelerator* a = hardware.find(m->accelerator)) {
          Fact f = table_fact(model_fact, *m, Field::hardware, "accelerator");
          f.hardware = {a->id};
          added.push_back(std::move(f));
        }
    }
  }
  // Shown with the `model` fact, where the figures come from.
  const auto pos = std::find_if(record.facts.begin(), record.facts.end(),
                                [](const Fact& f) { return f.field == Field::model; });
  record.facts.insert(pos + 1, added.begin(), added.end());
}

}  // namespace claimcheck
