#include "cli/page_files.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string_view>

namespace kifu::cli {

bool free_for_kifu_view(const std::string& path) {
    std::error_code ec;
    const auto status = std::filesystem::symlink_status(path, ec);
    if (ec || !std::filesystem::exists(status)) return true;
    // A link is replaced, never written through (batch/output_file): what it leads to stays.
    if (std::filesystem::is_symlink(status)) return true;
    if (!std::filesystem::is_regular_file(std::filesystem::status(path, ec))) return false;
    std::ifstream in(path, std::ios::binary);
    std::string start(4096, '\0');
    in.read(start.data(), static_cast<std::streamsize>(start.size()));
    start.resize(static_cast<std::size_t>(in.gcount()));
    if (start.empty()) return !in.bad();
    // Pages and indexes name their generator in <head>; the shared script opens with a
    // comment saying what it is (view/page.cpp), or, as earlier versions wrote it, with a
    // line break and the engine, or the page's script when built without the engine.
    if (start.find("<meta name=\"generator\" content=\"kifu ") != std::string::npos) return true;
    if (start.starts_with("/* kifu-view.js")) return true;
    const std::string_view script = std::string_view(start).substr(std::min(start.find_first_not_of("\r\n"), start.size()));
    return script.starts_with("var KifuEngine") || script.starts_with("// kifu view: the game page's controls");
}

}  // namespace kifu::cli
