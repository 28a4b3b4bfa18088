#!/bin/sh
# The layers point down only: a file may include headers of its own layer and the layers
# below it, never above. Bottom up:
#   base -> sgf -> rules -> scoring -> analysis -> report -> batch -> cli, web
# (web: kifu view's WebAssembly engine, a front end like cli, ranked last so nothing includes it).
# (grammar/ sits beside sgf: only src/sgf reads it). Fails listing every include that
# points up.
# usage: check_layers.sh SOURCE_DIR
set -u
SRC=$1/src
order="base sgf rules scoring analysis report batch cli web"
rank() {  # rank of a layer name, or nothing when it is not one
    i=0
    for layer in $order; do
        [ "$layer" = "$1" ] && { echo $i; return; }
        i=$((i + 1))
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
            theirs=$(rank "$included")
            [ -n "$theirs" ] || continue
            if [ "$theirs" -gt "$own" ]; then
                echo "FAIL: ${file#"$1"/} ($layer) includes $included/, a layer above it"
                failures=$((failures + 1))
            fi
        done
    done
done
if [ "$failures" -ne 0 ]; then echo "$failures include(s) point up"; exit 1; fi
echo "every include points down: $order"
