// Dates the text gives its records: a dateline at its start, and news
// lines that open with a date (`04/14/2025: Released ...`).
#include "extract/dates.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <regex>

#include "extract/readings.h"
#include "text/ascii.h"
#include "vocab/calendar.h"

namespace claimcheck::extraction {

namespace {

/// The date a line's match gives (`July 23, 2024` or `23 July 2024`: month
/// and year in groups 2 and 3, or 4 and 5), and its span; `at` is where the
/// line begins.
DatedSpan line_date(const std::smatch& lm, std::size_t at) {
  const bool day_first_form = lm[2].str().empty();
  const std::string year = day_first_form ? lm[5].str() : lm[3].str();
  const std::string mon = to_lower(day_first_form ? lm[4].str() : lm[2].str()).substr(0, 3);
  const std::size_t b = at + static_cast<std::size_t>(lm.position(1));
  return {year + "-" + fmt::format("{:02}", month_number(mon)),
          {b, b + static_cast<std::size_t>(lm.length(1))}};
}

}  // namespace

std::optional<DatedSpan> dateline(const Prose& p, const Lexicon& lex) {
  const std::size_t start = p.clean.find_first_not_of(" \t\n");
  if (start == std::string::npos) return std::nullopt;
  const std::string head = p.clean.substr(start, 160);
  static const std::regex month_first(
      R"(^(?:[A-Z][A-Za-z .]*,\s*)*(()" + month_alternation(true) +
      R"()\.?\s+\d{1,2},?\s+(\d{4}))(?:\s*\([^)]{1,40}\))?\s*(\xE2\x80\x94|\xE2\x80\x93|--|-|:|/|\|))");
  static const std::regex day_first(
      R"(^(?:[A-Z][A-Za-z .]*,\s*)*(\d{1,2}\s+()" + month_alternation(false) +
      R"()\s+(\d{4}))(?:\s*\([^)]{1,40}\))?\s*(\xE2\x80\x94|\xE2\x80\x93|--|-|:|/|\|))");
  static const std::regex month_year(
      R"(^(?:[A-Z][A-Za-z .]*,\s*)*(()" + month_alternation(false) +
      R"()\s+(\d{4}))(?:\s*\([^)]{1,40}\))?\s*(\xE2\x80\x94|\xE2\x80\x93|--|-|:|/|\|))");
  static const std::regex iso(
      R"(^((\d{4})-(\d{2})-\d{2})\s*(\xE2\x80\x94|\xE2\x80\x93|--|-|:|\|))");
  std::smatch m;
  std::string year, month;
  if (std::regex_search(head, m, month_first) || std::regex_search(head, m, day_first) ||
      std::regex_search(head, m, month_year)) {
    year = m[3].str();
    const std::string mon = to_lower(m[2].str()).substr(0, 3);
    month = fmt::format("{:02}", month_number(mon));
  } else if (std::regex_search(head, m, iso)) {
    year = m[2].str();
    month = m[3].str();
  } else {
    // A byline or a date line among the first lines: `By a staff writer,
    // July 23, 2024`, `Published 23 July 2024`.
    static const std::regex line_end(R"((()" + month_alternation(true) +
                                     R"()\.?\s+\d{1,2},?\s+(\d{4})|\d{1,2}\s+()" +
                                     month_alternation(true) + R"()\.?\s+(\d{4}))\s*$)");
    std::size_t at = start;
    for (int line = 0; line < 4 && at < p.clean.size(); ++line) {
      const std::size_t nl = std::min(p.clean.find('\n', at), p.clean.size());
      const std::string text = p.clean.substr(at, nl - at);
      std::smatch lm;
      if (text.size() <= 100 && std::regex_search(text, lm, line_end)) return line_date(lm, at);
      // `arXiv:2304.01373 [cs.CL], April 2023`: a month and a year that end
      // a short line, alone on it or after a comma.
      static const std::regex month_year_end(R"((?:^|,\s*)(()" + month_alternation(false) +
                                             R"()\s+(\d{4}))\s*$)");
      if (text.size() <= 100 && std::regex_search(text, lm, month_year_end))
        return line_date(lm, at);
      at = p.clean.find_first_not_of(" \t\n", nl);
      if (at == std::string::npos) break;
    }
    // A model card's `Release date: April 23, 2024` line, among its first 40.
    static const std::regex labelled(R"(^\s*[-*]?\s*(?:)" + lex.alternation("date-labels") +
                                         R"()\s*:\s*(()" + month_alternation(true) +
                                         R"()\.?\s+(?:\d{1,2},?\s+)?(\d{4})|\d{1,2}\s+()" +
                                         month_alternation(true) + R"()\.?\s+(\d{4})))",
                                     std::regex::icase);
    at = start;
    for (int line = 0; line < 40 && at < p.clean.size(); ++line) {
      const std::size_t nl = std::min(p.clean.find('\n', at), p.clean.size());
      const std::string text = p.clean.substr(at, std::min<std::size_t>(nl - at, 200));
      std::smatch lm;
      if (std::regex_search(text, lm, labelled)) return line_date(lm, at);
      // A page's front matter: `date: 2026-01-29`.
      static const std::regex labelled_iso(R"(^\s*[-*]?\s*(?:)" + lex.alternation("date-labels") +
                                               R"()\s*:\s*((\d{4})-(\d{2})-\d{2})\b)",
                                           std::regex::icase);
      if (std::regex_search(text, lm, labelled_iso)) {
        const int mm = std::stoi(lm[3].str());
        if (mm >= 1 && mm <= 12) {
          const std::size_t b = at + static_cast<std::size_t>(lm.position(1));
          return DatedSpan{lm[2].str() + "-" + lm[3].str(),
                           {b, b + static_cast<std::size_t>(lm.length(1))}};
        }
      }
      if (nl >= p.clean.size()) break;
      at = nl + 1;
    }
    return std::nullopt;
  }
  const std::size_t b = start + static_cast<std::size_t>(m.position(1));
  return std::make_pair(year + "-" + month,
                        std::make_pair(b, b + static_cast<std::size_t>(m.length(1))));
}

namespace {

/// The month of a news line's date in figures (groups 2-4 month, day and
/// year, or 5-7 year, month and day): `MM/DD/YYYY`, or `DD/MM/YYYY` where
/// the day tells them apart (`04/14/2025`, `14/04/2025`); `YYYY/MM/DD`,
/// `YYYY.MM.DD` or `YYYY-MM-DD`. 0 when it is no date, or the order is
/// ambiguous (`04/05/2025`).
int news_month(const std::smatch& m) {
  const auto day = [](int d) { return d >= 1 && d <= 31; };
  if (m[4].matched) {
    const int a = std::stoi(m[2].str()), b = std::stoi(m[3].str());
    if (a >= 1 && a <= 12 && (a == b || (b > 12 && day(b)))) return a;
    if (b >= 1 && b <= 12 && a > 12 && day(a)) return b;
    return 0;
  }
  // `[2026/07]`: a month with no day.
  const int month = std::stoi(m[6].str());
  return month >= 1 && month <= 12 && (!m[7].matched || day(std::stoi(m[7].str()))) ? month : 0;
}

/// Whether bytes [b, e) hold a date's digits: four digits and a `/`, `.`
/// or `-` (`2025/07`), or a digit, a `/` and a digit (`04/14/2025`).
bool date_digits_near(const std::string& t, std::size_t b, std::size_t e) {
  const auto digit = [&](std::size_t i) { return std::isdigit(static_cast<unsigned char>(t[i])); };
  for (std::size_t i = b + 1; i + 1 < e; ++i) {
    if (t[i] == '/' && digit(i - 1) && digit(i + 1)) return true;
    if ((t[i] == '.' || t[i] == '-') && i >= b + 4 && digit(i + 1) && digit(i - 1) &&
        digit(i - 2) && digit(i - 3) && digit(i - 4))
      return true;
  }
  return false;
}

/// The cells of a `|` row in bytes [b, e) (row_cells), trimmed of emphasis
/// too (`| **Release** |`).
std::vector<std::pair<std::size_t, std::size_t>> pipe_cells(const std::string& t, std::size_t b,
                                                            std::size_t e) {
  auto cells = row_cells(t, b, e);
  for (auto& [cb, ce] : cells) {
    while (cb < ce && (t[cb] == '*' || t[cb] == '`')) ++cb;
    while (ce > cb && (t[ce - 1] == '*' || t[ce - 1] == '`')) --ce;
  }
  return cells;
}

/// `| minimind-3 | 64M | 2026.04.01 |` under `| Model | Parameters |
/// Release |`: a date that fills a cell of a column headed by a release
/// word (`release-column`) dates its row's model.
void column_dates(const Prose& p, const Lexicon& lex, std::vector<NewsDate>& dates) {
  static const std::regex day(R"((\d{4})[./-](\d{1,2})(?:[./-](\d{1,2}))?)");
  const std::string& t = p.clean;
  std::size_t column = std::string::npos;
  std::size_t header_end = std::string::npos;  // the header's line, before its rule
  for (std::size_t at = 0; at < t.size();) {
    const std::size_t nl = std::min(t.find('\n', at), t.size());
    const bool row = find_within(t, '|', at, nl) != std::string::npos;
    if (!row) column = std::string::npos;
    const auto cells = row ? pipe_cells(t, at, nl) : decltype(pipe_cells(t, 0, 0)){};
    const bool rule = row && t.substr(at, nl - at).find_first_not_of(" |-:\t") == std::string::npos;
    if (rule && header_end != std::string::npos) {
      // The line before the rule is the header.
      const std::size_t hb = t.rfind('\n', header_end == 0 ? 0 : header_end - 1);
      const auto head = pipe_cells(t, hb == std::string::npos ? 0 : hb + 1, header_end);
      column = std::string::npos;
      for (std::size_t k = 0; k < head.size(); ++k) {
        const Words w = split_words(to_lower(t.substr(head[k].first, head[k].second - head[k].first)));
        if (!w.words.empty() && lex.cue("release-column").match_at(w.words, 0) == w.words.size())
          column = k;
      }
    } else if (row && column < cells.size()) {
      const auto [cb, ce] = cells[column];
      std::smatch m;
      const std::string cell = t.substr(cb, ce - cb);
      if (std::regex_match(cell, m, day)) {
        const int month = std::stoi(m[2].str());
        if (month >= 1 && month <= 12 && !cells.empty())
          dates.push_back({{m[1].str() + "-" + fmt::format("{:02}", month), {cb, ce}},
                           at,
                           nl,
                           t.substr(cells[0].first, cells[0].second - cells[0].first)});
      }
    }
    header_end = row && !rule ? nl : std::string::npos;
    at = nl + 1;
  }
}

}  // namespace

std::vector<NewsDate> news_dates(const Prose& p) {
  // The date, followed by a colon or bracketed, at the line's start, past a
  // list's mark: `2025.06.06: We released ...`, `- [2025/08/20] We release
  // ...` (the clean text has blanked the brackets: the plain text has them).
  // A mark (an emoji) and a label may come first, and the date may be
  // code: `- 🔥 **News**: ```2025/07/02```: We are releasing ...`.
  static const std::regex news(
      R"(^[ \t]*(?:[-*+][ \t]+)?(?:[^\sA-Za-z0-9]{1,8}[ \t]+)?(?:[A-Za-z]{2,12}[ \t]*:[ \t]*)?`*((\d{1,2})/(\d{1,2})/(\d{4})|(\d{4})[./-](\d{1,2})(?:[./-](\d{1,2}))?)`*[ \t]*(:)?)");
  std::vector<NewsDate> dates;
  for (std::size_t at = 0; at < p.clean.size();) {
    const std::size_t nl = std::min(p.clean.find('\n', at), p.clean.size());
    const std::size_t first = p.clean.find_first_not_of(" \t-*+", at);
    std::smatch m;
    // Only a line with a date's digits near its start is searched.
    const std::string line = first < nl && date_digits_near(p.clean, first, std::min(nl, first + 40))
                                 ? p.clean.substr(at, std::min<std::size_t>(nl - at, 60))
                                 : "";
    if (!line.empty() && std::regex_search(line, m, news)) {
      const std::size_t b = at + static_cast<std::size_t>(m.position(1));
      const std::size_t e = b + static_cast<std::size_t>(m.length(1));
      const bool bracketed =
          b > 0 && e < p.plain.size() && p.plain[b - 1] == '[' && p.plain[e] == ']';
      const int month = news_month(m);
      if (month > 0 && (m[8].matched || bracketed))
        dates.push_back(
            {{(m[4].matched ? m[4].str() : m[5].str()) + "-" + fmt::format("{:02}", month), {b, e}},
             at,
             nl,
             ""});
    }
    at = nl + 1;
  }
  column_dates(p, Lexicon::builtin(), dates);
  return dates;
}

}  // namespace claimcheck::extraction
