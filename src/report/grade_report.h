// What `claimcheck grade` writes: each submission's marks, exercise by
// exercise, with the reason for each lost mark; as text, JSON
// (claimcheck-grade/1), a Markdown class table, or a CSV gradebook.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "eval/grading.h"
#include "report/format.h"

namespace claimcheck {

void write_grades(std::ostream& out, const std::string& key_file,
                  const std::vector<SubmissionMarks>& submissions, const GradeOptions& options,
                  Format format);

}  // namespace claimcheck
