// The extractor's text phase for HTML (src/extract/html_text.cpp): what a
// page becomes as prose, where its figures are quoted from, and pages no
// parser should choke on.
#include "extract/html_text.h"

#include <catch2/catch.hpp>
#include <string>

#include "extract/extract.h"
#include "extract_support.h"
#include "test_support.h"

using namespace claimcheck;
using namespace claimcheck::extraction;
using claimcheck::testing::builtin_environment;
using claimcheck::testing::drafted_fact;

namespace {

std::string text_of(const std::string& html) {
  const auto page = html_text(html);
  REQUIRE(page);
  REQUIRE(page->to_page.size() == page->text.size() + 1);
  return page->text;
}

Extraction extract_page(const std::string& html, const std::string& name = "page.html") {
  const Environment& env = builtin_environment();
  return extract_prose(html, name, env.catalogue, env.models);
}

}  // namespace

TEST_CASE("an HTML document is told from Markdown that holds tags") {
  CHECK(looks_like_html("<!DOCTYPE html>\n<html><body>x</body></html>"));
  CHECK(looks_like_html("\xEF\xBB\xBF  <!-- saved page -->\n<HTML lang=en>"));
  CHECK(looks_like_html("<!doctype HTML><p>x"));
  CHECK_FALSE(looks_like_html("<div align=\"center\">\n# Model card\n</div>"));
  CHECK_FALSE(looks_like_html("Acme-7 has <b>70 billion</b> parameters."));
  CHECK_FALSE(looks_like_html("<!-- a comment never closed"));
  CHECK(html_file_name("saved/Pricing.HTM"));
  CHECK(html_file_name("a.html"));
  CHECK_FALSE(html_file_name("a.html.txt"));
  CHECK_FALSE(html_file_name(".html"));
}

TEST_CASE("a page's headings, paragraphs, lists and tables become prose with light Markdown") {
  CHECK(text_of("<html><body><h2>Prices</h2><p>One  two\n three.</p><ul><li>a</li><li>b</li></ul>"
                "</body></html>") == "## Prices\n\nOne two three.\n\n- a\n- b");
  // Scripts, styles and hidden elements are dropped; entities decoded.
  CHECK(text_of("<html><head><style>p{}</style><script>var x = '$9';</script></head><body>"
                "<p>A&amp;B&nbsp;70&#8217;s</p><div hidden>$5 per 1M tokens</div></body></html>") ==
        "A&B\xC2\xA0"
        "70\xE2\x80\x99s");
  // A power in a superscript after a digit.
  CHECK(text_of("<p>3.8 &times; 10<sup>25</sup> FLOP</p>") == "3.8 \xC3\x97 10^25 FLOP");
  // `<pre>` keeps its aligned columns.
  CHECK(text_of("<pre>model    input\nacme-7   $0.50\n</pre>") == "model    input\nacme-7   $0.50");
  // The title is the heading a page without `<h1>` lacks.
  CHECK(text_of("<html><head><title>Acme-7 card</title></head><body><p>x</p></body></html>") ==
        "# Acme-7 card\n\nx");
  CHECK(text_of("<html><head><title>Site</title></head><body><h1>Acme-7</h1></body></html>") ==
        "# Acme-7");
}

TEST_CASE("a table's rows are rows of cells, a header ruled off, a spanning cell repeated") {
  CHECK(text_of("<table><thead><tr><th>Model</th><th>Input</th><th>Output</th></tr></thead>"
                "<tbody><tr><td>Acme-7</td><td>$0.50</td><td>$1.50</td></tr>"
                "<tr><td>Acme Mini</td><td colspan=\"2\">$0.10</td></tr></tbody></table>") ==
        "| Model | Input | Output |\n|---|---|---|\n| Acme-7 | $0.50 | $1.50 |\n"
        "| Acme Mini | $0.10 | $0.10 |");
  // A bar inside a cell is no cell's edge; a block inside a cell is a space.
  CHECK(text_of("<table><tr><td>a|b</td><td><p>one</p><p>two</p></td></tr></table>") ==
        "| a/b | one two |");
  // A table inside a cell reads as the cell's text.
  CHECK(text_of("<table><tr><td>x</td><td><table><tr><td>1</td><td>2</td></tr></table></td></tr>"
                "</table>") == "| x | 1 2 |");
}

TEST_CASE("figures of a page are drafted and quoted at the page's line and column") {
  const std::string page =
      "<!DOCTYPE html>\n<html><head><title>Acme-7</title></head>\n<body>\n"
      "<p>Acme-7 has 70&nbsp;billion parameters and was trained on\n"
      "   15T tokens.</p>\n"
      "<table><tr><th>Model</th><th>Input (per 1M tokens)</th><th>Output (per 1M "
      "tokens)</th></tr>\n"
      "<tr><td>Acme-7</td><td>$0.50</td><td>$1.50</td></tr></table>\n</body></html>\n";
  for (const char* name : {"page.html", "<stdin>", "saved.txt"}) {
    const Extraction e = extract_page(page, name);
    const DraftFact* params = drafted_fact(e, "Acme-7", "70B params");
    REQUIRE(params);
    CHECK(params->prose.line == 4);
    CHECK(params->prose.column == 15);
    CHECK(params->prose.text == "70 billion parameters");
    const DraftFact* tokens = drafted_fact(e, "Acme-7", "15T tokens");
    REQUIRE(tokens);
    CHECK(tokens->prose.line == 5);
    CHECK(tokens->prose.column == 4);
    const DraftFact* output = drafted_fact(e, "Acme-7 API", "$1.5 per 1M output tokens");
    REQUIRE(output);
    CHECK(output->prose.line == 7);
    CHECK(output->prose.column == 38);  // `<tr><td>Acme-7</td><td>$0.50</td><td>` before it
  }
  // A Markdown file with tags is no page: its table is read as Markdown.
  const Extraction md = extract_page(
      "<div align=\"center\">\n\n# Acme-7\n\n</div>\n\nPrices per 1M tokens:\n\n"
      "| Model | Input | Output |\n|---|---|---|\n| Acme-7 | $0.50 | $1.50 |\n",
      "README.md");
  CHECK(drafted_fact(md, "Acme-7", "$0.5 per 1M input tokens"));
}

TEST_CASE("pages no parser should choke on") {
  // Deep nesting, unclosed tags, stray bytes and a half-written entity.
  std::string deep;
  for (int i = 0; i < 100000; ++i) deep += "<div>";
  deep += "Acme-7 has 70 billion parameters.";
  const Extraction e = extract_page("<html><body>" + deep);
  CHECK(drafted_fact(e, "Acme-7", "70B params"));
  REQUIRE(e.notes.size() == 1);  // read as text, and said so
  CHECK(e.notes[0] ==
        "the page nests its elements more than 4096 deep: it is read as plain text, its tags "
        "dropped and its tables not kept");
  CHECK_NOTHROW(extract_page("<html><table><tr><td colspan=99999999>$1<td colspan=-3>\xFF\xFE&am"));
  CHECK_NOTHROW(extract_page("<html><pre>\n\n</pre><sup></sup><title></title>"));
  CHECK(extract_page("<!DOCTYPE html>").records.empty());
}
