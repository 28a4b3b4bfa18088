#pragma once
// How two records of one game relate, decided exactly on their moves (game_moves.hpp), and
// which group of records a new one belongs to.
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

#include "duplicates/game_moves.hpp"
#include "duplicates/symmetry.hpp"

namespace kifu::duplicates {

enum class Relation : std::uint8_t {
    identical,        // the same setup and moves, as recorded
    symmetric,        // the same under a symmetry other than the identity
    colours_swapped,  // the same with Black and White exchanged (and perhaps a symmetry)
    prefix,           // one main line is the start of the other: a cut copy
};

// "identical", "symmetric", "colours-swapped", "prefix".
std::string_view relation_name(Relation r);

// `record` read as `first` seen under `symmetry` (and with colours swapped): what turns the
// first record into this one.
struct Likeness {
    Relation relation = Relation::identical;
    Symmetry symmetry = Symmetry::identity;
    bool colours_swapped = false;
};

// How `record` relates to `first`, or nothing when one is not the other (nor its start)
// under any symmetry (and colour swap, when `colours`). The identity is tried first, so a
// position that looks the same under several symmetries reads as identical.
std::optional<Likeness> compare_records(const GameMoves& first, const GameMoves& record, bool colours);

// A group as the finder sees it when placing a record: its first record (input order) and
// its longest, which every other member is the start of.
struct GroupView {
    const GameMoves* first = nullptr;
    const GameMoves* longest = nullptr;
};

struct Placement {
    std::size_t group = 0;     // index into the groups given
    Likeness to_first;         // how the record relates to the group's first record
    bool longest = false;      // the record is longer than the group's longest: it is now
};

// The first of `groups` (all in the record's bucket, in the order they were made) that
// `record` belongs to: its longest record and `record` are one the start of the other.
// Comparing with the longest, not with any member, keeps two different games that share
// a cut copy's moves out of one group. A shorter or longer record dated another day than
// the longest (both dated) is not a cut copy: it is another game that began the same way,
// as bots' games on a server often do. Nor is a shorter record whose RE says the game ended
// there (resignation, time, forfeit, a count, a draw) unless the longer gives the same result:
// it is a finished game, and a cut copy keeps its original's RE (game_moves.hpp, ended).
// Nothing: the record starts a group of its own.
std::optional<Placement> place(const GameMoves& record, std::span<const GroupView> groups, bool colours);

}  // namespace kifu::duplicates
