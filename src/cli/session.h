// What a command over claims files starts from: the tables and rules,
// loaded from the built-in files and the command line's, and FILES expanded.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/options.h"
#include "eval/environment.h"

namespace claimcheck {

/// The catalogue: built-in, then each --hardware file. Diagnostics on failure.
bool load_catalogue(const CommonOptions& options, Catalogue& catalogue,
                    std::vector<Diagnostic>& diagnostics);

/// The model catalogue: built-in, then each --models file, their training
/// accelerators named in `catalogue`. Diagnostics on failure.
bool load_models(const CommonOptions& options, const Catalogue& catalogue, ModelCatalogue& models,
                 std::vector<Diagnostic>& diagnostics);

/// Loads the built-in tables and rules, then the user's files on top.
bool load_environment(const CommonOptions& options, Environment& env,
                      std::vector<Diagnostic>& diagnostics);

/// What a command over claims files starts from.
struct Session {
  Environment env;
  std::vector<std::string> inputs;      ///< FILES expanded
  bool input_error = false;             ///< some of FILES could not be found (reported)
  bool prose_stdin = false;             ///< `-` is prose (--prose)
  bool keep_going = false;              ///< --keep-going: a file's good records despite its errors
  unsigned jobs = 1;                    ///< -j: threads checking a file's chunks
  std::size_t chunk_bytes = 32 * 1024;  ///< the size of a chunk, about
};

/// What a command needs loaded: the catalogues (hardware and models), or everything.
enum class Needs { catalogue, everything };

/// Loads what the command needs and expands FILES, printing any diagnostics
/// to `err`. False when the tables or rules cannot be used.
/// A directory given in FILES stands for its files ending in `extension`.
bool start_session(const std::vector<std::string>& files, const CommonOptions& options, Needs needs,
                   std::ostream& err, Session& session, const std::string& extension = ".claims");

}  // namespace claimcheck
