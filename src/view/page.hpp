#pragma once
// The `kifu view` page of one game: one HTML file that needs nothing but a browser. It
// shows the session's first answer as the command line rendered it, carries the record
// (record.hpp) and the WebAssembly engine, and its script asks the engine for every
// later state (another move, count, ruleset, dead stone). A Content-Security-Policy forbids
// every fetch and every script or style but its own.
#include <ostream>
#include <string>
#include <string_view>

#include "view/session.hpp"

namespace kifu::view {

struct PageScripts {
    std::string_view engine;        // emscripten's module; empty: this kifu has none
    std::string shared_script;      // a folder of pages: this file next to the page holds the
                                    // engine and the page's script (shared_script_text), else inline
    std::string shared_script_integrity;  // integrity_value() of that file's text
    std::string index_link;         // the folder's index.html, relative to the page, or empty
};

// The most record text a page carries for its engine to replay: a record larger than this
// (a million moves or variations: no game a teacher steps through) gets a page that shows
// kifu's count as made, without replay, and says why. A record of up to 1 MB then gives a
// page of at most about 2.5 MB (its text, the engine, the first state).
inline constexpr std::size_t page_record_limit = std::size_t{4} << 20;

// `first` is the session's answer for the state the page opens in; `record` the session's record.
void write_game_page(std::ostream& out, const ViewRecord& record, const ViewAnswer& first, const PageScripts& scripts);

// The inline script by which a page of a folder loads the script the folder shares
// (scripts.shared_script, checked against scripts.shared_script_integrity over HTTP).
std::string shared_script_loader(const PageScripts& scripts);

// The script a folder of pages shares: the engine, then the page's own script.
std::string shared_script_text(std::string_view engine);

// Whether the text can stand between <script> and </script> as it is (no "</script" or
// "<!--" in it, which would end or change the element).
bool fits_in_script_element(std::string_view text);

}  // namespace kifu::view
