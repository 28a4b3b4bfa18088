#include "duplicates/game_moves.hpp"

#include <algorithm>

#include "sgf/identifier_code.hpp"
#include "sgf/values.hpp"

namespace kifu::duplicates {
namespace {

std::uint16_t point_index(Point p) { return static_cast<std::uint16_t>(p.y * max_board_side + p.x); }

Point point_at(std::uint16_t index) {
    return {static_cast<std::uint8_t>(index % max_board_side), static_cast<std::uint8_t>(index / max_board_side)};
}

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
    for (const sgf::NodeId id : tree.main_line()) {
        std::optional<Token> move;
        setup.clear();
        for (const sgf::Property& p : tree.properties(id)) {
            switch (sgf::identifier_code(p.identifier)) {
                case sgf::identifier_code("B"):
                case sgf::identifier_code("W"):
                    // The first move of a node counts, as the replay plays it.
                    if (!move && p.value_count > 0)
                        move = move_token(p.identifier == "B" ? Color::black : Color::white, tree.values(p)[0].text,
                                          size);
                    break;
                case sgf::identifier_code("AB"): add_setup(tree, p, TokenKind::black_setup, size, setup); break;
                case sgf::identifier_code("AW"): add_setup(tree, p, TokenKind::white_setup, size, setup); break;
                case sgf::identifier_code("AE"): add_setup(tree, p, TokenKind::empty_setup, size, setup); break;
                default: break;
            }
        }
        std::sort(setup.begin(), setup.end());
        out.tokens.insert(out.tokens.end(), setup.begin(), setup.end());
        if (move) {
            out.tokens.push_back(*move);
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
    const std::uint16_t point = point_of(t);
    if (point == pass_point || point == unplayable_point || s == Symmetry::identity) return make_token(kind, point);
    return make_token(kind, point_index(transform(s, point_at(point), size)));
}

std::vector<Token> transformed(std::span<const Token> tokens, Symmetry s, BoardSize size, bool swap_colours) {
    std::vector<Token> out;
    out.reserve(tokens.size());
    for (const Token t : tokens) out.push_back(transform(t, s, size, swap_colours));
    sort_setup_runs(out);
    return out;
}

std::size_t tokens_for_moves(std::span<const Token> tokens, int moves) {
    int seen = 0;
    for (std::size_t i = 0; i < tokens.size(); ++i)
        if (is_move(tokens[i]) && ++seen == moves) return i + 1;
    return tokens.size();
}

}  // namespace kifu::duplicates
