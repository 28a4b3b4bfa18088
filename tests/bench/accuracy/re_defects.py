#!/usr/bin/env python3
"""Which KGS failures no correct judgement can reproduce? (issue 5)

usage: tests/bench/accuracy/re_defects.py [KIFU]   (env: DEAD=auto, EVAL=/tmp/kifu-eval, SHARED=../shared)

Run kgs_re.sh first (same DEAD); this reads $EVAL/kgs_re_$DEAD.jsonl and looks at every game
whose count does not agree with RE for signs that RE itself does not follow from the final
position. Classes, first match:

  capturable-kept   RE is reproduced exactly when one chain kifu counts dead (or all such
                    chains together) is counted alive, and that chain is in atari on the final board: the opponent captures it at
                    its last liberty, and the capturing stone keeps two liberties or more (no
                    snapback, no ko). The players left a chain on the board that any ruleset's
                    confirmation captures, and KGS counted it alive (it turns the points around
                    it into dame).
  winner-swapped    kifu's margin is RE's with the other winner (|RE| >= 2): a record defect.
  other             anything else: kifu's judgement, counting conventions, or defects this
                    script does not detect.

Prints the number in each class and the resulting ceiling: the share of all counted games a
judge could reproduce if it called those in-atari chains dead, as every ruleset does.
Output table: $EVAL/re_defects_$DEAD.tsv (file, class, RE, kifu result, stones kept alive).
"""
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
CORPUS = Path(os.environ.get("SHARED", REPO.parent / "shared")) / "corpus"
KIFU = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("KIFU", "build/kifu")).resolve()
DEAD = os.environ.get("DEAD", "auto")
EVAL = Path(os.environ.get("EVAL", "/tmp/kifu-eval"))
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def kifu(*args):
    return subprocess.run([str(KIFU), *args], cwd=CORPUS, capture_output=True, text=True).stdout


def final_board(path):
    """The final position from `kifu show --ascii`: {(x, y): 'X' or 'O'}, and the board size."""
    lines = kifu("show", "--ascii", path).splitlines()
    board, y = {}, 0
    for line in lines[2:]:
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


def safely_capturable(board, stone, size):
    """The chain at `stone` is in atari, and the opponent's capture leaves its stone with two
    liberties or more."""
    chain, libs = chain_and_liberties(board, stone, size)
    if len(libs) != 1:
        return False
    point = next(iter(libs))
    after = {p: c for p, c in board.items() if p not in chain}
    after[point] = "O" if board[stone] == "X" else "X"
    return len(chain_and_liberties(after, point, size)[1]) >= 2


def sgf_to_xy(s):
    return ord(s[0]) - 97, ord(s[1]) - 97


def margin(result):
    if not result or result[0] not in "BW" or "+" not in result:
        return None
    try:
        value = float(result.split("+", 1)[1])
    except ValueError:
        return None
    return value if result[0] == "B" else -value


def capturable_dead_chains(board, size, dead):
    """The chains kifu counts dead that are in atari and safely capturable, as SGF point sets."""
    seen, found = set(), []
    for point in sorted(dead):
        xy = sgf_to_xy(point)
        if xy in seen or xy not in board:
            continue
        chain, _ = chain_and_liberties(board, xy, size)
        seen |= chain
        if safely_capturable(board, xy, size):
            found.append({f"{chr(97 + x)}{chr(97 + y)}" for x, y in chain})
    return found


def classify(game):
    re_margin, kifu_margin = margin(game["recorded"]), margin(game["result"])
    board, size = final_board(game["file"])
    dead = set(game["dead"])
    chains = capturable_dead_chains(board, size, dead)
    # Each such chain kept alive on its own, then all of them together.
    for alive in chains + ([set().union(*chains)] if len(chains) > 1 else []):
        rest = ",".join(sorted(dead - alive)) or "none"
        out = kifu("score", "--dead", rest, "--format", "json", game["file"]).splitlines()
        if out and json.loads(out[0])["agrees"]["ruleset"]:
            return "capturable-kept", ",".join(sorted(alive))
    if re_margin is not None and kifu_margin is not None and abs(re_margin) >= 2 and kifu_margin == -re_margin:
        return "winner-swapped", ""
    return "other", ""


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
    counts, rows = {}, []
    for game in failing:
        cls, chain = classify(game)
        counts[cls] = counts.get(cls, 0) + 1
        rows.append("\t".join([game["file"], cls, game["result_raw"] or "-", game["result"] or "-", chain]))
    # The same kind of chain in the games that agree: there the players took it off (or KGS
    # counted it dead), so no judge can tell from the board which of the two they did.
    agreeing_with_one = 0
    for game in games:
        if game["agrees"] is True:
            board, size = final_board(game["file"])
            agreeing_with_one += bool(capturable_dead_chains(board, size, set(game["dead"])))
    table = EVAL / f"re_defects_{DEAD}.tsv"
    table.write_text("".join(r + "\n" for r in rows))
    total, agree = len(games), len(games) - len(failing)
    defects = counts.get("capturable-kept", 0) + counts.get("winner-swapped", 0)
    print(f"KGS counted games: {total}; kifu --dead {DEAD} agrees with RE in {agree} ({100 * agree / total:.1f}%)")
    for cls in ("capturable-kept", "winner-swapped", "other"):
        print(f"  {cls:16} {counts.get(cls, 0):5}")
    print(f"RE does not follow from the final position in {defects} games ({100 * defects / total:.1f}%): "
          f"a judge that gets every other game right reaches at most {100 * (total - defects) / total:.1f}%")
    print(f"For comparison, {agreeing_with_one} of the {agree} agreeing games also end with a chain in atari that "
          f"kifu counts dead, as RE does there: the players took such chains off in those games and not in the others")
    print(f"table: {table}")


if __name__ == "__main__":
    main()
