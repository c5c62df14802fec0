"""One table across two browsers: a host and a guest linked by WebRTC through the real
invitation and reply codes (passed between the pages as a person would copy them), playing
Massilia to its end with a bot. The guest's page answers without the engine and only ever
receives its own seat's view; a reload on either side, a move sent twice and bad codes change
nothing; at the end both devices check the dice and draws.
"""

from __future__ import annotations

import json
import random
import time

import pytest

from engine.core import as_action
from engine.fairness import seed_of
from engine.session import Session
from table_pages import (Phone, answer, damaged, host_site, invitation, kept, made_code, my_turn,
                         open_table, paste_reply, play_one, read_code, received, shown, verdict)
from test_site import BOOT, GAME

pytestmark = pytest.mark.browser

GAME_ID = "massilia"
HOST_SEAT, GUEST_SEAT, BOT_SEAT = 0, 1, 2
# The people's choices the test makes at most: a game of Massilia for three asks them fewer.
MOVES = 600


@pytest.fixture
def pages(browser, base_url):
    host, guest = host_site(browser, base_url), Phone(browser, base_url)
    yield host, guest
    for site in (host, guest):
        site.close()
        assert not site.errors, f"console errors: {site.errors}"


def rejoined(host, guest, step=0):
    """Waits until the guest's page shows the game again (at `step` or later)."""
    try:
        guest.page.wait_for_function(
            f"window.ludi && window.ludi.shown() && window.ludi.shown().step >= {step}", timeout=GAME)
    except Exception:
        raise AssertionError(
            f"the guest did not rejoin: {guest.page.evaluate('document.body.dataset.table')} / "
            + host.page.locator("#table-panel").inner_text() + " / " + guest.page.locator("#table-panel").inner_text()
            + f" / {[m['type'] for m in received(guest)]} / {host.errors} {guest.errors}") from None


def reload_guest(host, guest, code, first_reply):
    """The guest's page reloads: its invitation is used, so it says so and takes the fresh one
    the host's page shows by its "Join a table" box. Returns the fresh invitation."""
    guest.page.reload()
    guest.page.wait_for_selector("body[data-table=used]", timeout=BOOT)
    assert "already used" in guest.page.locator("#table-panel").inner_text()
    fresh = invitation(host, GUEST_SEAT, other_than=code)
    # A reply to the older invitation, which the host had already taken, is named so.
    assert "older invitation" in paste_reply(host, first_reply)
    guest.page.locator(".table-join .table-input").fill(fresh)
    guest.page.locator(".table-join .table-go").click()
    guest.page.wait_for_selector("body[data-table=answered]", timeout=BOOT)
    assert paste_reply(host, guest.page.locator("#table-panel .table-code").input_value()) == ""
    rejoined(host, guest)
    return fresh


def reload_host(host, guest, code, old_reply):
    """The host's page reloads: its autosave resumes the game, and the table opens again with a
    fresh invitation the guest rejoins through. The history kept before the reload is returned."""
    history = host.page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history")
    host.page.reload()
    host.wait_status("playing", timeout=BOOT)
    host.page.wait_for_function(f"window.ludi.shown() && window.ludi.shown().step >= {len(history)}",
                                timeout=GAME)
    guest.page.wait_for_selector("body[data-table=lost]", timeout=30_000)
    assert "fresh invitation" in guest.page.locator("#table-guest-note").inner_text()
    fresh = invitation(host, GUEST_SEAT, other_than=code)
    assert "older invitation" in paste_reply(host, old_reply)  # the table kept its invitations
    assert paste_reply(host, answer(guest, fresh)) == ""
    rejoined(host, guest, len(history))
    # A second device cannot take the held seat: a reply for it, passed on by a reply link
    # opened in the host's browser, is refused and the guest stays connected.
    second = Phone(guest.context.browser, guest.base_url)
    reply = answer(second, fresh)
    relay = host.context.new_page()
    relay.goto("index.html#reply=" + reply)
    host.page.wait_for_function("document.querySelector('#message-text').textContent.includes('already held')",
                                timeout=30_000)
    relay.close()
    second.close()
    assert host.page.locator(f'[data-table-seat="{GUEST_SEAT}"][data-state=held]').count() == 1
    return history


def test_two_devices_play_a_game_through_invitation_and_reply(pages):
    host, guest = pages
    open_table(host, GAME_ID, ["human", "remote", "random"])
    stun = host.page.locator("label:has(#table-stun)").text_content()  # under the closed "More options"
    assert "stun.l.google.com" in stun and "Google" in stun and "sees" in stun
    code = invitation(host, GUEST_SEAT)
    assert read_code(code)["build"]["version"] == json.loads(host.page.evaluate(
        "fetch('build.json').then((r) => r.text())"))["version"]

    # A damaged invitation is refused on the guest's page, which sends nothing and offers a
    # field to try another.
    guest.open("index.html#table=" + damaged(code))
    guest.page.wait_for_selector("body[data-table=refused]", timeout=BOOT)
    assert "damaged" in guest.page.locator("#table-panel .table-error").first.inner_text()
    assert guest.page.locator("#table-panel .table-join .table-input").count() == 1

    reply = answer(guest, code)
    # The guest's page showed its reply without booting the engine.
    assert not [url for url in guest.requests if "worker.mjs" in url or "pyodide" in url], guest.requests
    # A damaged or misplaced reply is refused on the host's page and changes nothing.
    assert "damaged" in paste_reply(host, damaged(reply))
    assert "not a reply" in paste_reply(host, code)
    assert "not a Ludi table reply" in paste_reply(host, made_code({"format": "other", "kind": "reply"}))
    sound = {**read_code(reply), "format": "ludi-table", "kind": "reply"}
    assert "another version" in paste_reply(host, made_code({**sound, "version": 99}))
    assert "another table" in paste_reply(host, made_code({**sound, "table": "0" * 16}))
    assert "no invitation this page made" in paste_reply(host, made_code({**sound, "nonce": "0" * 12}))
    panel = host.page.locator("#table-panel").inner_text()
    assert "holds the game" in panel and "no third party is contacted" in panel
    assert host.page.locator(f'[data-table-seat="{GUEST_SEAT}"][data-state=waiting]').count() == 1
    assert paste_reply(host, reply) == ""
    try:
        host.wait_status("playing", timeout=GAME)
    except Exception:
        raise AssertionError("the game did not start: host: " + host.page.locator("#table-panel").inner_text()
                             + " / guest: " + guest.page.locator("#table-panel").inner_text()
                             + f" / {received(guest)} / {host.errors} {guest.errors}") from None
    guest.page.wait_for_function("window.ludi && window.ludi.shown()", timeout=GAME)
    # Seated and playing, the guest's page still runs no engine: the host's sends the board's words.
    assert not [url for url in guest.requests if "worker.mjs" in url or "pyodide" in url]
    assert shown(host)["seed"] is None and shown(guest)["seed"] is None  # a secret until the end
    assert "holds the game" in guest.page.locator("#table-guest-note").inner_text()

    rng = random.Random(7)
    guest_moves = 0
    guest_reloaded = host_reloaded = False
    kept_history = None
    moves = 0
    while moves < MOVES:   # a game that stalls fails at the suite's limit on one test
        if host.status == "over" and guest.status == "over":
            break
        if my_turn(host, HOST_SEAT):
            play_one(host, rng)
            moves += 1
        elif my_turn(guest, GUEST_SEAT):
            play_one(guest, rng)
            moves += 1
            guest_moves += 1
            if guest_moves == 1:
                # Sent again (as after a drop): recognised by its number, applied once, and
                # answered with the seat's view as it is now.
                before = len(received(guest))
                guest.page.evaluate("window.ludiTable.sendAgain()")
                guest.page.wait_for_function(
                    "window.tableReceived.some((m) => JSON.parse(m).type === 'ack' && JSON.parse(m).again)")
                guest.page.wait_for_function(
                    f"window.tableReceived.slice({before}).some((m) => JSON.parse(m).type === 'view')")
                assert not any(m["type"] == "refused" for m in received(guest))
            if guest_moves == 3 and not guest_reloaded:
                guest_reloaded = True
                code = reload_guest(host, guest, code, reply)
            elif guest_moves == 5 and not host_reloaded:
                host_reloaded = True
                kept_history = reload_host(host, guest, code, reply)
        else:
            time.sleep(0.1)
    assert guest_reloaded and host_reloaded
    messages = received(guest)  # of this page: since its last load

    # Every view the guest received is exactly the engine's own view for the guest's seat.
    # (Checked before the end is: a game cut off at MOVES still has its messages checked.)
    save = host.page.evaluate("JSON.parse(localStorage.getItem('ludi.save'))")
    assert save["history"][:len(kept_history)] == kept_history, "the reloaded host lost a move"
    assert [s["kind"] for s in save["seats"]] == ["human", "human", "bot"]
    session = Session.start({**save, "history": []})
    engine_views = {0: session.payload(GUEST_SEAT)}
    for step, action in enumerate(save["history"], 1):
        session.apply(as_action(action))
        engine_views[step] = session.payload(GUEST_SEAT)
    views = [m["view"] for m in messages if m["type"] == "view"]
    assert len(views) > 10
    for view in views:
        assert view["seat"] == GUEST_SEAT
        expected = json.loads(json.dumps({**engine_views[view["step"]], "can_undo": False}))
        assert view == expected, f"step {view['step']}: the guest saw more or other than its seat's view"
    assert {m["type"] for m in messages} <= {"welcome", "view", "ack", "refused", "record"}
    assert host.status == "over" and guest.status == "over", f"the game did not end within {MOVES} choices"

    # The end: the shares make the seed (the formula the page says), and both devices checked
    # every share, the seed and every draw, and the guest its own views and moves.
    record = next(m for m in messages if m["type"] == "record")
    assert record["save"]["history"] == save["history"]
    assert str(seed_of([party["share"] for party in record["parties"]])) == save["seed"]
    assert verdict(host)[0] == "fair" and "dice and draws were fair" in verdict(host)[1]
    assert verdict(guest)[0] == "fair"
    trail = kept(guest)
    assert len(trail["saw"]) > 10 and trail["moves"] and trail["commits"]
    note = guest.page.locator("#table-guest-note .table-derivation").text_content()  # folded
    assert record["parties"][0]["share"] in note and save["seed"] in note
