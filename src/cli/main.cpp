// claimcheck: sanity-checks figures in announcements about AI models.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>

#include "cli/app.h"
#include "cli/commands.h"
#include "cli/files.h"
#include "report/listings.h"
#include "vocab/glossary.h"

int main(int argc, char** argv) {
  using namespace claimcheck;
  CommandLine cl;
  try {
    cl.app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int status = cl.app.exit(e);
    return status == 0 ? 0 : kExitInput;
  }
  CommonOptions& o = cl.options;
  const std::vector<std::string>& files = cl.files;
  for (Format f :
       {Format::text, Format::json, Format::sarif, Format::markdown, Format::html, Format::csv})
    if (cl.format == format_name(f)) o.format = f;
  if (o.format == Format::csv && !cl.grade->parsed() && !cl.audit->parsed()) {
    std::cerr << "error: --format csv is for grade (a gradebook) and audit; this command writes "
                 "text or json\n";
    return kExitInput;
  }
  // Shared reports are for check (all three) and estimate (Markdown, HTML).
  const bool shared = o.format != Format::text && o.format != Format::json;
  const bool markdown_too = (cl.glossary->parsed() || cl.grade->parsed() || cl.audit->parsed()) &&
                           (o.format == Format::markdown || o.format == Format::csv);
  if (shared && !cl.check->parsed() && !(cl.estimate->parsed() && o.format != Format::sarif) &&
      !markdown_too) {
    if (cl.grade->parsed() || cl.audit->parsed()) {
      std::cerr << fmt::format(
          "error: --format {} is not for {}, which writes text, json, markdown or csv\n",
          cl.format, cl.grade->parsed() ? "grade" : "audit");
      return kExitInput;
    }
    std::cerr << fmt::format("error: --format {} is for {}; this command writes text or json\n",
                             cl.format,
                             o.format == Format::sarif ? "check" : "check and estimate");
    return kExitInput;
  }
  parse_fail_on(cl.fail_on, o.fail_on);
  o.explain = cl.explain.empty()     ? Explain::none
              : cl.explain == "all"   ? Explain::all
              : cl.explain == "brief" ? Explain::brief
                                      : Explain::readable;
  // Every report goes through with_output: standard output, or --output
  // written whole.
  auto to_output = [&](auto command) { return with_output(o, std::cout, std::cerr, command); };
  if (cl.extract->parsed()) {
    if (o.explain_extract) o.explain = Explain::readable;
    return to_output([&](std::ostream& out) { return run_extract(files, o, out, std::cerr); });
  }
  if (cl.check->parsed())
    return to_output([&](std::ostream& out) { return run_check(files, o, out, std::cerr); });
  if (cl.estimate->parsed())
    return to_output([&](std::ostream& out) { return run_estimate(files, o, out, std::cerr); });
  if (cl.test->parsed())
    return to_output([&](std::ostream& out) { return run_test(files, o, out, std::cerr); });
  if (cl.parse->parsed())
    return to_output([&](std::ostream& out) { return run_parse(files, o, out, std::cerr); });
  if (cl.rules->parsed())
    return to_output([&](std::ostream& out) { return run_rules(o, out, std::cerr); });
  if (cl.hardware->parsed())
    return to_output([&](std::ostream& out) { return run_hardware(o, out, std::cerr); });
  if (cl.assumptions->parsed())
    return to_output([&](std::ostream& out) { return run_assumptions(o, out, std::cerr); });
  if (cl.import->parsed())
    return to_output([&](std::ostream& out) {
      return run_import(cl.import_table, cl.import_file, o, out, std::cerr);
    });
  if (cl.grade->parsed())
    return to_output([&](std::ostream& out) {
      return run_grade(files, cl.grade_sheet, cl.grade_tolerance / 100, o, out, std::cerr);
    });
  if (cl.audit->parsed())
    return to_output([&](std::ostream& out) { return run_audit(files, o, out, std::cerr); });
  if (cl.glossary->parsed()) {
    std::vector<const Term*> terms;
    for (const auto& name : cl.glossary_terms) {
      const Term* t = find_term(name);
      if (!t) {
        std::vector<std::string> names;
        for (const auto& g : glossary()) names.emplace_back(g.name);
        std::cerr << fmt::format("error: unknown term '{}'; the glossary has: {}\n", name,
                                 fmt::join(names, "; "));
        return kExitInput;
      }
      if (std::find(terms.begin(), terms.end(), t) == terms.end()) terms.push_back(t);
    }
    if (cl.glossary_terms.empty())
      for (const auto& g : glossary()) terms.push_back(&g);
    return to_output([&](std::ostream& out) {
      write_glossary(out, terms, o.format);
      return kExitOk;
    });
  }
  if (cl.models->parsed())
    return to_output([&](std::ostream& out) { return run_models(o, out, std::cerr); });
  if (cl.wordings->parsed())
    return to_output([&](std::ostream& out) { return run_wordings(o, out, std::cerr); });
  return kExitInput;
}
