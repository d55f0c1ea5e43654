// Records of typed facts: what the claims language reads into.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "diagnostic.h"
#include "quantity.h"

namespace claimcheck {

enum class RecordKind { model, api, service, plan };
const char* record_kind_name(RecordKind k);
const std::vector<std::string>& record_kind_names();

/// What kind of value a field holds.
enum class FieldType { quantity, text, date, flag, hardware, precision };

/// A field of the claims language: its name (as rules and JSON use it), its
/// type and, for quantities, its dimension.
struct FieldDef {
  std::string name;
  FieldType type;
  Dimension dim;
};

/// Every field, in the order the spec lists them.
const std::vector<FieldDef>& field_table();
const FieldDef* find_field(std::string_view name);

/// One fact of a record: a field and its value.
struct Fact {
  std::string field;
  Quantity value;                     ///< quantity fields, in base units
  std::string text;                   ///< text, date and precision fields
  std::vector<std::string> hardware;  ///< catalogue ids (several only in a plan)
  std::string currency;               ///< "EUR" when the claim gave euros; value then in EUR
  bool approximate = false;
  bool narrowed = false;  ///< a family that a variant given in the record narrows: shown, not used
  SourceSpan where;       ///< the fact's text in the source
  std::string written;    ///< the fact as written
};

/// An `expect` line.
struct Expectation {
  std::string verdict;  ///< ok, note, ..., not-applicable
  bool at_most = false;
  std::string rule;  ///< empty: the record's own verdict
  SourceSpan where;
};

/// One record: a kind, a name and its facts.
struct Record {
  RecordKind kind = RecordKind::model;
  std::string name;
  std::string file;
  int line = 0;
  std::vector<Fact> facts;
  std::vector<Expectation> expectations;

  /// The fact for a field, or nullptr when the claim does not give it.
  const Fact* find(std::string_view field) const;
};

}  // namespace claimcheck
