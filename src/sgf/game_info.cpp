#include "sgf/game_info.hpp"

#include <array>
#include <string_view>
#include <vector>

#include "base/diagnostic_cap.hpp"
#include "sgf/identifier_code.hpp"
#include "sgf/root_properties.hpp"
#include "sgf/text.hpp"
#include "sgf/values.hpp"

namespace kifu::sgf {
namespace {

// Collects value problems as warnings at the property they came from. `kind` names the
// check that found the problem: past a hundred of one kind (a hostile main line can
// repeat one per node), they are only counted.
class ProblemLog {
public:
    explicit ProblemLog(GameRecord& game) : game_(game), problems_(game.diagnostics) {}
    void add(const Property& at, std::string_view kind, const std::string& problem) {
        if (problem.empty()) return;
        problems_.add_made(Severity::warning, game_.tree.source().locate(at.offset), kind,
                           std::string(at.identifier) + ": " + problem);
    }
    void finish() { problems_.finish(); }

private:
    GameRecord& game_;
    CappedDiagnostics problems_;
};

// Each root field is read once per game: one kind for all of them never reaches the cap.
constexpr std::string_view root_value_kind = "a game-information value read leniently";

// The root properties read_root decodes.
enum RootField { PB, BR, PW, WR, DT, EV, RO, PC, GN, RU, GM, SZ, KM, HA, PL, RE, root_field_count };
using RootFields = std::array<const Property*, root_field_count>;

// A root field given a second time in the root (GN[a]GN[b]): FF[4] allows one, kifu reads
// the first and another reader may read the second, so `info` must not say "Problems none".
struct RootFieldsFound {
    RootFields first{};
    std::vector<const Property*> again;
};

// Each root field's first property (as GameTree::find gives it), in one pass over the
// root: a server's root holds a dozen properties or more, and looking the sixteen names
// up one by one took a tenth of summarising a game.
RootFieldsFound find_root_fields(const GameTree& tree) {
    RootFieldsFound found;
    for (const Property& p : tree.properties(tree.root())) {
        RootField field;
        switch (identifier_code(p.identifier)) {
            case identifier_code("PB"): field = PB; break;
            case identifier_code("BR"): field = BR; break;
            case identifier_code("PW"): field = PW; break;
            case identifier_code("WR"): field = WR; break;
            case identifier_code("DT"): field = DT; break;
            case identifier_code("EV"): field = EV; break;
            case identifier_code("RO"): field = RO; break;
            case identifier_code("PC"): field = PC; break;
            case identifier_code("GN"): field = GN; break;
            case identifier_code("RU"): field = RU; break;
            case identifier_code("GM"): field = GM; break;
            case identifier_code("SZ"): field = SZ; break;
            case identifier_code("KM"): field = KM; break;
            case identifier_code("HA"): field = HA; break;
            case identifier_code("PL"): field = PL; break;
            case identifier_code("RE"): field = RE; break;
            default: continue;
        }
        if (found.first[field] == nullptr)
            found.first[field] = &p;
        else
            found.again.push_back(&p);
    }
    return found;
}

// The field's first value, when it has a property with a value.
const RawValue* first_value(const GameTree& tree, const RootFields& fields, RootField field) {
    const Property* p = fields[field];
    return p != nullptr && p->value_count > 0 ? &tree.values(*p)[0] : nullptr;
}

std::string simple_text(const GameTree& tree, const RootFields& fields, RootField field) {
    const RawValue* value = first_value(tree, fields, field);
    return value ? decode_simple_text(value->text) : std::string{};
}

std::vector<ComposeValue> compose_values(const GameTree& tree, const Property& p) {
    std::vector<ComposeValue> out;
    for (const RawValue& v : tree.values(p)) out.push_back(v.compose());
    return out;
}

void read_root(const GameTree& tree, GameInfo& info, ProblemLog& log) {
    const RootFieldsFound found = find_root_fields(tree);
    const RootFields& fields = found.first;
    for (const Property* again : found.again)
        log.add(*again, "a root property given twice",
                "given a second time in the root node: FF[4] allows one; kifu reads the first, another "
                "reader may read this one");
    info.black = {simple_text(tree, fields, PB), simple_text(tree, fields, BR)};
    info.white = {simple_text(tree, fields, PW), simple_text(tree, fields, WR)};
    info.date = simple_text(tree, fields, DT);
    info.event = simple_text(tree, fields, EV);
    info.round = simple_text(tree, fields, RO);
    info.place = simple_text(tree, fields, PC);
    info.game_name = simple_text(tree, fields, GN);
    info.rules = simple_text(tree, fields, RU);

    if (const RawValue* gm = first_value(tree, fields, GM)) {
        const std::string_view game = gm->text;
        if (game != "1" && !game.empty())
            log.add(*fields[GM], root_value_kind, "GM[" + std::string(game) + "] is not Go; read as Go anyway");
    }
    if (const RawValue* sz = first_value(tree, fields, SZ)) {
        const auto size = decode_board_size(sz->text);
        log.add(*fields[SZ], root_value_kind, size.value ? size.problem : size.problem + "; using 19x19");
        if (size.value) info.size = *size.value;
    }
    if (const RawValue* km = first_value(tree, fields, KM)) {
        const auto komi = decode_komi(km->text);
        log.add(*fields[KM], root_value_kind, komi.problem);
        info.komi = komi.value;
    }
    if (const RawValue* ha = first_value(tree, fields, HA)) {
        const auto handicap = decode_handicap(ha->text);
        log.add(*fields[HA], root_value_kind, handicap.problem);
        info.handicap = handicap.value.value_or(0);
        // More stones than this board has points: no game was played with it (the count
        // compensates the stones Black placed, rules/replay.cpp).
        if (info.handicap > info.size.width * info.size.height)
            log.add(*fields[HA], root_value_kind,
                    "HA[" + std::to_string(info.handicap) + "] is more stones than this " +
                        std::to_string(info.size.width) + "x" + std::to_string(info.size.height) + " board holds");
    }
    if (const RawValue* pl = first_value(tree, fields, PL))
        log.add(*fields[PL], root_value_kind, decode_player(pl->text).problem);
    if (const RawValue* re = first_value(tree, fields, RE)) {
        const std::string_view raw = re->text;
        info.result_text = decode_simple_text(raw);
        if (!info.result_text.empty()) {
            auto result = decode_result(raw);  // unescapes by itself
            log.add(*fields[RE], root_value_kind, result.problem);
            info.result = std::move(result.value);
        }
    }
}

// Main-line values that replay will need: moves and setup point lists.
void check_main_line(const GameTree& tree, GameInfo& info, ProblemLog& log) {
    for (NodeId id : tree.main_line()) {
        bool has_move = false;
        for (const Property& p : tree.properties(id)) {
            const std::uint16_t code = identifier_code(p.identifier);
            if (id != tree.root() && root_only(code))
                log.add(p, "a root property outside the root node", "outside the root node; ignored");
            switch (code) {
                case identifier_code("B"):
                case identifier_code("W"): {
                    if (p.value_count == 0) break;
                    if (has_move) log.add(p, "a second move in the same node", "a second move in the same node");
                    has_move = true;
                    const std::string_view raw = tree.values(p)[0].text;
                    Point point;
                    if (!plain_move_point(raw, info.size, point))
                        log.add(p, "a move that is no point of the board", decode_move(raw, info.size).problem);
                    break;
                }
                case identifier_code("AB"):
                case identifier_code("AW"):
                    log.add(p, "a point list read leniently",
                            decode_point_list(compose_values(tree, p), info.size, PointListKind::list).problem);
                    break;
                case identifier_code("AE"):
                case identifier_code("TB"):
                case identifier_code("TW"):
                    log.add(p, "a point list read leniently",
                            decode_point_list(compose_values(tree, p), info.size, PointListKind::elist).problem);
                    break;
                default: break;
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
    log.finish();
    return info;
}

}  // namespace kifu::sgf
