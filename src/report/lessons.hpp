#pragma once
// Short lessons for `kifu explain TOPIC`: what the rules do with ko, suicide, passes,
// seki and counting, drawn from the rule texts the project follows (../shared/seeds).
#include <ostream>
#include <span>
#include <string>
#include <string_view>

namespace kifu::report {

struct Lesson {
    std::string_view topic;     // "ko", "superko", ...
    std::string_view title;
    std::string_view text;      // a few sentences a teacher can read aloud; "{pass_stones}" and the like
                                // name the rulesets with that field (lesson_text fills them in)
    std::string_view sources;   // where it comes from
};

std::span<const Lesson> all_lessons();
// The lesson's text with the federations it names filled in from the ruleset table.
std::string lesson_text(const Lesson& lesson);
const Lesson* find_lesson(std::string_view topic);   // any case: "Ko" is "ko"

void write_lesson(std::ostream& out, const Lesson& lesson);
void write_lesson_index(std::ostream& out);

}  // namespace kifu::report
