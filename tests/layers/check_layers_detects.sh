#!/bin/sh
# check_layers.sh must fail on a tree whose include points up, and pass on one that does not.
# usage: check_layers_detects.sh CHECKER
set -u
CHECKER=$1
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/src/rules" "$TMP/src/report" "$TMP/src/batch" "$TMP/src/cli"
printf '#include "rules/board.hpp"\n' >"$TMP/src/report/ok.hpp"
sh "$CHECKER" "$TMP" >/dev/null || { echo "FAIL: a downward include was refused"; exit 1; }
printf '#include "report/summary.hpp"\n' >"$TMP/src/rules/up.hpp"
sh "$CHECKER" "$TMP" >/dev/null && { echo "FAIL: rules including report was not caught"; exit 1; }
rm "$TMP/src/rules/up.hpp"
printf '#include "cli/commands.hpp"\n' >"$TMP/src/batch/up.cpp"
sh "$CHECKER" "$TMP" >/dev/null && { echo "FAIL: batch including cli was not caught"; exit 1; }
echo "the layer check catches includes that point up"
