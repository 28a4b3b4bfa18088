#pragma once
// One record as the duplicate finder keeps it: its moves, its bucket, and a hash of each
// game-information field as kifu reads it, so that copies can say which fields they differ
// in (another date, other players, another result) without keeping the text. Spellings
// kifu reads as one are one value: names and the event by their sgf::name_key (case,
// punctuation and word order aside), the rules by their rules::ruleset_key (the preset
// they name), the date by its first day, the result in its FF[4] form.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "duplicates/game_moves.hpp"
#include "sgf/game_info.hpp"

namespace kifu::duplicates {

enum class Field : std::uint8_t { players, ranks, date, result, komi, handicap, rules, event, round, place, game_name };
inline constexpr std::size_t field_count = 11;

// "players", "ranks", "date", "result", "komi", "handicap", "rules", "event", "round",
// "place", "game_name": the names kifu dups writes.
std::string_view field_name(Field f);

// One bit per Field.
using FieldMask = std::uint16_t;

struct Record {
    std::size_t game = 0;                      // 0-based within its file
    GameMoves moves;
    std::optional<std::uint64_t> bucket;       // empty: fewer moves than the finder judges
    std::array<std::uint32_t, field_count> fields{};
    // The same fields read with Black and White exchanged, for a colour-swapped copy
    // (--colours): PB set against PW, BR against WR, RE's winner the other colour (a draw,
    // void or unknown result stays); the rest as in `fields`. A copy whose colours were
    // swapped with its players' names and its result is then the same game, not one that
    // differs in players, ranks and result.
    std::array<std::uint32_t, field_count> swapped_fields{};
};

// `info` is summarize_game's for `tree`.
Record make_record(std::size_t game, const sgf::GameTree& tree, const sgf::GameInfo& info, int min_moves);

// The same without the game-information fields (kifu batch compares moves only), read
// straight from the tree: the board size and date as summarize_game would decode them.
Record make_moves_record(std::size_t game, const sgf::GameTree& tree, int min_moves);

// The fields whose values differ.
FieldMask differing_fields(const std::array<std::uint32_t, field_count>& a,
                           const std::array<std::uint32_t, field_count>& b);

}  // namespace kifu::duplicates
