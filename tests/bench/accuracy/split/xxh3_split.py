#!/usr/bin/env python3
"""Splits paths into a test and a dev list by the XXH3-64 hash of each path.

usage: xxh3_split.py TEST_OUT DEV_OUT < paths
A path (one a line, relative to ../shared/corpus, as read: no normalisation) goes to the test
list when XXH3_64bits(its UTF-8 bytes, seed 0) % 4 == 0, else to the dev list. The hash comes
from libxxhash (Debian's libxxhash0, a kifu dependency), called through ctypes, so the rule
can be checked with any XXH3 implementation (`xxhsum -H3`).
"""
import ctypes
import ctypes.util
import sys


def xxh3_64():
    lib = ctypes.CDLL(ctypes.util.find_library("xxhash") or "libxxhash.so.0")
    f = lib.XXH3_64bits
    f.restype = ctypes.c_uint64
    f.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
    # Known answer (xxHash's test vectors): XXH3_64bits("abc") = 0x78af5f94892f3950.
    assert f(b"abc", 3) == 0x78AF5F94892F3950, "libxxhash gives an unexpected XXH3 value"
    return f


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    h = xxh3_64()
    with open(sys.argv[1], "w") as test, open(sys.argv[2], "w") as dev:
        for line in sys.stdin:
            path = line.rstrip("\n")
            if not path:
                continue
            b = path.encode("utf-8")
            (test if h(b, len(b)) % 4 == 0 else dev).write(path + "\n")


if __name__ == "__main__":
    main()
