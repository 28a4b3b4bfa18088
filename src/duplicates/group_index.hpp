#pragma once
// The duplicate finder's memory: groups of records of one game, found by bucket
// (signature.hpp), placed exactly (relation.hpp). One pass over the records, in input
// order: each is compared only with the groups of its bucket, through each group's
// longest record, so the work stays linear in the records however many copies a game has.
//
// Memory: about 80 bytes per group (the bucket table, two handles) in memory; each
// group's first and longest records' moves (2 bytes a move) in a SpillBuffer, in memory
// up to its budget and on disk past it. Records that join a group cost nothing here.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "duplicates/relation.hpp"
#include "duplicates/spill_buffer.hpp"

namespace kifu::duplicates {

// A record's moves as bytes (the header, then the tokens, little-endian), and back: the
// form a SpillBuffer or a database keeps them in.
std::string pack(const GameMoves& moves);
GameMoves unpack(std::string_view bytes);

class GroupIndex {
public:
    // `colours`: colour-swapped records are the same game (--colours).
    GroupIndex(bool colours, std::size_t memory_budget);

    struct Outcome {
        std::uint32_t group = 0;   // groups are numbered 0, 1, ... as they are made
        bool first = false;        // the record starts the group
        Likeness to_first;         // how the record relates to the group's first record (when not first)
    };

    // Places one record (with at least the finder's minimum of moves) whose bucket is `bucket`.
    Outcome add(std::uint64_t bucket, const GameMoves& moves);

    [[nodiscard]] std::size_t groups() const { return groups_.size(); }
    [[nodiscard]] const SpillBuffer& spill() const { return spill_; }

private:
    struct Group {
        SpillBuffer::Handle first, longest;
        std::uint32_t next_in_bucket = no_group;
    };
    static constexpr std::uint32_t no_group = UINT32_MAX;

    bool colours_;
    SpillBuffer spill_;
    std::vector<Group> groups_;
    std::unordered_map<std::uint64_t, std::uint32_t> first_in_bucket_;
    std::string buffer_;
};

}  // namespace kifu::duplicates
