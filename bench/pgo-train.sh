#!/usr/bin/env bash
# The training run of the profile-guided build (CLAIMCHECK_PGO=generate, see
# docs/building.md): runs an instrumented claimcheck over the work it is
# built for, so that the counts it writes describe ordinary use. Every command
# and report format over the bundled examples and the test inputs, and
# `check --format json` over 40,000 generated records (model, api and service
# records on a dozen accelerators, written as users write them), made here
# and not taken from anywhere else.
# Usage: bench/pgo-train.sh BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "$1")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# run EXPECTED-MAX CMD...: runs a command, its output discarded; an exit
# status above EXPECTED-MAX (2: an input error, where none is expected) stops
# the training, so that a broken build is not trained on error paths alone.
run() {
  local most=$1
  shift
  local status=0
  "$@" > /dev/null 2>&1 || status=$?
  if ((status > most)); then
    echo "pgo-train: '$*' exited $status" >&2
    exit 1
  fi
}

# N varied records, deterministic: sizes, tokens, GPU-hours, costs, MFU,
# durations, prices and energy spread over several orders of magnitude.
generate() {
  awk -v n="$1" 'BEGIN {
    split("H100 A100 H800 B200 H200 A100-80GB V100 MI300X L40S A800 GB200 TPU-v4", hw, " ")
    nh = 12
    for (i = 1; i <= n; i++) {
      h = hw[i % nh + 1]
      p = (i * 7) % 400 + 1
      t = (i * 13) % 30 + 1
      k = i % 6
      if (k == 0)
        printf "model \"run %d\": %dB params, %d.%dT tokens, %d,%03d GPU-hours on %s, cost $%d.%dM\n", i, p, t, i % 10, i % 900 + 1, i % 1000, h, i % 90 + 1, i % 10
      else if (k == 1)
        printf "model \"run %d\": %dB params, %dT tokens, %d GPU-hours on %s, MFU %d%%\n", i, p, t, (i * 31) % 500000 + 100, h, i % 50 + 20
      else if (k == 2)
        printf "model \"run %d\": %dB params, %d.%dT tokens, on %d %s for %d days,\n    cost $%d,%03d, source \"generated %d\"\n", i, p, t, i % 10, (i % 64 + 1) * 64, h, i % 90 + 1, i % 900 + 1, i % 1000, i
      else if (k == 3)
        printf "api \"offer %d\": %dB params, $%d.%02d per 1M input tokens, $%d.%02d per 1M output tokens\n", i, p, i % 3, i % 100, i % 9, (i * 7) % 100
      else if (k == 4)
        printf "model \"run %d\": %dB params, %dB active params, %dT tokens, %d.%dM GPU-hours on %s\n", i, p * 2, p % 40 + 1, t, i % 5, i % 10, h
      else
        printf "service \"chat %d\": 0.%d Wh/query, %dB params, %d tokens/query\n", i, i % 9 + 1, p, i % 900 + 100
    }
  }' > "$2"
}

generate 40000 "$dir/generated.claims"
run 1 "$bin" check --format json "$dir/generated.claims"
run 1 "$bin" check -j1 --format json "$dir/generated.claims"
run 1 "$bin" check "$dir/generated.claims"

for format in text json markdown html sarif; do
  run 1 "$bin" check --format "$format" examples
done
run 1 "$bin" check --explain examples
run 1 "$bin" check --explain=all --format json examples
run 1 "$bin" test examples
run 1 "$bin" parse examples
for format in text json markdown html; do
  run 1 "$bin" estimate --format "$format" examples/plans
done
for file in tests/prose/*.txt; do
  run 1 "$bin" extract "$file"
  run 1 "$bin" check --prose - < "$file"
done
# Saved pages: the HTML text phase and tables of models as columns.
for file in tests/prose-cli/*.html; do
  run 1 "$bin" extract "$file"
done
# Input errors, as users make them: reported, exit status 2.
for file in tests/bad/claims/*.claims; do
  run 2 "$bin" check "$file"
done
for command in rules hardware models assumptions; do
  run 0 "$bin" "$command"
done
