#!/usr/bin/env bash
# Every CSV the main job writes reads with Python's csv module, one type per column: each shipped
# experiment runs as the main job runs it (fewer samples: the command line wins over the .ini), with
# its summary and distribution too (the study of adapting: its front), and every table is read back
# and typed column by column.
# Usage: csv_types.sh CLIMBSIM_BINARY
set -euo pipefail
bin="$1"
here="$(cd "$(dirname "$0")/../.." && pwd)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for ini in "$here"/experiments/*.ini; do
  name="$(basename "$ini" .ini)"
  sub="${name%%-*}"
  extra=()
  case "$name" in
    # The study of adapting: the main job writes its table and front only (exact figures); a few
    # units of different profiles give every column its values (the whole roster takes seconds more).
    economy-adapting) extra=(--front "$out/$name-front.csv" --unit stormtroopers,b1-battle-droids,darth-vader,wookiee-warriors,luke-skywalker) ;;
    economy*) extra=(--summary "$out/$name-summary.csv" --distribution "$out/$name-distribution.csv") ;;
    wounds*) extra=(--distribution "$out/$name-distribution.csv") ;;
    map*) extra=(--png "$out/$name.png") ;;
    # The studies: two tables, and of the whole roster a few units of different profiles (a trooper,
    # a speeder, a Jump unit, an Expert Climber): the columns are what is tested, and the roster's
    # 162 units took 20 s of a 2-core machine (140 s sanitized).
    study-roster) extra=(--tables 2 --summary "$out/$name-summary.csv" --unit stormtroopers,74-z-speeder-bikes,darth-vader,wookiee-warriors) ;;
    study*) extra=(--tables 2 --summary "$out/$name-summary.csv") ;;
  esac
  "$bin" "$sub" --config "$ini" --samples 2000 -q -o "$out/$name.csv" "${extra[@]}"
done
"$bin" roster --format csv -o "$out/roster.csv"
python3 - "$out" <<'PY'
import csv, glob, os, re, sys
bad = 0
def kind(v):
    if v in ("true", "false"): return "bool"
    if re.fullmatch(r"-?\d+", v): return "number"
    try:
        float(v); return "number"
    except ValueError:
        return "text"
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.csv"))):
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    header, body = rows[0], rows[1:]
    widths = {len(r) for r in rows}
    if widths != {len(header)}:
        print(f"{os.path.basename(path)}: rows of {sorted(widths)} fields, header {len(header)}"); bad += 1
    for c, name in enumerate(header):
        kinds = {kind(r[c]) for r in body if c < len(r) and r[c] != ""}
        if len(kinds) > 1:
            print(f"{os.path.basename(path)}: column {name} mixes {sorted(kinds)}"); bad += 1
    print(f"csv_types: {os.path.basename(path)}: {len(body)} rows x {len(header)} columns, one type each")
sys.exit(1 if bad else 0)
PY
