// Reading FILES, writing --output, and the terminal.
#include "cli/files.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace claimcheck {

namespace fs = std::filesystem;

Diagnostic file_error(const std::string& file, std::string message) {
  Diagnostic d;
  d.where.file = file;
  d.message = std::move(message);
  return d;
}

void print_diagnostics(const std::vector<Diagnostic>& diagnostics, std::ostream& err) {
  for (const auto& d : diagnostics) err << render(d);
}

std::string read_all(std::istream& in) {
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool read_file(const std::string& file, std::string& text, std::vector<Diagnostic>& diagnostics) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    diagnostics.push_back(file_error(file, "cannot open"));
    return false;
  }
  text = read_all(in);
  return true;
}

namespace {

/// The report's destination: standard output, or --output FILE written to a
/// temporary file and renamed into place by commit(), so a failure leaves
/// any previous file as it was.
class Output {
 public:
  Output(const std::string& path, std::ostream& fallback);
  ~Output();
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;
  bool ok() const { return path_.empty() || file_.is_open(); }
  std::ostream& stream() { return *stream_; }
  /// Flushes, and renames the file into place; a diagnostic when it cannot.
  bool commit(std::vector<Diagnostic>& diagnostics);

 private:
  std::string path_, temp_;
  std::ofstream file_;
  std::ostream* stream_;
  bool committed_ = false;
};

}  // namespace

Output::Output(const std::string& path, std::ostream& fallback) : path_(path), stream_(&fallback) {
  if (path_.empty()) return;
  temp_ = path_ + ".claimcheck-partial";
  file_.open(temp_, std::ios::binary | std::ios::trunc);
  stream_ = &file_;
}

Output::~Output() {
  if (!temp_.empty() && !committed_) std::remove(temp_.c_str());
}

bool Output::commit(std::vector<Diagnostic>& diagnostics) {
  stream_->flush();
  if (path_.empty()) return true;
  file_.close();
  if (!file_ || std::rename(temp_.c_str(), path_.c_str()) != 0) {
    diagnostics.push_back(file_error(path_, "cannot write the output"));
    return false;
  }
  committed_ = true;
  return true;
}

bool use_color(const CommonOptions& o) {
  if (o.color == "always") return true;
  if (o.color == "never" || o.format != Format::text || !o.output.empty()) return false;
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color && *no_color) return false;
  return isatty(STDOUT_FILENO) != 0;
}

int with_output(const CommonOptions& options, std::ostream& out, std::ostream& err,
                const std::function<int(std::ostream&)>& command) {
  Output output(options.output, out);
  if (!output.ok()) {
    err << render(file_error(options.output, "cannot write the output"));
    return kExitInput;
  }
  const int status = command(output.stream());
  // A command that could not start (exit 2, nothing written) keeps the old file.
  if (status == kExitInput && !options.output.empty() && output.stream().tellp() <= 0)
    return status;
  std::vector<Diagnostic> diagnostics;
  if (!output.commit(diagnostics)) {
    for (const auto& d : diagnostics) err << render(d);
    return kExitInput;
  }
  return status;
}

std::vector<std::string> expand_inputs(const std::vector<std::string>& args,
                                       const std::string& extension,
                                       std::vector<Diagnostic>& diagnostics) {
  std::vector<std::string> files;
  for (const auto& a : args) {
    if (a == "-") {
      files.push_back(a);
      continue;
    }
    std::error_code ec;
    if (fs::is_directory(a, ec)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(a, ec);
           !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file(ec) && it->path().extension() == extension)
          found.push_back(it->path().string());
      std::sort(found.begin(), found.end());
      if (found.empty())
        diagnostics.push_back(
            file_error(a, fmt::format("no {} files in this directory", extension)));
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::exists(a, ec)) {
      files.push_back(a);
    } else {
      diagnostics.push_back(file_error(a, "no such file or directory"));
    }
  }
  return files;
}

}  // namespace claimcheck
