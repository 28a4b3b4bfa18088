#!/bin/sh
# The man page's quotes render as they read (mandoc -Tutf8, as `man` shows it):
# - every ‘ closes before the next one opens: ".Ql TB Ns / Ns Ql TW" renders ‘TB/‘TW’’,
#   because Ql quotes the rest of its line, macros included;
# - no quoting macro has words after a punctuation mark: mdoc keeps only trailing
#   punctuation outside, so ".Ql *.sgf , case-insensitive" renders ‘*.sgf, case-insensitive’;
# - the synopsis shows that --help goes with any command, not with one.
# usage: man_quotes.sh PAGE
command -v mandoc >/dev/null 2>&1 || { echo "mandoc not installed; skipping"; exit 77; }
page=$1
failures=0

# Bold and underline are overstruck ("X\bX"); a UTF-8 locale makes '.' one character.
rendered=$(mandoc -Tutf8 "$page" | LC_ALL=C.UTF-8 sed 's/.\x08//g')

# Every ‘ and ’ in reading order, each with its line: the depth must stay 0 or 1.
unbalanced=$(printf '%s\n' "$rendered" | LC_ALL=C grep -n -o -e '‘' -e '’' | LC_ALL=C awk -F: '
    $2 == "‘" { if (depth == 1) print "line " $1 ": ‘ inside a quote"; depth = 1; next }
    { if (depth == 0) print "line " $1 ": ’ with no ‘ before it"; depth = 0 }
    END { if (depth == 1) print "a quote is never closed" }')
if [ -n "$unbalanced" ]; then
    echo "FAIL: unbalanced quotes in the rendered page:"
    echo "$unbalanced"
    printf '%s\n' "$rendered" | LC_ALL=C grep -n -e '‘[^’]*‘' | head -5
    failures=$((failures + 1))
fi

# Source lines where a quoting macro's words go on after a lone closing punctuation mark
# (mandoc's closing delimiters: . , : ; ) ] ? !); opening ones, "( [", may lead.
swallowing=$(awk '
    {
        quoting = 0; delimiter = 0
        for (i = 1; i <= NF; i++) {
            word = $i
            if (i == 1) sub(/^\./, "", word)
            if (word ~ /^(Ql|Dq|Sq|Qq)$/) { quoting = 1; delimiter = 0; continue }
            if (!quoting) continue
            if (word ~ /^[.,:;)\]?!]$/) { delimiter = 1; continue }
            if (word ~ /^[(\[|]$/) continue
            if (delimiter) { print FILENAME ":" NR ": " $0; break }
        }
    }' "$page")
if [ -n "$swallowing" ]; then
    echo "FAIL: a quoting macro takes in the words after a punctuation mark:"
    echo "$swallowing"
    failures=$((failures + 1))
fi

if ! printf '%s\n' "$rendered" | grep -q '^ *kifu \[command\] --help$'; then
    echo "FAIL: the synopsis has no 'kifu [command] --help' line:"
    printf '%s\n' "$rendered" | grep -e '--help' | head -3
    failures=$((failures + 1))
fi

[ "$failures" -eq 0 ] && echo "man page quotes balanced"
[ "$failures" -eq 0 ]
