#!/bin/sh
# Corpus regression check: score every SGF file of the shared corpus and compare a summary
# of the results (read status, verdicts, violations by kind, repetitions, dead-stone
# sources, agreement with RE) with the committed expected summary, so any change in
# behaviour shows up in review. Skips cleanly when the corpus is absent.
# usage: corpus_check.sh KIFU [CORPUS_DIR]    (UPDATE=1 rewrites the expected summary)
set -eu
KIFU=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
CORPUS=${2:-$HERE/../../../shared/corpus}
EXPECTED=$HERE/expected_summary.txt
if [ ! -d "$CORPUS" ]; then
    echo "corpus-check: no corpus at $CORPUS; skipped"
    exit "${SKIP_STATUS:-0}"  # ctest sets 77, its code for a skipped test
fi
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
# Paths relative to the corpus, sorted, so the summary does not depend on where it lives.
(cd "$CORPUS" && find . -type f -iname '*.sgf' | LC_ALL=C sort | tr '\n' '\0' |
    xargs -0 -n 100000 "$KIFU" -q score --format json > "$OUT/score.jsonl") || true

jq -s -r '
  def count(f): map(f) | group_by(.) | map("\(.[0]): \(length)") | join(", ");
  (map(select(.game == null)) | length) as $unreadable
  | map(select(.game != null)) as $games
  | [ "files: \(map(.file) | unique | length)",
      "games: \($games | length), files that gave no game: \($unreadable)",
      "games with reader errors: \($games | map(select(.errors | length > 0)) | length), with warnings: \($games | map(select(.warnings | length > 0)) | length)",
      "rulesets: \($games | count(.ruleset))",
      "verdicts: \($games | count(.verdict))",
      "violations: \($games | map(.violations_total) | add), the listed ones by kind: \([$games[].violations[].kind] | count(.))",
      "repetitions: \($games | map(.repetitions_total) | add) (\([$games[].repetitions[]] | length) listed) in \($games | map(select(.repetitions_total > 0)) | length) games",
      "dead sources: \($games | count(.dead_source))",
      "status: \($games | count(.status))",
      "agrees with RE, japanese: \($games | count(.agrees.japanese))",
      "agrees with RE, chinese: \($games | count(.agrees.chinese))",
      "agrees with RE, own rules: \($games | count(.agrees.ruleset))",
      "agrees with RE, own rules, markup games: \($games | map(select(.dead_source == "markup")) | count(.agrees.ruleset))",
      "explanation identity broken: \($games | map(select(.explanation[-1] | test("cannot account"))) | length)",
      "result stands: \($games | count(.result_stands))",
      "result stands, basis: \($games | count(.result_stands_basis))",
      "likely recording errors: \($games | count(.likely_recording_error))"
    ] | .[]' "$OUT/score.jsonl" > "$OUT/summary.txt"

if [ "${UPDATE:-0}" = 1 ]; then
    cp "$OUT/summary.txt" "$EXPECTED"
    echo "corpus-check: expected summary updated ($EXPECTED)"
    exit 0
fi
if diff -u "$EXPECTED" "$OUT/summary.txt"; then
    echo "corpus-check: summary unchanged ($(head -2 "$OUT/summary.txt" | tr '\n' ' '))"
else
    echo "corpus-check: the summary changed (lines above); if intended, run with UPDATE=1 and commit"
    exit 1
fi
