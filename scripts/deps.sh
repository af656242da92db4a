#!/usr/bin/env bash
# Installs what climbsim needs to build and test, from Debian's packages, when it is missing.
# Sourced by scripts/run.sh and scripts/test.sh; safe to run again (installs nothing twice).
set -euo pipefail

CLIMBSIM_PACKAGES=(g++ make cmake libtbb-dev libeigen3-dev libboost-program-options-dev catch2 libbenchmark-dev libpng-dev libssl-dev nlohmann-json3-dev)

missing=()
for pkg in "${CLIMBSIM_PACKAGES[@]}" "$@"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]})); then
  echo "climbsim: installing ${missing[*]}" >&2
  if [ "$(id -u)" -eq 0 ]; then as_root=(); else as_root=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -q
  "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
