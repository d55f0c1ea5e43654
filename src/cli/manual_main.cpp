// claimcheck-manual TEMPLATE DIR: writes the man page (claimcheck.1) and the
// completions (claimcheck.bash, _claimcheck, claimcheck.fish) into DIR, from
// the command line's definition. Run by the build; not installed.
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "cli/manual.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: claimcheck-manual TEMPLATE DIR\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::cerr << "claimcheck-manual: cannot read " << argv[1] << "\n";
    return 2;
  }
  const std::string page((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const claimcheck::CommandLine cl;
  const std::string dir = argv[2];
  const std::pair<const char*, std::string> files[] = {
      {"claimcheck.1", claimcheck::man_page(cl, page)},
      {"claimcheck.bash", claimcheck::completion_script(cl, "bash")},
      {"_claimcheck", claimcheck::completion_script(cl, "zsh")},
      {"claimcheck.fish", claimcheck::completion_script(cl, "fish")}};
  for (const auto& [name, text] : files) {
    const std::string path = dir + "/" + name;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out.flush()) {
      std::cerr << "claimcheck-manual: cannot write " << path << "\n";
      return 2;
    }
  }
  return 0;
}
