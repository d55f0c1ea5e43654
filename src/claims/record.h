// Records of typed facts: what the claims language reads into.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "quantity/quantity.h"
#include "text/diagnostic.h"
#include "vocab/fields.h"
#include "vocab/verdict.h"

namespace claimcheck {

/// Where a figure the claim does not state came from: a table for the model
/// it names (`model Llama-3.1-405B`).
struct TableFigure {
  std::string table;   ///< `rules/models.toml`
  std::string entry;   ///< the model's id
  std::string source;  ///< the figure's source
};

/// One fact of a record: a field and its value.
struct Fact {
  Field field = Field::params;
  Quantity value;                     ///< quantity fields, in base units
  std::string text;                   ///< text, date and precision fields
  std::vector<std::string> hardware;  ///< catalogue ids (several only in a plan)
  Currency currency = Currency::usd;  ///< euros: the value is in EUR, converted when checked
  bool approximate = false;
  bool narrowed = false;  ///< a family that a variant given in the record narrows: shown, not used
  SourceSpan where;       ///< the fact's text in the source
  std::string written;    ///< the fact as written
  /// A figure the claim does not state, taken from a table for the model it
  /// names: the table, the model and the source; null for a figure the claim
  /// states. (Shared: a fact is moved often, and most have none.)
  std::shared_ptr<const TableFigure> from_table;
};

/// An `expect` line.
struct Expectation {
  Level verdict = Level::ok;
  bool at_most = false;
  std::string rule;  ///< empty: the record's own verdict
  SourceSpan where;
  /// `expect RULE LET RANGE [UNIT]`: the let's whole range must lie in `pin`.
  bool pinned = false;
  std::string let;
  Quantity pin;           ///< in base units; dimensionless without a unit
  bool pin_unit = false;  ///< a unit was written: the let must have its dimension
  std::string written;    ///< the range and unit as written
};

struct Model;

/// One record: a kind, a name and its facts.
struct Record {
  RecordKind kind = RecordKind::model;
  std::string name;
  std::string file;
  int line = 0;
  std::vector<Fact> facts;
  std::vector<Expectation> expectations;
  /// What the reader noticed about the record as a whole: a model named
  /// without a `model` fact, a closed model, a model not in the catalogue.
  std::vector<std::string> notes;
  /// The catalogue model its `model` fact names, when the catalogue gives its
  /// figures (open, and the size the record states agrees): rules read its
  /// architecture as `model.layers` ...
  const Model* model = nullptr;

  /// The fact for a field, or nullptr when the claim does not give it.
  const Fact* find(Field field) const;
  /// As a Record{} is, keeping the storage of its vectors for the next record.
  void clear();
};

}  // namespace claimcheck
