// The output formats of the reports.
#pragma once

namespace claimcheck {

/// How a report is written: text for people, JSON for scripts.
enum class Format { text, json };

/// How much working `--explain` shows: none; the readable default (a rule
/// that does not apply is one line, sources are cited by number and written
/// once at the end); or all of it (`--explain=all`: every rule's working, and
/// each input taken from an earlier step).
enum class Explain { none, readable, all };

}  // namespace claimcheck
