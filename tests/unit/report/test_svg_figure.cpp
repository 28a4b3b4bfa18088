// `kifu score --svg`: the figure parses as XML, and its marks and numbers are the count's:
// stones, territory and area marks per panel, totals, results, coordinates; hostile text
// from the record is escaped.
#include <gtest/gtest.h>
#include <tinyxml2.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <unistd.h>
#include <initializer_list>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "../../support/run_kifu.hpp"

namespace {

namespace fs = std::filesystem;
using kifu::testing::Outcome;
using nlohmann::json;

const std::string source_dir = KIFU_SOURCE_DIR;
const std::string markup_game = source_dir + "/tests/data/scored_with_markup.sgf";
const std::string sample_19 = source_dir + "/sample-games/gnugo-selfplay-19x19.sgf";

// A fresh directory per test, removed afterwards.
class SvgFigure : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() / ("kifu-svg-" + std::string(info->name()) + "-" +
                                            std::to_string(static_cast<long>(::getpid())));
        fs::create_directories(dir_);
    }
    void TearDown() override {
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    fs::path path(const std::string& name) const { return dir_ / name; }
    std::string write_sgf(const std::string& name, const std::string& text) const {
        std::ofstream(path(name), std::ios::binary) << text;
        return path(name).string();
    }
    fs::path dir_;
};

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

bool has_classes(const tinyxml2::XMLElement& e, std::initializer_list<std::string_view> wanted) {
    const char* cls = e.Attribute("class");
    if (cls == nullptr) return false;
    std::istringstream tokens{std::string(cls)};
    std::vector<std::string> have;
    for (std::string t; tokens >> t;) have.push_back(t);
    for (std::string_view w : wanted)
        if (std::find(have.begin(), have.end(), w) == have.end()) return false;
    return true;
}

void each_element(const tinyxml2::XMLElement& root, const std::function<void(const tinyxml2::XMLElement&)>& visit) {
    visit(root);
    for (const auto* child = root.FirstChildElement(); child != nullptr; child = child->NextSiblingElement())
        each_element(*child, visit);
}

int count(const tinyxml2::XMLElement& root, std::initializer_list<std::string_view> classes) {
    int n = 0;
    each_element(root, [&](const tinyxml2::XMLElement& e) { n += has_classes(e, classes) ? 1 : 0; });
    return n;
}

const tinyxml2::XMLElement* find(const tinyxml2::XMLElement& root, std::initializer_list<std::string_view> classes) {
    const tinyxml2::XMLElement* found = nullptr;
    each_element(root, [&](const tinyxml2::XMLElement& e) {
        if (found == nullptr && has_classes(e, classes)) found = &e;
    });
    return found;
}

std::string text_of(const tinyxml2::XMLElement* e) {
    return e != nullptr && e->GetText() != nullptr ? e->GetText() : "";
}

// Every <text>'s content, tspans joined.
std::string all_text(const tinyxml2::XMLElement& root) {
    std::string text;
    each_element(root, [&](const tinyxml2::XMLElement& e) {
        if (std::string_view(e.Name()) != "text" && std::string_view(e.Name()) != "tspan") return;
        for (const auto* n = e.FirstChild(); n != nullptr; n = n->NextSibling())
            if (n->ToText() != nullptr) text += n->Value();
        text += '\n';
    });
    return text;
}

// Parses the figure and checks the SVG root (nullptr when it does not parse); the
// document owns the elements.
const tinyxml2::XMLElement* parse_svg(tinyxml2::XMLDocument& doc, const fs::path& file) {
    EXPECT_TRUE(fs::exists(file)) << file;
    const std::string text = read_file(file);
    EXPECT_EQ(doc.Parse(text.c_str(), text.size()), tinyxml2::XML_SUCCESS) << file << ": " << doc.ErrorStr();
    const tinyxml2::XMLElement* root = doc.RootElement();
    if (root == nullptr) return nullptr;
    EXPECT_STREQ(root->Name(), "svg");
    EXPECT_STREQ(root->Attribute("xmlns"), "http://www.w3.org/2000/svg");
    EXPECT_STREQ(root->Attribute("version"), "1.1");
    EXPECT_NE(root->Attribute("viewBox"), nullptr);
    const std::string width = root->Attribute("width") ? root->Attribute("width") : "";
    EXPECT_TRUE(width.ends_with("mm")) << width;
    return root;
}

TEST_F(SvgFigure, MarksAndTotalsMatchTheCount) {
    const fs::path svg = path("figure.svg");
    const Outcome run = kifu::testing::kifu({"score", "--format", "json", "--svg", svg.string(), markup_game});
    ASSERT_EQ(run.status, 0) << run.err;
    const json o = json::parse(run.out);  // the report still goes to stdout
    tinyxml2::XMLDocument doc;
    const tinyxml2::XMLElement* svg_root = parse_svg(doc, svg);
    ASSERT_NE(svg_root, nullptr);
    ASSERT_FALSE(HasFailure());
    const tinyxml2::XMLElement& root = *svg_root;

    const auto* japanese = find(root, {"panel", "japanese"});
    const auto* chinese = find(root, {"panel", "chinese"});
    ASSERT_NE(japanese, nullptr);
    ASSERT_NE(chinese, nullptr);
    const json& jb = o["japanese"]["detail"]["black"];
    const json& jw = o["japanese"]["detail"]["white"];
    const json& c = o["chinese"];
    for (const auto* panel : {japanese, chinese}) {
        // Living stones: 5 each; the dead Black stone at e1 is drawn apart.
        EXPECT_EQ(count(*panel, {"stone", "black"}), c["detail"]["black"]["stones"].get<int>());
        EXPECT_EQ(count(*panel, {"stone", "white"}), c["detail"]["white"]["stones"].get<int>());
        EXPECT_EQ(count(*panel, {"stone", "black"}), 5);
        EXPECT_EQ(count(*panel, {"stone", "white"}), 5);
        EXPECT_EQ(count(*panel, {"dead", "black"}), 1);
        EXPECT_EQ(count(*panel, {"dead"}), 1);
        EXPECT_EQ(count(*panel, {"territory", "black"}), jb["territory"].get<int>());
        EXPECT_EQ(count(*panel, {"territory", "white"}), jw["territory"].get<int>());
        EXPECT_EQ(count(*panel, {"territory", "black"}), 5);
        EXPECT_EQ(count(*panel, {"territory", "white"}), 10);   // e1, where the dead stone stood, included
        EXPECT_EQ(count(*panel, {"coord", "col"}), 5);
        EXPECT_EQ(count(*panel, {"coord", "row"}), 5);
        EXPECT_EQ(count(*panel, {"hoshi"}), 0);
    }
    // Area marks only on the right: every point of each side's area.
    EXPECT_EQ(count(*japanese, {"area"}), 0);
    EXPECT_EQ(count(*chinese, {"area", "black"}), c["detail"]["black"]["stones"].get<int>() + c["detail"]["black"]["territory"].get<int>());
    EXPECT_EQ(count(*chinese, {"area", "black"}), 10);
    EXPECT_EQ(count(*chinese, {"area", "white"}), 15);

    EXPECT_EQ(text_of(find(*japanese, {"total", "black"})), "5");
    EXPECT_EQ(text_of(find(*japanese, {"total", "white"})), "11.5");
    EXPECT_EQ(text_of(find(*chinese, {"total", "black"})), "10");
    EXPECT_EQ(text_of(find(*chinese, {"total", "white"})), "15.5");
    EXPECT_EQ(text_of(find(*japanese, {"dead-removed", "white"})), "1");   // prisoners: the dead stone
    EXPECT_EQ(text_of(find(*chinese, {"stones-count", "black"})), "5");
    EXPECT_EQ(text_of(find(*japanese, {"result", "japanese"})), "W+6.5");
    EXPECT_EQ(text_of(find(*chinese, {"result", "chinese"})), "W+5.5");
    EXPECT_EQ(text_of(find(*japanese, {"agreement"})), "agrees");
    EXPECT_EQ(text_of(find(*chinese, {"agreement"})), "differs");
    EXPECT_EQ(text_of(find(root, {"player", "black"})), "Left");
    EXPECT_EQ(text_of(find(root, {"player", "white"})), "Right");

    const std::string text = all_text(root);
    EXPECT_NE(text.find("RE[W+6.5]"), std::string::npos);
    EXPECT_NE(text.find("Japanese counting"), std::string::npos);
    EXPECT_NE(text.find("Chinese counting"), std::string::npos);
    EXPECT_NE(text.find("5\u00d75 board"), std::string::npos);
    EXPECT_NE(text.find("komi 0.5"), std::string::npos);
    EXPECT_NE(text.find("Why the two results differ"), std::string::npos);
    // The explanation, wrapped: its words all appear, in order.
    EXPECT_NE(text.find("Japanese counting gives W+6.5, Chinese counting gives W+5.5."), std::string::npos);
}

TEST_F(SvgFigure, RecordTextIsEscaped) {
    const std::string hostile = "<script>&\"'";
    const std::string sgf = write_sgf("hostile.sgf",
                                      "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]PB[" + hostile + "]BR[3d]PW[O'Brien & <Co>]"
                                      "EV[Cup \"A\" & <B>]DT[2024-01-02]RE[W+6.5]"
                                      "AB[ba][bb][bc][bd][be][ee]AW[ca][cb][cc][cd][ce]"
                                      ";B[];W[]TB[aa][ab][ac][ad][ae]TW[da:ee])");
    const fs::path svg = path("hostile.svg");
    const Outcome run = kifu::testing::kifu({"score", "--svg", svg.string(), sgf});
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_NE(run.out.find("Japanese"), std::string::npos);  // the text report, on stdout
    const std::string raw = read_file(svg);
    EXPECT_EQ(raw.find("<script"), std::string::npos);
    EXPECT_NE(raw.find("&lt;script&gt;&amp;&quot;&apos;"), std::string::npos);

    tinyxml2::XMLDocument doc;
    const tinyxml2::XMLElement* svg_root = parse_svg(doc, svg);
    ASSERT_NE(svg_root, nullptr);
    ASSERT_FALSE(HasFailure());
    const tinyxml2::XMLElement& root = *svg_root;
    EXPECT_EQ(text_of(find(root, {"player", "black"})), hostile);
    EXPECT_EQ(text_of(find(root, {"player", "white"})), "O'Brien & <Co>");
    EXPECT_NE(all_text(root).find("Cup \"A\" & <B>"), std::string::npos);
    EXPECT_NE(all_text(root).find("2024-01-02"), std::string::npos);
    EXPECT_NE(text_of(root.FirstChildElement("title")).find(hostile), std::string::npos);
}

TEST_F(SvgFigure, NineteenByNineteenSampleGame) {
    const fs::path svg = path("sample.svg");
    const Outcome run = kifu::testing::kifu({"score", "--dead", "none", "--format", "json", "--svg", svg.string(), sample_19});
    ASSERT_NE(run.status, 2) << run.err;
    const json o = json::parse(run.out);
    tinyxml2::XMLDocument doc;
    const tinyxml2::XMLElement* svg_root = parse_svg(doc, svg);
    ASSERT_NE(svg_root, nullptr);
    ASSERT_FALSE(HasFailure());
    const tinyxml2::XMLElement& root = *svg_root;
    const json& c = o["chinese"]["detail"];
    for (const char* name : {"japanese", "chinese"}) {
        const auto* panel = find(root, {"panel", name});
        ASSERT_NE(panel, nullptr) << name;
        EXPECT_EQ(count(*panel, {"coord", "col"}), 19) << name;
        EXPECT_EQ(count(*panel, {"coord", "row"}), 19) << name;
        EXPECT_EQ(count(*panel, {"hoshi"}), 9) << name;
        EXPECT_EQ(count(*panel, {"stone", "black"}), c["black"]["stones"].get<int>()) << name;
        EXPECT_EQ(count(*panel, {"stone", "white"}), c["white"]["stones"].get<int>()) << name;
        EXPECT_EQ(count(*panel, {"territory", "black"}), c["black"]["territory"].get<int>()) << name;
        EXPECT_EQ(count(*panel, {"territory", "white"}), c["white"]["territory"].get<int>()) << name;
        EXPECT_EQ(count(*panel, {"dead"}), 0) << name;
        // Columns A..T without I, rows 19..1 from the top.
        std::string columns;
        each_element(*panel, [&](const tinyxml2::XMLElement& e) {
            if (has_classes(e, {"coord", "col"})) columns += text_of(&e);
        });
        EXPECT_EQ(columns, "ABCDEFGHJKLMNOPQRST") << name;
    }
    const std::string text = all_text(root);
    EXPECT_NE(text.find(o["japanese"]["result"].get<std::string>()), std::string::npos);
    EXPECT_NE(text.find(o["chinese"]["result"].get<std::string>()), std::string::npos);
    EXPECT_NE(text.find("19\u00d719 board"), std::string::npos);
    EXPECT_NE(text.find("looks unfinished"), std::string::npos);   // the status note
}

// P4 of the scoring tests (seki with one eye each, 9x6), and a must-fill point: the
// markup leaves dd (D2) out of White's territory on a 5x5 board.
TEST_F(SvgFigure, SekiAndMustFillMarks) {
    const std::string seki = write_sgf("seki.sgf",
                                       "(;GM[1]FF[4]SZ[9:6]KM[0.5]"
                                       "AB[aa][ca][ha][ab][bb][cb][db][hb][ec][fc][gc][hc][ed][ee][ef]"
                                       "AW[ea][ga][eb][fb][gb][ac][bc][cc][dc][dd][de][df];B[];W[])");
    const fs::path seki_svg = path("seki.svg");
    const Outcome seki_run = kifu::testing::kifu({"score", "--format", "json", "--svg", seki_svg.string(), seki});
    ASSERT_NE(seki_run.status, 2) << seki_run.err;
    const json o = json::parse(seki_run.out);
    {
        tinyxml2::XMLDocument doc;
        const tinyxml2::XMLElement* svg_root = parse_svg(doc, seki_svg);
        ASSERT_NE(svg_root, nullptr);
        ASSERT_FALSE(HasFailure());
        const tinyxml2::XMLElement& root = *svg_root;
        const auto* japanese = find(root, {"panel", "japanese"});
        const auto* chinese = find(root, {"panel", "chinese"});
        ASSERT_NE(japanese, nullptr);
        ASSERT_NE(chinese, nullptr);
        EXPECT_EQ(count(*japanese, {"stone", "seki"}), o["seki"].size());
        EXPECT_EQ(count(*japanese, {"seki-mark"}), o["seki"].size());
        EXPECT_EQ(count(*japanese, {"seki-eye", "black"}), 1);
        EXPECT_EQ(count(*japanese, {"seki-eye", "white"}), 1);
        EXPECT_EQ(count(*japanese, {"coord", "col"}), 9);
        EXPECT_EQ(count(*japanese, {"coord", "row"}), 6);
        const json& c = o["chinese"]["detail"];
        for (const char* side : {"black", "white"})
            EXPECT_EQ(count(*chinese, {"area", side}), c[side]["stones"].get<int>() + c[side]["territory"].get<int>() +
                                                           c[side]["seki_eyes"].get<int>() + c[side]["must_fill"].get<int>())
                << side;
        EXPECT_NE(all_text(root).find("seki eye"), std::string::npos);   // in the legend
    }

    const std::string fill = write_sgf("fill.sgf",
                                       "(;GM[1]FF[4]SZ[5]KM[0.5]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce]"
                                       ";B[];W[]TB[aa][ab][ac][ad][ae]TW[da][db][dc][ea][eb][ec][ed][ee][de])");
    const fs::path fill_svg = path("fill.svg");
    const Outcome fill_run = kifu::testing::kifu({"score", "--format", "json", "--svg", fill_svg.string(), fill});
    ASSERT_NE(fill_run.status, 2) << fill_run.err;
    const json f = json::parse(fill_run.out);
    ASSERT_EQ(f["chinese"]["detail"]["white"]["must_fill"], 1);
    tinyxml2::XMLDocument doc;
    const tinyxml2::XMLElement* svg_root = parse_svg(doc, fill_svg);
    ASSERT_NE(svg_root, nullptr);
    ASSERT_FALSE(HasFailure());
    const tinyxml2::XMLElement& root = *svg_root;
    const auto* chinese = find(root, {"panel", "chinese"});
    ASSERT_NE(chinese, nullptr);
    EXPECT_EQ(count(*chinese, {"must-fill", "white"}), 1);
    EXPECT_EQ(count(*chinese, {"territory", "white"}), 9);
    EXPECT_EQ(count(*chinese, {"area", "white"}), 5 + 9 + 1);
    EXPECT_EQ(text_of(find(*chinese, {"fill-count", "white"})), "1");
}

TEST_F(SvgFigure, EveryGameGetsItsOwnFile) {
    const std::string two = write_sgf("two.sgf",
                                      "(;GM[1]FF[4]SZ[5]PB[First];B[cc];W[dd];B[];W[])"
                                      "(;GM[1]FF[4]SZ[9]PB[Second];B[ee];W[cc];B[];W[])");
    const Outcome run = kifu::testing::kifu({"score", "--svg", path("games.svg").string(), two, markup_game});
    ASSERT_NE(run.status, 2) << run.err;
    const std::pair<const char*, const char*> expected[] = {
        {"games.svg", "First"}, {"games-2.svg", "Second"}, {"games-3.svg", "Left"}};
    for (const auto& [file, player] : expected) {
        tinyxml2::XMLDocument doc;
        const tinyxml2::XMLElement* svg_root = parse_svg(doc, path(file));
        ASSERT_NE(svg_root, nullptr) << file;
        ASSERT_FALSE(HasFailure()) << file;
        const tinyxml2::XMLElement& root = *svg_root;
        EXPECT_EQ(text_of(find(root, {"player", "black"})), player) << file;
    }
    EXPECT_FALSE(fs::exists(path("games-1.svg")));
    EXPECT_FALSE(fs::exists(path("games-4.svg")));
}

TEST_F(SvgFigure, SaysWhyRecordedResultDiffers) {
    const fs::path svg = path("kept.svg");
    const Outcome run = kifu::testing::kifu(
        {"score", "--svg", svg.string(), source_dir + "/tests/data/re_keeps_stone_in_atari.sgf"});
    ASSERT_EQ(run.status, 3) << run.err;  // the count differs from RE: RE does not stand
    tinyxml2::XMLDocument doc;
    const tinyxml2::XMLElement* root = parse_svg(doc, svg);
    ASSERT_NE(root, nullptr);
    const tinyxml2::XMLElement* note = find(*root, {"recorded-mismatch"});
    ASSERT_NE(note, nullptr);
    std::string words;
    each_element(*note, [&](const tinyxml2::XMLElement& e) {
        for (const auto* n = e.FirstChild(); n != nullptr; n = n->NextSibling())
            if (n->ToText() != nullptr) words += std::string(n->Value()) + " ";
    });
    EXPECT_NE(words.find("E1"), std::string::npos) << words;
    EXPECT_NE(words.find("atari"), std::string::npos) << words;
    // The figure of a game whose count agrees has no such paragraph.
    const fs::path agreeing = path("agrees.svg");
    ASSERT_EQ(kifu::testing::kifu({"score", "--svg", agreeing.string(), markup_game}).status, 0);
    tinyxml2::XMLDocument doc2;
    const tinyxml2::XMLElement* root2 = parse_svg(doc2, agreeing);
    ASSERT_NE(root2, nullptr);
    EXPECT_EQ(find(*root2, {"recorded-mismatch"}), nullptr);
}

TEST_F(SvgFigure, UnwritableFileIsAnError) {
    const Outcome run =
        kifu::testing::kifu({"score", "--svg", path("no-such-dir/figure.svg").string(), markup_game});
    EXPECT_EQ(run.status, 74);   // an output that could not be written, as in every command
    EXPECT_NE(run.err.find("--svg: cannot write"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("No such file or directory"), std::string::npos) << run.err;
    EXPECT_NE(run.out.find("W+6.5"), std::string::npos);   // the report itself is still written
}

}  // namespace

namespace {

// Honest uncertainty in the figure too: when kifu could not settle points, each is ringed
// on both boards, the legend says what the ring means, an "estimate" notice heads the
// figure, and a verdict that is not ok and whether RE stands come before the boards.
TEST_F(SvgFigure, UnsettledPointsAreRingedAndTheEstimateIsSaid) {
    const fs::path svg = path("estimate.svg");
    const std::string game = source_dir + "/tests/data/good_two_games.sgf";  // game 1: the count is an estimate
    const Outcome run = kifu::testing::kifu({"score", "--format", "json", "--svg", svg.string(), game});
    const json o = json::parse(run.out.substr(0, run.out.find('\n')));
    ASSERT_TRUE(o["estimate"].get<bool>());
    tinyxml2::XMLDocument doc;
    const tinyxml2::XMLElement* root = parse_svg(doc, svg);
    ASSERT_NE(root, nullptr);
    const int unsettled = static_cast<int>(o["unsettled"].size());
    EXPECT_EQ(count(*root, {"unsettled"}), 2 * unsettled + 1) << "a ring per point on each board, and one in the legend";
    const auto* notice = find(*root, {"estimate"});
    ASSERT_NE(notice, nullptr);
    // More points unsettled than settled: too early to count, and the figure says so.
    const std::string said = o["too_early"].get<bool>()
                                 ? "Too early to count: " + std::to_string(unsettled) + " of 81 points are unsettled"
                                 : "Estimate: kifu could not settle " + std::to_string(unsettled) + " points";
    EXPECT_NE(all_text(*root).find(said), std::string::npos) << all_text(*root);
    EXPECT_NE(all_text(*root).find("not settled: the count is an estimate"), std::string::npos);

    const fs::path ko = path("ko.svg");
    kifu::testing::kifu({"score", "--svg", ko.string(), source_dir + "/sample-games/illegal-ko-retake.sgf"});
    tinyxml2::XMLDocument ko_doc;
    const tinyxml2::XMLElement* ko_root = parse_svg(ko_doc, ko);
    ASSERT_NE(ko_root, nullptr);
    EXPECT_NE(find(*ko_root, {"verdict"}), nullptr);
    EXPECT_NE(find(*ko_root, {"result-stands", "does-not-stand"}), nullptr);
    EXPECT_EQ(find(*ko_root, {"estimate"}), nullptr);
    EXPECT_EQ(count(*ko_root, {"unsettled"}), 0);
}

// Too early to count, the figure's tables say what score's table says: "estimate ~W+6.5",
// never "result W+6.5" (and before any move, no winner at all).
TEST_F(SvgFigure, TooEarlyToCountShowsTheEstimateAsTheCliDoes) {
    const std::string early = write_sgf("early.sgf", "(;GM[1]FF[4]SZ[9]KM[6.5]RE[B+5.5];B[ee];W[cc];B[gg];W[gc])");
    const std::string setup = write_sgf("setup.sgf", "(;GM[1]FF[4]SZ[9]KM[0.5]HA[4]AB[cc][gc][cg][gg];W[ee];B[ce])");
    for (const auto& [game, move] : {std::pair{early, std::string()}, std::pair{setup, std::string("0")}}) {
        const fs::path svg = path("early.svg");
        std::vector<std::string> args = {"score", "--svg", svg.string(), "--format", "json", game};
        if (!move.empty()) args.insert(args.begin() + 1, {"--move", move});
        const Outcome run = kifu::testing::kifu(args);
        const json o = json::parse(run.out.substr(0, run.out.find('\n')));
        ASSERT_TRUE(o["too_early"].get<bool>()) << game;
        tinyxml2::XMLDocument doc;
        const tinyxml2::XMLElement* root = parse_svg(doc, svg);
        ASSERT_NE(root, nullptr);
        const std::string expected =
            move.empty() ? std::string(1, '~').append(o["japanese"]["result"].get<std::string>()) : "no move yet";
        EXPECT_EQ(text_of(find(*root, {"result", "japanese"})), expected) << game;
        EXPECT_EQ(all_text(*root).find("\nresult\n"), std::string::npos) << "a row labelled result";
        EXPECT_NE(all_text(*root).find("\nestimate\n"), std::string::npos) << "the row labelled estimate";
    }
}

// The title names the players once ("Black Black" was the colour and a name that is the
// colour), and the record by its file name, not its whole path.
TEST_F(SvgFigure, TitleDoesNotRepeatTheColourAndNamesTheFileNotItsPath) {
    const std::string game = write_sgf("nested-name.sgf", "(;GM[1]FF[4]SZ[5]KM[0.5]PB[Black]PW[white]RU[Japanese]"
                                                          "AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce];B[];W[])");
    const fs::path svg = path("title.svg");
    kifu::testing::kifu({"score", "--dead", "none", "--svg", svg.string(), game});
    tinyxml2::XMLDocument doc;
    const tinyxml2::XMLElement* root = parse_svg(doc, svg);
    ASSERT_NE(root, nullptr);
    const std::string text = all_text(*root);
    EXPECT_EQ(text.find("Black Black"), std::string::npos) << text;
    EXPECT_EQ(text.find("White white"), std::string::npos) << text;
    EXPECT_NE(text.find("nested-name.sgf, game"), std::string::npos) << text;
    EXPECT_EQ(text.find(dir_.string()), std::string::npos) << "the whole path is shown:\n" << text;
}

}  // namespace
