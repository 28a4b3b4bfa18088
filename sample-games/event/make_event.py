#!/usr/bin/env python3
"""Makes the sample event (sample-games/event): GNU Go self-play games (9x9) given the
headers of a small club event, one record for each kind of event problem, and the
official results a pairing program would export (EGD .h9, AGA results file).

usage: make_event.py PEERS_DIR   (../shared/peers: its gnugo_selfplay.py, GNU Go installed)

The official files are written here, by this script, from the pairings it plays: they
are independent of kifu's own results writer, which the tests compare with them.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EVENT = "Kifu Club Cup 2026"
DATES = ("2026-04-11", "2026-04-12")
DAY_OF_ROUND = {1: "2026-04-11", 2: "2026-04-11", 3: "2026-04-12", 4: "2026-04-12"}
KOMI, HANDICAP_KOMI = 7, 0.5

# name, rank, EGD PIN, AGA id, aliases, country, club
PLAYERS = [
    ("Alice Smith", "2d", "10000001", "20001", "asmith", "GB", "Lond"),
    ("Bob Jones", "1d", "10000002", "20002", "", "GB", "Camb"),
    ("Carol White", "1k", "10000003", "20003", "", "IE", "Dubl"),
    ("Dave Brown", "2k", "10000004", "20004", "", "GB", "Lond"),
    ("Erin Green", "4k", "10000005", "20005", "", "DE", "Berl"),
    ("Frank Black", "5k", "10000006", "20006", "", "FR", "Pari"),
    ("Gina Park", "3k", "10000007", "", "", "KR", "Seou"),
    ("Hugo Lee", "3k", "10000008", "", "", "GB", "Oxfo"),
    ("Ivan Petrov", "1d", "10000009", "", "", "RU", "Mosc"),
    ("Jun Sato", "1d", "10000010", "", "", "JP", "Toky"),
    ("Kim Min", "6k", "10000011", "", "", "KR", "Buss"),
    ("Lena Vogel", "6k", "10000012", "", "", "DE", "Hamb"),
    ("Max Weber", "4k", "10000013", "", "", "DE", "Muni"),
    ("Nora Quinn", "4k", "10000014", "", "", "IE", "Cork"),
]
CLEAN = {"Alice Smith", "Bob Jones", "Carol White", "Dave Brown", "Erin Green", "Frank Black"}


def rank_value(rank):
    n, unit = int(rank[:-1]), rank[-1]
    return n if unit == "d" else 1 - n


RANK = {p[0]: p[1] for p in PLAYERS}


def handicap(a, b):
    """The event's rule: rank difference less 2, at most 4; the weaker player Black."""
    d = abs(rank_value(RANK[a]) - rank_value(RANK[b]))
    stones = min(max(d - 2, 0), 4)
    if stones == 0:
        return a, b, 0
    weaker, stronger = (a, b) if rank_value(RANK[a]) < rank_value(RANK[b]) else (b, a)
    return weaker, stronger, stones


# Official pairings: round -> [(first, second)]; colours follow the handicap rule (the
# first named is Black in an even game).
ROUNDS = {
    1: [("Alice Smith", "Bob Jones"), ("Carol White", "Dave Brown"), ("Erin Green", "Frank Black"),
        ("Gina Park", "Hugo Lee"), ("Ivan Petrov", "Jun Sato"), ("Kim Min", "Lena Vogel"), ("Max Weber", "Nora Quinn")],
    2: [("Alice Smith", "Carol White"), ("Bob Jones", "Erin Green"), ("Dave Brown", "Frank Black"),
        ("Gina Park", "Ivan Petrov"), ("Hugo Lee", "Kim Min"), ("Jun Sato", "Lena Vogel")],
    3: [("Alice Smith", "Dave Brown"), ("Bob Jones", "Frank Black"), ("Carol White", "Erin Green"),
        ("Gina Park", "Kim Min"), ("Hugo Lee", "Jun Sato"), ("Ivan Petrov", "Lena Vogel"), ("Max Weber", "Nora Quinn")],
}

# The records: (path, round, pairing, what is changed in the record). Pairings not in
# ROUNDS are games the official results do not have.
RECORDS = []
for rnd, pairs in ROUNDS.items():
    for a, b in pairs:
        if a in CLEAN:
            RECORDS.append((f"clean/round-{rnd}/{a.split()[0].lower()}-{b.split()[0].lower()}.sgf", rnd, (a, b), {}))
PROBLEMS = [
    ("problems/r1-km.sgf", 1, ("Gina Park", "Hugo Lee"), {"KM": "0.5"}),
    ("problems/r1-rules.sgf", 1, ("Ivan Petrov", "Jun Sato"), {"RU": "Chinese"}),
    ("problems/r1-no-time.sgf", 1, ("Kim Min", "Lena Vogel"), {"TM": None, "OT": None}),
    ("problems/r1-board-size.sgf", 1, ("Max Weber", "Nora Quinn"), {"SZ": "13"}),
    ("problems/r2-date.sgf", 2, ("Gina Park", "Ivan Petrov"), {"DT": "2026-05-02"}),
    ("problems/r2-rank.sgf", 2, ("Hugo Lee", "Kim Min"), {"BR": "5k"}),
    ("problems/r2-handicap.sgf", 2, ("Jun Sato", "Lena Vogel"), {"HA": 2}),
    ("problems/r2-no-official-game.sgf", 2, ("Max Weber", "Nora Quinn"), {}),
    ("problems/r3-official-result.sgf", 3, ("Gina Park", "Kim Min"), {"official": "flip"}),
    ("problems/r3-hugo-jun.sgf", 3, ("Hugo Lee", "Jun Sato"), {}),
    ("problems/r3-unknown-player.sgf", 3, ("Ivan Petrov", "Lena Vogel"), {"typo": ("Lena Vogel", "Lena Vogl")}),
    ("problems/r3-max-nora.sgf", 3, ("Max Weber", "Nora Quinn"), {}),
    ("problems/r3-twice.sgf", 3, ("Max Weber", "Gina Park"), {}),
    ("problems/r4-round.sgf", 4, ("Ivan Petrov", "Kim Min"), {}),
]
RECORDS += PROBLEMS
DUPLICATE = ("problems/r3-resubmitted.sgf", "problems/r3-hugo-jun.sgf")  # after it in name order


def selfplay(peers, out, stones, seed):
    subprocess.run([sys.executable, os.path.join(peers, "gnugo_selfplay.py"), out, "9", "1", "1", str(seed),
                    str(stones), str(HANDICAP_KOMI if stones else KOMI), "4"], check=True)
    return open(out).read()


def body_and_result(raw):
    """The raw game's setup and moves, and GNU Go's result."""
    result = re.search(r"RE\[([^\]]*)\]", raw).group(1)
    setup = re.search(r"AB((?:\[[a-s]{2}\])+)", raw)
    moves = raw[raw.index("\n;"):].rstrip().rstrip(")")
    return (setup.group(1) if setup else ""), moves, result


def record_text(rnd, pair, change, setup, moves, result):
    a, b = pair
    black, white, stones = handicap(a, b)
    black_rank, white_rank = RANK[black], RANK[white]
    if "typo" in change:
        real, typo = change["typo"]
        black, white = (typo if black == real else black), (typo if white == real else white)
    props = {
        "GM": "1", "FF": "4", "CA": "UTF-8", "SZ": "9",
        "EV": EVENT, "RO": str(rnd), "DT": DAY_OF_ROUND.get(rnd, DATES[1]),
        "PB": black, "BR": black_rank, "PW": white, "WR": white_rank,
        "KM": str(HANDICAP_KOMI if stones or rank_gap_one(a, b) else KOMI), "RU": "Japanese",
        "TM": "1800", "OT": "5x30 byo-yomi",
    }
    if stones >= 2:
        props["HA"] = str(stones)
    for key, value in change.items():
        if key in ("official", "typo"):
            continue
        if value is None:
            props.pop(key, None)
        else:
            props[key] = str(value)
    props["RE"] = result
    head = "".join(f"{k}[{v}]" for k, v in props.items())
    if setup:
        head += "AB" + setup
    return f"(;{head}{moves})\n"


def rank_gap_one(a, b):
    d = abs(rank_value(RANK[a]) - rank_value(RANK[b]))
    return d - 2 == 1


def winner(result):
    return result[0] if result[:1] in ("B", "W") else "="


def write_h9(path, players, results, rounds):
    """OpenGotha's layout: header, then place, name (surname first), rank, country, club,
    MMS-like points, SOS, then a result a round and |PIN."""
    score = {p: 0.0 for p in players}
    for rnd in range(1, rounds + 1):
        for (black, white, stones, w) in results.get(rnd, []):
            score[black] += 1 if w == "B" else 0.5 if w == "=" else 0
            score[white] += 1 if w == "W" else 0.5 if w == "=" else 0
    opponents = {p: [] for p in players}
    for rnd in range(1, rounds + 1):
        for (black, white, stones, w) in results.get(rnd, []):
            opponents[black].append(white)
            opponents[white].append(black)
    sos = {p: sum(score[o] for o in opponents[p]) for p in players}
    sosos = {p: sum(sos[o] for o in opponents[p]) for p in players}
    order = sorted(players, key=lambda p: (-score[p], -sos[p], -sosos[p], p))
    place = {p: i + 1 for i, p in enumerate(order)}
    info = {p[0]: p for p in PLAYERS}
    lines = ["; CL[H]", f"; EV[{EVENT}]", "; PC[GB, London]", f"; DT[{DATES[0]},{DATES[1]}]", "; HA[h9]",
             f"; KM[{KOMI}]", "; TM[30]", "; CM[written by sample-games/event/make_event.py]", ";",
             "; Pl Name                 Rk Co Club  Pts  SOS  " + "  ".join(f"R{r}    " for r in range(1, rounds + 1))]
    for p in order:
        first, last = p.split(" ", 1)
        cells = []
        for rnd in range(1, rounds + 1):
            cell = "0-"
            for (black, white, stones, w) in results.get(rnd, []):
                if p in (black, white):
                    me_black = p == black
                    opp = white if me_black else black
                    won = (w == "B") == me_black if w != "=" else None
                    sign = "=" if won is None else "+" if won else "-"
                    cell = f"{place[opp]}{sign}/{'b' if me_black else 'w'}{stones if stones >= 2 else ''}"
            cells.append(f"{cell:<7}")
        lines.append(f"{place[p]:>3} {last + ' ' + first:<20} {info[p][1]:<3} {info[p][5]} {info[p][6]:<5} "
                     f"{score[p]:>4g} {sos[p]:>4g}  " + " ".join(cells).rstrip() + f"  |{info[p][2]}")
    open(path, "w").write("\n".join(lines) + "\n")


def write_aga(path, players, results, rounds):
    info = {p[0]: p for p in PLAYERS}
    lines = [f"TOURNEY {EVENT}, London, April 11-12, 2026", f"\tstart={DATES[0]}", f"\tfinish={DATES[1]}",
             "\trules=Japanese", "PLAYERS"]
    for p in players:
        first, last = p.split(" ", 1)
        lines.append(f"{info[p][3]:>6} {last}, {first} {info[p][1]}")
    lines.append("GAMES")
    for rnd in range(1, rounds + 1):
        lines.append(f"# Round {rnd}")
        for (black, white, stones, w) in results.get(rnd, []):
            komi = HANDICAP_KOMI if stones or rank_gap_one(black, white) else KOMI
            lines.append(f"{info[white][3]} {info[black][3]} {w.lower()} {stones if stones >= 2 else 0} {komi:g}")
    open(path, "w").write("\n".join(lines) + "\n")


def write_players(path, names):
    rows = ["name,rank,egd_pin,aga_id,aliases,country,club"]
    for p in PLAYERS:
        if p[0] in names:
            rows.append(",".join(p))
    open(path, "w").write("\n".join(rows) + "\n")


def main():
    peers = sys.argv[1]
    raw_dir = tempfile.mkdtemp(prefix="kifu-event-")
    official = {}      # round -> [(black, white, stones, winner)]
    texts = {}
    for seed, (path, rnd, pair, change) in enumerate(RECORDS, start=101):
        black, white, stones = handicap(*pair)
        raw = selfplay(peers, os.path.join(raw_dir, f"{seed}.sgf"), stones, seed)
        setup, moves, result = body_and_result(raw)
        texts[path] = record_text(rnd, pair, change, setup, moves, result)
        if rnd in ROUNDS and pair in ROUNDS[rnd]:
            w = winner(result)
            if change.get("official") == "flip":
                w = {"B": "W", "W": "B"}.get(w, w)
            official.setdefault(rnd, []).append((black, white, stones, w))
    dup_from = texts[DUPLICATE[1]]
    texts[DUPLICATE[0]] = dup_from.replace("DT[2026-04-12]", "DT[2026-04-12]GN[entered twice]")
    for path, text in texts.items():
        os.makedirs(os.path.dirname(os.path.join(HERE, path)), exist_ok=True)
        open(os.path.join(HERE, path), "w").write(text)
    everyone = [p[0] for p in PLAYERS]
    write_players(os.path.join(HERE, "players.csv"), everyone)
    write_h9(os.path.join(HERE, "official.h9"), everyone, official, 3)
    clean = [p[0] for p in PLAYERS if p[0] in CLEAN]
    clean_results = {r: [g for g in gs if g[0] in CLEAN] for r, gs in official.items()}
    write_players(os.path.join(HERE, "clean", "players.csv"), clean)
    write_h9(os.path.join(HERE, "clean", "official.h9"), clean, clean_results, 3)
    write_aga(os.path.join(HERE, "clean", "official-aga.txt"), clean, clean_results, 3)


if __name__ == "__main__":
    main()
