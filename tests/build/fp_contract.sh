#!/usr/bin/env bash
# Same bits on every build: every library and CLI source must be compiled with -ffp-contract=off
# (CMakeLists.txt, climbsim_fp). Reads the build's compile_commands.json; builds nothing.
# Usage: fp_contract.sh BUILD_DIR
set -euo pipefail
db="$1/compile_commands.json"
[ -f "$db" ] || { echo "fp_contract: no $db"; exit 1; }
# CMake writes one entry a block, "command" before "file", each on its own line.
awk '
  /"command":/ { command = $0 }
  /"file":/ {
    if ($0 ~ /\/src\/(climbsim|cli)\//) {
      checked++
      if (command !~ / -ffp-contract=off /) { print "fp_contract: compiled without -ffp-contract=off: " $0; missing++ }
    }
  }
  END {
    printf "fp_contract: %d library and CLI files checked, %d without the flag\n", checked, missing
    exit (missing > 0 || checked < 20) ? 1 : 0
  }' "$db"
