#!/bin/sh
# The zsh completion script the build made (build/completions/_kifu): zsh parses it
# (zsh -n), compinit finds it in fpath as the completion for kifu, and each command's
# _arguments specs name the options its --help lists. (Running zsh's completion needs a
# terminal; bash's and fish's tests run theirs.) Skipped without zsh.
#   usage: completion_zsh.sh KIFU SCRIPT
set -eu
KIFU=$1
script=$(realpath "$2")
command -v zsh >/dev/null 2>&1 || { echo "skipped: no zsh"; exit 77; }
. "$(dirname "$0")/completion_lib.sh"
zsh -n "$script" || { echo "FAIL: zsh -n $script"; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$script" "$tmp/_kifu"
registered=$(HOME="$tmp" zsh -fc 'fpath=($1 $fpath); autoload -U compinit; compinit -u -d $1/zcompdump; print -r -- $_comps[kifu]' zsh "$tmp")
expect_same "compinit registers _kifu for kifu" "_kifu" "$registered"

# The options of the specs between "    NAME)" and its ";;" ('--rules=[...]...', '-o+[...]...').
spec_options() {
    awk -v name="    $1)" '$0 == name {in_block = 1; next} in_block && /;;$/ {print; exit} in_block {print}' "$script" |
        sed -n "s/^ *'\(--*[A-Za-z0-9-]*\)[=+[].*/\1/p" | sort -u
}
# The global options: the specs of the first _arguments call.
global_options() {
    awk '/_arguments -C/ {in_block = 1; next} in_block && /->argument/ {exit} in_block {print}' "$script" |
        sed -n "s/^ *'\(--*[A-Za-z0-9-]*\)[=+[].*/\1/p" | sort -u
}
commands() { sed -n "/^_kifu_commands()/,/^}/s/^ *'\([a-z]*\):.*/\1/p" "$script" | sort -u; }

expect_same "the commands of kifu --help" "$(help_commands)" "$(commands)"
expect_same "the options of kifu --help" "$(help_options)" "$(global_options)"
for command in $(help_commands); do
    expect_same "the options of kifu $command --help" "$(help_options "$command")" "$(spec_options "$command")"
done
grep -q "'New Zealand'" "$script" || { echo "FAIL: no ruleset alias 'New Zealand'"; failures=$((failures + 1)); }
finish "zsh completion: parses, compinit loads it, every command's options as its --help lists them"
