# What kifu's own output says the completion must offer, for the completion tests
# (completion_bash.sh, completion_zsh.sh, completion_fish.sh), which source this file.
# Each function prints one word a line, sorted.
export LC_ALL=C

# The options `kifu [COMMAND] --help` lists: the first word of each line of its
# "Options:" section ("  -o,--output OUT.html ..." gives -o and --output).
help_options() {
    "$KIFU" "$@" --help | awk '/^Options:/ {in_options = 1; next} /^[^ ]/ {in_options = 0}
        in_options && $1 ~ /^-/ {n = split($1, names, ","); for (i = 1; i <= n; i++) print names[i]}' | sort -u
}

# The commands `kifu --help` lists under "Subcommands:".
help_commands() {
    "$KIFU" --help | awk '/^Subcommands:/ {in_list = 1; next} /^[^ ]/ {in_list = 0} in_list && NF {print $1}' | sort -u
}

# The ruleset names `kifu rules` lists: the first column of its table, header and notes aside.
rule_names() { "$KIFU" rules | awk 'NR == 1 {next} !NF {exit} {print $1}' | sort -u; }

# The topics `kifu explain` lists, each on an indented line.
topic_names() { "$KIFU" explain | awk '/^  [a-z]/ {print $1}' | sort -u; }

failures=0
# expect_same WHAT EXPECTED GOT: the two word lists are equal.
expect_same() {
    if [ "$2" != "$3" ]; then
        echo "FAIL: $1"
        echo "  expected: $(echo "$2" | tr '\n' ' ')"
        echo "  got:      $(echo "$3" | tr '\n' ' ')"
        failures=$((failures + 1))
    fi
}
# expect_within WHAT WORDS GOT: every word of WORDS is in GOT.
expect_within() {
    missing=$(printf '%s\n' "$2" | while IFS= read -r word; do
        printf '%s\n' "$3" | grep -qxF -- "$word" || echo "$word"; done)
    if [ -n "$missing" ]; then
        echo "FAIL: $1: missing $(echo "$missing" | tr '\n' ' ')"
        failures=$((failures + 1))
    fi
}
finish() {
    [ "$failures" -eq 0 ] || { echo "$failures failures"; exit 1; }
    echo "$1"
}
