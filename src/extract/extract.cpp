// Drafting records from prose, in phases: the text (prose_text, html_text,
// table_text), the sentences' names and figures and the subject each is
// said of (attach), the records (records), and the claims text, written
// once at the end and read back by the claims reader.
#include "extract/extract.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <optional>

#include "claims/reader.h"
#include "extract/attach.h"
#include "extract/attached.h"
#include "extract/html_text.h"
#include "extract/lexicon.h"
#include "extract/prose_text.h"
#include "extract/records.h"
#include "extract/table_text.h"
#include "text/ascii.h"

namespace claimcheck {

using namespace extraction;

namespace {
/// Reads the drafts back with the claims reader: a fact it refuses is left
/// out and listed, so that every draft is a record the checker can read.
void read_back(Extraction& out, const Catalogue& catalogue, const ModelCatalogue& models) {
  for (int round = 0; round < 3 && !out.records.empty(); ++round) {
    std::vector<std::vector<int>> lines;
    const std::string draft = out.plain_text(lines);
    std::vector<Diagnostic> diagnostics;
    parse_claims(draft, out.file, catalogue, diagnostics, &models);
    std::map<std::pair<std::size_t, std::size_t>, std::string> refused;  // record, fact
    std::map<std::size_t, std::string> refused_records;
    for (const auto& d : diagnostics) {
      if (d.severity != Severity::error) continue;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!lines[i].empty() && d.where.line == lines[i].front() - 1)
          refused_records.emplace(i, d.message);
        for (std::size_t j = 0; j < lines[i].size(); ++j)
          if (lines[i][j] == d.where.line) refused.emplace(std::make_pair(i, j), d.message);
      }
    }
    if (refused.empty() && refused_records.empty()) return;
    std::vector<DraftRecord> kept;
    for (std::size_t i = 0; i < out.records.size(); ++i) {
      DraftRecord r = out.records[i];
      std::vector<DraftFact> facts;
      for (std::size_t j = 0; j < r.facts.size(); ++j) {
        const auto whole = refused_records.find(i);
        const auto one = refused.find({i, j});
        if (whole != refused_records.end() || one != refused.end()) {
          ignore_figure(
              out, {r.facts[j].prose, "unsure",
                    "drafted as '" + r.facts[j].claim + "', which the claims reader refuses: " +
                        (whole != refused_records.end() ? whole->second : one->second)});
          continue;
        }
        facts.push_back(r.facts[j]);
      }
      r.facts = facts;
      if (!r.facts.empty()) {
        r.first_line = r.last_line = r.facts.front().prose.line;
        for (const auto& f : r.facts) {
          r.first_line = std::min(r.first_line, f.prose.line);
          r.last_line = std::max(r.last_line, f.prose.line);
        }
      }
      const bool only_date = r.facts.size() == 1 && r.facts[0].field == Field::date;
      if (!r.facts.empty() && !only_date) kept.push_back(r);
    }
    out.records = kept;
  }
}

std::optional<PageText> page_text(std::string_view text, std::vector<std::string>& notes);

/// The text phase: the input as prose. A page (a `.html` or `.htm` file,
/// or any input that opens as an HTML document) is read with the HTML parser
/// first; its lines and columns stay the page's.
Prose read_text(std::string_view text, const std::string& file, const Catalogue& catalogue,
                std::vector<std::string>& notes) {
  std::optional<PageText> read;
  if (html_file_name(file) || looks_like_html(text)) read = page_text(text, notes);
  // Tables of models as columns, turned so that each model is a row.
  const std::string_view body = read ? std::string_view(read->text) : text;
  if (auto turned = models_as_rows(body, read ? &read->to_page : nullptr, catalogue.wordings(),
                                   Lexicon::builtin()))
    read = std::move(turned);
  if (!read) return prepare(text, notes);
  Prose p = prepare(read->text, notes);
  p.to_page = std::move(read->to_page);
  p.page_line_starts.push_back(0);
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') p.page_line_starts.push_back(i + 1);
  return p;
}

/// A page read with the HTML parser, or nullopt (with a note why) when it
/// is read as plain text.
std::optional<PageText> page_text(std::string_view text, std::vector<std::string>& notes) {
  auto read = html_text(text);
  if (!read) {
    notes.push_back(html_supported()
                        ? fmt::format("the page nests its elements more than {} deep: it is read "
                                      "as plain text, its tags dropped and its tables not kept",
                                      kMaxPageNesting)
                        : "HTML is read as plain text in this build: its tags are dropped and "
                          "its tables not kept");
  }
  return read;
}

}  // namespace

const char* attached_by_name(AttachedBy by) {
  switch (by) {
    case AttachedBy::none:
      return "none";
    case AttachedBy::said_for:
      return "said-for";
    case AttachedBy::respectively:
      return "respectively";
    case AttachedBy::clause:
      return "clause";
    case AttachedBy::sentence:
      return "sentence";
    case AttachedBy::table_row:
      return "table-row";
    case AttachedBy::list_item:
      return "list-item";
    case AttachedBy::group:
      return "group";
    case AttachedBy::paragraph:
      return "paragraph";
    case AttachedBy::anaphora:
      return "anaphora";
    case AttachedBy::section:
      return "section";
    case AttachedBy::title:
      return "title";
    case AttachedBy::document:
      return "document";
  }
  return "none";
}

bool is_prose_file(const std::string& path) {
  const std::string l = to_lower(path);
  for (const char* ext : {".txt", ".md", ".markdown", ".html", ".htm"}) {
    const std::string e(ext);
    if (l.size() > e.size() && l.compare(l.size() - e.size(), e.size(), e) == 0) return true;
  }
  return false;
}

Extraction extract_prose(std::string_view text, const std::string& file, const Catalogue& catalogue,
                         const ModelCatalogue& models) {
  Extraction out;
  out.file = file;
  const Lexicon& lex = Lexicon::builtin();
  // Binary data: NUL bytes or mostly control characters.
  std::size_t control = 0;
  for (unsigned char ch : text)
    if (ch == 0 || (ch < 32 && ch != '\n' && ch != '\r' && ch != '\t')) ++control;
  if (control > 0 && control * 20 > text.size()) {
    out.problems.push_back("binary data, not text");
    return out;
  }
  const Prose p = read_text(text, file, catalogue, out.notes);
  const auto sentences = split_sentences(p);
  ReadingState t;
  {
    // Providers the text names: two or more, and offers are named for theirs.
    std::set<std::string> seen;
    for (const Sentence& sn : sentences) {
      const Words w = split_words(std::string_view(p.clean).substr(sn.begin, sn.end - sn.begin));
      for (const std::string& pr : providers_in(w, lex)) seen.insert(key_of(pr).substr(0, 5));
      if (seen.size() >= 2) break;
    }
    t.providers_named = seen.size();
  }
  for (const Sentence& s : sentences) read_sentence(t, p, s, lex, catalogue, models, out);
  Attachments& st = t.st;
  const auto date = draft_records(st, p, sentences, lex, out);
  read_back(out, catalogue, models);
  if (out.unlisted > 0)
    out.notes.push_back(
        fmt::format("{} more numbers not read as claims are not listed (the list stops at {})",
                    out.unlisted, kMaxIgnored));
  if (date)
    for (auto& i : out.ignored)
      if (i.prose.begin >= date->second.first && i.prose.end <= date->second.second) {
        i.reason = "date";
        i.detail = "a part of the dateline (read as the records' date)";
      }
  std::sort(
      out.ignored.begin(), out.ignored.end(),
      [](const IgnoredFigure& a, const IgnoredFigure& b) { return a.prose.begin < b.prose.begin; });
  return out;
}

namespace {

std::string quoted(const std::string& s) {
  std::string r = "\"";
  for (char ch : s) {
    if (ch == '"' || ch == '\\') r += '\\';
    r += ch;
  }
  return r + "\"";
}

std::string comment_text(std::string s) {
  if (s.size() > 100) s = s.substr(0, 97) + "...";
  return s;
}

}  // namespace

std::string Extraction::claims_text(bool explain) const {
  std::string out = fmt::format(
      "# Drafted by claimcheck extract from {}: each figure is quoted from the\n"
      "# prose after it. Check them against the text before relying on them.\n",
      file);
  for (const auto& p : problems) out += fmt::format("# Not read: {}.\n", p);
  for (const auto& n : notes) out += fmt::format("# Note: {}.\n", n);
  for (const auto& r : records) {
    out += r.first_line == r.last_line
               ? fmt::format("\n# line {}\n", r.first_line)
               : fmt::format("\n# lines {}-{}\n", r.first_line, r.last_line);
    out += fmt::format("{} {}:\n", record_kind_name(r.kind), quoted(r.name));
    for (std::size_t i = 0; i < r.facts.size(); ++i) {
      const auto& f = r.facts[i];
      const std::string fact = "    " + f.claim + (i + 1 < r.facts.size() ? "," : "");
      out += fmt::format("{:<44}# line {}: \"{}\"\n", fact + " ", f.prose.line,
                         comment_text(f.prose.text));
      if (explain) out += fmt::format("    #   {}\n", f.why);
    }
  }
  if (!ignored.empty()) {
    out += "\n# Numbers not read as claims:\n";
    for (const auto& i : ignored)
      out += fmt::format("#   line {}: \"{}\": {} ({})\n", i.prose.line, comment_text(i.prose.text),
                         i.detail, i.reason);
  }
  if (records.empty() && problems.empty()) out += "\n# No figure was read as a claim.\n";
  return out;
}

std::string Extraction::plain_text(std::vector<std::vector<int>>& fact_lines) const {
  std::string out;
  int line = 0;
  fact_lines.clear();
  for (const auto& r : records) {
    out += fmt::format("{} {}:\n", record_kind_name(r.kind), quoted(r.name));
    ++line;
    fact_lines.emplace_back();
    for (std::size_t i = 0; i < r.facts.size(); ++i) {
      out += "    " + r.facts[i].claim + (i + 1 < r.facts.size() ? ",\n" : "\n");
      fact_lines.back().push_back(++line);
    }
    out += "\n";
    ++line;
  }
  return out;
}

std::vector<Record> extracted_records(const Extraction& e, const Catalogue& catalogue,
                                      const ModelCatalogue& models) {
  std::vector<std::vector<int>> lines;
  const std::string text = e.plain_text(lines);
  std::vector<Diagnostic> diagnostics;
  std::vector<Record> records = parse_claims(text, e.file, catalogue, diagnostics, &models);
  std::vector<Record> out;
  // Records come back in order; a record the reader refused is left out.
  for (auto& r : records) {
    std::size_t index = 0;
    while (index < e.records.size() && key_of(e.records[index].name) != key_of(r.name)) ++index;
    if (index >= e.records.size()) continue;
    const DraftRecord& d = e.records[index];
    r.file = e.file;
    r.line = d.first_line;
    for (auto& f : r.facts) {
      // A fact's line in the draft says which drafted fact it came from.
      // The fact's line in the draft, compared once: the prose line written
      // over it must not match a later fact's draft line.
      const int draft_line = f.where.line;
      for (std::size_t j = 0; j < lines[index].size(); ++j)
        if (lines[index][j] == draft_line) {
          const ProseSpan& s = d.facts[j].prose;
          f.where.file = e.file;
          f.where.line = s.line;
          f.where.col = s.column;
          f.where.end_col = s.column + static_cast<int>(s.end - s.begin);
          f.where.source_line.clear();
          break;
        }
    }
    std::vector<std::string> written;
    for (const auto& f : d.facts) written.push_back(f.claim);
    r.notes.insert(r.notes.begin(),
                   fmt::format("extracted from the prose (lines {}-{}) as: {}", d.first_line,
                               d.last_line, fmt::join(written, ", ")));
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace claimcheck
