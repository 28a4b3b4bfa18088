#!/usr/bin/python3
"""The Python module against sgfmill and against `kifu batch` (issue 38). Not a test: it
prints figures. Skipped without ../shared.

    PYTHONPATH=build/python /usr/bin/python3 tests/bench/python_bench.py [BUILD] [GAMES_FOR_RSS]

1. Parse + replay of every KGS record of ../shared/corpus/kgs-u-go-net (one list of paths
   for all): sgfmill (../shared/peers/sgfmill_bench.py), kifu.check called on each path,
   kifu.batch(check_only=True) at jobs=1 and 2, and `kifu batch --check-only` at -j1 and -j2
   on the same list, which kifu reads REPEAT times over (its runs are otherwise too short
   to time on a shared machine). Rounds of all of them in turn (the shared machine's speed drifts; taken
   in turn every configuration sees the same spells), RUNS=5 by default; each figure is the
   median. Games per second of wall time and per CPU-second (every thread's time: the
   per-core rate).
2. kifu.batch(check_only=True, jobs=2) over an archive of GAMES_FOR_RSS games (default
   1,000,000; tests/bench/make_big_archive.py): peak RSS beyond the interpreter's own (with
   kifu imported), against `kifu batch`'s peak RSS over the same archive. SKIP_RSS=1 skips it.
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build"))
RSS_GAMES = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
KGS = os.path.join(SHARED, "corpus", "kgs-u-go-net")
SGFMILL = os.path.join(SHARED, "peers", "sgfmill_bench.py")
KIFU = os.path.join(BUILD, "kifu")
PYTHON = "/usr/bin/python3"
ENV = dict(os.environ, PYTHONPATH=os.path.join(BUILD, "python"))
REPEAT = 4  # kifu's runs read the list this many times over: long enough to time (~1 s)

# Each configuration runs in a child of its own, timed there (wall and CPU of every thread).
KIFU_CHECK = """
import resource, sys, time, kifu
paths = open(sys.argv[1]).read().split("\\n")[:-1]
cpu0, t0 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
games = sum(len(kifu.check(path)) for path in paths)
"""
KIFU_BATCH = """
import resource, sys, time, kifu
paths = open(sys.argv[1]).read().split("\\n")[:-1]
cpu0, t0 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
games = sum(1 for _ in kifu.batch(paths, jobs=int(sys.argv[2]), check_only=True))
"""
TIMED_END = """
wall, cpu1 = time.perf_counter() - t0, resource.getrusage(resource.RUSAGE_SELF)
print(games, wall, cpu1.ru_utime - cpu0.ru_utime + cpu1.ru_stime - cpu0.ru_stime)
"""


def timed_child(command, stdin=None):
    """(games, wall seconds, CPU seconds) of a command whose last line says them."""
    run = subprocess.run(command, env=ENV, capture_output=True, text=True, stdin=stdin, check=True)
    games, wall, cpu = run.stdout.split("\n")[-2].split()
    return int(games), float(wall), float(cpu)


def sgfmill(listing):
    start, before = time.perf_counter(), os.times()
    run = subprocess.run([PYTHON, SGFMILL, listing], capture_output=True, text=True, check=True)
    wall, after = time.perf_counter() - start, os.times()
    games = int(run.stdout.split(": ")[1].split()[0])  # "sgfmill parse+replay: N games, ..."
    return games, wall, after.children_user - before.children_user + after.children_system - before.children_system


def kifu_batch_cli(listing, jobs):
    with open(listing) as paths:
        start, before = time.perf_counter(), os.times()
        run = subprocess.run([KIFU, "batch", f"-j{jobs}", "--check-only", "-"], stdin=paths,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False)
        wall, after = time.perf_counter() - start, os.times()
    assert run.returncode in (0, 1, 2, 3), run.stderr  # 3: some game has a problem
    games = int(run.stderr.split("kifu batch: ")[1].split()[0])  # "kifu batch: N games from ..."
    return games, wall, after.children_user - before.children_user + after.children_system - before.children_system


def speed(listing, repeated, runs):
    configurations = {
        "sgfmill (Python), parse + replay": lambda: sgfmill(listing),
        "kifu.check per path, one thread": lambda: timed_child([PYTHON, "-c", KIFU_CHECK + TIMED_END, repeated]),
        "kifu.batch(jobs=1, check_only=True)": lambda: timed_child([PYTHON, "-c", KIFU_BATCH + TIMED_END, repeated,
                                                                     "1"]),
        "kifu batch -j1 --check-only": lambda: kifu_batch_cli(repeated, 1),
        "kifu.batch(jobs=2, check_only=True)": lambda: timed_child([PYTHON, "-c", KIFU_BATCH + TIMED_END, repeated,
                                                                     "2"]),
        "kifu batch -j2 --check-only": lambda: kifu_batch_cli(repeated, 2),
    }
    times = {name: [] for name in configurations}
    for _ in range(runs):
        for name, measure in configurations.items():
            times[name].append(measure())
    figures = {}
    for name, runs_of in times.items():
        games = runs_of[0][0]
        wall = statistics.median(run[1] for run in runs_of)
        cpu = statistics.median(run[2] for run in runs_of)
        figures[name] = (games / wall, games / cpu)
        print(f"  {name:38} {games} games  {wall:7.3f} s  {games / wall:8.0f} games/s  "
              f"{games / cpu:8.0f} games per CPU-second")
    mill = figures["sgfmill (Python), parse + replay"][1]
    print(f"  per core (games per CPU-second) against sgfmill: kifu.check "
          f"{figures['kifu.check per path, one thread'][1] / mill:.0f}x, kifu.batch(jobs=1) "
          f"{figures['kifu.batch(jobs=1, check_only=True)'][1] / mill:.0f}x (goal >= 30x)")
    for jobs in (1, 2):
        module, command = figures[f"kifu.batch(jobs={jobs}, check_only=True)"][0], \
            figures[f"kifu batch -j{jobs} --check-only"][0]
        print(f"  kifu.batch(jobs={jobs}) takes {command / module:.2f}x the time of kifu batch -j{jobs} (goal <= 1.5x)")


MEMORY = """
import resource, sys, time, kifu
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t0 = time.perf_counter()
games = sum(1 for _ in kifu.batch(sys.argv[1], jobs=2, check_only=True))
wall = time.perf_counter() - t0
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(games, wall, base // 1024, peak // 1024)
"""


def memory(work):
    listing = os.path.join(work, "19.list")
    kgs = sorted(os.path.relpath(os.path.join(d, f), SHARED) for d, _, files in os.walk(KGS) for f in files
                 if f.lower().endswith(".sgf"))
    with open(listing, "w") as out:
        out.write("\n".join(kgs) + "\n")
    archive = os.path.join(work, "big.tar.gz")
    subprocess.run([PYTHON, os.path.join(ROOT, "tests", "bench", "make_big_archive.py"), SHARED, listing, archive,
                    str(RSS_GAMES)], check=True)
    print(f"  archive: {RSS_GAMES} games, {os.path.getsize(archive) >> 20} MiB")
    run = subprocess.run([PYTHON, "-c", MEMORY, archive], env=ENV, capture_output=True, text=True, check=True)
    games, wall, base, peak = run.stdout.split()
    print(f"  kifu.batch(jobs=2, check_only=True): {games} games in {float(wall):.1f} s "
          f"({int(games) / float(wall):.0f} games/s); peak RSS {peak} MB, {base} MB before the run: "
          f"{int(peak) - int(base)} MB beyond the interpreter's (goal <= 100 MB)")
    run = subprocess.run(["/usr/bin/time", "-f", "%M", KIFU, "batch", "-j2", "--check-only", archive],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False)
    print(f"  kifu batch -j2 --check-only: peak RSS {int(run.stderr.splitlines()[-1]) >> 10} MB")


def main():
    if not os.path.isdir(KGS) or not os.path.isfile(SGFMILL):
        print(f"python_bench: {KGS} or {SGFMILL} not found; skipping")
        return
    runs = int(os.environ.get("RUNS", "5"))
    print(f"machine: {os.cpu_count()} cores, load {open('/proc/loadavg').read().split()[:3]}")
    with tempfile.TemporaryDirectory(prefix="kifu-python-bench.") as work:
        listing = os.path.join(work, "kgs.list")
        paths = sorted(os.path.join(d, f) for d, _, files in os.walk(KGS) for f in files if f.lower().endswith(".sgf"))
        with open(listing, "w") as out:
            out.write("\n".join(paths) + "\n")
        repeated = os.path.join(work, "kgs-repeated.list")
        with open(repeated, "w") as out:
            out.write("\n".join(paths * REPEAT) + "\n")
        print(f"parse + replay of {len(paths)} KGS records (../shared/corpus/kgs-u-go-net; kifu reads the list "
              f"{REPEAT} times over), median of {runs} rounds:")
        speed(listing, repeated, runs)
        if os.environ.get("SKIP_RSS") != "1":
            print(f"memory over {RSS_GAMES} games:")
            memory(work)


if __name__ == "__main__":
    main()
