#!/usr/bin/python3
"""kifu view in a real browser: headless Chromium driven by Selenium (Debian's chromium,
chromium-driver and python3-selenium).

For every sample game: the page loads with no console message and no request but the page
itself; its final counts are `kifu score --format json`'s; stepping to a move shows the
stones `kifu show --move N` draws and counts as `kifu score --move N`; the arrow, Home and
End keys step; clicking a chain recounts as `kifu score --dead LIST` with the list the page
names; the ruleset picker counts as `kifu score --rules NAME`. Then `kifu view -d`: the index
links every game and its pages work with the shared script. Timings are printed, not
asserted (speed belongs in benchmarks).

usage: view_test.py KIFU SOURCE_DIR WORK_DIR [--screenshots DIR]
Exit status 77 (skipped) when Chromium, its driver or Selenium is missing.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77
try:
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select
except ImportError:
    print("skipped: python3-selenium is not installed")
    sys.exit(SKIP)

CHROMIUM = shutil.which("chromium")
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
if not CHROMIUM or not os.path.exists(DRIVER):
    print("skipped: chromium or chromium-driver is not installed")
    sys.exit(SKIP)

KIFU, SOURCE, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
SHOTS = sys.argv[sys.argv.index("--screenshots") + 1] if "--screenshots" in sys.argv else None
SAMPLES = sorted(os.path.join(SOURCE, "sample-games", f) for f in os.listdir(os.path.join(SOURCE, "sample-games"))
                 if f.endswith(".sgf"))
LONG_GAME = os.path.join(SOURCE, "tests", "data", "gnugo_300_moves.sgf")
PRESETS = ["japanese", "korean", "chinese", "aga", "nz", "ing", "tromp-taylor", "ngb", "swedish", "capture-go"]
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message, flush=True)


def kifu(*args):
    return subprocess.run([KIFU, *args], capture_output=True, text=True)


def score(*args):
    out = kifu("score", "--format", "json", *args).stdout
    return json.loads(out.splitlines()[0])


def shown_position(sgf, move):
    """The stones `kifu show --move N --ascii` draws, as the page's data-position ('.XO' rows, '/')."""
    rows = []
    for line in kifu("show", "--ascii", "--move", str(move), sgf).stdout.splitlines():
        words = line.split()
        if len(words) > 2 and words[0].isdigit() and words[-1] == words[0]:
            rows.append("".join(w if w in "XO" else "." for w in words[1:-1]))
    return "/".join(rows)


def browser(width=1400, height=1000):
    options = Options()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", f"--window-size={width},{height}"):
        options.add_argument(flag)
    options.add_argument("--user-data-dir=" + tempfile.mkdtemp(prefix="kifu-chromium-", dir=WORK))
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def wait(driver, script, what, seconds=30):
    end = time.time() + seconds
    while time.time() < end:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError("timed out waiting for " + what)


def open_page(driver, path):
    driver.get_log("browser")
    driver.get_log("performance")
    driver.get("file://" + path)
    state = wait(driver, "var e = document.body.dataset.engine; return e === 'loading' ? null : e;", "the engine")
    check(state == "ready", f"{path}: engine {state}")
    strict_policy(driver, path)


def strict_policy(driver, where):
    """The page forbids every fetch by its own Content-Security-Policy: default-src 'none', and no
    source list names a scheme, a host, a wildcard, 'self' or 'unsafe-inline' (only hashes, also for
    the script a folder's pages share, which its integrity attribute names)."""
    policy = driver.execute_script("var m = document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]');"
                                   "return m ? m.content : '';")
    loose = re.findall(r"[a-z-]+:|\*|'self'|'unsafe-inline'|'unsafe-eval'", policy.split(";", 1)[-1])
    check(policy.startswith("default-src 'none';") and not loose, f"{where}: policy {policy!r}")


def quiet_console(driver, where):
    messages = [m for m in driver.get_log("browser") if m["level"] in ("SEVERE", "WARNING")]
    check(not messages, f"{where}: console says {messages[:3]}")


def only_local_requests(driver, where, page):
    """Every request the page made (the browser's own, for its start page, aside) was for itself."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent" and message["params"].get("documentURL", "").startswith(page):
            urls.append(message["params"]["request"]["url"])
    others = [u for u in urls if u.split("#")[0] != page]
    check(urls and not others, f"{where}: requests {others[:3] if urls else 'none seen, not even the page'}")


def results(driver):
    cells = driver.find_elements(By.CSS_SELECTOR, "[data-count][data-result]")
    return {c.get_attribute("data-count"): c.get_attribute("data-result") for c in cells}


def expected_results(outcome):
    want = {"japanese": outcome["japanese"]["result"], "chinese": outcome["chinese"]["result"]}
    if outcome["by_ruleset"]["ruleset"] not in ("japanese", "chinese"):
        want["ruleset"] = outcome["by_ruleset"]["result"]
    return want


def shown_totals(driver):
    """Each count panel's totals row, {panel: [black, white]}, and the explanation's text."""
    return driver.execute_script("""
        var totals = {};
        document.querySelectorAll('[data-panel]').forEach(function (panel) {
            var cells = panel.querySelectorAll('tr.total td');
            if (cells.length === 2) totals[panel.dataset.panel] = [+cells[0].textContent, +cells[1].textContent];
        });
        var words = Array.prototype.map.call(document.querySelectorAll('p.explanation'), function (p) { return p.textContent; });
        return [totals, words.join(' ')];""")


def expected_totals(outcome):
    want = {"japanese": [outcome["japanese"]["black"], outcome["japanese"]["white"]],
            "chinese": [outcome["chinese"]["black"], outcome["chinese"]["white"]]}
    by_ruleset = outcome["by_ruleset"]
    # A game decided by its rules (capture go) has no totals, only the move it was decided at.
    if by_ruleset["ruleset"] not in ("japanese", "chinese") and by_ruleset["decided_at_move"] is None:
        want["ruleset"] = [by_ruleset["black"], by_ruleset["white"]]
    return [want, " ".join(outcome["explanation"])]


def same_counts(driver, outcome, where):
    """The result cells, the totals and the explanation are what `kifu score --format json` gives."""
    check(results(driver) == expected_results(outcome), f"{where}: results {results(driver)} vs {expected_results(outcome)}")
    shown, want = shown_totals(driver), expected_totals(outcome)
    check(shown[0] == want[0], f"{where}: totals {shown[0]} vs {want[0]}")
    check(shown[1] == want[1], f"{where}: explanation {shown[1]!r} vs {want[1]!r}")


def updates(driver):
    return int(driver.execute_script("return +(document.body.dataset.updates || 0)"))


def wait_counted(driver, before):
    wait(driver, f"return +(document.body.dataset.updates || 0) > {before} && document.body.dataset.counted === 'true'",
         "a count")


def board_move(driver):
    return int(driver.find_element(By.ID, "board").get_attribute("data-move"))


def drawn_position(driver):
    """The stones drawn on the board, read from the circles' centres through the grid's geometry."""
    return driver.execute_script("""
        var svg = document.getElementById('board'), d = svg.dataset;
        var rows = [];
        for (var y = 0; y < +d.rows; ++y) rows.push(new Array(+d.columns + 1).join('.').split(''));
        svg.querySelectorAll('circle.stone, circle.dead').forEach(function (c) {
            var x = Math.round((+c.getAttribute('cx') - +d.x0) / +d.cell), y = Math.round((+c.getAttribute('cy') - +d.y0) / +d.cell);
            rows[y][x] = c.classList.contains('black') ? 'X' : 'O';
        });
        return rows.map(function (r) { return r.join(''); }).join('/');""")


def step_to(driver, move):
    before = updates(driver)
    driver.execute_script("var s = document.getElementById('slider'); s.value = arguments[0];"
                          "s.dispatchEvent(new Event('input'));", move)
    wait(driver, f"return +document.getElementById('board').dataset.move === {move}", f"move {move}")
    wait_counted(driver, before)


def click_point(driver, x, y):
    """A real mouse click on the board's point (x, y), 0-based from the top left."""
    svg = driver.find_element(By.ID, "board")
    offset = driver.execute_script("""
        var svg = arguments[0], d = svg.dataset, p = svg.createSVGPoint();
        p.x = +d.x0 + arguments[1] * +d.cell; p.y = +d.y0 + arguments[2] * +d.cell;
        var q = p.matrixTransform(svg.getScreenCTM()), r = svg.getBoundingClientRect();
        return [q.x - (r.left + r.width / 2), q.y - (r.top + r.height / 2)];""", svg, x, y)
    ActionChains(driver).move_to_element_with_offset(svg, round(offset[0]), round(offset[1])).click().perform()


def command_arguments(driver):
    """The `kifu score ...` line the page shows for its state, as arguments (without FILE)."""
    text = driver.find_element(By.ID, "command").text
    words = text.split()
    assert words[:2] == ["kifu", "score"], text
    return words[2:-1]


def page_for(sgf, name):
    path = os.path.join(WORK, name + ".html")
    run = kifu("view", sgf, "-o", path)
    check(run.returncode in (0, 1, 3), f"kifu view {sgf}: status {run.returncode} {run.stderr}")
    return path


def test_game(driver, sgf, timings):
    name = os.path.basename(sgf)[:-4]
    path = page_for(sgf, name)
    started = time.time()
    open_page(driver, path)
    final = score(sgf)
    moves = final["moves"]
    same_counts(driver, final, f"{name} at the end")
    check(board_move(driver) == moves, f"{name}: opens at move {board_move(driver)}, not {moves}")

    # Stepping: the slider, then the keys.
    for move in sorted({0, moves // 2, max(moves - 1, 0)}):
        step_to(driver, move)
        want = shown_position(sgf, move)
        page = driver.find_element(By.ID, "board").get_attribute("data-position")
        check(page == want, f"{name} move {move}: data-position differs from kifu show")
        check(drawn_position(driver) == want, f"{name} move {move}: the stones drawn differ from kifu show")
        if move < moves:
            same_counts(driver, score("--move", str(move), sgf), f"{name} move {move} (kifu score --move)")
    body = driver.find_element(By.TAG_NAME, "body")
    for key, want in ((Keys.END, moves), (Keys.ARROW_LEFT, max(moves - 1, 0)), (Keys.HOME, 0), (Keys.ARROW_RIGHT, min(1, moves))):
        body.send_keys(key)
        wait(driver, f"return +document.getElementById('board').dataset.move === {want}", f"{name}: key to move {want}")
    before = updates(driver)
    body.send_keys(Keys.END)
    wait(driver, f"return +document.getElementById('board').dataset.move === {moves}", f"{name}: End")
    wait_counted(driver, before)
    same_counts(driver, final, f"{name} back at the end")

    # Click the first chain on the board: the counts follow, as kifu score --dead LIST.
    position = driver.find_element(By.ID, "board").get_attribute("data-position").split("/")
    stone = next(((x, y) for y, row in enumerate(position) for x, c in enumerate(row) if c != "."), None)
    if stone:
        before = updates(driver)
        clicked = time.time()
        click_point(driver, *stone)
        wait_counted(driver, before)
        timings.setdefault("click_wall_ms", []).append(round((time.time() - clicked) * 1000))
        args = command_arguments(driver)
        check("--dead" in args, f"{name}: the click left no --dead list: {args}")
        point = chr(97 + stone[0]) + chr(97 + stone[1])
        was_dead = point in final["dead"]
        now_dead = "--dead" in args and point in args[args.index("--dead") + 1].split(",")
        check(now_dead != was_dead, f"{name}: clicking {point} did not change it ({args})")
        same_counts(driver, score(*args, sgf), f"{name} after the click (kifu score {' '.join(args)})")
    quiet_console(driver, name)
    only_local_requests(driver, name, "file://" + path)
    timings.setdefault("engine_ready_ms", []).append(round(driver.execute_script("return kifuTimings.engineReady")))
    timings.setdefault("recount_ms", []).extend(driver.execute_script("return kifuTimings.recounts"))
    print(f"ok {name}: {moves} moves, {time.time() - started:.1f} s", flush=True)


def test_rulesets(driver, sgf):
    name = os.path.basename(sgf)[:-4]
    open_page(driver, page_for(sgf, name))
    picker = Select(driver.find_element(By.ID, "rules"))
    for preset in PRESETS:
        before = updates(driver)
        picker.select_by_value(preset)
        wait_counted(driver, before)
        want = score("--rules", preset, sgf)
        same_counts(driver, want, f"{name} --rules {preset}")
        shown = len(driver.find_elements(By.CSS_SELECTOR, "#problems li.violation"))
        check(shown == len(want["violations"]), f"{name} --rules {preset}: {shown} violations shown, kifu check has {len(want['violations'])}")
    quiet_console(driver, name + " rulesets")
    print(f"ok {name}: every preset", flush=True)


def test_index(driver):
    site = os.path.join(WORK, "site")
    games = SAMPLES + [os.path.join(SOURCE, "tests", "data", "good_two_games.sgf")]
    run = kifu("view", "-d", site, *games)
    check(run.returncode in (0, 1, 3), f"kifu view -d: status {run.returncode} {run.stderr}")
    driver.get("file://" + os.path.join(site, "index.html"))
    links = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "#games tbody a")]
    check(len(links) == len(games) + 1, f"index: {len(links)} links for {len(games) + 1} games")
    for link in links:
        check(os.path.exists(link.replace("file://", "")), f"index: {link} does not exist")
    # Sort by the Count column and filter to the problems: the table follows.
    driver.find_elements(By.CSS_SELECTOR, "th button.sort")[6].click()
    Select(driver.find_element(By.ID, "show")).select_by_value("problem")
    visible = [r for r in driver.find_elements(By.CSS_SELECTOR, "#games tbody tr") if r.is_displayed()]
    check(all("problem" in r.get_attribute("class") for r in visible) and visible, "index: the problem filter")
    strict_policy(driver, "index")
    quiet_console(driver, "index")
    # A page of the folder runs with the shared script.
    driver.find_element(By.CSS_SELECTOR, "#games tbody a").click()
    state = wait(driver, "var e = document.body && document.body.dataset.engine; return e && e !== 'loading' ? e : null;", "a folder page")
    check(state == "ready", f"folder page: engine {state}")
    strict_policy(driver, "a folder page")
    quiet_console(driver, "a folder page")
    print(f"ok index: {len(links)} games", flush=True)


def test_long_game(driver, timings):
    path = page_for(LONG_GAME, "long")
    size = os.path.getsize(path)
    check(size <= 1.5e6, f"a 300-move page is {size} bytes, over 1.5 MB")
    open_page(driver, path)
    final = score(LONG_GAME)
    check(results(driver) == expected_results(final), f"long game: {results(driver)}")
    nav = driver.execute_script("var n = performance.getEntriesByType('navigation')[0];"
                                "return [n.domContentLoadedEventEnd, kifuTimings.engineReady];")
    clicks = []
    position = driver.find_element(By.ID, "board").get_attribute("data-position").split("/")
    stones = [(x, y) for y, row in enumerate(position) for x, c in enumerate(row) if c != "."]
    for stone in stones[:: max(1, len(stones) // 6)][:6]:
        before = updates(driver)
        click_point(driver, *stone)
        wait_counted(driver, before)
        clicks.append(driver.execute_script("return kifuTimings.last"))
    # The same clicks timed from the click event to the frame after the recount is painted.
    painted = []
    for stone in stones[:: max(1, len(stones) // 6)][:6]:
        before = updates(driver)
        painted.append(driver.execute_async_script("""
            var done = arguments[3], svg = document.getElementById('board'), d = svg.dataset, p = svg.createSVGPoint();
            p.x = +d.x0 + arguments[0] * +d.cell; p.y = +d.y0 + arguments[1] * +d.cell;
            var q = p.matrixTransform(svg.getScreenCTM()), start = performance.now();
            document.elementFromPoint(q.x, q.y).dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: q.x, clientY: q.y}));
            if (+document.body.dataset.updates <= arguments[2]) return done(-1);
            requestAnimationFrame(function () { setTimeout(function () { done(performance.now() - start); }, 0); });""",
            stone[0], stone[1], before))
    check(all(t >= 0 for t in painted), f"long game: a click did not recount at once: {painted}")
    middle = final["moves"] // 2
    step_to(driver, middle)
    count_middle = driver.execute_script("return kifuTimings.last")
    # Twenty steps as fast as the keys go: each shows its position at once, the count follows.
    before = updates(driver)
    body = driver.find_element(By.TAG_NAME, "body")
    for _ in range(20):
        body.send_keys(Keys.ARROW_RIGHT)
    wait(driver, f"return +document.getElementById('board').dataset.move === {middle + 20}", "twenty steps")
    wait_counted(driver, before)
    steps = sorted(driver.execute_script("return kifuTimings.steps"))
    quiet_console(driver, "long game")
    timings["long_game"] = {"moves": final["moves"], "page_bytes": size, "first_count_shown_ms": round(nav[0]),
                            "engine_ready_ms": round(nav[1]), "recount_after_click_ms": [round(c, 1) for c in clicks],
                            "click_to_painted_ms": [round(c, 1) for c in painted],
                            "count_at_middle_move_ms": round(count_middle, 1),
                            "step_without_count_ms": {"median": round(steps[len(steps) // 2], 1), "max": round(steps[-1], 1)}}
    print(f"ok long game: {final['moves']} moves, {size} bytes", flush=True)


def screenshots(driver):
    os.makedirs(SHOTS, exist_ok=True)
    path = page_for(os.path.join(SOURCE, "sample-games", "gnugo-selfplay-19x19.sgf"), "shots")
    for name, hash_ in (("middle-move", "#move=120&board=japanese"), ("end-japanese", "#move=213&board=japanese"),
                        ("end-chinese", "#move=213&board=chinese")):
        driver.get("about:blank")
        driver.get("file://" + path + hash_)
        wait(driver, "return document.body.dataset.engine === 'ready'", "the engine")
        time.sleep(0.5)
        driver.save_screenshot(os.path.join(SHOTS, f"view-{name}.png"))


def main():
    os.makedirs(WORK, exist_ok=True)
    timings = {}
    try:
        driver = browser()
    except WebDriverException as e:
        print("skipped: Chromium would not start:", str(e).splitlines()[0])
        return SKIP
    try:
        for sgf in SAMPLES:
            test_game(driver, sgf, timings)
        for sgf in ("illegal-ko-retake", "handicap-aga-vs-chinese", "pass-stones-swedish"):
            test_rulesets(driver, os.path.join(SOURCE, "sample-games", sgf + ".sgf"))
        test_index(driver)
        if os.path.exists(LONG_GAME):
            test_long_game(driver, timings)
        if SHOTS:
            screenshots(driver)
    finally:
        driver.quit()
    recounts = sorted(timings.get("recount_ms", [0]))
    print("timings:", json.dumps({"engine_ready_ms": timings.get("engine_ready_ms"),
                                  "recount_median_ms": round(recounts[len(recounts) // 2], 1),
                                  "recount_max_ms": round(recounts[-1], 1),
                                  "long_game": timings.get("long_game")}))
    if failures:
        print(f"{len(failures)} failure(s)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
