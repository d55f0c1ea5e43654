// Reading the claims language: the record reader (streaming, record by
// record), the PEGTL actions that lex one record, and the driver.
#pragma once

#include <istream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "claims.h"
#include "diagnostic.h"
#include "hardware.h"

namespace claimcheck {

/// A token of a record, as the grammar lexes it. Offsets are bytes into the record text.
struct Token {
  enum class Kind { word, string, quantity, times, date };
  Kind kind = Kind::word;
  std::size_t begin = 0, end = 0;
  std::string text;  ///< word, string contents or date; the source text for a quantity
  // Quantities only:
  Interval value;
  std::string currency;  ///< "", "USD" or "EUR"
  bool percent = false;
  bool approximate = false;
  bool range = false;
  bool bounded = false;  ///< `over`, `under`, `15T+` ...
  bool scaled = false;   ///< a scale (K, M, B, T, million...) was written
  bool bad = false;      ///< already reported
};

struct ExpectSyntax {
  std::string verdict;
  bool at_most = false;
  std::string rule;
  std::size_t begin = 0, end = 0;
  std::size_t verdict_begin = 0, verdict_end = 0;
};

/// The lexical form of a record: header, items of tokens, expectations.
struct RecordSyntax {
  std::string kind;
  std::size_t kind_begin = 0, kind_end = 0;
  std::string name;
  std::size_t name_begin = 0, name_end = 0;
  std::vector<std::vector<Token>> items;
  std::vector<ExpectSyntax> expectations;
};

/// A record's lines (blank and comment lines left out), each with its line
/// number in the file, joined by '\n' for the grammar.
struct RecordText {
  std::string file;
  std::string text;
  std::vector<int> line_numbers;         ///< file line of each line of `text`
  std::vector<std::size_t> line_starts;  ///< byte offset of each line in `text`

  void add_line(int number, std::string_view line);
  /// The span of bytes [begin, end) of `text`, which must lie on one line
  /// (a span that crosses a line break is cut at it).
  SourceSpan span(std::size_t begin, std::size_t end) const;
  std::string_view line_text(std::size_t index) const;
};

/// Lexes one record with the grammar. Syntax errors are appended to
/// `diagnostics`; returns false when the record cannot be read.
bool lex_record(const RecordText& text, RecordSyntax& out, std::vector<Diagnostic>& diagnostics);

/// Reads a claims file record by record: memory holds one record at a time.
class ClaimsReader {
 public:
  ClaimsReader(std::istream& in, std::string name, const Catalogue& catalogue);

  /// Reads the next record into `out`. A record with errors is reported in
  /// `diagnostics` and skipped. Returns false at the end of the input.
  bool next(Record& out, std::vector<Diagnostic>& diagnostics);

 private:
  bool read_line(std::string& line, std::vector<Diagnostic>& diagnostics);

  std::istream& in_;
  std::string name_;
  const Catalogue& catalogue_;
  int line_number_ = 0;
  bool have_pending_ = false;
  std::string pending_;  ///< a column-0 line read ahead: the start of the next record
  int pending_line_ = 0;
};

/// Parses a whole text (for tests and small inputs).
std::vector<Record> parse_claims(std::string_view text, const std::string& name,
                                 const Catalogue& catalogue, std::vector<Diagnostic>& diagnostics);

/// Checks that a line is valid UTF-8 text without control characters (tabs
/// apart); reports the first bad byte.
bool check_text(std::string_view line, const std::string& file, int line_number,
                std::vector<Diagnostic>& diagnostics);

}  // namespace claimcheck
