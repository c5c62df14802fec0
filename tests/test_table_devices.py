"""A table of phones as it meets a real table: a guest away for 30 s (its tab closed, or its
page hidden and its link gone) comes back in a new tab through the fresh invitation, the host's
camera kept on takes its reply, and its next move takes one tap; five devices play Aquileia to
the end; devices of different builds refuse each other, naming the one to reload; the lobby's
"Join a table" box takes an invitation.
"""

from __future__ import annotations

import json
import random
import time

import pytest

from table_pages import (Phone, answer, host_site, invitation, kept, made_code, my_turn,
                         open_table, paste_reply, play_one, play_until, read_code, received,
                         seat_guest, verdict)
from test_site import BOOT, CHOICES, GAME

pytestmark = pytest.mark.browser

# The host's camera, faked: a blank picture, and a QR reader that reads whatever the test holds
# up to it (window.heldUp).
FAKE_CAMERA = """
window.heldUp = [];
navigator.mediaDevices.getUserMedia = async () => {
  const canvas = Object.assign(document.createElement("canvas"), { width: 64, height: 48 });
  canvas.getContext("2d").fillRect(0, 0, 8, 8);
  return canvas.captureStream(5);
};
window.BarcodeDetector = class {
  async detect() { const text = window.heldUp.shift(); return text ? [{ rawValue: text }] : []; }
};
"""
# Every connection of the page, so a test can drop them as a phone put to sleep does.
KEEP_PEERS = """
window.peers = [];
const Native = window.RTCPeerConnection;
window.RTCPeerConnection = function (...args) { const pc = new Native(...args); window.peers.push(pc); return pc; };
window.RTCPeerConnection.prototype = Native.prototype;
"""
AWAY_S = 30


def close_all(sites):
    for site in sites:
        site.close()  # (again, for one closed already: nothing happens)
    for site in sites:
        assert not site.errors, f"console errors: {site.errors}"


def new_tab(guest):
    page = guest.context.new_page()
    guest.watch(page)
    page.emulate_media(reduced_motion="reduce")
    return page


def test_a_guest_away_30_s_comes_back_in_a_new_tab_and_moves_with_one_tap(browser, base_url):
    host = host_site(browser, base_url)
    host.context.add_init_script(FAKE_CAMERA)
    a, b = Phone(browser, base_url), Phone(browser, base_url)
    b.context.add_init_script(KEEP_PEERS)
    sites = [host, a, b]
    try:
        open_table(host, "aquileia", ["random", "remote", "remote"])
        seat_guest(host, a, 1)
        seat_guest(host, b, 2)
        host.wait_status("playing", timeout=GAME)
        for guest in (a, b):  # seated, the screen is kept on where the browser lets it
            guest.page.wait_for_selector("#table-awake", timeout=GAME)
        rng = random.Random(5)
        play_until(host, [(a, 1), (b, 2)], rng,
                   lambda: kept(a)["seq"] >= 2 and my_turn(a, 1))
        seq, step = kept(a)["seq"], a.page.evaluate("window.ludi.shown().step")
        host.page.check(".table-watch")  # the camera stays on while a seat waits

        # A's tab closes; B's page is hidden and its link dropped, as a locked phone's is.
        a.page.close()
        b.page.evaluate("""() => {
          Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
          document.dispatchEvent(new Event("visibilitychange"));
          for (const pc of window.peers) pc.close();
        }""")
        b.page.wait_for_selector("body[data-table=lost]", timeout=30_000)
        assert "fresh invitation" in b.page.locator("#table-guest-note").inner_text()
        # The host's page shows each seat's fresh invitation at once.
        fresh = {seat: invitation(host, seat) for seat in (1, 2)}
        host.page.wait_for_selector(".table-camera", timeout=30_000)
        time.sleep(AWAY_S)
        b.page.close()

        # Back in a new tab: the fresh invitation's link (as a phone's camera opens it); its reply
        # held up to the host's camera, which is still on; then one tap.
        for guest, seat in ((a, 1), (b, 2)):
            guest.page = new_tab(guest)
            reply = answer(guest, fresh[seat])
            host.page.evaluate("(text) => window.heldUp.push(text)", guest.page.locator(
                "#table-panel .table-link").get_attribute("href"))
            guest.page.wait_for_function("window.ludi && window.ludi.shown()", timeout=GAME)
            assert read_code(reply)["nonce"] == read_code(fresh[seat])["nonce"]
        a.page.wait_for_function("""([seat, choices]) => {
          const view = window.ludi.shown();
          return view.current === seat && document.body.dataset.busy === "false" && document.querySelector(choices);
        }""", arg=[1, CHOICES], timeout=GAME)
        assert a.page.evaluate("window.ludi.shown().step") == step
        assert kept(a)["seq"] == seq  # the move numbers go on from the closed tab's
        play_one(a, rng)
        a.page.wait_for_function("window.tableReceived.some((m) => JSON.parse(m).type === 'ack')")
        acks = [m for m in received(a) if m["type"] == "ack"]
        assert acks == [{"type": "ack", "seq": seq + 1}], acks  # one tap, one move, played
        host.page.wait_for_function(
            f"JSON.parse(localStorage.getItem('ludi.save')).history.length > {step}", timeout=30_000)
        host.page.wait_for_selector(".table-camera", state="detached", timeout=30_000)  # all held
    finally:
        close_all(sites)


def test_five_devices_play_aquileia_to_the_end(browser, base_url):
    host = host_site(browser, base_url)
    guests = [Phone(browser, base_url) for _ in range(4)]
    sites = [host, *guests]
    try:
        open_table(host, "aquileia", ["human", "remote", "remote", "remote", "remote"])
        for seat, guest in enumerate(guests, 1):
            seat_guest(host, guest, seat)
        host.wait_status("playing", timeout=GAME)
        players = [(host, 0)] + [(guest, seat) for seat, guest in enumerate(guests, 1)]
        play_until(host, players, random.Random(2),
                   lambda: all(site.status == "over" for site in sites))
        save = host.page.evaluate("JSON.parse(localStorage.getItem('ludi.save'))")
        assert len(save["seats"]) == 5 and all(seat["kind"] == "human" for seat in save["seats"])
        # The host's check and one guest's (each guest's page boots the engine for its own: the
        # others leave now, as tests/test_table*.py check theirs).
        for guest in guests[1:]:
            guest.close()
        assert verdict(host)[0] == "fair" and verdict(guests[0], timeout=2 * BOOT)[0] == "fair"
    finally:
        close_all(sites)


def build_stamp(context, version, date):
    """`context`'s pages are of another build: its build.json says so."""
    body = json.dumps({"version": version, "date": date})
    context.route("**/build.json", lambda route: route.fulfill(status=200, body=body,
                                                                content_type="application/json"))


def test_devices_of_different_builds_refuse_each_other_naming_the_one_to_reload(browser, base_url):
    host = host_site(browser, base_url)
    older = Phone(browser, base_url, service_workers="block")
    newer = Phone(browser, base_url, service_workers="block")
    build_stamp(older.context, "0" * 16, "2020-01-02T10:00:00+00:00")
    build_stamp(newer.context, "f" * 16, "2999-01-02T10:00:00+00:00")
    sites = [host, older, newer]
    try:
        open_table(host, "massilia", ["human", "remote", "random"])
        code = invitation(host, 1)
        # The lobby's "Join a table" box, on a second page of the host's own browser: a damaged
        # code is refused there; an invitation makes it a guest's page, which runs no engine.
        lobby = host.context.new_page()
        lobby.goto(base_url + "index.html")
        # The lobby is drawn while Python boots: wait for the engine too, so that what the
        # joining requests is the guest page's own, not the lobby engine's last downloads.
        lobby.wait_for_selector("body[data-status=ready][data-engine=ready]", timeout=BOOT)
        lobby.locator(".table-join .table-input").fill("#table=" + code[:-3])
        lobby.locator(".table-join .table-go").click()
        assert "damaged" in lobby.locator(".table-join .table-error").inner_text()
        requested = []
        lobby.on("request", lambda request: requested.append(request.url))
        lobby.locator(".table-join .table-input").fill(code)
        lobby.locator(".table-join .table-go").click()
        lobby.wait_for_selector("body[data-table=answered]", timeout=BOOT)
        assert not [url for url in requested if "worker.mjs" in url or "pyodide" in url]
        lobby.close()

        # A guest on an older build: refused before it answers, told to reload its own page.
        older.page.goto(base_url + "index.html#table=" + code)
        older.page.wait_for_selector("body[data-table=refused]", timeout=BOOT)
        text = older.page.locator("#table-guest-status").inner_text()
        assert "This device has an older Ludi" in text and "Reload this page" in text, text
        assert older.page.locator("#table-reload").count() == 1
        assert not [m for m in received(older)] and older.page.locator(".table-codebox").count() == 0
        # A guest on a newer build: the host's device is the one to reload.
        newer.page.goto(base_url + "index.html#table=" + code)
        newer.page.wait_for_selector("body[data-table=refused]", timeout=BOOT)
        text = newer.page.locator("#table-guest-status").inner_text()
        assert "The host's device has an older Ludi" in text and "Ask the host to reload" in text, text
        assert newer.page.locator("#table-reload").count() == 0
        # The host's page refuses a reply of another build as well, naming the guest's device.
        fields = read_code(code)
        reply = made_code({"format": "ludi-table", "version": fields["version"], "kind": "reply",
                           "table": fields["table"], "seat": 1, "nonce": fields["nonce"], "sdp": "v=0\r\n",
                           "build": {"version": "0" * 16, "date": "2020-01-02T10:00:00+00:00"}})
        refusal = paste_reply(host, reply)
        assert "Chico's device has an older Ludi" in refusal and "reload Ludi" in refusal, refusal
        assert host.page.locator('[data-table-seat="1"][data-state=waiting]').count() == 1
    finally:
        close_all(sites)
