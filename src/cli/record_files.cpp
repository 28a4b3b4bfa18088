#include "cli/record_files.hpp"

#include <fstream>
#include <sstream>
#include <vector>

#include <spdlog/spdlog.h>

#include "batch/compressed_file.hpp"
#include "batch/output_file.hpp"
#include "cli/earlier_output.hpp"

namespace kifu::cli {

std::optional<std::filesystem::path> place_in(const std::filesystem::path& out_dir, const std::string& input_arg,
                                              const batch::RawInput& raw) {
    namespace fs = std::filesystem;
    fs::path relative = raw.archive.empty() ? fs::path(raw.path).lexically_relative(input_arg) : fs::path(raw.member);
    relative = relative.lexically_normal();
    if (relative == ".") relative = fs::path(raw.path).filename();   // a file named itself
    if (relative.empty() || relative.is_absolute() || *relative.begin() == "..") return std::nullopt;
    if (batch::is_compressed_record("*", relative.string())) relative.replace_extension();
    return out_dir / relative;
}

namespace {

// Why the file already at `target` may not be replaced by `text`, or "" (earlier_output.hpp).
// An empty file holds nothing to lose.
std::string kept_from_replacing(const std::filesystem::path& target, const std::string& text) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(target, ec) || std::filesystem::file_size(target, ec) == 0) return {};
    std::ifstream in(target, std::ios::binary);
    std::ostringstream old;
    old << in.rdbuf();
    return why_not_replaced(target.string(), old.str(), text);
}

// `path` lies inside `folder` once every symbolic link that exists on the way is followed.
bool resolves_inside(const std::filesystem::path& path, const std::filesystem::path& folder) {
    std::error_code ec;
    const std::filesystem::path resolved = std::filesystem::weakly_canonical(std::filesystem::absolute(path, ec), ec);
    if (ec) return false;
    const std::filesystem::path base = std::filesystem::weakly_canonical(std::filesystem::absolute(folder, ec), ec);
    if (ec) return false;
    const std::filesystem::path relative = resolved.lexically_relative(base);
    return !relative.empty() && *relative.begin() != ".." && relative != ".";
}

}  // namespace

std::optional<std::filesystem::path> folder_target(const std::filesystem::path& out_dir, const std::string& input_arg,
                                                   const batch::RawInput* raw, const std::string& name,
                                                   ExitCode& status) {
    const auto placed = raw != nullptr ? place_in(out_dir, input_arg, *raw) : std::nullopt;
    if (!placed) {
        spdlog::error("{}: error: cannot place it under {}", name, out_dir.string());
        status = worst(status, ExitCode::bad_input);
        return std::nullopt;
    }
    if (!resolves_inside(*placed, out_dir)) {
        spdlog::error("{}: error: not written: {} leads outside {} (a symbolic link in it)", name, placed->string(),
                      out_dir.string());
        status = worst(status, ExitCode::output_failed);
        return std::nullopt;
    }
    std::error_code ec;
    std::filesystem::create_directories(placed->parent_path(), ec);
    if (ec) {
        spdlog::error("{}: error: cannot place it under {}: {}", name, out_dir.string(), ec.message());
        status = worst(status, ExitCode::output_failed);
        return std::nullopt;
    }
    return placed;
}

ExitCode RecordWriter::write(std::filesystem::path target, const std::string& text, const std::string& name,
                             std::string* written_as) {
    const std::string wanted = target.lexically_normal().string();
    target = target.lexically_normal();
    for (int n = 2; used_.contains(target.string()); ++n)
        target.replace_filename(std::filesystem::path(wanted).stem().string() + "-" + std::to_string(n) +
                                std::filesystem::path(wanted).extension().string());
    if (target.string() != wanted)
        spdlog::warn("{}: written as {}: another input of this run is already written as {}", name, target.string(),
                     wanted);
    used_.insert(target.string());
    if (const auto refused = guard_.refuse(target.string(), "-o", batch::OutputKind::sgf)) {
        spdlog::error("{}: error: {}", name, *refused);
        ++not_written_;
        return ExitCode::usage;
    }
    if (const std::string kept = kept_from_replacing(target, text); !kept.empty()) {
        spdlog::error("{}: error: -o '{}' {}; give another file name, or remove it first", name, target.string(), kept);
        ++not_written_;
        return ExitCode::usage;
    }
    try {
        batch::write_output_file(target.string(), text);
    } catch (const batch::OutputError& e) {
        spdlog::error("{}: error: {}", name, e.what());
        ++not_written_;
        return ExitCode::output_failed;
    }
    ++written_;
    if (written_as != nullptr) *written_as = target.string();
    return ExitCode::ok;
}

}  // namespace kifu::cli
