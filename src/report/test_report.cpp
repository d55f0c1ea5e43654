// The test report.
#include "report/test_report.h"

#include <fmt/format.h>

#include <ostream>

#include "report/check_report.h"
#include "report/json.h"

namespace claimcheck {

void TestReport::add(const ClaimResult& result,
                     const std::vector<ExpectationResult>& expectations) {
  using Json = nlohmann::ordered_json;
  const Record& r = *result.record;
  for (const auto& x : expectations) {
    const Expectation& e = *x.expectation;
    const std::string expected =
        e.pinned ? fmt::format("{} {} {}", e.rule, e.let, e.written)
                 : fmt::format("{}{}{}", e.at_most ? "at-most " : "", level_name(e.verdict),
                               e.rule.empty() ? "" : " " + e.rule);
    const std::string got = e.pinned ? x.got : level_name(x.actual);
    if (x.held) {
      ++file_passed_;
      file_passes_.push_back({{"file", r.file},
                              {"line", e.where.line},
                              {"kind", record_kind_name(r.kind)},
                              {"name", r.name},
                              {"expect", expected},
                              {"got", got}});
      continue;
    }
    ++file_failed_;
    file_text_ += fmt::format("{}:{}: FAIL {} \"{}\": expect {}: got {}\n", r.file, e.where.line,
                              record_kind_name(r.kind), r.name, expected, got);
    Json j = {
        {"file", r.file},           {"line", e.where.line}, {"kind", record_kind_name(r.kind)},
        {"name", r.name},           {"expect", expected},   {"got", got},
        {"findings", Json::array()}};
    // The named rule's finding, or every finding that applies.
    auto shown = [&](const Finding& f) {
      return x.finding ? &f == x.finding : f.verdict != Level::not_applicable;
    };
    for (const auto& f : result.findings)
      if (shown(f))
        j["findings"].push_back(
            {{"rule", f.rule}, {"verdict", level_name(f.verdict)}, {"message", f.message}});
    file_failures_.push_back(std::move(j));
    if (!e.rule.empty() && !x.finding)
      file_text_ +=
          "    the rule does not apply to " + std::string(record_kind_name(r.kind)) + " records\n";
    for (const auto& f : result.findings) {
      if (!shown(f)) continue;
      file_text_ += fmt::format("    {} {}: {}\n", level_name(f.verdict), f.rule, f.message);
      file_text_ += explain_finding(f, "      ");
    }
  }
}

void TestReport::untested(const Record& r) {
  ++file_untested_;
  file_text_ += fmt::format("{}:{}: untested {} \"{}\": no expect line\n", r.file, r.line,
                            record_kind_name(r.kind), r.name);
  file_untested_list_.push_back(
      {{"file", r.file}, {"line", r.line}, {"kind", record_kind_name(r.kind)}, {"name", r.name}});
}

void TestReport::keep_file(std::ostream& out) {
  if (json_) {
    for (auto& j : file_failures_) failures_.push_back(std::move(j));
    for (auto& j : file_passes_) passes_.push_back(std::move(j));
    for (auto& j : file_untested_list_) untested_list_.push_back(std::move(j));
  } else {
    out << file_text_;
  }
  passed_ += file_passed_;
  failed_ += file_failed_;
  untested_ += file_untested_;
  drop_file();
}

void TestReport::drop_file() {
  file_text_.clear();
  file_failures_ = nlohmann::ordered_json::array();
  file_passes_ = nlohmann::ordered_json::array();
  file_untested_list_ = nlohmann::ordered_json::array();
  file_passed_ = file_failed_ = file_untested_ = 0;
}

void TestReport::finish(std::ostream& out) const {
  if (json_) {
    const nlohmann::ordered_json doc = {
        {"schema", "claimcheck-test/1"}, {"passed", passed_},     {"failed", failed_},
        {"untested", untested_},         {"failures", failures_}, {"passes", passes_},
        {"untested_records", untested_list_}};
    out << json_text(doc, 1) << "\n";
  } else {
    out << fmt::format("{} passed, {} failed, {} untested\n", passed_, failed_, untested_);
  }
}

}  // namespace claimcheck
