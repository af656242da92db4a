#!/usr/bin/env bash
# How climbsim study scales: tables a second on 1 and 2 ranks and on 1 and 2 threads, the parallel
# efficiency, the load imbalance between ranks (from the busy seconds each rank records in the
# output's .meta.json), and the bytes a table's figures take on the wire.
# Usage: bench/study_scale.sh [CLIMBSIM] [TABLES]   (needs mpirun: Debian's openmpi-bin)
set -euo pipefail
exe="${1:-build/release/climbsim}"
tables="${2:-40}"
exe="$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
flags=(--oversubscribe)
[ "$(id -u)" -eq 0 ] && flags+=(--allow-run-as-root)
study=(study --tables "$tables" --unit stormtroopers --vary expert-climber --starts 4 --seed 1 -q)
run() {  # name ranks threads [mpirun options...]
  local name="$1" ranks="$2" threads="$3"
  shift 3
  local start end
  start=$(date +%s.%N)
  if [ "$ranks" = 0 ]; then "$exe" "${study[@]}" --threads "$threads" -o "$name.csv"
  else mpirun "${flags[@]}" "$@" -np "$ranks" "$exe" "${study[@]}" --threads "$threads" -o "$name.csv"; fi
  end=$(date +%s.%N)
  python3 - "$name" "$ranks" "$threads" "$start" "$end" "$tables" <<'PY'
import json, sys
name, ranks, threads, start, end, tables = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5]), int(sys.argv[6])
meta = json.load(open(name + ".csv.meta.json"))
facts = meta.get("facts", meta)
def find(d, key):
    if isinstance(d, dict):
        if key in d: return d[key]
        for v in d.values():
            r = find(v, key)
            if r is not None: return r
    return None
busy = [float(x) for x in find(meta, "busy_seconds_per_rank").split(",")]
seconds = end - start
imbalance = max(busy) / (sum(busy) / len(busy)) - 1
print(f"{name:28s} ranks {max(ranks,1)}  threads/rank {threads}  {seconds:7.2f} s  {tables/seconds:6.2f} tables/s  "
      f"busy per rank {','.join(f'{b:.2f}' for b in busy)} s  imbalance {100*imbalance:.1f}%")
PY
}
run one-process-1-thread 0 1
run one-process-2-threads 0 2
run mpirun-1-rank-1-thread 1 1 --bind-to none
run mpirun-2-ranks-1-thread 2 1
run mpirun-2-ranks-2-threads 2 2 --bind-to none
for f in one-process-2-threads mpirun-2-ranks-1-thread mpirun-2-ranks-2-threads mpirun-1-rank-1-thread; do
  cmp one-process-1-thread.csv "$f.csv"
done
echo "every configuration wrote the same bytes"
# What a table's figures weigh on the wire: the encoded result of one table (the journal's record).
"$exe" study --tables 1 --unit stormtroopers --vary expert-climber --starts 4 --seed 1 -q -o /dev/null --journal journal.txt
echo "bytes of one table's figures (8 maps): $(tail -n 1 journal.txt | wc -c)"
