#!/usr/bin/env bash
# The web page (web/index.html) in headless Chromium, from file://: a link
# whose fragment holds one impossible and one ok claim shows both verdicts
# once the page has run; a malformed claim shows its diagnostic; the page
# requests nothing outside its own files (Chromium's net log: the browser's
# own background requests, "not an origin", are set apart); and the console
# has no message. Exits 77 (skipped) without Chromium or without the web
# build (cmake --preset web && cmake --build --preset web).
# Usage: tests/web_browser_test.sh SOURCE_DIR
set -euo pipefail
src=$(realpath "$1")
browser=$(command -v chromium || command -v chromium-browser || true)
[[ -n $browser ]] || { echo "skipped: no Chromium"; exit 77; }
[[ -f $src/web/claimcheck.js && -f $src/web/examples.js ]] ||
  { echo "skipped: no web build in web/"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "web page: $*"; exit 1; }
encode() { /usr/bin/python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.stdin.read()))'; }
# open NAME TEXT: the page with TEXT in its fragment; DOM, console and net log in $work/NAME.*
# Virtual time runs on while the engine compiles on another thread, so on a
# busy machine the DOM may be taken before the check is done: the page says
# when it is (<body data-state="done">), and is opened again if not, up to 5 times.
open_page() {
  local fragment attempt
  fragment=$(printf '%s' "$2" | encode)
  for attempt in 1 2 3 4 5; do
    rm -rf "$work/profile-$1"
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --no-first-run --no-default-browser-check \
      --user-data-dir="$work/profile-$1" --disable-background-networking --disable-component-update \
      --enable-logging=stderr --v=0 --log-net-log="$work/$1.netlog.json" \
      --virtual-time-budget=$((attempt * 30000)) \
      --dump-dom "file://$src/web/index.html#claims=$fragment" > "$work/$1.dom.html" 2> "$work/$1.console.log" ||
      { echo "Chromium failed on $1"; tail -20 "$work/$1.console.log"; exit 1; }
    grep -q '<body[^>]*data-state="done"' "$work/$1.dom.html" && return 0
    echo "$1: the check had not finished when the page was taken (attempt $attempt)"
  done
  fail "$1: the check never finished"
}
open_page two 'model "a published run": 405B params, 15.6T tokens, 30.84M H100-hours
model "an impossible run": 405B params, 15.6T tokens, 1M H100-hours
'
verdicts=$(grep -o '<ul id="verdicts".*</ul>' "$work/two.dom.html" || true)
grep -q 'class="verdict v-ok">ok</span> model "a published run"' <<< "$verdicts" ||
  fail "no ok verdict for the published run: $verdicts"
grep -q 'class="verdict v-impossible">impossible</span> model "an impossible run"' <<< "$verdicts" ||
  fail "no impossible verdict: $verdicts"
grep -q 'id="status"[^>]*>2 claims checked: 1 ok, 1 impossible<' "$work/two.dom.html" || fail "no summary"
grep -q '<iframe id="report"[^>]*srcdoc=' "$work/two.dom.html" || fail "no report cards"

open_page bad 'model "x": 5B parms
'
grep -q "unknown unit 'parms'; did you mean 'params'" "$work/bad.dom.html" ||
  fail "no diagnostic for a malformed claim"
grep -q 'nothing was checked' "$work/bad.dom.html" || fail "a malformed claim was checked"

for page in two bad; do
  if grep -a "CONSOLE" "$work/$page.console.log"; then fail "console messages on $page"; fi
  /usr/bin/python3 - "$work/$page.netlog.json" "$src/web/" <<'PY' || fail "requests outside the page's files ($page)"
import json, sys
log = json.load(open(sys.argv[1]))
names = {v: k for k, v in log["constants"]["logEventTypes"].items()}
starts = [e.get("params", {}) for e in log["events"]
          if names.get(e["type"]) == "URL_REQUEST_START_JOB" and "url" in e.get("params", {})]
# The page's own requests have its origin (or "null", a file's) as initiator.
outside = [p.get("url", "?") for p in starts
           if p.get("initiator") != "not an origin"
           and not p.get("url", "").startswith("file://" + sys.argv[2])]
for url in outside:
    print("requested:", url)
sys.exit(1 if outside else 0)
PY
done
echo "web page: ok (both verdicts, a diagnostic, no request outside web/, no console message)"
