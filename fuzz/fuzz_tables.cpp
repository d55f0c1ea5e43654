// Fuzzes the TOML tables: any bytes load as an accelerator catalogue, a
// model catalogue, an assumptions table or a table of wordings (over the
// built-in one), or give diagnostics at a line and column.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "tables/assumptions.h"
#include "tables/catalogue.h"
#include "tables/models.h"
#include "tables/wordings.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::vector<claimcheck::Diagnostic> diagnostics;
  claimcheck::Catalogue catalogue;
  if (catalogue.load(text, "fuzz.toml", diagnostics))
    for (const auto& a : catalogue.entries()) (void)catalogue.find(a.id);
  claimcheck::ModelCatalogue models;
  if (models.load(text, "fuzz.toml", &catalogue, diagnostics))
    for (const auto& m : models.entries()) (void)models.find(m.id);
  claimcheck::Assumptions assumptions;
  assumptions.load(text, "fuzz.toml", diagnostics);
  // Over the built-in wordings, as `--wordings` reads a file; a wording it
  // adds is looked up as the claims reader looks its spellings up.
  static const claimcheck::Wordings builtin = [] {
    std::vector<claimcheck::Diagnostic> d;
    return claimcheck::Wordings::builtin(d);
  }();
  claimcheck::Wordings wordings = builtin;
  if (wordings.load(text, "fuzz.toml", diagnostics))
    for (const auto& g : wordings.groups())
      for (const auto& s : g.spellings) {
        (void)wordings.noun(s);
        (void)wordings.is_query_phrase(s);
        (void)wordings.per_gpu_suffix(s);
      }
  for (const auto& d : diagnostics) (void)claimcheck::render(d);
  return 0;
}
