#pragma once
// The folders named as arguments so far, by device and inode: a folder named again (the
// same path twice, ./games and games, a link to it) is one input, read once, with one
// warning for the folder rather than one per file in it (7,164 warnings for a folder of
// samples named 200 times buried any other message).
#include <sys/stat.h>

#include <map>
#include <optional>
#include <string>
#include <utility>

namespace kifu::batch {

class NamedFolders {
public:
    // The name `path` was first given as, when it is a folder named before; otherwise
    // remembers it (when it is a folder) and returns nothing.
    std::optional<std::string> named_before(const std::string& path) {
        struct stat info {};
        if (::stat(path.c_str(), &info) != 0 || !S_ISDIR(info.st_mode)) return std::nullopt;
        const auto [first, added] = first_.try_emplace({info.st_dev, info.st_ino}, path);
        if (added) return std::nullopt;
        return first->second;
    }

private:
    std::map<std::pair<dev_t, ino_t>, std::string> first_;
};

}  // namespace kifu::batch
