#!/usr/bin/env bash
# `claimcheck import litellm` on a generated LiteLLM-style table of about
# 50 MB and of about 0.5 MB: the peak resident memory of each
# (/usr/bin/time), which stays flat since one entry is held at a time.
# Usage: bench/import-memory.sh [BINARY]   (default: build/release/claimcheck)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-build/release/claimcheck}")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
table() {  # table N FILE: N chat entries
  awk -v n="$1" 'BEGIN {
    print "{"
    for (i = 0; i < n; i++) {
      printf "    \"examplehost/model-%d\": {\n        \"input_cost_per_token\": %g,\n", i, (i % 97 + 1) * 1e-8
      printf "        \"litellm_provider\": \"examplehost\",\n        \"max_tokens\": 8192,\n"
      printf "        \"mode\": \"chat\",\n        \"output_cost_per_token\": %g,\n", (i % 89 + 1) * 3e-8
      printf "        \"supports_function_calling\": true\n    }%s\n", (i + 1 < n ? "," : "")
    }
    print "}"
  }' > "$2"
}
for n in 2500 250000; do
  table "$n" "$dir/t.json"
  size=$(du -m "$dir/t.json" | cut -f1)
  rss=$( { /usr/bin/time -f %M "$bin" import litellm "$dir/t.json" > /dev/null 2>"$dir/err"; } ; tail -1 "$dir/err")
  printf "%7d entries (%3d MB): peak RSS %6.1f MiB\n" "$n" "$size" "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')"
done
