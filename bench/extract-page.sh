#!/usr/bin/env bash
# The extractor on a 1 MB saved page: a page of prose paragraphs, model
# tables and price tables (cells with colspan, entities, scripts and styles
# between them), made up to SIZE bytes from the prose of tests/prose-cli/ and
# tests/prose/, then `claimcheck extract` on it: best of 3 wall-clock times
# and the peak RSS. The target: under a second with the release build.
# Usage: bench/extract-page.sh [BINARY] [SIZE]   (defaults: build/release/claimcheck, 1000000)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(realpath "${1:-build/release/claimcheck}")
size=${2:-1000000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
page="$dir/page.html"

python3 - "$size" "$page" tests/prose/*.txt << 'PY'
import html, sys
size, out, texts = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
paragraphs = [open(t, encoding="utf-8").read() for t in sorted(texts)]
parts = ["<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>Models and prices</title>",
         "<style>td { padding: 4px }</style></head>\n<body>\n"]
n, i = sum(map(len, parts)), 0
while n < size:
    text = paragraphs[i % len(paragraphs)]
    block = [f"<section id='s{i}'>\n<h2>Section {i}</h2>\n"]
    block += [f"<p>{html.escape(p)}</p>\n" for p in text.split("\n\n") if p.strip()]
    block.append("<script>var x = {'price': '$99 per 1M tokens'};</script>\n")
    block.append("<table><thead><tr><th>Model</th><th>Input</th><th>Output</th></tr></thead><tbody>\n")
    for k in range(6):
        block.append(f"<tr><td>Orbit {i}-{k}</td><td>${0.1 * (k + 1):.2f}</td>"
                     f"<td colspan='1'>${0.4 * (k + 1):.2f}</td></tr>\n")
    block.append("</tbody></table>\n</section>\n")
    chunk = "".join(block)
    parts.append(chunk)
    n += len(chunk)
    i += 1
parts.append("</body></html>\n")
open(out, "w", encoding="utf-8").write("".join(parts))
PY

now() { echo "$EPOCHREALTIME"; }
least=""
for _ in 1 2 3; do
  t0=$(now)
  "$bin" extract "$page" > /dev/null
  t1=$(now)
  least=$(awk -v a="$t0" -v b="$t1" -v l="$least" 'BEGIN { d = b - a; if (l == "" || d < l) print d; else print l }')
done
rss=$( { /usr/bin/time -f '%M' "$bin" extract "$page" > /dev/null; } 2>&1 | tail -1)
printf 'page: %s bytes, %s records drafted\n' "$(wc -c < "$page")" \
  "$("$bin" extract "$page" | grep -c '^[a-z]* "')"
printf 'extract: %.3f s (best of 3), peak RSS %.1f MiB\n' "$least" "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')"
