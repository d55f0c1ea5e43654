// The record splitter: lines at column 1 start a record, indented lines
// continue it; each record is lexed and interpreted in turn.
#include "claims/reader.h"

#include <sstream>

#include "claims/interpret.h"
#include "claims/lexer.h"
#include "claims/models.h"
#include "text/limits.h"
#include "text/source_text.h"

namespace claimcheck {

ClaimsReader::ClaimsReader(std::istream& in, std::string name, const Catalogue& catalogue,
                           const ModelCatalogue* models, int first_line)
    : in_(in),
      name_(std::move(name)),
      catalogue_(catalogue),
      models_(models),
      phrases_(catalogue),
      line_number_(first_line - 1),
      shared_name_(name_) {}

bool ClaimsReader::read_line(std::string& line, std::vector<Diagnostic>& diagnostics) {
  while (std::getline(in_, line)) {
    ++line_number_;
    if (line_number_ == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0)
      line.erase(0, 3);                                         // byte-order mark
    if (!line.empty() && line.back() == '\r') line.pop_back();  // CRLF
    if (line.size() > limits::kLineBytes) {
      Diagnostic d;
      d.where.file = name_;
      d.where.line = line_number_;
      d.where.col = 1;
      d.where.end_col = 2;
      // Show the start of the line only, cut at a character boundary.
      std::size_t shown = 80;
      while (shown > 0 && (static_cast<unsigned char>(line[shown]) & 0xC0) == 0x80) --shown;
      d.where.source_line = line.substr(0, shown) + "...";
      d.message =
          fmt::format("line too long: {} bytes; the limit is {}", line.size(), limits::kLineBytes);
      diagnostics.push_back(std::move(d));
      line.clear();  // reported; read as blank so the rest of the file is still checked
      return true;
    }
    if (!check_text(line, name_, line_number_, diagnostics)) {
      line.clear();  // reported; read as blank so the rest of the file is still checked
    }
    return true;
  }
  return false;
}

namespace {
bool blank_or_comment(std::string_view line) {
  const auto first = line.find_first_not_of(" \t");
  return first == std::string_view::npos || line[first] == '#';
}
}  // namespace

bool ClaimsReader::next(Record& out, std::vector<Diagnostic>& diagnostics) {
  std::string line;
  while (true) {
    RecordText& text = text_;  // reused from record to record
    text.clear();
    text.file = shared_name_;
    if (have_pending_) {
      text.add_line(pending_line_, pending_);
      have_pending_ = false;
    } else {
      // Find the start of the next record.
      bool found = false;
      while (read_line(line, diagnostics)) {
        if (blank_or_comment(line)) continue;
        if (line[0] == ' ' || line[0] == '\t') {
          Diagnostic d;
          const auto first = line.find_first_not_of(" \t");
          d.where = make_span(name_, line_number_, line, first, line.size());
          d.message =
              "indented line outside a record: a record starts at column 1 with model, api, "
              "service or plan";
          diagnostics.push_back(std::move(d));
          continue;
        }
        text.add_line(line_number_, line);
        found = true;
        break;
      }
      if (!found) return false;
    }
    // Its continuation lines: indented, until the next line at column 1.
    bool too_long = false;
    while (read_line(line, diagnostics)) {
      if (blank_or_comment(line)) continue;
      if (line[0] == ' ' || line[0] == '\t') {
        if (text.line_numbers.size() < limits::kRecordLines) {
          text.add_line(line_number_, line);
        } else if (!too_long) {
          too_long = true;  // the rest of the record is read and dropped, not held
          Diagnostic d;
          d.where = text.span(0, text.line_text(0).size());
          d.message = fmt::format("this record has more than {} lines", limits::kRecordLines);
          diagnostics.push_back(std::move(d));
        }
        continue;
      }
      pending_ = line;
      pending_line_ = line_number_;
      have_pending_ = true;
      break;
    }
    if (too_long) continue;
    RecordSyntax& syntax = syntax_;
    syntax.clear();
    const std::size_t errors_before = diagnostics.size();
    bool lexed = lex_record(text, syntax, diagnostics);
    if (syntax.items.size() > limits::kRecordItems) {
      Diagnostic d;
      d.where = text.span(0, text.line_text(0).size());
      d.message = fmt::format("this record has {} facts; the limit is {}", syntax.items.size(),
                              limits::kRecordItems);
      diagnostics.push_back(std::move(d));
      continue;
    }
    // Facts are still interpreted after a lexical error, to report theirs too.
    const bool ok = !syntax.kind.empty() &&
                    interpret_record(syntax, text, catalogue_, out, diagnostics, &phrases_) &&
                    lexed;
    if (ok && diagnostics.size() == errors_before) {
      if (models_) apply_model_catalogue(out, *models_, catalogue_);
      apply_provider_chip(out, catalogue_);
      return true;
    }
  }
}

std::vector<Record> parse_claims(std::string_view text, const std::string& name,
                                 const Catalogue& catalogue, std::vector<Diagnostic>& diagnostics,
                                 const ModelCatalogue* models) {
  std::istringstream in{std::string(text)};
  ClaimsReader reader(in, name, catalogue, models);
  std::vector<Record> records;
  Record r;
  while (reader.next(r, diagnostics)) records.push_back(std::move(r));
  sort_diagnostics(diagnostics);
  return records;
}

}  // namespace claimcheck
