// The web page's binding: the text API (api/text_api.h) as C functions for
// JavaScript (ccall), one per use. Each returns the report; cc_status() and
// cc_diagnostics() give the exit status and the diagnostics of the last call.
// No command line, threads or files: text in, text out.
#include <emscripten/emscripten.h>

#include <string>

#include "api/text_api.h"
#include "report/provenance.h"

namespace {

claimcheck::TextResult last;

claimcheck::Format format_of(const char* name) {
  using claimcheck::Format;
  for (Format f : {Format::text, Format::json, Format::sarif, Format::markdown, Format::html})
    if (claimcheck::format_name(f) == std::string(name)) return f;
  return Format::text;
}

claimcheck::Explain explain_of(int explain) {
  return explain == 3   ? claimcheck::Explain::brief
         : explain == 2 ? claimcheck::Explain::all
         : explain == 1 ? claimcheck::Explain::readable
                        : claimcheck::Explain::none;
}

const char* keep(claimcheck::TextResult r) {
  last = std::move(r);
  return last.output.c_str();
}

}  // namespace

extern "C" {

/// check: claims text (or prose, with `prose`) named `name`; `format` text,
/// json, sarif, markdown or html; `explain` 0, 1 (readable), 2 (all) or 3 (brief,
/// the student view).
EMSCRIPTEN_KEEPALIVE const char* cc_check(const char* text, const char* name, const char* format,
                                          int explain, int prose) {
  return keep(claimcheck::check_text(claimcheck::builtin_environment(), text, name,
                                     format_of(format), explain_of(explain), prose != 0));
}

/// estimate: plan records; `format` text, json, markdown or html.
EMSCRIPTEN_KEEPALIVE const char* cc_estimate(const char* text, const char* name,
                                             const char* format, int explain) {
  return keep(claimcheck::estimate_text(claimcheck::builtin_environment(), text, name,
                                        format_of(format), explain_of(explain)));
}

/// extract: draft records from prose; `format` text or json.
EMSCRIPTEN_KEEPALIVE const char* cc_extract(const char* text, const char* name,
                                            const char* format, int explain) {
  return keep(claimcheck::extract_text(claimcheck::builtin_environment(), text, name,
                                       format_of(format), explain != 0));
}

/// rules, hardware, models or assumptions; `format` text or json.
EMSCRIPTEN_KEEPALIVE const char* cc_list(const char* what, const char* format) {
  return keep(claimcheck::list_text(claimcheck::builtin_environment(), what, format_of(format)));
}

EMSCRIPTEN_KEEPALIVE int cc_status() {
  return last.status;
}

EMSCRIPTEN_KEEPALIVE const char* cc_diagnostics() {
  return last.diagnostics.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* cc_version() {
  return claimcheck::claimcheck_version();
}
}
