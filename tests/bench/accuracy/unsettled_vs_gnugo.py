#!/usr/bin/env python3
"""The games kifu does not settle, by what holds them back, against GNU Go's judgement.

Issue 35 asks for 90% of the games settled with no settled judgement against both the
players and GNU Go. This asks whether some kind of evidence could be settled safely: for
each unsettled game of a split, the findings that leave it unsettled (the last finding of
every chain not settled: `playouts` split by its share below or above settled_share 0.65,
a doubt, a review, seki; `points only` when every chain is settled and only points are
not), and whether GNU Go 3.8's dead stones and seki (or none) are kifu's best guess
(`dead`, `seki` of the JSON: what kifu would count if it settled the game). A kind of
evidence with games where GNU Go differs cannot be settled without risking a judgement
against both. Totals only: the test split's games are never listed.

usage: unsettled_vs_gnugo.py KIFU SPLIT_JSONL CORPUS GNUGO_CACHE
  SPLIT_JSONL  split_eval.sh's $EVAL/split/<s>_kgs.jsonl (its `estimate` picks the games)
  GNUGO_CACHE  gnugo_cache.sh's folder; fill it first for the unsettled games:
               jq -r 'select(.estimate) | .file' SPLIT_JSONL > list
               gnugo_cache.sh GNUGO_CACHE CORPUS ru list
"""
import collections
import json
import os
import subprocess
import sys

from gnugo_judgements import cached, same_judgement

SETTLED_SHARE = 0.65  # JudgeParams::settled_share


def evidence(game):
    """What leaves the game unsettled: the kinds of the unsettled chains' last findings."""
    kinds = set()
    for chain in game.get("chains") or []:
        if chain["settled"]:
            continue
        last = chain["findings"][-1]
        kind = last["stage"]
        if kind == "playouts":
            kind = "playouts<0.65" if last["measure"] < SETTLED_SHARE else "playouts>=0.65"
        kinds.add(kind)
    return "+".join(sorted(kinds)) if kinds else "points only"


def main(kifu, split_jsonl, corpus, cache):
    files = []
    with open(split_jsonl, encoding="utf-8") as lines:
        for line in lines:
            game = json.loads(line)
            if game.get("estimate"):
                files.append(game["file"])
    out = subprocess.run([kifu, "score", "--dead", "auto", "--format", "json", *files], cwd=corpus,
                         capture_output=True, text=True, check=False).stdout
    games = [json.loads(line) for line in out.splitlines() if line.strip()]  # JSON Lines
    table = collections.Counter()
    missing = 0
    for game in games:
        path = game["file"]  # as given to kifu, relative to the corpus
        gnugo = cached(cache, os.path.relpath(path, corpus) if os.path.isabs(path) else path)
        if gnugo is None:
            missing += 1
            continue
        table[(evidence(game), same_judgement(gnugo, game["dead"], bool(game["seki"])))] += 1
    kinds = sorted({k for k, _ in table}, key=lambda k: -(table[(k, True)] + table[(k, False)]))
    total_same = sum(v for (k, s), v in table.items() if s)
    print(f"  unsettled games {len(games)} (GNU Go not in the cache for {missing}); GNU Go has kifu's "
          f"best-guess dead stones and seki in {total_same}, differs in {sum(table.values()) - total_same}")
    print(f"  {'left unsettled by':48s} {'GNU Go same':>11s} {'differs':>8s}")
    for k in kinds:
        print(f"  {k:48s} {table[(k, True)]:11d} {table[(k, False)]:8d}")


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
