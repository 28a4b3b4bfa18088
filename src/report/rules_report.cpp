#include "report/rules_report.hpp"

#include <algorithm>
#include <array>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace kifu::report {
using namespace kifu::rules;
namespace {

// The words for each field value: short ones for the table, full sentences for one preset.
std::string_view short_words(KoRule ko) {
    switch (ko) {
        case KoRule::simple: return "simple";
        case KoRule::positional_superko: return "positional superko";
        case KoRule::situational_superko: return "situational superko";
    }
    return "?";
}

std::string_view long_words(KoRule ko) {
    switch (ko) {
        case KoRule::simple: return "simple ko: only the immediate retake of a single stone is forbidden";
        case KoRule::positional_superko:
            return "positional superko: no move may recreate any earlier whole-board position";
        case KoRule::situational_superko:
            return "situational superko: no move may recreate an earlier position with the same player to move";
    }
    return "?";
}

// A single-stone suicide leaves the board as it was: positional superko forbids it,
// situational superko allows it (the same board, the other player to move).
std::string_view short_suicide_words(const Ruleset& r) {
    if (r.suicide == SuicideRule::forbidden) return "forbidden";
    return r.ko == KoRule::situational_superko ? "allowed" : "multi-stone allowed";
}

// Where suicide is allowed, the ko rule judges a single-stone suicide: it leaves the board
// as it was before the move.
std::string_view long_suicide_words(const Ruleset& r) {
    if (r.suicide == SuicideRule::forbidden) return "forbidden: no move may leave its own string without liberties";
    if (r.ko == KoRule::situational_superko)
        return "allowed: the string is removed; a single-stone suicide leaves the board as it was, so it is legal "
               "(in effect a pass) unless the same player left this board before (situational superko)";
    return "multi-stone suicide allowed: the string is removed (a single-stone suicide is not: it repeats the "
           "position before it)";
}

std::string_view short_scoring(const Ruleset& r) {
    if (r.first_capture_wins) return "first capture";
    return r.scoring == Scoring::area ? "area" : "territory";
}

std::string_view long_scoring(const Ruleset& r) {
    if (r.first_capture_wins) return "none: the first capture ends the game and wins it";
    return r.scoring == Scoring::area ? "area: stones on the board plus surrounded points"
                                      : "territory: surrounded points plus prisoners";
}

std::string_view short_words(HandicapCompensation h) {
    switch (h) {
        case HandicapCompensation::none: return "none";
        case HandicapCompensation::n: return "N";
        case HandicapCompensation::n_minus_1: return "N-1";
    }
    return "?";
}

std::string_view long_words(HandicapCompensation h) {
    switch (h) {
        case HandicapCompensation::none: return "none: White gets no points for Black's handicap stones";
        case HandicapCompensation::n: return "White gets N points for N handicap stones";
        case HandicapCompensation::n_minus_1: return "White gets N-1 points for N handicap stones";
    }
    return "?";
}

std::string_view short_words(IllegalMoveConsequence c) {
    switch (c) {
        case IllegalMoveConsequence::loses_game: return "loses the game";
        case IllegalMoveConsequence::replaced_by_pass: return "replaced by a pass";
        case IllegalMoveConsequence::taken_back_if_noticed: return "taken back";
        case IllegalMoveConsequence::not_allowed: return "not allowed";
    }
    return "?";
}

std::string_view long_words(RepetitionMeaning m) {
    switch (m) {
        case RepetitionMeaning::no_result_if_agreed: return "no result, if the players agree";
        case RepetitionMeaning::forbidden: return "forbidden";
        case RepetitionMeaning::allowed: return "not an infraction";
    }
    return "?";
}

std::string plural_moves(int n) { return std::to_string(n) + (n == 1 ? " move" : " moves"); }

// "replaced by a pass (within 1 move)": the window is part of the consequence.
std::string illegal_move_words(const Ruleset& r) {
    std::string words(short_words(r.illegal_move));
    if (r.notice_window_moves > 0) words += " (within " + plural_moves(r.notice_window_moves) + ")";
    return words;
}

// Komi values are whole or half points; the default stream format writes 6.5, 7 and 0 as such.
std::string komi_text(double komi) {
    std::ostringstream s;
    s << komi;
    return s.str();
}

using Row = std::array<std::string, 7>;

Row table_row(const Ruleset& r) {
    return {std::string(r.name),
            std::string(short_words(r.ko)),
            std::string(short_suicide_words(r)),
            std::string(short_scoring(r)),
            std::string(short_words(r.handicap_compensation)),
            komi_text(r.default_komi),
            illegal_move_words(r)};
}

std::array<std::size_t, 7> column_widths(const std::vector<Row>& rows) {
    std::array<std::size_t, 7> widths{};
    for (const Row& row : rows)
        for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], row[c].size());
    return widths;
}

void write_row(std::ostream& out, const Row& row, const std::array<std::size_t, 7>& widths) {
    for (std::size_t c = 0; c < row.size(); ++c) {
        out << row[c];
        if (c + 1 < row.size()) out << std::string(widths[c] - row[c].size() + 2, ' ');  // no trailing blanks
    }
    out << '\n';
}

constexpr std::size_t label_width = 14;  // "illegal move" plus two spaces
constexpr std::size_t line_width = 79;

// `  label         text`, the text word-wrapped under itself so long notes stay readable.
void field(std::ostream& out, std::string_view label, std::string_view text) {
    const std::string indent(2 + label_width, ' ');
    out << "  " << label << std::string(label_width - std::min(label.size(), label_width - 1), ' ');
    std::size_t column = indent.size();
    bool first = true;
    std::istringstream words{std::string(text)};
    for (std::string word; words >> word; first = false) {
        if (!first && column + 1 + word.size() > line_width) {
            out << '\n' << indent;
            column = indent.size();
        } else if (!first) {
            out << ' ';
            ++column;
        }
        out << word;
        column += word.size();
    }
    out << '\n';
}

std::string joined(std::span<const std::string_view> items) {
    std::string out;
    for (std::string_view item : items) out += (out.empty() ? "" : ", ") + std::string(item);
    return out;
}

std::string game_end_words(const Ruleset& r) {
    if (r.first_capture_wins) return "the first capture ends the game";
    std::string words = "two passes in a row";
    if (r.white_passes_last) words += "; White must pass last";
    if (r.passes_stop_play) words = "two passes in a row stop play; it resumes if a player asks, and ends at the last stop";
    if (r.resumed_play_leaves_none_dead) words += "; after play resumed, no stone left on the board is dead";
    return words;
}

// The *_text fields as a reader meets them: filled in for an example move.
std::string example(std::string_view text) { return "e.g. \"" + describe(text, "Black", "White", 57) + "\""; }

void write_play_fields(std::ostream& out, const Ruleset& r) {
    field(out, "ko", long_words(r.ko));
    field(out, "suicide", long_suicide_words(r));
    field(out, "game end", game_end_words(r));
    if (r.first_capture_wins) field(out, "winner", example(r.first_capture_text));
    field(out, "passes",
          r.pass_stones ? "a pass hands the opponent one prisoner" : "a pass gives the opponent nothing");
}

void write_scoring_fields(std::ostream& out, const Ruleset& r) {
    field(out, "scoring", long_scoring(r));
    if (!r.first_capture_wins) {  // a game that ends at the first capture is never counted
        field(out, "seki", r.seki_eyes_count ? "eye points of groups in seki count"
                                             : "eye points of groups in seki do not count");
        field(out, "dead stones",
              r.removes_dead_stones ? "removed at the end, by agreement"
                                    : "never removed: every stone on the board at the end is alive");
        field(out, "life & death",
              !r.bent_four_dead ? "settled by play: a bent four in the corner stands as a seki until someone plays"
              : r.scoring == Scoring::area
                  ? "settled by play: a bent four in the corner is dead, since under area counting the attacker "
                    "removes every ko threat at no cost and then wins the ko"
                  : "by the rules where they say so: a bent four in the corner is dead without being played out "
                    "(Japanese Art. 7 confirmation)");
        field(out, "handicap", long_words(r.handicap_compensation));
    }
    // The usual komi is the federation's, not kifu's: a count uses the record's KM (or
    // --komi), and a record without KM is counted with none, as kifu(1) says under score.
    field(out, "komi",
          komi_text(r.default_komi) + " usually (a count uses the record's KM or --komi, 0 without either)" +
              (r.black_wins_ties ? "; a count that ties is Black's win" : ""));
}

void write_infraction_fields(std::ostream& out, const Ruleset& r) {
    field(out, "illegal move", illegal_move_words(r));
    field(out, "", example(r.illegal_move_text));
    field(out, "repetition", long_words(r.repetition));
    field(out, "", r.repetition_text);
}

}  // namespace

void write_rules_table(std::ostream& out) {
    std::vector<Row> rows = {{"name", "ko", "suicide", "scoring", "handicap", "usual komi", "illegal move"}};
    for (const Ruleset& r : all_rulesets()) rows.push_back(table_row(r));
    const auto widths = column_widths(rows);
    for (const Row& row : rows) write_row(out, row, widths);
    out << "\nSources:\n";
    for (const Ruleset& r : all_rulesets()) field(out, r.name, r.source);
}

void write_ruleset(std::ostream& out, const Ruleset& r) {
    out << r.name << ": " << r.title << '\n';
    field(out, "source", r.source);
    field(out, "aliases", joined(r.aliases));
    write_play_fields(out, r);
    write_scoring_fields(out, r);
    write_infraction_fields(out, r);
    field(out, "notes", r.notes);
}

}  // namespace kifu::report
