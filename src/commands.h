// The subcommands, over streams so tests can run them without a process.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "assumptions.h"
#include "claims.h"
#include "diagnostic.h"
#include "hardware.h"
#include "report.h"
#include "rules_check.h"

namespace claimcheck {

/// Exit statuses of the command line.
enum ExitStatus { kExitOk = 0, kExitFindings = 1, kExitInput = 2 };

/// Options common to every command.
struct CommonOptions {
  std::vector<std::string> hardware_files;    ///< --hardware, over the built-in table in order
  std::vector<std::string> assumption_files;  ///< --assumptions
  std::vector<std::string> rule_paths;        ///< --rules: files or directories
  bool no_builtin = false;                    ///< --no-builtin
  Format format = Format::text;               ///< --format
  std::string output;                         ///< --output FILE, written whole or not at all
  Level fail_on = Level::implausible;         ///< --fail-on
  std::string color = "auto";                 ///< --color auto|always|never (and NO_COLOR)
  bool explain = false;                       ///< check --explain
};

/// A diagnostic about a whole file (no line): cannot open, cannot write.
Diagnostic file_error(const std::string& file, std::string message);

/// Runs a command that writes a report to the stream it is given: standard
/// output, or --output FILE, renamed into place; a command that fails with
/// unusable input (exit 2) before writing anything leaves the old file.
int with_output(const CommonOptions& options, std::ostream& out, std::ostream& err,
                const std::function<int(std::ostream&)>& command);

/// True when a finding's verdict reaches --fail-on.
bool reaches(Level verdict, Level fail_on);

/// What every checking command needs: the tables and the rules.
struct Environment {
  Catalogue catalogue;
  Assumptions assumptions;
  RuleSet rules;
};

/// Loads the built-in tables and rules, then the user's files on top.
bool load_environment(const CommonOptions& options, Environment& env,
                      std::vector<Diagnostic>& diagnostics);

/// What a command over claims files starts from.
struct Session {
  Environment env;
  std::vector<std::string> inputs;  ///< FILES expanded
  bool input_error = false;         ///< some of FILES could not be found (reported)
};

/// Loads the tables and rules and expands FILES, printing any diagnostics to
/// `err`. False when the tables or rules cannot be used.
bool start_session(const std::vector<std::string>& files, const CommonOptions& options,
                   std::ostream& err, Session& session);

/// Evaluates every rule on a record.
ClaimResult check_record(const Record& record, const Environment& env);

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

/// `claimcheck check`: findings for every record.
int run_check(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err);

/// `claimcheck test`: verifies the `expect` lines.
int run_test(const std::vector<std::string>& files, const CommonOptions& options, std::ostream& out,
             std::ostream& err);

/// `claimcheck rules`: the loaded rules.
int run_rules(const CommonOptions& options, std::ostream& out, std::ostream& err);

/// `claimcheck check`: findings for every record.
int run_check(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err);

/// `claimcheck test`: verifies the `expect` lines.
int run_test(const std::vector<std::string>& files, const CommonOptions& options, std::ostream& out,
             std::ostream& err);

/// `claimcheck rules`: the loaded rules.
int run_rules(const CommonOptions& options, std::ostream& out, std::ostream& err);

/// `claimcheck hardware`: the catalogue.
int run_hardware(const CommonOptions& options, std::ostream& out, std::ostream& err);

/// How `parse` writes one fact's value (`params = 4.05e11 param`).
std::string describe_fact(const Fact& fact);

}  // namespace claimcheck
