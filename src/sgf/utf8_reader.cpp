#include "sgf/utf8_reader.hpp"

#include <memory>

#include "sgf/source_text.hpp"
#include "sgf/tokenize.hpp"
#include "sgf/tree_builder.hpp"

namespace kifu::sgf {
namespace {

void make_strict(Diagnostics& diagnostics) {
    for (Diagnostic& d : diagnostics) d.severity = Severity::error;
}

}  // namespace

FileOutcome read_sgf_utf8(std::string name, std::string utf8, std::string charset,
                          std::vector<std::string> file_warnings, const ReadOptions& options,
                          const GameHandler& on_game) {
    FileOutcome outcome;
    auto source = std::make_shared<SourceText>(std::move(name), std::move(utf8), charset);
    GameHandler handler = on_game;
    if (options.strict)
        handler = [&on_game](GameRecord&& game) {
            make_strict(game.diagnostics);
            on_game(std::move(game));
        };
    TreeBuilder builder(source, options.limits, handler);
    for (std::string& warning : file_warnings) builder.add_file_warning(std::move(warning));

    tokenize(source->text(), builder);
    builder.finish();

    outcome.charset = std::move(charset);
    outcome.games = builder.games_emitted();
    outcome.diagnostics = builder.take_file_diagnostics();
    if (outcome.games == 0) outcome.diagnostics.push_back({Severity::error, {}, "no SGF game tree found"});
    if (options.strict) make_strict(outcome.diagnostics);
    return outcome;
}

}  // namespace kifu::sgf
