#include "duplicates/signature.hpp"

#include <algorithm>
#include <span>
#include <limits>

#include <xxhash.h>

namespace kifu::duplicates {
namespace {

// The token without its colour: a move, a stone set up, or a point emptied.
Token colourless(Token t) {
    switch (kind_of(t)) {
        case TokenKind::black_move:
        case TokenKind::white_move: return make_token(TokenKind::black_move, point_of(t));
        case TokenKind::black_setup:
        case TokenKind::white_setup: return make_token(TokenKind::black_setup, point_of(t));
        case TokenKind::empty_setup: return t;
    }
    return t;
}

}  // namespace

std::optional<std::uint64_t> bucket_key(const GameMoves& game, int min_moves) {
    if (game.moves < min_moves || min_moves <= 0) return std::nullopt;
    const std::span<const Token> head(game.tokens.data(), tokens_for_moves(game.tokens, min_moves));
    const bool setup = !std::all_of(head.begin(), head.end(), is_move);
    std::uint64_t best = std::numeric_limits<std::uint64_t>::max();
    // Runs for every record: one buffer, no allocation per symmetry.
    std::vector<Token> buffer(head.size() + 2);
    for (const Symmetry s : all_symmetries) {
        const BoardSize size = transformed_size(s, game.size);
        buffer[0] = static_cast<Token>(size.width);
        buffer[1] = static_cast<Token>(size.height);
        for (std::size_t i = 0; i < head.size(); ++i) {
            const Token t = colourless(head[i]);
            buffer[i + 2] = make_token(kind_of(t), transform_point(point_of(t), s, game.size));
        }
        if (setup) sort_setup_runs(std::span<Token>(buffer).subspan(2));   // runs are sets: sorted again
        best = std::min(best, XXH3_64bits(buffer.data(), buffer.size() * sizeof(Token)));
    }
    return best;
}

}  // namespace kifu::duplicates
