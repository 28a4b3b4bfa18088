// `kifu fix`'s text report cuts a long value as `check` cuts its lists; JSON keeps it whole.
// AB with 2,000,000 duplicate points gave a 6 MB line.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "../../support/archive_writer.hpp"
#include "../../support/run_kifu.hpp"
#include "../../support/temp_dir.hpp"

namespace kifu {
namespace {

using testing::kifu;
using testing::TempDir;

std::string longest_line(const std::string& text) {
    std::istringstream in(text);
    std::string longest;
    for (std::string line; std::getline(in, line);)
        if (line.size() > longest.size()) longest = line;
    return longest;
}

TEST(FixReportValues, ALongListIsCutInTheTextAndWholeInJson) {
    TempDir dir;
    std::string points;
    for (int i = 0; i < 20000; ++i) points += "[aa]";
    testing::write_file(dir / "dup.sgf", "(;GM[1]FF[4]CA[UTF-8]SZ[19]AB" + points + ";B[bb])\n");

    const auto text = kifu({"fix", "--dry-run", dir / "dup.sgf"});
    EXPECT_LE(text.status, 1) << text.err;
    const std::string line = longest_line(text.out);
    EXPECT_LT(line.size(), 200U) << line.substr(0, 300);
    EXPECT_NE(line.find("AB[aa,aa,aa,aa,aa and 19995 more] -> AB[aa]"), std::string::npos) << line.substr(0, 300);

    const auto json = kifu({"fix", "--dry-run", "--format", "json", dir / "dup.sgf"});
    EXPECT_LE(json.status, 1) << json.err;
    std::string whole = "aa";
    for (int i = 1; i < 20000; ++i) whole += ",aa";
    EXPECT_NE(json.out.find("\"old\":\"" + whole + "\""), std::string::npos);
}

// A long value that is no list (a komi with 300 zeros) is cut after 200 bytes.
TEST(FixReportValues, ALongValueIsCutAfter200Bytes) {
    TempDir dir;
    testing::write_file(dir / "km.sgf", "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[7.5" + std::string(300, '0') + "];B[bb])\n");
    const auto text = kifu({"fix", "--dry-run", dir / "km.sgf"});
    EXPECT_LE(text.status, 1) << text.err;
    const std::string line = longest_line(text.out);
    EXPECT_NE(line.find("KM[7.5" + std::string(197, '0') + "... and 103 more bytes] -> KM[7.5]"), std::string::npos)
        << line;
}

}  // namespace
}  // namespace kifu
