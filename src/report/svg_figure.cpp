#include "report/svg_figure.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "report/count_table.hpp"
#include "report/legend.hpp"
#include "report/mismatch_note.hpp"
#include "report/outcome_words.hpp"
#include "report/svg_board.hpp"
#include "report/svg_text.hpp"
#include "sgf/values.hpp"

namespace kifu::report {
using scoring::Count;
using svg::escape;
using svg::num;

namespace {

// The page, in user units (the viewBox); printed 190 mm wide, or less when it is long.
constexpr double page_width = 1200;
constexpr double margin = 40;
constexpr double content_width = page_width - 2 * margin;
constexpr double gutter = 40;
constexpr double panel_width = (content_width - gutter) / 2;
constexpr double print_width_mm = 190, print_height_mm = 277;   // A4 inside 10 mm margins
constexpr double bold_factor = 1.1;                             // bold text is wider

constexpr const char* ink = "#1a1a1a";
constexpr const char* muted = "#5b5b5b";
constexpr const char* agree_colour = "#1d6b2f";
constexpr const char* differ_colour = "#a3231b";
constexpr const char* estimate_colour = "#9a5200";

// A run of text inside one line: its words (raw, escaped when written) and its tspan attributes.
struct Piece {
    std::string text;
    std::string attributes;
    bool bold = false;
};

double width_of(const std::vector<Piece>& line, double size) {
    double w = 0;
    for (const Piece& p : line) w += svg::text_width(p.text, size) * (p.bold ? bold_factor : 1);
    return w;
}

void write_line(std::ostream& out, double x, double baseline, double size, const std::vector<Piece>& line,
                std::string_view attributes = {}) {
    out << "<text x=\"" << num(x) << "\" y=\"" << num(baseline) << "\" font-size=\"" << num(size)
        << "\" xml:space=\"preserve\"" << (attributes.empty() ? "" : " ") << attributes << '>';
    for (const Piece& p : line) {
        out << "<tspan";
        if (!p.attributes.empty()) out << ' ' << p.attributes;
        if (p.bold) out << " font-weight=\"bold\"";
        out << '>' << escape(p.text) << "</tspan>";
    }
    out << "</text>\n";
}

void write_text(std::ostream& out, double x, double baseline, double size, std::string_view text,
                std::string_view attributes = {}) {
    out << "<text x=\"" << num(x) << "\" y=\"" << num(baseline) << "\" font-size=\"" << num(size) << '"'
        << (attributes.empty() ? "" : " ") << attributes << '>' << escape(text) << "</text>\n";
}

// A paragraph wrapped to `width` starting with its first baseline at y + size; returns the
// y just below it.
double write_paragraph(std::ostream& out, double x, double y, double width, double size, double leading,
                       std::string_view text, std::string_view attributes = {}) {
    for (const std::string& line : svg::wrap(text, size, width)) {
        write_text(out, x, y + size, size, line, attributes);
        y += size * leading;
    }
    return y;
}

std::string number(double v) { return sgf::format_real(v); }

// --- the title ----------------------------------------------------------------------------

// A name that is only the colour ("Black", "white") is not repeated after it.
bool names_the_colour(const std::string& name, Color side) {
    const std::string_view colour = color_name(side);
    return name.size() == colour.size() && std::equal(name.begin(), name.end(), colour.begin(), [](char a, char b) {
               return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
           });
}

std::vector<Piece> player_pieces(Color side, const sgf::PlayerInfo& player) {
    std::vector<Piece> pieces;
    if (names_the_colour(player.name, side)) {
        pieces.push_back({player.name, std::string("class=\"player ") + (side == Color::black ? "black" : "white") + "\"", true});
        if (!player.rank.empty()) pieces.push_back({" " + player.rank, "class=\"rank\""});
        return pieces;
    }
    pieces.push_back({std::string(color_name(side)) + " ", fmt::format("fill=\"{}\"", muted)});
    const std::string cls = side == Color::black ? "player black" : "player white";
    if (player.name.empty()) pieces.push_back({"(no name)", "class=\"" + cls + " unnamed\" fill=\"" + muted + "\""});
    else pieces.push_back({player.name, "class=\"" + cls + "\"", true});
    if (!player.rank.empty()) pieces.push_back({" " + player.rank, "class=\"rank\""});
    return pieces;
}

// Shrinks the line's font down to `smallest`, then cuts the longest piece, until it fits.
double fit_line(std::vector<Piece>& line, double size, double smallest, double width) {
    while (size > smallest && width_of(line, size) > width) size -= 1;
    while (width_of(line, size) > width) {
        auto longest = std::max_element(line.begin(), line.end(), [&](const Piece& a, const Piece& b) {
            return svg::text_width(a.text, size) < svg::text_width(b.text, size);
        });
        const double others = width_of(line, size) - svg::text_width(longest->text, size) * (longest->bold ? bold_factor : 1);
        const double room = std::max(size, (width - others) / (longest->bold ? bold_factor : 1));
        const std::string cut = svg::truncate(longest->text, size, room);
        if (cut == longest->text) break;
        longest->text = cut;
    }
    return size;
}

double write_title(std::ostream& out, double y, const analysis::GameOutcome& g) {
    const analysis::ScoredGame& score = *g.score;
    const sgf::GameInfo& info = g.info;
    std::vector<Piece> black = player_pieces(Color::black, info.black);
    std::vector<Piece> white = player_pieces(Color::white, info.white);
    constexpr double title_size = 28;
    std::vector<Piece> both = black;
    both.push_back({"   vs   ", fmt::format("fill=\"{}\"", muted)});
    both.insert(both.end(), white.begin(), white.end());
    if (width_of(both, title_size) <= content_width) {
        write_line(out, margin, y + title_size, title_size, both, "class=\"title\"");
        y += title_size * 1.35;
    } else {  // one player per line, both at the size the longer one allows
        const double size = std::min(fit_line(black, title_size, 16, content_width), fit_line(white, title_size, 16, content_width));
        for (std::vector<Piece>* line : {&black, &white}) {
            fit_line(*line, size, size, content_width);
            write_line(out, margin, y + size, size, *line, "class=\"title\"");
            y += size * 1.3;
        }
    }

    std::vector<std::string> about;   // EV RO GN DT PC, as recorded
    if (!info.event.empty()) about.push_back(info.event);
    if (!info.round.empty()) about.push_back("round " + info.round);
    if (!info.game_name.empty() && info.game_name != info.event) about.push_back(info.game_name);
    if (!info.date.empty()) about.push_back(info.date);
    if (!info.place.empty()) about.push_back(info.place);
    std::string about_line;
    for (const std::string& item : about) about_line += (about_line.empty() ? "" : "  \u00b7  ") + item;
    if (!about_line.empty())
        y = write_paragraph(out, margin, y + 2, content_width, 17, 1.35, about_line,
                            fmt::format("class=\"event\" fill=\"{}\"", ink));

    const BoardSize s = info.size;
    std::string facts = fmt::format("{}\u00d7{} board  \u00b7  komi {}", s.width, s.height, number(score.komi));
    facts += score.komi_given() ? " (from " + score.komi_source + ")" : " (none recorded)";
    if (info.handicap > 0) facts += fmt::format("  \u00b7  handicap {}", info.handicap);
    facts += fmt::format("  \u00b7  game's rules: {}", g.choice.rules->title);
    if (g.choice.origin != "RU") facts += " (" + ruleset_source(g) + ")";
    facts += fmt::format("  \u00b7  dead stones: {}", dead_source_words(score.dead.source));
    facts += fmt::format("  \u00b7  {}, game\u00a0{}", std::filesystem::path(g.file).filename().string(), g.game + 1);
    y = write_paragraph(out, margin, y + 2, content_width, 14, 1.35, facts, fmt::format("class=\"facts\" fill=\"{}\"", muted));
    if (!score.status_note.empty())
        y = write_paragraph(out, margin, y + 2, content_width, 14, 1.35, "Note: " + score.status_note + ".",
                            fmt::format("class=\"status-note\" fill=\"{}\"", differ_colour));
    return y;
}

// What decides more than any count, before the boards: a verdict that is not ok, whether
// RE stands, and that the count is an estimate.
double write_judgement(std::ostream& out, double y, const analysis::GameOutcome& g) {
    if (const std::string verdict = verdict_sentence(g); !verdict.empty())
        y = write_paragraph(out, margin, y + 2, content_width, 17, 1.35, as_sentence(verdict),
                            fmt::format("class=\"verdict\" font-weight=\"bold\" fill=\"{}\"", differ_colour));
    if (g.info.result) {  // whether RE stands, or why it cannot be judged
        const char* colour = !g.result.stands ? muted : *g.result.stands ? agree_colour : differ_colour;
        const char* judged = !g.result.stands ? "not-judged" : *g.result.stands ? "stands" : "does-not-stand";
        y = write_paragraph(out, margin, y + 2, content_width, 16, 1.35, as_sentence(g.result.text),
                            fmt::format("class=\"result-stands {}\" fill=\"{}\"", judged, colour));
    }
    if (g.too_early())
        y = write_paragraph(out, margin, y + 2, content_width, 16, 1.35, too_early_sentence(g),
                            fmt::format("class=\"estimate too-early\" font-weight=\"bold\" fill=\"{}\"", estimate_colour));
    else if (g.estimate())
        y = write_paragraph(out, margin, y + 2, content_width, 16, 1.35,
                            fmt::format("Estimate: kifu could not settle {} point{} (ringed on the boards); the counts "
                                        "below are an estimate.",
                                        g.unsettled_points(), g.unsettled_points() == 1 ? "" : "s"),
                            fmt::format("class=\"estimate\" font-weight=\"bold\" fill=\"{}\"", estimate_colour));
    return y;
}

// --- the two panels -------------------------------------------------------------------------

struct Panel {
    std::string name;         // "japanese", "chinese": the group's class
    std::string heading;      // "Japanese counting"
    std::string subheading;
    svg::Counting counting;
    const Count* count;
    std::vector<CountRow> rows;
    std::optional<bool> agrees;
};

constexpr double table_font = 16, row_height = 25;

void write_table(std::ostream& out, double x, double y, const Panel& p, const analysis::GameOutcome& g) {
    const double black_right = x + panel_width * 0.74, white_right = x + panel_width - 8;
    write_text(out, black_right, y + table_font, table_font, "Black",
               fmt::format("text-anchor=\"end\" font-weight=\"bold\" fill=\"{}\"", muted));
    write_text(out, white_right, y + table_font, table_font, "White",
               fmt::format("text-anchor=\"end\" font-weight=\"bold\" fill=\"{}\"", muted));
    y += row_height;
    out << "<path d=\"M" << num(x) << ',' << num(y - 6) << 'H' << num(x + panel_width) << "\" stroke=\"#999\" stroke-width=\"1\"/>\n";
    for (const CountRow& r : p.rows) {
        if (r.strong)
            out << "<path d=\"M" << num(x) << ',' << num(y - 3) << 'H' << num(x + panel_width) << "\" stroke=\"" << ink
                << "\" stroke-width=\"1.2\"/>\n";
        const std::string weight = r.strong ? " font-weight=\"bold\"" : "";
        const double baseline = y + table_font + (r.strong ? 2 : 0);
        write_text(out, x, baseline, table_font, r.label, fmt::format("fill=\"{}\"{}", ink, weight));
        if (!r.black.empty())
            write_text(out, black_right, baseline, table_font, r.black,
                       fmt::format("class=\"{} black\" text-anchor=\"end\" fill=\"{}\"{}", r.cls, ink, weight));
        if (!r.white.empty())
            write_text(out, white_right, baseline, table_font, r.white,
                       fmt::format("class=\"{} white\" text-anchor=\"end\" fill=\"{}\"{}", r.cls, ink, weight));
        y += row_height + (r.strong ? 2 : 0);
    }
    // The result, large, under the totals; too early to count, the estimate as the CLI's
    // table shows it ("estimate ~W+6.5", "no move yet"), never as a result.
    write_text(out, x, y + 24, 18, std::string(result_label(g, *p.count)), fmt::format("fill=\"{}\"", ink));
    const std::string result = g.too_early()              ? shown_result(g, *p.count)
                               : p.count->result() == "0" ? "0 (jigo)"
                                                        : p.count->result();
    write_text(out, white_right, y + 26, 26, result,
               fmt::format("class=\"result {}\" text-anchor=\"end\" font-weight=\"bold\" fill=\"{}\"", p.name, ink));
}

double table_height(const Panel& p) {
    double h = row_height;
    for (const CountRow& r : p.rows) h += row_height + (r.strong ? 2 : 0);
    return h + 36;
}

void write_agreement(std::ostream& out, double x, double y, const Panel& p, const analysis::GameOutcome& g) {
    const sgf::GameInfo& info = g.info;
    std::vector<Piece> line;
    const std::string muted_fill = fmt::format("fill=\"{}\"", muted);
    if (!g.count_judges_re()) {
        line.push_back({count_title(g), "class=\"count-title\" " + muted_fill});
    } else if (!info.result) {
        line.push_back({"no result recorded (RE)", muted_fill});
    } else {
        line.push_back({"recorded ", muted_fill});
        line.push_back({info.result->quoted(), "class=\"recorded\"", true});
        line.push_back({": ", muted_fill});
        if (!p.agrees) line.push_back({std::string(agreement_word(g, *p.count, p.agrees)), "class=\"agreement none\" " + muted_fill});
        else if (*p.agrees) line.push_back({"agrees", fmt::format("class=\"agreement agrees\" fill=\"{}\"", agree_colour), true});
        else line.push_back({"differs", fmt::format("class=\"agreement differs\" fill=\"{}\"", differ_colour), true});
    }
    const double size = fit_line(line, 17, 11, panel_width);
    write_line(out, x, y + size, size, line, fmt::format("fill=\"{}\"", ink));
}

// --- legend and explanation -----------------------------------------------------------------

double write_legend(std::ostream& out, double y, const analysis::ScoredGame& score) {
    constexpr double tile = 24, font = 14, spacing = 26;
    out << "<g class=\"legend\">\n";
    double x = margin;
    for (const LegendItem& item : legend_items(score, LegendBoards::figure, true)) {
        const double w = tile + 8 + svg::text_width(item.label, font);
        if (x > margin && x + w > margin + content_width) {
            x = margin;
            y += tile + 10;
        }
        svg::draw_glyph(out, item.glyph, item.side, x + tile / 2, y + tile / 2, tile);
        write_text(out, x + tile + 8, y + tile / 2 + font * 0.36, font, item.label, fmt::format("fill=\"{}\"", ink));
        x += w + spacing;
    }
    out << "</g>\n";
    return y + tile;
}

double write_explanation(std::ostream& out, double y, const analysis::GameOutcome& g) {
    const ExplanationShown shown = explanation_shown(g);
    if (shown.lines.empty()) return y;
    const std::string& heading = shown.heading;
    write_text(out, margin, y + 19, 19, heading, fmt::format("font-weight=\"bold\" fill=\"{}\"", ink));
    y += 19 * 1.5;
    std::string paragraph;
    for (const std::string& sentence : shown.lines) paragraph += (paragraph.empty() ? "" : " ") + sentence;
    out << "<g class=\"explanation\">\n";
    y = write_paragraph(out, margin, y, content_width, 16, 1.45, paragraph, fmt::format("fill=\"{}\"", ink));
    out << "</g>\n";
    return y;
}

}  // namespace

void write_score_svg(std::ostream& out, const analysis::GameOutcome& g) {
    const analysis::ScoredGame& score = *g.score;
    std::ostringstream body;
    double y = write_judgement(body, write_title(body, margin, g), g) + 22;

    std::vector<Panel> panels;
    panels.push_back({"japanese", "Japanese counting",
                      fmt::format("territory + prisoners  \u00b7  {}", score.japanese.rules->title), svg::Counting::territory,
                      &score.japanese, territory_rows(score.japanese, score.map), score.agrees_japanese});
    panels.push_back({"chinese", "Chinese counting", fmt::format("stones + territory  \u00b7  {}", score.chinese.rules->title),
                      svg::Counting::area, &score.chinese, area_rows(score.chinese), score.agrees_chinese});

    const BoardSize size = score.map.size();
    const double board_top = y + 58;
    double tables = 0;
    for (const Panel& p : panels) tables = std::max(tables, table_height(p));
    double bottom = y;
    for (std::size_t i = 0; i < panels.size(); ++i) {
        const Panel& p = panels[i];
        const double x = margin + static_cast<double>(i) * (panel_width + gutter);
        body << "<g class=\"panel " << p.name << "\">\n";
        write_text(body, x, y + 24, 24, p.heading, fmt::format("class=\"heading\" font-weight=\"bold\" fill=\"{}\"", ink));
        write_text(body, x, y + 46, 14, svg::truncate(p.subheading, 14, panel_width), fmt::format("fill=\"{}\"", muted));
        svg::BoardGeometry board = svg::fit_board(size, x, board_top, panel_width, panel_width, 46);
        board.x = x + (panel_width - board.width()) / 2 - board.label_band() / 2;
        board.x = std::max(board.x, x);
        svg::draw_board(body, board, score, p.counting);
        const double table_top = board_top + board.height() + 20;
        write_table(body, x, table_top, p, g);
        write_agreement(body, x, table_top + tables + 6, p, g);
        body << "</g>\n";
        bottom = std::max(bottom, table_top + tables + 6 + 24);
    }
    y = bottom + 14;

    const Count& r = score.by_ruleset;
    if (score.own_count_is_a_third()) {
        std::string line = fmt::format("Under {} ({}): {}", r.rules->title, ruleset_role(g),
                                       g.ruleset_too_early() ? "too early to count (" + shown_result(g, r) + ")"
                                       : g.ruleset_count_estimated() ? r.result() + " (an estimate)"
                                                                     : r.result());
        if (score.agrees_ruleset && g.count_judges_re())
            line += ", " + agreement_with(score.agrees_ruleset) + " RE";
        else if (g.count_judges_re() && agreement_word(g, r, score.agrees_ruleset) == "not judged")
            line += ", not set against RE";
        y = write_paragraph(body, margin, y, content_width, 16, 1.4, line + ".", fmt::format("class=\"by-ruleset\" fill=\"{}\"", ink));
        y += 8;
    }
    if (score.mismatch) {
        const std::string note = mismatch_note(*score.mismatch, *g.info.result, r, g.replay.board, score.map);
        y = write_paragraph(body, margin, y, content_width, 14, 1.35, "Why RE differs: " + note + ".",
                            fmt::format("class=\"recorded-mismatch\" fill=\"{}\"", differ_colour));
        y += 8;
    }
    if (!g.count_judges_re()) {
        y = write_paragraph(body, margin, y, content_width, 16, 1.4, as_sentence(uncounted_result(g)),
                            fmt::format("class=\"uncounted-result\" fill=\"{}\"", ink));
        y += 8;
    }
    y = write_legend(body, y + 4, score) + 26;
    y = write_explanation(body, y, g);
    y += 10;
    write_text(body, margin + content_width, y + 12, 11, "drawn by kifu " KIFU_VERSION,
               fmt::format("text-anchor=\"end\" fill=\"{}\"", muted));
    const double page_height = y + 12 + margin / 2;

    double width_mm = print_width_mm, height_mm = print_width_mm * page_height / page_width;
    if (height_mm > print_height_mm) {
        width_mm *= print_height_mm / height_mm;
        height_mm = print_height_mm;
    }
    const std::string black = g.info.black.name.empty() ? "Black" : g.info.black.name;
    const std::string white = g.info.white.name.empty() ? "White" : g.info.white.name;
    const std::string estimate = count_title_suffix(g);
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n"
        << "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" << num(width_mm) << "mm\" height=\""
        << num(height_mm) << "mm\" viewBox=\"0 0 " << num(page_width) << ' ' << num(page_height)
        << "\" font-family=\"DejaVu Sans, Verdana, Helvetica, Arial, Noto Sans CJK JP, Noto Sans CJK SC, sans-serif\">\n"
        << "<title>" << escape(black + " vs " + white + ": Japanese and Chinese counting") << "</title>\n"
        << "<desc>" << escape(fmt::format("Japanese counting {}, Chinese counting {}{}; recorded {}", shown_result(g, score.japanese),
                                          shown_result(g, score.chinese), estimate, g.info.result ? g.info.result->quoted() : "none"))
        << "</desc>\n"
        << "<rect class=\"page\" width=\"" << num(page_width) << "\" height=\"" << num(page_height) << "\" fill=\"#ffffff\"/>\n"
        << body.str() << "</svg>\n";
}

}  // namespace kifu::report
