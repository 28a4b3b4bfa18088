#pragma once
// The files `kifu view` names itself (a page beside its record, the pages, index and shared
// script of a -d folder): it writes over one only when kifu view wrote it and no one has
// edited it since, so a user's notes.html, a club's index.html in that folder or the notes
// someone added to a page are never lost. A file named with -o is the user's choice and is
// written as any tool would.
#include <string>

namespace kifu::cli {

// The page (or index) with a tag after its generator tag that carries the SHA-256 of the
// rest of it: <meta name="kifu-digest" content="sha256-...">. A later run recomputes it
// to tell a page as kifu view wrote it from one someone has edited.
std::string with_digest(std::string page);

// Why kifu view may not write at `path`, or "" when it may: nothing is there, an empty file,
// a page or index whose digest tag matches the rest of it, one from an older kifu that
// carries its generator tag but no digest (it cannot be checked; earlier versions replaced
// it, and refusing would leave every folder of pages stuck after an upgrade), or the
// shared script (its first line). Else "is there and is not a page kifu view wrote", "is a
// page kifu view wrote, edited since ...", or "is a symbolic link ...": a link is neither
// replaced (what it named would be lost from that place) nor written through (what it
// leads to is someone's file).
std::string why_kifu_view_keeps(const std::string& path);

inline bool free_for_kifu_view(const std::string& path) { return why_kifu_view_keeps(path).empty(); }

}  // namespace kifu::cli
