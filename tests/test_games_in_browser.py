"""Every game in the catalogue, played in Chromium: a human's first click, then bots to the end.

The site tests in ``test_site.py`` cover the platform with Aquileia; this file proves that each
other game runs through the same worker and play screen to its final scores.
"""

from __future__ import annotations

import re

import pytest

import engine
from test_site import site  # noqa: F401  (the fixture: a fresh context that fails on errors)

pytestmark = pytest.mark.browser

GAME = 300_000  # ms: an all-bot game at fast speed, the longest game included
NAMES = ["Livia", "Chico", "Stefan", "Lisa"]
OTHER_GAMES = [game_id for game_id in engine.GAMES if game_id != "aquileia"]


def link(game_id, seats):
    names = ",".join(NAMES[:len(seats)])
    return f"index.html?game={game_id}&seats={','.join(seats)}&names={names}&seed=7&speed=fast"


@pytest.mark.parametrize("game_id", OTHER_GAMES)
def test_bots_play_the_game_to_the_final_scores(site, game_id):
    players = engine.GAMES[game_id].PLAYERS[0]
    page = site.open(link(game_id, ["random"] * players))
    site.wait_status("over", timeout=GAME)
    text = page.locator("#final").inner_text()
    assert re.search(r"wins!|share the victory!", text)
    assert page.locator("#final .scores li").count() == players
    assert page.locator("#actions button").count() == 0
    assert page.locator("#dice-tray").is_hidden()   # the final scores, without old dice


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
