#include "batch/sqlite_db.hpp"

#include <stdexcept>

#include <fmt/format.h>
#include <sqlite3.h>

namespace kifu::batch {
namespace {

[[noreturn]] void fail(sqlite3* db, std::string_view what, int code) {
    throw SqliteError(fmt::format("{}: {}", what, db ? sqlite3_errmsg(db) : "out of memory"), code & 0xff);
}

[[noreturn]] void fail(sqlite3* db, std::string_view what) {
    fail(db, what, db ? sqlite3_extended_errcode(db) : SQLITE_NOMEM);
}

}  // namespace

bool is_write_failure(const std::exception& e) {
    const auto* sqlite = dynamic_cast<const SqliteError*>(&e);
    return sqlite != nullptr && (sqlite->code() == SQLITE_FULL || sqlite->code() == SQLITE_IOERR);
}

bool is_unwritable(const std::exception& e) {
    const auto* sqlite = dynamic_cast<const SqliteError*>(&e);
    return is_write_failure(e) || (sqlite != nullptr && (sqlite->code() == SQLITE_READONLY || sqlite->code() == SQLITE_CANTOPEN ||
                                                        sqlite->code() == SQLITE_PERM));
}

bool Database::in_transaction() const { return sqlite3_get_autocommit(db_) == 0; }

Database::Database(const std::string& path, bool read_only) {
    const int flags = read_only ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    if (const int rc = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr); rc != SQLITE_OK) {
        const std::string message = db_ ? sqlite3_errmsg(db_) : "out of memory";
        sqlite3_close(db_);
        throw SqliteError(fmt::format("cannot open database {}: {}", path, message), rc & 0xff);
    }
    // Another process (a reader, or a merge) may hold a lock for a moment: wait, do not fail.
    sqlite3_busy_timeout(db_, 10000);
}

Database::~Database() { sqlite3_close(db_); }

void Database::exec(const std::string& sql) {
    char* message = nullptr;
    if (const int rc = sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &message); rc != SQLITE_OK) {
        const std::string text = message ? message : sqlite3_errmsg(db_);
        sqlite3_free(message);
        throw SqliteError(fmt::format("SQLite: {}", text), rc & 0xff);
    }
}

Statement Database::prepare(std::string_view sql) { return {db_, sql}; }

void copy_database(Database& from, Database& to) {
    sqlite3_backup* backup = sqlite3_backup_init(to.handle(), "main", from.handle(), "main");
    if (backup == nullptr) fail(to.handle(), "SQLite backup");
    sqlite3_backup_step(backup, -1);
    if (const int rc = sqlite3_backup_finish(backup); rc != SQLITE_OK) fail(to.handle(), "SQLite backup", rc);
}

std::int64_t Database::last_insert_id() const { return sqlite3_last_insert_rowid(db_); }

int Database::changes() const { return sqlite3_changes(db_); }

Statement::Statement(sqlite3* db, std::string_view sql) : db_(db) {
    if (sqlite3_prepare_v3(db, sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT, &stmt_, nullptr) !=
        SQLITE_OK)
        fail(db, fmt::format("SQLite cannot prepare \"{}\"", sql));
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement::Statement(Statement&& other) noexcept : db_(other.db_), stmt_(other.stmt_) { other.stmt_ = nullptr; }

Statement& Statement::bind(int index, std::int64_t value) {
    if (sqlite3_bind_int64(stmt_, index, value) != SQLITE_OK) fail(db_, "SQLite bind");
    return *this;
}

Statement& Statement::bind(int index, double value) {
    if (sqlite3_bind_double(stmt_, index, value) != SQLITE_OK) fail(db_, "SQLite bind");
    return *this;
}

Statement& Statement::bind(int index, std::string_view value) {
    if (sqlite3_bind_text64(stmt_, index, value.data(), value.size(), SQLITE_STATIC, SQLITE_UTF8) != SQLITE_OK)
        fail(db_, "SQLite bind");
    return *this;
}

Statement& Statement::bind_blob(int index, std::string_view bytes) {
    if (sqlite3_bind_blob64(stmt_, index, bytes.data(), bytes.size(), SQLITE_STATIC) != SQLITE_OK)
        fail(db_, "SQLite bind");
    return *this;
}

Statement& Statement::bind_null(int index) {
    if (sqlite3_bind_null(stmt_, index) != SQLITE_OK) fail(db_, "SQLite bind");
    return *this;
}

bool Statement::step() {
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    sqlite3_reset(stmt_);
    if (rc != SQLITE_DONE) fail(db_, "SQLite", rc);
    return false;
}

void Statement::run() {
    const int rc = sqlite3_step(stmt_);
    sqlite3_reset(stmt_);
    if (rc != SQLITE_DONE && rc != SQLITE_ROW) fail(db_, "SQLite", rc);
}

void Statement::reset() { sqlite3_reset(stmt_); }

bool Statement::is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(stmt_, column); }

double Statement::real(int column) const { return sqlite3_column_double(stmt_, column); }

std::string_view Statement::text(int column) const {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, column));
    return p ? std::string_view(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column))) : std::string_view{};
}

std::string_view Statement::blob(int column) const {
    const auto* p = static_cast<const char*>(sqlite3_column_blob(stmt_, column));
    return p == nullptr ? std::string_view() : std::string_view(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, column)));
}

}  // namespace kifu::batch
