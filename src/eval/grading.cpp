// Grading a class against a key.
#include "eval/grading.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

#include "eval/expectations.h"

namespace claimcheck {
namespace {

std::string trimmed(std::string_view s) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return "";
  const auto last = s.find_last_not_of(" \t\r");
  return std::string(s.substr(first, last - first + 1));
}

std::string lowered(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

const char* article(RecordKind k) { return k == RecordKind::api ? "an" : "a"; }

/// Provenance, not figures: a student need not copy them.
bool ignored(Field f) {
  return f == Field::source || f == Field::scope || f == Field::date;
}

/// A student's accelerator matches the key's: the same entry, or a variant
/// of the family the other names (H100-SXM for H100).
bool same_hardware(const std::string& student, const std::string& key, const Catalogue& catalogue) {
  return student == key || catalogue.is_variant_of(student, key) ||
         catalogue.is_variant_of(key, student);
}

/// Why the student's fact is not the key's, or empty when it is.
std::string figure_differs(const Fact& s, const Fact& k, double tolerance,
                           const Catalogue& catalogue) {
  const FieldDef& def = field_def(k.field);
  switch (def.type) {
    case FieldType::quantity: {
      auto close = [&](double a, double b) {
        return a == b || std::fabs(a - b) <= tolerance * std::fabs(b);
      };
      // A price for another accelerator is another figure (`$2/H100-hour`).
      if (!k.hardware.empty() &&
          (s.hardware.empty() || !same_hardware(s.hardware.front(), k.hardware.front(), catalogue)))
        return fmt::format("`{}` where the key has `{}` (for another accelerator)", s.written,
                           k.written);
      if (s.currency != k.currency)
        return fmt::format("`{}` where the key has `{}` (in another currency)", s.written,
                           k.written);
      if (close(s.value.lo(), k.value.lo()) && close(s.value.hi(), k.value.hi())) return "";
      return fmt::format("`{}` where the key has `{}` (more than {}% apart)", s.written,
                         k.written, tolerance * 100);
    }
    case FieldType::hardware:
      for (const auto& id : k.hardware)
        if (std::none_of(s.hardware.begin(), s.hardware.end(),
                         [&](const std::string& x) { return same_hardware(x, id, catalogue); }))
          return fmt::format("`{}` where the key has `{}`", s.written, k.written);
      return "";
    case FieldType::flag:
      return "";
    default:
      if (lowered(s.text) == lowered(k.text)) return "";
      return fmt::format("`{}` where the key has `{}`", s.written, k.written);
  }
}

/// The claim mark: every figure of the key's record in the student's.
void mark_claim(const Record& s, const Record& k, const GradeOptions& options,
                const Catalogue& catalogue, ExerciseMark& m) {
  std::vector<std::string> why;
  if (s.kind != k.kind)
    why.push_back(fmt::format("{} {} record where the key's is {} {} record",
                              article(s.kind), record_kind_name(s.kind), article(k.kind),
                              record_kind_name(k.kind)));
  for (const auto& kf : k.facts) {
    if (kf.from_table || ignored(kf.field) || kf.narrowed) continue;
    // The student's facts of that field (a plan may price several
    // accelerators): one that matches is enough; else the first says why.
    std::string first_reason;
    bool given = false, matched = false;
    for (const auto& sf : s.facts) {
      if (sf.field != kf.field || sf.from_table || sf.narrowed) continue;
      given = true;
      std::string d = figure_differs(sf, kf, options.tolerance, catalogue);
      if (d.empty()) {
        matched = true;
        break;
      }
      if (first_reason.empty()) first_reason = std::move(d);
    }
    if (!given)
      why.push_back(fmt::format("the key's `{}` is missing", kf.written));
    else if (!matched)
      why.push_back(std::move(first_reason));
  }
  m.claim = why.empty() ? 1 : 0;
  for (auto& w : why) m.reasons.push_back("claim: " + w);
}

/// The prediction mark: the student's expect lines hold on the student's own
/// record, and one of them could have failed.
void mark_prediction(const Record& s, const Environment& env, ExerciseMark& m) {
  if (s.expectations.empty()) {
    m.reasons.push_back("prediction: no expect line, so nothing was predicted");
    return;
  }
  if (const auto unknown = unknown_expected_rules(s, env.rules); !unknown.empty()) {
    m.reasons.push_back("prediction: " + unknown.front().message);
    return;
  }
  const ClaimResult result = check_record(s, env);
  bool held = true, predicts = false;
  for (const auto& x : check_expectations(result)) {
    const Expectation& e = *x.expectation;
    const std::string written =
        e.pinned ? fmt::format("{} {} {}", e.rule, e.let, e.written)
                 : fmt::format("{}{}{}", e.at_most ? "at-most " : "", level_name(e.verdict),
                               e.rule.empty() ? "" : " " + e.rule);
    if (!x.held) {
      held = false;
      m.reasons.push_back(fmt::format("prediction: expect {} (line {}): got {}", written,
                                      e.where.line, e.pinned ? x.got : level_name(x.actual)));
    } else if (!e.rule.empty() && !x.finding) {
      m.reasons.push_back(fmt::format(
          "prediction: expect {} (line {}) names a rule that never applies to {} records: it "
          "predicts nothing",
          written, e.where.line, record_kind_name(s.kind)));
    } else if (const std::string v = vacuous(e); !v.empty()) {
      m.reasons.push_back(fmt::format("prediction: expect {} (line {}) {}", written,
                                      e.where.line, v));
    } else {
      predicts = true;
    }
  }
  m.prediction = held && predicts ? 1 : 0;
}

}  // namespace

std::string exercise_key(std::string_view name) {
  const std::string n = trimmed(name);
  if (const auto colon = n.find(':'); colon != std::string::npos && colon > 0)
    return lowered(trimmed(std::string_view(n).substr(0, colon)));
  return lowered(n.substr(0, n.find_first_of(" \t")));
}

bool names_exercise(std::string_view name, const std::string& exercise) {
  const std::string n = lowered(trimmed(name));
  return n.compare(0, exercise.size(), exercise) == 0 &&
         (n.size() == exercise.size() ||
          !std::isalnum(static_cast<unsigned char>(n[exercise.size()])));
}

std::string vacuous(const Expectation& e) {
  if (!e.pinned && e.at_most && e.verdict == Level::impossible)
    return "holds whatever the figures (nothing is above impossible): it predicts nothing";
  return "";
}

int SubmissionMarks::score() const {
  int total = 0;
  for (const auto& e : exercises) total += e.claim + e.prediction;
  return total;
}

std::vector<UnreadRecord> unread_records(std::string_view text,
                                         const std::vector<Diagnostic>& diagnostics) {
  // Each record's header: a line at column 1 that is neither blank nor a comment.
  struct Header {
    int line;
    std::string name;
  };
  std::vector<Header> headers;
  int number = 0;
  for (std::size_t at = 0; at <= text.size();) {
    const auto end = std::min(text.find('\n', at), text.size());
    const std::string_view line = text.substr(at, end - at);
    ++number;
    if (!line.empty() && line[0] != ' ' && line[0] != '\t' && line[0] != '#' && line[0] != '\r') {
      std::string_view rest = line.substr(std::min(line.find_first_of(" \t"), line.size()));
      const std::string r = trimmed(rest);
      std::string name;
      if (!r.empty() && r[0] == '"')
        name = r.substr(1, r.find('"', 1) == std::string::npos ? std::string::npos
                                                                : r.find('"', 1) - 1);
      else
        name = trimmed(r.substr(0, r.find(':')));
      headers.push_back({number, name});
    }
    if (end == text.size()) break;
    at = end + 1;
  }
  std::vector<UnreadRecord> out;
  std::set<int> reported;  // header lines already reported
  for (const auto& d : diagnostics) {
    const int line = d.where.line;
    // The last header at or before the line (headers are in line order).
    const auto after = std::upper_bound(headers.begin(), headers.end(), line,
                                        [](int l, const Header& h) { return l < h.line; });
    if (after == headers.begin()) continue;
    const Header* owner = &*(after - 1);
    if (!reported.insert(owner->line).second) continue;
    out.push_back({owner->line, owner->name,
                   fmt::format("{}:{}:{}: {}", d.where.file.str(), d.where.line, d.where.col,
                               d.message)});
  }
  return out;
}

std::vector<std::string> exercise_keys(const std::vector<Record>& key) {
  std::vector<std::string> first;  // each record's exercise_key()
  for (const auto& k : key) first.push_back(exercise_key(k.name));
  // Two exercises with one first word (`GPT-3 small`, `GPT-3 large`) are
  // told apart by their whole names; two with one text before `:` stay the
  // same exercise, which the key must not have twice.
  std::vector<std::string> keys = first;
  for (std::size_t i = 0; i < key.size(); ++i) {
    if (key[i].name.find(':') != std::string::npos) continue;
    bool clash = false;
    for (std::size_t j = 0; j < key.size(); ++j)
      clash = clash || (j != i && (first[j] == first[i] || names_exercise(first[j], first[i])));
    if (clash) keys[i] = lowered(trimmed(key[i].name));
  }
  return keys;
}

SubmissionMarks grade_submission(const std::string& file, const std::vector<Record>& key,
                                 const std::vector<Record>& records,
                                 const std::vector<UnreadRecord>& unread, const Environment& env,
                                 const GradeOptions& options) {
  SubmissionMarks marks;
  marks.file = file;
  const std::vector<std::string> keys = exercise_keys(key);
  for (std::size_t i = 0; i < key.size(); ++i) {
    const Record& k = key[i];
    ExerciseMark m;
    m.name = k.name;
    const std::string& want = keys[i];
    const auto found = std::find_if(records.begin(), records.end(),
                                    [&](const Record& r) { return names_exercise(r.name, want); });
    if (found != records.end()) {
      mark_claim(*found, k, options, env.catalogue, m);
      mark_prediction(*found, env, m);
    } else if (const auto bad =
                   std::find_if(unread.begin(), unread.end(),
                                [&](const UnreadRecord& u) { return names_exercise(u.name, want); });
               bad != unread.end()) {
      m.reasons.push_back(fmt::format("the record at line {} could not be read: {}", bad->line,
                                      bad->error));
    } else {
      m.reasons.push_back(
          fmt::format("no record for this exercise (a record whose name starts with `{}`)",
                      trimmed(k.name.substr(0, want.size()))));
    }
    marks.exercises.push_back(std::move(m));
  }
  return marks;
}

}  // namespace claimcheck
