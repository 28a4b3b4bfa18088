// `kifu view`: where the pages go, what they carry, and the errors. What the pages do in
// a browser is tests/browser/view_test.py's.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "../../support/run_kifu.hpp"
#include "cli/view_engine.hpp"
#include "../../support/archive_writer.hpp"
#include "../../support/temp_dir.hpp"
#include "cli/view_engine.hpp"
#include "view/assets.hpp"
#include "view/csp.hpp"
#include "view/index.hpp"

namespace kifu::cli {
namespace {

using testing::kifu;
using testing::TempDir;

const std::string source_dir = KIFU_SOURCE_DIR;
const std::string seki = source_dir + "/sample-games/seki-eye-japanese-vs-chinese.sgf";
const std::string ko = source_dir + "/sample-games/illegal-ko-retake.sgf";
const std::string two_games = source_dir + "/tests/data/good_two_games.sgf";

// With the engine a clean game's page is written with status 0; a kifu built without
// emscripten (the sanitizer build) warns that its pages cannot recount.
const int clean = view_engine_script().empty() ? 1 : 0;

std::string read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The embedded texts are their files, byte for byte: the page assets (one part each) and
// the engine, which cmake/embed_text.cmake splits into parts of 60000 bytes.
TEST(ViewCommand, EmbeddedAssetsAndEngineAreTheirFilesByteForByte) {
    const std::string view = source_dir + "/src/view/assets/";
    EXPECT_EQ(view::page_style(), read(view + "page.css"));
    EXPECT_EQ(view::page_script(), read(view + "page.js"));
    EXPECT_EQ(view::index_style(), read(view + "index.css"));
    EXPECT_EQ(view::index_script(), read(view + "index.js"));
    if (!KIFU_VIEW_ENGINE_BUILT) GTEST_SKIP() << "kifu built without the WebAssembly engine";
    ASSERT_FALSE(view_engine_script().empty()) << "the build was configured with the engine, yet kifu embeds none";
    const std::string engine = read(KIFU_ENGINE_JS);
    ASSERT_GT(engine.size(), 60000U);
    EXPECT_TRUE(view_engine_script() == engine);  // not EXPECT_EQ: a failure would print a megabyte
}

std::string attribute_of(const std::string& html, const std::string& count) {
    const std::string cell = "data-count=\"" + count + "\" data-result=\"";
    const std::size_t at = html.find(cell);
    if (at == std::string::npos) return "(none)";
    const std::size_t begin = at + cell.size();
    return html.substr(begin, html.find('"', begin) - begin);
}

TEST(ViewCommand, OnePageCarriesTheCountKifuScoreMakes) {
    TempDir dir;
    const auto run = kifu({"view", seki, "-o", dir / "seki.html"});
    ASSERT_EQ(run.status, clean) << run.err;
    const std::string page = read(dir / "seki.html");
    const auto score = nlohmann::json::parse(kifu({"score", "--format", "json", seki}).out);
    EXPECT_EQ(attribute_of(page, "japanese"), score["japanese"]["result"]);
    EXPECT_EQ(attribute_of(page, "chinese"), score["chinese"]["result"]);
    EXPECT_NE(page.find("data-move=\"2\""), std::string::npos);
    // The explanation in kifu score's words.
    EXPECT_NE(page.find(score["explanation"][0].get<std::string>()), std::string::npos);
    // Every lesson, and a link to the seki one where seki eyes matter.
    EXPECT_NE(page.find("id=\"lesson-seki\""), std::string::npos);
    EXPECT_NE(page.find("href=\"#lesson-seki\""), std::string::npos);
}

// The lessons read as `kifu explain` prints them: federations named from the ruleset
// table, no "{positional_superko}" left for the reader.
TEST(ViewCommand, LessonsNameTheFederationsAsKifuExplainDoes) {
    TempDir dir;
    kifu({"view", seki, "-o", dir / "seki.html"});
    const std::string page = read(dir / "seki.html");
    const std::size_t first = page.find("<details class=\"lesson\""), last = page.rfind("</details>");
    ASSERT_NE(first, std::string::npos);
    const std::string lessons = page.substr(first, last - first);
    EXPECT_FALSE(std::regex_search(lessons, std::regex("\\{[a-z_]+\\}"))) << "a lesson placeholder is left";
    std::string explained = kifu({"explain", "superko"}).out;  // wrapped at 80 columns
    std::replace(explained.begin(), explained.end(), '\n', ' ');
    EXPECT_NE(explained.find("Positional superko (Chinese, Ing"), std::string::npos) << explained;
    EXPECT_NE(lessons.find("Positional superko (Chinese, Ing"), std::string::npos);
}

TEST(ViewCommand, CaptureGoPanelSaysTheFirstCaptureWinsNotWhatItCounts) {
    TempDir dir;
    const std::string game = source_dir + "/sample-games/capture-go.sgf";
    kifu({"view", game, "-o", dir / "capture.html"});
    const std::string page = read(dir / "capture.html");
    const std::size_t panel = page.find("data-panel=\"ruleset\"");
    ASSERT_NE(panel, std::string::npos);
    const std::string ruleset = page.substr(panel, page.find("</section>", panel) - panel);
    EXPECT_NE(ruleset.find("<p class=\"counting\">the first capture wins \u00b7 Capture go"), std::string::npos) << ruleset;
    EXPECT_NE(ruleset.find("decided at move 19"), std::string::npos) << ruleset;
    // Decided is exact, however open the board: the footer was "too early to count
    // (estimate B+)" under "decided at move 19".
    const std::size_t cell = ruleset.find("data-count=\"ruleset\"");
    ASSERT_NE(cell, std::string::npos) << ruleset;
    const std::size_t open = ruleset.find('>', cell) + 1;
    EXPECT_EQ(ruleset.substr(open, ruleset.find("</td>", open) - open), "B+");
    EXPECT_EQ(ruleset.find("too early"), std::string::npos) << ruleset;
}

TEST(ViewCommand, PageFetchesNothingAndNamesItsScriptsInItsPolicy) {
    TempDir dir;
    ASSERT_EQ(kifu({"view", ko, "-o", dir / "ko.html"}).status, 3);   // RE does not stand: 3
    const std::string page = read(dir / "ko.html");
    std::smatch policy;
    const std::string head = page.substr(0, page.find("<style>"));
    ASSERT_TRUE(std::regex_search(head, policy, std::regex("http-equiv=\"Content-Security-Policy\" content=\"([^\"]*)\"")));
    EXPECT_EQ(policy[1].str().rfind("default-src 'none'; ", 0), 0u) << policy[1];
    // Each inline script and style is named by its hash (found by hand: std::regex recurses
    // per character, and the engine is a megabyte).
    int named = 0;
    for (const std::string tag : {"script", "style"}) {
        const std::string open = "<" + tag + ">", close = "</" + tag + ">";
        for (std::size_t at = page.find(open); at != std::string::npos; at = page.find(open, at + 1)) {
            const std::size_t begin = at + open.size(), end = page.find(close, begin);
            ASSERT_NE(end, std::string::npos);
            EXPECT_NE(policy[1].str().find(view::csp_hash(std::string_view(page).substr(begin, end - begin))),
                      std::string::npos)
                << tag;
            ++named;
        }
    }
    EXPECT_EQ(named, clean == 0 ? 3 : 2);   // style, engine, page script
    // No address to fetch anywhere: no src, no link, no http(s) but the SVG namespace.
    EXPECT_EQ(page.find(" src="), std::string::npos);
    EXPECT_EQ(page.find("<link"), std::string::npos);
    for (const char* scheme : {"http:", "https:"})
        for (std::size_t at = page.find(scheme); at != std::string::npos; at = page.find(scheme, at + 1))
            EXPECT_EQ(page.compare(at, 26, "http://www.w3.org/2000/svg"), 0) << page.substr(at, 60);
}

// A clean record's page: exit 0, or 1 from a kifu built without its WebAssembly engine (the
// sanitizer build), whose one warning says the pages cannot recount.
int expected_view_status() { return cli::view_engine_script().empty() ? 1 : 0; }

TEST(ViewCommand, CspHashIsSha256InBase64) {
    EXPECT_EQ(view::csp_hash(""), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    EXPECT_EQ(view::csp_hash("abc"), "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='");
}

TEST(ViewCommand, RecordTextCannotEndTheDataElement) {
    TempDir dir;
    const std::string hostile = dir / "hostile.sgf";
    std::ofstream(hostile) << "(;GM[1]SZ[9]PB[</script><script>alert(1)</script>]C[<!-- x]RE[B+R];B[ee])";
    const auto run = kifu({"view", hostile, "-o", dir / "h.html"});
    ASSERT_EQ(run.status, expected_view_status()) << run.err;   // no RU: the default, no warning
    const std::string page = read(dir / "h.html");
    EXPECT_EQ(page.find("<script><script>"), std::string::npos);
    EXPECT_EQ(page.find("alert(1)</script>"), std::string::npos);
    EXPECT_NE(page.find("&lt;/script&gt;&lt;script&gt;alert(1)"), std::string::npos);   // shown as text
    EXPECT_NE(page.find("\\u003c/script>\\u003cscript>alert(1)"), std::string::npos);   // carried as JSON
}

TEST(ViewCommand, SeveralGamesNeedAFolder) {
    TempDir dir;
    const auto run = kifu({"view", two_games, "-o", dir / "x.html"});
    EXPECT_EQ(run.status, 64);
    EXPECT_NE(run.err.find("-o takes one game's page, and the input holds more than one game; for several games give "
                           "-d DIR"),
              std::string::npos)
        << run.err;
    EXPECT_FALSE(std::filesystem::exists(dir / "x.html"));
    // Refused before any game is judged: no game's findings, no summary of games.
    EXPECT_EQ(run.err.find("no RU[]"), std::string::npos) << run.err;
    EXPECT_EQ(run.err.find("verdicts"), std::string::npos) << run.err;
}

TEST(ViewCommand, FolderHasAPagePerGameAnIndexAndTheSharedScript) {
    TempDir dir;
    const std::string out = dir / "site";
    // The same file twice is one record: a page per game once (it was a second set of
    // pages, good_two_games_2.html, and the index listed each game twice).
    const auto run = kifu({"view", "-d", out, two_games, seki, two_games});
    EXPECT_EQ(run.status, expected_view_status()) << run.err;   // game 2 has no RU: the default, no warning
    EXPECT_NE(run.err.find("the same file as " + two_games + ", read once"), std::string::npos) << run.err;
    for (const char* page : {"good_two_games.html", "good_two_games-2.html", "seki-eye-japanese-vs-chinese.html",
                             "index.html", "kifu-view.js"})
        EXPECT_TRUE(std::filesystem::exists(out + "/" + page)) << page;
    EXPECT_FALSE(std::filesystem::exists(out + "/good_two_games_2.html"));
    const std::string index = read(out + "/index.html");
    int links = 0;
    const std::regex link("<a href=\"([^\"]+\\.html)\">");
    for (auto it = std::sregex_iterator(index.begin(), index.end(), link); it != std::sregex_iterator(); ++it) {
        EXPECT_TRUE(std::filesystem::exists(out + "/" + (*it)[1].str())) << (*it)[1];
        ++links;
    }
    EXPECT_EQ(links, 3);
    const std::string page = read(out + "/seki-eye-japanese-vs-chinese.html");
    // The shared script is loaded by an inline script named by its hash (and checked against
    // its own hash over HTTP), never allowed by 'self': another script file placed beside the
    // pages cannot run.
    const std::string integrity = view::integrity_value(read(out + "/kifu-view.js"));
    const std::size_t loader_at = page.find("<script>(function () { var s = document.createElement('script'); s.src = "
                                            "'kifu-view.js'; if (location.protocol !== 'file:') s.integrity = '" +
                                            integrity + "';");
    ASSERT_NE(loader_at, std::string::npos);
    const std::size_t loader_end = page.find("</script>", loader_at);
    const std::string loader = page.substr(loader_at + 8, loader_end - loader_at - 8);
    EXPECT_EQ(page.find(" src="), std::string::npos);   // no script named by address
    const std::smatch policy = [&] {
        std::smatch m;
        std::regex_search(page, m, std::regex("http-equiv=\"Content-Security-Policy\" content=\"([^\"]+)\""));
        return m;
    }();
    ASSERT_EQ(policy.size(), 2U);
    EXPECT_NE(policy[1].str().find("script-src " + view::csp_hash(loader) + " 'strict-dynamic'"), std::string::npos)
        << policy[1];
    EXPECT_EQ(policy[1].str().find("'self'"), std::string::npos) << policy[1];
    EXPECT_NE(page.find("href=\"index.html\""), std::string::npos);
}

// The index a director publishes has a row for every input: one that gave no game says
// why, each game lists the record's warnings, a resigned game shows no count that could
// contradict its RE, and RE is in the same normal form as the count.
// A position too early to count shows no result in the index either, as on its page: the
// estimate beside "too early", marked (it showed "W+6.5 ~").
TEST(ViewCommand, TheIndexSaysTooEarlyAsThePageDoes) {
    TempDir dir;
    std::ofstream(dir / "empty.sgf") << "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese])";
    std::ofstream(dir / "counted.sgf") << "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+6.5];B[];W[])";
    const std::string out = dir / "site";
    ASSERT_EQ(kifu({"view", "-d", out, dir / "empty.sgf", dir / "counted.sgf"}).status, clean);
    const std::string index = read(out + "/index.html");
    EXPECT_NE(index.find("class=\"count early\""), std::string::npos) << index;
    EXPECT_NE(index.find(">too early (estimate W+6.5)</td>"), std::string::npos) << index;
    EXPECT_EQ(index.find("W+6.5 ~"), std::string::npos) << index;
    EXPECT_NE(read(out + "/empty.html").find("too early to count"), std::string::npos);
}

TEST(ViewCommand, IndexHasARowForEveryInputWithItsWarnings) {
    TempDir dir;
    std::ofstream(dir / "junk.sgf") << "not a record";
    std::ofstream(dir / "resigned.sgf") << "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]EV[Club cup]RO[2]DT[2017-03-09]"
                                           "RE[B+Resign];B[ee];W[cc])";
    std::ofstream(dir / "counted.sgf") << "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]EV[Club cup]RO[1]DT[2017-11-02]"
                                          "RE[W+6.50];B[];W[])";
    const std::string out = dir / "site";
    const auto run = kifu({"view", "-d", out, dir / "junk.sgf", dir / "resigned.sgf", dir / "counted.sgf",
                           source_dir + "/tests/data/warn_missing_paren.sgf"});
    EXPECT_EQ(run.status, 2) << run.err;   // an unreadable input
    const std::string index = read(out + "/index.html");
    std::vector<std::string> rows;
    const std::regex row("<tr class=\"([^\"]*)\">(.*?)</tr>");
    for (auto it = std::sregex_iterator(index.begin(), index.end(), row); it != std::sregex_iterator(); ++it)
        rows.push_back((*it)[1].str() + "|" + (*it)[2].str());
    ASSERT_EQ(rows.size(), 4u) << index;
    EXPECT_NE(rows[0].find("problem unreadable|"), std::string::npos) << rows[0];
    EXPECT_NE(rows[0].find("junk.sgf <span class=\"unreadable-note\">no game: no SGF game tree found</span>"),
              std::string::npos)
        << rows[0];
    EXPECT_NE(rows[1].find("<td data-label=\"RE\" class=\"re\" data-sort=\"100000\">B+R (resigned)</td>"),
              std::string::npos)
        << rows[1];
    EXPECT_NE(rows[1].find("<td data-label=\"Count\" class=\"count none\">not counted</td>"), std::string::npos)
        << rows[1];
    EXPECT_NE(rows[1].find("data-sort=\"2017-03-09\">2017-03-09</td>"), std::string::npos) << rows[1];
    EXPECT_EQ(rows[1].find("unsettled"), std::string::npos) << rows[1];   // nor an estimate of a count
    EXPECT_NE(rows[2].find(">W+6.5</td>"), std::string::npos) << rows[2];   // RE[W+6.50], as the count writes it
    EXPECT_EQ(rows[2].find("6.50"), std::string::npos) << rows[2];
    EXPECT_NE(rows[3].find("<td data-label=\"Warnings\" class=\"warnings\" data-sort=\""), std::string::npos) << rows[3];
    EXPECT_NE(rows[3].find("<li>missing &#39;)&#39; at the end of the game tree</li>"), std::string::npos) << rows[3];
    EXPECT_NE(index.find("<h1>Club cup \u00b7 rounds 1\u20132</h1>"), std::string::npos) << index;
    EXPECT_NE(index.find("3 games,"), std::string::npos);
    EXPECT_NE(index.find("1 input gave no game"), std::string::npos);
}

// Dates sort as dates: the first date of DT, partial dates before the full dates of their
// month, anything else after every date.
TEST(IndexDates, SortAsDates) {
    EXPECT_EQ(view::date_sort_key("2017-03-09"), "2017-03-09");
    EXPECT_EQ(view::date_sort_key("2017-03-09,10"), "2017-03-09");
    EXPECT_EQ(view::date_sort_key("2017-03"), "2017-03");
    EXPECT_LT(view::date_sort_key("2017-03"), view::date_sort_key("2017-03-01"));
    EXPECT_LT(view::date_sort_key("2017-03-09"), view::date_sort_key("2017-11-02"));
    EXPECT_LT(view::date_sort_key("2017-11-02"), view::date_sort_key("March 2017"));
    EXPECT_EQ(view::date_sort_key(""), "");
}

// Without -o or -d the page is a file beside the record, named after it, and kifu says
// where: not a megabyte of HTML on a terminal. '-o -' still writes standard output.
TEST(ViewCommand, WithoutAnOutputThePageGoesBesideTheRecord) {
    TempDir dir;
    std::filesystem::copy_file(seki, dir / "lesson.sgf");
    const auto run = kifu({"view", dir / "lesson.sgf"});
    EXPECT_EQ(run.status, clean) << run.err;
    EXPECT_EQ(run.out, "");
    EXPECT_NE(run.err.find("kifu view: wrote the page to " + (dir / "lesson.html")), std::string::npos) << run.err;
    EXPECT_NE(read(dir / "lesson.html").find("<!DOCTYPE html>"), std::string::npos);
    const auto quiet = kifu({"-q", "view", dir / "lesson.sgf"});
    EXPECT_EQ(quiet.err.find("wrote the page"), std::string::npos) << quiet.err;
    const auto piped = kifu({"view", dir / "lesson.sgf", "-o", "-"});
    EXPECT_EQ(piped.out.rfind("<!DOCTYPE html>", 0), 0u);
    // Several games still need a folder.
    const auto several = kifu({"view", two_games});
    EXPECT_EQ(several.status, 64);
    EXPECT_NE(several.err.find("a page without -o or -d takes one game's page"), std::string::npos) << several.err;
}

// Where view names the file itself it never takes the place of one it did not write: the
// page beside the record, a page in a folder, the folder's index and shared script. They
// were replaced in silence (a user's notes, a club's index.html).
TEST(ViewCommand, AFileViewDidNotWriteIsNeverReplaced) {
    TempDir dir;
    std::filesystem::copy_file(seki, dir / "lesson.sgf");
    testing::write_file(dir / "lesson.html", "my notes\n");
    const auto beside = kifu({"view", dir / "lesson.sgf"});
    EXPECT_EQ(beside.status, 64) << beside.err;
    EXPECT_NE(beside.err.find("is not a page kifu view wrote"), std::string::npos) << beside.err;
    EXPECT_EQ(read(dir / "lesson.html"), "my notes\n");
    // Its own page, from an earlier run, is replaced.
    std::filesystem::remove(dir / "lesson.html");
    ASSERT_EQ(kifu({"view", dir / "lesson.sgf"}).status, clean);
    EXPECT_EQ(kifu({"view", dir / "lesson.sgf"}).status, clean);

    // In a folder: the page takes the next name, and a second run the same one.
    testing::write_file(dir / "site/lesson.html", "notes\n");
    ASSERT_EQ(kifu({"view", "-d", dir / "site", dir / "lesson.sgf"}).status, clean);
    EXPECT_EQ(read(dir / "site/lesson.html"), "notes\n");
    EXPECT_NE(read(dir / "site/lesson_2.html").find("<!DOCTYPE html>"), std::string::npos);
    EXPECT_NE(read(dir / "site/index.html").find("href=\"lesson_2.html\""), std::string::npos);
    ASSERT_EQ(kifu({"view", "-d", dir / "site", dir / "lesson.sgf"}).status, clean);
    EXPECT_FALSE(std::filesystem::exists(dir / "site/lesson_3.html"));

    // The folder's fixed names: refused before any page is written.
    for (const char* fixed : {"index.html", "kifu-view.js"}) {
        testing::write_file(dir / (std::string("club/") + fixed), "club home\n");
        const auto run = kifu({"view", "-d", dir / "club", dir / "lesson.sgf"});
        EXPECT_EQ(run.status, 64) << fixed << ": " << run.err;
        EXPECT_NE(run.err.find(std::string("is there and is not a ") +
                               (std::string(fixed) == "index.html" ? "page" : "file") + " kifu view wrote"),
                  std::string::npos)
            << run.err;
        EXPECT_EQ(read(dir / (std::string("club/") + fixed)), "club home\n");
        EXPECT_FALSE(std::filesystem::exists(dir / "club/lesson.html")) << fixed;
        std::filesystem::remove(dir / (std::string("club/") + fixed));
    }
}

// A page kifu view wrote and someone then edited (notes added before </body>) is theirs:
// kept, 64, as a file it never wrote is. It was replaced, exit 0, the notes gone: the
// generator tag at its start was all that was checked. The page carries the SHA-256 of the
// rest of it, so an unedited page is still replaced, and one from an older kifu (no
// digest) too. A symbolic link where the page goes is neither replaced by a plain file (it
// was, exit 0) nor written through.
TEST(ViewCommand, AnEditedPageOrALinkWherePageGoesIsNeverReplaced) {
    TempDir dir;
    std::filesystem::copy_file(seki, dir / "lesson.sgf");
    ASSERT_EQ(kifu({"view", dir / "lesson.sgf"}).status, clean);
    const std::string page = read(dir / "lesson.html");
    EXPECT_NE(page.find("<meta name=\"kifu-digest\" content=\"sha256-"), std::string::npos);
    EXPECT_EQ(kifu({"view", dir / "lesson.sgf"}).status, clean);
    EXPECT_EQ(read(dir / "lesson.html"), page);

    std::string edited = page;
    const std::size_t body_end = edited.rfind("</body>");
    ASSERT_NE(body_end, std::string::npos);
    edited.insert(body_end, "<p>MY NOTES</p>\n");
    testing::write_file(dir / "lesson.html", edited);
    const auto again = kifu({"view", dir / "lesson.sgf"});
    EXPECT_EQ(again.status, 64) << again.err;
    EXPECT_NE(again.err.find("is a page kifu view wrote, edited since"), std::string::npos) << again.err;
    EXPECT_EQ(read(dir / "lesson.html"), edited);

    // An older kifu's page, without the digest: it cannot be checked, and is replaced as before.
    std::string older = page;
    const std::size_t tag = older.find("<meta name=\"kifu-digest\"");
    ASSERT_NE(tag, std::string::npos);
    older.erase(tag, older.find('\n', tag) + 1 - tag);
    testing::write_file(dir / "lesson.html", older);
    EXPECT_EQ(kifu({"view", dir / "lesson.sgf"}).status, clean);
    EXPECT_EQ(read(dir / "lesson.html"), page);

    // A link where the page goes, to a page the user keeps: left, and what it leads to too.
    std::filesystem::remove(dir / "lesson.html");
    testing::write_file(dir / "v4.html", page);
    std::filesystem::create_symlink("v4.html", dir / "lesson.html");
    const auto linked = kifu({"view", dir / "lesson.sgf"});
    EXPECT_EQ(linked.status, 64) << linked.err;
    EXPECT_NE(linked.err.find("is a symbolic link"), std::string::npos) << linked.err;
    EXPECT_TRUE(std::filesystem::is_symlink(dir / "lesson.html"));
    EXPECT_EQ(read(dir / "v4.html"), page);

    // In a folder: an edited page keeps its name, the new one takes the next; an edited
    // index is refused before any work.
    ASSERT_EQ(kifu({"view", "-d", dir / "site", dir / "lesson.sgf"}).status, clean);
    std::string edited_page = read(dir / "site/lesson.html");
    edited_page.insert(edited_page.rfind("</body>"), "<p>MY NOTES</p>\n");
    testing::write_file(dir / "site/lesson.html", edited_page);
    ASSERT_EQ(kifu({"view", "-d", dir / "site", dir / "lesson.sgf"}).status, clean);
    EXPECT_EQ(read(dir / "site/lesson.html"), edited_page);
    EXPECT_TRUE(std::filesystem::exists(dir / "site/lesson_2.html"));
    std::string index = read(dir / "site/index.html");
    EXPECT_NE(index.find("<meta name=\"kifu-digest\" content=\"sha256-"), std::string::npos);
    index.insert(index.rfind("</body>"), "<p>Club news</p>\n");
    testing::write_file(dir / "site/index.html", index);
    const auto folder = kifu({"view", "-d", dir / "site", dir / "lesson.sgf"});
    EXPECT_EQ(folder.status, 64) << folder.err;
    EXPECT_EQ(read(dir / "site/index.html"), index);
}

TEST(ViewCommand, MoveOpensThePageThereAndMustBeOnTheMainLine) {
    TempDir dir;
    ASSERT_EQ(kifu({"view", "--move", "1", seki, "-o", dir / "m.html"}).status, clean);
    EXPECT_NE(read(dir / "m.html").find("data-move=\"1\""), std::string::npos);
    const auto run = kifu({"view", "--move", "9", seki, "-o", dir / "n.html"});
    EXPECT_EQ(run.status, 2);
    EXPECT_NE(run.err.find("--move 9: the main line has 2 moves; give a move from 0 to 2"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace kifu::cli
