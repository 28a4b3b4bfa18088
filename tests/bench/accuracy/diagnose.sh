#!/bin/sh
# Classifies why kifu's count of a KGS game disagrees with RE (issue 5).
# usage: tests/bench/accuracy/diagnose.sh [KIFU]        (env: DEAD=auto, EVAL)
# Run kgs_re.sh first (same DEAD), and gnugo_vs_kifu.sh for GNU Go's lists; this reads:
#   $EVAL/kgs_re_$DEAD.jsonl            kifu's dead stones, seki and verdict per game
#   $EVAL/kgs_re_markup_dead.jsonl      2017 games: dead/seki/must-fill from TB/TW markup
#   $EVAL/gnugo/*.json                  GNU Go's dead and seki lists (sample, 2017 games)
# and runs kifu with GNU Go's dead list on each failing game GNU Go was run on
# ($EVAL/diagnosis_kifu_gnugodead.jsonl): does kifu's count with that list agree with RE?
# Reference dead set: the markup for 2017 games, else GNU Go's list. Classes, first match:
#   re-winner-swapped   kifu's margin is exactly RE's with the other winner (|RE| >= 2):
#                       a record defect (seen in 2000-era KGS files)
#   no-ref/must-fill    no reference; Japanese count, and counting kifu's must-fill points
#                       as territory would reproduce RE
#   no-ref/off-by-1-2   no reference; kifu is off by 1 or 2 points (a counting detail)
#   no-ref/large        no reference; off by more (probably a life-and-death error)
#   reference-fails     kifu's count with the reference dead set disagrees with RE too
#                       (record defect, or KGS counts differently)
#   reference-fails/same-count  ... and kifu's own count equals its count with GNU Go's
#                       dead list: both engines agree, RE does not (the players' marking
#                       differs from the board, or RE is wrong)
#   same-dead/seki      same dead stones as the reference, seki differs
#   same-dead/must-fill same dead stones, kifu's points that must be filled (false eyes,
#                       last liberties; territory only under area counting) differ
#   same-dead/other     same dead stones, counting differs otherwise
#   seki-judged-dead    stones the reference has in seki are in kifu's dead list
#   dead-judged-seki    dead stones (per the reference) that kifu put in seki
#   alive-judged-dead   kifu has extra dead stones only
#   dead-judged-alive   kifu misses dead stones only
#   both-ways           kifu misses some and adds some
# Output: $EVAL/diagnosis_$DEAD.tsv (file, class, reference, RE, kifu result, kifu margin
# minus RE, missing dead, extra dead, must-fill points, unsettled points, lowest chain
# confidence) and a summary with examples on stdout.
set -eu
. "$(dirname "$0")/common.sh"
tag=$(printf %s "$DEAD" | tr -c 'A-Za-z0-9_.-' '_')
K=$EVAL/kgs_re_$tag.jsonl
M=$EVAL/kgs_re_markup_dead.jsonl
[ -s "$K" ] || { echo "run kgs_re.sh first ($K missing)"; exit 0; }
OUT=$EVAL/diagnosis_$tag.tsv
# kifu's count with GNU Go's dead list, for every failing game GNU Go was run on.
KG=$EVAL/diagnosis_kifu_gnugodead.jsonl
: > "$KG"
jq -r 'select(.agrees != true) | .file' "$K" | while read -r p; do
  g=$EVAL/gnugo/$(printf %s "$p" | sed 's|/|__|g').json
  [ -s "$g" ] || continue
  pts=$(jq -r "$JQ_DEFS"'.dead | map(sgfpt(19)) | join(",")' "$g")
  [ -n "$pts" ] || pts=none
  (cd "$CORPUS" && "$KIFU" score --dead "$pts" --format json "$p" 2>/dev/null) |
    jq -c '{file, agrees: .agrees.ruleset, result: .by_ruleset.result, seki,
            must_fill: (.chinese.detail.black.must_fill + .chinese.detail.white.must_fill)}' >> "$KG" || true
done
{
  jq -c '{k: {(.file): .}}' "$K"
  [ -s "$M" ] && jq -c '{m: {(.file): .}}' "$M"
  [ -s "$KG" ] && jq -c '{kg: {(.file): .}}' "$KG"
  find "$EVAL/gnugo" -name 'kgs-u-go-net__*.json' -size +0 -exec cat {} + 2>/dev/null |
    jq -c "$JQ_DEFS"'{g: {(.file | sub("^.*/corpus/"; "")): {dead: (.dead | map(sgfpt(19))), seki: (.seki | map(sgfpt(19)))}}}'
} | jq -s -r "$JQ_DEFS"'
  merge2 as $a
  | $a.k | keys[] as $f
  | $a.k[$f] as $k
  | select($k.agrees != true)
  | (if $a.m[$f] != null then {src: "markup", dead: $a.m[$f].dead, seki: $a.m[$f].seki, kseki: $a.m[$f].seki,
                               ok: $a.m[$f].agrees, mf: $a.m[$f].must_fill}
     elif $a.g[$f] != null then {src: "gnugo", dead: $a.g[$f].dead, seki: $a.g[$f].seki, kseki: ($a.kg[$f].seki // []),
                               ok: ($a.kg[$f].agrees // null), mf: ($a.kg[$f].must_fill // 0)}
     else null end) as $r
  | (($k.dead // []) | sort) as $kd
  | (if $r == null then [] else ($r.dead | sort) end) as $rd
  | ($rd - $kd) as $miss | ($kd - $rd) as $extra
  | (($k.result | margin) // null) as $km | (($k.recorded | margin) // null) as $re
  | (if $km != null and $re != null then $km - $re else null end) as $diff
  | ($k.ruleset == "japanese" and ($k.must_fill // 0) > 0 and $diff != null
     and ($km + ($k.must_fill_b // 0) - ($k.must_fill_w // 0)) == $re) as $mfcf
  | (if $diff != null and $re != null and ($re | fabs) >= 2 and $km == -$re then "re-winner-swapped"
     elif $r == null then
       (if $mfcf then "no-ref/must-fill"
        elif $diff != null and ($diff | fabs) <= 2 then "no-ref/off-by-1-2"
        else "no-ref/large" end)
     elif $r.ok != true then
       (if $r.src == "gnugo" and $a.kg[$f].result == $k.result then "reference-fails/same-count"
        else "reference-fails" end)
     elif $miss == [] and $extra == [] then
       (if (($k.seki // []) | sort) != ($r.kseki | sort) then "same-dead/seki"
        elif $mfcf or (($k.must_fill // 0) != $r.mf) then "same-dead/must-fill"
        else "same-dead/other" end)
     elif ($extra - $r.seki) != $extra then "seki-judged-dead"
     elif ($miss - ($k.seki // [])) != $miss then "dead-judged-seki"
     elif $miss == [] then "alive-judged-dead"
     elif $extra == [] then "dead-judged-alive"
     else "both-ways" end) as $class
  | [$f, $class, ($r.src // "-"), ($k.result_raw // "-"), ($k.result // "-"),
     ($diff // "-"), ($miss | join(",")), ($extra | join(",")),
     ($k.must_fill // 0), ($k.unsettled // 0), ($k.min_confidence // "-")] | @tsv' > "$OUT"

echo "Failures of kifu --dead $DEAD on counted KGS games, by cause ($(wc -l < "$OUT" | tr -d ' ') games; table $OUT)"
awk -F'\t' '{ n[$2]++; if (n[$2] <= 3) ex[$2] = ex[$2] " " $1 " (" $6 ")"; src[$2, $3]++ }
  END { for (c in n) printf "%-20s %5d   e.g.%s\n", c, n[c], ex[c] }' "$OUT" | sort -k2,2nr
