#!/bin/sh
# `cmake --install` into a temporary DESTDIR, as a packager runs it: every file lands under
# the prefix, every install rule's destination is relative to it, the installed kifu runs
# (its version, a sample game scored), and `man -l` reads the installed page.
#   usage: install_check.sh BUILD VERSION
set -eu
build=$1
version=$2
fail() { echo "install_check: $*" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
chmod 755 "$tmp"   # man-db reads the page as the user 'man' when run as root
prefix=/opt/kifu-install-check
DESTDIR="$tmp/root" cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" || { cat "$tmp/install.log"; fail "cmake --install failed"; }

# Nothing outside the prefix, and no rule that would write outside it without DESTDIR (an
# absolute DESTINATION is written as it is, not under --prefix).
outside=$(cd "$tmp/root" && find . -mindepth 1 ! -type d | grep -v "^\.$prefix/" || true)
[ -z "$outside" ] || fail "installed outside the prefix $prefix: $outside"
# (The Python module's folder is chosen from the prefix when installing: kifu_python_dir.)
absolute=$(find "$build" -name cmake_install.cmake -exec grep -h 'file(INSTALL DESTINATION' {} + |
           grep -v -e 'DESTINATION "${CMAKE_INSTALL_PREFIX}/' -e 'DESTINATION "${kifu_python_dir}"' || true)
[ -z "$absolute" ] || fail "an install rule with a destination outside the prefix: $absolute"

root="$tmp/root$prefix"
for file in bin/kifu share/man/man1/kifu.1 share/bash-completion/completions/kifu \
            share/zsh/vendor-completions/_kifu share/fish/vendor_completions.d/kifu.fish \
            share/doc/kifu/README.md share/doc/kifu/CHANGELOG.md share/doc/kifu/copyright \
            share/doc/kifu/sample-games/README.md share/doc/kifu/sample-games/gnugo-selfplay-9x9-parity.sgf; do
    [ -s "$root/$file" ] || fail "$prefix/$file not installed"
done
[ -x "$root/bin/kifu" ] || fail "bin/kifu is not executable"
# The Python module where Debian's python3 looks under a prefix other than /usr
# (lib/python3.<minor>/dist-packages; lib/python3/dist-packages is only on its path under
# /usr), unless the build was told a folder (KIFU_PYTHON_INSTALL_DIR).
if [ -f "$build/python/kifu/__init__.py" ] && grep -q '^KIFU_PYTHON_INSTALL_DIR:PATH=$' "$build/CMakeCache.txt"; then
    minor=$(/usr/bin/python3 -c 'import sys; print(sys.version_info.minor)')
    [ -s "$root/lib/python3.$minor/dist-packages/kifu/__init__.py" ] ||
        fail "the Python module is not in $prefix/lib/python3.$minor/dist-packages: $(cd "$root" && find . -name '__init__.py')"
    PYTHONPATH="$root/lib/python3.$minor/dist-packages" /usr/bin/python3 -c 'import kifu' ||
        fail "the installed Python module does not import"
fi
# Under a user base (the README's `make install PREFIX=$HOME/.local`) the module goes to the
# user site, which Python reads from PYTHONUSERBASE: dist-packages there is on no path.
if [ -f "$build/python/kifu/__init__.py" ] && grep -q '^KIFU_PYTHON_INSTALL_DIR:PATH=$' "$build/CMakeCache.txt"; then
    cmake --install "$build" --component python --prefix "$tmp/home/.local" >/dev/null ||
        fail "cmake --install --component python --prefix HOME/.local failed"
    PYTHONUSERBASE="$tmp/home/.local" /usr/bin/python3 -c 'import kifu' 2>"$tmp/user.err" ||
        fail "the Python module installed under HOME/.local does not import: $(cat "$tmp/user.err")"
fi
# The build tree's RUNPATH is for the build tree only.
! readelf -d "$root/bin/kifu" | grep -q -e RPATH -e RUNPATH || fail "the installed kifu keeps a RUNPATH: $(readelf -d "$root/bin/kifu" | grep PATH)"

got=$("$root/bin/kifu" --version) || fail "the installed kifu --version failed"
[ "$got" = "kifu $version" ] || fail "installed kifu --version says '$got', not 'kifu $version'"
"$root/bin/kifu" score "$root/share/doc/kifu/sample-games/gnugo-selfplay-9x9-parity.sgf" >"$tmp/score.txt" ||
    fail "the installed kifu could not score the installed sample game (status $?)"
grep -q 'Japanese' "$tmp/score.txt" || fail "kifu score printed no Japanese count: $(cat "$tmp/score.txt")"
# The director's example of the installed README, from the installed sample event: its
# event file, players and official results are installed beside the records (only the
# records were, and the example said "cannot read the event file", 78).
status=0
"$root/bin/kifu" -q check --event "$root/share/doc/kifu/sample-games/event/event.toml" \
    "$root/share/doc/kifu/sample-games/event" >"$tmp/event.txt" 2>&1 || status=$?
[ "$status" -eq 3 ] || fail "the installed sample event: kifu check --event gave $status, not 3: $(head -5 "$tmp/event.txt")"
cmp -s "$root/share/bash-completion/completions/kifu" "$build/completions/kifu" || fail "the bash completion installed is not the one built"

# The page as man shows it: its name, its FILES section, the version in its footer.
if command -v man >/dev/null 2>&1; then
    MANWIDTH=100 man -l -P cat "$root/share/man/man1/kifu.1" >"$tmp/man.txt" 2>"$tmp/man.err" || { cat "$tmp/man.err"; fail "man -l failed"; }
    reader="man -l"
elif command -v mandoc >/dev/null 2>&1; then
    mandoc -T ascii -O width=100 "$root/share/man/man1/kifu.1" >"$tmp/man.txt" || fail "mandoc failed"
    reader=mandoc
else
    echo "skipped: neither man nor mandoc to read the installed page"; exit 77
fi
grep -q '^NAME' "$tmp/man.txt" && grep -q '^FILES' "$tmp/man.txt" || fail "$reader shows no NAME or FILES section"
tail -n 1 "$tmp/man.txt" | grep -q "kifu $version" || fail "$reader's footer does not say kifu $version: $(tail -n 1 "$tmp/man.txt")"
echo "installed under DESTDIR$prefix: $(cd "$root" && find . ! -type d | wc -l) files; kifu $version runs; $reader reads the page"
