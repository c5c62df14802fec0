"""Long tasks while a page full of boards loads and is scrolled: teach.html, the rules pages.

    .venv/bin/python benchmarks/long_tasks.py [--pages teach.html,rules/aquileia.html]
                                              [--width 1280] [--throttle 1]

Needs the project's ``.venv`` and Chromium, like ``browser_bench.py`` (whose helpers it uses);
``dist/`` is rebuilt first when older than its sources. For each page it records every long
task of the main thread (over 50 ms, the browser's ``longtask`` entries) from the first byte
until the page has been scrolled to its end at a reader's pace and every board in it is ready,
and prints how many there were, the longest, and those over 200 ms with when they happened.
Service workers are blocked, so every load is a first visit. Printed, never asserted.
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

from browser_bench import chromium_path, serve_site  # noqa: E402
from conftest import CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

WATCH_LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    window.__longTasks.push({ start: Math.round(entry.startTime), ms: Math.round(entry.duration) });
  }
}).observe({ type: "longtask", buffered: true });
"""

ALL_READY = ("[...document.querySelectorAll('ludi-board')]"
             ".every(b => ['ready', 'error'].includes(b.dataset.status))")


def measure(browser, url, width, throttle):
    context = browser.new_context(viewport={"width": width, "height": 900},
                                  service_workers="block")
    page = context.new_page()
    if throttle != 1:
        page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate",
                                                {"rate": throttle})
    page.add_init_script(WATCH_LONG_TASKS)
    started = time.monotonic()
    page.goto(url)
    # a reader's pace: a screen every half second, waiting where boards start; the page grows
    # as its boards draw, so its height is read again at every step
    y = 0
    while y < page.evaluate("document.scrollingElement.scrollHeight"):
        page.evaluate(f"scrollTo(0, {y})")
        page.wait_for_timeout(500)
        y += 600
    page.wait_for_function(ALL_READY, timeout=600_000)
    seconds = time.monotonic() - started
    tasks = page.evaluate("window.__longTasks")
    boards = page.evaluate("document.querySelectorAll('ludi-board').length")
    context.close()
    return tasks, boards, seconds


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", default="teach.html,rules/aquileia.html,rules/ave.html")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--throttle", type=float, default=1.0,
                        help="slow the page's CPU this many times (Chromium's emulation)")
    args = parser.parse_args(argv)
    _dist, base, server = serve_site()
    base += "/"
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; width "
          f"{args.width} px, CPU throttle {args.throttle}x")
    print(f"{'page':<22} {'boards':>6} {'seconds':>7} {'long tasks':>10} {'median ms':>9} "
          f"{'longest ms':>10} {'> 200 ms':>8}")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(),
                                                 args=CHROMIUM_ARGS)
            for name in args.pages.split(","):
                tasks, boards, seconds = measure(browser, base + name, args.width, args.throttle)
                lengths = [t["ms"] for t in tasks] or [0]
                over = [t for t in tasks if t["ms"] > 200]
                print(f"{name:<22} {boards:>6} {seconds:>7.1f} {len(tasks):>10} "
                      f"{statistics.median(lengths):>9.0f} {max(lengths):>10} {len(over):>8}",
                      flush=True)
                for task in over:
                    print(f"{'':<22} a task of {task['ms']} ms at {task['start'] / 1000:.1f} s")
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


if __name__ == "__main__":
    main()
