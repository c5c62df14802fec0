"""The engine worker's growers in the page: a bot's search split into trees grows some of them in
helper workers (web/growers.mjs), and the game is the one the engine plays alone in CPython; a
take-back while a tree grows elsewhere is answered at once, and the bot then thinks again."""

from __future__ import annotations

import json

import pytest

from engine import api
from test_bots_in_browser import RECORD_REPLIES, RECORD_THINK_REPLIES, thought_through
from test_site import BOOT, site  # noqa: F401  (the fixture: a fresh context that fails on errors)

pytestmark = pytest.mark.browser

# Aquileia's Normal, from 3 players, splits the games it plays out into two trees.
SPLIT = ("index.html?game=aquileia&seats=normal,normal,normal&names=Livia,Chico,Stefan&seed=11"
         "&speed=fast")
NAMES = ("Livia", "Chico", "Stefan")
PREFIX = 14        # the first actions compared, once the growers have grown trees
# Aquileia's Hard splits its search into two trees (250 games played out): long enough to take
# back while one of them grows elsewhere. Slow speed: the take-back is offered for 3 s, time
# enough on a busy machine to see the tree handed out and then click.
TAKE_BACK = "index.html?game=aquileia&seats=human,hard,hard&names=Livia,Chico,Stefan&seed=7&speed=slow"
GROWERS = "window.ludiGrowers || {size: 0, ready: 0, handed: 0, grown: 0, failures: 0}"
HISTORY = "JSON.parse(localStorage.getItem('ludi.save') || 'null') || {history: []}"


def growers(page):
    return page.evaluate(GROWERS)


def test_a_seeded_game_with_growers_is_the_engines_game(site):
    """Three Normal bots play Aquileia in the page while the growers boot and then grow some of
    each search's trees: the first ``PREFIX`` actions are those the engine plays for the seed
    in CPython, where every tree grows in one place."""
    page = site.open(SPLIT, status="playing")
    page.wait_for_function(f"({GROWERS}).grown >= 2 && ({HISTORY}).history.length >= {PREFIX}",
                           timeout=BOOT)
    figures = growers(page)
    assert figures["size"] >= 1 and figures["ready"] >= 1 and figures["failures"] == 0, figures
    assert figures["handed"] >= figures["grown"] >= 2, figures
    history = page.evaluate(f"({HISTORY}).history")[:PREFIX]

    session = api.Session.start({"game": "aquileia", "seed": 11, "seats": [
        {"name": name, "kind": "bot", "bot": "mcts", "level": "normal"} for name in NAMES]})
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
    site.page.add_init_script(RECORD_THINK_REPLIES + RECORD_REPLIES)
    page = site.open(TAKE_BACK, status="playing")
    site.wait_for_person()
    # The pool starts with the first search that splits: the person's first move gets the bots
    # thinking.
    site.play_first_action()
    page.wait_for_function(f"({GROWERS}).ready >= 1", timeout=BOOT)  # a grower boots Python
    before = page.evaluate(f"({HISTORY}).history.length")
    handed = growers(page)["handed"]
    page.evaluate("window.repliesHeard.length = 0")
    site.choose_first()
    page.wait_for_selector("#takeback:not([hidden])", timeout=10_000)
    page.wait_for_function(f"({GROWERS}).handed > {handed}", timeout=10_000)
    page.locator("#takeback-button").click()
    page.wait_for_function("window.repliesHeard.includes('undo')", timeout=10_000)
    assert not thought_through(page, before + 1)   # the bots' thinking after the move
    site.wait_for_person()
    assert page.evaluate(f"({HISTORY}).history.length") == before
    handed = growers(page)["handed"]
    site.play_first_action()
    assert page.evaluate(f"({HISTORY}).history.length") > before + 1   # the bots moved
    figures = growers(page)
    assert figures["handed"] > handed and figures["failures"] == 0, figures


# growers.mjs alone, with stand-in workers the test answers for: which job goes where, and what
# a waiting thinking hears.
POOL_SCRIPT = """async () => {
  const { Growers } = await import("../growers.mjs");
  const made = [];
  self.Worker = class {
    constructor(url, options) { this.options = options; this.posted = []; made.push(this); }
    postMessage(message) { this.posted.push(message.request); }
    terminate() { this.terminated = true; }
  };
  const seen = [];
  const pool = new Growers("worker.mjs", 2, (figures) => seen.push(figures));
  pool.start();
  const [first, second] = made;
  const say = (worker, data) => worker.onmessage({ data });
  const jobs = (names) => names.map((name) => ({ name, job: `{"seed": ${name.length}}` }));
  const out = {};
  out.names = made.map((worker) => worker.options.name);
  say(first, { type: "ready" });
  pool.handOut("main", jobs(["a", "bb", "ccc"]));     // one ready grower: one job at a time
  out.firstTook = first.posted.map((request) => [request.cmd, request.job]);
  let woken = false;
  pool.wait("main").then(() => { woken = true; });
  say(first, { type: "reply", reply: { ok: true, visits: [[["x"], 3]] } });
  await null;
  out.woken = woken;
  out.taken = pool.take("main");
  out.firstNext = first.posted.length;
  // A new thinking on the board, and the engine awaits only its job: "ccc" (queued) is
  // dropped; "bb" (running) may finish, unheard.
  pool.handOut("main", jobs(["dddd"]));
  pool.keep("main", ["dddd"]);
  say(first, { type: "reply", reply: { ok: true, visits: [[["y"], 1]] } });
  out.afterOld = pool.take("main");
  out.firstJobs = first.posted.map((request) => request.job);
  // The grower running "dddd" fails: the thinking hears it; the other, never ready, fails too
  // and nobody is left.
  woken = false;
  pool.wait("main").then(() => { woken = true; });
  first.onerror({});
  await null;
  out.failed = [pool.takeFailed("main"), woken, first.terminated === true, pool.takeFailed("main")];
  say(second, { type: "failed", error: "no" });
  pool.handOut("other", jobs(["e"]));
  out.nobodyLeft = [pool.takeFailed("other"), pool.ready];
  // A take-back discards the board's thinking: whoever waits hears it, and nothing of it is
  // failed.
  pool.handOut("main", jobs(["f"]));   // nobody to grow it: given back at once
  woken = false;
  pool.wait("main").then(() => { woken = true; });
  pool.drop("main");
  await null;
  out.dropped = [woken, pool.takeFailed("main")];
  out.figures = seen[seen.length - 1];
  // Waiting with its trees still queued behind a busy grower, the engine takes them back.
  const lonePool = new Growers("worker.mjs", 1);
  lonePool.start();
  const lone = made[made.length - 1];
  say(lone, { type: "ready" });
  lonePool.handOut("main", jobs(["g", "hh"]));   // "g" on the grower, "hh" queued
  out.reclaimed = [lonePool.reclaim("main"), lonePool.takeFailed("main"), lone.posted.length,
                   lonePool.reclaim("main"), lonePool.figures().reclaimed];
  // A stale slice took them and could not deliver them: they wait for the next one.
  lonePool.putBack("main", [], ["hh", "zz"]);
  out.putBack = lonePool.takeFailed("main");
  return out;
}"""


def test_the_pool_hands_out_one_job_per_grower_and_lets_a_discarded_thinkings_go(site):
    page = site.page
    page.goto(site.base_url + "rules/marble.html")   # a page of the site with no engine
    out = page.evaluate(POOL_SCRIPT)
    assert out["names"] == ["grower", "grower"]
    assert out["firstTook"] == [["grow", '{"seed": 1}']]   # the job's text, as it came
    assert out["woken"] and out["taken"] == [{"name": "a", "visits": [[["x"], 3]]}]
    assert out["firstNext"] == 2                            # then the next queued job
    assert out["afterOld"] == []                            # a discarded thinking's tree
    assert out["firstJobs"] == ['{"seed": 1}', '{"seed": 2}', '{"seed": 4}']   # "ccc" dropped
    # a failed grower's job is given back to the engine, once
    assert out["failed"] == [["dddd"], True, True, []]
    assert out["nobodyLeft"] == [["e"], 0]
    assert out["dropped"] == [True, []]
    # waiting, the engine grows the jobs no grower has started; the one under way stays out
    assert out["reclaimed"] == [True, ["hh"], 1, False, 1]
    assert out["putBack"] == ["hh"]     # a name of no job of the thinking is not kept
    figures = out["figures"]
    assert (figures["size"], figures["ready"], figures["handed"], figures["grown"],
            figures["failures"], figures["reclaimed"]) == (2, 0, 6, 2, 2, 0), figures
