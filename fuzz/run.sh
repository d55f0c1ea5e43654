#!/usr/bin/env bash
# Runs every fuzz target on seed corpora made from examples/, tests/ and
# rules/ (for the extractor, the .txt prose of tests/ and ../shared/prose/).
# Exits non-zero if a target finds a crash, a leak or a sanitizer report.
#
# Usage: fuzz/run.sh [SECONDS | --runs N] [BUILD_DIR] [LOG_DIR]
#   SECONDS   explore for that long per target (default 20), from a random
#             seed, growing the corpus kept in LOG_DIR/corpus-TARGET
#   --runs N  a fixed seed, a fresh corpus and N inputs per target: the same
#             inputs on every run of the same build (what .ci/run does)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="" seconds=20
if [[ "${1:-}" == "--runs" ]]; then
  runs=${2:?"--runs needs a count"}
  shift 2
elif [[ $# -gt 0 ]]; then
  seconds=$1
  shift
fi
build=${1:-build/fuzz}
logs=${2:-$build/fuzz-logs}
mkdir -p "$logs"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
seeds="$work/seeds"
mkdir -p "$seeds"/{claims,rules,tables,check,extract,import}
find examples tests -name '*.claims' -size -64k -exec cp -t "$seeds/claims" {} + 2>/dev/null || true
cp "$seeds"/claims/* "$seeds/check/"
find rules tests -name '*.rules' -size -64k -exec cp -t "$seeds/rules" {} + 2>/dev/null || true
find rules tests -name '*.toml' -size -64k -exec cp -t "$seeds/tables" {} + 2>/dev/null || true
# Prose files share names across folders (01-...txt), so each seed is named by its path.
for f in tests/prose/*.txt tests/prose/holdout/*.txt tests/prose-cli/*.txt tests/prose-cli/*.html \
  ../shared/prose/*.txt; do
  if [[ -f $f && $(wc -c < "$f") -lt 65536 ]]; then cp "$f" "$seeds/extract/${f//\//_}"; fi
done
# Import seeds: each fixture table, its first byte choosing the importer
# (0 LiteLLM, 1 genai-prices, 2 OpenRouter).
i=0
for table in litellm genai-prices openrouter; do
  for f in tests/import/$table.json tests/bad/import/$table.*.json; do
    [[ -f $f ]] && { printf "\\$(printf %03o $i)"; cat "$f"; } > "$seeds/import/${f//\//_}"
  done
  i=$((i + 1))
done
status=0
for target in claims rules tables check extract import; do
  options=(-max_len=65536 -timeout=30 -rss_limit_mb=2048 -artifact_prefix="$logs/$target-")
  [[ $target == tables ]] && options+=(-dict=fuzz/toml.dict)
  [[ $target == extract ]] && options+=(-dict=fuzz/html.dict)
  if [[ -n $runs ]]; then
    corpus="$work/corpus-$target"
    # The time limit only stops a run that hangs.
    options+=(-seed=1 -runs="$runs" -max_total_time=900)
    echo "fuzz_$target: $runs inputs, seed 1"
  else
    corpus="$logs/corpus-$target"
    options+=(-max_total_time="$seconds")
    echo "fuzz_$target: ${seconds}s"
  fi
  mkdir -p "$corpus"
  if ! "$build/fuzz/fuzz_$target" "${options[@]}" "$corpus" "$seeds/$target" > "$logs/$target.log" 2>&1; then
    echo "fuzz_$target failed: see $logs/$target.log"
    tail -30 "$logs/$target.log"
    status=1
  fi
  grep -E "^#[0-9]+.*DONE|Done [0-9]+ runs" "$logs/$target.log" | tail -1 || true
done
exit $status
