#include "batch/run_outputs.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <vector>

#include <fmt/format.h>

#include "batch/csv_sink.hpp"
#include "batch/jsonl_sink.hpp"
#include "batch/output_file.hpp"
#include "batch/output_guard.hpp"

namespace kifu::batch {
namespace {

// Refuses, before anything is opened, an output that names an input, lies among the files
// a folder walk reads, names the store, or holds a record or a database it would replace;
// and the stream's standard output (`stdout_fd`, -1 when there is no stream or it is not
// the process's) when it is one of those files.
void guard_outputs(const OutputRequest& r, int stdout_fd) {
    OutputGuard guard(r.glob);
    for (const std::string& input : r.inputs) guard.add_input(input);
    for (const std::string& file : r.also_read) guard.add_input(file);
    if (const auto refused = guard.refuse(r.db, "--db", OutputKind::store)) throw OutputRefused(*refused);
    guard.add_store(r.db);
    if (const auto refused = guard.refuse(r.csv, "--csv")) throw OutputRefused(*refused);
    if (!r.csv.empty()) guard.claim(r.csv, "--csv");
    if (const auto refused = guard.refuse_standard_output(stdout_fd)) throw OutputRefused(*refused);
}

// The bytes of a stream file past `from`: lines kifu wrote (each a JSON object beginning
// with "file"), the last perhaps cut short. Anything else there is someone else's. The
// stream is open for writing only (>>): it is read through /proc's link to it.
bool only_kifu_lines(int fd, std::uint64_t from, std::uint64_t to) {
    const int reader = ::open(fmt::format("/proc/self/fd/{}", fd).c_str(), O_RDONLY | O_CLOEXEC);
    if (reader < 0) return false;
    std::string tail(static_cast<std::size_t>(to - from), '\0');
    const ssize_t read = ::pread(reader, tail.data(), tail.size(), static_cast<off_t>(from));
    ::close(reader);
    if (read != static_cast<ssize_t>(tail.size())) return false;
    for (std::size_t at = 0; at < tail.size();) {
        if (tail.compare(at, 8, "{\"file\":") != 0 && tail.size() - at >= 8) return false;
        const std::size_t end = tail.find('\n', at);
        if (end == std::string::npos) break;
        at = end + 1;
    }
    return true;
}

// Opens the --db store. A new store that cannot be set up (a full disk) is removed with
// its side files: a failed run leaves no empty database behind. An existing one is left.
std::unique_ptr<SqliteStore> open_sqlite_store(const OutputRequest& r) {
    std::vector<std::string> made;
    std::error_code ec;
    if (!std::filesystem::exists(std::filesystem::symlink_status(r.db, ec)))
        for (const char* suffix : {"", "-wal", "-shm", "-journal"})
            if (!std::filesystem::exists(std::filesystem::symlink_status(r.db + suffix, ec))) made.push_back(r.db + suffix);
    try {
        return std::make_unique<SqliteStore>(r.db, r.run, r.other, r.store_waiting);
    } catch (...) {
        for (const std::string& file : made) std::filesystem::remove(file, ec);
        throw;
    }
}

}  // namespace

RunOutputs::RunOutputs(const OutputRequest& request, std::ostream& out, int stdout_fd) : request_(request) {
    stream_ = request.jsonl || (request.db.empty() && request.csv.empty());
    guard_outputs(request, stream_ ? stdout_fd : -1);
    std::unique_ptr<SqliteStore> store;
    if (!request.db.empty()) store = open_sqlite_store(request);
    if (stream_) {
        const int file = regular_file_length(stdout_fd) ? stdout_fd : -1;
        sinks_.push_back(std::make_unique<JsonlSink>(out, store != nullptr, file));
        if (store && file >= 0) {
            struct stat info {};
            ::fstat(file, &info);
            store_ = store.get();
            trim_stream(file);
            store->follow_stream({static_cast<std::uint64_t>(info.st_dev), static_cast<std::uint64_t>(info.st_ino),
                                  [file] { return regular_file_length(file).value_or(0); }});
        }
    }
    if (!request.csv.empty() && !store) sinks_.push_back(std::make_unique<CsvSink>(request.csv));
    if (store) {
        store_ = store.get();
        sinks_.push_back(std::move(store));
    }
}

RunOutputs::~RunOutputs() = default;

void RunOutputs::trim_stream(int fd) {
    struct stat info {};
    if (::fstat(fd, &info) != 0) return;
    const std::optional<std::uint64_t> mark =
        store_->stream_mark(static_cast<std::uint64_t>(info.st_dev), static_cast<std::uint64_t>(info.st_ino));
    const auto length = static_cast<std::uint64_t>(info.st_size);
    if (!mark || length <= *mark) return;
    if (!only_kifu_lines(fd, *mark, length)) {
        stream_note_ = fmt::format("standard output holds {} bytes after the last line the store {} committed that "
                                   "are not kifu's: left as they are (games after them may appear twice)",
                                   length - *mark, request_.db);
        return;
    }
    if (::ftruncate(fd, static_cast<off_t>(*mark)) != 0) return;
    stream_note_ = fmt::format("cut {} bytes from the end of standard output: lines a stopped run wrote after the "
                               "store's last commit; they are written again below",
                               length - *mark);
}

bool RunOutputs::already_done(const InputId& input) const { return store_ != nullptr && store_->already_done(input); }

void RunOutputs::write(const InputResult& result) {
    for (const auto& sink : sinks_) sink->write(result);
}

void RunOutputs::write_csv_from_store() {
    if (store_ == nullptr || request_.csv.empty()) return;
    csv_games_ = store_->write_run_csv(request_.csv);
}

void RunOutputs::finish() {
    for (const auto& sink : sinks_) sink->finish();
    write_csv_from_store();
}

void RunOutputs::finish_interrupted() noexcept {
    for (const auto& sink : sinks_) sink->finish_interrupted();
    try {
        write_csv_from_store();
    } catch (...) {  // NOLINT(bugprone-empty-catch): the old CSV stays; a rerun writes it whole
    }
}

std::string RunOutputs::resume_note() const {
    if (store_ == nullptr) {
        std::string note = "without --db a rerun starts from the beginning";
        if (!request_.csv.empty()) note += fmt::format(" (the CSV {} holds the games written)", request_.csv);
        return note;
    }
    std::string note = "run the same command again to resume: it analyses only the inputs not stored";
    if (stream_) note += ", and writes their JSON lines only (append them to this output with >>)";
    if (!request_.csv.empty()) {
        note += fmt::format("; {} now holds the {} rows stored for this run's inputs, and the run that completes "
                            "rewrites it with every game",
                            request_.csv, csv_games_.value_or(0));
    }
    return note;
}

}  // namespace kifu::batch
