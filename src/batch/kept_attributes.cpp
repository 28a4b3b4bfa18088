#include "batch/kept_attributes.hpp"

#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

namespace kifu::batch {
namespace {

// Errors that mean "not this attribute, not here, not by you": the file is still written.
bool left_out(int error) {
    return error == ENOTSUP || error == EPERM || error == EACCES || error == ERANGE || error == ENODATA ||
           error == EINVAL;
}

// The names of `path`'s extended attributes ("user.note\0system.posix_acl_access\0").
std::string attribute_names(const std::string& path) {
    for (int tries = 0; tries < 4; ++tries) {   // the list may grow between the two calls
        const ssize_t size = ::listxattr(path.c_str(), nullptr, 0);
        if (size <= 0) return {};
        std::string names(static_cast<std::size_t>(size), '\0');
        const ssize_t got = ::listxattr(path.c_str(), names.data(), names.size());
        if (got >= 0) {
            names.resize(static_cast<std::size_t>(got));
            return names;
        }
        if (errno != ERANGE) return {};
    }
    return {};
}

int copy_attribute(const std::string& path, const char* name, int fd) {
    const ssize_t size = ::getxattr(path.c_str(), name, nullptr, 0);
    if (size < 0) return 0;
    std::vector<char> value(static_cast<std::size_t>(size));
    const ssize_t got = ::getxattr(path.c_str(), name, value.data(), value.size());
    if (got < 0) return 0;
    if (::fsetxattr(fd, name, value.data(), static_cast<std::size_t>(got), 0) == 0) return 0;
    return left_out(errno) ? 0 : errno;
}

}  // namespace

int keep_owner_and_attributes(const std::string& old_file, int fd) noexcept {
    struct stat old {};
    if (::stat(old_file.c_str(), &old) != 0 || !S_ISREG(old.st_mode)) return 0;   // nothing to keep
    struct stat now {};
    if (::fstat(fd, &now) == 0 && (now.st_uid != old.st_uid || now.st_gid != old.st_gid) &&
        ::fchown(fd, old.st_uid, old.st_gid) != 0)
        (void)::fchown(fd, static_cast<uid_t>(-1), old.st_gid);   // not root: the group, where the user is a member
    try {
        const std::string names = attribute_names(old_file);
        for (std::size_t at = 0; at < names.size(); at += std::strlen(names.c_str() + at) + 1)
            if (const int error = copy_attribute(old_file, names.c_str() + at, fd); error != 0) return error;
    } catch (...) {   // std::bad_alloc: an attribute too large to hold is left out
    }
    return 0;
}

}  // namespace kifu::batch
