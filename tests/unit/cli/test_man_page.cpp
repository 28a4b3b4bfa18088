// The man page and README stay true to the command line: every subcommand and every
// option CLI11 knows appears in man/kifu.1.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "rules/ruleset.hpp"

namespace kifu::cli {
namespace {

std::string read_text(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A long option "--dead" is written ".Fl -dead" in mdoc; "-v" is ".Fl v".
bool documented(const std::string& man, const std::string& option) {
    const std::string flag = option.rfind("--", 0) == 0 ? "Fl -" + option.substr(2) : "Fl " + option.substr(1);
    return man.find(flag) != std::string::npos;
}

TEST(ManPage, DocumentsEverySubcommandAndOption) {
    const std::string man = read_text(std::string(KIFU_SOURCE_DIR) + "/man/kifu.1");
    const std::string readme = read_text(std::string(KIFU_SOURCE_DIR) + "/README.md");
    ASSERT_FALSE(man.empty());
    std::ostringstream out;
    CLI::App app;
    CommandContext context{out, out, {}};
    int verbose = 0;
    bool quiet = false;
    build_app(app, context, verbose, quiet);
    for (const CLI::Option* option : app.get_options())
        for (const std::string& name : option->get_lnames()) EXPECT_TRUE(documented(man, "--" + name)) << "--" << name;
    for (const CLI::App* command : app.get_subcommands({})) {
        const std::string name = command->get_name();
        EXPECT_NE(man.find(".Cm " + name), std::string::npos) << "subcommand " << name << " not in the man page";
        EXPECT_NE(readme.find("kifu " + name), std::string::npos) << "subcommand " << name << " not in README.md";
        for (const CLI::Option* option : command->get_options()) {
            if (option->get_name() == "--help") continue;
            for (const std::string& long_name : option->get_lnames())
                EXPECT_TRUE(documented(man, "--" + long_name)) << name << " --" << long_name;
            for (const std::string& short_name : option->get_snames())
                EXPECT_TRUE(documented(man, "-" + short_name)) << name << " -" << short_name;
        }
    }
}

TEST(ManPage, RulesetTableMatchesTheCode) {
    const std::string man = read_text(std::string(KIFU_SOURCE_DIR) + "/man/kifu.1");
    for (const rules::Ruleset& r : rules::all_rulesets()) {
        const std::size_t row = man.find(".It " + std::string(r.name) + " Ta ");
        ASSERT_NE(row, std::string::npos) << r.name << " missing from the RULESETS table";
        const std::string line = man.substr(row, man.find('\n', row) - row);
        std::ostringstream komi;
        komi << r.default_komi;
        EXPECT_TRUE(line.ends_with("Ta " + komi.str())) << line;
        const bool area = r.scoring == rules::Scoring::area;
        EXPECT_EQ(line.find(area ? "Ta area Ta" : "Ta territory Ta") != std::string::npos || r.first_capture_wins, true)
            << line;
    }
}

}  // namespace
}  // namespace kifu::cli
