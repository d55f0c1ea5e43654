// Grading a class: each student's records against a key's, exercise by
// exercise. A mark for the claim (the key's figures, within a tolerance) and
// one for the prediction (the student's expect lines, held on the student's
// own record and not vacuous).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "eval/environment.h"

namespace claimcheck {

/// What an exercise is called, for matching a student's record to the key's:
/// the text before the first `:` of the name (`Exercise 2: 8B in a week` is
/// `Exercise 2`), else its first word (`E1 GPT-3` is `E1`); compared without
/// case.
std::string exercise_key(std::string_view name);

/// Whether a student's record name answers the exercise the key calls
/// `exercise` (an exercise_key()): the name starts with it, and a letter or
/// digit does not follow (`Exercise 2`, `Exercise 2: mine`, `exercise 2 -
/// answer`, but not `Exercise 20`).
bool names_exercise(std::string_view name, const std::string& exercise);

/// The key's exercise_key() for each record, made distinct: records whose
/// keys would clash (`GPT-3 small`, `GPT-3 large`) are known by their whole
/// names.
std::vector<std::string> exercise_keys(const std::vector<Record>& key);

/// One exercise of one submission.
struct ExerciseMark {
  std::string name;      ///< the key's record name
  int claim = 0;         ///< 1: the student's record has every figure of the key's
  int prediction = 0;    ///< 1: its expect lines hold, and are not vacuous
  std::vector<std::string> reasons;  ///< why each lost mark was lost
};

struct SubmissionMarks {
  std::string file;
  std::vector<ExerciseMark> exercises;  ///< every exercise of the key, in its order
  int score() const;
  int out_of() const { return static_cast<int>(exercises.size()) * 2; }
};

/// A record of a submission that could not be read: its header's line and
/// name, and the first error in it.
struct UnreadRecord {
  int line = 0;
  std::string name;
  std::string error;  ///< `file:line:col: message`
};

/// The records' headers of a claims text whose lines hold `lines` (each a
/// diagnostic's line): the name each line belongs to. For reporting the
/// records a submission's input errors made unreadable.
std::vector<UnreadRecord> unread_records(std::string_view text,
                                         const std::vector<Diagnostic>& diagnostics);

/// How close a student's figure must be to the key's: each end within
/// `tolerance` (0.05: 5%) of the key's.
struct GradeOptions {
  double tolerance = 0.05;
};

/// Grades one submission: its readable records (`records`) and those its
/// input errors made unreadable, against the key's records.
SubmissionMarks grade_submission(const std::string& file, const std::vector<Record>& key,
                                 const std::vector<Record>& records,
                                 const std::vector<UnreadRecord>& unread, const Environment& env,
                                 const GradeOptions& options);

/// The reasons an expect line earns no prediction mark whatever the claim:
/// `expect at-most impossible` always holds. Empty when it can fail.
std::string vacuous(const Expectation& e);

}  // namespace claimcheck
