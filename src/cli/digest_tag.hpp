#pragma once
// The seal on the files kifu names itself and may write over on a later run (view's pages
// and index, score --svg's later figures): a tag, at one place in the file, holding the
// SHA-256 of the rest of it. A later run recomputes it to tell a file as kifu wrote it
// from one someone has edited since.
#include <cstddef>
#include <string>
#include <string_view>

namespace kifu::cli {

// How a file writes its tag: the digest goes between `open` and `close`.
struct DigestTag {
    std::string_view open;   // "<meta name=\"kifu-digest\" content=\""
    std::string_view close;  // "\">\n"
};

// `text` with the tag inserted at `at`, holding the digest of `text` as it is.
std::string with_digest_tag(std::string text, std::size_t at, DigestTag tag);

// What the tag in `text` says: none there, cut (its close missing), the rest edited since,
// or the rest as kifu wrote it.
enum class SealState { absent, cut, edited, intact };
SealState seal_state(std::string text, DigestTag tag);

}  // namespace kifu::cli
