// `prose_score DIR [--details]`: the extractor's recall and precision on a
// directory of prose files with gold records.
#include <cstring>
#include <iostream>
#include <string>

#include "prose_score.h"
#include "test_support.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: prose_score DIR... [--details]\n";
    return 2;
  }
  bool details = false;
  for (int i = 1; i < argc; ++i) details = details || std::strcmp(argv[i], "--details") == 0;
  const auto& env = claimcheck::testing::builtin_environment();
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--details") == 0) continue;
    int files = 0;
    const auto s = claimcheck::testing::score_prose_directory(argv[i], env, &files);
    std::cout << argv[i] << ": " << files << " files, " << s.gold << " gold facts, " << s.extracted
              << " extracted, " << s.right << " right: recall " << 100 * s.recall()
              << "%, precision " << 100 * s.precision() << "%, " << s.power_of_ten
              << " off by a power of ten\n";
    if (details)
      for (const auto& d : s.details) std::cout << "  " << d << "\n";
  }
  return 0;
}
