// The completion model read off kifu's command line (cli/completion.hpp): what a type name
// lets a shell offer, and that every option kifu has says what its value is. The scripts
// themselves are run by tests/cli/completion_*.sh against --help.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <sstream>
#include <stdexcept>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "rules/ruleset.hpp"
#include "../../support/run_kifu.hpp"

namespace kifu::cli::completion {
namespace {

bool has(const std::vector<std::string>& words, std::string_view word) {
    return std::ranges::find(words, word) != words.end();
}

TEST(Completion, LiteralWordsAreOfferedAsTheyAre) {
    const ValueSpec format = value_spec("text|json");
    EXPECT_EQ(format.words, (std::vector<std::string>{"text", "json"}));
    EXPECT_FALSE(format.files || format.directories);
}

TEST(Completion, KindsMixWithWords) {
    const ValueSpec dead = value_spec("auto|none|POINTS|FILE");
    EXPECT_EQ(dead.words, (std::vector<std::string>{"auto", "none"}));
    EXPECT_TRUE(dead.files);
    EXPECT_TRUE(value_spec("DIR").directories);
    EXPECT_EQ(value_spec("N"), ValueSpec{});   // a number: nothing a shell can guess
}

TEST(Completion, RulesetsAreEveryNameAndAliasOfTheTable) {
    const ValueSpec rulesets = value_spec("RULESET");
    for (const rules::Ruleset& ruleset : rules::all_rulesets()) {
        EXPECT_TRUE(has(rulesets.words, ruleset.name)) << ruleset.name;
        for (std::string_view alias : ruleset.aliases) {
            // An alias that is a name in other case ("Japanese") is the name, offered once.
            const bool offered = std::ranges::any_of(rulesets.words, [&](const std::string& word) {
                return rules::find_ruleset(word) == &ruleset &&
                       std::ranges::equal(word, alias, [](unsigned char a, unsigned char b) {
                           return std::tolower(a) == std::tolower(b);
                       });
            });
            EXPECT_TRUE(offered) << alias;
        }
    }
    EXPECT_TRUE(has(rulesets.words, "New Zealand"));
    EXPECT_FALSE(has(rulesets.words, "Japanese"));
}

TEST(Completion, AWordOfNoKnownKindIsRefused) {
    EXPECT_THROW(value_spec("TEXT"), std::invalid_argument);   // CLI11's default for a string
    EXPECT_THROW(value_spec("Auto|none"), std::invalid_argument);
}

TEST(Completion, AnOptionWithoutAKindNamesItself) {
    CLI::App app{"test", "kifu"};
    std::string where;
    app.add_subcommand("score")->add_option("--where", where);
    try {
        program_spec(app);
        FAIL() << "an option of type TEXT was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("score --where: type name 'TEXT'"), std::string::npos) << e.what();
    }
}

TEST(Completion, EveryOptionOfKifuSaysWhatItTakes) {
    std::ostringstream out;
    CLI::App app;
    CommandContext context{out, out, {}};
    int verbose = 0;
    bool quiet = false;
    build_app(app, context, verbose, quiet);
    const ProgramSpec program = program_spec(app);   // throws on an option of no kind
    ASSERT_EQ(program.commands.size(), app.get_subcommands({}).size());
    const auto score = std::ranges::find(program.commands, "score", &CommandSpec::name);
    ASSERT_NE(score, program.commands.end());
    ASSERT_EQ(score->operands.size(), 1U);
    EXPECT_TRUE(score->operands[0].value.files);
    EXPECT_TRUE(score->operands[0].repeats);
}

TEST(Completion, ShortHelpIsTheFirstClause) {
    EXPECT_EQ(short_help("Dead stones: 'auto' (judged by kifu), 'none'"), "Dead stones");
    EXPECT_EQ(short_help("Komi, overriding KM[]"), "Komi, overriding KM[]");
    EXPECT_EQ(short_help("Show the position after this move (0: after the setup)"), "Show the position after this move");
}

TEST(Completion, TheCommandPrintsEachShellsScriptAndRefusesOthers) {
    EXPECT_NE(testing::kifu({"completion", "bash"}).out.find("complete -F _kifu kifu"), std::string::npos);
    EXPECT_TRUE(testing::kifu({"completion", "zsh"}).out.starts_with("#compdef kifu\n"));
    EXPECT_NE(testing::kifu({"completion", "fish"}).out.find("complete -c kifu -f"), std::string::npos);
    EXPECT_EQ(testing::kifu({"completion", "tcsh"}).status, 64);
    EXPECT_EQ(testing::kifu({"completion"}).status, 64);
}

}  // namespace
}  // namespace kifu::cli::completion
