#pragma once
// The types the life-and-death judge's stages share (life_and_death.hpp runs them): each
// chain's judgement and the findings behind it. A stage never writes a chain's reason as
// text: it adds a Finding (which stage, what status, how strong, proved or not), and the
// sentence a report shows is rendered from the findings.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/color.hpp"
#include "base/point.hpp"
#include "scoring/judge_params.hpp"

namespace kifu::scoring {

enum class ChainStatus : std::uint8_t { alive, dead, seki };
std::string_view status_name(ChainStatus status);  // "alive", "dead", "seki"

// The stages of the judge that report findings about chains, in the order they run
// (life_and_death.cpp's pipeline has the others too).
enum class Stage : std::uint8_t {
    benson,            // pass-alive chains and the stones inside their small regions (benson.hpp)
    playouts,          // the share of play-outs in which the chain's colour kept its points (playouts.hpp)
    capture_reading,   // captured whoever moves first (capture_reading.hpp)
    lone_ko,           // a lone stone in a ko its owner ends by connecting (eye_space.hpp)
    eye_space,         // no room for two eyes inside a strong wall (eye_space.hpp)
    nakade_reading,    // the room inside a strong wall read out exactly (nakade_reading.hpp)
    reading_doubt,     // kept alive by the play-outs, captured by reading (reading_doubt.hpp)
    capture_doubt,     // taken off, but the capture may not pay (capture_doubt.hpp)
    seki_review,       // a seki broken by a sacrifice inside (confirmation.hpp)
    seki,              // lives in seki (seki.hpp)
    bent_four,         // bent four in the corner, dead by the confirmation rule (confirmation.hpp)
};
std::string_view stage_name(Stage stage);   // "benson", "playouts", "capture-reading", ...

// What one stage found about a chain.
struct Finding {
    Stage stage = Stage::playouts;
    ChainStatus status = ChainStatus::alive;   // the status the stage gives the chain
    // The stage's own measure of its evidence, from 0 to 1: the share of play-outs that
    // agree with `status` (play-outs), the least share of the walls a reading took as they
    // stand (nakade reading); 1 for a proof; unused (1) for the others.
    double measure = 1;
    bool proved = false;   // a proof: Benson, reading to the end, or a rule of the ruleset
};

struct ChainJudgement {
    Color color = Color::black;
    std::vector<Point> stones;
    ChainStatus status = ChainStatus::alive;
    bool proved = false;    // a proof (Benson, reading to the end, or a rule), not an estimate
    // The strength of the evidence the stages compare with their thresholds: 1 for a proof;
    // otherwise the share of play-outs that agreed with the status (0.5 to 1), the walls'
    // share after a reading inside them, and at most JudgeParams::doubted_share after a
    // doubt.
    double share = 1;
    // The probability that the status is right, from the findings (set by the last stage,
    // `settledness`, calibration.hpp): 1 for a proof.
    double confidence = 1;
    bool settled = false;   // the count may rest on it (set by the last stage, `settledness`)
    std::vector<Finding> findings;   // oldest first; a verdict by a proof or a search restarts them

    // A finding that the stages after it build on; `restart` one that replaces the story
    // (a verdict by a proof or a search: what the play-outs said no longer explains it).
    void add(const Finding& f) {
        findings.push_back(f);
        status = f.status;
    }
    void restart(const Finding& f) {
        findings.assign(1, f);
        status = f.status;
    }

    // Why, in a few words ("pass-alive (Benson): cannot be captured", "captured in 94% of
    // play-outs; dead: no room for two eyes ..."): the findings' sentences, joined.
    [[nodiscard]] std::string reason() const;
};

// Proved, or agreed on by enough play-outs (JudgeParams::review_share) that the reviews
// of the play-outs' judgement (eye space, reading) leave it alone.
[[nodiscard]] inline bool convinced(const ChainJudgement& j, const JudgeParams& params) {
    return j.proved || j.share >= params.review_share;
}

// The sentence of one finding.
std::string finding_text(const Finding& finding);

}  // namespace kifu::scoring
