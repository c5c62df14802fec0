"""Browser contexts handed from one test to the next within a pytest worker.

A fresh context boots the engine as a first visit does: it fetches and compiles the WebAssembly
runtime, compiles the standard library, and then compiles and keeps the engine's bytecode (about
7 s of CPU here, half the cost of a short browser test). A context handed on keeps what the site
itself keeps between visits (the compiled bytecode the engine's worker keeps in Cache Storage),
the HTTP cache and the browser's compiled code, and forgets what a
person's play leaves: ``localStorage``, ``sessionStorage`` and IndexedDB are emptied before the
next test, every page is closed, the network is back online. So the next test starts as a person's
second visit with no game kept, which is how most people arrive.

A test about the first visit itself (what is fetched, installed and compiled, the offline start)
is marked ``@pytest.mark.fresh_context`` and gets a context of its own; so is one that adds init
scripts or routes to its context (neither can be taken back from a context).

A handed-on context runs no service worker (see ``open_context``): in a whole run with the
service worker kept, one board's page in a handed-on context never left "loading". Tests of the
service worker (offline play, updates) make their contexts fresh. ``FRESH_CONTEXTS=1`` in the
environment gives every test a fresh context.
"""

from __future__ import annotations

import json
import os

import pytest

FORGET = """async () => {
  localStorage.clear();
  sessionStorage.clear();
  for (const db of (await indexedDB.databases?.()) || []) indexedDB.deleteDatabase(db.name);
  return localStorage.length;
}"""
# A small file of the site: its page is where the origin's storage is emptied (no script runs).
QUIET_PAGE = "icon.svg"


class SharedContexts:
    """Idle contexts by their options; ``take`` hands one out emptied, ``give_back`` keeps it."""

    def __init__(self, browser):
        self.browser = browser
        self.idle: dict[str, list] = {}

    def take(self, base_url, **options):
        key = json.dumps(options, sort_keys=True, default=str)
        idle = self.idle.get(key)
        if idle:
            context = idle.pop()
            if base_url:   # (the examples' pages keep nothing in the site's storage)
                page = context.new_page()
                page.goto(base_url + QUIET_PAGE)
                assert page.evaluate(FORGET) == 0, "the last test's storage was not emptied"
                page.close()
        else:
            context = fresh_context(self.browser, base_url, **options)
        context.shared_key = key
        return context

    def give_back(self, context):
        for page in list(context.pages):
            page.close()
        context.set_offline(False)
        self.idle.setdefault(context.shared_key, []).append(context)

    def close(self):
        for contexts in self.idle.values():
            for context in contexts:
                context.close()
        self.idle.clear()


def fresh_context(browser, base_url, **options):
    return browser.new_context(**({"base_url": base_url} if base_url else {}), **options)


def open_context(browser, contexts, base_url, **options):
    """A context with ``options``: taken from ``contexts`` (the worker's SharedContexts), or
    made fresh where that is None."""
    if contexts:
        # Without the service worker: a handed-on context's worker may still be installing or
        # updating from the test before, and a test that is about the service worker (offline,
        # updates) gets a fresh context. What makes a later start fast (Cache Storage's
        # compiled code, the HTTP cache) does not need it.
        options.setdefault("service_workers", "block")
        return contexts.take(base_url, **options)
    return fresh_context(browser, base_url, **options)


def close_context(contexts, context):
    """Give ``context`` back to ``contexts`` it was taken from, or close it (made fresh)."""
    if contexts:
        contexts.give_back(context)
    else:
        context.close()


@pytest.fixture(scope="session")
def shared_contexts(browser):
    pool = SharedContexts(browser)
    yield pool
    pool.close()


@pytest.fixture
def context_source(request, browser):
    """Where a test's site or board gets its context: the worker's shared ones, or (a test marked
    ``fresh_context``) none, so each is made fresh."""
    if request.node.get_closest_marker("fresh_context") or os.environ.get("FRESH_CONTEXTS") == "1":
        return None
    return request.getfixturevalue("shared_contexts")
