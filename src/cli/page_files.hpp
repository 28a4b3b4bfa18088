#pragma once
// The files `kifu view` names itself (a page beside its record, the pages, index and shared
// script of a -d folder): it writes over one only when kifu view wrote it, so a user's
// notes.html or a club's index.html in that folder is never lost. A file named with -o is
// the user's choice and is written as any tool would.
#include <string>

namespace kifu::cli {

// True when nothing is at `path`, an empty file or a symbolic link is (the link is replaced,
// what it leads to is not touched), or a file whose start shows kifu view wrote it (a page's
// or index's generator tag, the shared script's first line).
bool free_for_kifu_view(const std::string& path);

}  // namespace kifu::cli
