#!/usr/bin/env bash
# Renders the HTML report of examples/ in headless Chromium: the page loads
# with no console message (it has no script), the DOM has every claim and an
# <svg> per plot, and the screenshot is not blank.
# Usage: browser_test.sh CLAIMCHECK SOURCE_DIR. Exits 77 (skipped) without Chromium.
set -euo pipefail
bin=$1 src=$2
browser=$(command -v chromium || command -v chromium-browser || true)
if [[ -z $browser ]]; then
  echo "skipped: Chromium is not installed (apt-get install chromium)"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$src"
status=0
"$bin" --format html --output "$work/report.html" check examples || status=$?
[[ $status -le 1 ]] || { echo "claimcheck exited $status"; exit 1; }
flags=(--headless --no-sandbox --disable-gpu --no-first-run --disable-extensions
       --user-data-dir="$work/profile" --enable-logging=stderr --v=0)
timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$work/report.html" \
  > "$work/dom.html" 2> "$work/console.log" || { cat "$work/console.log"; exit 1; }
if grep -a "CONSOLE" "$work/console.log"; then
  echo "console messages while loading the report"
  exit 1
fi
# Every claim's card, and the plots.
cards=$(grep -o '<article class="card' "$work/dom.html" | wc -l)
claims=$("$bin" --format json check examples | /usr/bin/python3 -c 'import json,sys; print(len(json.load(sys.stdin)["claims"]))' || true)
[[ $cards -gt 0 && $cards -eq $claims ]] || { echo "$cards cards for $claims claims"; exit 1; }
svgs=$(grep -o '<svg' "$work/dom.html" | wc -l)
[[ $svgs -ge 3 ]] || { echo "$svgs plots, expected at least 3"; exit 1; }
timeout 120 "$browser" "${flags[@]}" --window-size=1280,1600 --screenshot="$work/shot.png" \
  "file://$work/report.html" > /dev/null 2>&1 || true
[[ -s $work/shot.png ]] || { echo "no screenshot"; exit 1; }
/usr/bin/python3 - "$work/shot.png" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat, width = 8, b"", 0
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        width, height, depth, colour = struct.unpack(">IIBB", body[:10])
    if kind == b"IDAT":
        idat += body
    pos += 12 + length
raw = zlib.decompress(idat)
distinct = len(set(raw))
print(f"screenshot {width}x{height}: {distinct} distinct byte values")
sys.exit(0 if distinct > 16 else 1)
PY
echo "ok: $cards cards, $svgs plots"
