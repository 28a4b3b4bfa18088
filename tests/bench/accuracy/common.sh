# Shared set-up for the accuracy harness (sourced, POSIX sh).
# Sets: ACC (this folder), ROOT (repo), SHARED, CORPUS, PEERS, EVAL, KIFU, DEAD.
#   KIFU   kifu binary: first script argument, else $KIFU, else build/kifu (repo root)
#   DEAD   value for `kifu score --dead` (default auto)
#   SHARED ../shared next to the repo (override with $SHARED)
#   EVAL   cache and result folder, default /tmp/kifu-eval (never inside the repo)
#   PEERS  where ../shared/peers/setup.sh installed Sabaki, default /tmp/kifu-peers
# Exits 0 with "skipped: ../shared absent" when the shared corpus is missing.
ACC=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$ACC/../../.." && pwd)
SHARED=${SHARED:-$ROOT/../shared}
CORPUS=$SHARED/corpus
PEERS=${PEERS:-/tmp/kifu-peers}
EVAL=${EVAL:-/tmp/kifu-eval}
DEAD=${DEAD:-auto}
if [ -n "${1:-}" ]; then KIFU=$1; fi
KIFU=${KIFU:-build/kifu}
case $KIFU in
  /*) ;;
  *) if [ ! -x "$KIFU" ] && [ -x "$ROOT/$KIFU" ]; then KIFU=$ROOT/$KIFU; fi ;;
esac
if [ ! -d "$CORPUS" ]; then
  echo "skipped: ../shared absent ($CORPUS)"
  exit 0
fi
for tool in jq awk sort xargs; do
  command -v "$tool" >/dev/null 2>&1 || { echo "skipped: $tool not installed"; exit 0; }
done
if [ ! -x "$KIFU" ]; then
  echo "error: kifu binary not found: $KIFU (pass it as the first argument or set KIFU)" >&2
  exit 2
fi
KIFU=$(cd "$(dirname "$KIFU")" && pwd)/$(basename "$KIFU")
mkdir -p "$EVAL"

# True when this kifu accepts `--dead $DEAD` (prints a note otherwise).
dead_supported() {
  case $DEAD in
    auto)
      if "$KIFU" score --help 2>&1 | grep -q 'auto'; then return 0; fi
      echo "note: this kifu has no --dead auto yet; run with DEAD=none to test the harness" >&2
      return 1 ;;
  esac
  return 0
}

# Median and maximum of numbers on stdin: prints "median max count".
median_max() {
  sort -g | awk '{ v[NR] = $1 } END {
    if (NR == 0) { print "- - 0"; exit }
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%.4f %.4f %d\n", m, v[NR], NR }'
}

# The KGS games with a counted result (RE[B+n], RE[W+n], 0, jigo, draw), as paths
# relative to $CORPUS, sorted bytewise. One game per file in this source.
kgs_counted() {
  (cd "$CORPUS" && find kgs-u-go-net -name '*.sgf' | LC_ALL=C sort | tr '\n' '\0' |
    xargs -0 grep -lE 'RE\[(B\+[0-9]|W\+[0-9]|0(\.0+)?\]|[Jj]igo|[Dd]raw)' | LC_ALL=C sort)
}

# SGF property value (first occurrence) of file $2, property $1.
sgf_prop() {
  grep -o "$1\[[^]]*\]" "$2" | head -1 | sed "s/^$1\[//; s/\]\$//"
}

# Signed margin of a result string (B+3.5 -> 3.5, W+2 -> -2, 0/Jigo/Draw -> 0,
# anything else -> empty). Used by jq as well (see jq_margin below).
JQ_DEFS='
def margin: if . == null then null
  else (tostring | ascii_downcase) as $r
  | if ($r | test("^b\\+[0-9.]+$")) then ($r[2:] | tonumber)
    elif ($r | test("^w\\+[0-9.]+$")) then -($r[2:] | tonumber)
    elif ($r | test("^(0|0\\.0+|jigo|draw|j|d|b\\+0|w\\+0)$")) then 0
    else null end end;
def gtp($h): explode as $c
  | ("ABCDEFGHJKLMNOPQRSTUVWXYZ"[($c[0] - 97):($c[0] - 96)]) + (($h - ($c[1] - 97)) | tostring);
'
JQ_DEFS="$JQ_DEFS"'
def sgfpt($h): (.[0:1] | ascii_upcase) as $c | (.[1:] | tonumber) as $r
  | ("ABCDEFGHJKLMNOPQRSTUVWXYZ" | index($c)) as $x
  | [97 + $x, 97 + $h - $r] | implode;
'
# Merge a list of {table: {key: value}} objects into one two-level object (linear time).
JQ_DEFS="$JQ_DEFS"'
def merge2: reduce .[] as $o ({}; reduce ($o | to_entries[]) as $e (.;
  reduce ($e.value | to_entries[]) as $x (.; .[$e.key][$x.key] = $x.value)));
'
