// The loop over claims files.
#include "cli/driver.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "claims/reader.h"
#include "cli/files.h"
#include "extract/extract.h"

namespace claimcheck {

namespace fs = std::filesystem;

namespace {

/// How to read a claims file: once or twice, and whether a file with input
/// errors still has its good records visited.
struct ReadMode {
  bool once = false;
  bool keep_going = false;
};

/// Reads every record of `file` and hands each to `visit`. Read twice
/// (unless `mode.once`): once to validate, then once to visit, so that a file
/// with an input error is not visited at all (with keep_going, its good
/// records are). Read once, each record is visited as it is read, until the
/// first input error (with keep_going, every good record). The file's
/// diagnostics go to `diagnostics`; returns false when it has any.
bool for_each_record(const std::string& file, const Catalogue& catalogue,
                     const ModelCatalogue& models, ReadMode mode,
                     std::vector<Diagnostic>& diagnostics,
                     const std::function<void(const Record&)>& visit);

bool for_each_record(const std::string& file, const Catalogue& catalogue,
                     const ModelCatalogue& models, ReadMode mode,
                     std::vector<Diagnostic>& diagnostics,
                     const std::function<void(const Record&)>& visit) {
  const bool is_stdin = file == "-";
  const std::string name = is_stdin ? "<stdin>" : file;
  if (mode.once) {  // standard input streams too: nothing is held
    std::ifstream opened;
    if (!is_stdin) {
      opened.open(file, std::ios::binary);
      if (!opened) {
        diagnostics.push_back(file_error(name, "cannot open"));
        return false;
      }
    }
    std::istream& in = is_stdin ? std::cin : opened;
    ClaimsReader reader(in, name, catalogue, &models);
    std::vector<Diagnostic> found;
    Record r;
    while (reader.next(r, found))
      if (found.empty() || mode.keep_going) visit(r);
    if (found.empty()) return true;
    sort_diagnostics(found);
    diagnostics.insert(diagnostics.end(), found.begin(), found.end());
    return false;
  }
  // Standard input, pipes and other files that cannot be read twice are held
  // in memory; regular files are read twice, so memory stays flat.
  std::string held;
  std::error_code ec;
  const bool hold = is_stdin || !fs::is_regular_file(file, ec);
  if (is_stdin) {
    held = read_all(std::cin);
  } else if (hold) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      diagnostics.push_back(file_error(file, "cannot open"));
      return false;
    }
    held = read_all(in);
  }
  auto open = [&]() -> std::unique_ptr<std::istream> {
    if (hold) return std::make_unique<std::istringstream>(held);
    return std::make_unique<std::ifstream>(file, std::ios::binary);
  };
  bool clean = true;
  {
    auto in = open();
    if (!*in) {
      diagnostics.push_back(file_error(name, "cannot open"));
      return false;
    }
    ClaimsReader reader(*in, name, catalogue, &models);
    std::vector<Diagnostic> found;
    Record r;
    while (reader.next(r, found)) {
    }
    if (!found.empty()) {
      sort_diagnostics(found);
      diagnostics.insert(diagnostics.end(), found.begin(), found.end());
      if (!mode.keep_going) return false;
      clean = false;
    }
  }
  auto in = open();
  ClaimsReader reader(*in, name, catalogue, &models);
  std::vector<Diagnostic> found;
  Record r;
  while (reader.next(r, found)) visit(r);
  if (clean && !found.empty()) {  // the file changed between the two readings
    diagnostics.insert(diagnostics.end(), found.begin(), found.end());
    return false;
  }
  return clean;
}

}  // namespace

bool read_whole(const std::string& file, std::string& text, std::vector<Diagnostic>& diagnostics) {
  if (file == "-") {
    text = read_all(std::cin);
    return true;
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    diagnostics.push_back(file_error(file, "cannot open"));
    return false;
  }
  text = read_all(in);
  return true;
}

int Reading::exit_status(bool failed) const {
  return input_error ? kExitInput : failed ? kExitFindings : kExitOk;
}

bool read_prose(const std::string& file, const Catalogue& catalogue, const ModelCatalogue& models,
                std::vector<Diagnostic>& diagnostics, std::ostream& err,
                const std::function<void(const Record&)>& visit) {
  std::string text;
  if (!read_whole(file, text, diagnostics)) return false;
  const std::string name = file == "-" ? "<stdin>" : file;
  const Extraction e = extract_prose(text, name, catalogue, models);
  for (const auto& problem : e.problems) {
    diagnostics.push_back(file_error(name, problem));
    return false;
  }
  for (const auto& note : e.notes) err << fmt::format("{}: note: {}\n", name, note);
  if (e.records.empty())
    err << fmt::format(
        "{}: note: no figure in the prose was read as a claim "
        "(claimcheck extract {} lists what was seen)\n",
        name, file);
  for (const Record& r : extracted_records(e, catalogue, models)) visit(r);
  return true;
}

Reading read_claims(const Session& session, std::ostream& err, const RecordVisitor& visitor) {
  Reading reading;
  reading.input_error = session.input_error;
  for (const auto& file : session.inputs) {
    std::vector<Diagnostic> diagnostics, found;
    const bool prose = file == "-" ? session.prose_stdin : is_prose_file(file);
    bool visited = false;
    auto visit = [&](const Record& r) {
      visited = true;
      visitor.record(r, found);
    };
    const ReadMode mode{.once = visitor.once, .keep_going = session.keep_going};
    const bool read =
        prose ? read_prose(file, session.env.catalogue, session.env.models, diagnostics, err, visit)
              : for_each_record(file, session.env.catalogue, session.env.models, mode, diagnostics,
                                visit);
    diagnostics.insert(diagnostics.end(), found.begin(), found.end());
    const bool ok = read && found.empty();
    // --keep-going: the good records of a file with errors are reported too.
    const bool keep = ok || (session.keep_going && visited);
    if (!ok) {
      reading.input_error = true;
      print_diagnostics(diagnostics, err);
    }
    if (keep) reading.reported = true;
    if (visitor.end_file) visitor.end_file(keep);
  }
  return reading;
}

}  // namespace claimcheck
