#include "batch/run_outputs.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "batch/csv_sink.hpp"
#include "batch/jsonl_sink.hpp"
#include "batch/output_file.hpp"
#include "batch/output_guard.hpp"
#include "batch/shard.hpp"
#include "batch/stream_tail.hpp"

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

// `path` absolute, with `.`, `..` and symbolic links resolved, as enumerate_inputs keys an
// argument (RawInput::key).
std::string canonical_path(const std::string& path) {
    std::error_code ec;
    const std::filesystem::path absolute = std::filesystem::absolute(path, ec);
    if (ec) return path;
    const std::filesystem::path resolved = std::filesystem::weakly_canonical(absolute, ec);
    return (ec ? absolute.lexically_normal() : resolved).string();
}

// The key (RawInput::key) of the input a stream line names as `file`, when the file is one
// of `arguments` or lies in one (a folder's file, an archive's member, a member of an
// archive in a folder), as enumerate_inputs walks them; else nothing. A list on standard
// input ("-") names no path here. `sharded_by` gets what --shard hashes (shard.hpp): the
// member path of an archive's member, else `file`.
std::optional<std::string> input_key(const std::string& file, const std::vector<std::string>& arguments,
                                     std::string& sharded_by) {
    namespace fs = std::filesystem;
    sharded_by = file;
    for (const std::string& argument : arguments) {
        if (argument.empty() || argument == "-" || file.compare(0, argument.size(), argument) != 0) continue;
        std::string rest = file.substr(argument.size());
        if (rest.empty()) return canonical_path(argument);
        if (rest.front() == ':') {
            sharded_by = rest.substr(1);
            return canonical_path(argument) + ":" + fs::path(rest.substr(1)).lexically_normal().string();
        }
        if (argument.back() != '/' && rest.front() != '/') continue;  // games2/ is not in games
        rest.erase(0, rest.find_first_not_of('/'));
        // In a folder: a file, or an archive's member (the archive is the file that exists).
        std::string member;
        std::error_code ec;
        if (!fs::is_regular_file(fs::path(argument) / rest, ec))
            for (std::size_t colon = rest.find(':'); colon != std::string::npos; colon = rest.find(':', colon + 1))
                if (fs::is_regular_file(fs::path(argument) / rest.substr(0, colon), ec)) {
                    sharded_by = rest.substr(colon + 1);
                    member.assign(1, ':').append(fs::path(rest.substr(colon + 1)).lexically_normal().string());
                    rest.resize(colon);
                    break;
                }
        return (fs::path(canonical_path(argument)) / rest).lexically_normal().string() + member;
    }
    return std::nullopt;
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
        auto stream = std::make_unique<JsonlSink>(out, store != nullptr, stdout_fd);
        stream_sink_ = stream.get();
        sinks_.push_back(std::move(stream));
        if (store && file >= 0) {
            struct stat info {};
            ::fstat(file, &info);
            store_ = store.get();
            trim_stream(file);
            store->follow_stream({static_cast<std::uint64_t>(info.st_dev), static_cast<std::uint64_t>(info.st_ino),
                                  [file] { return regular_file_length(file).value_or(0); }});
            followed_ = true;
        }
    }
    if (stream_ && stdout_fd >= 0) {
        stdout_fd_ = stdout_fd;
        stdout_length_ = regular_file_length(stdout_fd);
    }
    if (!request.csv.empty() && !store) {
        auto csv = std::make_unique<CsvSink>(request.csv);
        csv_ = csv.get();
        sinks_.push_back(std::move(csv));
    }
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
    // Only the lines of a stopped run of this command: each names one of its inputs that the
    // store lacks (and this run writes again), in its share of them (--shard: the other
    // shards' lines in a stream they share are theirs, and their stores hold them, so a cut
    // one would never be written again). Anything else is someone else's output, or the
    // file is not the one marked (a new file on the same inode): nothing is cut.
    const std::optional<Shard> shard = parse_shard(request_.run.shard);
    const auto stopped_runs = [this, &shard](const LineStart& line) {
        std::string sharded_by;
        const std::optional<std::string> key = input_key(line.file, request_.inputs, sharded_by);
        if (!key || (shard && !in_shard(*shard, sharded_by))) return false;
        return !store_->holds_input(*key, line.file);
    };
    if (!only_lines_that_pass(fd, *mark, length, stopped_runs)) {
        stream_note_ = fmt::format("standard output holds {} bytes past the mark of the store {}'s last commit that "
                                   "are not only lines of this command's inputs the store lacks (other output "
                                   "follows them, or the file is not the one marked): left as they are, and this "
                                   "run appends after them (games a stopped run wrote there may appear twice)",
                                   length - *mark, request_.db);
        return;
    }
    if (::ftruncate(fd, static_cast<off_t>(*mark)) != 0) return;
    stream_note_ = fmt::format("cut {} bytes from the end of standard output: lines a stopped run wrote after the "
                               "store's last commit; they are written again below",
                               length - *mark);
}

void RunOutputs::check_listed_input(const std::string& listed) {
    OutputGuard guard(request_.glob);
    guard.add_input(listed);
    const auto stop = [&](const std::string& why) {
        throw OutputRefused(
            fmt::format("the list on standard input names '{}', which an output of this run would overwrite, and the "
                        "run stopped there, before reading it: {}",
                        listed, why));
    };
    if (!request_.db.empty())
        if (const auto refused = guard.refuse(request_.db, "--db", OutputKind::store)) stop(*refused);
    if (!request_.csv.empty())
        if (const auto refused = guard.refuse(request_.csv, "--csv")) {
            csv_clashes_ = true;
            stop(*refused);
        }
    if (stdout_fd_ >= 0)
        if (const auto refused = guard.refuse_standard_output(stdout_fd_)) {
            stdout_clashes_ = true;
            stop(*refused);
        }
}

std::string RunOutputs::restore_standard_output() {
    if (!stdout_clashes_ || !stdout_length_) return {};
    const std::optional<std::uint64_t> now = regular_file_length(stdout_fd_);
    if (!now || *now <= *stdout_length_) return "nothing was written to it";
    if (followed_ || ::ftruncate(stdout_fd_, static_cast<off_t>(*stdout_length_)) != 0)
        return fmt::format("the {} bytes this run wrote to it are at its end", *now - *stdout_length_);
    return fmt::format("the {} bytes this run wrote to it were cut off: it is as it was", *now - *stdout_length_);
}

bool RunOutputs::already_done(const InputId& input) const { return store_ != nullptr && store_->already_done(input); }

bool RunOutputs::already_failed(const InputId& input, const std::string& error) const {
    return store_ != nullptr && store_->already_failed(input, error);
}

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
    if (csv_clashes_) return;   // the CSV's path is a listed input: never written over
    try {
        write_csv_from_store();
    } catch (...) {  // NOLINT(bugprone-empty-catch): the old CSV stays; a rerun writes it whole
    }
}

// A CSV that could not be put in place (a full disk) left the file there as it was.
std::string RunOutputs::csv_not_written() const {
    std::error_code ec;
    return fmt::format("the CSV {} could not be written: {}", request_.csv,
                       std::filesystem::exists(request_.csv, ec) ? "the file there is as it was before this run"
                                                                  : "there is none");
}

std::optional<std::uint64_t> RunOutputs::stream_games_written() const {
    if (stream_sink_ == nullptr) return std::nullopt;
    return stream_sink_->games_written();
}

std::string RunOutputs::resume_note() const {
    if (store_ == nullptr) {
        std::string note = "without --db a rerun starts from the beginning";
        if (csv_ != nullptr && !csv_->committed()) note += fmt::format(" ({})", csv_not_written());
        else if (csv_ != nullptr && csv_->placed_at() == request_.csv)
            note += fmt::format(" (the CSV {} holds the games written)", request_.csv);
        else if (csv_ != nullptr)
            note += fmt::format(" (the CSV {} is as it was before this run; the games written are in {})",
                                request_.csv, csv_->placed_at());
        return note;
    }
    if (store_->damaged())
        return fmt::format("a rerun into {} would stop the same way: restore it from a copy, or run into a new store",
                           request_.db);
    std::string note = "run the same command again to resume: it analyses only the inputs not stored";
    if (stream_) note += ", and writes their JSON lines only (append them to this output with >>)";
    if (stream_ && store_->failed()) {
        note += followed_ ? "; the lines this run wrote past the store's last commit are cut off by that rerun, "
                            "appended to the same file"
                          : "; standard output received lines past the store's last commit, which that rerun "
                            "writes again";
    }
    if (csv_games_) {
        note += fmt::format("; {} now holds the {} rows stored for this run's inputs, and the run that completes "
                            "rewrites it with every game",
                            request_.csv, *csv_games_);
    } else if (!request_.csv.empty()) {
        // A rerun meets the same refusal (a read-only file, a full disk) until it is put right.
        note += fmt::format("; {}: once what stopped it is put right (the file's permissions, room on the disk), "
                            "the run that completes writes it with every game",
                            csv_not_written());
    }
    return note;
}

}  // namespace kifu::batch
