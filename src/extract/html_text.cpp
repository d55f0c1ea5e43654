// Reading an HTML page as prose, with libgumbo.
#include "extract/html_text.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "text/ascii.h"

#ifdef CLAIMCHECK_HTML
#include <gumbo.h>
#endif

namespace claimcheck::extraction {

bool looks_like_html(std::string_view text) {
  std::size_t i = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
  for (;;) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (text.substr(i, 4) != "<!--") break;
    const std::size_t close = text.find("-->", i + 4);
    if (close == std::string_view::npos) return false;
    i = close + 3;
  }
  const std::string head = ascii_lower(std::string(text.substr(i, 14)));
  return head.rfind("<!doctype html", 0) == 0 || head.rfind("<html", 0) == 0;
}

bool html_file_name(std::string_view name) {
  const std::string l = ascii_lower(std::string(name));
  auto ends = [&l](std::string_view e) {
    return l.size() > e.size() && l.compare(l.size() - e.size(), e.size(), e) == 0;
  };
  return ends(".html") || ends(".htm");
}

#ifndef CLAIMCHECK_HTML

bool html_supported() {
  return false;
}
std::optional<PageText> html_text(std::string_view) {
  return std::nullopt;
}

#else

bool html_supported() {
  return true;
}

namespace {

/// The text written so far, with the page offset of each byte, and the
/// white space between blocks kept to what the prose reader needs.
class PageWriter {
 public:
  void put(char c, std::size_t at) {
    out_.text += c;
    out_.to_page.push_back(at);
  }
  void put(std::string_view s, std::size_t at) {
    for (char c : s) put(c, at);
  }
  /// One space between words: none at a line's start or after another.
  void space(std::size_t at) {
    if (!out_.text.empty() && out_.text.back() != ' ' && out_.text.back() != '\n') put(' ', at);
  }
  /// Ends the line, unless it is empty (or, inside a cell, a space).
  void line(std::size_t at) {
    if (cell_depth_ > 0) return space(at);
    trim_spaces();
    if (!out_.text.empty() && out_.text.back() != '\n') put('\n', at);
  }
  /// Ends the paragraph: a blank line after it.
  void paragraph(std::size_t at) {
    if (cell_depth_ > 0) return space(at);
    line(at);
    if (out_.text.size() >= 2 && out_.text[out_.text.size() - 2] != '\n') put('\n', at);
  }
  /// A text node's text, decoded, its white space collapsed (kept in `<pre>`).
  void text(const GumboText& t, bool pre);

  void open_cell() { ++cell_depth_; }
  void close_cell() { --cell_depth_; }
  bool in_cell() const { return cell_depth_ > 0; }
  std::size_t size() const { return out_.text.size(); }
  bool ends_with_digit() const {
    return !out_.text.empty() && std::isdigit(static_cast<unsigned char>(out_.text.back()));
  }
  /// Writes again bytes [b, e) of what is written (a cell spanning columns).
  void repeat(std::size_t b, std::size_t e) {
    for (std::size_t i = b; i < e; ++i) put(out_.text[i], out_.to_page[i]);
  }
  void trim_spaces(std::string_view which = " ") {
    while (!out_.text.empty() && which.find(out_.text.back()) != std::string_view::npos) {
      out_.text.pop_back();
      out_.to_page.pop_back();
    }
  }
  PageText take(std::size_t page_size) {
    trim_spaces(" \n");
    out_.to_page.push_back(page_size);
    return std::move(out_);
  }

 private:
  PageText out_;
  int cell_depth_ = 0;  ///< inside a table's cell: blocks are spaces, `|` is `/`
};

void PageWriter::text(const GumboText& t, bool pre) {
  // The decoded text, walked beside the original: an entity (`&amp;`,
  // `&#8217;`) maps to where it begins.
  const std::string_view decoded(t.text);
  const std::string_view original(t.original_text.data, t.original_text.length);
  std::size_t j = 0;
  const std::size_t base = t.start_pos.offset;
  for (std::size_t i = 0; i < decoded.size(); ++i) {
    const std::size_t at = base + std::min(j, original.empty() ? 0 : original.size() - 1);
    if (j < original.size() && original[j] == decoded[i]) {
      ++j;
    } else if (j < original.size() && original[j] == '&') {
      const std::size_t semi = original.find(';', j);
      const bool whole = semi != std::string_view::npos && semi - j <= 32;
      // The rest of the entity's character, written from this one place.
      const auto lead = static_cast<unsigned char>(decoded[i]);
      const std::size_t n = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
      j = whole ? semi + 1 : j + 1;
      for (std::size_t k = 0; k < n && i < decoded.size(); ++k, ++i) {
        const char c = decoded[i];
        put(in_cell() && c == '|' ? '/' : c, at);
      }
      --i;
      continue;
    } else if (j < original.size()) {
      ++j;  // a byte the parser changed (a carriage return, a bad sequence)
    }
    const char c = decoded[i];
    if (pre && (c == '\n' || c == ' ' || c == '\t') && !in_cell()) {
      if (c == '\n') {
        trim_spaces();
        put('\n', at);
      } else {
        put(' ', at);
      }
    } else if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f') {
      space(at);
    } else {
      put(in_cell() && c == '|' ? '/' : c, at);
    }
  }
}

bool is_one_of(GumboTag tag, std::initializer_list<GumboTag> tags) {
  return std::find(tags.begin(), tags.end(), tag) != tags.end();
}

const char* attribute(const GumboElement& e, const char* name) {
  const GumboAttribute* a = gumbo_get_attribute(&e.attributes, name);
  return a ? a->value : nullptr;
}

/// How many columns a cell spans: its `colspan`, 1 to 50.
int colspan(const GumboElement& e) {
  const char* v = attribute(e, "colspan");
  if (!v) return 1;
  const long n = std::strtol(v, nullptr, 10);
  return n < 1 ? 1 : n > 50 ? 50 : static_cast<int>(n);
}

/// What an element is to the text: how it parts what is written around it.
enum class Block { none, heading, paragraph, item, line, pre, table, row, cell, power };

Block block_of(GumboTag tag) {
  switch (tag) {
    case GUMBO_TAG_H1:
    case GUMBO_TAG_H2:
    case GUMBO_TAG_H3:
    case GUMBO_TAG_H4:
    case GUMBO_TAG_H5:
    case GUMBO_TAG_H6:
      return Block::heading;
    case GUMBO_TAG_P:
    case GUMBO_TAG_UL:
    case GUMBO_TAG_OL:
    case GUMBO_TAG_DL:
    case GUMBO_TAG_BLOCKQUOTE:
    case GUMBO_TAG_FIGURE:
      return Block::paragraph;
    case GUMBO_TAG_LI:
      return Block::item;
    case GUMBO_TAG_PRE:
      return Block::pre;
    case GUMBO_TAG_TABLE:
      return Block::table;
    case GUMBO_TAG_TR:
      return Block::row;
    case GUMBO_TAG_TD:
    case GUMBO_TAG_TH:
      return Block::cell;
    case GUMBO_TAG_SUP:
      return Block::power;
    case GUMBO_TAG_BR:
    case GUMBO_TAG_HR:
    case GUMBO_TAG_DIV:
    case GUMBO_TAG_SECTION:
    case GUMBO_TAG_ARTICLE:
    case GUMBO_TAG_MAIN:
    case GUMBO_TAG_HEADER:
    case GUMBO_TAG_FOOTER:
    case GUMBO_TAG_NAV:
    case GUMBO_TAG_ASIDE:
    case GUMBO_TAG_DT:
    case GUMBO_TAG_DD:
    case GUMBO_TAG_FIGCAPTION:
    case GUMBO_TAG_CAPTION:
    case GUMBO_TAG_ADDRESS:
    case GUMBO_TAG_DETAILS:
    case GUMBO_TAG_SUMMARY:
    case GUMBO_TAG_FORM:
    case GUMBO_TAG_FIELDSET:
      return Block::line;
    default:
      return Block::none;
  }
}

/// A step of the walk: a node to enter, or one to leave.
struct Step {
  const GumboNode* node;
  bool leave;
  std::size_t cell_begin = 0;  ///< where a cell's text begins
};

/// The walk over the tree, without recursion (a page may nest deeply).
class PageReader {
 public:
  explicit PageReader(std::size_t page_size) : page_size_(page_size) {}
  PageText read(const GumboNode* root);

 private:
  void enter(const GumboNode* node, std::vector<Step>& steps);
  void leave(const Step& step);
  void enter_element(const GumboNode* node, std::vector<Step>& steps);
  void end_row(const Step& step, std::size_t at);
  void end_cell(const Step& step, std::size_t at);

  PageWriter w_;
  std::size_t page_size_;
  int pre_depth_ = 0;
  bool header_row_ = false;
  int row_cells_ = 0;
  bool saw_h1_ = false;
  std::string title_;
  std::size_t title_at_ = 0;
};

void PageReader::enter(const GumboNode* node, std::vector<Step>& steps) {
  if (node->type == GUMBO_NODE_ELEMENT) return enter_element(node, steps);
  if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_WHITESPACE ||
      node->type == GUMBO_NODE_CDATA)
    w_.text(node->v.text, pre_depth_ > 0);
}

void PageReader::enter_element(const GumboNode* node, std::vector<Step>& steps) {
  const GumboElement& e = node->v.element;
  const std::size_t at = e.start_pos.offset;
  if (is_one_of(e.tag, {GUMBO_TAG_SCRIPT, GUMBO_TAG_STYLE, GUMBO_TAG_NOSCRIPT, GUMBO_TAG_TEMPLATE,
                        GUMBO_TAG_SVG, GUMBO_TAG_MATH, GUMBO_TAG_IFRAME, GUMBO_TAG_OBJECT,
                        GUMBO_TAG_SELECT, GUMBO_TAG_HEAD}) ||
      attribute(e, "hidden")) {
    if (e.tag == GUMBO_TAG_HEAD)  // only its title is read
      for (unsigned i = 0; i < e.children.length; ++i) {
        const auto* child = static_cast<const GumboNode*>(e.children.data[i]);
        if (child->type == GUMBO_NODE_ELEMENT && child->v.element.tag == GUMBO_TAG_TITLE &&
            child->v.element.children.length > 0) {
          const auto* t = static_cast<const GumboNode*>(child->v.element.children.data[0]);
          if (t->type == GUMBO_NODE_TEXT) {
            title_ = t->v.text.text;
            title_at_ = t->v.text.start_pos.offset;
          }
        }
      }
    return;
  }
  Step step{node, true, w_.size()};
  switch (block_of(e.tag)) {
    case Block::heading:
      w_.paragraph(at);
      if (!w_.in_cell()) w_.put(std::string(1 + (e.tag - GUMBO_TAG_H1), '#') + " ", at);
      saw_h1_ = saw_h1_ || e.tag == GUMBO_TAG_H1;
      break;
    case Block::item:
      w_.line(at);
      if (!w_.in_cell()) w_.put("- ", at);
      break;
    case Block::paragraph:
      w_.paragraph(at);
      break;
    case Block::pre:
      w_.paragraph(at);
      ++pre_depth_;
      break;
    case Block::table:
      w_.paragraph(at);
      break;
    case Block::row:
      if (!w_.in_cell()) {
        w_.line(at);
        w_.put("|", at);
        header_row_ = true;
        row_cells_ = 0;
      }
      break;
    case Block::cell:
      if (w_.in_cell()) {
        w_.space(at);  // a cell of a table inside a cell
      } else {
        header_row_ = header_row_ && e.tag == GUMBO_TAG_TH;
        w_.put(" ", at);
        step.cell_begin = w_.size();
      }
      w_.open_cell();
      break;
    case Block::line:
      w_.line(at);
      break;
    case Block::power:
      if (w_.ends_with_digit()) w_.put('^', at);
      break;
    case Block::none:
      break;
  }
  steps.push_back(step);
  for (unsigned i = e.children.length; i-- > 0;)
    steps.push_back({static_cast<const GumboNode*>(e.children.data[i]), false});
}

void PageReader::leave(const Step& step) {
  const GumboElement& e = step.node->v.element;
  const std::size_t at = e.end_pos.offset ? e.end_pos.offset : e.start_pos.offset;
  switch (block_of(e.tag)) {
    case Block::heading:
    case Block::paragraph:
    case Block::table:
      w_.paragraph(at);
      break;
    case Block::pre:
      --pre_depth_;
      w_.paragraph(at);
      break;
    case Block::row:
      if (!w_.in_cell()) end_row(step, at);
      break;
    case Block::cell:
      w_.close_cell();
      if (!w_.in_cell()) end_cell(step, at);
      break;
    case Block::item:
    case Block::line:
      w_.line(at);
      break;
    case Block::power:
    case Block::none:
      break;
  }
}

void PageReader::end_row(const Step& step, std::size_t at) {
  const bool header = header_row_ && row_cells_ > 0;
  const bool in_head = step.node->parent && step.node->parent->type == GUMBO_NODE_ELEMENT &&
                       step.node->parent->v.element.tag == GUMBO_TAG_THEAD;
  w_.line(at);
  if (header || (in_head && row_cells_ > 0)) {
    w_.put("|", at);
    for (int i = 0; i < row_cells_; ++i) w_.put("---|", at);
    w_.line(at);
  }
}

void PageReader::end_cell(const Step& step, std::size_t at) {
  const GumboElement& e = step.node->v.element;
  w_.trim_spaces();
  const std::size_t end = w_.size();
  w_.put(" |", at);
  for (int i = 1; i < colspan(e); ++i) {
    w_.put(" ", at);
    w_.repeat(step.cell_begin, end);
    w_.put(" |", at);
  }
  row_cells_ += colspan(e);
}

PageText PageReader::read(const GumboNode* root) {
  std::vector<Step> steps{{root, false}};
  while (!steps.empty()) {
    const Step step = steps.back();
    steps.pop_back();
    if (step.leave)
      leave(step);
    else
      enter(step.node, steps);
  }
  PageText body = w_.take(page_size_);
  if (saw_h1_ || title_.empty()) return body;
  // The title, as the heading the page lacks.
  PageWriter head;
  head.put("# ", title_at_);
  GumboText t{};
  t.text = title_.c_str();
  t.original_text = {title_.c_str(), title_.size()};
  t.start_pos.offset = static_cast<unsigned>(title_at_);
  head.text(t, false);
  PageText whole = head.take(title_at_);
  whole.to_page.pop_back();
  whole.text += "\n\n";
  whole.to_page.insert(whole.to_page.end(), 2, title_at_);
  whole.text += body.text;
  whole.to_page.insert(whole.to_page.end(), body.to_page.begin(), body.to_page.end());
  return whole;
}

/// How deep a page's elements nest, about: start tags less end tags, not
/// counting the elements HTML closes by itself (`<p>`, `<li>`, `<td>` ...)
/// or never opens (`<br>`, `<img>` ...).
std::size_t nesting(std::string_view html) {
  static const std::string_view unnested[] = {"p",      "li",    "td",    "tr",     "th",   "dt",
                                              "dd",     "br",    "img",   "hr",     "meta", "link",
                                              "input",  "wbr",   "area",  "base",   "col",  "embed",
                                              "source", "track", "param", "option", "!"};
  std::size_t depth = 0, deepest = 0;
  for (std::size_t i = html.find('<'); i != std::string_view::npos && i + 1 < html.size();
       i = html.find('<', i + 1)) {
    const bool close = html[i + 1] == '/';
    std::size_t b = i + 1 + (close ? 1 : 0), e = b;
    while (e < html.size() && (std::isalnum(static_cast<unsigned char>(html[e])) || html[e] == '!'))
      ++e;
    if (e == b) continue;
    const std::string name =
        ascii_lower(std::string(html.substr(b, std::min<std::size_t>(e - b, 8))));
    if (std::find(std::begin(unnested), std::end(unnested), name) != std::end(unnested) ||
        name[0] == '!')
      continue;
    if (close) {
      depth -= depth > 0 ? 1 : 0;
    } else {
      const std::size_t gt = html.find('>', e);
      if (gt != std::string_view::npos && html[gt - 1] == '/') continue;  // `<x/>`
      deepest = std::max(deepest, ++depth);
    }
  }
  return deepest;
}

}  // namespace

std::optional<PageText> html_text(std::string_view html) {
  // The HTML5 tree builder looks through the open elements at each tag, so
  // its time grows with the square of the nesting: 20,000 levels take half
  // a second, 100,000 take 14. Browsers stop nesting at a few hundred levels
  // (Blink at 512); a page nested deeper than this is read as text.
  if (nesting(html) > kMaxPageNesting) return std::nullopt;
  GumboOptions options = kGumboDefaultOptions;
  options.max_errors = 0;  // the page's HTML errors are not the reader's concern
  GumboOutput* output = gumbo_parse_with_options(&options, html.data(), html.size());
  PageReader reader(html.size());
  PageText text = reader.read(output->root);
  gumbo_destroy_output(&options, output);
  return text;
}

#endif

}  // namespace claimcheck::extraction
