// Lenient reading, decided here:
// - '(' inside a tree opens a variation of the tree's last node so far; a variation
//   before any node hangs from where the tree itself hangs.
// - a node after variations ("(;a(;b)(;c);d)") becomes one more variation of the node
//   the variations branch from, with a warning;
// - a property with no ';' before it gets an implicit node;
// - '()' is dropped; a missing ')' is closed at the end; an extra ')' is ignored;
// - identifiers keep their upper-case letters (FF[3] "AddBlack" is AB); one with a digit
//   or without any upper-case letter is dropped with its values;
// - a value with no property name is dropped.
// Each of these is a warning with its line and column, so --strict can refuse the file.
#include "sgf/tree_builder.hpp"

#include <algorithm>
#include <cctype>
#include <iterator>

namespace kifu::sgf {
namespace {

constexpr std::uint32_t whole_file = UINT32_MAX;

bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// A plain loop: names are one or two letters, too short for std::all_of's unrolled loop
// to pay for itself on this path, which runs for every property of every record.
bool all_upper(std::string_view name) {
    for (const char c : name)
        if (!is_upper(c)) return false;
    return true;
}

std::string shorten(std::string_view text, std::size_t limit = 24) {
    std::string out(text.substr(0, limit));
    if (text.size() > limit) out += "...";
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20) c = ' ';
    return out;
}

// Junk that old editors leave after the last ')': whitespace, NULs and DOS end-of-file marks.
bool is_harmless_trailer(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) {
        return c == '\x1a' || c == '\0' || std::isspace(static_cast<unsigned char>(c));
    });
}

// A run of NULs is a block of the file that was never written (a crash, an editor that
// preallocated the file), not text: said by its length, not shown.
bool only_nuls(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return c == '\0'; });
}

std::string nul_bytes(std::size_t n) {
    return n == 1 ? std::string("a NUL byte") : std::to_string(n) + " NUL bytes";
}

}  // namespace

TreeBuilder::TreeBuilder(std::shared_ptr<SourceText> source, ReaderLimits limits, GameHandler on_game)
    : source_(std::move(source)), limits_(limits), on_game_(std::move(on_game)) {
    // Before any game is finished, size the first game's arrays from the text: a node is
    // seldom shorter than 7 bytes (";B[aa]") nor a value than 4 ("[aa]"), so most files,
    // which hold one game, build it without growing the arrays (they still grow if not). Capped, so that the first game
    // of a large collection does not reserve room for the whole collection.
    constexpr std::size_t first_game_cap = 4096;
    const std::size_t bytes = source_->text().size();
    size_hint_ = {std::min(bytes / 7 + 1, first_game_cap), std::min(bytes / 4 + 1, first_game_cap),
                  std::min(bytes / 4 + 1, first_game_cap)};
}

TreeBuilder::ProblemList& TreeBuilder::current_problems() {
    return building_ ? building_problems_ : finished_ ? finished_problems_ : before_first_game_;
}

void TreeBuilder::ProblemList::absorb(ProblemList&& other) {
    pending.insert(pending.end(), std::make_move_iterator(other.pending.begin()),
                   std::make_move_iterator(other.pending.end()));
    cap.absorb(other.cap);
    other.clear();
}

void TreeBuilder::ProblemList::clear() {
    pending.clear();
    cap.clear();
}

void TreeBuilder::add_file_warning(std::string message) {
    // A few charset notes per file: no cap needed.
    before_first_game_.pending.push_back({Severity::warning, whole_file, std::move(message)});
}

// Kept problems in reading order, then one line per kind that went over the cap.
Diagnostics TreeBuilder::resolve(ProblemList& problems) const {
    std::vector<Pending>& pending = problems.pending;
    std::stable_sort(pending.begin(), pending.end(), [](const Pending& a, const Pending& b) {
        // whole-file notes first, then in reading order
        return (a.offset == whole_file ? 0u : a.offset + 1u) < (b.offset == whole_file ? 0u : b.offset + 1u);
    });
    Diagnostics out;
    out.reserve(pending.size());
    const auto locate = [&](std::uint32_t offset) {
        return offset == whole_file ? SourceLocation{} : source_->locate(offset);
    };
    for (Pending& p : pending) out.push_back({p.severity, locate(p.offset), std::move(p.message)});
    problems.cap.for_each_summary([&](Severity severity, std::uint32_t offset, std::string message, std::size_t n) {
        out.push_back({severity, locate(offset), std::move(message), n});
    });
    problems.clear();
    return out;
}

Diagnostics TreeBuilder::take_file_diagnostics() { return resolve(before_first_game_); }

// ---- games -------------------------------------------------------------------------

void TreeBuilder::begin_game(std::uint32_t offset) {
    flush_finished_game();
    building_.emplace(source_);
    // Games in one collection tend to be alike: sizing the arrays like the last game
    // saves most of the reallocation while they grow.
    building_->nodes_.reserve(size_hint_.nodes);
    building_->properties_.reserve(size_hint_.properties);
    building_->values_.reserve(size_hint_.values);
    limit_hit_ = false;
    frames_.push_back({.attach_to = no_node, .offset = offset});
    set_top_level(false);
}

void TreeBuilder::end_game() {
    frames_.clear();
    set_top_level(true);
    ignored_opens_ = 0;
    taking_values_ = false;
    if (building_->empty()) {
        // "()" or a tree with only variations that were themselves empty: nothing to keep,
        // but its problems still belong to the file.
        before_first_game_.absorb(std::move(building_problems_));
        building_.reset();
        return;
    }
    size_hint_ = {building_->nodes_.size(), building_->properties_.size(), building_->values_.size()};
    building_->find_main_line();
    finished_ = std::move(building_);
    finished_problems_ = std::move(building_problems_);
    building_.reset();
    building_problems_.clear();  // moved from: empty it for sure
}

void TreeBuilder::flush_finished_game() {
    if (!finished_) return;
    if (games_emitted_ == 0) {  // the file's own problems are reported with its first game
        before_first_game_.absorb(std::move(finished_problems_));
        finished_problems_ = std::move(before_first_game_);
        before_first_game_.clear();
    }
    GameRecord record{games_emitted_, std::move(*finished_), resolve(finished_problems_), cut_off_};
    finished_.reset();
    ++games_emitted_;
    on_game_(std::move(record));
}

void TreeBuilder::finish() {
    if (!frames_.empty()) {
        const auto end = static_cast<std::uint32_t>(source_->text().size());
        const std::size_t open = frames_.size();
        if (open == 1) warn(end, "missing ')' at the end of the game tree");
        else warn(end, "missing ')' at the end: {} game trees left open", open);
        cut_off_ = true;
        end_game();
    }
    flush_finished_game();
}

NodeId TreeBuilder::add_node(std::uint32_t offset) {
    GameTree& tree = *building_;
    if (tree.nodes_.size() >= limits_.max_nodes_per_game) {
        if (!limit_hit_)
            fail(offset, "game has more than {} nodes; the rest is ignored", limits_.max_nodes_per_game);
        limit_hit_ = true;
        return no_node;
    }
    Frame& frame = frames_.back();
    NodeId parent = frame.last_node != no_node ? frame.last_node : frame.attach_to;
    if (parent == no_node && !tree.nodes_.empty()) {
        warn(offset, "a second root node in one game tree; kept as a variation of the first root");
        parent = tree.root();
    }
    const auto id = static_cast<NodeId>(tree.nodes_.size());
    Node node;
    node.parent = parent;
    node.first_property = static_cast<std::uint32_t>(tree.properties_.size());
    node.offset = offset;
    tree.nodes_.push_back(node);
    if (parent != no_node) {
        Node& p = tree.nodes_[parent];
        if (p.last_child == no_node) p.first_child = id;
        else tree.nodes_[p.last_child].next_sibling = id;
        p.last_child = id;
    }
    frame.last_node = id;
    return id;
}

// ---- structure tokens ---------------------------------------------------------------

// Any token but a value ends the current property's values and a run of stray values.
void TreeBuilder::end_token_run() {
    taking_values_ = false;
    in_stray_values_ = false;
}

void TreeBuilder::open_tree(const char* at) {
    end_token_run();
    const std::uint32_t offset = offset_of(at);
    if (frames_.empty()) {
        begin_game(offset);
        return;
    }
    if (!limit_hit_ && frames_.size() >= limits_.max_depth) {
        fail(offset, "variations nested deeper than {}; the rest is ignored", limits_.max_depth);
        limit_hit_ = true;
    }
    if (limit_hit_) {
        ++ignored_opens_;
        return;
    }
    Frame& parent = frames_.back();
    parent.has_variations = true;
    NodeId attach = parent.last_node;
    if (attach == no_node) {
        warn(offset, "variation before the first node of its game tree");
        attach = parent.attach_to;
    }
    frames_.push_back({.attach_to = attach, .offset = offset});
}

void TreeBuilder::close_tree(const char* at) {
    end_token_run();
    const std::uint32_t offset = offset_of(at);
    if (frames_.empty()) {  // the grammar routes top-level ')' to junk; kept for safety
        warn(offset, "unbalanced ')' ignored");
        return;
    }
    if (ignored_opens_ > 0) {  // closes a '(' that was past a limit and never pushed
        --ignored_opens_;
        return;
    }
    const Frame frame = frames_.back();
    if (frame.last_node == no_node && !frame.has_variations) {
        if (frames_.size() == 1) warn(frame.offset, "empty game tree '()' ignored");
        else warn(frame.offset, "empty variation '()' ignored");
    }
    frames_.pop_back();
    if (frames_.empty()) end_game();
}

void TreeBuilder::start_node(const char* at) {
    end_token_run();
    if (frames_.empty() || limit_hit_) return;
    const std::uint32_t offset = offset_of(at);
    Frame& frame = frames_.back();
    if (frame.has_variations && !frame.node_after_variations_reported) {
        warn(offset, "node after variations; kept as one more variation");
        frame.node_after_variations_reported = true;
    }
    add_node(offset);
}

void TreeBuilder::start_headless_game(const char* at) {
    const std::uint32_t offset = offset_of(at);
    begin_game(offset);
    warn(offset, "missing '(' before the first node");
    add_node(offset);
}

// ---- properties and values ------------------------------------------------------------

void TreeBuilder::property(std::string_view identifier) {
    end_token_run();
    if (frames_.empty() || limit_hit_) return;
    const std::uint32_t offset = offset_of(identifier.data());
    std::string_view name = identifier;
    if (!all_upper(identifier)) {  // FF[3] mixed-case names: most names are upper-case already
        if (std::any_of(identifier.begin(), identifier.end(), is_digit)) {
            warn(offset, "property name '{}' contains a digit; ignored with its values", shorten(identifier));
            return;
        }
        std::string upper;
        std::copy_if(identifier.begin(), identifier.end(), std::back_inserter(upper), is_upper);
        if (upper.empty()) {
            warn(offset, "property name '{}' has no upper-case letter; ignored with its values", shorten(identifier));
            return;
        }
        name = source_->intern(upper);
    }
    if (frames_.back().last_node == no_node) {
        warn(offset, "missing ';' before property {}", name);
        if (add_node(offset) == no_node) return;
    }
    GameTree& tree = *building_;
    tree.properties_.push_back({name, offset, static_cast<std::uint32_t>(tree.values_.size()), 0});
    ++tree.nodes_[frames_.back().last_node].property_count;
    taking_values_ = true;
}

void TreeBuilder::value_open(const char* at) {
    value_offset_ = offset_of(at);
    value_colon_ = RawValue::no_colon;
    value_text_ = {};
    value_is_kept_ = taking_values_;
    if (!taking_values_ && !frames_.empty() && !limit_hit_ && !in_stray_values_) {
        // One warning for a run of stray values such as ";[aa][bb]".
        warn(value_offset_, "value with no property name ignored");
        in_stray_values_ = true;
    }
}

void TreeBuilder::value_colon(const char* at) {
    if (value_colon_ == RawValue::no_colon) value_colon_ = offset_of(at) - (value_offset_ + 1);
}

void TreeBuilder::value_text(std::string_view text) { value_text_ = text; }

Property TreeBuilder::drop_last_property() {
    GameTree& tree = *building_;
    const Property dropped = tree.properties_.back();
    tree.properties_.pop_back();
    --tree.nodes_[frames_.back().last_node].property_count;
    return dropped;
}

void TreeBuilder::value_done() {
    if (move_cut_off_) {  // its property goes too, when it has no other value
        move_cut_off_ = false;
        if (building_->properties_.back().value_count == 0) drop_last_property();
        taking_values_ = false;
        return;
    }
    if (!value_is_kept_) return;
    GameTree& tree = *building_;
    tree.values_.push_back({value_text_, value_colon_, value_offset_});
    ++tree.properties_.back().value_count;
}

void TreeBuilder::junk(std::string_view text) {
    end_token_run();
    const std::uint32_t offset = offset_of(text.data());
    if (!frames_.empty()) {
        if (only_nuls(text)) warn(offset, "{} ignored", nul_bytes(text.size()));
        else warn(offset, "unexpected text '{}' ignored", shorten(text));
        return;
    }
    if (is_harmless_trailer(text)) {
        // Whitespace and a DOS end-of-file mark are what editors write; NULs are padding,
        // said so that a record read from a damaged file does not pass unnoticed.
        if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
            warn(offset + static_cast<std::uint32_t>(nul), "{} after the end of a game tree ignored",
                 nul_bytes(static_cast<std::size_t>(std::count(text.begin(), text.end(), '\0'))));
        return;
    }
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (text[first] == ')') {
        warn(offset + static_cast<std::uint32_t>(first), "unbalanced ')' ignored");
        return;
    }
    if (!building_ && !finished_ && games_emitted_ == 0)
        warn(offset, "text before the first game tree ignored");
    else
        warn(offset, "text after the end of a game tree ignored: '{}'", shorten(text));
}

void TreeBuilder::note(const char* at, grammar::GrammarNote what) {
    if (frames_.empty() || limit_hit_) return;
    using grammar::GrammarNote;
    switch (what) {
        case GrammarNote::unescaped_bracket_kept:
            warn(offset_of(at), "unescaped ']' inside a value kept as text");
            break;
        case GrammarNote::trailing_backslash:
            warn(offset_of(at), "'\\' before ']' taken as a literal backslash that ends the value");
            break;
        case GrammarNote::value_not_closed: {
            // A move the end of the file cut ("B[", "B[d") is no move: read as it stands it
            // would be a pass or a point off the board, a move nobody played.
            const std::string_view property = value_is_kept_ ? building_->properties_.back().identifier : "";
            if (property == "B" || property == "W") {
                move_cut_off_ = true;
                value_is_kept_ = false;
                warn(value_offset_, "value is never closed: ']' missing before the end of the file; the move {}[{} it "
                     "cuts is dropped (the record is cut off there)",
                     property, shorten(value_text_));
            } else {
                warn(value_offset_, "value is never closed: ']' missing before the end of the file");
            }
            break;
        }
        case GrammarNote::property_without_value:
            if (taking_values_) {
                const Property dropped = drop_last_property();
                warn(dropped.offset, "property {} has no value; ignored", dropped.identifier);
                taking_values_ = false;
            }
            break;
    }
}

}  // namespace kifu::sgf
