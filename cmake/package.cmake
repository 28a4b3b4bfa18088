# `make deb`: kifu_<version>_<arch>.deb by CPack's DEB generator, from the install rules
# (cmake/install.cmake) under /usr. Depends is computed by dpkg-shlibdeps (dpkg-dev) from
# the libraries the binary links, never typed here; the man page is compressed as Debian
# wants (cmake/deb_prebuild.cmake). tests/package/deb_check.sh builds it and runs lintian.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME kifu)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "kifu reads Go (weiqi, baduk) game records in SGF as real servers and old
archives write them, any version and character set, and tells what is in
them and what is wrong with them. It replays a game under a federation's
rules (Japanese, Chinese, AGA, Ing, New Zealand, ...), flags illegal moves
and repeated positions with their consequence, and counts the final
position under Japanese and Chinese rules side by side, explaining the
difference and judging dead stones and seki when the record does not mark
them. It scores whole archives in parallel into JSON Lines, CSV or SQLite,
and writes annotated records and offline HTML pages that replay and
recount a game.")
set(KIFU_DEB_MAINTAINER "kifu maintainers <maintainers@users.noreply.a-seed-4db55b4e.example>"
    CACHE STRING "The Maintainer field of the Debian package")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${KIFU_DEB_MAINTAINER}")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)          # kifu_0.2.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(TARGET kifu_python)  # the Python module's interpreter, which dpkg-shlibdeps cannot see
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "${KIFU_PYTHON_DEB_DEPENDS}")
endif()
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/cmake/deb_prebuild.cmake)
include(CPack)
