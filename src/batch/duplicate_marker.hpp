#pragma once
// `kifu batch`'s duplicate_of: in front of the outputs, on the writing thread, each game
// of each input, in input order, is placed among the groups of records of one game found
// so far (duplicates/relation.hpp, the groups kept by StoredGroups); a game that joins a
// group gets the group's first record, the relation and the symmetry in its row
// (duplicate_of, duplicate_of_game, duplicate_relation, duplicate_symmetry) and in its JSON
// object ("duplicate_of"), which every output then writes.
//
// With a --db store the groups live in the store: the store keeps each input's decisions
// in the transaction that stores its games, so a killed run leaves no group without its
// games, a resumed run compares new games with every game stored before, and `kifu merge`
// finds copies across stores. Without one they live in a private temporary database, so
// memory stays flat (about 300 bytes of disk per distinct game). Games of at least
// duplicates::default_min_moves moves are judged; colour-swapped records are not copies here.
#include <memory>
#include <string>

#include "batch/result_sink.hpp"
#include "batch/sqlite_db.hpp"
#include "batch/stored_groups.hpp"

namespace kifu::batch {

class SqliteStore;

class DuplicateMarker : public ResultSink {
public:
    // The groups in `store` (which keeps the decisions), or, when it is null, in a private
    // temporary database. Throws std::runtime_error when that cannot be made.
    DuplicateMarker(ResultSink& next, SqliteStore* store);
    ~DuplicateMarker() override;

    [[nodiscard]] bool already_done(const InputId& input) const override { return next_.already_done(input); }
    [[nodiscard]] bool already_failed(const InputId& input, const std::string& error) const override {
        return next_.already_failed(input, error);
    }
    void write(const InputResult& result) override;
    void hand_over(InputResult&& result) override;
    void finish() override { next_.finish(); }
    void finish_interrupted() noexcept override { next_.finish_interrupted(); }

private:
    void mark(InputResult& result);
    void keep_in_temporary(const InputResult& result);

    ResultSink& next_;
    std::unique_ptr<Database> temporary_;   // without a store
    std::unique_ptr<StoredGroups> own_groups_;
    StoredGroups* groups_ = nullptr;
    Statement* add_game_ = nullptr;
    std::unique_ptr<Statement> add_game_statement_;
    std::size_t pending_inputs_ = 0;        // written to the temporary database since its last commit
};

}  // namespace kifu::batch
