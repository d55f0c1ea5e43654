// Reading a claims file record by record: the splitter that finds each
// record's lines, then the lexer and the interpreter of its facts.
#pragma once

#include <istream>
#include <string>
#include <string_view>
#include <vector>

#include "claims/lexer.h"
#include "claims/record.h"
#include "claims/unit_phrases.h"
#include "tables/catalogue.h"
#include "tables/models.h"
#include "text/diagnostic.h"

namespace claimcheck {

/// Reads a claims file record by record: memory holds one record at a time.
class ClaimsReader {
 public:
  /// With `models`, a record's `model` fact takes figures from that catalogue.
  /// `first_line`: the line number of the input's first line, for a part of
  /// a file that starts further in.
  ClaimsReader(std::istream& in, std::string name, const Catalogue& catalogue,
               const ModelCatalogue* models = nullptr, int first_line = 1);

  /// Reads the next record into `out`. A record with errors is reported in
  /// `diagnostics` and skipped. Returns false at the end of the input.
  bool next(Record& out, std::vector<Diagnostic>& diagnostics);

 private:
  bool read_line(std::string& line, std::vector<Diagnostic>& diagnostics);

  std::istream& in_;
  std::string name_;
  const Catalogue& catalogue_;
  const ModelCatalogue* models_;
  UnitPhrases phrases_;  ///< the unit phrases met so far, remembered
  int line_number_ = 0;
  bool have_pending_ = false;
  std::string pending_;  ///< a column-0 line read ahead: the start of the next record
  int pending_line_ = 0;
  SharedText shared_name_;  ///< name_, shared by every span of the file
  RecordText text_;         ///< the record being read, its storage reused
  RecordSyntax syntax_;
};

/// Parses a whole text (for tests and small inputs).
std::vector<Record> parse_claims(std::string_view text, const std::string& name,
                                 const Catalogue& catalogue, std::vector<Diagnostic>& diagnostics,
                                 const ModelCatalogue* models = nullptr);

}  // namespace claimcheck
