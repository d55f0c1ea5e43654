// Records.
#include "claims/record.h"

namespace claimcheck {

const Fact* Record::find(Field field) const {
  for (const auto& f : facts)
    if (f.field == field && !f.narrowed) return &f;
  return nullptr;
}

void Record::clear() {
  kind = RecordKind::model;
  name.clear();
  file.clear();
  line = 0;
  facts.clear();
  expectations.clear();
  notes.clear();
  model = nullptr;
}

}  // namespace claimcheck
