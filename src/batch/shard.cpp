#include "batch/shard.hpp"

#include <charconv>

#include <xxhash.h>

namespace kifu::batch {

std::optional<Shard> parse_shard(const std::string& text) {
    const std::size_t slash = text.find('/');
    if (slash == std::string::npos) return std::nullopt;
    Shard shard;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    const auto first = std::from_chars(begin, begin + slash, shard.index);
    const auto second = std::from_chars(begin + slash + 1, end, shard.count);
    if (first.ec != std::errc{} || first.ptr != begin + slash || second.ec != std::errc{} || second.ptr != end)
        return std::nullopt;
    if (shard.count == 0 || shard.index == 0 || shard.index > shard.count) return std::nullopt;
    return shard;
}

const std::string& shard_key(const RawInput& input) { return input.member.empty() ? input.path : input.member; }

bool in_shard(const Shard& shard, const std::string& key) {
    return XXH3_64bits(key.data(), key.size()) % shard.count == shard.index - 1;
}

}  // namespace kifu::batch
