#pragma once
// What the event checks read of one record: its game-information properties as written
// (so that each problem quotes the record's own words) and its moves' identity.
#include <cstdint>
#include <optional>
#include <string>

#include "duplicates/game_moves.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader_types.hpp"

namespace kifu::event {

// Records this short may share their moves by chance (two resignations after a few
// moves); from this many moves on, the same sequence (or the start of it) is the same game.
inline constexpr int duplicate_min_moves = 10;

// One record: the name it is reported under and its game's place in the file.
struct RecordKey {
    std::string file;
    std::size_t game = 0;
    auto operator<=>(const RecordKey&) const = default;
};

// A property as written (unescaped), or none when the record lacks it.
using Written = std::optional<std::string>;

struct RecordFacts {
    RecordKey key;
    sgf::GameInfo info;          // decoded: players, ranks, DT, RO, RU, KM, HA, RE, size
    Written km, ru, sz, tm, ot, dt, ro, ha;
    int black_setup_stones = 0;  // points of AB in the root
    int white_setup_stones = 0;  // points of AW in the root
    // The main line's moves, board size and setup as kifu dups reads them, with its day and
    // whether RE says the game ended there (duplicates/game_moves.hpp); and dups' bucket of
    // the first duplicate_min_moves moves, none for a shorter game. A copy of another
    // record, or a copy cut short, shares both (event_review.cpp).
    duplicates::GameMoves moves;
    std::optional<std::uint64_t> bucket;

    // The handicap the game was played with: the black stones set up in the root when there
    // are two or more (what the board held, and what kifu score compensates), else HA[]
    // (a server that places the stones as moves), else none; HA[] alone where the root sets
    // up White stones too (a position, as kifu score reads it). check --event and results
    // both take it from here.
    [[nodiscard]] int handicap_stones() const;
};

RecordFacts record_facts(RecordKey key, const sgf::GameInfo& info, const sgf::GameTree& tree);

// Reads the record's info itself (summarize_game): for a pass that only gathers facts.
RecordFacts record_facts(RecordKey key, sgf::GameRecord& game);

}  // namespace kifu::event
