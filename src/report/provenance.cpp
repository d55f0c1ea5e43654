// The version and the tables' dates.
#include "report/provenance.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <nlohmann/json.hpp>

#include "report/json.h"

#ifndef CLAIMCHECK_VERSION
#define CLAIMCHECK_VERSION "unknown"
#endif

namespace claimcheck {
namespace {

/// Every date written YYYY, YYYY-MM or YYYY-MM-DD in a text.
std::vector<std::string> dates_in(const std::string& text) {
  std::vector<std::string> r;
  for (std::size_t i = 0; i + 4 <= text.size(); ++i) {
    auto digit = [&](std::size_t k) {
      return k < text.size() && std::isdigit(static_cast<unsigned char>(text[k]));
    };
    if ((i > 0 && (digit(i - 1) || text[i - 1] == '.')) ||
        !(digit(i) && digit(i + 1) && digit(i + 2) && digit(i + 3)) || digit(i + 4))
      continue;
    if (text[i] != '1' && text[i] != '2') continue;
    std::size_t end = i + 4;
    if (end + 2 < text.size() + 0 && text[end] == '-' && digit(end + 1) && digit(end + 2)) {
      end += 3;
      if (end + 2 < text.size() + 0 && text[end] == '-' && digit(end + 1) && digit(end + 2))
        end += 3;
    }
    r.push_back(text.substr(i, end - i));
    i = end - 1;
  }
  return r;
}

void newest(std::map<std::string, std::string>& by_file, const std::string& file,
            const std::string& text) {
  if (file.empty()) return;
  std::string& d = by_file[file];
  for (const auto& x : dates_in(text)) d = std::max(d, x);
}

}  // namespace

const char* claimcheck_version() {
  return CLAIMCHECK_VERSION;
}

std::string Provenance::line() const {
  std::vector<std::string> parts;
  for (const auto& [file, date] : tables)
    parts.push_back(fmt::format("{} {}", file, date.empty() ? "(undated)" : date));
  return fmt::format("claimcheck {}; tables as of: {}", version, fmt::join(parts, ", "));
}

Provenance provenance_of(const Environment& env) {
  std::map<std::string, std::string> by_file;
  for (const auto& a : env.catalogue.entries()) {
    newest(by_file, a.file, a.price_as_of);
    for (const auto& p : a.price_history) newest(by_file, a.file, p.as_of);
  }
  for (const auto& m : env.models.entries()) newest(by_file, m.file, m.released);
  for (const auto& [key, a] : env.assumptions.entries()) newest(by_file, a.file, a.as_of);
  for (const auto& [file, as_of] : env.catalogue.wordings().files()) newest(by_file, file, as_of);
  Provenance p;
  p.version = claimcheck_version();
  for (const auto& [file, date] : by_file) p.tables.emplace_back(file, date);
  return p;
}

std::string provenance_json_member(const Environment& env) {
  const Provenance p = provenance_of(env);
  nlohmann::ordered_json tables = nlohmann::ordered_json::array();
  for (const auto& [file, date] : p.tables)
    tables.push_back(
        {{"file", file},
         {"as_of", date.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(date)}});
  const nlohmann::ordered_json j = {{"version", p.version}, {"tables", tables}};
  return "\"claimcheck\": " + json_text(j);
}

}  // namespace claimcheck
