#include "cli/page_files.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>

#include "cli/digest_tag.hpp"

namespace kifu::cli {
namespace {

constexpr std::string_view generator_tag = "<meta name=\"generator\" content=\"kifu ";
constexpr DigestTag digest_tag{"<meta name=\"kifu-digest\" content=\"", "\">\n"};

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
    return with_digest_tag(std::move(page), line_end + 1, digest_tag);
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
        if (start.find(digest_tag.open) == std::string::npos) return {};   // an older kifu's page
        std::string page = read_all(path, bad);
        if (bad) return other;
        switch (seal_state(std::move(page), digest_tag)) {
            case SealState::cut: return "is a page kifu view wrote, edited since (its digest tag is cut)";
            case SealState::edited:
                return "is a page kifu view wrote, edited since (it no longer matches the digest kifu wrote in it)";
            case SealState::absent:
            case SealState::intact: break;
        }
        return {};
    }
    if (start.starts_with("/* kifu-view.js")) return {};
    const std::string_view script = std::string_view(start).substr(std::min(start.find_first_not_of("\r\n"), start.size()));
    if (script.starts_with("var KifuEngine") || script.starts_with("// kifu view: the game page's controls")) return {};
    return other;
}

}  // namespace kifu::cli
