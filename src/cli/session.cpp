// Loading the tables and rules named on the command line.
#include "cli/session.h"

#include <algorithm>
#include <fstream>
#include <future>
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
  for (const auto& file : options.wordings_files) {
    std::string text;
    if (!read_file(file, text, diagnostics) || !catalogue.load_wordings(text, file, diagnostics))
      return false;
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

namespace {

/// The assumptions and the rules: the half of load_environment that does not
/// read the catalogues. `assumed` is where the built-in assumptions'
/// diagnostics end, `expanded` where those of naming the rule files do.
bool load_assumptions_and_rules(const CommonOptions& options, Environment& env,
                                std::vector<Diagnostic>& diagnostics, std::size_t& assumed,
                                std::size_t& expanded) {
  assumed = expanded = 0;
  env.assumptions = Assumptions::builtin(diagnostics);
  assumed = diagnostics.size();
  if (!diagnostics.empty()) return false;
  for (const auto& file : options.assumption_files) {
    std::string text;
    if (!read_file(file, text, diagnostics) || !env.assumptions.load(text, file, diagnostics))
      return false;
  }
  bool ok = options.no_builtin || env.rules.load_builtin(env.assumptions, diagnostics);
  std::vector<std::string> rule_files = expand_inputs(options.rule_paths, ".rules", diagnostics);
  expanded = diagnostics.size();
  for (const auto& file : rule_files) {
    std::string text;
    ok = read_file(file, text, diagnostics) &&
         env.rules.load(text, file, false, env.assumptions, diagnostics) && ok;
  }
  return ok;
}

}  // namespace

bool load_environment(const CommonOptions& options, Environment& env,
                      std::vector<Diagnostic>& diagnostics) {
  // The catalogues on one thread, the assumptions and rules on another: the
  // two halves read nothing of each other's. The diagnostics are put
  // together as one thread would have made them, and only those it would
  // have reached.
  auto catalogues = [&](std::vector<Diagnostic>& found) {
    return load_catalogue(options, env.catalogue, found) &&
           load_models(options, env.catalogue, env.models, found);
  };
  std::vector<Diagnostic> from_catalogues, from_rules;
  std::size_t assumed = 0, expanded = 0;
  bool catalogued = false, ruled = false;
  if (options.jobs == 1) {
    catalogued = catalogues(from_catalogues);
    if (catalogued) ruled = load_assumptions_and_rules(options, env, from_rules, assumed, expanded);
  } else {
    auto other = std::async(std::launch::async, [&] { return catalogues(from_catalogues); });
    ruled = load_assumptions_and_rules(options, env, from_rules, assumed, expanded);
    catalogued = other.get();
  }
  diagnostics.insert(diagnostics.end(), from_catalogues.begin(), from_catalogues.end());
  if (!catalogued) return false;
  // Any diagnostic of the catalogues or the built-in assumptions, even a
  // warning, stops loading after the built-in assumptions.
  const bool stopped_early = !diagnostics.empty() || assumed > 0;
  if (stopped_early) {
    diagnostics.insert(diagnostics.end(), from_rules.begin(),
                       from_rules.begin() + static_cast<std::ptrdiff_t>(assumed));
    return false;
  }
  diagnostics.insert(diagnostics.end(), from_rules.begin(), from_rules.end());
  bool ok = ruled && expanded == 0;
  apply_size_match(env);
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
