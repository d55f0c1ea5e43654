#!/usr/bin/env bash
# Peak memory of `claimcheck parse` on files of 1,000 and 1,000,000 records:
# the reader holds one record at a time, so the two should be about equal.
# Usage: bench/memory.sh [BINARY]   (default build/release/claimcheck)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/release/claimcheck}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

generate() {  # N FILE: N varied records, each on two lines
  awk -v n="$1" 'BEGIN {
    for (i = 1; i <= n; i++) {
      printf "model \"m%d\": %dB params, %d.%dT tokens, %d,%03d GPU-hours on H100,\n", i, i % 500 + 1, i % 20 + 1, i % 10, i % 900 + 1, i % 1000
      printf "    cost $%d.%dM at $2/GPU-hour, MFU 30%%..%d%%, source \"synthetic %d\"\n", i % 90 + 1, i % 10, i % 30 + 31, i
    }
  }' > "$2"
}

printf '%-10s %12s %12s %10s\n' records bytes peak_rss_kb seconds
for n in 1000 1000000; do
  generate "$n" "$dir/in.claims"
  /usr/bin/time -v "$bin" parse "$dir/in.claims" > /dev/null 2> "$dir/time.txt"
  rss=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$dir/time.txt")
  secs=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$dir/time.txt")
  printf '%-10s %12s %12s %10s\n' "$n" "$(stat -c %s "$dir/in.claims")" "$rss" "$secs"
done
