// Tables whose columns are models (`| | Orbit Large | Orbit Small |` over
// rows headed `Input price`, `Output price`), written again with the models
// as rows, so that each row is one model's and the row labels become the
// header that gives each figure its unit or role. Part of the text phase:
// the bytes written map back to the text's own, for quoting.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "extract/html_text.h"
#include "extract/lexicon.h"
#include "tables/wordings.h"

// Internals of the extractor (src/extract/extract.cpp), not an interface.
namespace claimcheck::extraction {

/// The text with each pipe table whose header names models in every column
/// after the first, and whose rows are headed by labels, turned so that the
/// models are rows; nullopt when the text has no such table. `to_page`, when
/// given, maps the text's bytes to a page's, and the result maps to the page.
std::optional<PageText> models_as_rows(std::string_view text,
                                       const std::vector<std::size_t>* to_page,
                                       const Wordings& wordings, const Lexicon& lex);

}  // namespace claimcheck::extraction
