"""kifu: Go game records (SGF) from Python, with the C++ core of the kifu command.

info, check and score read one source and return a list with one dict per game: exactly
the objects ``kifu info|check|score --format json`` writes, key for key and value for
value (kifu(1), JSON OUTPUT). batch and frame read files, folders and archives as
``kifu batch`` does, on worker threads that run without the GIL: batch yields its JSON
objects, frame returns its CSV table as a pandas DataFrame.

A source is a path (str or os.PathLike: a file, a folder searched recursively, or an
archive), SGF bytes, or SGF text: a str whose first non-blank character is "(" and that
names no file. Text is read as the Unicode it already is (its CA[] does not apply).
"""

from __future__ import annotations

import numbers
import os
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, Union

from . import _core
from ._core import SgfError, __version__

if TYPE_CHECKING:
    import pandas

__all__ = ["Game", "Source", "SgfError", "__version__", "batch", "check", "frame", "info", "score"]

Source = Union[str, bytes, bytearray, memoryview, "os.PathLike[str]"]
"""A path, SGF bytes, or SGF text."""

Game = dict[str, Any]
"""One game's JSON object (or an unreadable input's, with "game": None)."""

# Text is handed to the reader as UTF-8 behind a byte-order mark, which wins over CA[].
_UTF8_BOM = b"\xef\xbb\xbf"


def info(src: Source, *, strict: bool = False, glob: str = "*.sgf", name: str | None = None) -> list[Game]:
    """What each game of ``src`` is: the ``kifu info --format json`` objects.

    Keys: file, game (0-based in the file), size, komi, handicap, rules, result,
    result_raw, players, date, event, round, place, game_name, moves, nodes, variations,
    charset, errors and warnings (each a list of {line, column, message}); kifu(1), JSON
    OUTPUT, says what each holds.

    src: a path (file, folder or archive), SGF bytes, or SGF text (see the module's help).
    strict: every warning counts as an error (``--strict``).
    glob: which files of a folder and members of an archive to read (``--glob``;
        case-insensitive; a file named directly is always read).
    name: what the objects and errors call SGF given as bytes or text (default "<sgf>").

    Raises SgfError when ``src`` itself gives no game (a file named, bytes, text, or a
    folder that holds no record: "no records found (looked for *.sgf)", the command line's
    error for it); unreadable files inside a folder or an archive are objects with "game":
    None and their errors, as the command line writes them, so that the others are not
    lost, and so is an archive that cannot be read or holds no record. FileNotFoundError
    for a path that does not exist; TypeError for arguments of the wrong type.
    """
    path, data = _source(src, name)
    return _core.info(path, data, _flag(strict, "strict"), _text(glob, "glob"))


def check(src: Source, rules: str | None = None, *, strict: bool = False, glob: str = "*.sgf",
          name: str | None = None) -> list[Game]:
    """Replay each game of ``src`` under a federation's rules: the ``kifu check --format json`` objects.

    The info object plus the rules keys: ruleset, ruleset_from, violations (move, color,
    point, kind, consequence), repetitions, verdict (ok, illegal, no-result, decided),
    verdict_detail, result_note, end_move, likely_recording_error, result_stands,
    result_stands_basis, result_stands_reason.

    rules: the ruleset to check under, overriding RU[] (a name or alias of ``kifu
        rules``); None: each record's RU[], else japanese.
    strict, glob, name: as in info.

    Raises ValueError for an unknown ruleset ("unknown ruleset 'x' (see 'kifu rules')"),
    SgfError, FileNotFoundError and TypeError as info does.
    """
    path, data = _source(src, name)
    return _core.check(path, data, _flag(strict, "strict"), _text(glob, "glob"), _rules(rules))


def score(src: Source, rules: str | None = None, dead: str | Iterable[str] | os.PathLike[str] | None = None,
          komi: float | None = None, move: int | None = None, *, strict: bool = False, glob: str = "*.sgf",
          name: str | None = None) -> list[Game]:
    """Count each game of ``src`` under Japanese and Chinese rules side by side: the ``kifu score --format json`` objects.

    The check object plus the scoring keys: dead, seki, dead_source, dead_given,
    komi_used, japanese, chinese and by_ruleset (each count: its ruleset, Black's and
    White's points, result, detail), recorded, agrees, recorded_mismatch, status,
    status_note, explanation, unsettled, estimate, chains.

    rules: as in check; it chooses by_ruleset.
    dead: the dead stones. None: the record's TB/TW markup, else judged by kifu; "auto":
        judged by kifu even where the record marks them; "none": every stone alive;
        points separated by commas as the board labels them ("D16,E16") or as SGF writes
        them ("dd,de"), each marking its whole chain, or a list of such points; or a file
        holding them. "" and [] give nothing, and are refused, as ``--dead ''`` is.
    komi: overrides KM[]: a finite number, at most 1000 either way (as ``--komi``).
    move: count the position after move N of the main line (0: after the setup) instead
        of the end; dead stones are judged there unless ``dead`` gives them. Any int is
        taken and checked: negative, or past any game's end, is a ValueError.
    strict, glob, name: as in info.

    Raises ValueError in the command line's words for an unknown ruleset; an empty
    ``dead`` ("--dead: needs a value: auto, none, points or a file of points"); a komi
    that is not finite or is past 1000 either way ("--komi: '1e+300' is not a komi (at
    most 1000 either way)"); a negative move or one past any game's end ("--move takes a
    move number from 0 (the position after the setup) to the game's last move, not
    '-1'"), all before any game is read; and, when a game is read, a move past its end or
    dead stones that do not fit its board ("--move 400: the main line has 212 moves; give
    a move from 0 to 212"). SgfError, FileNotFoundError and TypeError as info does.
    """
    path, data = _source(src, name)
    return _core.score(path, data, _flag(strict, "strict"), _text(glob, "glob"), _rules(rules), _dead(dead),
                       _komi(komi), _move(move))


def batch(inputs: str | os.PathLike[str] | Iterable[str | os.PathLike[str]], jobs: int = 0, check_only: bool = False,
          rules: str | None = None, dead: str | None = None, komi: float | None = None, *, strict: bool = False,
          glob: str = "*.sgf", shard: str | None = None) -> Iterator[Game]:
    """Check and score every game of files, folders and archives in parallel, as ``kifu batch`` does.

    Yields, in input order, the ``kifu batch`` JSON objects: for each game the score
    object (the check object with ``check_only``) plus "archive" (the archive's path or
    None), "member" (the member's path inside it or None) and "duplicate_of" (None, or the
    first record met of the same game: its "file", "game", "relation" and "symmetry", as
    ``kifu batch`` finds it). An input that gives no
    game (unreadable, not SGF, over a limit, the unreadable end of a truncated archive)
    is one object with "game": None and its errors, never an exception: the rest go on.

    inputs: a path or an iterable of paths: SGF files, single compressed records
        (game.sgf.gz), folders (searched recursively), archives (tar, tar.gz/bz2/xz, zip, 7z).
    jobs: worker threads; 0: one per core. They run without the GIL.
    check_only: only replay and judge (``--check-only``), much faster than scoring.
    rules, komi: as in score (a komi the command line refuses is a ValueError before any
        input is read). dead: None, "auto" or "none" (as ``kifu batch --dead``).
    strict, glob: as in info.
    shard: "I/N" keeps only the I-th of N deterministic shares of the inputs, as ``kifu
        batch --shard`` (by the path, or the member's path inside an archive): N runs with
        I = 1..N read everything once between them (the Dask recipe in README.md).

    Memory stays bounded whatever the number of games (the pipeline's queues are), as long
    as the caller does not keep the objects. Ctrl-C stops the run (each worker finishes the
    game it is on; the rest of that input is dropped, none of it given) and raises
    KeyboardInterrupt; closing the generator, or dropping it,
    stops the run too.
    """
    return _results(_start(inputs, jobs, check_only, rules, dead, komi, strict, glob, shard, columns=False))


def frame(inputs: str | os.PathLike[str] | Iterable[str | os.PathLike[str]], jobs: int = 0, check_only: bool = False,
          rules: str | None = None, dead: str | None = None, komi: float | None = None, *, strict: bool = False,
          glob: str = "*.sgf", shard: str | None = None) -> pandas.DataFrame:
    """The games of ``inputs`` as a pandas DataFrame: the table ``kifu batch --csv`` writes.

    One row per game (and one per input that gave no game), the CSV's columns in its
    order (kifu(1), CSV OUTPUT), with typed values where the CSV has text: nullable
    Int64, Float64 and boolean columns (<NA> where the CSV field is empty), int64 for the
    counts that always have a value, category for the columns with a few repeated values
    (size, ruleset, verdict, status, ...), string for the rest.

    Arguments as in batch. Needs pandas (Debian: python3-pandas), imported only here. The
    table is built in memory; for more games than that holds, iterate over batch, or use
    ``kifu batch --db``.
    """
    import pandas  # here, not at the top: the rest of kifu works without pandas

    names = _core.TABLE_COLUMNS
    columns: list[list[Any]] = [[] for _ in names]
    run = _start(inputs, jobs, check_only, rules, dead, komi, strict, glob, shard, columns=True)
    try:
        for chunk in run:
            for column, values in zip(columns, chunk):
                column.extend(values)
    finally:
        run.close()
    return pandas.DataFrame({name: pandas.Series(values, dtype=_DTYPES[name], name=name)
                             for name, values in zip(names, columns)})


# frame's dtypes, by column (every column of _core.TABLE_COLUMNS has one).
_DTYPES = {
    "file": "string", "archive": "category", "member": "string", "game": "Int64", "size": "category",
    "moves": "Int64", "komi": "Float64", "handicap": "Int64", "black": "string", "white": "string",
    "recorded": "string", "ruleset": "category", "ruleset_from": "category", "verdict": "category",
    "violations": "int64", "repetitions": "int64", "japanese": "string", "chinese": "string",
    "by_ruleset": "string", "agrees_japanese": "boolean", "agrees_chinese": "boolean",
    "agrees_ruleset": "boolean", "dead_source": "category", "status": "category", "warnings": "int64",
    "errors": "int64", "input_error": "string", "content_hash": "string", "black_rank": "category",
    "white_rank": "category", "date": "string", "event": "string", "recorded_margin": "Float64",
    "japanese_margin": "Float64", "chinese_margin": "Float64", "by_ruleset_margin": "Float64",
    "result_stands": "boolean", "result_stands_basis": "category", "result_stands_reason": "string",
    "result_note": "string", "likely_recording_error": "category", "estimate": "boolean",
    "unsettled_points": "Int64", "recorded_mismatch": "category", "error_messages": "string",
    "black_rank_value": "Int64", "white_rank_value": "Int64", "winner": "category",
    "event_problems": "Int64", "event_problem_kinds": "string", "event_problem_reasons": "string",
    "duplicate_of": "string", "duplicate_of_game": "Int64", "duplicate_relation": "category",
    "duplicate_symmetry": "category",
    "too_early": "boolean",
}


def _results(run: _core.Batch) -> Iterator[Game]:
    try:
        yield from run
    finally:
        run.close()


def _start(inputs: Any, jobs: Any, check_only: Any, rules: Any, dead: Any, komi: Any, strict: Any, glob: Any,
           shard: Any, *, columns: bool) -> _core.Batch:
    if dead is not None and _text(dead, "dead") not in ("auto", "none"):
        raise ValueError(f"dead must be None, 'auto' or 'none' for a batch, not {dead!r}")
    return _core.Batch(_paths(inputs), _jobs(jobs), _flag(check_only, "check_only"), _flag(strict, "strict"),
                       _text(glob, "glob"), _rules(rules), dead, _komi(komi),
                       None if shard is None else _text(shard, "shard"), columns)


def _source(src: Any, name: Any) -> tuple[str | bytes, bytes | None]:
    label = "<sgf>" if name is None else _text(name, "name")
    if isinstance(src, (bytes, bytearray, memoryview)):
        return label, bytes(src)
    # Text read from a file saved with a byte-order mark starts with U+FEFF, which
    # str.lstrip() keeps: it was taken for a path ("FileNotFoundError: b'\xef\xbb\xbf(;...'").
    if isinstance(src, str) and src.lstrip().lstrip("\ufeff").lstrip().startswith("(") and not os.path.exists(src):
        try:
            return label, _UTF8_BOM + src.lstrip().removeprefix("\ufeff").encode("utf-8")
        except UnicodeEncodeError as error:  # a lone surrogate: no text any reader takes
            raise ValueError(f"src holds {src[error.start]!r} at {error.start}, which is no character: "
                             "pass the record's bytes instead") from None
    if not isinstance(src, (str, os.PathLike)):
        raise TypeError(f"src must be a path, SGF bytes or SGF text, not {type(src).__name__}")
    if name is not None:
        raise ValueError("name is for SGF given as bytes or text; a path is its own name")
    path = _path(src, "src")
    os.stat(os.fspath(src))  # FileNotFoundError naming the path as given, as open() raises it
    return path, None


def _path(value: Any, what: str) -> bytes:
    if not isinstance(value, (str, os.PathLike)):
        raise TypeError(f"{what} must be a path (str or os.PathLike), not {type(value).__name__}")
    path = os.fsencode(value)  # the file system's bytes, whatever their encoding
    if path == b"-":
        raise ValueError("'-' (standard input) is the command line's; read the bytes and pass them")
    return path


def _paths(inputs: Any) -> list[bytes]:
    if isinstance(inputs, (str, os.PathLike)):
        return [_path(inputs, "inputs")]
    if isinstance(inputs, (bytes, bytearray, memoryview)) or not isinstance(inputs, Iterable):
        raise TypeError(f"inputs must be a path or an iterable of paths, not {type(inputs).__name__}")
    return [_path(path, "each of inputs") for path in inputs]


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a str, not {type(value).__name__}")
    return value


def _flag(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{what} must be True or False, not {type(value).__name__}")
    return value


def _rules(rules: Any) -> str | None:
    return None if rules is None else _text(rules, "rules")


def _dead(dead: Any) -> str | bytes | None:
    if dead is None:
        return None
    # A file of dead stones may have a name that is not UTF-8 ("dead\xe9.txt", which
    # os.fsdecode gives as "dead\udce9.txt"): its bytes go as they are, as the command line
    # takes them. As a str it met the binding's UTF-8 conversion and an internal TypeError.
    if isinstance(dead, (str, os.PathLike)):
        return os.fsencode(dead)
    if isinstance(dead, Iterable):
        return ",".join(_text(point, "each dead point") for point in dead)
    raise TypeError(f"dead must be a str, a list of points or a path, not {type(dead).__name__}")


def _komi(komi: Any) -> float | None:
    if komi is None:
        return None
    if isinstance(komi, bool) or not isinstance(komi, numbers.Real):
        raise TypeError(f"komi must be a number, not {type(komi).__name__}")
    return float(komi)


def _move(move: Any) -> int | None:
    if move is None:
        return None
    if isinstance(move, bool) or not isinstance(move, numbers.Integral):
        raise TypeError(f"move must be an int, not {type(move).__name__}")
    return int(move)


def _jobs(jobs: Any) -> int:
    if isinstance(jobs, bool) or not isinstance(jobs, numbers.Integral):
        raise TypeError(f"jobs must be an int, not {type(jobs).__name__}")
    if not 0 <= int(jobs) <= 4096:
        raise ValueError(f"jobs must be 0 (one per core) to 4096, not {jobs}")
    return int(jobs)
