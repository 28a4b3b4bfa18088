// The completion model read off the CLI11 App tree (completion.hpp).
#include <CLI/CLI.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <iterator>
#include <stdexcept>

#include "cli/completion.hpp"
#include "report/lessons.hpp"
#include "rules/ruleset.hpp"

namespace kifu::cli::completion {
namespace {

bool equal_ignoring_case(std::string_view a, std::string_view b) {
    return std::ranges::equal(a, b, [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
    });
}

// Every preset's name, then its aliases; an alias that differs from an earlier word only
// in case ("Japanese" after "japanese") is left out, as kifu reads it the same.
std::vector<std::string> ruleset_words() {
    std::vector<std::string> words;
    auto add = [&](std::string_view word) {
        if (std::ranges::none_of(words, [&](const std::string& w) { return equal_ignoring_case(w, word); }))
            words.emplace_back(word);
    };
    for (const rules::Ruleset& ruleset : rules::all_rulesets()) add(ruleset.name);
    for (const rules::Ruleset& ruleset : rules::all_rulesets())
        for (std::string_view alias : ruleset.aliases) add(alias);
    return words;
}

std::vector<std::string> topic_words() {
    std::vector<std::string> words;
    for (const report::Lesson& lesson : report::all_lessons()) words.emplace_back(lesson.topic);
    return words;
}

bool is_literal(std::string_view word) {
    return !word.empty() && std::ranges::all_of(word, [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
}

// Values kifu reads but no shell can guess: numbers, patterns, sizes, shards, points.
constexpr std::array free_kinds = {"N", "INT", "UINT", "FLOAT", "PATTERN", "SIZE", "RATIO", "I/N", "POINTS"};

void add_kind(ValueSpec& value, std::string_view kind) {
    if (kind == "FILE" || kind == "OUT.html" || kind == "EVENT.toml") value.files = true;
    else if (kind == "DIR") value.directories = true;
    else if (kind == "RULESET") std::ranges::copy(ruleset_words(), std::back_inserter(value.words));
    else if (kind == "TOPIC") std::ranges::copy(topic_words(), std::back_inserter(value.words));
    else if (std::ranges::find(free_kinds, kind) == free_kinds.end())
        throw std::invalid_argument("'" + std::string(kind) + "' is no kind of value kifu can complete");
}

// CLI11's full type name appends its validators' descriptions after ':' ("UINT:INT in [1 -
// 4096]"); the type name proper is the part before.
std::string own_type_name(const CLI::Option& option) {
    const std::string full = option.get_type_name();
    return full.substr(0, full.find(':'));
}

bool hidden(const CLI::Option& option) { return option.get_group().empty(); }

OptionSpec option_spec(const CLI::Option& option, std::string_view command) {
    OptionSpec spec;
    for (const std::string& name : option.get_snames()) spec.names.push_back("-" + name);
    for (const std::string& name : option.get_lnames()) spec.names.push_back("--" + name);
    spec.help = short_help(option.get_description());
    if (option.get_expected_max() > 0) {
        try {
            spec.value = value_spec(own_type_name(option));
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument(std::string(command) + " " + option.get_name() + ": type name '" +
                                        own_type_name(option) + "': " + e.what());
        }
    }
    return spec;
}

CommandSpec command_spec(const CLI::App& command) {
    CommandSpec spec{command.get_name(), short_help(command.get_description()), {}, {}};
    for (const CLI::Option* option : command.get_options()) {
        if (hidden(*option)) continue;
        if (option->nonpositional()) {
            spec.options.push_back(option_spec(*option, spec.name));
            continue;
        }
        const OptionSpec operand = option_spec(*option, spec.name);
        spec.operands.push_back({option->get_name(), operand.value.value_or(ValueSpec{}),
                                 option->get_items_expected_max() > 1});
    }
    return spec;
}

}  // namespace

ValueSpec value_spec(std::string_view type_name) {
    ValueSpec value;
    std::size_t start = 0;
    while (start <= type_name.size()) {
        const std::size_t bar = std::min(type_name.find('|', start), type_name.size());
        const std::string_view word = type_name.substr(start, bar - start);
        if (is_literal(word)) value.words.emplace_back(word);
        else add_kind(value, word);
        start = bar + 1;
    }
    return value;
}

ProgramSpec program_spec(const CLI::App& app) {
    ProgramSpec program;
    program.name = app.get_name();
    program.version = KIFU_VERSION;
    for (const CLI::Option* option : app.get_options())
        if (!hidden(*option)) program.options.push_back(option_spec(*option, program.name));
    for (const CLI::App* command : app.get_subcommands({}))
        if (!command->get_group().empty()) program.commands.push_back(command_spec(*command));
    return program;
}

std::string short_help(std::string_view help) {
    std::size_t end = help.size();
    for (std::string_view stop : {" (", ": ", "; ", ". ", ", or ", " ('"}) end = std::min(end, help.find(stop));
    std::string text(help.substr(0, end));
    if (!text.empty() && text.back() == '.') text.pop_back();
    return text;
}

}  // namespace kifu::cli::completion
