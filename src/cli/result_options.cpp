#include "cli/result_options.hpp"

#include <cmath>
#include <filesystem>

#include "analysis/dead_choice.hpp"
#include "rules/ruleset_choice.hpp"
#include "sgf/values.hpp"

namespace kifu::cli {

namespace {

// --komi is read as KM[] is, a plain decimal: CLI11 alone reads it with strtod, which also
// takes "nan", "inf", "0x10" (16) and "1e308", and the reports then print a komi of nan or
// a margin of 300 digits.
std::string komi_argument_error(const std::string& argument) {
    constexpr double largest_komi = 1000;   // far beyond any game's, still printed short
    const auto komi = sgf::parse_real(argument);
    if (!komi) return "'" + argument + "' is not a number (a komi is a decimal such as 6.5, -3 or 0.5)";
    if (std::fabs(*komi) > largest_komi)
        return "'" + argument + "' is not a komi (at most " + sgf::format_real(largest_komi) + " either way)";
    return {};
}

}  // namespace

void add_rules_option(CLI::App& command, std::string& rules) {
    command.add_option("--rules", rules, "The game's ruleset, overriding RU[] (see 'kifu rules')")
        ->check(rules::ruleset_name_error)
        ->type_name("RULESET");
}

void add_result_options(CLI::App& command, ResultOptions& options, DeadPoints points) {
    add_rules_option(command, options.rules);
    const bool taken = points == DeadPoints::taken;
    auto* dead = command.add_option(
        "--dead", options.dead,
        std::string("Dead stones: 'auto' (judged by kifu: Benson's algorithm, play-outs, the rules' confirmation), "
                    "'none' (every stone alive)") +
            (taken ? ", points separated by commas as the board labels them ('D16,E16') or as SGF writes them "
                     "('dd,de'), each marking its whole chain, or a file holding them"
                   : "") +
            ". Default: the record's TB/TW markup, else auto");
    if (taken)
        dead->type_name("auto|none|POINTS|FILE")->check([](const std::string& argument) {
            // An empty value ("--dead \"$LIST\"" with LIST unset) would silently mean the default.
            if (argument.empty()) return std::string("needs a value: auto, none, points or a file of points");
            return analysis::dead_argument_error(argument);
        });
    else
        dead->type_name("auto|none")->check(CLI::IsMember({"auto", "none"}).description(""));
    command.add_option("--komi", options.komi, "Komi, overriding KM[]: a decimal such as 6.5, -3 or 0.5, at most 1000 either way")
        ->check(komi_argument_error);
}

std::string dead_list_file(const ResultOptions& options) {
    if (options.dead.empty() || options.dead == "auto" || options.dead == "none") return {};
    std::error_code ec;
    return std::filesystem::is_regular_file(options.dead, ec) ? options.dead : std::string();
}

analysis::AnalysisOptions analysis_options(const ResultOptions& options) {
    analysis::AnalysisOptions analysis;
    analysis.rules = options.rules;
    analysis.dead = analysis::dead_choice(options.dead);
    analysis.komi = options.komi;
    return analysis;
}

}  // namespace kifu::cli
