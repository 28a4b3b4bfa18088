#pragma once
// What each fuzz target does with one input, shared by the libFuzzer entry points
// (fuzz_*.cpp) and the regression test (tests/unit/fuzz_regressions), so a saved
// reproducer goes through exactly the code path that found it.
//
// - read_input:     raw bytes -> read_sgf_bytes (small limits) -> summarize_game per game
// - pipeline_input: the above, then per game and under every preset: replay, judge, and
//                   score with no dead stones or with every stone of one colour dead, and
//                   (under two presets, in an input's first four games) with the record's
//                   own markup, else the estimate
// - board_input:    the bytes as a board size and a list of moves and setup edits, played
//                   on kifu::rules::Board and on a slow reference board; the first
//                   disagreement is returned as text (empty when they agree)
// - playout_input:  the bytes as a board size and a list of moves, played on
//                   kifu::scoring::PlayoutBoard and the reference board, likewise
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/color.hpp"
#include "base/point.hpp"
#include "rules/board.hpp"
#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "rules/verdict.hpp"
#include "rules/zobrist.hpp"
#include "scoring/dead_stones.hpp"
#include "analysis/scored_game.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"
#include "../support/playout_board_check.hpp"
#include "../support/reference_board.hpp"

namespace kifu::fuzz {

// Small enough that one input cannot take seconds, large enough to reach every limit check.
inline sgf::ReadOptions fuzz_read_options(bool strict) {
    sgf::ReadOptions options;
    options.strict = strict;
    options.limits.max_file_bytes = 1 << 16;
    options.limits.max_nodes_per_game = 4096;
    options.limits.max_depth = 256;
    return options;
}

// ---- reader ----------------------------------------------------------------------------

inline void read_input(const std::uint8_t* data, std::size_t size) {
    // The last byte chooses strict mode, so both paths of the reader are exercised.
    const bool strict = size > 0 && (data[size - 1] & 1) != 0;
    std::string bytes(reinterpret_cast<const char*>(data), size);
    sgf::read_sgf_bytes("fuzz.sgf", std::move(bytes), fuzz_read_options(strict), [](sgf::GameRecord&& game) {
        const sgf::GameInfo info = sgf::summarize_game(game);
        (void)info;
    });
}

// ---- whole pipeline --------------------------------------------------------------------

inline scoring::DeadStones every_stone_of(const rules::Board& board, Color colour) {
    scoring::DeadStones dead;
    dead.source = scoring::DeadSource::given;
    const BoardSize s = board.size();
    for (int y = 0; y < s.height; ++y)
        for (int x = 0; x < s.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            if (board.at(p) == colour) dead.points.push_back(p);
        }
    return dead;
}

// Every game is replayed and judged under every preset, but counted once per preset, not
// twice: `variant` (from the input's length, see pipeline_input) chooses which presets count
// with no dead stones and which with every stone of one colour dead, so over the inputs
// every preset meets both. Counting each game twenty-two times (its seki search 17% of the
// time) held the target under 40 executions a second. `every_count` counts both ways under
// every preset, as the target did when the saved reproducers were found (the regression
// test asks for it, so each goes through the path that found it).
inline void analyse(sgf::GameRecord& game, bool judge_life_and_death, unsigned variant, bool every_count) {
    const sgf::GameInfo info = sgf::summarize_game(game);
    int preset = 0;
    for (const rules::Ruleset& ruleset : rules::all_rulesets()) {
        const rules::ReplayResult replay = rules::replay_main_line(game.tree, info, ruleset);
        const rules::Verdict verdict = rules::judge(replay, ruleset, info.result);
        (void)verdict;

        const bool none_chosen = (static_cast<unsigned>(preset) + variant) % 2 == 0;
        if (every_count || none_chosen) {
            analysis::ScoreOptions none;
            none.dead = scoring::DeadStones{};  // source none, no points
            (void)analysis::score_game(game.tree, info, replay, ruleset, none);
        }
        if (every_count || !none_chosen) {
            analysis::ScoreOptions one_colour;
            one_colour.dead = every_stone_of(
                replay.board, (static_cast<unsigned>(preset) + variant / 2) % 2 == 0 ? Color::black : Color::white);
            one_colour.komi = preset % 3 == 0 ? std::optional<double>(-0.5) : std::nullopt;
            (void)analysis::score_game(game.tree, info, replay, ruleset, one_colour);
        }

        // The record's TB/TW, else the automatic life-and-death judgement, on the cheap
        // parameters (JudgeParams::cheap(): every stage runs, on small budgets). Even so it
        // is tried under two presets (one with the Art. 7 confirmation, one without), not
        // all ten: with every preset and the full parameters the fuzzer managed about two
        // inputs a second. Only the first games of an input are judged (see below).
        if (judge_life_and_death && preset < 2) {
            analysis::ScoreOptions markup_or_estimate;
            markup_or_estimate.judge_params = scoring::JudgeParams::cheap();
            (void)analysis::score_game(game.tree, info, replay, ruleset, markup_or_estimate);
        }
        ++preset;
    }
}

// The life-and-death judgement of the first four games only: an input of fifty short
// games on empty 19x19 boards (each one a few hundred bytes of mutated text) took 12 s
// under the sanitizers, past libFuzzer's timeout, for 0.5 s of a release build's work.
// Every game is still read, replayed and counted.
inline constexpr int judged_games_per_input = 4;

inline void pipeline_input(const std::uint8_t* data, std::size_t size, bool every_count = false) {
    std::string bytes(reinterpret_cast<const char*>(data), size);
    // The input's length chooses each game's counts (analyse): a record begins with "(" as
    // a rule, so its first byte would choose the same every time; every mutation that adds
    // or drops a byte switches them.
    const unsigned variant = every_count ? 0U : static_cast<unsigned>(size);
    int games = 0;
    sgf::read_sgf_bytes("fuzz.sgf", std::move(bytes), fuzz_read_options(false), [&](sgf::GameRecord&& game) {
        analyse(game, games < judged_games_per_input, variant + static_cast<unsigned>(games), every_count);
        ++games;
    });
}

// ---- board: differential against a plain reference -------------------------------------

using testing::ReferenceBoard;

inline std::string point_text(Point p) {
    // Appended piece by piece: GCC 12 mis-warns (-Wrestrict) on "(" + std::string.
    std::string text = "(";
    text += std::to_string(p.x);
    text += ',';
    text += std::to_string(p.y);
    text += ')';
    return text;
}

// Every point's contents; every string's stones and liberties, asked of each of its stones
// when `every_stone`, else of one (the reference flood-fills each string once either way:
// asking every stone of every string at every step was quadratic, and timed out on full
// 19x19 boards); the stone counts; the hash recomputed from scratch.
inline std::string compare_boards(const rules::Board& board, const ReferenceBoard& reference, BoardSize size,
                                  bool every_stone) {
    rules::Hash hash = 0;
    std::array<int, 2> stones{0, 0};
    std::vector<char> checked(static_cast<std::size_t>(size.width * size.height), 0);
    auto index = [&](Point p) { return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(size.width) + p.x; };
    for (int y = 0; y < size.height; ++y)
        for (int x = 0; x < size.width; ++x) {
            const Point p{static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)};
            const auto want = reference.at(p);
            if (board.at(p) != want) return "contents differ at " + point_text(p);
            if (board.empty_at(p) != !want) return "empty_at differs at " + point_text(p);
            if (!want) {
                if (board.liberties(p) != 0) return "an empty point has liberties at " + point_text(p);
                if (!board.string_at(p).empty()) return "an empty point has a string at " + point_text(p);
                continue;
            }
            hash ^= rules::stone_key(*want, p);
            ++stones[static_cast<int>(*want)];
            if (checked[index(p)]) continue;
            const ReferenceBoard::Group g = reference.group(p);
            std::vector<Point> expected = g.stones;
            std::sort(expected.begin(), expected.end());
            for (Point s : g.stones) {
                checked[index(s)] = 1;
                if (!every_stone && s != p) continue;
                const int libs = board.liberties(s);
                if (libs != static_cast<int>(g.liberties.size()))
                    return "liberties differ at " + point_text(s) + ": board " + std::to_string(libs) +
                           ", reference " + std::to_string(g.liberties.size());
                std::vector<Point> got = board.string_at(s);
                std::sort(got.begin(), got.end());
                if (got != expected) return "string differs at " + point_text(s);
            }
        }
    if (board.hash() != hash) return "hash differs from the hash recomputed from scratch";
    for (Color c : {Color::black, Color::white})
        if (board.stone_count(c) != stones[static_cast<int>(c)])
            return std::string("stone count of ") + std::string(color_name(c)) + " differs";
    return {};
}

// Input: width byte, height byte (each mapped to 1..19), then 3-byte edits
// (x, y, op): op % 8 is 0/1 play Black/White (skipped on an occupied point, as replay
// skips it), 2/3 set Black/White, 4 clear (AE); 5/6/7 set Black/White/clear a whole
// rectangle at once (Board::set on a span, as replay applies AB[aa:ZZ]): from (x, y),
// ((op >> 3) & 3) + 1 columns wide and (op >> 5) + 1 rows high, cut at the board's edge.
inline std::string board_input(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return {};
    const BoardSize board_size{data[0] % 19 + 1, data[1] % 19 + 1};
    rules::Board board(board_size);
    ReferenceBoard reference(board_size);
    if (auto problem = compare_boards(board, reference, board_size, true); !problem.empty())
        return "initially: " + problem;
    for (std::size_t i = 2, step = 1; i + 3 <= size; i += 3, ++step) {
        const Point p{static_cast<std::uint8_t>(data[i] % board_size.width),
                      static_cast<std::uint8_t>(data[i + 1] % board_size.height)};
        const int op = data[i + 2] % 8;
        const std::string where = "step " + std::to_string(step) + " (op " + std::to_string(op) + " at " +
                                  point_text(p) + "): ";
        if (op == 2 || op == 3 || op == 4) {
            const std::optional<Color> stone =
                op == 4 ? std::nullopt : std::optional<Color>(op == 2 ? Color::black : Color::white);
            board.set(p, stone);
            reference.set(p, stone);
        } else if (op >= 5) {
            const std::optional<Color> stone =
                op == 7 ? std::nullopt : std::optional<Color>(op == 5 ? Color::black : Color::white);
            const int columns = ((data[i + 2] >> 3) & 3) + 1;
            const int rows = (data[i + 2] >> 5) + 1;
            std::vector<Point> rectangle;
            for (int y = p.y; y < std::min<int>(p.y + rows, board_size.height); ++y)
                for (int x = p.x; x < std::min<int>(p.x + columns, board_size.width); ++x) {
                    rectangle.push_back({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)});
                    reference.set(rectangle.back(), stone);
                }
            board.set(rectangle, stone);
        } else {
            if (!board.empty_at(p) || reference.at(p)) {
                if (board.empty_at(p) != !reference.at(p)) return where + "occupancy differs";
                continue;
            }
            const Color c = (op & 1) ? Color::white : Color::black;
            const auto got = board.play(p, c);
            const auto want = reference.play(p, c);
            if (got.captured != want.captured)
                return where + "captured " + std::to_string(got.captured) + ", reference " +
                       std::to_string(want.captured);
            if (got.self_removed != want.self_removed)
                return where + "self-removed " + std::to_string(got.self_removed) + ", reference " +
                       std::to_string(want.self_removed);
        }
        // Every stone of every string while the board is small and on every 16th step; one
        // stone per string otherwise (and every stone once more at the end).
        const bool every_stone =
            step % 16 == 0 || board.stone_count(Color::black) + board.stone_count(Color::white) <= 64;
        if (auto problem = compare_boards(board, reference, board_size, every_stone); !problem.empty())
            return where + problem;
    }
    if (auto problem = compare_boards(board, reference, board_size, true); !problem.empty())
        return "at the end: " + problem;
    return {};
}

// The same bytes for scoring::PlayoutBoard: a board size, then one byte per move choosing
// among the empty points (colours alternate; illegal choices pass), checked against the
// reference after every move (tests/support/playout_board_check.hpp).
inline std::string playout_input(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return {};
    const BoardSize board_size{data[0] % 19 + 1, data[1] % 19 + 1};
    std::size_t next = 2;
    return testing::playout_board_game(rules::Board(board_size), static_cast<int>(size - 2),
                                       [&](std::size_t) { return std::size_t{data[next++]}; });
}

}  // namespace kifu::fuzz
