// The verdicts, lowest to highest, declared once: the claims and rules
// readers, the evaluator, the writers and the command line all read this table.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace claimcheck {

/// Verdict levels, lowest to highest; not_applicable sits apart.
enum class Level { ok, note, warning, subsidised, implausible, impossible, not_applicable };

/// How many ranked levels there are (ok ... impossible): a Level below
/// not_applicable indexes an array of this size.
inline constexpr std::size_t kRankedLevelCount = static_cast<std::size_t>(Level::not_applicable);

/// One row of the verdict table.
struct VerdictDef {
  Level level;
  const char* name;  ///< as claims, rules, JSON and the command line write it
};

/// Every verdict, lowest to highest, then not-applicable.
const std::vector<VerdictDef>& verdict_table();

/// The ranked levels, ok to impossible (not-applicable aside).
const std::vector<Level>& ranked_levels();

const char* level_name(Level l);

/// Parses a verdict name (`ok` ... `impossible`, `not-applicable`).
bool parse_level(std::string_view name, Level& out);

/// Every verdict name, not-applicable last (what `expect` takes).
std::vector<std::string> verdict_names();

/// The ranked level names, ok to impossible (what `--fail-on` and a rule's clauses take).
std::vector<std::string> ranked_level_names();

/// True when a verdict reaches a `--fail-on` level (not-applicable never does).
bool reaches(Level verdict, Level fail_on);

}  // namespace claimcheck
