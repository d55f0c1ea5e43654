// Helpers shared by the extractor's tests: the fact drafted for a record,
// and a record's claims as one line.
#pragma once

#include <string>

#include "extract/extract.h"

namespace claimcheck::testing {

/// The fact of record `record` drafted as `claim`, or nullptr.
inline const DraftFact* drafted_fact(const Extraction& e, const std::string& record,
                                     const std::string& claim) {
  for (const auto& r : e.records)
    if (r.name == record)
      for (const auto& f : r.facts)
        if (f.claim == claim) return &f;
  return nullptr;
}

/// The claims drafted for record `record`, joined by `, `; "-" when there is none.
inline std::string claims_of(const Extraction& e, const std::string& record) {
  for (const auto& r : e.records)
    if (r.name == record) {
      std::string s;
      for (const auto& f : r.facts) s += (s.empty() ? "" : ", ") + f.claim;
      return s;
    }
  return "-";
}

}  // namespace claimcheck::testing
