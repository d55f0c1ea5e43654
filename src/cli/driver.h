// The one loop of every command over claims files: each file's records read
// and handed to the command, diagnostics printed, and the exit status.
#pragma once

#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "cli/session.h"

namespace claimcheck {

/// The part of a command that runs on a worker thread, for one chunk of a
/// file read in parallel.
class ChunkVisitor {
 public:
  virtual ~ChunkVisitor() = default;
  /// A record of the chunk, on a worker thread.
  virtual void record(const Record& r) = 0;
  /// On the main thread, in input order: what was made of the chunk's
  /// records goes to the command. Called only while the file may still be
  /// kept (before its first input error, or with --keep-going).
  virtual void merge() = 0;
};

/// What a command does with its files' records.
struct RecordVisitor {
  /// One record of a file without input errors. Diagnostics it adds (an
  /// expect line naming an unknown rule) make the file an input error.
  std::function<void(const Record&, std::vector<Diagnostic>&)> record;
  /// The file is done. `keep` is false when it had an input error (reported)
  /// and what was made of its records is to be dropped; with --keep-going it
  /// is true, the good records' results are kept and the run still exits 2.
  std::function<void(bool keep)> end_file;
  /// Read each claims file once, handing each record over as it is read,
  /// before the file is known to be clean: the command holds back what it
  /// makes of them until end_file says whether to keep it. Otherwise a file
  /// is read twice, once to validate it and once to visit it, and a file
  /// with an input error is not visited.
  bool once = false;
  /// With `once`, and more than one job: makes the part of the command that
  /// checks one chunk of a file on a worker thread, so that a file's chunks
  /// are checked on all cores, their results handed over in input order.
  /// Without it, a file is read on one thread.
  std::function<std::unique_ptr<ChunkVisitor>()> chunk;
};

/// How reading the files went.
struct Reading {
  bool input_error = false;  ///< some file could not be found or read (reported)
  bool reported = false;     ///< some file could be read: the run has a report
  /// No file could be read: no report at all (and --output is left as it was).
  bool nothing_to_report() const { return input_error && !reported; }
  /// The exit status once the report is written: 2 for an input error, 1
  /// when `failed` (a finding reached --fail-on, an expectation failed), else 0.
  int exit_status(bool failed) const;
};

/// Reads a whole file, or standard input for `-`.
bool read_whole(const std::string& file, std::string& text, std::vector<Diagnostic>& diagnostics);

/// Reads the session's files in order, handing each record to `visitor` and
/// printing each file's diagnostics to `err`.
Reading read_claims(const Session& session, std::ostream& err, const RecordVisitor& visitor);

}  // namespace claimcheck
