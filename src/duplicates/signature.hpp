#pragma once
// The bucket of a record: a hash of its board and first moves that is the same for every
// record of the same game, whichever of the eight symmetries it was recorded under and
// whichever colours its stones were given. Records that may be copies of each other share
// a bucket; the finder compares them exactly (relation.hpp) only there, so a million
// records need one pass and no comparison of every pair. Cut copies share the bucket as
// long as they keep the first `min_moves` moves: the hash covers only those.
#include <cstdint>
#include <optional>

#include "duplicates/game_moves.hpp"

namespace kifu::duplicates {

// Records shorter than this are not judged: the first moves of different games are often
// the same (a joseki, a bot's favourite opening).
inline constexpr int default_min_moves = 30;

// The least, over the eight symmetries, of the hash of the board size and the first
// `min_moves` moves (setup included), colours left out. Empty for a record with fewer
// moves than that.
std::optional<std::uint64_t> bucket_key(const GameMoves& game, int min_moves = default_min_moves);

}  // namespace kifu::duplicates
