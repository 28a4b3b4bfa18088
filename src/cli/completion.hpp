#pragma once
// Shell completion for bash, zsh and fish, made from the CLI11 App tree that parses kifu's
// command line (build_app), so every command and option the parser knows is completed and
// none is forgotten. What an option's value may be comes from its type name, the word
// --help shows after it: literal lower-case words separated by '|' ("text|json"), or
// upper-case kinds (FILE, DIR, RULESET, TOPIC) and free values (N, PATTERN, ...). A type
// name with a word of neither sort (CLI11's default "TEXT") is refused, so a new option
// must say what it takes.
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace CLI {
class App;
}

namespace kifu::cli::completion {

// What may stand where a value is expected: literal words, files, folders.
struct ValueSpec {
    std::vector<std::string> words;   // "auto", "none"; ruleset names and aliases, as written
    bool files = false;               // any file (and the folders on the way to one)
    bool directories = false;         // folders only

    bool operator==(const ValueSpec&) const = default;
};

struct OptionSpec {
    std::vector<std::string> names;   // as typed: "-o", "--output"
    std::string help;                 // the first clause of its --help text
    std::optional<ValueSpec> value;   // none: a flag
};

struct OperandSpec {                  // a positional argument
    std::string name;                 // "files", "topic"
    ValueSpec value;
    bool repeats = false;             // takes every remaining argument
};

struct CommandSpec {
    std::string name;
    std::string help;
    std::vector<OptionSpec> options;
    std::vector<OperandSpec> operands;
};

struct ProgramSpec {
    std::string name;                 // "kifu"
    std::string version;
    std::vector<OptionSpec> options;  // given before the command
    std::vector<CommandSpec> commands;
};

// The values a type name allows (see the top of this file); throws std::invalid_argument
// naming the word it does not know.
ValueSpec value_spec(std::string_view type_name);

// Every visible command, option and operand of `app`, in --help's order. Throws
// std::invalid_argument naming the option whose type name value_spec refuses.
ProgramSpec program_spec(const CLI::App& app);

void write_bash(std::ostream& out, const ProgramSpec& program);
void write_zsh(std::ostream& out, const ProgramSpec& program);
void write_fish(std::ostream& out, const ProgramSpec& program);

// The first clause of a help text ("Dead stones: 'auto' ..." -> "Dead stones"): what a
// shell can show beside a completion on one line.
std::string short_help(std::string_view help);

}  // namespace kifu::cli::completion
