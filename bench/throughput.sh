#!/usr/bin/env bash
# claimcheck against the Python baseline a user would write instead
# (../shared/bench/reference_checks.py), on the same N synthetic claims
# from ../shared/bench/gen-corpus.py, in one run: best of 3 wall-clock
# times each, the ratio of claims per second, claimcheck's peak RSS, and one
# claim end to end (process start, every built-in rule loaded and checked,
# one record, JSON out) as the median of 20.
# Usage: bench/throughput.sh [BINARY] [N]   (defaults: build/release/claimcheck, 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-build/release/claimcheck}")
n=${2:-100000}
shared=${SHARED:-../shared}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

python3 "$shared/bench/gen-corpus.py" "$n" "$dir/corpus"

# bash 5: the clock without starting a process
now() { echo "$EPOCHREALTIME"; }
# best TIMES CMD...: the least wall-clock seconds of 3 runs, output discarded
best() {
  local least=""
  for _ in 1 2 3; do
    local t0 t1
    t0=$(now)
    "$@" > /dev/null
    t1=$(now)
    least=$(awk -v a="$t0" -v b="$t1" -v l="$least" 'BEGIN { d = b - a; if (l == "" || d < l) print d; else print l }')
  done
  echo "$least"
}

py=$(best python3 "$shared/bench/reference_checks.py" "$dir/corpus.csv")
# exit status 1 (findings) is expected on this corpus
cc=$(best bash -c "'$bin' check --format json '$dir/corpus.claims'; [ \$? -le 1 ]")
rss=$( { /usr/bin/time -f %M "$bin" check --format json "$dir/corpus.claims" > /dev/null || true; } 2>&1 | tail -1)

head -1 "$dir/corpus.claims" > "$dir/one.claims"
lat=()
for _ in $(seq 20); do
  t0=$(now)
  "$bin" check --format json "$dir/one.claims" > /dev/null || true
  t1=$(now)
  lat+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", (b - a) * 1000 }')")
done
one=$(printf '%s\n' "${lat[@]}" | sort -g | awk '{ v[NR] = $1 } END { print (v[10] + v[11]) / 2 }')

awk -v n="$n" -v py="$py" -v cc="$cc" -v rss="$rss" -v one="$one" 'BEGIN {
  ratio = py / cc
  printf "claims                     %d\n", n
  printf "python (3 rules)           %8.3f s  %10.0f claims/s\n", py, n / py
  printf "claimcheck (all rules)     %8.3f s  %10.0f claims/s\n", cc, n / cc
  printf "ratio (claimcheck/python)  %8.2fx   target >= 10x: %s\n", ratio, (ratio >= 10 ? "met" : "NOT met")
  printf "peak RSS                   %8.1f MiB target <= 32 MiB: %s\n", rss / 1024, (rss <= 32768 ? "met" : "NOT met")
  printf "one claim end to end       %8.2f ms  target <= 10 ms: %s\n", one, (one <= 10 ? "met" : "NOT met")
}'
