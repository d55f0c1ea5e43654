// Records.
#include "claims/record.h"

namespace claimcheck {

const Fact* Record::find(Field field) const {
  for (const auto& f : facts)
    if (f.field == field && !f.narrowed) return &f;
  return nullptr;
}

}  // namespace claimcheck
