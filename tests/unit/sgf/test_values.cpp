#include "sgf/values.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::sgf {
namespace {

constexpr BoardSize board19{19, 19};
constexpr BoardSize board52{52, 52};

Point pt(std::string_view letters) {
    return Point{static_cast<std::uint8_t>(*letter_coordinate(letters[0])),
                 static_cast<std::uint8_t>(*letter_coordinate(letters[1]))};
}

std::vector<Point> points(std::initializer_list<std::string_view> names) {
    std::vector<Point> out;
    for (auto name : names) out.push_back(pt(name));
    return out;
}

std::vector<ComposeValue> compose_all(std::initializer_list<std::string_view> raws) {
    std::vector<ComposeValue> out;
    for (auto raw : raws) out.push_back(split_compose(raw));
    return out;
}

Decoded<std::vector<Point>> point_list(std::initializer_list<std::string_view> raws, BoardSize size = board19,
                                       PointListKind kind = PointListKind::elist) {
    const auto values = compose_all(raws);
    return decode_point_list(values, size, kind);
}

std::size_t problem_count(const std::string& problem) {
    if (problem.empty()) return 0;
    std::size_t count = 1;
    for (auto at = problem.find("; "); at != std::string::npos; at = problem.find("; ", at + 2)) ++count;
    return count;
}

// ---- split_compose ----

TEST(SplitCompose, SplitsAtTheFirstColon) {
    const auto value = split_compose("aa:bb");
    EXPECT_EQ(value.first, "aa");
    ASSERT_TRUE(value.second);
    EXPECT_EQ(*value.second, "bb");

    const auto label = split_compose("dd:a:b");
    EXPECT_EQ(label.first, "dd");
    EXPECT_EQ(*label.second, "a:b");
}

TEST(SplitCompose, NoColonMeansNoSecondPart) {
    const auto value = split_compose("aa");
    EXPECT_EQ(value.first, "aa");
    EXPECT_FALSE(value.second);
    EXPECT_FALSE(split_compose("").second);
}

TEST(SplitCompose, EmptyHalvesAreKept) {
    const auto trailing = split_compose("19:");
    EXPECT_EQ(trailing.first, "19");
    ASSERT_TRUE(trailing.second);
    EXPECT_EQ(*trailing.second, "");
    const auto bare = split_compose(":");
    EXPECT_EQ(bare.first, "");
    EXPECT_EQ(*bare.second, "");
}

TEST(SplitCompose, EscapedColonDoesNotSplit) {
    const auto value = split_compose("a\\:b:c");
    EXPECT_EQ(value.first, "a\\:b");
    EXPECT_EQ(*value.second, "c");
    EXPECT_FALSE(split_compose("a\\:b").second);
}

TEST(SplitCompose, EscapedBackslashDoesNotEscapeTheColon) {
    const auto value = split_compose("ab\\\\:cd");
    EXPECT_EQ(value.first, "ab\\\\");
    EXPECT_EQ(*value.second, "cd");
    EXPECT_FALSE(split_compose("ab\\").second);   // trailing lone backslash
}

// ---- numbers ----

TEST(ParseReal, ReadsSgfReals) {
    EXPECT_EQ(parse_real("6.5"), 6.5);
    EXPECT_EQ(parse_real("7.50"), 7.5);
    EXPECT_EQ(parse_real("0.500000"), 0.5);
    EXPECT_EQ(parse_real("-4.50"), -4.5);
    EXPECT_EQ(parse_real("+6.5"), 6.5);
    EXPECT_EQ(parse_real("0"), 0.0);
    EXPECT_EQ(parse_real("64"), 64.0);
    EXPECT_EQ(parse_real(".5"), 0.5);
    EXPECT_EQ(parse_real("7."), 7.0);
}

TEST(ParseReal, RejectsWhatSgfNeverMeans) {
    for (const char* text : {"", "-", "+", ".", "1.2.3", " 1", "1 ", "+-1", "--1", "1e5", "inf", "nan", "0x10",
                             "6,5", "abc", "1/2"}) {
        SCOPED_TRACE(text);
        EXPECT_FALSE(parse_real(text));
    }
}

TEST(ParseFraction, ReadsMixedFractions) {
    EXPECT_EQ(parse_fraction("5 1/2"), 5.5);
    EXPECT_EQ(parse_fraction("5 3/4"), 5.75);
    EXPECT_EQ(parse_fraction("3/4"), 0.75);
    EXPECT_EQ(parse_fraction("-5 1/2"), -5.5);
    EXPECT_EQ(parse_fraction("5  1/2"), 5.5);
}

TEST(ParseFraction, RejectsOtherText) {
    for (const char* text : {"", "5", "5.5", "1/0", "5 1/0", "1/2/3", "a/b", "5 /2", "5 1/", "1 2 3/4", "-/2"}) {
        SCOPED_TRACE(text);
        EXPECT_FALSE(parse_fraction(text));
    }
}

TEST(FormatReal, WritesTheShortestForm) {
    EXPECT_EQ(format_real(7.5), "7.5");
    EXPECT_EQ(format_real(12.0), "12");
    EXPECT_EQ(format_real(0.25), "0.25");
    EXPECT_EQ(format_real(-4.5), "-4.5");
    EXPECT_EQ(format_real(0.0), "0");
    EXPECT_EQ(format_real(-0.0), "0");
    EXPECT_EQ(format_real(1e20), "100000000000000000000");
    // Whole points less a komi, as a count computes them: not the binary noise
    // ("9.699999999999999", "1008.9000000000001", "14.299999999999997").
    EXPECT_EQ(format_real(18 - (27 + 5.3)), "-14.3");   // Black's 18 against White's 27 and KM[5.3]
    EXPECT_EQ(format_real(18 - (27 + 0.1)), "-9.1");
    EXPECT_EQ(format_real(27 + 999.9 - 18), "1008.9");
    EXPECT_EQ(format_real(36 + -10.01), "25.99");
    EXPECT_EQ(format_real(1e-12), "0");
}

// ---- SZ ----

TEST(DecodeBoardSize, ReadsSquareBoards) {
    for (auto [raw, side] : {std::pair{"19", 19}, {" 19 ", 19}, {"9", 9}, {"1", 1}, {"52", 52}, {"+13", 13}}) {
        SCOPED_TRACE(raw);
        const auto size = decode_board_size(raw);
        EXPECT_TRUE(size.clean()) << size.problem;
        EXPECT_EQ(size.value, (BoardSize{side, side}));
    }
}

TEST(DecodeBoardSize, ReadsRectangularBoardsAsWidthByHeight) {
    const auto size = decode_board_size("19:13");
    EXPECT_TRUE(size.clean());
    EXPECT_EQ(size.value, (BoardSize{19, 13}));
    EXPECT_EQ(decode_board_size("52:1").value, (BoardSize{52, 1}));
    EXPECT_EQ(decode_board_size(" 7 : 5 ").value, (BoardSize{7, 5}));
}

TEST(DecodeBoardSize, SquareWrittenAsComposeIsUsableWithAProblem) {
    const auto size = decode_board_size("19:19");
    EXPECT_EQ(size.value, (BoardSize{19, 19}));
    EXPECT_EQ(size.problem, "SZ[19:19]: FF[4] writes a square board as SZ[19]");
}

TEST(DecodeBoardSize, RejectsBadSizes) {
    for (const char* raw : {"abc", "0", "53", "-10", "19:", ":19", "19:0", "19:53", "", "19.0", "19x19", "1:2:3"}) {
        SCOPED_TRACE(raw);
        const auto size = decode_board_size(raw);
        EXPECT_FALSE(size.value);
        EXPECT_FALSE(size.problem.empty());
    }
    EXPECT_EQ(decode_board_size("53").problem, "SZ[53]: a board side must be 1..52");
}

// ---- coordinates and moves ----

TEST(LetterCoordinate, MapsLowerThenUpperCase) {
    EXPECT_EQ(letter_coordinate('a'), 0);
    EXPECT_EQ(letter_coordinate('s'), 18);
    EXPECT_EQ(letter_coordinate('z'), 25);
    EXPECT_EQ(letter_coordinate('A'), 26);
    EXPECT_EQ(letter_coordinate('Z'), 51);
    for (char c : {'0', '@', '[', '`', '{', ' ', ':', '\\'}) EXPECT_FALSE(letter_coordinate(c)) << c;
}

TEST(DecodeMove, EmptyIsAPass) {
    const auto move = decode_move("", board19);
    EXPECT_TRUE(move.clean());
    EXPECT_TRUE(move.value->pass);
}

TEST(DecodeMove, TtIsAPassUpTo19x19) {
    for (BoardSize size : {board19, BoardSize{9, 9}, BoardSize{19, 13}, BoardSize{1, 1}}) {
        const auto move = decode_move("tt", size);
        EXPECT_TRUE(move.clean());
        EXPECT_TRUE(move.value->pass);
    }
}

TEST(DecodeMove, TtIsAPointOnLargerBoards) {
    const auto move = decode_move("tt", BoardSize{20, 20});
    EXPECT_TRUE(move.clean());
    EXPECT_EQ(move.value, (Move{.pass = false, .point = Point{19, 19}}));

    const auto tall = decode_move("tt", BoardSize{19, 20});   // t is column 20: off this board
    EXPECT_EQ(tall.value, (Move{.pass = false, .point = Point{19, 19}}));
    EXPECT_EQ(tall.problem, "tt is off the 19x20 board");
}

TEST(DecodeMove, TwoLettersAreAPoint) {
    EXPECT_EQ(decode_move("aa", board19).value, (Move{.pass = false, .point = Point{0, 0}}));
    EXPECT_EQ(decode_move("pd", board19).value, (Move{.pass = false, .point = Point{15, 3}}));
    EXPECT_EQ(decode_move("ss", board19).value, (Move{.pass = false, .point = Point{18, 18}}));
    EXPECT_TRUE(decode_move("ss", board19).clean());
    const auto corner = decode_move("ZZ", board52);
    EXPECT_TRUE(corner.clean());
    EXPECT_EQ(corner.value, (Move{.pass = false, .point = Point{51, 51}}));
    EXPECT_EQ(decode_move("zA", board52).value, (Move{.pass = false, .point = Point{25, 26}}));
}

TEST(DecodeMove, OffBoardPointKeepsItsValueWithAProblem) {
    const auto move = decode_move("zz", board19);
    EXPECT_EQ(move.value, (Move{.pass = false, .point = Point{25, 25}}));
    EXPECT_EQ(move.problem, "zz is off the 19x19 board");

    const auto wide = decode_move("an", BoardSize{19, 13});
    EXPECT_EQ(wide.value, (Move{.pass = false, .point = Point{0, 13}}));
    EXPECT_EQ(wide.problem, "an is off the 19x13 board");
    EXPECT_TRUE(decode_move("am", BoardSize{19, 13}).clean());
    EXPECT_FALSE(decode_move("AA", board19).clean());
}

TEST(DecodeMove, RejectsAnythingElse) {
    for (const char* raw : {"a", "abc", "1", "a1", " aa", "aa ", "a:", "\\]a", "tt "}) {
        SCOPED_TRACE(raw);
        const auto move = decode_move(raw, board19);
        EXPECT_FALSE(move.value);
        EXPECT_FALSE(move.problem.empty());
    }
}

// ---- point lists ----

TEST(DecodePointList, ReadsSinglePoints) {
    const auto list = point_list({"aa", "pd", "ss"});
    EXPECT_TRUE(list.clean()) << list.problem;
    EXPECT_EQ(list.value, points({"aa", "pd", "ss"}));
}

TEST(DecodePointList, ExpandsRectanglesInclusively) {
    const auto list = point_list({"aa:cb"});
    EXPECT_TRUE(list.clean()) << list.problem;
    EXPECT_EQ(list.value, points({"aa", "ba", "ca", "ab", "bb", "cb"}));
    EXPECT_EQ(point_list({"aa:ss"}).value->size(), 361U);
}

TEST(DecodePointList, NormalisesReversedRectanglesWithAProblem) {
    const auto reversed = point_list({"cb:aa"});
    EXPECT_EQ(reversed.value, points({"aa", "ba", "ca", "ab", "bb", "cb"}));
    EXPECT_EQ(reversed.problem, "cb:aa read as aa:cb (FF[4] writes a rectangle top-left:bottom-right)");

    const auto crossed = point_list({"ca:ab"});   // columns reversed, rows not
    EXPECT_EQ(crossed.value, points({"aa", "ba", "ca", "ab", "bb", "cb"}));
    EXPECT_FALSE(crossed.problem.empty());
}

TEST(DecodePointList, OnePointRectangleIsKeptWithAProblem) {
    const auto list = point_list({"dd:dd"});
    EXPECT_EQ(list.value, points({"dd"}));
    EXPECT_EQ(list.problem, "dd:dd read as dd (FF[4] writes a one-point rectangle as a point)");
}

TEST(DecodePointList, RemovesDuplicatesWithAProblem) {
    const auto list = point_list({"aa", "aa:bb", "cc", "cc"});
    EXPECT_EQ(list.value, points({"aa", "ba", "ab", "bb", "cc"}));
    EXPECT_EQ(list.problem, "duplicate points removed: aa, cc");

    const auto overlapping = point_list({"aa:cc", "aa:cc"});
    EXPECT_EQ(overlapping.value->size(), 9U);
    EXPECT_EQ(overlapping.problem, "duplicate points removed: aa, ba, ca, ab, bb and 4 more");
}

#if defined(__SANITIZE_ADDRESS__)
constexpr bool address_sanitizer = true;   // its shadow memory needs more address space than any limit here
#elif defined(__has_feature)
constexpr bool address_sanitizer = __has_feature(address_sanitizer);
#else
constexpr bool address_sanitizer = false;
#endif

// The address space this process has mapped now, from /proc/self/statm (in pages).
std::size_t mapped_bytes() {
    std::ifstream statm("/proc/self/statm");
    std::size_t pages = 0;
    statm >> pages;
    return pages * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
}

// A list repeating a whole-board rectangle is 811 million duplicate points from 2 MB of
// text (4 KB zipped). Decoded in a child limited to 64 MB more address space than it has:
// keeping every duplicate needed gigabytes and aborted there on bad_alloc.
TEST(DecodePointList, RepeatedRectanglesTakeMemoryBoundedByTheBoard) {
    if (address_sanitizer) GTEST_SKIP() << "AddressSanitizer reserves more address space than the limit";
    constexpr std::size_t repeats = 300000;
    const std::vector<ComposeValue> values(repeats, split_compose("aa:ZZ"));
    const std::string expected = "duplicate points removed: aa, ba, ca, da, ea and " +
                                 std::to_string(repeats * 52 * 52 - 52 * 52 - 5) + " more";
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        const rlim_t limit = mapped_bytes() + (64U << 20U);
        const rlimit bound{limit, limit};
        if (setrlimit(RLIMIT_AS, &bound) != 0) _exit(10);
        const auto list = decode_point_list(values, board52, PointListKind::list);
        _exit(!list.value ? 11 : list.value->size() != 52U * 52U ? 12 : list.problem != expected ? 13 : 0);
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    ASSERT_FALSE(WIFSIGNALED(status)) << "the decoder died of signal " << WTERMSIG(status);
    EXPECT_EQ(WEXITSTATUS(status), 0) << "10: no limit, 11: no list, 12: wrong points, 13: wrong message";
}

TEST(DecodePointList, DropsOffBoardPointsWithAProblem) {
    const auto single = point_list({"zz", "aa"});
    EXPECT_EQ(single.value, points({"aa"}));
    EXPECT_EQ(single.problem, "zz is off the 19x19 board (dropped)");

    const auto rectangle = point_list({"ra:ua"});
    EXPECT_EQ(rectangle.value, points({"ra", "sa"}));
    EXPECT_EQ(rectangle.problem, "ra:ua reaches off the 19x19 board (2 points dropped)");

    EXPECT_EQ(point_list({"tt"}).value->size(), 0U);   // never a pass in a point list
}

TEST(DecodePointList, DropsMalformedValuesWithAProblem) {
    const auto list = point_list({"a1", "aa", "aa:c", "b"});
    EXPECT_EQ(list.value, points({"aa"}));
    EXPECT_EQ(problem_count(list.problem), 3U) << list.problem;
    EXPECT_NE(list.problem.find("\"a1\" is not a point"), std::string::npos);
    EXPECT_NE(list.problem.find("\"aa:c\" is not a rectangle"), std::string::npos);
}

TEST(DecodePointList, JoinsSeveralProblems) {
    const auto list = point_list({"cc:aa", "zz", "aa"});
    EXPECT_EQ(list.value->size(), 9U);
    EXPECT_EQ(list.problem,
              "cc:aa read as aa:cc (FF[4] writes a rectangle top-left:bottom-right); zz is off the 19x19 board (dropped); "
              "duplicate points removed: aa");
}

TEST(DecodePointList, EmptyValueMeansNoneInAnElist) {
    const auto none = point_list({""});
    EXPECT_TRUE(none.clean());
    EXPECT_TRUE(none.value->empty());
    EXPECT_TRUE(point_list({"", "aa"}).clean());
    EXPECT_TRUE(decode_point_list({}, board19).clean());
}

TEST(DecodePointList, EmptyValueIsAProblemInAList) {
    const auto stones = point_list({""}, board19, PointListKind::list);
    ASSERT_TRUE(stones.value);
    EXPECT_TRUE(stones.value->empty());
    EXPECT_EQ(stones.problem, "an empty value names no point here");
}

TEST(DecodePointList, CoversTheUpperCaseHalfOf52x52) {
    const auto across = point_list({"ya:Ba"}, board52);   // columns 24..27 span z -> A
    EXPECT_TRUE(across.clean()) << across.problem;
    EXPECT_EQ(across.value, points({"ya", "za", "Aa", "Ba"}));

    const auto corner = point_list({"zz:AA"}, board52);
    EXPECT_EQ(corner.value, points({"zz", "Az", "zA", "AA"}));

    const auto whole = point_list({"aa:ZZ"}, board52);
    EXPECT_TRUE(whole.clean());
    EXPECT_EQ(whole.value->size(), 52U * 52U);
    EXPECT_EQ(whole.value->back(), (Point{51, 51}));

    EXPECT_EQ(point_list({"ZZ"}).problem, "ZZ is off the 19x19 board (dropped)");
}

// ---- KM ----

void expect_komi(std::string_view raw, double komi, bool normalised) {
    SCOPED_TRACE(raw);
    const auto decoded = decode_komi(raw);
    ASSERT_TRUE(decoded.value) << decoded.problem;
    EXPECT_EQ(*decoded.value, komi);
    EXPECT_EQ(decoded.problem.empty(), !normalised) << decoded.problem;
}

TEST(DecodeKomi, ReadsReals) {
    expect_komi("6.5", 6.5, false);
    expect_komi("7.50", 7.5, false);
    expect_komi("0.500000", 0.5, false);
    expect_komi("-4.50", -4.5, false);
    expect_komi("-100.00", -100, false);   // written with a decimal point: taken as written
    expect_komi("0", 0, false);
    expect_komi("99", 99, false);
    expect_komi(" 6.5 ", 6.5, false);
    expect_komi("+5.5", 5.5, false);
}

// KM[-0] is komi +0: JSON and Python gave -0.0 where the text, the CSV and fix say 0.
TEST(DecodeKomi, MinusZeroIsZero) {
    for (const std::string_view raw : {"-0", "-0.0", "-0,0"}) {
        const auto decoded = decode_komi(raw);
        ASSERT_TRUE(decoded.value) << raw;
        EXPECT_FALSE(std::signbit(*decoded.value)) << raw;
    }
}

TEST(DecodeKomi, ReadsFoxAndTygemHundredthsWithAProblem) {
    expect_komi("750", 7.5, true);
    expect_komi("650", 6.5, true);
    expect_komi("100", 1, true);
    expect_komi("-750", -7.5, true);
    EXPECT_EQ(decode_komi("750").problem, "KM[750] read as 7.5 (written as komi x100, as Fox and Tygem do)");
}

TEST(DecodeKomi, ReadsQuarterFractionsAsStones) {
    expect_komi("375", 7.5, true);
    expect_komi("325", 6.5, true);
    expect_komi("-375", -7.5, true);
    EXPECT_EQ(decode_komi("375").problem,
              "KM[375] read as 7.5 (written as komi in stones x100, as Fox and Tygem do)");
}

// 3 3/4 stones (the Chinese komi) is 7.5 points: read as 3.75 points, it turned a correct
// W+7.5 into "RE does not stand".
TEST(DecodeKomi, AQuarterWrittenAsAFractionOrDecimalIsStones) {
    expect_komi("3 3/4", 7.5, true);
    expect_komi("2 3/4", 5.5, true);
    expect_komi("3.25", 6.5, true);
    expect_komi("-3.75", -7.5, true);
    EXPECT_EQ(decode_komi("3 3/4").problem,
              "KM[3 3/4] read as 7.5 (written as a fraction in stones, as Chinese records give komi: a stone is "
              "two points)");
    expect_komi("6.5", 6.5, false);  // halves and wholes are points
}

TEST(DecodeKomi, ReadsFractionsWithAProblem) {
    expect_komi("5 1/2", 5.5, true);
    EXPECT_EQ(decode_komi("5 1/2").problem, "KM[5 1/2] read as 5.5 (written as a fraction)");
}

// European editors and hand-typed records write a decimal comma: read, with a problem.
TEST(DecodeKomi, ReadsADecimalCommaWithAProblem) {
    expect_komi("6,5", 6.5, true);
    expect_komi("-0,5", -0.5, true);
    EXPECT_EQ(decode_komi("7,5").problem, "KM[7,5] read as 7.5 (written with a decimal comma)");
}

TEST(DecodeKomi, EmptyOrGarbageHasNoValue) {
    for (const char* raw : {"", "  ", "abc", "6,5,5", "6,5x", "inf", "1e3", "6.5 points"}) {
        SCOPED_TRACE(raw);
        const auto komi = decode_komi(raw);
        EXPECT_FALSE(komi.value);
        EXPECT_FALSE(komi.problem.empty());
    }
    EXPECT_EQ(decode_komi("").problem, "KM is empty (komi left unset)");
    EXPECT_EQ(decode_komi("abc").problem, "KM[abc] is not a number");
}

// A komi no game is played with, however it is written, is unset as --komi refuses it
// (KM[99999999999999999999999] was used as 99999999999999991611392, KM[1000000] as 10000).
TEST(DecodeKomi, BeyondAThousandEitherWayHasNoValue) {
    for (const char* raw : {"99999999999999999999999", "1000000", "-100100", "1000.5", "-1000.01", "2000,5",
                            "1001 1/2", "100125"}) {
        SCOPED_TRACE(raw);
        const auto komi = decode_komi(raw);
        EXPECT_FALSE(komi.value) << *komi.value;
        EXPECT_EQ(komi.problem, "KM[" + std::string(raw) + "] is not a komi (at most 1000 either way; komi left unset)");
    }
    expect_komi("1000", 10, true);        // x100: 10 points
    expect_komi("100000", 1000, true);    // x100: at the limit
    expect_komi("1000.0", 1000, false);
    expect_komi("-1000", -10, true);
    expect_komi("-1000.00", -1000, false);
}

// ---- HA ----

TEST(DecodeHandicap, ReadsZeroAndTwoUpwards) {
    for (int stones : {0, 2, 3, 4, 5, 6, 7, 8, 9, 13, 25, 52 * 52}) {
        const auto handicap = decode_handicap(std::to_string(stones));
        EXPECT_TRUE(handicap.clean()) << stones << ": " << handicap.problem;
        EXPECT_EQ(handicap.value, stones);
    }
    EXPECT_TRUE(decode_handicap(" 3 ").clean());
}

TEST(DecodeHandicap, OneIsKeptWithAProblem) {
    const auto handicap = decode_handicap("1");
    EXPECT_EQ(handicap.value, 1);
    EXPECT_EQ(handicap.problem, "HA[1] is not a handicap (some servers write it for a no-komi game)");
}

TEST(DecodeHandicap, NegativeOrGarbageHasNoValue) {
    for (const char* raw : {"-1", "-9", "abc", "2.5", "", "2 stones", "2705", "99999999999999999999"}) {
        SCOPED_TRACE(raw);
        const auto handicap = decode_handicap(raw);
        EXPECT_FALSE(handicap.value);
        EXPECT_FALSE(handicap.problem.empty());
    }
}

// ---- PL ----

TEST(DecodePlayer, ReadsBAndW) {
    EXPECT_TRUE(decode_player("B").clean());
    EXPECT_EQ(decode_player("B").value, Color::black);
    EXPECT_TRUE(decode_player("W").clean());
    EXPECT_EQ(decode_player("W").value, Color::white);
    EXPECT_TRUE(decode_player(" W ").clean());
}

TEST(DecodePlayer, ReadsOldSpellingsWithAProblem) {
    for (auto [raw, color] : {std::pair{"b", Color::black}, {"Black", Color::black}, {"BLACK", Color::black},
                              {"1", Color::black}, {"w", Color::white}, {"White", Color::white},
                              {"2", Color::white}}) {
        SCOPED_TRACE(raw);
        const auto player = decode_player(raw);
        EXPECT_EQ(player.value, color);
        EXPECT_FALSE(player.problem.empty());
    }
    EXPECT_EQ(decode_player("Black").problem, "PL[Black] read as PL[B]");
}

TEST(DecodePlayer, AnythingElseHasNoValue) {
    for (const char* raw : {"", "X", "3", "0", "BW", "Blackish"}) {
        SCOPED_TRACE(raw);
        const auto player = decode_player(raw);
        EXPECT_FALSE(player.value);
        EXPECT_FALSE(player.problem.empty());
    }
}

// ---- robustness: every short string over the characters the decoders look at ----

TEST(ValueDecoders, NeverFailOnShortArbitraryInput) {
    const std::string alphabet = "aZt09+-./: \\\n?BW";
    std::vector<std::string> inputs{""};
    for (char a : alphabet) {
        inputs.emplace_back(1, a);
        for (char b : alphabet) {
            inputs.push_back(std::string{a, b});
            for (char c : alphabet) inputs.push_back(std::string{a, b, c});
        }
    }
    for (const auto& raw : inputs) {
        const auto size = decode_board_size(raw);
        EXPECT_TRUE(size.value || !size.problem.empty());
        EXPECT_TRUE(decode_move(raw, board19).value || !decode_move(raw, board19).problem.empty());
        const ComposeValue one = split_compose(raw);
        EXPECT_TRUE(decode_point_list(std::span(&one, 1), board52).value);
        EXPECT_TRUE(decode_komi(raw).value || !decode_komi(raw).problem.empty());
        EXPECT_TRUE(decode_handicap(raw).value || !decode_handicap(raw).problem.empty());
        EXPECT_TRUE(decode_player(raw).value || !decode_player(raw).problem.empty());
    }
}

}  // namespace
}  // namespace kifu::sgf
