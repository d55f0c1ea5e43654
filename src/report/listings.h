// The listings: how each fact of a record was read (`parse`), the loaded
// rules (`rules`) and the accelerator and model catalogues (`hardware`, `models`), as text and
// JSON.
#pragma once

#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>

#include "claims/record.h"
#include "rules/rule_set.h"
#include "tables/assumptions.h"
#include "tables/catalogue.h"
#include "tables/models.h"
#include "tables/wordings.h"
#include "report/format.h"
#include "vocab/glossary.h"

namespace claimcheck {

/// How `parse` writes one fact's value (`params = 4.05e11 param`).
std::string describe_fact(const Fact& fact);

/// A record as `parse` prints it: its header, then each piece of text and what it gave.
void write_record_text(std::ostream& out, const Record& r);

/// A record as one item of `parse --format json`.
nlohmann::ordered_json record_json(const Record& r);

/// The `parse --format json` document's opening.
inline constexpr const char* kParseJsonHeader =
    "{\"schema\": \"claimcheck-parse/1\", \"records\": [";

/// `rules`: every loaded rule, as text or JSON.
void write_rules(std::ostream& out, const RuleSet& rules, bool json);

/// `hardware`: the catalogue with its sources, as text or JSON.
void write_catalogue(std::ostream& out, const Catalogue& catalogue, bool json);

/// `assumptions`: every assumption with its value, source and date, as text or JSON.
void write_assumptions(std::ostream& out, const Assumptions& assumptions, bool json);

/// The glossary (`claimcheck glossary`), or the terms named: text, JSON
/// (`claimcheck-glossary/1`) or Markdown (docs/glossary.md is this output).
void write_glossary(std::ostream& out, const std::vector<const Term*>& terms, Format format);

/// `models`: the model catalogue with its sources, as text or JSON.
void write_models(std::ostream& out, const ModelCatalogue& models, bool json);

/// `claimcheck wordings`: each group of spellings, what it means and its example.
void write_wordings(std::ostream& out, const Wordings& wordings, bool json);

}  // namespace claimcheck
