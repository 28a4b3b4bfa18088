#!/usr/bin/python3
"""The exit statuses each command can return, as its --help lists them, as the man page's
"Which command returns which" lists them, and as the README's table gives them: one set
per command, the same in all three (the man page left out merge's 130, and the README
three of the statuses). The top-level --help lists every status some command returns, and
every "When several apply" line keeps the order kifu(1) states.

usage: exit_status_docs.py KIFU MAN_PAGE README
"""
import re
import subprocess
import sys

kifu, man_page, readme = sys.argv[1:4]
failures = []


def help_text(*args):
    return subprocess.run([kifu, *args, "--help"], capture_output=True, text=True, check=True).stdout


def help_statuses(text):
    footer = text[text.index("Exit status:"):]
    return {int(s) for s in re.findall(r"^  (\d+)  ", footer, re.M)}


top = help_text()
commands = re.findall(r"^  ([a-z]+) {2,}", top[top.index("Subcommands:"):top.index("Exit status:")], re.M)
from_help = {c: help_statuses(help_text(c)) for c in commands}

# The man page: ".Cm NAME" lines (joined by "," or "and"), then "0, 1, 2, 64, 74;".
man = open(man_page, encoding="utf-8").read()
section = man[man.index("Which command returns which:"):man.index("Each command's\n.Fl -help")]
from_man, names = {}, []
for line in section.splitlines()[1:]:
    if line.startswith(".Cm "):
        names.append(line.split()[1])
    elif re.match(r"^\d", line):
        for name in names:
            from_man[name] = {int(s) for s in re.findall(r"\d+", line)}
        names = []

# The README's table: "| status | meaning | returned by |", by "all" or "all but a, b".
from_readme = {c: set() for c in commands}
text = open(readme, encoding="utf-8").read()
for status, who in re.findall(r"^\| (\d+) \|.*\| ([a-z ,]+) \|$", text, re.M):
    if who == "all":
        listed = set(commands)
    elif who.startswith("all but "):
        listed = set(commands) - {w.strip() for w in who[len("all but "):].split(",")}
    else:
        listed = {w.strip() for w in who.split(",")}
    for c in listed:
        from_readme.setdefault(c, set()).add(int(status))

for c in commands:
    for where, table in (("the man page", from_man), ("the README", from_readme)):
        if table.get(c) != from_help[c]:
            failures.append(f"{c}: --help lists {sorted(from_help[c])}, {where} {sorted(table.get(c, set()))}")

every = set().union(*from_help.values())
if help_statuses(top) != every:
    failures.append(f"kifu --help lists {sorted(help_statuses(top))}, the commands return {sorted(every)}")

# "When several apply": the listed statuses, in kifu(1)'s order.
order = [130, 141, 143, 64, 78, 74, 2, 3, 1]
for c in [None, *commands]:
    text = top if c is None else help_text(c)
    line = re.search(r"^When several apply: (.*?)\.", text, re.M)
    named = [int(s) for s in re.findall(r"\d+", line.group(1))] if line else []
    want = [s for s in order if s in help_statuses(text)]
    if named != want:
        failures.append(f"{c or 'kifu'}: 'When several apply' gives {named}, its statuses in order are {want}")

for f in failures:
    print("FAIL:", f)
if failures:
    sys.exit(1)
print(f"exit statuses of {len(commands)} commands: --help, the man page and the README agree")
