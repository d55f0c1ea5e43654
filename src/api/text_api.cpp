// claimcheck over text (api/text_api.h).
#include "api/text_api.h"

#include <fmt/format.h>

#include <sstream>

#include "claims/reader.h"
#include "extract/extract.h"
#include "report/check_report.h"
#include "report/documents.h"
#include "report/estimate_report.h"
#include "report/extract_report.h"
#include "report/json.h"
#include "report/listings.h"
#include "report/provenance.h"

namespace claimcheck {
namespace {

constexpr int kFindings = 1, kInput = 2;

std::string rendered(const std::vector<Diagnostic>& diagnostics) {
  std::string out;
  for (const auto& d : diagnostics) out += render(d);
  return out;
}

/// The records of `text`: claims, or drafts from prose. False, with the
/// diagnostics, when the input is unusable.
bool records_of(const Environment& env, std::string_view text, const std::string& name,
                bool prose, std::vector<Record>& records, TextResult& result) {
  std::vector<Diagnostic> diagnostics;
  if (prose) {
    const Extraction e = extract_prose(text, name, env.catalogue, env.models);
    for (const auto& problem : e.problems) result.diagnostics += fmt::format("{}: error: {}\n", name, problem);
    if (!e.problems.empty()) return false;
    for (const auto& note : e.notes) result.diagnostics += fmt::format("{}: note: {}\n", name, note);
    records = extracted_records(e, env.catalogue, env.models);
    return true;
  }
  std::istringstream in{std::string(text)};
  ClaimsReader reader(in, name, env.catalogue, &env.models);
  Record r;
  while (reader.next(r, diagnostics)) records.push_back(r);
  if (diagnostics.empty()) return true;
  sort_diagnostics(diagnostics);
  result.diagnostics += rendered(diagnostics);
  return false;
}

}  // namespace

namespace {

/// The built-in environment, and what loading it said (nothing, unless the
/// embedded tables or rules are broken).
struct Builtin {
  Environment env;
  std::string diagnostics;
};

const Builtin& builtin() {
  static const Builtin b = [] {
    Builtin r;
    std::vector<Diagnostic> diagnostics;
    if (!Environment::builtin(r.env, diagnostics, true))
      r.diagnostics = rendered(diagnostics) + "error: the built-in tables or rules did not load\n";
    return r;
  }();
  return b;
}

/// An input error that stops every call: the built-in environment did not load.
bool broken(const Environment& env, TextResult& result) {
  if (&env != &builtin().env || builtin().diagnostics.empty()) return false;
  result.status = kInput;
  result.diagnostics = builtin().diagnostics;
  return true;
}

}  // namespace

const Environment& builtin_environment() {
  return builtin().env;
}

TextResult check_text(const Environment& env, std::string_view text, const std::string& name,
                      Format format, Explain explain, bool prose) {
  TextResult result;
  if (broken(env, result)) return result;
  std::vector<Record> records;
  if (!records_of(env, text, name, prose, records, result)) {
    result.status = kInput;
    return result;
  }
  std::ostringstream out;
  const ReportOptions options{format, explain, false, &env};
  auto reporter = make_reporter(out, options);
  const bool working =
      explain != Explain::none || format == Format::html || format == Format::markdown;
  Checker checker(env, working);
  ClaimResult claim;
  Summary summary;
  const FailOn fail_on{Level::implausible, false};
  bool reached = false;
  for (const Record& r : records) {
    checker.check(r, claim);
    if (r.kind == RecordKind::plan && claim.findings.empty()) continue;  // plans: estimate
    for (const auto& f : claim.findings) reached = reached || reaches(f.verdict, fail_on);
    summary.add(claim.verdict);
    reporter->claim(claim);
  }
  reporter->finish(summary);
  result.output = out.str();
  result.status = reached ? kFindings : 0;
  return result;
}

TextResult estimate_text(const Environment& env, std::string_view text, const std::string& name,
                         Format format, Explain explain) {
  TextResult result;
  if (broken(env, result)) return result;
  std::vector<Record> records;
  if (!records_of(env, text, name, false, records, result)) {
    result.status = kInput;
    return result;
  }
  std::ostringstream out;
  JsonArrayStream stream(out, "{\"schema\": \"claimcheck-estimate/1\",\n" +
                                  provenance_json_member(env) + ",\n\"plans\": [");
  std::unique_ptr<EstimateDocument> document;
  if (format == Format::markdown) document = make_estimate_markdown(env);
  if (format == Format::html) document = make_estimate_html(env);
  const FailOn fail_on{Level::implausible, false};
  bool reached = false;
  std::size_t plans = 0;
  AssumptionsUsed used;
  for (const Record& r : records) {
    if (r.kind != RecordKind::plan) continue;
    ++plans;
    const PlanEstimate e = estimate_plan(r, env);
    for (const auto& o : e.options)
      for (const auto& f : o.findings) reached = reached || reaches(f.verdict, fail_on);
    if (document)
      document->plan(e);
    else if (format == Format::json)
      stream.item(plan_json(e));
    else {
      write_plan_text(out, e, explain != Explain::none);
      used.add(e);
    }
  }
  if (document) {
    document->finish(out);
  } else if (format == Format::json) {
    stream.close("]}\n");
  } else {
    if (explain == Explain::none) used.write(out);
    out << fmt::format("{} plan{}\n", plans, plans == 1 ? "" : "s");
  }
  result.output = out.str();
  result.status = reached ? kFindings : 0;
  return result;
}

TextResult extract_text(const Environment& env, std::string_view text, const std::string& name,
                        Format format, bool explain) {
  TextResult result;
  if (broken(env, result)) return result;
  const Extraction e = extract_prose(text, name, env.catalogue, env.models);
  for (const auto& problem : e.problems) result.diagnostics += fmt::format("{}: error: {}\n", name, problem);
  if (!e.problems.empty()) {
    result.status = kInput;
    return result;
  }
  if (format == Format::json) {
    std::ostringstream out;
    JsonArrayStream stream(out, "{\"schema\": \"claimcheck-extract/1\", \"files\": [");
    stream.item(extraction_json(e, extracted_records(e, env.catalogue, env.models)));
    stream.close("]}\n");
    result.output = out.str();
  } else {
    result.output = e.claims_text(explain);
  }
  return result;
}

TextResult list_text(const Environment& env, std::string_view what, Format format) {
  TextResult result;
  if (broken(env, result)) return result;
  std::ostringstream out;
  const bool json = format == Format::json;
  if (what == "rules")
    write_rules(out, env.rules, json);
  else if (what == "hardware")
    write_catalogue(out, env.catalogue, json);
  else if (what == "models")
    write_models(out, env.models, json);
  else if (what == "assumptions")
    write_assumptions(out, env.assumptions, json);
  else {
    result.status = kInput;
    result.diagnostics = fmt::format("error: no list '{}' (rules, hardware, models or assumptions)\n", what);
    return result;
  }
  result.output = out.str();
  return result;
}

}  // namespace claimcheck
