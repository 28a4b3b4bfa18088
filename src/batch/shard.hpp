#pragma once
// `--shard I/N`: a deterministic share of the inputs, so one run can be spread over
// machines and the outputs merged. An input belongs to shard (XXH3-64(key) mod N) + 1,
// where the key is the file path as named, or the member path for an archive member (so
// the archive may sit at a different path on each machine). Every input is in exactly
// one shard.
#include <cstdint>
#include <optional>
#include <string>

#include "batch/inputs.hpp"

namespace kifu::batch {

struct Shard {
    std::uint64_t index = 1;   // 1-based
    std::uint64_t count = 1;
};

// Parses "I/N" (1 <= I <= N); empty on anything else.
std::optional<Shard> parse_shard(const std::string& text);

// The key an input is sharded by: its member path inside an archive, else its path (an
// archive-level error row, which has no member, goes by the archive path).
const std::string& shard_key(const RawInput& input);

bool in_shard(const Shard& shard, const std::string& key);

}  // namespace kifu::batch
