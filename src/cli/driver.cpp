// The loop over claims files.
#include "cli/driver.h"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <filesystem>
#include <fstream>
#include <future>
#include <iostream>
#include <memory>
#include <sstream>

#include "claims/reader.h"
#include "cli/files.h"
#include "cli/pool.h"
#include "extract/extract.h"

namespace claimcheck {

namespace fs = std::filesystem;

namespace {

/// Standard input for `-`, else `file` opened into `opened`; nullptr, with a
/// diagnostic, when it cannot be opened.
std::istream* open_input(const std::string& file, std::ifstream& opened,
                         std::vector<Diagnostic>& diagnostics) {
  if (file == "-") return &std::cin;
  opened.open(file, std::ios::binary);
  if (opened) return &opened;
  diagnostics.push_back(file_error(file, "cannot open"));
  return nullptr;
}

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
    std::istream* in = open_input(file, opened, diagnostics);
    if (!in) return false;
    ClaimsReader reader(*in, name, catalogue, &models);
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

/// Where a chunk may end in `text`: just before a line that starts a record
/// (at column 1, not blank, not a comment), the last such place after `from`;
/// 0 when there is none.
std::size_t chunk_end(const std::string& text, std::size_t from) {
  for (std::size_t at = text.size(); at > from + 1; --at) {
    if (text[at - 2] != '\n') continue;
    const char c = text[at - 1];
    if (c != ' ' && c != '\t' && c != '#' && c != '\r' && c != '\n') return at - 1;
  }
  return 0;
}

/// What a worker made of a chunk.
struct ChunkDone {
  std::unique_ptr<ChunkVisitor> visitor;
  std::vector<Diagnostic> found;
  bool visited = false;
};

/// Reads `file` once, in chunks that each start at a record, and checks the
/// chunks on `session.jobs` threads: each chunk's records are read and
/// visited on a worker, and merged on this thread in input order. As when
/// read once on one thread, records after the file's first input error are
/// not visited (with keep_going they are). Returns false when the file has
/// input errors; they go to `diagnostics`, sorted.
bool for_each_chunk(const std::string& file, const Session& session, const RecordVisitor& visitor,
                    std::vector<Diagnostic>& diagnostics, bool& visited) {
  const bool is_stdin = file == "-";
  const std::string name = is_stdin ? "<stdin>" : file;
  std::ifstream opened;
  std::istream* input = open_input(file, opened, diagnostics);
  if (!input) return false;
  std::istream& in = *input;
  const Catalogue& catalogue = session.env.catalogue;
  const ModelCatalogue& models = session.env.models;
  std::vector<Diagnostic> found;
  bool clean = true;  // no input error seen yet
  std::deque<std::future<ChunkDone>> pending;
  auto finish_one = [&] {
    ChunkDone done = pending.front().get();
    pending.pop_front();
    if (done.visited && (clean || session.keep_going)) {
      done.visitor->merge();
      visited = true;
    }
    if (!done.found.empty()) clean = false;
    found.insert(found.end(), done.found.begin(), done.found.end());
  };
  {
    WorkerPool pool(session.jobs);
    std::string text;  // read and not yet handed out
    int line = 1;      // the line number of text's first line
    const std::size_t block = std::max<std::size_t>(session.chunk_bytes, 1);
    std::vector<char> buffer(block);
    for (bool end = false; !end;) {
      in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
      const auto got = static_cast<std::size_t>(in.gcount());
      const std::size_t before = text.size();
      text.append(buffer.data(), got);
      end = got < buffer.size();
      // Cut before the last record that starts in what was just read; where
      // none starts, read on.
      const std::size_t cut = end ? text.size() : chunk_end(text, before > 0 ? before - 1 : 0);
      if (cut == 0) continue;
      std::string chunk = text.substr(0, cut);
      text.erase(0, cut);
      const int first = line;
      line += static_cast<int>(std::count(chunk.begin(), chunk.end(), '\n'));
      const bool visit = clean || session.keep_going;
      pending.push_back(pool.submit([&, chunk = std::move(chunk), first, visit]() mutable {
        ChunkDone done;
        done.visitor = visitor.chunk();
        std::istringstream part(std::move(chunk));
        ClaimsReader reader(part, name, catalogue, &models, first);
        Record r;
        while (reader.next(r, done.found))
          if (visit && (done.found.empty() || session.keep_going)) {
            done.visitor->record(r);
            done.visited = true;
          }
        return done;
      }));
      // A few chunks in flight per thread, so memory stays flat.
      while (pending.size() > std::size_t{session.jobs} + 1) finish_one();
    }
    while (!pending.empty()) finish_one();
  }
  if (found.empty()) return true;
  sort_diagnostics(found);
  diagnostics.insert(diagnostics.end(), found.begin(), found.end());
  return false;
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
    const bool parallel = visitor.once && visitor.chunk && session.jobs > 1;
    bool read = false;
    if (prose)
      read = read_prose(file, session.env.catalogue, session.env.models, diagnostics, err, visit);
    else if (parallel)
      read = for_each_chunk(file, session, visitor, diagnostics, visited);
    else
      read = for_each_record(file, session.env.catalogue, session.env.models, mode, diagnostics,
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
