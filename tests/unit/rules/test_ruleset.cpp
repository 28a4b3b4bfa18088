// The ruleset table: each preset's fields as the rule texts (shared/seeds) and the issue state
// them, alias lookup as RU[] values spell it, describe(), and the `kifu rules` rendering.
#include <gtest/gtest.h>

#include <cctype>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "report/rules_report.hpp"
#include "rules/ruleset.hpp"

namespace kifu::rules {
namespace {

const Ruleset& preset(std::string_view name) {
    const Ruleset* r = find_ruleset(name);
    if (r == nullptr) throw std::runtime_error("no preset " + std::string(name));
    return *r;
}

// The same normalisation find_ruleset promises, written out independently.
std::string key(std::string_view s) {
    std::string out;
    for (char c : s) {
        if (c == ' ' || c == '-' || c == '_' || c == '/') continue;
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

TEST(Ruleset, TableListsEveryPresetInOrder) {
    std::vector<std::string_view> names;
    for (const Ruleset& r : all_rulesets()) names.push_back(r.name);
    const std::vector<std::string_view> expected = {"japanese", "korean",       "chinese", "aga",     "nz",
                                                    "ing",      "tromp-taylor", "ngb",     "swedish", "capture-go"};
    EXPECT_EQ(names, expected);
}

TEST(Ruleset, Japanese) {
    const Ruleset& r = preset("japanese");
    EXPECT_EQ(r.ko, KoRule::simple);
    EXPECT_EQ(r.suicide, SuicideRule::forbidden);
    EXPECT_EQ(r.scoring, Scoring::territory);
    EXPECT_FALSE(r.seki_eyes_count);  // Art. 8
    EXPECT_EQ(r.handicap_compensation, HandicapCompensation::none);
    EXPECT_DOUBLE_EQ(r.default_komi, 6.5);
    EXPECT_EQ(r.illegal_move, IllegalMoveConsequence::loses_game);  // Art. 14
    EXPECT_EQ(r.repetition, RepetitionMeaning::no_result_if_agreed);  // Art. 12
    EXPECT_FALSE(r.pass_stones);
    EXPECT_TRUE(r.removes_dead_stones);
    EXPECT_NE(r.source.find("Japanese Rules of Go (Nihon Ki-in, 1989)"), std::string_view::npos);
    EXPECT_NE(r.source.find("14"), std::string_view::npos);
}

TEST(Ruleset, KoreanPlaysAsJapanese) {
    const Ruleset& k = preset("korean");
    const Ruleset& j = preset("japanese");
    EXPECT_EQ(k.ko, j.ko);
    EXPECT_EQ(k.suicide, j.suicide);
    EXPECT_EQ(k.scoring, j.scoring);
    EXPECT_EQ(k.seki_eyes_count, j.seki_eyes_count);
    EXPECT_EQ(k.illegal_move, j.illegal_move);
    EXPECT_EQ(k.repetition, j.repetition);
    EXPECT_DOUBLE_EQ(k.default_komi, 6.5);
    EXPECT_FALSE(k.notes.empty());
}

TEST(Ruleset, Chinese) {
    const Ruleset& r = preset("chinese");
    EXPECT_EQ(r.scoring, Scoring::area);
    EXPECT_EQ(r.ko, KoRule::positional_superko);
    EXPECT_EQ(r.suicide, SuicideRule::forbidden);
    EXPECT_EQ(r.handicap_compensation, HandicapCompensation::n);
    EXPECT_TRUE(r.seki_eyes_count);
    EXPECT_DOUBLE_EQ(r.default_komi, 7.5);
    EXPECT_EQ(r.illegal_move, IllegalMoveConsequence::not_allowed);
    EXPECT_EQ(r.repetition, RepetitionMeaning::forbidden);
}

TEST(Ruleset, Aga) {
    const Ruleset& r = preset("aga");
    EXPECT_EQ(r.scoring, Scoring::area);
    EXPECT_EQ(r.ko, KoRule::situational_superko);
    EXPECT_EQ(r.suicide, SuicideRule::forbidden);
    EXPECT_TRUE(r.white_passes_last);
    EXPECT_TRUE(r.pass_stones);
    EXPECT_EQ(r.handicap_compensation, HandicapCompensation::n_minus_1);
    EXPECT_DOUBLE_EQ(r.default_komi, 7.5);
    EXPECT_EQ(r.illegal_move, IllegalMoveConsequence::replaced_by_pass);  // seeds/002
    EXPECT_EQ(r.notice_window_moves, 1);
    // The Dutch rules page gives this procedure as the AGA's; the NGB's own is another (ngb).
    EXPECT_NE(r.source.find("'Onreglementaire zetten'"), std::string_view::npos);
    EXPECT_EQ(r.source.find("NGB"), std::string_view::npos);
    EXPECT_EQ(r.notes.find("Dutch federation"), std::string_view::npos);
}

TEST(Ruleset, NewZealand) {
    const Ruleset& r = preset("nz");
    EXPECT_EQ(r.scoring, Scoring::area);
    EXPECT_EQ(r.ko, KoRule::situational_superko);
    EXPECT_EQ(r.suicide, SuicideRule::multi_stone_allowed);
    EXPECT_DOUBLE_EQ(r.default_komi, 7);
    // Situational superko forbids only the board after one of the mover's own moves; a
    // single-stone suicide repeats the board after the opponent's. The notes said superko
    // forbids it.
    EXPECT_EQ(r.notes.find("superko forbids it"), std::string_view::npos) << r.notes;
    EXPECT_NE(r.notes.find("so it is legal (in effect a pass) unless the mover had left this same board before"),
              std::string_view::npos)
        << r.notes;
}

TEST(Ruleset, Ing) {
    const Ruleset& r = preset("ing");
    EXPECT_EQ(r.scoring, Scoring::area);
    EXPECT_EQ(r.ko, KoRule::positional_superko);
    EXPECT_EQ(r.suicide, SuicideRule::multi_stone_allowed);
    EXPECT_DOUBLE_EQ(r.default_komi, 8);
    EXPECT_TRUE(r.black_wins_ties);  // SST Laws: Black wins a tie
    for (const Ruleset& other : all_rulesets()) {
        if (other.name == "ing") continue;
        EXPECT_FALSE(other.black_wins_ties) << other.name;
    }
    EXPECT_NE(r.notes.find("simplif"), std::string_view::npos);  // the ko rule is a simplification
    EXPECT_NE(r.notes.find("8"), std::string_view::npos);
}

TEST(Ruleset, TrompTaylor) {
    const Ruleset& r = preset("tromp-taylor");
    EXPECT_EQ(r.scoring, Scoring::area);
    EXPECT_EQ(r.ko, KoRule::positional_superko);
    EXPECT_EQ(r.suicide, SuicideRule::multi_stone_allowed);
    EXPECT_FALSE(r.removes_dead_stones);
    EXPECT_DOUBLE_EQ(r.default_komi, 7.5);
}

TEST(Ruleset, NgbPlaysAsJapaneseButTakesIllegalMovesBack) {
    const Ruleset& r = preset("ngb");
    const Ruleset& j = preset("japanese");
    EXPECT_EQ(r.scoring, Scoring::territory);
    EXPECT_EQ(r.ko, j.ko);
    EXPECT_EQ(r.seki_eyes_count, j.seki_eyes_count);
    EXPECT_DOUBLE_EQ(r.default_komi, j.default_komi);
    EXPECT_EQ(r.illegal_move, IllegalMoveConsequence::taken_back_if_noticed);  // seeds/002
    EXPECT_EQ(r.notice_window_moves, 3);
    EXPECT_NE(r.source.find("Dutch federation rules (NGB)"), std::string_view::npos);
}

TEST(Ruleset, Swedish) {
    const Ruleset& r = preset("swedish");
    EXPECT_EQ(r.ko, KoRule::positional_superko);  // seeds/003: no earlier board may recur
    EXPECT_TRUE(r.pass_stones);                    // seeds/003: a pass hands over a stone
    EXPECT_EQ(r.suicide, SuicideRule::forbidden);  // seeds/001
    EXPECT_EQ(r.scoring, Scoring::territory);      // surrounded points plus prisoners
    EXPECT_DOUBLE_EQ(r.default_komi, 7);           // seeds/003: "sju poäng"
    EXPECT_NE(r.source.find("'Spelregler för go'"), std::string_view::npos);
    EXPECT_NE(r.notes.find("6.5"), std::string_view::npos);  // says why not seeds/001's 6.5
    // Pass stones give the area margin when White moved last only in an even game: each
    // handicap stone is a turn Black had more (the notes said so of every game).
    EXPECT_NE(r.notes.find("in an even game the area margin when White moved last, one point less for Black when "
                           "Black did; with N handicap stones and White moving last, N-1 points less for Black"),
              std::string_view::npos)
        << r.notes;
}

TEST(Ruleset, CaptureGo) {
    const Ruleset& r = preset("capture-go");
    EXPECT_TRUE(r.first_capture_wins);
    EXPECT_EQ(r.suicide, SuicideRule::forbidden);
    EXPECT_DOUBLE_EQ(r.default_komi, 0);
    EXPECT_NE(r.source.find("'Regler för brädspelet Go'"), std::string_view::npos);
    EXPECT_EQ(describe(r.first_capture_text, "Black", "White", 12),
              "Capture go: Black captures at move 12 and wins; White loses");
}

TEST(Ruleset, OnlyCaptureGoEndsAtTheFirstCapture) {
    for (const Ruleset& r : all_rulesets()) {
        EXPECT_EQ(r.first_capture_wins, r.name == "capture-go") << r.name;
        EXPECT_EQ(r.first_capture_text.empty(), !r.first_capture_wins) << r.name;
    }
}

TEST(Ruleset, EveryPresetIsDescribed) {
    for (const Ruleset& r : all_rulesets()) {
        EXPECT_FALSE(r.title.empty()) << r.name;
        EXPECT_FALSE(r.source.empty()) << r.name;
        EXPECT_FALSE(r.notes.empty()) << r.name;
        EXPECT_FALSE(r.aliases.empty()) << r.name;
        EXPECT_NE(r.illegal_move_text.find("{player}"), std::string_view::npos) << r.name;
        EXPECT_NE(r.illegal_move_text.find("{move}"), std::string_view::npos) << r.name;
        EXPECT_FALSE(r.repetition_text.empty()) << r.name;
    }
}

TEST(Ruleset, NoticeWindowOnlyWhereTheConsequenceHasOne) {
    for (const Ruleset& r : all_rulesets()) {
        const bool has_window = r.illegal_move == IllegalMoveConsequence::replaced_by_pass ||
                                r.illegal_move == IllegalMoveConsequence::taken_back_if_noticed;
        EXPECT_EQ(r.notice_window_moves > 0, has_window) << r.name;
    }
}

TEST(Ruleset, AreaScoringCountsSekiEyes) {
    for (const Ruleset& r : all_rulesets()) {
        if (r.scoring == Scoring::area) {
            EXPECT_TRUE(r.seki_eyes_count) << r.name;
        }
    }
}

TEST(Ruleset, DefaultIsJapanese) { EXPECT_EQ(default_ruleset().name, "japanese"); }

// The side-by-side counts are the table's reference rows, looked up by their way of counting.
TEST(Ruleset, CountingReferencesAreJapaneseAndChinese) {
    EXPECT_EQ(counting_reference(Scoring::territory).name, "japanese");
    EXPECT_EQ(counting_reference(Scoring::area).name, "chinese");
}

// A bent four in the corner is dead (a field of the row): by the confirmation under the
// rulesets that follow the Japanese text (Art. 7), by play-out under area counting that
// removes dead stones (the attacker removes every ko threat at no cost, then wins the ko).
// Tromp-Taylor removes nothing, and the Swedish club rules settle it by play.
TEST(Ruleset, BentFourIsDeadUnderJapaneseTextAndAreaCounting) {
    std::vector<std::string_view> dead_by_rule;
    for (const Ruleset& r : all_rulesets())
        if (r.bent_four_dead) dead_by_rule.push_back(r.name);
    EXPECT_EQ(dead_by_rule,
              (std::vector<std::string_view>{"japanese", "korean", "chinese", "aga", "nz", "ing", "ngb"}));
}

// kifu cites the rule texts by their names and articles, never by the files it was made from.
TEST(Ruleset, TextsCiteRulesByNameNeverByFile) {
    for (const Ruleset& r : all_rulesets())
        for (std::string_view text : {r.source, r.notes, r.illegal_move_text, r.repetition_text, r.first_capture_text}) {
            EXPECT_EQ(text.find("seeds"), std::string_view::npos) << r.name << ": " << text;
            EXPECT_EQ(text.find("Seeds"), std::string_view::npos) << r.name << ": " << text;
            EXPECT_EQ(text.find(".txt"), std::string_view::npos) << r.name << ": " << text;
        }
}

TEST(FindRuleset, EveryListedAliasResolves) {
    const std::vector<std::pair<std::string_view, std::string_view>> cases = {
        {"Japanese", "japanese"},  {"jp", "japanese"},          {"japan", "japanese"},
        {"Chinese", "chinese"},    {"cn", "chinese"},           {"china", "chinese"},
        {"Chinese-kgs", "chinese"}, {"AGA", "aga"},             {"GOE", "ing"},
        {"Ing", "ing"},            {"NZ", "nz"},                {"New Zealand", "nz"},
        {"Korean", "korean"},      {"kr", "korean"},            {"Tromp-Taylor", "tromp-taylor"},
        {"Tromp/Taylor", "tromp-taylor"}, {"TT", "tromp-taylor"}, {"TT--", "tromp-taylor"},
        {"Dutch", "ngb"},          {"NGB", "ngb"},              {"Swedish", "swedish"},
        {"capture-go", "capture-go"}, {"Capture Go", "capture-go"}, {"Atari Go", "capture-go"},
    };
    for (const auto& [alias, name] : cases) {
        const Ruleset* r = find_ruleset(alias);
        ASSERT_NE(r, nullptr) << alias;
        EXPECT_EQ(r->name, name) << alias;
    }
}

TEST(FindRuleset, IgnoresCaseSpacesDashesUnderscoresAndSlashes) {
    for (std::string_view spelling : {"New Zealand", "newzealand", "new-zealand", "NEW_ZEALAND", "new / zealand"})
        EXPECT_EQ(find_ruleset(spelling), find_ruleset("nz")) << spelling;
    for (std::string_view spelling : {"tromptaylor", "TROMP TAYLOR", "tromp_taylor", "Tromp/Taylor"})
        EXPECT_EQ(find_ruleset(spelling), find_ruleset("tromp-taylor")) << spelling;
    EXPECT_EQ(find_ruleset("chinese_kgs"), find_ruleset("chinese"));
    EXPECT_EQ(find_ruleset("JAPANESE"), &default_ruleset());
}

TEST(FindRuleset, UnknownNamesGiveNull) {
    for (std::string_view unknown : {"", " ", "-", "klingon", "japanesex", "t", "chin", "new", "capture go!"})
        EXPECT_EQ(find_ruleset(unknown), nullptr) << '"' << unknown << '"';
}

TEST(FindRuleset, EveryPresetFindsItselfByNameAndAliases) {
    for (const Ruleset& r : all_rulesets()) {
        EXPECT_EQ(find_ruleset(r.name), &r) << r.name;
        for (std::string_view alias : r.aliases) EXPECT_EQ(find_ruleset(alias), &r) << alias;
    }
}

TEST(FindRuleset, NamesAreUniqueAndAliasesDoNotCollide) {
    std::set<std::string> names;
    for (const Ruleset& r : all_rulesets()) EXPECT_TRUE(names.insert(key(r.name)).second) << r.name;

    std::set<std::string> seen;  // every normalised spelling, over all presets
    for (const Ruleset& r : all_rulesets()) {
        std::set<std::string> own = {key(r.name)};
        for (std::string_view alias : r.aliases) own.insert(key(alias));
        for (const std::string& k : own) EXPECT_TRUE(seen.insert(k).second) << k << " (" << r.name << ")";
    }
}

TEST(Describe, FillsEveryPlaceholder) {
    EXPECT_EQ(describe("Japanese Art. 14: {player} loses at move {move}", "Black", "White", 42),
              "Japanese Art. 14: Black loses at move 42");
    EXPECT_EQ(describe("{player} {opponent} {move} {player}", "B", "W", 7), "B W 7 B");
    EXPECT_EQ(describe(preset("aga").illegal_move_text, "White", "Black", 101),
              "AGA: White's move 101 is taken back and counts as a pass, unless Black has already played the "
              "next move; then play continues");
}

TEST(Describe, LeavesOtherTextAlone) {
    EXPECT_EQ(describe("", "B", "W", 1), "");
    EXPECT_EQ(describe("no placeholders", "B", "W", 1), "no placeholders");
    EXPECT_EQ(describe("{unknown} {play} {move", "B", "W", 1), "{unknown} {play} {move");
    EXPECT_EQ(describe("{{move}}", "B", "W", 3), "{3}");
    EXPECT_EQ(describe("{player}", "{move}", "W", 3), "{move}");  // substituted text is not rescanned
}

TEST(Describe, EveryPresetTextIsFullyFilled) {
    for (const Ruleset& r : all_rulesets()) {
        for (std::string_view text : {r.illegal_move_text, r.repetition_text, r.first_capture_text}) {
            const std::string filled = describe(text, "Black", "White", 5);
            EXPECT_EQ(filled.find('{'), std::string::npos) << r.name << ": " << filled;
        }
    }
}

}  // namespace
}  // namespace kifu::rules

namespace kifu::report {
namespace {

std::string table() {
    std::ostringstream out;
    write_rules_table(out);
    return out.str();
}

std::string one(std::string_view name) {
    std::ostringstream out;
    write_ruleset(out, *rules::find_ruleset(name));
    return out.str();
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

TEST(RulesTable, ListsEveryPresetWithItsSource) {
    const std::string text = table();
    for (const rules::Ruleset& r : rules::all_rulesets()) {
        EXPECT_NE(text.find(std::string(r.name)), std::string::npos) << r.name;
        EXPECT_NE(text.find(std::string(r.source.substr(0, 30))), std::string::npos) << r.name;
    }
}

TEST(RulesTable, ColumnsAreAligned) {
    const auto rows = lines(table());
    ASSERT_GT(rows.size(), rules::all_rulesets().size());
    const std::string& header = rows[0];
    for (std::string_view column : {"ko", "suicide", "scoring", "handicap", "usual komi", "illegal move"})
        ASSERT_NE(header.find(column), std::string::npos) << column;
    const std::size_t komi_at = header.find("usual komi");
    const std::size_t illegal_at = header.find("illegal move");
    for (std::size_t i = 1; i <= rules::all_rulesets().size(); ++i) {
        const std::string& row = rows[i];
        EXPECT_NE(row[komi_at], ' ') << row;      // every komi starts under its header
        EXPECT_EQ(row[komi_at - 1], ' ') << row;
        EXPECT_NE(row[illegal_at], ' ') << row;
        EXPECT_EQ(row[illegal_at - 1], ' ') << row;
        EXPECT_NE(row.back(), ' ') << row;        // no trailing blanks
    }
}

TEST(RulesTable, RowsShowTheKeyFields) {
    const auto rows = lines(table());
    auto row_of = [&](std::string_view name) {
        for (const std::string& row : rows)
            if (row.starts_with(std::string(name) + " ")) return row;
        return std::string();
    };
    const std::string japanese = row_of("japanese");
    EXPECT_NE(japanese.find("simple"), std::string::npos);
    EXPECT_NE(japanese.find("territory"), std::string::npos);
    EXPECT_NE(japanese.find("6.5"), std::string::npos);
    EXPECT_NE(japanese.find("loses the game"), std::string::npos);
    const std::string aga = row_of("aga");
    EXPECT_NE(aga.find("situational superko"), std::string::npos);
    EXPECT_NE(aga.find("N-1"), std::string::npos);
    EXPECT_NE(aga.find("replaced by a pass (within 1 move)"), std::string::npos);
    EXPECT_NE(row_of("ngb").find("taken back (within 3 moves)"), std::string::npos);
    // Under NZ's situational superko a single-stone suicide is legal too (long_suicide_words);
    // the row said "multi-stone allowed".
    EXPECT_NE(row_of("nz").find("situational superko  allowed"), std::string::npos) << row_of("nz");
    EXPECT_NE(row_of("ing").find("multi-stone allowed"), std::string::npos);
    EXPECT_NE(row_of("capture-go").find("first capture"), std::string::npos);
}

TEST(RulesetText, ShowsEveryFieldInWords) {
    for (const rules::Ruleset& r : rules::all_rulesets()) {
        const std::string text = one(r.name);
        EXPECT_TRUE(text.starts_with(std::string(r.name) + ": " + std::string(r.title))) << text;
        for (std::string_view label : {"source", "aliases", "ko", "suicide", "game end", "passes", "scoring", "komi",
                                       "illegal move", "repetition", "notes"})
            EXPECT_NE(text.find("  " + std::string(label) + " "), std::string::npos) << r.name << ": " << label;
        for (std::string_view label : {"seki", "dead stones", "handicap"})  // only where the game is counted
            EXPECT_EQ(text.find("  " + std::string(label) + " ") != std::string::npos, !r.first_capture_wins)
                << r.name << ": " << label;
        for (std::string_view alias : r.aliases) EXPECT_NE(text.find(std::string(alias)), std::string::npos) << alias;
        EXPECT_NE(text.find(std::string(r.source.substr(0, 30))), std::string::npos) << r.name;
        EXPECT_EQ(text.find('{'), std::string::npos) << r.name;  // example texts are filled in
    }
}

TEST(RulesetText, NamesTheDecisiveRules) {
    const std::string japanese = one("japanese");
    EXPECT_NE(japanese.find("Japanese Art. 14: Black loses at move"), std::string::npos) << japanese;
    EXPECT_NE(japanese.find("do not count"), std::string::npos);
    const std::string tt = one("tromp-taylor");
    EXPECT_NE(tt.find("never removed"), std::string::npos) << tt;
    const std::string aga = one("AGA");
    EXPECT_NE(aga.find("White must pass last"), std::string::npos) << aga;
    EXPECT_NE(aga.find("N-1 points"), std::string::npos);
    const std::string capture = one("capture-go");
    EXPECT_NE(capture.find("captures at move"), std::string::npos) << capture;
}

// The text as one line: the fields wrap their words over lines.
std::string flat(const std::string& text) {
    std::string out;
    bool space = false;
    for (const char c : text) {
        if (c == '\n' || c == ' ') {
            space = true;
            continue;
        }
        if (space && !out.empty()) out += ' ';
        space = false;
        out += c;
    }
    return out;
}

// Where suicide is allowed, the ko rule judges a single-stone suicide: legal under nz's
// situational superko, not under positional superko. `kifu rules nz` said it was never legal.
TEST(RulesetText, SaysWhenASingleStoneSuicideIsLegal) {
    const std::string nz = flat(one("nz"));
    EXPECT_EQ(nz.find("never legal"), std::string::npos) << nz;
    EXPECT_NE(nz.find("a single-stone suicide leaves the board as it was, so it is legal (in effect a pass) unless "
                      "the same player left this board before"),
              std::string::npos)
        << nz;
    const std::string tt = flat(one("tromp-taylor"));
    EXPECT_NE(tt.find("(a single-stone suicide is not: it repeats the position before it)"), std::string::npos) << tt;
    EXPECT_NE(flat(one("chinese")).find("suicide forbidden: no move may leave"), std::string::npos);
}

TEST(RulesetText, WrapsLongLines) {
    for (const rules::Ruleset& r : rules::all_rulesets())
        for (const std::string& line : lines(one(r.name)))
            EXPECT_LE(line.size(), 100u) << line;  // bytes: a few words hold UTF-8 letters
}

}  // namespace
}  // namespace kifu::report
