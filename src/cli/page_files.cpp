#include "cli/page_files.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>

#include "view/csp.hpp"

namespace kifu::cli {
namespace {

constexpr std::string_view generator_tag = "<meta name=\"generator\" content=\"kifu ";
constexpr std::string_view digest_open = "<meta name=\"kifu-digest\" content=\"";
constexpr std::string_view digest_close = "\">\n";

std::string read_start(const std::string& path, std::size_t size, bool& bad) {
    std::ifstream in(path, std::ios::binary);
    std::string start(size, '\0');
    in.read(start.data(), static_cast<std::streamsize>(start.size()));
    start.resize(static_cast<std::size_t>(in.gcount()));
    bad = in.bad() || !in.is_open();
    return start;
}

std::string read_all(const std::string& path, bool& bad) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    bad = !in.is_open() || in.bad();
    return text.str();
}

}  // namespace

std::string with_digest(std::string page) {
    const std::size_t generator = page.find(generator_tag);
    if (generator == std::string::npos) return page;
    const std::size_t line_end = page.find('\n', generator);
    if (line_end == std::string::npos) return page;
    const std::string digest = view::integrity_value(page);
    page.insert(line_end + 1, std::string(digest_open) + digest + std::string(digest_close));
    return page;
}

std::string why_kifu_view_keeps(const std::string& path) {
    std::error_code ec;
    const auto status = std::filesystem::symlink_status(path, ec);
    if (ec || !std::filesystem::exists(status)) return {};
    if (std::filesystem::is_symlink(status))
        return "is a symbolic link: kifu view neither replaces it nor writes through it";
    // The folder's shared script is no page: the message names what the file would be.
    const std::string other = std::string("is there and is not a ") + (path.ends_with(".html") ? "page" : "file") +
                              " kifu view wrote";
    if (!std::filesystem::is_regular_file(std::filesystem::status(path, ec))) return other;
    bool bad = false;
    const std::string start = read_start(path, 4096, bad);
    if (bad) return other;
    if (start.empty()) return {};
    // Pages and indexes name their generator in <head>; the shared script opens with a
    // comment saying what it is (view/page.cpp), or, as earlier versions wrote it, with a
    // line break and the engine, or the page's script when built without the engine.
    if (start.find(generator_tag) != std::string::npos) {
        if (start.find(digest_open) == std::string::npos) return {};   // an older kifu's page
        std::string page = read_all(path, bad);
        if (bad) return other;
        const std::size_t open = page.find(digest_open);
        const std::size_t close = page.find(digest_close, open);
        if (close == std::string::npos) return "is a page kifu view wrote, edited since (its digest tag is cut)";
        const std::string digest = page.substr(open + digest_open.size(), close - open - digest_open.size());
        page.erase(open, close + digest_close.size() - open);
        if (view::integrity_value(page) != digest)
            return "is a page kifu view wrote, edited since (it no longer matches the digest kifu wrote in it)";
        return {};
    }
    if (start.starts_with("/* kifu-view.js")) return {};
    const std::string_view script = std::string_view(start).substr(std::min(start.find_first_not_of("\r\n"), start.size()));
    if (script.starts_with("var KifuEngine") || script.starts_with("// kifu view: the game page's controls")) return {};
    return other;
}

}  // namespace kifu::cli
