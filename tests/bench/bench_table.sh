#!/bin/sh
# `make bench`: the Google Benchmark suite and the corpus benchmark, then one table of the
# figures that matter, with the peers (Sabaki) measured in the same run when installed.
# usage: bench_table.sh BUILD_DIR
set -eu
BUILD=$1
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$(mktemp -d)
"$BUILD/kifu_bench" --benchmark_out="$OUT/bench.json" --benchmark_out_format=json
sh "$HERE/corpus_bench.sh" "$BUILD/kifu" "" "$OUT/corpus" | tee "$OUT/corpus.txt"

figure() {  # benchmark name, counter -> value
    jq -r --arg n "$1" --arg c "$2" '.benchmarks[] | select(.name == $n) | .[$c]' "$OUT/bench.json"
}
mbps() { echo "$(figure "$1" bytes_per_second) / 1000000" | bc -l; }
mps() { echo "$(figure "$1" "moves/s") / 1000000" | bc -l; }
corpus_row() { grep "^$1" "$OUT/corpus.txt" | head -1 || true; }

echo
echo "kifu benchmark summary (one thread; $(nproc) cores on this machine)"
printf '%-58s %14s\n' "measure" "kifu"
printf '%-58s %11.0f MB/s\n' "parse generated 19x19 records, moves only" "$(mbps BM_ParseMovesOnly)"
printf '%-58s %11.0f MB/s\n' "parse generated records with comments" "$(mbps BM_ParseWithComments)"
printf '%-58s %11.1f M/s\n' "replay 19x19 random games, positional superko (moves)" "$(mps BM_ReplayPositionalSuperko)"
printf '%-58s %11.1f M/s\n' "replay GNU Go sample games, positional superko (moves)" "$(mps BM_ReplaySampleGames)"
printf '%-58s %11.1f M/s\n' "board alone (stones played)" "$(mps BM_BoardPlay)"
printf '%-58s %12.1f us\n' "score one 19x19 final position, dead stones given" \
    "$(jq -r '.benchmarks[] | select(.name == "BM_ScoreFinalPosition19x19") | .cpu_time' "$OUT/bench.json")"
kps() { echo "$(figure "$1" items_per_second) / 1000" | bc -l; }
printf '%-58s %11.1f k/s\n' "store scored games in SQLite (kifu batch --db, wall clock)" \
    "$(kps BM_SqliteStoreScored/min_time:2.000/real_time)"
printf '%-58s %11.1f k/s\n' "store --check-only games in SQLite (wall clock)" \
    "$(kps BM_SqliteStoreCheckOnly/min_time:2.000/real_time)"
echo "corpus (whole ../shared/corpus, one process), seconds / MB/s / games/s:"
corpus_row "kifu info"
corpus_row "kifu check"
corpus_row "Sabaki sgf (utf8)   "
corpus_row "Sabaki sgf (utf8) +"
