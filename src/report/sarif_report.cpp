// SARIF 2.1.0 for code scanning: a result per finding at note or above, and a
// review result per unchecked claim, on the lines of the claims file.
#include <fmt/format.h>

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <ostream>

#include "eval/not_checked.h"
#include "report/check_report.h"
#include "report/json.h"
#include "report/provenance.h"

namespace claimcheck {
namespace {

using Json = nlohmann::ordered_json;

/// FNV-1a, 64 bits: a fingerprint that does not depend on the platform.
std::string fingerprint(const std::string& text) {
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return fmt::format("{:016x}", h);
}

/// A file's path relative to the directory claimcheck runs in, as a URI
/// reference (`examples/papers/llama.claims`; `stdin` for `-`).
std::string relative_uri(const std::string& file) {
  if (file == "-" || file.empty()) return "stdin";
  std::error_code ec;
  std::filesystem::path p = std::filesystem::path(file);
  if (p.is_absolute()) {
    const auto rel = std::filesystem::relative(p, std::filesystem::current_path(ec), ec);
    if (!ec && !rel.empty() && rel.native().rfind("..", 0) != 0) p = rel;
  }
  std::string out;
  for (unsigned char c : p.lexically_normal().generic_string()) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/')
      out += static_cast<char>(c);
    else
      out += fmt::format("%{:02X}", c);
  }
  return out;
}

const char* sarif_level(Level l) {
  switch (l) {
    case Level::note:
      return "note";
    case Level::warning:
    case Level::subsidised:
      return "warning";
    case Level::implausible:
    case Level::impossible:
      return "error";
    default:
      return "none";
  }
}

/// At most `limit` bytes, cut at a character boundary, with an ellipsis.
std::string at_most(const std::string& text, std::size_t limit) {
  if (text.size() <= limit) return text;
  std::size_t cut = limit - 3;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut) + "...";
}

Json rule_descriptor(const Rule& r) {
  std::vector<std::string> kinds;
  if (r.kinds.empty())
    kinds = {"model", "api", "service"};
  else
    for (RecordKind k : r.kinds) kinds.emplace_back(record_kind_name(k));
  std::vector<std::string> needs;
  for (const auto& group : r.needs) needs.push_back(fmt::format("{}", fmt::join(group, " or ")));
  const std::string full = fmt::format(
      "{}. For {} records{}.{}", r.title, fmt::join(kinds, ", "),
      needs.empty() ? "" : fmt::format(" that give {}", fmt::join(needs, ", ")),
      r.informational ? " Informational: its finding does not by itself check a claim." : "");
  std::string help = "Working:\n";
  for (const auto& let : r.lets) help += fmt::format("  {} = {}\n", let.name, let.value->text);
  for (const auto& c : r.clauses)
    help += c.condition ? fmt::format("  {} when {}\n", level_name(c.level), c.condition->text)
                        : fmt::format("  otherwise {}\n", level_name(c.level));
  if (!r.cites.empty()) {
    help += "Sources:\n";
    for (const auto& c : r.cites) help += "  " + c + "\n";
  }
  return Json{{"id", r.id},
              {"name", r.id},
              {"shortDescription", {{"text", r.title}}},
              {"fullDescription", {{"text", at_most(full, 1024)}}},
              {"help", {{"text", help}}},
              {"properties", {{"file", r.where.file}, {"line", r.where.line}}}};
}

class SarifReporter : public Reporter {
 public:
  SarifReporter(std::ostream& out, const Environment& env) : out_(out), env_(env) {}

  void claim(const ClaimResult& r) override {
    const Record& rec = *r.record;
    const std::string uri = relative_uri(rec.file);
    // The record: from its first line to the end of its last fact.
    int end_line = rec.line, end_col = 2;
    for (const auto& f : rec.facts)
      if (f.where.line > end_line || (f.where.line == end_line && f.where.end_col > end_col)) {
        end_line = f.where.line;
        end_col = std::max(f.where.end_col, f.where.col + 1);
      }
    const Json location = {{"physicalLocation",
                            {{"artifactLocation", {{"uri", uri}}},
                             {"region",
                              {{"startLine", rec.line},
                               {"startColumn", 1},
                               {"endLine", end_line},
                               {"endColumn", end_col}}}}}};
    // The rules that counted as checks of the claim, in rule order.
    Json checked = Json::array();
    for (const auto& f : r.findings)
      if (checks_claim(f)) checked.push_back(f.rule);
    // `informational`: a result that is no finding (the figures no check read).
    auto result = [&](const std::string& rule, const std::string& message, const Level verdict,
                      bool informational = false) {
      Json j = {{"ruleId", rule}};
      if (verdict == Level::unchecked) j["kind"] = "review";
      if (informational) j["kind"] = "informational";
      j["level"] = informational ? "none" : sarif_level(verdict);
      j["message"] = {{"text", message}};
      j["locations"] = Json::array({location});
      j["partialFingerprints"] = {
          {"claimcheck/v1", fingerprint(fmt::format("{}\n{}\n{}\n{}", uri, rule,
                                                    record_kind_name(rec.kind), rec.name))}};
      j["properties"] = {{"verdict", level_name(verdict)},
                         {"claim", rec.name},
                         {"kind", record_kind_name(rec.kind)},
                         {"checked", checked}};
      results_.push_back(std::move(j));
    };
    if (r.verdict == Level::unchecked) {
      result("unchecked", fmt::format("{}", fmt::join(unchecked_lines(r), "; ")), Level::unchecked);
      return;
    }
    for (const auto& f : r.findings)
      if (is_ranked(f.verdict) && f.verdict >= Level::note && !f.catalogue_only)
        result(f.rule,
               fmt::format("{} \"{}\": {}", record_kind_name(rec.kind), rec.name, f.message),
               f.verdict);
    // The stated figures no check read, as one result: the verdict does not cover them.
    std::vector<std::string> unread;
    for (const auto& n : not_checked(r, &env_.rules))
      unread.push_back(fmt::format("{} ({})", n.written, n.reason));
    if (!unread.empty())
      result("not-checked",
             fmt::format("{} \"{}\": not checked: {}", record_kind_name(rec.kind), rec.name,
                         fmt::join(unread, "; ")),
             r.verdict, true);
  }

  void finish(const Summary& s) override {
    Json rules = Json::array();
    for (const auto& r : env_.rules.rules()) rules.push_back(rule_descriptor(r));
    rules.push_back(
        {{"id", "unchecked"},
         {"name", "unchecked"},
         {"shortDescription", {{"text", "A claim no rule could check"}}},
         {"fullDescription",
          {{"text",
            "No rule applied to a figure the claim states: the claim lacks the figures every "
            "rule needs, so nothing about it was checked."}}},
         {"help",
          {{"text",
            "The result's message says which figures would let which rules check the claim "
            "(add a figure such as `for 54 days` to check wall-clock)."}}}});
    rules.push_back(
        {{"id", "not-checked"},
         {"name", "not-checked"},
         {"shortDescription", {{"text", "Figures a claim states that no check read"}}},
         {"fullDescription",
          {{"text",
            "The claim's verdict does not cover these figures: no rule that counts as a check "
            "read them."}}},
         {"help",
          {{"text",
            "The result's message names each figure as the claim writes it, with the reason: "
            "read only by informational rules, a rule that lacks another figure, or no rule for "
            "the record's kind."}}}});
    const Provenance p = provenance_of(env_);
    Json tables = Json::array();
    for (const auto& [file, date] : p.tables) tables.push_back({{"file", file}, {"as_of", date}});
    Json summary = {{"claims", s.claims}};
    for (Level l : ranked_levels())
      summary[level_name(l)] = s.by_level[static_cast<std::size_t>(l)];
    summary["unchecked"] = s.unchecked;
    const Json doc = {
        {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
        {"version", "2.1.0"},
        {"runs",
         Json::array(
             {{{"tool",
                {{"driver",
                  {{"name", "claimcheck"},
                   {"version", p.version},
                   {"informationUri", "file:///usr/share/doc/claimcheck/README.md"},
                   {"rules", rules}}}}},
               {"columnKind", "unicodeCodePoints"},
               {"results", results_},
               {"properties",
                {{"claimcheckVersion", p.version}, {"tables", tables}, {"summary", summary}}}}})}};
    out_ << doc.dump(2) << "\n";
  }

 private:
  std::ostream& out_;
  const Environment& env_;
  Json results_ = Json::array();
};

}  // namespace

std::unique_ptr<Reporter> make_sarif_reporter(std::ostream& out, const Environment& env) {
  return std::make_unique<SarifReporter>(out, env);
}

}  // namespace claimcheck
