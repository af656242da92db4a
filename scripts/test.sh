#!/usr/bin/env bash
# Every test: install what is missing, build the release preset, run the whole suite with CTest,
# then the core library alone (the core preset).
# With CLIMBSIM_SANITIZE=1 the address+undefined preset is built and tested as well.
set -euo pipefail
cd "$(dirname "$0")/.."
# The tests also need a browser and node (the report's test), python3 (the CSV-type test) and Open MPI
# (climbsim study under mpirun).
bash scripts/deps.sh chromium nodejs python3 libopenmpi-dev openmpi-bin
bash scripts/build.sh release
ctest --preset release -j "$(nproc)"
# The core library alone, serial, with no oneTBB, libpng, OpenSSL, Boost or MPI looked for
# (docs/ARCHITECTURE.md): it builds, and its tests pass, without them.
bash scripts/build.sh core
ctest --preset core -j "$(nproc)"
# The page's engine (WebAssembly, Debian's Emscripten) against the command line, in node; then the
# page and a report as a player uses them, in headless Chromium with the network off (screenshots
# kept in build/web/screens); the page's plain functions in node first.
bash scripts/web.sh build/web/site
NODE_PATH="${NODE_PATH:-/usr/share/nodejs}" node tests/web/engine_test.js build/web/web/climbsim-engine.js build/release/climbsim
build/release/climbsim report --experiments tests/report/experiments --list experiments/lists/example.txt -q \
  -o build/web/site/report.html
node tests/web/page_units_test.js
node tests/web/page_test.js build/web/site/index.html build/web/site/report.html build/release/climbsim build/web/screens
node tests/web/page_player_test.js build/web/site/index.html build/release/climbsim build/web/screens
node tests/web/page_map_test.js build/web/site/index.html build/release/climbsim build/web/screens
node tests/web/page_editor_test.js build/web/site/index.html build/release/climbsim build/web/screens
node tests/web/page_mission_test.js build/web/site/index.html build/release/climbsim build/web/screens
# The page's engine against the native binary (bench/RESULTS.md): run so it keeps working, no time asserted.
node bench/page_vs_native.js build/web/site/index.html build/release/climbsim 1
# The browser tests' own helpers: a page that never answers fails with the wait named, at the limit,
# leaving nothing behind. Every browser and process test waits for a signal, bounded by one limit
# (CLIMBSIM_TEST_TIME_SCALE=2 doubles every limit on a slow machine).
node tests/web/page_test_helpers_test.js
# Coverage-guided fuzzing of every reader for a few seconds each (clang's libFuzzer).
bash fuzz/run-libfuzzer.sh 5
if [ "${CLIMBSIM_SANITIZE:-0}" = 1 ]; then
  bash scripts/build.sh sanitize
  ctest --preset sanitize -j "$(nproc)"
fi
