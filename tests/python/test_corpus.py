"""Every function against the command line on 500 records spread over ../shared/corpus
(real servers' and archives' files, every charset and oddity): skipped without it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import assert_frame_is_the_csv, assert_same, corpus_records, kifu_csv, kifu_json

import kifu


@pytest.fixture(scope="module")
def records() -> list[Path]:
    return corpus_records(500)


@pytest.mark.parametrize("command", ["info", "check", "score"])
def test_each_function_gives_the_command_lines_objects(records: list[Path], command: str) -> None:
    expected = kifu_json(command, "--format", "json", *records)
    mine: list[dict[str, Any]] = []
    for record in records:
        try:
            mine += getattr(kifu, command)(record)
        except kifu.SgfError as error:  # the command line writes the file's unreadable object
            unreadable = expected[len(mine)]
            assert (unreadable["game"], unreadable["file"]) == (None, error.file)
            assert unreadable["errors"][0]["message"] == error.message
            mine.append(unreadable)
    assert len(records) == 500
    assert_same(mine, expected)


def test_batch_and_frame_give_kifu_batchs_objects_and_table(records: list[Path], tmp_path: Path) -> None:
    assert_same(list(kifu.batch(records, jobs=2)), kifu_json("batch", "-q", "-j", "2", *records))
    assert_frame_is_the_csv(kifu.frame(records, check_only=True), kifu_csv("--check-only", *records, folder=tmp_path))
