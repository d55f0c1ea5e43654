// The subcommands: each loads what it needs, reads its files through the one
// driver, and hands results to a writer.
#include "cli/commands.h"

#include <fmt/format.h>
#include <unistd.h>

#include <fstream>
#include <iostream>
#include <ostream>
#include <sstream>

#include "cli/driver.h"
#include "cli/files.h"
#include "cli/spool.h"
#include "claims/reader.h"
#include "eval/estimate.h"
#include "eval/expectations.h"
#include "extract/extract.h"
#include "import/price_tables.h"
#include "report/check_report.h"
#include "report/documents.h"
#include "report/estimate_report.h"
#include "report/extract_report.h"
#include "report/audit_report.h"
#include "report/grade_report.h"
#include "report/json.h"
#include "report/listings.h"
#include "report/provenance.h"
#include "report/test_report.h"

namespace claimcheck {

int run_parse(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err) {
  Session session;
  if (!start_session(files, options, Needs::catalogue, err, session)) return kExitInput;
  const bool json = options.format == Format::json;
  JsonArrayStream stream(out, kParseJsonHeader);
  const Reading reading = read_claims(session, err,
                                      {[&](const Record& r, auto&) {
                                         if (json)
                                           stream.item(record_json(r));
                                         else
                                           write_record_text(out, r);
                                       },
                                       nullptr, false, nullptr});
  if (reading.nothing_to_report()) return kExitInput;
  if (json) stream.close("]}\n");
  out.flush();
  return reading.exit_status(false);
}

int run_extract(const std::vector<std::string>& files, const CommonOptions& options,
                std::ostream& out, std::ostream& err) {
  Session session;
  if (!start_session(files, options, Needs::catalogue, err, session, ".txt")) return kExitInput;
  const bool json = options.format == Format::json;
  JsonArrayStream stream(out, "{\"schema\": \"claimcheck-extract/1\", \"files\": [");
  bool input_error = session.input_error, reported = false;
  for (const auto& file : session.inputs) {
    std::string text;
    std::vector<Diagnostic> diagnostics;
    if (!read_whole(file, text, diagnostics)) {
      print_diagnostics(diagnostics, err);
      input_error = true;
      continue;
    }
    const std::string name = file == "-" ? "<stdin>" : file;
    const Extraction e = extract_prose(text, name, session.env.catalogue, session.env.models);
    for (const auto& problem : e.problems) {
      print_diagnostics({file_error(name, problem)}, err);
      input_error = true;
    }
    if (!e.problems.empty()) continue;
    reported = true;
    if (json)
      stream.item(
          extraction_json(e, extracted_records(e, session.env.catalogue, session.env.models)));
    else
      out << (reported && &file != &session.inputs.front() ? "\n" : "")
          << e.claims_text(options.explain != Explain::none);
  }
  if (input_error && !reported) return kExitInput;
  if (json) stream.close("]}\n");
  out.flush();
  return input_error ? kExitInput : kExitOk;
}

int run_check(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err) {
  Session session;
  if (!start_session(files, options, Needs::everything, err, session)) return kExitInput;
  // A reporter whose claims can be taken back writes to a spool, kept or
  // dropped at the end of each file, and each file is read once; any other
  // reads each file twice and writes straight out.
  Spool spool;
  // Standard output that is a regular file or /dev/null is written in place.
  if (&out == &std::cout) spool.write_through(out, STDOUT_FILENO, STDERR_FILENO);
  std::ostream spooled(&spool);
  ReportOptions report{options.format, options.explain, use_color(options), &session.env};
  report.show_ok = options.show_ok;
  auto reporter = make_reporter(out, report);
  const bool once = reporter->can_discard();
  if (once) reporter = make_reporter(spooled, report);
  Summary summary, file_summary;
  bool reached = false, file_reached = false, spool_failed = false;
  // The working is shown by --explain, and by the HTML and Markdown reports.
  const bool working = options.explain != Explain::none || options.format == Format::html ||
                       options.format == Format::markdown || options.show_ok;
  // What a thread checks with: its checker, and the result it reuses.
  struct Checking {
    Checking(const Environment& env, bool working) : checker(env, working) {}
    Checker checker;
    ClaimResult result;
  };
  // One record checked and reported, its verdicts counted: on this thread
  // into the file's summary, or on a worker into its chunk's.
  auto check_into = [&](const Record& r, Reporter& to, Summary& counted, bool& fails,
                        Checking& checking) {
    ClaimResult& result = checking.result;
    checking.checker.check(r, result);
    if (r.kind == RecordKind::plan && result.findings.empty()) return;  // plans: estimate
    for (const auto& f : result.findings) fails = fails || reaches(f.verdict, options.fail_on);
    fails = fails || fails_claim(result.verdict, options.fail_on);
    counted.add(result.verdict);
    to.claim(result);
  };
  Checking here(session.env, working);
  auto check = [&](const Record& r, std::vector<Diagnostic>&) {
    check_into(r, *reporter, file_summary, file_reached, here);
  };
  auto end_file = [&](bool keep) {
    if (keep) {
      summary.merge(file_summary);
      reached = reached || file_reached;
      reporter->keep_file();
      if (once) spool_failed = !spool.commit(out) || spool_failed;
    } else {
      reporter->discard_file();
      if (once) spool.discard();
    }
    file_summary = Summary{};
    file_reached = false;
  };
  // In parallel: each chunk of a file is checked into its own text by a
  // fragment of the reporter, then added to the report in input order.
  struct Chunk : ChunkVisitor {
    using Check = std::function<void(const Record&, Reporter&, Summary&, bool&, Checking&)>;
    using Merge = std::function<void(Chunk&)>;
    Chunk(const Reporter& main, const Check& check, const Merge& merge, const Environment& env,
          bool working, TextBuffer::Spare& spare)
        : text(spare),
          out(&text),
          fragment(main.fragment(out)),
          checking(env, working),
          check_(check),
          merge_(merge) {}
    void record(const Record& r) override { check_(r, *fragment, summary, reached, checking); }
    void merge() override { merge_(*this); }
    TextBuffer text;  // before out and fragment, which write to it
    std::ostream out;
    std::unique_ptr<Reporter> fragment;
    Summary summary;
    bool reached = false;
    Checking checking;

   private:
    const Check& check_;
    const Merge& merge_;
  };
  const Chunk::Check check_chunk = check_into;
  const Chunk::Merge merge_chunk = [&](Chunk& c) {
    reporter->adopt_fragment(c.text.text(), spooled);
    file_summary.merge(c.summary);
    file_reached = file_reached || c.reached;
  };
  std::ostringstream probe;
  TextBuffer::Spare spare_texts;  // the chunks' buffers, reused
  RecordVisitor visitor{check, end_file, once, nullptr};
  if (once && reporter->fragment(probe))
    visitor.chunk = [&]() -> std::unique_ptr<ChunkVisitor> {
      return std::make_unique<Chunk>(*reporter, check_chunk, merge_chunk, session.env, working,
                                     spare_texts);
    };
  const Reading reading = read_claims(session, err, visitor);
  if (reading.nothing_to_report()) return kExitInput;
  reporter->finish(summary);
  if (once) spool_failed = !spool.commit(out) || spool_failed;
  if (spool_failed) {
    print_diagnostics({file_error("<report>", spool.writes_through()
                                                  ? "cannot cut the report back to where a file "
                                                    "with an input error began"
                                                  : "cannot write the report's temporary file")},
                      err);
    return kExitInput;
  }
  return reading.exit_status(reached);
}

int run_estimate(const std::vector<std::string>& files, const CommonOptions& options,
                 std::ostream& out, std::ostream& err) {
  Session session;
  if (!start_session(files, options, Needs::everything, err, session)) return kExitInput;
  const bool json = options.format == Format::json;
  JsonArrayStream stream(out, "{\"schema\": \"claimcheck-estimate/1\",\n" +
                                  provenance_json_member(session.env) + ",\n\"plans\": [");
  std::unique_ptr<EstimateDocument> document;
  if (options.format == Format::markdown) document = make_estimate_markdown(session.env);
  if (options.format == Format::html) document = make_estimate_html(session.env);
  bool reached = false;
  std::size_t plans = 0;
  AssumptionsUsed used;  // listed once, after the plans
  const Reading reading =
      read_claims(session, err,
                  {[&](const Record& r, auto&) {
                     if (r.kind != RecordKind::plan) return;
                     ++plans;
                     const PlanEstimate e = estimate_plan(r, session.env);
                     for (const auto& o : e.options)
                       for (const auto& f : o.findings)
                         reached = reached || reaches(f.verdict, options.fail_on);
                     if (document) {
                       document->plan(e);
                     } else if (json) {
                       stream.item(plan_json(e));
                     } else {
                       write_plan_text(out, e, options.explain != Explain::none);
                       used.add(e);
                     }
                   },
                   nullptr, false, nullptr});
  if (reading.nothing_to_report()) return kExitInput;
  if (document) {
    document->finish(out);
  } else if (json) {
    stream.close("]}\n");
  } else {
    if (options.explain == Explain::none) used.write(out);
    out << fmt::format("{} plan{}\n", plans, plans == 1 ? "" : "s");
  }
  out.flush();
  return reading.exit_status(reached);
}

int run_test(const std::vector<std::string>& files, const CommonOptions& options, std::ostream& out,
             std::ostream& err) {
  // A record with an input error costs only itself: the others are tested
  // (and the run exits 2), as with --keep-going.
  CommonOptions keep_going = options;
  keep_going.keep_going = true;
  Session session;
  if (!start_session(files, keep_going, Needs::everything, err, session)) return kExitInput;
  TestReport report(options.format == Format::json);
  const Reading reading =
      read_claims(session, err,
                  {[&](const Record& r, std::vector<Diagnostic>& diagnostics) {
                     if (r.expectations.empty()) return report.untested(r);
                     for (auto& d : unknown_expected_rules(r, session.env.rules))
                       diagnostics.push_back(std::move(d));
                     if (!diagnostics.empty())
                       return;  // the file is an input error: nothing is checked
                     const ClaimResult result = check_record(r, session.env);
                     report.add(result, check_expectations(result));
                   },
                   [&](bool ok) {
                     if (ok)
                       report.keep_file(out);
                     else
                       report.drop_file();
                   },
                   false, nullptr});
  if (reading.nothing_to_report()) return kExitInput;
  report.finish(out);
  out.flush();
  return reading.exit_status(report.failed() > 0);
}

int run_audit(const std::vector<std::string>& files, const CommonOptions& options,
              std::ostream& out, std::ostream& err) {
  Session session;
  if (!start_session(files, options, Needs::everything, err, session)) return kExitInput;
  Auditor auditor(&session.env.models);
  Checker checker(session.env, false);
  ClaimResult result;
  bool reached = false, file_reached = false;  // as check: a finding at --fail-on
  const Reading reading = read_claims(session, err,
                                      {[&](const Record& r, std::vector<Diagnostic>&) {
                                         if (r.kind != RecordKind::api) return;
                                         checker.check(r, result);
                                         for (const auto& f : result.findings)
                                           file_reached = file_reached ||
                                                          reaches(f.verdict, options.fail_on);
                                         auditor.add(r, result);
                                       },
                                       [&](bool keep) {
                                         if (keep) {
                                           auditor.keep();
                                           reached = reached || file_reached;
                                         } else {
                                           auditor.drop();
                                         }
                                         file_reached = false;
                                       },
                                       true, nullptr});
  if (reading.nothing_to_report()) return kExitInput;
  write_audit(out, auditor.finish(), session.env, options.format);
  out.flush();
  return reading.exit_status(reached);
}

int run_rules(const CommonOptions& options, std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Environment env;
  const bool loaded = load_environment(options, env, diagnostics);
  print_diagnostics(diagnostics, err);
  if (!loaded) return kExitInput;
  write_rules(out, env.rules, options.format == Format::json);
  return kExitOk;
}

int run_hardware(const CommonOptions& options, std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Catalogue catalogue;
  if (!load_catalogue(options, catalogue, diagnostics)) {
    print_diagnostics(diagnostics, err);
    return kExitInput;
  }
  write_catalogue(out, catalogue, options.format == Format::json);
  return kExitOk;
}

int run_models(const CommonOptions& options, std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Catalogue catalogue;
  ModelCatalogue models;
  if (!load_catalogue(options, catalogue, diagnostics) ||
      !load_models(options, catalogue, models, diagnostics)) {
    print_diagnostics(diagnostics, err);
    return kExitInput;
  }
  write_models(out, models, options.format == Format::json);
  return kExitOk;
}

int run_wordings(const CommonOptions& options, std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Catalogue catalogue;
  if (!load_catalogue(options, catalogue, diagnostics)) {
    print_diagnostics(diagnostics, err);
    return kExitInput;
  }
  write_wordings(out, catalogue.wordings(), options.format == Format::json);
  return kExitOk;
}

int run_import(const std::string& table, const std::string& file, const CommonOptions& options,
               std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Catalogue catalogue;
  ModelCatalogue models;
  PriceTable kind = PriceTable::litellm;
  if (!parse_price_table(table, kind)) {
    err << fmt::format("error: import reads {}, not '{}'\n", fmt::join(price_table_names(), ", "),
                       table);
    return kExitInput;
  }
  if (!load_catalogue(options, catalogue, diagnostics) ||
      !load_models(options, catalogue, models, diagnostics)) {
    print_diagnostics(diagnostics, err);
    return kExitInput;
  }
  std::ifstream opened;
  std::istream* in = &std::cin;
  if (file != "-") {
    opened.open(file, std::ios::binary);
    if (!opened) {
      err << render(file_error(file, "cannot read the file"));
      return kExitInput;
    }
    in = &opened;
  }
  // The records are held back (in a bounded buffer, then a temporary file)
  // until the whole table has read: a malformed table writes nothing.
  Spool spool;
  std::ostream held(&spool);
  ImportSummary summary;
  const std::string name = file == "-" ? "<stdin>" : file;
  if (!import_price_table(kind, *in, name, models, held, summary, diagnostics)) {
    spool.discard();
    print_diagnostics(diagnostics, err);
    return kExitInput;
  }
  held.flush();
  if (!spool.commit(out)) {
    err << render(file_error(name, "cannot write the records (temporary file)"));
    return kExitInput;
  }
  std::vector<std::string> skipped;
  for (const auto& [why, n] : summary.skipped) skipped.push_back(fmt::format("{} {}", n, why));
  err << fmt::format(
      "{}: {} offers, {} api records written; {} name a model of the catalogue ({} of them "
      "closed, with no published size); the others are unchecked until their size is given\n",
      name, summary.offers, summary.records, summary.known_models, summary.closed_models);
  if (!skipped.empty()) err << fmt::format("left out: {}\n", fmt::join(skipped, ", "));
  return kExitOk;
}

int run_assumptions(const CommonOptions& options, std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Assumptions assumptions = Assumptions::builtin(diagnostics);
  for (const auto& file : options.assumption_files) {
    std::string text;
    if (!diagnostics.empty() || !read_file(file, text, diagnostics) ||
        !assumptions.load(text, file, diagnostics))
      break;
  }
  if (!diagnostics.empty()) {
    print_diagnostics(diagnostics, err);
    return kExitInput;
  }
  write_assumptions(out, assumptions, options.format == Format::json);
  return kExitOk;
}

}  // namespace claimcheck

namespace claimcheck {
namespace {

/// The key's blank exercise sheet: for each record, the comments directly
/// above it (from a comment that starts `Answer` to the end of that comment
/// block, the key's own, left out), then its kind and name with no facts.
std::string blank_sheet(std::string_view text, const std::vector<Record>& key) {
  std::vector<std::string_view> lines;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a byte-order mark
  for (std::size_t at = 0; at <= text.size();) {
    const auto end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    if (end == text.size()) break;
    at = end + 1;
  }
  auto comment_or_blank = [](std::string_view l) {
    return l.find_first_not_of(" \t") == std::string_view::npos || l[0] == '#';
  };
  auto answer = [](std::string_view l) {
    if (l.empty() || l[0] != '#') return false;
    l.remove_prefix(std::min(l.find_first_not_of("# \t"), l.size()));
    std::string word(l.substr(0, 6));
    for (auto& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return word == "answer";
  };
  std::string out;
  for (const auto& r : key) {
    const std::size_t header = static_cast<std::size_t>(r.line) - 1;  // 0-based
    std::size_t first = header;
    while (first > 0 && comment_or_blank(lines[first - 1])) --first;
    bool skipping = false;
    for (std::size_t i = first; i < header; ++i) {
      const std::string_view l = lines[i];
      if (answer(l)) skipping = true;
      if (skipping && (l.empty() || l[0] != '#')) skipping = false;  // a blank line ends it
      if (!skipping) out += std::string(l) + "\n";
    }
    // The name as a claim writes it: a quote or a backslash escaped.
    std::string name;
    for (const char c : r.name) {
      if (c == '"' || c == '\\') name += '\\';
      name += c;
    }
    out += fmt::format("{} \"{}\":\n", record_kind_name(r.kind), name);
  }
  return out;
}

}  // namespace

int run_grade(const std::vector<std::string>& files, bool sheet, double tolerance,
              const CommonOptions& options, std::ostream& out, std::ostream& err) {
  std::vector<Diagnostic> diagnostics;
  Environment env;
  if (!load_environment(options, env, diagnostics)) {
    print_diagnostics(diagnostics, err);
    return kExitInput;
  }
  // The key must read whole: a mark is only as good as its key.
  const std::string& key_file = files.front();
  std::string key_text;
  std::vector<Record> key;
  if (read_file(key_file, key_text, diagnostics))
    key = parse_claims(key_text, key_file, env.catalogue, diagnostics, &env.models);
  if (!diagnostics.empty()) {
    print_diagnostics(diagnostics, err);
    err << fmt::format("error: the key {} has input errors: nothing was graded\n", key_file);
    return kExitInput;
  }
  if (key.empty()) {
    err << render(file_error(key_file, "the key has no records"));
    return kExitInput;
  }
  // Each exercise once: two records of one name cannot both be marked.
  const std::vector<std::string> keys = exercise_keys(key);
  for (std::size_t i = 0; i < key.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (keys[i] == keys[j]) {
        err << fmt::format("{}:{}: error: the key has two records for the exercise '{}' (lines "
                           "{} and {}): give each its own name before the ':'\n",
                           key_file, key[i].line, key[i].name.substr(0, keys[i].size()),
                           key[j].line, key[i].line);
        return kExitInput;
      }
  if (!(tolerance >= 0 && tolerance <= 1)) {
    err << "error: --tolerance is a percentage from 0 to 100\n";
    return kExitInput;
  }
  if (sheet) {
    if (files.size() > 1) {
      err << "error: grade --sheet takes the key alone\n";
      return kExitInput;
    }
    out << blank_sheet(key_text, key);
    return kExitOk;
  }
  if (files.size() < 2) {
    err << "error: grade needs the key, then one submission or more (or --sheet)\n";
    return kExitInput;
  }
  std::vector<Diagnostic> missing;
  const std::vector<std::string> given(files.begin() + 1, files.end());
  const std::vector<std::string> submissions = expand_inputs(given, ".claims", missing);
  print_diagnostics(missing, err);
  bool input_errors = !missing.empty();
  const GradeOptions grading{tolerance};
  std::vector<SubmissionMarks> marks;
  // A file that could not be read at all: every exercise 0, and why.
  auto unreadable = [&](const std::string& file, const std::string& why) {
    SubmissionMarks m;
    m.file = file;
    for (const auto& k : key) m.exercises.push_back({k.name, 0, 0, {why}});
    marks.push_back(std::move(m));
  };
  for (const auto& d : missing) unreadable(d.where.file.str(), d.message);
  for (const auto& file : submissions) {
    std::vector<Diagnostic> found;
    std::string text;
    if (file == "-")
      text = read_all(std::cin);
    else if (!read_file(file, text, found)) {
      print_diagnostics(found, err);
      input_errors = true;
      unreadable(file, found.empty() ? "the file could not be read" : found.front().message);
      continue;
    }
    const std::vector<Record> records =
        parse_claims(text, file, env.catalogue, found, &env.models);
    print_diagnostics(found, err);
    input_errors = input_errors || !found.empty();
    marks.push_back(
        grade_submission(file, key, records, unread_records(text, found), env, grading));
  }
  write_grades(out, key_file, marks, grading, options.format);
  out.flush();
  return input_errors ? kExitInput : kExitOk;
}

}  // namespace claimcheck
