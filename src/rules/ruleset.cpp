// The one table of rulesets. Every difference between federations is a field value here, so
// adding or correcting a ruleset never touches code. The seeds (shared/seeds/*.txt) decided
// the values where they say something; `source` and `notes` say which seed and where the
// table had to choose without one.
#include "rules/ruleset.hpp"

#include <algorithm>
#include <array>

namespace kifu::rules {
namespace {

using namespace std::string_view_literals;

// RU[] spellings seen in real files. Matching ignores case, spaces, '-', '_' and '/', so
// "Tromp/Taylor", "TT--" and "New Zealand" need no spelling variants of their own.
constexpr std::array japanese_aliases = {"Japanese"sv, "jp"sv, "japan"sv, "Japanese 1989"sv, "Nihon Ki-in"sv};
constexpr std::array korean_aliases = {"Korean"sv, "kr"sv, "korea"sv, "KBA"sv};
constexpr std::array chinese_aliases = {"Chinese"sv, "cn"sv, "china"sv,       "Chinese-kgs"sv,
                                        "Chinese-ogs"sv, "Chinese 2002"sv, "CWA"sv};
constexpr std::array aga_aliases = {"AGA"sv, "American"sv, "American Go Association"sv};
constexpr std::array nz_aliases = {"NZ"sv, "New Zealand"sv, "NZGS"sv};
constexpr std::array ing_aliases = {"Ing"sv, "GOE"sv, "SST"sv, "Ing SST"sv};
constexpr std::array tromp_taylor_aliases = {"Tromp-Taylor"sv, "Tromp/Taylor"sv, "TT"sv, "TT--"sv};
constexpr std::array ngb_aliases = {"NGB"sv, "Dutch"sv, "Nederlandse Go Bond"sv};
constexpr std::array swedish_aliases = {"Swedish"sv, "Sweden"sv, "Svenska"sv};
constexpr std::array capture_go_aliases = {"Capture Go"sv, "capture"sv, "Atari Go"sv, "first capture"sv};

constexpr std::array presets = {
    Ruleset{
        .name = "japanese",
        .title = "Japanese (Nihon Ki-in 1989)",
        .source = "Japanese Rules of Go (Nihon Ki-in, 1989), Art. 6, 7, 8, 9, 12, 14",
        .notes = "Territory counting (Art. 10): territory plus prisoners. Art. 8: eye points of groups in seki "
                 "are not territory. Art. 6: only the immediate retake of a ko is forbidden. Art. 14: breaking "
                 "a rule loses at once, unless both players have already confirmed the result. Komi is not "
                 "part of the 1989 text (it says so itself); 6.5 is the usual value.",
        .aliases = japanese_aliases,
        .ko = KoRule::simple,
        .suicide = SuicideRule::forbidden,
        .scoring = Scoring::territory,
        .seki_eyes_count = false,
        .handicap_compensation = HandicapCompensation::none,
        .passes_stop_play = true,
        .bent_four_dead = true,
        .counting_reference = true,
        .default_komi = 6.5,
        .illegal_move = IllegalMoveConsequence::loses_game,
        .illegal_move_text = "Japanese Art. 14: {player} loses at move {move}, {opponent} wins",
        .repetition = RepetitionMeaning::no_result_if_agreed,
        .repetition_text = "Japanese Art. 12: a repeated position (triple ko, eternal life) ends the game "
                           "with no result if the players agree",
    },
    Ruleset{
        .name = "korean",
        .title = "Korean (Korea Baduk Association)",
        .source = "Not among the rule texts kifu follows; treated as the Japanese Rules of Go (1989)",
        .notes = "Treated as Japanese: the KBA rules agree on everything kifu checks (territory counting, simple "
                 "ko, no points for eyes in seki, an illegal move loses, a cycle ends without result). They "
                 "differ in wording and in how disputes over life and death are settled after the game, which "
                 "kifu does not model. Komi 6.5 is KBA practice.",
        .aliases = korean_aliases,
        .ko = KoRule::simple,
        .suicide = SuicideRule::forbidden,
        .scoring = Scoring::territory,
        .seki_eyes_count = false,
        .handicap_compensation = HandicapCompensation::none,
        .passes_stop_play = true,
        .bent_four_dead = true,
        .default_komi = 6.5,
        .illegal_move = IllegalMoveConsequence::loses_game,
        .illegal_move_text = "Korean (as Japanese Art. 14): {player} loses at move {move}, {opponent} wins",
        .repetition = RepetitionMeaning::no_result_if_agreed,
        .repetition_text = "As Japanese Art. 12: a repeated cycle ends the game with no result if the players agree",
    },
    Ruleset{
        .name = "chinese",
        .title = "Chinese (Chinese Weiqi Association 2002)",
        .source = "Chinese Weiqi Association rules 2002, Art. 6 and 20 (not among the rule texts kifu follows); area counting as "
                  "the Dutch rules page 'Spelregels van Go' describes it ('Chinese telling')",
        .notes = "Area counting: stones on the board plus surrounded points, so eyes in seki count. White gets "
                 "N points for N handicap stones. The written rule forbids any repeated whole-board position; "
                 "Art. 20 lets an event rule rare cycles (triple ko, eternal life) no result, a draw or a "
                 "replay instead, which kifu does not model. The 2002 text fixes no penalty kifu could apply "
                 "to an illegal move, so kifu only reports it and leaves the penalty to a referee.",
        .aliases = chinese_aliases,
        .ko = KoRule::positional_superko,
        .suicide = SuicideRule::forbidden,
        .scoring = Scoring::area,
        .seki_eyes_count = true,
        .handicap_compensation = HandicapCompensation::n,
        .bent_four_dead = true,  // by play-out: the attacker removes every ko threat at no cost
        .counting_reference = true,
        .default_komi = 7.5,
        .illegal_move = IllegalMoveConsequence::not_allowed,
        .illegal_move_text = "Chinese 2002: {player}'s move {move} is not allowed, so the record is not a legal "
                             "game (any penalty is the referee's)",
        .repetition = RepetitionMeaning::forbidden,
        .repetition_text = "Chinese 2002 Art. 6 and 20: a move may not repeat an earlier whole-board position",
    },
    Ruleset{
        .name = "aga",
        .title = "AGA (American Go Association)",
        .source = "AGA Concise Rules of Go (not among the rule texts kifu follows); its illegal-move procedure "
                  "as Spelregels van Go (Dutch rules page), 'Onreglementaire zetten', gives it",
        .notes = "Area counting; counting territory instead gives the same result because a pass hands the "
                 "opponent a prisoner and White passes last. White gets N-1 points for N handicap stones: the "
                 "first handicap stone stands in for Black's first move. The AGA's procedure for an illegal move "
                 "(as the Dutch rules page gives it): the move is taken "
                 "back and replaced by a pass, unless it is only noticed after the next move, since by playing "
                 "that move the opponent accepted it.",
        .aliases = aga_aliases,
        .ko = KoRule::situational_superko,
        .suicide = SuicideRule::forbidden,
        .scoring = Scoring::area,
        .seki_eyes_count = true,
        .handicap_compensation = HandicapCompensation::n_minus_1,
        .pass_stones = true,
        .white_passes_last = true,
        .bent_four_dead = true,  // by play-out: the attacker removes every ko threat at no cost
        .default_komi = 7.5,
        .illegal_move = IllegalMoveConsequence::replaced_by_pass,
        .notice_window_moves = 1,
        .illegal_move_text = "AGA: {player}'s move {move} is taken back and counts as a pass, unless {opponent} "
                             "has already played the next move; then play continues",
        .repetition = RepetitionMeaning::forbidden,
        .repetition_text = "AGA: a move may not recreate an earlier position with the same player to move",
    },
    Ruleset{
        .name = "nz",
        .title = "New Zealand (New Zealand Go Society)",
        .source = "New Zealand Go Society rules (not among the rule texts kifu follows)",
        .notes = "Area counting. Suicide is a legal move. A single-stone suicide leaves the board as it was "
                 "after the opponent's move, and situational superko only forbids the board as it was after one "
                 "of the mover's own moves: so it is legal (in effect a pass) unless the mover had left this same "
                 "board before. Komi 7 is an integer, so a game can be drawn. No compensation for handicap "
                 "stones.",
        .aliases = nz_aliases,
        .ko = KoRule::situational_superko,
        .suicide = SuicideRule::multi_stone_allowed,
        .scoring = Scoring::area,
        .seki_eyes_count = true,
        .handicap_compensation = HandicapCompensation::none,
        .bent_four_dead = true,  // by play-out: the attacker removes every ko threat at no cost
        .default_komi = 7,
        .illegal_move = IllegalMoveConsequence::not_allowed,
        .illegal_move_text = "NZ: {player}'s move {move} is not a legal move, so the record is not a legal game",
        .repetition = RepetitionMeaning::forbidden,
        .repetition_text = "NZ: a move may not recreate an earlier position with the same player to move",
    },
    Ruleset{
        .name = "ing",
        .title = "Ing (SST Laws, Ing Chang-ki)",
        .source = "Ing's SST Laws of Wei-ch'i, 1991 (not among the rule texts kifu follows)",
        .notes = "Ko is simplified: Ing's own rule sorts cycles into kinds and does not forbid every repetition; "
                 "kifu uses positional superko, which forbids slightly more in rare multi-ko positions. Komi is "
                 "8 points under Ing's fill-in counting, with Black winning a tie; a board played out to the "
                 "end gives an odd area difference, so 8 acts like 7.5. Multi-stone suicide is legal. No "
                 "handicap compensation: Ing counting scores every stone on the board for its owner, handicap "
                 "stones included, and the komi stays the only compensation.",
        .aliases = ing_aliases,
        .ko = KoRule::positional_superko,
        .suicide = SuicideRule::multi_stone_allowed,
        .scoring = Scoring::area,
        .seki_eyes_count = true,
        .handicap_compensation = HandicapCompensation::none,
        .bent_four_dead = true,  // by play-out: the attacker removes every ko threat at no cost
        .default_komi = 8,
        .black_wins_ties = true,
        .illegal_move = IllegalMoveConsequence::not_allowed,
        .illegal_move_text = "Ing: {player}'s move {move} is not a legal move, so the record is not a legal game",
        .repetition = RepetitionMeaning::forbidden,
        .repetition_text = "Simplified to positional superko: a move may not recreate any earlier whole-board position",
    },
    Ruleset{
        .name = "tromp-taylor",
        .title = "Tromp-Taylor (concise rules)",
        .source = "Tromp-Taylor concise rules of Go (not among the rule texts kifu follows); the "
                  "'Super-Ko-Regel' of the German rules page (Jörg Zuther's Go-Seite), rule 8, is the same ko rule",
        .notes = "Nothing is removed at the end: every stone on the board counts as alive, so dead stones must "
                 "be captured in play. Multi-stone suicide is legal. The rules name no komi; 7.5 is used "
                 "because RU[TT] files mostly come from computer go, where 7.5 is the convention, and 0 would "
                 "misreport nearly every even game as a Black win.",
        .aliases = tromp_taylor_aliases,
        .ko = KoRule::positional_superko,
        .suicide = SuicideRule::multi_stone_allowed,
        .scoring = Scoring::area,
        .seki_eyes_count = true,
        .handicap_compensation = HandicapCompensation::none,
        .removes_dead_stones = false,
        .default_komi = 7.5,
        .illegal_move = IllegalMoveConsequence::not_allowed,
        .illegal_move_text = "Tromp-Taylor: {player}'s move {move} is not a legal move, so the record is not a "
                             "legal game",
        .repetition = RepetitionMeaning::forbidden,
        .repetition_text = "Tromp-Taylor: a move may not recreate any earlier whole-board position",
    },
    Ruleset{
        .name = "ngb",
        .title = "Dutch (Nederlandse Go Bond)",
        .source = "Dutch federation rules (NGB), as the Dutch rules page 'Spelregels van Go' gives them, "
                  "'Onreglementaire zetten'; otherwise the Japanese Rules of Go (1989)",
        .notes = "Play and counting as Japanese ('Spelregels van Go': Japanese counting is what tournaments use). Only "
                 "the illegal-move procedure differs: the position before the illegal move is restored unless "
                 "three moves went by unnoticed, then play continues. Either way a referee may also penalise "
                 "the offender; kifu does not model that.",
        .aliases = ngb_aliases,
        .ko = KoRule::simple,
        .suicide = SuicideRule::forbidden,
        .scoring = Scoring::territory,
        .seki_eyes_count = false,
        .handicap_compensation = HandicapCompensation::none,
        .passes_stop_play = true,  // as Japanese Art. 9
        .bent_four_dead = true,  // life and death as Japanese, Art. 7 included
        .default_komi = 6.5,
        .illegal_move = IllegalMoveConsequence::taken_back_if_noticed,
        .notice_window_moves = 3,
        .illegal_move_text = "NGB: the position before {player}'s move {move} is restored if noticed within three "
                             "moves; otherwise play continues",
        .repetition = RepetitionMeaning::no_result_if_agreed,
        .repetition_text = "As Japanese Art. 12: a repeated cycle ends the game with no result if the players agree",
    },
    Ruleset{
        .name = "swedish",
        .title = "Swedish (Svenska Goförbundet club rules)",
        .source = "Svenska Goförbundet, 'Spelregler för go', simple rules for club and family; "
                  "suicide from 'Regler för brädspelet Go', 'Att omringa sig själv'",
        .notes = "'Spelregler för go': a pass hands the opponent a stone as a prisoner; a move may not make the board "
                 "look as it did at any earlier time; each surrounded empty point and each prisoner is a "
                 "point, with no exception for seki. With pass stones this territory count gives the area "
                 "margin less one point for each turn Black had more than White, the handicap stones counted as "
                 "turns: in an even game the area margin when White moved last, one point less for Black when "
                 "Black did; with N handicap stones and White moving last, N-1 points less for Black. Komi 7 from 'Spelregler "
                 "för go' ('Vit får sju poäng extra'): 'Regler för brädspelet Go' says 6.5, but for Japanese-style "
                 "play without pass stones. 'Regler för brädspelet Go' also gives 0.5 komi in handicap games and no points for the stones. Dead "
                 "stones are removed by agreement; if the players disagree, play resumes and after the next "
                 "two passes nothing on the board is dead.",
        .aliases = swedish_aliases,
        .ko = KoRule::positional_superko,
        .suicide = SuicideRule::forbidden,
        .scoring = Scoring::territory,
        .seki_eyes_count = true,
        .handicap_compensation = HandicapCompensation::none,
        .pass_stones = true,
        // 'Spelregler för go': when the players disagree which strings can be captured,
        // play resumes; after the next two passes no string left on the board is captured.
        .passes_stop_play = true,
        .resumed_play_leaves_none_dead = true,
        .default_komi = 7,
        .illegal_move = IllegalMoveConsequence::not_allowed,
        .illegal_move_text = "Swedish: {player}'s move {move} is not allowed, so the record is not a legal game",
        .repetition = RepetitionMeaning::forbidden,
        .repetition_text = "Swedish simple rules ('Spelregler för go'): a move may not make the board look as it did "
                           "at any earlier time in the game",
    },
    Ruleset{
        .name = "capture-go",
        .title = "Capture go (beginners' game, Svenska Goförbundet)",
        .source = "Svenska Goförbundet, 'Regler för brädspelet Go', the simplified version, 'Spelets mål' and "
                  "'Att fånga en sten'",
        .notes = "'Regler för brädspelet Go': the first player to capture any of the opponent's stones wins and the game ends, "
                 "so nothing is ever counted and there is no komi or handicap. Suicide is forbidden as in the "
                 "full game ('Att omringa sig själv' comes before the advanced rules). Ko never arises: a "
                 "retake needs a capture, and the first capture has already ended the game.",
        .aliases = capture_go_aliases,
        .ko = KoRule::simple,
        .suicide = SuicideRule::forbidden,
        .scoring = Scoring::territory,
        .seki_eyes_count = false,
        .handicap_compensation = HandicapCompensation::none,
        .first_capture_wins = true,
        .default_komi = 0,
        .illegal_move = IllegalMoveConsequence::not_allowed,
        .illegal_move_text = "Capture go: {player}'s move {move} is not allowed",
        .repetition = RepetitionMeaning::allowed,
        .repetition_text = "Cannot arise: only a capture can repeat a position, and the first capture ends the game",
        .first_capture_text = "Capture go: {player} captures at move {move} and wins; {opponent} loses",
    },
};

// Only the characters that spell a name; the separators RU[] values vary in are dropped.
bool is_separator(char c) { return c == ' ' || c == '-' || c == '_' || c == '/'; }

char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

std::string normalized(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (char c : s)
        if (!is_separator(c)) out += ascii_lower(c);
    return out;
}

bool answers_to(const Ruleset& ruleset, const std::string& key) {
    if (normalized(ruleset.name) == key) return true;
    return std::any_of(ruleset.aliases.begin(), ruleset.aliases.end(),
                       [&](std::string_view alias) { return normalized(alias) == key; });
}

constexpr std::array placeholders = {"{player}"sv, "{opponent}"sv, "{move}"sv};

// Which placeholder starts at text[i]; placeholders.size() when none does.
std::size_t placeholder_at(std::string_view text, std::size_t i) {
    std::size_t k = 0;
    while (k < placeholders.size() && !text.substr(i).starts_with(placeholders[k])) ++k;
    return k;
}

}  // namespace

std::span<const Ruleset> all_rulesets() { return presets; }

const Ruleset* find_ruleset(std::string_view name_or_alias) {
    const std::string key = normalized(name_or_alias);
    if (key.empty()) return nullptr;  // "", " - " name nothing; don't let them match by accident
    for (const Ruleset& ruleset : presets)
        if (answers_to(ruleset, key)) return &ruleset;
    return nullptr;
}

std::string ruleset_key(std::string_view ru) {
    if (const Ruleset* ruleset = find_ruleset(ru)) return std::string(ruleset->name);
    return normalized(ru);
}

const Ruleset& default_ruleset() { return presets.front(); }  // japanese: listed first on purpose

namespace {

// The reference row for a way of counting, found at compile time: exactly one per Scoring.
constexpr const Ruleset* reference_for(Scoring scoring) {
    const Ruleset* found = nullptr;
    for (const Ruleset& r : presets)
        if (r.counting_reference && r.scoring == scoring) found = found == nullptr ? &r : nullptr;
    return found;
}

constexpr int references_for(Scoring scoring) {
    int n = 0;
    for (const Ruleset& r : presets) n += r.counting_reference && r.scoring == scoring ? 1 : 0;
    return n;
}
static_assert(references_for(Scoring::territory) == 1 && references_for(Scoring::area) == 1,
              "the table names exactly one reference ruleset per way of counting");

}  // namespace

const Ruleset& counting_reference(Scoring scoring) { return *reference_for(scoring); }

std::string describe(std::string_view text, std::string_view player, std::string_view opponent, int move) {
    const std::string move_text = std::to_string(move);
    const std::array<std::string_view, placeholders.size()> values = {player, opponent, move_text};
    std::string out;
    out.reserve(text.size() + 32);
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t k = placeholder_at(text, i);
        if (k == placeholders.size()) {
            out += text[i++];  // braces of any other kind stay as written
            continue;
        }
        out += values[k];
        i += placeholders[k].size();
    }
    return out;
}

}  // namespace kifu::rules
