// kifu view's engine: kifu's core (the reader's text half, rules, scoring, analysis and the
// page's renderers, view/session) compiled to WebAssembly by emscripten, called by
// the page's script with JSON text in and out. Built by src/web/CMakeLists.txt.
#include <emscripten/emscripten.h>

#include <exception>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "report/json_text.hpp"
#include "view/session.hpp"

namespace {

std::unique_ptr<kifu::view::ViewSession> session;
std::string answer;   // the last answer, alive until the next call

const char* reply(const nlohmann::ordered_json& value) {
    answer = kifu::report::json_text(value);
    return answer.c_str();
}

const char* error(const std::string& message) { return reply({{"error", message}}); }

}  // namespace

extern "C" {

// Takes the page's record (view/record.hpp, as JSON): {"moves": N}, or {"error": ...}.
EMSCRIPTEN_KEEPALIVE const char* kifu_load(const char* record_json) {
    try {
        session = std::make_unique<kifu::view::ViewSession>(
            kifu::view::record_from_json(nlohmann::json::parse(record_json)));
        return reply({{"moves", session->total_moves()}});
    } catch (const std::exception& e) {
        return error(e.what());
    }
}

// A request (view/session.hpp) -> the analysed game and the page's fragments, or {"error": ...}.
EMSCRIPTEN_KEEPALIVE const char* kifu_update(const char* request_json) {
    if (!session) return error("no record loaded");
    try {
        return reply(kifu::view::answer_json(session->update(kifu::view::request_from_json(nlohmann::json::parse(request_json)))));
    } catch (const std::exception& e) {
        return error(e.what());
    }
}

}  // extern "C"
