#!/bin/sh
# Does kifu's count reproduce the recorded result of counted KGS games? (issue 5)
# usage: tests/bench/accuracy/kgs_re.sh [KIFU]
#   env: DEAD=auto (any `kifu score --dead` value; DEAD=markup omits --dead, so the
#        2017 games use their TB/TW markup), LIST=file of paths relative to
#        ../shared/corpus (default: every KGS game with a numeric RE, see common.sh),
#        JOBS=2 (kifu processes at once), EVAL=/tmp/kifu-eval, KEEP_FULL=1 also keeps
#        kifu's whole JSON output in $EVAL/kgs_re_$DEAD.full.jsonl
# Selects every kgs-u-go-net game whose RE is a count (B+n, W+n, 0, jigo), runs
# `kifu score --dead $DEAD --format json` over them in batches, and reports how many
# agree with RE under the game's ruleset (agrees.ruleset true / false / null), by RU, by
# folder (2017 monthly folders with TB/TW markup vs the yearly folders without) and by
# whether kifu settled every point or reported some `unsettled` (its count an estimate).
# Outputs: $EVAL/kgs_re_$DEAD.jsonl (one compact line per game),
#          $EVAL/kgs_re_fail_$DEAD.tsv (every game that does not agree: file, RU, HA, KM,
#          RE, kifu's result, kifu margin minus RE margin, dead source, dead and seki counts).
set -eu
. "$(dirname "$0")/common.sh"
dead_supported || true
tag=$(printf %s "$DEAD" | tr -c 'A-Za-z0-9_.-' '_')
OUT=$EVAL/kgs_re_$tag.jsonl
FAIL=$EVAL/kgs_re_fail_$tag.tsv
list=$EVAL/kgs_re_list_$tag.txt
if [ -n "${LIST:-}" ]; then cp "$LIST" "$list"; else kgs_counted > "$list"; fi
deadopt="--dead $DEAD"
[ "$DEAD" = markup ] && deadopt=""

tmp=$(mktemp -d "$EVAL/kgs_re.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
export KIFU deadopt tmp
start=$(date +%s)
(cd "$CORPUS" && tr '\n' '\0' < "$list" | xargs -0 -r -n 100 -P "${JOBS:-2}" sh -c '
  o=$(mktemp "$tmp/part.XXXXXX")
  "$KIFU" score $deadopt --format json "$@" > "$o" 2>> "$tmp/stderr" || true
' sh)
end=$(date +%s)
if [ "${KEEP_FULL:-0}" = 1 ]; then cat "$tmp"/part.* > "$EVAL/kgs_re_$tag.full.jsonl"; fi
cat "$tmp"/part.* | jq -c '{file, rules, handicap, komi, result_raw, recorded, ruleset,
    result: .by_ruleset.result, japanese: .japanese.result, chinese: .chinese.result,
    black: .by_ruleset.black, white: .by_ruleset.white,
    agrees: .agrees.ruleset, mismatch: .recorded_mismatch.kind, dead_source, dead, seki, status,
    must_fill: (.chinese.detail.black.must_fill + .chinese.detail.white.must_fill),
    must_fill_b: .chinese.detail.black.must_fill, must_fill_w: .chinese.detail.white.must_fill,
    seki_eyes: (.chinese.detail.black.seki_eyes + .chinese.detail.white.seki_eyes),
    unsettled: (.unsettled // [] | length),
    min_confidence: ([.chains // [] | .[] | .confidence // empty] | min)}' | LC_ALL=C sort > "$OUT"
[ -s "$tmp/stderr" ] && cp "$tmp/stderr" "$EVAL/kgs_re_$tag.stderr"

jq -r "$JQ_DEFS"'select(.agrees != true)
  | [.file, (.rules // "-"), (.handicap // 0), (.komi // 0), (.result_raw // "-"), (.result // "-"),
     (if (.result | margin) != null and (.recorded | margin) != null
      then ((.result | margin) - (.recorded | margin)) else "-" end),
     .dead_source, (.dead | length), (.seki | length)] | @tsv' "$OUT" > "$FAIL"

echo "KGS counted games (kifu score --dead $DEAD), $(wc -l < "$list" | tr -d ' ') selected, $(wc -l < "$OUT" | tr -d ' ') scored in $((end - start)) s"
jq -r '
  (.file | if test("kgs-19-2017") then "2017 (TB/TW markup)" else "yearly (no markup)" end) as $f
  | (.rules // "" | if . == "Japanese" or . == "Chinese" or . == "AGA" or . == "NZ" then . else "other" end) as $ru
  | [$f, $ru, (.file | split("/")[1]), (if .agrees == true then "true" elif .agrees == false then "false" else "null" end), .dead_source,
     (if .unsettled > 0 then "kifu: some points unsettled" else "kifu: every point settled" end)] | @tsv' "$OUT" |
awk -F'\t' '
  function add(k, v) { n[k]++; c[k, v]++ }
  { add("0 all", $4); add("1 RU " $2, $4); add("2 " $1, $4); add("3   " $3, $4); add("4 " $6, $4); src[$5]++ }
  END {
    for (k in n)
      printf "%s\t%-30s %6d %6d %6d %6d %7.1f%%\n", k, substr(k, 3), n[k], c[k, "true"], c[k, "false"], c[k, "null"], 100 * c[k, "true"] / n[k]
    s = ""; for (x in src) s = s " " x " " src[x]
    printf "9\tdead_source:%s\n", s
  }' | LC_ALL=C sort | cut -f 2- | { printf "%-30s %6s %6s %6s %6s %8s\n" "" games true false null "agree %"; cat; }
echo "failures: $FAIL"
# Failures kifu explains (recorded_mismatch): a chain in atari the players kept alive, a
# swapped winner, must-fill points counted as territory, RE beyond every count of the board,
# stones in seki taken off.
# RE does not follow from the final position in all but must-fill-counted: no judge that
# counts such chains dead, as every ruleset does, agrees with more than the games left.
# must-fill-counted is a way of counting, not a defect.
jq -r 'select(.agrees != true) | .mismatch // "unexplained"' "$OUT" | sort | uniq -c |
  awk -v total="$(wc -l < "$OUT")" '{ n[$2] = $1 }
    END { d = n["chain-in-atari-kept"] + n["capturable-chain-kept"] + n["winner-swapped"] + n["beyond-the-board"] + n["seki-taken-off"]
          printf "failures kifu explains (recorded_mismatch): chain-in-atari-kept %d, capturable-chain-kept %d, winner-swapped %d, beyond-the-board %d, seki-taken-off %d, must-fill-counted %d; unexplained %d\n", n["chain-in-atari-kept"], n["capturable-chain-kept"], n["winner-swapped"], n["beyond-the-board"], n["seki-taken-off"], n["must-fill-counted"], n["unexplained"]
          if (total) printf "  RE does not follow from the final position in %d games: no judge agrees with more than %.1f%%\n", d, 100 * (total - d) / total }'

# 2017 games: compare the dead set with the one the players agreed on (TB/TW markup).
if [ "$DEAD" != markup ] && grep -q 'kgs-19-2017' "$list"; then
  MK=$EVAL/kgs_re_markup_dead.jsonl
  grep 'kgs-19-2017' "$list" > "$tmp/l2017"
  (cd "$CORPUS" && tr '\n' '\0' < "$tmp/l2017" | xargs -0 -r -n 200 "$KIFU" score --format json 2>/dev/null) |
    jq -c '{file, dead, seki, agrees: .agrees.ruleset,
            must_fill: (.chinese.detail.black.must_fill + .chinese.detail.white.must_fill)}' > "$MK" || true
  DS=$EVAL/kgs_dead_vs_markup_$tag.tsv
  { jq -c '{m: {(.file): .}}' "$MK"; grep 'kgs-19-2017' "$OUT" | jq -c '{k: {(.file): .}}'; } |
    jq -s -r "$JQ_DEFS"'merge2 as $a | $a.m | keys[] as $f
      | ($a.m[$f].dead | sort) as $want | (($a.k[$f].dead // []) | sort) as $got
      | [$f, (if $got == $want then "yes" else "no" end), ($want | length), (($want - $got) | join(",")), (($got - $want) | join(",")),
         ($a.k[$f].agrees | tostring)] | @tsv' > "$DS"
  awk -F'\t' '{ n++; if ($2 == "yes") ok++; if ($4 != "") { mg++; ms += split($4, a, ",") } if ($5 != "") { eg++; es += split($5, a, ",") }
      if ($2 == "yes" && $6 != "true") okbad++; if ($2 == "no" && $6 == "true") badok++ }
    END { printf "2017 games, dead set equal to the TB/TW markup: %d of %d (%.1f%%); missing dead stones in %d games (%d stones), extra in %d games (%d stones)\n", ok, n, 100 * ok / n, mg, ms, eg, es
          printf "  same dead set but RE disagrees: %d; different dead set but RE agrees: %d  (table: %s)\n", okbad, badok, FILENAME }' "$DS"
  # The players' own dead stones passed as --dead: how often kifu's count (its must-fill
  # points included) then agrees with RE, against the markup's count (KGS's territory).
  jq -r 'select((.dead | length) > 0) | [.file, (.dead | join(",")), (.agrees | tostring)] | @tsv' "$MK" |
    (cd "$CORPUS" && while IFS="$(printf '\t')" read -r f d a; do
       printf '%s\t%s\n' "$a" "$("$KIFU" score --dead "$d" --format json "$f" 2>/dev/null | jq -r '.agrees.ruleset')"
     done) |
    awk -F'\t' '{ n++; if ($1 == "true") m++; if ($2 == "true") g++ }
      END { if (n) printf "  with the markup'"'"'s dead stones given as --dead, kifu'"'"'s count agrees with RE in %d of %d (the markup'"'"'s own count: %d)\n", g, n, m }'
  # GNU Go on the same games, where its output is cached (gnugo_cache.sh).
  if ls "$EVAL"/gnugo/kgs-u-go-net__kgs-19-2017-* >/dev/null 2>&1; then
    { jq -c '{m: {(.file): .dead}}' "$MK"
      find "$EVAL/gnugo" -name 'kgs-u-go-net__kgs-19-2017-*.json' -size +0 -exec cat {} + |
        jq -c "$JQ_DEFS"'{g: {(.file | sub("^.*/corpus/"; "")): (.dead | map(sgfpt(19)))}}'; } |
      jq -s -r "$JQ_DEFS"'merge2 as $a | [$a.m | keys[] as $f | select($a.g[$f] != null)
        | (($a.g[$f] | sort) == ($a.m[$f] | sort))] | "  GNU Go 3.8 on the same games: dead set equal to the markup on \(map(select(.)) | length) of \(length)"'
  fi
fi
