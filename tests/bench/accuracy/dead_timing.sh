#!/bin/bash
# Time of kifu's dead-stone judgement per position (issue 5).
# usage: tests/bench/accuracy/dead_timing.sh [KIFU]     (env: DEAD=auto, REPEAT=3, EVAL)
# Positions: the OGS labelled final positions ($EVAL/ogs, made by ogs_dead.sh) and the KGS
# sample (kgs_sample.txt). For each file, `kifu score --dead $DEAD` and `kifu score --dead
# none` are run REPEAT times each, one process per run; the per-position cost is the
# fastest $DEAD run minus the fastest none run (process start, reading and counting cancel
# out). Reports median and worst per set, the worst files, and the batch cost: one
# invocation over the whole set with $DEAD minus the same with none, divided by the count.
# Wall-clock (bash $EPOCHREALTIME); on a loaded machine read the median, not the worst.
# Output table: $EVAL/dead_timing_$DEAD.tsv (set, file, seconds).
set -eu
. "$(dirname "$0")/common.sh"
dead_supported || true
REPEAT=${REPEAT:-3}
tag=$(printf %s "$DEAD" | tr -c 'A-Za-z0-9_.-' '_')
OUT=$EVAL/dead_timing_$tag.tsv
: > "$OUT"

if [ ! -d "$EVAL/ogs" ] && command -v python3 >/dev/null 2>&1; then
  python3 "$SHARED/peers/ogs_game_to_sgf.py" "$CORPUS/ogs-score-estimator" "$EVAL/ogs" >/dev/null
fi

fastest() { # dead-option file -> fastest wall time of REPEAT runs, seconds
  local best="" t0 t1 d i
  for ((i = 0; i < REPEAT; i++)); do
    t0=$EPOCHREALTIME
    "$KIFU" score --dead "$1" --format json "$2" >/dev/null 2>&1 || true
    t1=$EPOCHREALTIME
    d=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", b - a }')
    if [ -z "$best" ] || awk -v a="$d" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$d; fi
  done
  echo "$best"
}

batch() { # dead-option listfile basedir -> wall time of one invocation over all
  local t0 t1
  t0=$EPOCHREALTIME
  (cd "$3" && tr '\n' '\0' < "$2" | xargs -0 "$KIFU" score --dead "$1" --format json >/dev/null 2>&1) || true
  t1=$EPOCHREALTIME
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", b - a }'
}

run_set() { # name listfile basedir
  local name=$1 list=$2 base=$3 p ta tn n
  while read -r p; do
    ta=$(fastest "$DEAD" "$base/$p")
    tn=$(fastest none "$base/$p")
    printf '%s\t%s\t%s\n' "$name" "$p" "$(awk -v a="$ta" -v b="$tn" 'BEGIN { d = a - b; printf "%.6f", (d < 0 ? 0 : d) }')" >> "$OUT"
  done < "$list"
  n=$(wc -l < "$list" | tr -d ' ')
  ta=$(batch "$DEAD" "$list" "$base")
  tn=$(batch none "$list" "$base")
  awk -F'\t' -v s="$name" '$1 == s { print $3 }' "$OUT" | median_max |
    awk -v s="$name" -v ta="$ta" -v tn="$tn" -v n="$n" '{
      printf "%-6s %4d positions: per position median %.2f ms, worst %.2f ms; batch %.2f ms per position (%.3f s with %s, %.3f s with none)\n",
        s, $3, 1000 * $1, 1000 * $2, 1000 * (ta - tn) / n, ta, ENVIRON["DEAD"], tn }'
  echo "  slowest: $(awk -F'\t' -v s="$name" '$1 == s' "$OUT" | sort -t "$(printf '\t')" -k3,3gr | head -3 |
    awk -F'\t' '{ printf "%s %.1f ms  ", $2, 1000 * $3 }')"
}

export DEAD
echo "kifu --dead $DEAD time per position (fastest of $REPEAT runs minus fastest --dead none; wall clock)"
if [ -d "$EVAL/ogs" ]; then
  ls "$EVAL/ogs" | grep '\.sgf$' > "$EVAL/ogs_list.txt"
  run_set ogs "$EVAL/ogs_list.txt" "$EVAL/ogs"
fi
run_set kgs "$ACC/kgs_sample.txt" "$CORPUS"
echo "table: $OUT"
