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

/// Reads every record of `file`, twice when needed: once to validate, then
/// once to hand each record to `visit`. A file with an input error is not
/// visited at all; its diagnostics go to `diagnostics`. Returns false then.
bool for_each_record(const std::string& file, const Catalogue& catalogue,
                     const ModelCatalogue& models, std::vector<Diagnostic>& diagnostics,
                     const std::function<void(const Record&)>& visit);

bool for_each_record(const std::string& file, const Catalogue& catalogue,
                     const ModelCatalogue& models, std::vector<Diagnostic>& diagnostics,
                     const std::function<void(const Record&)>& visit) {
  // Standard input, pipes and other files that cannot be read twice are held
  // in memory; regular files are read twice, so memory stays flat.
  std::string held;
  const bool is_stdin = file == "-";
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
  const std::string name = is_stdin ? "<stdin>" : file;
  auto open = [&]() -> std::unique_ptr<std::istream> {
    if (hold) return std::make_unique<std::istringstream>(held);
    return std::make_unique<std::ifstream>(file, std::ios::binary);
  };
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
      return false;
    }
  }
  auto in = open();
  ClaimsReader reader(*in, name, catalogue, &models);
  std::vector<Diagnostic> found;
  Record r;
  while (reader.next(r, found)) visit(r);
  if (!found.empty()) {  // the file changed between the two readings
    diagnostics.insert(diagnostics.end(), found.begin(), found.end());
    return false;
  }
  return true;
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
    auto visit = [&](const Record& r) { visitor.record(r, found); };
    const bool read =
        prose
            ? read_prose(file, session.env.catalogue, session.env.models, diagnostics, err, visit)
            : for_each_record(file, session.env.catalogue, session.env.models, diagnostics, visit);
    diagnostics.insert(diagnostics.end(), found.begin(), found.end());
    const bool ok = read && found.empty();
    if (!ok) {
      reading.input_error = true;
      print_diagnostics(diagnostics, err);
    } else {
      reading.reported = true;
    }
    if (visitor.end_file) visitor.end_file(ok);
  }
  return reading;
}

}  // namespace claimcheck
