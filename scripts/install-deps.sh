#!/bin/sh
# Installs the Debian 12 packages kifu needs to build and test, and nothing when
# all of them are already present (so `make run` stays quick on a set-up machine).
# kifu check --event: toml++ (the event file) and libcsv (its players CSV).
# kifu view: nettle (SHA-256 for the pages' Content-Security-Policy), emscripten (its
# WebAssembly engine), chromium, chromium-driver and python3-selenium (its browser test).
# Runs apt-get directly as root, through sudo otherwise.
#   usage: install-deps.sh [PACKAGE...]   (the packages to install instead of the
#          build-and-test set; `make fuzz` passes clang's)
set -eu

# parallel and rsync: the README's scale-out recipe, which tests/unit/batch/
# test_parallel_recipe.cpp runs as written. Installing and packaging (make install, make
# deb and their tests): man-db (man -l on the installed page), dpkg-dev (dpkg-shlibdeps
# computes the package's Depends), lintian; zsh and fish, whose completion scripts the
# tests load (bash's too: bash is always there). The Python module (src/python):
# python3-dev and pybind11-dev build it; python3-pytest, python3-pandas (kifu.frame), python3-dask and
# python3-distributed (the README's Dask recipe) and python3-mypy (its types) test it.
PACKAGES=${*:-"g++ cmake make pkg-config \
libboost1.81-dev nlohmann-json3-dev libcli11-dev libspdlog-dev libfmt-dev \
libuchardet-dev libarchive-dev libisal-dev libsqlite3-dev libxxhash-dev libutf8proc-dev libmimalloc-dev \
libgtest-dev libgmock-dev libbenchmark-dev libtinyxml2-dev mandoc time bc jq parallel rsync \
nettle-dev libtomlplusplus-dev libcsv-dev emscripten chromium chromium-driver python3-selenium \
man-db dpkg-dev lintian zsh fish \
python3-dev pybind11-dev python3-pytest python3-pandas python3-dask python3-distributed python3-mypy"}

missing=""
for p in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done

[ -z "$missing" ] && exit 0

echo "kifu: installing Debian packages:$missing" >&2
if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "kifu: these packages are missing and I am not root (no sudo either):$missing" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
