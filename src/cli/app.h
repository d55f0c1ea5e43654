// The command line's definition: every command and option, with its help.
// main.cpp parses with it; the man page and the shell completions are
// generated from it (src/cli/manual.cpp), so that they list what --help does.
#pragma once

#include <CLI/CLI.hpp>
#include <map>
#include <string>
#include <vector>

#include "cli/options.h"

namespace claimcheck {

struct CommandLine {
  CommandLine();
  CommandLine(const CommandLine&) = delete;
  CommandLine& operator=(const CommandLine&) = delete;

  CLI::App app{"claimcheck: checks the arithmetic of claims about AI models"};
  CommonOptions options;
  std::string format = "text";
  std::string fail_on;
  std::string explain;  ///< --explain's value: empty, readable, all or brief
  std::vector<std::string> files;
  /// The values an option takes from a fixed list, by its long name
  /// (`--format`: text, json, ...), for the completions and the man page.
  std::map<std::string, std::vector<std::string>> choices;
  /// The options whose value is a file, by long name (`--output`, `--rules`).
  std::vector<std::string> file_options;

  CLI::App* check = nullptr;
  CLI::App* estimate = nullptr;
  CLI::App* extract = nullptr;
  CLI::App* test = nullptr;
  CLI::App* parse = nullptr;
  CLI::App* rules = nullptr;
  CLI::App* hardware = nullptr;
  CLI::App* models = nullptr;
  CLI::App* wordings = nullptr;
  CLI::App* assumptions = nullptr;
  CLI::App* import = nullptr;
  std::string import_table;  ///< import's TABLE
  std::string import_file;   ///< import's FILE
  CLI::App* grade = nullptr;
  CLI::App* audit = nullptr;
  bool grade_sheet = false;        ///< grade --sheet: the blank exercise sheet of the key
  double grade_tolerance = 5;      ///< grade --tolerance, in percent
  CLI::App* glossary = nullptr;
  std::vector<std::string> glossary_terms;  ///< glossary's TERMs: none for all
};

/// `claimcheck 0.1.0` and the date each built-in table is as of.
std::string version_text();

}  // namespace claimcheck
