#include "cli/result_options.hpp"

#include <filesystem>

#include "analysis/dead_choice.hpp"
#include "analysis/komi_value.hpp"
#include "rules/ruleset_choice.hpp"

namespace kifu::cli {

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
        dead->type_name("auto|none|POINTS|FILE")->check(analysis::dead_argument_error);
    else
        dead->type_name("auto|none")->check(CLI::IsMember({"auto", "none"}).description(""));
    command.add_option("--komi", options.komi, "Komi, overriding KM[]: a decimal such as 6.5, -3 or 0.5, at most 1000 either way")
        ->check(analysis::komi_argument_error);
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
