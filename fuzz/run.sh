#!/usr/bin/env bash
# Runs every fuzz target for SECONDS (default 20) on seed corpora made from
# examples/, tests/ and rules/. Usage: fuzz/run.sh [SECONDS] [BUILD_DIR] [LOG_DIR]
# Exits non-zero if a target finds a crash, a leak or a sanitizer report.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-20}
build=${2:-build/fuzz}
logs=${3:-$build/fuzz-logs}
mkdir -p "$logs"
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
mkdir -p "$seeds"/{claims,rules,tables,check}
find examples tests -name '*.claims' -size -64k -exec cp -t "$seeds/claims" {} + 2>/dev/null || true
cp "$seeds"/claims/* "$seeds/check/"
find rules tests -name '*.rules' -size -64k -exec cp -t "$seeds/rules" {} + 2>/dev/null || true
find rules tests -name '*.toml' -size -64k -exec cp -t "$seeds/tables" {} + 2>/dev/null || true
status=0
for target in claims rules tables check; do
  corpus="$logs/corpus-$target"
  mkdir -p "$corpus"
  echo "fuzz_$target: ${seconds}s"
  if ! "$build/fuzz/fuzz_$target" -max_total_time="$seconds" -max_len=65536 -timeout=30 -rss_limit_mb=2048 \
        -artifact_prefix="$logs/$target-" "$corpus" "$seeds/$target" > "$logs/$target.log" 2>&1; then
    echo "fuzz_$target failed: see $logs/$target.log"
    tail -30 "$logs/$target.log"
    status=1
  fi
  grep -E "^#[0-9]+.*DONE|Done [0-9]+ runs" "$logs/$target.log" | tail -1 || true
done
exit $status
