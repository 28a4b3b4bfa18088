#!/bin/sh
# The bash completion script the build made (build/completions/kifu) completes what kifu
# parses: bash runs it as readline would, with COMP_WORDS and COMP_CWORD set, and COMPREPLY
# is compared with kifu's own --help, `kifu rules` and `kifu explain`.
#   usage: completion_bash.sh KIFU SCRIPT
set -eu
KIFU=$1
script=$(realpath "$2")
. "$(dirname "$0")/completion_lib.sh"
[ -s "$script" ] || { echo "FAIL: no completion script $script"; exit 1; }

# A folder to complete paths in: one file, one folder.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
touch "$tmp/game.sgf"
mkdir "$tmp/round3"

# complete WORD...: what the script offers for the last word, one a line, sorted. An empty
# last word is a TAB after a space.
complete() {
    (cd "$tmp" && bash -c '. "$0"; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _kifu
                           printf "%s\n" "${COMPREPLY[@]}"' "$script" "$@") | grep -v '^$' | sort -u
}

expect_same "kifu <TAB>: the commands of kifu --help" "$(help_commands)" "$(complete kifu '')"
expect_same "kifu -<TAB>: the options of kifu --help" "$(help_options)" "$(complete kifu -)"
for command in $(help_commands); do
    expect_same "kifu $command -<TAB>: the options of kifu $command --help" "$(help_options "$command")" \
        "$(complete kifu "$command" -)"
done
expect_same "kifu -q sc<TAB>" "score" "$(complete kifu -q sc)"
expect_same "kifu -v score --r<TAB>" "--rules" "$(complete kifu -v score --r)"

# Values.
expect_within "kifu score --rules <TAB>: every ruleset of kifu rules" "$(rule_names)" "$(complete kifu score --rules '')"
expect_within "kifu score --rules <TAB>: aliases, quoted" 'New\ Zealand
TT' "$(complete kifu score --rules '')"
expect_same "kifu check --rules=ch<TAB> (bash splits at =)" "china
chinese" "$(complete kifu check --rules = ch)"
expect_same "kifu rules n<TAB>" "ngb
nz" "$(complete kifu rules n)"
expect_same "kifu rules nz <TAB>: one name only" "" "$(complete kifu rules nz '')"
expect_same "kifu explain <TAB>: the topics of kifu explain" "$(topic_names)" "$(complete kifu explain '')"
expect_same "kifu batch --dead <TAB>" "auto
none" "$(complete kifu batch --dead '')"
expect_same "kifu score --dead <TAB>: auto, none, files" "auto
game.sgf
none
round3" "$(complete kifu score --dead '')"
expect_same "kifu info --format <TAB>" "json
text" "$(complete kifu info --format '')"
expect_same "kifu score --komi <TAB>: nothing to guess" "" "$(complete kifu score --komi '')"
expect_same "kifu score --komi -<TAB>: a value, not an option" "" "$(complete kifu score --komi -)"
expect_same "kifu score <TAB>: files and folders" "game.sgf
round3" "$(complete kifu score '')"
expect_same "kifu score --rules nz g<TAB>: after an option's value, files" "game.sgf" "$(complete kifu score --rules nz g)"
expect_same "kifu view -d <TAB>: folders only" "round3" "$(complete kifu view -d '')"
expect_same "kifu completion <TAB>" "bash
fish
zsh" "$(complete kifu completion '')"
finish "bash completion: every command's options as its --help lists them, and their values"
