#include "duplicates/game_moves.hpp"

#include <algorithm>

#include "sgf/values.hpp"

namespace kifu::duplicates {
namespace {

Token move_token(Color colour, std::string_view raw, BoardSize size) {
    const TokenKind kind = colour == Color::black ? TokenKind::black_move : TokenKind::white_move;
    Point point;
    if (sgf::plain_move_point(raw, size, point)) return make_token(kind, point_index(point));
    const auto move = sgf::decode_move(raw, size);
    if (!move.value) return make_token(kind, unplayable_point);
    if (move.value->pass) return make_token(kind, pass_point);
    if (!on_board(move.value->point, size)) return make_token(kind, unplayable_point);
    return make_token(kind, point_index(move.value->point));
}

void add_setup(const sgf::GameTree& tree, const sgf::Property& p, TokenKind kind, BoardSize size,
               std::vector<Token>& run) {
    std::vector<sgf::ComposeValue> values;
    for (const sgf::RawValue& v : tree.values(p)) values.push_back(v.compose());
    const auto points = sgf::decode_point_list(values, size);
    for (const Point q : *points.value) run.push_back(make_token(kind, point_index(q)));
}

}  // namespace

void sort_setup_runs(std::span<Token> tokens) {
    auto it = tokens.begin();
    while (it != tokens.end()) {
        if (is_move(*it)) {
            ++it;
            continue;
        }
        const auto end = std::find_if(it, tokens.end(), is_move);
        std::sort(it, end);
        it = end;
    }
}

GameMoves game_moves(const sgf::GameTree& tree, BoardSize size) {
    GameMoves out;
    out.size = size;
    out.tokens.reserve(tree.main_line().size() + 8);
    std::vector<Token> setup;
    // Runs over every node of every record: names are tested by their letters, and the
    // setup run is only sorted when a node has one.
    for (const sgf::NodeId id : tree.main_line()) {
        Token move = 0;
        bool has_move = false;
        const std::size_t run = out.tokens.size();
        for (const sgf::Property& p : tree.properties(id)) {
            const std::string_view name = p.identifier;
            if (name.size() == 1 && (name[0] == 'B' || name[0] == 'W')) {
                // The first move of a node counts, as the replay plays it.
                if (!has_move && p.value_count > 0) {
                    move = move_token(name[0] == 'B' ? Color::black : Color::white, tree.values(p)[0].text, size);
                    has_move = true;
                }
            } else if (name.size() == 2 && name[0] == 'A') {
                if (name[1] == 'B') add_setup(tree, p, TokenKind::black_setup, size, out.tokens);
                else if (name[1] == 'W') add_setup(tree, p, TokenKind::white_setup, size, out.tokens);
                else if (name[1] == 'E') add_setup(tree, p, TokenKind::empty_setup, size, out.tokens);
            }
        }
        if (out.tokens.size() > run) std::sort(out.tokens.begin() + static_cast<std::ptrdiff_t>(run), out.tokens.end());
        if (has_move) {
            out.tokens.push_back(move);
            ++out.moves;
        }
    }
    return out;
}

Token transform(Token t, Symmetry s, BoardSize size, bool swap_colours) {
    TokenKind kind = kind_of(t);
    if (swap_colours) {
        switch (kind) {
            case TokenKind::black_move: kind = TokenKind::white_move; break;
            case TokenKind::white_move: kind = TokenKind::black_move; break;
            case TokenKind::black_setup: kind = TokenKind::white_setup; break;
            case TokenKind::white_setup: kind = TokenKind::black_setup; break;
            case TokenKind::empty_setup: break;
        }
    }
    return make_token(kind, transform_point(point_of(t), s, size));
}

std::size_t tokens_for_moves(std::span<const Token> tokens, int moves) {
    int seen = 0;
    for (std::size_t i = 0; i < tokens.size(); ++i)
        if (is_move(tokens[i]) && ++seen == moves) return i + 1;
    return tokens.size();
}

}  // namespace kifu::duplicates
