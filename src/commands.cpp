// parse and hardware: reading inputs, reporting diagnostics, writing results.
#include "commands.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "builtin.h"
#include "claims_parser.h"
#include "evaluate.h"
#include "json_output.h"
#include "quantity_format.h"
#include "spelling.h"

namespace claimcheck {
Diagnostic file_error(const std::string& file, std::string message) {
  Diagnostic d;
  d.where.file = file;
  d.message = std::move(message);
  return d;
}

namespace {

namespace fs = std::filesystem;

void print_diagnostics(const std::vector<Diagnostic>& diagnostics, std::ostream& err) {
  for (const auto& d : diagnostics) err << render(d);
}

std::string read_all(std::istream& in) {
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool shows_reader_form(const Dimension& d) {
  using B = BaseDim;
  for (auto base : {B::param, B::token, B::flop, B::gpu, B::usd})
    if (d == Dimension::of(base)) return false;
  return !d.dimensionless();
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

bool use_color(const CommonOptions& o) {
  if (o.color == "always") return true;
  if (o.color == "never" || o.format != Format::text || !o.output.empty()) return false;
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color && *no_color) return false;
  return isatty(STDOUT_FILENO) != 0;
}

}  // namespace

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

bool reaches(Level verdict, Level fail_on) {
  return verdict != Level::not_applicable && verdict >= fail_on;
}

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

bool load_environment(const CommonOptions& options, Environment& env,
                      std::vector<Diagnostic>& diagnostics) {
  if (!load_catalogue(options, env.catalogue, diagnostics)) return false;
  env.assumptions = Assumptions::builtin(diagnostics);
  if (!diagnostics.empty()) return false;
  for (const auto& file : options.assumption_files) {
    std::string text;
    if (!read_file(file, text, diagnostics) || !env.assumptions.load(text, file, diagnostics))
      return false;
  }
  bool ok = true;
  if (!options.no_builtin)
    for (const auto& f : builtin_files())
      if (f.name.size() > 6 && f.name.substr(f.name.size() - 6) == ".rules")
        ok = env.rules.load(f.text, "rules/" + std::string(f.name), true, env.assumptions,
                            diagnostics) &&
             ok;
  std::vector<std::string> rule_files = expand_inputs(options.rule_paths, ".rules", diagnostics);
  if (!diagnostics.empty()) ok = false;
  for (const auto& file : rule_files) {
    std::string text;
    ok = read_file(file, text, diagnostics) &&
         env.rules.load(text, file, false, env.assumptions, diagnostics) && ok;
  }
  // Warnings (a range used twice in a formula) do not stop loading.
  return ok && std::none_of(diagnostics.begin(), diagnostics.end(),
                            [](const Diagnostic& d) { return d.severity == Severity::error; });
}

bool start_session(const std::vector<std::string>& files, const CommonOptions& options,
                   std::ostream& err, Session& session) {
  std::vector<Diagnostic> diagnostics;
  const bool loaded = load_environment(options, session.env, diagnostics);
  print_diagnostics(diagnostics, err);
  if (!loaded) return false;
  diagnostics.clear();
  session.inputs = expand_inputs(files, ".claims", diagnostics);
  session.input_error = !diagnostics.empty();
  print_diagnostics(diagnostics, err);
  return true;
}

ClaimResult check_record(const Record& record, const Environment& env) {
  ClaimResult result;
  result.record = &record;
  const EvaluationContext context{env.catalogue, env.assumptions};
  for (const auto& rule : env.rules.rules())
    if (auto f = evaluate(rule, record, context)) result.findings.push_back(std::move(*f));
  result.verdict = record_verdict(result.findings);
  return result;
}

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

bool for_each_record(const std::string& file, const Catalogue& catalogue,
                     std::vector<Diagnostic>& diagnostics,
                     const std::function<void(const Record&)>& visit) {
  // Standard input, pipes and other files that cannot be read twice are held
  // in memory; regular files are read twice, so memory stays flat.
  std::string held;
  const bool is_stdin = file == "-";
  std::error_code ec;
  const bool hold = is_stdin || !fs::is_regular_file(file, ec);
  if (is_stdin) {
    held = read_all(std::cin);
  } else if (hold) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      diagnostics.push_back(file_error(file, "cannot open"));
      return false;
    }
    held = read_all(in);
  }
  const std::string name = is_stdin ? "<stdin>" : file;
  auto open = [&]() -> std::unique_ptr<std::istream> {
    if (hold) return std::make_unique<std::istringstream>(held);
    return std::make_unique<std::ifstream>(file, std::ios::binary);
  };
  {
    auto in = open();
    if (!*in) {
      diagnostics.push_back(file_error(name, "cannot open"));
      return false;
    }
    ClaimsReader reader(*in, name, catalogue);
    std::vector<Diagnostic> found;
    Record r;
    while (reader.next(r, found)) {
    }
    if (!found.empty()) {
      sort_diagnostics(found);
      diagnostics.insert(diagnostics.end(), found.begin(), found.end());
      return false;
    }
  }
  auto in = open();
  ClaimsReader reader(*in, name, catalogue);
  std::vector<Diagnostic> found;
  Record r;
  while (reader.next(r, found)) visit(r);
  if (!found.empty()) {  // the file changed between the two readings
    diagnostics.insert(diagnostics.end(), found.begin(), found.end());
    return false;
  }
  return true;
}

using Json = nlohmann::ordered_json;

std::string dump(const Json& j, int indent = -1) {
  return json_text(j, indent);
}

/// A quantity as JSON: its ends in base units, and the unit.
Json json_quantity(const Quantity& q) {
  return {{"lo", json_number<Json>(q.lo())},
          {"hi", json_number<Json>(q.hi())},
          {"unit", q.dim.to_string()}};
}

Json json_fact(const Fact& f) {
  Json j = {{"written", f.written}, {"field", f.field}, {"column", f.where.col}};
  const FieldDef* def = find_field(f.field);
  const FieldType type = def ? def->type : FieldType::text;
  if (type == FieldType::quantity) {
    j.update(json_quantity(f.value));
    if (!f.currency.empty()) j["currency"] = f.currency;
  } else if (type == FieldType::hardware) {
    j["hardware"] = f.hardware;
    if (f.narrowed) j["narrowed"] = true;
  } else if (type == FieldType::flag) {
    j["value"] = true;
  } else {
    j["value"] = f.text;
  }
  return j;
}

std::string describe_fact(const Fact& f) {
  const FieldDef* def = find_field(f.field);
  const FieldType type = def ? def->type : FieldType::text;
  switch (type) {
    case FieldType::text:
      return fmt::format("{} = \"{}\"", f.field, f.text);
    case FieldType::date:
    case FieldType::precision:
      return fmt::format("{} = {}", f.field, f.text);
    case FieldType::flag:
      return fmt::format("{} = yes", f.field);
    case FieldType::hardware:
      return fmt::format("{} = {}{}", f.field, fmt::join(f.hardware, " or "),
                         f.narrowed ? " (narrowed to the variant the record also names)" : "");
    case FieldType::quantity:
      break;
  }
  std::string s;
  if (f.currency == "EUR") {
    Quantity q = f.value;
    s = fmt::format("{} = {} EUR", f.field,
                    format_quantity(Quantity{q.value, Dimension{}}, QuantityStyle::base));
    const std::string unit = q.dim.to_string();
    if (unit != "USD") s += " per " + unit.substr(4);
    s += " (converted to USD when checked)";
  } else {
    s = fmt::format("{} = {:b}", f.field, f.value);
    if (shows_reader_form(f.value.dim)) s += fmt::format(" ({})", f.value);
  }
  if (f.approximate) s += " approximately";
  return s;
}

int run_parse(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Catalogue catalogue;
  if (!load_catalogue(options, catalogue, diagnostics)) {
    print_diagnostics(diagnostics, err);
    return kExitInput;
  }
  const auto inputs = expand_inputs(files, ".claims", diagnostics);
  bool failed = !diagnostics.empty();
  print_diagnostics(diagnostics, err);
  const bool json = options.format == Format::json;
  bool first = true, reported = false;
  // The header goes out with the first record, or at the end: a run with no
  // usable file writes nothing.
  const char* header = "{\"schema\": \"claimcheck-parse/1\", \"records\": [";
  for (const auto& file : inputs) {
    diagnostics.clear();
    const bool ok = for_each_record(file, catalogue, diagnostics, [&](const Record& r) {
      if (json) {
        Json j = {{"file", r.file}, {"line", r.line},         {"kind", record_kind_name(r.kind)},
                  {"name", r.name}, {"facts", Json::array()}, {"expect", Json::array()}};
        for (const auto& f : r.facts) j["facts"].push_back(json_fact(f));
        for (const auto& e : r.expectations)
          j["expect"].push_back({{"verdict", e.verdict}, {"at_most", e.at_most}, {"rule", e.rule}});
        out << (first ? header : "") << (first ? "\n  " : ",\n  ") << dump(j);
        first = false;
        return;
      }
      out << fmt::format("{}:{}: {} \"{}\"\n", r.file, r.line, record_kind_name(r.kind), r.name);
      for (std::size_t i = 0; i < r.facts.size();) {
        // Facts read from one piece of text are shown together.
        std::vector<std::string> parts;
        std::size_t j = i;
        while (j < r.facts.size() && r.facts[j].written == r.facts[i].written &&
               r.facts[j].where.line == r.facts[i].where.line &&
               r.facts[j].where.col == r.facts[i].where.col)
          parts.push_back(describe_fact(r.facts[j++]));
        out << fmt::format("  {} -> {}\n", r.facts[i].written, fmt::join(parts, ", "));
        i = j;
      }
      for (const auto& e : r.expectations)
        out << fmt::format("  expect {}{}{}\n", e.at_most ? "at-most " : "", e.verdict,
                           e.rule.empty() ? "" : " " + e.rule);
    });
    if (!ok) {
      failed = true;
      print_diagnostics(diagnostics, err);
    } else {
      reported = true;
    }
  }
  if (failed && !reported) return kExitInput;
  if (json) out << (first ? header : "\n") << "]}\n";
  out.flush();
  return failed ? kExitInput : kExitOk;
}

int run_hardware(const CommonOptions& options, std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Catalogue catalogue;
  if (!load_catalogue(options, catalogue, diagnostics)) {
    print_diagnostics(diagnostics, err);
    return kExitInput;
  }
  auto peaks = [](const std::map<std::string, Quantity>& m) {
    std::vector<std::string> parts;
    for (const auto& p : precision_names()) {
      auto it = m.find(p);
      if (it == m.end()) continue;
      Quantity tflops = scale(it->second, 1e-12);
      tflops.dim = Dimension{};
      const std::string v = tflops.is_point()
                                ? format_exact(tflops.lo())
                                : format_exact(tflops.lo()) + "–" + format_exact(tflops.hi());
      parts.push_back(fmt::format("{} {}", p, v));
    }
    return parts.empty() ? std::string("not published") : fmt::format("{}", fmt::join(parts, ", "));
  };
  auto figure = [](const std::optional<Quantity>& q) {
    return q ? fmt::format("{}", *q) : std::string("not published");
  };
  if (options.format == Format::json) {
    Json list = Json::array();
    auto optional = [](const std::optional<Quantity>& q) {
      return q ? json_quantity(*q) : Json(nullptr);
    };
    auto per_precision = [](const std::map<std::string, Quantity>& m) {
      Json j = Json::object();
      for (const auto& [precision, q] : m) j[precision] = json_quantity(q);
      return j;
    };
    for (const auto& a : catalogue.entries())
      list.push_back({{"id", a.id},
                      {"vendor", a.vendor},
                      {"aliases", a.aliases},
                      {"variants", a.variants},
                      {"dense_peak", per_precision(a.dense)},
                      {"sparse_peak", per_precision(a.sparse)},
                      {"memory", optional(a.memory)},
                      {"bandwidth", optional(a.bandwidth)},
                      {"tdp", optional(a.tdp)},
                      {"price", optional(a.price)},
                      {"price_as_of", a.price_as_of},
                      {"price_source", a.price_source},
                      {"source", a.source},
                      {"derived", a.derived}});
    out << dump({{"schema", "claimcheck-hardware/1"}, {"accelerators", list}}, 1) << "\n";
    return kExitOk;
  }
  for (const auto& a : catalogue.entries()) {
    out << a.id;
    if (!a.vendor.empty()) out << " (" << a.vendor << ")";
    if (a.is_family()) out << fmt::format(" family of {}", fmt::join(a.variants, ", "));
    out << "\n";
    if (!a.aliases.empty()) out << fmt::format("  aliases:   {}\n", fmt::join(a.aliases, ", "));
    out << fmt::format("  dense TFLOPS:  {}\n", peaks(a.dense));
    if (!a.sparse.empty())
      out << fmt::format("  2:4 sparse TFLOPS (not comparable with dense): {}\n", peaks(a.sparse));
    out << fmt::format("  memory {}, bandwidth {}, TDP {}\n", figure(a.memory), figure(a.bandwidth),
                       figure(a.tdp));
    if (a.price)
      out << fmt::format("  price {} (as of {}; {})\n", *a.price, a.price_as_of, a.price_source);
    else
      out << "  price: no dated source\n";
    out << fmt::format("  source: {}\n", a.source);
    if (!a.derived.empty()) out << fmt::format("  derived: {}\n", a.derived);
  }
  return kExitOk;
}

}  // namespace claimcheck

namespace claimcheck {

int run_check(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err) {
  Session session;
  if (!start_session(files, options, err, session)) return kExitInput;
  const Environment& env = session.env;
  const auto& inputs = session.inputs;
  bool input_error = session.input_error;
  std::vector<Diagnostic> diagnostics;
  const ReportOptions report{options.format, options.explain, use_color(options)};
  auto reporter = make_reporter(out, report);
  Summary summary;
  bool reached = false;
  bool reported = false;  // some file could be read: the run has a report
  for (const auto& file : inputs) {
    diagnostics.clear();
    const bool ok = for_each_record(file, env.catalogue, diagnostics, [&](const Record& r) {
      ClaimResult result = check_record(r, env);
      if (r.kind == RecordKind::plan && result.findings.empty()) return;  // plans are for estimate
      for (const auto& f : result.findings)
        reached = reached || reaches(f.verdict, options.fail_on);
      summary.add(result.verdict);
      reporter->claim(result);
    });
    if (!ok) {
      input_error = true;
      print_diagnostics(diagnostics, err);
    } else {
      reported = true;
    }
  }
  // No file could be read: no report at all (with_output then keeps --output).
  if (!reported && input_error) return kExitInput;
  reporter->finish(summary);
  return input_error ? kExitInput : reached ? kExitFindings : kExitOk;
}

namespace {

bool expectation_holds(const Expectation& e, Level actual) {
  Level expected = Level::ok;
  parse_level(e.verdict, expected);
  if (!e.at_most) return actual == expected;
  return actual == Level::not_applicable || actual <= expected;
}

}  // namespace

int run_test(const std::vector<std::string>& files, const CommonOptions& options, std::ostream& out,
             std::ostream& err) {
  Session session;
  if (!start_session(files, options, err, session)) return kExitInput;
  const Environment& env = session.env;
  const auto& inputs = session.inputs;
  bool input_error = session.input_error;
  std::vector<Diagnostic> diagnostics;
  std::size_t passed = 0, failed = 0;
  bool reported = false;  // some file could be read
  const bool json = options.format == Format::json;
  Json failures = Json::array();
  for (const auto& file : inputs) {
    diagnostics.clear();
    // A file's results are held until it is known to have no input error.
    std::string report;
    Json file_failures = Json::array();
    std::size_t file_passed = 0, file_failed = 0;
    std::vector<Diagnostic> unknown_rules;
    const bool ok = for_each_record(file, env.catalogue, diagnostics, [&](const Record& r) {
      if (r.expectations.empty()) return;
      for (const auto& e : r.expectations)
        if (!e.rule.empty() && !env.rules.find(e.rule)) {
          Diagnostic d;
          d.where = e.where;
          d.message =
              "unknown rule '" + e.rule + "' in expect" + did_you_mean(e.rule, env.rules.ids());
          unknown_rules.push_back(std::move(d));
        }
      if (!unknown_rules.empty()) return;
      const ClaimResult result = check_record(r, env);
      for (const auto& e : r.expectations) {
        const Finding* finding = nullptr;
        Level actual = result.verdict;
        if (!e.rule.empty()) {
          for (const auto& f : result.findings)
            if (f.rule == e.rule) finding = &f;
          actual = finding ? finding->verdict : Level::not_applicable;
        }
        if (expectation_holds(e, actual)) {
          ++file_passed;
          continue;
        }
        ++file_failed;
        const std::string what = fmt::format("expect {}{}{}", e.at_most ? "at-most " : "",
                                             e.verdict, e.rule.empty() ? "" : " " + e.rule);
        report += fmt::format("{}:{}: FAIL {} \"{}\": {}: got {}\n", r.file, e.where.line,
                              record_kind_name(r.kind), r.name, what, level_name(actual));
        Json j = {{"file", r.file},
                  {"line", e.where.line},
                  {"kind", record_kind_name(r.kind)},
                  {"name", r.name},
                  {"expect", what.substr(7)},
                  {"got", level_name(actual)},
                  {"findings", Json::array()}};
        for (const auto& f : result.findings)
          if ((finding && &f == finding) || (!finding && f.verdict != Level::not_applicable))
            j["findings"].push_back(
                {{"rule", f.rule}, {"verdict", level_name(f.verdict)}, {"message", f.message}});
        file_failures.push_back(std::move(j));
        if (!e.rule.empty() && !finding) {
          report += "    the rule does not apply to " + std::string(record_kind_name(r.kind)) +
                    " records\n";
        }
        for (const auto& f : result.findings) {
          if (finding && &f != finding) continue;
          if (!finding && f.verdict == Level::not_applicable) continue;
          report += fmt::format("    {} {}: {}\n", level_name(f.verdict), f.rule, f.message);
          report += explain_finding(f, "      ", false);
        }
      }
    });
    diagnostics.insert(diagnostics.end(), unknown_rules.begin(), unknown_rules.end());
    if (!ok || !unknown_rules.empty()) {
      input_error = true;
      print_diagnostics(diagnostics, err);
      continue;
    }
    reported = true;
    if (json)
      for (auto& j : file_failures) failures.push_back(std::move(j));
    else
      out << report;
    passed += file_passed;
    failed += file_failed;
  }
  if (!reported && input_error) return kExitInput;  // nothing to report
  if (json)
    out << dump({{"schema", "claimcheck-test/1"},
                 {"passed", passed},
                 {"failed", failed},
                 {"failures", failures}},
                1)
        << "\n";
  else
    out << fmt::format("{} passed, {} failed\n", passed, failed);
  out.flush();
  return input_error ? kExitInput : failed > 0 ? kExitFindings : kExitOk;
}

int run_rules(const CommonOptions& options, std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Environment env;
  const bool loaded = load_environment(options, env, diagnostics);
  print_diagnostics(diagnostics, err);
  if (!loaded) return kExitInput;
  if (options.format == Format::json) {
    Json list = Json::array();
    for (const auto& r : env.rules.rules()) {
      std::vector<std::string> kinds;
      for (auto k : r.kinds) kinds.push_back(record_kind_name(k));
      if (kinds.empty()) kinds = {"model", "api", "service"};
      list.push_back({{"id", r.id},
                      {"title", r.title},
                      {"for", kinds},
                      {"needs", r.needs},
                      {"cites", r.cites},
                      {"file", r.where.file},
                      {"line", r.where.line}});
    }
    out << dump({{"schema", "claimcheck-rules/1"}, {"rules", list}}, 1) << "\n";
    return kExitOk;
  }
  for (const auto& r : env.rules.rules()) {
    out << fmt::format("{}  {}\n", r.id, r.title);
    std::vector<std::string> kinds;
    for (auto k : r.kinds) kinds.push_back(record_kind_name(k));
    out << fmt::format("  for: {}\n", kinds.empty() ? std::string("model, api, service")
                                                    : fmt::format("{}", fmt::join(kinds, ", ")));
    std::vector<std::string> needs;
    for (const auto& g : r.needs) needs.push_back(fmt::format("{}", fmt::join(g, " | ")));
    out << fmt::format("  needs: {}\n", needs.empty() ? std::string("-")
                                                      : fmt::format("{}", fmt::join(needs, ", ")));
    for (const auto& c : r.cites) out << fmt::format("  cite: {}\n", c);
    out << fmt::format("  defined at {}:{}\n", r.where.file, r.where.line);
  }
  return kExitOk;
}

}  // namespace claimcheck
