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
    // Winner::unknown read from text other than "?" (RE[X+3], RE[Draw by agreement]): that
    // text, so what kifu says quotes the record (quoted()), not RE[?], which it does not hold.
    std::string unread_text;

    // The FF[4] form: "B+3.5", "W+12.5", "B+R", "W+T", "B+F", "B+", "0", "Void", "?", "B+Illegal".
    std::string canonical() const;
    // The result as a report shows it: canonical(), or for text kifu cannot read that text
    // as written (cut after 60 bytes: "Black won after a long…"); quoted() is "RE[" shown() "]".
    std::string shown() const;
    std::string quoted() const;
    // A win on points as Black's margin ("W+3.5" is -3.5); none for any other result.
    std::optional<double> black_margin() const;
    // Won by resignation, on time or by forfeit: a player ended the game, no count did.
    [[nodiscard]] bool ended_by_a_player() const {
        return kind == WinKind::resign || kind == WinKind::time || kind == WinKind::forfeit;
    }
    bool operator==(const GameResult&) const = default;
};

// The raw (escaped) RE value. Always yields a value; text kifu cannot read gives
// Winner::unknown and a problem. FF[4] keywords are matched case-insensitively.
Decoded<GameResult> decode_result(std::string_view raw);

}  // namespace kifu::sgf
