// The subcommands, over streams so tests can run them without a process.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "claims.h"
#include "diagnostic.h"
#include "hardware.h"

namespace claimcheck {

/// Exit statuses of the command line.
enum ExitStatus { kExitOk = 0, kExitFindings = 1, kExitInput = 2 };

/// Options common to every command.
struct CommonOptions {
  std::vector<std::string>
      hardware_files;  ///< --hardware, applied in order over the built-in table
};

/// The catalogue: built-in, then each --hardware file. Diagnostics on failure.
bool load_catalogue(const CommonOptions& options, Catalogue& catalogue,
                    std::vector<Diagnostic>& diagnostics);

/// Expands the command line's FILES: `-` is standard input, a directory
/// means every *.claims file below it (sorted). Missing files are diagnostics.
std::vector<std::string> expand_inputs(const std::vector<std::string>& args,
                                       const std::string& extension,
                                       std::vector<Diagnostic>& diagnostics);

/// Reads every record of `file`, twice when needed: once to validate, then
/// once to hand each record to `visit`. A file with an input error is not
/// visited at all; its diagnostics go to `diagnostics`. Returns false then.
bool for_each_record(const std::string& file, const Catalogue& catalogue,
                     std::vector<Diagnostic>& diagnostics,
                     const std::function<void(const Record&)>& visit);

/// `claimcheck parse`: how every fact was read.
int run_parse(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err);

/// `claimcheck hardware`: the catalogue.
int run_hardware(const CommonOptions& options, std::ostream& out, std::ostream& err);

/// How `parse` writes one fact's value (`params = 4.05e11 param`).
std::string describe_fact(const Fact& fact);

}  // namespace claimcheck
