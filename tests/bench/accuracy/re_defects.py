#!/usr/bin/env python3
"""Can a judge tell from the board which KGS records keep a chain in atari alive? (issue 5)

usage: tests/bench/accuracy/re_defects.py [KIFU]   (env: DEAD=auto, EVAL=/tmp/kifu-eval, SHARED=../shared)

Run kgs_re.sh first (same DEAD); it reads $EVAL/kgs_re_$DEAD.jsonl. kifu explains a failing
game by the record itself (`recorded_mismatch` in its JSON) when RE is its count with a chain
counted alive that is in atari and that the opponent captures at once, keeping two liberties
(chain-in-atari-kept), when RE names the other winner (winner-swapped), or when no marking
of dead stones gives RE (beyond-the-board), or when RE takes stones in seki off
(seki-taken-off), or when RE keeps alive a chain of two liberties that reading and the
play-outs both capture (capturable-chain-kept); another kind, must-fill-counted, is a way of
counting, not a defect. This script prints the kinds with the ceiling the defects set, and then counts the agreeing games that end with the
same kind of chain, which kifu counts dead there as RE does: if they are many, the players
took such chains off in most games and not in the few, and nothing on the board says which.
Output table: $EVAL/re_defects_$DEAD.tsv (file, kind, RE, kifu result).
"""
import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
CORPUS = Path(os.environ.get("SHARED", REPO.parent / "shared")) / "corpus"
KIFU = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("KIFU", "build/kifu")).resolve()
DEAD = os.environ.get("DEAD", "auto")
EVAL = Path(os.environ.get("EVAL", "/tmp/kifu-eval"))


def final_board(path):
    """The final position from `kifu show --ascii`: {(x, y): 'X' or 'O'}, and the board size."""
    lines = subprocess.run([str(KIFU), "show", "--ascii", path], cwd=CORPUS, capture_output=True, text=True).stdout
    board, y = {}, 0
    for line in lines.splitlines()[2:]:
        cells = line.split()
        if len(cells) < 3 or not cells[0].isdigit():
            break
        for x, c in enumerate(cells[1:-1]):
            if c in "XO":
                board[(x, y)] = c
        y += 1
    return board, y


def neighbours(p, size):
    x, y = p
    return [(a, b) for a, b in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)) if 0 <= a < size and 0 <= b < size]


def chain_and_liberties(board, start, size):
    colour, chain, libs, todo = board[start], {start}, set(), [start]
    while todo:
        for n in neighbours(todo.pop(), size):
            if n not in board:
                libs.add(n)
            elif board[n] == colour and n not in chain:
                chain.add(n)
                todo.append(n)
    return chain, libs


def has_capturable_dead_chain(board, size, dead):
    """A chain kifu counts dead is in atari, and the opponent's capture keeps two liberties."""
    for point in dead:
        stone = (ord(point[0]) - 97, ord(point[1]) - 97)
        if stone not in board:
            continue
        chain, libs = chain_and_liberties(board, stone, size)
        if len(libs) != 1:
            continue
        capture = next(iter(libs))
        after = {p: c for p, c in board.items() if p not in chain}
        after[capture] = "O" if board[stone] == "X" else "X"
        if len(chain_and_liberties(after, capture, size)[1]) >= 2:
            return True
    return False


def main():
    if not CORPUS.is_dir():
        print(f"skipped: ../shared absent ({CORPUS})")
        return
    source = EVAL / f"kgs_re_{DEAD}.jsonl"
    if not source.is_file():
        print(f"run kgs_re.sh first ({source} missing)")
        return
    games = [json.loads(line) for line in source.open()]
    failing = [g for g in games if g["agrees"] is not True]
    counts = {}
    for game in failing:
        kind = game.get("mismatch") or "unexplained"
        counts[kind] = counts.get(kind, 0) + 1
    table = EVAL / f"re_defects_{DEAD}.tsv"
    table.write_text("".join("\t".join([g["file"], g.get("mismatch") or "unexplained", g["result_raw"] or "-",
                                        g["result"] or "-"]) + "\n" for g in failing))
    total, agree = len(games), len(games) - len(failing)
    defects = sum(counts.get(kind, 0) for kind in ("chain-in-atari-kept", "capturable-chain-kept", "winner-swapped",
                                                   "beyond-the-board", "seki-taken-off"))
    print(f"KGS counted games: {total}; kifu --dead {DEAD} agrees with RE in {agree} ({100 * agree / total:.1f}%)")
    for kind in ("chain-in-atari-kept", "capturable-chain-kept", "winner-swapped", "beyond-the-board", "seki-taken-off", "must-fill-counted",
                 "unexplained"):
        print(f"  {kind:20} {counts.get(kind, 0):5}")
    print(f"RE does not follow from the final position in {defects} games ({100 * defects / total:.1f}%): "
          f"no judge agrees with more than {100 * (total - defects) / total:.1f}%")
    same_kind = 0
    for game in games:
        if game["agrees"] is True:
            board, size = final_board(game["file"])
            same_kind += has_capturable_dead_chain(board, size, game["dead"])
    print(f"For comparison, {same_kind} of the {agree} agreeing games end with such a chain too, and RE counts it "
          f"dead there: the players took it off in those games and not in the others")
    print(f"table: {table}")


if __name__ == "__main__":
    main()
