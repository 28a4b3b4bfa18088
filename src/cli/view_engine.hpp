#pragma once
// kifu view's WebAssembly engine (src/web), embedded in the binary at build time so that
// `kifu view` works wherever kifu is copied (src/web/engine.cmake).
#include <string_view>

namespace kifu::cli {

// emscripten's JavaScript module holding the engine; empty when kifu was built without
// emscripten (or with KIFU_SANITIZE / KIFU_FUZZ).
std::string_view view_engine_script();

}  // namespace kifu::cli
