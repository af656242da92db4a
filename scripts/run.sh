#!/usr/bin/env bash
# The main job: install what is missing, build, and run every scenario in experiments/ on its
# built-in defaults: one page of all of it, results/report.html, with each scenario's tables kept
# beside it (results/NAME.csv, its summary, law and PNG; the same bytes as
# `climbsim SUBCOMMAND --config experiments/NAME.ini -o results/NAME.csv`). Each scenario runs once.
# The page is the web page with the run's results as its first tab and the live calculator beside
# them; results/web/index.html is the calculator alone (scripts/web.sh builds its engine first).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
bash scripts/build.sh release
mkdir -p results
# The page: the same library in WebAssembly, one self-contained file a player opens and shares.
bash scripts/web.sh results/web
echo "climbsim report --list experiments/lists/example.txt --keep results -o results/report.html" >&2
build/release/climbsim report --list experiments/lists/example.txt --keep results -o results/report.html
ls -l results >&2
