// Files named on the command line: reading them, expanding directories, and
// writing --output whole or not at all.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "cli/options.h"
#include "text/diagnostic.h"

namespace claimcheck {

/// A diagnostic about a whole file (no line): cannot open, cannot write.
Diagnostic file_error(const std::string& file, std::string message);

/// Prints diagnostics as `file:line:col: error: ...` with the source line and a caret.
void print_diagnostics(const std::vector<Diagnostic>& diagnostics, std::ostream& err);

/// Everything left in a stream.
std::string read_all(std::istream& in);

/// Reads a whole file; a diagnostic and false when it cannot be opened.
bool read_file(const std::string& file, std::string& text, std::vector<Diagnostic>& diagnostics);

/// Expands the command line's FILES: `-` is standard input, a directory
/// means every file with `extension` below it (sorted). Missing files are diagnostics.
std::vector<std::string> expand_inputs(const std::vector<std::string>& args,
                                       const std::string& extension,
                                       std::vector<Diagnostic>& diagnostics);

/// Runs a command that writes a report to the stream it is given: standard
/// output, or --output FILE, renamed into place; a command that fails with
/// unusable input (exit 2) before writing anything leaves the old file.
int with_output(const CommonOptions& options, std::ostream& out, std::ostream& err,
                const std::function<int(std::ostream&)>& command);

/// Whether to colour verdicts: --color, NO_COLOR, and whether standard output is a terminal.
bool use_color(const CommonOptions& options);

}  // namespace claimcheck
