#include "event/record_facts.hpp"

#include <string_view>
#include <vector>

#include "duplicates/record.hpp"
#include "sgf/identifier_code.hpp"
#include "sgf/text.hpp"
#include "sgf/values.hpp"

namespace kifu::event {
namespace {

Written root_text(const sgf::GameTree& tree, std::string_view id) {
    if (tree.empty()) return std::nullopt;
    const auto value = tree.first_value(tree.root(), id);
    if (!value) return std::nullopt;
    return sgf::decode_simple_text(value->text);
}

}  // namespace

int RecordFacts::handicap_stones() const {
    // A root that sets up White stones too is a position, as the count reads it (replay.cpp,
    // note_handicap): HA gives the handicap, not every Black stone of it.
    if (white_setup_stones > 0) return ha && info.handicap >= 2 ? info.handicap : 0;
    if (black_setup_stones >= 2) return black_setup_stones;
    return ha ? info.handicap : 0;
}

RecordFacts record_facts(RecordKey key, const sgf::GameInfo& info, const sgf::GameTree& tree) {
    RecordFacts f;
    f.key = std::move(key);
    f.info = info;
    // A name of spaces alone (PB[ ]) is no name: it was a player "?" with a rated win in
    // the results file, where PB[] is "not placed: no PB".
    for (sgf::PlayerInfo* player : {&f.info.black, &f.info.white})
        if (player->name.find_first_not_of(" \t\r\n") == std::string::npos) player->name.clear();
    f.km = root_text(tree, "KM");
    f.ru = root_text(tree, "RU");
    f.sz = root_text(tree, "SZ");
    f.tm = root_text(tree, "TM");
    f.ot = root_text(tree, "OT");
    f.dt = root_text(tree, "DT");
    f.ro = root_text(tree, "RO");
    f.ha = root_text(tree, "HA");
    if (!tree.empty()) {
        // Points, not values: AB[aa:ab] is two stones.
        for (const sgf::Property& p : tree.properties(tree.root()))
            if (p.identifier == "AB" || p.identifier == "AW") {
                std::vector<sgf::ComposeValue> raw;
                for (const sgf::RawValue& v : tree.values(p)) raw.push_back(v.compose());
                const auto points = sgf::decode_point_list(raw, info.size, sgf::PointListKind::list);
                if (!points.value) continue;
                (p.identifier == "AB" ? f.black_setup_stones : f.white_setup_stones) +=
                    static_cast<int>(points.value->size());
            }
        // The play as kifu dups compares it (duplicates/game_moves.hpp), not as it is spelt: a
        // node's setup points as a set (AB[pd][dp] is AB[dp][pd], AB[aa:bb] its four points),
        // B[tt] up to 19x19 a pass as B[] is. So two records dups calls identical, or one a
        // cut copy of the other, are one game here.
        duplicates::Record moves = duplicates::make_record(f.key.game, tree, info, duplicate_min_moves);
        f.moves = std::move(moves.moves);
        f.bucket = moves.bucket;
    }
    return f;
}

RecordFacts record_facts(RecordKey key, sgf::GameRecord& game) {
    const sgf::GameInfo info = sgf::summarize_game(game);
    return record_facts(std::move(key), info, game.tree);
}

}  // namespace kifu::event
