"""kifu.batch against `kifu batch`: the same objects in the same order for files, folders
and archives under every option; bad records as objects; and a run that stops when it is
closed, dropped or interrupted, its threads joined."""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from conftest import SAMPLES, SOURCE, TEST_DATA, assert_same, kifu_json, mixed_archive

import kifu

DATA = SOURCE / "tests" / "data"


def threads() -> int:
    return len(os.listdir("/proc/self/task"))


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_objects_of_kifu_batch_in_input_order(tmp_path: Path, jobs: int) -> None:
    archive = mixed_archive(tmp_path)
    inputs = [SOURCE / "sample-games", archive, DATA / "good_two_games.sgf", tmp_path / "missing.sgf"]
    for options, flags in (({}, []), ({"check_only": True}, ["--check-only"]),
                           ({"rules": "chinese", "komi": 0.5, "dead": "none", "strict": True},
                            ["--rules", "chinese", "--komi", "0.5", "--dead", "none", "--strict"]),
                           ({"check_only": True, "glob": "*-ko*"}, ["--check-only", "--glob", "*-ko*"])):
        mine = list(kifu.batch(inputs, jobs=jobs, **options))
        assert_same(mine, kifu_json("batch", "-q", "-j", jobs, *flags, *inputs))
    # The glob's two sample records (-ko-), the archive's error (no record matches), the file
    # named (two games), the missing file's error.
    assert len(mine) == 6


def test_bad_records_are_objects_and_the_rest_go_on(tmp_path: Path) -> None:
    games = list(kifu.batch([tmp_path / "missing.sgf", mixed_archive(tmp_path), *SAMPLES[:2]], check_only=True))
    errors = {game["file"]: game["errors"][0]["message"] for game in games if game["game"] is None}
    assert errors == {str(tmp_path / "missing.sgf"): "cannot open: No such file or directory",
                      f"{tmp_path / 'games.tar.gz'}:games/not-sgf.sgf": "no SGF game tree found"}
    assert len(games) == 2 + 8 + 2


def test_a_path_a_pathlike_or_any_iterable_of_them() -> None:
    expected = list(kifu.batch([str(DATA)], check_only=True))
    assert_same(list(kifu.batch(DATA, check_only=True)), expected)
    assert_same(list(kifu.batch(str(DATA), check_only=True)), expected)
    assert_same(list(kifu.batch((p for p in [DATA]), check_only=True)), expected)
    assert list(kifu.batch([], check_only=True)) == []


def test_shards_split_the_inputs_exactly() -> None:
    inputs = [*SAMPLES, *TEST_DATA]
    whole = list(kifu.batch(inputs, check_only=True))
    shares = [list(kifu.batch(inputs, check_only=True, shard=f"{i}/3")) for i in (1, 2, 3)]
    assert all(shares), "every share holds some"
    assert sorted(game["file"] for share in shares for game in share) == sorted(game["file"] for game in whole)
    assert_same(shares[1], kifu_json("batch", "-q", "--check-only", "--shard", "2/3", *inputs))


def many_inputs(count: int) -> list[Path]:
    """`count` distinct inputs: copies of the samples (a file named twice is read once)."""
    folder = Path(tempfile.mkdtemp(prefix="kifu-many-"))
    atexit.register(shutil.rmtree, folder, True)
    inputs = []
    for i in range(count):
        copy = folder / f"{i}.sgf"
        shutil.copyfile(SAMPLES[i % len(SAMPLES)], copy)
        inputs.append(copy)
    return inputs


def test_closing_or_dropping_the_generator_stops_the_run() -> None:
    before = threads()
    games = kifu.batch(many_inputs(5000), jobs=2)
    next(games)
    assert threads() > before  # the run's reader, workers and hand-off
    start = time.monotonic()
    games.close()
    assert threads() == before
    assert time.monotonic() - start < 10  # each worker finishes one game, not 5000
    games = kifu.batch(many_inputs(5000), jobs=2)
    next(games)
    del games
    gc.collect()
    assert threads() == before
    unstarted = kifu.batch(many_inputs(5000), jobs=2)  # never iterated: dropping it stops it too
    del unstarted
    assert threads() == before


# Run in a child: SIGINT goes to the child alone. The first input is one record holding
# 300,000 games (a second or more to replay), so the consumer is waiting inside kifu when
# Ctrl-C comes; the worker finishes that input, and the rest are dropped.
INTERRUPTED = r"""
import os, signal, sys, threading, time
import kifu
slow = sys.argv[1]
games = kifu.batch([slow, sys.argv[2]], jobs=1, check_only=True)  # argv[2]: a folder of 1000 records
threading.Timer(0.2, os.kill, (os.getpid(), signal.SIGINT)).start()
received = 0
start = time.monotonic()
try:
    for game in games:
        received += 1
except KeyboardInterrupt:
    time.sleep(0.1)  # the timer's thread ends; the run's must have ended already
    print(received, len(os.listdir("/proc/self/task")), round(time.monotonic() - start, 1))
    sys.exit(0)
print("not interrupted:", received)
sys.exit(1)
"""


def test_ctrl_c_stops_the_run_and_raises_keyboard_interrupt(tmp_path: Path) -> None:
    slow = tmp_path / "collection.sgf"
    slow.write_text("".join(f"(;GM[1]SZ[19]PB[p{i}];B[pd];W[dp];B[pp];W[dd];B[fq];W[cn])" for i in range(300000)))
    more = tmp_path / "more"
    more.mkdir()
    for i in range(1000):
        shutil.copyfile(SAMPLES[0], more / f"{i}.sgf")
    child = subprocess.run([sys.executable, "-c", INTERRUPTED, str(slow), str(more)], capture_output=True,
                           text=True, timeout=300, check=False)
    assert child.returncode == 0, child.stdout + child.stderr
    received, threads_left, _seconds = child.stdout.split()
    # Raised while kifu waited for the first input, so not one game was handed out, and the
    # run's threads are gone; the 1000 inputs behind it were never read.
    assert (received, threads_left) == ("0", "1")
