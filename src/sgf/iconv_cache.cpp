#include "sgf/iconv_cache.hpp"

#include <utility>
#include <vector>

namespace kifu::sgf {
namespace {

const iconv_t no_converter = reinterpret_cast<iconv_t>(-1);  // NOLINT(performance-no-int-to-ptr)

// A handful of names at most, in practice one or two per archive: a list beats a map.
class Cache {
public:
    Cache() = default;
    Cache(const Cache&) = delete;
    Cache& operator=(const Cache&) = delete;
    ~Cache() {
        for (auto& [name, handle] : entries_)
            if (handle != no_converter) iconv_close(handle);
    }

    IconvToUtf8 get(const std::string& from_charset) {
        for (const auto& [name, handle] : entries_)
            if (name == from_charset) return {handle, false};
        iconv_t handle = iconv_open("UTF-8", from_charset.c_str());
        if (entries_.size() >= iconv_cache_capacity) return {handle, handle != no_converter};
        entries_.emplace_back(from_charset, handle);
        return {handle, false};
    }

private:
    std::vector<std::pair<std::string, iconv_t>> entries_;
};

}  // namespace

IconvToUtf8 iconv_to_utf8(const std::string& from_charset) {
    thread_local Cache cache;
    return cache.get(from_charset);
}

}  // namespace kifu::sgf
