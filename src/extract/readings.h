// What a figure in prose is: its unit (the claims language's unit tables and
// the lexicon's spellings), a price's wording and role, a table's columns
// and a line's label, and the field its cue words give it, or why it is left
// out. Units, labels and rows are read in readings.cpp, prices in
// price_readings.cpp, a figure's field in classify.cpp (a figure with a unit
// in field_readings.cpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "claims/unit_phrases.h"
#include "extract/figures.h"
#include "extract/names.h"
#include "tables/catalogue.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

// --- figures and their fields --------------------------------------------------------

/// The price wording after money: `per million input tokens`, `/1M tokens`,
/// `per GPU-hour`. Returns the claims text's tail and the count per price.
struct PricePer {
  std::string role;  ///< "input", "output", "cached input" or "" (both)
  double per = 1e6;  ///< tokens the price is for
  std::size_t end = 0;
  bool gpu_hour = false;
};

/// What a figure was read as.
struct Reading {
  std::optional<DraftFact> fact;
  std::string hardware;  ///< an accelerator named with the count
  std::string reason, detail;
  bool silent = false;       ///< not listed: a small number in words
  bool family_size = false;  ///< a parameter count (may name a family member)
  double size = 0;
  std::size_t end = 0;          ///< the end of the wording read with it (a price's `per 1M tokens`)
  std::optional<PricePer> per;  ///< what a price was read as per
  bool previous = false;        ///< `down from $5.00`: an earlier price, another offer's if named
};

struct Context {
  const Prose& p;
  const Sentence& s;
  const Lexicon& lex;
  const Catalogue& catalogue;
  Words words;  ///< the sentence's lower-case words
  /// What a price with no wording of its own is per: the text's `Prices per
  /// 1M tokens`, or the sentence's last price.
  std::optional<PricePer> default_per;
  bool default_from_heading = false;  ///< default_per is a heading's, not the paragraph's
  std::string column_role;            ///< the role of a price's column in a table (`input`)
  std::string column_tier;            ///< the tier its column's header says (`batch`), or ""
  bool training_label = false;  ///< the line's label says it is about training (`GPUs`, `Hardware`)
  /// What the line's label says its figures are per (`token` for
  /// `Energy/token @ BS 128`), or "".
  std::string label_per;
  bool paragraph_params = false;  ///< the paragraph so far speaks of parameters or experts
  bool paragraph_carbon = false;  ///< the paragraph so far speaks of carbon
  std::size_t models_named = 0;   ///< models the text has named so far
  /// Where the sentence first names a model it speaks of (not one it compares
  /// with); npos if it names none.
  std::size_t first_name_at = std::string::npos;
  /// The roles of the sentence's worded prices, in order, and how many bare
  /// prices have taken one since.
  mutable std::vector<std::string> sentence_roles;
  mutable std::size_t previous_figure_end = 0;  ///< the end of the figure before (with its wording)
  mutable std::size_t bare_prices = 0;
  std::size_t word_at(std::size_t byte) const {
    return static_cast<std::size_t>(
        std::lower_bound(words.begins.begin(), words.begins.end(), byte) - words.begins.begin());
  }
  bool cue_near(const CueList& cues, std::size_t figure_begin, std::size_t before,
                std::size_t after_begin, std::size_t after) const {
    const std::size_t at = word_at(figure_begin);
    const std::size_t from = at > before ? at - before : 0;
    if (cues.any_in(words.words, from, at)) return true;
    const std::size_t a = word_at(after_begin);
    return cues.any_in(words.words, a, a + after);
  }
  bool in_sentence(const CueList& cues) const {
    return cues.any_in(words.words, 0, words.words.size());
  }
};

struct UnitPhrase {
  std::string claims;  ///< the unit as the claims language writes it
  UnitMeaning meaning;
  std::size_t end = 0;  ///< byte after the unit phrase
  std::string hardware;
};

/// The unit after a figure, past words that do not change it (`15.6T text
/// tokens`): only a count of tokens or parameters is read past them.
std::optional<UnitPhrase> read_unit(const Context& c, std::size_t from);

/// The unit right at `from` (past a compound's hyphen): a unit phrase, or an
/// accelerator or a system by name.
std::optional<UnitPhrase> read_unit_at(const Context& c, std::size_t from);

/// What the wording after money at `from` says a price is per, if it says.
std::optional<PricePer> price_per(const Context& c, std::size_t from);

/// The role a label before a price gives it (`input $3`, `cache read $0.30`,
/// `output: $15`): "input", "output", "cached input", "cache write" or "".
std::string role_before(const Context& c, std::size_t figure_begin);

/// The role wording after a price says (`1 yuan on a cache hit`, `... on a
/// cache miss`), up to the next figure.
std::string role_after(const Context& c, std::size_t from, std::size_t until);

/// A currency written after the figure: `0.14€`, `8 yuan`, `2 euros`.
/// Gives it and the bytes it takes.
std::optional<std::pair<Currency, std::size_t>> postfix_currency(const std::string& t,
                                                                 std::size_t at);

/// Whether a figure, written `text`, reads as a year: `2023`.
bool year_like(const ProseFigure& f, const std::string& text);

/// A sentence that says what prices are per (`Prices per million tokens
/// (MTok):`) with no price of its own.
std::optional<PricePer> price_heading(const Context& c);

/// A price column's role from its header cell, in lower case (`input (per
/// 1m tokens)`: "input"), or "" for a cell of no price role; `tier` gets
/// the tier the cell names (`batch input`).
std::string cell_role(const std::string& cell_text, const Lexicon& lex, std::string* tier);

/// The roles of a price table's columns, from a header (`Model  Input
/// Cached input  Output`) or a heading (`input / output`).
std::vector<std::string> column_roles(const Context& c, std::vector<std::string>* tiers = nullptr);

/// The tier (rules/wordings.toml `tiers`) that words [begin, end) of the
/// sentence say, or "": `batch` in `Batch input`, `off-peak` in `at the
/// off-peak rate`. A `batch size` is no tier.
std::string tier_in(const Context& c, std::size_t begin, std::size_t end);

/// The count a slash right before `at` closes (`117B/` -> 1.17e11), or
/// nullopt when no count with a scale letter does.
std::optional<double> count_before_slash(const std::string& t, std::size_t at);

/// Whether a figure ending at `end` and the next beginning at `next_begin`
/// are joined by a slash alone (`117B/5.1B`, `15B / 309B`).
bool joined_by_slash(const std::string& t, std::size_t end, std::size_t next_begin);

/// Whether `next` is the active part written after `f` (`30B-A3B`).
bool dash_pair(const ProseFigure& f, const std::optional<ProseFigure>& next);

/// Whether a count is the active part (true) or the total (false) of two
/// written together: `30B-A3B`, or joined by a slash (`117B/5.1B`, `15B /
/// 309B`, the smaller active); nullopt when it is in no such pair.
std::optional<bool> pair_part(const std::string& t, const ProseFigure& f,
                              const std::optional<ProseFigure>& next);

/// The variant of `id` that memory written after it names (`A100 GPUs with
/// 80GB of memory`, `A100 80GB`), or "".
std::string memory_variant(const Context& c, const std::string& id, std::size_t from);

/// A label without its parentheses, in lower case: `Input (per 1M tokens)` -> `input`.
std::string label_key(std::string_view text);

/// What a line's label or a column's header says its figures are per: the
/// word after a slash or after a `per` word inside it (`Energy/token @ BS
/// 128` -> `token`, `Avg. GPU energy per inference (J)` -> `inference`), or "".
std::string label_per(const std::string& label, const Lexicon& lex);

/// The cells of a row (a `|` table, cells parted by tabs or wide gaps, or
/// `Label: value`), as [begin, end) offsets.
std::vector<std::pair<std::size_t, std::size_t>> row_cells(const std::string& t, std::size_t b,
                                                           std::size_t e);

/// The label a line gives its figures as a key (`parameters` for
/// `Parameters: 14B`, `gpus` for `| GPUs | 1920 H100-80G |`), from the
/// label's words as written (line_label_text); "" if it has a figure or
/// more than five words.
std::string line_label(const std::string& text);
/// The words of a line's label as written (`Energy/token @ BS 128`): the
/// first cell, or the words before a colon; "" if none.
std::string line_label_text(const Context& c);

/// A bare figure's unit from a label or a column's header (rules/wordings.toml [labels]).
std::optional<UnitPhrase> label_unit(const Context& c, const std::string& label, std::size_t at);

/// What a figure reads as: a fact's claims text and field, or why not.
Reading classify(const Context& c, const ProseFigure& f, const std::optional<UnitPhrase>& unit,
                 const std::optional<ProseFigure>& next_figure);

/// Water by its unit alone: `0.26 milliliters (or about five drops) of water`.
std::optional<UnitPhrase> water_unit(const Context& c, const ProseFigure& f);

}  // namespace claimcheck::extraction
