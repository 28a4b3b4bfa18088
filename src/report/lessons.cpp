#include "report/lessons.hpp"

#include <algorithm>
#include <array>


namespace kifu::report {
namespace {

constexpr std::array lessons{
    Lesson{"ko", "Ko: no immediate recapture",
           "Some captures of a single stone leave a shape where the capturing stone could be taken back at once, and "
           "the two players could go on for ever. The ko rule forbids taking back at once: the player must first play "
           "elsewhere, usually a threat the opponent has to answer. A retake after any other move, or after a pass, "
           "is legal again. kifu flags an immediate retake as 'ko' under every ruleset.",
           "Japanese rules 1989, Art. 6 (seeds/000); Dutch rules page, rule 7 (seeds/002)"},
    Lesson{"superko", "Superko: longer cycles",
           "A triple ko, an eternal life or 'sending two, returning one' can bring back the whole board after several "
           "moves, which the simple ko rule does not stop. Positional superko (Chinese, Tromp-Taylor, Swedish, and "
           "Ing as kifu models it) forbids any move that recreates an earlier whole-board position. Situational "
           "superko (AGA, New Zealand) forbids it only with the same player to move. Japanese rules keep simple ko: "
           "a game caught in such a cycle ends without result if both players agree.",
           "Japanese rules 1989, Art. 12 (seeds/000); 'Super-Ko-Regel' (seeds/004); Swedish simple rules (seeds/003)"},
    Lesson{"suicide", "Suicide: taking your own last liberty",
           "A stone is placed first, then the opponent's strings left without liberties are removed, and only then "
           "is the player's own string checked. So a move into a point with no liberties that captures is an "
           "ordinary capture, not suicide. A move that leaves its own string without liberties is suicide: forbidden "
           "in most rules, while New Zealand, Ing and Tromp-Taylor allow it for strings of more than one stone (the "
           "player loses them). A single-stone suicide changes nothing on the board and is illegal everywhere.",
           "Dutch rules page, rule 6 (seeds/002); Swedish club rules, 'Att omringa sig själv' (seeds/001)"},
    Lesson{"passes", "Passing and the end of the game",
           "Instead of placing a stone a player may pass. Two passes in a row end the game; under AGA rules the last "
           "pass must be White's, so that both sides have placed the same number of stones. Under AGA and the "
           "Swedish club rules each pass hands the opponent one stone as a prisoner: with these pass stones, "
           "counting territory gives the same margin as counting area.",
           "Japanese rules 1989, Art. 9 (seeds/000); Swedish simple rules (seeds/003); AGA rules"},
    Lesson{"seki", "Seki: living together",
           "Two groups that share liberties which neither side can fill without being captured both live: that is "
           "seki. The shared points are nobody's. Under the Japanese rules even the eyes of a group in seki are not "
           "territory (Art. 8); under area counting they belong to the group's owner like any other surrounded "
           "point. kifu marks stones in seki and their eyes in its diagrams and counts them by the ruleset's choice.",
           "Japanese rules 1989, Art. 8 (seeds/000)"},
    Lesson{"counting", "Territory and area counting",
           "Territory counting (Japanese, Korean, Dutch): each side scores its surrounded empty points plus the "
           "prisoners it took, during play and as dead stones at the end. Area counting (Chinese, AGA, New Zealand, "
           "Ing, Tromp-Taylor): each side scores its surrounded points plus its stones on the board. Every stone a "
           "player puts on the board ends either still there or as the opponent's prisoner, so the two margins differ "
           "only by the difference in stones the two sides placed (one, when Black made the last move; the handicap "
           "stones), seki eyes, handicap compensation and pass stones. 'kifu score' spells this out for each game.",
           "Japanese rules 1989, Art. 10 (seeds/000); Dutch rules page, 'Chinese telling' (seeds/002)"},
    Lesson{"handicap", "Handicap stones and compensation",
           "In a handicap game Black places its stones first and White moves next. Under area counting those stones "
           "would be points for Black at the end, so Chinese rules give White one point per handicap stone and AGA "
           "rules one point fewer. Territory counting needs no compensation: placed stones are not counted.",
           "Chinese rules 2002; AGA rules; Swedish club rules (seeds/001)"},
    Lesson{"komi", "Komi",
           "Black moves first, which is worth several points, so White receives komi. The Japanese rules of 1989 do "
           "not fix it; tournaments use 6.5 under territory counting and 7.5 under area counting, New Zealand 7 and "
           "Ing 8. A half point makes a draw (jigo) impossible.",
           "Japanese rules 1989 (seeds/000); Swedish simple rules (seeds/003)"},
    Lesson{"capture-go", "Capture go",
           "The beginners' game: the same board and moves, but the first player to capture any stone wins at once. "
           "It teaches liberties and atari before territory.",
           "Swedish club rules, the simplified version (seeds/001)"},
};

}  // namespace

std::span<const Lesson> all_lessons() { return lessons; }

const Lesson* find_lesson(std::string_view topic) {
    for (const Lesson& l : lessons)
        if (l.topic == topic) return &l;
    return nullptr;
}

void write_lesson(std::ostream& out, const Lesson& lesson) {
    out << lesson.title << "\n\n";
    // Wrap at 79 columns on spaces.
    std::string_view text = lesson.text;
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
