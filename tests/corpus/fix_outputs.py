#!/usr/bin/env python3
"""The checks of fix_corpus.sh on kifu fix's outputs, each printing one summary line:
  warnings FIX.jsonl INFO.jsonl   every warning `kifu info --strict` gives on an output is one
                                  the fix report says was left as it was
  sgfmill SGFMILL_DIR FIX.jsonl   sgfmill parses every output (each game of a collection), reads
                                  every node's move, setup and text values, and replays the
                                  main line; an output it cannot read fails the check unless the
                                  fix report says something in it was left as it was
  replay IN.jsonl OUT.jsonl IN_DIR OUT_DIR
                                  `kifu check --format json` of the corpus and of the outputs
                                  agree game by game (paths taken relative to each folder): size,
                                  handicap, moves, nodes, variations, every violation and repeated
                                  position (which compare the whole board after each move), verdict
  positions IN.txt OUT.txt IN_DIR OUT_DIR
                                  `kifu show --ascii` of the corpus and of the outputs: the same
                                  final position and captures of every game's main line
Exit status 1 when a check fails; the failures are listed (at most 20 of each)."""
import collections, json, os, sys


def warnings(fix_jsonl, info_jsonl):
    left = collections.defaultdict(collections.Counter)   # output file -> messages left as they were
    unexpected = []
    for line in open(fix_jsonl, encoding="utf-8"):
        o = json.loads(line)
        for item in o["left"]:
            if item["message"].startswith("in the output: "):
                unexpected.append(f'{o["file"]}: {item["message"]}')
            elif o["output"]:
                left[o["output"]][item["message"]] += 1
    outputs = warned_outputs = warnings_seen = 0
    unaccounted = []
    seen = set()
    for line in open(info_jsonl, encoding="utf-8"):
        o = json.loads(line)
        if o["file"] not in seen:
            seen.add(o["file"])
            outputs += 1
        messages = [w["message"] for w in o.get("warnings", [])] + [e["message"] for e in o.get("errors", [])]
        if messages:
            warned_outputs += 1
        for m in messages:
            warnings_seen += 1
            if left[o["file"]][m] > 0:
                left[o["file"]][m] -= 1
            else:
                unaccounted.append(f'{o["file"]} game {o.get("game")}: {m}')
    print(f"kifu info --strict on {outputs} outputs: {warnings_seen} warnings in {warned_outputs} games, "
          f"{warnings_seen - len(unaccounted)} of them left as they were by the fix report, "
          f"{len(unaccounted)} not; kifu fix's own re-read found {len(unexpected)} problems")
    for m in (unaccounted + unexpected)[:20]:
        print("  " + m)
    return not unaccounted and not unexpected


def sgfmill(sgfmill_dir, fix_jsonl):
    sys.path.insert(0, sgfmill_dir)
    from sgfmill import sgf, sgf_grammar, sgf_moves
    left = {}   # output -> what the fix report left in it
    for line in open(fix_jsonl, encoding="utf-8"):
        o = json.loads(line)
        if o["output"]:
            left[o["output"]] = [item["message"] for item in o["left"]]
    files = games = nodes = 0
    failed = []
    replay_refused = []
    for path in sorted(left):
        files += 1
        try:
            for coarse in sgf_grammar.parse_sgf_collection(open(path, "rb").read()):
                game = sgf.Sgf_game.from_coarse_game_tree(coarse)
                games += 1
                stack = [game.get_root()]
                while stack:
                    node = stack.pop()
                    nodes += 1
                    node.get_move()
                    node.get_setup_stones()
                    for identifier in node.properties():
                        for raw in node.get_raw_list(identifier):
                            raw.decode(node.get_encoding())
                    stack.extend(node)
                try:
                    sgf_moves.get_setup_and_moves(game)
                except ValueError as e:
                    replay_refused.append(f"{path}: {e}")
        except Exception as e:   # any failure to read is what this check counts
            failed.append((path, f"{type(e).__name__}: {e}"))
    explained = [(path, e) for path, e in failed if left[path]]
    print(f"sgfmill read {files - len(failed)} of {files} outputs ({games} games, {nodes} nodes); "
          f"{len(failed)} failed, {len(explained)} of them holding what the fix report left as it was; "
          f"its main-line replay refused {len(replay_refused)} games")
    for path, e in failed[:20]:
        print(f"  {path}: {e}" + (f" (left: {'; '.join(left[path])})" if left[path] else ""))
    for m in replay_refused[:5]:
        print("  replay: " + m)
    return len(explained) == len(failed)


REPLAY_KEYS = ("size", "handicap", "moves", "nodes", "variations", "violations", "violations_total",
               "repetitions", "repetitions_total", "verdict", "end_move")


def replay(in_jsonl, out_jsonl, in_dir, out_dir):
    def games(jsonl, folder):
        found = {}
        for line in open(jsonl, encoding="utf-8"):
            o = json.loads(line)
            if o.get("game") is not None:
                found[(os.path.relpath(o["file"], folder), o["game"])] = {k: o.get(k) for k in REPLAY_KEYS}
        return found
    before, after = games(in_jsonl, in_dir), games(out_jsonl, out_dir)
    differ = [key for key in before if key in after and before[key] != after[key]]
    missing = [key for key in before if key not in after]
    moves = sum(g["moves"] for g in before.values())
    print(f"kifu check of inputs and outputs: {len(before)} games ({moves} moves), {len(after)} in the outputs; "
          f"{len(differ)} replay differently, {len(missing)} missing from the outputs")
    for key in (differ + missing)[:20]:
        print(f"  {key[0]} game {key[1]}: " + ("missing" if key in missing else
              ", ".join(f"{k}: {before[key][k]} -> {after[key][k]}" for k in REPLAY_KEYS if before[key][k] != after[key][k])))
    return not differ and not missing


def positions(in_txt, out_txt, in_dir, out_dir):
    def shown(txt, folder):
        found = {}
        for block in open(txt, encoding="utf-8", errors="replace").read().split("\n\n"):
            if not block.strip():
                continue
            header, _, board = block.strip("\n").partition("\n")
            file, found_game, rest = header.partition("  game ")
            if not found_game:   # "FILE  unreadable: ..."
                continue
            found[(os.path.relpath(file, folder), rest)] = board
        return found
    before, after = shown(in_txt, in_dir), shown(out_txt, out_dir)
    differ = [key for key in before if before[key] != after.get(key)]
    print(f"kifu show of inputs and outputs: {len(before)} final positions, {len(after)} in the outputs; "
          f"{len(differ)} differ or are missing")
    for key in differ[:20]:
        print(f"  {key[0]} game {key[1]}")
    return not differ


if __name__ == "__main__":
    checks = {"warnings": (warnings, 2), "sgfmill": (sgfmill, 2), "replay": (replay, 4), "positions": (positions, 4)}
    check, arity = checks.get(sys.argv[1] if len(sys.argv) > 1 else "", (None, 0))
    if check is None or len(sys.argv) != 2 + arity:
        sys.exit(__doc__)
    sys.exit(0 if check(*sys.argv[2:]) else 1)
