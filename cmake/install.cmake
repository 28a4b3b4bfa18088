# What `cmake --install` (and `make install PREFIX=...`, and the Debian package) puts under
# the prefix, all of it relative to it, so DESTDIR works and nothing lands outside:
#   bin/kifu
#   share/man/man1/kifu.1                            (gzip -9n in the .deb: cmake/deb_prebuild.cmake)
#   share/bash-completion/completions/kifu            bash-completion loads it on demand
#   share/zsh/vendor-completions/_kifu                in Debian's zsh fpath
#   share/fish/vendor_completions.d/kifu.fish         read by fish
#   share/doc/kifu/{README.md,CHANGELOG.md,copyright,sample-games/}
# Everything here is the `cli` component. The Python module (issue 38) is to be the
# `python` component: its CMakeLists.txt (add_subdirectory'd before this file is included)
# installs the extension, its .py and .pyi files and py.typed into the kifu package folder
#   install(TARGETS <module> LIBRARY DESTINATION ${KIFU_PYTHON_INSTALL_DIR}/kifu COMPONENT python)
#   install(FILES ... DESTINATION ${KIFU_PYTHON_INSTALL_DIR}/kifu COMPONENT python)
# and cmake --install, make install and the package take it with the rest (one package:
# CPack packs every component into kifu_<version>_<arch>.deb).
# Included by the top-level CMakeLists.txt after cmake/completions.cmake.
include(GNUInstallDirs)
# Installing needs only kifu and its completion scripts, which `make install` and `make deb`
# build: not the whole tree (tests, benchmarks), which cmake's own install target and
# CPack's would build first.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)

# What `make install` and `make deb` build first: kifu, its completions, and the Python
# module when it is built (its install rule needs the file; src/python/CMakeLists.txt
# chooses its folder by the prefix, KIFU_PYTHON_INSTALL_DIR).
add_custom_target(install_parts DEPENDS kifu completions)
if(TARGET kifu_python)
  add_dependencies(install_parts kifu_python)
endif()

install(TARGETS kifu RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT cli)
install(FILES ${PROJECT_SOURCE_DIR}/man/kifu.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT cli)
install(FILES ${completion_dir}/kifu DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/bash-completion/completions COMPONENT cli)
install(FILES ${completion_dir}/_kifu DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/zsh/vendor-completions COMPONENT cli)
install(FILES ${completion_dir}/kifu.fish DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/fish/vendor_completions.d
        COMPONENT cli)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/CHANGELOG.md ${PROJECT_SOURCE_DIR}/packaging/copyright
        DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT cli)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/sample-games/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/sample-games COMPONENT cli
        FILES_MATCHING PATTERN "*.sgf" PATTERN "README.md" PATTERN "*.toml" PATTERN "*.csv" PATTERN "*.h9"
        PATTERN "official-aga.txt" PATTERN "make_event.py" PATTERN "figures" EXCLUDE)
