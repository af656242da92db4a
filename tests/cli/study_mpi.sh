#!/usr/bin/env bash
# climbsim under MPI (loopback): study, wounds, economy and cliff on 2 and 3 ranks write the
# bytes one process writes, and a rank that dies makes a study fail with no output file and its
# journal intact (a resumed run then writes the bytes of an uninterrupted one).
# Usage: study_mpi.sh CLIMBSIM MPIEXEC
set -euo pipefail
exe="$1"
mpiexec="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
flags=(--oversubscribe)
[ "$(id -u)" -eq 0 ] && flags+=(--allow-run-as-root)
study=(study --tables 8 --starts 2 --resolution 0.5 --unit stormtroopers,wookiee-warriors --vary expert-climber,no-scale --seed 3 -q)

"$exe" "${study[@]}" -o one.csv --summary one-summary.csv
for n in 2 3; do
  "$mpiexec" "${flags[@]}" -np "$n" "$exe" "${study[@]}" -o "ranks$n.csv" --summary "ranks$n-summary.csv"
  cmp one.csv "ranks$n.csv"
  cmp one-summary.csv "ranks$n-summary.csv"
  echo "$n ranks: same bytes as one process"
done

# The table commands: rows (wounds, cliff) or clusters (economy) spread over the ranks, with their
# side tables.
wounds=(wounds --samples 20000 --seed 7 -q)
economy=(economy --unit stormtroopers,wookiee-warriors,darth-vader --heights 1,2 --samples 20000 -q)
cliff=(cliff --samples 20000 --within 3 -q)
"$exe" "${wounds[@]}" -o w.csv --distribution w-law.csv
"$exe" "${economy[@]}" -o e.csv --summary e-summary.csv --distribution e-law.csv
"$exe" "${cliff[@]}" -o c.csv
for n in 2 3; do
  "$mpiexec" "${flags[@]}" -np "$n" "$exe" "${wounds[@]}" -o "w$n.csv" --distribution "w$n-law.csv"
  "$mpiexec" "${flags[@]}" -np "$n" "$exe" "${economy[@]}" -o "e$n.csv" --summary "e$n-summary.csv" --distribution "e$n-law.csv"
  "$mpiexec" "${flags[@]}" -np "$n" "$exe" "${cliff[@]}" -o "c$n.csv"
  cmp w.csv "w$n.csv" && cmp w-law.csv "w$n-law.csv"
  cmp e.csv "e$n.csv" && cmp e-summary.csv "e$n-summary.csv" && cmp e-law.csv "e$n-law.csv"
  cmp c.csv "c$n.csv"
  echo "$n ranks: wounds, economy and cliff in the same bytes as one process"
done

# A rank killed part way: mpirun fails, no output, and the journal holds whole records only.
long=(study --tables 120 --starts 2 --resolution 0.5 --unit stormtroopers --seed 4 -q)
"$mpiexec" "${flags[@]}" -np 2 sh -c 'echo $$ > "pid.$OMPI_COMM_WORLD_RANK"; exec "$0" "$@"' "$exe" "${long[@]}" \
  -o killed.csv --journal journal.txt > mpi.log 2>&1 &
launcher=$!
for _ in $(seq 600); do  # up to a minute for the first records
  [ -f pid.1 ] && [ -f journal.txt ] && [ "$(wc -l < journal.txt)" -ge 4 ] && break
  sleep 0.1
done
kill -9 "$(cat pid.1)"
status=0
wait "$launcher" || status=$?
if [ "$status" -eq 0 ]; then echo "FAIL: the run went on after a rank died" >&2; cat mpi.log >&2; exit 1; fi
if [ -e killed.csv ]; then echo "FAIL: an output file was left behind" >&2; exit 1; fi
if ls .killed.csv* 2>/dev/null | grep -q .; then echo "FAIL: a temporary was left behind" >&2; exit 1; fi
records=$(($(wc -l < journal.txt) - 1))
echo "a rank killed: exit $status, no output, $records tables in the journal"
if [ "$records" -ge 120 ]; then echo "FAIL: the run finished before the kill; nothing was tested" >&2; exit 1; fi
"$exe" "${long[@]}" -o resumed.csv --journal journal.txt
"$exe" "${long[@]}" -o whole.csv
cmp resumed.csv whole.csv
echo "resumed from the journal: same bytes as an uninterrupted run"
