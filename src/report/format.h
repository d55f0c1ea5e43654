// The output formats of the reports.
#pragma once

namespace claimcheck {

/// How a report is written: text for people, JSON for scripts; SARIF for
/// code scanning, Markdown and HTML for people to share (check and estimate);
/// CSV for a gradebook (grade).
enum class Format { text, json, sarif, markdown, html, csv };

/// The name of a format, as `--format` takes it.
inline const char* format_name(Format f) {
  switch (f) {
    case Format::json:
      return "json";
    case Format::sarif:
      return "sarif";
    case Format::markdown:
      return "markdown";
    case Format::html:
      return "html";
    case Format::csv:
      return "csv";
    case Format::text:
      break;
  }
  return "text";
}

/// How much working `--explain` shows: none; the readable default (a rule
/// that does not apply is one line, sources are cited by number and written
/// once at the end); or all of it (`--explain=all`: every rule's working, and
/// each input taken from an earlier step).
enum class Explain { none, readable, all, brief };

}  // namespace claimcheck
