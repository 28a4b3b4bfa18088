#include "report/lessons.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <stdexcept>
#include <string>
#include <vector>

#include "rules/ruleset.hpp"


namespace kifu::report {
namespace {

using rules::Ruleset;

// The federations a lesson names come from the ruleset table, never from the lesson's
// prose: "{pass_stones}" is every ruleset with pass stones. An unknown key is a bug.
bool has(std::string_view key, const Ruleset& r) {
    using namespace rules;
    const bool counted = !r.first_capture_wins;
    if (key == "positional_superko") return r.ko == KoRule::positional_superko;
    if (key == "situational_superko") return r.ko == KoRule::situational_superko;
    if (key == "simple_ko") return r.ko == KoRule::simple && counted;
    if (key == "multi_stone_suicide") return r.suicide == SuicideRule::multi_stone_allowed;
    if (key == "single_stone_suicide_legal")
        return r.suicide == SuicideRule::multi_stone_allowed && r.ko == KoRule::situational_superko;
    if (key == "white_passes_last") return r.white_passes_last;
    if (key == "pass_stones") return r.pass_stones;
    if (key == "passes_stop_play") return r.passes_stop_play;
    if (key == "seki_eyes_not_counted") return !r.seki_eyes_count && counted;
    if (key == "territory") return r.scoring == Scoring::territory && counted;
    if (key == "area") return r.scoring == Scoring::area;
    if (key == "compensation_n") return r.handicap_compensation == HandicapCompensation::n;
    if (key == "compensation_n_minus_1") return r.handicap_compensation == HandicapCompensation::n_minus_1;
    throw std::logic_error("lesson placeholder {" + std::string(key) + "} is not a ruleset field");
}

// "Chinese, Tromp-Taylor and Swedish": the rulesets' titles up to their parenthesis.
std::string rulesets_named(std::string_view key) {
    std::vector<std::string_view> names;
    for (const Ruleset& r : rules::all_rulesets())
        if (has(key, r)) names.push_back(r.title.substr(0, r.title.find(" (")));
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += std::string(i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + std::string(names[i]);
    return out;
}

constexpr std::array lessons{
    Lesson{"ko", "Ko: no immediate recapture",
           "Some captures of a single stone leave a shape where the capturing stone could be taken back at once, and "
           "the two players could go on for ever. The ko rule forbids taking back at once: the player must first play "
           "elsewhere, usually a threat the opponent has to answer. Under simple ko a retake after any other move, or "
           "after a pass, is legal again; under superko rules (see 'superko') it is not when it brings back an "
           "earlier whole-board position, as a retake after both players passed does. kifu flags an immediate "
           "retake as 'ko' under every ruleset.",
           "Japanese Rules of Go (1989), Art. 6; Spelregels van Go (Dutch rules page), rule 7, its first sentence "
           "(its second forbids any earlier position: a superko rule, see 'superko')"},
    Lesson{"superko", "Superko: longer cycles",
           "A triple ko, an eternal life or 'sending two, returning one' can bring back the whole board after several "
           "moves, which the simple ko rule does not stop. Positional superko ({positional_superko}, as kifu models "
           "them) forbids any move that recreates an earlier whole-board position. Situational superko "
           "({situational_superko}) forbids it only with the same player to move. {simple_ko} keep simple ko, as "
           "kifu models them (the Dutch federation plays by the Japanese rules, though the Dutch rules page's rule "
           "7 also forbids any earlier position): under the Japanese rules a game caught in such a cycle ends "
           "without result if both players agree.",
           "Japanese Rules of Go (1989), Art. 12; German rules page (Jörg Zuther's Go-Seite), 'Super-Ko-Regel'; "
           "Svenska Goförbundet, 'Spelregler för go'"},
    Lesson{"suicide", "Suicide: taking your own last liberty",
           "A stone is placed first, then the opponent's strings left without liberties are removed, and only then "
           "is the player's own string checked. So a move into a point with no liberties that captures is an "
           "ordinary capture, not suicide. A move that leaves its own string without liberties is suicide: forbidden "
           "in most rules, while {multi_stone_suicide} allow it (the player loses the stones). A single-stone "
           "suicide leaves the board as it was, so where suicide is allowed the ko rule decides it: positional "
           "superko forbids it, as it repeats the position before it ('kifu check' flags it as the suicide "
           "it is); situational superko "
           "({single_stone_suicide_legal}) forbids only the board as it stood after one of the mover's own moves, "
           "so there the suicide is legal, in effect a pass, unless the mover had left this same board before.",
           "Spelregels van Go (Dutch rules page), rule 6; Svenska Goförbundet, 'Regler för brädspelet Go', 'Att "
           "omringa sig själv'; New Zealand Go Society rules, the definition of a move"},
    Lesson{"passes", "Passing and the end of the game",
           "Instead of placing a stone a player may pass. Two passes in a row end the game; under {passes_stop_play} "
           "rules they only stop it: the players then agree on which stones are dead, and where they do not, play "
           "resumes until the next stop (under the Japanese rules the opponent of the player who asks moves first, "
           "Art. 9-3; under the Swedish rules the game then ends, every string left on the board counted alive). "
           "Under {white_passes_last} "
           "rules the last pass must be White's, so that both sides have had the same number of turns (a stone or a "
           "pass each). Under {pass_stones} rules each pass hands the opponent one stone as a prisoner: with these "
           "pass stones, counting territory gives the margin of counting area less one point for each turn Black "
           "had more than White, handicap stones counted as turns. In an even game counting territory gives the "
           "same margin as counting area when White moved last, and one point less for Black when Black did (then "
           "Black has had one turn more); with N handicap stones and White moving last it gives N-1 points less "
           "for Black, as the N-1 points of compensation under {compensation_n_minus_1} rules do.",
           "Japanese Rules of Go (1989), Art. 9; Svenska Goförbundet, 'Spelregler för go'; AGA Concise Rules of Go"},
    Lesson{"seki", "Seki: living together",
           "Two groups that share liberties which neither side can fill without being captured both live: that is "
           "seki. The shared points are nobody's. Under {seki_eyes_not_counted} rules even the eyes of a group in seki "
           "are not territory (Japanese Art. 8); under area counting they belong to the group's owner like any other "
           "surrounded "
           "point. kifu marks stones in seki and their eyes in its diagrams and counts them by the ruleset's choice.",
           "Japanese Rules of Go (1989), Art. 8"},
    Lesson{"counting", "Territory and area counting",
           "Territory counting ({territory}): each side scores its surrounded empty points plus the prisoners it "
           "took, during play and as dead stones at the end. Area counting ({area}): each side scores its "
           "surrounded points plus its stones on the board. Every stone a "
           "player puts on the board ends either still there or as the opponent's prisoner, so the two margins differ "
           "only by the difference in stones the two sides placed (in an even game one when Black made the last "
           "move, none when White did; with N handicap stones N when Black moved last, N-1 when White did; one "
           "fewer for a side for each pass it made during play), seki eyes, the points a side must fill before "
           "counting (false eyes, last liberties: territory counting leaves them out, area counting gives them to "
           "the side that fills them), handicap compensation and pass stones. 'kifu score' spells this out for each game.",
           "Japanese Rules of Go (1989), Art. 10; Spelregels van Go (Dutch rules page), 'Chinese telling'"},
    Lesson{"handicap", "Handicap stones and compensation",
           "In a handicap game Black places its stones first and White moves next. Under area counting those stones "
           "would be points for Black at the end, so {compensation_n} rules give White one point per handicap stone "
           "and {compensation_n_minus_1} rules one point fewer. Territory counting needs no compensation: placed "
           "stones are not counted.",
           "Chinese Weiqi Association rules (2002); AGA Concise Rules of Go; Svenska Goförbundet, 'Regler för brädspelet Go'"},
    Lesson{"komi", "Komi",
           "Black moves first, which is worth several points, so White receives komi. The Japanese rules of 1989 do "
           "not fix it; tournaments use 6.5 under territory counting (as the Swedish federation's rules do) and 7.5 "
           "under area counting, the Swedish simple rules 7, New Zealand 7 and Ing 8. A half point makes a draw "
           "(jigo) impossible.",
           "Japanese Rules of Go (1989); Svenska Goförbundet, 'Regler för brädspelet Go', 'Färg och komi' (6.5); "
           "Svenska Goförbundet, 'Spelregler för go' (7)"},
    Lesson{"capture-go", "Capture go",
           "The beginners' game: the same board and moves, but the first player to capture any stone wins at once. "
           "It teaches liberties and atari before territory.",
           "Svenska Goförbundet, 'Regler för brädspelet Go', the simplified version"},
};

}  // namespace

std::span<const Lesson> all_lessons() { return lessons; }

std::string lesson_text(const Lesson& lesson) {
    std::string out;
    std::string_view text = lesson.text;
    while (!text.empty()) {
        const std::size_t open = text.find('{');
        const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
        if (close == std::string_view::npos) break;
        out += text.substr(0, open);
        out += rulesets_named(text.substr(open + 1, close - open - 1));
        text.remove_prefix(close + 1);
    }
    out += text;
    return out;
}

const Lesson* find_lesson(std::string_view topic) {
    // Any case, as `kifu rules` takes ruleset names: "Ko" is the ko lesson.
    const auto same = [](char a, char b) {
        return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
    };
    for (const Lesson& l : lessons)
        if (std::equal(l.topic.begin(), l.topic.end(), topic.begin(), topic.end(), same)) return &l;
    return nullptr;
}

void write_lesson(std::ostream& out, const Lesson& lesson) {
    out << lesson.title << "\n\n";
    // Wrap at 79 columns on spaces.
    const std::string expanded = lesson_text(lesson);
    std::string_view text = expanded;
    while (!text.empty()) {
        std::size_t cut = text.size() <= 79 ? text.size() : text.rfind(' ', 79);
        if (cut == std::string_view::npos || cut == 0) cut = std::min<std::size_t>(text.size(), 79);
        out << text.substr(0, cut) << '\n';
        text.remove_prefix(cut);
        while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    }
    out << "\nSources: " << lesson.sources << '\n';
}

void write_lesson_index(std::ostream& out) {
    out << "Topics (kifu explain TOPIC):\n";
    for (const Lesson& l : lessons) out << "  " << l.topic << std::string(12 - l.topic.size(), ' ') << l.title << '\n';
    out << "The rulesets themselves: kifu rules, kifu rules NAME.\n";
}

}  // namespace kifu::report
