#pragma once
// A results database's contents without its ids, run rows and timestamps, as sorted
// lines: two stores hold the same results exactly when these are equal, however their
// rows were numbered or in which runs they were written.
#include <algorithm>
#include <string>
#include <vector>

#include "batch/sqlite_db.hpp"

namespace kifu::batch::testing {

struct StoreContents {
    std::vector<std::string> inputs, games, violations, repetitions;
    bool operator==(const StoreContents&) const = default;
};

inline std::vector<std::string> sorted_lines(Database& db, const std::string& query) {
    std::vector<std::string> lines;
    Statement s = db.prepare(query);
    while (s.step()) lines.emplace_back(s.text(0));
    std::sort(lines.begin(), lines.end());
    return lines;
}

inline StoreContents store_contents(const std::string& path) {
    Database db(path, true);
    StoreContents c;
    c.inputs = sorted_lines(db, "SELECT quote(path) || ',' || content_hash || ',' || size || ',' || quote(error) || ',' || "
                                "games FROM inputs");
    // Every column but id and input_id, with the input named by its path.
    c.games = sorted_lines(db,
                           "SELECT quote(i.path) || ',' || g.game_index || ',' || quote(g.file) || ',' || "
                           "quote(g.archive) || ',' || quote(g.member) || ',' || quote(g.game) || ',' || quote(g.size) "
                           "|| ',' || quote(g.moves) || ',' || quote(g.komi) || ',' || quote(g.verdict) || ',' || "
                           "quote(g.japanese) || ',' || quote(g.japanese_margin) || ',' || quote(g.chinese) || ',' || "
                           "quote(g.by_ruleset) || ',' || quote(g.agrees_ruleset) || ',' || quote(g.status) || ',' || "
                           "g.violations || ',' || g.repetitions || ',' || g.warnings || ',' || g.errors || ',' || "
                           "quote(g.json) FROM games g JOIN inputs i ON i.id = g.input_id");
    c.violations = sorted_lines(db,
                                "SELECT quote(i.path) || ',' || g.game_index || ',' || v.move || ',' || v.color || ',' "
                                "|| v.point || ',' || v.kind || ',' || quote(v.consequence) FROM violations v "
                                "JOIN games g ON g.id = v.game_id JOIN inputs i ON i.id = g.input_id");
    c.repetitions = sorted_lines(db,
                                 "SELECT quote(i.path) || ',' || g.game_index || ',' || r.move || ',' || r.repeats || "
                                 "',' || r.cycle || ',' || quote(r.meaning) FROM repetitions r "
                                 "JOIN games g ON g.id = r.game_id JOIN inputs i ON i.id = g.input_id");
    return c;
}

// Rows that share their natural key, which a store must never have.
inline std::int64_t duplicate_rows(const std::string& path) {
    Database db(path, true);
    Statement s = db.prepare(
        "SELECT (SELECT count(*) FROM (SELECT 1 FROM inputs GROUP BY path, content_hash HAVING count(*) > 1)) + "
        "(SELECT count(*) FROM (SELECT 1 FROM games GROUP BY input_id, game_index HAVING count(*) > 1)) + "
        "(SELECT count(*) FROM games WHERE input_id NOT IN (SELECT id FROM inputs)) + "
        "(SELECT count(*) FROM violations WHERE game_id NOT IN (SELECT id FROM games))");
    s.step();
    return s.integer(0);
}

}  // namespace kifu::batch::testing
