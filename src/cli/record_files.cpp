#include "cli/record_files.hpp"

#include <spdlog/spdlog.h>

#include "batch/compressed_file.hpp"
#include "batch/output_file.hpp"

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
        return ExitCode::usage;
    }
    try {
        batch::write_output_file(target.string(), text);
    } catch (const batch::OutputError& e) {
        spdlog::error("{}: error: {}", name, e.what());
        return ExitCode::output_failed;
    }
    ++written_;
    if (written_as != nullptr) *written_as = target.string();
    return ExitCode::ok;
}

}  // namespace kifu::cli
