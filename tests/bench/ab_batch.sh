#!/bin/sh
# Two kifu binaries side by side on the same archive: is the new one as fast as the old?
#   sh tests/bench/ab_batch.sh OLD_KIFU NEW_KIFU
# Packs ../shared/corpus into one .tar.gz, then runs `kifu batch -j1 -q` with --check-only
# (every game) and with scoring (the first SCORE_GAMES=400 records, --dead auto), OLD and
# NEW in turn, RUNS=7 times each, and prints the median CPU seconds (user + system) of
# each and NEW/OLD. Taking them in turn puts the shared machine's slow and fast spells on
# both alike; CPU time, not wall time, so other jobs on the machine matter less.
# CALLGRIND=1 adds instruction counts (valgrind --tool=callgrind) of the check-only run
# on the first 2000 records: the same for the same binary and input, whatever the load.
set -eu
old=$(realpath "$1")
new=$(realpath "$2")
root=$(cd "$(dirname "$0")/../.." && pwd)
corpus="$root/../shared/corpus"
[ -d "$corpus" ] || { echo "ab_batch: $corpus not found; skipping"; exit 0; }
work=$(mktemp -d /tmp/kifu-ab.XXXXXX)
trap 'rm -rf "$work"' EXIT INT TERM
runs=${RUNS:-7}
(cd "$corpus" && find . -type f -iname '*.sgf' | LC_ALL=C sort > "$work/all.txt")
(cd "$corpus" && tar -czf "$work/all.tar.gz" -T "$work/all.txt")
head -n "${SCORE_GAMES:-400}" "$work/all.txt" > "$work/score.txt"
(cd "$corpus" && tar -czf "$work/score.tar.gz" -T "$work/score.txt")

cpu() {  # cpu OUT KIFU ARGS...: user+system seconds of one run, appended to OUT
    out=$1
    shift
    /usr/bin/time -f "%U %S" -o "$work/t" "$@" > /dev/null 2>&1 || true
    tail -n 1 "$work/t" | awk '{ printf "%.3f\n", $1 + $2 }' >> "$out"  # after any 'exited with status' line
}
median() { sort -n "$1" | sed -n "$(( (runs + 1) / 2 ))p"; }
compare() {  # compare LABEL ARGS...
    label=$1
    shift
    : > "$work/old" && : > "$work/new"
    i=0
    while [ "$i" -lt "$runs" ]; do
        cpu "$work/old" "$old" batch -j1 -q "$@"
        cpu "$work/new" "$new" batch -j1 -q "$@"
        i=$((i + 1))
    done
    o=$(median "$work/old") n=$(median "$work/new")
    echo "$label: old $o s, new $n s CPU (median of $runs), new/old $(awk -v a="$n" -v b="$o" 'BEGIN { printf "%.3f", a / b }')"
}
compare "check-only, $(wc -l < "$work/all.txt") records" --check-only "$work/all.tar.gz"
compare "scoring, $(wc -l < "$work/score.txt") records" "$work/score.tar.gz"
if [ "${CALLGRIND:-0}" = 1 ]; then
    head -n 2000 "$work/all.txt" > "$work/cg.txt"
    (cd "$corpus" && tar -czf "$work/cg.tar.gz" -T "$work/cg.txt")
    for which in old new; do
        bin=$old
        [ "$which" = new ] && bin=$new
        valgrind --tool=callgrind --callgrind-out-file="$work/cg.$which" "$bin" batch -j1 -q --check-only \
            "$work/cg.tar.gz" > /dev/null 2> "$work/cg.$which.err" || true
        echo "callgrind, check-only, 2000 records, $which: $(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/cg.$which.err") instructions"
    done
fi
