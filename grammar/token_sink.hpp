#pragma once
// What the SGF grammar reports as it recognises tokens.
//
// The grammar is deliberately token-level: it recognises `(`, `)`, `;`, properties and
// their values, and hands each to a TokenSink in input order. The sink (the tree
// builder in src/sgf/) enforces the nesting with an explicit stack. That is why a file
// with a million nested variations parses without a million C++ stack frames: neither
// the grammar nor the builder recurses per level.
//
// Positions are pointers into the parsed buffer; values are views of it (still escaped).
#include <string_view>

namespace kifu::grammar {

// Problems the grammar itself can see, each at one position. The first two are guesses,
// made only in a value that does not read as FF[4].
enum class GrammarNote {
    unescaped_bracket_kept,   // a ']' inside a value was not followed by SGF, so it was kept as text
    trailing_backslash,       // "\]" followed by SGF: the backslash was taken literally and ']' closed the value
    value_not_closed,         // input ended inside a value
    property_without_value,   // an identifier not followed by '['
};

class TokenSink {
public:
    virtual ~TokenSink() = default;

    // True while no game tree is open: text there is junk unless it starts a game tree.
    // The grammar asks before every token, so this is a flag the sink keeps up to date
    // (set_top_level), not a virtual call: the call was 2% of reading a file.
    [[nodiscard]] bool at_top_level() const { return at_top_level_; }

    virtual void open_tree(const char* at) = 0;    // '('
    virtual void close_tree(const char* at) = 0;   // ')'
    virtual void start_node(const char* at) = 0;   // ';'
    // ';' at top level that begins a real node although no '(' came before it.
    virtual void start_headless_game(const char* at) = 0;

    virtual void property(std::string_view identifier) = 0;
    virtual void value_open(const char* at) = 0;   // '[' of a value: of the last property, or stray
    virtual void value_colon(const char* at) = 0;  // an unescaped ':' in the open value
    virtual void value_text(std::string_view text) = 0;  // the raw text between '[' and ']'
    virtual void value_done() = 0;                 // the value's ']' (or end of input) was reached

    virtual void junk(std::string_view text) = 0;  // characters that are no SGF token here
    virtual void note(const char* at, GrammarNote what) = 0;

protected:
    void set_top_level(bool top_level) { at_top_level_ = top_level; }

private:
    bool at_top_level_ = true;
};

}  // namespace kifu::grammar
