#include "sgf/result.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::sgf {
namespace {

struct Case {
    std::string_view raw;
    Winner winner;
    WinKind kind;
    std::optional<double> margin;
    bool has_problem;
    std::string_view canonical;
};

void expect_cases(const std::vector<Case>& cases) {
    for (const auto& expected : cases) {
        SCOPED_TRACE(std::string(expected.raw));
        const auto decoded = decode_result(expected.raw);
        ASSERT_TRUE(decoded.value) << decoded.problem;
        EXPECT_EQ(decoded.value->winner, expected.winner);
        EXPECT_EQ(decoded.value->kind, expected.kind);
        EXPECT_EQ(decoded.value->margin, expected.margin);
        EXPECT_EQ(!decoded.problem.empty(), expected.has_problem) << decoded.problem;
        EXPECT_EQ(decoded.value->canonical(), expected.canonical);
    }
}

constexpr auto black = Winner::black;
constexpr auto white = Winner::white;
constexpr auto none = std::nullopt;

TEST(DecodeResult, ReadsFf4Scores) {
    expect_cases({
        {"B+3.5", black, WinKind::score, 3.5, false, "B+3.5"},
        {"W+0.5", white, WinKind::score, 0.5, false, "W+0.5"},
        {"W+64", white, WinKind::score, 64, false, "W+64"},
        {"W+12.50", white, WinKind::score, 12.5, false, "W+12.5"},   // KGS writes two decimals
        {"B+0.25", black, WinKind::score, 0.25, false, "B+0.25"},
    });
}

TEST(DecodeResult, ReadsFf4Reasons) {
    expect_cases({
        {"W+R", white, WinKind::resign, none, false, "W+R"},
        {"B+Resign", black, WinKind::resign, none, false, "B+R"},
        {"W+Resign", white, WinKind::resign, none, false, "W+R"},
        {"B+T", black, WinKind::time, none, false, "B+T"},
        {"W+Time", white, WinKind::time, none, false, "W+T"},
        {"B+F", black, WinKind::forfeit, none, false, "B+F"},
        {"W+Forfeit", white, WinKind::forfeit, none, false, "W+F"},
        {"B+", black, WinKind::unspecified, none, false, "B+"},   // FF[4]: the score is optional
        {"W+", white, WinKind::unspecified, none, false, "W+"},
    });
}

TEST(DecodeResult, ReadsDrawVoidAndUnknown) {
    expect_cases({
        {"0", Winner::draw, WinKind::unspecified, none, false, "0"},
        {"Draw", Winner::draw, WinKind::unspecified, none, false, "0"},
        {"draw", Winner::draw, WinKind::unspecified, none, false, "0"},
        {"Void", Winner::none, WinKind::unspecified, none, false, "Void"},
        {"?", Winner::unknown, WinKind::unspecified, none, false, "?"},
        {"Jigo", Winner::draw, WinKind::unspecified, none, true, "0"},
    });
}

TEST(DecodeResult, KeywordsIgnoreCaseAndSurroundingWhitespace) {
    expect_cases({
        {"b+r", black, WinKind::resign, none, false, "B+R"},
        {"w+RESIGN", white, WinKind::resign, none, false, "W+R"},
        {"w+time", white, WinKind::time, none, false, "W+T"},
        {"VOID", Winner::none, WinKind::unspecified, none, false, "Void"},
        {"DRAW", Winner::draw, WinKind::unspecified, none, false, "0"},
        {"  B+R  ", black, WinKind::resign, none, false, "B+R"},
        {"\nW+3.5\r\n", white, WinKind::score, 3.5, false, "W+3.5"},
        {"B+ R", black, WinKind::resign, none, false, "B+R"},
    });
}

TEST(DecodeResult, ReadsEscapedText) {
    expect_cases({
        {"W+\\R", white, WinKind::resign, none, false, "W+R"},
        {"B+\\\r\n3.5", black, WinKind::score, 3.5, false, "B+3.5"},   // soft line break
    });
}

TEST(DecodeResult, ZeroPointWinIsKeptWithAProblem) {
    const auto decoded = decode_result("B+0.0");   // Fox
    ASSERT_TRUE(decoded.value);
    EXPECT_EQ(decoded.value->winner, Winner::black);
    EXPECT_EQ(decoded.value->kind, WinKind::score);
    EXPECT_EQ(decoded.value->margin, 0.0);
    EXPECT_EQ(decoded.value->canonical(), "B+0");
    EXPECT_EQ(decoded.problem, "RE[B+0.0]: a win by zero points");
}

TEST(DecodeResult, BareColourIsAWinWithoutReasonAndAProblem) {
    expect_cases({
        {"B", black, WinKind::unspecified, none, true, "B+"},
        {"W", white, WinKind::unspecified, none, true, "W+"},
        {"w", white, WinKind::unspecified, none, true, "W+"},
    });
    EXPECT_EQ(decode_result("B").problem, "RE[B] read as RE[B+]");
}

TEST(DecodeResult, UnknownReasonIsKindOtherWithAProblem) {
    for (auto [raw, winner, reason] : {std::tuple{"B+Illegal", black, "Illegal"}, {"W+J", white, "J"},
                                       {"B+AW", black, "AW"}, {"W+timeout", white, "timeout"},
                                       {"B+-3", black, "-3"}}) {
        SCOPED_TRACE(raw);
        const auto decoded = decode_result(raw);
        ASSERT_TRUE(decoded.value);
        EXPECT_EQ(decoded.value->winner, winner);
        EXPECT_EQ(decoded.value->kind, WinKind::other);
        EXPECT_EQ(decoded.value->other_text, reason);
        EXPECT_FALSE(decoded.value->margin);
        EXPECT_EQ(decoded.value->canonical(), raw);
        EXPECT_NE(decoded.problem.find("unrecognised result reason"), std::string::npos) << decoded.problem;
    }
}

TEST(DecodeResult, FractionMarginIsReadWithAProblem) {
    expect_cases({{"B+5 1/2", black, WinKind::score, 5.5, true, "B+5.5"}});
}

// A margin with its unit: it was "winner unknown" ("W+0.5 pts") or a reason "4.5pts" with no
// margin, so an RE naming the loser was never judged.
TEST(DecodeResult, AMarginWithItsUnitIsReadWithAProblem) {
    expect_cases({
        {"W+0.5 pts", white, WinKind::score, 0.5, true, "W+0.5"},
        {"B+4.5pts", black, WinKind::score, 4.5, true, "B+4.5"},
        {"B+3 Points", black, WinKind::score, 3, true, "B+3"},
        {"W+6.5 moku", white, WinKind::score, 6.5, true, "W+6.5"},
        {"B+5 1/2 pt", black, WinKind::score, 5.5, true, "B+5.5"},
    });
    EXPECT_EQ(decode_result("B+-3pts").value->kind, WinKind::other);
}

// Chinese, Japanese and Korean results, as their servers and archives write them; a stone
// (子) of a Chinese margin is two points. They were "winner unknown", so RE was never judged.
TEST(DecodeResult, ReadsChineseJapaneseAndKoreanWithAProblem) {
    expect_cases({
        {"黑中盘胜", black, WinKind::resign, none, true, "B+R"},
        {"白中押し勝ち", white, WinKind::resign, none, true, "W+R"},
        {"백 불계승", white, WinKind::resign, none, true, "W+R"},
        {"黒時間切れ勝", black, WinKind::time, none, true, "B+T"},
        {"白胜3又3/4子", white, WinKind::score, 7.5, true, "W+7.5"},
        {"黑胜1/4子", black, WinKind::score, 0.5, true, "B+0.5"},
        {"白胜7.5目", white, WinKind::score, 7.5, true, "W+7.5"},
        {"黒4目半勝", black, WinKind::score, 4.5, true, "B+4.5"},
        {"흑 3집반승", black, WinKind::score, 3.5, true, "B+3.5"},
        {"黑 胜 ２又１/４子", black, WinKind::score, 4.5, true, "B+4.5"},
        {"黑胜", black, WinKind::unspecified, none, true, "B+"},
    });
    for (const char* draw : {"和棋", "持碁", "무승부"}) EXPECT_EQ(decode_result(draw).value->winner, Winner::draw) << draw;
    for (const char* unclear : {"黑中盘", "黑胜3子半x", "黑白", "中盘胜"})
        EXPECT_EQ(decode_result(unclear).value->winner, Winner::unknown) << unclear;
}

TEST(DecodeResult, ReadsClearEnglishWithAProblem) {
    expect_cases({
        {"White resigns.", black, WinKind::resign, none, true, "B+R"},
        {"Black resigns.", white, WinKind::resign, none, true, "W+R"},
        {"black resigned", white, WinKind::resign, none, true, "W+R"},
        {"black wins by 5 3/4", black, WinKind::score, 5.75, true, "B+5.75"},
        {"White wins by 12.5 points", white, WinKind::score, 12.5, true, "W+12.5"},
        {"White wins by 1 point.", white, WinKind::score, 1, true, "W+1"},
        {"Black wins on time", black, WinKind::time, none, true, "B+T"},
        {"white won by resignation", white, WinKind::resign, none, true, "W+R"},
        {"Black wins by forfeit!", black, WinKind::forfeit, none, true, "B+F"},
        {"Black wins", black, WinKind::unspecified, none, true, "B+"},
    });
    EXPECT_EQ(decode_result("White resigns.").problem, "RE[White resigns.] read as RE[B+R]");
}

TEST(DecodeResult, UnclearTextIsUnknownWithAProblem) {
    for (const char* raw : {"B+1.5 ? W+timeout", "john wins", "", "   ", "xyz", "0.5", "Black", "white resigns twice",
                            "Black wins by a lot", "B-R", "+", "Bl+R"}) {
        SCOPED_TRACE(raw);
        const auto decoded = decode_result(raw);
        ASSERT_TRUE(decoded.value);
        EXPECT_EQ(decoded.value->winner, Winner::unknown);
        EXPECT_EQ(decoded.value->canonical(), "?");
        EXPECT_FALSE(decoded.problem.empty());
    }
    EXPECT_EQ(decode_result("john wins").problem, "RE[john wins]: not a result kifu understands (winner unknown)");
    EXPECT_EQ(decode_result("").problem, "RE is empty (winner unknown)");
}

// Text kifu cannot read is "?" in FF[4] (JSON `result`), but a sentence quotes the record:
// "RE[?]" would quote a value the record does not hold.
TEST(GameResultQuoted, QuotesUnreadableTextAsWritten) {
    EXPECT_EQ(decode_result("X+3").value->canonical(), "?");
    EXPECT_EQ(decode_result("X+3").value->quoted(), "RE[X+3]");
    EXPECT_EQ(decode_result("Draw by agreement").value->quoted(), "RE[Draw by agreement]");
    EXPECT_EQ(decode_result("?").value->quoted(), "RE[?]");
    EXPECT_EQ(decode_result("B+3.5").value->quoted(), "RE[B+3.5]");
    EXPECT_EQ(decode_result("Jigo").value->quoted(), "RE[0]");   // read, so said as read
    // A hostile value is cut, at a character's start, not repeated whole in every sentence.
    std::string long_text;
    for (int i = 0; i < 10000; ++i) long_text += "\u00e9";   // two bytes each
    const std::string shown = decode_result(long_text).value->shown();
    EXPECT_LE(shown.size(), 60u + 3u);
    EXPECT_EQ(shown.substr(shown.size() - 3), "\u2026");
    EXPECT_EQ(shown.substr(0, 60), long_text.substr(0, 60));
}

TEST(GameResultCanonical, WritesFf4Forms) {
    EXPECT_EQ((GameResult{Winner::white, WinKind::score, 12.5, {}, {}}).canonical(), "W+12.5");
    EXPECT_EQ((GameResult{Winner::black, WinKind::score, 0.75, {}, {}}).canonical(), "B+0.75");
    EXPECT_EQ((GameResult{Winner::black, WinKind::score, std::nullopt, {}, {}}).canonical(), "B+");
    EXPECT_EQ((GameResult{Winner::white, WinKind::forfeit, std::nullopt, {}, {}}).canonical(), "W+F");
    EXPECT_EQ((GameResult{Winner::black, WinKind::other, std::nullopt, "Illegal", {}}).canonical(), "B+Illegal");
    EXPECT_EQ((GameResult{Winner::draw, WinKind::unspecified, std::nullopt, {}, {}}).canonical(), "0");
    EXPECT_EQ((GameResult{Winner::none, WinKind::unspecified, std::nullopt, {}, {}}).canonical(), "Void");
    EXPECT_EQ((GameResult{Winner::unknown, WinKind::unspecified, std::nullopt, {}, {}}).canonical(), "?");
}

TEST(DecodeResult, NeverFailsOnShortArbitraryInput) {
    const std::string alphabet = "BWbw+-0.5/ ?RT\\\nrv";
    std::vector<std::string> inputs{""};
    for (char a : alphabet)
        for (char b : alphabet)
            for (char c : alphabet) inputs.push_back(std::string{a, b, c});
    for (const auto& raw : inputs) {
        const auto decoded = decode_result(raw);
        ASSERT_TRUE(decoded.value) << raw;
        EXPECT_FALSE(decoded.value->canonical().empty());
    }
}

}  // namespace
}  // namespace kifu::sgf
