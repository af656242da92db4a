#!/usr/bin/env bash
# The main job: install what is missing, build, and run every scenario in experiments/ on its
# built-in defaults, writing one CSV per scenario under results/, then results/report.html.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
bash scripts/build.sh release
mkdir -p results
for ini in experiments/*.ini; do
  name="$(basename "$ini" .ini)"
  subcommand="${name%%-*}"  # experiments/wounds-vader.ini runs `climbsim wounds`
  echo "climbsim $subcommand --config $ini -o results/$name.csv" >&2
  build/release/climbsim "$subcommand" --config "$ini" -o "results/$name.csv"
done
# One page of all of it: tables, charts and the map (it runs the same experiments again, in-process).
echo "climbsim report --list experiments/lists/example.txt -o results/report.html" >&2
build/release/climbsim report --list experiments/lists/example.txt -o results/report.html
ls -l results >&2
