"""Bad input and wrong arguments: kifu.SgfError with the file and the command line's
message for a source that gives no game, TypeError and ValueError with the command line's
words for arguments, and no input that crashes the interpreter."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from conftest import SAMPLES, SOURCE, kifu_json

import kifu

GAME = SOURCE / "sample-games" / "gnugo-selfplay-9x9.sgf"  # 43 moves


@pytest.mark.parametrize("data", [b"", b"this is not a game record", b"(", b"\xff\xfe\x00"])
def test_a_source_that_gives_no_game_raises_sgf_error_with_the_command_lines_message(tmp_path: Path,
                                                                                   data: bytes) -> None:
    record = tmp_path / "bad.sgf"
    record.write_bytes(data)
    expected = kifu_json("info", "--format", "json", record)[0]["errors"][0]
    for function in (kifu.info, kifu.check, kifu.score):
        with pytest.raises(kifu.SgfError) as raised:
            function(record)
        error = raised.value
        assert (error.file, error.message) == (str(record), expected["message"])
        assert (error.line, error.column) == (None, None)  # the file as a whole
        assert str(error) == f"{record}: error: {expected['message']}"
        with pytest.raises(kifu.SgfError) as raised:
            function(data, name="upload.sgf")
        assert (raised.value.file, raised.value.message) == ("upload.sgf", expected["message"])


def test_a_folder_with_no_record_raises_sgf_error_with_the_command_lines_message(tmp_path: Path) -> None:
    # The command line: "DIR: error: no records found (looked for *.sgf)", exit 2. An empty
    # list would let a mistyped or empty folder pass for one whose games are all clean.
    empty = tmp_path / "empty"
    empty.mkdir()
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "readme.txt").write_text("not a game")
    for folder in (empty, notes):
        expected = kifu_json("info", "--format", "json", folder)[0]["errors"][0]
        assert expected["message"] == "no records found (looked for *.sgf)"
        for function in (kifu.info, kifu.check, kifu.score):
            with pytest.raises(kifu.SgfError) as raised:
                function(folder)
            assert (raised.value.file, raised.value.message) == (str(folder), expected["message"])
            assert str(raised.value) == f"{folder}: error: {expected['message']}"
    with pytest.raises(kifu.SgfError, match=r"no records found \(looked for \*\.txt\)"):
        kifu.info(empty, glob="*.txt")
    assert kifu.info(notes, glob="*.txt")[0]["game"] is None  # read, and not SGF: its object


def test_sgf_error_is_a_value_error_that_survives_pickling() -> None:
    with pytest.raises(ValueError) as raised:
        kifu.check(b"not sgf")
    assert isinstance(raised.value, kifu.SgfError)
    copy = pickle.loads(pickle.dumps(raised.value))  # as Dask carries it back from a worker
    assert type(copy) is kifu.SgfError
    assert (copy.file, copy.line, copy.column, copy.message, str(copy)) == (
        "<sgf>", None, None, "no SGF game tree found", "<sgf>: error: no SGF game tree found")


def test_a_path_that_does_not_exist_raises_file_not_found(tmp_path: Path) -> None:
    for function in (kifu.info, kifu.check, kifu.score):
        with pytest.raises(FileNotFoundError) as raised:
            function(tmp_path / "missing.sgf")
        # The path as the caller gave it, as open() names it (it was the bytes b'...').
        assert raised.value.filename == str(tmp_path / "missing.sgf")
        with pytest.raises(FileNotFoundError) as raised:
            function("missing.sgf")
        assert str(raised.value).endswith(": 'missing.sgf'")
    # A str that starts like SGF but names a file is the file.
    named = tmp_path / "(;weird name"
    named.write_bytes(GAME.read_bytes())
    assert kifu.info(str(named))[0]["file"] == str(named)


@pytest.mark.parametrize("call, words", [
    (lambda: kifu.check(GAME, rules="xyz"), "unknown ruleset 'xyz' (see 'kifu rules')"),
    (lambda: kifu.check(GAME, rules=""), "unknown ruleset '' (see 'kifu rules')"),
    (lambda: kifu.score(GAME, rules="xyz"), "unknown ruleset 'xyz' (see 'kifu rules')"),
    (lambda: kifu.batch(GAME, rules="xyz"), "unknown ruleset 'xyz' (see 'kifu rules')"),
    (lambda: kifu.score(GAME, move=400), "--move 400: the main line has 43 moves; give a move from 0 to 43"),
    (lambda: kifu.score(GAME, dead="zz9"),
     "--dead: 'zz9' is neither a point as the board labels it (D16) nor an SGF point (dp) on any board"),
    (lambda: kifu.score(GAME, dead=""), "--dead: needs a value: auto, none, points or a file of points"),
    (lambda: kifu.score(GAME, dead=[]), "--dead: needs a value: auto, none, points or a file of points"),
    (lambda: kifu.score(GAME, komi=float("nan")),
     "--komi: 'nan' is not a number (a komi is a decimal such as 6.5, -3 or 0.5)"),
    (lambda: kifu.score(GAME, komi=float("-inf")),
     "--komi: '-inf' is not a number (a komi is a decimal such as 6.5, -3 or 0.5)"),
    (lambda: kifu.score(GAME, komi=1000.5), "--komi: '1000.5' is not a komi (at most 1000 either way)"),
    (lambda: kifu.score(GAME, komi=1e300), "--komi: '1e+300' is not a komi (at most 1000 either way)"),
    (lambda: kifu.score(GAME, komi=-1001), "--komi: '-1001' is not a komi (at most 1000 either way)"),
    (lambda: kifu.batch(GAME, komi=1e300), "--komi: '1e+300' is not a komi (at most 1000 either way)"),
    (lambda: kifu.score(GAME, move=-1),
     "--move takes a move number from 0 (the position after the setup) to the game's last move, not '-1'"),
    (lambda: kifu.score(GAME, move=2**70),
     "--move takes a move number from 0 (the position after the setup) to the game's last move, "
     "not '1180591620717411303424' (more moves than any game has)"),
    (lambda: kifu.score(GAME, move=2**31 - 1),
     "--move 2147483647: the main line has 43 moves; give a move from 0 to 43"),
    (lambda: kifu.batch(GAME, jobs=-1), "jobs must be 0 (one per core) to 4096, not -1"),
    (lambda: kifu.batch(GAME, dead="dd"), "dead must be None, 'auto' or 'none' for a batch, not 'dd'"),
    (lambda: kifu.batch(GAME, shard="0/2"), "shard takes I/N with 1 <= I <= N, e.g. 2/8, not '0/2'"),
    (lambda: kifu.info("-"), "'-' (standard input) is the command line's; read the bytes and pass them"),
    (lambda: kifu.batch(["-"]), "'-' (standard input) is the command line's; read the bytes and pass them"),
    (lambda: kifu.info(GAME, name="x.sgf"), "name is for SGF given as bytes or text; a path is its own name"),
])
def test_a_wrong_value_raises_value_error_in_the_command_lines_words(call, words: str) -> None:
    with pytest.raises(ValueError) as raised:
        call()
    assert str(raised.value) == words


def test_the_command_line_says_the_same(tmp_path: Path) -> None:
    import subprocess

    from conftest import BINARY

    def stderr(*args: object) -> str:
        return subprocess.run([BINARY, *map(str, args)], capture_output=True, text=True, check=False).stderr

    assert "unknown ruleset 'xyz' (see 'kifu rules')" in stderr("check", "--rules", "xyz", GAME)
    assert "--move 400: the main line has 43 moves; give a move from 0 to 43" in stderr("score", "--move", "400", GAME)
    assert "--dead: 'zz9' is neither" in stderr("score", "--dead", "zz9", GAME)
    assert "--dead: needs a value: auto, none, points or a file of points" in stderr("score", "--dead", "", GAME)
    assert "--komi: '1000.5' is not a komi (at most 1000 either way)" in stderr("score", "--komi", "1000.5", GAME)
    assert "--komi: 'nan' is not a number (a komi is a decimal such as 6.5, -3 or 0.5)" in stderr(
        "score", "--komi", "nan", GAME)
    assert ("--move takes a move number from 0 (the position after the setup) to the game's last move, "
            "not '1180591620717411303424' (more moves than any game has)") in stderr(
        "score", "--move", 2**70, GAME)
    assert "the game's last move, not '-1'" in stderr("score", "--move=-1", GAME)


def test_the_largest_komi_and_a_big_move_within_a_game_are_taken() -> None:
    assert kifu.score(GAME, komi=1000)[0]["komi_used"] == 1000
    assert kifu.score(GAME, komi=-1000.0)[0]["komi_used"] == -1000
    assert len(kifu.score(GAME, move=43)) == 1


@pytest.mark.parametrize("call, words", [
    (lambda: kifu.info(42), "src must be a path, SGF bytes or SGF text, not int"),
    (lambda: kifu.info(None), "src must be a path, SGF bytes or SGF text, not NoneType"),
    (lambda: kifu.check(GAME, rules=5), "rules must be a str, not int"),
    (lambda: kifu.score(GAME, komi="6.5"), "komi must be a number, not str"),
    (lambda: kifu.score(GAME, komi=True), "komi must be a number, not bool"),
    (lambda: kifu.score(GAME, move=1.5), "move must be an int, not float"),
    (lambda: kifu.score(GAME, dead=5), "dead must be a str, a list of points or a path, not int"),
    (lambda: kifu.score(GAME, dead=["D4", 5]), "each dead point must be a str, not int"),
    (lambda: kifu.info(GAME, strict="yes"), "strict must be True or False, not str"),
    (lambda: kifu.info(GAME, glob=None), "glob must be a str, not NoneType"),
    (lambda: kifu.info(b"(;)", name=3), "name must be a str, not int"),
    (lambda: kifu.batch(b"games.tar"), "inputs must be a path or an iterable of paths, not bytes"),
    (lambda: kifu.batch(7), "inputs must be a path or an iterable of paths, not int"),
    (lambda: kifu.batch([GAME, 7]), "each of inputs must be a path (str or os.PathLike), not int"),
    (lambda: kifu.batch(GAME, jobs="2"), "jobs must be an int, not str"),
    (lambda: kifu.batch(GAME, check_only=1), "check_only must be True or False, not int"),
    (lambda: kifu.batch(GAME, shard=(1, 2)), "shard must be a str, not tuple"),
    (lambda: kifu.batch(GAME, dead=["dd"]), "dead must be a str, not list"),
])
def test_a_wrong_type_raises_type_error(call, words: str) -> None:
    with pytest.raises(TypeError) as raised:
        call()
    assert str(raised.value) == words


def test_no_input_crashes_the_interpreter() -> None:
    # The fuzzers' seeds and finds: every one gives games or an SgfError, through every function.
    inputs = sorted(p for p in (SOURCE / "tests" / "fuzz").rglob("*") if p.is_file() and p.suffix not in (".md", ".cpp",
                                                                                                          ".hpp", ".txt"))
    assert len(inputs) > 40
    for path in inputs:
        data = path.read_bytes()
        for function in (kifu.info, kifu.check, kifu.score):
            try:
                games = function(data)
            except kifu.SgfError:
                continue
            assert games and all(game["file"] == "<sgf>" for game in games)
    assert sum(1 for _ in kifu.batch([*inputs, *SAMPLES], jobs=2)) >= len(inputs)
