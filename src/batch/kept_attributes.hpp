#pragma once
// What a replaced file keeps besides its mode: its owner, its group and its extended
// attributes (POSIX ACLs among them, user.* notes, a security label). An output replaced by
// renaming a new file onto it would otherwise take the writer's owner and none of them: a
// shared CSV chown'ed to a group, or one with an ACL for a colleague, lost both on every run.
#include <string>

namespace kifu::batch {

// Gives the file open at `fd` the owner, group and extended attributes of the file at
// `old_file`, as far as this process may: the owner only as root, the group where the user
// is a member, an attribute where the file system takes it (ENOTSUP, EPERM: left out).
// Returns 0, or the errno of a failure that is the disk's (ENOSPC, EIO, EDQUOT), which
// makes the write a failed one. Call before the file's mode is set: a chown clears setuid bits.
[[nodiscard]] int keep_owner_and_attributes(const std::string& old_file, int fd) noexcept;

}  // namespace kifu::batch
