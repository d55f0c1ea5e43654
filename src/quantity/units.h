// The unit table: every unit name that claims and rules may write, with its
// factor to the base units and its dimension. Data, looked up by name.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "quantity/quantity.h"

namespace claimcheck {

/// Which prefixes a unit accepts.
enum class Prefixes { none, si_large };

/// One row of the unit table.
struct UnitDef {
  std::string name;                  ///< canonical spelling (`Wh`, `FLOP`, `GB`)
  std::vector<std::string> aliases;  ///< other spellings (`FLOPs`, `days`)
  double factor;                     ///< value of one unit in base units
  Dimension dim;
  Prefixes prefixes;
};

/// A resolved unit: possibly prefixed (`MWh` = M + Wh).
struct Unit {
  std::string name;  ///< as written
  double factor;
  Dimension dim;
};

/// The whole table.
const std::vector<UnitDef>& unit_table();

/// Looks up a unit by name, with SI prefixes (k M G T P E Z) where the unit
/// takes them. Case-sensitive: `MWh` is not `mWh`.
std::optional<Unit> find_unit(std::string_view name);

/// Every spelling in the table, for "did you mean".
std::vector<std::string> unit_spellings();

/// A unit as tables and rules write one: `FLOP`, `FLOP/(param*token)`,
/// `kgCO2e/kWh`, `%`, or `1` (or nothing) for a plain number.
struct UnitExpression {
  double factor = 1;  ///< value of one of it in base units
  Dimension dim;
};

/// Parses a unit expression. With an unknown unit name, nothing, and every
/// unknown name appended to `unknown`.
std::optional<UnitExpression> parse_unit_expression(std::string_view text,
                                                    std::vector<std::string>& unknown);

}  // namespace claimcheck
