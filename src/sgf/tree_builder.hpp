#pragma once
// Builds GameTrees from the grammar's tokens with an explicit stack of open game trees,
// and decides what lenient reading means for each malformed shape (see tree_builder.cpp).
//
// Games are handed out one at a time, one game late: a game is emitted when the next one
// starts or the input ends, so trailing junk is still reported against the last game and
// memory holds at most two games, however large the collection.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/diagnostic_cap.hpp"
#include "sgf/reader_types.hpp"
#include "sgf/source_text.hpp"
#include "token_sink.hpp"

namespace kifu::sgf {

class TreeBuilder final : public grammar::TokenSink {
public:
    TreeBuilder(std::shared_ptr<SourceText> source, ReaderLimits limits, GameHandler on_game);

    // Call once the grammar has consumed the whole input: closes what is open and emits
    // the last game.
    void finish();
    [[nodiscard]] std::size_t games_emitted() const { return games_emitted_; }
    // Problems that belong to no game (there was none): the file's own outcome.
    [[nodiscard]] Diagnostics take_file_diagnostics();
    // Problems about the file as a whole (encoding), reported with game 0.
    void add_file_warning(std::string message);

    void open_tree(const char* at) override;
    void close_tree(const char* at) override;
    void start_node(const char* at) override;
    void start_headless_game(const char* at) override;
    void property(std::string_view identifier) override;
    void value_open(const char* at) override;
    void value_colon(const char* at) override;
    void value_text(std::string_view text) override;
    void value_done() override;
    void junk(std::string_view text) override;
    void note(const char* at, grammar::GrammarNote what) override;

private:
    // Takes back the property last opened (a name with no value, a move the end of the file
    // cut), from the tree and its node's count.
    Property drop_last_property();

    struct Frame {
        NodeId attach_to = no_node;    // parent of this tree's first node
        NodeId last_node = no_node;    // last node of this tree's own sequence
        bool has_variations = false;
        bool node_after_variations_reported = false;
        std::uint32_t offset = 0;
    };
    struct Pending {                   // a diagnostic whose line:column is not yet resolved
        Severity severity;
        std::uint32_t offset;
        std::string message;
    };
    // One game's problems (or the file's, before any game), bounded by a cap per kind.
    struct ProblemList {
        std::vector<Pending> pending;
        DiagnosticCap<std::uint32_t> cap;
        void absorb(ProblemList&& other);
        void clear();
    };

    void begin_game(std::uint32_t offset);
    void end_game();
    void flush_finished_game();
    NodeId add_node(std::uint32_t offset);
    void end_token_run();
    // `kind` is the message's fmt template: the key of the cap on diagnostics of one kind.
    template <class... Args>
    void warn(std::uint32_t offset, fmt::format_string<Args...> kind, Args&&... args) {
        report(Severity::warning, offset, kind, std::forward<Args>(args)...);
    }
    template <class... Args>
    void fail(std::uint32_t offset, fmt::format_string<Args...> kind, Args&&... args) {
        report(Severity::error, offset, kind, std::forward<Args>(args)...);
    }
    template <class... Args>
    void report(Severity severity, std::uint32_t offset, fmt::format_string<Args...> kind, Args&&... args) {
        ProblemList& list = current_problems();
        const fmt::string_view pattern = kind;
        if (list.cap.admit({pattern.data(), pattern.size()}, severity, offset))
            list.pending.push_back({severity, offset, fmt::format(kind, std::forward<Args>(args)...)});
    }
    ProblemList& current_problems();
    std::uint32_t offset_of(const char* p) const { return source_->offset_of(p); }
    Diagnostics resolve(ProblemList& problems) const;

    std::shared_ptr<SourceText> source_;
    ReaderLimits limits_;
    GameHandler on_game_;

    std::vector<Frame> frames_;  // open trees; empty between games (TokenSink::set_top_level follows it)
    std::optional<GameTree> building_;           // the game whose '(' is open
    ProblemList building_problems_;
    std::optional<GameTree> finished_;           // closed, not yet emitted
    ProblemList finished_problems_;
    ProblemList before_first_game_;              // junk before any game, encoding notes
    std::size_t games_emitted_ = 0;
    struct {
        std::size_t nodes = 0, properties = 0, values = 0;
    } size_hint_;   // array sizes of the last finished game (first game: bounds from the text)
    bool limit_hit_ = false;
    bool cut_off_ = false;      // the text ended with a game tree open (finish())

    // The property whose values are being read; values go nowhere when it is invalid
    // or when a value has no property at all.
    bool taking_values_ = false;
    bool value_is_kept_ = false;
    bool move_cut_off_ = false;  // the value open is a move the end of the file cut: dropped
    std::uint32_t value_offset_ = 0;
    std::uint32_t value_colon_ = RawValue::no_colon;
    std::string_view value_text_;
    bool in_stray_values_ = false;
    std::size_t ignored_opens_ = 0;          // '(' past a limit, whose ')' must not pop
};

}  // namespace kifu::sgf
