#pragma once
// kifu.info, kifu.check and kifu.score: one source — a path (a file, a folder or an
// archive, read as the command line reads them) or SGF bytes — to one JSON object per
// game, the object `kifu info|check|score --format json` writes. Pure C++: runs without
// the GIL.
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/diagnostic.hpp"
#include "batch/inputs.hpp"
#include "sgf/reader_types.hpp"

namespace kifu::python {

struct Source {
    std::string name;                  // the path, or what the objects call the bytes
    std::optional<std::string> bytes;  // SGF bytes; empty: read the path
};

// The source itself gave no game (a file named, or the bytes): its first error. Inside a
// folder or an archive such an input is an object instead, as the command line writes it
// ("game": null), so that one bad member does not lose the others.
class Unreadable : public std::runtime_error {
public:
    Unreadable(std::string file, Diagnostic error);
    std::string file;
    Diagnostic error;
};

// The object of one game named `file`. May throw (kifu.score's move past the end).
using GameObject = std::function<nlohmann::ordered_json(const std::string& file, sgf::GameRecord& game)>;

// `stop`, asked before each input of a folder or an archive, ends the reading when it says
// so (Ctrl-C: the caller checks Python's signals there); the objects so far are returned.
std::vector<nlohmann::ordered_json> read_games(Source source, const batch::InputOptions& reading, bool strict,
                                               const GameObject& object, const std::function<bool()>& stop = {});

}  // namespace kifu::python
