#pragma once
// A name from inside an archive, as kifu shows it: one field of one report line. The name
// is the archive maker's, not the user's, and shown raw a member named
// "a.sgf\nb.sgf: 1 game, ok" printed a report line of its own. C0 controls (line breaks,
// tabs, escape), DEL and C1 controls are shown escaped (\x0a, \x7f, \u0085); the rest, UTF-8
// or not, as it is. A terminal escapes more (cli/terminal_text.hpp).
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace kifu {

inline std::string one_line_name(std::string_view name) {
    std::string out;
    out.reserve(name.size());
    for (std::size_t i = 0; i < name.size(); ++i) {
        const auto c = static_cast<unsigned char>(name[i]);
        if (c < 0x20 || c == 0x7f) {
            out += fmt::format("\\x{:02x}", c);
        } else if (c == 0xC2 && i + 1 < name.size() && static_cast<unsigned char>(name[i + 1]) >= 0x80 &&
                   static_cast<unsigned char>(name[i + 1]) <= 0x9F) {
            out += fmt::format("\\u{:04x}", static_cast<unsigned char>(name[i + 1]));
            ++i;
        } else {
            out += name[i];
        }
    }
    return out;
}

}  // namespace kifu
