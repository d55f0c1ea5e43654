#!/usr/bin/env bash
# Rewrites the golden files from the current binary, for review with git diff.
# Usage: tests/regenerate-golden.sh [BUILD_DIR]   (default build/debug)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-build/debug}/claimcheck
for f in tests/golden/parse/*.claims; do
  "$bin" parse "$f" > "${f%.claims}.out"
done
for f in tests/bad/claims/*.claims; do
  "$bin" parse "$f" 2> "${f%.claims}.err" > /dev/null || true
done
for f in tests/bad/rules/*.rules; do
  "$bin" --no-builtin --rules "$f" rules 2> "${f%.rules}.err" > /dev/null || true
done
for f in tests/bad/assumptions/*.toml; do
  "$bin" --assumptions "$f" rules 2> "${f%.toml}.err" > /dev/null || true
done
mkdir -p tests/bad/generated
(cd "$(dirname "$bin")/tests" && "../claimcheck" parse generated/ten-megabyte-line.claims) \
  2> tests/bad/generated/ten-megabyte-line.err > /dev/null || true
(cd "$(dirname "$bin")/tests" && "../claimcheck" --no-builtin --rules generated/hundred-thousand-parentheses.rules rules) \
  2> tests/bad/generated/hundred-thousand-parentheses.err > /dev/null || true
(cd "$(dirname "$bin")/tests" && "../claimcheck" extract generated/binary.txt) \
  2> tests/bad/generated/binary.txt.err > /dev/null || true
for f in tests/bad/tables/*.toml; do
  "$bin" --hardware "$f" hardware 2> "${f%.toml}.err" > /dev/null || true
done
for f in tests/bad/models/*.toml; do
  "$bin" --models "$f" models 2> "${f%.toml}.err" > /dev/null || true
done
"$bin" models > tests/golden/models.out
"$bin" hardware > tests/golden/hardware.out
"$bin" assumptions > tests/golden/assumptions.out
"$bin" --models tests/golden/models/mine.toml models > tests/golden/models/mine.out
"$bin" --models tests/golden/models/mine.toml check --explain tests/golden/models/uses.claims \
  > tests/golden/models/uses.out
"$bin" parse tests/golden/parse > tests/golden/parse.out
"$bin" check tests/golden/parse > tests/golden/check.out || true
"$bin" rules > tests/golden/rules.out
"$bin" estimate tests/golden/estimate > tests/golden/estimate.out || true
"$bin" check --rules tests/golden/options/mine.rules tests/golden/options/a.claims \
  tests/golden/options/b.claims > tests/golden/options/check-with-rules.out
"$bin" check --rules tests/golden/options/mine.rules --rules tests/golden/options/other.rules \
  tests/golden/options/a.claims > tests/golden/options/two-rule-files.out
"$bin" check --explain tests/golden/explain/deepseek-v3.claims > tests/golden/explain/deepseek-v3.out
"$bin" --format sarif check examples > tests/golden/reports/examples.sarif || true
"$bin" --format markdown check examples > tests/golden/reports/examples.md || true
"$bin" --format html check examples > tests/golden/reports/examples.html || true
"$bin" --format markdown estimate examples/plans > tests/golden/reports/plans.md || true
"$bin" --format html estimate examples/plans > tests/golden/reports/plans.html || true
"$bin" extract tests/prose-cli/launch.txt > tests/prose-cli/launch.out
"$bin" check --explain=brief examples/classroom/exercises.claims > tests/golden/classroom/exercises-brief.out || true
"$bin" check --show-ok examples/classroom/exercises.claims > tests/golden/classroom/exercises-show-ok.out || true
"$bin" --format markdown check --explain=brief examples/classroom/exercises.claims > tests/golden/classroom/exercises-brief.md || true
"$bin" --format markdown glossary > docs/glossary.md
"$bin" audit tests/audit/offers.claims > tests/audit/offers.out
for f in json markdown csv; do "$bin" --format $f audit tests/audit/offers.claims > tests/audit/offers.$f; done
"$bin" audit --keep-going tests/audit/unknown-chip.claims > tests/audit/unknown-chip.out 2> tests/audit/unknown-chip.err || true
"$bin" grade examples/classroom/exercises.claims tests/grade/class > tests/grade/class.out 2> tests/grade/class.err || true
"$bin" --format json grade examples/classroom/exercises.claims tests/grade/class > tests/grade/class.json 2> /dev/null || true
"$bin" --format markdown grade examples/classroom/exercises.claims tests/grade/class > tests/grade/class.md 2> /dev/null || true
"$bin" --format csv grade examples/classroom/exercises.claims tests/grade/class > tests/grade/class.csv 2> /dev/null || true
"$bin" grade --sheet examples/classroom/exercises.claims > tests/grade/sheet.claims
