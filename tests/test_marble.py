"""City of Marble: scenario tests for every rule and the rulebook's worked examples.

Positions are built by hand: ``put`` lays district tiles straight onto the board (as if played
earlier), then the rule under test runs through the checked path ``engine.play``.
"""

import json
import pathlib
import random

import pytest

import engine
from engine.games.marble import trigrid
from engine.core import CHANCE, TERMINAL, IllegalAction, playout
from engine.games.marble import state as marble
from engine.games.marble import data
from engine.games.marble import MESSAGES
from engine.games.marble.messages import WORDS
from engine.games.marble import view as marble_view
from engine.games.marble.state import cell_id, point_id
from engine.messages import COMMON, render, render_all

JULIA, CLAUDIA, TIBERIUS = 0, 1, 2
NAMES = ["Julia", "Claudia", "Tiberius", "Oktavia"]
CATALOGUE = {**COMMON, **MESSAGES}


# --- helpers -------------------------------------------------------------------------------------

from engine.lesson import find
from engine.games.marble.examples import (SITE, cover, force_building, ids, pid, play_tile, put, ring,
                                    start, tiling)
from engine.messages import ids_in


def narrate(before, action, after, names=NAMES):
    """The log lines of one action as the page shows them (seats by ``names``)."""
    return [(render(line, CATALOGUE, names), seat)
            for line, seat in marble.narrate(before, action, after)]


def label(state, action):
    return render(marble.action_label(state, action), CATALOGUE)


def shown(state, seat):
    """``seat``'s view as the page shows it: every message made into text."""
    return render_all(state.view(seat), CATALOGUE)


def final_lines(state):
    return render_all(marble_view.final_lines(state), CATALOGUE)


def example(example_id):
    return find("marble", example_id)


def banks():
    land = {k for k in range(marble.NCELLS) if marble.TERRAIN[k] not in ("river", "bridge")}
    found, seen = [], set()
    for first in sorted(land):
        if first in seen:
            continue
        stack, bank = [first], set()
        seen.add(first)
        while stack:
            cell = stack.pop()
            bank.add(cell)
            for n in marble.NEIGHBOURS[cell]:
                if n in land and n not in seen:
                    seen.add(n)
                    stack.append(n)
        found.append(bank)
    return found


def finish(state):
    state.phase = "over"
    return {NAMES[s]: dict(final_lines(state)[s]) for s in range(state.players)}


# --- set-up -----------------------------------------------------------------------------------------

def test_set_up_draws_three_of_seven_hills_then_the_first_player_acts():
    state = marble.new_game(4)
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 7 and all(abs(p - 1 / 7) < 1e-12 for _, p in outcomes)
    for letter in ("Q", "E", "L"):
        engine.play(state, ("hill", letter))
    assert state.current_player() == 0 and state.phase == "act"
    assert state.actions_left == 2
    assert sorted(h["name"] for h in shown(state, None)["board"]["hills"]) == ["Caelian", "Esquiline", "Quirinal"]
    assert state.cell_tile[marble.HILL_CELL["Q"]] == marble.HILL
    assert state.cell_tile[marble.HILL_CELL["C"]] == marble.EMPTY   # an unused hill space is land


def test_set_up_supplies_and_player_boards():
    state = start(4)
    # each player starts with one tile of each colour, taken from the 60
    assert state.stacks == [12 - 4, 14 - 4, 16 - 4, 18 - 4]
    assert all(row == [1, 1, 1, 1] for row in state.central)
    assert state.home == [3, 3, 3, 3]
    assert state.supply_coins == 15 and state.supply_imperium == [12, 12, 12, 12]
    assert len(marble.BRIDGE_CELLS) == 7 and sum(state.bridge_pool) == 8
    assert all(path == [] for path in state.aqueducts.values())


def test_the_board_has_seven_bridges_three_outlets_and_a_river_only_bridges_cross():
    assert sum(data.DISTRICT_TILES.values()) == 60
    assert len(data.HILLS) == 7 and len(marble.HILL_CELL) == 7
    banks_found = banks()
    assert len(banks_found) == 2                 # the Tiber splits the city in two
    west, east = banks_found
    for bridge in marble.BRIDGE_CELLS:            # each bridge touches both banks, no other bridge
        touching = set(marble.NEIGHBOURS[bridge])
        assert touching & west and touching & east
        assert not touching & set(marble.BRIDGE_CELLS)
    assert all(marble.HILL_CELL[h] in east for h in data.HILLS)
    # eight river triangles touch both banks; the one in row 9, triangle 8 is open water
    both = [k for k in range(marble.NCELLS) if marble.TERRAIN[k] in ("river", "bridge")
            and set(marble.NEIGHBOURS[k]) & west and set(marble.NEIGHBOURS[k]) & east]
    assert len(both) == 8 and set(marble.BRIDGE_CELLS) == set(both) - {cell_id((8, 7))}
    for colour, point in data.OUTLETS.items():   # outlets lie on the edge of the board
        assert point_id(point) in marble.BOARD_POINTS
        assert point_id(point) not in marble.SITE_CELLS


# --- a turn and its actions -----------------------------------------------------------------------

def test_a_turn_is_exactly_two_actions_and_the_same_one_twice_is_allowed():
    state = start()
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    assert state.turn == 0 and state.actions_left == 1
    assert ("draw",) in state.legal_actions()
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "green"))
    assert state.turn == 1 and state.actions_left == 2


def test_drawn_tiles_wait_on_the_left_field_until_the_end_of_the_turn():
    state = start()
    state.central[0] = [0, 0, 0, 0]
    engine.play(state, ("draw",))
    assert ("pick", "red", "red") not in state.legal_actions()    # two different tiles
    engine.play(state, ("pick", "yellow", "green"))
    assert state.left[0] == [0, 1, 1, 0]
    assert not [a for a in state.legal_actions() if a[0] == "play"]   # not playable this turn
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    assert state.central[0] == [1, 1, 1, 1] and state.left[0] == [0, 0, 0, 0]
    assert state.stacks == [8, 10, 12, 14]


def test_both_tiles_come_from_one_stack_when_only_one_is_left():
    state = start()
    state.stacks = [0, 0, 5, 0]
    engine.play(state, ("draw",))
    assert state.legal_actions() == [("pick", "green", "green")]
    state.stacks = [0, 0, 1, 0]
    assert state.legal_actions() == [("pick", "green")]


def test_a_tile_must_touch_a_hill_or_tile_along_a_side_and_may_not_overlap():
    state = start(hills=("C", "P", "A"))
    hill = marble.CELL_RC[marble.HILL_CELL["C"]]        # (4, 8), points up
    engine.play(state, ("play", "red"))
    legal = set(state.legal_actions())
    below = (hill[0] + 1, hill[1])
    assert ("place", *ids((below, (below[0], below[1] + 1)))) in legal      # shares a side
    corner_only = ((hill[0] + 1, hill[1] + 1), (hill[0] + 1, hill[1] + 2))   # touches a corner only
    assert ("place", *ids(corner_only)) not in legal
    assert ("place", *ids((hill, below))) not in legal                        # on the hill
    far = ((0, 15), (0, 16))
    with pytest.raises(IllegalAction, match="touch a hill"):
        engine.play(state, ("place", *ids(far)))
    engine.play(state, ("place", *ids((below, (below[0], below[1] + 1)))))
    assert state.central[0][0] == 0


def test_tiles_never_lie_on_the_river_or_outside_the_grid():
    state = start()
    cover(state, [(4, 7), (5, 8), (3, 7), (5, 9), (4, 9)])   # land right by the river
    engine.play(state, ("play", "red"))
    covered = {c for a in state.legal_actions() for c in a[1:]}
    river = {k for k in range(marble.NCELLS) if marble.TERRAIN[k] == "river"}
    assert covered and not covered & river
    assert all(0 <= c < marble.NCELLS for c in covered)
    assert ("place", *ids(((4, 6), (4, 7)))) not in state.legal_actions()  # (4, 7) is taken
    river_next_to_tiles = [k for k in river if any(state.cell_tile[n] >= 0 for n in marble.NEIGHBOURS[k])]
    assert river_next_to_tiles                       # the river was within reach, and refused


def test_a_magistrate_may_go_on_the_new_tile_and_only_there():
    state = start()
    below = (5, 8)
    play_tile(state, (below, (5, 9)), "green", magistrate=True)
    tile = state.cell_tile[cell_id(below)]
    assert state.tile_magistrate[tile] == 0 and state.home[0] == 2
    play_tile(state, ((5, 10), (5, 11)), "blue", magistrate=False)
    assert state.tile_magistrate[state.cell_tile[cell_id((5, 10))]] == -1


def test_no_magistrate_question_when_none_is_at_home():
    state = start()
    state.home[0] = 0
    engine.play(state, ("play", "red"))
    engine.play(state, ("place", *ids(((5, 8), (5, 9)))))
    assert state.phase == "act"


def test_recall_brings_a_magistrate_home_for_use_at_once():
    state = start()
    put(state, ((5, 8), (5, 9)), "red", magistrate=0)
    assert state.home[0] == 2
    engine.play(state, ("recall",))
    assert state.legal_actions() == [("recall", cell_id((5, 8)))]
    engine.play(state, ("recall", cell_id((5, 8))))
    assert state.home[0] == 3 and state.actions_left == 1
    play_tile(state, ((5, 10), (5, 11)), "blue", magistrate=True)
    assert state.tile_magistrate[state.cell_tile[cell_id((5, 10))]] == 0


def test_covering_a_bridge_takes_its_tile_secretly():
    state = start(hills=("C", "P", "A"))
    put(state, ((4, 7), (3, 7)), "red")             # a tile beside the bridge space (4, 6)
    engine.play(state, ("play", "blue"))
    legal = state.legal_actions()
    action = ("place", *ids(((4, 6), (4, 5))))
    assert action in legal                           # across the river onto the west bank
    engine.play(state, action)
    engine.play(state, ("magistrate", "no"))
    assert state.current_player() == CHANCE
    outcomes = dict(state.chance_outcomes())
    assert outcomes == {("bridge", v): 0.25 for v in (1, 2, 3, 4)}
    before = state.clone()
    engine.play(state, ("bridge", 3))
    assert state.bridges[0] == [3] and state.current_player() == 0
    assert cell_id((4, 6)) not in state.view(None)["board"]["bridges_left"]
    # only the taker sees the value, in the view and in the log
    assert state.view(0)["players"][0]["bridge_values"] == [3]
    for seat in (None, 1, 2):
        view = state.view(seat)
        assert "bridge_values" not in view["players"][0]
        assert view["players"][0]["bridges"] == 1
        assert not [h for h in view["hand"] if h["kind"] == "bridge"]
    lines = narrate(before, ("bridge", 3), state, NAMES)
    assert [seat for text, seat in lines if "3" in text] == [0]


def test_the_tiber_is_crossed_only_by_bridges():
    state = start(hills=("C", "P", "A"))
    west = banks()[0]
    assert cell_id((0, 0)) in west
    for r in range(10):                              # tiles all along the east bank of the river
        for c in range(17):
            k = cell_id((r, c))
            if k not in west and marble.TERRAIN[k] == "land" and marble.CELL_RC[k][1] <= 9 \
                    and state.cell_tile[k] == marble.EMPTY and any(
                        marble.TERRAIN[n] in ("river", "bridge") for n in marble.NEIGHBOURS[k]):
                partner = next((n for n in marble.NEIGHBOURS[k] if marble.TERRAIN[n] == "land"
                                and n not in west and state.cell_tile[n] == marble.EMPTY), None)
                if partner is not None:
                    put(state, (marble.CELL_RC[k], marble.CELL_RC[partner]), "red")
    engine.play(state, ("play", "red"))
    crossing = [a for a in state.legal_actions() if a[1] in west or a[2] in west]
    assert crossing
    for _verb, a, b in crossing:
        assert "bridge" in (marble.TERRAIN[a], marble.TERRAIN[b])


# --- construction sites ------------------------------------------------------------------------------



def test_building_type_and_points_follow_the_number_of_tiles():
    for count, kind in ((3, "bath"), (4, "temple"), (5, "theatre"), (6, "arena")):
        state = start()
        tiles = tiling(SITE, count)
        colour = data.COLOUR_OF_BUILDING[kind]
        for tile in tiles[:-1]:
            put(state, tile, "red")
        state.central[0][data.COLOURS.index(colour)] = 1
        play_tile(state, tiles[-1], colour, magistrate=True)
        assert state.buildings == [[point_id(SITE), kind, 0]]
        assert state.points[0] == data.BUILDING_POINTS[kind] == count
        assert state.commissions[0] == 1


def test_julias_theatre_and_the_imperium_moves_of_julia_claudia_and_tiberius():
    """The rulebook's example: five tiles, Julia 2 yellow magistrates, Claudia one yellow and
    one red, Tiberius one yellow: Julia builds the theatre for 5 points; Julia and Claudia send
    a magistrate to the theatre imperium space, Tiberius stays."""
    book = example("theatre")
    t0, t1, t2, t3, last = tiling(SITE, 5)
    julia_yellow, claudia_red = ids(t0)[0], ids(t2)[0]
    before = book.play(2)
    state = book.play(3)                          # the fifth tile, with Julia's magistrate
    site = point_id(SITE)
    assert state.influence(site) == [2, 1, 1]
    assert state.buildings == [[site, "theatre", JULIA]]
    assert state.points == [5, 0, 0]
    assert any("Julia has the most influence and builds a theatre (5 points)" in text
               for text, _ in narrate(before, ("magistrate", "yes"), state, NAMES))
    # step 5, in turn order from Julia
    assert state.current_player() == JULIA and state.phase == "send"
    assert set(state.legal_actions()) == {("send", julia_yellow), ("send", ids(last)[0]), ("keep",)}
    assert book.script[3].action == ("send", julia_yellow)
    state = book.play(4)
    assert state.current_player() == CLAUDIA
    assert book.script[4].action == ("send", claudia_red)   # any of hers, even on red
    state = book.play(5)
    assert state.current_player() == TIBERIUS
    state = book.play(6)                          # Tiberius keeps his
    assert state.current_player() == JULIA and state.phase == "act" and state.actions_left == 1
    assert state.waiting == [["theatre"], ["theatre"], []]
    assert state.view(None)["board"]["imperium_spaces"]["theatre"] == [JULIA, CLAUDIA]
    # Julia's magistrate comes home with a tile at the end of her turn; Claudia's waits for hers
    state = book.play()                           # she draws two tiles and keeps red and blue
    assert state.turn == CLAUDIA
    assert state.imperium[JULIA] == [0, 1, 0, 0] and state.home[JULIA] == 2
    assert state.waiting[CLAUDIA] == ["theatre"] and state.imperium[CLAUDIA] == [0, 0, 0, 0]
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    assert state.imperium[CLAUDIA] == [0, 1, 0, 0] and state.home[CLAUDIA] == 2   # one still out
    assert state.supply_imperium == [12, 10, 12, 12]


def test_only_magistrates_on_tiles_of_the_building_colour_count():
    state = start(2)
    tiles = tiling(SITE, 4)                          # a temple: green counts
    put(state, tiles[0], "red", 1)
    put(state, tiles[1], "blue", 1)
    put(state, tiles[2], "green")
    play_tile(state, tiles[3], "green", magistrate=True)
    assert state.buildings[0][1:] == ["temple", 0]


def test_a_tie_or_no_influence_builds_a_fountain_and_the_treasury_pays_a_coin():
    state = start(2)
    tiles = tiling(SITE, 3)                          # a bath: blue counts
    put(state, tiles[0], "blue", 1)
    put(state, tiles[1], "red")
    play_tile(state, tiles[2], "blue", magistrate=True)   # 1 : 1
    assert state.buildings == [[point_id(SITE), "fountain", -1]]
    assert state.points == [0, 0] and state.commissions == [0, 0]
    engine.play(state, ("send", ids(tiles[2])[0]))
    engine.play(state, ("send", ids(tiles[0])[0]))
    assert state.waiting == [["treasury"], ["treasury"]]
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    assert state.coins == [1, 0] and state.supply_coins == 14

    other = start(2)
    tiles = tiling(SITE, 3)
    for tile in tiles[:-1]:
        put(other, tile, "red")
    play_tile(other, tiles[-1], "red", magistrate=False)     # nobody has influence
    assert other.buildings[0][1] == "fountain" and other.phase == "act"


def test_a_tile_completing_two_overlapping_sites_builds_both_in_the_chosen_order():
    """Neighbouring points: their hexagons share two triangles, and the tile laid on those two
    completes both. Each gets its building, in the order the player who laid it chooses."""
    state = start(2)
    p, q = (4, 13), (4, 15)
    needed = set(trigrid.hexagon(p)) | set(trigrid.hexagon(q))
    last = ((3, 13), (4, 13))          # the two cells the hexagons share
    assert set(last) <= set(trigrid.hexagon(p)) & set(trigrid.hexagon(q))
    cover(state, sorted(needed - set(last)), keep_free=last)
    sizes = {x: len({state.cell_tile[cell_id(c)] for c in trigrid.hexagon(x) if c not in last}) + 1
             for x in (p, q)}
    play_tile(state, last, "red", magistrate=False)
    assert state.phase == "site" and state.current_player() == 0
    assert state.legal_actions() == [("build", point_id(p)), ("build", point_id(q))]
    engine.play(state, ("build", point_id(q)))
    assert [b[0] for b in state.buildings] == [point_id(q), point_id(p)]   # q first, then p
    assert state.phase == "act"
    # the one tile is in both districts: each site counts it among its tiles
    for x in (p, q):
        district = {state.cell_tile[cell_id(c)] for c in trigrid.hexagon(x)}
        assert state.cell_tile[cell_id(last[0])] in district and len(district) == sizes[x]


def test_every_completed_site_is_built_even_beside_a_building():
    """A site next to a standing building is still built once its six triangles are covered."""
    state = start(2)
    p, q = (4, 13), (4, 15)
    cover(state, sorted(trigrid.hexagon(p)))
    force_building(state, p, "bath", 0)
    rest = sorted(set(trigrid.hexagon(q)) - set(trigrid.hexagon(p)))
    cover(state, rest[:-1], keep_free=rest[-1:])
    last = (rest[-1], next(n for n in trigrid.cell_neighbours(rest[-1])
                          if state.cell_tile[cell_id(n)] == marble.EMPTY and marble.BUILDABLE[cell_id(n)]))
    play_tile(state, last, "red", magistrate=False)
    assert point_id(q) in {b[0] for b in state.buildings}


def test_two_sites_sharing_a_side_are_both_built_in_the_chosen_order():
    state = start(2)
    p, q = (4, 11), (5, 14)                          # hexagons sharing one side
    last = ((4, 11), (4, 12))
    assert last[0] in trigrid.hexagon(p) and last[1] in trigrid.hexagon(q)
    needed = set(trigrid.hexagon(p)) | set(trigrid.hexagon(q))
    cover(state, sorted(needed - set(last)), keep_free=last)
    play_tile(state, last, "red", magistrate=False)
    assert state.phase == "site"
    engine.play(state, ("build", point_id(q)))
    assert [b[0] for b in state.buildings] == [point_id(q), point_id(p)]


def test_no_site_stands_over_the_river_even_on_bridge_spaces():
    for cells in marble.SITE_CELLS.values():
        assert all(marble.TERRAIN[c] not in ("river", "bridge") for c in cells)
    state = start(2, hills=("C", "P", "A"))
    # the hexagon round (1, 4) holds the bridge spaces (0, 3) and (1, 3)
    assert point_id((1, 4)) not in marble.SITE_CELLS
    put(state, ((0, 2), (0, 3)), "yellow", 0)
    put(state, ((1, 2), (1, 1)), "yellow", 0)
    put(state, ((1, 3), (1, 4)), "yellow")
    play_tile(state, ((0, 4), (0, 5)), "yellow", magistrate=True)   # covers the last triangle
    assert all(state.cell_tile[cell_id(c)] >= 0 for c in trigrid.hexagon((1, 4)))
    assert state.buildings == [] and state.phase == "act"


def test_the_rulebooks_imperium_example_julia_takes_a_temple_and_a_theatre_tile():
    """Julia starts her turn with a magistrate on the temple imperium space and sends one to the
    theatre space during it: at its end she takes a temple and a theatre tile and both come home."""
    book = example("imperium")
    state = book.play(3)                          # the theatre, with Julia's magistrate
    assert state.buildings == [[point_id(SITE), "theatre", JULIA]] and state.home[JULIA] == 0
    state = book.play(4)                          # her magistrate to the theatre space
    assert state.phase == "act" and state.waiting[JULIA] == ["temple", "theatre"]
    assert state.imperium[JULIA] == [0, 0, 0, 0]                  # nothing before the turn ends
    state = book.play()
    assert state.turn == CLAUDIA
    assert state.imperium[JULIA] == [0, 1, 1, 0]                  # a theatre and a temple tile
    assert state.waiting[JULIA] == [] and state.home[JULIA] == 2  # both back; one stays on a tile
    assert state.supply_imperium == [12, 11, 11, 12]


def test_an_empty_supply_pays_nothing_but_the_magistrate_still_comes_home():
    state = start(2)
    state.waiting[JULIA] = ["arena", "treasury"]
    state.home[JULIA] = 1
    state.supply_imperium[0] = 0
    state.supply_coins = 0
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    assert state.turn == CLAUDIA and state.home[JULIA] == 3
    assert state.imperium[JULIA] == [0, 0, 0, 0] and state.coins[JULIA] == 0
    assert state.supply_coins == 0 and state.supply_imperium[0] == 0


def test_the_log_says_when_a_magistrate_comes_home_empty_handed():
    state = start(2)
    state.waiting[JULIA] = ["arena", "treasury", "temple"]
    state.home[JULIA] = 0
    state.supply_imperium[0] = 0
    state.supply_coins = 0
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    before = state.clone()
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    text = " ".join(t for t, _ in narrate(before, ("pick", "red", "blue"), state, NAMES))
    assert "comes home empty-handed: the arena imperium tiles have run out" in text
    assert "from the treasury empty-handed" in text
    assert "comes home with a temple imperium tile" in text


def test_only_magistrates_on_district_tiles_can_be_recalled():
    state = start(2)
    state.waiting[JULIA] = ["temple"]                # on the temple imperium space
    state.home[JULIA] = 2
    assert ("recall",) not in state.legal_actions()
    put(state, ((5, 8), (5, 9)), "red", magistrate=JULIA)
    put(state, ((5, 10), (5, 11)), "red", magistrate=CLAUDIA)
    engine.play(state, ("recall",))
    assert state.legal_actions() == [("recall", cell_id((5, 8)))]  # not Claudia's
    with pytest.raises(IllegalAction):
        engine.play(state, ("recall", cell_id((5, 10))))


def test_each_site_is_resolved_fully_before_the_next_so_the_order_matters():
    """One green tile finishes two temple sites. Julia's magistrate on it decides the first; she
    sends it to the imperium space at once, so it no longer counts for the second site."""
    p, q = (4, 11), (5, 14)
    last = ((4, 11), (4, 12))                        # a tile in both districts
    outcomes = {}
    for first, second in ((p, q), (q, p)):
        state = start(2)
        needed = set(trigrid.hexagon(p)) | set(trigrid.hexagon(q))
        cover(state, sorted(needed - set(last)), keep_free=last)
        claudia_tile = state.cell_tile[cell_id((4, 13))]                # only in q's district
        state.tile_colour[claudia_tile] = data.COLOURS.index("green")
        state.tile_magistrate[claudia_tile] = CLAUDIA
        state.home[CLAUDIA] -= 1
        play_tile(state, last, "green", magistrate=True)
        assert state.legal_actions() == [("build", point_id(p)), ("build", point_id(q))]
        engine.play(state, ("build", point_id(first)))
        julia = state.tile_a[state.cell_tile[cell_id(last[0])]]
        if first == p:
            assert state.buildings == [[point_id(p), "temple", JULIA]]
            engine.play(state, ("send", julia))       # before the second site is looked at
        else:                                          # Julia 1 : Claudia 1 at q
            assert state.buildings == [[point_id(q), "fountain", -1]]
            engine.play(state, ("send", julia))
            engine.play(state, ("keep",))
        outcomes[first] = [b[1:] for b in state.buildings]
    assert outcomes[p] == [["temple", JULIA], ["temple", CLAUDIA]]
    assert outcomes[q] == [["fountain", -1], ["fountain", -1]]


# --- aqueducts -----------------------------------------------------------------------------------------

def hadrian_position():
    """A temple site whose last tile touches the grey water outlet (the rulebook's example)."""
    from engine.games.marble.examples import HADRIAN_LAST, hadrian_position as position
    return position(), HADRIAN_LAST


def test_hadrians_tile_at_the_grey_outlet_starts_the_aqueduct_before_the_temple():
    state, last = hadrian_position()
    play_tile(state, last, "green", magistrate=True)
    assert state.phase == "pipe" and state.buildings == []          # aqueduct first
    assert state.aqueducts["grey"] == [point_id((2, 17))]
    assert {a[1] for a in state.legal_actions()} == {"grey"}
    laid = 0
    while state.phase == "pipe":
        action = state.legal_actions()[0]
        path = state.aqueducts["grey"]
        x, y = marble.EDGE_CELLS[marble.edge_id(path[-1], action[2])]
        sides = [state.cell_tile[c] if c >= 0 else marble.EMPTY for c in (x, y)]
        assert max(sides) >= 0 and sides[0] != sides[1]               # along a tile's edge
        engine.play(state, action)
        laid += 1
    assert laid == 3 and len(state.aqueducts["grey"]) == 4
    assert state.buildings == [[point_id((2, 15)), "temple", 0]]      # then the temple


def test_only_started_aqueducts_can_be_extended():
    state = start()
    assert ("aqueduct",) not in state.legal_actions()
    state, last = hadrian_position()
    play_tile(state, last, "green", magistrate=False)
    while state.phase == "pipe":
        engine.play(state, state.legal_actions()[0])
    assert state.phase == "act"
    assert ("aqueduct",) in state.legal_actions()
    engine.play(state, ("aqueduct",))
    assert {a[1] for a in state.legal_actions()} == {"grey"}


def test_an_unstarted_aqueduct_cannot_grow_even_with_tiles_at_its_outlet():
    state = aqueduct_position()
    state.aqueducts["brown"] = []                    # tiles touch the brown outlet (6, 17)
    assert state.cell_tile[cell_id((6, 16))] >= 0
    assert state.pipe_targets("brown") == []
    engine.play(state, ("aqueduct",))
    assert {a[1] for a in state.legal_actions()} == {"grey"}


def aqueduct_position():
    """Two started aqueducts in a block of tiles: grey from (2, 17), brown from (6, 17)."""
    state = start(2)
    for r in range(1, 8):
        for c in range(11, 17, 2):                   # from three stacks: one has too few
            put(state, ((r, c), (r, c + 1)), ("blue", "green", "yellow")[r % 3])
    state.aqueducts["grey"] = [pid(2, 17), pid(2, 15)]
    state.aqueducts["brown"] = [pid(6, 17), pid(6, 15)]
    return state


def test_aqueduct_action_lays_two_pieces_on_one_or_one_each_on_two():
    state = aqueduct_position()
    engine.play(state, ("aqueduct",))
    assert state.phase == "pipe" and state.pipes_left == 2
    grey_moves = [a for a in state.legal_actions() if a[1] == "grey"]
    brown_moves = [a for a in state.legal_actions() if a[1] == "brown"]
    assert grey_moves and brown_moves
    engine.play(state, grey_moves[0])
    assert state.phase == "pipe" and {a[1] for a in state.legal_actions()} == {"grey", "brown"}
    engine.play(state, [a for a in state.legal_actions() if a[1] == "brown"][0])
    assert len(state.aqueducts["grey"]) == 3 and len(state.aqueducts["brown"]) == 3
    assert state.actions_left == 1 and state.phase == "act"


def test_aqueducts_grow_at_the_far_end_never_branch_loop_or_touch():
    state = aqueduct_position()
    grey = state.aqueducts["grey"]
    targets = state.pipe_targets("grey")
    end = marble.POINT_RC[grey[-1]]
    assert all(q in [point_id(n) for n in trigrid.point_neighbours(end)] for q in targets)  # far end
    assert pid(2, 17) not in targets                                   # no loop back
    # the edge from (5, 16) to (6, 15) runs between two tiles, but brown is at (6, 15)
    state.aqueducts["grey"] = [pid(2, 17), pid(2, 15), pid(3, 16), pid(4, 15), pid(5, 16)]
    assert pid(6, 15) not in state.pipe_targets("grey")              # no touching
    state.aqueducts["brown"] = []
    assert pid(6, 15) in state.pipe_targets("grey")
    state.aqueducts["brown"] = [pid(6, 17), pid(6, 15)]
    state.aqueducts["grey"] = [pid(2, 17), pid(2, 15), pid(3, 14), pid(3, 16)]
    assert pid(2, 15) not in state.pipe_targets("grey")              # no loop
    # another outlet is kept free for its own aqueduct: brown ends beside the white outlet
    assert data.OUTLETS["white"] == (10, 13)
    put(state, ((9, 12), (9, 13)), "red")
    state.aqueducts["brown"] = [pid(6, 17), pid(10, 15)]            # a hand-made end
    targets = state.pipe_targets("brown")
    assert pid(9, 14) in targets                                      # along the tile: fine
    assert pid(10, 13) not in targets                                 # the white outlet: never


def test_pieces_run_only_along_tile_edges():
    state = start(2)
    put(state, ((3, 11), (3, 12)), "red")
    state.aqueducts["grey"] = [pid(3, 12)]            # a hand-made end in the middle of the tile
    targets = state.pipe_targets("grey")
    # the shared edge between the tile's two triangles is inside the tile: not an edge
    inner = trigrid.shared_edge((3, 11), (3, 12))
    other_end = inner[0] if inner[1] == (3, 12) else inner[1]
    assert point_id(other_end) not in targets
    assert targets                                   # its outer edges are fine
    state.aqueducts["grey"] = [pid(7, 2)]            # far from any tile
    assert state.pipe_targets("grey") == []


def test_joining_a_fountain_pays_a_coin_once():
    state = aqueduct_position()
    fountain = force_building(state, (4, 13), "fountain", None)
    state.aqueducts["grey"] = [pid(2, 17), pid(2, 15), pid(2, 13)]
    engine.play(state, ("aqueduct",))
    engine.play(state, ("pipe", "grey", pid(3, 14)))  # next to the fountain, not to its point
    assert state.coins[0] == 0
    engine.play(state, ("pipe", "grey", pid(4, 13)))  # a piece ending at the fountain's point
    assert state.coins[0] == 1 and state.supply_coins == 14
    engine.play(state, ("aqueduct",))
    engine.play(state, state.legal_actions()[0])      # on from the fountain: no second coin
    assert state.coins[0] == 1
    assert fountain in {b[0] for b in state.buildings}


def test_a_building_at_an_aqueducts_open_end_leaves_it_free_to_grow():
    """Buildings block no aqueduct: a site completed where an aqueduct ends is built, and the
    aqueduct grows on from the building's point (and runs through built points)."""
    state = aqueduct_position()
    state.aqueducts["grey"] = [pid(2, 17), pid(2, 15), pid(3, 14)]
    before = state.pipe_targets("grey")
    force_building(state, (3, 14), "temple", 1)           # the open end
    force_building(state, (4, 13), "bath", 0)             # and a point further on
    assert state.pipe_targets("grey") == before and pid(4, 13) in before
    engine.play(state, ("aqueduct",))
    engine.play(state, ("pipe", "grey", pid(4, 13)))
    assert state.pipe_targets("grey")


def test_no_aqueduct_piece_along_a_hill():
    """Pieces lie between two touching tiles, beside an empty field or the board's edge: a side
    between a tile and a hill is none of these."""
    state = start(2, hills=("C", "P", "A"))
    hill = marble.CELL_RC[marble.HILL_CELL["C"]]
    tile = next(n for n in trigrid.cell_neighbours(hill) if marble.BUILDABLE[cell_id(n)])
    put(state, (tile, next(n for n in trigrid.cell_neighbours(tile) if n != hill)), "red")
    p, q = trigrid.shared_edge(hill, tile)
    state.aqueducts["grey"] = [point_id(p)]               # a hand-made end on the hill's side
    assert point_id(q) not in state.pipe_targets("grey")
    assert state.pipe_targets("grey")                      # the tile's other sides are fine


def test_an_aqueduct_runs_out_of_pieces_at_thirteen(monkeypatch):
    state = aqueduct_position()
    state.aqueducts["brown"] = []
    state.aqueducts["grey"] = [pid(*p) for p in ((2, 17), (2, 15), (1, 16), (1, 14), (1, 12), (2, 11),
                                                 (2, 13), (3, 14), (3, 12), (4, 11), (4, 13), (4, 15),
                                                 (3, 16))]          # twelve pieces laid
    assert state.pipe_targets("grey") == [pid(3, 18)]
    state.aqueducts["grey"].append(pid(3, 18))                       # the thirteenth
    assert state.pipe_targets("grey") == []
    assert state.view(None)["board"]["aqueduct_pieces_left"]["grey"] == 0
    monkeypatch.setattr(data, "AQUEDUCT_PIECES", 14)                # only the count stops it
    assert state.pipe_targets("grey")


# --- imperium tiles, last round and the end --------------------------------------------------------

def test_discarding_imperium_tiles_gives_more_actions():
    state = start(2)
    state.imperium[0] = [1, 0, 2, 0]
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    assert state.phase == "end"
    assert state.legal_actions() == [("end",), ("imperium", "arena"), ("imperium", "temple")]
    engine.play(state, ("imperium", "temple"))
    assert state.phase == "act" and state.actions_left == 1 and state.imperium[0] == [1, 0, 1, 0]
    assert state.supply_imperium[2] == 13
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "red", "blue"))
    engine.play(state, ("end",))
    assert state.turn == 1


def test_last_round_one_action_each_no_discards_then_the_game_ends():
    state = start(3)
    state.stacks = [0, 0, 1, 6]
    state.imperium = [[1, 0, 0, 0]] * 3
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "green", "blue"))    # the green stack is now empty too
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "blue", "blue"))
    engine.play(state, ("end",))
    assert state.last_round and state.turn == 1 and state.actions_left == 1
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "blue", "blue"))
    assert state.turn == 2                             # no "end" step: no discards now
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "blue"))
    assert state.turn == 0 and state.stacks == [0, 0, 0, 0]
    state.central[0] = [0, 0, 0, 0]
    assert state.legal_actions() == [("pass",)]       # nothing possible: pass
    engine.play(state, ("pass",))
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.legal_actions() == []
    assert "final" in state.view(None)


def test_the_last_round_is_announced():
    state = start(2)
    state.stacks = [0, 0, 2, 3]
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "green", "blue"))
    before = state.clone()
    engine.play(state, ("draw",))
    engine.play(state, ("pick", "green", "blue"))
    assert state.last_round
    text = " ".join(t for t, _ in narrate(before, ("pick", "green", "blue"), state, NAMES))
    assert "last round begins" in text


def test_aqueduct_scoring_example_oktavia_2_julia_8():
    """The grey aqueduct touches Oktavia's temple (+2) and Julia's arena, two temples and a
    theatre (+8); a building beside its line but not on it earns nothing."""
    lines = finish(example("aqueduct-scoring").play())
    assert lines["Oktavia"]["Aqueducts"] == 2
    assert lines["Julia"]["Aqueducts"] == 8


def test_fountain_scoring_example():
    """Three civic buildings on points next to a fountain's: Julia's bath and temple and
    Oktavia's temple each earn their commissioner one point; one two sides away does not."""
    lines = finish(example("fountain-scoring").play())
    assert lines["Julia"]["Fountains"] == 2 and lines["Oktavia"]["Fountains"] == 1
    assert lines["Claudia"]["Fountains"] == 0


def test_bridges_coins_and_imperium_majorities():
    state = start(3)
    state.bridges = [[4, 1], [2], []]
    state.coins = [3, 3, 1]
    state.imperium = [[2, 0, 1, 0], [1, 0, 1, 0], [0, 0, 0, 0]]
    lines = finish(state)
    assert lines["Julia"]["Bridges"] == 5 and lines["Claudia"]["Bridges"] == 2
    assert lines["Julia"]["Coins"] == 3 and lines["Julia"]["Most coins"] == 1   # a tie
    assert lines["Tiberius"]["Most coins"] == 0
    assert lines["Julia"]["Most arena imperium tiles"] == 5
    assert lines["Claudia"]["Most arena imperium tiles"] == 0
    assert lines["Julia"]["Most temple imperium tiles"] == 2 == lines["Claudia"]["Most temple imperium tiles"]
    assert lines["Tiberius"]["Most theatre imperium tiles"] == 0                  # nobody has any
    state.coins = [4, 3, 1]
    assert dict(final_lines(state)[0])["Most coins"] == 2
    assert state.scores()[0] == 5 + 4 + 2 + 5 + 2


def test_ties_go_to_most_buildings_then_most_imperium_tiles_then_are_shared():
    state = start(3)
    state.phase = "over"
    state.points = [10, 10, 10]
    state.commissions = [2, 2, 1]
    state.imperium = [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    assert state.winners() == [0, 1]                  # equal buildings, no imperium: shared
    state.imperium = [[1, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 0]]   # a tie: 2 points each
    assert state.scores() == [12, 12, 10]
    assert state.winners() == [0, 1]
    state.imperium = [[1, 0, 1, 0], [1, 0, 0, 1], [0, 0, 0, 0]]   # same scores, Julia ties more
    state.points = [5, 5, 15]
    assert state.scores() == [12, 12, 15] and state.winners() == [2]
    state.points = [10, 10, 10]
    state.commissions = [2, 3, 1]
    assert state.scores()[0] == state.scores()[1] and state.winners() == [1]
    state.commissions = [2, 2, 1]
    state.imperium = [[1, 0, 1, 0], [1, 0, 0, 0], [0, 0, 0, 0]]
    assert state.scores()[0] == 10 + 2 + 5 and state.scores()[1] == 10 + 2
    state.points = [10, 15, 10]
    assert state.scores()[0] == state.scores()[1] and state.winners() == [0]   # more imperium tiles


def test_the_game_over_log_names_the_tie_break():
    state = start(3)
    state.points = [10, 10, 4]
    state.commissions = [3, 2, 1]
    before = state.clone()
    state.phase = "over"

    def last_line():
        return narrate(before, ("end",), state, NAMES)[-1][0]

    assert last_line() == ("The game is over: Julia wins with 10 points, tied with Claudia but ahead "
                           "on buildings commissioned (3 to 2).")
    state.commissions = [2, 2, 1]
    state.imperium = [[1, 0, 0, 1], [1, 0, 0, 0], [0, 0, 0, 0]]   # 5 + 2 to Julia, 2 to Claudia
    state.points = [10, 15, 4]
    assert last_line() == ("The game is over: Julia wins with 17 points, tied with Claudia on points "
                           "and buildings commissioned (2) but ahead on imperium tiles (2 to 1).")
    state.imperium = [[0, 0, 0, 0]] * 3
    state.points = [10, 10, 4]
    assert last_line() == ("The game is over: Julia and Claudia share the win with 10 points, "
                           "as many buildings commissioned and imperium tiles as each other.")
    state.points = [11, 10, 4]
    assert last_line() == "The game is over: Julia wins with 11 points."


# --- hidden information, saving, speed -----------------------------------------------------------------

def test_determinize_resamples_only_other_players_bridges():
    state = start(3)
    state.bridges = [[4], [2, 3], [1]]
    state.bridge_pool = [1, 1, 1, 1]
    for seat in (0, 1, 2):
        seen = set()
        for seed in range(30):
            world = state.determinize(seat, random.Random(seed))
            assert world.view(seat) == state.view(seat)
            assert world.bridges[seat] == state.bridges[seat]
            pool = list(data.BRIDGE_TILES)
            for values in world.bridges:
                for v in values:
                    pool.remove(v)                   # never more tiles of a value than exist
            assert world.bridge_pool == [pool.count(v) for v in (1, 2, 3, 4)]
            seen.add(json.dumps(world.bridges))
        assert len(seen) > 1


def test_determinize_depends_only_on_what_the_seat_has_seen():
    one, two = start(3), start(3)
    one.bridges = [[4], [2, 3], [1]]
    two.bridges = [[4], [1, 1], [3]]                 # other players' values differ
    for state in (one, two):
        pool = list(data.BRIDGE_TILES)
        for values in state.bridges:
            for v in values:
                pool.remove(v)
        state.bridge_pool = [pool.count(v) for v in (1, 2, 3, 4)]
    assert one.view(0) == two.view(0) and one.view(1) != two.view(1)
    for seed in range(10):
        a = one.determinize(0, random.Random(seed))
        b = two.determinize(0, random.Random(seed))
        assert a.to_json() == b.to_json()
        assert a.bridges[0] == [4] and a.view(0) == one.view(0)
        # the rest of the state is the seat's own view: nothing public is touched
        rest = {k: v for k, v in a.to_json().items() if k not in ("bridges", "bridge_pool")}
        assert rest == {k: v for k, v in one.to_json().items() if k not in ("bridges", "bridge_pool")}


def test_no_view_but_the_owners_shows_a_bridge_value_at_any_step():
    state = start(3, hills=("C", "P", "A"))
    put(state, ((4, 7), (3, 7)), "red")
    play_tile(state, ((4, 6), (4, 5)), "blue", magistrate=False)
    engine.play(state, ("bridge", 4))
    owner = json.dumps(shown(state, 0))
    assert "Bridge tile worth 4" in owner and '"bridge_values": [4]' in owner
    for seat in (None, 1, 2):
        view = shown(state, seat)
        assert "bridge_values" not in view["players"][0] and view["players"][0]["bridges"] == 1
        assert "worth" not in json.dumps(view) and "4]" not in json.dumps(view["players"][0])
    state.phase = "over"                             # revealed at the end
    assert state.view(None)["players"][0]["bridge_values"] == [4]


def test_views_are_json_and_hide_other_players_bridges():
    state = start(3)
    state.bridges = [[4], [], []]
    for seat in (None, 1, 2):
        view = shown(state, seat)
        assert "bridge_values" not in view["players"][0]
        assert "worth" not in json.dumps(view)
    assert "Bridge tile worth 4" in json.dumps(shown(state, 0))
    view = shown(state, 1)
    for key in ("status", "players", "hand", "dice", "board"):
        assert key in view
    assert all(isinstance(label, str) for p in view["players"] for label, _ in p["stats"])


def test_json_round_trip_mid_turn():
    state, last = hadrian_position()
    play_tile(state, last, "green", magistrate=True)
    copy = marble.from_json(json.loads(json.dumps(state.to_json())))
    assert copy.to_json() == state.to_json()
    assert copy.legal_actions() == state.legal_actions()


def test_labels_and_narration_read_as_sentences():
    state = start(2)
    for action in state.legal_actions():
        assert label(state, action)[0].isupper()
    engine.play(state, ("play", "red"))
    labels = [label(state, a) for a in state.legal_actions()]
    assert all(label.startswith("Place the tile on row") for label in labels)
    before = state.clone()
    action = state.legal_actions()[0]
    engine.play(state, action)
    (text, seat), = narrate(before, action, state, ["Livia", "Marcus"])
    assert text.startswith("Livia places a red district tile") and seat is None


def test_rules_never_draw_randomness_themselves():
    source = pathlib.Path(marble.__file__).read_text() + pathlib.Path(data.__file__).read_text()
    assert "import random" not in source


def test_random_games_end_by_the_rules():
    # Their speed: benchmarks/playouts.py.
    for seed in range(5):
        state = marble.new_game(4)
        playout(state, random.Random(seed))
        assert state.is_terminal()
        assert state.stacks.count(0) >= 3


def test_every_label_and_log_line_of_whole_games():
    for players in (2, 3, 4):
        state = marble.new_game(players)
        rng = random.Random(players)
        names = NAMES[:players]
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                action = engine.core.sample(state.chance_outcomes(), rng)
            else:
                labels = [label(state, a) for a in state.legal_actions()]
                assert all(label and label[0].isupper() for label in labels)
                assert len(set(labels)) == len(labels)
                action = rng.choice(state.legal_actions())
            before = state.clone()
            state.apply(action)
            for text, seat in narrate(before, action, state, names):
                assert text.endswith(".") and (seat is None or 0 <= seat < players)
        assert "The game is over" in " ".join(t for t, _ in narrate(before, action, state, names))
        assert len(state.view(None)["final"]) == players


def _said_in_games(seeds=range(6)):
    said = set()
    for seed in seeds:
        players = 2 + seed % 3
        state = marble.new_game(players)
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                action = engine.core.sample(state.chance_outcomes(), rng)
            else:
                for legal in state.legal_actions():
                    ids_in(marble.action_label(state, legal), said)
                action = rng.choice(state.legal_actions())
            before = state.clone()
            state.apply(action)
            ids_in(marble.narrate(before, action, state), said)
            for seat in (None, *range(players)):
                ids_in(state.view(seat), said)
    return said


def test_every_message_said_in_whole_games_has_english_and_every_english_text_is_said():
    said = _said_in_games()
    assert said - set(MESSAGES) == set()
    # a text never said in these games must at least be named in the code that says it
    package = pathlib.Path(marble.__file__).parent
    source = "\n".join(path.read_text() for path in sorted(package.glob("*.py"))
                       if path.name != "messages.py")
    spoken = [key for key in MESSAGES if not key.startswith(ELSEWHERE)]
    unsaid = [key for key in spoken if key not in said and not key.startswith("term.")]
    assert [key for key in unsaid if f'"{key}"' not in source] == []
    assert len(unsaid) < len(spoken) / 4      # the games above say most of it
    # terms are named as a family and a thing of the game's data: each family fully worded
    families = {"colour": data.COLOURS, "tile": data.COLOURS, "aqueduct": data.AQUEDUCT_COLOURS,
                "building": data.BUILDINGS, "a_building": data.BUILDINGS,
                "imperium": data.BUILDINGS, "hill": data.HILLS}
    terms = {f"term.marble.{family}.{thing}" for family, things in families.items()
             for thing in things}
    # (and the glossary's own words, for the rules pages: test_glossary.py)
    assert {key for key in MESSAGES if key.startswith("term.") and key not in WORDS} == terms
    assert all(f'term(f"marble.{family}.{{' in source for family in families)


ELSEWHERE = ("marble.example.", "marble.board.")
"""Messages said not by the rules and views but by the examples and by the board's canvas."""


def test_every_recorded_decision_is_marked_and_listed_on_the_rules_page():
    page = (pathlib.Path(__file__).parent.parent / "web" / "rules" / "marble.html").read_text()
    assert data.DECISIONS
    for key, reason in data.DECISIONS.items():
        assert f'data-decision="{key}"' in page, key
        assert f'<li id="decision-{key}">' in page, key
        assert reason.endswith(".") and len(reason.split(". ")) <= 2


def test_a_rulebook_question_offers_its_moves_labelled_in_words():
    from engine import api
    call = lambda **request: json.loads(api.handle(json.dumps(request)))  # noqa: E731
    example = find("marble", "theatre")
    at = next(k for k, step in enumerate(example.script) if step.question)
    assert call(cmd="example", game="marble", id="theatre", board="marble-q")["ok"]
    asked = call(cmd="ask", board="marble-q", at=at)
    labels = [entry["label"] for entry in asked["view"]["legal"]]
    assert labels == ["Set a magistrate on the new tile", "Leave the new tile without a magistrate"]
    answered = call(cmd="answer", board="marble-q", at=at, action=list(example.script[at].action))
    assert answered["right"] and answered["answer"] in labels


def test_a_state_asking_who_sends_a_magistrate_saves_and_loads_as_before():
    state, rng = marble.new_game(3), random.Random(4)
    while state.phase != "send":
        outcomes = state.chance_outcomes()
        state.apply(engine.core.sample(outcomes, rng) if outcomes else rng.choice(state.legal_actions()))
    saved = json.loads(json.dumps(state.to_json()))
    assert saved["send_queue"][0] == state.chooser and saved["send_kind"] and saved["send_tiles"]
    copy = marble.from_json(saved)
    assert copy.to_json() == saved and copy.legal_actions() == state.legal_actions()
    copy.apply(("keep",))
    assert state.to_json() == saved                  # the copy's sending is its own


def test_the_view_gives_as_data_what_the_board_draws_not_only_words():
    state = start(2)
    state.imperium[0] = [0, 2, 0, 1]
    state.commissions = [3, 0]
    view = state.view(0)
    assert [card["building"] for card in view["hand"] if card["kind"] == "imperium"] == \
        ["theatre", "theatre", "bath"]
    assert [p["commissions"] for p in view["players"]] == [3, 0]
