#include "scoring/judgement.hpp"

#include <fmt/format.h>

namespace kifu::scoring {

std::string_view status_name(ChainStatus status) {
    switch (status) {
        case ChainStatus::alive: return "alive";
        case ChainStatus::dead: return "dead";
        case ChainStatus::seki: return "seki";
    }
    return "alive";
}

std::string_view stage_name(Stage stage) {
    switch (stage) {
        case Stage::benson: return "benson";
        case Stage::playouts: return "playouts";
        case Stage::capture_reading: return "capture-reading";
        case Stage::lone_ko: return "lone-ko";
        case Stage::eye_space: return "eye-space";
        case Stage::nakade_reading: return "nakade-reading";
        case Stage::reading_doubt: return "reading-doubt";
        case Stage::capture_doubt: return "capture-doubt";
        case Stage::seki_review: return "seki-review";
        case Stage::seki: return "seki";
        case Stage::bent_four: return "bent-four";
    }
    return "playouts";
}

std::string finding_text(const Finding& f) {
    const bool alive = f.status != ChainStatus::dead;
    switch (f.stage) {
        case Stage::benson:
            return alive ? "pass-alive (Benson): cannot be captured"
                         : "inside a small region of a pass-alive chain (Benson): cannot live";
        case Stage::playouts:
            return alive ? fmt::format("survived {:.0f}% of play-outs", 100 * f.measure)
                         : fmt::format("captured in {:.0f}% of play-outs", 100 * f.measure);
        case Stage::capture_reading: return "captured whoever moves first (reading)";
        case Stage::lone_ko: return "alive: its last liberty is its own colour's to fill (a ko it ends by connecting)";
        case Stage::eye_space:
            return alive ? "alive: inside its colour's wall, around a chain without two eyes"
                         : "dead: no room for two eyes inside the opponent's strong wall";
        case Stage::nakade_reading:
            return alive ? "alive: inside its colour's wall, around a chain it captures"
                         : "dead: the opponent captures it moving first (reading inside its strong wall)";
        case Stage::reading_doubt: return "but reading captures it whoever moves first: not settled";
        case Stage::capture_doubt: return "but once captured, the capturer may lose its group around it: not settled";
        case Stage::seki_review:
            return "no seki: the opponent captures it by a sacrifice inside, whoever answers (local search); "
                   "players count some such shapes as seki: not settled";
        case Stage::seki: return "in seki: shares liberties neither side can fill";
        case Stage::bent_four:
            return "bent four in the corner: dead, the attacker wins its ko (Japanese rules, Art. 7: a retake needs a "
                   "pass in the confirmation; under area counting he first removes every ko threat at no cost)";
    }
    return "";
}

std::string ChainJudgement::reason() const {
    std::string text;
    for (const Finding& f : findings) {
        if (!text.empty()) text += "; ";
        text += finding_text(f);
    }
    return text;
}

}  // namespace kifu::scoring
