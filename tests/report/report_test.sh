#!/usr/bin/env bash
# The report in a real browser: climbsim writes report.html from small experiments; headless
# Chromium (Debian's chromium) loads it with the network off, runs its script, dumps the DOM and
# keeps a screenshot; the page must have every chart drawn, its tables and the map, say it is
# ready, and log nothing to the console (no error, no failed load).
# Usage: report_test.sh CLIMBSIM_BINARY OUTPUT_DIR
set -euo pipefail
bin="$1"
out="$2"
here="$(cd "$(dirname "$0")" && pwd)"
browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
  echo "report_test: no chromium on this machine (scripts/test.sh installs Debian's chromium)"
  exit 1
fi
mkdir -p "$out"
rm -rf "$out/profile"
"$bin" report --experiments "$here/experiments" -o "$out/report.html"
flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
       --disable-component-update --disable-sync --user-data-dir="$out/profile" --hide-scrollbars
       "--host-resolver-rules=MAP * ~NOTFOUND" --proxy-server=127.0.0.1:9 --enable-logging=stderr --v=0)
timeout 120 "$browser" "${flags[@]}" --virtual-time-budget=5000 --dump-dom "file://$out/report.html" \
  >"$out/dom.html" 2>"$out/browser.log"
timeout 120 "$browser" "${flags[@]}" --window-size=1280,5200 --screenshot="$out/report.png" "file://$out/report.html" \
  >/dev/null 2>>"$out/browser.log"
fail=0
check() { if ! eval "$2"; then echo "report_test: FAIL: $1"; fail=1; else echo "report_test: ok: $1"; fi; }
charts=$(grep -o '<svg class="chart"' "$out/dom.html" | wc -l)
drawn=$(grep -o '<circle class="point"' "$out/dom.html" | wc -l)
rows=$(grep -o '<tr>' "$out/dom.html" | wc -l)
check "the script ran to the end (data-ready)" 'grep -q "data-ready=\"yes\"" "$out/dom.html"'
check "four charts or more ($charts), each with points ($drawn in all)" '[ "$charts" -ge 4 ] && [ "$drawn" -ge 20 ]'
check "the script counted the same charts" 'grep -q "data-charts=\"$charts\"" "$out/dom.html"'
check "tables with rows ($rows)" '[ "$rows" -ge 20 ]'
check "the map is inline, with its hover data" 'grep -q "src=\"data:image/png;base64," "$out/dom.html" && grep -q "MAP_CELLS" "$out/dom.html"'
check "nothing on the console" '! grep -q ":CONSOLE" "$out/browser.log"'
check "no script error on the page (the error list is empty)" 'grep -q "<pre id=\"errors\"></pre>" "$out/dom.html"'
check "nothing to fetch from the network" '! grep -qE "(src|href)=\"(https?:)?//" "$out/report.html"'
check "the study's section with its table" 'grep -q "What a keyword is worth" "$out/dom.html" && grep -q "paired\|difference" "$out/dom.html"'
check "a screenshot was taken" '[ -s "$out/report.png" ]'
echo "report_test: screenshot at $out/report.png"
exit $fail
