#pragma once
// A set of distinct games with copies planted among them, the way archives collect them:
// rotated and mirrored, cut short (before and after the whole record), with the players
// renamed, another date or another result, and with the colours swapped. Built in a
// temporary folder at test time (from made-up games, or from ../shared/corpus, which is
// never copied into the repository), with what kifu must find for each copy.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "duplicates/symmetry.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"
#include "sgf/values.hpp"

namespace kifu::duplicates::testing {

// A record reduced to what a program copying it would write again.
struct PlainGame {
    BoardSize size{19, 19};
    std::vector<std::string> black_stones, white_stones;       // root AB / AW
    std::vector<std::pair<char, std::string>> moves;           // 'B'/'W' and a point ("" a pass)
    std::string black, white, black_rank, white_rank, date, result, komi, handicap, rules, event, round, place, game_name;
};

inline std::string escaped(const std::string& text) {
    std::string out;
    for (const char c : text) {
        if (c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

// The first game of `text`, or nothing when it has setup past the root or moves that are
// no point (such records are not what this test is about).
inline std::optional<PlainGame> plain_game(const std::string& text) {
    std::optional<PlainGame> out;
    bool seen = false;
    sgf::read_sgf_bytes("base.sgf", text, {}, [&](sgf::GameRecord&& game) {
        if (seen) return;
        seen = true;
        const sgf::GameInfo info = sgf::summarize_game(game);
        PlainGame g;
        g.size = info.size;
        g.black = info.black.name;
        g.white = info.white.name;
        g.black_rank = info.black.rank;
        g.white_rank = info.white.rank;
        g.date = info.date;
        g.result = info.result_text;
        g.komi = info.komi ? sgf::format_real(*info.komi) : "";
        g.handicap = info.handicap ? std::to_string(info.handicap) : "";
        g.rules = info.rules;
        g.event = info.event;
        g.round = info.round;
        g.place = info.place;
        g.game_name = info.game_name;
        const sgf::GameTree& tree = game.tree;
        for (std::size_t n = 0; n < tree.main_line().size(); ++n) {
            for (const sgf::Property& p : tree.properties(tree.main_line()[n])) {
                const std::string id(p.identifier);
                if (id == "AB" || id == "AW" || id == "AE") {
                    if (n != 0 || id == "AE") return;
                    for (const sgf::RawValue& v : tree.values(p)) {
                        if (v.text.size() != 2) return;  // a rectangle: not worth rewriting here
                        (id == "AB" ? g.black_stones : g.white_stones).emplace_back(v.text);
                    }
                } else if ((id == "B" || id == "W") && p.value_count > 0) {
                    const auto move = sgf::decode_move(tree.values(p)[0].text, g.size);
                    if (!move.value || (!move.value->pass && !on_board(move.value->point, g.size))) return;
                    g.moves.emplace_back(id[0], move.value->pass ? "" : sgf_point(move.value->point));
                }
            }
        }
        out = std::move(g);
    });
    return out;
}

// A result with the winner's colour exchanged ("B+R" -> "W+R"); others ("Void", "0") as they are.
inline std::string swapped_result(const std::string& result) {
    if (result.starts_with("B+")) return "W+" + result.substr(2);
    if (result.starts_with("W+")) return "B+" + result.substr(2);
    return result;
}

// `g` written as a new record, seen under `s`, colours swapped (names, ranks and the
// winner with them: the same game, told the other way round) when `swap`, cut after `cut`
// moves when cut >= 0.
inline std::string write_game(const PlainGame& g, Symmetry s = Symmetry::identity, bool swap = false, int cut = -1) {
    const BoardSize size = transformed_size(s, g.size);
    std::string text = size.width == size.height ? fmt::format("(;GM[1]FF[4]SZ[{}]", size.width)
                                                 : fmt::format("(;GM[1]FF[4]SZ[{}:{}]", size.width, size.height);
    auto field = [&](const char* id, const std::string& value) {
        if (!value.empty()) text += fmt::format("{}[{}]", id, escaped(value));
    };
    field("PB", swap ? g.white : g.black);
    field("PW", swap ? g.black : g.white);
    field("BR", swap ? g.white_rank : g.black_rank);
    field("WR", swap ? g.black_rank : g.white_rank);
    field("DT", g.date);
    field("RE", swap ? swapped_result(g.result) : g.result);
    field("KM", g.komi);
    field("HA", g.handicap);
    field("RU", g.rules);
    field("EV", g.event);
    field("RO", g.round);
    field("PC", g.place);
    field("GN", g.game_name);
    auto point = [&](const std::string& p) {
        if (p.empty()) return std::string();
        return sgf_point(transform(s, {static_cast<std::uint8_t>(p[0] - 'a'), static_cast<std::uint8_t>(p[1] - 'a')}, g.size));
    };
    auto stones = [&](const char* id, const std::vector<std::string>& points) {
        if (points.empty()) return;
        text += id;
        for (const std::string& p : points) text += fmt::format("[{}]", point(p));
    };
    stones(swap ? "AW" : "AB", g.black_stones);
    stones(swap ? "AB" : "AW", g.white_stones);
    for (std::size_t i = 0; i < g.moves.size() && (cut < 0 || static_cast<int>(i) < cut); ++i) {
        char colour = g.moves[i].first;
        if (swap) colour = colour == 'B' ? 'W' : 'B';
        text += fmt::format(";{}[{}]", colour, point(g.moves[i].second));
    }
    return text + ")\n";
}

// What kifu must report for a planted copy.
struct Expected {
    std::string relation;                // "identical", "symmetric", "prefix", "colours-swapped"
    std::string symmetry = "identity";
    bool colours_swapped = false;
    std::set<std::string> differs = {};
    bool found_without_colours = true;   // a colour-swapped copy is one game only with --colours
};

struct Planted {
    std::string file;       // the copy
    std::string original;   // the base record it copies
    Expected expected = {};
    // The copy comes before its original in input order: the original is then reported
    // against it (a cut copy met first: the original is the longer prefix relation).
    bool before_original = false;
};

struct PlantedSet {
    std::vector<std::string> bases;   // distinct games, one file each
    std::vector<Planted> planted;
};

// Writes `bases` (their SGF text) under dir/base and copies of every `every`-th under
// dir/plant (and dir/0-early, read before the bases), cycling through the kinds of copy.
inline PlantedSet plant(const std::filesystem::path& dir, const std::vector<std::string>& bases, int every) {
    namespace fs = std::filesystem;
    PlantedSet set;
    fs::create_directories(dir / "base");
    fs::create_directories(dir / "plant");
    fs::create_directories(dir / "0-early");
    auto write = [](const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; };
    int kind = 0;
    for (std::size_t i = 0; i < bases.size(); ++i) {
        const fs::path base = dir / "base" / fmt::format("{:05}.sgf", i);
        write(base, bases[i]);
        set.bases.push_back(base.string());
        if (i % static_cast<std::size_t>(every) != 0) continue;
        const auto g = plain_game(bases[i]);
        if (!g || g->moves.size() < 60) continue;
        const fs::path copy = dir / "plant" / fmt::format("{:05}.sgf", i);
        Planted p{.file = copy.string(), .original = base.string()};
        PlainGame changed = *g;
        const int k = kind++ % 14;
        switch (k) {
            case 0: case 1: case 2: case 3: case 4: case 5: case 6: {   // each symmetry but the identity
                const Symmetry s = all_symmetries[static_cast<std::size_t>(k) + 1];
                write(copy, write_game(*g, s));
                p.expected = {.relation = "symmetric", .symmetry = std::string(symmetry_name(s))};
                break;
            }
            case 7:
                changed.black += " (renamed)";
                write(copy, write_game(changed));
                p.expected = {.relation = "identical", .differs = {"players"}};
                break;
            case 8:
                changed.date = g->date == "1999-09-09" ? "1999-09-10" : "1999-09-09";
                write(copy, write_game(changed, Symmetry::rotate_90));
                p.expected = {.relation = "symmetric", .symmetry = "rotate-90", .differs = {"date"}};
                break;
            case 9:
                changed.result = g->result == "W+123.5" ? "B+123.5" : "W+123.5";
                write(copy, write_game(changed));
                p.expected = {.relation = "identical", .differs = {"result"}};
                break;
            case 10:
                write(copy, write_game(*g, Symmetry::identity, false, 40));
                p.expected = {.relation = "prefix"};
                break;
            case 11:
                write(copy, write_game(*g, Symmetry::mirror_anti_diagonal, false, 45));
                p.expected = {.relation = "prefix", .symmetry = "mirror-anti-diagonal"};
                break;
            case 12: {   // a cut copy met before its original
                p.file = (dir / "0-early" / fmt::format("{:05}.sgf", i)).string();
                write(p.file, write_game(*g, Symmetry::identity, false, 50));
                p.expected = {.relation = "prefix"};
                p.before_original = true;
                break;
            }
            case 13: {
                // Names, ranks and the winner follow the colours: read the other way round, the
                // copy's fields are the original's, so none differs.
                write(copy, write_game(*g, Symmetry::mirror_top_bottom, true));
                p.expected = {.relation = "colours-swapped", .symmetry = "mirror-top-bottom", .colours_swapped = true,
                              .found_without_colours = false};
                break;
            }
            default: break;
        }
        set.planted.push_back(p);
    }
    return set;
}

// Real games: the KGS records of ../shared/corpus, each kept unless its moves repeat, or
// begin, another one kept (checked on the moves as written, without kifu).
inline std::vector<std::string> distinct_corpus_games(std::size_t wanted) {
    namespace fs = std::filesystem;
    const fs::path kgs = fs::path(KIFU_SHARED_DIR) / "corpus" / "kgs-u-go-net";
    std::vector<fs::path> files;
    for (const auto& entry : fs::recursive_directory_iterator(kgs))
        if (entry.is_regular_file() && entry.path().extension() == ".sgf") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::vector<std::string> bases;
    std::set<std::string> lines;   // the main lines kept, as "B[pd];W[dp]..." text
    for (const fs::path& file : files) {
        if (bases.size() == wanted) break;
        std::ifstream in(file, std::ios::binary);
        const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        const auto g = plain_game(text);
        if (!g || g->moves.size() < 60) continue;
        std::string line;
        for (const auto& [colour, point] : g->moves) line += fmt::format("{}[{}]", colour, point);
        const auto next = lines.lower_bound(line);
        if (next != lines.end() && next->starts_with(line)) continue;              // begins a kept one
        if (next != lines.begin() && line.starts_with(*std::prev(next))) continue;  // a kept one begins it
        lines.insert(line);
        bases.push_back(text);
    }
    return bases;
}

}  // namespace kifu::duplicates::testing
