#include "cli/figure_files.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>

#include "cli/digest_tag.hpp"

namespace kifu::cli {
namespace {

constexpr DigestTag digest_tag{"<!-- kifu-digest ", " -->\n"};
constexpr std::string_view signature = ">drawn by kifu ";   // the figure's footer (report/svg_figure.cpp)
constexpr std::size_t largest_figure = std::size_t{16} << 20;  // kifu's are tens of kilobytes

}  // namespace

std::string figure_with_digest(std::string svg) {
    const std::size_t line_end = svg.find('\n');
    if (line_end == std::string::npos) return svg;
    return with_digest_tag(std::move(svg), line_end + 1, digest_tag);
}

std::string why_kifu_keeps_figure(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const auto status = fs::symlink_status(path, ec);
    if (ec || !fs::exists(status)) return {};
    if (fs::is_symlink(status)) return "is a symbolic link: kifu neither replaces it nor writes through it";
    const std::string other = "is there and is not a figure kifu drew";
    if (!fs::is_regular_file(status)) return other;
    const auto size = fs::file_size(path, ec);
    if (ec || size > largest_figure) return other;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in.is_open() || in.bad()) return other;
    std::string svg = text.str();
    if (svg.empty()) return {};
    if (!svg.starts_with("<?xml") || svg.find(signature) == std::string::npos) return other;
    switch (seal_state(std::move(svg), digest_tag)) {
        case SealState::cut: return "is a figure kifu drew, edited since (its digest is cut)";
        case SealState::edited: return "is a figure kifu drew, edited since (it no longer matches the digest kifu wrote in it)";
        case SealState::absent:  // an older kifu's figure
        case SealState::intact: break;
    }
    return {};
}

}  // namespace kifu::cli
