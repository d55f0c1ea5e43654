// The parts of the attachment phase (attach.h): a sentence's row cell,
// figures and `respectively` lists (sentence_parts.cpp), one figure's
// reading and subject (figure_reader.h), and the accelerators and
// precision a table row or a training sentence names (training_hardware.cpp).
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "extract/attach.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

using Spans = std::vector<std::pair<std::size_t, std::size_t>>;

/// What a row's first cell says: the name of the row's model or offer, or
/// that the row is a total.
struct RowCell {
  bool total = false;
  std::string label;
};

/// Reads a row's first cell. A cell that names a model (a name the lexicon
/// or the catalogue knows, or an API's id such as `mistral-tiny`) becomes the
/// row's one subject: other names in the row are asides (`(Mixtral 8x7B)`).
RowCell row_cell(const Prose& p, const Sentence& s, const Lexicon& lex, const Wordings& wordings,
                 std::vector<Mention>& mentions, bool model_column, bool per_model_list);

/// The scale a table header's parentheses give its figures: `M`,
/// `millions`, `in billions`, `bn` -> 1e6, 1e9 ...; 1 for anything else.
double scale_word_value(std::string inside, const Lexicon& lex);

/// The count a word of a group says (`both` -> 2, `three` -> 3), or 0.
std::size_t count_word(const std::string& w, const Lexicon& lex);

/// The figures of a sentence, in order: those inside a name are no figures
/// of their own (`H100-80GB`, `Llama 3 70B`).
std::vector<ProseFigure> sentence_figures(const Prose& p, const Sentence& s,
                                          const Catalogue& catalogue, const Lexicon& lex,
                                          const std::vector<Mention>& mentions, Extraction& out);

/// `emissions of 8,930, 2,040 and 420 tonnes ... respectively`: a list of
/// figures said of the sentence's models in the order it named them. Gives
/// each figure of such a list its place in it and the list's length.
void respective_lists(const Context& c, const Prose& p, const std::vector<ProseFigure>& figures,
                      std::vector<int>& respective, std::vector<std::size_t>& respective_size);

/// Whether byte `at` is inside one of the names (not a vague one).
bool inside_mention(const std::vector<Mention>& mentions, std::size_t at);

/// `| Llama 2 70B | 70 | 2.0 | 1.72 | A100-80GB |`: under a header
/// `Accelerator` or `Hardware`, a cell that is an accelerator is the row's
/// model's.
void row_hardware(ReadingState& t, const Prose& p, const Spans& cells,
                  const std::vector<Mention>& mentions, const Lexicon& lex,
                  const Catalogue& catalogue);

/// A training sentence's precision (`in FP8`, `FP8 mixed precision`) and
/// the run's accelerator named with no count (`on A100-80GB GPUs`), said of
/// the sentence's subject; an accelerator said of no model is the text's.
void training_hardware(ReadingState& t, const Context& c, const Prose& p, const Sentence& s,
                       const std::vector<Mention>& mentions, const std::string& sentence_subject,
                       const Spans& spans_read, const std::vector<std::string>& sentence_group,
                       const Lexicon& lex, const Catalogue& catalogue, Extraction& out);

/// What one sentence's figures share as they are read in turn: the
/// sentence's context, cells, names and figures, and what the figures read
/// so far leave for the next.
struct SentenceState {
  Context& c;
  const Spans& cells;
  const std::string& label;
  std::vector<Mention>& mentions;
  const RowCell& cell;
  bool row_is_item;  ///< a list item, not a table's row
  const std::vector<std::string>& sentence_group;
  const std::vector<ProseFigure>& figures;
  std::vector<int> respective;               ///< each figure's place in a `respectively` list
  std::vector<std::size_t> respective_size;  ///< and that list's length
  std::size_t money_in_row = 0;
  std::vector<std::string> sentence_order;  ///< the subjects, in the order they took figures
  std::string sentence_subject;
  Spans spans_read;                     ///< the figures and their units
  std::size_t previous_end = 0;         ///< the end of the last figure read, with its wording
  DraftFact elliptic;                   ///< the last fact whose unit words a bare figure may take
  std::size_t elliptic_end = 0;         ///< where that fact's wording ends
  bool elliptic_plain = false;          ///< its figure had no scale
  bool elliptic_size = false;           ///< it was a size that may name a member of a family
  std::size_t consumed = 0;             ///< the end of the last figure's unit
  std::optional<UnitPhrase> last_unit;  ///< the unit the figure before took
};

/// Reads figure `fi` of a sentence: its unit, its field, and the subject it
/// is said of, added to `t.st`.
void attach_figure(ReadingState& t, SentenceState& ss, std::size_t fi, const Prose& p,
                   const Sentence& s, const Lexicon& lex, const Catalogue& catalogue,
                   Extraction& out);

}  // namespace claimcheck::extraction
