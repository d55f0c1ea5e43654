// The unit table. Definitions only: these are units, not figures from the world.
#include "quantity/units.h"

#include <cctype>
#include <unordered_map>

namespace claimcheck {
namespace {

struct SiPrefix {
  char symbol;
  double factor;
};
constexpr SiPrefix kSiLarge[] = {{'k', 1e3},  {'M', 1e6},  {'G', 1e9}, {'T', 1e12},
                                 {'P', 1e15}, {'E', 1e18}, {'Z', 1e21}};

}  // namespace

const std::vector<UnitDef>& unit_table() {
  using B = BaseDim;
  static const std::vector<UnitDef> table = {
      {"FLOP", {"FLOPs"}, 1, D(B::flop), Prefixes::si_large},
      // A rate, accepted only where the claims spec says so (peaks).
      {"FLOPS", {"FLOP/s"}, 1, D(B::flop) / D(B::s), Prefixes::si_large},
      {"PF-day",
       {"PF-days", "petaflop-day", "petaflop-days", "pfs-day", "pfs-days", "petaflop/s-day",
        "petaflop/s-days", "petaflops-day", "petaflops-days", "PF/s-day", "PF/s-days",
        "PFLOP/s-day", "PFLOP/s-days"},
       1e15 * 86400,
       D(B::flop),
       Prefixes::none},
      {"param", {"params", "parameter", "parameters"}, 1, D(B::param), Prefixes::none},
      {"token", {"tokens"}, 1, D(B::token), Prefixes::none},
      {"GPU", {"GPUs"}, 1, D(B::gpu), Prefixes::none},
      {"query", {"queries"}, 1, D(B::query), Prefixes::none},
      {"USD", {}, 1, D(B::usd), Prefixes::none},
      {"s", {"second", "seconds"}, 1, D(B::s), Prefixes::none},
      {"min", {"minute", "minutes"}, 60, D(B::s), Prefixes::none},
      {"h", {"hour", "hours"}, 3600, D(B::s), Prefixes::none},
      {"day", {"days"}, 86400, D(B::s), Prefixes::none},
      {"week", {"weeks"}, 7 * 86400, D(B::s), Prefixes::none},
      {"year", {"years"}, 365.25 * 86400, D(B::s), Prefixes::none},
      {"J", {}, 1, D(B::j), Prefixes::si_large},
      {"Wh", {}, 3600, D(B::j), Prefixes::si_large},
      {"watt-hour", {"watt-hours", "watt hour", "watt hours"}, 3600, D(B::j), Prefixes::none},
      {"kilowatt-hour",
       {"kilowatt-hours", "kilowatt hour", "kilowatt hours"},
       3.6e6,
       D(B::j),
       Prefixes::none},
      {"megawatt-hour",
       {"megawatt-hours", "megawatt hour", "megawatt hours"},
       3.6e9,
       D(B::j),
       Prefixes::none},
      {"gigawatt-hour",
       {"gigawatt-hours", "gigawatt hour", "gigawatt hours"},
       3.6e12,
       D(B::j),
       Prefixes::none},
      {"W", {}, 1, D(B::j) / D(B::s), Prefixes::si_large},
      {"byte", {"bytes"}, 1, D(B::byte), Prefixes::none},
      {"KB", {"kB"}, 1e3, D(B::byte), Prefixes::none},
      {"MB", {}, 1e6, D(B::byte), Prefixes::none},
      {"GB", {}, 1e9, D(B::byte), Prefixes::none},
      {"TB", {}, 1e12, D(B::byte), Prefixes::none},
      {"PB", {}, 1e15, D(B::byte), Prefixes::none},
      {"KiB", {}, 1024.0, D(B::byte), Prefixes::none},
      {"MiB", {}, 1024.0 * 1024, D(B::byte), Prefixes::none},
      {"GiB", {}, 1024.0 * 1024 * 1024, D(B::byte), Prefixes::none},
      {"TiB", {}, 1024.0 * 1024 * 1024 * 1024, D(B::byte), Prefixes::none},
      {"gCO2e", {"gCO2eq", "g CO2e", "g CO2eq"}, 1e-3, D(B::kgco2e), Prefixes::none},
      {"kgCO2e", {"kgCO2eq", "kg CO2e", "kg CO2eq"}, 1, D(B::kgco2e), Prefixes::none},
      {"tCO2e",
       {"tCO2eq", "t CO2e", "t CO2eq", "tonnes CO2e", "tonnes CO2eq", "tonnes of CO2e",
        "tonnes of CO2eq", "tons CO2e", "tons CO2eq", "tons of CO2e", "tons of CO2eq",
        "metric tons of CO2e", "metric tons of CO2eq"},
       1000,
       D(B::kgco2e),
       Prefixes::none},
      {"ktCO2e", {"ktCO2eq", "kt CO2e", "kt CO2eq"}, 1e6, D(B::kgco2e), Prefixes::none},
      {"MtCO2e", {"MtCO2eq", "Mt CO2e", "Mt CO2eq"}, 1e9, D(B::kgco2e), Prefixes::none},
      {"L", {"litre", "litres", "liter", "liters"}, 1, D(B::litre), Prefixes::none},
      {"mL",
       {"millilitre", "millilitres", "milliliter", "milliliters"},
       1e-3,
       D(B::litre),
       Prefixes::none},
      {"%", {}, 0.01, Dimension::none(), Prefixes::none},
  };
  return table;
}

namespace {

struct Found {
  double factor;
  Dimension dim;
};

/// Every spelling find_unit accepts, prefixed ones too, built once: a name
/// or alias first (the table's first wins), then each SI prefix before a
/// unit that takes one, in the prefixes' order.
const std::unordered_map<std::string, Found>& unit_index() {
  static const std::unordered_map<std::string, Found> index = [] {
    std::unordered_map<std::string, Found> m;
    for (const auto& u : unit_table()) {
      m.emplace(u.name, Found{u.factor, u.dim});
      for (const auto& a : u.aliases) m.emplace(a, Found{u.factor, u.dim});
    }
    for (const auto& p : kSiLarge)
      for (const auto& u : unit_table()) {
        if (u.prefixes != Prefixes::si_large) continue;
        m.emplace(p.symbol + u.name, Found{u.factor * p.factor, u.dim});
        for (const auto& a : u.aliases) m.emplace(p.symbol + a, Found{u.factor * p.factor, u.dim});
      }
    return m;
  }();
  return index;
}

}  // namespace

std::optional<Unit> find_unit(std::string_view name) {
  const auto& index = unit_index();
  const auto it = index.find(std::string(name));
  if (it == index.end()) return std::nullopt;
  return Unit{std::string(name), it->second.factor, it->second.dim};
}

std::vector<std::string> unit_spellings() {
  std::vector<std::string> r;
  for (const auto& u : unit_table()) {
    r.push_back(u.name);
    r.insert(r.end(), u.aliases.begin(), u.aliases.end());
  }
  return r;
}

std::optional<UnitExpression> parse_unit_expression(std::string_view text,
                                                    std::vector<std::string>& unknown) {
  UnitExpression r;
  if (text.empty() || text == "1") return r;
  const std::size_t unknown_before = unknown.size();
  auto take = [&](std::string_view name, bool divide) {
    const auto u = find_unit(name);
    if (!u) {
      unknown.emplace_back(name);
      return;
    }
    r.factor = divide ? r.factor / u->factor : r.factor * u->factor;
    r.dim = divide ? r.dim / u->dim : r.dim * u->dim;
  };
  const auto slash = text.find('/');
  take(text.substr(0, slash), false);
  if (slash != std::string_view::npos) {
    std::string_view rest = text.substr(slash + 1);
    if (rest.size() >= 2 && rest.front() == '(' && rest.back() == ')')
      rest = rest.substr(1, rest.size() - 2);
    for (std::size_t start = 0;;) {
      const auto star = rest.find('*', start);
      take(rest.substr(start,
                       star == std::string_view::npos ? std::string_view::npos : star - start),
           true);
      if (star == std::string_view::npos) break;
      start = star + 1;
    }
  }
  if (unknown.size() != unknown_before) return std::nullopt;
  return r;
}

}  // namespace claimcheck
