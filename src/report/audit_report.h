// What `claimcheck audit` writes: offers grouped by model, each price against
// its floors, with the flags first; as text, Markdown, CSV or JSON
// (claimcheck-audit/1).
#pragma once

#include <iosfwd>

#include "eval/audit.h"
#include "report/format.h"

namespace claimcheck {

void write_audit(std::ostream& out, const Audit& audit, const Environment& env, Format format);

}  // namespace claimcheck
