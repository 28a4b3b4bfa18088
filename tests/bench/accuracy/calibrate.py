#!/usr/bin/env python3
"""The confidence table of kifu's judge (scoring/judge_params.hpp, playout_calibration,
review_probability, doubted_probability), measured on the dev split: every chain not
proved in the split's KGS 2017 games with the players' TB/TW markup and in its OGS
positions with the players' removals; a chain is right when kifu's dead / not dead is the
players'. Chains the play-outs decided are bucketed by their share, and adjacent buckets
are pooled until the measured probability rises with the share (pool adjacent
violators); each probability is (right + 1) / (chains + 2). Chains a review decided and
chains a doubt was raised about are pooled by kind. Prints the table for judge_params.hpp.

usage: calibrate.py --dead-chains BIN --corpus CORPUS --kgs-list LIST --ogs OGS_DIR --ogs-list LIST
"""
import argparse
import json
import os

from reliability import chains_with_truth, gtp_to_sgf, run_chains

EDGES = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.99]
DOUBTS = ("reading-doubt", "capture-doubt", "seki-review")
REVIEWS = ("eye-space", "nakade-reading")  # a lone-ko finding is measured by its walls' share


def deciding(findings):
    decided = [f for f in findings if f[0] not in ("seki", "reading-doubt", "capture-doubt")]
    return decided[-1] if decided else None


def pooled(buckets):
    """buckets: [from, chains, right]; pools neighbours until (right+1)/(chains+2) rises."""
    out = [list(b) for b in buckets if b[1] > 0]
    changed = True
    while changed:
        changed = False
        for i in range(len(out) - 1):
            p = (out[i][2] + 1) / (out[i][1] + 2)
            q = (out[i + 1][2] + 1) / (out[i + 1][1] + 2)
            if q <= p:
                out[i] = [out[i][0], out[i][1] + out[i + 1][1], out[i][2] + out[i + 1][2]]
                del out[i + 1]
                changed = True
                break
    return out


def main():
    a = argparse.ArgumentParser()
    for k in ("dead-chains", "corpus", "kgs-list", "ogs", "ogs-list"):
        a.add_argument("--" + k, required=True)
    o = a.parse_args()
    kgs = run_chains(o.dead_chains, o.corpus, [l.strip() for l in open(o.kgs_list) if "kgs-19-2017" in l])
    names = [l.strip().replace("ogs-score-estimator/", "").replace(".game", "").replace("/", "_")
             for l in open(o.ogs_list) if l.strip()]
    truth = json.load(open(os.path.join(o.ogs, "truth.json")))
    ogs = run_chains(o.dead_chains, o.ogs, [n + ".sgf" for n in names])

    def ogs_dead(g):
        t = truth[os.path.basename(g["file"])[:-4]]
        return {gtp_to_sgf(p, t["size"]) for p in t["dead"]}

    rows = list(chains_with_truth(kgs, lambda g: None if g["markup_dead"] is None else set(g["markup_dead"])))
    rows += list(chains_with_truth(ogs, ogs_dead))
    buckets = [[e, 0, 0] for e in EDGES]
    kinds = {"review": [0, 0], "doubted": [0, 0]}
    for c, right in rows:
        stages = [f[0] for f in c["findings"]]
        d = deciding(c["findings"])
        if any(s in DOUBTS for s in stages):
            k = kinds["doubted"]
        elif d is not None and d[0] in REVIEWS:
            k = kinds["review"]
        else:
            share = d[2] if d is not None else c["share"]
            b = max(i for i, e in enumerate(EDGES) if share >= e - 1e-12)
            buckets[b][1] += 1
            buckets[b][2] += right
            continue
        k[0] += 1
        k[1] += right
    print(f"chains not proved: {len(rows)}")
    print("by play-out share:      from  chains   right")
    for e, n, r in buckets:
        print(f"                        {e:.2f} {n:7d} {r:7d}")
    table = pooled(buckets)
    print("playout_calibration = {{" + ", ".join(f"{{{e:.2f}, {(r + 1) / (n + 2):.3f}}}" for e, n, r in table) + "}}")
    for e, n, r in table:
        print(f"  from {e:.2f}: {r} right of {n}")
    for name, (n, r) in kinds.items():
        print(f"{name}_probability = {(r + 1) / (n + 2):.3f}  ({r} right of {n})")


if __name__ == "__main__":
    main()
