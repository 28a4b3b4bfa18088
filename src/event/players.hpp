#pragma once
// The event's players (its players CSV: name, rank, optional EGD PIN and AGA id, aliases),
// ranks on one scale, and finding a player by any name a record may give them.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::event {

// A rank on one scale in which adjacent grades differ by one: 1k is 0, 1d is 1, 30k is
// -29, 9d is 9. Professional ranks count as 7d (the strength the EGD rates a new
// professional at), so they differ from each other by nothing.
struct Rank {
    int value = 0;
    bool professional = false;
    int grade = 0;                      // the number as written: 5 of "5k"
    bool operator==(const Rank&) const = default;
};

// "5k", "5 kyu", "3d", "3 dan", "1p", any case; none for anything else.
std::optional<Rank> parse_rank(std::string_view text);
// "5k", "3d", "1p".
std::string format_rank(const Rank& rank);

struct Player {
    std::string name;
    Rank rank;
    std::string egd_pin;                // optional
    std::string aga_id;                 // optional
    std::vector<std::string> aliases;   // other spellings records use (server handles, ...)
    std::string country, club;          // optional, for the EGD results file
};

// Reads the players CSV: a header naming the columns (name and rank required; egd_pin,
// aga_id, aliases (separated by ';'), country and club optional), then one player a line.
// Throws EventFileError (event_file.hpp) naming the file, line and what was expected.
std::vector<Player> read_players(const std::string& path);

// The index in `players` of the player `name` names (by name or alias), if any: names
// compared by their sgf::name_key (sgf/name_key.hpp), so case, punctuation and word
// order aside.
std::optional<std::size_t> find_player(const std::vector<Player>& players, std::string_view name);

// The listed name (or alias) closest to `name` by edit distance, for "did you mean".
std::string closest_name(const std::vector<Player>& players, std::string_view name);

}  // namespace kifu::event
