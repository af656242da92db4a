#!/usr/bin/env bash
# The rooms of the library and what each may include (docs/ARCHITECTURE.md): every #include of a
# climbsim header, and of an outside library, in src/climbsim/ is checked against the table below.
# A room may include its own headers and those of the rooms it lists; the core rooms include no
# outside library but Eigen and nlohmann/json. Reads the sources; builds nothing.
# Usage: rooms.sh SOURCE_DIR
set -euo pipefail
src="$1/src/climbsim"
[ -d "$src" ] || { echo "rooms: no $src"; exit 1; }

declare -A may=(
  [platform]=""
  [text]=""
  [random]="platform"
  [model]="platform random text"
  [engine]="platform random model"
  [units]="model text"
  [rules]="model units text"
  [terrain]="platform random model text"
  [analysis]="platform random model text engine units rules terrain"
  [tables]="platform random model text engine units rules terrain analysis"
  [request]="platform random model text engine units rules terrain analysis tables"
  [io]="platform random model text engine units rules terrain analysis tables request"
  [output]="platform random model text engine units rules terrain analysis tables request io"
  [report]="platform random model text engine units rules terrain analysis tables request io output"
)
core="platform text random model engine units rules terrain analysis tables request"
# Outside headers the core may use (the standard library is any <name> without a slash or '.h',
# the C headers below, Eigen and nlohmann/json); everything else is for the rooms on top. The POSIX
# file headers serve text/text_input's reader (a file's kind and size; a pipe read with a bound);
# glibc's malloc.h platform/heap_keep's allocator settings.
core_outside='^(Eigen/|nlohmann/|sys/stat\.h$|fcntl\.h$|poll\.h$|unistd\.h$|immintrin\.h$|cpuid\.h$|x86intrin\.h$|malloc\.h$)'

bad=0 checked=0
for room in "${!may[@]}"; do
  [ -d "$src/$room" ] || { echo "rooms: no room $room"; bad=$((bad + 1)); continue; }
  for f in "$src/$room"/*.hpp "$src/$room"/*.cpp "$src/$room"/*/*.hpp "$src/$room"/*/*.cpp; do
    [ -f "$f" ] || continue
    checked=$((checked + 1))
    while IFS= read -r line; do
      # Bash's own match, not a sed a line: a process per include made this check take 20 s.
      [[ "$line" =~ ^#include\ [\<\"]([^\>\"]+)[\>\"] ]] || continue
      inc=${BASH_REMATCH[1]}
      if [[ "$inc" == climbsim/* ]]; then
        other=${inc#climbsim/}; other=${other%%/*}
        [[ "$other" == "$room" || "$other" == version.hpp ]] && continue
        if [[ " ${may[$room]} " != *" $other "* ]]; then
          echo "rooms: ${f#"$1"/} includes $inc: $room may not include $other"; bad=$((bad + 1))
        fi
      elif [[ "$f" == */platform/executor.hpp ]]; then
        continue  # checked below: oneTBB only under CLIMBSIM_HAVE_TBB
      elif [[ " $core " == *" $room "* && "$inc" == */* || " $core " == *" $room "* && "$inc" == *.h ]]; then
        if ! [[ "$inc" =~ $core_outside ]]; then
          echo "rooms: ${f#"$1"/} includes <$inc>: the core uses Eigen, nlohmann/json and the standard library only"; bad=$((bad + 1))
        fi
      fi
    done < <(grep -E '^#include [<"]' "$f" | grep -v '^#include "climbsim/platform/executor.hpp"$' || true)
  done
done
# The executor is the one core header that may reach for oneTBB, and only under CLIMBSIM_HAVE_TBB.
exec_tbb=$(grep -c '#include <tbb/' "$src/platform/executor.hpp" || true)
guarded=$(awk '/#if CLIMBSIM_HAVE_TBB/{on=1} /#else/{on=0} on && /#include <tbb\//{n++} END{print n+0}' "$src/platform/executor.hpp")
[ "$exec_tbb" = "$guarded" ] || { echo "rooms: platform/executor.hpp includes oneTBB outside #if CLIMBSIM_HAVE_TBB"; bad=$((bad + 1)); }
echo "rooms: $checked files checked, $bad includes out of place"
[ "$bad" -eq 0 ] && [ "$checked" -gt 100 ]
