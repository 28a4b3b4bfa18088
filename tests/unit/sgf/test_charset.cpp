// The encoding layer: every fixture is written here in UTF-8 and encoded with iconv, so each
// test states both what the file's bytes are and what decoding them must give back.
#include "sgf/charset.hpp"

#include <gtest/gtest.h>
#include <iconv.h>

#include <algorithm>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace kifu::sgf {
namespace {

using Warnings = std::vector<std::string>;

// Strict: a fixture that cannot be encoded is a broken test, not a case to decode.
std::string encode(std::string_view utf8, const std::string& charset) {
    struct Closer {
        void operator()(iconv_t handle) const { iconv_close(handle); }
    };
    iconv_t handle = iconv_open(charset.c_str(), "UTF-8");
    if (handle == reinterpret_cast<iconv_t>(-1))
        throw std::runtime_error("no iconv for " + charset);
    const std::unique_ptr<std::remove_pointer_t<iconv_t>, Closer> owner(handle);

    std::string encoded(utf8.size() * 4 + 16, '\0');
    char* in = const_cast<char*>(utf8.data());
    std::size_t in_left = utf8.size();
    char* out = encoded.data();
    std::size_t out_left = encoded.size();
    if (iconv(handle, &in, &in_left, &out, &out_left) == static_cast<std::size_t>(-1))
        throw std::runtime_error("cannot encode the fixture in " + charset);
    encoded.resize(encoded.size() - out_left);
    return encoded;
}

// Game records with a comment long enough for uchardet to be sure of the language.
std::string japanese_game(std::string_view root_properties = "") {
    return "(;GM[1]FF[4]" + std::string(root_properties) +
           "SZ[19]PB[本因坊秀策]PW[井上幻庵因碩]"
           "C[この対局は江戸時代の名局として知られています。黒の耳赤の一手は、今でも多くの棋士に"
           "研究されています。序盤は白が優勢でしたが、中盤の戦いで黒が逆転しました。]"
           ";B[pd];W[dp];B[pq];W[dd])";
}

std::string chinese_game(std::string_view root_properties = "") {
    return "(;GM[1]FF[4]" + std::string(root_properties) +
           "SZ[19]PB[柯洁]PW[李世石]"
           "C[这盘棋是现代围棋史上的名局之一。黑棋在开局阶段采用了新颖的布局，白棋在中盘发动了"
           "猛烈的攻击。最终黑棋凭借精确的官子取得了胜利。]"
           ";B[pd];W[dp];B[pq];W[dd])";
}

std::string korean_game(std::string_view root_properties = "") {
    return "(;GM[1]FF[4]" + std::string(root_properties) +
           "SZ[19]PB[이세돌]PW[박정환]"
           "C[이 대국은 현대 바둑 역사에서 유명한 명국 중 하나입니다. 흑은 초반에 새로운 포석을 "
           "사용했고, 백은 중반에 강력한 공격을 시작했습니다. 결국 흑이 정확한 끝내기로 "
           "승리했습니다.]"
           ";B[pd];W[dp];B[pq];W[dd])";
}

constexpr std::string_view replacement_character = "\xEF\xBF\xBD";

TEST(DecodeToUtf8, PlainAsciiIsUtf8AsIs) {
    const std::string sgf = "(;GM[1]FF[4]SZ[19]PB[Honinbo Shusaku];B[pd];W[dp])";
    const DecodedText text = decode_to_utf8(sgf);
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "UTF-8");
    EXPECT_TRUE(text.warnings.empty());
}

TEST(DecodeToUtf8, EmptyInputIsEmptyUtf8) {
    const DecodedText text = decode_to_utf8("");
    EXPECT_EQ(text.utf8, "");
    EXPECT_EQ(text.charset, "UTF-8");
    EXPECT_TRUE(text.warnings.empty());
}

TEST(DecodeToUtf8, Utf8WithoutCaIsKeptSilently) {
    const std::string sgf = japanese_game();
    const DecodedText text = decode_to_utf8(sgf);
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "UTF-8");
    EXPECT_TRUE(text.warnings.empty());
}

TEST(DecodeToUtf8, Utf8ByteOrderMarkIsRemoved) {
    const std::string sgf = japanese_game();
    const DecodedText text = decode_to_utf8("\xEF\xBB\xBF" + sgf);
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "UTF-8");
    EXPECT_TRUE(text.warnings.empty());
}

TEST(DecodeToUtf8, Utf16LeWithByteOrderMark) {
    const std::string sgf = japanese_game();
    const DecodedText text = decode_to_utf8("\xFF\xFE" + encode(sgf, "UTF-16LE"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "UTF-16LE");
    EXPECT_TRUE(text.warnings.empty());
}

TEST(DecodeToUtf8, Utf16BeWithByteOrderMark) {
    const std::string sgf = korean_game();
    const DecodedText text = decode_to_utf8("\xFE\xFF" + encode(sgf, "UTF-16BE"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "UTF-16BE");
    EXPECT_TRUE(text.warnings.empty());
}

TEST(DecodeToUtf8, Utf16LeWithoutByteOrderMarkIsRecognisedByItsZeroBytes) {
    const std::string sgf = chinese_game();
    const DecodedText text = decode_to_utf8(encode(sgf, "UTF-16LE"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "UTF-16LE");
    EXPECT_EQ(text.warnings, Warnings{"no byte-order mark; detected UTF-16LE"});
}

TEST(DecodeToUtf8, Utf16BeWithoutByteOrderMarkIsRecognisedByItsZeroBytes) {
    const std::string sgf = "(;GM[1]FF[4]SZ[9];B[ee])";
    const DecodedText text = decode_to_utf8(encode(sgf, "UTF-16BE"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "UTF-16BE");
    EXPECT_EQ(text.warnings, Warnings{"no byte-order mark; detected UTF-16BE"});
}

TEST(DecodeToUtf8, Utf16WithAnOddTrailingByteReplacesIt) {
    const std::string sgf = "(;GM[1]FF[4]SZ[9];B[ee])";
    const DecodedText text = decode_to_utf8("\xFF\xFE" + encode(sgf, "UTF-16LE") + "X");
    EXPECT_EQ(text.utf8, sgf + std::string(replacement_character));
    EXPECT_EQ(text.warnings, Warnings{"1 invalid byte sequence replaced"});
}

// A lone surrogate is one bad code unit: it becomes one replacement character, and the text
// after it reads as it was written (stepping one byte past it misaligned the rest).
TEST(DecodeToUtf8, Utf16ALoneSurrogateCostsOneCharacter) {
    const std::string head = "(;GM[1]FF[4]SZ[19]C[a", tail = "b]PB[Honinbo Shusaku]PW[Inoue Gennan];B[pd];W[dp])";
    for (const auto& [charset, lone] : {std::pair<std::string, std::string>{"UTF-16LE", std::string("\x00\xDC", 2)},
                                        {"UTF-16BE", std::string("\xDC\x00", 2)}}) {
        const DecodedText text = decode_to_utf8(encode(head, charset) + lone + encode(tail, charset));
        EXPECT_EQ(text.utf8, head + std::string(replacement_character) + tail) << charset;
        EXPECT_EQ(text.charset, charset);
    }
}

TEST(LooksLikeUtf16, ByMarkOrZeroBytesAndNotNoise) {
    EXPECT_TRUE(looks_like_utf16("\xFF\xFE" + encode("(;GM[1])", "UTF-16LE")));
    EXPECT_TRUE(looks_like_utf16(encode("(;GM[1]FF[4]SZ[19];B[pd])", "UTF-16BE")));
    EXPECT_FALSE(looks_like_utf16("(;GM[1]FF[4]SZ[19];B[pd])"));
    std::mt19937 random(7);
    std::string noise(1 << 16, '\0');
    for (char& c : noise) c = static_cast<char>(random());
    EXPECT_FALSE(looks_like_utf16(noise));
}

// A small 8-bit record with two NULs at one parity is not UTF-16: it opens "(;" as bytes,
// and two zeros are no share of it. Real UTF-16 of the same size still is.
TEST(LooksLikeUtf16, TwoZerosInASmallEightBitRecordAreNot) {
    using namespace std::string_literals;
    EXPECT_FALSE(looks_like_utf16("(;SZ[9]PB[a\0];B[aa]\0;W[bb])"s));
    EXPECT_FALSE(looks_like_utf16("junk\0 (;SZ[9]PB[a\0];B[aa];W[bb])"s));
    EXPECT_TRUE(looks_like_utf16(encode("(;SZ[9];B[aa])", "UTF-16LE")));
    EXPECT_TRUE(looks_like_utf16(encode("(;SZ[9];B[aa])", "UTF-16BE")));
    EXPECT_EQ(decode_to_utf8("(;SZ[9]PB[a\0];B[aa]\0;W[bb])"s).charset, "UTF-8");
}

// Shift_JIS fixtures are encoded as CP932: that is the Shift_JIS that Windows editors write,
// with '\' as 0x5C (glibc's strict SHIFT_JIS cannot even encode a backslash).
TEST(DecodeToUtf8, ShiftJisDeclared) {
    const std::string sgf = japanese_game("CA[Shift_JIS]");
    const DecodedText text = decode_to_utf8(encode(sgf, "CP932"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "SHIFT_JIS");
    EXPECT_TRUE(text.warnings.empty());
}

TEST(DecodeToUtf8, ShiftJisWithoutCaIsDetected) {
    const std::string sgf = japanese_game();
    const DecodedText text = decode_to_utf8(encode(sgf, "CP932"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "SHIFT_JIS");
    EXPECT_EQ(text.warnings, Warnings{"no CA[] and not UTF-8; detected SHIFT_JIS"});
}

// Past 4 MiB uchardet gets a sample (the blocks with non-ASCII bytes), not the whole text,
// which it read at about 2 MB a second. A large collection whose Japanese comes after
// megabytes of plain ASCII is still read as Shift_JIS.
TEST(DecodeToUtf8, ALargeRecordIsDetectedFromItsNonAsciiBlocks) {
    const std::string japanese = japanese_game();
    std::string sgf = "(;FF[4]SZ[19]C[" + std::string(5U << 20, 'x') + "])";
    for (int i = 0; i < 200; ++i) sgf += japanese;
    const DecodedText text = decode_to_utf8(encode(sgf, "CP932"));
    EXPECT_EQ(text.charset, "SHIFT_JIS");
    EXPECT_EQ(text.utf8, sgf);
}

// ソ is 83 5C, 表 is 95 5C and ゾ is 83 5D in Shift_JIS: parsed raw, their second bytes would
// read as an escape and as the end of the comment.
TEST(DecodeToUtf8, ShiftJisBackslashAndBracketSecondBytesDoNotLeakIntoTheUtf8) {
    for (const std::string_view root : {"CA[Shift_JIS]", ""}) {
        const std::string sgf =
            japanese_game(std::string(root) + "GC[ソ表ゾの問題: 本物のエスケープは \\] だけ ~]");
        const std::string bytes = encode(sgf, "CP932");
        ASSERT_NE(bytes.find("\x83\x5C"), std::string::npos);
        ASSERT_NE(bytes.find("\x95\x5C"), std::string::npos);
        ASSERT_NE(bytes.find("\x83\x5D"), std::string::npos);

        const DecodedText text = decode_to_utf8(bytes);
        EXPECT_EQ(text.utf8, sgf) << "CA: " << root;
        EXPECT_EQ(text.charset, "SHIFT_JIS");
        EXPECT_EQ(std::count(text.utf8.begin(), text.utf8.end(), '\\'), 1)
            << "only the real escape is a backslash";
        EXPECT_NE(text.utf8.find("ソ表ゾ"), std::string::npos);
    }
}

TEST(DecodeToUtf8, Gb18030LabelledUtf8IsReadAsDetected) {
    const std::string sgf = chinese_game("CA[UTF-8]");
    const DecodedText text = decode_to_utf8(encode(sgf, "GB18030"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "GB18030");
    EXPECT_EQ(text.warnings,
              Warnings{"CA[UTF-8] but the text is not valid UTF-8; read as GB18030 (detected)"});
}

TEST(DecodeToUtf8, EucKrDeclared) {
    const std::string sgf = korean_game("CA[EUC-KR]");
    const DecodedText text = decode_to_utf8(encode(sgf, "EUC-KR"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "EUC-KR");
    EXPECT_TRUE(text.warnings.empty());
}

// uchardet (0.0.7) names Korean by its Windows superset, Unified Hangul Code.
TEST(DecodeToUtf8, EucKrWithoutCaIsDetected) {
    const std::string sgf = korean_game();
    const DecodedText text = decode_to_utf8(encode(sgf, "EUC-KR"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.warnings, Warnings{"no CA[] and not UTF-8; detected " + text.charset});
    const std::vector<std::string> korean_charsets{"UHC", "EUC-KR", "CP949"};
    EXPECT_NE(std::find(korean_charsets.begin(), korean_charsets.end(), text.charset),
              korean_charsets.end())
        << text.charset;
}

// A name or two is too little text for uchardet's CJK models: it guesses a single-byte
// charset (김철수 in EUC-KR as "±èÃ¶¼ö", Windows-1252) or nothing. The text is then read in
// the first CJK charset in which every character is of that charset's script.
TEST(DecodeToUtf8, ShortEucKrWithoutCaIsReadAsKorean) {
    for (const char* names : {"PB[김철수]", "PB[조훈현]", "PB[김철수]PW[조훈현]"}) {
        const std::string sgf = std::string("(;GM[1]FF[4]SZ[19]") + names + ";B[pd];W[dp])";
        const DecodedText text = decode_to_utf8(encode(sgf, "EUC-KR"));
        EXPECT_EQ(text.utf8, sgf);
        EXPECT_EQ(text.charset, "EUC-KR");
        ASSERT_EQ(text.warnings.size(), 1u) << names;
        EXPECT_TRUE(text.warnings[0].starts_with(
            "no CA[] and not UTF-8; read as EUC-KR, in which the text reads as Hangul (uchardet"))
            << text.warnings[0];
    }
}

TEST(DecodeToUtf8, ShortGb2312WithoutCaIsReadAsChinese) {
    // In EUC-KR these bytes would be hanja, not Hangul: no Korean reading.
    for (const char* names : {"PB[张三]", "PB[聂卫平]PW[常昊]"}) {
        const std::string sgf = std::string("(;GM[1]FF[4]SZ[19]") + names + ";B[pd];W[dp])";
        const DecodedText text = decode_to_utf8(encode(sgf, "GB2312"));
        EXPECT_EQ(text.utf8, sgf) << names;
        EXPECT_EQ(text.charset, "GB2312");
        ASSERT_EQ(text.warnings.size(), 1u);
        EXPECT_NE(text.warnings[0].find("read as GB2312, in which the text reads as Chinese"), std::string::npos)
            << text.warnings[0];
    }
}

TEST(DecodeToUtf8, ShortShiftJisWithoutCaIsReadAsJapanese) {
    const std::string sgf = "(;GM[1]FF[4]SZ[19]PB[本因坊秀策]PW[井上幻庵因碩];B[pd];W[dp])";
    const DecodedText text = decode_to_utf8(encode(sgf, "CP932"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "SHIFT_JIS");
    ASSERT_EQ(text.warnings.size(), 1u);
    EXPECT_NE(text.warnings[0].find("read as SHIFT_JIS, in which the text reads as Japanese"), std::string::npos)
        << text.warnings[0];
}

// Text in other scripts stays as uchardet reads it. "éé" in "créé" is one valid hanzi in
// GB2312, but no two stand together; an accented letter and the ASCII one after it are a
// kanji in Shift_JIS, but Latin-1 has no byte in 0x81..0x9F, and Windows-1252's curly quote
// before ']' would take the bracket; Russian in Windows-1251 reads as rare hanzi.
TEST(DecodeToUtf8, ShortTextInOtherScriptsIsNotReadAsCjk) {
    const struct {
        std::string sgf;
        const char* charset;
    } cases[] = {
        {"(;GM[1]FF[4]PB[José Müller]PW[Hélène];B[pd])", "ISO-8859-1"},
        {"(;GM[1]FF[4]C[Fichier SGF créé par TurboGo];B[pd])", "ISO-8859-1"},
        {"(;GM[1]FF[4]PB[Hélène]C[“Hélène”];B[pd])", "WINDOWS-1252"},
        {"(;GM[1]FF[4]PB[Андрей Иванов]PW[Сергей];B[pd])", "WINDOWS-1251"},
    };
    for (const auto& c : cases) {
        const DecodedText text = decode_to_utf8(encode(c.sgf, c.charset));
        EXPECT_EQ(text.utf8, c.sgf) << text.charset;
        ASSERT_FALSE(text.warnings.empty());
        EXPECT_EQ(text.warnings[0].find("read as"), std::string::npos) << text.warnings[0];
    }
}

// A CA the bytes contradict is read past as if it were not there: a short CJK name under
// CA[UTF-8] goes through the CJK fallback too. It was read as uchardet's one-byte guess
// (Shift_JIS "井山裕太" as "ˆäŽR—T‘¾", Windows-1252; GB2312 "古力" as Thai, TIS-620), or as
// UTF-8 with every byte replaced. The warning says CA is wrong and what the text was read
// as, and the reading is a guess.
TEST(DecodeToUtf8, ShortCjkUnderAWrongCaUtf8IsReadAsWithoutCa) {
    const std::string japanese = "(;CA[UTF-8]SZ[19]PB[井山裕太]PW[一力遼];B[aa])";
    const DecodedText sjis = decode_to_utf8(encode(japanese, "CP932"));
    EXPECT_EQ(sjis.utf8, japanese);
    EXPECT_EQ(sjis.charset, "SHIFT_JIS");
    ASSERT_EQ(sjis.warnings.size(), 1u);
    EXPECT_TRUE(sjis.warnings[0].starts_with(
        "CA[UTF-8] but the text is not valid UTF-8; read as SHIFT_JIS, in which the text reads as Japanese"))
        << sjis.warnings[0];
    EXPECT_NE(sjis.guess.find("CA[UTF-8] is wrong"), std::string::npos) << sjis.guess;
    EXPECT_EQ(sjis.replaced, 0u);

    const std::string chinese = "(;CA[UTF-8]SZ[19]PB[聂卫平]PW[常昊];B[aa])";
    const DecodedText gb = decode_to_utf8(encode(chinese, "GB2312"));
    EXPECT_EQ(gb.utf8, chinese);
    EXPECT_EQ(gb.charset, "GB2312");
    EXPECT_FALSE(gb.guess.empty());

    // Hanzi that read as Hangul in EUC-KR too: a guess either way, never U+FFFD.
    for (const auto& [text, charset] : {std::pair<std::string, std::string>{"(;CA[UTF-8]SZ[19]PB[古力];B[aa])", "GB2312"},
                                        {"(;CA[UTF-8]SZ[19]PB[古力]PW[柯洁];B[aa])", "GB18030"}}) {
        const DecodedText guessed = decode_to_utf8(encode(text, charset));
        EXPECT_EQ(guessed.utf8.find(replacement_character), std::string::npos) << guessed.utf8;
        EXPECT_EQ(guessed.replaced, 0u);
        EXPECT_NE(guessed.charset, "UTF-8");
        EXPECT_FALSE(guessed.guess.empty()) << text;
        ASSERT_FALSE(guessed.warnings.empty());
        EXPECT_TRUE(guessed.warnings[0].starts_with("CA[UTF-8] but the text is not valid UTF-8; read as "))
            << guessed.warnings[0];
    }
    // A right label is no guess.
    EXPECT_TRUE(decode_to_utf8(encode("(;CA[Shift_JIS]PB[井山裕太];B[aa])", "CP932")).guess.empty());
}

TEST(DecodeToUtf8, Latin1DeclaredWithAnUnderscoreSpelling) {
    const std::string sgf =
        "(;GM[1]FF[4]CA[ISO8859_1]PB[José Müller]PW[François Bénard]"
        "C[Très belle partie à Genève; la fin était très serrée.];B[pd])";
    const DecodedText text = decode_to_utf8(encode(sgf, "ISO-8859-1"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "ISO-8859-1");
    EXPECT_TRUE(text.warnings.empty());
}

TEST(DecodeToUtf8, Utf8DeclaredWithoutTheHyphen) {
    const std::string sgf = japanese_game("CA[UTF8]");
    const DecodedText text = decode_to_utf8(sgf);
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "UTF-8");
    EXPECT_TRUE(text.warnings.empty());
}

TEST(DecodeToUtf8, AsciiUnderAnotherDeclaredCharsetNeedsNoConversion) {
    const std::string sgf = "(;GM[1]FF[4]CA[ms_kanji]PB[Shusaku]C[a \\] b ~];B[pd])";
    const DecodedText text = decode_to_utf8(sgf);
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "SHIFT_JIS");
    EXPECT_TRUE(text.warnings.empty());
}

TEST(DecodeToUtf8, Utf8UnderAnotherDeclaredCharsetIsKeptWithAWarning) {
    const std::string sgf = japanese_game("CA[ISO-8859-1]");
    const DecodedText text = decode_to_utf8(sgf);
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "UTF-8");
    EXPECT_EQ(text.warnings, Warnings{"CA[ISO-8859-1] but the text is UTF-8"});
}

// One accented letter is too little for uchardet (it guesses WINDOWS-1252), but UTF-8
// under a one-byte alphabet's label is UTF-8: read as Latin-1 it became "MÃ¼ller", and
// kifu fix wrote that back for good.
TEST(DecodeToUtf8, OneAccentedLetterInUtf8UnderALatinLabelIsUtf8) {
    for (const char* label : {"ISO-8859-1", "WINDOWS-1252", "latin1"}) {
        const std::string sgf = std::string("(;GM[1]FF[4]CA[") + label + "]SZ[9]PB[M\xC3\xBCller];B[ee])";
        const DecodedText text = decode_to_utf8(sgf);
        EXPECT_EQ(text.utf8, sgf) << label;
        EXPECT_EQ(text.charset, "UTF-8") << label;
        EXPECT_EQ(text.warnings.size(), 1U) << label;
    }
    // Real Latin-1 (not valid UTF-8) is still read as the label says.
    const DecodedText latin = decode_to_utf8("(;GM[1]FF[4]CA[ISO-8859-1]SZ[9]PB[M\xFCller];B[ee])");
    EXPECT_EQ(latin.utf8, "(;GM[1]FF[4]CA[ISO-8859-1]SZ[9]PB[M\xC3\xBCller];B[ee])");
    EXPECT_EQ(latin.charset, "ISO-8859-1");
}

TEST(DecodeToUtf8, WrongDeclaredCharsetFallsBackToTheDetectedOne) {
    const std::string sgf = japanese_game("CA[GB2312]");
    const DecodedText text = decode_to_utf8(encode(sgf, "CP932"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "SHIFT_JIS");
    EXPECT_EQ(text.warnings, Warnings{"CA[GB2312] but the text is not valid GB2312; read as "
                                      "SHIFT_JIS (detected)"});
}

TEST(DecodeToUtf8, DeclaredCharsetKeptWithReplacementsWhenNothingReadsTheBytesCleanly) {
    const std::string sgf = japanese_game("CA[Shift_JIS]");
    const DecodedText text = decode_to_utf8(encode(sgf, "CP932") + "\x83");  // a cut-off lead byte
    EXPECT_EQ(text.utf8, sgf + std::string(replacement_character));
    EXPECT_EQ(text.charset, "SHIFT_JIS");
    EXPECT_EQ(text.warnings, Warnings{"1 invalid byte sequence replaced"});
}

TEST(DecodeToUtf8, UnknownDeclaredCharsetIsReportedAndIgnored) {
    const std::string sgf = japanese_game("CA[foo]");
    const DecodedText text = decode_to_utf8(sgf);
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "UTF-8");
    EXPECT_EQ(text.warnings, Warnings{"unknown charset CA[foo]"});
}

TEST(DecodeToUtf8, UnknownDeclaredCharsetThenDetection) {
    const std::string sgf = japanese_game("CA[foo]");
    const DecodedText text = decode_to_utf8(encode(sgf, "CP932"));
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "SHIFT_JIS");
    EXPECT_EQ(text.warnings,
              (Warnings{"unknown charset CA[foo]", "the text is not UTF-8; detected SHIFT_JIS"}));
}

TEST(DecodeToUtf8, EmptyDeclaredCharsetIsUnknown) {
    const std::string sgf = "(;GM[1]FF[4]CA[];B[pd])";
    const DecodedText text = decode_to_utf8(sgf);
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.warnings, Warnings{"unknown charset CA[]"});
}

TEST(DecodeToUtf8, UnknownDeclaredCharsetIsQuotedShortAndPrintable) {
    const std::string value = "\xE9\xFF" + std::string(100, 'x');
    const DecodedText text = decode_to_utf8("(;GM[1]CA[" + value + "];B[pd])");
    EXPECT_EQ(text.warnings.front(), "unknown charset CA[??" + std::string(38, 'x') + "...]");
}

TEST(DecodeToUtf8, DeclaredCharsetThatIsNotAsciiCompatibleIsIgnored) {
    const std::string sgf = japanese_game("CA[UTF-16]");
    const DecodedText text = decode_to_utf8(sgf);
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "UTF-8");
    EXPECT_EQ(text.warnings, Warnings{"CA[UTF-16] does not read ASCII as ASCII, so cannot be an "
                                      "SGF file's charset; ignored"});
}

// glibc's decoder behind this other name for UTF-8 lets U+110000 through; kifu does not.
TEST(DecodeToUtf8, ConvertedTextIsValidUtf8EvenWhenIconvIsLax) {
    const DecodedText text = decode_to_utf8("(;CA[ISO-IR-193]C[\xF4\x90\x80\x80])");
    EXPECT_EQ(text.utf8, "(;CA[ISO-IR-193]C[\uFFFD\uFFFD\uFFFD\uFFFD])");
    EXPECT_EQ(text.charset, "ISO-IR-193");
    EXPECT_EQ(text.warnings, Warnings{"4 invalid byte sequences replaced"});
}

TEST(DecodeToUtf8, TruncatedUtf8AtTheEndIsReplacedByteByByte) {
    const std::string cut_off_go = std::string("碁").substr(0, 2);
    for (const std::string_view root : {"", "CA[UTF-8]"}) {
        const std::string sgf = japanese_game(root);
        const DecodedText text = decode_to_utf8(sgf + cut_off_go);
        EXPECT_EQ(text.utf8,
                  sgf + std::string(replacement_character) + std::string(replacement_character))
            << "CA: " << root;
        EXPECT_EQ(text.charset, "UTF-8");
        EXPECT_EQ(text.warnings, Warnings{"2 invalid byte sequences replaced"});
    }
}

TEST(DecodeToUtf8, UndetectableBytesAreReadAsLatin1) {
    const DecodedText text = decode_to_utf8("(;GM[1]C[\x80\x81\xFE\xFF])");
    EXPECT_EQ(text.utf8, "(;GM[1]C[\u0080\u0081\u00FE\u00FF])");
    EXPECT_EQ(text.charset, "ISO-8859-1");
    EXPECT_EQ(text.warnings,
              Warnings{"no CA[] and not UTF-8; charset not detected, read as ISO-8859-1 (the "
                       "SGF default)"});
}

// ISO-2022-JP is all 7-bit bytes, but its escape sequences switch to JIS X 0208: read as
// ASCII, the Japanese would be kept as "ESC $ B ..." garbage (and kifu fix would write it
// under CA[UTF-8]).
TEST(DecodeToUtf8, DeclaredIso2022JpIsConvertedThoughItsBytesAreAscii) {
    const std::string sgf = "(;GM[1]FF[4]CA[ISO-2022-JP]C[碁は古代のゲームです。])";
    const std::string bytes = encode(sgf, "ISO-2022-JP");
    ASSERT_TRUE(std::all_of(bytes.begin(), bytes.end(), [](char c) { return (c & 0x80) == 0; }));
    const DecodedText text = decode_to_utf8(bytes);
    EXPECT_EQ(text.utf8, sgf);
    EXPECT_EQ(text.charset, "ISO-2022-JP");
    EXPECT_TRUE(text.warnings.empty());
}

// Whatever the bytes, and whichever rule they reach, the answer is valid UTF-8 and names a
// charset.
TEST(DecodeToUtf8, RandomBytesAlwaysGiveValidUtf8) {
    std::mt19937 random(20240601);
    std::uniform_int_distribution<int> byte(0, 255);
    std::uniform_int_distribution<std::size_t> length(0, 3000);
    const std::vector<std::string> prefixes{"",
                                            "\xEF\xBB\xBF",
                                            "\xFF\xFE",
                                            "\xFE\xFF",
                                            std::string("(\0;\0", 4),
                                            "(;CA[Shift_JIS]",
                                            "(;CA[UTF-8]",
                                            "(;CA[ISO-2022-JP]",
                                            "(;CA[Big5]C["};
    for (int round = 0; round < 40; ++round) {
        for (const std::string& prefix : prefixes) {
            std::string bytes = prefix;
            for (std::size_t n = length(random); n > 0; --n)
                bytes += static_cast<char>(byte(random));
            const DecodedText text = decode_to_utf8(bytes);
            EXPECT_TRUE(is_valid_utf8(text.utf8)) << "round " << round << ", prefix " << prefix;
            EXPECT_FALSE(text.charset.empty());
        }
    }
}

TEST(IsValidUtf8, AcceptsWellFormedSequences) {
    EXPECT_TRUE(is_valid_utf8(""));
    EXPECT_TRUE(is_valid_utf8(std::string("a\0b", 3)));
    EXPECT_TRUE(is_valid_utf8("\x7F"));
    EXPECT_TRUE(is_valid_utf8("\xC2\x80"));          // U+0080, the smallest two-byte form
    EXPECT_TRUE(is_valid_utf8("\xE0\xA0\x80"));      // U+0800, the smallest three-byte form
    EXPECT_TRUE(is_valid_utf8("\xED\x9F\xBF"));      // U+D7FF, just below the surrogates
    EXPECT_TRUE(is_valid_utf8("\xEE\x80\x80"));      // U+E000, just above them
    EXPECT_TRUE(is_valid_utf8("\xEF\xBF\xBF"));      // U+FFFF
    EXPECT_TRUE(is_valid_utf8("\xF0\x90\x80\x80"));  // U+10000, the smallest four-byte form
    EXPECT_TRUE(is_valid_utf8("\xF4\x8F\xBF\xBF"));  // U+10FFFF, the largest code point
    EXPECT_TRUE(is_valid_utf8("碁石 🀄 ok"));
}

TEST(IsValidUtf8, RejectsOverlongForms) {
    EXPECT_FALSE(is_valid_utf8("\xC0\x80"));          // NUL in two bytes
    EXPECT_FALSE(is_valid_utf8("\xC1\xBF"));          // U+007F in two bytes
    EXPECT_FALSE(is_valid_utf8("\xE0\x9F\xBF"));      // U+07FF in three bytes
    EXPECT_FALSE(is_valid_utf8("\xF0\x8F\xBF\xBF"));  // U+FFFF in four bytes
}

TEST(IsValidUtf8, RejectsSurrogatesAndCodePointsPastTheLast) {
    EXPECT_FALSE(is_valid_utf8("\xED\xA0\x80"));      // U+D800
    EXPECT_FALSE(is_valid_utf8("\xED\xBF\xBF"));      // U+DFFF
    EXPECT_FALSE(is_valid_utf8("\xF4\x90\x80\x80"));  // U+110000
    EXPECT_FALSE(is_valid_utf8("\xF5\x80\x80\x80"));
    EXPECT_FALSE(is_valid_utf8("\xF8\x88\x80\x80\x80"));  // the old five-byte form
    EXPECT_FALSE(is_valid_utf8("\xFE"));
    EXPECT_FALSE(is_valid_utf8("\xFF"));
}

TEST(IsValidUtf8, RejectsBrokenSequences) {
    EXPECT_FALSE(is_valid_utf8("\x80"));                         // a continuation byte alone
    EXPECT_FALSE(is_valid_utf8("\xE7\xA2"));                     // 碁 cut off
    EXPECT_FALSE(is_valid_utf8(std::string("\xE7\xA2") + "A"));  // ... then ASCII
    EXPECT_FALSE(is_valid_utf8("\xF0\x9F\x80"));                 // a four-byte form cut off
    EXPECT_FALSE(is_valid_utf8("\xC3\xA9\xA9"));                 // one continuation byte too many
}

// The ASCII fast path reads 8 bytes at a time: a non-ASCII byte must be judged wherever it
// falls relative to those blocks.
TEST(IsValidUtf8, JudgesNonAsciiAtEveryOffsetFromTheFastPath) {
    for (std::size_t offset = 0; offset <= 17; ++offset) {
        const std::string ascii(offset, 'a');
        EXPECT_TRUE(is_valid_utf8(ascii + "\xC3\xA9" + ascii)) << offset;
        EXPECT_FALSE(is_valid_utf8(ascii + "\xC3")) << offset;
        EXPECT_FALSE(is_valid_utf8(ascii + "\x80" + ascii)) << offset;
        EXPECT_FALSE(is_valid_utf8(ascii + "\xED\xA0\x80" + ascii)) << offset;
    }
}

TEST(FindDeclaredCharset, ReadsTheTrimmedValue) {
    EXPECT_EQ(find_declared_charset("(;GM[1]CA[UTF-8]SZ[19])"), "UTF-8");
    EXPECT_EQ(find_declared_charset("(;GM[1]CA \n[ Shift_JIS\t]SZ[19])"), "Shift_JIS");
    EXPECT_EQ(find_declared_charset("(;CA[]"), "");
}

TEST(FindDeclaredCharset, TakesTheFirstCaProperty) {
    EXPECT_EQ(find_declared_charset("(;CA[GB2312];C[x](;CA[UTF-8]))"), "GB2312");
}

TEST(FindDeclaredCharset, IgnoresCaInsideALongerIdentifier) {
    EXPECT_EQ(find_declared_charset("(;XCA[foo]CAT[bar]CA[EUC-KR])"), "EUC-KR");
    EXPECT_EQ(find_declared_charset("(;CAT[bar]xCA[foo])"), std::nullopt);
}

TEST(FindDeclaredCharset, NothingWithoutATerminatedValue) {
    EXPECT_EQ(find_declared_charset(""), std::nullopt);
    EXPECT_EQ(find_declared_charset("(;GM[1]FF[4]SZ[19])"), std::nullopt);
    EXPECT_EQ(find_declared_charset("(;CA[UTF-8"), std::nullopt);
    EXPECT_EQ(find_declared_charset("(;CA"), std::nullopt);
}

}  // namespace
}  // namespace kifu::sgf
