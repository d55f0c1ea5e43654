// Scoring the extractor against gold records: a fact is right when its
// field, its value (within 1%, end by end) and its record all match; records
// match by normalised name. A gold record's verdict through prose is the
// verdict of the record drafted for it (none drafted: no parity), and a
// drafted record that matches no gold record is invented.
#pragma once

#include <string>
#include <vector>

#include "eval/environment.h"

namespace claimcheck::testing {

struct ProseScore {
  int gold = 0;       ///< scored gold facts
  int extracted = 0;  ///< scored extracted facts
  int right = 0;
  int power_of_ten = 0;  ///< extracted figures off by a power of ten
  int gold_records = 0;
  int same_verdict = 0;  ///< gold records whose drafted twin gets the verdict they get by hand
  int invented = 0;      ///< drafted records that match no gold record
  std::vector<std::string> details;  ///< misses and extras, one line each
  double recall() const { return gold ? double(right) / gold : 1; }
  double precision() const { return extracted ? double(right) / extracted : 1; }
  double parity() const { return gold_records ? double(same_verdict) / gold_records : 1; }
  void add(const ProseScore& o);
};

/// Scores one prose file against its gold (`NAME.txt` and `NAME.claims`).
ProseScore score_prose_file(const std::string& txt, const Environment& env);
/// Scores every `.txt` of a directory (not its subdirectories) that has a gold twin.
ProseScore score_prose_directory(const std::string& dir, const Environment& env,
                                 int* files = nullptr);

}  // namespace claimcheck::testing
