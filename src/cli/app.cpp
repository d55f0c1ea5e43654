// The command line's definition (cli/app.h).
#include "cli/app.h"

#include <fmt/format.h>

#include "eval/environment.h"
#include "import/price_tables.h"
#include "report/provenance.h"

namespace claimcheck {

std::string version_text() {
  Environment env;
  std::vector<Diagnostic> diagnostics;
  if (!Environment::builtin(env, diagnostics, false))
    return fmt::format("claimcheck {}", claimcheck_version());
  return provenance_of(env).line();
}

CommandLine::CommandLine() {
  app.set_version_flag("--version", [] { return version_text(); },
                       "print the version and the date of each built-in table, and exit");
  app.require_subcommand(1);
  app.fallthrough();  // common options may come before or after the command
  fail_on = level_name(*CommonOptions{}.fail_on.level);
  CommonOptions& o = options;
  // Each takes one value and may be repeated, so that none swallows FILES:
  // `claimcheck check --rules mine.rules claims.claims`.
  auto one_each = [](CLI::Option* option) {
    option->expected(1)->allow_extra_args(false)->multi_option_policy(
        CLI::MultiOptionPolicy::TakeAll);
  };
  one_each(app.add_option("--hardware", o.hardware_files,
                          "TOML table overriding or adding catalogue entries (repeatable)"));
  one_each(app.add_option("--models", o.model_files,
                          "TOML table overriding or adding model catalogue entries (repeatable)"));
  one_each(app.add_option("--assumptions", o.assumption_files,
                          "TOML table overriding or adding assumptions (repeatable)"));
  one_each(app.add_option("--wordings", o.wordings_files,
                          "TOML table of wordings adding spellings the readers know (repeatable)"));
  one_each(app.add_option("--rules", o.rule_paths,
                          "a rule file, or a directory of *.rules files, to add (repeatable)"));
  app.add_flag("--no-builtin", o.no_builtin, "use only the rules given with --rules");
  choices["--format"] = {"text", "json", "sarif", "markdown", "html", "csv"};
  app.add_option("--format", format,
                 "output format: text or json; check also sarif, markdown or html, estimate "
                 "markdown or html, grade and audit markdown or csv")
      ->check(CLI::IsMember(choices["--format"]));
  app.add_option("--output", o.output, "write the report to FILE (whole, or not at all)");
  file_options = {"--hardware", "--models", "--assumptions", "--wordings", "--rules",
                  "--output"};
  std::vector<std::string> levels = ranked_level_names();
  levels.push_back(level_name(Level::unchecked));
  choices["--fail-on"] = levels;
  app.add_option("--fail-on", fail_on,
                 "exit 1 when a finding reaches this level, or (with unchecked, alone or after a "
                 "comma) when a claim is unchecked: implausible,unchecked")
      ->check(CLI::Validator(
          [](std::string& value) {
            FailOn parsed;
            if (parse_fail_on(value, parsed)) return std::string();
            return fmt::format(
                "--fail-on takes a level ({}), unchecked, or both: "
                "implausible,unchecked",
                fmt::join(ranked_level_names(), ", "));
          },
          "LEVEL[,unchecked]"));
  choices["--color"] = {"auto", "always", "never"};
  app.add_option("--color", o.color, "colour the verdicts")
      ->check(CLI::IsMember(choices["--color"]));

  check = app.add_subcommand("check", "evaluate every record against the rules");
  check->add_option("files", files, "claims files, directories or - for standard input")
      ->required();
  // The value only after '=', so that --explain never takes a FILE.
  choices["--explain"] = {"readable", "all", "brief"};
  check
      ->add_flag("--explain{readable}", explain,
                 "show the working: --explain for each rule that applied, --explain=all for "
                 "every rule, --explain=brief as a worked answer (the numbers filled in)")
      ->check(CLI::IsMember(choices["--explain"]));
  check->add_flag("--show-ok", o.show_ok,
                  "a line for every finding that applied, ok ones too, with its key figures");
  estimate =
      app.add_subcommand("estimate", "the calculator: plan records, hardware options side by side");
  estimate->add_option("files", files, "claims files with plan records, directories or -")
      ->required();
  estimate->add_flag("--explain{readable}", explain, "show the working of every option")
      ->check(CLI::IsMember(choices["--explain"]));
  extract = app.add_subcommand("extract", "draft claims records from prose (.txt, .md or -)");
  extract->add_option("files", files, "text or Markdown files, directories of .txt files, or -")
      ->required();
  extract->add_flag("--explain", o.explain_extract, "say which cue attached each figure");
  for (auto* command : {check, estimate})
    command->add_flag("--prose", o.prose, "standard input (-) is prose, to extract and check");
  test = app.add_subcommand("test", "verify the expect lines of the records");
  test->add_option("files", files, "claims files, directories or -")->required();
  parse = app.add_subcommand("parse", "echo how every fact was read");
  parse->add_option("files", files, "claims files, directories or -")->required();
  check
      ->add_option("-j,--jobs", o.jobs,
                   "threads checking a file's chunks (0, the default: one per core); "
                   "the report is the same for any number")
      ->check(CLI::Range(0u, 1024u));
  audit = app.add_subcommand("audit",
                             "the auditor's table: api records' prices against the cost of serving "
                             "them, offers grouped by model, outliers flagged");
  audit->add_option("files", files, "claims files with api records, directories or -")->required();
  for (auto* command : {check, estimate, test, parse, audit})
    command->add_flag("--keep-going", o.keep_going,
                      "report the good records of a file with input errors too (still exit 2)");
  rules = app.add_subcommand("rules", "list the loaded rules");
  hardware = app.add_subcommand("hardware", "list the accelerator catalogue");
  models = app.add_subcommand("models", "list the model catalogue");
  wordings = app.add_subcommand("wordings",
                                "list the wordings the readers know: spellings, meaning, example");
  assumptions = app.add_subcommand("assumptions", "list the assumptions, with their sources");
  grade = app.add_subcommand("grade",
                             "mark a class: each submission's records against a key's, a mark "
                             "for the claim and one for the prediction");
  grade->add_option("files", files, "the key (KEY.claims), then the submissions (files or directories)")
      ->required();
  grade->add_flag("--sheet", grade_sheet,
                  "write the key's blank exercise sheet: each record's comments and name");
  grade->add_option("--tolerance", grade_tolerance,
                    "how far a figure may be from the key's, in percent (default 5)")
      ->check(CLI::Range(0.0, 100.0));
  glossary = app.add_subcommand("glossary", "what the terms of the messages mean (MFU, PUE ...)");
  glossary->add_option("terms", glossary_terms, "the terms to explain (default: every one)");
  import = app.add_subcommand(
      "import", "write a price table's offers as api records: litellm, genai-prices or openrouter");
  choices["table"] = price_table_names();
  import->add_option("table", import_table, "the table's format: litellm, genai-prices or openrouter")
      ->required()
      ->check(CLI::IsMember(choices["table"]));
  import->add_option("file", import_file, "the table (JSON), or - for standard input")->required();
}

}  // namespace claimcheck
