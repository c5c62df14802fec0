"""Three devices at one table (the host and two phones), each guest's every message recorded:
before the game is over no guest receives the seed, the host's share of it, the other guest's
share, or anything but its own seat's views (the engine's own); what a guest knows cannot replay
the draws, while the shares sent at the end do. Then every device checks the dice and draws, and
a host that changes one draw in the record it sends is caught. Aquileia's hands and City of
Marble's bridge values; a reply relabelled for another seat, and a guest that leaves while the
seed is drawn (the exchange starts again, and every guest is told), and a guest whose first
hello is lost, on the way.
"""

from __future__ import annotations

import json
import random
import re

import pytest

from engine.core import CHANCE, as_action, sample
from engine.fairness import commitment_of, seed_of
from engine.session import Session
from table_pages import (Phone, answer, host_site, invitation, kept, made_code, open_table,
                         paste_reply, play_until, read_code, received, verdict)
from test_site import BOOT, GAME

pytestmark = pytest.mark.browser

BOT, A, B = 0, 1, 2   # the host's own seat is a bot; the two people sit at their phones
# The host's page changes the record it sends first (to the guest at seat A) at one draw.
TAMPER_RECORD = """
const send = RTCDataChannel.prototype.send;
RTCDataChannel.prototype.send = function (data) {
  if (window.tamper && !window.tamper.done && typeof data === "string" && data.includes('"record"')) {
    const message = JSON.parse(data);
    if (message.type === "record") {
      message.save.history[window.tamper.step] = window.tamper.action;
      window.tamper.done = true;
      data = JSON.stringify(message);
    }
  }
  return send.call(this, data);
};
"""
# A phone that is slow to reveal its share (while the test says so): it leaves meanwhile.
HOLD_REVEAL = """
const send = RTCDataChannel.prototype.send;
RTCDataChannel.prototype.send = function (data) {
  if (localStorage.getItem("test.holdReveal") && String(data).includes('"reveal"')) return;
  return send.call(this, data);
};
"""
# Where a guest's page is: its address, its table state and what its panel says.
GUEST_PAGE = """() => ({url: location.href.slice(-40), table: document.body.dataset.table,
  status: (document.querySelector('#table-guest-status') || {}).textContent})"""
# The host's every message in and out, by channel (a seat's link is one channel), with its time:
# what a failure to draw the seed shows.
RECORD_HOST = """
window.hostLinks = [];
const channels = new WeakMap();
let made = 0;
const number = (channel) => {
  if (!channels.has(channel)) channels.set(channel, ++made);
  return channels.get(channel);
};
const kind = (data) => { try { return JSON.parse(data).type; } catch { return "?"; } };
const send = RTCDataChannel.prototype.send;
RTCDataChannel.prototype.send = function (data) {
  window.hostLinks.push([number(this), "out", kind(data), Math.round(performance.now())]);
  return send.call(this, data);
};
const listen = RTCDataChannel.prototype.addEventListener;
RTCDataChannel.prototype.addEventListener = function (type, handler, ...rest) {
  if (type === "message") {
    const inner = handler;
    handler = (event) => {
      window.hostLinks.push([number(this), "in", kind(event.data), Math.round(performance.now())]);
      inner(event);
    };
  } else if (type === "open" || type === "close") {
    window.hostLinks.push([number(this), "listen-" + type, this.readyState, Math.round(performance.now())]);
  }
  return listen.call(this, type, handler, ...rest);
};
"""
# A phone whose first hello is lost on the way (one sent as the link opened was seen never to
# reach a busy host): it says hello again, and the host greets it once.
LOSE_FIRST_HELLO = """
const send = RTCDataChannel.prototype.send;
let lost = false;
RTCDataChannel.prototype.send = function (data) {
  if (!lost && String(data).includes('"hello"')) { lost = true; return; }
  return send.call(this, data);
};
"""
WELCOME = {"type", "seat", "game", "names", "phase", "round", "restarts", "lastSeq", "lang", "words"}
HEX = re.compile(r"[0-9a-f]{32,}")


def engine_views(save, seat):
    """The engine's own view of `seat` after each step of the save's game."""
    session = Session.start({**save, "history": []})
    views = {0: session.payload(seat)}
    for step, action in enumerate(save["history"], 1):
        session.apply(as_action(action))
        views[step] = session.payload(seat)
    return views


def draws_of(save):
    """[(step, outcome, outcomes there)] of every chance step of the save's game."""
    state = Session.start({**save, "history": []}).state
    draws = []
    for step, action in enumerate(save["history"]):
        action = as_action(action)
        if state.current_player() == CHANCE:
            draws.append((step, action, state.chance_outcomes()))
        state.apply(action)
    return draws


def replays(seed, draws):
    """Whether `seed` draws every one of `draws` as the engine does."""
    return all(sample(outcomes, random.Random(f"{seed}:{step}")) == outcome
               for step, outcome, outcomes in draws)


def another_draw(save):
    """(step, outcome): a draw of the game so far, and an outcome it could have had instead."""
    for step, outcome, outcomes in draws_of(save):
        others = [o for o, _p in outcomes if o != outcome]
        if step >= 3 and others:
            return step, list(others[0])
    return None


def check_guest_messages(messages, seat, save, parties, game_id):
    """Until the game is over: views are the engine's own for `seat`, and nothing carries the
    seed, the host's share or another guest's share."""
    own = next(party["share"] for party in parties if party["seat"] == seat)
    secrets = [save["seed"]] + [party["share"] for party in parties if party["seat"] != seat]
    expected = engine_views(save, seat)
    end = next(i for i, m in enumerate(messages)
               if m["type"] == "record" or (m["type"] == "view" and m["view"]["over"]))
    final = messages[end:]
    assert [m["type"] for m in final if m["type"] != "view"] == ["record"]
    for message in final:  # the last view: the final scores, the seed shown
        if message["type"] == "view":
            assert message["view"] == json.loads(json.dumps({**expected[len(save["history"])], "can_undo": False}))
    views = 0
    for message in messages[:end]:
        text = json.dumps(message)
        leaked = [secret for secret in secrets if secret in text]
        assert not leaked, f"a {message['type']} carried {leaked}"
        assert own not in text  # the guest's share went out, never came back
        kind = message["type"]
        # no share at all: the only long hex numbers a guest receives are commitments
        commitments = {party["commitment"] for party in message.get("parties", [])} if kind == "commits" else set()
        assert set(HEX.findall(text)) <= commitments, kind
        assert kind in {"welcome", "commit", "recommit", "commits", "view", "seen", "ack", "refused", "words"}
        if kind == "welcome":
            assert set(message) <= WELCOME and message["seat"] == seat
            assert [m["type"] for m in messages].count("welcome") == 1  # greeted once
            assert all(key.startswith((f"{game_id}.board.", f"term.{game_id}.")) for key in message["words"])
        elif kind == "commits":
            assert all(set(party) == {"seat", "commitment"} for party in message["parties"])
        elif kind in ("view", "seen"):
            view = message["view"]
            assert view["seat"] == seat and view["seed"] is None and view["secret_seed"] is True
            at = view["step"]
            engine = expected[at] if kind == "view" else Session.load(   # the game as it was then
                {**save, "history": save["history"][:view["steps"]]}).payload(seat, at)
            assert view == json.loads(json.dumps({**engine, "can_undo": False})), \
                f"{kind} at step {at}: more or other than the seat's own view"
            views += kind == "view"
    assert views > 10


@pytest.mark.parametrize("game_id, cheat", [("aquileia", False), ("marble", True)])
def test_no_guest_can_work_out_a_hand_or_a_draw_before_the_end(browser, base_url, game_id, cheat):
    host = host_site(browser, base_url)
    host.context.add_init_script(RECORD_HOST)
    if cheat:
        host.context.add_init_script(TAMPER_RECORD)
    a, b = Phone(browser, base_url), Phone(browser, base_url)
    a.context.add_init_script(LOSE_FIRST_HELLO)
    b.context.add_init_script(HOLD_REVEAL)
    try:
        open_table(host, game_id, ["random", "remote", "remote"])
        reply_a = answer(a, invitation(host, A))
        # A reply relabelled for the other seat is refused as what it is.
        relabelled = made_code({**read_code(reply_a), "seat": B})
        assert "answers the invitation for Chico, yet it says it is for seat 3 (Stefan)" \
            in paste_reply(host, relabelled)
        assert paste_reply(host, reply_a) == ""
        code_b = invitation(host, B)
        reply_b = answer(b, code_b)
        if not cheat:  # B is slow to reveal, and leaves before the seed is drawn
            b.page.evaluate("localStorage.setItem('test.holdReveal', '1')")
        assert paste_reply(host, reply_b) == ""
        if not cheat:
            try:
                a.page.wait_for_function("window.tableReceived.some((m) => JSON.parse(m).type === 'commits')")
            except Exception:
                raise AssertionError(
                    "the commitments never reached A: host: " + host.page.locator("#table-panel").inner_text()
                    + f" / A received {[m['type'] for m in received(a)]}, B {[m['type'] for m in received(b)]}"
                    + f" / errors {host.errors} {a.errors} {b.errors}"
                    + " / A's page: " + json.dumps(a.page.evaluate(GUEST_PAGE))
                    + " / B's page: " + json.dumps(b.page.evaluate(GUEST_PAGE))
                    + " / the host's links: " + json.dumps(host.page.evaluate("window.hostLinks"))) from None
            b.page.wait_for_function("window.ludiTable.kept().commits")  # its reveal went nowhere
            b.page.evaluate("localStorage.removeItem('test.holdReveal')")
            b.page.close()
            a.page.wait_for_selector("#table-guest-status:has-text('drawing the seed again')", timeout=GAME)
            assert "Stefan's device left" in a.page.locator("#table-guest-status").inner_text()
            b.page = b.context.new_page()
            b.watch(b.page)
            b.page.emulate_media(reduced_motion="reduce")
            fresh = invitation(host, B, other_than=code_b)
            assert paste_reply(host, answer(b, fresh)) == ""
            assert "started drawing the seed again 1 time" in host.page.locator("#table-restarts").inner_text()
        host.wait_status("playing", timeout=GAME)
        for guest in (a, b):
            guest.page.wait_for_function("window.ludi && window.ludi.shown()", timeout=GAME)
            assert not [url for url in guest.requests if "worker.mjs" in url or "pyodide" in url]
        rng = random.Random(11)
        looked, tamper, looked_for = [], [], []

        def over():
            step = a.page.evaluate("window.ludi.shown() ? window.ludi.shown().step : 0")
            if not looked and step > 30 and a.page.locator("#log li").count():
                # Once, mid-game, a guest looks back at the board after an early log line.
                a.page.evaluate("document.querySelector('#log li').click()")
                a.page.wait_for_selector("#history:not([hidden])", timeout=30_000)
                a.page.click("#history-back")
                looked.append(True)
            if cheat and not tamper and step > 40 + 20 * len(looked_for):
                # The host will change a draw played so far in the record it sends A.
                looked_for.append(step)
                found = another_draw(host.page.evaluate("JSON.parse(localStorage.getItem('ludi.save'))"))
                if found:
                    tamper.extend(found)
                    host.page.evaluate("(t) => { window.tamper = t; }", {"step": tamper[0], "action": tamper[1]})
            return all(site.status == "over" for site in (host, a, b))

        play_until(host, [(a, A), (b, B)], rng, over)
        assert looked

        save = host.page.evaluate("JSON.parse(localStorage.getItem('ludi.save'))")
        table = host.page.evaluate("JSON.parse(localStorage.getItem('ludi.table'))")
        parties = table["parties"]
        assert [p["seat"] for p in parties] == [None, A, B]
        assert str(seed_of([p["share"] for p in parties])) == save["seed"]
        for guest, seat in ((a, A), (b, B)):
            messages = received(guest)
            check_guest_messages(messages, seat, save, parties, game_id)
            assert kept(guest)["commits"] == [{"seat": p["seat"], "commitment": p["commitment"]} for p in parties]
            assert any(m["type"] == "seen" for m in messages) == (guest is a)

        # What a guest knows before the end cannot replay the draws; the shares at the end do.
        # (Even given the other guest's share: only the host's is missing.) A game may have few
        # draws (City of Marble's as few as four), which a wrong seed could replay by chance, so
        # a guess is held to ten more: those the seed makes after the end, one in a thousand each.
        draws = draws_of(save)
        assert draws and replays(save["seed"], draws)
        end, thousand = len(save["history"]), [((k,), 1 / 1000) for k in range(1000)]
        later = [(step, sample(thousand, random.Random(f"{save['seed']}:{step}")), thousand)
                 for step in range(end, end + 10)]
        own, other = parties[1]["share"], parties[2]["share"]
        guesses = random.Random(3)
        known = [[own], [own, other], [parties[0]["commitment"][:32], own, other], [own, own, other]]
        known += [[f"{guesses.getrandbits(128):032x}", own, other] for _ in range(500)]
        assert all(commitment_of(p["share"]) == p["commitment"] for p in parties)
        assert not any(replays(seed_of(shares), draws + later) for shares in known)

        # Every device checked every share, the seed and every draw; the changed one is named.
        assert verdict(host)[0] == "fair"
        assert verdict(b)[0] == "fair" and "dice and draws were fair" in verdict(b)[1]
        if cheat:
            state, text = verdict(a)
            assert state == "unfair" and f"move {tamper[0] + 1} is not the draw" in text, text
        else:
            assert verdict(a)[0] == "fair"
    finally:
        for site in (host, a, b):
            site.close()
    for site in (host, a, b):
        assert not site.errors, f"console errors: {site.errors}"
