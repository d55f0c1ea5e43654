// Checks on a drafted record as a whole, before it is written: pairs of
// facts that cannot both be one model's.
#include <algorithm>
#include <cctype>

#include "extract/names.h"
#include "extract/records.h"

namespace claimcheck::extraction {

void drop_active_over_total(DraftRecord& r, Extraction& out) {
  const auto value = [](const DraftFact& f) {
    std::string x = f.figure;
    while (!x.empty() && !std::isdigit(static_cast<unsigned char>(x.front()))) x.erase(0, 1);
    return parse_scaled(x);
  };
  const auto total = std::find_if(r.facts.begin(), r.facts.end(),
                                  [](const DraftFact& f) { return f.field == Field::params; });
  const auto active = std::find_if(r.facts.begin(), r.facts.end(), [](const DraftFact& f) {
    return f.field == Field::active_params;
  });
  if (total == r.facts.end() || active == r.facts.end()) return;
  const auto t = value(*total), a = value(*active);
  if (!t || !a || *a <= *t) return;
  ignore_figure(out, {active->prose, "unsure",
                      "more active parameters than the record's total (" + total->claim +
                          "): not one model's pair"});
  r.facts.erase(active);
}

}  // namespace claimcheck::extraction
