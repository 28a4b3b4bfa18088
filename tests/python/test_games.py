"""kifu.info, kifu.check and kifu.score against the command line's --format json: the same
objects, value for value, for every bundled record and every way of giving a source."""

from __future__ import annotations

import doctest
import inspect
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from conftest import SAMPLES, SOURCE, TEST_DATA, assert_same, kifu_json, mixed_archive

import kifu

RECORDS = SAMPLES + TEST_DATA
SEKI = SOURCE / "sample-games" / "seki-eye-japanese-vs-chinese.sgf"
TWO_GAMES = SOURCE / "tests" / "data" / "good_two_games.sgf"
GNUGO = SOURCE / "sample-games" / "gnugo-selfplay-9x9.sgf"


@pytest.mark.parametrize("command", ["info", "check", "score"])
@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.name)
def test_every_record_gives_the_command_lines_objects(command: str, record: Path) -> None:
    mine = getattr(kifu, command)(record)
    assert mine, "no game"
    assert_same(mine, kifu_json(command, "--format", "json", record))


def test_a_path_as_str_or_pathlike() -> None:
    assert_same(kifu.check(str(TWO_GAMES)), kifu.check(TWO_GAMES))
    assert [game["game"] for game in kifu.check(TWO_GAMES)] == [0, 1]


def test_bytes_and_text_read_as_the_file_does_under_their_name() -> None:
    expected = kifu.score(TWO_GAMES)
    for game in expected:
        game["file"] = "round3.sgf"
    assert_same(kifu.score(TWO_GAMES.read_bytes(), name="round3.sgf"), expected)
    assert_same(kifu.score(TWO_GAMES.read_text(encoding="utf-8"), name="round3.sgf"), expected)
    assert_same(kifu.score(bytearray(TWO_GAMES.read_bytes()), name="round3.sgf"), expected)
    assert kifu.info(TWO_GAMES.read_bytes())[0]["file"] == "<sgf>"


def test_text_is_read_as_the_unicode_it_is_whatever_its_ca_says() -> None:
    record = "(;GM[1]FF[4]CA[Shift_JIS]SZ[19]PB[本因坊秀策]PW[井上幻庵因碩];B[qd])"
    as_text = kifu.info(record)[0]
    as_bytes = kifu.info(record.encode("shift_jis"))[0]
    assert as_text["players"]["black"]["name"] == as_bytes["players"]["black"]["name"] == "本因坊秀策"
    assert as_text["warnings"] == as_bytes["warnings"] == []
    assert (as_text["charset"], as_bytes["charset"]) == ("UTF-8", "SHIFT_JIS")


def test_each_option_means_what_its_flag_means(tmp_path: Path) -> None:
    assert_same(kifu.check(SEKI, rules="aga"), kifu_json("check", "--format", "json", "--rules", "aga", SEKI))
    assert_same(kifu.check(SEKI, "nz"), kifu_json("check", "--format", "json", "--rules", "nz", SEKI))
    assert_same(kifu.score(GNUGO, rules="chinese", komi=5.5, move=30),
                kifu_json("score", "--format", "json", "--rules", "chinese", "--komi", "5.5", "--move", "30", GNUGO))
    assert_same(kifu.score(SEKI, komi=7), kifu_json("score", "--format", "json", "--komi", "7", SEKI))
    for dead in ("none", "auto"):
        assert_same(kifu.score(SEKI, dead=dead), kifu_json("score", "--format", "json", "--dead", dead, SEKI))
    listed = kifu_json("score", "--format", "json", "--dead", "C3,D4", SEKI)
    assert_same(kifu.score(SEKI, dead="C3,D4"), listed)
    assert_same(kifu.score(SEKI, dead=["C3", "D4"]), listed)
    points = tmp_path / "dead.txt"
    points.write_text("C3,D4\n")
    assert_same(kifu.score(SEKI, dead=points), listed)
    warned = SOURCE / "tests" / "data" / "warn_missing_paren.sgf"
    for command in ("info", "check", "score"):
        strict = getattr(kifu, command)(warned, strict=True)
        assert strict[0]["errors"], "--strict makes the warnings errors"
        assert_same(strict, kifu_json(command, "--format", "json", "--strict", warned))


def test_a_folder_and_an_archive_as_the_command_line_reads_them(tmp_path: Path) -> None:
    folder = SOURCE / "tests" / "data"
    for command in ("info", "check"):
        assert_same(getattr(kifu, command)(folder), kifu_json(command, "--format", "json", folder))
        assert_same(getattr(kifu, command)(folder, glob="good_*"),
                    kifu_json(command, "--format", "json", "--glob", "good_*", folder))
    archive = mixed_archive(tmp_path)
    games = kifu.check(archive)
    assert_same(games, kifu_json("check", "--format", "json", archive))
    # The member that is not SGF is an object with its error; the others are all there.
    unreadable = [game for game in games if game["game"] is None]
    assert [game["file"] for game in unreadable] == [f"{archive}:games/not-sgf.sgf"]
    assert unreadable[0]["errors"][0]["message"] == "no SGF game tree found"
    assert len(games) == 9  # seven records, one of two games, and the unreadable one


def test_other_threads_run_while_kifu_reads_and_analyses() -> None:
    # Scoring a 200-game collection: seconds of analysis, then 200 dicts made with the GIL.
    collection = (SOURCE / "sample-games" / "gnugo-selfplay-19x19.sgf").read_bytes() * 200
    finished: list[float] = []

    def score() -> None:
        games = kifu.score(collection)
        finished.append(time.monotonic() - start)
        assert len(games) == 200

    worker = threading.Thread(target=score)
    start = time.monotonic()
    worker.start()
    ticks = [start]
    while worker.is_alive():
        ticks.append(time.monotonic())
    worker.join()
    longest_wait = max(later - earlier for earlier, later in zip(ticks, ticks[1:]))
    assert finished[0] > 0.5, "too quick to tell"
    assert longest_wait < finished[0] / 4  # held, the GIL would stop this loop for the whole call


def test_the_signatures_and_help_show_the_contract() -> None:
    def parameters(function: object) -> list[tuple[str, object]]:
        return [(p.name, p.default if p.kind == p.POSITIONAL_OR_KEYWORD else "keyword only")
                for p in inspect.signature(function).parameters.values()]  # type: ignore[arg-type]

    empty = inspect.Parameter.empty
    keywords = [("strict", "keyword only"), ("glob", "keyword only")]
    assert parameters(kifu.info) == [("src", empty), *keywords, ("name", "keyword only")]
    assert parameters(kifu.check) == [("src", empty), ("rules", None), *keywords, ("name", "keyword only")]
    assert parameters(kifu.score) == [("src", empty), ("rules", None), ("dead", None), ("komi", None), ("move", None),
                                      *keywords, ("name", "keyword only")]
    for function in (kifu.batch, kifu.frame):
        assert parameters(function) == [("inputs", empty), ("jobs", 0), ("check_only", False), ("rules", None),
                                        ("dead", None), ("komi", None), *keywords, ("shard", "keyword only")]
    for function, command in ((kifu.info, "kifu info --format json"), (kifu.check, "kifu check --format json"),
                              (kifu.score, "kifu score --format json"), (kifu.batch, "kifu batch")):
        assert command in (function.__doc__ or "")
    assert "kifu batch --csv" in (kifu.frame.__doc__ or "")


def test_the_version_is_the_command_lines() -> None:
    import subprocess

    from conftest import BINARY

    version = subprocess.run([BINARY, "--version"], capture_output=True, text=True, check=True).stdout
    assert version.split()[-1] == kifu.__version__


def test_the_readme_examples_run_as_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(SOURCE)
    readme = (SOURCE / "README.md").read_text(encoding="utf-8")
    examples = re.findall(r"```pycon\n(.*?)```", readme, re.S)
    assert examples
    for text in examples:
        runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
        result = runner.run(doctest.DocTestParser().get_doctest(text, {}, "README.md", "README.md", 0))
        assert result.failed == 0


# Run in a child: SIGINT goes to the child alone. kifu.score over a folder ran to its end
# before Python's handler could run (two minutes for a 9,892-game archive), and then raised
# KeyboardInterrupt with every result lost: Ctrl-C is now taken between inputs.
SCORE_INTERRUPTED = r"""
import os, signal, sys, threading, time
import kifu
folder = sys.argv[1]
start = time.monotonic(); games = len(kifu.score(folder)); whole = time.monotonic() - start
threading.Timer(0.2, os.kill, (os.getpid(), signal.SIGINT)).start()
start = time.monotonic()
try:
    kifu.score(folder)
except KeyboardInterrupt:
    print(games, whole, time.monotonic() - start)
    sys.exit(0)
print("not interrupted")
sys.exit(1)
"""


def test_ctrl_c_stops_a_score_over_a_folder_between_inputs(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    for i in range(1000):
        shutil.copyfile(GNUGO, folder / f"{i}.sgf")
    child = subprocess.run([sys.executable, "-c", SCORE_INTERRUPTED, str(folder)], capture_output=True, text=True,
                           timeout=300, check=False)
    assert child.returncode == 0, child.stdout + child.stderr
    games, whole, interrupted = child.stdout.split()
    assert games == "1000"
    # Raised between inputs, long before the whole folder was read (which was when it came).
    assert float(interrupted) < float(whole) / 2, child.stdout


def test_text_with_a_byte_order_mark_is_sgf_and_a_lone_surrogate_is_said(tmp_path: Path) -> None:
    # What open(f, encoding="utf-8").read() gives for a file saved with a BOM: it was taken
    # for a path (FileNotFoundError).
    [game] = kifu.info("\ufeff(;GM[1]FF[4]PB[x];B[aa])")
    assert game["players"]["black"]["name"] == "x"
    assert game["warnings"] == []
    # A lone surrogate is no character: a ValueError saying so, not UnicodeEncodeError.
    with pytest.raises(ValueError, match="no character"):
        kifu.info("(;GM[1]PB[\udce9];B[aa])")


def test_a_dead_stones_file_whose_name_is_not_utf8_is_read(tmp_path: Path) -> None:
    # The command line reads it; the module raised pybind11's internal TypeError.
    name = os.fsdecode(bytes(tmp_path) + b"/dead\xe9.txt")
    Path(name).write_text("aa\n")
    assert_same(kifu.score(GNUGO, dead=name), kifu_json("score", "--format", "json", "--dead", name, GNUGO))

