#pragma once
// The static parts of kifu's HTML pages, written as ordinary files in src/view/assets/ and
// embedded at build time (cmake/embed_text.cmake).
#include <string_view>

namespace kifu::view {

std::string_view page_html();     // page.html: the game page's skeleton (template.hpp)
std::string_view page_style();    // page.css: the game page, on screen, on a phone, on paper
std::string_view page_script();   // page.js: the game page's controls, calling the engine
std::string_view index_html();    // index.html: the index's skeleton
std::string_view index_style();   // index.css: the index of a folder of pages
std::string_view index_script();  // index.js: sorting and filtering the index

}  // namespace kifu::view
