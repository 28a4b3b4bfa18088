// Every chain kifu's life-and-death judgement gives a status, with its confidence: reads
// every game of the SGF files named on the command line (or listed one per line on stdin
// with `-`), replays its main line as `kifu score` does, judges the final position, and
// prints one JSON line per game: the file, the number of unsettled points, the players'
// dead stones when the record has TB/TW markup, and each chain's colour, stones (SGF
// points), status, confidence, whether it is proved, its evidence share, whether it is
// settled, and its findings ([stage, status, measure, proved]). tests/bench/accuracy/reliability.py
// reads it. A measuring tool, not part of kifu's interface.
//   usage: kifu_dead_chains FILE... | kifu_dead_chains - < list
#include <iostream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "file_arguments.hpp"
#include "analysis/analyse_game.hpp"
#include "analysis/dead_stones_input.hpp"
#include "scoring/life_and_death.hpp"
#include "sgf/reader.hpp"

namespace {

using namespace kifu;

std::string sgf_points(const std::vector<Point>& points) {
    std::string out = "[";
    for (std::size_t i = 0; i < points.size(); ++i)
        out += fmt::format("{}\"{}{}\"", i ? "," : "", static_cast<char>('a' + points[i].x),
                           static_cast<char>('a' + points[i].y));
    return out + "]";
}

std::string json_string(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (static_cast<unsigned char>(c) < 0x20) continue;
        out += c;
    }
    return out + "\"";
}

void print_game(const std::string& file, const sgf::GameRecord& game, const rules::Board& board,
                const rules::Ruleset& game_rules) {
    scoring::LifeAndDeathOptions options;
    options.bent_four_dead = game_rules.bent_four_dead;  // as `kifu score` judges it
    const scoring::LifeAndDeath j = scoring::judge_life_and_death(board, options);
    const auto markup = analysis::dead_from_markup(game.tree, board);
    std::string line = fmt::format("{{\"file\":{},\"game\":{},\"width\":{},\"unsettled\":{},\"least_confidence\":{:.4f},"
                                   "\"markup_dead\":{},\"chains\":[",
                                   json_string(file), game.index, board.size().width, j.unsettled.size(), j.least_confidence,
                                   markup ? sgf_points(markup->points) : "null");
    for (std::size_t i = 0; i < j.chains.size(); ++i) {
        const scoring::ChainJudgement& c = j.chains[i];
        std::string findings;
        for (const scoring::Finding& f : c.findings)
            findings += fmt::format("{}[\"{}\",\"{}\",{:.4f},{}]", findings.empty() ? "" : ",", scoring::stage_name(f.stage),
                                    scoring::status_name(f.status), f.measure, f.proved ? "true" : "false");
        line += fmt::format("{}{{\"color\":\"{}\",\"stones\":{},\"status\":\"{}\",\"confidence\":{:.4f},\"certain\":{},"
                            "\"share\":{:.4f},\"settled\":{},\"findings\":[{}]}}",
                            i ? "," : "", c.color == Color::black ? 'B' : 'W', sgf_points(c.stones),
                            scoring::status_name(c.status), c.confidence, c.proved ? "true" : "false", c.share,
                            c.settled ? "true" : "false", findings);
    }
    std::cout << line << "]}\n";
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> files = kifu::bench::file_arguments(argc, argv);
    for (const std::string& file : files)
        sgf::read_sgf_file(file, {}, [&](sgf::GameRecord&& game) {
            analysis::AnalysisOptions only_replay;
            only_replay.score = false;
            const analysis::GameOutcome a = analysis::analyse_game(file, game, only_replay);
            print_game(file, game, a.replay.board, *a.choice.rules);
        });
    return 0;
}
