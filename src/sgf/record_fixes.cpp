#include "sgf/record_fixes.hpp"

#include <algorithm>
#include <map>
#include <utility>
#include <string_view>
#include <unordered_set>

#include <fmt/format.h>

#include "sgf/date.hpp"
#include "sgf/identifier_code.hpp"
#include "sgf/root_properties.hpp"
#include "sgf/result.hpp"
#include "sgf/text.hpp"
#include "sgf/values.hpp"

namespace kifu::sgf {
namespace {

// Collects the edits and their reasons for one game.
class Planner {
public:
    Planner(const GameTree& tree, const GameInfo& info) : tree_(tree), info_(info) {}

    GameFixes take() { return std::move(fixes_); }

    // The report's lists, bounded (GameFixes): the edit is made whether it is listed or not.
    void list_change(Change change) {
        if (listed(change.property, static_cast<int>(change.kind), fixes_.changes.size())) fixes_.changes.push_back(std::move(change));
        else ++fixes_.changes_not_listed;
    }
    void list_left(LeftAsIs left) {
        if (listed(left.property, -1, fixes_.left.size())) fixes_.left.push_back(std::move(left));
        else ++fixes_.left_not_listed;
    }

    SourceLocation where(const Property& p) const { return tree_.source().locate(p.offset); }

    void replace(const Property& p, const std::string& old_value, std::vector<std::string> plain_values,
                 std::string why) {
        PropertyEdit edit;
        std::string shown;
        for (const std::string& v : plain_values) {
            edit.values.push_back(escape_value(v));
            if (!shown.empty()) shown += ',';
            shown += v;
        }
        fixes_.edits.properties[&p] = std::move(edit);
        list_change({ChangeKind::value, where(p), std::string(p.identifier), old_value, shown, std::move(why)});
    }
    void remove(const Property& p, const std::string& old_value, std::string why) {
        fixes_.edits.properties[&p] = {true, {}, {}};
        list_change({ChangeKind::removed, where(p), std::string(p.identifier), old_value, std::nullopt, std::move(why)});
    }
    // The name as the original spelled it, for the report: the writer writes the name the
    // tree holds anyway.
    void renamed(const Property& p, std::string written) {
        list_change({ChangeKind::name, where(p), std::string(p.identifier), std::move(written), std::string(p.identifier),
                                  "FF[4] property names are capital letters only (FF[3] wrote AddBlack for AB)"});
    }
    // FF[3]'s properties FF[4] renamed (L, M): the new name and its values.
    void rename(const Property& p, std::string name, std::vector<std::string> plain_values, std::string why) {
        PropertyEdit edit;
        for (const std::string& v : plain_values) edit.values.push_back(escape_value(v));
        edit.identifier = name;
        fixes_.edits.properties[&p] = std::move(edit);
        list_change({ChangeKind::name, where(p), name, std::string(p.identifier), name, std::move(why)});
    }
    void add_to_root(std::string name, std::string value, std::string why) {
        const SourceLocation root = tree_.source().locate(tree_.node(tree_.root()).offset);
        list_change({ChangeKind::added, root, name, std::nullopt, value, std::move(why)});
        fixes_.edits.root_added.emplace_back(std::move(name), std::move(value));
    }
    // `message` as summarize_game words it ("RE: RE[B+Illegal]: ..."), so the warning a
    // reader gives on the output is recognised as this one.
    void leave(const Property& p, const std::string& problem) {
        list_left({where(p), std::string(p.identifier), std::string(p.identifier) + ": " + problem});
    }

    const GameTree& tree() const { return tree_; }
    const GameInfo& info() const { return info_; }

private:
    // Whether one more of this property's changes (or problems left, kind -1) is listed.
    bool listed(const std::string& property, int kind, std::size_t listed_so_far) {
        if (listed_so_far >= fixes_listed_per_game) return false;
        return ++listed_of_kind_[{property, kind}] <= fixes_listed_per_kind;
    }

    const GameTree& tree_;
    const GameInfo& info_;
    GameFixes fixes_;
    std::map<std::pair<std::string, int>, std::size_t> listed_of_kind_;
};

// The shortest form of `komi` that reads back as the same komi: a whole number of 100 or
// more alone would be taken for Fox's komi x100 (KM[-100.00] is -100, KM[-100] is -1).
std::string komi_text(double komi) {
    const std::string plain = format_real(komi);
    const auto back = decode_komi(plain);
    if (back.value && *back.value == komi && back.problem.empty()) return plain;
    return plain + ".0";
}

std::string first_raw(const GameTree& tree, const Property& p) {
    return p.value_count > 0 ? std::string(tree.values(p)[0].text) : std::string();
}

// A single-valued root property rewritten in `normal` form when it reads that way.
void normalise(Planner& plan, const Property& p, const std::string& raw, const std::optional<std::string>& normal,
               const std::string& problem, const std::string& why_when_clean) {
    if (!normal) return;
    if (*normal == raw && p.value_count == 1) return;
    plan.replace(p, decode_simple_text(raw), {*normal}, problem.empty() ? why_when_clean : problem);
}

std::string charset_reason(const GameTree& tree) {
    const std::string& read_as = tree.source().charset();
    if (read_as == "UTF-8") return "an FF[4] record names its charset: the text is UTF-8";
    return "the text is written as UTF-8 (read as " + read_as + ")";
}

bool root_sets_up_black(const GameTree& tree) {
    const auto props = tree.properties(tree.root());
    return std::any_of(props.begin(), props.end(), [](const Property& p) { return p.identifier == "AB"; });
}

void fix_root_value(Planner& plan, const Property& p) {
    const std::string raw = first_raw(plan.tree(), p);
    const std::string text(trim_whitespace(decode_simple_text(raw)));
    switch (identifier_code(p.identifier)) {
        case identifier_code("FF"):
            if (text != "4") plan.replace(p, text, {"4"}, "the record is written as FF[4]");
            break;
        case identifier_code("GM"):
            if (text.empty()) plan.replace(p, text, {"1"}, "GM[] says no game; the record is Go, GM[1]");
            else if (text != "1") plan.leave(p, "GM[" + raw + "] is not Go; read as Go anyway");
            else if (raw != "1") plan.replace(p, raw, {"1"}, "FF[4] writes GM[1]");
            break;
        case identifier_code("CA"):
            if (raw != "UTF-8") plan.replace(p, text, {"UTF-8"}, charset_reason(plan.tree()));
            break;
        case identifier_code("SZ"): {
            const auto size = decode_board_size(raw);
            if (!size.value) {
                plan.leave(p, size.problem + "; using 19x19");
                break;
            }
            const BoardSize s = *size.value;
            const std::string normal = s.width == s.height ? std::to_string(s.width)
                                                           : std::to_string(s.width) + ":" + std::to_string(s.height);
            normalise(plan, p, raw, normal, size.problem, "FF[4] writes a board size as a plain number");
            break;
        }
        case identifier_code("KM"): {
            const auto komi = decode_komi(raw);
            if (!komi.value) {
                if (text.empty()) plan.remove(p, text, komi.problem + ": an empty KM states no komi");
                else plan.leave(p, komi.problem);
                break;
            }
            normalise(plan, p, raw, komi_text(*komi.value), komi.problem, "FF[4] writes komi as a plain number");
            break;
        }
        case identifier_code("HA"): {
            const auto handicap = decode_handicap(raw);
            if (!handicap.value || !handicap.problem.empty()) {
                plan.leave(p, handicap.problem);
                break;
            }
            // FF[4]'s HA counts handicap stones, 2 or more; an even game leaves it out, and
            // kifu reads HA[0] and no HA alike. Beside setup stones it is kept: there it says
            // the AB are a position, not a handicap.
            if (*handicap.value == 0 && !root_sets_up_black(plan.tree())) {
                plan.remove(p, text, "HA is for 2 or more handicap stones in FF[4]: an even game leaves it out");
                break;
            }
            normalise(plan, p, raw, std::to_string(*handicap.value), {}, "FF[4] writes a number plainly");
            break;
        }
        case identifier_code("PL"): {
            const auto player = decode_player(raw);
            if (!player.value) {
                plan.leave(p, player.problem);
                break;
            }
            normalise(plan, p, raw, std::string(sgf_letter(*player.value)), player.problem, "FF[4] writes PL[B] or PL[W]");
            break;
        }
        case identifier_code("RE"): {
            if (text.empty()) break;   // RE[] says nothing, and kifu reads nothing into it
            const auto result = decode_result(raw);
            const GameResult& r = *result.value;
            const bool guess = r.winner == Winner::unknown ? !result.problem.empty()
                               : r.kind == WinKind::other || (r.kind == WinKind::score && r.margin == 0.0);
            if (guess) {
                plan.leave(p, result.problem);
                break;
            }
            normalise(plan, p, raw, r.canonical(), result.problem, "RE[" + text + "] is written RE[" + r.canonical() + "] in FF[4]");
            break;
        }
        case identifier_code("DT"): {
            if (text.empty()) {
                plan.remove(p, text, "an empty DT states no date");
                break;
            }
            const auto date = decode_date(raw);
            if (!date.value) {
                plan.leave(p, date.problem);
                break;
            }
            // FF[4]'s DT holds no time of day: writing the date alone would lose the time
            // the record gives, so the user decides (an archive keeps what it was given).
            if (has_time_of_day(raw)) {
                plan.leave(p, "DT[" + text + "] holds a time of day, which an FF[4] date cannot: left as written, "
                                  "since DT[" + *date.value + "] would lose it");
                break;
            }
            normalise(plan, p, raw, *date.value, date.problem, "FF[4] writes dates as YYYY-MM-DD");
            break;
        }
        default: break;
    }
}

// The properties of the root the normal forms above apply to, each the first of its name.
bool has_normal_form(std::uint16_t code) {
    switch (code) {
        case identifier_code("FF"): case identifier_code("GM"): case identifier_code("CA"): case identifier_code("SZ"):
        case identifier_code("KM"): case identifier_code("HA"): case identifier_code("PL"): case identifier_code("RE"):
        case identifier_code("DT"):
            return true;
        default: return false;
    }
}

void fix_move(Planner& plan, const Property& p, bool second_in_node, bool on_main_line) {
    if (p.value_count == 0) return;
    const auto values = plan.tree().values(p);
    const std::string raw(values[0].text);
    if (second_in_node) {
        if (on_main_line) plan.leave(p, "a second move in the same node");
        return;
    }
    const auto move = decode_move(raw, plan.info().size);
    const bool pass = move.value && move.value->pass;
    if (!pass && (!move.value || !move.problem.empty())) {   // not a point, or off the board
        plan.leave(p, move.problem);
        return;
    }
    const std::string written = pass ? std::string() : raw;
    if (written == raw && values.size() == 1) return;
    std::string old;
    for (const RawValue& v : values) {
        if (!old.empty()) old += ',';
        old += v.text;
    }
    plan.replace(p, old, {written},
                 values.size() > 1 ? "a move has one value: kifu and other readers play the first; the others removed"
                                   : "FF[4] writes a pass as an empty value (B[tt] is FF[3]'s)");
}

void fix_point_list(Planner& plan, const Property& p, PointListKind kind) {
    std::vector<ComposeValue> values;
    for (const RawValue& v : plan.tree().values(p)) values.push_back(v.compose());
    const auto points = decode_point_list(values, plan.info().size, kind);
    if (points.problem.empty()) return;
    std::string old;
    for (const RawValue& v : plan.tree().values(p)) {
        if (!old.empty()) old += ',';
        old += v.text;
    }
    if (points.value->empty() && kind == PointListKind::list) {
        plan.remove(p, old, points.problem);
        return;
    }
    std::vector<std::string> written;
    for (const Point q : *points.value) written.push_back(sgf_point(q));
    if (written.empty()) written.emplace_back();   // AE[], TB[]: the empty list
    plan.replace(p, old, written, points.problem);
}

// FF[3]'s L (points labelled a, b, c, ... in the order given) and M (marked points) are
// FF[4]'s LB[point:text] and MA. Left where the node has the FF[4] name too (two of one
// name) or a value is not a point.
void rename_old_markup(Planner& plan, const Property& p, NodeId id) {
    const bool label = p.identifier == "L";
    const std::string name = label ? "LB" : "MA";
    for (const Property& other : plan.tree().properties(id))
        if (other.identifier == name) {
            plan.leave(p, fmt::format("FF[3]'s {} is FF[4]'s {}, which the node has already", p.identifier, name));
            return;
        }
    std::vector<std::string> values;
    for (const RawValue& v : plan.tree().values(p)) {
        const std::string text(v.text);
        const auto point = decode_move(text, plan.info().size);
        if (!point.value || point.value->pass || !point.problem.empty()) {
            plan.leave(p, fmt::format("{}[{}] is not a point on the board", p.identifier, text));
            return;
        }
        const std::size_t n = values.size();
        values.push_back(label ? text + ":" + (n < 26 ? std::string(1, static_cast<char>('a' + n)) : std::to_string(n + 1))
                               : text);
    }
    if (values.empty()) return;
    plan.rename(p, name,  std::move(values),
                label ? "FF[4] writes labels as LB[point:text]; FF[3]'s L labelled its points a, b, c, ... in order"
                      : "FF[4] writes marked points as MA; M is FF[3]'s name");
}

// The name as the original spelled it, when the reader kept only its capitals ("AddBlack").
void note_name(Planner& plan, const Property& p) {
    const std::string_view text = plan.tree().source().text().substr(p.offset);
    std::size_t end = 0;
    while (end < text.size() && ((text[end] >= 'A' && text[end] <= 'Z') || (text[end] >= 'a' && text[end] <= 'z'))) ++end;
    const std::string_view written = text.substr(0, end);
    if (written == p.identifier) return;
    plan.renamed(p, std::string(written));
}

}  // namespace

// FF[4] allows a property once per node. Which of two a reader keeps differs (kifu reads
// both AB's points; others keep the first, or the last), so fix cannot merge or drop one
// without choosing for the reader: left, and said. A second move is fix_move's.
// Names, not identifier_code()s: every name past two letters (KGSSW, KGSSB) has code 0, and
// two of those in one node were taken for one name given twice. The reader has already
// cut FF[3] long names to their capitals (AddBlack is AB), so AB and AddBlack are one.
void leave_second_of_a_name(Planner& plan, const Property& p, std::unordered_set<std::string_view>& in_node) {
    if (in_node.insert(p.identifier).second) return;
    if (p.identifier == "B" || p.identifier == "W") return;
    plan.leave(p, fmt::format("a second {} in the node: FF[4] allows one, and readers differ on which counts", p.identifier));
}

// A point set up as both colours in one node: kifu places White (AW after AB) as FF[4]
// forbids it; another reader may place Black. Left, and said.
void leave_points_set_up_twice(Planner& plan, NodeId id) {
    const GameTree& tree = plan.tree();
    std::vector<Point> black;
    const Property* white_property = nullptr;
    std::vector<Point> both;
    for (const Property& p : tree.properties(id)) {
        const bool is_black = p.identifier == "AB", is_white = p.identifier == "AW";
        if (!is_black && !is_white) continue;
        std::vector<ComposeValue> raw;
        for (const RawValue& v : tree.values(p)) raw.push_back(v.compose());
        const auto points = decode_point_list(raw, plan.info().size, PointListKind::list);
        if (!points.value) continue;
        if (is_black) {
            black.insert(black.end(), points.value->begin(), points.value->end());
            continue;
        }
        for (const Point q : *points.value)
            if (std::find(black.begin(), black.end(), q) != black.end()) {
                both.push_back(q);
                white_property = &p;
            }
    }
    if (both.empty()) return;
    std::string listed;
    for (const Point q : both) {
        if (!listed.empty()) listed += ',';
        listed += sgf_point(q);
    }
    plan.leave(*white_property, fmt::format("{} set up as both Black (AB) and White (AW) in one node: FF[4] forbids it; "
                                            "kifu places White",
                                            listed));
}

GameFixes plan_value_fixes(const GameTree& tree, const GameInfo& info) {
    Planner plan(tree, info);
    // The root: the FF[4] header first, then the normal forms.
    bool has_ff = false, has_gm = false, has_ca = false;
    std::vector<std::uint16_t> seen;
    for (const Property& p : tree.properties(tree.root())) {
        const std::uint16_t code = identifier_code(p.identifier);
        has_ff |= code == identifier_code("FF");
        has_gm |= code == identifier_code("GM");
        has_ca |= code == identifier_code("CA");
        if (!has_normal_form(code) || std::find(seen.begin(), seen.end(), code) != seen.end()) continue;
        seen.push_back(code);
        fix_root_value(plan, p);
    }
    if (!has_gm) plan.add_to_root("GM", "1", "an FF[4] record says which game it is: GM[1], Go");
    if (!has_ff) plan.add_to_root("FF", "4", "the record is written as FF[4]");
    if (!has_ca) plan.add_to_root("CA", "UTF-8", charset_reason(tree));

    // Every node: names, moves, setup and the root-only properties kifu reads nowhere else.
    std::vector<bool> on_main_line(tree.node_count(), false);
    for (const NodeId id : tree.main_line()) on_main_line[id] = true;
    for (NodeId id = 0; id < tree.node_count(); ++id) {
        bool has_move = false;
        std::unordered_set<std::string_view> in_node;
        for (const Property& p : tree.properties(id)) {
            note_name(plan, p);
            const std::uint16_t code = identifier_code(p.identifier);
            leave_second_of_a_name(plan, p, in_node);
            if (id != tree.root() && root_only(code) && on_main_line[id]) plan.leave(p, "outside the root node; ignored");
            switch (code) {
                case identifier_code("B"):
                case identifier_code("W"):
                    fix_move(plan, p, has_move, on_main_line[id]);
                    has_move |= p.value_count > 0;
                    break;
                case identifier_code("AB"):
                case identifier_code("AW"): fix_point_list(plan, p, PointListKind::list); break;
                case identifier_code("AE"):
                case identifier_code("TB"):
                case identifier_code("TW"): fix_point_list(plan, p, PointListKind::elist); break;
                // Markup is a point list too: TR[bb][bb] and MA[zz] on 9x9 were written as
                // they were and reported as nothing (exit 0, "written clean").
                case identifier_code("CR"):
                case identifier_code("MA"):
                case identifier_code("SQ"):
                case identifier_code("TR"):
                case identifier_code("SL"): fix_point_list(plan, p, PointListKind::list); break;
                case identifier_code("DD"):
                case identifier_code("VW"): fix_point_list(plan, p, PointListKind::elist); break;
                case identifier_code("L"):
                case identifier_code("M"): rename_old_markup(plan, p, id); break;
                default: break;
            }
        }
        leave_points_set_up_twice(plan, id);
    }
    return plan.take();
}

}  // namespace kifu::sgf
