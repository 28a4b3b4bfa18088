#pragma once
// What the duplicate finder decided about one record of a `kifu batch` run, for whoever
// stores the record (batch/stored_groups.hpp) to keep with it.
#include <cstdint>

namespace kifu::batch {

// What the finder decided about one record, for whoever stores the record to keep.
struct GroupDecision {
    enum class Kind : std::uint8_t { not_judged, new_group, joins };
    Kind kind = Kind::not_judged;
    // joins: the stored group's id; when negative, the group started by game -1-group of
    // the same input, which is not stored yet.
    std::int64_t group = 0;
    bool longest = false;   // joins: the record is longer than the group's longest: it is now
};

}  // namespace kifu::batch
