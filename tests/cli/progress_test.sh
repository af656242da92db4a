#!/usr/bin/env bash
# Progress on a terminal: a run of a few seconds under a pseudo-terminal (script, from Debian's
# essential bsdutils) shows percent done, rows done of rows and the time left; the same run with
# its standard error not a terminal shows nothing.
# Usage: progress_test.sh CLIMBSIM_BINARY [SAMPLES]   (samples per row: a run of a few seconds)
set -euo pipefail
bin="$1"
samples="${2:-3e8}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
args="wounds --minis 12 --heights 1,2 --methods clamber --expert-climber false --ladder false --samples $samples --threads 1"
timeout 600 script -qec "$bin $args -o $out/a.csv" "$out/typescript" >/dev/null 2>&1
tr '\r' '\n' <"$out/typescript" >"$out/lines"
fail=0
grep -aqE "wounds: +[0-9.]+%  rows [0-9]+ of 4  about [0-9.]+ (s|min|h) left" "$out/lines" || { echo "no progress line:"; head -c 400 "$out/lines"; fail=1; }
grep -aqE "rows [1-4] of 4" "$out/lines" || { echo "rows done never counted"; fail=1; }
"$bin" $args -o "$out/b.csv" 2>"$out/err"
[ ! -s "$out/err" ] || { echo "progress shown where standard error is not a terminal:"; cat "$out/err"; fail=1; }
cmp -s "$out/a.csv" "$out/b.csv" || { echo "the two runs wrote different tables"; fail=1; }
[ "$fail" = 0 ] && echo "progress_test: percent, rows of rows and time left on a terminal; silent otherwise"
exit $fail
