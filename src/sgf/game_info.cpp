#include "sgf/game_info.hpp"

#include <vector>

#include "sgf/text.hpp"
#include "sgf/values.hpp"

namespace kifu::sgf {
namespace {

// Collects value problems as warnings at the property they came from.
class ProblemLog {
public:
    explicit ProblemLog(GameRecord& game) : game_(game) {}
    void add(const Property& at, const std::string& problem) {
        if (problem.empty()) return;
        game_.diagnostics.push_back({Severity::warning, game_.tree.source().locate(at.offset),
                                     std::string(at.identifier) + ": " + problem});
    }

private:
    GameRecord& game_;
};

std::string simple_text(const GameTree& tree, NodeId node, std::string_view identifier) {
    const auto value = tree.first_value(node, identifier);
    return value ? decode_simple_text(value->text) : std::string{};
}

std::vector<ComposeValue> compose_values(const GameTree& tree, const Property& p) {
    std::vector<ComposeValue> out;
    for (const RawValue& v : tree.values(p)) out.push_back(v.compose());
    return out;
}

void read_root(const GameTree& tree, GameInfo& info, ProblemLog& log) {
    const NodeId root = tree.root();
    info.black = {simple_text(tree, root, "PB"), simple_text(tree, root, "BR")};
    info.white = {simple_text(tree, root, "PW"), simple_text(tree, root, "WR")};
    info.date = simple_text(tree, root, "DT");
    info.event = simple_text(tree, root, "EV");
    info.round = simple_text(tree, root, "RO");
    info.place = simple_text(tree, root, "PC");
    info.game_name = simple_text(tree, root, "GN");
    info.rules = simple_text(tree, root, "RU");

    if (const Property* gm = tree.find(root, "GM"); gm && gm->value_count > 0) {
        const std::string_view game = tree.values(*gm)[0].text;
        if (game != "1" && !game.empty()) log.add(*gm, "GM[" + std::string(game) + "] is not Go; read as Go anyway");
    }
    if (const Property* sz = tree.find(root, "SZ"); sz && sz->value_count > 0) {
        const auto size = decode_board_size(tree.values(*sz)[0].text);
        log.add(*sz, size.value ? size.problem : size.problem + "; using 19x19");
        if (size.value) info.size = *size.value;
    }
    if (const Property* km = tree.find(root, "KM"); km && km->value_count > 0) {
        const auto komi = decode_komi(tree.values(*km)[0].text);
        log.add(*km, komi.problem);
        info.komi = komi.value;
    }
    if (const Property* ha = tree.find(root, "HA"); ha && ha->value_count > 0) {
        const auto handicap = decode_handicap(tree.values(*ha)[0].text);
        log.add(*ha, handicap.problem);
        info.handicap = handicap.value.value_or(0);
    }
    if (const Property* pl = tree.find(root, "PL"); pl && pl->value_count > 0)
        log.add(*pl, decode_player(tree.values(*pl)[0].text).problem);
    if (const Property* re = tree.find(root, "RE"); re && re->value_count > 0) {
        const std::string_view raw = tree.values(*re)[0].text;
        info.result_text = decode_simple_text(raw);
        if (!info.result_text.empty()) {
            auto result = decode_result(raw);  // unescapes by itself
            log.add(*re, result.problem);
            info.result = std::move(result.value);
        }
    }
}

// Main-line values that replay will need: moves and setup point lists.
// Properties only the root may hold (FF[4] "root" type), plus HA and KM, which kifu reads
// from the root only: elsewhere they would silently change nothing.
bool root_only(std::string_view name) {
    for (std::string_view r : {"AP", "CA", "FF", "GM", "ST", "SZ", "HA", "KM"})
        if (name == r) return true;
    return false;
}

void check_main_line(const GameTree& tree, GameInfo& info, ProblemLog& log) {
    for (NodeId id : tree.main_line()) {
        bool has_move = false;
        for (const Property& p : tree.properties(id)) {
            const std::string_view name = p.identifier;
            if (id != tree.root() && name.size() == 2 && root_only(name)) log.add(p, "outside the root node; ignored");
            if ((name == "B" || name == "W") && p.value_count > 0) {
                if (has_move) log.add(p, "a second move in the same node");
                has_move = true;
                const std::string_view raw = tree.values(p)[0].text;
                Point point;
                if (!plain_move_point(raw, info.size, point)) log.add(p, decode_move(raw, info.size).problem);
            } else if (name == "AB" || name == "AW" || name == "AE" || name == "TB" || name == "TW") {
                const auto kind = (name == "AB" || name == "AW") ? PointListKind::list : PointListKind::elist;
                log.add(p, decode_point_list(compose_values(tree, p), info.size, kind).problem);
            }
        }
        if (has_move) ++info.moves;
    }
}

}  // namespace

GameInfo summarize_game(GameRecord& game) {
    GameInfo info;
    info.charset = game.tree.source().charset();
    info.nodes = game.tree.node_count();
    const std::size_t leaves = game.tree.leaf_count();
    info.variations = leaves > 0 ? leaves - 1 : 0;
    ProblemLog log(game);
    read_root(game.tree, info, log);
    check_main_line(game.tree, info, log);
    return info;
}

}  // namespace kifu::sgf
