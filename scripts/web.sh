#!/usr/bin/env bash
# Builds the page (the web preset: the core and its engine in WebAssembly, with Debian's Emscripten)
# and writes it to DIR as one self-contained index.html that opens from file:// or any static host.
# Usage: scripts/web.sh [DIR]   (default: results/web)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-results/web}"
bash scripts/deps.sh emscripten nodejs
# em++ runs its tools under node and finds Debian's acorn there when node is not Debian's own.
export NODE_PATH="${NODE_PATH:-/usr/share/nodejs}"
bash scripts/build.sh web
mkdir -p "$out"
cp build/web/web/index.html "$out/index.html"
echo "climbsim: the page is $out/index.html ($(du -k "$out/index.html" | cut -f1) kB); open it in a browser"
