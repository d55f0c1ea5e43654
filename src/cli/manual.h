// The man page and the shell completions, generated from the command line's
// definition (cli/app.h): what --help lists, they list.
#pragma once

#include <string>
#include <string_view>

#include "cli/app.h"

namespace claimcheck {

/// The man page: `page` (docs/claimcheck.1.in) with `@VERSION@`,
/// `@GLOBAL_OPTIONS@` and `@COMMANDS@` filled in from the definition.
std::string man_page(const CommandLine& cl, std::string_view page);

/// A completion script for bash, zsh or fish; empty for another shell.
std::string completion_script(const CommandLine& cl, std::string_view shell);

}  // namespace claimcheck
