#pragma once
// The figures `kifu score --svg FILE` names itself: FILE-2.svg, FILE-3.svg... for the
// second game on. FILE is the user's choice and is written as any tool would; the others
// are names the user never gave, so kifu writes over one only when it is a figure kifu
// drew and no one has edited since. A user's own fig-2.svg was replaced without a word.
#include <string>

namespace kifu::cli {

// The figure with a comment after its XML declaration carrying the SHA-256 of the rest of
// it (<!-- kifu-digest sha256-... -->), as kifu view's pages carry one (page_files.hpp).
std::string figure_with_digest(std::string svg);

// Why score --svg may not write its own figure name `path`, or "" when it may: nothing
// there, an empty file, a figure whose digest matches the rest of it, or one from an
// older kifu ("drawn by kifu" in it, no digest: it cannot be checked). Else the reason:
// a file that is not kifu's figure, one edited since, a symbolic link.
std::string why_kifu_keeps_figure(const std::string& path);

}  // namespace kifu::cli
