// What to say about a unit or an accelerator name claimcheck cannot read.
// A "did you mean" must never lead a reader to a different figure: another
// accelerator model, a unit of another magnitude or quantity, or a word
// that drops a scale. With no safe suggestion, the advice says what is known.
#pragma once

#include <optional>
#include <string>

#include "tables/catalogue.h"
#include "vocab/fields.h"

namespace claimcheck {

/// The model number of an accelerator's name, lower case: `h100` for
/// `H100-80GB` and `H1OO`, `b200` for `DGX B200`, `v5p` for `TPU v5p`;
/// empty when the name has no digit.
std::string model_key(std::string_view name);

/// What follows "unknown hardware 'NAME'": `; did you mean 'X'?` for a
/// spelling of the same model, else what the catalogue has of that model.
std::string hardware_advice(const std::string& name, const Catalogue& catalogue);

/// What follows "unknown unit 'PHRASE'" after the number `number` (as
/// written): a safe `; did you mean 'X'?`, or why the phrase is not read.
std::string unit_advice(const std::string& phrase, const std::string& number,
                        std::optional<Field> expected, const Catalogue& catalogue);

}  // namespace claimcheck
