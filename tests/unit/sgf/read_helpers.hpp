#pragma once
// Test helpers: read SGF text in memory and keep every game.
#include <string>
#include <vector>

#include "sgf/game_tree.hpp"
#include "sgf/reader.hpp"

namespace kifu::sgf::testing {

struct ReadAll {
    FileOutcome outcome;
    std::vector<GameRecord> games;

    // Does any diagnostic of game `game` contain `fragment`?
    [[nodiscard]] const Diagnostic* find(std::size_t game, const std::string& fragment) const {
        for (const Diagnostic& d : games.at(game).diagnostics)
            if (d.message.find(fragment) != std::string::npos) return &d;
        return nullptr;
    }
    [[nodiscard]] const Diagnostic* find_file(const std::string& fragment) const {
        for (const Diagnostic& d : outcome.diagnostics)
            if (d.message.find(fragment) != std::string::npos) return &d;
        return nullptr;
    }
};

inline ReadAll read_all(std::string text, ReadOptions options = {}) {
    ReadAll result;
    result.outcome = read_sgf_bytes("test.sgf", std::move(text), options,
                                    [&](GameRecord&& game) { result.games.push_back(std::move(game)); });
    return result;
}

// The first value of a property on the main line's node `index`, unescaped text as written.
inline std::string value_at(const GameTree& tree, std::size_t index, std::string_view identifier) {
    const auto line = tree.main_line();
    if (index >= line.size()) return "<no node>";
    const auto value = tree.first_value(line[index], identifier);
    return value ? std::string(value->text) : "<absent>";
}

}  // namespace kifu::sgf::testing
