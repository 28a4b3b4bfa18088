// report::json_text must write exactly what nlohmann's compact dump writes: it is the
// output contract of every --format json and of `kifu batch`.
#include "report/json_text.hpp"

#include <cmath>
#include <limits>
#include <random>
#include <string>

#include <gtest/gtest.h>

namespace kifu::report {
namespace {

using json = nlohmann::ordered_json;

std::string nlohmann_text(const json& value) { return value.dump(-1, ' ', false, json::error_handler_t::replace); }

TEST(JsonText, WritesCompactTextInInsertionOrder) {
    json object = json::object();
    object["zeta"] = 1;
    object["alpha"] = json::array({true, nullptr, "x\"y", -7});
    object["komi"] = 6.5;
    EXPECT_EQ(json_text(object), R"({"zeta":1,"alpha":[true,null,"x\"y",-7],"komi":6.5})");
}

TEST(JsonText, StringsNeedingEscapesOrDecodingMatchNlohmann) {
    const std::string samples[] = {
        "",           "plain ASCII",  "quote \" inside", "back\\slash", "tab\tnew\nline\r", "\x01\x1f",
        "del \x7f",   "caf\xc3\xa9",  "\xe7\xa2\x81",    "bad \xff byte", "cut \xe7\xa2",    "\xc0\x80 overlong",
        "mixed \xe7\xa2\x81 \" \n end"};
    for (const std::string& s : samples) {
        EXPECT_EQ(json_text(json(s)), nlohmann_text(json(s))) << s;
        json keyed = json::object();
        keyed[s] = s;
        EXPECT_EQ(json_text(keyed), nlohmann_text(keyed)) << s;
    }
}

TEST(JsonText, NumbersMatchNlohmann) {
    const json samples[] = {0,
                            -1,
                            std::numeric_limits<std::int64_t>::min(),
                            std::numeric_limits<std::int64_t>::max(),
                            std::numeric_limits<std::uint64_t>::max(),
                            0.5,
                            -0.0,
                            7.0,
                            1.0 / 3.0,
                            1e300,
                            -2.5e-8,
                            std::nan(""),
                            std::numeric_limits<double>::infinity()};
    for (const json& n : samples) EXPECT_EQ(json_text(n), nlohmann_text(n)) << nlohmann_text(n);
}

// Random nested values over the bytes that matter (ASCII, escapes, valid and broken UTF-8).
class RandomJson {
public:
    explicit RandomJson(unsigned seed) : rng_(seed) {}

    json value(int depth) {
        switch (pick(depth > 0 ? 8 : 6)) {
            case 0: return nullptr;
            case 1: return pick(2) == 1;
            case 2: return static_cast<std::int64_t>(rng_()) - static_cast<std::int64_t>(rng_());
            case 3: return static_cast<double>(static_cast<int>(rng_() % 2001) - 1000) / 4.0;
            case 4:
            case 5: return text();
            case 6: {
                json array = json::array();
                for (int i = pick(4); i > 0; --i) array.push_back(value(depth - 1));
                return array;
            }
            default: {
                json object = json::object();
                for (int i = pick(4); i > 0; --i) object[text()] = value(depth - 1);
                return object;
            }
        }
    }

private:
    int pick(int n) { return static_cast<int>(rng_() % static_cast<unsigned>(n)); }

    std::string text() {
        static constexpr unsigned char bytes[] = {'a', 'Z', '0', ' ', '"', '\\', '/', '\n', 0x01, 0x7f,
                                                  0xc3, 0xa9, 0xe7, 0xa2, 0x81, 0xff, 0x80};
        std::string s;
        const bool ascii_only = pick(2) == 0;
        for (int i = pick(12); i > 0; --i) s += static_cast<char>(ascii_only ? bytes[pick(4)] : bytes[pick(sizeof bytes)]);
        return s;
    }

    std::mt19937 rng_;
};

TEST(JsonText, RandomValuesMatchNlohmann) {
    RandomJson random(20261121);
    for (int i = 0; i < 3000; ++i) {
        const json value = random.value(3);
        ASSERT_EQ(json_text(value), nlohmann_text(value)) << i;
    }
}

}  // namespace
}  // namespace kifu::report
