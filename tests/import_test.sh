#!/usr/bin/env bash
# The auditor's one-liner: `claimcheck import TABLE FILE | claimcheck check -`
# on each fixture: the records check with exit 0 or 1 (never 2), and the
# free offers of the fixtures come out subsidised.
# Usage: tests/import_test.sh BINARY SOURCE_DIR
set -euo pipefail
bin=$1
cd "$2"
for table in litellm genai-prices openrouter; do
  status=0
  out=$("$bin" import "$table" "tests/import/$table.json" 2> /dev/null | "$bin" check -) || status=$?
  [ "$status" -le 1 ] || { echo "$table: check exited $status" >&2; exit 1; }
  grep -q "claims:" <<< "$out" || { echo "$table: no summary" >&2; exit 1; }
done
out=$("$bin" import litellm tests/import/litellm.json 2> /dev/null | "$bin" check - || true)
grep -q 'otherhost/deepseek-ai/DeepSeek-V3": subsidised' <<< "$out" ||
  { echo "the free DeepSeek-V3 offer is not subsidised:" >&2; echo "$out" >&2; exit 1; }
echo "import test: ok"
