#!/usr/bin/python3
"""kifu view --event in headless Chromium (Debian's chromium, chromium-driver and
python3-selenium): the index of the sample event (sample-games/event) is titled with the
event; its crosstable's every round result links to the page of that round's game between
those two players, and the same pages as that round's section; exactly the results whose
record disagrees with the official results are marked, visibly; every game in the table has
its event problems beside it. Saves a screenshot of the crosstable.

usage: event_test.py KIFU SOURCE_DIR WORK_DIR [--screenshot PNG]
Exit status 77 (skipped) when Chromium, its driver or Selenium is missing.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

SKIP = 77
try:
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
except ImportError:
    print("skipped: python3-selenium is not installed")
    sys.exit(SKIP)

CHROMIUM = shutil.which("chromium")
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
if not CHROMIUM or not os.path.exists(DRIVER):
    print("skipped: chromium or chromium-driver is not installed")
    sys.exit(SKIP)

KIFU, SOURCE, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
SHOT = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else os.path.join(WORK, "crosstable.png")
EVENT = os.path.join(SOURCE, "sample-games", "event")
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message, flush=True)


def browser():
    options = Options()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage", "--window-size=1500,1100"):
        options.add_argument(flag)
    options.add_argument("--user-data-dir=" + tempfile.mkdtemp(prefix="kifu-chromium-", dir=WORK))
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def main():
    os.makedirs(WORK, exist_ok=True)
    pages = os.path.join(WORK, "event-pages")
    shutil.rmtree(pages, ignore_errors=True)
    run = subprocess.run([KIFU, "view", "-q", "-d", pages, "--event", os.path.join(EVENT, "event.toml"), EVENT],
                         capture_output=True, text=True)
    check(run.returncode == 3, f"kifu view --event: exit {run.returncode} (3: the event has problems): {run.stderr}")
    # What kifu check says of each record: its players, round and problems.
    check_run = subprocess.run([KIFU, "check", "--format", "json", "--event", os.path.join(EVENT, "event.toml"), EVENT],
                               capture_output=True, text=True)
    records = [json.loads(line) for line in check_run.stdout.splitlines()]
    disagreeing = {os.path.basename(r["file"]) for r in records if r.get("file")
                   for p in r["event_problems"] if p["kind"] == "official-result"}
    check(disagreeing == {"r3-official-result.sgf"}, f"records disagreeing with the official results: {disagreeing}")

    driver = browser()
    try:
        driver.get("file://" + os.path.join(pages, "index.html"))
        check(driver.title.startswith("Kifu Club Cup 2026"), f"index title: {driver.title}")
        check(driver.find_element(By.TAG_NAME, "h1").text == "Kifu Club Cup 2026", "the index's heading")
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        check(not errors, f"console errors: {errors}")

        table = driver.find_element(By.CSS_SELECTOR, "table.crosstable")
        rows = table.find_elements(By.CSS_SELECTOR, "tbody tr")
        check(len(rows) == 14, f"{len(rows)} players in the crosstable, not 14")
        links = []   # (player, round, href, title, marked)
        scores = []
        for row in rows:
            player = row.get_attribute("data-player")
            scores.append(float(row.find_elements(By.CSS_SELECTOR, "td.n")[1].text))
            for cell in row.find_elements(By.CSS_SELECTOR, "td.round-result"):
                anchors = cell.find_elements(By.TAG_NAME, "a")
                if not anchors:
                    continue
                marked = "disagrees" in cell.get_attribute("class").split()
                if marked:
                    mark = cell.find_element(By.CSS_SELECTOR, ".disagree-mark")
                    check(mark.is_displayed() and "official" in mark.text, "the disagreement mark is shown in words")
                    check("official result" in mark.get_attribute("title"), "the mark says what the official result is")
                links.append((player, int(cell.get_attribute("data-round")), anchors[0].get_attribute("href"),
                              anchors[0].get_attribute("title"), marked))
        check(scores == sorted(scores, reverse=True), f"players by score: {scores}")
        # 20 games placed: the 9 of the clean part and 11 of the problem records (the others
        # have no round, a player off the list, or are a second record of a game or a round).
        check(len(links) == 2 * 20, f"{len(links)} linked results, not 40 (20 games placed, each on two rows)")

        # Each round section links the same games as the crosstable's column of that round.
        for rnd in (1, 2, 3):
            section = driver.find_element(By.ID, f"round-{rnd}")
            in_section = {a.get_attribute("href") for a in section.find_elements(By.CSS_SELECTOR, "td.re a")}
            in_column = {href for _, r, href, _, _ in links if r == rnd}
            check(in_section == in_column, f"round {rnd}: the section and the crosstable link other games")
            marked_rows = section.find_elements(By.CSS_SELECTOR, "tr.disagrees")
            check(len(marked_rows) == (1 if rnd == 3 else 0), f"round {rnd}: {len(marked_rows)} rows marked")

        # Every link opens the game of that round between that row's player and the opponent.
        by_page = {}
        for r in records:
            if r.get("file"):
                players = r["players"]
                by_page.setdefault(players["black"]["name"] + " vs " + players["white"]["name"], []).append(r)
        marked_pages = set()
        for player, rnd, href, title, marked in links:
            driver.get(href)
            heading = driver.title.split(" \u2014 ")[0]
            check(player in heading, f"{href}: the page of {heading}, not a game of {player}")
            check(f"Round {rnd}:" in title, f"{href}: titled {title!r} in round {rnd}'s column")
            games = by_page.get(heading, [])
            check(str(rnd) in {g["round"] for g in games}, f"{href}: no record of {heading} in round {rnd}")
            if marked:
                marked_pages.add(os.path.basename(href))
        check(len(marked_pages) == 1 and len([l for l in links if l[4]]) == 2,
              f"the disagreeing game is marked on both its players' rows: {marked_pages}")

        # The games table: the event problems beside each game.
        driver.get("file://" + os.path.join(pages, "index.html"))
        cells = {}
        for row in driver.find_elements(By.CSS_SELECTOR, "#games tbody tr"):
            name = os.path.basename(row.find_element(By.CSS_SELECTOR, "td.game a").text)
            cells[name] = row.find_element(By.CSS_SELECTOR, "td.event-problems").text
        for r in records:
            if not r.get("file"):
                continue
            name = os.path.basename(r["file"])
            for p in r["event_problems"]:
                check(p["sentence"] in cells.get(name, ""), f"{name}: {p['sentence']!r} not beside the game")
            if not r["event_problems"]:
                check(cells.get(name) == "", f"{name}: a clean record with problems beside it: {cells.get(name)!r}")

        crosstable = driver.find_element(By.ID, "crosstable")
        driver.execute_script("arguments[0].scrollIntoView()", crosstable)
        os.makedirs(os.path.dirname(os.path.abspath(SHOT)), exist_ok=True)
        crosstable.screenshot(SHOT)
        print("screenshot:", SHOT)
    finally:
        driver.quit()
    if failures:
        print(f"{len(failures)} failure(s)")
        sys.exit(1)
    print("the crosstable links every round's game and marks the disagreeing result")


if __name__ == "__main__":
    main()
