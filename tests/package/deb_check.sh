#!/bin/sh
# The Debian package (scripts/make-deb.sh: CPack, then lintian with no error): its name
# and version, a Depends computed by dpkg-shlibdeps, the files it holds, the man page
# compressed as Debian wants (gzip -9n: no name, no time stamp).
#   usage: deb_check.sh BUILD VERSION SOURCE
set -eu
build=$1
version=$2
source=$3
fail() { echo "deb_check: $*" >&2; exit 1; }
for tool in dpkg-deb dpkg-shlibdeps lintian; do
    command -v $tool >/dev/null 2>&1 || { echo "skipped: no $tool (dpkg-dev, lintian)"; exit 77; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
deb=$(sh "$source/scripts/make-deb.sh" "$build" "$tmp") || fail "make-deb.sh failed"
[ "$(basename "$deb")" = "kifu_${version}_$(dpkg --print-architecture).deb" ] || fail "package named $(basename "$deb")"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "Version: $(dpkg-deb -f "$deb" Version)"

# Depends: what dpkg-shlibdeps read off the binary, with versions (libc6 (>= ...)), and
# the libraries kifu links by name.
depends=$(dpkg-deb -f "$deb" Depends)
for package in libc6 libstdc++6 libarchive13 libsqlite3-0 libutf8proc2; do
    echo "$depends" | grep -q "$package (>= " || fail "Depends lacks $package: $depends"
done

dpkg-deb -c "$deb" | awk '{print $6}' >"$tmp/files"
for file in ./usr/bin/kifu ./usr/share/man/man1/kifu.1.gz ./usr/share/bash-completion/completions/kifu \
            ./usr/share/zsh/vendor-completions/_kifu ./usr/share/fish/vendor_completions.d/kifu.fish \
            ./usr/share/doc/kifu/copyright ./usr/share/doc/kifu/README.md ./usr/share/doc/kifu/changelog.gz \
            ./usr/share/doc/kifu/sample-games/gnugo-selfplay-9x9-parity.sgf; do
    grep -qx "$file" "$tmp/files" || fail "$file not in the package"
done
! grep -q -e '^./usr/share/man/man1/kifu.1$' -e '^./usr/local' "$tmp/files" || fail "an uncompressed page or a /usr/local path"

dpkg-deb -x "$deb" "$tmp/root"
page="$tmp/root/usr/share/man/man1/kifu.1.gz"
gzip -t "$page" || fail "kifu.1.gz is not gzip"
# Bytes 3-7 of a gzip header: flags (no FNAME) and mtime, all zero under gzip -n.
[ "$(od -An -tx1 -j3 -N5 "$page" | tr -d ' \n')" = "0000000000" ] || fail "kifu.1.gz keeps a name or time stamp (not gzip -n)"
zcat "$page" | cmp -s - "$source/man/kifu.1" || fail "kifu.1.gz is not man/kifu.1"
"$tmp/root/usr/bin/kifu" --version | grep -qx "kifu $version" || fail "the packaged kifu is not $version"
echo "$(basename "$deb"): $(wc -l <"$tmp/files") entries; Depends: $depends"
