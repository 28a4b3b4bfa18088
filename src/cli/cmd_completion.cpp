// `kifu completion SHELL`: print the completion script for bash, zsh or fish, made from
// the command line kifu parses (completion.hpp). The build runs it to make the installed
// scripts; a user without them can source its output.
#include <spdlog/spdlog.h>

#include <memory>
#include <stdexcept>
#include <string>

#include "cli/commands.hpp"
#include "cli/completion.hpp"

namespace kifu::cli {

void setup_completion(CLI::App& app, CommandContext& context) {
    auto shell = std::make_shared<std::string>();
    CLI::App* completion = app.add_subcommand("completion", "Print the shell completion script for bash, zsh or fish");
    completion->footer(exit_status_footer({ExitCode::ok, ExitCode::usage}) +
                       "\nInstalled kifu has them already; else: source <(kifu completion bash) in ~/.bashrc, "
                       "source <(kifu completion zsh) in ~/.zshrc, kifu completion fish | source in fish's config.");
    completion->add_option("shell", *shell, "The shell: bash, zsh or fish")
        ->required()
        ->type_name("bash|zsh|fish")
        ->check(CLI::IsMember({"bash", "zsh", "fish"}).description(""));
    completion->callback([shell, &app, &context] {
        context.run = [shell, &app, &out = context.out] {
            completion::ProgramSpec program;
            try {
                program = completion::program_spec(app);
            } catch (const std::invalid_argument& e) {
                // An option whose type name says no kind of value. Never in a built kifu: the
                // build runs this command for the scripts it installs, and fails with this message.
                spdlog::error("kifu completion: {}", e.what());
                return ExitCode::bad_input;
            }
            if (*shell == "bash") completion::write_bash(out, program);
            else if (*shell == "zsh") completion::write_zsh(out, program);
            else completion::write_fish(out, program);
            return ExitCode::ok;
        };
    });
}

}  // namespace kifu::cli
