#!/bin/sh
# The man page must be clean under mandoc's linter (warnings and worse).
command -v mandoc >/dev/null 2>&1 || { echo "mandoc not installed; skipping"; exit 77; }
out=$(mandoc -Tlint -W warning "$1" 2>&1)
[ -z "$out" ] && { echo "man page lint clean"; exit 0; }
echo "$out"
exit 1
