#!/bin/sh
# Installs what `make fuzz` needs on top of scripts/install-deps.sh: clang 14 and its
# runtime libraries (libFuzzer, AddressSanitizer, UndefinedBehaviorSanitizer). Does nothing
# when they are present. Runs apt-get directly as root, through sudo otherwise.
set -eu

PACKAGES="clang-14 libclang-rt-14-dev"

missing=""
for p in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done

[ -z "$missing" ] && exit 0

echo "kifu: installing Debian packages for fuzzing:$missing" >&2
if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "kifu: these packages are missing and I am not root (no sudo either):$missing" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
