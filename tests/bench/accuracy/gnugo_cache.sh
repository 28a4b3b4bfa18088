#!/bin/sh
# Fills the GNU Go cache: one JSON line per game from ../shared/peers/gnugo_score.sh.
# usage: gnugo_cache.sh OUTDIR BASEDIR RULES LIST
#   LIST     file of paths relative to BASEDIR, one a line
#   RULES    japanese | chinese | ru  (ru: japanese for RU[Japanese] or no RU, else chinese)
#   OUTDIR   gets <path with / replaced by __>.json; existing files are kept (cache)
# Env: JOBS (default 1, at most 2 on a shared machine), SHARED.
set -eu
ACC=$(cd "$(dirname "$0")" && pwd)
SHARED=${SHARED:-$ACC/../../../../shared}
out=$1 base=$2 rules=$3 list=$4
[ -d "$SHARED/peers" ] || { echo "skipped: ../shared absent"; exit 0; }
[ -x /usr/games/gnugo ] || { echo "skipped: GNU Go not installed (sh ../shared/peers/setup.sh)"; exit 0; }
mkdir -p "$out"
export SCORE="$SHARED/peers/gnugo_score.sh" OUT="$out" BASE="$base" RULES="$rules"
tr '\n' '\0' < "$list" | xargs -0 -r -n 1 -P "${JOBS:-1}" sh -c '
  p=$1
  key=$(printf %s "$p" | sed "s|/|__|g")
  dst="$OUT/$key.json"
  [ -s "$dst" ] && exit 0
  r=$RULES
  if [ "$r" = ru ]; then
    ru=$(grep -o "RU\[[^]]*\]" "$BASE/$p" | head -1)
    case $ru in ""|"RU[Japanese]"|"RU[japanese]") r=japanese ;; *) r=chinese ;; esac
  fi
  bash "$SCORE" "$BASE/$p" "$r" > "$dst.tmp" 2>/dev/null && mv "$dst.tmp" "$dst" || { rm -f "$dst.tmp"; echo "gnugo failed: $p" >&2; }
' sh
