#!/usr/bin/env python3
"""The settled misses of one split compared with GNU Go as judgements, not scores.

usage: gnugo_judgements.py SPLIT_JSONL GNUGO_CACHE_DIR

A settled count that misses RE (estimate false, recorded_mismatch null) is against the
players; it is also against GNU Go 3.8 only when GNU Go's dead stones or its seki differ
from kifu's (a score one point apart with the same stones is a counting convention, not a
judgement). Prints one line of totals; games without a cache entry are counted apart.
"""
import json
import os
import sys

from reliability import gtp_to_sgf


def main(jsonl, cache):
    misses = same = missing = 0
    with open(jsonl, encoding="utf-8") as lines:
        for line in lines:
            game = json.loads(line)
            if game.get("estimate") or game.get("mismatch") is not None or game.get("agrees") is True:
                continue
            misses += 1
            path = os.path.join(cache, game["file"].replace("/", "__") + ".json")
            if not os.path.exists(path) or os.path.getsize(path) == 0:
                missing += 1
                continue
            with open(path, encoding="utf-8") as f:
                gnugo = json.load(f)
            same_dead = {gtp_to_sgf(p, 19) for p in gnugo.get("dead", [])} == set(game.get("dead_at", []))
            same_seki = bool(gnugo.get("seki")) == (game.get("seki", 0) > 0)
            same += same_dead and same_seki
    print(f"  settled misses as judgements: GNU Go's dead stones and seki (or none) are kifu's in "
          f"{same} of {misses - missing}, differ in {misses - missing - same}; not in its cache {missing}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
