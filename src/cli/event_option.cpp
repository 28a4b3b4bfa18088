#include "cli/event_option.hpp"

#include <fstream>
#include <iostream>
#include <new>
#include <sstream>

#include <fmt/format.h>
#include <spdlog/spdlog.h>
#include <xxhash.h>

#include "event/event_file.hpp"
#include "sgf/reader.hpp"

namespace kifu::cli {

CLI::Option* add_event_option(CLI::App& command, std::string& event_file, const char* help) {
    return command.add_option("--event", event_file, help)->type_name("EVENT.toml");
}

std::unique_ptr<event::EventReview> review_event(const std::string& event_file, const std::vector<std::string>& inputs,
                                                 const batch::InputOptions& reading, ExitCode& status,
                                                 const UnreadableInput& on_unreadable, const EachEventGame& each_game) {
    for (const std::string& input : inputs)
        if (input == "-") {
            spdlog::error("--event reads the records twice (once to compare them with each other); give files, "
                          "folders or archives, not '-'");
            status = ExitCode::usage;
            return nullptr;
        }
    std::unique_ptr<event::EventReview> review;
    try {
        review = std::make_unique<event::EventReview>(event::read_event_file(event_file));
    } catch (const event::EventFileError& e) {
        spdlog::error("{}", e.what());
        status = ExitCode::event_file;
        return nullptr;
    }
    // All inputs in one enumeration: a file reached twice (named twice, inside a folder
    // named too) is one input, read once, never a duplicate of itself.
    batch::enumerate_inputs(inputs, reading, std::cin, {}, [&](batch::RawInput&& raw) {
        if (!raw.error.empty()) {
            if (on_unreadable) on_unreadable(raw.path, {{Severity::error, {}, raw.error}});
            return true;
        }
        const std::string name = raw.path;
        const sgf::FileOutcome outcome = sgf::read_sgf_bytes(name, std::move(raw.bytes), {}, [&](sgf::GameRecord&& game) {
            review->add(event::record_facts({name, game.index}, game));
            if (each_game) each_game(name, game);
        });
        if (outcome.games == 0 && on_unreadable) on_unreadable(name, outcome.diagnostics);
        return true;
    });
    review->finish();
    return review;
}

std::vector<std::string> event_inputs(const std::string& event_file, const event::EventReview* review) {
    std::vector<std::string> files;
    if (!event_file.empty()) files.push_back(event_file);
    if (review != nullptr) {
        if (!review->event().players_file.empty()) files.push_back(review->event().players_file);
        if (review->event().official) files.push_back(review->event().official->file);
    }
    return files;
}

std::string event_content(const std::vector<std::string>& files) {
    XXH3_state_t* state = XXH3_createState();
    if (state == nullptr) throw std::bad_alloc();
    XXH3_64bits_reset(state);
    for (const std::string& file : files) {
        std::ifstream in(file, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        const std::string bytes = text.str();
        const std::uint64_t size = bytes.size();   // so that moving bytes between files changes it
        XXH3_64bits_update(state, &size, sizeof size);
        XXH3_64bits_update(state, bytes.data(), bytes.size());
    }
    const std::uint64_t hash = XXH3_64bits_digest(state);
    XXH3_freeState(state);
    return fmt::format("{:016x}", hash);
}

const std::vector<event::EventProblem>& event_problems(const event::EventReview& review, const std::string& file,
                                                       std::size_t game) {
    static const std::vector<event::EventProblem> none;
    const auto* problems = review.problems_of({file, game});
    return problems ? *problems : none;
}

}  // namespace kifu::cli
