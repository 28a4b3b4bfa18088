#include "batch/merged_duplicates.hpp"

#include <deque>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "batch/stored_groups.hpp"
#include "duplicates/group_index.hpp"
#include "duplicates/relation.hpp"
#include "duplicates/signature.hpp"
#include "report/json_text.hpp"

namespace kifu::batch {
namespace {

// What duplicate_of says about a game: nothing, or its group's first record and how.
struct Columns {
    std::optional<std::string> file;
    std::optional<std::int64_t> game;
    std::optional<std::string> relation, symmetry;
    bool operator==(const Columns&) const = default;
};

}  // namespace

std::int64_t place_merged_games(Database& db, std::int64_t last_game_before) {
    StoredGroups groups(db, true);
    Statement merged = db.prepare(
        "SELECT m.game_id, m.moves, g.duplicate_of, g.duplicate_of_game, g.duplicate_relation, g.duplicate_symmetry, "
        "g.json FROM game_moves m JOIN games g ON g.id = m.game_id WHERE m.game_id > ?1 ORDER BY m.game_id");
    Statement update = db.prepare(
        "UPDATE games SET duplicate_of = ?2, duplicate_of_game = ?3, duplicate_relation = ?4, duplicate_symmetry = ?5, "
        "json = ?6 WHERE id = ?1");
    // Read first, then placed one by one: the statements below write to the tables read.
    struct Game {
        std::int64_t id;
        duplicates::GameMoves moves;
        Columns was;
        std::string json;
    };
    std::vector<Game> games;
    merged.bind(1, last_game_before);
    while (merged.step()) {
        Columns was;
        if (!merged.is_null(2)) was.file = std::string(merged.text(2));
        if (!merged.is_null(3)) was.game = merged.integer(3);
        if (!merged.is_null(4)) was.relation = std::string(merged.text(4));
        if (!merged.is_null(5)) was.symmetry = std::string(merged.text(5));
        games.push_back({merged.integer(0), duplicates::unpack(merged.blob(1)), was, std::string(merged.text(6))});
    }
    std::int64_t changed = 0;
    std::vector<std::int64_t> made;   // unused: each game is placed once stored, never pending
    for (const Game& game : games) {
        duplicates::Record record;
        record.moves = game.moves;
        record.bucket = duplicates::bucket_key(game.moves, duplicates::default_min_moves);
        if (!record.bucket) continue;
        std::deque<duplicates::GameMoves> loaded;
        std::vector<StoredGroups::Group> candidates = groups.in_bucket(*record.bucket);
        // A game is never a copy of an earlier version of its own file (DUPLICATES): two
        // stores that read one path before and after an edit gave "e/a.sgf duplicate_of
        // e/a.sgf". A group begun by its own path is left out, as batch leaves it out.
        if (!candidates.empty()) {
            const std::string own = groups.label(game.id).input_path;
            if (!own.empty())
                std::erase_if(candidates,
                              [&](const StoredGroups::Group& g) { return groups.label(g.first).input_path == own; });
        }
        std::vector<duplicates::GroupView> views;
        for (const StoredGroups::Group& g : candidates) {
            const duplicates::GameMoves& longest = loaded.emplace_back(groups.moves(g.longest));
            views.push_back({g.first == g.longest ? &longest : &loaded.emplace_back(groups.moves(g.first)), &longest});
        }
        const auto placed = duplicates::place(game.moves, views, false);
        GroupDecision decision;
        Columns now;
        nlohmann::ordered_json value = nullptr;
        if (!placed) {
            decision.kind = GroupDecision::Kind::new_group;
        } else {
            const StoredGroups::Group& g = candidates[placed->group];
            decision = {GroupDecision::Kind::joins, g.id, placed->longest};
            const StoredGroups::Label first = groups.label(g.first);
            now = {first.file, first.game, std::string(duplicates::relation_name(placed->to_first.relation)),
                   std::string(duplicates::symmetry_name(placed->to_first.symmetry))};
            value = {{"file", first.file},
                     {"game", first.game},
                     {"relation", *now.relation},
                     {"symmetry", *now.symmetry}};
        }
        groups.record(game.id, record, decision, made);
        if (now == game.was) continue;
        ++changed;
        auto object = nlohmann::ordered_json::parse(game.json, nullptr, false);
        std::string json = game.json;
        if (object.is_object()) {
            object["duplicate_of"] = value;
            json = report::json_text(object);
        }
        update.bind(1, game.id).bind(2, now.file).bind(3, now.game).bind(4, now.relation).bind(5, now.symmetry);
        update.bind(6, std::string_view(json)).run();
    }
    return changed;
}

}  // namespace kifu::batch
