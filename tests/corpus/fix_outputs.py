#!/usr/bin/env python3
"""The checks of fix_corpus.sh on kifu fix's outputs, each printing one summary line:
  warnings FIX.jsonl INFO.jsonl   every warning `kifu info --strict` gives on an output is one
                                  the fix report says was left as it was
  sgfmill SGFMILL_DIR FIX.jsonl   sgfmill parses every output (each game of a collection), reads
                                  every node's move, setup and text values, and replays the
                                  main line; an output it cannot read fails the check unless the
                                  fix report says something in it was left as it was
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


if __name__ == "__main__":
    check = {"warnings": warnings, "sgfmill": sgfmill}.get(sys.argv[1] if len(sys.argv) > 1 else "")
    if check is None or len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(0 if check(sys.argv[2], sys.argv[3]) else 1)
