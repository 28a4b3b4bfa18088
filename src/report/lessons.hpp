#pragma once
// Short lessons for `kifu explain TOPIC`: what the rules do with ko, suicide, passes,
// seki and counting, drawn from the rule texts the project follows (../shared/seeds).
#include <ostream>
#include <span>
#include <string_view>

namespace kifu::report {

struct Lesson {
    std::string_view topic;     // "ko", "superko", ...
    std::string_view title;
    std::string_view text;      // a few sentences a teacher can read aloud
    std::string_view sources;   // where it comes from
};

std::span<const Lesson> all_lessons();
const Lesson* find_lesson(std::string_view topic);

void write_lesson(std::ostream& out, const Lesson& lesson);
void write_lesson_index(std::ostream& out);

}  // namespace kifu::report
