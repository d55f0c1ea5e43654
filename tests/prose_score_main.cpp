// `prose_score DIR... [--details] [--min-recall R] [--min-precision P]
// [--max-power-errors N] [--target-recall R] [--target-precision P]
// [--verdicts]`: the extractor's recall and precision on directories of prose
// files with gold records; with --verdicts, verdict parity (the share of gold
// records whose drafted twin `check` gives the verdict the gold gets) and the
// drafted records that match no gold record. With a floor, it exits 1 when a directory falls below
// it (a test's regression guard); a target is only reported, met or not.
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "prose_score.h"
#include "test_support.h"

namespace {

double number_after(int& i, int argc, char** argv) {
  if (i + 1 >= argc) {
    std::cerr << "prose_score: " << argv[i] << " needs a number\n";
    std::exit(2);
  }
  char* end = nullptr;
  const double v = std::strtod(argv[++i], &end);
  if (!end || *end != '\0') {
    std::cerr << "prose_score: " << argv[i - 1] << " needs a number, not '" << argv[i] << "'\n";
    std::exit(2);
  }
  return v;
}

}  // namespace

int main(int argc, char** argv) {
  bool details = false, verdicts = false;
  double min_recall = -1, min_precision = -1, target_recall = -1, target_precision = -1;
  int max_power = -1;
  std::vector<std::string> dirs;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--details") == 0)
      details = true;
    else if (std::strcmp(argv[i], "--verdicts") == 0)
      verdicts = true;
    else if (std::strcmp(argv[i], "--min-recall") == 0)
      min_recall = number_after(i, argc, argv);
    else if (std::strcmp(argv[i], "--min-precision") == 0)
      min_precision = number_after(i, argc, argv);
    else if (std::strcmp(argv[i], "--max-power-errors") == 0)
      max_power = static_cast<int>(number_after(i, argc, argv));
    else if (std::strcmp(argv[i], "--target-recall") == 0)
      target_recall = number_after(i, argc, argv);
    else if (std::strcmp(argv[i], "--target-precision") == 0)
      target_precision = number_after(i, argc, argv);
    else
      dirs.emplace_back(argv[i]);
  }
  if (dirs.empty()) {
    std::cerr
        << "usage: prose_score DIR... [--details] [--min-recall R] [--min-precision P]"
           " [--max-power-errors N] [--target-recall R] [--target-precision P] [--verdicts]\n";
    return 2;
  }
  const auto& env = claimcheck::testing::builtin_environment();
  int status = 0;
  for (const auto& dir : dirs) {
    if (!std::filesystem::is_directory(dir)) {
      std::cerr << "prose_score: " << dir << ": not a directory\n";
      return 2;
    }
    int files = 0;
    const auto s = claimcheck::testing::score_prose_directory(dir, env, &files);
    const double recall = 100 * s.recall(), precision = 100 * s.precision();
    std::cout << dir << ": " << files << " files, " << s.gold << " gold facts, " << s.extracted
              << " extracted, " << s.right << " right: recall " << recall << "%, precision "
              << precision << "%, " << s.power_of_ten << " off by a power of ten\n";
    if (verdicts)
      std::cout << "  verdicts: " << s.same_verdict << " of " << s.gold_records
                << " gold records alike through prose (" << 100 * s.parity() << "%), " << s.invented
                << " drafted records invented\n";
    if (target_recall >= 0 || target_precision >= 0) {
      const bool met =
          recall >= target_recall && precision >= target_precision && s.power_of_ten == 0;
      std::cout << "  target (recall >= " << target_recall << "%, precision >= " << target_precision
                << "%, none off by a power of ten): " << (met ? "met" : "NOT met") << "\n";
    }
    if (files == 0) {
      std::cout << "  no prose files with gold records\n";
      status = 1;
    }
    if ((min_recall >= 0 && recall < min_recall) ||
        (min_precision >= 0 && precision < min_precision) ||
        (max_power >= 0 && s.power_of_ten > max_power)) {
      std::cout << "  below the floor (recall >= " << min_recall
                << "%, precision >= " << min_precision << "%, at most " << max_power
                << " off by a power of ten)\n";
      status = 1;
    }
    if (details)
      for (const auto& d : s.details) std::cout << "  " << d << "\n";
  }
  return status;
}
