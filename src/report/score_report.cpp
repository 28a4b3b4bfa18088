#include "report/score_report.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "sgf/values.hpp"

namespace kifu::report {
using json = nlohmann::ordered_json;
using scoring::Count;
using scoring::Mark;
using scoring::SideCount;

namespace {

char mark_char(Mark m) {
    switch (m) {
        case Mark::black_stone: return 'X';
        case Mark::white_stone: return 'O';
        case Mark::black_seki_stone: return '#';
        case Mark::white_seki_stone: return '@';
        case Mark::dead_black: return 'x';
        case Mark::dead_white: return 'o';
        case Mark::black_territory: return 'b';
        case Mark::white_territory: return 'w';
        case Mark::black_seki_eye: case Mark::white_seki_eye: return 'e';
        case Mark::black_must_fill: case Mark::white_must_fill: return 'f';
        case Mark::dame: return '.';
    }
    return '?';
}

std::string sgf_point(Point p) {
    auto letter = [](int v) { return static_cast<char>(v < 26 ? 'a' + v : 'A' + v - 26); };
    return {letter(p.x), letter(p.y)};
}

json points_json(const std::vector<Point>& points) {
    json list = json::array();
    for (Point p : points) list.push_back(sgf_point(p));
    return list;
}

json side_json(const SideCount& s) {
    return {{"stones", s.stones},           {"territory", s.territory},     {"seki_eyes", s.seki_eyes},
            {"must_fill", s.must_fill},     {"captures", s.captures},       {"dead_removed", s.dead_removed}, {"pass_stones", s.pass_stones},
            {"komi", s.komi},               {"compensation", s.compensation}, {"total", s.total}};
}

json count_json(const Count& c) {
    return {{"ruleset", std::string(c.rules->name)},
            {"black", c.black.total},
            {"white", c.white.total},
            {"result", c.result()},
            {"detail", {{"black", side_json(c.black)}, {"white", side_json(c.white)}}}};
}

json optional_bool(const std::optional<bool>& b) { return b ? json(*b) : json(nullptr); }

std::string column_labels(int width) {
    std::string labels = "    ";
    for (int x = 0; x < width; ++x) {
        // Go players' columns skip I; past T (25 columns) SGF letters are clearer.
        char c = width <= 25 ? static_cast<char>('A' + x + (x >= 8 ? 1 : 0)) : sgf_point({static_cast<std::uint8_t>(x), 0})[0];
        labels += c;
        if (x + 1 < width) labels += ' ';
    }
    return labels;
}

std::string number(double v) { return sgf::format_real(v); }
std::string part(int v, bool shown) { return shown ? std::to_string(v) : "-"; }

std::string agreement(const std::optional<bool>& a) {
    if (!a) return "no score to compare";
    return *a ? "agrees" : "differs";
}

}  // namespace

std::vector<std::string> marked_board(const scoring::TerritoryMap& map) {
    std::vector<std::string> rows;
    const BoardSize s = map.size();
    for (int y = 0; y < s.height; ++y) {
        std::string row;
        for (int x = 0; x < s.width; ++x) {
            row += mark_char(map.at({static_cast<std::uint8_t>(x), static_cast<std::uint8_t>(y)}));
            if (x + 1 < s.width) row += ' ';
        }
        rows.push_back(row);
    }
    return rows;
}

void write_score_json(std::ostream& out, const CheckedGame& g, const scoring::ScoredGame& score) {
    json o = check_object(g);
    std::vector<Point> seki = score.map.points_marked(Mark::black_seki_stone);
    const auto white_seki = score.map.points_marked(Mark::white_seki_stone);
    seki.insert(seki.end(), white_seki.begin(), white_seki.end());
    o["dead"] = points_json(score.dead.points);
    o["seki"] = points_json(seki);
    o["dead_source"] = std::string(scoring::source_name(score.dead.source));
    o["komi_used"] = score.komi;
    o["japanese"] = count_json(score.japanese);
    o["chinese"] = count_json(score.chinese);
    o["by_ruleset"] = count_json(score.by_ruleset);
    o["recorded"] = g.info.result ? json(g.info.result->canonical()) : json(nullptr);
    o["agrees"] = {{"japanese", optional_bool(score.agrees_japanese)},
                   {"chinese", optional_bool(score.agrees_chinese)},
                   {"ruleset", optional_bool(score.agrees_ruleset)}};
    o["status"] = std::string(scoring::status_name(score.status));
    o["status_note"] = score.status_note.empty() ? json(nullptr) : json(score.status_note);
    o["explanation"] = score.explanation.lines;
    out << o.dump(-1, ' ', false, json::error_handler_t::replace) << '\n';
}

void write_score_text(std::ostream& out, const CheckedGame& g, const scoring::ScoredGame& score) {
    const BoardSize s = score.map.size();
    out << g.file << "  game " << g.game + 1 << "  (" << s.width << "x" << s.height << ", komi "
        << number(score.komi) << " from " << score.komi_source << ", dead stones: "
        << scoring::source_name(score.dead.source) << ")\n\n";
    out << column_labels(s.width) << '\n';
    const auto rows = marked_board(score.map);
    for (int y = 0; y < s.height; ++y) out << fmt::format("{:>3} {}\n", s.height - y, rows[static_cast<std::size_t>(y)]);
    out << "    X O stones   x o dead   # @ in seki   b w territory   e seki eye   f must be filled   . dame\n\n";

    const Count& j = score.japanese;
    const Count& c = score.chinese;
    auto line = [&](std::string_view label, std::string jb, std::string jw, std::string cb, std::string cw) {
        std::string text = fmt::format("  {:<22}{:>9}{:>9}    {:>9}{:>9}", label, jb, jw, cb, cw);
        text.erase(text.find_last_not_of(' ') + 1);
        out << text << '\n';
    };
    line("", "Japanese", "", "Chinese", "");
    line("", "Black", "White", "Black", "White");
    line("stones on the board", "-", "-", part(c.black.stones, true), part(c.white.stones, true));
    line("territory", part(j.black.territory, true), part(j.white.territory, true), part(c.black.territory, true),
         part(c.white.territory, true));
    line("seki eyes", part(j.black.seki_eyes, j.rules->seki_eyes_count), part(j.white.seki_eyes, j.rules->seki_eyes_count),
         part(c.black.seki_eyes, true), part(c.white.seki_eyes, true));
    if (c.black.must_fill + c.white.must_fill > 0)
        line("points to fill", "-", "-", part(c.black.must_fill, true), part(c.white.must_fill, true));
    line("prisoners in play", part(j.black.captures, true), part(j.white.captures, true), "-", "-");
    line("dead stones removed", part(j.black.dead_removed, true), part(j.white.dead_removed, true), "-", "-");
    line("komi", "", number(j.white.komi), "", number(c.white.komi));
    line("handicap compensation", "", part(j.white.compensation, true), "", part(c.white.compensation, true));
    line("total", number(j.black.total), number(j.white.total), number(c.black.total), number(c.white.total));
    line("result", j.result(), "", c.result(), "");
    const std::string recorded = g.info.result ? "RE[" + g.info.result->canonical() + "]" : "no RE";
    line(recorded, agreement(score.agrees_japanese), "", agreement(score.agrees_chinese), "");
    const Count& r = score.by_ruleset;
    if (r.rules != j.rules && r.rules != c.rules)
        out << fmt::format("\n  Under {} (the game's rules): {}, {} with {}.\n", r.rules->name, r.result(),
                           agreement(score.agrees_ruleset), recorded);
    if (!score.status_note.empty()) out << "\n  Note: " << score.status_note << ".\n";
    out << "\n  Why the two results differ:\n";
    for (const std::string& sentence : score.explanation.lines) out << "    " << sentence << '\n';
    out << '\n';
}

}  // namespace kifu::report
