// The text phase for HTML: a saved page or an HTML document read with an
// HTML5 parser (libgumbo) and written as the plain text with light Markdown
// the prose reader reads (headings as `# `, list items as `- `, table rows as
// `| a | b |`), each byte mapped back to the page for quoting at line and
// column.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace claimcheck::extraction {

/// A page's text as prose: `text`, and for each of its bytes (and one past
/// the end) the byte of the page it was read from.
struct PageText {
  std::string text;
  std::vector<std::size_t> to_page;
};

/// Whether an input with no name to tell (standard input) is an HTML
/// document: it opens, past white space, a byte-order mark and comments,
/// with `<!DOCTYPE html` or `<html`. A Markdown file that holds some tags
/// (`<div align="center">`) is not one.
bool looks_like_html(std::string_view text);

/// Whether a file's name says HTML: `.html` or `.htm`, in any case.
bool html_file_name(std::string_view name);

/// Whether this build reads HTML (the web build does not).
bool html_supported();

/// The page read as prose:
/// - `<script>`, `<style>`, `<noscript>`, `<template>`, `<svg>` and elements
///   with the `hidden` attribute are dropped; entities are decoded;
/// - `<h1>`..`<h6>` become `#`..`######` headings, `<li>` a `- ` item, `<p>`
///   a paragraph, `<br>` and other blocks a line;
/// - each table row becomes `| cell | cell |`, a cell spanning `colspan`
///   columns written once for each, with a `|---|` line after a header row;
///   a table inside a cell reads as the cell's text;
/// - `<pre>` keeps its lines and spaces (aligned columns stay aligned);
/// - a `<sup>` after a digit is a power: `10<sup>25</sup>` as `10^25`;
/// - the `<title>` opens the text as a heading when the page has no `<h1>`.
/// nullopt when this build reads no HTML, or when the page nests deeper
/// than kMaxPageNesting (its parse would take too long).
std::optional<PageText> html_text(std::string_view html);

/// The deepest nesting of elements read as a page: Blink, Chrome's engine,
/// stops at 512.
inline constexpr std::size_t kMaxPageNesting = 4096;

}  // namespace claimcheck::extraction
