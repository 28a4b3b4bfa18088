#!/usr/bin/env python3
"""An archive of GAMES games for the memory benchmarks (batch_bench.sh, python_bench.py):
the first 5,000 records of LIST (paths relative to BASE, one a line) repeated under new
member names, gzip level 1. Usage: make_big_archive.py BASE LIST OUT.tar.gz GAMES"""
import io
import os
import sys
import tarfile

base, listing, out, total = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
games = []
for line in open(listing):
    with open(os.path.join(base, line.strip()), 'rb') as f:
        games.append(f.read())
    if len(games) == 5000:
        break
with tarfile.open(out, 'w:gz', compresslevel=1) as tar:
    for i in range(total):
        data = games[i % len(games)]
        info = tarfile.TarInfo(f'{i // 1000:04}/{i}.sgf')
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
