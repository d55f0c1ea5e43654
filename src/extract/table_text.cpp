// Turning tables of models as columns.
#include "extract/table_text.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "extract/name_patterns.h"
#include "extract/prose_text.h"
#include "extract/readings.h"
#include "text/ascii.h"

namespace claimcheck::extraction {
namespace {

struct Cell {
  std::size_t begin = 0, end = 0;  ///< the cell's text, trimmed, in the text's offsets
};

struct Row {
  std::vector<Cell> cells;
  bool rule = false;  ///< `|---|:---:|`
};

/// The cells of a pipe-table line [b, e).
Row row_of(std::string_view t, std::size_t b, std::size_t e) {
  Row r;
  std::size_t i = t.find('|', b);
  bool rule = true;
  while (i < e) {
    std::size_t next = t.find('|', i + 1);
    if (next == std::string_view::npos || next > e) next = e;
    std::size_t cb = i + 1, ce = next;
    while (cb < ce && (t[cb] == ' ' || t[cb] == '\t')) ++cb;
    while (ce > cb && (t[ce - 1] == ' ' || t[ce - 1] == '\t' || t[ce - 1] == '\r')) --ce;
    if (next < e || ce > cb) {
      r.cells.push_back({cb, ce});
      rule = rule && t.substr(cb, ce - cb).find_first_not_of("-: ") == std::string_view::npos;
    }
    i = next;
  }
  r.rule = rule && !r.cells.empty();
  return r;
}

bool has_digit(std::string_view s) {
  return std::any_of(s.begin(), s.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

/// Whether a header cell names a model: a model-like name, or one that a
/// family of the lexicon begins (`Gemini 2.5 Pro`).
bool names_model(std::string_view written, const Wordings& wordings, const Lexicon& lex,
                 bool known_only = false) {
  // Emphasis is no part of a name (`**DeepSeek V3.1**`), nor a count's
  // sign (`# Total Params`).
  std::string bare;
  for (char ch : written)
    if (ch != '*' && ch != '`' && ch != '#') bare += ch;
  const std::string cell = squeeze(bare);
  if (cell.empty()) return false;
  if (!known_only && model_like_name(cell, false, wordings, lex)) return true;
  const std::string lower = to_lower(cell);
  return std::any_of(lex.families.begin(), lex.families.end(), [&](const std::string& f) {
    const std::string fl = to_lower(f);
    return lower.size() > fl.size() && lower.compare(0, fl.size(), fl) == 0 &&
           (lower[fl.size()] == ' ' || lower[fl.size()] == '-' ||
            std::isdigit(static_cast<unsigned char>(lower[fl.size()])));
  });
}

/// A cell's first word in lower case, emphasis left out (`**Orbit 7B**` -> `orbit`).
std::string first_word(std::string_view cell) {
  std::string w;
  for (char ch : cell) {
    if (ch == '*' || ch == '`' || ch == '#') continue;
    if (ch == ' ' || ch == '-') {
      if (w.empty()) continue;
      break;
    }
    w += ascii_lower(ch);
  }
  return w;
}

/// How many label columns open a table of models as columns, or 0 if the
/// rows (a header, a rule, then rows) are none: the first header cell does
/// not say its column holds models; every header cell after the label
/// columns (one to three, none naming a model, words joined by a slash or a
/// field's label: `| Category | Benchmark | Setting/Length |`) names a model; every other
/// row opens with a label that names no model a family of the lexicon
/// begins nor looks like a name of a header's family (a label may look like
/// a name: `Pretraining Stage 1`); and some cell holds a digit.
std::size_t models_in_columns(std::string_view t, const std::vector<Row>& rows,
                              const Wordings& wordings, const Lexicon& lex) {
  if (rows.size() < 3 || !rows[1].rule || rows[0].cells.size() < 2) return 0;
  const Row& head = rows[0];
  const auto text = [&](const Cell& c) { return t.substr(c.begin, c.end - c.begin); };
  // `| Model | ... |`: the first column holds the models.
  const Words first = split_words(to_lower(text(head.cells[0])));
  if (!first.words.empty() &&
      lex.cue("model-column").match_at(first.words, 0) == first.words.size())
    return 0;
  const auto model_header = [&](const Cell& c) {
    // `Setting/Length` joins two words; a model's header with a slash has a
    // digit (`7B/32B`).
    const bool words_joined = text(c).find('/') != std::string_view::npos && !has_digit(text(c));
    return !words_joined && names_model(text(c), wordings, lex);
  };
  std::size_t labels = 1;
  while (labels < head.cells.size() && labels <= 3 && !model_header(head.cells[labels])) ++labels;
  if (labels > 3 || labels >= head.cells.size()) return 0;
  std::set<std::string> header_families;  // the first word of each model's name
  for (std::size_t c = 0; c < head.cells.size(); ++c) {
    if (c < labels && names_model(text(head.cells[c]), wordings, lex, true)) return 0;
    // `| Stage | Tokens | Orbit 7B |`: a column headed by a field's label
    // holds figures of its own, no labels.
    if (c > 0 && c < labels && wordings.label(label_key(text(head.cells[c])))) return 0;
    if (c < labels) continue;
    if (!model_header(head.cells[c])) return 0;
    header_families.insert(first_word(text(head.cells[c])));
  }
  bool figures = false;
  for (std::size_t r = 2; r < rows.size(); ++r) {
    if (rows[r].rule || rows[r].cells.empty()) return 0;
    const std::string_view l = text(rows[r].cells[0]);
    if (l.empty() || names_model(l, wordings, lex, true) ||
        (header_families.count(first_word(l)) && names_model(l, wordings, lex)))
      return 0;
    for (std::size_t c = labels; c < rows[r].cells.size(); ++c)
      figures = figures || has_digit(text(rows[r].cells[c]));
  }
  return figures ? labels : 0;
}

/// Whether every cell of a row is empty, emphasis left out.
bool empty_row(std::string_view t, const Row& r) {
  return std::all_of(r.cells.begin(), r.cells.end(), [&](const Cell& c) {
    return t.substr(c.begin, c.end - c.begin).find_first_not_of(" *_") == std::string_view::npos;
  });
}

/// Writes text with its page offsets.
class Writer {
 public:
  Writer(std::string_view t, const std::vector<std::size_t>* to_page) : t_(t), to_page_(to_page) {}
  void copy(std::size_t b, std::size_t e) {
    for (std::size_t i = b; i < e; ++i) put(t_[i], page(i));
  }
  void put(std::string_view s, std::size_t at) {
    for (char c : s) put(c, at);
  }
  void put(char c, std::size_t at) {
    out_.text += c;
    out_.to_page.push_back(at);
  }
  std::size_t page(std::size_t i) const {
    return to_page_ ? (*to_page_)[std::min(i, to_page_->size() - 1)] : i;
  }
  PageText take() {
    out_.to_page.push_back(page(t_.size()));
    return std::move(out_);
  }

 private:
  std::string_view t_;
  const std::vector<std::size_t>* to_page_;
  PageText out_;
};

/// The table written again, a model a row: `| Model | label | label |`, a
/// rule, then `| model | figure | figure |` for each column after the
/// `labels` label columns; a row's label is its first label cell with words.
void write_turned(Writer& w, const std::vector<Row>& rows, std::size_t labels, std::string_view t) {
  const Row& head = rows[0];
  const std::size_t at = head.cells[0].begin;
  w.put("| Model |", at);
  for (std::size_t r = 2; r < rows.size(); ++r) {
    // The row's first label cell with words (`**Params**` before
    // `**#Activated / #Total**`), as a header names a column.
    std::size_t c = 0;
    while (c + 1 < labels && c + 1 < rows[r].cells.size() &&
           t.substr(rows[r].cells[c].begin, rows[r].cells[c].end - rows[r].cells[c].begin)
                   .find_first_not_of("-* ") == std::string_view::npos)
      ++c;
    w.put(' ', rows[r].cells[c].begin);
    w.copy(rows[r].cells[c].begin, rows[r].cells[c].end);
    w.put(" |", rows[r].cells[c].end);
  }
  w.put('\n', at);
  w.put("|---|", at);
  for (std::size_t r = 2; r < rows.size(); ++r) w.put("---|", at);
  w.put('\n', at);
  for (std::size_t c = labels; c < head.cells.size(); ++c) {
    w.put("| ", head.cells[c].begin);
    w.copy(head.cells[c].begin, head.cells[c].end);
    w.put(" |", head.cells[c].end);
    for (std::size_t r = 2; r < rows.size(); ++r) {
      const bool has = c < rows[r].cells.size();
      const std::size_t cb = has ? rows[r].cells[c].begin : rows[r].cells[0].end;
      w.put(' ', cb);
      if (has) w.copy(rows[r].cells[c].begin, rows[r].cells[c].end);
      w.put(" |", has ? rows[r].cells[c].end : cb);
    }
    w.put('\n', head.cells[c].end);
  }
}

}  // namespace

std::optional<PageText> models_as_rows(std::string_view t, const std::vector<std::size_t>* to_page,
                                       const Wordings& wordings, const Lexicon& lex) {
  Writer w(t, to_page);
  bool turned = false;
  std::size_t copied = 0;  // the text before this is written
  for (std::size_t b = 0; b < t.size();) {
    // A block of lines that open with `|`.
    std::vector<Row> rows;
    std::size_t e = b;
    while (e < t.size()) {
      std::size_t first = e;
      while (first < t.size() && (t[first] == ' ' || t[first] == '\t')) ++first;
      if (first >= t.size() || t[first] != '|') break;
      std::size_t nl = t.find('\n', e);
      if (nl == std::string_view::npos) nl = t.size();
      rows.push_back(row_of(t, first, nl));
      e = nl < t.size() ? nl + 1 : nl;
    }
    // `| | |`, a rule, then `| | **Orbit-36B** |`: an empty header, and the
    // first row names the models.
    if (rows.size() >= 4 && rows[1].rule && empty_row(t, rows[0])) {
      rows[0] = rows[2];
      rows.erase(rows.begin() + 2);
    }
    if (const std::size_t labels = rows.empty() ? 0 : models_in_columns(t, rows, wordings, lex);
        labels > 0) {
      w.copy(copied, b);
      write_turned(w, rows, labels, t);
      copied = e;
      turned = true;
    }
    if (e > b) {
      b = e;
    } else {
      const std::size_t nl = t.find('\n', b);
      b = nl == std::string_view::npos ? t.size() : nl + 1;
    }
  }
  if (!turned) return std::nullopt;
  w.copy(copied, t.size());
  return w.take();
}

}  // namespace claimcheck::extraction
