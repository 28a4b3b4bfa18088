#pragma once
// A fresh folder under the system temp dir, removed with everything in it at scope exit.
#include <filesystem>
#include <random>
#include <string>
#include <system_error>

#include <fmt/format.h>

namespace kifu::testing {

class TempDir {
public:
    TempDir() {
        std::random_device seed;
        path_ = std::filesystem::temp_directory_path() / fmt::format("kifu-test-{}", seed());
        std::filesystem::create_directories(path_);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }
    // The path of `name` in the folder.
    [[nodiscard]] std::string file(const std::string& name) const { return (path_ / name).string(); }
    [[nodiscard]] std::string operator/(const std::string& name) const { return file(name); }

private:
    std::filesystem::path path_;
};

}  // namespace kifu::testing
