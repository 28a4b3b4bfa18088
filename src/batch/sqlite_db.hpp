#pragma once
// A thin RAII layer over the SQLite C API: a connection and its prepared statements.
// Every failure throws SqliteError (a std::runtime_error) with SQLite's own message, so
// callers never check return codes. Not thread-safe: one connection per thread.
#include <cstdint>
#include <exception>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace kifu::batch {

class Statement;

// A failure SQLite reported, with its primary result code (SQLITE_FULL, ...).
class SqliteError : public std::runtime_error {
public:
    SqliteError(const std::string& message, int code) : std::runtime_error(message), code_(code) {}
    [[nodiscard]] int code() const { return code_; }

private:
    int code_;
};

// Whether `e` is SQLite failing to write to the disk (full, an I/O error): for a store
// kifu writes, an output that could not be written (exit 74), not an unreadable input.
bool is_write_failure(const std::exception& e);
// The same, or SQLite refusing a store kifu is to write (no permission, a read-only file,
// a folder it cannot create the file in): for such a store, exit 74 as well.
bool is_unwritable(const std::exception& e);

class Database {
public:
    // Opens (read_only) or opens-or-creates the file; throws when it cannot.
    Database(const std::string& path, bool read_only = false);
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    // Runs one or more statements that return no rows.
    void exec(const std::string& sql);
    [[nodiscard]] Statement prepare(std::string_view sql);
    [[nodiscard]] std::int64_t last_insert_id() const;
    [[nodiscard]] int changes() const;
    [[nodiscard]] sqlite3* handle() const { return db_; }
    // False once SQLite has rolled an open transaction back on its own (it may on a full
    // disk), or when none is open.
    [[nodiscard]] bool in_transaction() const;

private:
    sqlite3* db_ = nullptr;
};

// Copies every page of `from` into `to` (SQLite's online backup), replacing what `to`
// held: a consistent snapshot, rows and ids exactly as they are. Throws naming neither
// database: the caller knows which is which.
void copy_database(Database& from, Database& to);

// A prepared statement, reset after each step() cycle so it can be reused. Parameters
// are 1-based, as in SQLite. Text is bound without a copy: it must outlive step().
class Statement {
public:
    Statement(sqlite3* db, std::string_view sql);
    ~Statement();
    Statement(Statement&& other) noexcept;
    Statement& operator=(Statement&&) = delete;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, double value);
    Statement& bind(int index, std::string_view value);
    Statement& bind_null(int index);
    // Bytes as a BLOB, without a copy: they must outlive step().
    Statement& bind_blob(int index, std::string_view bytes);
    template <class T>
    Statement& bind(int index, const std::optional<T>& value) {
        return value ? bind(index, *value) : bind_null(index);
    }

    // Next row: true when there is one; false at the end (and the statement is reset).
    bool step();
    // Steps a statement that returns no rows, then resets it for reuse.
    void run();
    void reset();

    [[nodiscard]] bool is_null(int column) const;
    [[nodiscard]] std::int64_t integer(int column) const;
    [[nodiscard]] double real(int column) const;
    [[nodiscard]] std::string_view text(int column) const;
    [[nodiscard]] std::string_view blob(int column) const;

private:
    sqlite3* db_;
    sqlite3_stmt* stmt_ = nullptr;
};

}  // namespace kifu::batch
