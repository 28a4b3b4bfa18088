#!/bin/sh
# `kifu batch` throughput and memory (issue 6). Not a test: it prints figures.
#   sh tests/bench/batch_bench.sh [KIFU] [GAMES_FOR_RSS]
# 1. Packs the whole ../shared/corpus into one .tar.gz in a temp dir, then times
#    `tar -xzOf` (plain decompression) and `kifu batch` with --check-only and with
#    scoring, at -j1 and -j2: games/s, the 1 -> 2 thread speed-up, the check-only run
#    against decompression, and the same for the 19x19 records alone.
# 2. Builds an archive of GAMES_FOR_RSS (default 1,000,000) games by repeating corpus
#    games and reports kifu's peak RSS (/usr/bin/time -v) reading it; deleted afterwards.
# SCORE=0 skips the scoring runs (slow: automatic dead-stone judgement for every game);
# PAIR=0 skips the two side-by-side -j1 runs that measure the machine's own scaling.
# Timings: the median of RUNS=9 runs, each configuration's tar, -j1 and -j2 runs taken in
# turn (see measure below); the scoring runs: one.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
kifu=$(realpath "${1:-$root/build/kifu}")
rss_games=${2:-1000000}
corpus="$root/../shared/corpus"
if [ ! -d "$corpus" ]; then
    echo "batch_bench: $corpus not found; skipping"
    exit 0
fi
[ -x /usr/bin/time ] || { echo "batch_bench: /usr/bin/time (GNU time) is needed"; exit 1; }
work=$(mktemp -d /tmp/kifu-batch-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT INT TERM

# Each configuration is timed as a round of three commands, run in turn RUNS=9 times
# (default): `tar -xzOf` of the archive, `kifu batch -j1`, `kifu batch -j2`. The shared
# virtual machine has slow and fast spells that last minutes and change CPU time itself
# by a quarter or more; taking the commands in turn puts every spell on all three alike,
# so the ratios (speed-up, time against decompression) hold even when the absolute
# figures drift. Wall time to the millisecond (GNU time's own has 10 ms steps); each
# figure is the median of its runs, whose CPU times are kept in $work/time.RUN.
runs=${RUNS:-9}
timed() {  # timed RUN COMMAND...: one run, appended to $work/all.RUN
    run=$1
    shift
    start=$(date +%s%N)
    /usr/bin/time -f "%e %U %S %M" -o "$work/time.$run.$i" "$@" > /dev/null 2> "$work/err.$run.$i" || true
    end=$(date +%s%N)
    echo "$(( (end - start) / 1000000 )) $i" >> "$work/all.$run"
}
median() {  # median RUN: seconds of the median run; its time and stderr become time.RUN, err.RUN
    m=$(sort -n "$work/all.$1" | sed -n "$(( ($(wc -l < "$work/all.$1") + 1) / 2 ))p")
    cp "$work/time.$1.${m#* }" "$work/time.$1"
    cp "$work/err.$1.${m#* }" "$work/err.$1"
    awk -v ms="${m% *}" 'BEGIN { printf "%.3f", ms / 1000 }'
}
games_of() { sed -n 's/^kifu batch: \([0-9]*\) games.*/\1/p' "$work/err.$1"; }
cpu_of() { tail -n 1 "$work/time.$1" | awk '{ printf "%.2f", $2 + $3 }'; }
rate() { awk -v g="$1" -v s="$2" 'BEGIN { printf "%.0f", (s > 0 ? g / s : 0) }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }

# measure LABEL ARCHIVE OPTIONS...: rounds of tar, -j1, -j2 and two -j1 runs side by side;
# games/s, speed-up, and the -j2 run against decompression. The pair of independent
# single-thread runs shows what this machine gives any program on two cores: twice the
# work in `pair` seconds instead of 2 x `j1`, so 2 x j1 / pair is the best speed-up -j2
# could reach here.
measure() {
    label=$1 archive=$2
    shift 2
    rm -f "$work"/all.*
    i=0
    while [ "$i" -lt "$runs" ]; do
        timed tar tar -xzOf "$archive"
        timed j1 "$kifu" batch -j1 "$@" "$archive"
        timed j2 "$kifu" batch -j2 "$@" "$archive"
        if [ "$pair" = 1 ]; then
            timed pair sh -c 'k=$1; shift; "$k" batch -j1 "$@" & "$k" batch -j1 "$@"; wait' sh "$kifu" "$@" "$archive"
        fi
        i=$((i + 1))
    done
    tt=$(median tar); t1=$(median j1); t2=$(median j2)
    g1=$(games_of j1); g2=$(games_of j2)
    printf '%-22s -j1 %6ss %7s games/s (cpu %ss)   -j2 %6ss %7s games/s (cpu %ss)   speed-up %sx\n' \
        "$label" "$t1" "$(rate "$g1" "$t1")" "$(cpu_of j1)" "$t2" "$(rate "$g2" "$t2")" "$(cpu_of j2)" "$(ratio "$t1" "$t2")"
    printf '%-22s tar -xzOf %ss; -j2 takes %sx its time\n' "" "$tt" "$(ratio "$t2" "$tt")"
    if [ "$pair" = 1 ]; then
        tp=$(median pair)
        printf '%-22s two -j1 runs side by side %ss: the machine scales two independent jobs %sx\n' \
            "" "$tp" "$(ratio "$(awk -v t="$t1" 'BEGIN { print 2 * t }')" "$tp")"
    fi
}
pair=${PAIR:-1}

echo "kifu: $kifu"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
tar -C "$corpus/.." -czf "$work/corpus.tar.gz" "$(basename "$corpus")"
echo "corpus archive: $(du -h "$work/corpus.tar.gz" | cut -f1), $(find "$corpus" -type f -iname '*.sgf' | wc -l) .sgf files"

measure "check-only, all" "$work/corpus.tar.gz" --check-only

# The 19x19 records alone (SZ[19] or no SZ), as their own archive.
( cd "$corpus/.." && find "$(basename "$corpus")" -type f -iname '*.sgf' -exec grep -lE 'SZ\[19\]' {} + ) > "$work/19.list" || true
tar -C "$corpus/.." -czf "$work/corpus19.tar.gz" -T "$work/19.list"
measure "check-only, 19x19" "$work/corpus19.tar.gz" --check-only
echo "  ($(wc -l < "$work/19.list") files; targets: speed-up >= 1.8x, -j2 within 2x of tar, >= 50000 games/s at -j2)"

if [ "${SCORE:-1}" != 0 ]; then
    runs=1 pair=0 measure "scoring, all" "$work/corpus.tar.gz"   # minutes per run: once
fi

# Peak RSS on a large archive: corpus 19x19 games repeated under new member names.
python3 "$root/tests/bench/make_big_archive.py" "$(dirname "$corpus")" "$work/19.list" "$work/big.tar.gz" "$rss_games"
echo "big archive: $rss_games games, $(du -h "$work/big.tar.gz" | cut -f1)"
/usr/bin/time -v "$kifu" batch -j2 --check-only "$work/big.tar.gz" > /dev/null 2> "$work/err" || true
peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/err")
wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/err")
echo "$(grep '^kifu batch:' "$work/err")"
echo "peak RSS, check-only -j2 over $rss_games games: $((peak / 1024)) MB (target < 100 MB), wall $wall"
