"""The contract as editors and type checkers see it: kifu/_core.pyi matches the extension
(mypy's stubtest), the package checks under mypy --strict, and a script that calls kifu
with wrong types gets the errors an editor would underline."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("mypy", reason="mypy (Debian: python3-mypy) checks the types")

USER_SCRIPT = """\
from pathlib import Path
import kifu

games: list[kifu.Game] = kifu.score("game.sgf", rules="aga", dead=["D4", "E5"], komi=6.5, move=120)
verdicts = [game["verdict"] for game in kifu.batch(["games.tar.gz", Path("more")], jobs=2, check_only=True)]
info = kifu.info(b"(;GM[1])", strict=True, name="upload.sgf")
try:
    kifu.check(Path("round3"), "japanese", glob="*.SGF")
except kifu.SgfError as error:
    where: tuple[str, int | None, int | None] = (error.file, error.line, error.column)
version: str = kifu.__version__
kifu.score("game.sgf", komi="6.5")
kifu.batch("games.tar.gz", jobs="all")
kifu.info(42)
"""


def mypy(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=folder, capture_output=True, text=True, check=False)


def test_the_stub_matches_the_extension(tmp_path: Path) -> None:
    run = mypy(tmp_path, "mypy.stubtest", "kifu._core")
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_package_checks_under_mypy_strict(tmp_path: Path) -> None:
    # --ignore-missing-imports: Debian's pandas has no type information.
    run = mypy(tmp_path, "mypy", "--strict", "--ignore-missing-imports", "-p", "kifu")
    assert run.returncode == 0, run.stdout + run.stderr


def test_wrong_calls_are_errors_where_they_are(tmp_path: Path) -> None:
    (tmp_path / "analysis.py").write_text(USER_SCRIPT)
    run = mypy(tmp_path, "mypy", "--strict", "--ignore-missing-imports", "analysis.py")
    lines = sorted({int(line.split(":")[1]) for line in run.stdout.splitlines() if ": error:" in line})
    assert lines == [12, 13, 14], run.stdout
