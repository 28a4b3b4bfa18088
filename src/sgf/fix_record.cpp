#include "sgf/fix_record.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "sgf/collection_charset.hpp"
#include "sgf/game_info.hpp"
#include "sgf/reader.hpp"
#include "sgf/same_play.hpp"

namespace kifu::sgf {
namespace {

constexpr std::string_view utf8_bom = "\xEF\xBB\xBF";

// The reader's own repairs of a game (junk, structure, escapes, charset notes) are made by
// writing the tree it read: each is a change, where the reader found it.
Change reader_repair(const Diagnostic& d) { return {ChangeKind::repair, d.where, {}, std::nullopt, std::nullopt, d.message}; }

// What reading the output again says: each game's warnings (from the reader and
// summarize_game), and where its play differs from the input's game of the same index.
std::vector<std::string> reread_problems(const std::string& text, const std::vector<GameRecord>& inputs,
                                         const std::vector<BoardSize>& sizes) {
    std::vector<std::string> out;
    std::size_t games = 0;
    read_sgf_bytes("fixed", text, {}, [&](GameRecord&& game) {
        const GameInfo info = summarize_game(game);
        for (const Diagnostic& d : game.diagnostics) out.push_back(d.message);
        const std::size_t i = games++;
        if (i >= inputs.size()) return;
        if (const auto difference = play_difference(inputs[i].tree, sizes[i], game.tree, info.size))
            out.push_back("game " + std::to_string(i + 1) + ": the output's play differs from the input's: " +
                          *difference);
    });
    if (games != inputs.size())
        out.push_back("the output holds " + std::to_string(games) + " games, the input " +
                      std::to_string(inputs.size()));
    return out;
}

}  // namespace

std::size_t FixedRecord::change_count() const {
    std::size_t n = file_changes.size();
    for (const GameReport& g : games) n += g.changes.size() + g.changes_not_listed;
    return n;
}

std::size_t FixedRecord::left_count() const {
    std::size_t n = unexpected.size() + (kept_as_it_was ? 1 : 0);
    for (const GameReport& g : games) n += g.left.size() + g.left_not_listed;
    return n;
}

std::size_t FixedRecord::changes_not_listed() const {
    std::size_t n = 0;
    for (const GameReport& g : games) n += g.changes_not_listed;
    return n;
}

std::size_t FixedRecord::left_not_listed() const {
    std::size_t n = 0;
    for (const GameReport& g : games) n += g.left_not_listed;
    return n;
}

FixedRecord fix_record(const std::string& name, std::string bytes) {
    FixedRecord fixed;
    const bool had_bom = std::string_view(bytes).starts_with(utf8_bom);
    const std::string original = bytes;
    std::vector<GameRecord> records;
    const FileOutcome outcome = read_sgf_bytes(name, std::move(bytes), {}, [&](GameRecord&& game) {
        records.push_back(std::move(game));
    });
    fixed.charset = outcome.charset;
    if (records.empty()) {
        fixed.errors = outcome.diagnostics;
        return fixed;
    }
    // A reader error (a limit reached) means part of a game was not read: writing the rest
    // would lose it. Kept as it was.
    for (const GameRecord& g : records)
        for (const Diagnostic& d : g.diagnostics)
            if (d.severity == Severity::error) fixed.errors.push_back(d);
    if (!fixed.errors.empty()) {
        fixed.text = original;
        fixed.kept_as_it_was = true;
        fixed.kept_because = "the reader could not read all of it";
        return fixed;
    }
    // A game in another charset than the file was read in (collection_charset.hpp) would be
    // written as garbled as it was read, its bytes past ASCII lost: kept as it was instead.
    for (const GameRecord& g : records)
        if (const auto declared = declares_another_charset(g, outcome.charset))
            fixed.errors.push_back({Severity::warning, declared->where,
                                    fmt::format("game {} declares CA[{}], but the file was read as {} (its first game's)",
                                                g.index + 1, declared->shown, outcome.charset)});
    if (!fixed.errors.empty()) {
        fixed.text = original;
        fixed.kept_as_it_was = true;
        fixed.kept_because = "its games declare different charsets, and a file is read in one (split it to fix each game)";
        return fixed;
    }
    if (had_bom) fixed.file_changes.push_back({ChangeKind::repair, {1, 1}, {}, std::nullopt, std::nullopt,
                                               "byte-order mark removed (CA[UTF-8] says the charset)"});
    // A CA the bytes contradict is not what the text was converted from: "CA[WINDOWS-1252] ->
    // CA[UTF-8]" was reported for a file that said CA[UTF-8]. Said as the conversion it is.
    if (outcome.charset != "UTF-8" && outcome.charset_guess.empty())
        fixed.file_changes.push_back({ChangeKind::charset, {}, "CA", outcome.charset, std::string("UTF-8"),
                                      "the text is converted from " + outcome.charset + " to UTF-8"});
    else if (!outcome.charset_guess.empty())
        fixed.file_changes.push_back({ChangeKind::repair, {}, "CA", std::nullopt, std::string("UTF-8"),
                                      "the text is converted from " + outcome.charset + " to UTF-8, a guess (" +
                                          outcome.charset_guess + ")"});
    std::vector<std::string> left_messages;
    std::vector<BoardSize> sizes;
    for (GameRecord& record : records) {
        GameReport report;
        report.game = record.index;
        for (const Diagnostic& d : record.diagnostics) {
            if (d.where.line == 0) fixed.file_changes.push_back(reader_repair(d));   // the file's charset notes
            else report.changes.push_back(reader_repair(d));
        }
        // Closing a game tree the file cut off is a repair, but what followed the cut is lost:
        // the written record reads as whole, so the report says so, and fix is not "clean".
        if (record.cut_off)
            report.left.push_back({record.diagnostics.empty() ? SourceLocation{} : record.diagnostics.back().where, {},
                                   "the record is cut off: moves after the end of the file may be missing, and the "
                                   "written record no longer shows it"});
        record.diagnostics.clear();
        const GameInfo info = summarize_game(record);
        sizes.push_back(info.size);
        GameFixes plan = plan_value_fixes(record.tree, info);
        write_game(record.tree, plan.edits, fixed.text);
        report.changes.insert(report.changes.end(), plan.changes.begin(), plan.changes.end());
        report.left.insert(report.left.end(), plan.left.begin(), plan.left.end());
        report.changes_not_listed = plan.changes_not_listed;
        report.left_not_listed = plan.left_not_listed;
        for (const LeftAsIs& l : report.left) left_messages.push_back(l.message);
        fixed.games.push_back(std::move(report));
    }
    // What no one can tell from the bytes alone is not called clean: a charset guessed (the
    // names may read as another script's), and bytes no charset reads, now U+FFFD in the
    // output (the original bytes lost). Both are written, and left for the user to check.
    if (!fixed.games.empty()) {
        std::vector<LeftAsIs>& left = fixed.games.front().left;
        if (!outcome.charset_guess.empty())
            left.push_back({{}, "CA", "the charset is a guess (" + outcome.charset_guess +
                                          "): check the names and comments; if they are wrong, give the input its "
                                          "right CA and fix it again"});
        if (outcome.bytes_replaced > 0)
            left.push_back({{}, {}, fmt::format("{} byte sequence{} no charset reads written as U+FFFD (read as {}): "
                                                "what they were is lost in the output",
                                                outcome.bytes_replaced, outcome.bytes_replaced == 1 ? "" : "s",
                                                outcome.charset)});
    }
    // What a reader says of the output must be what was left, and its play must be the
    // input's: anything else is a bug of kifu fix, reported rather than hidden.
    for (const std::string& message : reread_problems(fixed.text, records, sizes)) {
        const auto known = std::find(left_messages.begin(), left_messages.end(), message);
        if (known != left_messages.end()) left_messages.erase(known);
        else fixed.unexpected.push_back(message);
    }
    return fixed;
}

}  // namespace kifu::sgf
