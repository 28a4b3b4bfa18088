#pragma once
// Definition of the SGF grammar (FF[1]-FF[4], as real files are written).
//
//   sgf_stream = *token
//   token      = whitespace | top-level text | '(' | ')' | ';' | property | value | junk
//   property   = identifier whitespace* (value whitespace*)+      -- or a warning when no value
//   value      = '[' value_char* (']' | end of input)
//
// Game trees, sequences and nodes are the TokenSink's business (see token_sink.hpp): the
// grammar stays flat so that nesting depth costs heap, not stack.
//
// A value is first read as FF[4] defines it: '\' escapes the next character and the first
// other ']' closes it. Only when that reading fails (the value never closes, or what follows
// its ']' is not SGF) does the grammar guess, because only it sees the characters:
// - a ']' inside a value that is NOT followed by something SGF-like (KGS chat such as
//   "C[xyz [12k]: hello]") is kept as text;
// - "\]" followed by SGF is taken as a literal backslash that ends the value
//   ("C[C:\])" at the end of a file), rather than leaving the value open;
// so a valid FF[4] file never meets a guess, and reads without a warning.
// Also, at top level, '(' only opens a game tree when SGF follows, so "(c) 2003" in a mail
//   header before the game is junk, and ';' followed by a property opens a game whose
//   '(' is missing.
#include <string_view>

#include <boost/spirit/home/x3.hpp>

#include "sgf_config.hpp"
#include "sgf_follows.hpp"
#include "sgf_grammar.hpp"
#include "token_sink.hpp"

namespace kifu::grammar::parser {
namespace x3 = boost::spirit::x3;
using x3::char_;
using x3::eoi;
using x3::eps;
using x3::lit;
using x3::raw;

namespace actions {

template <class Context>
TokenSink& sink(const Context& ctx) {
    return x3::get<sink_tag>(ctx);
}
// Actions that report a position are attached to raw[...] so that _attr is the matched
// range (X3's _where is the input after the match, not the match).
template <class Context>
const char* where(const Context& ctx) {
    return x3::_attr(ctx).begin();
}
template <class Context>
std::string_view matched(const Context& ctx) {
    const auto& range = x3::_attr(ctx);
    return {range.begin(), static_cast<std::size_t>(range.end() - range.begin())};
}

inline const auto open_tree = [](auto& ctx) { sink(ctx).open_tree(where(ctx)); };
inline const auto close_tree = [](auto& ctx) { sink(ctx).close_tree(where(ctx)); };
inline const auto start_node = [](auto& ctx) { sink(ctx).start_node(where(ctx)); };
inline const auto start_headless_game = [](auto& ctx) { sink(ctx).start_headless_game(where(ctx)); };
inline const auto property = [](auto& ctx) { sink(ctx).property(matched(ctx)); };
inline const auto value_open = [](auto& ctx) { sink(ctx).value_open(where(ctx)); };
inline const auto value_colon = [](auto& ctx) { sink(ctx).value_colon(where(ctx)); };
inline const auto value_text = [](auto& ctx) { sink(ctx).value_text(matched(ctx)); };
inline const auto value_done = [](auto& ctx) { sink(ctx).value_done(); };
inline const auto junk = [](auto& ctx) { sink(ctx).junk(matched(ctx)); };
inline const auto only_at_top_level = [](auto& ctx) { x3::_pass(ctx) = sink(ctx).at_top_level(); };

inline auto note(GrammarNote what) {
    return [what](auto& ctx) { sink(ctx).note(where(ctx), what); };
}

}  // namespace actions

// ---- characters and lookaheads -------------------------------------------------------

const auto whitespace = char_(" \t\r\n\v\f");
const auto identifier = raw[char_("a-zA-Z") >> *char_("a-zA-Z0-9")];

// What may follow the ']' that really closes a value: another value, a node, a
// variation, the end of a tree, another property, or the end of input. That is
// `sgf_follows`, in sgf_follows.hpp.

// What must follow '(' for it to open a game tree at top level.
const auto tree_content_follows = *whitespace >> (lit(';') | ')' | (identifier >> *whitespace >> '['));
const auto node_content_follows = *whitespace >> identifier >> *whitespace >> '[';

// ---- values --------------------------------------------------------------------------

// A run of value characters that need no decision: anything but ']', '\\' and ':'. Most
// of a record's bytes are such runs (move coordinates, comments), so they are scanned in
// one tight loop instead of trying every alternative of value_char per character, which
// made value text the most expensive part of parsing. Matches at least one character.
struct plain_run_parser : x3::parser<plain_run_parser> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, const Iterator& last, const Context&, RContext&, Attribute&) const {
        Iterator it = first;
        while (it != last && *it != ']' && *it != '\\' && *it != ':') ++it;
        if (it == first) return false;
        first = it;
        return true;
    }
};
const plain_run_parser plain_run{};

// A whole value read strictly as FF[4]: '[', then up to the first ']' that no '\' escapes,
// provided SGF follows that ']'. Then it reports the value to the sink (its '[', the first
// unescaped ':', which splits a compose value, its text and its end) and takes the ']'.
// Otherwise it matches nothing and reports nothing, and `lenient_value` reads it. One
// primitive, because nearly every value of every record takes this path: through X3's
// sequence and alternative layers it cost a few percent of reading a file.
struct strict_value_parser : x3::parser<strict_value_parser> {
    using attribute_type = x3::unused_type;
    static bool const has_attribute = false;

    template <class Iterator, class Context, class RContext, class Attribute>
    bool parse(Iterator& first, const Iterator& last, const Context& ctx, RContext& rctx, Attribute& attr) const {
        if (first == last || *first != '[') return false;
        const Iterator text = first + 1;
        Iterator it = text;
        Iterator colon = last;
        while (true) {
            while (it != last && *it != ']' && *it != '\\' && *it != ':') ++it;
            if (it == last) return false;  // never closed
            if (*it == ']') break;
            if (*it == ':') {
                if (colon == last) colon = it;
                ++it;
            } else if (++it == last) {     // a '\' with nothing after it
                return false;
            } else {
                ++it;
            }
        }
        Iterator after = it + 1;
        if (!sgf_follows.parse(after, last, ctx, rctx, attr)) return false;
        TokenSink& sink = actions::sink(ctx);
        sink.value_open(first);
        if (colon != last) sink.value_colon(colon);
        sink.value_text({text, static_cast<std::size_t>(it - text)});
        sink.value_done();
        first = it + 1;
        return true;
    }
};
const strict_value_parser strict_value{};

const auto value_char =
    plain_run
    | raw[lit('\\') >> &(lit(']') >> sgf_follows)][actions::note(GrammarNote::trailing_backslash)]
    | (lit('\\') >> (char_ | eoi))
    | raw[lit(':')][actions::value_colon]
    | raw[lit(']') >> !sgf_follows][actions::note(GrammarNote::unescaped_bracket_kept)];

// A value that does not read as FF[4]: the guesses of value_char, and a value the end of
// input leaves open.
const auto lenient_value =
    raw[lit('[')][actions::value_open]
    >> raw[*value_char][actions::value_text]
    >> (lit(']') | raw[eoi][actions::note(GrammarNote::value_not_closed)])
    >> eps[actions::value_done];

const auto value = strict_value | lenient_value;

// ---- properties and tokens -----------------------------------------------------------

const auto property =
    identifier[actions::property] >> *whitespace
    >> (+(value >> *whitespace) | raw[eps][actions::note(GrammarNote::property_without_value)]);

const auto game_start = lit('(') >> &tree_content_follows;
const auto headless_node = lit(';') >> &node_content_follows;

const auto top_level_token =
    eps[actions::only_at_top_level]
    >> (raw[game_start][actions::open_tree]
        | raw[headless_node][actions::start_headless_game]
        | raw[+(char_ - game_start - headless_node)][actions::junk]);

const auto token =
    +whitespace
    | top_level_token
    | raw[lit('(')][actions::open_tree]
    | raw[lit(')')][actions::close_tree]
    | raw[lit(';')][actions::start_node]
    | property
    | value  // a value with no property name before it: the sink reports it
    | raw[+~char_("()[;a-zA-Z \t\r\n\v\f")][actions::junk];

sgf_stream_type const sgf_stream = "sgf_stream";
const auto sgf_stream_def = *token;

BOOST_SPIRIT_DEFINE(sgf_stream)

}  // namespace kifu::grammar::parser

namespace kifu::grammar {
// Defined here, so only the instantiating translation unit compiles the grammar.
parser::sgf_stream_type const& sgf_stream() { return parser::sgf_stream; }
}  // namespace kifu::grammar
