#!/bin/sh
# Exit statuses and streams of the real kifu binary, as users' scripts see them.
# usage: exit_statuses.sh KIFU SOURCE_DIR
KIFU=$1
DATA=$2/tests/data
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
failures=0

expect_status() {  # expected-status description command...
    want=$1; what=$2; shift 2
    "$@" >"$TMP/out" 2>"$TMP/err"
    got=$?
    if [ "$got" -ne "$want" ]; then
        echo "FAIL: $what: exit $got, expected $want"; cat "$TMP/err"; failures=$((failures + 1))
    else
        echo "ok: $what (exit $got)"
    fi
}

expect_status 0 "clean collection" "$KIFU" info "$DATA/good_two_games.sgf"
grep -q "Ren (1d)" "$TMP/out" || { echo "FAIL: text report lacks the white player"; failures=$((failures + 1)); }
expect_status 1 "warnings only" "$KIFU" info "$DATA/warn_missing_paren.sgf"
grep -q "warn_missing_paren.sgf:1:32: warning: missing ')'" "$TMP/err" ||
    { echo "FAIL: diagnostic not in file:line:column form on stderr"; cat "$TMP/err"; failures=$((failures + 1)); }
expect_status 2 "strict makes warnings errors" "$KIFU" info --strict "$DATA/warn_missing_paren.sgf"
expect_status 0 "valid FF[4] escapes read cleanly" "$KIFU" info "$DATA/good_escaped_bracket.sgf"
[ -s "$TMP/err" ] && { echo "FAIL: warnings for a valid FF[4] file"; cat "$TMP/err"; failures=$((failures + 1)); }
expect_status 0 "valid FF[4] escapes read cleanly, --strict" "$KIFU" info --strict "$DATA/good_escaped_bracket.sgf"
expect_status 2 "missing file" "$KIFU" info "$TMP/does-not-exist.sgf"
: >"$TMP/empty.sgf"
expect_status 2 "empty file, still reads the good one" "$KIFU" info --format json "$TMP/empty.sgf" "$DATA/good_two_games.sgf"
[ "$(wc -l <"$TMP/out")" -eq 3 ] || { echo "FAIL: expected 3 JSON lines (1 unreadable + 2 games)"; failures=$((failures + 1)); }
expect_status 0 "stdin" sh -c "\"$KIFU\" info --format json - <\"$DATA/good_two_games.sgf\""
grep -q '"file":"<stdin>"' "$TMP/out" || { echo "FAIL: stdin not named <stdin>"; failures=$((failures + 1)); }
# Problems of the record (1) and of the game (3) are told apart: an RU[] kifu does not
# know is 1 (no RU[] at all is no problem: FF[4] makes it optional), an illegal move is 3
# whether or not the record also has warnings.
printf '(;GM[1]FF[4]SZ[5];B[cc];W[dd])' >"$TMP/no_ru.sgf"
expect_status 0 "check: no RU[], japanese by default" "$KIFU" check "$TMP/no_ru.sgf"
expect_status 0 "check --strict: no RU[] is no warning" "$KIFU" check --strict "$TMP/no_ru.sgf"
printf '(;GM[1]FF[4]SZ[5]RU[Klingon];B[cc];W[dd])' >"$TMP/odd_ru.sgf"
expect_status 1 "check: an RU[] kifu does not know" "$KIFU" check "$TMP/odd_ru.sgf"
expect_status 3 "check: an illegal ko retake" "$KIFU" check "$DATA/illegal_ko_retake.sgf"
printf '(;GM[1]FF[4]SZ[5];B[cc];B[dd])' >"$TMP/no_ru_wrong_turn.sgf"
expect_status 3 "check: an illegal move in a record with warnings" "$KIFU" check "$TMP/no_ru_wrong_turn.sgf"
expect_status 3 "score: RE does not stand" "$KIFU" score "$DATA/illegal_ko_retake.sgf"
expect_status 3 "annotate: RE does not stand" "$KIFU" annotate "$DATA/illegal_ko_retake.sgf" -o "$TMP/annotated.sgf"
expect_status 2 "unreadable outranks a problem of the game" "$KIFU" check "$TMP/does-not-exist.sgf" "$DATA/illegal_ko_retake.sgf"
"$KIFU" check --help | grep -q "^  3  a problem of the game" || { echo "FAIL: check --help lacks status 3"; failures=$((failures + 1)); }
"$KIFU" info --help | grep -q "^  3 " && { echo "FAIL: info --help lists status 3, which it never returns"; failures=$((failures + 1)); }
expect_status 64 "no subcommand" "$KIFU"
expect_status 64 "unknown option" "$KIFU" info --bogus "$DATA/good_two_games.sgf"
expect_status 64 "bad format" "$KIFU" info --format xml "$DATA/good_two_games.sgf"
expect_status 78 "unreadable --event file" "$KIFU" check --event "$TMP/no-such-event.toml" "$DATA/good_two_games.sgf"
grep -q "no-such-event.toml: cannot read the event file: No such file or directory" "$TMP/err" ||
    { echo "FAIL: a missing event file does not say why: $(cat "$TMP/err")"; failures=$((failures + 1)); }
expect_status 3 "--event with problems" "$KIFU" check --event "$2/sample-games/event/event.toml" "$2/sample-games/event"
expect_status 0 "--event, clean" "$KIFU" check --event "$2/sample-games/event/clean/event.toml" "$2/sample-games/event/clean"
# The list of paths on standard input is an input: an output naming it is refused before
# it is truncated.
printf '%s\n' "$DATA/good_two_games.sgf" >"$TMP/list.txt"
cp "$TMP/list.txt" "$TMP/list.orig"
expect_status 64 "batch --csv naming the list read on stdin" sh -c "\"$KIFU\" batch - --csv \"$TMP/list.txt\" <\"$TMP/list.txt\""
cmp -s "$TMP/list.txt" "$TMP/list.orig" || { echo "FAIL: the list on stdin was overwritten"; failures=$((failures + 1)); }
grep -q "standard input" "$TMP/err" || { echo "FAIL: the refusal does not name standard input"; failures=$((failures + 1)); }
if [ -w /dev/full ]; then
    expect_status 74 "--help to a full disk" sh -c "\"$KIFU\" --help >/dev/full"
    expect_status 74 "--version to a full disk" sh -c "\"$KIFU\" --version >/dev/full"
fi
expect_status 0 "--version" "$KIFU" --version
grep -q "^kifu [0-9]" "$TMP/out" || { echo "FAIL: --version output"; failures=$((failures + 1)); }
expect_status 0 "--help" "$KIFU" info --help

# kifu batch whose reader goes away: the run ends cleanly (exit 141) and says why, rather
# than dying of SIGPIPE mid-line. The output must be far more than a pipe holds (64 KiB),
# or kifu may write it all before the reader goes and rightly exit 0: 20,000 games in one
# collection, ~4 MB of JSON lines. (One folder named 200 times is read once, so it no
# longer fills the pipe.)
awk 'BEGIN { for (i = 0; i < 20000; i++) printf "(;GM[1]FF[4]SZ[5]PB[b%d];B[cc];W[dd])\n", i }' >"$TMP/many.sgf"
( "$KIFU" batch -j1 --check-only "$TMP/many.sgf" 2>"$TMP/err"
  echo $? >"$TMP/status" ) | head -c 100 >/dev/null
if [ "$(cat "$TMP/status")" -ne 141 ] || ! grep -q "kifu batch: standard output was closed: [0-9]* games written" "$TMP/err"; then
    echo "FAIL: batch into a closed pipe: exit $(cat "$TMP/status")"; cat "$TMP/err"; failures=$((failures + 1))
else
    echo "ok: batch into a closed pipe (exit 141, said so)"
fi

# With workers, the count is of the lines its reader could have read: at least the three
# `head -n 3` took (a chunk of inputs counted whole said "0 games written").
( "$KIFU" batch -j2 --check-only "$TMP/many.sgf" 2>"$TMP/err"
  echo $? >"$TMP/status" ) | head -n 3 >/dev/null
said=$(sed -n 's/.*standard output was closed: \([0-9]*\) games written.*/\1/p' "$TMP/err")
if [ "$(cat "$TMP/status")" -ne 141 ] || [ -z "$said" ] || [ "$said" -lt 3 ]; then
    echo "FAIL: batch -j2 into a pipe closed after 3 lines: exit $(cat "$TMP/status"), said '${said}' games written"
    cat "$TMP/err"; failures=$((failures + 1))
else
    echo "ok: batch -j2 into a closed pipe counts the lines read ($said)"
fi

# '--' ends the options wherever it comes: CLI11 handed a '--' after the first file to the
# top level, which refused the file after it as an unknown option.
cp "$DATA/good_two_games.sgf" "$TMP/-dash.sgf"
expect_status 0 "'--' after a file" "$KIFU" info --format json "$DATA/good_two_games.sgf" -- "$TMP/-dash.sgf"
[ "$(grep -c '"file"' "$TMP/out")" -eq 4 ] || { echo "FAIL: '--' after a file: $(cat "$TMP/err")"; failures=$((failures + 1)); }
(cd "$TMP" && "$KIFU" info -- -dash.sgf >/dev/null 2>&1) || { echo "FAIL: '--' before a file whose name begins with '-'"; failures=$((failures + 1)); }
# Without '--', such a file is refused, and the message says how to give it (it said only
# "files is required").
(cd "$TMP" && "$KIFU" info -dash.sgf >/dev/null 2>"$TMP/err"; echo $? >"$TMP/status")
if [ "$(cat "$TMP/status")" -ne 64 ] || ! grep -q "a file whose name begins with '-' goes after '--': kifu info -- -dash.sgf" "$TMP/err"; then
    echo "FAIL: kifu info -dash.sgf: exit $(cat "$TMP/status"): $(cat "$TMP/err")"; failures=$((failures + 1))
fi
"$KIFU" info --help | grep -q "keeps_dash_dash\|files\.\.\. \[\]" && { echo "FAIL: info --help shows the hidden positional"; failures=$((failures + 1)); }

# A full disk under a per-game command ends the run at the first write that fails, as a
# closed pipe does, and says why: the file after the 20,000 games is never read (it was,
# and the whole archive analysed, before the run said "could not be written" with no
# reason).
if [ -w /dev/full ]; then
    expect_status 74 "info of many games to a full disk" sh -c "\"$KIFU\" info \"$TMP/many.sgf\" \"$TMP/never-read.sgf\" >/dev/full"
    if ! grep -q "standard output could not be written (No space left on device): .*stopped at .*many.sgf" "$TMP/err" ||
        grep -q "never-read.sgf" "$TMP/err"; then
        echo "FAIL: a full disk did not stop the run at once, or did not say why: $(cat "$TMP/err")"
        failures=$((failures + 1))
    fi
fi

if [ "$failures" -ne 0 ]; then echo "$failures failure(s)"; exit 1; fi
echo "all exit statuses as documented"
