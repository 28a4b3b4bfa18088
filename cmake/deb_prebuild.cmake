# Run by CPack (CPACK_PRE_BUILD_SCRIPTS, cmake/package.cmake) on the files staged for the
# Debian package, before it is made: what Debian's policy asks of a package and
# `cmake --install` need not do. The man page is compressed (policy 12.1), and the changelog
# is usr/share/doc/kifu/changelog.gz (12.7; kifu's version has no Debian revision, so the
# package is native and this is its only changelog), both with gzip -9n: the best
# compression, and no file name or time stamp, so the package is reproducible.
set(usr ${CPACK_TEMPORARY_INSTALL_DIRECTORY}/usr)
file(RENAME ${usr}/share/doc/kifu/CHANGELOG.md ${usr}/share/doc/kifu/changelog)
foreach(file ${usr}/share/man/man1/kifu.1 ${usr}/share/doc/kifu/changelog)
  execute_process(COMMAND gzip -9n ${file} RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "gzip -9n ${file} failed: ${status}")
  endif()
endforeach()
