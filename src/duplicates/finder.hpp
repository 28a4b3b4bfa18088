#pragma once
// `kifu dups`' finder: records go in, in input order, one input at a time; at the end the
// groups of records of one game come out, each with its first record (input order) and,
// for every other member, how it relates to that first record and which game-information
// fields differ. Memory: the group index (group_index.hpp), about 70 bytes per group and
// 24 per duplicate, and the inputs' names in a SpillBuffer.
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "duplicates/group_index.hpp"
#include "duplicates/record.hpp"

namespace kifu::duplicates {

// Where records come from, as kifu batch names an input.
struct InputName {
    std::string file;              // the path as shown ("games.tar.gz:2017/a.sgf")
    std::string archive, member;   // empty for a plain file
};

struct FinderOptions {
    int min_moves = 30;
    bool colours = false;                          // --colours
    std::size_t memory_budget = std::size_t{256} << 20;   // moves and names kept in memory, the rest on disk
};

struct FoundRecord {
    InputName input;
    std::size_t game = 0;
    int moves = 0;
    std::optional<Likeness> likeness;    // how it relates to the group's first record; none for that one
    FieldMask differs = 0;               // fields whose values differ from the first record's
};

struct FinderCounts {
    std::uint64_t records = 0;      // records given
    std::uint64_t too_short = 0;    // not judged: fewer moves than the minimum
    std::uint64_t groups = 0;       // groups of two or more records
    std::uint64_t duplicates = 0;   // records in those groups besides the first
};

class Finder {
public:
    explicit Finder(FinderOptions options);

    // One input's records (empty for an input that gave no game: its name is not kept).
    void add_input(const InputName& name, std::span<const Record> records);

    // Calls `visit` once per group of two or more records, in the order of the groups'
    // first records, with the first record then the others in input order.
    void for_each_group(const std::function<void(const std::vector<FoundRecord>&)>& visit);

    [[nodiscard]] FinderCounts counts() const;

private:
    struct First {
        std::uint32_t input = 0;
        std::uint32_t game = 0;
        std::uint32_t moves = 0;
        std::array<std::uint32_t, field_count> fields{};
    };
    struct Member {
        std::uint32_t group = 0;
        std::uint32_t input = 0;
        std::uint32_t game = 0;
        std::uint32_t moves = 0;
        Likeness likeness;
        FieldMask differs = 0;
    };

    InputName input_name(std::uint32_t input);

    FinderOptions options_;
    GroupIndex index_;
    SpillBuffer names_;
    std::vector<SpillBuffer::Handle> inputs_;   // each input's name, packed
    std::vector<First> firsts_;                 // by group
    std::vector<Member> members_;               // in input order
    FinderCounts counts_;
    std::string buffer_;
};

}  // namespace kifu::duplicates
