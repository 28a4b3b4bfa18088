#!/bin/sh
# clang-tidy with the project's check set (.clang-tidy) over every source file; prints the
# findings and fails when there are any. usage: scripts/tidy.sh BUILD_DIR
set -eu
BUILD=${1:-build}
cd "$(dirname "$0")/.."
command -v clang-tidy-14 >/dev/null 2>&1 || { echo "tidy: clang-tidy-14 not installed (apt-get install clang-tidy-14)"; exit 1; }
out=$(ls src/*/*.cpp grammar/*.cpp | xargs -P "$(nproc)" -n 4 clang-tidy-14 -p "$BUILD" --quiet 2>/dev/null | grep -A3 "warning:" || true)
if [ -n "$out" ]; then echo "$out"; exit 1; fi
echo "clang-tidy: no findings"
