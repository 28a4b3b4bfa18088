#pragma once
// Text in kifu's HTML pages: escaped for element content and attribute values alike.
#include <string>
#include <string_view>

namespace kifu::report {

// & < > " ' escaped; line breaks and tabs kept (a comment's lines are shown with
// `white-space: pre-line`), other control characters dropped.
std::string html_escape(std::string_view text);

}  // namespace kifu::report
