// What the attachment phase hands to the records phase: each figure said of
// a subject, and what the text taught of its subjects' names.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "extract/extract.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

/// A fact said of a subject, before records are made.
struct Attached {
  std::string subject;  ///< a name as written
  DraftFact fact;
  bool family_size = false;  ///< a parameter count that may name a member of a family
  std::string hardware;
  bool by_document = false;  ///< said of the text's first model for want of a nearer name
  std::string family_hint;   ///< the last family named (no size) before it: `LLaMA`
  bool direct = false;       ///< said of a name in its own sentence or row
};

/// The attachments of a text, and its subjects in the order the text first
/// gave them figures.
struct Attachments {
  std::vector<Attached> attached;
  std::map<std::string, std::string> first_name;  ///< key -> name as first written
  std::vector<std::string> subject_order;         ///< keys, in order
  /// Each subject's name as first written and its tokens, in that order: a
  /// figure said of a whole family looks through them all.
  std::vector<std::pair<std::string, std::vector<std::string>>> subject_names;
  /// The subjects (not references by size) whose names hold each token, as
  /// first written: `the 405B model` finds `Llama 3.1 405B` here, not by a
  /// walk through every name (a page may name thousands).
  std::map<std::string, std::vector<std::string>> subjects_by_token;
  std::set<std::string> sized_subjects;                     ///< keys of names with a size
  std::map<std::string, std::vector<std::string>> members;  ///< family key -> member names
  std::optional<DraftFact> text_hardware;              ///< trained on, said of no model: the text's
  bool text_hardware_conflict = false;                 ///< two such, of different accelerators
  std::set<std::string> named_models;                  ///< every model the text names as a subject
  std::map<std::string, std::string> mentioned_names;  ///< and its name as first written

  /// Notes a subject the first time it is given a figure.
  void note_subject(const std::string& name);
};

/// A name's key: its letters and digits, lower case (`Llama 3.1 405B` -> `llama31405b`).
std::string key_of(const std::string& name);

/// Whether a drafted fact is a price per token (`$0.07 per 1M cached input tokens`).
bool is_token_price(const DraftFact& f);

/// Whether it is said of one query or response (`0.24 Wh per query`).
bool is_per_query(const DraftFact& f);

/// Whether two drafted facts give the same field: a record keeps one of each.
bool same_field(const DraftFact& a, const DraftFact& b);

}  // namespace claimcheck::extraction
