#include "duplicates/record.hpp"

#include <string>

#include <xxhash.h>

#include "duplicates/signature.hpp"
#include "rules/ruleset.hpp"
#include "sgf/date.hpp"
#include "sgf/name_key.hpp"
#include "sgf/values.hpp"

namespace kifu::duplicates {
namespace {

std::uint32_t hash_of(std::string_view text) { return static_cast<std::uint32_t>(XXH3_64bits(text.data(), text.size())); }

std::uint32_t hash_of(std::string_view a, std::string_view b) {
    std::string both(a);
    both += '\0';
    both += b;
    return hash_of(both);
}

// The result as FF[4] writes it, so that W+Resign and W+R are one result; with the
// winner's colour exchanged when `swap` (B+R <-> W+R).
std::string result_text(const sgf::GameInfo& info, bool swap) {
    if (!info.result) return info.result_text;
    sgf::GameResult result = *info.result;
    if (swap && result.winner == sgf::Winner::black) result.winner = sgf::Winner::white;
    else if (swap && result.winner == sgf::Winner::white) result.winner = sgf::Winner::black;
    return result.canonical();
}

// Whether RE says the game ended where the record does: a win by resignation, on time, by
// forfeit or by a count, or a draw. "B+" (no reason), "Void", "?" and other reasons do not.
bool ended_there(const sgf::GameInfo& info) {
    if (!info.result) return false;
    const sgf::GameResult& r = *info.result;
    if (r.winner == sgf::Winner::draw) return true;
    if (r.winner != sgf::Winner::black && r.winner != sgf::Winner::white) return false;
    return r.kind == sgf::WinKind::score || r.kind == sgf::WinKind::resign || r.kind == sgf::WinKind::time ||
           r.kind == sgf::WinKind::forfeit;
}

}  // namespace

std::string_view field_name(Field f) {
    switch (f) {
        case Field::players: return "players";
        case Field::ranks: return "ranks";
        case Field::date: return "date";
        case Field::result: return "result";
        case Field::komi: return "komi";
        case Field::handicap: return "handicap";
        case Field::rules: return "rules";
        case Field::event: return "event";
        case Field::round: return "round";
        case Field::place: return "place";
        case Field::game_name: return "game_name";
    }
    return "players";
}

Record make_record(std::size_t game, const sgf::GameTree& tree, const sgf::GameInfo& info, int min_moves) {
    Record r;
    r.game = game;
    r.moves = game_moves(tree, info.size);
    r.bucket = bucket_key(r.moves, min_moves);
    if (!r.bucket) return r;   // never compared: its fields are never asked for
    // The day as FF[4] writes it, so that 2016.03.09 and 2016-03-09 are one day.
    const std::optional<std::string> day = sgf::first_date(info.date);
    if (day) r.moves.day = hash_of(*day) | 1U;   // never 0, which means unknown
    if (ended_there(info)) {
        r.moves.ended = hash_of(result_text(info, false)) | 1U;
        r.moves.ended_swapped = hash_of(result_text(info, true)) | 1U;
    }
    auto set = [&](Field f, std::uint32_t h) { r.fields[static_cast<std::size_t>(f)] = h; };
    // Names, the event and the rules as kifu reads them, not as they are spelt: "GNU Go L3"
    // and "gnu go l3" name one player (as --event finds players), RU[jp] and RU[Japanese]
    // one ruleset (as check and score choose it).
    const std::string black = sgf::name_key(info.black.name), white = sgf::name_key(info.white.name);
    set(Field::players, hash_of(black, white));
    set(Field::ranks, hash_of(info.black.rank, info.white.rank));
    set(Field::date, day ? r.moves.day : hash_of(info.date));
    set(Field::result, hash_of(result_text(info, false)));
    set(Field::komi, hash_of(info.komi ? sgf::format_real(*info.komi) : std::string()));
    set(Field::handicap, hash_of(std::to_string(info.handicap)));
    set(Field::rules, hash_of(rules::ruleset_key(info.rules)));
    set(Field::event, hash_of(sgf::name_key(info.event)));
    set(Field::round, hash_of(info.round));
    set(Field::place, hash_of(info.place));
    set(Field::game_name, hash_of(info.game_name));
    r.swapped_fields = r.fields;
    auto set_swapped = [&](Field f, std::uint32_t h) { r.swapped_fields[static_cast<std::size_t>(f)] = h; };
    set_swapped(Field::players, hash_of(white, black));
    set_swapped(Field::ranks, hash_of(info.white.rank, info.black.rank));
    set_swapped(Field::result, hash_of(result_text(info, true)));
    return r;
}

Record make_moves_record(std::size_t game, const sgf::GameTree& tree, int min_moves) {
    Record r;
    r.game = game;
    BoardSize size;
    if (const auto sz = tree.first_value(tree.root(), "SZ"))
        if (const auto decoded = sgf::decode_board_size(sz->text); decoded.value) size = *decoded.value;
    r.moves = game_moves(tree, size);
    r.bucket = bucket_key(r.moves, min_moves);
    if (!r.bucket) return r;
    if (const auto dt = tree.first_value(tree.root(), "DT"))
        if (const auto day = sgf::first_date(dt->text)) r.moves.day = hash_of(*day) | 1U;
    return r;
}

FieldMask differing_fields(const std::array<std::uint32_t, field_count>& a,
                           const std::array<std::uint32_t, field_count>& b) {
    FieldMask mask = 0;
    for (std::size_t i = 0; i < field_count; ++i)
        if (a[i] != b[i]) mask = static_cast<FieldMask>(mask | 1U << i);
    return mask;
}

}  // namespace kifu::duplicates
