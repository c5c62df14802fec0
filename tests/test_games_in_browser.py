"""Every game in the catalogue, played in Chromium: a human's first click, and bots playing the
end of a game to its final scores.

The site tests in ``test_site.py`` cover the platform with Aquileia (an all-bot game played whole
in the page among them); this file proves that each other game runs through the same worker and
play screen to its final scores.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import engine
from engine import api
from test_site import GAME, site  # noqa: F401  (site: a fresh context that fails on errors)

pytestmark = pytest.mark.browser

LAST_STEPS = 40  # the steps of a game's end that its bots play in the page
NAMES = ["Livia", "Chico", "Stefan", "Lisa"]
OTHER_GAMES = [game_id for game_id in engine.GAMES if game_id != "aquileia"]


def link(game_id, seats):
    names = ",".join(NAMES[:len(seats)])
    return f"index.html?game={game_id}&seats={','.join(seats)}&names={names}&seed=7&speed=fast"


def save_near_the_end(game_id, players):
    """A seeded game of random seats played by the engine in this process, saved ``LAST_STEPS``
    steps before its end (the page plays those)."""
    seats = [{"name": name, "kind": "bot", "bot": "random"} for name in NAMES[:players]]
    session = api.Session.start({"game": game_id, "seed": 7, "seats": seats})
    choose = random.Random(7)
    while not session.state.is_terminal():
        if session.next_kind() == "chance":
            session.step()
        else:
            session.play(session.state.current_player(), choose.choice(session.state.legal_actions()))
    save = session.save()
    assert len(save["history"]) > 2 * LAST_STEPS
    return {**save, "history": save["history"][:-LAST_STEPS]}


@pytest.mark.parametrize("game_id", OTHER_GAMES)
def test_bots_play_the_game_to_the_final_scores(site, game_id):
    """The page resumes a game of random bots saved near its end (its opening played by the
    engine here: engine tests play whole games) and its bots play on to the final scores."""
    players = engine.GAMES[game_id].PLAYERS[0]
    save = save_near_the_end(game_id, players)
    page = site.open("index.html")
    page.evaluate("""(save) => {
        localStorage.setItem('ludi.save', save);
        localStorage.setItem('ludi.active', '1');
        localStorage.setItem('ludi.speed', 'fast'); }""", json.dumps(save))
    page = site.open("index.html")
    site.wait_status("over", timeout=GAME)
    text = page.locator("#final").inner_text()
    assert re.search(r"wins!|share the victory!", text)
    assert page.locator("#final .scores li").count() == players
    assert page.locator("#actions button").count() == 0
    assert page.locator("#dice-tray").is_hidden()   # the final scores, without old dice
    played = json.loads(page.evaluate("localStorage.getItem('ludi.save')"))["history"]
    assert len(played) > len(save["history"])   # the page's bots played the end


@pytest.mark.parametrize("game_id", OTHER_GAMES)
def test_a_human_plays_a_move_by_clicking(site, game_id):
    players = engine.GAMES[game_id].PLAYERS[0]
    page = site.open(link(game_id, ["human"] + ["random"] * (players - 1)))
    site.wait_status("playing")
    site.wait_for_person()
    assert page.locator("#hand-title").inner_text() == "Livia's hand"
    before = len(site.log_lines())
    steps = page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history.length")
    site.play_first_action()
    after = page.evaluate("JSON.parse(localStorage.getItem('ludi.save')).history.length")
    assert after > steps
    assert len(site.log_lines()) >= before
