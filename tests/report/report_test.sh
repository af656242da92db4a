#!/usr/bin/env bash
# The report in a real browser: climbsim writes report.html from small experiments; headless
# Chromium (Debian's chromium, driven by tests/report/report_page_check.js) loads it with the
# network off, waits for it to say it is ready, and checks every chart, its tables and the map,
# with nothing on the console; the screenshot and the DOM stay in OUTPUT_DIR.
# Usage: report_test.sh CLIMBSIM_BINARY OUTPUT_DIR
set -euo pipefail
bin="$1"
out="$2"
here="$(cd "$(dirname "$0")" && pwd)"
command -v node >/dev/null || { echo "report_test: no node on this machine (scripts/test.sh installs Debian's nodejs)"; exit 1; }
mkdir -p "$out"
"$bin" report --experiments "$here/experiments" --list "$here/../../experiments/lists/example.txt" -q -o "$out/report.html"
# The roster study's summary as the command line writes it, for the ranked charts' order.
"$bin" study --config "$here/experiments/study-roster.ini" -q -o /dev/null --summary "$out/roster-summary.csv"
exec node "$here/report_page_check.js" "$out/report.html" "$out" "$out/roster-summary.csv"
