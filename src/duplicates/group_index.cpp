#include "duplicates/group_index.hpp"

#include <cstring>
#include <deque>
#include <stdexcept>

namespace kifu::duplicates {
namespace {

constexpr std::size_t header_bytes = 2 + 4 + 4;   // width, height; moves; day
// After the tokens, only when the record ended (GameMoves::ended, never set by kifu batch,
// whose stored groups keep the format without it): 'E', ended, ended_swapped. Its odd
// length tells it apart.
constexpr std::size_t ended_bytes = 1 + 4 + 4;

void put_u32(std::string& out, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out += static_cast<char>(v >> (8 * i) & 0xFF);
}

std::uint32_t get_u32(std::string_view in, std::size_t at) {
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v |= std::uint32_t{static_cast<unsigned char>(in[at + i])} << (8 * i);
    return v;
}

}  // namespace

std::string pack(const GameMoves& moves) {
    std::string out;
    out.reserve(header_bytes + 2 * moves.tokens.size());
    out += static_cast<char>(moves.size.width);
    out += static_cast<char>(moves.size.height);
    put_u32(out, static_cast<std::uint32_t>(moves.moves));
    put_u32(out, moves.day);
    const std::size_t at = out.size();
    out.resize(at + 2 * moves.tokens.size());
    for (std::size_t i = 0; i < moves.tokens.size(); ++i) {
        out[at + 2 * i] = static_cast<char>(moves.tokens[i] & 0xFF);
        out[at + 2 * i + 1] = static_cast<char>(moves.tokens[i] >> 8);
    }
    if (moves.ended != 0) {
        out += 'E';
        put_u32(out, moves.ended);
        put_u32(out, moves.ended_swapped);
    }
    return out;
}

GameMoves unpack(std::string_view bytes) {
    if (bytes.size() < header_bytes) throw std::runtime_error("a record's packed moves are damaged");
    GameMoves out;
    if ((bytes.size() - header_bytes) % 2 != 0) {
        const std::size_t at = bytes.size() - ended_bytes;
        if (bytes.size() < header_bytes + ended_bytes || bytes[at] != 'E')
            throw std::runtime_error("a record's packed moves are damaged");
        out.ended = get_u32(bytes, at + 1);
        out.ended_swapped = get_u32(bytes, at + 5);
        bytes = bytes.substr(0, at);
    }
    out.size = {static_cast<unsigned char>(bytes[0]), static_cast<unsigned char>(bytes[1])};
    out.moves = static_cast<int>(get_u32(bytes, 2));
    out.day = get_u32(bytes, 6);
    out.tokens.resize((bytes.size() - header_bytes) / 2);
    for (std::size_t i = 0; i < out.tokens.size(); ++i) {
        const auto lo = static_cast<unsigned char>(bytes[header_bytes + 2 * i]);
        const auto hi = static_cast<unsigned char>(bytes[header_bytes + 2 * i + 1]);
        out.tokens[i] = static_cast<Token>(hi << 8 | lo);
    }
    return out;
}

GroupIndex::GroupIndex(bool colours, std::size_t memory_budget) : colours_(colours), spill_(memory_budget) {}

GroupIndex::Outcome GroupIndex::add(std::uint64_t bucket, const GameMoves& moves) {
    const auto slot = first_in_bucket_.try_emplace(bucket, no_group).first;
    // The bucket's groups, in the order they were made, their records read back.
    std::vector<std::uint32_t> ids;
    std::deque<GameMoves> records;   // stable addresses for the views
    std::vector<GroupView> views;
    std::uint32_t last = no_group;
    for (std::uint32_t g = slot->second; g != no_group; g = groups_[g].next_in_bucket) {
        const Group& group = groups_[g];
        spill_.read(group.longest, buffer_);
        const GameMoves& longest = records.emplace_back(unpack(buffer_));
        const GameMoves* first = &longest;
        if (group.first.offset != group.longest.offset) {
            spill_.read(group.first, buffer_);
            first = &records.emplace_back(unpack(buffer_));
        }
        ids.push_back(g);
        views.push_back({first, &longest});
        last = g;
    }
    if (const auto placed = place(moves, views, colours_)) {
        Group& group = groups_[ids[placed->group]];
        if (placed->longest) group.longest = spill_.append(pack(moves));
        return {ids[placed->group], false, placed->to_first};
    }
    const auto id = static_cast<std::uint32_t>(groups_.size());
    const SpillBuffer::Handle handle = spill_.append(pack(moves));
    groups_.push_back({handle, handle, no_group});
    if (last == no_group) slot->second = id;
    else groups_[last].next_in_bucket = id;
    return {id, true, {}};
}

}  // namespace kifu::duplicates
