// Reading a money figure and what it is per: per token (input, output or
// both), per GPU-hour (on an accelerator), per byte of egress, or a bare cost.
#pragma once

#include <optional>

#include "claims/fact_builder.h"
#include "tables/catalogue.h"

namespace claimcheck {

/// The facts of the money token `m` and the tokens after it; `expected` is
/// the field a keyword asked for (`egress $0.09/GB`, `at $2/GPU-hour`).
/// `per_option`: a price per named accelerator-hour (`$3.50/B200-hour`) is
/// that accelerator's price, bound to it, and does not name the record's
/// hardware (a plan compares several, each at its own price).
Match read_price(const FactBuilder& b, const Catalogue& catalogue, Tokens all, const Token& m,
                 Tokens rest, std::optional<Field> expected, bool per_option = false);

}  // namespace claimcheck
