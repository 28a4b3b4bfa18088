// kifu fix's core (sgf/fix_record): old dialects written as clean FF[4] UTF-8, each change
// reported where the original has it, what cannot be repaired without guessing left as it
// was and said so, the play untouched, and a second fix that changes nothing.
#include <gtest/gtest.h>

#include <algorithm>
#include <iconv.h>

#include "fix_check.hpp"
#include "sgf/same_play.hpp"

namespace kifu::sgf {
namespace {
using fix_testing::expect_idempotent;
using fix_testing::expect_same_positions;
using fix_testing::read_games;

const Change* find_change(const FixedRecord& fixed, const std::string& property, ChangeKind kind) {
    for (const GameReport& g : fixed.games)
        for (const Change& c : g.changes)
            if (c.property == property && c.kind == kind) return &c;
    for (const Change& c : fixed.file_changes)
        if (c.property == property && c.kind == kind) return &c;
    return nullptr;
}

std::string encoded(std::string_view utf8, const char* charset) {
    iconv_t handle = iconv_open(charset, "UTF-8");
    std::string in(utf8), out(utf8.size() * 4, '\0');
    char* src = in.data();
    char* dst = out.data();
    std::size_t left = in.size(), room = out.size();
    iconv(handle, &src, &left, &dst, &room);
    iconv_close(handle);
    out.resize(out.size() - room);
    return out;
}

std::string latin1(std::string_view utf8) { return encoded(utf8, "ISO-8859-1"); }

std::vector<std::string> left_messages(const FixedRecord& fixed) {
    std::vector<std::string> messages;
    for (const GameReport& g : fixed.games)
        for (const LeftAsIs& l : g.left) messages.push_back(l.message);
    return messages;
}

bool any_contains(const std::vector<std::string>& messages, std::string_view part) {
    return std::any_of(messages.begin(), messages.end(),
                       [&](const std::string& m) { return m.find(part) != std::string::npos; });
}

// An FF[3] record of the kind old archives hold: Latin-1 text, long property names, Fox's
// komi x100, a date without its zeros, a square board as w:h, B[tt] passes, junk around the tree.
TEST(FixRecord, OldDialectBecomesCleanFf4) {
    const std::string original = latin1(
        "junk before\r\n"
        "(;FF[3]GM[1]SZ[19:19]CA[ISO-8859-1]PB[Jörg]PW[Zhang]KM[750]RE[b+r]DT[2005-3-4]\n"
        "AddBlack[dd][pp]C[a \\] b \\\\ c]\n"
        ";W[pd]C[first];B[tt]\n"
        "(;W[dp];B[qp])\n"
        "(;W[qq]LB[dd:A]))trailing junk\n");
    const FixedRecord fixed = fix_record("old.sgf", original);
    EXPECT_EQ(fixed.text,
              "(;FF[4]GM[1]SZ[19]CA[UTF-8]PB[Jörg]PW[Zhang]KM[7.5]RE[B+R]DT[2005-03-04]AB[dd][pp]C[a \\] b \\\\ c]\n"
              ";W[pd]C[first]\n"
              ";B[]\n"
              "(;W[dp]\n"
              ";B[qp])\n"
              "(;W[qq]LB[dd:A]))\n");
    EXPECT_EQ(fixed.charset, "ISO-8859-1");
    EXPECT_EQ(fixed.left_count(), 0U);
    EXPECT_TRUE(fixed.unexpected.empty());

    const Change* komi = find_change(fixed, "KM", ChangeKind::value);
    ASSERT_NE(komi, nullptr);
    EXPECT_EQ(komi->old_value, "750");
    EXPECT_EQ(komi->new_value, "7.5");
    EXPECT_EQ(komi->where.line, 2U);
    const Change* name = find_change(fixed, "AB", ChangeKind::name);
    ASSERT_NE(name, nullptr);
    EXPECT_EQ(name->old_value, "AddBlack");
    EXPECT_EQ(name->where.line, 3U);
    EXPECT_NE(find_change(fixed, "CA", ChangeKind::charset), nullptr);
    EXPECT_NE(find_change(fixed, "B", ChangeKind::value), nullptr);   // B[tt] -> B[]
    const auto junk = std::count_if(fixed.file_changes.begin(), fixed.file_changes.end(),
                                    [](const Change& c) { return c.kind == ChangeKind::repair; }) +
                      std::count_if(fixed.games[0].changes.begin(), fixed.games[0].changes.end(),
                                    [](const Change& c) { return c.kind == ChangeKind::repair; });
    EXPECT_EQ(junk, 2) << "the junk before and after the tree";

    expect_same_positions(original, fixed.text, "old.sgf");
    expect_idempotent(fixed, "old.sgf");
    const auto games = read_games(fixed.text);
    ASSERT_EQ(games.size(), 1U);
    EXPECT_TRUE(games[0].record.diagnostics.empty()) << games[0].record.diagnostics.front().message;
}

// FF[3]'s L and M are FF[4]'s LB and MA; HA[0] is no FF[4] handicap (2 or more stones) and
// goes, except beside setup stones, where it says they are a position. fix wrote L, M and
// HA[0] back as they were, and reported none of them.
TEST(FixRecord, OldMarkupNamesAndAnEvenHandicapBecomeFf4) {
    const std::string original = "(;GM[1]FF[3]SZ[9]HA[0];B[ee]L[aa][bb]M[cd][ce];W[cc])";
    const FixedRecord fixed = fix_record("old.sgf", original);
    EXPECT_EQ(fixed.text, "(;CA[UTF-8]GM[1]FF[4]SZ[9]\n;B[ee]LB[aa:a][bb:b]MA[cd][ce]\n;W[cc])\n");
    ASSERT_NE(find_change(fixed, "LB", ChangeKind::name), nullptr);
    EXPECT_EQ(find_change(fixed, "LB", ChangeKind::name)->old_value, "L");
    EXPECT_NE(find_change(fixed, "MA", ChangeKind::name), nullptr);
    EXPECT_NE(find_change(fixed, "HA", ChangeKind::removed), nullptr);
    expect_idempotent(fixed, "old.sgf");

    const FixedRecord position = fix_record("position.sgf", "(;GM[1]FF[4]SZ[9]HA[0]AB[cc][gg];W[ee])");
    EXPECT_NE(position.text.find("HA[0]"), std::string::npos) << position.text;
    const FixedRecord both = fix_record("both.sgf", "(;GM[1]FF[4]SZ[9];B[ee]L[aa]LB[bb:x])");
    EXPECT_NE(both.text.find("L[aa]"), std::string::npos) << both.text;
    EXPECT_EQ(both.left_count(), 1U);
}

// A result, a date and a handicap that cannot be written in FF[4] form without guessing
// stay as they were, each reported as left; the output warns of exactly those.
TEST(FixRecord, WhatNeedsAGuessIsLeftAndReported) {
    const std::string original = "(;FF[4]GM[1]SZ[19]CA[UTF-8]RE[B+Illegal]DT[03/04/2005]HA[1];B[pd];W[dp])";
    const FixedRecord fixed = fix_record("guess.sgf", original);
    EXPECT_NE(fixed.text.find("RE[B+Illegal]"), std::string::npos);
    EXPECT_NE(fixed.text.find("DT[03/04/2005]"), std::string::npos);
    EXPECT_NE(fixed.text.find("HA[1]"), std::string::npos);
    ASSERT_EQ(fixed.games.size(), 1U);
    std::vector<std::string> left;
    for (const LeftAsIs& l : fixed.games[0].left) left.push_back(l.property);
    std::sort(left.begin(), left.end());
    EXPECT_EQ(left, (std::vector<std::string>{"DT", "HA", "RE"}));
    EXPECT_TRUE(fixed.unexpected.empty()) << fixed.unexpected.front();
    expect_idempotent(fixed, "guess.sgf");
}

// FF[4]'s DT holds no time of day: a record that gives one keeps it, reported as left,
// where writing the date alone would lose the hour the game was played.
TEST(FixRecord, ADateWithATimeOfDayKeepsTheTime) {
    const FixedRecord fixed = fix_record("time.sgf", "(;FF[4]GM[1]SZ[19]CA[UTF-8]DT[2016.03.09 12:30];B[pd])");
    EXPECT_NE(fixed.text.find("DT[2016.03.09 12:30]"), std::string::npos) << fixed.text;
    ASSERT_EQ(fixed.games.size(), 1U);
    ASSERT_EQ(fixed.games[0].left.size(), 1U);
    EXPECT_EQ(fixed.games[0].left[0].property, "DT");
    EXPECT_NE(fixed.games[0].left[0].message.find("time of day"), std::string::npos) << fixed.games[0].left[0].message;
    EXPECT_TRUE(fixed.unexpected.empty()) << fixed.unexpected.front();
    expect_idempotent(fixed, "time.sgf");
    // Without a time, the same date is written in FF[4] form.
    const FixedRecord dated = fix_record("date.sgf", "(;FF[4]GM[1]SZ[19]CA[UTF-8]DT[2016.03.09];B[pd])");
    EXPECT_NE(dated.text.find("DT[2016-03-09]"), std::string::npos) << dated.text;
}

// KM[-100.00] is -100 points; written KM[-100] it would read as Fox's komi x100 (-1).
TEST(FixRecord, KomiIsWrittenSoItReadsBackTheSame) {
    const FixedRecord fixed = fix_record("komi.sgf", "(;FF[4]GM[1]SZ[19]CA[UTF-8]KM[-100.00];B[pd])");
    EXPECT_NE(fixed.text.find("KM[-100.0]"), std::string::npos) << fixed.text;
    const auto games = read_games(fixed.text);
    ASSERT_EQ(games.size(), 1U);
    EXPECT_EQ(games[0].info.komi, -100.0);
    expect_idempotent(fixed, "komi.sgf");
}

// The reader's structural repairs are the tree it read, written out: a missing ')' closed,
// a value's stray ']' escaped, several games kept apart.
TEST(FixRecord, ReaderRepairsAreWrittenOut) {
    const std::string original = "(;GM[1]FF[4]C[x]y];B[aa](;W[bb])(;W[cc]\n(;FF[4]GM[1];B[dd])";
    const FixedRecord fixed = fix_record("broken.sgf", original);
    ASSERT_FALSE(fixed.text.empty());
    EXPECT_TRUE(fixed.unexpected.empty()) << fixed.unexpected.front();
    expect_same_positions(original, fixed.text, "broken.sgf");
    expect_idempotent(fixed, "broken.sgf");
    for (const auto& game : read_games(fixed.text))
        EXPECT_TRUE(game.record.diagnostics.empty()) << game.record.diagnostics.front().message;
}

// A move of several values is played as its first by kifu and by other readers (sgfmill
// refuses it): the others go. A point of a big board in capitals is a point, not a problem.
TEST(FixRecord, MovesKeepTheValuePlayed) {
    const std::string original = "(;FF[4]GM[1]SZ[30]CA[UTF-8];B[ce][too many];W[AB];B[tt])";
    const FixedRecord fixed = fix_record("moves.sgf", original);
    EXPECT_EQ(fixed.text, "(;FF[4]GM[1]SZ[30]CA[UTF-8]\n;B[ce]\n;W[AB]\n;B[tt])\n");
    EXPECT_EQ(fixed.left_count(), 0U);
    ASSERT_EQ(fixed.change_count(), 1U);
    EXPECT_EQ(fixed.games[0].changes[0].old_value, "ce,too many");
    expect_same_positions(original, fixed.text, "moves.sgf");
    expect_idempotent(fixed, "moves.sgf");
}

// Long names are names of their own: KGS ends its records with KGSSW[..]KGSSB[..], and two
// different names of three letters or more were "a second KGSSB in the node" (both had
// identifier_code 0). A name given twice is still left and said, a long one too, and an
// FF[3] long name is the short name it stands for (AddBlack twice with AB).
TEST(FixRecord, TwoDifferentLongNamesAreNotASecondOfOne) {
    const std::string kgs = "(;FF[4]GM[1]SZ[19]CA[UTF-8]PAAAAA[v]PBAAAA[v];B[aa]KGSSW[94.50]KGSSB[56.00])";
    const FixedRecord clean = fix_record("kgs.sgf", kgs);
    EXPECT_EQ(clean.left_count(), 0U) << (clean.games.empty() || clean.games[0].left.empty()
                                              ? std::string()
                                              : clean.games[0].left.front().message);
    EXPECT_EQ(clean.change_count(), 0U);

    const FixedRecord twice = fix_record("twice.sgf", "(;FF[4]GM[1]SZ[19]CA[UTF-8]KGSSW[1]KGSSW[2];B[aa])");
    ASSERT_EQ(twice.games.size(), 1U);
    ASSERT_EQ(twice.games[0].left.size(), 1U);
    EXPECT_EQ(twice.games[0].left[0].property, "KGSSW");
    EXPECT_NE(twice.games[0].left[0].message.find("a second KGSSW in the node"), std::string::npos);

    const FixedRecord long_name = fix_record("ff3.sgf", "(;FF[3]GM[1]SZ[19]AB[aa]AddBlack[bb];W[cc])");
    ASSERT_EQ(long_name.games.size(), 1U);
    std::vector<std::string> left;
    for (const LeftAsIs& l : long_name.games[0].left) left.push_back(l.message);
    ASSERT_EQ(left.size(), 1U);
    EXPECT_NE(left[0].find("a second AB in the node"), std::string::npos) << left[0];
}

// Under a CA[UTF-8] the bytes contradict, short CJK names are read as without CA (the CJK
// fallback) and written in UTF-8; the reading is a guess, so fix leaves it for the user to
// check (exit 1), never calling the record clean, and no longer reports "CA[WINDOWS-1252]
// -> CA[UTF-8]" for a file that said UTF-8. Bytes no charset reads, now U+FFFD in the
// output, are left too: what they were is lost.
TEST(FixRecord, AWrongCaIsAGuessToCheckAndReplacedBytesAreLeft) {
    const FixedRecord sjis = fix_record("u2.sgf", encoded("(;CA[UTF-8]SZ[19]PB[井山裕太]PW[一力遼];B[aa])", "CP932"));
    EXPECT_NE(sjis.text.find("PB[井山裕太]PW[一力遼]"), std::string::npos) << sjis.text;
    EXPECT_EQ(sjis.charset, "SHIFT_JIS");
    EXPECT_TRUE(any_contains(left_messages(sjis), "the charset is a guess (CA[UTF-8] is wrong")) << sjis.text;
    EXPECT_EQ(find_change(sjis, "CA", ChangeKind::charset), nullptr) << "the input's CA said UTF-8";
    const Change* converted = find_change(sjis, "CA", ChangeKind::repair);
    ASSERT_NE(converted, nullptr);
    EXPECT_NE(converted->why.find("converted from SHIFT_JIS to UTF-8, a guess"), std::string::npos) << converted->why;

    for (const auto& [text, charset] : {std::pair<std::string, const char*>{"(;CA[UTF-8]SZ[19]PB[古力];B[aa])", "GB2312"},
                                        {"(;CA[UTF-8]SZ[19]PB[古力]PW[柯洁];B[aa])", "GB18030"}}) {
        const FixedRecord guessed = fix_record("u1.sgf", encoded(text, charset));
        EXPECT_EQ(guessed.text.find("\xEF\xBF\xBD"), std::string::npos) << guessed.text;
        EXPECT_TRUE(any_contains(left_messages(guessed), "the charset is a guess")) << guessed.text;
    }

    // A Shift_JIS lead byte with no second byte, in a comment long enough for uchardet to
    // be sure it is Shift_JIS: no charset reads it.
    const std::string comment = "この対局は江戸時代の名局として知られています。黒の耳赤の一手は、今でも多くの棋士に"
                                "研究されています。序盤は白が優勢でしたが、中盤の戦いで黒が逆転しました。";
    const FixedRecord cut = fix_record(
        "cut.sgf", encoded("(;CA[Shift_JIS]SZ[19]PB[井山裕太]C[" + std::string(comment), "CP932") + "\x83 " +
                       encoded(comment + "];B[aa])", "CP932"));
    EXPECT_TRUE(any_contains(left_messages(cut), "1 byte sequence no charset reads written as U+FFFD")) << cut.text;
    // A right label is no guess: converted, clean.
    const FixedRecord right = fix_record("right.sgf", encoded("(;CA[Shift_JIS]SZ[19]PB[井山裕太];B[aa])", "CP932"));
    EXPECT_EQ(right.left_count(), 0U);
    EXPECT_NE(find_change(right, "CA", ChangeKind::charset), nullptr);
}

// A collection whose second game declares (and is) UTF-8 after a Latin-1 first game was
// read in Latin-1 throughout: fix wrote the second game's names garbled ("JosÃ©") and said
// "0 left as they were". Its bytes would be lost to a second reading: kept as it was.
TEST(FixRecord, GamesInDifferentCharsetsAreKeptAsTheyWere) {
    const std::string bytes = "(;FF[4]GM[1]SZ[9]CA[ISO-8859-1]PB[" + latin1("José") + "];B[ee])\n"
                              "(;FF[4]GM[1]SZ[9]CA[UTF-8]PB[José];B[ee])\n";
    const FixedRecord fixed = fix_record("mix.sgf", bytes);
    EXPECT_TRUE(fixed.kept_as_it_was);
    EXPECT_EQ(fixed.text, bytes);
    EXPECT_EQ(fixed.left_count(), 1U);
    ASSERT_EQ(fixed.errors.size(), 1U);
    EXPECT_EQ(fixed.errors[0].message, "game 2 declares CA[UTF-8], but the file was read as ISO-8859-1 (its first game's)");
    EXPECT_EQ(fixed.errors[0].where.line, 2U);
    EXPECT_NE(fixed.kept_because.find("different charsets"), std::string::npos);

    const std::string ascii_second = "(;FF[4]GM[1]SZ[9]CA[ISO-8859-1]PB[" + latin1("José") + "];B[ee])\n"
                                     "(;FF[4]GM[1]SZ[9]CA[UTF-8]PB[Jose];B[ee])\n";
    EXPECT_FALSE(fix_record("ascii.sgf", ascii_second).kept_as_it_was) << "plain ASCII reads alike in both";
}

TEST(FixRecord, NothingReadableGivesNoText) {
    const FixedRecord fixed = fix_record("empty.sgf", "just words, no game");
    EXPECT_TRUE(fixed.text.empty());
    EXPECT_FALSE(fixed.errors.empty());
}

// The check kifu fix runs on its own output: a stone moved, a variation hung elsewhere or
// a node lost is found.
TEST(SamePlay, FindsAMovedStoneAMovedVariationAndALostNode) {
    const auto base = read_games("(;SZ[9]AB[aa][bb];B[cc](;W[dd])(;W[ee]))");
    const auto same = read_games("(;SZ[9]AB[bb][aa]C[other];B[cc]C[x](;W[dd])(;W[ee]))");
    const auto moved = read_games("(;SZ[9]AB[aa][bb];B[cd](;W[dd])(;W[ee]))");
    const auto hung = read_games("(;SZ[9]AB[aa][bb](;B[cc];W[dd])(;W[ee]))");
    const auto lost = read_games("(;SZ[9]AB[aa][bb];B[cc](;W[dd]))");
    const auto diff = [&](const auto& other) {
        return play_difference(base[0].record.tree, base[0].info.size, other[0].record.tree, other[0].info.size);
    };
    EXPECT_EQ(diff(same), std::nullopt);
    EXPECT_NE(diff(moved), std::nullopt);
    EXPECT_NE(diff(hung), std::nullopt);
    EXPECT_NE(diff(lost), std::nullopt);
}

}  // namespace
}  // namespace kifu::sgf
