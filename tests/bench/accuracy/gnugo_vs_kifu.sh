#!/bin/sh
# kifu vs GNU Go 3.8 on a fixed sample of counted KGS games (issue 5).
# usage: tests/bench/accuracy/gnugo_vs_kifu.sh [KIFU]
#   env: DEAD=auto, JOBS=1 (GNU Go processes at once; at most 2), EVAL=/tmp/kifu-eval,
#        AGA_COMP=N-1 (White's handicap compensation added to GNU Go's score for RU[AGA]:
#        N-1 as the AGA rules and kifu's table say, or N)
#        GNUGO_FILL=0 uses the cache only (no GNU Go runs), SAMPLE=another list of paths
# Sample: kgs_sample.txt next to this script, paths relative to ../shared/corpus: every
# 27th game (lines 1, 28, 55, ...) of the sorted list of KGS games with a numeric RE
# (common.sh kgs_counted), 225 games. Regenerate: kgs_counted | awk 'NR % 27 == 1'.
# GNU Go: ../shared/peers/gnugo_score.sh FILE japanese|chinese (RU[Japanese] -> japanese,
# Chinese/AGA/NZ -> chinese), cached in $EVAL/gnugo/. GNU Go ignores HA[] under Chinese
# rules, so White gets the handicap compensation added by hand (Chinese N, AGA $AGA_COMP,
# NZ none), as KGS counts it.
# Columns: kifu = `kifu score --dead $DEAD` agrees with RE under the game's ruleset;
# gnugo = GNU Go's final_score equals RE; kifu+gnugo-dead = kifu's count with GNU Go's
# dead list as --dead (separates kifu's counting from its dead-stone judgement).
# Outputs: $EVAL/gnugo_vs_kifu_$DEAD.tsv (one line per game).
set -eu
. "$(dirname "$0")/common.sh"
dead_supported || true
SAMPLE=${SAMPLE:-$ACC/kgs_sample.txt}
tag=$(printf %s "$DEAD" | tr -c 'A-Za-z0-9_.-' '_')
[ "$SAMPLE" = "$ACC/kgs_sample.txt" ] || tag=${tag}_$(basename "$SAMPLE" .txt)
GG=$EVAL/gnugo
AGA_COMP=${AGA_COMP:-N-1}

[ "${GNUGO_FILL:-1}" = 1 ] && sh "$ACC/gnugo_cache.sh" "$GG" "$CORPUS" ru "$SAMPLE"

# kifu with its own dead stones, all games in one batch.
KJ=$EVAL/gnugo_vs_kifu_kifu_$tag.jsonl
deadopt="--dead $DEAD"
[ "$DEAD" = markup ] && deadopt=""
(cd "$CORPUS" && tr '\n' '\0' < "$SAMPLE" | xargs -0 "$KIFU" score $deadopt --format json 2>/dev/null) |
  jq -c '{file, rules, handicap, recorded, result: .by_ruleset.result, agrees: .agrees.ruleset, dead}' > "$KJ" || true

# kifu counting GNU Go's dead stones (one invocation per game: --dead takes one list).
KG=$EVAL/gnugo_vs_kifu_kifu_gnugodead_$tag.jsonl
: > "$KG"
while read -r p; do
  key=$(printf %s "$p" | sed 's|/|__|g')
  g=$GG/$key.json
  [ -s "$g" ] || continue
  pts=$(jq -r "$JQ_DEFS"'.dead | map(sgfpt(19)) | join(",")' "$g")
  [ -n "$pts" ] || pts=none
  (cd "$CORPUS" && "$KIFU" score --dead "$pts" --format json "$p" 2>/dev/null) |
    jq -c '{file, result: .by_ruleset.result, agrees: .agrees.ruleset, seki,
            must_fill: (.chinese.detail.black.must_fill + .chinese.detail.white.must_fill)}' >> "$KG" || true
done < "$SAMPLE"

# Join: kifu, GNU Go, kifu+GNU Go dead, by file.
OUT=$EVAL/gnugo_vs_kifu_$tag.tsv
{
  jq -c '{k: {(.file): .}}' "$KJ"
  jq -c '{kg: {(.file): .}}' "$KG"
  while read -r p; do
    key=$(printf %s "$p" | sed 's|/|__|g')
    [ -s "$GG/$key.json" ] && jq -c --arg p "$p" '{g: {($p): .}}' "$GG/$key.json"
  done < "$SAMPLE"
} | jq -s -r --arg aga "$AGA_COMP" "$JQ_DEFS"'
  merge2 as $a
  | $a.k | keys[] as $f
  | $a.k[$f] as $k | $a.g[$f] as $g | $a.kg[$f] as $kg
  | ($k.handicap // 0) as $ha
  | (if $k.rules == "Chinese" then $ha
     elif $k.rules == "AGA" then (if $aga == "N" then $ha elif $ha > 0 then $ha - 1 else 0 end)
     else 0 end) as $comp
  | (if $g == null then null else ($g.score | margin) end) as $gm
  | (if $gm == null then null else $gm - $comp end) as $gadj
  | ($k.recorded | margin) as $re
  | [$f, ($k.rules // "-"), $ha, ($k.recorded // "-"),
     ($k.result // "-"), (if $k.agrees == true then "yes" elif $k.agrees == false then "no" else "-" end),
     (if $gadj == null then "-" elif $gadj > 0 then "B+\($gadj)" elif $gadj < 0 then "W+\(-$gadj)" else "0" end),
     (if $gadj == null then "-" elif $gadj == $re then "yes" else "no" end),
     (if $kg == null then "-" elif $kg.agrees == true then "yes" elif $kg.agrees == false then "no" else "-" end),
     (if $g == null then "-" else $g.time_s end),
     ($k.dead | length), (if $g == null then "-" else ($g.dead | length) end)] | @tsv' > "$OUT"

n=$(wc -l < "$SAMPLE" | tr -d ' ')
echo "KGS sample: $n counted games ($SAMPLE); kifu --dead $DEAD vs GNU Go 3.8"
awk -F'\t' '
  { n++; if ($6 == "yes") k++; if ($8 == "yes") g++; if ($9 == "yes") kg++
    if ($8 != "-") gr++; if ($9 != "-") kgr++
    if ($6 == "yes" && $8 == "yes") both++; if ($6 != "yes" && $8 != "yes") none++ }
  END {
    printf "%-34s %4d of %d  %5.1f%%\n", "kifu agrees with RE", k, n, 100 * k / n
    printf "%-34s %4d of %d  %5.1f%%  (%d ran)\n", "GNU Go agrees with RE", g, n, 100 * g / n, gr
    printf "%-34s %4d of %d  %5.1f%%  (%d ran)\n", "kifu counting GNU Go dead stones", kg, n, 100 * kg / n, kgr
    printf "both agree %d, neither %d, only kifu %d, only GNU Go %d\n", both, none, k - both, g - both
  }' "$OUT"
cut -f 10 "$OUT" | grep -v '^-$' | median_max | awk '{ printf "GNU Go time per game: median %.2f s, worst %.2f s (%d games; from gnugo_score.sh time_s, cached runs)\n", $1, $2, $3 }'
echo "games where kifu and GNU Go differ (file, RU, HA, RE, kifu, kifu ok, GNU Go adjusted, GNU Go ok, kifu+gnugo-dead ok, kifu dead, gnugo dead):"
awk -F'\t' '$6 != $8 { printf "  %s  %s HA%s RE %s  kifu %s (%s)  gnugo %s (%s)  kifu+gg-dead %s  dead %s/%s\n", $1, $2, $3, $4, $5, $6, $7, $8, $9, $11, $12 }' "$OUT"
echo "table: $OUT"
