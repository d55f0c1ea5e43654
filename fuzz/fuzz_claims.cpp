// Fuzzes the claims reader: any bytes give records or diagnostics, never a
// crash, a hang or a sanitizer report.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "claims/reader.h"
#include "report/listings.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const claimcheck::Catalogue catalogue = [] {
    std::vector<claimcheck::Diagnostic> d;
    return claimcheck::Catalogue::builtin(d);
  }();
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::vector<claimcheck::Diagnostic> diagnostics;
  const auto records = claimcheck::parse_claims(text, "fuzz.claims", catalogue, diagnostics);
  for (const auto& d : diagnostics) (void)claimcheck::render(d);
  for (const auto& r : records)
    for (const auto& f : r.facts) (void)claimcheck::describe_fact(f);
  return 0;
}
