#!/usr/bin/env python3
"""Reliability tables for kifu's dead-stone judgement (issue 21): the confidence kifu gives
against how often it is right, by bucket. Run by split_eval.sh, once per split.

Chains: every chain that is not proved (Benson or a rule), in the labelled positions of the
split, the KGS 2017 games with the players' TB/TW markup and the OGS positions with the
players' removals; right when kifu's dead/not-dead matches the players'.
Games: every KGS counted game of the split whose RE follows from the board
(recorded_mismatch null), by the least confidence of what its count rests on
(LifeAndDeath::least_confidence: chains not proved, the points counted for a side, 0 for an
open area); right when the count reproduces RE. Then, for each threshold, the share of the
split's games whose least confidence reaches it (the share kifu would settle) and the
settled precision: the threshold for "settled" is chosen from the dev split's table.

usage: reliability.py --split S --dead-chains BIN --kgs S_kgs.jsonl --ogs OGS_DIR
                      --corpus CORPUS --kgs-list LIST --ogs-list LIST
"""
import argparse
import json
import os
import subprocess

BUCKETS = [0.0, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.99, 1.0001]
THRESHOLDS = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95]
GTP = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def bucket(p):
    for lo, hi in zip(BUCKETS, BUCKETS[1:]):
        if lo <= p < hi:
            return f"{lo:.2f}-{min(hi, 1):.2f}"
    return "below 0"


def run_chains(binary, cwd, paths):
    out = subprocess.run([binary, "-"], cwd=cwd, input="\n".join(paths) + "\n", capture_output=True,
                         text=True, check=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def gtp_to_sgf(p, height):
    x = GTP.index(p[0])
    y = height - int(p[1:])
    return chr(97 + x) + chr(97 + y)


def table(title, rows):
    """rows: (bucket, right) pairs."""
    counts = {}
    for b, ok in rows:
        n, r = counts.get(b, (0, 0))
        counts[b] = (n + 1, r + ok)
    print(f"  {title}")
    print(f"    {'confidence':<12} {'n':>6} {'right':>6} {'right %':>8}")
    for b in sorted(counts):
        n, r = counts[b]
        print(f"    {b:<12} {n:6d} {r:6d} {100 * r / n:7.2f}%")


def wilson(right, n, z=1.96):
    """The 95% Wilson score interval of a share right/n."""
    p = right / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return centre - half, centre + half


def calibration(title, rows):
    """rows: (confidence, right) pairs. Each bucket's mean confidence against its share
    right, with the share's 95% interval: calibrated within 3 points; or off by more, but
    with too few chains to tell (the interval holds the mean confidence); or off."""
    buckets = {}
    for confidence, ok in rows:
        buckets.setdefault(bucket(confidence), []).append((confidence, ok))
    print(f"  {title}")
    print(f"    {'confidence':<12} {'n':>6} {'right':>6} {'mean conf':>9} {'right %':>8} {'95% interval':>15}  calibrated")
    for b in sorted(buckets):
        members = buckets[b]
        n = len(members)
        right = sum(ok for _, ok in members)
        mean = sum(c for c, _ in members) / n
        lo, hi = wilson(right, n)
        share = right / n
        if abs(share - mean) <= 0.03:
            verdict = "yes, within 3 points"
        elif lo <= mean <= hi:
            verdict = f"off by {100 * abs(share - mean):.1f} points, too few chains to tell"
        else:
            verdict = f"no, off by {100 * abs(share - mean):.1f} points"
        print(f"    {b:<12} {n:6d} {right:6d} {mean:9.3f} {100 * share:7.2f}% {100 * lo:6.1f}-{100 * hi:5.1f}%  {verdict}")


def chains_with_truth(games, truth_of):
    """Each chain not proved of the games with a truth (a set of dead stones), and whether
    kifu's dead / not dead is the truth's (most of the chain's stones)."""
    for g in games:
        truth = truth_of(g)
        if truth is None:
            continue
        for c in g["chains"]:
            if c["certain"]:
                continue
            dead = sum(s in truth for s in c["stones"]) * 2 > len(c["stones"])
            yield c, (c["status"] == "dead") == dead


def chain_rows(games, truth_of):
    return [(c["confidence"], right) for c, right in chains_with_truth(games, truth_of)]


def main():
    a = argparse.ArgumentParser()
    for k in ("split", "dead-chains", "kgs", "ogs", "corpus", "kgs-list", "ogs-list"):
        a.add_argument("--" + k, required=True)
    o = a.parse_args()
    kgs_paths = [l.strip() for l in open(o.kgs_list) if l.strip()]
    kgs = run_chains(o.dead_chains, o.corpus, kgs_paths)
    names = [l.strip().replace("ogs-score-estimator/", "").replace(".game", "").replace("/", "_")
             for l in open(o.ogs_list) if l.strip()]
    ogs_truth = json.load(open(os.path.join(o.ogs, "truth.json")))
    ogs = run_chains(o.dead_chains, o.ogs, [n + ".sgf" for n in names])

    def ogs_dead(g):
        t = ogs_truth[os.path.basename(g["file"])[:-4]]
        return {gtp_to_sgf(p, t["size"]) for p in t["dead"]}

    print(f"reliability, {o.split} split")
    rows = chain_rows(kgs, lambda g: None if g["markup_dead"] is None else set(g["markup_dead"]))
    rows += chain_rows(ogs, ogs_dead)
    calibration("chains not proved, KGS 2017 markup and OGS removals: kifu's dead/not dead right", rows)

    results = {}
    for line in open(o.kgs):
        r = json.loads(line)
        results[r["file"]] = r
    rows, settled_rows, sweep = [], [], []
    for g in kgs:
        r = results.get(g["file"])
        if r is None:
            continue
        least = g["least_confidence"]
        sweep.append((least, r["mismatch"] is None, r["agrees"] is True))
        if r["mismatch"] is not None:
            continue
        rows.append((bucket(least), r["agrees"] is True))
        if not r["estimate"]:
            settled_rows.append((bucket(least), r["agrees"] is True))
    table("KGS games, recorded_mismatch null, by least confidence: count reproduces RE", rows)
    table("  the same, games kifu reports settled", settled_rows)
    print("  settled at a threshold: share of the split's games, and settled precision (recorded_mismatch null)")
    print(f"    {'threshold':<10} {'settled':>8} {'share':>7} {'right':>6} {'of':>6} {'precision':>9}")
    for t in THRESHOLDS:
        settled = [x for x in sweep if x[0] >= t]
        judged = [x for x in settled if x[1]]
        right = sum(1 for x in judged if x[2])
        print(f"    {t:<10.2f} {len(settled):8d} {100 * len(settled) / len(sweep):6.1f}% {right:6d} {len(judged):6d}"
              f" {100 * right / max(len(judged), 1):8.2f}%")

if __name__ == "__main__":
    main()
