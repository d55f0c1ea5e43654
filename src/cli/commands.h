// The subcommands, over streams so tests can run them without a process.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/options.h"

namespace claimcheck {

/// `claimcheck parse`: how every fact was read.
int run_parse(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err);

/// `claimcheck extract`: draft records from prose.
int run_extract(const std::vector<std::string>& files, const CommonOptions& options,
                std::ostream& out, std::ostream& err);

/// `claimcheck check`: findings for every record.
int run_check(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err);

/// `claimcheck estimate`: plan records, hardware options side by side.
int run_estimate(const std::vector<std::string>& files, const CommonOptions& options,
                 std::ostream& out, std::ostream& err);

/// `claimcheck test`: verifies the `expect` lines.
int run_test(const std::vector<std::string>& files, const CommonOptions& options, std::ostream& out,
             std::ostream& err);

/// `claimcheck rules`: the loaded rules.
int run_rules(const CommonOptions& options, std::ostream& out, std::ostream& err);

/// `claimcheck hardware`: the catalogue.
int run_hardware(const CommonOptions& options, std::ostream& out, std::ostream& err);
/// `claimcheck wordings`: the table of wordings the readers know.
int run_wordings(const CommonOptions& options, std::ostream& out, std::ostream& err);
/// `claimcheck models`: the model catalogue.
int run_models(const CommonOptions& options, std::ostream& out, std::ostream& err);

/// `claimcheck import TABLE FILE`: a price table's offers as api records.
int run_import(const std::string& table, const std::string& file, const CommonOptions& options,
               std::ostream& out, std::ostream& err);

/// `claimcheck assumptions`: the assumptions with their sources.
int run_assumptions(const CommonOptions& options, std::ostream& out, std::ostream& err);

/// grade KEY SUBMISSIONS...: each submission's marks against the key; with
/// `sheet`, the key's blank exercise sheet instead. A submission's input
/// errors cost only their records (reported, and exit 2 at the end).
int run_grade(const std::vector<std::string>& files, bool sheet, double tolerance,
              const CommonOptions& options, std::ostream& out, std::ostream& err);

/// audit FILES: the api records' prices against their floors, grouped by
/// model (a file with an input error is left out, unless --keep-going).
int run_audit(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err);

}  // namespace claimcheck
