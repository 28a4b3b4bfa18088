#!/bin/sh
# Dead-stone accuracy on the OGS labelled final positions (issue 5).
# usage: tests/bench/accuracy/ogs_dead.sh [KIFU]      (env: DEAD=auto, KIFU, EVAL, PEERS)
# Converts ../shared/corpus/ogs-score-estimator/**/*.game with ../shared/peers/ogs_game_to_sgf.py
# into $EVAL/ogs/*.sgf + truth.json (GTP coordinates), runs `kifu score --dead $DEAD
# --format json` on every position, and prints per position whether kifu's dead set is
# exactly the set the players removed, with the missing and extra stones; then the same
# exact-match count for GNU Go 3.8 (final_status_list dead) and Sabaki's deadstones guess,
# side by side. Peer outputs are cached in $EVAL/gnugo-ogs and $EVAL/sabaki-ogs.
# Results: $EVAL/ogs_dead.tsv (name, kifu, gnugo, sabaki exact, missing, extra).
set -eu
. "$(dirname "$0")/common.sh"
dead_supported || true
command -v python3 >/dev/null 2>&1 || { echo "skipped: python3 absent"; exit 0; }
OGS=$EVAL/ogs
python3 "$SHARED/peers/ogs_game_to_sgf.py" "$CORPUS/ogs-score-estimator" "$OGS" >/dev/null
ls "$OGS"/*.sgf | xargs -n 1 basename > "$EVAL/ogs_list.txt"
total=$(wc -l < "$EVAL/ogs_list.txt" | tr -d ' ')

# kifu: one invocation for all positions; the JSON carries the file name.
KJ=$EVAL/ogs_kifu.jsonl
(cd "$OGS" && tr '\n' '\0' < "$EVAL/ogs_list.txt" | xargs -0 "$KIFU" score --dead "$DEAD" --format json > "$KJ" 2> "$EVAL/ogs_kifu.stderr") || true

# Peers (cached).
if [ -x /usr/games/gnugo ]; then
  sh "$ACC/gnugo_cache.sh" "$EVAL/gnugo-ogs" "$OGS" japanese "$EVAL/ogs_list.txt"
fi
SB=$EVAL/sabaki-ogs
if [ -f "$PEERS/sabaki_dead.js" ] && command -v node >/dev/null 2>&1; then
  mkdir -p "$SB"
  while read -r f; do
    [ -s "$SB/$f.json" ] || node "$PEERS/sabaki_dead.js" "$OGS/$f" > "$SB/$f.json" 2>/dev/null || rm -f "$SB/$f.json"
  done < "$EVAL/ogs_list.txt"
fi

# One JSON object per position: name -> sorted dead lists from truth, kifu, gnugo, sabaki.
peer_lines() { # dir
  for f in "$1"/*.json; do [ -s "$f" ] && cat "$f"; done 2>/dev/null || true
}
{
  jq -c '{truth: .}' "$OGS/truth.json"
  jq -c "$JQ_DEFS"'
    (.file | sub("^.*/"; "") | sub("\\.sgf$"; "")) as $n
    | (if (.size | type) == "array" then .size[1] else .size end) as $h
    | {kifu: {($n): ((.dead // []) | map(gtp($h)) | sort)}}' "$KJ"
  peer_lines "$EVAL/gnugo-ogs" | jq -c '{gnugo: {(.file | sub("^.*/"; "") | sub("\\.sgf$"; "")): (.dead | sort)}}'
  peer_lines "$SB" | jq -c '{sabaki: {(.file | sub("^.*/"; "") | sub("\\.sgf$"; "")): (.dead | sort)}}'
} | jq -s -r "$JQ_DEFS"'
  def cmp($got; $want): if $got == null then {exact: null}
      else {exact: ($got == $want), missing: ($want - $got), extra: ($got - $want)} end;
  merge2 as $all
  | ($all.truth | keys)[] as $n
  | ($all.truth[$n].dead | sort) as $want
  | cmp($all.kifu[$n]; $want) as $k
  | cmp($all.gnugo[$n]; $want) as $g
  | cmp($all.sabaki[$n]; $want) as $s
  | [$n, ($want | length),
     (if $k.exact == null then "-" elif $k.exact then "yes" else "no" end),
     (if $g.exact == null then "-" elif $g.exact then "yes" else "no" end),
     (if $s.exact == null then "-" elif $s.exact then "yes" else "no" end),
     (($k.missing // []) | join(",")), (($k.extra // []) | join(","))] | @tsv' > "$EVAL/ogs_dead.tsv"

echo "OGS labelled final positions: $total (kifu --dead $DEAD; truth = stones the players removed)"
awk -F'\t' 'BEGIN { printf "%-34s %4s  %-5s %-5s %-6s  %s\n", "position", "dead", "kifu", "gnugo", "sabaki", "kifu missing / extra" }
  { printf "%-34s %4d  %-5s %-5s %-6s  %s%s%s\n", $1, $2, $3, $4, $5,
      ($6 == "" ? "" : "missing " $6), ($6 != "" && $7 != "" ? "; " : ""), ($7 == "" ? "" : "extra " $7) }' "$EVAL/ogs_dead.tsv"
awk -F'\t' -v n="$total" '
  { for (c = 3; c <= 5; c++) { if ($c == "yes") ok[c]++; if ($c != "-") ran[c]++ } }
  END {
    split("kifu gnugo sabaki", nm, " ")
    for (c = 3; c <= 5; c++)
      printf "%-7s %d of %d exact%s\n", nm[c - 2], ok[c], n, (ran[c] < n ? sprintf(" (%d ran)", ran[c]) : "")
  }' "$EVAL/ogs_dead.tsv"
if [ -s "$EVAL/ogs_kifu.stderr" ]; then echo "kifu stderr: $EVAL/ogs_kifu.stderr"; fi
