# kifu view's WebAssembly engine, built by emscripten in a sub-build (src/web) from the same
# sources as kifu_core and kifu_view, then embedded in kifu_cli (view_engine.cpp). Included by
# src/CMakeLists.txt once kifu_core and kifu_view are defined.
#
# Built when em++ is installed (scripts/install-deps.sh installs emscripten), except under
# KIFU_SANITIZE and KIFU_FUZZ: the engine does not change with those flags, and building it
# costs minutes. Without it `kifu view` writes pages that show the count the command line
# made and say that they cannot recount (and warns).
find_program(KIFU_EMCMAKE emcmake)
set(engine_default OFF)
if(KIFU_EMCMAKE AND NOT KIFU_SANITIZE AND NOT KIFU_FUZZ)
  set(engine_default ON)
endif()
option(KIFU_VIEW_ENGINE "Build kifu view's WebAssembly engine (needs emscripten)" ${engine_default})

set(engine_js ${PROJECT_BINARY_DIR}/web/kifu-engine.js)
set(engine_cpp ${PROJECT_BINARY_DIR}/generated/view_engine.cpp)
if(KIFU_VIEW_ENGINE)
  if(NOT KIFU_EMCMAKE)
    message(FATAL_ERROR "KIFU_VIEW_ENGINE needs emscripten's emcmake (scripts/install-deps.sh installs it)")
  endif()
  # The portable part of kifu_core and kifu_view: everything but what needs a system
  # library: the charset layer (iconv, uchardet), which the command line runs before the
  # page gets the text, the duplicate finder (xxHash; the page has no use for it), batch,
  # the event checks with their renderers (toml++, libcsv), the name key they and the
  # duplicate finder match names by (utf8proc), and the page writers (nettle,
  # for the pages' Content-Security-Policy hashes; generated assets), which the command
  # line runs.
  get_target_property(core_sources kifu_core SOURCES)
  get_target_property(view_sources kifu_view SOURCES)
  set(engine_sources "")
  foreach(source IN LISTS core_sources view_sources)
    if(NOT IS_ABSOLUTE ${source} AND NOT source MATCHES
       "^(batch/|duplicates/|event/|sgf/(fix_record|record_fixes|same_play|writer|date|name_key)\\.cpp|sgf/charset\\.cpp|sgf/iconv_cache\\.cpp|sgf/reader\\.cpp|report/event_.*\\.cpp|view/(page|index|csp|template)\\.cpp)")
      list(APPEND engine_sources ${CMAKE_CURRENT_SOURCE_DIR}/${source})
    endif()
  endforeach()
  list(APPEND engine_sources ${PROJECT_SOURCE_DIR}/grammar/sgf_grammar.cpp)
  string(REPLACE ";" "\n  " engine_list "${engine_sources}")
  file(WRITE ${PROJECT_BINARY_DIR}/web-sources.cmake "set(KIFU_ENGINE_SOURCES\n  ${engine_list})\n")

  include(ExternalProject)
  # Under make, the sub-build shares the jobs of `make -j` ($(MAKE) passes the job server).
  if(CMAKE_GENERATOR MATCHES "Make")
    set(build_tool $(MAKE) -C <BINARY_DIR>)
  else()
    set(build_tool ${CMAKE_COMMAND} --build <BINARY_DIR>)
  endif()
  # NODE_PATH: emscripten's JavaScript optimizer finds its modules (acorn) there when the
  # machine's node is not Debian's.
  set(em_env ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
  ExternalProject_Add(kifu_engine_wasm
    SOURCE_DIR ${CMAKE_CURRENT_SOURCE_DIR}/web
    BINARY_DIR ${PROJECT_BINARY_DIR}/web
    CONFIGURE_COMMAND ${em_env} ${KIFU_EMCMAKE} ${CMAKE_COMMAND} -S <SOURCE_DIR> -B <BINARY_DIR>
      -DCMAKE_BUILD_TYPE=Release -DKIFU_SOURCE_DIR=${PROJECT_SOURCE_DIR} -DKIFU_VERSION=${PROJECT_VERSION}
      -DKIFU_SOURCES_FILE=${PROJECT_BINARY_DIR}/web-sources.cmake -DKIFU_HOST_INCLUDE=/usr/include
    BUILD_COMMAND ${em_env} ${build_tool}
    INSTALL_COMMAND ""
    BUILD_ALWAYS ON          # the sub-build tracks the sources itself
    BUILD_BYPRODUCTS ${engine_js}
    USES_TERMINAL_BUILD ON)
  set(engine_entries "view_engine_script=${engine_js}")
  set(engine_depends kifu_engine_wasm ${engine_js})
else()
  set(engine_entries "view_engine_script=")
  set(engine_depends "")
endif()

add_custom_command(OUTPUT ${engine_cpp}
  COMMAND ${CMAKE_COMMAND} -DOUTPUT=${engine_cpp} -DHEADER=cli/view_engine.hpp -DNAMESPACE=kifu::cli
    -DENTRIES=${engine_entries} -P ${PROJECT_SOURCE_DIR}/cmake/embed_text.cmake
  DEPENDS ${engine_depends} ${PROJECT_SOURCE_DIR}/cmake/embed_text.cmake
  COMMENT "Embedding kifu view's engine" VERBATIM)
