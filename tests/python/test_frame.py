"""kifu.frame: the table `kifu batch --csv` writes, as a DataFrame with typed columns; and
kifu without pandas."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from conftest import SAMPLES, SOURCE, assert_frame_is_the_csv, kifu_csv, mixed_archive

import kifu

DTYPES = {
    "Int64": ["game", "moves", "handicap", "unsettled_points", "black_rank_value", "white_rank_value",
              "event_problems", "duplicate_of_game"],
    "int64": ["violations", "repetitions", "warnings", "errors"],
    "Float64": ["komi", "recorded_margin", "japanese_margin", "chinese_margin", "by_ruleset_margin"],
    "boolean": ["agrees_japanese", "agrees_chinese", "agrees_ruleset", "result_stands", "estimate", "too_early"],
    "category": ["archive", "size", "ruleset", "ruleset_from", "verdict", "dead_source", "status", "black_rank",
                 "white_rank", "result_stands_basis", "likely_recording_error", "recorded_mismatch", "winner",
                 "duplicate_relation", "duplicate_symmetry"],
    "string": ["file", "member", "black", "white", "recorded", "japanese", "chinese", "by_ruleset", "input_error",
               "content_hash", "date", "event", "result_stands_reason", "result_note", "error_messages",
               "event_problem_kinds", "event_problem_reasons", "duplicate_of"],
}


@pytest.mark.parametrize("check_only", [False, True])
def test_the_table_of_kifu_batch_csv_with_typed_columns(tmp_path: Path, check_only: bool) -> None:
    inputs = [SOURCE / "sample-games", SOURCE / "tests" / "data", mixed_archive(tmp_path), tmp_path / "missing.sgf"]
    frame = kifu.frame(inputs, check_only=check_only)
    flags = ["--check-only"] if check_only else []
    assert_frame_is_the_csv(frame, kifu_csv(*flags, *inputs, folder=tmp_path))
    samples = len(list((SOURCE / "sample-games").rglob("*.sgf")))  # its event folder's records too
    assert len(frame) == samples + 13 + 9 + 1  # sample games, tests/data's, the archive's, the missing file
    assert {name: str(dtype) for name, dtype in frame.dtypes.items()} == {
        name: dtype for dtype, names in DTYPES.items() for name in names}
    assert list(frame.columns) == list(kifu._core.TABLE_COLUMNS)
    # The values that make the types worth having.
    assert frame["komi"].sum() > 0 and frame["moves"].max() > 200
    assert set(frame["verdict"].dropna()) >= {"ok", "illegal"}
    assert set(frame["winner"].dropna()) == {"B", "W"}
    assert frame["input_error"].notna().sum() == 2  # the member that is not SGF, the missing file


def test_an_empty_run_has_the_columns_and_their_types(tmp_path: Path) -> None:
    frame = kifu.frame([])  # no inputs (an empty folder is an error row, as in kifu batch)
    assert len(frame) == 0
    assert {name: str(dtype) for name, dtype in frame.dtypes.items()} == {
        name: dtype for dtype, names in DTYPES.items() for name in names}


def test_options_as_in_batch(tmp_path: Path) -> None:
    frame = kifu.frame(SAMPLES, rules="chinese", komi=0.5, dead="none", shard="1/2")
    rows = kifu_csv("--rules", "chinese", "--komi", "0.5", "--dead", "none", "--shard", "1/2", *SAMPLES, folder=tmp_path)
    assert_frame_is_the_csv(frame, rows)
    assert set(frame["ruleset"]) == {"chinese"}
    assert 0 < len(frame) < len(SAMPLES)


WITHOUT_PANDAS = r"""
import sys
sys.modules["pandas"] = None  # import pandas now fails, as on a machine without it
import kifu
assert kifu.check(sys.argv[1])[0]["verdict"]
assert sum(1 for _ in kifu.batch(sys.argv[1])) == 1
try:
    kifu.frame(sys.argv[1])
except ImportError:
    print("frame needs pandas")
"""


def test_kifu_works_without_pandas_until_frame_is_called() -> None:
    child = subprocess.run([sys.executable, "-c", WITHOUT_PANDAS, str(SAMPLES[0])], capture_output=True, text=True,
                           check=False)
    assert (child.returncode, child.stdout) == (0, "frame needs pandas\n"), child.stderr
