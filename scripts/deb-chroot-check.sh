#!/bin/sh
# Installs kifu's Debian package on a clean Debian 12 (a minimal bookworm made by
# debootstrap) as a colleague would, with apt, and uses it: kifu --version, kifu score on
# an installed sample game, man kifu, and the completion files, loaded by bash, zsh and
# fish. Prints each command and its output. Slow (a minimal system is downloaded and
# unpacked: a few minutes), so not part of `make test`; deb_check in `make test` checks the
# package itself.
#   usage: sh scripts/deb-chroot-check.sh PACKAGE.deb [DIR]
#   PACKAGE.deb  from `make deb` (build/kifu_<version>_<arch>.deb)
#   DIR          where the bookworm goes: kept, and reused by a later run (default: a
#                temporary folder, removed at the end)
# Runs as root (debootstrap, chroot); installs debootstrap when missing. Mirror:
# KIFU_DEBIAN_MIRROR (default http://deb.debian.org/debian).
set -eu
[ $# -ge 1 ] && [ -f "$1" ] || { echo "usage: deb-chroot-check.sh PACKAGE.deb [DIR]" >&2; exit 64; }
deb=$(realpath "$1")
here=$(dirname "$0")
mirror=${KIFU_DEBIAN_MIRROR:-http://deb.debian.org/debian}
sh "$here/install-deps.sh" debootstrap

if [ $# -ge 2 ]; then
    dir=$(realpath -m "$2")
    mkdir -p "$dir"
else
    dir=$(mktemp -d /tmp/kifu-bookworm.XXXXXX)
    trap 'rm -rf "$dir"' EXIT
fi
chmod 755 "$dir"   # the system's root folder: apt's _apt and man-db's man users read it
show() { echo "# $*"; "$@"; }
in_chroot() { echo "# chroot> $*"; chroot "$dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
                  LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive sh -c "$*"; }

if [ ! -x "$dir/usr/bin/apt" ]; then
    show debootstrap --variant=minbase bookworm "$dir" "$mirror" >"$dir.debootstrap.log" 2>&1 ||
        { tail -n 20 "$dir.debootstrap.log"; exit 1; }
    rm -f "$dir.debootstrap.log"
fi
cp "$deb" "$dir/tmp/"
name=$(basename "$deb")

in_chroot "cat /etc/debian_version"
in_chroot "apt-get update -qq"
in_chroot "apt install -y -o Dpkg::Use-Pty=0 ./tmp/$name"   # no pty in the chroot: no progress bar
in_chroot "dpkg -s kifu | grep -e '^Version' -e '^Depends'"
in_chroot "kifu --version"
in_chroot "kifu score /usr/share/doc/kifu/sample-games/gnugo-selfplay-9x9-parity.sgf; echo exit status \$?"
in_chroot "ls -l /usr/share/bash-completion/completions/kifu /usr/share/zsh/vendor-completions/_kifu /usr/share/fish/vendor_completions.d/kifu.fish"
# man, and shells to load the completion, as a user adds them (minbase has none of them).
in_chroot "apt-get install -y -qq -o Dpkg::Use-Pty=0 --no-install-recommends man-db bash-completion zsh fish >/dev/null"
in_chroot "MANPAGER=cat MANWIDTH=80 man kifu | sed -n '1,6p;/^FILES/,/^EXIT STATUS/p' | head -40; man kifu | tail -n 1"
in_chroot "bash -c '. /usr/share/bash-completion/bash_completion; _completion_loader kifu; COMP_WORDS=(kifu score --rules n); COMP_CWORD=3; _kifu; echo \"bash: kifu score --rules n<TAB>: \${COMPREPLY[*]}\"'"
in_chroot "zsh -fc 'autoload -U compinit && compinit -u && print -r -- \"zsh: \$(whence -v _kifu)\"'"
in_chroot "fish -c 'complete -C \"kifu batch --d\"' | sed 's/^/fish: kifu batch --d<TAB>: /'"
in_chroot "apt-get remove -y -qq -o Dpkg::Use-Pty=0 kifu >/dev/null && ! command -v kifu && echo removed: no kifu left"
