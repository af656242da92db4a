#!/usr/bin/env bash
# Real coverage-guided fuzzing of the readers with clang's libFuzzer (Debian's clang and
# libclang-rt-14-dev, installed if missing): the terrain, .ini and roster readers, each for
# SECONDS. Usage: fuzz/run-libfuzzer.sh [SECONDS] [TARGET ...]   (default 60 s; all three targets)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
((${#targets[@]})) || targets=(terrain ini roster)
bash scripts/deps.sh clang libclang-rt-14-dev
common=(src/climbsim/text/csv.cpp src/climbsim/text/lists.cpp src/climbsim/text/text_input.cpp)
for target in "${targets[@]}"; do
  case "$target" in
    terrain) sources=(src/climbsim/terrain/terrain.cpp) ;;
    ini) sources=(src/climbsim/text/ini.cpp) ;;
    roster) sources=(src/climbsim/units/roster.cpp src/climbsim/units/unit.cpp build/release/src/generated/builtin_roster.cpp) ;;
    *) echo "unknown target '$target' (terrain, ini, roster)" >&2; exit 2 ;;
  esac
  out="build/fuzz/$target"
  mkdir -p "$out/corpus"
  cp "fuzz/corpus/$target/"* "$out/corpus/"
  [ "$target" != roster ] || [ -f build/release/src/generated/builtin_roster.cpp ] || bash scripts/build.sh release
  clang++ -std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -Isrc -Ibuild/release/src/generated \
    "fuzz/${target}_fuzz.cpp" "${common[@]}" "${sources[@]}" -o "$out/fuzz"
  echo "fuzzing the $target reader for $seconds s" >&2
  "$out/fuzz" -max_total_time="$seconds" -max_len=4096 "$out/corpus"
done
