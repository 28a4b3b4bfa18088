// FirstSeen: the replay's table of the earliest move after which each position stood.
#include "rules/first_seen.hpp"

#include <gtest/gtest.h>

namespace kifu::rules {
namespace {

TEST(FirstSeen, RemembersTheEarliestMoveOfEachHash) {
    FirstSeen seen;  // no reserve: the table grows from empty
    // The empty board's hash is 0 and it stands after move 0: a real entry, not an empty slot.
    EXPECT_EQ(seen.insert_if_new(0, 0), FirstSeen::none);
    for (int move = 1; move <= 1000; ++move)
        EXPECT_EQ(seen.insert_if_new(static_cast<Hash>(move) * 0x9E3779B97F4A7C15ULL, move), FirstSeen::none);
    EXPECT_EQ(seen.insert_if_new(0, 1001), 0);
    for (int move = 1; move <= 1000; ++move)
        ASSERT_EQ(seen.insert_if_new(static_cast<Hash>(move) * 0x9E3779B97F4A7C15ULL, 2000 + move), move);
}

TEST(FirstSeen, KeepsEntriesWhenReservedLater) {
    FirstSeen seen;
    seen.insert_if_new(42, 7);
    seen.reserve(5000);
    EXPECT_EQ(seen.insert_if_new(42, 9), 7);
    EXPECT_EQ(seen.insert_if_new(43, 9), FirstSeen::none);
}

}  // namespace
}  // namespace kifu::rules
