// Source text and diagnostics (src/text/): the UTF-8 check, lines of a
// source, the rendering with a caret, and "did you mean".
#include <catch2/catch.hpp>

#include "text/ascii.h"
#include "text/diagnostic.h"
#include "text/shared_text.h"
#include "text/source_text.h"
#include "text/spelling.h"

using namespace claimcheck;

TEST_CASE("check_text refuses a control character and bad UTF-8, at the character's column") {
  std::vector<Diagnostic> d;
  CHECK(check_text("model A: 405B params", "t", 1, d));
  CHECK(check_text("énergie 5 MWh\t# tabs pass", "t", 1, d));
  CHECK(d.empty());
  CHECK_FALSE(check_text("é\x01", "t", 4, d));
  REQUIRE(d.size() == 1);
  CHECK(render(d[0]) ==
        "t:4:2: error: control character 0x01 in the input\n"
        "é?\n"
        " ^\n");
  d.clear();
  CHECK_FALSE(check_text("ab\xC3(", "t", 1, d));  // a lead byte without its continuation
  REQUIRE(d.size() == 1);
  CHECK(d[0].message == "invalid UTF-8 (byte 0xC3)");
  d.clear();
  CHECK_FALSE(check_text("\xED\xA0\x80", "t", 1, d));  // a surrogate is not UTF-8
  CHECK_FALSE(check_text("\xC0\xAF", "t", 1, d));      // nor an overlong form
}

TEST_CASE("source_line gives a line without its line end, and nothing past the end") {
  CHECK(source_line("a\r\nbb\nccc", 1) == "a");
  CHECK(source_line("a\r\nbb\nccc", 2) == "bb");
  CHECK(source_line("a\r\nbb\nccc", 3) == "ccc");
  CHECK(source_line("a\r\nbb\nccc", 4).empty());
}

TEST_CASE("a diagnostic renders as file:line:col, the line and a caret run under its span") {
  Diagnostic d;
  d.where = make_span("f.claims", 3, "model A: 5 parms", 11, 16);
  d.message = "unknown unit 'parms'";
  d.notes.push_back({make_span("f.claims", 1, "model B", 0, 5), "compare"});
  CHECK(render(d) ==
        "f.claims:3:12: error: unknown unit 'parms'\n"
        "model A: 5 parms\n"
        "           ^~~~~\n"
        "f.claims:1:1: note: compare\n"
        "model B\n"
        "^~~~~\n");
}

TEST_CASE("did you mean: the closest spelling within a few edits, none when nothing is close") {
  CHECK(claimcheck::edit_distance("parms", "params") == 1);
  CHECK(claimcheck::edit_distance("H1OO", "H100") == 2);
  CHECK(claimcheck::edit_distance("mdoel", "model") == 1);  // a transposition counts once
  CHECK(claimcheck::did_you_mean("zzzzzz", {"params", "tokens"}).empty());
}

TEST_CASE("a word is compared with a lower-case one in any case, bytes past ASCII as they are") {
  CHECK(ascii_lower_is("MFU", "mfu"));
  CHECK(ascii_lower_is("Per", "per"));
  CHECK(ascii_lower_is("", ""));
  CHECK_FALSE(ascii_lower_is("per", "pe"));
  CHECK_FALSE(ascii_lower_is("pe", "per"));
  CHECK_FALSE(ascii_lower_is("por", "per"));
  CHECK(ascii_lower_is("\xC2\xA2", "\xC2\xA2"));
  CHECK_FALSE(ascii_lower_is("\xC3\x89", "\xC3\xA9"));  // É is not é: ASCII only
}

TEST_CASE("a bad byte is found, and columns counted, wherever it falls in a long line") {
  // The text is checked, and columns counted, eight bytes at a time: each
  // bad byte, and each character of several bytes, at every offset.
  for (std::size_t at = 0; at < 24; ++at) {
    const std::string before(at, 'a'), after(20, 'b');
    for (const std::string bad : {"\x01", "\x7f", "\xff", "\xC3"}) {
      std::vector<Diagnostic> d;
      INFO(at);
      CHECK_FALSE(check_text(before + bad + after, "t", 1, d));
      REQUIRE(d.size() == 1);
      CHECK(d[0].where.col == static_cast<int>(at) + 1);
    }
    std::vector<Diagnostic> d;
    CHECK(check_text(before + "\t\xC3\xA9\xE2\x80\x93~" + after, "t", 1, d));
    const std::string line = before + "\xC3\xA9\xE2\x80\x93" + after;
    CHECK(char_column(line, at) == static_cast<int>(at) + 1);
    CHECK(char_column(line, at + 5) == static_cast<int>(at) + 3);  // é and – are one each
    CHECK(char_column(line, at + 5 + 12) == static_cast<int>(at) + 15);
    CHECK(char_column(line, line.size() + 2) == static_cast<int>(at) + 20 + 5);
  }
}

TEST_CASE("shared text reads as its string, and new text never changes a copy") {
  SharedText a = std::string("rules/training.rules");
  const SharedText b = a;
  CHECK(&a.str() == &b.str());  // one buffer
  a = "other.claims";
  CHECK(b == "rules/training.rules");
  CHECK(a == std::string("other.claims"));
  CHECK(SharedText().empty());
  CHECK(SharedText("").str().empty());
  CHECK(b.size() == 20);
  CHECK(b.substr(0, 5) == "rules");
  CHECK(b + ":36" == "rules/training.rules:36");
  CHECK(fmt::format("{}:{}", b, 36) == "rules/training.rules:36");
  CHECK(SharedText("a") < SharedText("b"));
  CHECK_FALSE(SharedText("b") < SharedText("a"));
  // The lines of a source: made once each, then shared.
  SharedLines lines;
  const SharedText& first = lines.line(2, "model A: 405B params");
  CHECK(first == "model A: 405B params");
  CHECK(&lines.line(2, "model A: 405B params").str() == &first.str());
  CHECK(lines.line(0, "").empty());
}

TEST_CASE("a text is ASCII alone until a byte from 0x80 up, wherever it falls") {
  CHECK(is_ascii(""));
  CHECK(is_ascii(std::string("\x01\x7f", 2) + "plain text, 100% ASCII~"));
  for (std::size_t at = 0; at < 24; ++at) {
    const std::string before(at, 'a'), after(at % 9, 'b');
    CHECK(is_ascii(before + after));
    for (const std::string high : {"\x80", "\xff", "\xC3\xA9"}) {
      INFO(at);
      CHECK_FALSE(is_ascii(before + high + after));
    }
  }
}
