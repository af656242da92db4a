#!/usr/bin/env bash
# Reruns the stored scenarios and compares them byte for byte with the files beside this script.
# Usage: run.sh BINARY (compare) | run.sh --update BINARY (rewrite the stored files)
#        run.sh --stored DIR BINARY (compare against the files in DIR: the script's own test)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
stored="$here"
update=0
if [ "${1:-}" = --update ]; then update=1; shift; fi
if [ "${1:-}" = --stored ]; then stored="$2"; shift 2; fi
bin="$1"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$bin" wounds --minis 3,7 --wounds-per-mini 1,2 --heights 1,2 --methods clamber,clamber-over --expert-climber false \
  --ladder false --samples 100000 --seed 2026 -q -o "$out/wounds.csv"
"$bin" cliff --levels 2 --drm=0,2 --commando false,true --weather none,rain+wind --direction up --units 2 --within 1-3 \
  --samples 100000 --seed 2026 -q -o "$out/cliff.csv"
"$bin" economy --minis 5 --heights 2 --faces ledges --expert-climber false --samples 100000 --seed 2026 -q -o "$out/economy.csv"
"$bin" map --terrain "$here/terrain.csv" --table 18,12 --start 3,3 --actions 3 --resolution 0.5 --mc --samples 50000 \
  --seed 2026 -q -o "$out/map.csv"
status=0
for f in wounds cliff economy map; do
  if [ "$update" = 1 ]; then cp "$out/$f.csv" "$stored/$f.csv"; continue; fi
  # Every file is compared and every difference reported, not only the first.
  if cmp -s "$out/$f.csv" "$stored/$f.csv"; then
    echo "regression: $f.csv unchanged"
  else
    echo "regression: $f.csv differs"
    { diff "$stored/$f.csv" "$out/$f.csv" | head -5; } || true
    status=1
  fi
done
exit $status
