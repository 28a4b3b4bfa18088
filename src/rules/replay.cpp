#include "rules/replay.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "base/diagnostic_cap.hpp"
#include "rules/first_seen.hpp"
#include "sgf/identifier_code.hpp"
#include "sgf/values.hpp"

namespace kifu::rules {

std::string_view kind_name(ViolationKind kind) {
    switch (kind) {
        case ViolationKind::wrong_turn: return "wrong-turn";
        case ViolationKind::off_board: return "off-board";
        case ViolationKind::occupied: return "occupied";
        case ViolationKind::suicide: return "suicide";
        case ViolationKind::ko: return "ko";
        case ViolationKind::superko: return "superko";
    }
    return "unknown";
}

namespace {

using sgf::GameTree;
using sgf::NodeId;
using sgf::Property;

// B or W with a value (an empty one is a pass).
bool is_move(const Property& p) {
    const std::uint16_t code = sgf::identifier_code(p.identifier);
    return (code == sgf::identifier_code("B") || code == sgf::identifier_code("W")) && p.value_count > 0;
}

bool is_setup(std::uint16_t code) {
    return code == sgf::identifier_code("AB") || code == sgf::identifier_code("AW") || code == sgf::identifier_code("AE");
}

class Replayer {
public:
    Replayer(const GameTree& tree, const sgf::GameInfo& info, const Ruleset& rules, int stop_after_move)
        : tree_(tree), info_(info), rules_(rules), stop_after_move_(stop_after_move), result_(info.size) {}

    ReplayResult run() {
        const std::vector<NodeId>& line = tree_.main_line();
        if (line.empty()) return std::move(result_);
        apply_setup(line.front(), true);
        note_handicap();
        start_history(line);
        for (NodeId id : line) {
            // One look at the node's properties: most nodes hold a move and nothing to set up.
            const Property* move = nullptr;
            bool has_setup = false, sets_stones = false;
            for (const Property& p : tree_.properties(id)) {
                if (!move && is_move(p)) move = &p;
                const std::uint16_t code = sgf::identifier_code(p.identifier);
                sets_stones |= is_setup(code);
                has_setup |= is_setup(code) || code == sgf::identifier_code("PL");
            }
            // The position after move N is that move's node: stones set up in a later node
            // (before the next move) are a later position, which "after move 18" showed,
            // with the board contradicting its own label. Before the first move (N = 0)
            // the setup of every node up to it is the game's start, a handicap in the
            // second node as some servers write it.
            if (stop_after_move_ >= 0 && move_number_ >= stop_after_move_ && (move || (sets_stones && move_number_ > 0)))
                break;
            if (has_setup && id != line.front()) apply_setup(id, false);
            if (move) play(*move);
            // PL names who moves next: in a node with a move, that is after the move.
            if (has_setup && id != line.front()) apply_player_to_move(id);
        }
        // Kept in plain members while replaying: building the optional on every move cost
        // about a tenth of the replay's own time.
        if (last_color_) {
            // Assigned, not emplace()d: clang 14 (the fuzz build) cannot default-construct
            // a nested struct with member initializers inside optional::emplace.
            result_.last_move = ReplayResult::LastMove{};
            ReplayResult::LastMove& last = *result_.last_move;
            last.color = *last_color_;
            last.pass = last_pass_;
            if (last_has_point_ && on_board(last_point_, info_.size)) last.point = last_point_;
            else if (!last_pass_) {
                last.off_board = last_has_point_;
                last.written = std::string(last_written_.substr(0, 40));   // enough to recognise it
            }
        }
        result_.final_passes = consecutive_passes_;
        note_final_position_in_cycle();
        settle_free_placement(line.front());
        warnings_.finish();
        return std::move(result_);
    }

private:
    const Property* first_move(NodeId id) const {
        for (const Property& p : tree_.properties(id))
            if (is_move(p)) return &p;
        return nullptr;
    }

    SourceLocation where(const Property& p) const { return tree_.source().locate(p.offset); }

    void apply_setup(NodeId id, bool at_root) {
        const Property* first_setup = nullptr;
        for (const Property& p : tree_.properties(id)) {
            if (!is_setup(sgf::identifier_code(p.identifier))) continue;
            if (!at_root)
                warnings_.add(Severity::warning, where(p), "{} after move {} applied as setup", p.identifier,
                              move_number_);
            std::vector<sgf::ComposeValue> values;
            for (const sgf::RawValue& v : tree_.values(p)) values.push_back(v.compose());
            const auto points = sgf::decode_point_list(values, info_.size).value.value_or(std::vector<Point>{});
            std::optional<Color> stone;
            if (p.identifier == "AB") stone = Color::black;
            if (p.identifier == "AW") stone = Color::white;
            // The points are distinct (decode_point_list drops duplicates), so each one's
            // `before` is the same whether the board changes point by point or all at once.
            std::vector<Point> changed;
            changed.reserve(points.size());
            for (Point pt : points) {
                const auto before = result_.board.at(pt);
                if (before == stone) continue;
                if (before) ++result_.setup_removed[static_cast<int>(*before)];
                if (stone) {
                    ++result_.stones_placed[static_cast<int>(*stone)];
                    ++result_.set_up[static_cast<int>(*stone)];
                }
                changed.push_back(pt);
            }
            result_.board.set(changed, stone);  // strings rebuilt once per property, not per point
            if (at_root && p.identifier == "AB") root_black_setup_ += static_cast<int>(points.size());
            if (at_root && p.identifier == "AW") root_white_setup_ += static_cast<int>(points.size());
            // Handicap stones set up in a node after the root, before White's first move (as
            // Fox and YuanYu write them): placed, as moves would be.
            if (!at_root && stone == Color::black && in_leading_black_run_)
                placed_ += static_cast<int>(changed.size());
            if (first_setup == nullptr) first_setup = &p;
        }
        if (first_setup != nullptr) warn_strings_without_liberties(*first_setup);
    }

    // SGF setup may put stones where they have no liberty; the board keeps them (replay
    // follows the record), but a director should know the position is not one play reaches.
    // One warning per node is enough to send the reader to the position.
    void warn_strings_without_liberties(const Property& setup) {
        const std::optional<Point> pt = result_.board.first_stone_without_liberties();
        if (!pt) return;
        warnings_.add(Severity::warning, where(setup), "setup leaves a {} string without liberties at {}",
                      color_name(*result_.board.at(*pt)), sgf_point(*pt));
    }

    // PL in a later node says who moves next; the next move of that colour is no wrong turn.
    void apply_player_to_move(NodeId id) {
        const Property* pl = tree_.find(id, "PL");
        if (pl == nullptr || pl->value_count == 0) return;
        const auto player = sgf::decode_player(tree_.values(*pl)[0].text).value;
        if (!player) return;
        warnings_.add(Severity::warning, where(*pl), "PL after move {} applied: {} to move", move_number_,
                      color_name(*player));
        player_to_move_ = *player;
    }

    // With AB alone in the root the AB stones are the handicap placement, and the count
    // compensates them. A root that sets up White stones too is a position (a problem, a
    // game taken up midway), not a placement: its AB stones are every Black stone of it,
    // and the handicap is HA's number.
    void note_handicap() {
        const int ha = info_.handicap;
        if (ha >= 2 && root_black_setup_ == 0) {
            free_placement_ = ha;  // Black places the stones as its first moves
            result_.handicap_stones = ha;
        } else if (ha >= 2) {
            const bool position = root_white_setup_ > 0;
            result_.handicap_stones = position ? ha : root_black_setup_;
            if (root_black_setup_ != ha) {
                const Property* ha_property = tree_.empty() ? nullptr : tree_.find(tree_.root(), "HA");
                const SourceLocation at = ha_property != nullptr ? where(*ha_property) : SourceLocation{};
                if (position)
                    warnings_.add(Severity::warning, at,
                                  "HA[{}] but {} AB stone{} in a root that sets up White stones too: a position, "
                                  "not a handicap placement, so HA gives the handicap: {}",
                                  ha, root_black_setup_, root_black_setup_ == 1 ? "" : "s",
                                  what_the_count_takes(result_.handicap_stones));
                else
                    warnings_.add(Severity::warning, at, "HA[{}] but {} AB stone{} in the root: {}", ha,
                                  root_black_setup_, root_black_setup_ == 1 ? "" : "s",
                                  what_the_count_takes(result_.handicap_stones));
            }
        } else if (root_black_setup_ == 0 && root_white_setup_ == 0) {
            note_handicap_without_ha();
        }
    }

    // No HA (or HA[0], HA[1]) and no setup, but Black's first moves are two to nine stones
    // in a row before White's first move, with a KM of at most half a point: a handicap
    // placement written as moves by a server that left HA out (HA[0] KM[0], as Yuanyu
    // writes its handicap games). As wrong turns they lost Black the game at move 2.
    // A longer run is a position set up as moves, and a game with a komi an even game's;
    // without KM nothing says which it is (old records of even games leave it out).
    void note_handicap_without_ha() {
        constexpr int most_handicap_stones = 9;
        if (!info_.komi || std::abs(*info_.komi) > 0.5) return;
        int leading = 0;
        bool white_follows = false;
        const auto sets_up = [this](NodeId id) {
            const auto properties = tree_.properties(id);
            return std::any_of(properties.begin(), properties.end(),
                               [](const Property& p) { return is_setup(sgf::identifier_code(p.identifier)); });
        };
        for (NodeId id : tree_.main_line()) {
            if (id != tree_.root() && sets_up(id)) break;   // stones set up later: not moves alone
            const Property* m = first_move(id);
            if (m == nullptr) continue;
            if (m->identifier == "W") {
                white_follows = true;
                break;
            }
            const std::string_view raw = tree_.values(*m)[0].text;
            Point point{};
            if (!sgf::plain_move_point(raw, info_.size, point)) break;   // a pass or an odd value: no placement
            ++leading;
        }
        if (!white_follows || leading < 2 || leading > most_handicap_stones) return;
        free_placement_ = leading;
        result_.handicap_stones = leading;
        const Property* ha = tree_.find(tree_.root(), "HA");
        warnings_.add(Severity::warning, ha != nullptr ? where(*ha) : SourceLocation{},
                      "{} but Black's first {} moves come before White's first, with {}: taken as a handicap of {} "
                      "stones placed as moves, not as wrong turns",
                      ha != nullptr ? fmt::format("HA[{}]", info_.handicap) : std::string("no HA"), leading,
                      fmt::format("komi {}", *info_.komi), leading);
    }

    // Without AB in the root, the stones Black placed before White's first move (as moves,
    // with White's placement passes between them as New Zealand rules have it, or set up
    // in a later node) are the handicap the count compensates, not HA: a record
    // whose HA says otherwise (HA[9] where Black placed 3, HA[100] on 9x9) would give White
    // points for stones never on the board. A position before the placement is over holds
    // the stones placed so far, and says nothing.
    void settle_free_placement(NodeId root) {
        if (free_placement_ == 0) return;
        result_.handicap_stones = placed_;
        const bool stopped_early = stop_after_move_ >= 0 && in_leading_black_run_;
        if (placed_ == free_placement_ || stopped_early) return;
        const Property* ha = tree_.find(root, "HA");
        warnings_.add(Severity::warning, ha != nullptr ? where(*ha) : SourceLocation{},
                      "HA[{}] but Black placed {} handicap stone{} before White's first move: {}", free_placement_,
                      placed_, placed_ == 1 ? "" : "s", what_the_count_takes(placed_));
    }

    // What the count does with `stones` handicap stones, in the words of a warning. The
    // points White receives for them depend on the ruleset (count.hpp,
    // handicap_compensation), but one stone or none is no handicap under any.
    static std::string what_the_count_takes(int stones) {
        if (stones >= 2) return fmt::format("the count takes {} handicap stones", stones);
        if (stones == 1) return "the count takes 1 handicap stone, and one stone is no handicap: nothing is compensated";
        return "the count takes no handicap stone: nothing is compensated";
    }

    // Position 0 and the first situation: PL to move, else the colour of move 1, else Black.
    void start_history(const std::vector<NodeId>& line) {
        std::optional<Color> first;
        if (const auto pl = tree_.first_value(line.front(), "PL")) first = sgf::decode_player(pl->text).value;
        if (!first) {
            for (NodeId id : line)
                if (const Property* m = first_move(id)) {
                    first = m->identifier == "B" ? Color::black : Color::white;
                    break;
                }
        }
        after_.reserve(line.size() + 1);
        positions_.reserve(line.size() + 1);
        if (tracks_situations()) situations_.reserve(line.size() + 1);
        const Hash start = result_.board.hash();
        after_.push_back(start);
        positions_.insert_if_new(start, 0);
        if (tracks_situations()) situations_.insert_if_new(start ^ to_move_key(first.value_or(Color::black)), 0);
    }

    // Situations (position + player to move) matter only to situational superko.
    bool tracks_situations() const { return rules_.ko == KoRule::situational_superko; }

    void flag(const Property& p, Color c, ViolationKind kind) {
        ++result_.violations_by_kind[static_cast<std::size_t>(kind)];
        if (kind == ViolationKind::wrong_turn) {
            wrong_turn_run_ = last_wrong_turn_move_ == move_number_ - 1 ? wrong_turn_run_ + 1 : 1;
            last_wrong_turn_move_ = move_number_;
            result_.longest_wrong_turn_run = std::max(result_.longest_wrong_turn_run, wrong_turn_run_);
        }
        result_.last_violation_move = move_number_;
        if (result_.end_move && move_number_ > *result_.end_move) ++result_.violations_after_end;
        else result_.last_violation_in_game = move_number_;
        if (result_.violations.size() < findings_listed_per_game)
            result_.violations.push_back({move_number_, c, std::string(tree_.values(p)[0].text), kind, where(p)});
    }

    // The last position is one of the last cycle's (after move `repeats` to after move
    // `move`): play that left the cycle (two moves elsewhere after a sending-two-returning-one)
    // does not end in it, however soon the record stops.
    void note_final_position_in_cycle() {
        if (!result_.last_repetition || after_.empty()) return;
        const Repetition& r = *result_.last_repetition;
        const auto last = static_cast<std::size_t>(std::min<int>(r.move, static_cast<int>(after_.size()) - 1));
        for (auto k = static_cast<std::size_t>(r.repeats); k <= last; ++k)
            if (after_[k] == after_.back()) {
                result_.final_position_in_cycle = true;
                return;
            }
    }

    void note_repetition(int stood_before, std::optional<ViolationKind> flagged) {
        const Repetition r{move_number_, stood_before, flagged};
        ++result_.repetitions_total;
        result_.last_repetition = r;
        if (result_.repetitions.size() < findings_listed_per_game) result_.repetitions.push_back(r);
    }

    bool exempt_from_turn_order(Color c) const {
        // Leading Black moves 1..n of a handicap game without AB are the placement.
        if (c == Color::black && in_leading_black_run_ && placement_passes_ == 0 && move_number_ <= free_placement_)
            return true;
        // A later PL named this colour: its next move is in turn whatever came before.
        return player_to_move_ == c;
    }

    // New Zealand rules: "In a handicap game, white passes the first n - 1 moves", so Black
    // places the stones as moves 1, 3, ..., 2n-1. A White pass is part of that placement
    // when every move before it alternated so, each Black move placing a stone, and Black
    // has stones left to place.
    bool placement_pass() const {
        const int k = placement_passes_ + 1;
        return in_leading_black_run_ && move_number_ == 2 * k && placed_ == k && placed_ < free_placement_;
    }

    // A Black stone of the handicap placement: one of moves 1..n in a row, or the move
    // after each of White's placement passes.
    bool placement_stone() const {
        if (!in_leading_black_run_) return false;
        return placement_passes_ == 0 ? move_number_ <= free_placement_ : move_number_ == 2 * placement_passes_ + 1;
    }

    void play(const Property& p) {
        const Color c = p.identifier == "B" ? Color::black : Color::white;
        ++move_number_;
        result_.moves = move_number_;
        // Where two passes only stop play (Japanese Art. 9), a move right after the stop
        // resumes it: the player asked to resume moves first, either colour (Art. 9-3),
        // and the game ends at a later stop, so this move is not after the end.
        const bool resumes = rules_.passes_stop_play && result_.end_move && *result_.end_move == move_number_ - 1;
        const std::optional<int> stopped_at = resumes ? result_.end_move : std::nullopt;
        if (resumes) result_.end_move.reset();
        // The move in plain locals (a point, or a pass, or no value at all): reading it
        // back out of an optional<Move> just built byte by byte stalled the processor on
        // every move (store forwarding), a fifth of the replay's own time.
        const std::string_view raw = tree_.values(p)[0].text;
        Point point{};
        bool has_value = false, pass = false;
        if (sgf::plain_move_point(raw, info_.size, point)) {
            has_value = true;
        } else if (const auto general = sgf::decode_move(raw, info_.size); general.value) {
            point = general.value->point;
            pass = general.value->pass;
            has_value = true;
        }

        const bool out_of_turn = move_number_ >= 2 && last_color_ == c && !resumes && !exempt_from_turn_order(c);
        // Nobody passes twice running at a board: a pass out of turn is the recorder's slip
        // (the other colour's pass or move written under this one, or a move left out).
        // It changes nothing on the board, so it is no illegal move (a forfeit under
        // Japanese Art. 14 overturned correct results), and it answers no pass: the game
        // ends "when a pass is followed by the opponent's pass" (Art. 9-1), not its own.
        const bool pass_out_of_turn = out_of_turn && pass;
        if (pass_out_of_turn)
            warnings_.add(Severity::warning, where(p),
                          "move {} is a pass by {} right after {}'s own {}: likely a recording error (a pass under the "
                          "wrong colour, or a move left out); a pass changes nothing on the board, so it is taken as "
                          "no illegal move, and as no answer to a pass",
                          move_number_, color_name(c), color_name(c), last_pass_ ? "pass" : "move");
        else if (out_of_turn)
            flag(p, c, ViolationKind::wrong_turn);
        last_color_ = c;
        player_to_move_.reset();
        if (result_.end_move && move_number_ > *result_.end_move) {
            result_.after_end.push_back(move_number_);
            result_.after_end_at.push_back(where(p));
        }
        if (c == Color::white) {
            if (pass && placement_pass()) ++placement_passes_;
            else in_leading_black_run_ = false;
        }
        last_point_ = point;
        last_has_point_ = has_value && !pass;
        last_pass_ = pass;
        last_written_ = raw;
        const Hash before = result_.board.hash();
        if (pass) {
            ++result_.passes[static_cast<int>(c)];
            record(before, c);
            if (!pass_out_of_turn) note_pass(c);
            return;
        }
        consecutive_passes_ = 0;
        if (stopped_at) result_.resumed_after = stopped_at;   // a stone played after a stop: play resumed
        if (!has_value || !on_board(point, info_.size)) {
            flag(p, c, ViolationKind::off_board);
            after_.push_back(before);  // skipped: takes its slot, changes nothing
            return;
        }
        if (!result_.board.empty_at(point)) {
            flag(p, c, ViolationKind::occupied);
            after_.push_back(before);
            return;
        }
        const Board::MoveEffect effect = result_.board.play(point, c);
        ++result_.stones_placed[static_cast<int>(c)];
        if (c == Color::black && placement_stone()) ++placed_;
        result_.prisoners[static_cast<int>(c)] += effect.captured;
        result_.prisoners[static_cast<int>(opponent(c))] += effect.self_removed;
        result_.by_suicide[static_cast<int>(opponent(c))] += effect.self_removed;
        const Hash after = result_.board.hash();
        after_.push_back(after);
        const int stood_before = positions_.insert_if_new(after, move_number_);
        const int situation_before = tracks_situations()
                                         ? situations_.insert_if_new(after ^ to_move_key(opponent(c)), move_number_)
                                         : FirstSeen::none;
        const std::optional<ViolationKind> kind = board_kind(effect, after, stood_before, situation_before);
        if (kind) flag(p, c, *kind);
        if (after != before && stood_before != FirstSeen::none) note_repetition(stood_before, kind);
        if (effect.captured > 0 && !result_.first_capture_move) {
            result_.first_capture_move = move_number_;
            result_.first_capture_by = c;
            if (rules_.first_capture_wins && !result_.end_move) result_.end_move = move_number_;
        }
    }


    // Whether the rules let a suicide of `stones` stones stand as a move; the ko rule then
    // judges the position it leaves. A single-stone suicide leaves the board as it was:
    // under positional superko (Tromp-Taylor rule 7) that repeats the position before it,
    // so it is reported as the suicide it is. Under situational superko (New Zealand rules:
    // a play may not repeat the board "as it was after any of that player's previous
    // moves") it is legal, in effect a pass, unless the mover had left this same board
    // before; then the situation repeats and it is superko.
    bool suicide_may_stand(int stones) const {
        if (rules_.suicide == SuicideRule::forbidden) return false;
        return stones > 1 || rules_.ko == KoRule::situational_superko;
    }

    // `stood_before` / `situation_before`: the earliest earlier move after which this
    // position (situation) stood, or FirstSeen::none.
    std::optional<ViolationKind> board_kind(const Board::MoveEffect& effect, Hash after, int stood_before,
                                            int situation_before) const {
        if (effect.self_removed > 0 && !suicide_may_stand(effect.self_removed)) return ViolationKind::suicide;
        const int n = move_number_;
        if (effect.captured == 1 && n >= 2 && after == after_[static_cast<std::size_t>(n - 2)])
            return ViolationKind::ko;
        if (rules_.ko == KoRule::positional_superko && stood_before != FirstSeen::none) return ViolationKind::superko;
        if (rules_.ko == KoRule::situational_superko && situation_before != FirstSeen::none)
            return ViolationKind::superko;
        return std::nullopt;
    }

    // The position after this move, and the situation with the opponent to move.
    void record(Hash position, Color mover) {
        after_.push_back(position);
        positions_.insert_if_new(position, move_number_);
        if (tracks_situations()) situations_.insert_if_new(position ^ to_move_key(opponent(mover)), move_number_);
    }

    void note_pass(Color c) {
        ++consecutive_passes_;
        const bool ends = consecutive_passes_ >= 2 && (!rules_.white_passes_last || c == Color::white);
        if (ends && !result_.end_move) result_.end_move = move_number_;
    }

    const GameTree& tree_;
    const sgf::GameInfo& info_;
    const Ruleset& rules_;
    const int stop_after_move_;  // -1: the whole main line
    ReplayResult result_;
    CappedDiagnostics warnings_{result_.warnings};  // a hostile main line repeats a warning per node

    std::vector<Hash> after_;    // position after move K, K = 0..N
    FirstSeen positions_;        // position -> earliest move it stood after
    FirstSeen situations_;       // position + player to move -> earliest move
    int move_number_ = 0;
    std::optional<Color> last_color_;
    Point last_point_{};          // the last move's point, when it has one (not a pass)
    bool last_has_point_ = false;
    bool last_pass_ = false;
    std::string_view last_written_;   // the last move's value as written (the tree outlives the replay)
    std::optional<Color> player_to_move_;   // from a PL after the root, until the next move
    int consecutive_passes_ = 0;
    int wrong_turn_run_ = 0;         // wrong turns on consecutive moves, up to the last one
    int last_wrong_turn_move_ = -1;
    int root_black_setup_ = 0;
    int root_white_setup_ = 0;
    int free_placement_ = 0;
    int placed_ = 0;                 // of free_placement_: Black's stones on the board before White's first move
    int placement_passes_ = 0;       // White's passes between them (New Zealand handicap placement)
    bool in_leading_black_run_ = true;
};

}  // namespace

ReplayResult replay_main_line(const GameTree& tree, const sgf::GameInfo& info, const Ruleset& rules,
                              int stop_after_move) {
    return Replayer(tree, info, rules, stop_after_move).run();
}

}  // namespace kifu::rules
