// Price tables as input: LiteLLM's model_prices_and_context_window.json,
// pydantic's genai-prices prices/data.json and OpenRouter's models listing,
// read as a stream (flat memory at any size) and written as api records in
// the claims language, one per offer (docs/auditing.md).
#pragma once

#include <cstddef>
#include <istream>
#include <map>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "tables/models.h"
#include "text/diagnostic.h"

namespace claimcheck {

enum class PriceTable { litellm, genai_prices, openrouter };

/// `litellm`, `genai-prices` or `openrouter`.
bool parse_price_table(std::string_view name, PriceTable& out);
const std::vector<std::string>& price_table_names();

/// What an import read, for its closing summary.
struct ImportSummary {
  std::size_t offers = 0;         ///< entries of the table
  std::size_t records = 0;        ///< api records written
  std::size_t known_models = 0;   ///< records that name a model of the catalogue
  std::size_t closed_models = 0;  ///< of them, closed models (no published size)
  /// Entries or prices left out, by why: `image`, `audio`, `embedding`,
  /// `per-request`, `no token price` ...
  std::map<std::string, std::size_t> skipped;
};

/// Reads the table from `in` (named `name` in sources and diagnostics) and
/// writes its offers to `out`. False, with diagnostics at file:line:col, when
/// the table is malformed: what was written is then to be discarded.
bool import_price_table(PriceTable table, std::istream& in, const std::string& name,
                        const ModelCatalogue& models, std::ostream& out, ImportSummary& summary,
                        std::vector<Diagnostic>& diagnostics);

}  // namespace claimcheck
