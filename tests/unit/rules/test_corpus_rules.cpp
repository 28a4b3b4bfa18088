// The littlego-sgf "Illegal games" records of the shared corpus, replayed with kifu's library.
// Each flagged move was checked independently with GNU Go 3.8 (loadsgf FILE N; is_legal):
// - illegal-move.sgf: White's move 16 W[hd] (H6) lands on Black's stone from move 15;
// - suicide.sgf: White's move 4 W[aa] (A19) fills its own last liberty, capturing nothing;
// - positional-superko.sgf (11x11): the position after Black's move 23 B[eg] is the one after
//   move 20, three moves earlier, so the player to move differs: positional superko
//   (chinese) forbids the move, situational superko (aga) does not, and under simple ko
//   (japanese) it is only a repetition.
// The corpus lives next to the repository (../shared); a clone without it skips these tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/replay.hpp"
#include "rules/ruleset.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"

namespace kifu::rules {
namespace {

const std::filesystem::path corpus_dir = std::filesystem::path(KIFU_SHARED_DIR) / "corpus";
const std::filesystem::path illegal_games = corpus_dir / "littlego-sgf" / "Illegal games";

struct Game {
    sgf::GameRecord record;
    sgf::GameInfo info;
};

// The first game of a corpus file, read and summarised as `kifu check` does.
Game read_first_game(const std::string& name) {
    std::vector<sgf::GameRecord> games;
    const std::filesystem::path path = illegal_games / name;
    sgf::read_sgf_file(path.string(), sgf::ReadOptions{},
                       [&](sgf::GameRecord&& game) { games.push_back(std::move(game)); });
    if (games.empty()) throw std::runtime_error("no game in " + path.string());
    Game game{std::move(games.front()), {}};
    game.info = sgf::summarize_game(game.record);
    return game;
}

ReplayResult replay(const Game& game, std::string_view rules_name) {
    const Ruleset* rules = find_ruleset(rules_name);
    if (rules == nullptr) throw std::runtime_error("no preset " + std::string(rules_name));
    return replay_main_line(game.record.tree, game.info, *rules);
}

bool has_repetition(const ReplayResult& r, int move, int repeats) {
    return std::any_of(r.repetitions.begin(), r.repetitions.end(),
                       [&](const Repetition& x) { return x.move == move && x.repeats == repeats; });
}

class CorpusIllegalGames : public ::testing::Test {
protected:
    void SetUp() override {
        if (!std::filesystem::is_directory(corpus_dir))
            GTEST_SKIP() << "no corpus at " << corpus_dir.string();
        if (!std::filesystem::is_directory(illegal_games))
            GTEST_SKIP() << "no 'Illegal games' folder at " << illegal_games.string();
    }
};

TEST_F(CorpusIllegalGames, IllegalMoveIsOccupiedAtMove16) {
    const Game game = read_first_game("illegal-move.sgf");
    EXPECT_EQ(game.info.size.width, 9);
    for (std::string_view rules : {"chinese", "japanese"}) {
        SCOPED_TRACE(std::string(rules));
        const ReplayResult r = replay(game, rules);
        ASSERT_EQ(r.violations.size(), 1u);
        const Violation& v = r.violations.front();
        EXPECT_EQ(v.move, 16);
        EXPECT_EQ(v.color, Color::white);
        EXPECT_EQ(v.point, "hd");
        EXPECT_EQ(v.kind, ViolationKind::occupied);
        EXPECT_EQ(kind_name(v.kind), "occupied");
        EXPECT_TRUE(r.repetitions.empty());
    }
}

TEST_F(CorpusIllegalGames, SuicideAtMove4) {
    const Game game = read_first_game("suicide.sgf");
    for (std::string_view rules : {"chinese", "japanese"}) {
        SCOPED_TRACE(std::string(rules));
        const ReplayResult r = replay(game, rules);
        ASSERT_EQ(r.violations.size(), 1u);
        const Violation& v = r.violations.front();
        EXPECT_EQ(v.move, 4);
        EXPECT_EQ(v.color, Color::white);
        EXPECT_EQ(v.point, "aa");
        EXPECT_EQ(v.kind, ViolationKind::suicide);
    }
}

TEST_F(CorpusIllegalGames, PositionalSuperkoUnderChinese) {
    const Game game = read_first_game("positional-superko.sgf");
    EXPECT_EQ(game.info.size.width, 11);
    const ReplayResult r = replay(game, "chinese");
    ASSERT_EQ(r.violations.size(), 1u);
    const Violation& v = r.violations.front();
    EXPECT_EQ(v.move, 23);
    EXPECT_EQ(v.color, Color::black);
    EXPECT_EQ(v.point, "eg");
    EXPECT_EQ(v.kind, ViolationKind::superko);
    EXPECT_TRUE(has_repetition(r, 23, 20));
}

TEST_F(CorpusIllegalGames, PositionalSuperkoIsOnlyARepetitionUnderJapanese) {
    const Game game = read_first_game("positional-superko.sgf");
    const ReplayResult r = replay(game, "japanese");
    EXPECT_TRUE(r.violations.empty());
    ASSERT_EQ(r.repetitions.size(), 1u);
    EXPECT_EQ(r.repetitions.front().move, 23);
    EXPECT_EQ(r.repetitions.front().repeats, 20);
}

TEST_F(CorpusIllegalGames, PositionalSuperkoIsNotSituationalUnderAga) {
    // After move 20 Black is to move, after move 23 White is: not the same situation.
    const Game game = read_first_game("positional-superko.sgf");
    const ReplayResult r = replay(game, "aga");
    EXPECT_TRUE(r.violations.empty());
    EXPECT_TRUE(has_repetition(r, 23, 20));
}

}  // namespace
}  // namespace kifu::rules
