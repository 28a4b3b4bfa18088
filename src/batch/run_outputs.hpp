#pragma once
// Every output of one `kifu batch` run behind one ResultSink, in the order a result must
// reach them for nothing to be lost or counted twice:
// 1. the JSON Lines stream: an input's lines are flushed whole before anything else hears
//    of it;
// 2. the CSV file, when there is no store: written as the run goes, put in place at the end;
// 3. the --db store, which is the truth of a resumable run: it records an input only after
//    the stream has it, and the CSV of a run with a store is written from it at the end, so
//    that however many interruptions came before, the CSV of the run that completes holds
//    every game of the inputs once.
// A stream appended to a regular file (`>> out.jsonl`) is followed by the store: a run
// killed between a write and the next commit leaves lines the store does not hold, and the
// next run cuts them off before writing them again.
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "batch/csv_sink.hpp"
#include "batch/jsonl_sink.hpp"
#include "batch/result_sink.hpp"
#include "batch/sqlite_store.hpp"

namespace kifu::batch {

struct OutputRequest {
    std::string db, csv;      // files, or empty
    bool jsonl = false;       // the stream even with --db or --csv
    RunInfo run;              // for the store's runs row
    OtherOptions other = OtherOptions::refuse;
    std::vector<std::string> inputs;  // what the run reads, so no output overwrites it
    std::vector<std::string> also_read;  // the other files it reads (the --event files)
    std::string glob = "*.sgf";
    std::function<void()> store_waiting;  // called when the store waits for a merge into it
};

// An output that would overwrite what the run reads (an input, the store): a usage error.
class OutputRefused : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class RunOutputs : public ResultSink {
public:
    // Checks every output against the inputs and each other (throws OutputRefused), opens
    // them (throws OutputError, or std::runtime_error for a store it cannot use), and cuts
    // off a followed stream's lines that the store never committed. `stdout_fd`: the
    // descriptor behind `out` when it is the process's standard output, else -1.
    RunOutputs(const OutputRequest& request, std::ostream& out, int stdout_fd);
    ~RunOutputs() override;

    [[nodiscard]] bool already_done(const InputId& input) const override;
    [[nodiscard]] bool already_failed(const InputId& input, const std::string& error) const override;
    void write(const InputResult& result) override;
    void finish() override;
    void finish_interrupted() noexcept override;

    // A path read from a list on standard input (`-`), before it is read: throws
    // OutputRefused when an output of this run is that file or lies among the files it
    // would read, as for a path named on the command line (`echo a.sgf | kifu batch - >>
    // a.sgf` appended JSON to the record; `--csv notes.txt` over a listed notes.txt
    // replaced it). The run then stops (cmd_batch), and finish_interrupted leaves the
    // clashing file alone.
    void check_listed_input(const std::string& listed);
    // After a listed input was refused as standard output's own file, and every thread is
    // done: cuts it back to its length when the run began, so the record is as it was.
    // Returns what was done, for stderr ("" when standard output was not the clash).
    [[nodiscard]] std::string restore_standard_output();

    [[nodiscard]] const SqliteStore* store() const { return store_; }
    [[nodiscard]] SqliteStore* store() { return store_; }
    // What the start of the run did to the stream it follows, for stderr: "" or a sentence.
    [[nodiscard]] const std::string& stream_note() const { return stream_note_; }
    // What a rerun of the same command will write, for the message of a run that stopped early.
    [[nodiscard]] std::string resume_note() const;
    // Without a store: whether the games went anywhere (the stream, or a CSV put in place
    // or beside): a CSV that could not be written, with no stream, kept none of them.
    [[nodiscard]] bool games_kept_without_store() const { return stream_ || (csv_ != nullptr && csv_->committed()); }
    // The games whose JSON lines reached standard output whole, when the run has a stream.
    [[nodiscard]] std::optional<std::uint64_t> stream_games_written() const;
    // The rows of the CSV written from the store (games and error rows), once written.
    [[nodiscard]] std::optional<std::int64_t> csv_games() const { return csv_games_; }

private:
    void trim_stream(int fd);
    void write_csv_from_store();
    [[nodiscard]] std::string csv_not_written() const;

    OutputRequest request_;
    std::vector<std::unique_ptr<ResultSink>> sinks_;  // stream, CSV, store: in this order
    SqliteStore* store_ = nullptr;
    CsvSink* csv_ = nullptr;  // the CSV written as the run goes (no store), if any
    const JsonlSink* stream_sink_ = nullptr;
    bool stream_ = false;
    bool followed_ = false;   // the stream is a regular file the store keeps a mark in
    std::string stream_note_;
    int stdout_fd_ = -1;                            // the stream's file, when it is a regular file
    std::optional<std::uint64_t> stdout_length_;    // its length when the run began (after any cut)
    bool csv_clashes_ = false;                      // a listed input is the CSV's file
    bool stdout_clashes_ = false;                   // a listed input is standard output's file
    std::optional<std::int64_t> csv_games_;
};

}  // namespace kifu::batch
