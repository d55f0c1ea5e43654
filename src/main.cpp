// claimcheck: sanity-checks figures in announcements about AI models.
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.h"

int main(int argc, char** argv) {
  using namespace claimcheck;
  CLI::App app{"claimcheck: checks the arithmetic of claims about AI models"};
  app.set_version_flag("--version", "claimcheck 0.1.0");
  app.require_subcommand(1);
  CommonOptions common;
  app.add_option("--hardware", common.hardware_files,
                 "TOML table overriding or adding catalogue entries")
      ->check(CLI::ExistingFile);

  std::vector<std::string> files;
  auto* parse = app.add_subcommand("parse", "echo how every fact was read");
  parse->add_option("files", files, "claims files, directories or - for standard input")
      ->required();
  auto* hardware = app.add_subcommand("hardware", "list the accelerator catalogue");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int status = app.exit(e);
    return status == 0 ? 0 : kExitInput;
  }
  if (parse->parsed()) return run_parse(files, common, std::cout, std::cerr);
  if (hardware->parsed()) return run_hardware(common, std::cout, std::cerr);
  return kExitInput;
}
