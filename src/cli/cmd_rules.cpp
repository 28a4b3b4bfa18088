// `kifu rules [NAME]`: the ruleset presets as a table, or one of them in full.
#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "report/rules_report.hpp"
#include "rules/ruleset.hpp"

namespace kifu::cli {

void setup_rules(CLI::App& app, CommandContext& context) {
    auto name = std::make_shared<std::string>();
    CLI::App* rules = app.add_subcommand("rules", "List the ruleset presets, or show one in full with its sources");
    rules->footer(exit_status_footer({ExitCode::ok, ExitCode::usage}));
    rules->add_option("name", *name, "A preset name or alias (e.g. japanese, aga, GOE, 'New Zealand')")
        ->type_name("RULESET")
        ->check([](const std::string& n) {
            return rules::find_ruleset(n) ? std::string{} : "unknown ruleset '" + n + "'";
        });
    rules->callback([name, &context] {
        context.run = [name, &out = context.out] {
            if (name->empty()) report::write_rules_table(out);
            else report::write_ruleset(out, *rules::find_ruleset(*name));
            return ExitCode::ok;
        };
    });
}

}  // namespace kifu::cli
