#!/bin/sh
# Makes the frozen test/dev split of issue 21. Run once; the four lists are committed and
# must not be regenerated (the corpus copy they were made from is in README.md).
# usage: tests/bench/accuracy/split/make_split.sh
# KGS: every kgs-u-go-net game with a counted RE (common.sh kgs_counted); OGS: every
# labelled position ogs-score-estimator/*/*.game. Paths relative to ../shared/corpus,
# sorted bytewise; test = XXH3_64bits(path) % 4 == 0 (xxh3_split.py), dev = the rest.
set -eu
SPLIT=$(cd "$(dirname "$0")" && pwd)
# common.sh wants a kifu binary; listing the games needs none.
KIFU=/bin/true
SHARED=${SHARED:-$(cd "$SPLIT/../../../.." && pwd)/../shared}
. "$SPLIT/../common.sh"
kgs_counted | python3 "$SPLIT/xxh3_split.py" "$SPLIT/kgs_test.txt" "$SPLIT/kgs_dev.txt"
(cd "$CORPUS" && find ogs-score-estimator -name '*.game' | LC_ALL=C sort) |
  python3 "$SPLIT/xxh3_split.py" "$SPLIT/ogs_test.txt" "$SPLIT/ogs_dev.txt"
wc -l "$SPLIT"/*.txt
