// claimcheck: sanity-checks figures in announcements about AI models.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <iostream>
#include <map>

#include "cli/commands.h"
#include "cli/files.h"
#include "report/provenance.h"

int main(int argc, char** argv) {
  using namespace claimcheck;
  CLI::App app{"claimcheck: checks the arithmetic of claims about AI models"};
  app.set_version_flag("--version", std::string("claimcheck ") + claimcheck_version());
  app.require_subcommand(1);
  app.fallthrough();  // common options may come before or after the command
  CommonOptions o;
  std::string format = "text", fail_on = level_name(*CommonOptions{}.fail_on.level);
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
  one_each(app.add_option("--rules", o.rule_paths,
                          "a rule file, or a directory of *.rules files, to add (repeatable)"));
  app.add_flag("--no-builtin", o.no_builtin, "use only the rules given with --rules");
  app.add_option("--format", format,
                 "output format: text or json; check also sarif, markdown or html, estimate "
                 "markdown or html")
      ->check(CLI::IsMember({"text", "json", "sarif", "markdown", "html"}));
  app.add_option("--output", o.output, "write the report to FILE (whole, or not at all)");
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
  app.add_option("--color", o.color, "colour the verdicts")
      ->check(CLI::IsMember({"auto", "always", "never"}));

  std::vector<std::string> files;
  auto* check = app.add_subcommand("check", "evaluate every record against the rules");
  check->add_option("files", files, "claims files, directories or - for standard input")
      ->required();
  // The value only after '=', so that --explain never takes a FILE.
  std::string explain;
  check
      ->add_flag("--explain{readable}", explain,
                 "show the working: --explain for each rule that applied, --explain=all for "
                 "every rule")
      ->check(CLI::IsMember({"readable", "all"}));
  auto* estimate =
      app.add_subcommand("estimate", "the calculator: plan records, hardware options side by side");
  estimate->add_option("files", files, "claims files with plan records, directories or -")
      ->required();
  estimate->add_flag("--explain{readable}", explain, "show the working of every option")
      ->check(CLI::IsMember({"readable", "all"}));
  auto* extract = app.add_subcommand("extract", "draft claims records from prose (.txt, .md or -)");
  extract->add_option("files", files, "text or Markdown files, directories of .txt files, or -")
      ->required();
  extract->add_flag("--explain", o.explain_extract, "say which cue attached each figure");
  for (auto* command : {check, estimate})
    command->add_flag("--prose", o.prose, "standard input (-) is prose, to extract and check");
  auto* test = app.add_subcommand("test", "verify the expect lines of the records");
  test->add_option("files", files, "claims files, directories or -")->required();
  auto* parse = app.add_subcommand("parse", "echo how every fact was read");
  parse->add_option("files", files, "claims files, directories or -")->required();
  check
      ->add_option("-j,--jobs", o.jobs,
                   "threads checking a file's chunks (0, the default: one per core); "
                   "the report is the same for any number")
      ->check(CLI::Range(0u, 1024u));
  for (auto* command : {check, estimate, test, parse})
    command->add_flag("--keep-going", o.keep_going,
                      "report the good records of a file with input errors too (still exit 2)");
  auto* rules = app.add_subcommand("rules", "list the loaded rules");
  auto* hardware = app.add_subcommand("hardware", "list the accelerator catalogue");
  auto* models = app.add_subcommand("models", "list the model catalogue");
  auto* assumptions = app.add_subcommand("assumptions", "list the assumptions, with their sources");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int status = app.exit(e);
    return status == 0 ? 0 : kExitInput;
  }
  for (Format f : {Format::text, Format::json, Format::sarif, Format::markdown, Format::html})
    if (format == format_name(f)) o.format = f;
  // Shared reports are for check (all three) and estimate (Markdown, HTML).
  const bool shared = o.format != Format::text && o.format != Format::json;
  if (shared && !check->parsed() && !(estimate->parsed() && o.format != Format::sarif)) {
    std::cerr << fmt::format("error: --format {} is for {}; this command writes text or json\n",
                             format, o.format == Format::sarif ? "check" : "check and estimate");
    return kExitInput;
  }
  parse_fail_on(fail_on, o.fail_on);
  o.explain = explain.empty() ? Explain::none : explain == "all" ? Explain::all : Explain::readable;
  // Every report goes through with_output: standard output, or --output
  // written whole.
  auto to_output = [&](auto command) { return with_output(o, std::cout, std::cerr, command); };
  if (extract->parsed()) {
    if (o.explain_extract) o.explain = Explain::readable;
    return to_output([&](std::ostream& out) { return run_extract(files, o, out, std::cerr); });
  }
  if (check->parsed())
    return to_output([&](std::ostream& out) { return run_check(files, o, out, std::cerr); });
  if (estimate->parsed())
    return to_output([&](std::ostream& out) { return run_estimate(files, o, out, std::cerr); });
  if (test->parsed())
    return to_output([&](std::ostream& out) { return run_test(files, o, out, std::cerr); });
  if (parse->parsed())
    return to_output([&](std::ostream& out) { return run_parse(files, o, out, std::cerr); });
  if (rules->parsed())
    return to_output([&](std::ostream& out) { return run_rules(o, out, std::cerr); });
  if (hardware->parsed())
    return to_output([&](std::ostream& out) { return run_hardware(o, out, std::cerr); });
  if (assumptions->parsed())
    return to_output([&](std::ostream& out) { return run_assumptions(o, out, std::cerr); });
  if (models->parsed())
    return to_output([&](std::ostream& out) { return run_models(o, out, std::cerr); });
  return kExitInput;
}
