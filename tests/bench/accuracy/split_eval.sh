#!/bin/sh
# Issue 21: the dead-stone figures on the frozen dev and test splits (split/README.md),
# each split on its own. Prints totals only: the test split's individual games are never
# listed (SHOW=1 lists the dev split's failures).
# usage: tests/bench/accuracy/split_eval.sh [KIFU]
#   env: SPLITS="dev test" (which splits, in order), JOBS=2, EVAL=/tmp/kifu-eval, SHOW=0
# Per split:
# - KGS counted games (split/kgs_<s>.txt), `kifu score --dead auto`: RE agreement; the
#   share kifu settles (JSON `estimate` false); settled precision, the share of settled
#   games whose count reproduces RE among those whose RE follows from the board
#   (`recorded_mismatch` null; and, second figure, among those without a record defect:
#   `chain-in-atari-kept`, `capturable-chain-kept`, `winner-swapped`, `beyond-the-board` and
#   `seki-taken-off` left out,
#   `must-fill-counted` kept in); the settled 2017 games whose dead set is the players'
#   TB/TW markup (a truth that is not RE), and for the 2017 games whose RE kifu explains by
#   a named departure from the rules whether the players' dead set differs from kifu's in
#   exactly the named stones; the most RE agreement a count that follows the rules can
#   reach (every game but those with a recorded_mismatch); the settled misses against GNU
#   Go's count of the same game (its cache), totals only, and as judgements (its dead stones
#   and seki against kifu's: gnugo_judgements.py); the unsettled games by the evidence that
#   leaves them unsettled, against GNU Go's judgement (unsettled_vs_gnugo.py);
# - GNU Go 3.8 on the same games (gnugo_vs_kifu.sh, from the cache gnugo_cache.sh fills):
#   the whole test split, and the dev games of kgs_sample.txt (split/gnugo_<s>.txt);
# - OGS labelled positions (split/ogs_<s>.txt), exact dead set for kifu, GNU Go and
#   Sabaki, on the easy subset (folders easy, mid, patterns, no_removals) and the hard one
#   (hard, really_hard) (ogs_dead.sh);
# - the reliability tables of reliability.py (needs build/kifu_dead_chains next to KIFU).
# Outputs: $EVAL/split/<s>_kgs.jsonl, $EVAL/split/<s>_ogs.tsv.
set -eu
. "$(dirname "$0")/common.sh"
S=$ACC/split
OUT=$EVAL/split
mkdir -p "$OUT"
tmp=$(mktemp -d "$EVAL/split_eval.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export KIFU tmp

# OGS once for every position (its per-position table goes to a file, not the screen).
sh "$ACC/ogs_dead.sh" "$KIFU" > "$tmp/ogs.out" 2>&1 || echo "ogs_dead.sh failed: see $tmp/ogs.out" >&2

for s in ${SPLITS:-dev test}; do
  list=$S/kgs_$s.txt
  J=$OUT/${s}_kgs.jsonl
  rm -f "$tmp"/part.*
  (cd "$CORPUS" && tr '\n' '\0' < "$list" | xargs -0 -r -n 100 -P "${JOBS:-2}" sh -c '
    o=$(mktemp "$tmp/part.XXXXXX")
    "$KIFU" score --dead auto --format json "$@" > "$o" 2>/dev/null || true
  ' sh)
  cat "$tmp"/part.* | jq -c '{file, rules, recorded, result: .by_ruleset.result, agrees: .agrees.ruleset,
      mismatch: .recorded_mismatch.kind, mismatch_stones: (.recorded_mismatch.stones // [] | sort), estimate, unsettled: (.unsettled | length),
      dead: (.dead | length), dead_at: .dead, seki: (.seki | length),
      must_fill: (.chinese.detail.black.must_fill + .chinese.detail.white.must_fill),
      least: ([.chains // [] | .[] | select(.certain | not) | .confidence] | min)}' | LC_ALL=C sort > "$J"
  echo "== $s split"
  jq -r '[(.agrees == true), .estimate, (.mismatch // "null")] | @tsv' "$J" | awk -F'\t' '
    { n++; ok = ($1 == "true"); settled = ($2 == "false"); m = $3
      a += ok
      defect = (m == "chain-in-atari-kept" || m == "winner-swapped" || m == "beyond-the-board" || m == "seki-taken-off" || m == "capturable-chain-kept")
      if (defect) d++
      if (m != "null") named++
      if (settled) { st++; sa += ok; if (m == "null") { sn++; sna += ok } if (!defect) { sd++; sda += ok } }
      else { un++; ua += ok } }
    END {
      printf "KGS counted games %d: RE reproduced %d (%.1f%%); RE does not follow from the board in %d (ceiling %.1f%%)\n", n, a, 100 * a / n, d, 100 * (n - d) / n
      printf "  RE is the count of a named departure from the rules in %d (every recorded_mismatch, must-fill-counted included): where those readings are right, a count that follows the rules reproduces RE in at most %d (%.1f%%)\n", named, n - named, 100 * (n - named) / n
      printf "  settled %d (%.1f%%): RE reproduced %d (%.1f%%); unsettled %d: %d (%.1f%%)\n", st, 100 * st / n, sa, 100 * sa / (st ? st : 1), un, ua, 100 * ua / (un ? un : 1)
      printf "  settled precision, recorded_mismatch null: %d of %d (%.2f%%), %d wrong\n", sna, sn, 100 * sna / (sn ? sn : 1), sn - sna
      printf "  settled precision, record defects left out: %d of %d (%.2f%%), %d wrong\n", sda, sd, 100 * sda / (sd ? sd : 1), sd - sda
    }'
  # The 2017 games carry the players' own TB/TW markup: a truth for the dead stones that is
  # not RE, whose arithmetic has defects of its own. How often a settled game's dead set is
  # the players' (kifu run without --dead reads the markup); and among the settled games
  # whose RE follows from the board (recorded_mismatch null: where kifu names a record
  # defect, the players' marking is the defect).
  if grep 'kgs-19-2017' "$list" > "$tmp/l2017"; then
    (cd "$CORPUS" && tr '\n' '\0' < "$tmp/l2017" | xargs -0 -r -n 200 "$KIFU" score --format json 2>/dev/null) |
      jq -c 'select(.dead_source == "markup") | {m: {(.file): (.dead | sort)}}' > "$tmp/markup" || true
    # One object: .m[file] the players' dead set, .k[file] kifu's judgement of the game.
    { cat "$tmp/markup"
      jq -c 'select(.file | test("kgs-19-2017")) | {k: {(.file): {dead: (.dead_at | sort), estimate, mismatch, mismatch_stones}}}' "$J"; } |
      jq -s -c 'reduce .[] as $x ({m: {}, k: {}}; . * $x)' > "$tmp/both2017"
    jq -r '. as $a | .m | keys[] as $f | select($a.k[$f] != null)
        | [($a.k[$f].estimate | tostring), (($a.k[$f].dead == $a.m[$f]) | tostring), ($a.k[$f].mismatch // "null")] | @tsv' "$tmp/both2017" |
      awk -F'\t' '{ n++; if ($1 == "false") { s++; se += ($2 == "true"); if ($3 == "null") { sn++; sne += ($2 == "true") } } }
        END { if (n) printf "  2017 games with TB/TW markup %d (the players'"'"' dead stones as the truth, not RE): settled %d, dead set the players'"'"' in %d (%.2f%%); recorded_mismatch null %d of %d (%.2f%%)\n", n, s, se, 100 * se / (s ? s : 1), sne, sn, 100 * sne / (sn ? sn : 1) }'
    # Where kifu names how RE departs from the rules (recorded_mismatch), the players' own
    # marking is the check of that reading: the stones where their dead set differs from
    # kifu's must be exactly the named ones (none for must-fill-counted, whose difference is
    # in the territory, not the dead stones).
    jq -r '. as $a | .k | keys[] as $f | select($a.k[$f].mismatch != null and $a.m[$f] != null)
        | ((($a.m[$f] - $a.k[$f].dead) + ($a.k[$f].dead - $a.m[$f])) | sort) == $a.k[$f].mismatch_stones' "$tmp/both2017" |
      awk '{ n++; ok += ($1 == "true") }
        END { if (n) printf "  2017 games whose RE kifu explains by a named departure from the rules %d: the players'"'"' dead set differs from kifu'"'"'s in exactly the named stones in %d\n", n, ok }'
  fi
  # The settled counts that miss RE (recorded_mismatch null) against GNU Go's count of the
  # same game where its cache has one: equal to kifu's (two referees agree against RE: a
  # record defect kifu does not name yet, or both wrong), equal to RE, or neither.
  jq -r 'select(.estimate == false and .mismatch == null and .agrees != true) | [.file, .recorded, .result] | @tsv' "$J" |
    while IFS="$(printf '\t')" read -r f re k; do
      g=$EVAL/gnugo/$(printf %s "$f" | sed 's|/|__|g').json
      if [ -s "$g" ]; then printf '%s\t%s\t%s\n' "$re" "$k" "$(jq -r .score "$g")"; else printf '%s\t%s\t-\n' "$re" "$k"; fi
    done | awk -F'\t' '{ if ($3 == "-") d++; else if ($3 == $2) a++; else if ($3 == $1) b++; else c++ }
      END { printf "  settled misses, GNU Go 3.8 count of the same game: equals kifu'"'"'s %d, equals RE %d, neither %d, not in its cache %d\n", a, b, c, d }'
  # The same misses as judgements: GNU Go's dead stones and seki against kifu's.
  python3 "$ACC/gnugo_judgements.py" "$J" "$EVAL/gnugo"
  # The unsettled games by what holds them back, against GNU Go's judgement (its cache
  # filled for them: unsettled_vs_gnugo.py says how).
  python3 "$ACC/unsettled_vs_gnugo.py" "$KIFU" "$J" "$CORPUS" "$EVAL/gnugo" || true
  if [ "${SHOW:-0}" = 1 ] && [ "$s" = dev ]; then
    jq -r 'select(.agrees != true and .mismatch == null) | [.file, (if .estimate then "unsettled" else "SETTLED" end), .recorded, .result] | @tsv' "$J"
  fi

  # GNU Go on the same games (cache only: gnugo_cache.sh fills it), on split/gnugo_<s>.txt:
  # the whole test split; on dev, the dev games of the fixed sample kgs_sample.txt.
  GNUGO_FILL=0 SAMPLE=$S/gnugo_$s.txt sh "$ACC/gnugo_vs_kifu.sh" "$KIFU" > "$tmp/gg.out" 2>&1 || true
  T=$EVAL/gnugo_vs_kifu_auto_gnugo_$s.tsv
  if [ -s "$T" ]; then
    # A cache filled for some games only (the misses, the unsettled games) is a selection
    # of kifu's failures: the comparison then says nothing, and the line says so.
    awk -F'\t' '{ all++ } $8 != "-" { n++; k += ($6 == "yes"); g += ($8 == "yes") }
      END { if (!n) { print "  GNU Go: not run on this split (gnugo_cache.sh)"; exit }
            printf "  GNU Go 3.8 side by side on the %d of these games it ran on: kifu %d (%.1f%%), GNU Go %d (%.1f%%)", n, k, 100 * k / n, g, 100 * g / n
            if (n < all) printf " (a selection, not the sample of %d: no comparison)", all
            printf "\n" }' "$T"
  fi

  # OGS: this split's positions, easy and hard.
  sed 's|^ogs-score-estimator/||; s|\.game$||; s|/|_|g' "$S/ogs_$s.txt" > "$tmp/ogs_names"
  awk -F'\t' 'NR == FNR { want[$1] = 1; next } ($1 in want)' "$tmp/ogs_names" "$EVAL/ogs_dead.tsv" > "$OUT/${s}_ogs.tsv"
  awk -F'\t' '
    { sub_ = ($1 ~ /^(hard|really_hard)_/) ? "hard" : "easy"
      n[sub_]++; for (c = 3; c <= 5; c++) if ($c == "yes") ok[sub_, c]++ }
    END { for (k = 0; k < 2; k++) { t = k ? "hard" : "easy"
            printf "  OGS %s %d: exact dead set kifu %d, GNU Go %d, Sabaki %d\n", t, n[t], ok[t, 3], ok[t, 4], ok[t, 5] } }' "$OUT/${s}_ogs.tsv"
  if [ "${SHOW:-0}" = 1 ] && [ "$s" = dev ]; then
    awk -F'\t' '$3 != "yes" { print "  OGS dev miss: " $1 " missing " $6 " extra " $7 }' "$OUT/${s}_ogs.tsv"
  fi

  # Reliability: the probability kifu gives against how often it is right.
  DC=$(dirname "$KIFU")/kifu_dead_chains
  if [ -x "$DC" ] && [ -f "$ACC/reliability.py" ]; then
    python3 "$ACC/reliability.py" --split "$s" --dead-chains "$DC" --kgs "$J" --ogs "$EVAL/ogs" \
      --corpus "$CORPUS" --kgs-list "$list" --ogs-list "$S/ogs_$s.txt"
  fi
done
