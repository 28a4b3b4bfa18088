#!/bin/sh
# The layers point down only: a file may include headers of its own layer and the layers
# below it, never above. Bottom up:
#   base -> sgf -> rules -> scoring -> analysis -> duplicates -> event -> report -> batch -> view -> the front ends
# view (kifu view's pages) also never includes batch: its session runs in the page's
# WebAssembly engine, which is built without batch.
# The front ends (cli; web, kifu view's WebAssembly engine; python, the Python module) sit
# side by side on top: each may include any core layer, none includes another.
# (grammar/ sits beside sgf: only src/sgf reads it). Fails listing every include that
# points up or across.
# usage: check_layers.sh SOURCE_DIR
set -u
SRC=$1/src
core="base sgf rules scoring analysis duplicates event report batch view"
front_ends="cli web python"
order="$core $front_ends"
rank() {  # rank of a layer name (every front end ranks above the core, all alike), or nothing
    i=0
    for layer in $core; do
        [ "$layer" = "$1" ] && { echo $i; return; }
        i=$((i + 1))
    done
    for layer in $front_ends; do
        [ "$layer" = "$1" ] && { echo $i; return; }
    done
}
failures=0
for layer in $order; do
    own=$(rank "$layer")
    for file in "$SRC/$layer"/*.hpp "$SRC/$layer"/*.cpp; do
        [ -f "$file" ] || continue
        # #include "layer/..." lines: the layer each one names.
        for included in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([a-z_]*\)\/.*"/\1/p' "$file"); do
            if [ "$included" = grammar ]; then
                [ "$layer" = sgf ] && continue
                echo "FAIL: ${file#"$1"/} includes grammar/ (only src/sgf may)"; failures=$((failures + 1)); continue
            fi
            if [ "$layer" = view ] && [ "$included" = batch ]; then
                echo "FAIL: ${file#"$1"/} includes batch/ (view runs in the WebAssembly engine, which has no batch)"
                failures=$((failures + 1)); continue
            fi
            theirs=$(rank "$included")
            [ -n "$theirs" ] || continue
            if [ "$theirs" -gt "$own" ]; then
                echo "FAIL: ${file#"$1"/} ($layer) includes $included/, a layer above it"
                failures=$((failures + 1))
            elif [ "$theirs" -eq "$own" ] && [ "$included" != "$layer" ]; then
                echo "FAIL: ${file#"$1"/} ($layer) includes $included/, another front end"
                failures=$((failures + 1))
            fi
        done
    done
done
if [ "$failures" -ne 0 ]; then echo "$failures include(s) point up or across"; exit 1; fi
echo "every include points down: $core, then the front ends $front_ends"
