#!/usr/bin/env bash
# Real coverage-guided fuzzing of the readers with clang's libFuzzer (Debian's clang and
# libclang-rt-14-dev, installed if missing): the terrain, .ini, roster, army-list and rules-file
# readers, each for SECONDS. The core library is built once with clang and the fuzzer's coverage
# (build/fuzz, the core room alone: docs/ARCHITECTURE.md), and each target links the room it needs.
# Usage: fuzz/run-libfuzzer.sh [SECONDS] [TARGET ...]   (default 60 s; every target)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
((${#targets[@]})) || targets=(terrain ini roster list rules)
bash scripts/deps.sh clang libclang-rt-14-dev
build=build/fuzz
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -g -O1"
cmake -S . -B "$build/lib" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCLIMBSIM_CORE_ONLY=ON \
  -DCLIMBSIM_BUILD_TESTS=OFF "-DCMAKE_CXX_FLAGS=$flags" >/dev/null
cmake --build "$build/lib" --target climbsim_core -j "$(nproc)" >/dev/null
for target in "${targets[@]}"; do
  case "$target" in
    terrain | ini | roster | list) extra=() ;;
    rules) extra=(src/climbsim/io/legion_rules_file.cpp) ;;  # the io room's reader, on the core
    *) echo "unknown target '$target' (terrain, ini, roster, list, rules)" >&2; exit 2 ;;
  esac
  out="$build/$target"
  mkdir -p "$out/corpus"
  cp "fuzz/corpus/$target/"* "$out/corpus/"
  clang++ -std=c++20 $flags -fsanitize=fuzzer -Isrc -I"$build/lib/src/generated" -I/usr/include/eigen3 \
    "fuzz/${target}_fuzz.cpp" "${extra[@]}" "$build/lib/src/libclimbsim_core.a" -o "$out/fuzz"
  echo "fuzzing the $target reader for $seconds s" >&2
  "$out/fuzz" -max_total_time="$seconds" -max_len=4096 "$out/corpus" 2>"$out/log" || { tail -40 "$out/log" >&2; exit 1; }
  tail -1 "$out/log" >&2
done
