#include "report/annotate.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <unordered_map>

#include <fmt/format.h>

#include "analysis/dead_stones_input.hpp"
#include "report/mismatch_note.hpp"
#include "report/outcome_words.hpp"
#include "sgf/territory_markup.hpp"
#include "sgf/text.hpp"
#include "sgf/values.hpp"

namespace kifu::report {
namespace {

using sgf::GameTree;
using sgf::NodeId;
using sgf::Property;
using sgf::RawValue;

// The file's own line break (the first one in it), so added comments do not mix CRLF
// files with bare LFs. "\n" when the file has none.
std::string line_break_of(std::string_view text) {
    const std::size_t i = text.find_first_of("\r\n");
    if (i == std::string_view::npos || text[i] == '\n') return "\n";
    return i + 1 < text.size() && text[i + 1] == '\n' ? "\r\n" : "\r";
}

std::string join(const std::vector<std::string>& lines, std::string_view separator) {
    std::string out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i > 0) out += separator;
        out += lines[i];
    }
    return out;
}

// Reading order on the board: rows from the top, then columns.
bool before_in_rows(Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; }

std::vector<Point> sorted_union(std::vector<Point> a, const std::vector<Point>& b) {
    a.insert(a.end(), b.begin(), b.end());
    std::sort(a.begin(), a.end(), before_in_rows);
    a.erase(std::unique(a.begin(), a.end()), a.end());
    return a;
}

std::string point_values(const std::vector<Point>& points) {
    std::string out;
    for (Point p : points) {
        out += '[';
        out += sgf_point(p);
        out += ']';
    }
    return out;
}

// "UTF-8", "utf8", "Utf_8" all name the same charset.
bool names_utf8(std::string_view raw) {
    std::string key;
    for (char c : sgf::decode_simple_text(raw))
        if (std::isalnum(static_cast<unsigned char>(c))) key += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return key == "UTF8";
}

std::string counting_name(const scoring::Count& c) {
    const std::string_view title = c.rules->title;
    return fmt::format("{} counting", title.substr(0, title.find(" (")));
}

std::string count_line(std::string_view label, const analysis::GameOutcome& g, const scoring::Count& c) {
    // An estimate is called one, as the tables label its row; too early, shown_result marks it "~".
    const std::string shown = shown_result(g, c);
    const bool estimate = result_label(g, c) == "estimate" || shown != c.result();
    const std::string result = estimate ? "estimate " + shown : c.result() == "0" ? "jigo" : c.result();
    return fmt::format("{}: Black {}, White {}: {}", label, sgf::format_real(c.black.total),
                       sgf::format_real(c.white.total), result);
}

std::string stones(int n, std::string_view colour) {
    return fmt::format("{} {} stone{}", n, colour, n == 1 ? "" : "s");
}

// Where kifu's notes from an earlier annotate begin in a comment's raw text: every note
// annotate writes opens a paragraph with "kifu: " and goes at the end of the comment, after
// a blank line. The trailing run of such paragraphs is cut from the first one's blank line
// (0 when the whole comment is kifu's); npos when the comment does not end in one. Kept,
// they piled up, one set per run, the older ones stale beside the new count.
std::size_t earlier_notes_start(std::string_view raw) {
    constexpr std::string_view mark = "kifu: ";
    std::size_t cut = std::string_view::npos;
    std::size_t end = raw.size();  // the end of the paragraph looked at
    while (true) {
        // The start of the last paragraph before `end`: after the last blank line before it.
        std::size_t start = 0;
        for (std::size_t i = end; i > 0; --i) {
            const char c = raw[i - 1];
            if (c != '\n' && c != '\r') continue;
            std::size_t j = i - 1;  // a second line break right before makes a blank line
            if (c == '\n' && j > 0 && raw[j - 1] == '\r') --j;
            if (j > 0 && (raw[j - 1] == '\n' || raw[j - 1] == '\r')) {
                start = i;
                break;
            }
        }
        if (!raw.substr(start).starts_with(mark)) return cut;
        // Back over the blank line (and any more line breaks) to the text before it.
        std::size_t before = start;
        while (before > 0 && (raw[before - 1] == '\n' || raw[before - 1] == '\r')) --before;
        cut = before;
        if (before == 0) return 0;
        end = before;
    }
}

// Where a value's text ends (the offset of its ']'), and whether that ']' is there at all
// (a value left open at the end of the file runs to the end).
struct ValueEnd {
    std::uint32_t offset = 0;
    bool closed = true;
};

}  // namespace

class AnnotationPlan::Planner {
public:
    Planner(const sgf::SourceText& source, std::vector<std::string>& warnings)
        : text_(source.text()), line_break_(line_break_of(text_)), warnings_(warnings),
          converted_(source.charset() != "UTF-8") {
        if (converted_)
            warnings_.push_back("the input was read as " + source.charset() +
                                "; the output is UTF-8, with CA[UTF-8] in each game's root");
    }

    void plan(const GameFindings& game, std::size_t index) {
        const GameTree& tree = *game.tree;
        if (tree.empty()) return;
        tree_ = &tree;
        game_index_ = index;
        const std::vector<NodeId> line = tree.main_line();

        // Notes for each main-line move, by move number (1-based, as the replay counts).
        std::vector<NodeId> move_nodes;
        for (NodeId id : line)
            for (const Property& p : tree.properties(id))
                if ((p.identifier == "B" || p.identifier == "W") && p.value_count > 0) {
                    move_nodes.push_back(id);
                    break;
                }
        std::unordered_map<NodeId, std::vector<std::string>> notes;  // few: only moves with findings
        auto node_of_move = [&](int move) {
            return move >= 1 && static_cast<std::size_t>(move) <= move_nodes.size()
                       ? move_nodes[static_cast<std::size_t>(move - 1)]
                       : sgf::no_node;
        };
        if (const analysis::GameOutcome* outcome = game.outcome) {
            const auto& violations = outcome->replay.violations;
            for (std::size_t i = 0; i < violations.size(); ++i) {
                const NodeId id = node_of_move(violations[i].move);
                const std::string_view consequence =
                    i < outcome->verdict.consequences.size() ? std::string_view(outcome->verdict.consequences[i]) : "";
                if (id != sgf::no_node) notes[id].push_back(violation_note(violations[i], consequence));
            }
            const auto& repetitions = outcome->replay.repetitions;
            for (std::size_t i = 0; i < repetitions.size(); ++i) {
                const NodeId id = node_of_move(repetitions[i].move);
                const std::string_view meaning = i < outcome->verdict.repetition_meanings.size()
                                                     ? std::string_view(outcome->verdict.repetition_meanings[i])
                                                     : "";
                if (id != sgf::no_node) notes[id].push_back(repetition_note(repetitions[i], meaning));
            }
            // Past the listed ones, one note where the listing stops says how many more.
            const rules::ReplayResult& replay = outcome->replay;
            if (const int more = replay.violations_not_listed(); more > 0)
                if (const NodeId id = node_of_move(violations.back().move); id != sgf::no_node)
                    notes[id].push_back(fmt::format("kifu: {} more illegal move{} after this one, not marked",
                                                    more, more == 1 ? "" : "s"));
            if (const int more = replay.repetitions_not_listed(); more > 0)
                if (const NodeId id = node_of_move(repetitions.back().move); id != sgf::no_node)
                    notes[id].push_back(fmt::format("kifu: {} more repeated position{} after this one, not marked",
                                                    more, more == 1 ? "" : "s"));
        }

        // The count is of the position the game ended in: where the passes ended it when the
        // record goes on after them (TB/TW on the last node sat under stones played after
        // the end, which editors then read as dead), else the last node.
        NodeId counted_at = line.back();
        if (game.outcome != nullptr && game.outcome->replay.end_move && !game.outcome->replay.after_end.empty())
            if (const NodeId end = node_of_move(*game.outcome->replay.end_move); end != sgf::no_node) counted_at = end;
        for (NodeId id : line) {
            std::string added;  // new properties, appended after the node's last value
            if (id == tree.root()) added += charset_fix(id);
            std::vector<std::string> comment;
            if (const auto found = notes.find(id); found != notes.end()) comment = std::move(found->second);
            if (id == counted_at && game.outcome != nullptr && game.outcome->score) {
                added += final_markup(game, id);
                if (!comment.empty()) comment.emplace_back();  // a blank line before the score
                const std::vector<std::string> score = score_note(game);
                comment.insert(comment.end(), score.begin(), score.end());
            }
            if (!comment.empty()) added += add_comment(id, join(comment, line_break_));
            else remove_earlier_notes(id);
            if (!added.empty()) append_properties(id, added);
        }
    }

    std::vector<Splice> take() {
        std::stable_sort(splices_.begin(), splices_.end(),
                         [](const Splice& a, const Splice& b) { return a.offset < b.offset; });
        return std::move(splices_);
    }

private:
    ValueEnd end_of(const RawValue& v) const {
        const auto end = static_cast<std::uint32_t>(v.text.data() - text_.data() + v.text.size());
        return {end, end < text_.size() && text_[end] == ']'};
    }

    // A value the file leaves open runs to its end; what is added after it gets a ']' first.
    // Only the first addition there closes it.
    std::string close_open_value(std::uint32_t at) {
        if (std::find(closed_at_.begin(), closed_at_.end(), at) != closed_at_.end()) return "";
        closed_at_.push_back(at);
        warnings_.push_back(fmt::format("game {}: closed the value left open at the end of the file", game_index_ + 1));
        return "]";
    }

    // Inserts `properties` at the end of the node's property list: right after the ']' of
    // its last value (or after its ';' when it has no property).
    void append_properties(NodeId id, const std::string& properties) {
        const auto props = tree_->properties(id);
        std::uint32_t at = tree_->node(id).offset;
        std::string insert = properties;
        if (props.empty() || props.back().value_count == 0) {
            if (at < text_.size() && text_[at] == ';') ++at;
        } else {
            const ValueEnd end = end_of(tree_->values(props.back()).back());
            at = end.offset + (end.closed ? 1 : 0);
            if (!end.closed) insert = close_open_value(end.offset) + insert;
        }
        splices_.push_back({at, 0, std::move(insert)});
    }

    // Takes out the TB, TW, MA and KIFU an earlier annotate wrote on the final node.
    void remove_earlier_markup(NodeId id) {
        for (const Property& p : tree_->properties(id)) {
            if (p.identifier != "TB" && p.identifier != "TW" && p.identifier != "MA" &&
                p.identifier != sgf::judged_territory_property)
                continue;
            std::uint32_t end = p.offset + static_cast<std::uint32_t>(p.identifier.size());
            if (p.value_count > 0) {
                const ValueEnd last = end_of(tree_->values(p).back());
                end = last.offset + (last.closed ? 1 : 0);
            }
            splices_.push_back({p.offset, end - p.offset, ""});
        }
    }

    // Appends values to an existing property, after its last value.
    void append_values(const Property& p, const std::string& values) {
        const ValueEnd end = end_of(tree_->values(p).back());
        splices_.push_back({end.offset + (end.closed ? 1 : 0), 0, (end.closed ? "" : close_open_value(end.offset)) + values});
    }

    // The root's CA must say UTF-8 once the text is written as UTF-8. Returns a property to
    // add, or "" (an existing CA is rewritten in place).
    std::string charset_fix(NodeId root) {
        const Property* ca = tree_->find(root, "CA");
        if (ca == nullptr || ca->value_count == 0) return converted_ ? "CA[UTF-8]" : "";
        const RawValue& v = tree_->values(*ca).front();
        if (names_utf8(v.text)) return "";
        if (!converted_)
            warnings_.push_back(fmt::format("game {}: CA[{}] but the text is UTF-8; the output says CA[UTF-8]",
                                            game_index_ + 1, sgf::decode_simple_text(v.text)));
        const auto begin = static_cast<std::uint32_t>(v.text.data() - text_.data());
        splices_.push_back({begin, static_cast<std::uint32_t>(v.text.size()), "UTF-8"});
        return "";
    }

    // TB / TW (unless the node has either already, or the count is an estimate) and MA on
    // the dead stones. Readers, kifu among them, take TB/TW for the players' own markup of
    // a finished count: an estimate's territory (its unsettled points nobody's) written as
    // TB/TW would be read back as a settled count that is not so. TB/TW of kifu's own
    // judgement (--dead auto) carry KIFU[...] (sgf::judged_territory_property): kifu reads
    // them back as its judgement, not as the players' count set against RE.
    std::string final_markup(const GameFindings& game, NodeId id) {
        const scoring::TerritoryMap& map = game.outcome->score->map;
        const std::vector<Point> dead_black = map.points_marked(scoring::Mark::dead_black);
        const std::vector<Point> dead_white = map.points_marked(scoring::Mark::dead_white);
        const std::vector<Point> dead = sorted_union(dead_black, dead_white);
        std::string added;
        // kifu's markup from an earlier annotate (KIFU[...] beside it) is this judgement's to
        // replace: kept, it went stale once the dead stones were given otherwise or judged anew.
        const bool earlier_kifus = tree_->find(id, sgf::judged_territory_property) != nullptr;
        if (earlier_kifus) remove_earlier_markup(id);
        if (game.outcome->estimate()) {
            // no territory markup: the comment gives the estimate, the MA marks its dead stones
        } else if (earlier_kifus || (tree_->find(id, "TB") == nullptr && tree_->find(id, "TW") == nullptr)) {
            const auto tb = sorted_union(map.points_marked(scoring::Mark::black_territory), dead_white);
            const auto tw = sorted_union(map.points_marked(scoring::Mark::white_territory), dead_black);
            if (!tb.empty()) added += "TB" + point_values(tb);
            if (!tw.empty()) added += "TW" + point_values(tw);
            // Only kifu's judgement is marked so: dead stones given with --dead are the
            // user's decision, which the TB/TW then carry as any markup does.
            if (!added.empty() && game.outcome->score->dead.source == scoring::DeadSource::estimate)
                added += fmt::format("{}[{}]", sgf::judged_territory_property,
                                     sgf::escape_value(sgf::judged_territory_value));
        } else {
            const auto markup = analysis::dead_from_markup(*tree_, game.outcome->replay.board);
            const auto marked = sorted_union(markup ? markup->points : std::vector<Point>{}, {});
            if (marked != dead)
                warnings_.push_back(fmt::format(
                    "game {}: the final node's TB/TW are kept as they are, and they imply other dead stones "
                    "than the ones counted (MA marks those)",
                    game_index_ + 1));
        }
        if (dead.empty()) return added;
        if (const Property* ma = tree_->find(id, "MA"); !earlier_kifus && ma != nullptr && ma->value_count > 0) {
            std::vector<sgf::ComposeValue> values;
            for (const RawValue& v : tree_->values(*ma)) values.push_back(v.compose());
            const auto have = sgf::decode_point_list(values, map.size()).value.value_or(std::vector<Point>{});
            std::vector<Point> missing;
            for (Point p : dead)
                if (std::find(have.begin(), have.end(), p) == have.end()) missing.push_back(p);
            if (!missing.empty()) append_values(*ma, point_values(missing));
        } else {
            added += "MA" + point_values(dead);
        }
        return added;
    }

    // The start of kifu's notes from an earlier annotate in the node's comment (see
    // earlier_notes_start), with a warning the first time in a game; npos when there are none.
    std::size_t earlier_notes(const RawValue& v) {
        const std::size_t cut = earlier_notes_start(v.text);
        if (cut != std::string_view::npos && warned_earlier_notes_ != game_index_) {
            warned_earlier_notes_ = game_index_;
            warnings_.push_back(fmt::format("game {}: kifu's comments from an earlier annotate are replaced by this "
                                            "run's",
                                            game_index_ + 1));
        }
        return cut;
    }

    // Takes kifu's earlier notes out of a node that gets none this time: the whole C when
    // they are all of it.
    void remove_earlier_notes(NodeId id) {
        const Property* c = tree_->find(id, "C");
        if (c == nullptr || c->value_count == 0) return;
        const RawValue& v = tree_->values(*c).front();
        const std::size_t cut = earlier_notes(v);
        if (cut == std::string_view::npos) return;
        const ValueEnd end = end_of(v);
        if (!end.closed) return;  // a value cut off by the end of the file: left as it came
        if (cut == 0 && c->value_count == 1) {
            splices_.push_back({c->offset, end.offset + 1 - c->offset, ""});
            return;
        }
        splices_.push_back({end.offset - static_cast<std::uint32_t>(v.text.size() - cut),
                            static_cast<std::uint32_t>(v.text.size() - cut), ""});
    }

    // Extends the node's comment after a blank line, or returns a new C property. kifu's
    // notes from an earlier annotate are replaced.
    std::string add_comment(NodeId id, const std::string& text) {
        const Property* c = tree_->find(id, "C");
        if (c == nullptr || c->value_count == 0) return "C[" + sgf::escape_value(text) + "]";
        const RawValue& v = tree_->values(*c).front();
        const ValueEnd end = end_of(v);
        std::string_view kept = v.text;  // the comment's text before what is added
        if (const std::size_t cut = earlier_notes(v); cut != std::string_view::npos) {
            kept = v.text.substr(0, cut);
            splices_.push_back({end.offset - static_cast<std::uint32_t>(v.text.size() - cut),
                                static_cast<std::uint32_t>(v.text.size() - cut), ""});
        }
        std::string insert;
        // A lone '\' at the end was literal ("C[C:\]"): keep it literal once text follows.
        const std::size_t last = kept.find_last_not_of('\\');
        const std::size_t backslashes = kept.size() - (last == std::string_view::npos ? 0 : last + 1);
        if (backslashes % 2 == 1) insert += '\\';
        if (!sgf::trim_whitespace(kept).empty()) insert += line_break_ + line_break_;
        insert += sgf::escape_value(text);
        if (!end.closed) insert += close_open_value(end.offset);
        splices_.push_back({end.offset, 0, std::move(insert)});
        return "";
    }

    std::string_view text_;
    std::string line_break_;
    std::vector<std::string>& warnings_;
    bool converted_;
    const GameTree* tree_ = nullptr;
    std::size_t game_index_ = 0;
    std::vector<Splice> splices_;
    std::vector<std::uint32_t> closed_at_;   // ends of open values already closed
    std::size_t warned_earlier_notes_ = static_cast<std::size_t>(-1);  // the game last warned of them
};

AnnotationPlan::AnnotationPlan(const sgf::SourceText& source, std::vector<std::string>& warnings)
    : planner_(std::make_unique<Planner>(source, warnings)) {}

AnnotationPlan::~AnnotationPlan() = default;

void AnnotationPlan::add(const GameFindings& game, std::size_t index) {
    if (game.tree != nullptr) planner_->plan(game, index);
}

std::vector<Splice> AnnotationPlan::take() { return planner_->take(); }

std::string violation_note(const rules::Violation& violation, std::string_view consequence) {
    std::string note = fmt::format("kifu: {}", rules::kind_name(violation.kind));
    if (!consequence.empty()) note += fmt::format(" \u2014 {}", consequence);
    return note;
}

std::string repetition_note(const rules::Repetition& repetition, std::string_view meaning) {
    const int cycle = repetition.move - repetition.repeats;
    std::string note = fmt::format("kifu: move {} repeats the position after move {} (a cycle of {} move{})",
                                   repetition.move, repetition.repeats, cycle, cycle == 1 ? "" : "s");
    if (!meaning.empty()) note += fmt::format(" \u2014 {}", meaning);
    return note;
}

std::vector<std::string> score_note(const GameFindings& game) {
    const analysis::GameOutcome& g = *game.outcome;
    const analysis::ScoredGame& s = *g.score;
    std::vector<std::string> lines;
    // As in the text report: a verdict that is not ok decides more than any count, so it
    // comes first, with what it means for RE.
    const std::string verdict = verdict_sentence(g);
    if (!verdict.empty()) {
        lines.push_back("kifu: " + as_sentence(verdict));
        lines.push_back(as_sentence(g.result.text));
    }

    const std::string komi = s.komi_given() ? fmt::format("komi {} from {}", sgf::format_real(s.komi), s.komi_source)
                                            : fmt::format("komi {}, none recorded", sgf::format_real(s.komi));
    const int black_dead = s.map.dead(Color::black), white_dead = s.map.dead(Color::white);
    std::string dead;
    switch (s.dead.source) {
        case scoring::DeadSource::markup: dead = "dead stones from the record's TB/TW"; break;
        case scoring::DeadSource::given: dead = "dead stones given with --dead"; break;
        case scoring::DeadSource::estimate: dead = "dead stones judged by kifu"; break;
        case scoring::DeadSource::none: dead = "no stone counted as dead"; break;
    }
    if (black_dead + white_dead == 0) {
        if (s.dead.source != scoring::DeadSource::none) dead += ": none";
    } else {
        std::vector<std::string> parts;
        if (black_dead > 0) parts.push_back(stones(black_dead, "Black"));
        if (white_dead > 0) parts.push_back(stones(white_dead, "White"));
        dead += ": " + join(parts, " and ") + ", marked MA";
    }
    std::string title = count_title(g);
    if (verdict.empty()) title = "kifu: " + std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(title[0])))) + title.substr(1);
    lines.push_back(fmt::format("{} ({}; {})", title, komi, dead));
    if (const std::string note = dead_given_note(g); !note.empty()) lines.push_back(as_sentence(note));
    if (g.too_early())
        lines.push_back(too_early_sentence(g));
    else if (g.estimate())
        lines.push_back(fmt::format("{} point{} not settled (open borders, an open ko, a fight whoever moves first "
                                    "wins): the counts below are an estimate",
                                    g.unsettled_points(), g.unsettled_points() == 1 ? "" : "s"));

    lines.push_back(count_line(counting_name(s.japanese), g, s.japanese));
    lines.push_back(count_line(counting_name(s.chinese), g, s.chinese));
    const bool own_rules = s.own_count_is_a_third();
    if (own_rules) lines.push_back(count_line(fmt::format("Under {} ({})", s.by_ruleset.rules->name, ruleset_role(g)), g, s.by_ruleset));

    const sgf::GameInfo& info = g.info;
    if (!g.count_judges_re()) {
        lines.push_back(uncounted_result(g));
    } else if (!s.agrees_japanese && !s.agrees_chinese && !s.agrees_ruleset &&
               agreement_word(g, s.by_ruleset, s.agrees_ruleset) != "not judged") {
        lines.push_back(fmt::format("{}: no score to compare", info.result->quoted()));
    } else {
        std::string line = fmt::format("{}: Japanese counting {}, Chinese counting {}", info.result->quoted(),
                                       agreement_word(g, s.japanese, s.agrees_japanese),
                                       agreement_word(g, s.chinese, s.agrees_chinese));
        if (own_rules)
            line += fmt::format(", {} {}", s.by_ruleset.rules->name, agreement_word(g, s.by_ruleset, s.agrees_ruleset));
        lines.push_back(line);
    }
    if (verdict.empty() && g.info.result) lines.push_back(as_sentence(g.result.text));
    if (s.mismatch)
        lines.push_back(fmt::format("Why RE differs: {}.",
                                    mismatch_note(*s.mismatch, *info.result, s.by_ruleset, g.replay.board, s.map)));
    if (!s.status_note.empty()) lines.push_back(fmt::format("Note: {}.", s.status_note));
    const ExplanationShown explanation = explanation_shown(g);
    lines.insert(lines.end(), explanation.lines.begin(), explanation.lines.end());
    return lines;
}

std::vector<Splice> plan_annotations(const sgf::SourceText& source, std::span<const GameFindings> games,
                                     std::vector<std::string>& warnings) {
    AnnotationPlan plan(source, warnings);
    for (std::size_t i = 0; i < games.size(); ++i) plan.add(games[i], i);
    return plan.take();
}

std::string apply_splices(std::string_view text, std::span<const Splice> splices) {
    std::string out;
    std::size_t extra = 0;
    for (const Splice& s : splices) extra += s.insert.size();
    out.reserve(text.size() + extra);
    std::size_t copied = 0;
    for (const Splice& s : splices) {
        if (s.offset < copied || s.offset + s.erase > text.size())
            throw std::logic_error("annotate: overlapping or out-of-range splice");
        out.append(text.substr(copied, s.offset - copied));
        out += s.insert;
        copied = s.offset + s.erase;
    }
    out.append(text.substr(copied));
    return out;
}

AnnotatedText annotate(const sgf::SourceText& source, std::span<const GameFindings> games) {
    AnnotatedText result;
    const std::vector<Splice> splices = plan_annotations(source, games, result.warnings);
    result.text = apply_splices(source.text(), splices);
    return result;
}

}  // namespace kifu::report
