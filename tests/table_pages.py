"""The pages of a table of devices, driven as people would (tests/test_table*.py): the host sets a
game up with seats on other devices, each guest opens its invitation, the host takes each reply,
and everybody plays by keyboard on their own page. Codes pass between the pages as text, as a
person would copy them; every message a guest's page receives is recorded before its code sees
it."""

from __future__ import annotations

import base64
import hashlib
import json
import time
import zlib

from test_site import BOOT, CHOICES, Site

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
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


class Phone(Site):
    """A guest's phone: a touch screen of a phone's size, every message it receives recorded."""

    def __init__(self, browser, base_url, **context):
        self.base_url = base_url
        self.context = browser.new_context(base_url=base_url, **PHONE, **context)
        self.context.add_init_script(RECORD_MESSAGES)
        self.errors, self.requests = [], []
        self.context.on("request", self.record_request)
        self.page = self.context.new_page()
        self.watch(self.page)
        self.page.emulate_media(reduced_motion="reduce")


def host_site(browser, base_url):
    host = Site(browser, base_url)
    host.page.emulate_media(reduced_motion="reduce")  # no animation to wait for between moves
    return host


def made_code(fields):
    """A code as the page makes one (deflated JSON, then the first bytes of its SHA-256)."""
    packer = zlib.compressobj(wbits=-15)
    packed = packer.compress(json.dumps(fields).encode()) + packer.flush()
    return base64.urlsafe_b64encode(packed + hashlib.sha256(packed).digest()[:4]).decode().rstrip("=")


def read_code(code):
    """The fields of a code (its check bytes not checked)."""
    raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    return json.loads(zlib.decompress(raw[:-4], wbits=-15))


def damaged(code):
    middle = len(code) // 2
    return code[:middle] + ("A" if code[middle] != "A" else "B") + code[middle + 1:]


def open_table(host, game, kinds):
    """The host's lobby: `game` with a seat of each kind (human, remote, random), fast."""
    page = host.open(f"index.html?game={game}", status="ready")
    page.evaluate("""(kinds) => {
      document.querySelector('#seat-count').value = String(kinds.length);
      document.querySelector('#seat-count').dispatchEvent(new Event('change'));
      document.querySelectorAll('#seat-rows select').forEach((select, i) => {
        if (![...select.options].some((o) => o.value === kinds[i])) select.add(new Option(kinds[i], kinds[i]));
        select.value = kinds[i];
      });
      document.querySelector('#speed').value = 'fast';
    }""", kinds)
    page.click("#start-button")


def invitation(host, seat, other_than=None):
    """The invitation the host's page shows for `seat` (a fresh one: not `other_than`)."""
    selector = f'[data-table-seat="{seat}"][data-state=waiting] .table-code'
    host.page.wait_for_function(
        "([selector, other]) => { const box = document.querySelector(selector);"
        " return Boolean(box) && box.value !== other; }", arg=[selector, other_than], timeout=BOOT)
    return host.page.locator(selector).input_value()


def answer(guest, code, page=None):
    """`guest` opens the invitation `code` (in `page`, a tab of its own): its reply code."""
    page = page or guest.page
    page.goto("about:blank")
    page.goto(guest.base_url + "index.html#table=" + code)
    page.wait_for_selector("body[data-table=answered]", timeout=BOOT)
    link = page.locator("#table-panel .table-link").get_attribute("href")
    reply = page.locator("#table-panel .table-code").input_value()
    assert link.endswith("#reply=" + reply)
    return reply


def paste_reply(host, reply):
    """What the host's page says about `reply`: an error, or "" once it is taken."""
    panel = host.page.locator("#table-panel")
    panel.locator(".table-input").fill(reply)
    panel.locator(".table-go").click()
    host.page.wait_for_function(
        "!document.querySelector('#table-panel .table-go') || !document.querySelector('#table-panel .table-go').disabled")
    error = panel.locator(".table-inputbox .table-error")
    return error.inner_text() if error.count() and error.is_visible() else ""


def seat_guest(host, guest, seat):
    """The guest at `seat` opens the host's invitation and the host takes its reply."""
    assert paste_reply(host, answer(guest, invitation(host, seat))) == ""


def shown(site, page=None):
    return (page or site.page).evaluate("window.ludi && window.ludi.shown()")


def my_turn(site, seat, page=None):
    # One small answer from the page: the shown view itself grows with the game's log.
    return (page or site.page).evaluate("""([seat, choices]) => {
      const view = window.ludi && window.ludi.shown();
      return Boolean(view && view.live && view.current === seat && view.legal.length
                     && document.body.dataset.busy === "false" && document.querySelector(choices));
    }""", [seat, CHOICES])


def play_one(site, rng, page=None):
    """A seeded random choice, by keyboard (always the first would take and put back
    Massilia's die forever)."""
    page = page or site.page
    before = page.evaluate("window.ludi.shown().step")
    choices = page.locator(CHOICES)
    choices.nth(rng.randrange(choices.count())).focus()
    page.keyboard.press("Enter")
    if page.locator(".prompt-popover").count():  # one target, several ways: the first is focused
        page.keyboard.press("Enter")
    page.wait_for_function(f"window.ludi.shown() && window.ludi.shown().step > {before}", timeout=BOOT)


def received(site, page=None):
    return [json.loads(text) for text in (page or site.page).evaluate("window.tableReceived || []")]


def kept(site, page=None):
    """What a guest's device keeps of its table (web/table/trail.js)."""
    return (page or site.page).evaluate("window.ludiTable && window.ludiTable.kept()")


def play_until(host, players, rng, done, moves=1000):
    """Every seat's person plays a seeded random choice when it is their turn, until `done()`;
    `players`: [(site, seat)]. Fails after `moves` of their choices without `done()` (a game
    that stalls fails at the suite's limit on one test, with the stack of this loop)."""
    by_seat = {seat: site for site, seat in players}
    played = 0
    while not done():
        assert played < moves, f"not done after {moves} choices"
        # Whose turn it is, asked of the host's page: only that seat's page is asked further.
        current = host.page.evaluate("window.ludi.shown() ? window.ludi.shown().current : null")
        site = by_seat.get(current)
        if site is not None and my_turn(site, current):
            play_one(site, rng)
            played += 1
        else:
            time.sleep(0.05)


def verdict(site, page=None, timeout=BOOT):
    """The fairness check's word on a page once the game is over: (state, text). (A guest's
    page boots the engine for it.)"""
    page = page or site.page
    node = page.wait_for_selector("#table-verdict:not([data-verdict=checking])", timeout=timeout)
    return node.get_attribute("data-verdict"), node.inner_text()
