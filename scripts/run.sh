#!/usr/bin/env bash
# The main job: install what is missing, build, and run every scenario in experiments/ on its
# built-in defaults: one page of all of it, results/report.html, with each scenario's tables kept
# beside it (results/NAME.csv, its summary, law and PNG; the same bytes as
# `climbsim SUBCOMMAND --config experiments/NAME.ini -o results/NAME.csv`). Each scenario runs once.
# Then the web page, results/web/index.html (scripts/web.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
bash scripts/build.sh release
mkdir -p results
echo "climbsim report --list experiments/lists/example.txt --keep results -o results/report.html" >&2
build/release/climbsim report --list experiments/lists/example.txt --keep results -o results/report.html
# The page: the same library in WebAssembly, one self-contained file a player opens and shares.
bash scripts/web.sh results/web
ls -l results >&2
