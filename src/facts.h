// From tokens to facts: what each item of a record means (which field, in
// which unit), with the errors a reader of press releases needs.
#pragma once

#include <vector>

#include "claims.h"
#include "claims_parser.h"
#include "diagnostic.h"
#include "hardware.h"

namespace claimcheck {

/// Interprets a lexed record. Every error is appended to `diagnostics`;
/// returns false (and leaves `out` unspecified) when there is any.
bool interpret_record(const RecordSyntax& syntax, const RecordText& text,
                      const Catalogue& catalogue, Record& out,
                      std::vector<Diagnostic>& diagnostics);

/// The verdict words an `expect` line may use.
const std::vector<std::string>& verdict_names();

}  // namespace claimcheck
