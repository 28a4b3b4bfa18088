// `kifu results --event EVENT.toml FILE... [--format egd|aga] [-o OUT]`: the results file a
// rating body takes (EGD .h9, AGA results), built from the event's records, for events
// whose pairing program did not keep them. Records that cannot be placed (no round, a
// player not on the list, no winner, a second record of a game) are listed on stderr.
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <spdlog/spdlog.h>

#include "analysis/analyse_game.hpp"
#include "batch/output_file.hpp"
#include "cli/commands.hpp"
#include "cli/each_game.hpp"
#include "cli/event_option.hpp"
#include "report/event_results_file.hpp"

namespace kifu::cli {
namespace {

struct ResultsOptions {
    std::vector<std::string> files;
    std::string event;
    std::string format = "egd";
    std::string output;            // -o, or "" / "-" for standard output
    batch::InputOptions inputs;
};

ExitCode run_results(const ResultsOptions& options, const CommandContext& context) {
    batch::OutputGuard guard(options.inputs.glob);
    for (const std::string& file : options.files) guard.add_input(file);
    guard.add_input(options.event);
    const bool to_file = !options.output.empty() && options.output != "-";
    if (to_file)
        if (const auto refused = guard.refuse(options.output, "-o")) {
            spdlog::error("kifu results: {}", *refused);
            return ExitCode::usage;
        }
    ExitCode status = ExitCode::ok;
    // A record that cannot be read is a game missing from the file: said, and exit 2 (a
    // mistyped path gave a table of zeros and exit 0).
    std::size_t unreadable = 0;
    // Each record's RE judged as kifu check judges it (its rules, the players' own count):
    // a win the rules gave the other player (an illegal move under Japanese Art. 14) is
    // no result to send a rating body unsaid.
    std::map<event::RecordKey, std::string> not_standing;
    const auto review = review_event(
        options.event, options.files, options.inputs, status,
        [&](const std::string& name, const Diagnostics& diagnostics) {
            ++unreadable;
            log_diagnostics(name, diagnostics);
        },
        [&](const std::string& name, sgf::GameRecord& game) {
            analysis::AnalysisOptions check;
            check.score = false;
            check.count_marked = true;
            const analysis::GameOutcome g = analysis::analyse_game(name, game, check);
            if (g.result.stands == false) not_standing[{name, game.index}] = g.result.text;
        });
    if (!review) return status;
    // The players list and the official results are inputs too: -o may not overwrite them.
    for (const std::string& input : event_inputs(options.event, review.get())) guard.add_input(input);
    if (to_file)
        if (const auto refused = guard.refuse(options.output, "-o")) {
            spdlog::error("kifu results: {}", *refused);
            return ExitCode::usage;
        }
    if (!to_file && standard_output_refused(guard, context.out_fd, "kifu results")) return ExitCode::usage;
    std::ostringstream text;
    report::AgaLeftOut left_out;
    if (options.format == "aga") report::write_aga_results(text, *review, left_out);
    else report::write_egd_results(text, *review);
    if (to_file) batch::write_output_file(options.output, text.str());
    else context.out << text.str();
    // A record as stderr names it: the file, and the game after the first of a collection.
    const auto record_name = [](const event::RecordKey& key) {
        return key.game > 0 ? key.file + " (game " + std::to_string(key.game + 1) + ")" : key.file;
    };
    for (const event::UnplacedRecord& u : review->unplaced())
        spdlog::warn("kifu results: {}: not placed: {}", record_name(u.key), u.reason);
    // A rank no record gives is the director's to supply (a players list): 30k stands in.
    for (const auto& [player, written] : review->unranked()) {
        const std::string& name = review->players()[player].name;
        if (written.empty()) spdlog::warn("kifu results: {}: no record gives a rank: written as 30k", name);
        else spdlog::warn("kifu results: {}: '{}' is no rank kifu can read: written as 30k", name, written);
    }
    if (left_out.draws > 0)
        spdlog::warn("kifu results: {} draw(s) left out: the AGA results format has no draw", left_out.draws);
    if (left_out.forfeits > 0)
        spdlog::warn("kifu results: {} game(s) won by forfeit left out: they were not played, and the AGA rates "
                     "every game in its file",
                     left_out.forfeits);
    // Against the event's official results: the file follows the records, so a game they
    // lack, a winner or colours they contradict is said here, as check --event says it
    // (the file's colours are the record's: a swapped record gave no word and exit 0). So
    // are a placed record the official results have no game for, and one that holds
    // another placed record's moves under other players (one of the two is not this game's):
    // both went into the file unsaid, exit 0.
    std::size_t against_official = review->event_wide().size();
    for (const event::EventProblem& p : review->event_wide()) spdlog::warn("kifu results: {}", p.sentence);
    for (const event::PlacedGame& g : review->placed()) {
        bool contradicts = false;
        for (const event::EventProblem& p : event_problems(*review, g.key.file, g.key.game))
            if (p.kind == event::ProblemKind::official_result || p.kind == event::ProblemKind::colours_swapped ||
                p.kind == event::ProblemKind::no_official_game || p.kind == event::ProblemKind::duplicate) {
                contradicts = true;
                spdlog::warn("kifu results: {}: {}; the file follows the record", record_name(g.key), p.sentence);
            }
        if (contradicts) ++against_official;
    }
    std::size_t re_not_standing = 0;
    for (const event::PlacedGame& g : review->placed())
        if (const auto it = not_standing.find(g.key); it != not_standing.end()) {
            ++re_not_standing;
            spdlog::warn("kifu results: {}: {} (kifu check); the file follows the record", record_name(g.key),
                         it->second);
        }
    spdlog::info("kifu results: {} of {} records placed, {} rounds", review->placed().size(), review->records(),
                 review->rounds());
    if (unreadable > 0) {
        spdlog::error("kifu results: {} input(s) could not be read: the file lacks their games", unreadable);
        return ExitCode::bad_input;
    }
    return review->unplaced().empty() && review->unranked().empty() && left_out.draws == 0 &&
                       left_out.forfeits == 0 && against_official == 0 && re_not_standing == 0
               ? ExitCode::ok
               : ExitCode::game_problem;
}

}  // namespace

void setup_results(CLI::App& app, CommandContext& context) {
    auto options = std::make_shared<ResultsOptions>();
    CLI::App* results = app.add_subcommand(
        "results", "Write the event's results file (EGD .h9 or AGA) from its records, for a rating body");
    results->footer(exit_status_footer({ExitCode::ok, ExitCode::bad_input, ExitCode::game_problem, ExitCode::usage,
                                        ExitCode::output_failed, ExitCode::event_file},
                                       {.strict = false}) +
                    "\n2 and 3 here: the file was written, but some inputs could not be read (2), or some records "
                    "could not be placed, (AGA format) draws or games won by forfeit were left out, or the event's official results hold a "
                    "game no record holds, another winner or the other colours, a forfeit where the record has a game played or the reverse, or lack a placed record's game, or two placed "
                    "records hold one game under other players, or no record gives a player's rank, or a record's RE does "
                    "not stand under its rules as kifu check judges it (3): the file lacks those games, follows the "
                    "records or writes 30k for the rank (listed on stderr).");
    results->add_option("files", options->files, "SGF files, folders (searched recursively) and archives: the event's records")
        ->required()
        ->type_name("FILE");
    add_event_option(*results, options->event, "The event file (kifu(1), EVENT FILE): its players, rounds and dates")
        ->required();
    results->add_option("--format", options->format, "egd: the EGD's tournament table (.h9, the default); aga: the AGA's results file")
        ->check(CLI::IsMember({"egd", "aga"}).description(""))
        ->type_name("egd|aga");
    results->add_option("-o,--output", options->output, "Write the file here ('-' or nothing: standard output)")
        ->type_name("FILE");
    results->add_option("--glob", options->inputs.glob,
                        "Which files of folders and members of archives to read (default *.sgf, any case)")
        ->type_name("PATTERN");
    results->callback([options, &context] {
        context.run = [options, &context] { return run_results(*options, context); };
    });
}

}  // namespace kifu::cli
