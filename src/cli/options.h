// The command line's options, as the commands take them.
#pragma once

#include <string>
#include <vector>

#include "report/format.h"
#include "vocab/verdict.h"

namespace claimcheck {

/// Exit statuses of the command line.
enum ExitStatus { kExitOk = 0, kExitFindings = 1, kExitInput = 2 };

/// Options common to every command.
struct CommonOptions {
  std::vector<std::string> hardware_files;    ///< --hardware, over the built-in table in order
  std::vector<std::string> model_files;       ///< --models, over the built-in table in order
  std::vector<std::string> assumption_files;  ///< --assumptions
  std::vector<std::string> wordings_files;    ///< --wordings, over the built-in table in order
  std::vector<std::string> rule_paths;        ///< --rules: files or directories
  bool no_builtin = false;                    ///< --no-builtin
  Format format = Format::text;               ///< --format
  std::string output;                         ///< --output FILE, written whole or not at all
  FailOn fail_on{Level::implausible, false};  ///< --fail-on LEVEL[,unchecked]
  std::string color = "auto";                 ///< --color auto|always|never (and NO_COLOR)
  Explain explain = Explain::none;            ///< --explain[=all]
  bool prose = false;                         ///< --prose: standard input is prose
  bool show_ok = false;                       ///< check --show-ok: ok findings too, a line each
  bool explain_extract = false;               ///< extract --explain
  bool keep_going = false;                    ///< --keep-going: check a file's good records too
  unsigned jobs = 0;                          ///< -j N: threads for check; 0: every core
  std::size_t chunk_bytes = 32 * 1024;        ///< a chunk of a file checked in parallel (tests)
};

}  // namespace claimcheck
