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


def cached(cache, path):
    """GNU Go's entry for the game at `path` (relative to the corpus), or None."""
    entry = os.path.join(cache, path.replace("/", "__") + ".json")
    if not os.path.exists(entry) or os.path.getsize(entry) == 0:
        return None
    with open(entry, encoding="utf-8") as f:
        return json.load(f)


def same_judgement(gnugo, dead, has_seki):
    """GNU Go's dead stones (GTP points) are `dead` (SGF points), and both have a seki or neither."""
    return {gtp_to_sgf(p, 19) for p in gnugo.get("dead", [])} == set(dead) and bool(gnugo.get("seki")) == has_seki


def main(jsonl, cache):
    misses = same = missing = 0
    with open(jsonl, encoding="utf-8") as lines:
        for line in lines:
            game = json.loads(line)
            if game.get("estimate") or game.get("mismatch") is not None or game.get("agrees") is True:
                continue
            misses += 1
            gnugo = cached(cache, game["file"])
            if gnugo is None:
                missing += 1
                continue
            same += same_judgement(gnugo, game.get("dead_at", []), game.get("seki", 0) > 0)
    print(f"  settled misses as judgements: GNU Go's dead stones and seki (or none) are kifu's in "
          f"{same} of {misses - missing}, differ in {misses - missing - same}; not in its cache {missing}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
