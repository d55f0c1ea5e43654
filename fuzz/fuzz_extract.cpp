// Fuzzes the extractor: any bytes read as prose or as an HTML page give draft records, ignored
// figures or a problem, never a crash, a hang or a sanitizer report; the
// drafts are read back by the claims reader and written as text and JSON.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "eval/environment.h"
#include "extract/extract.h"
#include "report/extract_report.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const claimcheck::Environment env = [] {
    claimcheck::Environment e;
    std::vector<claimcheck::Diagnostic> d;
    claimcheck::Environment::builtin(e, d, false);
    return e;
  }();
  const std::string text(reinterpret_cast<const char*>(data), size);
  // An input that opens with `<` is read as a page (the HTML text phase).
  const char* name = !text.empty() && text[0] == '<' ? "fuzz.html" : "fuzz.txt";
  const auto extraction = claimcheck::extract_prose(text, name, env.catalogue, env.models);
  (void)extraction.claims_text(false);
  (void)extraction.claims_text(true);
  const auto records = claimcheck::extracted_records(extraction, env.catalogue, env.models);
  // dump() throws on bytes that are not UTF-8: every quoted span must be text.
  (void)claimcheck::extraction_json(extraction, records).dump();
  return 0;
}
