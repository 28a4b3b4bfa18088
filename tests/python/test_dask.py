"""The README's Dask recipe, run as written on a LocalCluster of two worker processes over
an archive of the bundled records (and corpus records when ../shared is there): what it
gathers equals `kifu batch` on the same archive, order aside."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from conftest import CORPUS, SOURCE, TEST_DATA, SAMPLES, assert_same, kifu_json, write_archive

# Runs the recipe as its own __main__ (the worker processes import it, as they would the
# user's script) and keeps what it gathered.
HARNESS = r"""
import json, runpy
if __name__ == "__main__":
    namespace = runpy.run_path("recipe.py", run_name="__main__")
    with open("gathered.json", "w") as out:
        json.dump({"records": namespace["records"], "rows": len(namespace["table"])}, out)
"""


def readme_recipe() -> str:
    readme = (SOURCE / "README.md").read_text(encoding="utf-8")
    blocks = [block for block in re.findall(r"```python\n(.*?)```", readme, re.S) if "LocalCluster" in block]
    assert len(blocks) == 1, "one Dask recipe in README.md"
    return blocks[0]


def order(games: list[dict]) -> list[dict]:
    return sorted(games, key=lambda game: (game["file"], -1 if game["game"] is None else game["game"]))


def test_the_readme_recipe_gathers_what_kifu_batch_writes(tmp_path: Path) -> None:
    recipe = readme_recipe()
    assert '"games.tar.gz"' in recipe
    members = {f"games/{p.name}": p.read_bytes() for p in SAMPLES + TEST_DATA}
    members["games/not-sgf.sgf"] = b"not a record"
    if CORPUS.is_dir():
        corpus = sorted(CORPUS.glob("kgs-u-go-net/KGS2002/*.sgf"))[:100]
        members.update({f"kgs/{p.name}": p.read_bytes() for p in corpus})
    archive = write_archive(tmp_path / "games.tar.gz", members)
    (tmp_path / "recipe.py").write_text(recipe)
    (tmp_path / "harness.py").write_text(HARNESS)
    run = subprocess.run([sys.executable, "harness.py"], cwd=tmp_path, capture_output=True, text=True, timeout=600,
                         check=False)
    assert run.returncode == 0, run.stderr
    gathered = json.loads((tmp_path / "gathered.json").read_text())
    expected = kifu_json("batch", "-q", archive)
    assert len(expected) >= len(members)
    assert gathered["rows"] == len(expected)
    # The recipe names the archive by a relative path, the command line by an absolute one.
    for game in expected:
        for key in ("file", "archive"):
            game[key] = game[key].replace(str(tmp_path) + "/", "")
    assert_same(order(gathered["records"]), order(expected))
