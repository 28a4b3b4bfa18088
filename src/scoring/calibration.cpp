#include "scoring/calibration.hpp"

namespace kifu::scoring {

bool doubted(const ChainJudgement& j) {
    for (const Finding& f : j.findings)
        if (f.stage == Stage::reading_doubt || f.stage == Stage::capture_doubt || f.stage == Stage::seki_review)
            return true;
    return false;
}

const Finding* deciding_finding(const ChainJudgement& j) {
    const Finding* decided = nullptr;
    for (const Finding& f : j.findings)
        if (f.stage != Stage::seki && f.stage != Stage::reading_doubt && f.stage != Stage::capture_doubt) decided = &f;
    return decided;
}

double calibrated_confidence(const ChainJudgement& j, const JudgeParams& params) {
    if (j.proved) return 1;
    if (doubted(j)) return params.doubted_probability;
    const Finding* decided = deciding_finding(j);
    // A lone ko stone lives as surely as the walls it connects to: its measure is their
    // share, read through the play-outs' table.
    const bool by_share = decided == nullptr || decided->stage == Stage::playouts || decided->stage == Stage::lone_ko;
    if (!by_share) return params.review_probability;
    const double share = decided != nullptr ? decided->measure : j.share;
    double probability = params.playout_calibration.front().probability;
    for (const JudgeParams::ShareBucket& b : params.playout_calibration)
        if (share >= b.from) probability = b.probability;
    return probability;
}

}  // namespace kifu::scoring
