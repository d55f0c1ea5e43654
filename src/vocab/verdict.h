// The verdicts, declared once: the claims and rules readers, the evaluator,
// the writers and the command line all read this table.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace claimcheck {

/// Verdicts. The ranked levels, lowest to highest, are what rules say;
/// `unchecked` is a claim's verdict when no rule checked it; `not_applicable`
/// is a rule's finding when it could not be applied.
enum class Level {
  ok,
  note,
  warning,
  subsidised,
  implausible,
  impossible,
  unchecked,
  not_applicable
};

/// How many ranked levels there are (ok ... impossible): a ranked Level
/// indexes an array of this size.
inline constexpr std::size_t kRankedLevelCount = static_cast<std::size_t>(Level::unchecked);

/// One row of the verdict table.
struct VerdictDef {
  Level level;
  const char* name;     ///< as claims, rules, JSON and the command line write it
  const char* meaning;  ///< in a sentence, for help and docs
};

/// Every verdict: the ranked levels lowest to highest, then unchecked and not-applicable.
const std::vector<VerdictDef>& verdict_table();

/// The ranked levels, ok to impossible.
const std::vector<Level>& ranked_levels();
/// True for ok ... impossible.
constexpr bool is_ranked(Level l) {
  return static_cast<std::size_t>(l) < kRankedLevelCount;
}

const char* level_name(Level l);

/// Parses a verdict name (`ok` ... `impossible`, `unchecked`, `not-applicable`).
bool parse_level(std::string_view name, Level& out);

/// Every verdict name, in the table's order (what `expect` takes).
std::vector<std::string> verdict_names();

/// The ranked level names, ok to impossible (what a rule's clauses take).
std::vector<std::string> ranked_level_names();

/// What `--fail-on` names: a level, so that a finding at or above it fails
/// the run, and or `unchecked`, so that a claim no rule checked fails it.
struct FailOn {
  std::optional<Level> level = Level::implausible;
  bool unchecked = false;
};

/// Parses `--fail-on`: a comma-separated list of one ranked level and
/// `unchecked` (`implausible,unchecked`); `unchecked` alone keeps the default
/// level, implausible. False for anything else.
bool parse_fail_on(std::string_view text, FailOn& out);

/// True when a finding's verdict reaches the --fail-on level (not-applicable never does).
bool reaches(Level finding, const FailOn& fail_on);

/// True when a claim's verdict fails the run: its findings aside, an unchecked
/// claim fails it when --fail-on names unchecked.
bool fails_claim(Level claim, const FailOn& fail_on);

}  // namespace claimcheck
