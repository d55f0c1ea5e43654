// One figure of a sentence read in turn by the attachment phase: its unit
// and field (figure_unit.cpp), then its subject (figure_subject.cpp), by the
// rules of docs/extract.md ("How a figure finds its subject") tried in order.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "extract/attach_parts.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

/// One figure of a sentence read in turn: each step below reads a part of
/// it (its unit, its field, its subject) into the members.
class FigureReader {
 public:
  FigureReader(ReadingState& t, SentenceState& ss, std::size_t fi, const Prose& p,
               const Sentence& s, const Lexicon& lex, const Catalogue& catalogue, Extraction& out)
      : t_(t),
        ss_(ss),
        fi_(fi),
        p_(p),
        s_(s),
        lex_(lex),
        catalogue_(catalogue),
        out_(out),
        c_(ss.c),
        f_(ss.figures[fi]) {}

  void run();

 private:
  // Its unit.
  void find_unit();
  bool later_in_cell(std::size_t cell_begin, const ProseFigure& g) const;
  void scale_from_header();
  void training_from_header();
  void unit_from_header();
  void unit_from_label();
  void unit_from_next_figure();
  void unit_from_name_aside();
  void unit_from_sized_noun();
  std::size_t unit_end() const { return unit_ && unit_->end > f_.end ? unit_->end : f_.end; }
  // Its field.
  void role_from_cell();
  void unit_from_times_sign();
  bool in_example_aside() const;
  void classify_figure();
  bool in_price_column() const;
  std::size_t figure_cell() const;
  void read_elliptic();
  void carry_forward();
  bool set_aside();
  bool alternative() const;
  void read_tier();
  // Its subject.
  void find_clause();
  void attach_respectively();
  void find_named_subject();
  bool relative_between(std::size_t from, std::size_t to) const;
  bool find_later_subject();
  void attach_each(const std::string& member, const std::string& reason, bool size_key);
  bool attach_to_group();
  bool about_accelerator() const;
  bool fall_back_subject();
  void qualify_name();
  void qualify_by_label();
  void attach();

  ReadingState& t_;
  SentenceState& ss_;
  const std::size_t fi_;
  const Prose& p_;
  const Sentence& s_;
  const Lexicon& lex_;
  const Catalogue& catalogue_;
  Extraction& out_;
  Context& c_;
  ProseFigure f_;
  std::optional<ProseFigure> next_;
  std::optional<UnitPhrase> unit_;
  bool bare_ = false;            ///< no unit, money or percent of its own
  bool label_training_ = false;  ///< the line's label said training, before a header's did
  Reading r_;
  std::size_t span_end_ = 0;  ///< the end of the figure with its wording
  ProseSpan where_;
  std::string tier_;  ///< the tier of a price (`batch`), or ""
  std::size_t clause_begin_ = 0, clause_end_ = 0;
  const Mention* subject_ = nullptr;
  std::string how_;  ///< how the subject was found, for --explain
  /// Which of the named-subject rules found it (`how_` says so in words).
  enum class Found {
    none,
    said_for,
    size_described,
    clause_before,
    sentence_before,
    clause_after
  } found_ = Found::none;
  bool before_it() const {
    return found_ == Found::clause_before || found_ == Found::sentence_before;
  }
  AttachedBy by_ = AttachedBy::none;
  bool anaphor_ = false;  ///< the sentence opens with `It`, `The model` ...
  std::string name_;      ///< the subject's name as the record gets it
  bool by_document_ = false;
};

}  // namespace claimcheck::extraction
