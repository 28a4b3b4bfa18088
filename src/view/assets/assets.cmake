# kifu view's HTML skeletons, CSS and scripts, written as ordinary files here and embedded
# in kifu_view at build time (view/assets.hpp). Included by src/CMakeLists.txt after kifu_view.
set(view_assets ${PROJECT_BINARY_DIR}/generated/view_assets.cpp)
set(here ${CMAKE_CURRENT_LIST_DIR})
set(view_asset_names page_html page_style page_script index_html index_style index_script)
set(view_asset_files page.html page.css page.js index.html index.css index.js)
set(view_asset_paths "")
set(view_asset_entries "")
foreach(name file IN ZIP_LISTS view_asset_names view_asset_files)
  list(APPEND view_asset_paths ${here}/${file})
  list(APPEND view_asset_entries "${name}=${here}/${file}")
endforeach()
string(REPLACE ";" "|" view_asset_entries "${view_asset_entries}")
add_custom_command(OUTPUT ${view_assets}
  COMMAND ${CMAKE_COMMAND} -DOUTPUT=${view_assets} -DHEADER=view/assets.hpp -DNAMESPACE=kifu::view
    -DENTRIES=${view_asset_entries} -P ${PROJECT_SOURCE_DIR}/cmake/embed_text.cmake
  DEPENDS ${view_asset_paths} ${PROJECT_SOURCE_DIR}/cmake/embed_text.cmake
  COMMENT "Embedding kifu view's page assets" VERBATIM)
target_sources(kifu_view PRIVATE ${view_assets})
