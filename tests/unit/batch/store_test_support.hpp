#pragma once
// Inputs and game objects for the result-store tests, shaped like what `kifu batch`
// hands its outputs (the `kifu score --format json` object plus archive and member).
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "batch/result_sink.hpp"
#include "../../support/temp_dir.hpp"

namespace kifu::batch::testing {

using json = nlohmann::ordered_json;
using kifu::testing::TempDir;  // tests/support/temp_dir.hpp

inline json count_object(const char* ruleset, double black, double white, const char* result) {
    return {{"ruleset", ruleset}, {"decided_at_move", nullptr}, {"black", black}, {"white", white}, {"result", result}};
}

// A scored game; `violations` ko violations at moves 10, 20, ...
inline json scored_game(const std::string& file, int game, int violations = 0) {
    json o = json::object();
    o["file"] = file;
    o["game"] = game;
    o["size"] = json::array({19, 19});
    o["komi"] = 6.5;
    o["handicap"] = 0;
    o["rules"] = "Japanese";
    o["result"] = "W+2.5";
    o["result_raw"] = "W+2.5";
    o["players"] = {{"black", {{"name", "Shusaku, \"the invincible\""}, {"rank", "7d"}}},
                    {"white", {{"name", "Gennan\nInseki"}, {"rank", nullptr}}}};
    o["date"] = "1846-09-11";
    o["event"] = nullptr;
    o["moves"] = 325;
    o["errors"] = json::array();
    o["warnings"] = json::array();
    o["ruleset"] = "japanese";
    o["ruleset_from"] = "RU";
    json list = json::array();
    for (int i = 1; i <= violations; ++i)
        list.push_back({{"move", 10 * i}, {"color", "W"}, {"point", "dd"}, {"kind", "ko"}, {"consequence", "loses"}});
    o["violations"] = list;
    o["repetitions"] = json::array();
    o["verdict"] = violations ? "illegal" : "ok";
    o["end_move"] = nullptr;
    o["dead_source"] = "given";
    o["japanese"] = count_object("japanese", 60, 62.5, "W+2.5");
    o["chinese"] = count_object("chinese", 180, 181.5, "W+1.5");
    o["by_ruleset"] = count_object("japanese", 60, 62.5, "W+2.5");
    o["recorded"] = "W+2.5";
    o["agrees"] = {{"japanese", true}, {"chinese", false}, {"ruleset", true}};
    o["status"] = "finished";
    o["archive"] = nullptr;
    o["member"] = nullptr;
    return o;
}

inline InputResult input_with_games(const std::string& path, std::uint64_t hash, int games, int violations = 0) {
    InputResult r;
    r.input = {path, hash, 1000 + hash % 1000};
    for (int g = 0; g < games; ++g) r.games.push_back(scored_game(path, g, violations));
    return r;
}

// An input that gave no game: the unreadable object, as `kifu info` writes it.
inline InputResult unreadable_input(const std::string& path, std::uint64_t hash) {
    InputResult r;
    r.input = {path, hash, 7};
    r.error = "no SGF game tree found";
    r.games.push_back({{"file", path},
                       {"game", nullptr},
                       {"charset", nullptr},
                       {"errors", json::array({{{"line", 0}, {"column", 0}, {"message", "no SGF game tree found"}}})},
                       {"warnings", json::array()},
                       {"archive", nullptr},
                       {"member", nullptr}});
    return r;
}


}  // namespace kifu::batch::testing
