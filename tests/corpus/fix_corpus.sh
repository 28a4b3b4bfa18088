#!/bin/sh
# kifu fix over every SGF file of the shared corpus (issue 36's must-show), then on its
# outputs:
#   - kifu fix again: byte-identical (diff -r), no change reported;
#   - kifu info --strict: every warning is one the fix report says was left as it was;
#   - Sabaki's parser (@sabaki/sgf, installed by ../shared/peers/setup.sh into $PEERS) and
#     sgfmill (../shared/peers/sgfmill) read every output.
#   - kifu's own replay of inputs and outputs agrees: kifu check (moves, nodes, variations,
#     every violation and repeated position) and kifu show (each main line's final position
#     and captures); kifu fix itself compares every node's moves and setup and the shape of
#     the variations of each output with its input's, and reports any difference (counted
#     with the warnings below).
# Prints the figures (files, seconds, failures). Skips cleanly without the corpus; a peer
# that is not installed is skipped with a note. A script, not a unit test: about a minute.
# usage: fix_corpus.sh KIFU [CORPUS_DIR]      (PEERS=/tmp/kifu-peers by default)
set -eu
KIFU=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
CORPUS=${2:-$HERE/../../../shared/corpus}
PEERS=${PEERS:-/tmp/kifu-peers}
if [ ! -d "$CORPUS" ]; then
    echo "fix-corpus: no corpus at $CORPUS; skipped"
    exit "${SKIP_STATUS:-0}"
fi
CORPUS=$(cd "$CORPUS" && pwd)
SGFMILL=$CORPUS/../peers/sgfmill
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
failed=0
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

files=$(find "$CORPUS" -type f -iname '*.sgf' | wc -l)
start=$(date +%s.%N)
status=0
"$KIFU" fix "$CORPUS" -o "$OUT/fixed" --format json > "$OUT/fix.jsonl" 2> "$OUT/fix.err" || status=$?
end=$(date +%s.%N)
outputs=$(find "$OUT/fixed" -type f | wc -l)
echo "kifu fix: $files files in $(seconds "$start" "$end") s, $outputs outputs, exit status $status"
grep '^kifu fix:' "$OUT/fix.err" | sed 's/^/  /' || true
jq -r 'select(.output == null) | "  not written: \(.file): \(.errors | join("; "))"' "$OUT/fix.jsonl"
[ "$status" -le 2 ] || failed=1

start=$(date +%s.%N)
status=0
"$KIFU" fix "$OUT/fixed" -o "$OUT/again" --format json > "$OUT/again.jsonl" 2> /dev/null || status=$?
end=$(date +%s.%N)
differ=$(diff -rq "$OUT/fixed" "$OUT/again" | wc -l)
changes=$(jq -s 'map(.changes | length) | add' "$OUT/again.jsonl")
echo "kifu fix of the outputs: $(seconds "$start" "$end") s, exit status $status, $changes changes, $differ files differ"
[ "$differ" -eq 0 ] && [ "$changes" -eq 0 ] || { diff -rq "$OUT/fixed" "$OUT/again" | head -20; failed=1; }

"$KIFU" info --strict --format json "$OUT/fixed" > "$OUT/info.jsonl" 2> /dev/null || true
python3 "$HERE/fix_outputs.py" warnings "$OUT/fix.jsonl" "$OUT/info.jsonl" || failed=1

"$KIFU" check --format json "$CORPUS" > "$OUT/check-in.jsonl" 2> /dev/null || true
"$KIFU" check --format json "$OUT/fixed" > "$OUT/check-out.jsonl" 2> /dev/null || true
python3 "$HERE/fix_outputs.py" replay "$OUT/check-in.jsonl" "$OUT/check-out.jsonl" "$CORPUS" "$OUT/fixed" || failed=1
"$KIFU" show --ascii "$CORPUS" > "$OUT/show-in.txt" 2> /dev/null || true
"$KIFU" show --ascii "$OUT/fixed" > "$OUT/show-out.txt" 2> /dev/null || true
python3 "$HERE/fix_outputs.py" positions "$OUT/show-in.txt" "$OUT/show-out.txt" "$CORPUS" "$OUT/fixed" || failed=1

if [ -f "$PEERS/sabaki_parse_bench.js" ] && command -v node > /dev/null; then
    node --stack-size=20000 "$PEERS/sabaki_parse_bench.js" --json "$OUT/fixed" > "$OUT/sabaki.json" 2> "$OUT/sabaki.err" || true
    jq -r '"Sabaki (\(.parser)) read \(.files - .errors) of \(.files) outputs (\(.games) games, \(.nodes) nodes); \(.errors) failed"' "$OUT/sabaki.json"
    sed 's/^/  /' "$OUT/sabaki.err" | head -20
    [ "$(jq .errors "$OUT/sabaki.json")" -eq 0 ] || failed=1
else
    echo "Sabaki: skipped (not installed in $PEERS: sh ../shared/peers/setup.sh)"
fi
if [ -d "$SGFMILL/sgfmill" ]; then
    python3 "$HERE/fix_outputs.py" sgfmill "$SGFMILL" "$OUT/fix.jsonl" || failed=1
else
    echo "sgfmill: skipped (no $SGFMILL)"
fi
[ "$failed" -eq 0 ] && echo "fix-corpus: every check passed" || echo "fix-corpus: some check failed (above)"
exit "$failed"
