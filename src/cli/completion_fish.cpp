// `kifu completion fish`: one `complete` line per option, command and operand.
#include <ostream>
#include <string>

#include "cli/completion.hpp"

namespace kifu::cli::completion {
namespace {

// `text` as one single-quoted fish word.
std::string single_quoted(std::string_view text) {
    std::string quoted = "'";
    for (char c : text) {
        if (c == '\'' || c == '\\') quoted += '\\';
        quoted += c;
    }
    return quoted + "'";
}

// -a's argument: fish expands it into the candidates, so each word is double-quoted within
// it ("New Zealand" stays one candidate).
std::string candidates(const std::vector<std::string>& words) {
    std::string list;
    for (const std::string& word : words) {
        list += (list.empty() ? "\"" : " \"");
        for (char c : word) {
            if (c == '"' || c == '\\' || c == '$') list += '\\';
            list += c;
        }
        list += '"';
    }
    return single_quoted(list);
}

// The flags that make `complete` offer `value`: files (-F), folders, words; -x where
// nothing else may be offered after the option.
std::string value_flags(const ValueSpec& value) {
    std::string flags = value.files ? " -r -F" : " -x";
    if (value.directories) flags += " -a '(__fish_complete_directories)'";
    if (!value.words.empty()) flags += " -a " + candidates(value.words);
    return flags;
}

std::string option_line(const std::string& program, const std::string& condition, const OptionSpec& option) {
    std::string line = "complete -c " + program + " -n " + single_quoted(condition);
    for (const std::string& name : option.names)
        line += (name.starts_with("--") ? " -l " : " -s ") + name.substr(name.find_first_not_of('-'));
    if (option.value) line += value_flags(*option.value);
    return line + " -d " + single_quoted(option.help);
}

void write_operands(std::ostream& out, const std::string& program, const std::string& condition,
                    const std::vector<OperandSpec>& operands) {
    // fish does not count operands: every operand's values are offered at every position.
    ValueSpec all;
    for (const OperandSpec& operand : operands) {
        all.words.insert(all.words.end(), operand.value.words.begin(), operand.value.words.end());
        all.files = all.files || operand.value.files;
        all.directories = all.directories || operand.value.directories;
    }
    if (all.files) out << "complete -c " << program << " -n " << single_quoted(condition) << " -F\n";
    if (all.directories)
        out << "complete -c " << program << " -n " << single_quoted(condition) << " -a '(__fish_complete_directories)'\n";
    if (!all.words.empty())
        out << "complete -c " << program << " -n " << single_quoted(condition) << " -a " << candidates(all.words) << "\n";
}

constexpr const char* helpers = R"fish(# The command on the line: the first word after kifu that is not an option (the options
# before it take no value).
function __kifu_command
    set -l words (commandline -opc)
    set -e words[1]
    for word in $words
        if not string match -q -- '-*' $word
            echo $word
            return 0
        end
    end
    return 1
end

function __kifu_command_is
    set -l command (__kifu_command)
    and test "$command" = $argv[1]
end

)fish";

}  // namespace

void write_fish(std::ostream& out, const ProgramSpec& program) {
    const std::string& name = program.name;
    out << "# fish completion for " << name << " " << program.version << ", made by `" << name
        << " completion fish` from the options " << name << " parses.\n"
        << "# Installed as share/fish/vendor_completions.d/" << name << ".fish; or run: " << name
        << " completion fish | source\n\n"
        << helpers
        << "# Files only where an option or operand takes them.\n"
        << "complete -c " << name << " -f\n\n";
    for (const OptionSpec& option : program.options) out << option_line(name, "not __kifu_command", option) << "\n";
    for (const CommandSpec& command : program.commands)
        out << "complete -c " << name << " -n 'not __kifu_command' -a " << single_quoted(command.name) << " -d "
            << single_quoted(command.help) << "\n";
    for (const CommandSpec& command : program.commands) {
        const std::string condition = "__kifu_command_is " + command.name;
        out << "\n";
        for (const OptionSpec& option : command.options) out << option_line(name, condition, option) << "\n";
        write_operands(out, name, condition, command.operands);
    }
}

}  // namespace kifu::cli::completion
