// `kifu explain [TOPIC]`: short lessons on ko, suicide, passes, seki and counting.
#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "report/lessons.hpp"

namespace kifu::cli {

void setup_explain(CLI::App& app, CommandContext& context) {
    auto topic = std::make_shared<std::string>();
    CLI::App* explain = app.add_subcommand("explain", "Short lessons: ko, superko, suicide, passes, seki, counting, ...");
    explain->footer(exit_status_footer({ExitCode::ok, ExitCode::usage}));
    explain->add_option("topic", *topic, "The topic; without it, the list of topics")
        ->type_name("TOPIC")
        ->check([](const std::string& t) {
            return report::find_lesson(t) ? std::string{} : "unknown topic '" + t + "' (see 'kifu explain')";
        });
    explain->callback([topic, &context] {
        context.run = [topic, &out = context.out] {
            if (topic->empty()) report::write_lesson_index(out);
            else report::write_lesson(out, *report::find_lesson(*topic));
            return ExitCode::ok;
        };
    });
}

}  // namespace kifu::cli
