#!/usr/bin/env bash
# Instructions per claim of `claimcheck check -j1 --format json`, counted by
# valgrind's callgrind: unlike wall-clock time, the count does not vary from
# run to run, so two builds can be compared on a busy machine. The claims are
# the first N of ../shared/bench/gen-corpus.py's corpus; start-up is taken out
# by subtracting a run on the first claim alone.
# Usage: bench/instructions.sh [BINARY...]   (default: build/release/claimcheck; N=5000)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind > /dev/null || { echo "bench/instructions.sh needs valgrind" >&2; exit 2; }
n=${N:-5000}
shared=${SHARED:-../shared}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 "$shared/bench/gen-corpus.py" "$n" "$dir/corpus"
head -1 "$dir/corpus.claims" > "$dir/one.claims"
# refs BINARY FILE: the instructions callgrind counts for one run
# (exit status 1, for findings, is expected)
refs() {
  { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" check -j1 --format json "$2" \
      2>&1 > /dev/null || true; } | awk '/refs:/ { gsub(",", "", $4); print $4 }'
}
[ $# -gt 0 ] || set -- build/release/claimcheck
for bin in "$@"; do
  all=$(refs "$bin" "$dir/corpus.claims")
  one=$(refs "$bin" "$dir/one.claims")
  awk -v b="$bin" -v a="$all" -v o="$one" -v n="$n" 'BEGIN {
    printf "%s: %.0f instructions a claim; start-up and one claim %.1fM\n", b, (a - o) / (n - 1), o / 1e6
  }'
done
