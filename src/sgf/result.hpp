#pragma once
// The game result (RE): the FF[4] forms plus the variants real servers and old programs wrote.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sgf/values.hpp"

namespace kifu::sgf {

enum class Winner : std::uint8_t {
    black,
    white,
    draw,
    none,      // "Void": no result, or suspended play
    unknown,   // "?", or text kifu cannot read
};

// How the winner won. Draws, void and unknown results have kind unspecified.
enum class WinKind : std::uint8_t {
    score,
    resign,
    time,
    forfeit,
    unspecified,   // "B+": a win without a stated reason
    other,         // "B+Illegal", "W+J", ...: other_text holds the reason
};

struct GameResult {
    Winner winner = Winner::unknown;
    WinKind kind = WinKind::unspecified;
    std::optional<double> margin;   // only for kind == score
    std::string other_text;         // the text after "B+"/"W+" for kind == other

    // The FF[4] form: "B+3.5", "W+12.5", "B+R", "W+T", "B+F", "B+", "0", "Void", "?", "B+Illegal".
    std::string canonical() const;
    // A win on points as Black's margin ("W+3.5" is -3.5); none for any other result.
    std::optional<double> black_margin() const;
    bool operator==(const GameResult&) const = default;
};

// The raw (escaped) RE value. Always yields a value; text kifu cannot read gives
// Winner::unknown and a problem. FF[4] keywords are matched case-insensitively.
Decoded<GameResult> decode_result(std::string_view raw);

}  // namespace kifu::sgf
