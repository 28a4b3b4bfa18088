"""`cmake --install --component python` installs a package that works from where it lands:
the extension, the Python files and the type information."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def test_the_installed_package_works_from_its_site_directory(tmp_path: Path) -> None:
    build, cmake = os.environ.get("KIFU_BUILD_DIR"), os.environ.get("KIFU_CMAKE", "cmake")
    if build is None:
        pytest.skip("KIFU_BUILD_DIR (set by ctest) names the build to install from")
    subprocess.run([cmake, "--install", build, "--component", "python", "--prefix", tmp_path], check=True,
                   capture_output=True)
    # Under a prefix other than /usr, where Debian's python3 looks: lib/python3.<minor>
    # (lib/python3/dist-packages is on its path only under /usr), unless the build was told
    # a folder (KIFU_PYTHON_INSTALL_DIR).
    told = next((line.split("=", 1)[1].strip() for line in (Path(build) / "CMakeCache.txt").read_text().splitlines()
                 if line.startswith("KIFU_PYTHON_INSTALL_DIR:")), "")
    site = tmp_path / (told or f"lib/python3.{sys.version_info.minor}/dist-packages")
    assert sorted(p.name for p in (site / "kifu").iterdir() if p.name != "__pycache__") == sorted(
        ["__init__.py", "_core.pyi", "py.typed", next(p.name for p in (site / "kifu").glob("_core.*.so"))])
    env = dict(os.environ, PYTHONPATH=str(site))
    run = subprocess.run([sys.executable, "-c", "import kifu; print(kifu.__file__); print(len(kifu.check(b'(;B[aa])')))"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
    assert run.stdout.split() == [str(site / "kifu" / "__init__.py"), "1"]
