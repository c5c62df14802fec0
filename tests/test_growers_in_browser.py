"""The engine worker's growers in the page: a bot's search split into trees grows some of them in
helper workers (web/growers.mjs), and the game is the one the engine plays alone in CPython; a
take-back while a tree grows elsewhere is answered at once, and the bot then thinks again."""

from __future__ import annotations

import json

import pytest

from engine import api
from test_bots_in_browser import RECORD_COMMANDS
from test_site import site  # noqa: F401  (the fixture: a fresh context that fails on errors)

pytestmark = pytest.mark.browser

# City of Marble's Normal splits its search into three trees.
MARBLE = "index.html?game=marble&seats=normal,normal&names=Livia,Chico&seed=11&speed=fast"
PREFIX = 14        # the first actions compared, once the growers have grown trees
# Aquileia's Hard splits its search into two trees (250 games played out): long enough to take
# back while one of them grows elsewhere.
TAKE_BACK = "index.html?game=aquileia&seats=human,hard,hard&names=Livia,Chico,Stefan&seed=7&speed=normal"
GROWERS = "window.ludiGrowers || {size: 0, ready: 0, handed: 0, grown: 0, failures: 0}"
HISTORY = "JSON.parse(localStorage.getItem('ludi.save') || 'null') || {history: []}"


def growers(page):
    return page.evaluate(GROWERS)


def test_a_seeded_game_with_growers_is_the_engines_game(site):
    """Two Normal bots play City of Marble in the page while the growers boot and then grow some
    of each search's trees: the first ``PREFIX`` actions are those the engine plays for the seed
    in CPython, where every tree grows in one place."""
    page = site.open(MARBLE, status="playing")
    page.wait_for_function(f"({GROWERS}).grown >= 2 && ({HISTORY}).history.length >= {PREFIX}",
                           timeout=55_000)
    figures = growers(page)
    assert figures["size"] >= 1 and figures["ready"] >= 1 and figures["failures"] == 0, figures
    assert figures["handed"] >= figures["grown"] >= 2, figures
    history = page.evaluate(f"({HISTORY}).history")[:PREFIX]

    session = api.Session.start({"game": "marble", "seed": 11, "seats": [
        {"name": name, "kind": "bot", "bot": "mcts", "level": "normal"}
        for name in ("Livia", "Chico")]})
    while len(session.history) < PREFIX:
        session.step() if session.next_kind() == "chance" else session.bot_move()
    expected = json.loads(json.dumps(session.save()["history"]))
    for step, (action, again) in enumerate(zip(expected, history)):
        assert action == again, f"action {step}: {action} in the engine, {again} in the page"


def test_a_take_back_while_a_tree_grows_elsewhere_is_answered_at_once(site):
    """Once the growers are ready, the person moves; the Hard bot's thinking hands a tree to a
    grower, and a take-back then is answered before that thinking ends (the engine worker waits
    for the tree without blocking). The game is back where it was, and after the person's next
    move the bot thinks again with the growers and moves."""
    site.context.add_init_script(RECORD_COMMANDS + """
window.repliesHeard = [];
const sentIds = new Map();
const postAgain = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.request) sentIds.set(message.id, message.request.cmd);
  if (!this.repliesWatched) {
    this.repliesWatched = true;
    this.addEventListener("message", ({ data }) => {
      if (data && data.type === "reply") window.repliesHeard.push(sentIds.get(data.id));
    });
  }
  return postAgain.call(this, message, ...rest);
};
""")
    page = site.open(TAKE_BACK, status="playing")
    site.wait_for_person()
    # The pool starts with the first search: the person's first move gets the bots thinking.
    site.play_first_action()
    page.wait_for_function(f"({GROWERS}).ready >= 1", timeout=30_000)
    before = page.evaluate(f"({HISTORY}).history.length")
    handed = growers(page)["handed"]
    page.evaluate("window.repliesHeard.length = 0")
    site.choose_first()
    page.wait_for_selector("#takeback:not([hidden])", timeout=10_000)
    page.wait_for_function(f"({GROWERS}).handed > {handed}", timeout=10_000)
    page.locator("#takeback-button").click()
    page.wait_for_function("window.repliesHeard.includes('undo')", timeout=10_000)
    heard = page.evaluate("window.repliesHeard")
    assert "think" not in heard[:heard.index("undo")], heard
    site.wait_for_person()
    assert page.evaluate(f"({HISTORY}).history.length") == before
    handed = growers(page)["handed"]
    site.play_first_action()
    assert page.evaluate(f"({HISTORY}).history.length") > before + 1   # the bots moved
    figures = growers(page)
    assert figures["handed"] > handed and figures["failures"] == 0, figures
