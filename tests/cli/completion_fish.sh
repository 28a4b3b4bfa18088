#!/bin/sh
# The fish completion script the build made (build/completions/kifu.fish): fish parses it
# (fish -n), then completes command lines with it (complete -C), compared with kifu's own
# --help, `kifu rules` and `kifu explain`. Skipped without fish.
#   usage: completion_fish.sh KIFU SCRIPT
set -eu
KIFU=$1
script=$(realpath "$2")
command -v fish >/dev/null 2>&1 || { echo "skipped: no fish"; exit 77; }
. "$(dirname "$0")/completion_lib.sh"
fish -n "$script" || { echo "FAIL: fish -n $script"; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
touch "$tmp/game.sgf"
mkdir "$tmp/round3"

# complete LINE: the candidates fish offers at the end of LINE (without their descriptions).
complete() {
    (cd "$tmp" && fish --no-config -c 'source $argv[1]; complete -C $argv[2]' "$script" "$1") | cut -f1 | sort -u
}

expect_same "kifu <TAB>: the commands of kifu --help" "$(help_commands)" "$(complete 'kifu ')"
expect_same "kifu -<TAB>: the options of kifu --help" "$(help_options)" "$(complete 'kifu -')"
for command in $(help_commands); do
    expect_same "kifu $command -<TAB>: the options of kifu $command --help" "$(help_options "$command")" \
        "$(complete "kifu $command -")"
done
expect_within "kifu score --rules <TAB>: every ruleset of kifu rules" "$(rule_names)
New Zealand" "$(complete 'kifu score --rules ')"
expect_same "kifu explain <TAB>: the topics of kifu explain" "$(topic_names)" "$(complete 'kifu explain ')"
expect_same "kifu batch --dead <TAB>" "auto
none" "$(complete 'kifu batch --dead ')"
expect_same "kifu score --dead <TAB>: auto, none, files" "auto
game.sgf
none
round3/" "$(complete 'kifu score --dead ')"
expect_same "kifu view -d <TAB>: folders only" "round3/" "$(complete 'kifu view -d ')"
expect_same "kifu score <TAB>: files" "game.sgf
round3/" "$(complete 'kifu score ')"
expect_same "kifu info --format <TAB>" "json
text" "$(complete 'kifu info --format ')"
finish "fish completion: parses; every command's options as its --help lists them, and their values"
