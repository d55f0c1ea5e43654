// A record's model: the figures the model catalogue has for the model a
// `model` fact names, for the fields the record does not state itself.
#pragma once

#include "claims/record.h"
#include "tables/catalogue.h"
#include "tables/models.h"

namespace claimcheck {

/// Adds to `record` the catalogue's figures for the model its `model` fact
/// names, where the record does not state them: parameters for every kind of
/// record; training tokens, GPU-hours and accelerator for `model` records.
/// Adds a note when the model is closed or not in the catalogue, or when the
/// record's name is a catalogue model's and it has no `model` fact.
void apply_model_catalogue(Record& record, const ModelCatalogue& models, const Catalogue& hardware);

/// An api record that names a provider the catalogue lists (`provider
/// "Groq"`) and no accelerator is on the provider's own: a hardware fact from
/// the table, shown where the provider is written.
void apply_provider_chip(Record& record, const Catalogue& hardware);

/// The catalogue model a record's name names: the whole name, else its
/// longest leading words that a word ending a model's name follows (`Llama
/// 3.1 405B on Together`, `... via X`, `... (batch)`); nullptr when none.
const Model* model_named_in(const std::string& record_name, const ModelCatalogue& models);

}  // namespace claimcheck
