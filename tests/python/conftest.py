"""What the Python module's tests share: the kifu binary and its JSON and CSV, the bundled
records, records from ../shared/corpus (tests that need them skip without it), and a strict
comparison. Run by ctest (tests/python/CMakeLists.txt) with PYTHONPATH at the build tree's
package and KIFU_BINARY, KIFU_SOURCE_DIR set."""

from __future__ import annotations

import csv
import io
import json
import math
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

SOURCE = Path(os.environ.get("KIFU_SOURCE_DIR", Path(__file__).resolve().parents[2]))
BINARY = os.environ.get("KIFU_BINARY", str(SOURCE / "build" / "kifu"))
CORPUS = SOURCE.parent / "shared" / "corpus"
SAMPLES = sorted((SOURCE / "sample-games").glob("*.sgf"))
TEST_DATA = sorted((SOURCE / "tests" / "data").glob("*.sgf"))


def kifu_json(*args: Any) -> list[dict[str, Any]]:
    """The objects the binary writes as JSON Lines for these arguments."""
    run = subprocess.run([BINARY, *map(str, args)], capture_output=True, check=False)
    assert run.returncode in (0, 1, 2, 3), run.stderr.decode()
    return [json.loads(line) for line in run.stdout.splitlines()]


def kifu_csv(*args: Any, folder: Path) -> list[dict[str, str]]:
    """The rows `kifu batch --csv` writes for these arguments, as text by column name."""
    out = folder / "games.csv"
    subprocess.run([BINARY, "batch", "-q", "--csv", out, *map(str, args)], check=False)
    with open(out, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(io.StringIO(f.read())))


def assert_same(mine: Any, theirs: Any) -> None:
    """Equal value for value, and written alike: the same key order, and no 1 for 1.0 or True."""
    assert mine == theirs
    assert json.dumps(mine) == json.dumps(theirs)


def assert_frame_is_the_csv(frame: Any, rows: list[dict[str, str]]) -> None:
    """kifu.frame's table holds what `kifu batch --csv` wrote, value for value."""
    import numpy
    import pandas

    def csv_text(value: object) -> str:  # as the CSV writes a value: an empty field for <NA>
        if value is pandas.NA or value is None or (isinstance(value, float) and math.isnan(value)):
            return ""
        if isinstance(value, (bool, numpy.bool_)):
            return "true" if value else "false"
        return str(value)

    assert list(frame.columns) == list(rows[0].keys())
    assert len(frame) == len(rows)
    for index, row in enumerate(rows):
        for name, text in row.items():
            value = frame[name].iloc[index]
            if text and frame[name].dtype == "Float64":
                assert float(text) == value, (index, name)
            else:
                assert csv_text(value) == text, (index, name)


def corpus_records(count: int) -> list[Path]:
    """`count` .sgf files spread over the whole corpus (every k-th of the sorted list), or a skip."""
    if not CORPUS.is_dir():
        pytest.skip(f"{CORPUS} not found (the corpus tests need ../shared)")
    files = sorted(p for p in CORPUS.rglob("*") if p.suffix.lower() == ".sgf" and p.is_file())
    return files[:: max(1, len(files) // count)][:count]


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    # Every test skipped (no ../shared): ctest's SKIP_RETURN_CODE, so that ctest says
    # "Skipped" rather than "Passed".
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if exitstatus == 0 and reporter is not None and reporter.stats.get("skipped") and not reporter.stats.get("passed"):
        session.exitstatus = 77


def write_archive(path: Path, members: dict[str, bytes]) -> Path:
    """A .tar.gz holding `members` (name -> bytes), in that order."""
    import tarfile

    with tarfile.open(path, "w:gz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return path


def mixed_archive(folder: Path) -> Path:
    """Records kifu reads, one that is not SGF, and a file the glob leaves out."""
    members = {f"games/{p.name}": p.read_bytes() for p in SAMPLES[:4] + TEST_DATA[:3]}
    members["games/not-sgf.sgf"] = b"this is not a game record\n"
    members["games/notes.txt"] = b"(;GM[1]SZ[9];B[ee])"
    return write_archive(folder / "games.tar.gz", members)
