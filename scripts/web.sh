#!/usr/bin/env bash
# Builds the page's engine (the web preset: the core in WebAssembly, with Debian's Emscripten) and
# writes the page to DIR as one self-contained index.html (`climbsim web -o DIR`) that opens from
# file:// or any static host. `climbsim report` finds the same engine and puts it in its page.
# Usage: scripts/web.sh [DIR]   (default: results/web)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-results/web}"
bash scripts/deps.sh emscripten nodejs
# em++ runs its tools under node and finds Debian's acorn there when node is not Debian's own.
export NODE_PATH="${NODE_PATH:-/usr/share/nodejs}"
bash scripts/build.sh web
bash scripts/build.sh release
build/release/climbsim web --engine build/web/web/climbsim-engine.js -o "$out"
echo "climbsim: the page is $out/index.html ($(du -k "$out/index.html" | cut -f1) kB); open it in a browser"
