// `claimcheck extract --format json`: claimcheck-extract/1.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "claims/record.h"
#include "extract/extract.h"

namespace claimcheck {

/// One file of claimcheck-extract/1: `file`, `records` in the shape of
/// claimcheck-parse/1's, each fact with `prose` (text, line, column), and
/// `ignored`.
nlohmann::ordered_json extraction_json(const Extraction& e, const std::vector<Record>& records);

}  // namespace claimcheck
