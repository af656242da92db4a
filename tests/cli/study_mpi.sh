#!/usr/bin/env bash
# climbsim under MPI (loopback): study, wounds, economy and cliff on 2 and 3 ranks write the
# bytes one process writes, and a rank that dies makes a study fail with no output file and its
# journal intact (a resumed run then writes the bytes of an uninterrupted one).
# Usage: study_mpi.sh CLIMBSIM MPIEXEC
# Every command is bounded (a hang fails with what it waited for, never stalls CI): the patience is
# CLIMBSIM_TEST_PATIENCE_S seconds (default 120) for a wait, five times that for a command, times
# CLIMBSIM_TEST_TIME_SCALE on a slow machine. The verdict is printed before the cleanup.
set -euo pipefail
exe="$1"
mpiexec="$2"
work="$(mktemp -d)"
launcher=""
patience=$(awk -v p="${CLIMBSIM_TEST_PATIENCE_S:-120}" -v f="${CLIMBSIM_TEST_TIME_SCALE:-1}" 'BEGIN { printf "%d", p * f }')
cleanup() {
  local rc=$?
  if [ "$rc" -eq 0 ]; then echo "study_mpi: passed"; else echo "study_mpi: FAILED (exit $rc)"; fi
  # A launcher still running (a failure part way): its ranks are ended before the folder goes.
  if [ -n "$launcher" ] && kill -0 "$launcher" 2>/dev/null; then
    kill -TERM "$launcher" 2>/dev/null || true
    timeout 10 tail --pid="$launcher" -f /dev/null || { echo "study_mpi: cleanup: mpirun $launcher killed after 10 s"; kill -KILL "$launcher" 2>/dev/null || true; }
  fi
  rm -rf "$work" || echo "study_mpi: cleanup: could not remove $work"
  exit "$rc"
}
trap cleanup EXIT
# Runs a command bounded at five patiences; a command that does not end in time fails naming itself.
bounded() {
  local status=0
  timeout -k 10 "$((5 * patience))" "$@" || status=$?
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "study_mpi: FAIL: gave up after $((5 * patience)) s (CLIMBSIM_TEST_TIME_SCALE=2 doubles it) waiting for: $*" >&2
    exit 1
  fi
  return "$status"
}
cd "$work"
flags=(--oversubscribe)
[ "$(id -u)" -eq 0 ] && flags+=(--allow-run-as-root)
study=(study --tables 8 --starts 2 --resolution 0.5 --unit stormtroopers,wookiee-warriors --vary expert-climber,no-scale --seed 3 -q)

bounded "$exe" "${study[@]}" -o one.csv --summary one-summary.csv
for n in 2 3; do
  bounded "$mpiexec" "${flags[@]}" -np "$n" "$exe" "${study[@]}" -o "ranks$n.csv" --summary "ranks$n-summary.csv"
  cmp one.csv "ranks$n.csv"
  cmp one-summary.csv "ranks$n-summary.csv"
  echo "$n ranks: same bytes as one process"
done

# A study by mission (each unit entering from a Map Card's Territory, its targets' earliest rounds).
mission=(study --tables 4 --resolution 0.5 --unit stormtroopers,scout-troopers --mission close-the-pocket --poi 36,18
         --edition core-2025 --vary scout=1 --seed 5 -q)
bounded "$exe" "${mission[@]}" -o m1.csv --summary m1-summary.csv
for n in 2 3; do
  bounded "$mpiexec" "${flags[@]}" -np "$n" "$exe" "${mission[@]}" -o "m$n.csv" --summary "m$n-summary.csv"
  cmp m1.csv "m$n.csv"
  cmp m1-summary.csv "m$n-summary.csv"
  echo "a study by mission on $n ranks: same bytes as one process"
done

# The table commands: rows (wounds, cliff) or clusters (economy) spread over the ranks, with their
# side tables.
wounds=(wounds --samples 20000 --seed 7 -q)
economy=(economy --unit stormtroopers,wookiee-warriors,darth-vader --heights 1,2 --samples 20000 -q)
cliff=(cliff --samples 20000 --within 3 -q)
bounded "$exe" "${wounds[@]}" -o w.csv --distribution w-law.csv
bounded "$exe" "${economy[@]}" -o e.csv --summary e-summary.csv --distribution e-law.csv
bounded "$exe" "${cliff[@]}" -o c.csv
for n in 2 3; do
  bounded "$mpiexec" "${flags[@]}" -np "$n" "$exe" "${wounds[@]}" -o "w$n.csv" --distribution "w$n-law.csv"
  bounded "$mpiexec" "${flags[@]}" -np "$n" "$exe" "${economy[@]}" -o "e$n.csv" --summary "e$n-summary.csv" --distribution "e$n-law.csv"
  bounded "$mpiexec" "${flags[@]}" -np "$n" "$exe" "${cliff[@]}" -o "c$n.csv"
  cmp w.csv "w$n.csv" && cmp w-law.csv "w$n-law.csv"
  cmp e.csv "e$n.csv" && cmp e-summary.csv "e$n-summary.csv" && cmp e-law.csv "e$n-law.csv"
  cmp c.csv "c$n.csv"
  echo "$n ranks: wounds, economy and cliff in the same bytes as one process"
done

# A rank killed part way: mpirun fails, no output, and the journal holds whole records only.
long=(study --tables 60 --starts 2 --resolution 0.5 --unit stormtroopers --seed 4 -q)
"$mpiexec" "${flags[@]}" -np 2 sh -c 'echo $$ > "pid.$OMPI_COMM_WORLD_RANK"; exec "$0" "$@"' "$exe" "${long[@]}" \
  -o killed.csv --journal journal.txt > mpi.log 2>&1 &
launcher=$!
# The signal waited for: rank 1's pid written and the journal's header and three records.
started() { [ -s pid.1 ] && [ -f journal.txt ] && [ "$(wc -l < journal.txt)" -ge 4 ]; }
waited=0
until started; do
  if ! kill -0 "$launcher" 2>/dev/null || [ "$waited" -ge "$((patience * 10))" ]; then
    echo "study_mpi: FAIL: gave up after $((waited / 10)) s waiting for rank 1's pid and 3 journal records" \
         "(pid.1: $(cat pid.1 2>/dev/null || echo none); journal lines: $(wc -l < journal.txt 2>/dev/null || echo none);" \
         "mpirun running: $(kill -0 "$launcher" 2>/dev/null && echo yes || echo no))" >&2
    cat mpi.log >&2
    exit 1
  fi
  sleep 0.1
  waited=$((waited + 1))
done
kill -9 "$(cat pid.1)"
status=0
timeout "$patience" tail --pid="$launcher" -f /dev/null || { echo "study_mpi: FAIL: mpirun had not ended $patience s after its rank was killed" >&2; exit 1; }
wait "$launcher" || status=$?
launcher=""
if [ "$status" -eq 0 ]; then echo "FAIL: the run went on after a rank died" >&2; cat mpi.log >&2; exit 1; fi
if [ -e killed.csv ]; then echo "FAIL: an output file was left behind" >&2; exit 1; fi
if ls .killed.csv* 2>/dev/null | grep -q .; then echo "FAIL: a temporary was left behind" >&2; exit 1; fi
records=$(($(wc -l < journal.txt) - 1))
echo "a rank killed: exit $status, no output, $records tables in the journal"
if [ "$records" -ge 60 ]; then echo "FAIL: the run finished before the kill; nothing was tested" >&2; exit 1; fi
bounded "$exe" "${long[@]}" -o resumed.csv --journal journal.txt
bounded "$exe" "${long[@]}" -o whole.csv
cmp resumed.csv whole.csv
echo "resumed from the journal: same bytes as an uninterrupted run"
