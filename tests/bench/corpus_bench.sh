#!/bin/sh
# Corpus benchmark: `kifu info` (read) and `kifu check` (read + replay under the game's
# rules) over every SGF file of the shared corpus, one process, one thread; and, when the
# peers are installed (../shared/peers/setup.sh, default /tmp/kifu-peers), Sabaki's parser
# and replay on the same files in the same run. Skips cleanly without the corpus.
# usage: corpus_bench.sh KIFU [CORPUS_DIR] [OUT_DIR] [PEERS_DIR]
set -eu
KIFU=$1
HERE=$(cd "$(dirname "$0")" && pwd)
CORPUS=${2:-$HERE/../../../shared/corpus}
OUT=${3:-$(mktemp -d)}
PEERS=${4:-/tmp/kifu-peers}
[ -n "$CORPUS" ] || CORPUS=$HERE/../../../shared/corpus
if [ ! -d "$CORPUS" ]; then
    echo "corpus_bench: no corpus at $CORPUS; skipped"
    exit 0
fi
mkdir -p "$OUT"
find "$CORPUS" -type f -iname '*.sgf' | LC_ALL=C sort > "$OUT/files.txt"
files=$(wc -l < "$OUT/files.txt")
bytes=$(tr '\n' '\0' < "$OUT/files.txt" | du -cb --files0-from=- | tail -1 | cut -f1)

now() { date +%s.%N; }
run_kifu() {  # command -> seconds; output to $OUT/$1.jsonl
    start=$(now)
    tr '\n' '\0' < "$OUT/files.txt" | xargs -0 -n 100000 "$KIFU" -q "$1" --format json > "$OUT/$1.jsonl" || true
    end=$(now)
    echo "$end - $start" | bc -l
}
t_info=$(run_kifu info)
t_check=$(run_kifu check)
games=$(grep -c '"game":[0-9]' "$OUT/check.jsonl" || true)
moves=$(grep -o '"moves":[0-9]*' "$OUT/check.jsonl" | cut -d: -f2 | paste -sd+ | bc)

# A file fails when any of its objects has errors, else warns when any has warnings.
awk '
  { f = $0; sub(/^\{"file":"/, "", f); sub(/","game":.*/, "", f)
    if (index($0, "\"errors\":[]") == 0) state[f] = 2
    else if (index($0, "\"warnings\":[]") == 0 && state[f] < 1) state[f] = 1
    else if (!(f in state)) state[f] = 0 }
  END { for (f in state) n[state[f]]++
        printf "files %d: read clean %d, with warnings %d, failed %d\n", length(state), n[0], n[1], n[2] }
' "$OUT/info.jsonl"
echo "verdicts: $(grep -o '"verdict":"[a-z-]*"' "$OUT/check.jsonl" | sort | uniq -c | tr -s ' ' | tr '\n' ';')"

printf '\n%-34s %10s %10s %12s\n' "tool (one thread)" "seconds" "MB/s" "games/s"
row() { printf '%-34s %10.2f %10.1f %12.0f\n' "$1" "$2" "$(echo "$bytes / 1000000 / $2" | bc -l)" "$(echo "$games / $2" | bc -l)"; }
row "kifu info" "$t_info"
row "kifu check (replay, game's rules)" "$t_check"
if [ -f "$PEERS/sabaki_parse_bench.js" ] && command -v node >/dev/null 2>&1; then
    for mode in "" "--replay"; do
        start=$(now)
        node --stack-size=20000 "$PEERS/sabaki_parse_bench.js" --utf8 $mode "$CORPUS" > "$OUT/sabaki$mode.txt" 2>/dev/null || true
        end=$(now)
        row "Sabaki sgf (utf8)${mode:+ + go-board replay}" "$(echo "$end - $start" | bc -l)"
    done
else
    echo "(peers not installed in $PEERS: sh ../shared/peers/setup.sh to compare)"
fi
echo "$files files, $(echo "$bytes / 1000000" | bc -l | cut -c1-5) MB, $games games, $moves main-line moves; results in $OUT"
