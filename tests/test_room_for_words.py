"""Room for the words at 390 px, in English, German and Dutch: no word of a board runs into
another or over a token, none leaves its canvas, and no word of the lobby or a panel is cut or
spills out of its box.

A board's words are recorded as it draws them: an init script wraps the canvas's ``fillText``
(each word's box from ``measureText``, in the canvas's pixels) and ``arc`` (the tokens), and a
full clear of the canvas starts a new frame. Two words closer than a word space read as one
("DolusPecunia"); a word that touches a token it does not sit on is hidden by it. A faint word
behind the board (a quarter's big number) and a token drawn over the finished board (a move's
mark) are no collision. HTML is measured as laid out: an element whose own words are wider than
its box (unless it scrolls or ends in an ellipsis on purpose), and a select whose choices are
wider than it shows.
"""

from __future__ import annotations

import pytest

from test_site import BOOT

pytestmark = pytest.mark.browser

WIDTH, HEIGHT = 390, 844
LANGS = ("en", "de", "nl")
LINKS = {
    "aquileia": "index.html?game=aquileia&seats=human,random,random&names=Livia,Chico,Stefan&seed=42&speed=fast",
    "massilia": "index.html?game=massilia&seats=human,random,random&names=Livia,Chico,Stefan&seed=42&speed=fast",
    "marble": "index.html?game=marble&seats=human,random&names=Livia,Chico&seed=5&speed=fast",
    "ave": "index.html?game=ave&seats=human,random&names=Livia,Chico&seed=42&speed=fast",
}
DECISIONS = 3  # the person's decisions looked at per game, the first screen included

# Every word a canvas draws since its last full clear, and every token (a circle of 3 px or more).
TEXT_BOXES = """(() => {
  const proto = CanvasRenderingContext2D.prototype;
  const fill = proto.fillText, clear = proto.clearRect, arc = proto.arc;
  const drawn = (canvas) => (canvas.__drawn ||= { texts: [], circles: [] });
  proto.clearRect = function (x, y, w, h) {
    if (x === 0 && y === 0 && w === this.canvas.width && h === this.canvas.height) {
      this.canvas.__drawn = { texts: [], circles: [] };
    }
    return clear.apply(this, arguments);
  };
  proto.arc = function (x, y, r) {
    const t = this.getTransform(), seen = drawn(this.canvas);
    if (!t.b && !t.c && r * t.a >= 3) {
      seen.circles.push({ x: t.a * x + t.e, y: t.d * y + t.f, r: r * t.a, after: seen.texts.length });
    }
    return arc.apply(this, arguments);
  };
  proto.fillText = function (text, x, y, max) {
    const m = this.measureText(text), t = this.getTransform();
    const rgba = /rgba\\([^)]*,\\s*([\\d.]+)\\)/.exec(String(this.fillStyle));
    const faint = this.globalAlpha * (rgba ? Number(rgba[1]) : 1) < 0.5;
    if (!t.b && !t.c && !faint && String(text).trim()) {  // (a die tumbling is turned: left out)
      let left = x - m.actualBoundingBoxLeft, right = x + m.actualBoundingBoxRight;
      if (max !== undefined && m.width > max) {  // the browser narrows the words to max
        left = x + (left - x) * max / m.width;
        right = x + (right - x) * max / m.width;
      }
      drawn(this.canvas).texts.push({
        text: String(text), size: parseFloat(/([\\d.]+)px/.exec(this.font)[1]) * t.a,
        x0: t.a * left + t.e, x1: t.a * right + t.e,
        y0: t.d * (y - m.actualBoundingBoxAscent) + t.f, y1: t.d * (y + m.actualBoundingBoxDescent) + t.f });
    }
    return fill.apply(this, arguments);
  };
})();"""

# What is wrong with the words every canvas drew last: [kind, words...].
CROWDED = """() => {
  const found = [];
  for (const canvas of document.querySelectorAll("canvas")) {
    const { texts, circles } = canvas.__drawn || { texts: [], circles: [] };
    const seen = new Set();
    const words = texts.filter((b) => {   // a word drawn twice at one place is one word
      const key = `${b.text}|${Math.round(b.x0)}|${Math.round(b.y0)}`;
      return !seen.has(key) && seen.add(key);
    });
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j < words.length; j++) {
        const a = words[i], b = words[j];
        const space = 0.3 * Math.min(a.size, b.size);  // a word space: closer, two words read as one
        if (Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) + space > 0 &&
            Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0) found.push(["touch", a.text, b.text]);
      }
    }
    // tokens drawn after the board's last word are marks over the finished board
    const tokens = circles.filter((c) => c.after < texts.length);
    const centre = (b) => [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
    const within = (b, c) => (centre(b)[0] - c.x) ** 2 + (centre(b)[1] - c.y) ** 2 < c.r * c.r;
    for (const b of words) {
      if (b.x0 < -0.5 || b.x1 > canvas.width + 0.5) found.push(["off the board", b.text]);
      // a number on a token belongs there, and a token on a single figure stands on it
      if (b.text.length < 2 || tokens.some((c) => within(b, c))) continue;
      for (const c of tokens) {
        const x = Math.max(b.x0, Math.min(c.x, b.x1)), y = Math.max(b.y0, Math.min(c.y, b.y1));
        if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.r * c.r) found.push(["under a token", b.text]);
      }
    }
  }
  return found;
}"""

# What is cut under `selector`: [kind, words...].
CUT = """(selector) => {
  const found = [];
  const ctx = document.createElement("canvas").getContext("2d");
  const ownWords = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  for (const root of document.querySelectorAll(selector)) {
    for (const el of [root, ...root.querySelectorAll("*")]) {
      if (!el.checkVisibility() || el.clientWidth <= 1) continue;  // (a screen reader's words)
      const style = getComputedStyle(el);
      if (el.tagName === "SELECT") {  // every choice as the closed select shows it, arrow beside
        ctx.font = style.font;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        for (const option of el.options) {
          if (ctx.measureText(option.text).width > room) found.push(["select", option.text]);
        }
        continue;
      }
      if (!ownWords(el) || ["INPUT", "TEXTAREA"].includes(el.tagName)) continue;
      if (["auto", "scroll"].includes(style.overflowX) || style.textOverflow === "ellipsis") continue;
      if (el.scrollWidth > el.clientWidth + 1) found.push(["cut", el.textContent.trim().slice(0, 80)]);
    }
  }
  return found;
}"""


def phone_context(browser, base_url):
    context = browser.new_context(base_url=base_url, viewport={"width": WIDTH, "height": HEIGHT},
                                  is_mobile=True, has_touch=True)
    context.add_init_script(TEXT_BOXES)
    return context


@pytest.fixture
def narrow(browser, base_url):
    """``narrow()``: a fresh phone-sized page, its canvases' words recorded."""
    contexts = []

    def make():
        contexts.append(phone_context(browser, base_url))
        return contexts[-1].new_page()
    yield make
    for context in contexts:
        context.close()


@pytest.fixture(scope="module")
def games_page(browser, base_url):
    """One phone-sized page for every game in every language, one after another, as a person
    plays them: after the first boot its engine is kept, and each game starts from a deep link."""
    context = phone_context(browser, base_url)
    yield context.new_page()
    context.close()


def history(page):
    return page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history.length")


def decide(page):
    """The person's first choice, by keyboard (board targets lie under the canvas)."""
    steps = history(page)
    page.locator("#actions button.action, [data-choice]").first.focus()
    page.keyboard.press("Enter")
    if page.locator(".prompt-popover").count():
        page.keyboard.press("Enter")
    page.wait_for_function(f"JSON.parse(localStorage.getItem('ludi.save')).history.length > {steps}")
    page.wait_for_selector("body[data-busy=false]", timeout=BOOT)


@pytest.mark.parametrize("lang", LANGS)
def test_the_lobby_cuts_no_word_at_390_px(narrow, base_url, lang):
    page = narrow()
    page.goto(base_url + f"index.html?game=aquileia&lang={lang}")  # the set-up form, open
    page.wait_for_selector("body[data-status=ready]", timeout=BOOT)
    page.select_option("#seat-count", "5")
    assert page.locator("#seat-rows select").count() == 5
    assert page.evaluate(CUT, "#lobby") == []


@pytest.mark.parametrize("lang", LANGS)
def test_no_word_of_a_board_or_a_panel_runs_into_another_or_is_cut_at_390_px(games_page, base_url,
                                                                               lang):
    found = {}
    page = games_page
    for game, link in LINKS.items():
        page.goto(base_url + link + f"&lang={lang}")
        page.wait_for_selector("body[data-status=playing][data-busy=false]", timeout=BOOT)
        for decision in range(DECISIONS):
            page.wait_for_timeout(300)  # the pieces settled: the last frame is the board at rest
            said = page.evaluate(CROWDED) + page.evaluate(CUT, "#game")
            assert page.evaluate("document.querySelector('canvas').__drawn.texts.length") > 20
            for fault in said:
                found.setdefault(game, {}).setdefault(" · ".join(fault), decision)
            if page.evaluate("document.body.dataset.status") != "playing":
                break
            decide(page)
    assert not found, found


def test_the_checks_find_words_that_touch_are_cut_or_lie_under_a_token(narrow, base_url):
    page = narrow()
    page.goto(base_url + "index.html?lang=en")
    page.wait_for_selector("body[data-status=ready]", timeout=BOOT)
    page.evaluate("""() => {
      const canvas = document.createElement("canvas");
      canvas.width = 300; canvas.height = 100;
      document.body.append(canvas);
      const ctx = canvas.getContext("2d");
      ctx.clearRect(0, 0, 300, 100);
      ctx.font = "12px sans-serif";
      ctx.textAlign = "left";
      ctx.fillText("Dolus", 10, 20);
      ctx.fillText("Pecunia", 10 + ctx.measureText("Dolus").width + 1, 20);   // no word space
      ctx.fillText("Bronze", 10, 60);
      ctx.fillText("Silber", 10 + ctx.measureText("Bronze").width + 8, 60);    // apart: fine
      ctx.beginPath(); ctx.arc(20, 60, 6, 0, 7); ctx.fill();                  // over "Bronze"
      ctx.fillText("12", 150, 60); ctx.beginPath(); ctx.arc(155, 56, 10, 0, 7);  // a number on its token
      ctx.fillStyle = "rgba(0,0,0,0.1)"; ctx.fillText("Faint", 10, 20);       // behind the words
      ctx.fillStyle = "#000"; ctx.fillText("Edge", 290, 90);
      ctx.beginPath(); ctx.arc(12, 20, 8, 0, 7);  // after the last word: a mark over the board
      const box = document.createElement("div");
      box.id = "cut-probe";
      box.innerHTML = '<span style="display:inline-block;width:40px;overflow:hidden">Distriktplättchen</span>' +
        '<span style="display:inline-block;width:40px;overflow:hidden;text-overflow:ellipsis">Ellipsis on purpose</span>' +
        '<select style="width:80px"><option>Bot · Mittel, Schwer</option><option>Bot</option></select>';
      document.body.append(box);
    }""")
    crowded = page.evaluate(CROWDED)
    assert ["touch", "Dolus", "Pecunia"] in crowded
    assert ["under a token", "Bronze"] in crowded
    assert ["off the board", "Edge"] in crowded
    assert len(crowded) == 3, crowded
    assert page.evaluate(CUT, "#cut-probe") == [["cut", "Distriktplättchen"],
                                                ["select", "Bot · Mittel, Schwer"]]
