// One outcome, told the same way by every renderer: for every sample game and for the
// corpus games whose verdict is not ok, the text report, the JSON object, the CSV row, the
// SQLite row, the SVG figure and the annotated record all say the same about the verdict,
// whether RE stands, and whether the count is an estimate.
#include <gtest/gtest.h>
#include <tinyxml2.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/csv_reader.hpp"
#include "../../support/temp_dir.hpp"
#include "analysis/analyse_game.hpp"
#include "batch/csv_sink.hpp"
#include "batch/sqlite_db.hpp"
#include "batch/sqlite_store.hpp"
#include "report/annotate.hpp"
#include "report/check_report.hpp"
#include "report/json_text.hpp"
#include "report/score_report.hpp"
#include "report/svg_figure.hpp"
#include "report/table_row.hpp"
#include "sgf/reader.hpp"

namespace kifu {
namespace {

namespace fs = std::filesystem;

// What a renderer says about the three things every renderer must agree on.
struct Says {
    std::string verdict;           // "ok", "illegal", ...
    std::optional<bool> stands;    // RE stands / does not / nothing said
    bool estimate = false;
    bool too_early = false;        // more unsettled than settled: the count is no result
    bool operator==(const Says&) const = default;
};

std::ostream& operator<<(std::ostream& out, const Says& s) {
    return out << "{verdict " << s.verdict << ", stands " << (s.stands ? (*s.stands ? "true" : "false") : "null")
               << ", estimate " << s.estimate << ", too early " << s.too_early << "}";
}

// "RE[..] stands", "RE[..] does not stand" in running text; nothing: null.
std::optional<bool> standing_in(const std::string& text) {
    static const std::regex does_not(R"(RE\[[^\]]*(\\\])?[^\]]*\] does not stand)"), does(R"(RE\[.*?\] stands)");
    if (std::regex_search(text, does_not)) return false;
    if (std::regex_search(text, does)) return true;
    return std::nullopt;
}

// "Verdict: illegal — ...": the verdict's name, else ok.
std::string verdict_in(const std::string& text) {
    static const std::regex verdict("Verdict: ([a-z-]+) \u2014");  // the dash as UTF-8 bytes
    std::smatch m;
    return std::regex_search(text, m, verdict) ? m[1].str() : "ok";
}

Says from_json(const analysis::GameOutcome& g) {
    const nlohmann::ordered_json o = report::outcome_object(g);
    Says s{o["verdict"].get<std::string>(), std::nullopt, o["estimate"].get<bool>(), o["too_early"].get<bool>()};
    if (!o["result_stands"].is_null()) s.stands = o["result_stands"].get<bool>();
    return s;
}

Says from_text(const analysis::GameOutcome& g) {
    std::ostringstream out;
    report::write_score_text(out, g, {.unicode = true, .colour = false});
    const std::string text = out.str();
    const bool too_early = text.find("(too early to count: an estimate, not a result):") != std::string::npos;
    return {verdict_in(text), standing_in(text), too_early || text.find("(an estimate):") != std::string::npos,
            too_early};
}

Says from_annotation(const sgf::GameTree& tree, const analysis::GameOutcome& g) {
    std::string text;
    for (const std::string& line : report::score_note({&tree, &g})) text += line + "\n";
    const bool too_early = text.find("Too early to count:") != std::string::npos;
    return {verdict_in(text), standing_in(text),
            too_early || text.find("the counts below are an estimate") != std::string::npos, too_early};
}

bool has_class(const tinyxml2::XMLElement* e, const std::string& wanted) {
    for (; e != nullptr; e = e->NextSiblingElement()) {
        if (const char* cls = e->Attribute("class"); cls != nullptr) {
            std::istringstream words(cls);
            for (std::string w; words >> w;)
                if (w == wanted) return true;
        }
        if (has_class(e->FirstChildElement(), wanted)) return true;
    }
    return false;
}

Says from_svg(const analysis::GameOutcome& g) {
    std::ostringstream out;
    report::write_score_svg(out, g);
    tinyxml2::XMLDocument doc;
    EXPECT_EQ(doc.Parse(out.str().c_str()), tinyxml2::XML_SUCCESS);
    const tinyxml2::XMLElement* root = doc.RootElement();
    Says s{"ok", std::nullopt, has_class(root, "estimate"), has_class(root, "too-early")};
    if (has_class(root, "verdict")) s.verdict = verdict_in(out.str());
    if (has_class(root, "stands")) s.stands = true;
    if (has_class(root, "does-not-stand")) s.stands = false;
    return s;
}

std::optional<bool> boolean(std::string_view v) {
    if (v == "true" || v == "1") return true;
    if (v == "false" || v == "0") return false;
    return std::nullopt;
}

// One CSV file and one store for all games; the rows are read back in order.
struct Tables {
    explicit Tables(const kifu::testing::TempDir& dir)
        : csv_path(dir.file("games.csv")), db_path(dir.file("games.db")), csv(csv_path), store(db_path, {}) {}
    void add(const analysis::GameOutcome& g, std::size_t n) {
        batch::InputResult r;
        r.input = {"input-" + std::to_string(n), n, 1};
        r.rows.push_back(report::table_row(g));
        r.lines.push_back(report::json_text(report::outcome_object(g)));
        csv.write(r);
        store.write(r);
    }
    std::string csv_path, db_path;
    batch::CsvSink csv;
    batch::SqliteStore store;
};

std::size_t column(std::string_view name) {
    return static_cast<std::size_t>(std::find(batch::CsvSink::columns.begin(), batch::CsvSink::columns.end(), name) -
                                    batch::CsvSink::columns.begin());
}

// The games to check: every sample game, and the corpus games (when ../shared is there)
// whose verdict is not ok, up to `corpus_limit` of them.
std::vector<std::string> inputs(std::size_t corpus_limit) {
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(std::string(KIFU_SOURCE_DIR) + "/sample-games"))
        if (e.path().extension() == ".sgf") files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    const fs::path corpus = std::string(KIFU_SHARED_DIR) + "/corpus";
    if (!fs::is_directory(corpus)) return files;
    std::vector<std::string> all;
    for (const auto& e : fs::recursive_directory_iterator(corpus))
        if (e.is_regular_file() && e.path().extension() == ".sgf") all.push_back(e.path().string());
    std::sort(all.begin(), all.end());
    analysis::AnalysisOptions check_only;
    check_only.score = false;
    std::size_t found = 0;
    for (const std::string& file : all) {
        if (found >= corpus_limit) break;
        bool wanted = false;
        sgf::read_sgf_file(file, {}, [&](sgf::GameRecord&& game) {
            wanted = wanted || analysis::analyse_game(file, game, check_only).verdict.kind != rules::VerdictKind::ok;
        });
        if (wanted) files.push_back(file), ++found;
    }
    return files;
}

TEST(RenderersAgree, VerdictResultStandsAndEstimateAreTheSameInEveryOutput) {
#if defined(__SANITIZE_ADDRESS__)
    const std::size_t corpus_limit = 12;   // the sanitizers make scoring slow
#else
    const std::size_t corpus_limit = 60;
#endif
    const std::vector<std::string> files = inputs(corpus_limit);
    kifu::testing::TempDir dir;
    std::vector<Says> expected;   // from the outcome itself, in row order
    std::size_t counted = 0, not_ok = 0, not_standing = 0, too_early = 0;
    {
        Tables tables(dir);
        for (const std::string& file : files) {
            std::vector<sgf::GameRecord> games;
            sgf::read_sgf_file(file, {}, [&](sgf::GameRecord&& g) { games.push_back(std::move(g)); });
            for (sgf::GameRecord& game : games) {
                const analysis::GameOutcome g = analysis::analyse_game(file, game, {});
                if (!g.score) continue;
                SCOPED_TRACE(file + " game " + std::to_string(g.game + 1));
                const Says truth{std::string(rules::verdict_name(g.verdict.kind)), g.result.stands, g.estimate(),
                                 g.too_early()};
                EXPECT_EQ(from_json(g), truth) << "JSON";
                EXPECT_EQ(from_text(g), truth) << "text";
                EXPECT_EQ(from_svg(g), truth) << "SVG";
                EXPECT_EQ(from_annotation(game.tree, g), truth) << "annotate";
                tables.add(g, counted++);
                expected.push_back(truth);
                not_ok += truth.verdict != "ok";
                not_standing += truth.stands == false;
                too_early += truth.too_early;
            }
        }
        tables.csv.finish();
        tables.store.finish();
    }
    const auto records = kifu::testing::read_csv_file(dir.file("games.csv"));
    ASSERT_EQ(records.size(), expected.size() + 1);
    batch::Database db(dir.file("games.db"), true);
    batch::Statement rows = db.prepare("SELECT verdict, result_stands, estimate, too_early FROM games ORDER BY id");
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const auto& r = records[i + 1];
        EXPECT_EQ((Says{r[column("verdict")], boolean(r[column("result_stands")]), r[column("estimate")] == "true",
                        r[column("too_early")] == "true"}),
                  expected[i])
            << "CSV row " << i;
        ASSERT_TRUE(rows.step());
        const Says stored{std::string(rows.text(0)),
                          rows.is_null(1) ? std::nullopt : std::optional<bool>(rows.integer(1) == 1),
                          rows.integer(2) == 1, rows.integer(3) == 1};
        EXPECT_EQ(stored, expected[i]) << "SQLite row " << i;
    }
    // The check means something only if both kinds of game were there.
    EXPECT_GT(counted, files.size() / 2);
    EXPECT_GT(not_ok, 0U);
    EXPECT_GT(not_standing, 0U);
    EXPECT_GT(too_early, 0U);
}

}  // namespace
}  // namespace kifu
