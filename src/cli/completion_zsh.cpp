// `kifu completion zsh`: a completion function for zsh's completion system (compsys),
// one _arguments spec per option.
#include <algorithm>
#include <ostream>
#include <sstream>
#include <string>

#include "cli/completion.hpp"

namespace kifu::cli::completion {
namespace {

// `text` inside a single-quoted zsh word.
std::string single_quoted(std::string_view text) {
    std::string quoted = "'";
    for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

// Help text inside an _arguments spec: its brackets and colons are the spec's syntax.
std::string spec_text(std::string_view text) {
    std::string escaped;
    for (char c : text) {
        if (c == '[' || c == ']' || c == ':' || c == '\\') escaped += '\\';
        escaped += c;
    }
    return escaped;
}

// A _describe entry's description: its colon separates the entry's name from it.
std::string describe_text(std::string_view text) {
    std::string escaped;
    for (char c : text) {
        if (c == ':' || c == '\\') escaped += '\\';
        escaped += c;
    }
    return escaped;
}

// One function per distinct value (_kifu_value_1, ...), so the specs stay one line each.
class ValueFunctions {
public:
    // The action that completes `value`: a function name, or " " for a value no shell can guess.
    std::string action(const ValueSpec& value) {
        if (value.words.empty() && !value.files && !value.directories) return " ";
        auto found = std::ranges::find(values_, value);
        if (found == values_.end()) found = values_.insert(values_.end(), value);
        return "_kifu_value_" + std::to_string(found - values_.begin() + 1);
    }

    void write(std::ostream& out) const {
        for (std::size_t i = 0; i < values_.size(); ++i) {
            const ValueSpec& value = values_[i];
            out << "_kifu_value_" << i + 1 << "() {\n";
            if (!value.words.empty()) {
                out << "    local expl\n    local -a values=(";
                for (const std::string& word : value.words) out << (&word == &value.words.front() ? "" : " ") << single_quoted(word);
                out << ")\n    _wanted values expl value compadd -a values\n";
            }
            if (value.files) out << "    _files\n";
            else if (value.directories) out << "    _files -/\n";
            out << "}\n\n";
        }
    }

private:
    std::vector<ValueSpec> values_;
};

std::string option_spec(const OptionSpec& option, ValueFunctions& values) {
    const std::string message = option.names.back().substr(option.names.back().find_first_not_of('-'));
    std::string specs;
    for (const std::string& name : option.names) {
        std::string spec = name;
        if (option.value) spec += name.starts_with("--") ? "=" : "+";
        spec.append("[").append(spec_text(option.help)).append("]");
        if (option.value) spec.append(":").append(message).append(":").append(values.action(*option.value));
        specs += " \\\n            " + single_quoted(spec);
    }
    return specs;
}

void write_command(std::ostream& out, const CommandSpec& command, ValueFunctions& values) {
    out << "    " << command.name << ")\n        _arguments -s";
    for (const OptionSpec& option : command.options) out << option_spec(option, values);
    for (std::size_t i = 0; i < command.operands.size(); ++i) {
        const OperandSpec& operand = command.operands[i];
        const bool repeats = operand.repeats && i + 1 == command.operands.size();
        out << " \\\n            "
            << single_quoted((repeats ? "*:" : ":") + operand.name + ":" + values.action(operand.value));
    }
    out << " && ret=0 ;;\n";
}

}  // namespace

void write_zsh(std::ostream& out, const ProgramSpec& program) {
    ValueFunctions values;
    std::ostringstream main;
    main << "_kifu() {\n"
         << "    local curcontext=$curcontext state line ret=1\n"
         << "    typeset -A opt_args\n"
         << "    _arguments -C";
    for (const OptionSpec& option : program.options) main << option_spec(option, values);
    main << " \\\n            '1:command:_kifu_commands' \\\n"
         << "            '*::argument:->argument' && ret=0\n"
         << "    [[ $state == argument ]] || return ret\n"
         << "    curcontext=${curcontext%:*:*}:kifu-$words[1]:\n"
         << "    case $words[1] in\n";
    for (const CommandSpec& command : program.commands) write_command(main, command, values);
    main << "    esac\n"
         << "    return ret\n"
         << "}\n\n"
         << "_kifu_commands() {\n"
         << "    local -a commands=(\n";
    for (const CommandSpec& command : program.commands)
        main << "        " << single_quoted(command.name + ":" + describe_text(command.help)) << "\n";
    main << "    )\n"
         << "    _describe -t commands 'kifu command' commands\n"
         << "}\n\n";

    out << "#compdef " << program.name << "\n"
        << "# zsh completion for " << program.name << " " << program.version << ", made by `" << program.name
        << " completion zsh` from the options " << program.name << " parses.\n"
        << "# Installed as share/zsh/vendor-completions/_" << program.name << "; or run: source <(" << program.name
        << " completion zsh)\n\n";
    values.write(out);
    out << main.str()
        << "# Autoloaded from fpath, this file is _kifu's body: complete. Sourced: register _kifu.\n"
        << "if [[ $funcstack[1] == _kifu ]]; then\n"
        << "    _kifu \"$@\"\n"
        << "else\n"
        << "    compdef _kifu " << program.name << "\n"
        << "fi\n";
}

}  // namespace kifu::cli::completion
