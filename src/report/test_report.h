// What `claimcheck test` writes: each failed expectation with the findings
// behind it, each record with no expect line (untested), then the counts; as
// text or JSON (schema claimcheck-test/1, with the passes too).
#pragma once

#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eval/expectations.h"

namespace claimcheck {

/// Collects a run's results. A file's results are held until the file is
/// known to have no input error, then kept or dropped whole.
class TestReport {
 public:
  explicit TestReport(bool json) : json_(json) {}

  /// Adds one record's checked expectations to the current file's.
  void add(const ClaimResult& result, const std::vector<ExpectationResult>& expectations);
  /// A record of the current file with no expect line: reported as untested.
  void untested(const Record& r);
  /// Keeps the current file's results, writing its failures now (text).
  void keep_file(std::ostream& out);
  /// Drops the current file's results.
  void drop_file();
  /// The counts (text), or the whole document (JSON).
  void finish(std::ostream& out) const;

  std::size_t failed() const { return failed_; }

 private:
  bool json_;
  std::size_t passed_ = 0, failed_ = 0, untested_ = 0;
  nlohmann::ordered_json failures_ = nlohmann::ordered_json::array();
  nlohmann::ordered_json passes_ = nlohmann::ordered_json::array();
  nlohmann::ordered_json untested_list_ = nlohmann::ordered_json::array();
  // The current file's, not yet kept:
  std::string file_text_;
  nlohmann::ordered_json file_failures_ = nlohmann::ordered_json::array();
  nlohmann::ordered_json file_passes_ = nlohmann::ordered_json::array();
  nlohmann::ordered_json file_untested_list_ = nlohmann::ordered_json::array();
  std::size_t file_passed_ = 0, file_failed_ = 0, file_untested_ = 0;
};

}  // namespace claimcheck
