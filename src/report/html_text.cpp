#include "report/html_text.hpp"

namespace kifu::report {

std::string html_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (const char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            case '\n': case '\t': out += c; break;
            default:
                if (static_cast<unsigned char>(c) >= 0x20 && c != 0x7f) out += c;
                break;
        }
    }
    return out;
}

}  // namespace kifu::report
