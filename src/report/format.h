// The output formats of the reports.
#pragma once

namespace claimcheck {

/// How a report is written: text for people, JSON for scripts.
enum class Format { text, json };

}  // namespace claimcheck
