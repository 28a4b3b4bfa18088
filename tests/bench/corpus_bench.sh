#!/bin/sh
# Corpus benchmark for `kifu info`: reads every SGF file of the shared corpus in one
# process (single thread), reports MB/s and how many files read clean, with warnings, or
# failed. Skips cleanly when the corpus is absent (a user's clone has none).
# usage: corpus_bench.sh KIFU [CORPUS_DIR] [OUT_DIR]
set -eu
KIFU=$1
HERE=$(cd "$(dirname "$0")" && pwd)
CORPUS=${2:-$HERE/../../../shared/corpus}
OUT=${3:-$(mktemp -d)}
if [ ! -d "$CORPUS" ]; then
    echo "corpus_bench: no corpus at $CORPUS; skipped"
    exit 0
fi
mkdir -p "$OUT"
find "$CORPUS" -type f -iname '*.sgf' | LC_ALL=C sort > "$OUT/files.txt"
files=$(wc -l < "$OUT/files.txt")
bytes=$(tr '\n' '\0' < "$OUT/files.txt" | du -cb --files0-from=- | tail -1 | cut -f1)

# One kifu process for all files (the list goes through xargs in large batches).
start=$(date +%s.%N)
tr '\n' '\0' < "$OUT/files.txt" | xargs -0 -n 100000 "$KIFU" -q info --format json > "$OUT/info.jsonl" || true
end=$(date +%s.%N)

# A file fails when any of its objects has errors, else warns when any has warnings.
awk '
  { f = $0; sub(/^\{"file":"/, "", f); sub(/","game":.*/, "", f)
    if (index($0, "\"errors\":[]") == 0) state[f] = 2
    else if (index($0, "\"warnings\":[]") == 0 && state[f] < 1) state[f] = 1
    else if (!(f in state)) state[f] = 0
    games += ($0 ~ /"game":[0-9]/) }
  END { for (f in state) n[state[f]]++
        printf "files %d: clean %d, with warnings %d, failed %d; games %d\n", length(state), n[0], n[1], n[2], games }
' "$OUT/info.jsonl" | tee "$OUT/summary.txt"
awk -v b="$bytes" -v s="$start" -v e="$end" -v f="$files" 'BEGIN {
  t = e - s; printf "read %d files, %.1f MB in %.2f s: %.1f MB/s (kifu info --format json, one thread)\n", f, b / 1e6, t, b / 1e6 / t }'
echo "per-file results: $OUT/info.jsonl"
