#!/usr/bin/python3
"""kifu view in a real browser: headless Chromium driven by Selenium (Debian's chromium,
chromium-driver and python3-selenium).

For every sample game: the page loads with no console message and no request but the page
itself; its final counts are `kifu score --format json`'s; stepping to a move shows the
stones `kifu show --move N` draws and counts as `kifu score --move N`; the arrow, Home and
End keys step; clicking a chain recounts as `kifu score --dead LIST` with the list the page
names; the ruleset picker counts as `kifu score --rules NAME`. A click on a living group is a
what-if that never judges RE, and Reset returns to kifu's judgement; too early to count shows
no result; every board carries its legend; a variation is entered, stepped and counted as
`kifu score --move N` counts that line; the page prints on one A4 sheet with both counts.
Then `kifu view -d`: the index has a row for every input (an unreadable one too), links
every game, sorts dates as dates from a click anywhere in a heading, fits a 390 px phone,
and its pages work with the shared script. Timings are printed, not asserted (speed belongs
in benchmarks).

usage: view_test.py KIFU SOURCE_DIR WORK_DIR [--screenshots DIR] [--only NAME,...]
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
ONLY = set(sys.argv[sys.argv.index("--only") + 1].split(",")) if "--only" in sys.argv else None
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
    # A game decided by its rules (capture go) has no totals, only the move it was decided at;
    # nor has one its rules do not count (capture go with no capture: "Void").
    if (by_ruleset["ruleset"] not in ("japanese", "chinese") and by_ruleset["decided_at_move"] is None
            and by_ruleset["result"] != "Void"):
        want["ruleset"] = [by_ruleset["black"], by_ruleset["white"]]
    # JSON words the explanation as every renderer does (report::explanation_shown): too
    # early to count, without the sentence naming both results; an estimate's sentences say
    # "estimate". The page must show exactly those sentences.
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


def shot(driver, name):
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        driver.save_screenshot(os.path.join(SHOTS, f"view-{name}.png"))


def page_text(driver, *ids):
    return " ".join(driver.find_element(By.ID, i).text for i in ids)


def chains(position):
    """The chains of a data-position ('.XO' rows joined by '/'): lists of (x, y)."""
    rows = position.split("/")
    seen, found = set(), []
    for y, row in enumerate(rows):
        for x, c in enumerate(row):
            if c == "." or (x, y) in seen:
                continue
            chain, todo = [], [(x, y)]
            seen.add((x, y))
            while todo:
                px, py = todo.pop()
                chain.append((px, py))
                for nx, ny in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                    if 0 <= ny < len(rows) and 0 <= nx < len(rows[ny]) and (nx, ny) not in seen and rows[ny][nx] == c:
                        seen.add((nx, ny))
                        todo.append((nx, ny))
            found.append((c, chain))
    return found


def sgf_point(x, y):
    return chr(97 + x) + chr(97 + y)


def test_what_if(driver):
    """A click on a living group is a what-if: counted 'with your dead stones', kifu's own count
    beside it, and never 'does not stand' (though `kifu score --dead LIST` of the same marking
    says RE does not stand); Reset returns to kifu's judgement and RE is judged again."""
    sgf = os.path.join(SOURCE, "sample-games", "gnugo-selfplay-19x19.sgf")
    open_page(driver, page_for(sgf, "what-if"))
    final = score(sgf)
    check(final["result_stands"] is True, f"what-if: the sample's RE stands ({final['result_stands']})")
    check("stands" in driver.find_element(By.CSS_SELECTOR, "#notes .result-stands").get_attribute("class"),
          "what-if: RE stands at first")
    position = driver.find_element(By.ID, "board").get_attribute("data-position")
    alive = [chain for _, chain in chains(position) if sgf_point(*chain[0]) not in final["dead"]]
    largest = max(alive, key=len)
    before = updates(driver)
    click_point(driver, *largest[0])
    wait_counted(driver, before)
    args = command_arguments(driver)
    check(score(*args, sgf)["result_stands"] is False,
          f"what-if: kifu score {' '.join(args)} judges RE not to stand (else this test proves nothing)")
    text = page_text(driver, "count", "notes")
    check("does not stand" not in text and "Why RE differs" not in text and "winner swapped" not in text,
          f"what-if: a click on a living group judges RE: {text[:400]!r}")
    check("with your dead stones" in driver.find_element(By.CSS_SELECTOR, "#count h2").text,
          "what-if: the count is not labelled as the reader's")
    marking = driver.find_elements(By.CSS_SELECTOR, "#notes .hand-marking")
    check(marking and "you marked" in marking[0].text and "kifu\u2019s own dead stones give" in marking[0].text,
          f"what-if: no word of what changed: {marking[0].text if marking else None!r}")
    check(not driver.find_elements(By.CSS_SELECTOR, "#notes .result-stands"), "what-if: RE judged on a hand marking")
    shot(driver, "what-if")
    before = updates(driver)
    driver.find_element(By.ID, "reset-dead").click()
    wait_counted(driver, before)
    check("with your dead stones" not in driver.find_element(By.CSS_SELECTOR, "#count h2").text, "what-if: Reset")
    stands = driver.find_elements(By.CSS_SELECTOR, "#notes .result-stands.stands")
    check(bool(stands), "what-if: after Reset RE is judged on kifu's dead stones again")
    same_counts(driver, final, "what-if after Reset")
    quiet_console(driver, "what-if")
    print("ok what-if", flush=True)


def legend_labels(driver):
    return [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#board-box .legend li")]


def test_legend_and_early_counts(driver):
    """Every board carries a legend of its marks; at move 0 of a handicap game no winner is
    shown and no rings cover the board; early in a game 'too early to count' with the estimate."""
    seki = os.path.join(SOURCE, "sample-games", "seki-eye-japanese-vs-chinese.sgf")
    open_page(driver, page_for(seki, "legend"))
    labels = legend_labels(driver)
    for want in ("Black stone", "White stone", "Black's territory", "White's territory", "stone in seki", "seki eye"):
        check(any(label.startswith(want) for label in labels), f"legend: no {want!r} in {labels}")
    before = updates(driver)
    driver.find_element(By.CSS_SELECTOR, '.view-toggle [data-view="chinese"]').click()
    wait(driver, f"return +(document.body.dataset.updates || 0) > {before}", "the Chinese board")
    check("Black's area" in legend_labels(driver), f"legend of the Chinese board: {legend_labels(driver)}")
    driver.execute_script("document.querySelector('#board-box .legend').scrollIntoView({block: 'end'});")
    shot(driver, "legend")

    handicap = os.path.join(SOURCE, "sample-games", "handicap-aga-vs-chinese.sgf")
    open_page(driver, page_for(handicap, "handicap"))
    step_to(driver, 0)
    cells = driver.find_elements(By.CSS_SELECTOR, "[data-count][data-result]")
    shown = [c.text for c in cells]
    check(cells and all("too early to count" in t and "B+" not in t and "W+" not in t for t in shown),
          f"move 0 of a handicap game shows a winner: {shown}")
    rings = driver.find_elements(By.CSS_SELECTOR, "#board .unsettled-points circle, #board .unsettled")
    check(not rings, f"move 0: {len(rings)} rings on the board")
    check(any("not settled" in label for label in legend_labels(driver)), f"move 0 legend: {legend_labels(driver)}")
    shot(driver, "handicap-move-0")
    sample = os.path.join(SOURCE, "sample-games", "gnugo-selfplay-19x19.sgf")
    open_page(driver, page_for(sample, "early"))
    step_to(driver, 10)
    want = score("--move", "10", sample)
    text = driver.find_element(By.CSS_SELECTOR, '[data-count="japanese"]').text
    check(text == f"too early to count (estimate {want['japanese']['result']})", f"move 10: {text!r}")
    quiet_console(driver, "legend and early counts")
    print("ok legend, too early to count", flush=True)


def test_variation(driver):
    """A variation is listed where it begins; a click enters it, and it is stepped and counted
    as `kifu score --move N` counts a record whose main line it is."""
    sgf = os.path.join(SOURCE, "tests", "data", "variations.sgf")
    open_page(driver, page_for(sgf, "variations"))
    check("variation" in driver.find_element(By.CSS_SELECTOR, ".info-panel").text
          and "not shown" not in driver.find_element(By.CSS_SELECTOR, ".info-panel").text, "variations: info panel")
    step_to(driver, 2)
    links = driver.find_elements(By.CSS_SELECTOR, '#move a.to-line[data-path="1"]')
    check(len(links) == 1, f"variations: {len(links)} links into the variation at move 3")
    line = os.path.join(WORK, "variation-line.sgf")
    with open(line, "w") as f:
        f.write("(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]PB[Black]PW[White]RE[W+R];B[ee];W[cc];B[cf];W[dg])")
    before = updates(driver)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", links[0])
    links[0].click()
    wait(driver, "return +document.getElementById('board').dataset.move === 3", "the variation's move 3")
    wait_counted(driver, before)
    check(drawn_position(driver) == shown_position(line, 3), "variations: the stones of the variation's move 3")
    check("variation" in driver.find_element(By.ID, "command").text, "variations: kifu score offered for a variation")
    before = updates(driver)
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
    wait(driver, "return +document.getElementById('board').dataset.move === 4", "a step in the variation")
    wait_counted(driver, before)
    check(drawn_position(driver) == shown_position(line, 4), "variations: the stones after a step")
    check("White answers." in driver.find_element(By.ID, "move").text, "variations: the variation's comment")
    same_counts(driver, score("--move", "4", line), "variations: the count of the variation's move 4")
    check(re.search(r"path=1\b", driver.current_url), f"variations: the address {driver.current_url}")
    shot(driver, "variation")
    back = driver.find_elements(By.CSS_SELECTOR, '#move a.to-line[data-path=""]')
    check(bool(back), "variations: no way back to the main line")
    quiet_console(driver, "variations")
    # An address naming a branch the record does not have: said so in the address's own
    # numbers (branch 7, for move 3), and the address no longer asks for it.
    bad = page_for(sgf, "variations-bad-address")
    driver.get("file://" + bad + "#move=2&path=7")
    state = wait(driver, "var e = document.body.dataset.engine; return e === 'loading' ? null : e;", "the engine")
    check(state == "ready", f"variations: engine {state} on a bad address")
    wait(driver, "return document.getElementById('engine-note').textContent.indexOf('no branch 7 for move 3') >= 0",
         "the refusal of path=7")
    check("path=7" not in driver.current_url, f"variations: the refused address kept: {driver.current_url}")
    # An address changed by hand is followed (the page stayed where it was while the address
    # named another move), and a move past the last is said, not silently shown as the last.
    driver.execute_script("location.hash = '#move=1';")
    wait(driver, "return +document.getElementById('board').dataset.move === 1", "the move the changed address names")
    driver.execute_script("location.hash = '#move=99';")
    wait(driver, "return document.getElementById('engine-note').textContent.indexOf('move 99 is not there') >= 0",
         "what is said of move 99")
    last = int(driver.execute_script("return +document.getElementById('slider').max;"))
    check(int(driver.execute_script("return +document.getElementById('board').dataset.move;")) == last,
          "variations: move 99 shows the last move")
    step_to(driver, 2)
    check("is not there" not in driver.find_element(By.ID, "engine-note").text, "variations: a stale note after a step")
    print("ok variations", flush=True)


def pdf_pages(data):
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", data))


def test_print(driver):
    """Printed on A4, a page is one sheet and carries every count."""
    import base64
    for name in ("gnugo-selfplay-19x19", "handicap-aga-vs-chinese"):
        sgf = os.path.join(SOURCE, "sample-games", name + ".sgf")
        open_page(driver, page_for(sgf, "print-" + name))
        panels = len(driver.find_elements(By.CSS_SELECTOR, ".count-panel"))
        # The sheet's width (A4 less the page's 10 mm margins, 190 mm) as the viewport, in print media.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 718, "height": 1047, "deviceScaleFactor": 1, "mobile": False})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        clipped = driver.execute_script("""
            var out = [], width = document.documentElement.clientWidth;
            document.querySelectorAll('.count-panel').forEach(function (p) {
                var r = p.getBoundingClientRect(), t = p.querySelector('table').getBoundingClientRect();
                if (t.right > r.right + 0.5 || r.right > width + 0.5) out.push(p.dataset.panel);
            });
            return out;""")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        check(not clipped, f"print {name}: clipped count panels {clipped}")
        pdf = base64.b64decode(driver.execute_cdp_cmd("Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69,
                                                                          "printBackground": True,
                                                                          "preferCSSPageSize": True})["data"])
        check(pdf_pages(pdf) == 1, f"print {name}: {pdf_pages(pdf)} A4 sheets, {panels} counts")
        if SHOTS:
            with open(os.path.join(SHOTS, f"view-print-{name}.pdf"), "wb") as f:
                f.write(pdf)
    print("ok print", flush=True)


def dated_record(date, black):
    return (f"(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]EV[Club cup]RO[3]PB[{black}]PW[W]DT[{date}]RE[B+R]"
            ";B[ee];W[cc];B[gc])")


def test_index_complete(driver):
    """The index has a row for an unreadable input with its error, sorts the Date column as
    dates after a click anywhere in its heading, is titled by the event, and fits a phone."""
    folder = os.path.join(WORK, "event")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    # Named so that the files' order is not the dates' order.
    for name, date in (("a", "2017-11-02"), ("b", "2017-03-09"), ("c", "2016-12-31"), ("d", "2017-03-10,11")):
        with open(os.path.join(folder, name + ".sgf"), "w") as f:
            f.write(dated_record(date, name.upper()))
    with open(os.path.join(folder, "e-broken.sgf"), "w") as f:
        f.write("this is not a record")
    site = os.path.join(WORK, "event-site")
    run = kifu("view", "-d", site, folder)
    check(run.returncode == 2, f"kifu view -d with an unreadable input: status {run.returncode}")
    driver.get("file://" + os.path.join(site, "index.html"))
    rows = driver.find_elements(By.CSS_SELECTOR, "#games tbody tr")
    check(len(rows) == 5, f"index: {len(rows)} rows for 5 inputs")
    broken = [r for r in rows if "unreadable" in r.get_attribute("class")]
    check(len(broken) == 1 and "e-broken.sgf" in broken[0].text and "no game" in broken[0].text,
          f"index: the unreadable input's row {[r.text for r in broken]}")
    check(driver.find_element(By.TAG_NAME, "h1").text == "Club cup \u00b7 round 3",
          f"index: title {driver.find_element(By.TAG_NAME, 'h1').text!r}")
    heading = driver.find_element(By.CSS_SELECTOR, 'th[data-type="date"]')
    word = heading.find_element(By.TAG_NAME, "button")
    # A click in the heading cell away from the word "Date" (its right part).
    width = heading.rect["width"]
    ActionChains(driver).move_to_element_with_offset(heading, int(width / 2) - 3, 0).click().perform()
    dates = [c.text for c in driver.find_elements(By.CSS_SELECTOR, "#games tbody td.date")]
    check(dates == ["2016-12-31", "2017-03-09", "2017-03-10,11", "2017-11-02", ""], f"index: dates sorted {dates}")
    check(heading.get_attribute("aria-sort") == "ascending" and word.text == "Date", "index: the heading's state")
    resigned = driver.find_elements(By.CSS_SELECTOR, "#games tbody td.count.none")
    check(len(resigned) == 4 and all(c.text == "not counted" for c in resigned), "index: resigned games show a count")
    strict_policy(driver, "event index")
    quiet_console(driver, "event index")
    # A phone: nothing scrolls sideways, and each game's verdict and RE stands are in sight.
    driver.set_window_size(390, 844)
    try:
        driver.get("file://" + os.path.join(site, "index.html"))
        overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth;")
        check(overflow <= 0, f"index on a 390 px phone: {overflow} px to scroll sideways")
        outside = driver.execute_script("""
            var out = [];
            document.querySelectorAll('#games tbody td.verdict, #games tbody td.stands').forEach(function (c) {
                var r = c.getBoundingClientRect();
                if (r.left < 0 || r.right > window.innerWidth || r.width === 0) out.push(c.className);
            });
            return out;""")
        check(not outside, f"index on a phone: cells out of sight {outside[:4]}")
        shot(driver, "index-phone")
    finally:
        driver.set_window_size(1400, 1000)
    print("ok index: every input, dates, phone", flush=True)


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
        def wanted(name):
            return ONLY is None or name in ONLY
        if wanted("games"):
            for sgf in SAMPLES:
                test_game(driver, sgf, timings)
        if wanted("rulesets"):
            for sgf in ("illegal-ko-retake", "handicap-aga-vs-chinese", "pass-stones-swedish"):
                test_rulesets(driver, os.path.join(SOURCE, "sample-games", sgf + ".sgf"))
        for name, test in (("what-if", test_what_if), ("legend", test_legend_and_early_counts),
                           ("variations", test_variation), ("print", test_print), ("index", test_index),
                           ("index-complete", test_index_complete)):
            if wanted(name):
                test(driver)
        if wanted("long") and os.path.exists(LONG_GAME):
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
