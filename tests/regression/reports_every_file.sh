#!/usr/bin/env bash
# The stored-result comparison reports every differing file, not only the first: two stored files
# are altered in a copy, and both must be named, with a failing exit status.
# Usage: reports_every_file.sh BINARY
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cp "$here"/*.csv "$copy/"
printf 'altered\r\n' >> "$copy/wounds.csv"
printf 'altered\r\n' >> "$copy/map.csv"
status=0
report="$(bash "$here/run.sh" --stored "$copy" "$1")" || status=$?
echo "$report"
[ "$status" -ne 0 ] || { echo "FAIL: the comparison passed altered files"; exit 1; }
for f in wounds map; do
  grep -q "regression: $f.csv differs" <<<"$report" || { echo "FAIL: $f.csv not reported"; exit 1; }
done
for f in cliff economy; do
  grep -q "regression: $f.csv unchanged" <<<"$report" || { echo "FAIL: $f.csv not compared"; exit 1; }
done
echo "both altered files reported"
