// The grade report.
#include "report/grade_report.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <ostream>

#include "report/json.h"
#include "report/table_cells.h"

namespace claimcheck {
namespace {

void write_text(std::ostream& out, const std::string& key_file,
                const std::vector<SubmissionMarks>& subs) {
  for (const auto& s : subs) {
    out << fmt::format("{}: {} of {}\n", s.file, s.score(), s.out_of());
    for (const auto& e : s.exercises) {
      out << fmt::format("  {}: claim {}, prediction {}\n", e.name, e.claim, e.prediction);
      for (const auto& r : e.reasons) out << fmt::format("      {}\n", r);
    }
  }
  int total = 0, out_of = 0;
  for (const auto& s : subs) {
    total += s.score();
    out_of = s.out_of();
  }
  out << fmt::format("{} submission{} graded against {}", subs.size(), subs.size() == 1 ? "" : "s",
                     key_file);
  if (!subs.empty())
    out << fmt::format(": mean {:.1f} of {}", static_cast<double>(total) / subs.size(), out_of);
  out << "\n";
}

void write_json(std::ostream& out, const std::string& key_file,
                const std::vector<SubmissionMarks>& subs, const GradeOptions& options) {
  using Json = nlohmann::ordered_json;
  Json list = Json::array();
  for (const auto& s : subs) {
    Json exercises = Json::array();
    for (const auto& e : s.exercises)
      exercises.push_back({{"name", e.name},
                           {"claim", e.claim},
                           {"prediction", e.prediction},
                           {"reasons", e.reasons}});
    list.push_back(
        {{"file", s.file}, {"score", s.score()}, {"out_of", s.out_of()}, {"exercises", exercises}});
  }
  const Json doc = {{"schema", "claimcheck-grade/1"},
                    {"key", key_file},
                    {"tolerance", options.tolerance},
                    {"submissions", list}};
  out << json_text(doc, 1) << "\n";
}

void write_markdown(std::ostream& out, const std::string& key_file,
                    const std::vector<SubmissionMarks>& subs, const GradeOptions& options) {
  out << "# Grades\n\n";
  const std::size_t n = subs.empty() ? 0 : subs.front().exercises.size();
  out << fmt::format(
      "Key: `{}`, {} exercise{}, two marks each: the claim (the key's figures, within {}%) and "
      "the prediction (the submission's expect lines hold on its own record).\n\n",
      markdown_cell(key_file), n, n == 1 ? "" : "s", options.tolerance * 100);
  if (subs.empty()) return;
  out << "| submission |";
  for (const auto& e : subs.front().exercises) out << " " << markdown_cell(e.name) << " |";
  out << " score |\n|---|";
  for (std::size_t i = 0; i < n; ++i) out << "---|";
  out << "---|\n";
  for (const auto& s : subs) {
    out << "| " << markdown_cell(s.file) << " |";
    for (const auto& e : s.exercises) out << fmt::format(" {} |", e.claim + e.prediction);
    out << fmt::format(" {}/{} |\n", s.score(), s.out_of());
  }
  for (const auto& s : subs) {
    bool any = false;
    for (const auto& e : s.exercises)
      for (const auto& r : e.reasons) {
        if (!any) out << fmt::format("\n## {}\n\n", markdown_cell(s.file));
        any = true;
        out << fmt::format("- {}: {}\n", markdown_cell(e.name), markdown_cell(r));
      }
  }
}

void write_csv(std::ostream& out, const std::vector<SubmissionMarks>& subs) {
  out << "submission";
  if (!subs.empty())
    for (const auto& e : subs.front().exercises)
      out << "," << csv_field(e.name + " claim") << "," << csv_field(e.name + " prediction");
  out << ",score,out_of\n";
  for (const auto& s : subs) {
    out << csv_field(s.file);
    for (const auto& e : s.exercises) out << "," << e.claim << "," << e.prediction;
    out << "," << s.score() << "," << s.out_of() << "\n";
  }
}

}  // namespace

void write_grades(std::ostream& out, const std::string& key_file,
                  const std::vector<SubmissionMarks>& submissions, const GradeOptions& options,
                  Format format) {
  switch (format) {
    case Format::json:
      return write_json(out, key_file, submissions, options);
    case Format::markdown:
      return write_markdown(out, key_file, submissions, options);
    case Format::csv:
      return write_csv(out, submissions);
    default:
      return write_text(out, key_file, submissions);
  }
}

}  // namespace claimcheck
