// From tokens to facts: what each item of a record means (which field, in
// which unit), with the errors a reader of press releases needs.
#pragma once

#include <string>
#include <vector>

#include "claims/lexer.h"
#include "claims/record.h"
#include "claims/unit_phrases.h"
#include "tables/catalogue.h"
#include "text/diagnostic.h"

namespace claimcheck {

/// Interprets a lexed record. Every error is appended to `diagnostics`;
/// returns false (and leaves `out` unspecified) when there is any. With
/// `phrases` (for `catalogue`), unit phrases are looked up through it.
/// Every word that starts a fact (`source`, `MFU`, `wall-clock`, `for` ...),
/// as the keyword table spells it: for editors' grammars and their tests.
std::vector<std::string> claims_keywords();

bool interpret_record(const RecordSyntax& syntax, const RecordText& text,
                      const Catalogue& catalogue, Record& out, std::vector<Diagnostic>& diagnostics,
                      UnitPhrases* phrases = nullptr);

}  // namespace claimcheck
