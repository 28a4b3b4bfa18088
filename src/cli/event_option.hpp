#pragma once
// --event EVENT.toml, shared by check, batch, view and results: reads the event file and
// gathers every record's facts in one pass over the inputs (the checks that compare
// records with each other need them all before the first record is reported).
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "base/exit_code.hpp"
#include "batch/inputs.hpp"
#include "event/event_review.hpp"
#include "sgf/reader_types.hpp"

namespace kifu::cli {

CLI::Option* add_event_option(CLI::App& command, std::string& event_file, const char* help);

// The review of `inputs` against the event, or null with `status` set (and the reason
// logged): 78 for an unreadable event file, 64 when an input is standard input, which
// cannot be read twice. An input that gives no record (unreadable, not SGF, a folder with
// none) is skipped here and told to `on_unreadable` when given: check, batch and view report
// it in their own run over the inputs; results has no such run and reports it from here.
// `each_game`, when given, sees every game after its facts are taken (results judges its RE
// there, having no run of its own over the games).
using UnreadableInput = std::function<void(const std::string& name, const Diagnostics& diagnostics)>;
using EachEventGame = std::function<void(const std::string& name, sgf::GameRecord& game)>;
std::unique_ptr<event::EventReview> review_event(const std::string& event_file, const std::vector<std::string>& inputs,
                                                 const batch::InputOptions& reading, ExitCode& status,
                                                 const UnreadableInput& on_unreadable = {},
                                                 const EachEventGame& each_game = {});

// The files --event reads, which no output may overwrite: the event file, and once it is
// read (`review` not null) its players list and official results.
std::vector<std::string> event_inputs(const std::string& event_file, const event::EventReview* review);

// What the event's files hold (`files` as event_inputs gives them), as 16 hex digits of
// XXH3-64: part of a store's options, so that a store made under an event file since edited
// (another komi, a player added) is not resumed as if it were the same event.
std::string event_content(const std::vector<std::string>& files);

// The record's event problems, or none (an empty list) when it is not in the review.
const std::vector<event::EventProblem>& event_problems(const event::EventReview& review, const std::string& file,
                                                       std::size_t game);

}  // namespace kifu::cli
