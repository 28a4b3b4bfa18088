#pragma once
// The record a `kifu view` page carries: one game's SGF text as the command line decoded it
// (UTF-8), where that text starts in its file, and what reading the file reported about the
// game. The page's WebAssembly engine reads the text with kifu's own reader, so the tree,
// the replay and the counts are the command line's; the reading problems come from the
// command line, which saw the file's bytes and their charset.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "base/diagnostic.hpp"
#include "sgf/reader_types.hpp"

namespace kifu::view {

struct ViewRecord {
    std::string file;             // the name the game is reported under
    std::size_t game = 0;         // 0-based within the file
    std::string text;             // the game's part of the file, decoded to UTF-8
    SourceLocation start{1, 1};   // where `text` starts in the file
    std::string charset;          // what the file's bytes were read as
    Diagnostics reading;          // the reader's problems with this game, located in the file
};

// The record of `game` as read from `file`: call before analysing it (analysis moves the
// reading diagnostics into the outcome).
ViewRecord view_record(const std::string& file, const sgf::GameRecord& game);

nlohmann::ordered_json record_json(const ViewRecord& record);
// Throws nlohmann::json::exception when a key is missing or has the wrong type.
ViewRecord record_from_json(const nlohmann::json& json);

// Reads the record's text back into a game, with the reading diagnostics it was made with.
// Empty when the text holds no game (a record not made by view_record).
std::optional<sgf::GameRecord> read_view_record(const ViewRecord& record);

}  // namespace kifu::view
