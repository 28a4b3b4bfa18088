// `kifu annotate FILE -o OUT`: the record with what kifu found written into it (territory,
// dead stones, counts and explanation at the end; violations and repetitions at their
// moves), spliced into the original text so that everything else is kept byte for byte.
#include <spdlog/spdlog.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analysis/analyse_game.hpp"
#include "cli/commands.hpp"
#include "cli/dead_option.hpp"
#include "cli/each_game.hpp"
#include "report/annotate.hpp"

namespace kifu::cli {
namespace {

struct AnnotateOptions {
    std::string input;
    std::string output;
    std::string rules;
    std::string dead;                 // --dead (dead_option.hpp)
    std::optional<double> komi;
};

// One game, kept until the whole file has been read: the splices need every game.
struct Annotated {
    explicit Annotated(sgf::GameRecord&& g) : game(std::move(g)) {}
    sgf::GameRecord game;
    std::optional<analysis::GameOutcome> outcome;
};

bool same_file(const std::string& a, const std::string& b) {
    std::error_code ec;
    if (std::filesystem::equivalent(a, b, ec)) return true;
    const auto absolute_a = std::filesystem::weakly_canonical(a, ec);
    if (ec) return false;
    const auto absolute_b = std::filesystem::weakly_canonical(b, ec);
    return !ec && absolute_a == absolute_b;
}

bool starts_with_utf8_bom(const std::string& path) {
    if (path == "-") return false;  // standard input cannot be looked at twice
    std::ifstream in(path, std::ios::binary);
    char head[3] = {};
    return in.read(head, 3) && std::string_view(head, 3) == "\xEF\xBB\xBF";
}

ExitCode run_annotate(const AnnotateOptions& options, std::ostream& out) {
    if (options.output != "-" && options.input != "-" && same_file(options.input, options.output)) {
        spdlog::error("{}: error: refusing to overwrite the input file; give another -o", options.output);
        return ExitCode::usage;
    }
    const std::string name = options.input == "-" ? "<stdin>" : options.input;
    analysis::AnalysisOptions analysis;
    analysis.rules = options.rules;
    analysis.dead = dead_choice(options.dead);
    analysis.komi = options.komi;

    std::vector<std::unique_ptr<Annotated>> games;
    ExitCode status = ExitCode::ok;
    const sgf::FileOutcome outcome = sgf::read_sgf_file(options.input, {}, [&](sgf::GameRecord&& record) {
        auto& entry = *games.emplace_back(std::make_unique<Annotated>(std::move(record)));
        const analysis::GameOutcome& g = entry.outcome.emplace(analysis::analyse_game(name, entry.game, analysis));
        log_diagnostics(name, g.diagnostics);
        if (!g.score) spdlog::warn("{}: game {}: the final node is left as it is", name, g.game + 1);
        status = worst(status, analysis::exit_status(g));
    });
    spdlog::debug("{}: {} game(s), read as {}", name, outcome.games, outcome.charset);
    log_diagnostics(name, outcome.diagnostics);
    status = worst(status, analysis::status_of(outcome.diagnostics));
    if (games.empty()) return worst(status, ExitCode::bad_input);

    std::vector<report::GameFindings> findings;
    for (const auto& g : games) findings.push_back({&g->game.tree, &*g->outcome});
    const sgf::SourceText& source = games.front()->game.tree.source();
    report::AnnotatedText annotated = report::annotate(source, findings);
    Diagnostics notes;  // about the output as a whole: no location
    for (std::string& warning : annotated.warnings) notes.push_back({Severity::warning, {}, std::move(warning)});
    log_diagnostics(name, notes);
    status = worst(status, analysis::status_of(notes));
    // The reader drops a UTF-8 byte-order mark; the output keeps it like every other byte.
    if (source.charset() == "UTF-8" && starts_with_utf8_bom(options.input)) annotated.text.insert(0, "\xEF\xBB\xBF");

    if (options.output == "-") {
        out << annotated.text;
        out.flush();
        return status;
    }
    std::ofstream file(options.output, std::ios::binary | std::ios::trunc);
    if (file) file.write(annotated.text.data(), static_cast<std::streamsize>(annotated.text.size()));
    if (file) file.close();
    if (!file) {
        spdlog::error("{}: error: cannot write: {}", options.output, std::strerror(errno));
        return ExitCode::bad_input;
    }
    spdlog::info("{}: {} game(s) annotated into {}", name, games.size(), options.output);
    return status;
}

}  // namespace

void setup_annotate(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<AnnotateOptions>();
    CLI::App* annotate = app.add_subcommand(
        "annotate", "Write the record with kifu's findings in it: territory, dead stones, counts, explanation, "
                    "violations and repetitions, as SGF properties and comments any editor shows");
    annotate->footer(exit_status_footer({ExitCode::ok, ExitCode::warnings, ExitCode::bad_input, ExitCode::game_problem, ExitCode::usage}));
    annotate->add_option("file", options->input, "The SGF file to annotate ('-' reads standard input)")->required();
    annotate->add_option("-o,--output", options->output, "Where to write the annotated record ('-': standard output)")
        ->required();
    annotate->add_option("--rules", options->rules, "The game's ruleset, overriding RU[] (see 'kifu rules')")
        ->check([](const std::string& rules_name) {
            return rules::find_ruleset(rules_name) ? std::string{}
                                                   : "unknown ruleset '" + rules_name + "' (see 'kifu rules')";
        });
    annotate->add_option("--dead", options->dead,
                         "Dead stones: 'auto' (judged by kifu), 'none' (every stone alive), SGF points separated "
                         "by commas ('dd,de') or a file holding them. Default: the record's TB/TW markup, else auto");
    annotate->add_option("--komi", options->komi, "Komi, overriding KM[]");
    annotate->callback([options, &context] {
        context.run = [options, &out = context.out] { return run_annotate(*options, out); };
    });
}

}  // namespace kifu::cli
