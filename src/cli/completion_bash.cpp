// `kifu completion bash`: a completion function for bash, with no need for the
// bash-completion package's helpers (it works sourced into any bash 4).
#include <ostream>
#include <string>

#include "cli/completion.hpp"

namespace kifu::cli::completion {
namespace {

// Words as one ANSI-C quoted bash string, one word a line: $'auto\nnone' ('' for none).
std::string word_lines(const std::vector<std::string>& words) {
    if (words.empty()) return "''";
    std::string text = "$'";
    for (const std::string& word : words) {
        if (&word != &words.front()) text += "\\n";
        for (char c : word) {
            if (c == '\\' || c == '\'') text += '\\';
            text += c;
        }
    }
    return text + "'";
}

std::string option_words(const std::vector<OptionSpec>& options) {
    std::vector<std::string> names;
    for (const OptionSpec& option : options) names.insert(names.end(), option.names.begin(), option.names.end());
    return word_lines(names);
}

// The call that offers `value`; "return" alone for a value no shell can guess.
std::string offer(const ValueSpec& value) {
    if (value.words.empty() && !value.files && !value.directories) return "return";
    std::string call = "_kifu_offer " + word_lines(value.words);
    if (value.files) call += " files";
    else if (value.directories) call += " dirs";
    return call;
}

void write_option_values(std::ostream& out, const std::vector<OptionSpec>& options) {
    bool any = false;
    for (const OptionSpec& option : options) {
        if (!option.value) continue;
        if (!any) out << "        case $prev in\n";
        any = true;
        std::string names;
        for (const std::string& name : option.names) names += (names.empty() ? "" : "|") + name;
        out << "        " << names << ") " << offer(*option.value) << (offer(*option.value) == "return" ? "" : "; return")
            << " ;;\n";
    }
    if (any) out << "        esac\n";
}

void write_operands(std::ostream& out, const std::vector<OperandSpec>& operands) {
    if (operands.empty()) return;
    out << "            case $(_kifu_operand_index \"$valued\") in\n";
    for (std::size_t i = 0; i < operands.size(); ++i) {
        const bool last = i + 1 == operands.size();
        out << "            " << (last && operands[i].repeats ? std::string("*") : std::to_string(i)) << ") "
            << offer(operands[i].value) << " ;;  # " << operands[i].name << "\n";
    }
    out << "            esac\n";
}

void write_command(std::ostream& out, const CommandSpec& command) {
    std::string valued;
    for (const OptionSpec& option : command.options)
        if (option.value)
            for (const std::string& name : option.names) valued += " " + name;
    out << "    " << command.name << ")\n";
    write_option_values(out, command.options);
    out << "        local valued='" << valued << " '\n"
        << "        if [[ $cur == -* ]]; then\n"
        << "            _kifu_offer " << option_words(command.options) << "\n";
    if (!command.operands.empty()) {
        out << "        else\n";
        write_operands(out, command.operands);
    }
    out << "        fi ;;\n";
}

constexpr const char* helpers = R"bash(# The words of $1 (one a line) that begin with the word being completed; with "files" or
# "dirs" as $2, also the files (and folders) or the folders alone, quoted by bash.
_kifu_offer() {
    local IFS=$'\n' word plain=${cur//\\/}
    plain=${plain#[\"\']}
    if [[ $2 ]]; then
        compopt -o filenames 2>/dev/null
        COMPREPLY+=($(compgen -W "$1" -- "$plain"))
        if [[ $2 == files ]]; then COMPREPLY+=($(compgen -f -- "$plain"))
        else COMPREPLY+=($(compgen -d -- "$plain")); fi
        return
    fi
    for word in $1; do
        [[ $word == "$plain"* ]] && COMPREPLY+=("$(printf '%q' "$word")")
    done
}

# Which operand the word being completed is (0 for the first), counting the words after
# the command that are neither options nor the values of the options in $1.
_kifu_operand_index() {
    local j n=0
    for ((j = command_at + 1; j < COMP_CWORD; j++)); do
        case ${COMP_WORDS[j]} in
        -*) if [[ $1 == *" ${COMP_WORDS[j]} "* ]]; then
                ((j++))
                [[ ${COMP_WORDS[j]} == = ]] && ((j++))
            fi ;;
        *) ((n++)) ;;
        esac
    done
    echo $n
}

_kifu() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    # bash splits --rules=nz at the '='.
    if [[ $cur == = ]]; then
        cur=
    elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then
        prev=${COMP_WORDS[COMP_CWORD - 2]}
    fi
    # The command is the first word that is not an option (the options before it take no value).
    local command= command_at=0
    for ((command_at = 1; command_at < COMP_CWORD; command_at++)); do
        [[ ${COMP_WORDS[command_at]} == -* ]] || { command=${COMP_WORDS[command_at]}; break; }
    done
    COMPREPLY=()
    case $command in
)bash";

}  // namespace

void write_bash(std::ostream& out, const ProgramSpec& program) {
    out << "# bash completion for " << program.name << " " << program.version << ", made by `" << program.name
        << " completion bash` from the options " << program.name << " parses.\n"
        << "# Installed as share/bash-completion/completions/" << program.name << "; or run: source <("
        << program.name << " completion bash)\n\n"
        << helpers;
    std::vector<std::string> command_names;
    for (const CommandSpec& command : program.commands) command_names.push_back(command.name);
    out << "    '')\n"
        << "        if [[ $cur == -* ]]; then _kifu_offer " << option_words(program.options) << "\n"
        << "        else _kifu_offer " << word_lines(command_names) << "; fi ;;\n";
    for (const CommandSpec& command : program.commands) write_command(out, command);
    out << "    esac\n"
        << "}\n\n"
        << "complete -F _kifu " << program.name << "\n";
}

}  // namespace kifu::cli::completion
