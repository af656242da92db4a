#!/usr/bin/env bash
# Real coverage-guided fuzzing of the terrain reader with clang's libFuzzer (Debian's clang and
# libclang-rt-14-dev, installed if missing). Usage: fuzz/run-libfuzzer.sh [SECONDS] (default 60).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
bash scripts/deps.sh clang libclang-rt-14-dev
out=build/fuzz
mkdir -p "$out/corpus"
cp fuzz/corpus/* "$out/corpus/"
clang++ -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -Isrc \
  fuzz/terrain_fuzz.cpp src/climbsim/terrain/terrain.cpp src/climbsim/io/csv.cpp src/climbsim/io/lists.cpp \
  -o "$out/terrain_fuzz"
"$out/terrain_fuzz" -max_total_time="$seconds" -max_len=4096 "$out/corpus"
