// Loading the tables and rules named on the command line.
#include "cli/session.h"

#include <algorithm>
#include <fstream>
#include <ostream>
#include <thread>

#include "cli/files.h"
#include "eval/estimate.h"

namespace claimcheck {

bool load_catalogue(const CommonOptions& options, Catalogue& catalogue,
                    std::vector<Diagnostic>& diagnostics) {
  catalogue = Catalogue::builtin(diagnostics);
  if (!diagnostics.empty()) return false;
  for (const auto& file : options.hardware_files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      diagnostics.push_back(file_error(file, "cannot open the hardware table"));
      return false;
    }
    if (!catalogue.load(read_all(in), file, diagnostics)) return false;
  }
  return true;
}

bool load_models(const CommonOptions& options, const Catalogue& catalogue, ModelCatalogue& models,
                 std::vector<Diagnostic>& diagnostics) {
  models = ModelCatalogue::builtin(catalogue, diagnostics);
  if (!diagnostics.empty()) return false;
  for (const auto& file : options.model_files) {
    std::string text;
    if (!read_file(file, text, diagnostics) || !models.load(text, file, &catalogue, diagnostics))
      return false;
  }
  return true;
}

bool load_environment(const CommonOptions& options, Environment& env,
                      std::vector<Diagnostic>& diagnostics) {
  if (!load_catalogue(options, env.catalogue, diagnostics) ||
      !load_models(options, env.catalogue, env.models, diagnostics))
    return false;
  env.assumptions = Assumptions::builtin(diagnostics);
  if (!diagnostics.empty()) return false;
  for (const auto& file : options.assumption_files) {
    std::string text;
    if (!read_file(file, text, diagnostics) || !env.assumptions.load(text, file, diagnostics))
      return false;
  }
  bool ok = options.no_builtin || env.rules.load_builtin(env.assumptions, diagnostics);
  std::vector<std::string> rule_files = expand_inputs(options.rule_paths, ".rules", diagnostics);
  if (!diagnostics.empty()) ok = false;
  for (const auto& file : rule_files) {
    std::string text;
    ok = read_file(file, text, diagnostics) &&
         env.rules.load(text, file, false, env.assumptions, diagnostics) && ok;
  }
  // A rule file that replaces the calculator must still give its columns.
  if (ok) ok = check_estimate_columns(env.rules, diagnostics);
  // Warnings (a range used twice in a formula) do not stop loading.
  return ok && std::none_of(diagnostics.begin(), diagnostics.end(),
                            [](const Diagnostic& d) { return d.severity == Severity::error; });
}

bool start_session(const std::vector<std::string>& files, const CommonOptions& options, Needs needs,
                   std::ostream& err, Session& session, const std::string& extension) {
  std::vector<Diagnostic> diagnostics;
  const bool loaded =
      needs == Needs::catalogue
          ? load_catalogue(options, session.env.catalogue, diagnostics) &&
                load_models(options, session.env.catalogue, session.env.models, diagnostics)
          : load_environment(options, session.env, diagnostics);
  print_diagnostics(diagnostics, err);
  if (!loaded) return false;
  diagnostics.clear();
  session.inputs = expand_inputs(files, extension, diagnostics);
  session.input_error = !diagnostics.empty();
  session.prose_stdin = options.prose;
  session.keep_going = options.keep_going;
  session.jobs =
      options.jobs > 0 ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  session.chunk_bytes = options.chunk_bytes;
  print_diagnostics(diagnostics, err);
  return true;
}

}  // namespace claimcheck
