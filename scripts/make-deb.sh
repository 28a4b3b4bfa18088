#!/bin/sh
# The Debian package of a built tree (`make deb`): CPack's DEB generator with the rules in
# cmake/package.cmake, then lintian, which must report no error (its warnings are shown).
#   usage: make-deb.sh BUILD [OUTDIR]    OUTDIR: where the .deb goes (default: BUILD)
# Prints the package's path last. Needs dpkg-dev (dpkg-shlibdeps) and lintian.
set -eu
build=$(realpath "$1")
out=$(realpath "${2:-$1}")
log="$out/cpack.log"
if ! cpack --config "$build/CPackConfig.cmake" -G DEB -B "$out" >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi
deb=$(sed -n 's/^CPack: - package: \(.*\.deb\) generated\.$/\1/p' "$log")
[ -f "$deb" ] || { cat "$log" >&2; echo "make-deb.sh: CPack named no package" >&2; exit 1; }
status=0
report=$(lintian --fail-on error "$deb" 2>&1) || status=$?
# Root gets lintian's note that it should not run as root: not about the package.
printf '%s\n' "$report" | grep -v -e '^$' -e 'running with root privileges is not recommended' >&2 || true
[ "$status" -eq 0 ] || { echo "make-deb.sh: lintian found errors in $deb" >&2; exit 1; }
echo "$deb"
