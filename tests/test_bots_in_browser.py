"""Bots in the page: a seeded game plays as the engine plays it, with the CPU slowed down (budgets
are counts of work, never time), and a bot that thinks long shows it on its seat while the board
and the log stay readable."""

from __future__ import annotations

import json

import pytest

from engine import api
from engine.bots.ahead import likeliest_line
from engine.session import Session
from test_site import BOOT, GAME, site  # noqa: F401  (the fixture: a fresh context that fails on errors)

pytestmark = pytest.mark.browser

REPLAY = "index.html?game=marble&seats=easy,normal&names=Livia,Chico&seed=7&speed=fast"
PREFIX = 24        # the first actions of the game (chance and bot decisions) compared
SLOW_BOT = "index.html?game=aquileia&seats=human,hard,hard&names=Livia,Chico,Stefan&seed=7&speed=fast"
THINK_AHEAD = "index.html?game=aquileia&seats=human,easy,easy&names=Livia,Chico,Stefan&seed=7&speed=normal"
# Every command the page sends its engine worker, in order.
RECORD_COMMANDS = """
window.sentCommands = [];
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.request) window.sentCommands.push(message.request.cmd);
  return post.call(this, message, ...rest);
};
"""

# RECORD_COMMANDS, and window.repliesHeard: the command of every reply the engine worker sends.
RECORD_REPLIES = RECORD_COMMANDS + """
window.repliesHeard = [];
const listen = Worker.prototype.addEventListener;
const sentIds = new Map();
const postAgain = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.request) sentIds.set(message.id, message.request.cmd);
  if (!this.repliesWatched) {
    this.repliesWatched = true;
    listen.call(this, "message", ({ data }) => {
      if (data && data.type === "reply") window.repliesHeard.push(sentIds.get(data.id));
    });
  }
  return postAgain.call(this, message, ...rest);
};
"""


# Every "think" reply with the steps it was asked at (window.thinkReplies), and the person's next
# move swapped for window.nextAction when that is set, as the play request goes to the engine.
RECORD_THINK_REPLIES = """
window.thinkReplies = [];
window.thinksAsked = [];   // the steps of every think request, as sent
window.nextAction = null;
const asked = new Map();
const postThink = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  const request = message && message.request;
  if (request && request.cmd === "play" && window.nextAction) {
    request.action = window.nextAction;
    window.nextAction = null;
  }
  if (request && request.cmd === "think") {
    asked.set(message.id, request.steps);
    window.thinksAsked.push(request.steps);
  }
  if (!this.thinkRepliesWatched) {
    this.thinkRepliesWatched = true;
    this.addEventListener("message", ({ data }) => {
      if (!data || data.type !== "reply" || !asked.has(data.id)) return;
      const { through, guessed, stale } = data.reply;
      window.thinkReplies.push({ steps: asked.get(data.id), through, guessed, stale });
      asked.delete(data.id);
    });
  }
  return postThink.call(this, message, ...rest);
};
"""


def thought_through(page, steps):
    """The replies of thinking asked at ``steps`` that ended thought through, not stale."""
    return page.evaluate(f"window.thinkReplies.filter((r) => r.steps === {steps} && !r.stale)")


def game_prefix(site, throttle):
    """The first ``PREFIX`` actions of the seeded all-bot game (from the autosave) and the log
    lines shown by then, with Chromium's CPU running ``throttle`` times slower."""
    cdp = site.context.new_cdp_session(site.page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    page = site.open(REPLAY, status="playing")
    page.wait_for_function(
        f"(JSON.parse(localStorage.getItem('ludi.save') || 'null') || {{history: []}})"
        f".history.length >= {PREFIX}", timeout=GAME)
    history = page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history")
    return history[:PREFIX], site.log_lines()


def engine_prefix():
    """The same seeded game's first ``PREFIX`` actions played by the engine in this process (at
    full speed, not in the page), and the lines of its log a spectator reads."""
    session = api.Session.start({"game": "marble", "seed": 7, "seats": [
        {"name": "Livia", "kind": "bot", "bot": "mcts", "level": "easy"},
        {"name": "Chico", "kind": "bot", "bot": "mcts", "level": "normal"}]})
    while len(session.history) < PREFIX:
        session.step() if session.next_kind() == "chance" else session.bot_move()
    log = [entry["text"] for entry in session.payload(None)["log"]]
    return json.loads(json.dumps(session.save()["history"])), log


def test_a_seeded_bot_game_replays_the_same_with_the_cpu_slowed_down(site):
    """The page's seeded game of Easy and Normal bots, with Chromium's CPU four times slower,
    makes every choice the engine makes for that seed at full speed in CPython: a bot's budget
    is a count of work, never time (one budget in seconds would change a choice), and the page's
    engine is the engine."""
    history, log = game_prefix(site, throttle=4)
    expected, expected_log = engine_prefix()
    assert len(history) == len(expected) == PREFIX
    for step, (action, again) in enumerate(zip(expected, history)):
        assert action == again, f"action {step}: {action} in the engine, {again} in the slowed page"
    assert len(expected_log) >= 5 and log[:len(expected_log)] == expected_log


# Every look of a thinking seat, as the page drew it (a fast machine's search may show for a
# moment only): its seat, its share, its tag's words, and whether the board stayed uncovered.
RECORD_THINKING_TAGS = """
window.ludiPacing = { thinkingMs: 0, decidingMs: 3600000 };
window.thinkingLooks = [];
addEventListener("DOMContentLoaded", () => {
  new MutationObserver(() => {
    for (const item of document.querySelectorAll("#players .player[data-thinking]")) {
      const board = document.querySelector("#board-host canvas");
      const box = board ? board.getBoundingClientRect() : null;
      const under = box && box.width ? document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) : null;
      window.thinkingLooks.push({
        seat: item.dataset.seat, share: item.dataset.thinking,
        tag: (item.querySelector(".thinking-tag") || {}).textContent || "",
        boardShown: !!under && under.closest("#board-host") !== null,
        logShown: !!document.querySelector("#log li"),
      });
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true,
                              attributeFilter: ["data-thinking"] });
});
"""


def test_a_bot_that_thinks_long_shows_it_on_its_seat(site):
    """Aquileia's Hard plays 250 games out by the plan for an early move: once the person has
    moved, the thinking bot's seat shows it, with the share of the search done, and the board and
    the log stay on screen; the tag goes once the person is to move again. The page shows a search
    from its start here (a long one only, normally) and guesses nothing ahead, so the search is
    seen whatever the machine's speed."""
    site.page.add_init_script(RECORD_THINKING_TAGS)
    page = site.open(SLOW_BOT, status="playing")
    site.wait_for_person()
    site.choose_first()
    page.wait_for_function("window.thinkingLooks.some((look) => Number(look.share) > 0)",
                           timeout=GAME)
    looks = page.evaluate("window.thinkingLooks")
    assert {look["seat"] for look in looks} <= {"1", "2"}, looks   # a bot's seat, never the person's
    assert all("thinking" in look["tag"] for look in looks), looks
    assert any("%" in look["tag"] for look in looks), looks
    assert all(look["boardShown"] and look["logShown"] for look in looks), \
        "something covers the board or the log while a bot thinks"
    site.wait_for_person(timeout=GAME)
    assert page.locator("#players [data-thinking]").count() == 0
    assert page.locator(".thinking-tag").count() == 0


# RECORD_COMMANDS, and window.thoughtAhead: each "think" reply's ahead and through.
RECORD_THINKING = RECORD_COMMANDS + """
window.thoughtAhead = [];
const listenToo = Worker.prototype.addEventListener;
const postToo = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (!this.thinkingWatched) {
    this.thinkingWatched = true;
    listenToo.call(this, "message", ({ data }) => {
      const reply = data && data.type === "reply" && data.reply;
      if (reply && "through" in reply) window.thoughtAhead.push([reply.thought, reply.through]);
    });
  }
  return postToo.call(this, message, ...rest);
};
"""


def test_a_bot_thinks_while_the_move_before_it_is_shown(site):
    """When the page shows a move and a bot moves next, the page asks the bots to think
    ("think" with "ahead") while it paces, the take-back pause included: the bot to move, then
    on through the stretch of bot and chance moves up to the person's next decision. Each
    "bot" request then plays a kept choice."""
    site.page.add_init_script(RECORD_THINKING)
    page = site.open(THINK_AHEAD, status="playing")
    site.wait_for_person()
    for _ in range(2):
        page.evaluate("window.sentCommands.length = 0; window.thoughtAhead.length = 0")
        site.play_first_action()
        sent = [cmd for cmd in page.evaluate("window.sentCommands") if cmd not in ("view", "save")]
        sent = sent[sent.index("play"):]   # (the bots may have thought while she decided)
        bots = [k for k, cmd in enumerate(sent) if cmd == "bot"]
        # Between the move and the first bot's: thinking only (a slow machine may ask again,
        # as the take-back pause ends, before the bot plays).
        assert bots and bots[0] >= 2 and set(sent[1:bots[0]]) == {"think"}, sent
        assert len(bots) >= 2 and all(sent[k - 1] == "think" for k in bots), sent
        # the first thinking went through the stretch: both bots' moves, chosen ahead
        thought = page.evaluate("window.thoughtAhead")
        assert [True, True] in [[ahead >= 1, through] for ahead, through in thought], thought


def test_a_take_back_is_answered_while_the_bot_thinks(site):
    """The worker thinks in slices: a take-back clicked while Aquileia's Hard bot thinks (250
    games played out) is answered before that thinking ends, and the bot thinks again after the
    person's move."""
    site.page.add_init_script(RECORD_THINK_REPLIES + RECORD_REPLIES)
    # Slow speed: the take-back is offered for 3 s, time enough on a busy machine to click.
    page = site.open(SLOW_BOT.replace("speed=fast", "speed=slow"), status="playing")
    site.wait_for_person()
    before = page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history.length")
    # On a busy machine the click may come only once the thinking is done (with the growers it
    # is quicker): then this proves nothing, and the person tries another first move.
    for option in range(3):
        page.evaluate("window.repliesHeard.length = 0; window.sentCommands.length = 0;"
                      "window.thinkReplies.length = 0")
        site.choices().nth(option).focus()
        page.keyboard.press("Enter")
        if page.locator(".prompt-popover").count():
            page.keyboard.press("Enter")
        page.wait_for_selector("#takeback:not([hidden])", timeout=10_000)
        page.wait_for_function("window.sentCommands.includes('think')", timeout=10_000)
        page.locator("#takeback-button").click()
        page.wait_for_function("window.repliesHeard.includes('undo')", timeout=GAME)
        thought = thought_through(page, before + 1)   # the bots' thinking after the move
        site.wait_for_person()
        assert page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history.length") == before
        if not thought:
            break
    assert not thought, thought


GUESSING = "index.html?game=aquileia&seats=human,easy,easy&names=Livia,Chico,Stefan&seed=7&speed=fast"
HISTORY = "JSON.parse(localStorage.getItem('ludi.save')).history"


def saved_session(page):
    """The page's game, replayed here from its save."""
    return Session.load(json.loads(page.evaluate("localStorage.getItem('ludi.save')")))


def test_the_bots_think_while_the_person_decides_and_play_the_engines_game(site):
    """At the person's decision the page asks the bots to think: the engine guesses the
    person's move and thinks the stretch after each guess, through. The person then plays the
    plan's move, the first guessed, and the stretch thought for it is the one played
    ("guessed"). The page's game is the one the engine plays in CPython, bot by bot, with the
    same moves of the person."""
    site.page.add_init_script(RECORD_THINK_REPLIES)
    page = site.open(GUESSING, status="playing")
    site.wait_for_person()
    for _ in range(4):
        steps = len(page.evaluate(HISTORY))
        page.wait_for_function(f"window.thinkReplies.some((r) => r.steps === {steps} && r.through)",
                               timeout=GAME)
        session = saved_session(page)
        line = likeliest_line(session.ahead.setting, session.state, steps)
        page.evaluate("action => { window.nextAction = action; }", list(line[0][0]))
        site.play_first_action()
        if page.evaluate("document.body.dataset.status") != "playing":
            break
    replies = page.evaluate("window.thinkReplies")
    assert any(reply["guessed"] for reply in replies), replies

    history = page.evaluate(HISTORY)
    person = [action for action, actor in saved_session(page).history if actor == 0]
    session = api.Session.start({"game": "aquileia", "seed": 7, "seats": [
        {"name": "Livia", "kind": "human"},
        {"name": "Chico", "kind": "bot", "bot": "mcts", "level": "easy"},
        {"name": "Stefan", "kind": "bot", "bot": "mcts", "level": "easy"}]})
    while len(session.history) < len(history):
        kind = session.next_kind()
        if kind == "human":
            session.play(0, person.pop(0))
        else:
            session.step() if kind == "chance" else session.bot_move()
    assert json.loads(json.dumps(session.save()["history"])) == history


TAKE_BACK_WHILE_DECIDING = ("index.html?game=marble&seats=human,hard,hard&names=Livia,Chico,Stefan"
                            "&seed=5&speed=fast")


def test_a_take_back_while_the_bots_think_during_the_persons_turn_is_answered_at_once(site):
    """City of Marble's turn is several decisions: the person plays a tile and, while they
    decide where to place it, the two Hard bots think the stretches of the places guessed. A
    take-back of the tile then is answered before that thinking ends, the guesses go with it,
    and the person decides again where the turn began."""
    site.page.add_init_script(RECORD_THINK_REPLIES + RECORD_REPLIES)
    page = site.open(TAKE_BACK_WHILE_DECIDING, status="playing")
    site.wait_for_person()
    before = len(page.evaluate(HISTORY))
    tile = next(action for action in saved_session(page).state.legal_actions()
                if action[0] == "play")
    # The bots begin to think half a second after the person is asked: a quicker tile would
    # leave no thinking to go stale.
    page.wait_for_function(f"window.thinksAsked.includes({before})", timeout=BOOT)
    page.evaluate("action => { window.nextAction = action; }", list(tile))
    site.play_first_action()
    assert len(page.evaluate(HISTORY)) == before + 1
    page.wait_for_function(f"window.thinkReplies.some((r) => r.steps === {before})",
                           timeout=BOOT)   # the thinking before the tile: gone, stale
    page.locator("#undo").click()
    page.wait_for_function("window.repliesHeard.includes('undo')", timeout=BOOT)
    assert not thought_through(page, before + 1)   # answered before the bots were done
    site.wait_for_person()
    assert len(page.evaluate(HISTORY)) == before
