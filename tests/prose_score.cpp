// The extractor's scorer.
#include "prose_score.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "claims/reader.h"
#include "extract/extract.h"

namespace claimcheck::testing {
namespace {

// A record's name, normalised: lower case, letters and digits only, and
// without the words that only join a model to where it is offered, so that
// "X on Groq", "X (Groq)", "X via Groq" and "X Groq API" are one name.
std::string key(const std::string& raw) {
  static const std::vector<std::string> joiners = {"on", "via", "at", "by", "the", "api"};
  // A tier's sign is its word: `(> 200K tokens)` is `(over 200K tokens)`.
  static const std::vector<std::pair<std::string, std::string>> signs = {
      {"\xE2\x89\xA4", " up to "}, {"\xE2\x89\xA5", " from "}, {"<=", " up to "},
      {">=", " from "},              {"<", " under "},              {">", " over "}};
  std::string name = raw;
  for (const auto& [sign, word] : signs)
    for (std::size_t at = name.find(sign); at != std::string::npos; at = name.find(sign, at))
      name.replace(at, sign.size(), word);
  std::string k, word;
  auto flush = [&] {
    if (std::find(joiners.begin(), joiners.end(), word) == joiners.end()) k += word;
    word.clear();
  };
  for (char c : name) {
    if (std::isalnum(static_cast<unsigned char>(c)))
      word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else
      flush();
  }
  flush();
  return k;
}

bool scored(const Fact& f) {
  if (f.from_table) return false;  // taken from the model catalogue, not stated
  const FieldDef& info = field_def(f.field);
  if (f.field == Field::source || f.field == Field::scope || f.field == Field::model) return false;
  return info.type == FieldType::quantity || info.type == FieldType::hardware ||
         info.type == FieldType::precision || info.type == FieldType::date;
}

bool close(double a, double b) {
  if (std::isinf(a) || std::isinf(b)) return a == b;
  if (a == b) return true;
  return std::fabs(a - b) <= 0.01 * std::max(std::fabs(a), std::fabs(b));
}

bool same_value(const Fact& a, const Fact& b) {
  const FieldDef& info = field_def(a.field);
  if (info.type == FieldType::hardware) return a.hardware == b.hardware;
  if (info.type != FieldType::quantity) return a.text == b.text;
  return close(a.value.lo(), b.value.lo()) && close(a.value.hi(), b.value.hi());
}

bool off_by_power(const Fact& a, const Fact& b) {
  if (field_def(a.field).type != FieldType::quantity) return false;
  const double x = a.value.lo(), y = b.value.lo();
  if (x <= 0 || y <= 0 || std::isinf(x) || std::isinf(y)) return false;
  const double l = std::log10(x / y);
  const double k = std::round(l);
  return k != 0 && std::fabs(l - k) < 0.005;
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

/// Verdict parity: each gold record checked as written and as drafted; and
/// the drafted records no gold record matched.
void score_verdicts(const std::vector<Record>& gold, const std::vector<Record>& got,
                    const std::vector<int>& match, const Environment& env, const std::string& file,
                    ProseScore& s) {
  std::vector<bool> matched(got.size(), false);
  for (std::size_t g = 0; g < gold.size(); ++g) {
    ++s.gold_records;
    const Level by_hand = check_record(gold[g], env, false).verdict;
    if (match[g] < 0) {
      s.details.push_back(fmt::format("{}: verdict of '{}': {} by hand, no record drafted", file,
                                      gold[g].name, level_name(by_hand)));
      continue;
    }
    const auto x = static_cast<std::size_t>(match[g]);
    matched[x] = true;
    const Level drafted = check_record(got[x], env, false).verdict;
    if (drafted == by_hand)
      ++s.same_verdict;
    else
      s.details.push_back(fmt::format("{}: verdict of '{}': {} by hand, {} drafted", file,
                                      gold[g].name, level_name(by_hand), level_name(drafted)));
  }
  for (std::size_t x = 0; x < got.size(); ++x)
    if (!matched[x]) {
      ++s.invented;
      s.details.push_back(fmt::format("{}: invented record '{}'", file, got[x].name));
    }
}

}  // namespace

void ProseScore::add(const ProseScore& o) {
  gold += o.gold;
  extracted += o.extracted;
  right += o.right;
  power_of_ten += o.power_of_ten;
  gold_records += o.gold_records;
  same_verdict += o.same_verdict;
  invented += o.invented;
  details.insert(details.end(), o.details.begin(), o.details.end());
}

ProseScore score_prose_file(const std::string& txt, const Environment& env) {
  ProseScore s;
  const std::string gold_path = txt.substr(0, txt.size() - 4) + ".claims";
  std::vector<Diagnostic> d;
  const auto gold = parse_claims(read(gold_path), gold_path, env.catalogue, d, &env.models);
  if (!d.empty()) {
    s.details.push_back(fmt::format("{}: the gold does not parse", gold_path));
    return s;
  }
  const Extraction e = extract_prose(read(txt), txt, env.catalogue, env.models);
  const auto got = extracted_records(e, env.catalogue, env.models);
  const std::string file = std::filesystem::path(txt).filename().string();
  // Records: by normalised name, then by one name holding the other, the
  // nearest in length first.
  std::vector<int> match(gold.size(), -1);
  std::vector<bool> taken(got.size(), false);
  for (int pass = 0; pass < 2; ++pass)
    for (std::size_t g = 0; g < gold.size(); ++g) {
      if (match[g] >= 0) continue;
      const std::string gk = key(gold[g].name);
      int best = -1;
      std::size_t best_gap = 0;
      for (std::size_t x = 0; x < got.size(); ++x) {
        if (taken[x]) continue;
        const std::string xk = key(got[x].name);
        const bool hit =
            pass == 0 ? gk == xk
                      : !xk.empty() && !gk.empty() &&
                            (gk.find(xk) != std::string::npos || xk.find(gk) != std::string::npos);
        const std::size_t gap =
            gk.size() > xk.size() ? gk.size() - xk.size() : xk.size() - gk.size();
        if (hit && (best < 0 || gap < best_gap)) {
          best = static_cast<int>(x);
          best_gap = gap;
        }
      }
      if (best >= 0) {
        match[g] = best;
        taken[static_cast<std::size_t>(best)] = true;
      }
    }
  for (const auto& r : got)
    for (const auto& f : r.facts)
      if (scored(f)) ++s.extracted;
  std::vector<std::vector<bool>> used(got.size());
  for (std::size_t x = 0; x < got.size(); ++x) used[x].assign(got[x].facts.size(), false);
  for (std::size_t g = 0; g < gold.size(); ++g) {
    for (const auto& gf : gold[g].facts) {
      if (!scored(gf)) continue;
      ++s.gold;
      bool hit = false;
      if (match[g] >= 0) {
        const auto& r = got[static_cast<std::size_t>(match[g])];
        for (std::size_t i = 0; i < r.facts.size() && !hit; ++i) {
          if (used[static_cast<std::size_t>(match[g])][i] || r.facts[i].field != gf.field) continue;
          if (same_value(r.facts[i], gf)) {
            hit = true;
            used[static_cast<std::size_t>(match[g])][i] = true;
          } else if (off_by_power(r.facts[i], gf)) {
            ++s.power_of_ten;
            s.details.push_back(fmt::format("{}: {}: {} off by a power of ten ({} for {})", file,
                                            gold[g].name, field_name(gf.field), r.facts[i].written,
                                            gf.written));
          }
        }
      }
      if (hit)
        ++s.right;
      else
        s.details.push_back(fmt::format("{}: missed in '{}'{}: {} ({})", file, gold[g].name,
                                        match[g] < 0 ? " (no such record)" : "", gf.written,
                                        field_name(gf.field)));
    }
  }
  score_verdicts(gold, got, match, env, file, s);
  for (std::size_t x = 0; x < got.size(); ++x)
    for (std::size_t i = 0; i < got[x].facts.size(); ++i)
      if (scored(got[x].facts[i]) && !used[x][i])
        s.details.push_back(fmt::format("{}: extra in '{}': {} ({})", file, got[x].name,
                                        got[x].facts[i].written,
                                        field_name(got[x].facts[i].field)));
  return s;
}

ProseScore score_prose_directory(const std::string& dir, const Environment& env, int* files) {
  std::vector<std::string> txts;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".txt" &&
        std::filesystem::exists(std::filesystem::path(entry.path()).replace_extension(".claims")))
      txts.push_back(entry.path().string());
  std::sort(txts.begin(), txts.end());
  ProseScore total;
  for (const auto& t : txts) total.add(score_prose_file(t, env));
  if (files) *files = static_cast<int>(txts.size());
  return total;
}

}  // namespace claimcheck::testing
