// claimcheck over text: each use of the command line as one call that takes
// the input as text and returns the report as text, with no file, thread or
// terminal. The web page's binding (src/web/) calls these; so can any host.
#pragma once

#include <string>
#include <string_view>

#include "eval/environment.h"
#include "report/format.h"

namespace claimcheck {

/// What a call gives: the report, the diagnostics (rendered as the command
/// line prints them, with `name:line:col`, the line and a caret), and the
/// exit status the command line would give (0, 1 for findings at or above
/// implausible, 2 for unusable input, which gets no report).
struct TextResult {
  int status = 0;
  std::string output;
  std::string diagnostics;
};

/// The built-in rules and tables, loaded once.
const Environment& builtin_environment();

/// `claimcheck check`: `text` is claims text named `name`, or prose with
/// `prose`. `format`: text, json, sarif, markdown or html.
TextResult check_text(const Environment& env, std::string_view text, const std::string& name,
                      Format format, Explain explain, bool prose);

/// `claimcheck estimate`: plan records. `format`: text, json, markdown or html.
TextResult estimate_text(const Environment& env, std::string_view text, const std::string& name,
                         Format format, Explain explain);

/// `claimcheck extract`: draft records from prose. `format`: text or json.
TextResult extract_text(const Environment& env, std::string_view text, const std::string& name,
                        Format format, bool explain);

/// `claimcheck rules|hardware|models|assumptions`: `what` is one of those.
TextResult list_text(const Environment& env, std::string_view what, Format format);

}  // namespace claimcheck
