"""One table across two browsers: a host and a guest linked by WebRTC through the real
invitation and reply codes (passed between the pages as a person would copy them), playing a
game to its end with a bot; the guest only ever receives its own seat's view.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import time
import zlib

import pytest

from engine.core import as_action
from engine.session import Session
from test_site import BOOT, CHOICES, Site

pytestmark = pytest.mark.browser

GAME_ID = "massilia"
HOST_SEAT, GUEST_SEAT, BOT_SEAT = 0, 1, 2
MAX_SEED = 2**53 - 1
# s: the whole game, both people's moves made by the test, takes about 60 s on a slow 2-core machine
PLAY = 150
# Every message a data channel delivers to the page, recorded before the page's code sees it.
RECORD_MESSAGES = """
window.tableReceived = [];
const listen = RTCDataChannel.prototype.addEventListener;
RTCDataChannel.prototype.addEventListener = function (type, handler, ...rest) {
  if (type === "message") {
    const inner = handler;
    handler = (event) => { window.tableReceived.push(event.data); inner(event); };
  }
  return listen.call(this, type, handler, ...rest);
};
"""


@pytest.fixture
def pages(browser, base_url):
    host, guest = Site(browser, base_url), Site(browser, base_url)
    for site in (host, guest):  # no animation to wait for between a few hundred moves
        site.page.emulate_media(reduced_motion="reduce")
    guest.context.add_init_script(RECORD_MESSAGES)
    yield host, guest
    for site in (host, guest):
        site.close()
        assert not site.errors, f"console errors: {site.errors}"


def damaged(code):
    middle = len(code) // 2
    return code[:middle] + ("A" if code[middle] != "A" else "B") + code[middle + 1:]


def made_code(fields):
    """A code as the page makes one (deflated JSON, then the first bytes of its SHA-256)."""
    packer = zlib.compressobj(wbits=-15)
    packed = packer.compress(json.dumps(fields).encode()) + packer.flush()
    return base64.urlsafe_b64encode(packed + hashlib.sha256(packed).digest()[:4]).decode().rstrip("=")


def open_table(host):
    page = host.open(f"index.html?game={GAME_ID}", status="ready")
    page.evaluate("""() => {
      document.querySelector('#seat-count').value = '3';
      document.querySelector('#seat-count').dispatchEvent(new Event('change'));
      const kinds = ['human', 'remote', 'random'];
      document.querySelectorAll('#seat-rows select').forEach((select, i) => {
        if (![...select.options].some((o) => o.value === kinds[i])) select.add(new Option(kinds[i], kinds[i]));
        select.value = kinds[i];
      });
      document.querySelector('#speed').value = 'fast';
    }""")
    stun = page.locator("label:has(#table-stun)").text_content()  # under the closed "More options"
    assert "stun.l.google.com" in stun and "Google" in stun and "sees" in stun
    page.click("#start-button")
    return invitation(host)


def invitation(host, other_than=None):
    selector = f'[data-table-seat="{GUEST_SEAT}"][data-state=waiting] .table-code'
    deadline = time.time() + 60
    while time.time() < deadline:
        box = host.page.locator(selector)
        if box.count() and box.input_value() != other_than:
            return box.input_value()
        time.sleep(0.2)
    raise AssertionError("the host showed no fresh invitation")


def answer(guest, code):
    guest.page.goto("about:blank")
    guest.open("index.html#table=" + code)
    guest.page.wait_for_selector("body[data-table=answered]", timeout=BOOT)
    link = guest.page.locator("#table-panel .table-link").get_attribute("href")
    reply = guest.page.locator("#table-panel .table-code").input_value()
    assert link.endswith("#reply=" + reply)
    return reply


def paste_reply(host, reply):
    """What the host's page says about `reply`: an error, or "" once it is taken."""
    panel = host.page.locator("#table-panel")
    panel.locator(".table-input").fill(reply)
    panel.locator(".table-go").click()
    host.page.wait_for_function(
        "!document.querySelector('#table-panel .table-go') || !document.querySelector('#table-panel .table-go').disabled")
    error = panel.locator(".table-error")
    return error.inner_text() if error.count() and error.is_visible() else ""


def shown(site):
    return site.page.evaluate("window.ludi && window.ludi.shown()")


def my_turn(site, seat):
    # One small answer from the page: the shown view itself grows with the game's log.
    return site.page.evaluate("""([seat, choices]) => {
      const view = window.ludi && window.ludi.shown();
      return Boolean(view && view.live && view.current === seat && view.legal.length
                     && document.body.dataset.busy === "false" && document.querySelector(choices));
    }""", [seat, CHOICES])


def play_one(site, rng):
    """A seeded random choice: always the first would take and put back Massilia's die forever."""
    before = site.page.evaluate("window.ludi.shown().step")
    choices = site.choices()
    choices.nth(rng.randrange(choices.count())).focus()
    site.page.keyboard.press("Enter")
    if site.page.locator(".prompt-popover").count():  # one target, several ways: the first is focused
        site.page.keyboard.press("Enter")
    site.page.wait_for_function(f"window.ludi.shown() && window.ludi.shown().step > {before}", timeout=60_000)


def state(site):
    view = shown(site) or {}
    return (site.status, site.page.evaluate("document.body.dataset.busy"), site.page.locator(CHOICES).count(),
            {key: view.get(key) for key in ("seat", "current", "next", "step", "live")}, len(view.get("legal") or []))


def guest_messages(guest):
    return [json.loads(text) for text in guest.page.evaluate("window.tableReceived || []")]


def rejoined(host, guest, step=0):
    """Waits until the guest's page shows the game again (at `step` or later)."""
    try:
        guest.page.wait_for_function(
            f"window.ludi && window.ludi.shown() && window.ludi.shown().step >= {step}", timeout=60_000)
    except Exception:
        raise AssertionError(
            f"the guest did not rejoin: {guest.page.evaluate('document.body.dataset.table')} / "
            + host.page.locator("#table-panel").inner_text() + " / " + guest.page.locator("#table-panel").inner_text()
            + f" / {[m['type'] for m in guest_messages(guest)]} / {host.errors} {guest.errors}") from None


def reload_host(host, guest, code, old_reply):
    """The host's page reloads: its autosave resumes the game, and the table opens again with a
    fresh invitation the guest rejoins through. The history kept before the reload is returned."""
    history = host.page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history")
    host.page.reload()
    host.wait_status("playing", timeout=BOOT)
    host.page.wait_for_function(f"window.ludi.shown() && window.ludi.shown().step >= {len(history)}",
                                timeout=60_000)
    guest.page.wait_for_selector("body[data-table=lost]", timeout=30_000)
    fresh = invitation(host, other_than=code)
    assert paste_reply(host, answer(guest, fresh)) == ""
    rejoined(host, guest, len(history))
    # A second device cannot take the held seat: a reply for it, passed on by a reply link
    # opened in the host's browser, is refused and the guest stays connected.
    relay = host.context.new_page()
    relay.goto("index.html#reply=" + old_reply)
    host.page.wait_for_function("document.querySelector('#message-text').textContent.includes('already held')",
                                timeout=30_000)
    relay.close()
    assert host.page.locator(f'[data-table-seat="{GUEST_SEAT}"][data-state=held]').count() == 1
    return history


def test_two_devices_play_a_game_through_invitation_and_reply(pages):
    host, guest = pages
    code = open_table(host)

    # A damaged invitation is refused on the guest's page, which sends nothing.
    guest.open("index.html#table=" + damaged(code))
    guest.page.wait_for_selector("body[data-table=refused]", timeout=BOOT)
    assert "damaged" in guest.page.locator("#table-panel .table-error").inner_text()

    reply = answer(guest, code)
    # A damaged or misplaced reply is refused on the host's page and changes nothing.
    assert "damaged" in paste_reply(host, damaged(reply))
    assert "not a reply" in paste_reply(host, code)
    assert "not a Ludi table reply" in paste_reply(host, made_code({"format": "other", "kind": "reply"}))
    sound = {"format": "ludi-table", "version": 1, "kind": "reply", "seat": GUEST_SEAT, "nonce": "00",
             "sdp": "v=0\r\n"}
    assert "another version" in paste_reply(host, made_code({**sound, "version": 99, "table": "0"}))
    assert "another table" in paste_reply(host, made_code({**sound, "table": "0" * 16}))
    panel = host.page.locator("#table-panel").inner_text()
    assert "holds the game" in panel and "no third party is contacted" in panel
    assert host.page.locator(f'[data-table-seat="{GUEST_SEAT}"][data-state=waiting]').count() == 1
    assert paste_reply(host, reply) == ""
    try:
        host.wait_status("playing", timeout=60_000)
    except Exception:
        raise AssertionError("the game did not start: host: " + host.page.locator("#table-panel").inner_text()
                             + " / guest: " + guest.page.locator("#table-panel").inner_text()
                             + f" / {guest_messages(guest)} / {host.errors} {guest.errors}") from None
    guest.page.wait_for_function("window.ludi && window.ludi.shown()", timeout=60_000)

    # The seed: every device's share checked against its commitment, recomputed here too.
    derivation = guest.page.evaluate("window.ludiTable.derivation()")
    reveals = [party["reveal"] for party in derivation["parties"]]
    for party in derivation["parties"]:
        assert hashlib.sha256(("ludi-seed-commit:" + party["reveal"]).encode()).hexdigest() == party["commitment"]
    digest = hashlib.sha256(".".join(reveals).encode()).hexdigest()
    assert derivation["seed"] == int(digest[:14], 16) & MAX_SEED
    assert shown(host)["seed"] == derivation["seed"] == shown(guest)["seed"]
    assert "holds the game" in guest.page.locator("#table-guest-note").inner_text()

    received = []
    rng = random.Random(7)
    guest_moves = 0
    reloaded = host_reloaded = False
    kept_history = None
    last_step, since = None, time.time()
    deadline = time.time() + PLAY
    while time.time() < deadline:
        if host.status == "over" and guest.status == "over":
            break
        if my_turn(host, HOST_SEAT):
            play_one(host, rng)
        elif my_turn(guest, GUEST_SEAT):
            play_one(guest, rng)
            guest_moves += 1
            if guest_moves == 1:
                # Sent again (as after a drop): recognised by its number, applied once.
                # (The host acknowledges it as already applied and plays nothing.)
                guest.page.evaluate("window.ludiTable.sendAgain()")
                guest.page.wait_for_function(
                    "window.tableReceived.some((m) => JSON.parse(m).type === 'ack' && JSON.parse(m).again)")
                assert not any(m["type"] == "refused" for m in guest_messages(guest))
            if guest_moves == 3 and not reloaded:
                reloaded = True
                received += guest_messages(guest)
                guest.page.reload()  # the page opens its old invitation again
                fresh = invitation(host, other_than=code)
                stale = guest.page.locator("#table-panel .table-code")
                stale.wait_for(timeout=BOOT)
                assert "older invitation" in paste_reply(host, stale.input_value())
                assert paste_reply(host, answer(guest, fresh)) == ""
                code = fresh
                rejoined(host, guest)
            elif guest_moves == 5 and not host_reloaded:
                host_reloaded = True
                received += guest_messages(guest)  # the guest's page opens the fresh invitation
                kept_history = reload_host(host, guest, code, reply)
        else:
            time.sleep(0.1)
        now = host.page.evaluate("window.ludi.shown() && window.ludi.shown().step")
        if now != last_step:
            last_step, since = now, time.time()
        assert time.time() - since < 60, f"the game stalled: {state(host)} / {state(guest)} / {guest_moves}"
    assert reloaded and host_reloaded
    received += guest_messages(guest)

    # Every view the guest received is exactly the engine's own view for the guest's seat.
    # (Checked before the end is: a game that runs out of time still has its messages checked.)
    save = host.page.evaluate("JSON.parse(localStorage.getItem('ludi.save'))")
    assert save["seed"] == derivation["seed"]
    assert save["history"][:len(kept_history)] == kept_history, "the reloaded host lost a move"
    assert [s["kind"] for s in save["seats"]] == ["human", "human", "bot"]
    session = Session.start({**save, "history": []})
    engine_views = {0: session.payload(GUEST_SEAT)}
    for step, action in enumerate(save["history"], 1):
        session.apply(as_action(action))
        engine_views[step] = session.payload(GUEST_SEAT)
    views = [m["view"] for m in received if m["type"] == "view"]
    assert len(views) > 10
    for view in views:
        assert view["seat"] == GUEST_SEAT
        expected = json.loads(json.dumps({**engine_views[view["step"]], "can_undo": False}))
        assert view == expected, f"step {view['step']}: the guest saw more or other than its seat's view"
    assert {m["type"] for m in received} <= {"commits", "reveals", "welcome", "view", "ack", "refused"}
    assert host.status == "over" and guest.status == "over", "the game did not end in time"
