// Fuzzes the price-table importers: any bytes, read as a LiteLLM,
// genai-prices or OpenRouter table (the first byte chooses), give api
// records or diagnostics at a line and column; the records written read back
// as claims, without a crash.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "claims/reader.h"
#include "import/price_tables.h"
#include "tables/catalogue.h"
#include "tables/models.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static std::vector<claimcheck::Diagnostic> loading;
  static const claimcheck::Catalogue catalogue = claimcheck::Catalogue::builtin(loading);
  static const claimcheck::ModelCatalogue models =
      claimcheck::ModelCatalogue::builtin(catalogue, loading);
  if (size == 0) return 0;
  const auto table = static_cast<claimcheck::PriceTable>(data[0] % 3);
  std::istringstream in(std::string(reinterpret_cast<const char*>(data) + 1, size - 1));
  std::ostringstream out;
  claimcheck::ImportSummary summary;
  std::vector<claimcheck::Diagnostic> diagnostics;
  if (claimcheck::import_price_table(table, in, "fuzz.json", models, out, summary, diagnostics)) {
    // What was written is read back as claims (limits on a line's length
    // may refuse a record made of a huge key: refused, never a crash).
    std::vector<claimcheck::Diagnostic> read;
    std::istringstream written(out.str());
    claimcheck::ClaimsReader reader(written, "imported.claims", catalogue, &models);
    claimcheck::Record record;
    while (reader.next(record, read)) {
    }
    for (const auto& d : read) (void)claimcheck::render(d);
  }
  for (const auto& d : diagnostics) (void)claimcheck::render(d);
  return 0;
}
