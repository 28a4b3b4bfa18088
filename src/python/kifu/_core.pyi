# The extension kifu._core (src/python/module.cpp). The public API is kifu/__init__.py.
from collections.abc import Iterator
from typing import Any

__version__: str
TABLE_COLUMNS: tuple[str, ...]

class SgfError(ValueError):
    file: str
    line: int | None
    column: int | None
    message: str

def info(name: str | bytes, data: bytes | None, strict: bool, glob: str) -> list[dict[str, Any]]: ...
def check(name: str | bytes, data: bytes | None, strict: bool, glob: str, rules: str | None) -> list[dict[str, Any]]: ...
def score(name: str | bytes, data: bytes | None, strict: bool, glob: str, rules: str | None, dead: str | bytes | None,
          komi: float | None, move: int | None) -> list[dict[str, Any]]: ...

class Batch(Iterator[Any]):
    def __init__(self, inputs: list[bytes], jobs: int, check_only: bool, strict: bool, glob: str, rules: str | None,
                 dead: str | bytes | None, komi: float | None, shard: str | None, columns: bool) -> None: ...
    def __iter__(self) -> Batch: ...
    def __next__(self) -> Any: ...
    def close(self) -> None: ...
