# kifu view's CSS and scripts, written as ordinary files here and embedded in kifu_core at
# build time (report/view_assets.hpp). Included by src/CMakeLists.txt after kifu_core.
set(view_assets ${PROJECT_BINARY_DIR}/generated/view_assets.cpp)
set(here ${CMAKE_CURRENT_LIST_DIR})
set(view_asset_paths ${here}/page.css ${here}/page.js ${here}/index.css ${here}/index.js)
set(view_asset_entries "page_style=${here}/page.css|page_script=${here}/page.js|index_style=${here}/index.css|index_script=${here}/index.js")
add_custom_command(OUTPUT ${view_assets}
  COMMAND ${CMAKE_COMMAND} -DOUTPUT=${view_assets} -DHEADER=report/view_assets.hpp -DNAMESPACE=kifu::report::view
    -DENTRIES=${view_asset_entries} -P ${PROJECT_SOURCE_DIR}/cmake/embed_text.cmake
  DEPENDS ${view_asset_paths} ${PROJECT_SOURCE_DIR}/cmake/embed_text.cmake
  COMMENT "Embedding kifu view's page assets" VERBATIM)
target_sources(kifu_core PRIVATE ${view_assets})
