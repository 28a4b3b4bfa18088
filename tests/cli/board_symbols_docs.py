#!/usr/bin/python3
"""The board symbols the man page names are those `kifu show` and `kifu score` draw: every
symbol of score's legend, and show's empty point, is in the man page as groff renders it
(it gave U+22C5 for the empty point, which kifu draws as U+00B7).

usage: board_symbols_docs.py KIFU MAN_PAGE SAMPLE.sgf
"""
import subprocess
import sys

kifu, man_page, sample = sys.argv[1:4]
# The groff escapes the page uses for symbols, as the characters they render.
ESCAPES = {r"\(pc": "\u00b7", r"\(md": "\u22c5", r"\(bu": "\u2022"}
man = open(man_page, encoding="utf-8").read()
for escape, char in ESCAPES.items():
    man = man.replace(escape, char)

score = subprocess.run([kifu, "score", sample], capture_output=True, text=True).stdout
legend = next(line for line in score.splitlines() if "stones" in line and "dame" in line)
show = subprocess.run([kifu, "show", sample, "--move", "0"], capture_output=True, text=True, check=True).stdout
empty = show.splitlines()[2].split()[1]  # row 9, column A of an empty 9x9 board

symbols = {c for c in legend if ord(c) > 127} | {empty}
missing = sorted(c for c in symbols if c not in man)
if missing:
    print("FAIL: the man page lacks", ", ".join(f"{c} (U+{ord(c):04X})" for c in missing))
    sys.exit(1)
print(f"the man page names all {len(symbols)} board symbols kifu draws")
