"""Shared fixtures: the built site served under a sub-path, and Chromium set up for it.

Browser tests are marked ``browser``; ``pytest tests -m "not browser"`` runs the engine tests
alone and never builds the site or starts a browser.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import threading
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from shared_contexts import context_source, shared_contexts  # noqa: F401 (fixtures)

ROOT = Path(__file__).resolve().parent.parent
SUB_PATH = "/ludi/"  # the site must work unchanged below any path, as on a static host
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync",
                 # WebRTC offers the host's own addresses, not mDNS names nobody here resolves:
                 # a table across two pages of one machine (tests/test_table.py) needs them.
                 # And no omnibox popups drawn as web pages: Chromium starts their renderer
                 # with the browser, beside the site's first page, and on a phone-class CPU
                 # it took a third of the CPU the site's first visit had (a browser a person
                 # opens has long done so).
                 "--disable-features=WebRtcHideLocalIpsWithMdns,WebUIOmniboxPopup,"
                 "WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI"]

# The suite's limit on one test, in seconds (pytest-timeout's: ``timeout`` in pyproject.toml,
# ``--timeout``, or $PYTEST_TIMEOUT; 0 for none), read when pytest starts. A page's boot in a
# browser test may take all of it (test_site.BOOT): a slow machine makes a slow run, not a failed
# one, and a page that never boots still fails, at this limit, with every thread's stack.
TEST_LIMIT = 0.0


def pytest_configure(config):
    global TEST_LIMIT
    import pytest_timeout

    TEST_LIMIT = float(pytest_timeout.get_env_settings(config).timeout or 0)


# Modules of tests that take a minute or two each (whole games across devices, builds of
# another version): collected first, so that pytest-xdist's workers start on them and share out
# the short tests at the end, rather than one worker finishing a long test alone.
# A module's name stands for all its tests, "module::test" for one test (every parameter of it).
LONG_FIRST = ("test_table_devices", "test_table_privacy", "test_table",
              "test_massilia::test_bots_never_put_back_a_die_right_after_taking_it", "test_updates",
              "test_growers_in_browser", "test_embed")


def pytest_collection_modifyitems(items):
    def rank(item):
        module = getattr(item.module, "__name__", "") if hasattr(item, "module") else ""
        module = module.rsplit(".", 1)[-1]
        test = f"{module}::{getattr(item, 'originalname', item.name)}"
        for place, name in enumerate(LONG_FIRST):
            if name in (module, test):
                return place
        return len(LONG_FIRST)
    items.sort(key=rank)   # stable: each module's tests keep their order


@pytest.fixture(scope="session")
def site_dir() -> Path:
    """``dist/``, built now unless it is newer than every source it is built from."""
    import build

    dist = ROOT / "dist"
    # Parallel test workers (pytest -n) each ask; the first to hold the lock builds, the others
    # then find dist/ fresh.
    with open(ROOT / ".build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if build.is_stale(dist):
            build.build(dist, quiet=True)
    return dist


@pytest.fixture(scope="session")
def site_server(site_dir):
    """``dist/`` served at ``http://127.0.0.1:<port>/ludi/`` in a thread; yields the origin."""
    import build

    class SubPathHandler(build.SiteHandler):
        def translate_path(self, path):
            parts = urlsplit(path)
            local = unquote(parts.path)
            if not local.startswith(SUB_PATH):
                return str(site_dir / "__outside_the_site__")  # a 404
            return super().translate_path("/" + local[len(SUB_PATH):])

    server = build.make_server(site_dir, port=0, handler=SubPathHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def base_url(site_server):
    return site_server + SUB_PATH


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    executable = (os.environ.get("CHROMIUM_PATH") or
                  ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists()
                   else shutil.which("chromium")))
    return {**browser_type_launch_args, "executable_path": executable, "args": CHROMIUM_ARGS}
