#pragma once
// Federation rulesets as data: one table of presets (ruleset.cpp), each a value with named
// fields. Code that needs a rule reads a field; nothing branches on a federation's name.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace kifu::rules {

enum class KoRule : std::uint8_t {
    simple,                // only the immediate retake of a single stone is forbidden
    positional_superko,    // no move may recreate any earlier whole-board position
    situational_superko,   // ... with the same player to move
};

enum class SuicideRule : std::uint8_t {
    forbidden,             // no move may leave its own string without liberties
    // A suicide is a legal move; the ko rule then judges the position it leaves. A
    // single-stone suicide leaves the board as it was: positional superko forbids it,
    // situational superko allows it unless the mover had left this board before.
    multi_stone_allowed,
};

enum class Scoring : std::uint8_t { territory, area };

// Points White receives for Black's handicap stones under this ruleset's counting.
enum class HandicapCompensation : std::uint8_t { none, n, n_minus_1 };

// What the federation does when an illegal move has been played.
enum class IllegalMoveConsequence : std::uint8_t {
    loses_game,            // the offender loses at once (Japanese Art. 14)
    replaced_by_pass,      // the move is taken back and counts as a pass, unless the next move was played (AGA)
    taken_back_if_noticed, // position restored if noticed within a few moves, else play continues (NGB)
    not_allowed,           // the move may not be played; a record showing it is not a legal game
};

// What a repeated whole-board position means.
enum class RepetitionMeaning : std::uint8_t {
    no_result_if_agreed,   // a cycle (triple ko, eternal life) ends the game without result (Japanese Art. 12)
    forbidden,             // the superko rule forbids the repeating move
    allowed,               // repetition itself is not an infraction (simple ko only forbids the retake)
};

struct Ruleset {
    std::string_view name;          // preset name: "japanese", "chinese", ...
    std::string_view title;         // "Japanese (Nihon Ki-in 1989)"
    std::string_view source;        // where the rules come from (seed file, article)
    std::string_view notes;         // simplifications and differences, in plain words
    std::span<const std::string_view> aliases;   // RU[] spellings, matched case-insensitively

    KoRule ko = KoRule::simple;
    SuicideRule suicide = SuicideRule::forbidden;
    Scoring scoring = Scoring::territory;
    bool seki_eyes_count = false;   // whether eye points of groups in seki score (area: yes; Japanese Art. 8: no)
    HandicapCompensation handicap_compensation = HandicapCompensation::none;
    bool pass_stones = false;       // a pass hands the opponent one prisoner
    bool white_passes_last = false; // the game must end with White's pass
    // Two passes stop play rather than end the game (Japanese Rules 1989, Art. 9-1): play
    // resumes when a player asks, the opponent moving first (Art. 9-3), so the first move
    // after a stop is in turn whichever side plays it, and the game ends at the last stop.
    bool passes_stop_play = false;
    // Once play has resumed after a stop, nothing left on the board at the end is dead
    // (Swedish 'Spelregler för go': the players disagreed, and play settled it).
    bool resumed_play_leaves_none_dead = false;
    bool removes_dead_stones = true;// false under Tromp-Taylor: every stone on the board is alive
    bool first_capture_wins = false;// capture go: the first capture ends the game
    // A bent four in the corner is dead without being played out: by the confirmation under
    // territory counting (Japanese Art. 7: a ko retake needs a pass, so the attacker, who
    // alone can start the ko, wins it), by play-out under area counting (the attacker first
    // removes every ko threat at no cost, since filling his own territory loses nothing, then
    // wins the ko). Off where no dead stones are removed (Tromp-Taylor: every stone on the
    // board at the end is alive).
    bool bent_four_dead = false;
    // The row that stands for its way of counting when kifu counts a game both ways (the
    // Japanese and Chinese columns): exactly one per Scoring, checked at compile time.
    bool counting_reference = false;
    double default_komi = 0;
    // A count that ties is Black's win (Ing's SST Laws: komi 8, Black wins a tie), not a draw.
    bool black_wins_ties = false;

    IllegalMoveConsequence illegal_move = IllegalMoveConsequence::not_allowed;
    int notice_window_moves = 0;    // for taken_back_if_noticed / replaced_by_pass: moves after which play just continues
    std::string_view illegal_move_text;   // the consequence in words, with {player} {opponent} {move} placeholders
    RepetitionMeaning repetition = RepetitionMeaning::allowed;
    std::string_view repetition_text;     // what a repeated position means, in words
    std::string_view first_capture_text{};  // with first_capture_wins: who won, with {player} {opponent} {move}
};

// Every preset, in the order `kifu rules` lists them.
std::span<const Ruleset> all_rulesets();

// A preset by its name or any alias (RU[] values), ignoring ASCII case, spaces, '-', '_' and '/'
// ("New Zealand" == "new-zealand", "Tromp/Taylor" == "tromp-taylor"); nullptr when none matches.
const Ruleset* find_ruleset(std::string_view name_or_alias);

// What two spellings of one RU[] share: the name of the preset it names ("japanese" for
// "Japanese", "jp" and "JAPANESE"), else the text as find_ruleset compares it (ASCII
// lower case, without spaces, '-', '_' and '/'). `kifu dups` compares rules by it.
std::string ruleset_key(std::string_view ru);

// The default when neither --rules nor RU[] names a known ruleset.
const Ruleset& default_ruleset();

// The ruleset kifu counts a game under for the side-by-side comparison: the table's
// reference row for territory counting (Japanese) or area counting (Chinese).
const Ruleset& counting_reference(Scoring scoring);

// Fills {player}, {opponent} and {move} in one of the *_text fields.
std::string describe(std::string_view text, std::string_view player, std::string_view opponent, int move);

}  // namespace kifu::rules
