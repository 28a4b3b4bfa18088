#!/bin/sh
# check_layers.sh must fail on a tree whose include points up (or from one front end to
# another), and pass on one that does not.
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
rm "$TMP/src/batch/up.cpp"
mkdir -p "$TMP/src/view"
printf '#include "report/html_text.hpp"\n' >"$TMP/src/view/ok.cpp"
sh "$CHECKER" "$TMP" >/dev/null || { echo "FAIL: view including report was refused"; exit 1; }
printf '#include "batch/output_file.hpp"\n' >"$TMP/src/view/engine_has_no_batch.cpp"
sh "$CHECKER" "$TMP" >/dev/null && { echo "FAIL: view including batch was not caught"; exit 1; }
rm "$TMP/src/view/engine_has_no_batch.cpp"
printf '#include "view/page.hpp"\n' >"$TMP/src/report/up.cpp"
sh "$CHECKER" "$TMP" >/dev/null && { echo "FAIL: report including view was not caught"; exit 1; }
rm "$TMP/src/report/up.cpp"
mkdir -p "$TMP/src/python"
printf '#include "batch/pipeline.hpp"\n#include "python/to_python.hpp"\n' >"$TMP/src/python/ok.cpp"
sh "$CHECKER" "$TMP" >/dev/null || { echo "FAIL: a front end including the core and itself was refused"; exit 1; }
printf '#include "cli/each_game.hpp"\n' >"$TMP/src/python/across.cpp"
sh "$CHECKER" "$TMP" >/dev/null && { echo "FAIL: python including cli (another front end) was not caught"; exit 1; }
echo "the layer check catches includes that point up or across"
