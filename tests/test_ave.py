"""Scenario tests for AVE: every rule of the text and every worked example, from forced games."""

import importlib
import json
import random

import pytest

import engine
from engine.core import CHANCE, TERMINAL, IllegalAction, play, playout, sample
from engine.games.ave import state as ave
from engine.games.ave import data as D
from engine.games.ave.messages import MESSAGES, WORDS
from engine.messages import COMMON, render_all

ENGLISH = {**COMMON, **MESSAGES}


def english(value, names=None):
    """A message (or a view, or log lines) as an English reader sees it."""
    return render_all(value, ENGLISH, names)


# --- helpers ------------------------------------------------------------------------------------

from engine.lesson import find
from engine.games.ave.examples import acting, cell
from engine.messages import ids_in
from board_files import board_files


def example(example_id):
    return find("ave", example_id)


def legal(s, verb):
    return [a for a in s.legal_actions() if a[0] == verb]


def roll(s, legion_hits, barbarian_hits):
    """Apply one battle round, checking that the outcome is a possible one."""
    outcomes = dict(s.chance_outcomes())
    assert ("battle", legion_hits, barbarian_hits) in outcomes
    s.apply(("battle", legion_hits, barbarian_hits))


def drawing(players=2, seat=0, bag="black", draws=1):
    """A game in round 1 where ``seat`` has bought and ``draws`` tiles from ``bag`` wait."""
    s = ave.new_game(players)
    s.round, s.start, s.turn, s.actor = 1, 0, seat, seat
    s._begin_draws(seat, [bag] * draws)
    return s


# --- the senate ---------------------------------------------------------------------------------

def test_green_senator_wraps_from_5_over_6_to_0():
    s = ave.new_game(2)
    s.round, s.start = 1, 0
    s.senate["green"] = 5
    s.gold = [3, 3]
    s.fame2 = lambda seat: 2 * seat  # seat 0 has the fewest fame: free; seat 1 pays
    s._begin_influence()
    s.apply(("stop",))  # seat 0, 4 points, gives them away
    assert s.actor == 1 and s.points == 3
    s.apply(("up", "green"))
    s.apply(("up", "green"))
    assert s.senate["green"] == 0 and s.gold[1] == 2  # one gold, however many steps
    s.apply(("stop",))
    assert (s.actor, s.points) == (0, 2)


def test_a_stone_on_0_goes_no_lower():
    s = ave.new_game(3)
    s.round = 1
    s.senate["red"] = 1
    s._begin_influence()
    assert ("down", "grey") not in s.legal_actions() and ("up", "grey") in s.legal_actions()
    assert "runs over only upwards" in english(s.why_illegal(("down", "grey")))
    with pytest.raises(IllegalAction):
        play(s, ("down", "grey"))
    s.apply(("down", "red"))
    assert s.senate["red"] == 0 and ("down", "red") not in s.legal_actions()
    s.senate["white"], s.senators[0]["white"] = 0, 1
    while s.phase == "influence":
        s.apply(("stop",))
    assert s.legal_actions() == [("done",), ("senator", "white", "up")]


@pytest.mark.parametrize("players, start, expected", [
    (4, 0, [(0, 4), (1, 3), (2, 2), (3, 1)]),
    (3, 1, [(1, 4), (2, 3), (0, 2)]),
    (2, 1, [(1, 4), (0, 3), (1, 2), (0, 1)]),  # A 4, B 3, A 2, B 1
])
def test_influence_points_by_player_count(players, start, expected):
    s = ave.new_game(players)
    s.round, s.start = 1, start
    s._begin_influence()
    seen = []
    while s.phase == "influence":
        seen.append((s.actor, s.points))
        s.apply(("stop",))
    assert seen == expected


def test_influence_costs_one_gold_unless_fewest_fame():
    s = ave.new_game(2)
    s.round = 1
    s.city_kind[cell(1, 1, 1)], s.city_owner[cell(1, 1, 1)] = "fountain", 0
    s.gold = [0, 0]
    s._begin_influence()
    assert s.actor == 0 and not s.free
    assert s.legal_actions() == [("stop",)]  # cannot pay the gold
    s.apply(("stop",))
    assert s.actor == 1 and s.free
    s.apply(("up", "red"))
    assert s.gold[1] == 0 and s.senate["red"] == 1
    assert play(s, ("up", "red")) and s.senate["red"] == 2
    with pytest.raises(IllegalAction):
        play(s, ("up", "caesar"))  # the Caesar stone may not be influenced


def test_senator_tiles_move_a_stone_once_and_go_to_the_black_discard():
    s = ave.new_game(2)
    s.round = 1
    s.senators[1]["white"] = 2
    s._begin_influence()
    while s.phase == "influence":
        s.apply(("stop",))
    assert s.phase == "senators" and s.actor == 1  # seat 0 has none and is skipped
    assert set(s.legal_actions()) == {("done",), ("senator", "white", "up")}  # white on 0
    s.apply(("senator", "white", "up"))
    assert s.senate["white"] == 1 and s.senators[1]["white"] == 1
    assert s.discard["black"]["senator_white"] == 1
    s.apply(("done",))
    assert s.phase == "actions" and s.senators[1]["white"] == 1  # kept for later


def test_evaluation_example_blue_white_orange_yellow():
    s = example("evaluation").play()
    assert s.costs == {"blue": 1, "white": 3, "orange": 3, "yellow": 4,
                       "red": 0, "green": 0, "brown": 0, "grey": 0}


def test_closed_colour_cannot_be_built():
    s = acting(costs={"red": 0}, hand={"tavern": 1, "fountain": 1})
    pieces = {a[1] for a in legal(s, "build")}
    assert "fountain" in pieces and "tavern" not in pieces
    assert "permits" in english(s.why_illegal(("build", "tavern", cell(1, 2, 4))))


def test_a_tile_that_cannot_be_built_now_says_why_on_its_card():
    s = acting(gold=4, costs={"red": 0}, hand={"tavern": 1, "fountain": 1, "monument": 2})
    cards = {card["kind"]: card for card in s.view(0)["hand"]}
    assert "why_not" not in cards["fountain"]                     # buildable: nothing to say
    cards = english(cards)
    assert cards["tavern"]["why_not"] == english(s.why_illegal(("build", "tavern", cell(1, 2, 4))))
    assert "permits" in cards["tavern"]["why_not"]                  # its colour is closed
    assert cards["monument"]["why_not"] == "That costs 9 gold, and you have 4."
    for hill in D.HILLS:                 # no free hill: no square takes a mine
        s.city_kind[hill] = "mine"
    s.hand[0]["mine"] = 1
    mine = next(card for card in english(s.view(0)["hand"]) if card["kind"] == "mine")
    assert mine["why_not"] == "No free hill for a mine."
    # Only the acting seat is told, about its own hand.
    assert not any("why_not" in card for seat in (1, None) for card in s.view(seat)["hand"])


def test_caesars_gifts_when_caesar_stone_is_highest():
    s = ave.new_game(2)
    s.round = 1
    s.caesar = ["augustus", "titus"]
    s.caesar_pos = 2
    s.senate["blue"] = 1
    s._caesars_gifts()
    assert s.phase == "gift" and s.actor == 0
    s.apply(("gift", "gold"))
    s.apply(("gift", "legions"))
    assert s.gold == [5 + 8, 5] and s.legions == [0, 1]
    assert s.caesar == ["", ""] and s.caesar_pos == 0
    assert s.discard["black"]["augustus"] == 1 and s.phase == "actions"


def test_no_gifts_when_caesar_stone_ties():
    s = ave.new_game(2)
    s.round = 1
    s.caesar = ["augustus", ""]
    s.caesar_pos = 2
    s.senate["blue"] = 2
    s._caesars_gifts()
    assert s.phase == "actions" and s.caesar_pos == 2 and s.caesar[0] == "augustus"


def test_two_players_pay_for_each_of_their_two_senate_turns():
    s = ave.new_game(2)
    s.round = 1
    s.city_kind[cell(2, 1, 1)], s.city_owner[cell(2, 1, 1)] = "fountain", 1
    s.gold = [5, 5]
    s._begin_influence()
    turns = []
    while s.phase == "influence":  # A 4, B 3, A 2, B 1
        turns.append((s.actor, s.points))
        s.apply(("up", "blue"))
        if s.phase == "influence" and s.points:
            s.apply(("stop",))
    assert turns == [(0, 4), (1, 3), (0, 2), (1, 1)]
    assert s.gold == [5, 3] and s.senate["blue"] == 4  # A has fewer fame: free; B pays twice


def test_caesar_column_stops_at_its_top():
    s = ave.new_game(2)
    s.round = 1
    s.caesar_pos = D.CAESAR_TOP
    s._lay_caesar(0, "titus")
    assert s.caesar_pos == D.CAESAR_TOP
    s.senate = {c: 6 for c in D.SENATORS}
    s._caesars_gifts()
    assert s.phase == "gift"  # 7 beats every senator


# --- buying and drawing -------------------------------------------------------------------------

def test_buy_in_threes_at_most_nine_one_gold_per_three():
    s = ave.new_game(2)
    s.round, s.phase, s.actor, s.gold[0] = 1, "buy", 0, 2
    buys = legal(s, "buy")
    assert ("buy", 0, 0) in buys and ("buy", 1, 1) in buys and ("buy", 2, 0) in buys
    assert all(a[1] + a[2] <= 2 for a in buys)
    s.gold[0] = 10
    assert max(a[1] + a[2] for a in legal(s, "buy")) == 3
    s.apply(("buy", 2, 1))
    assert s.gold[0] == 7 and s.draw_queue == ["black"] * 6 + ["white"] * 3
    assert s.current_player() == CHANCE


def test_draw_puts_hidden_tile_in_hand_and_senator_open():
    s = drawing(draws=2)
    s.apply(("draw", "black", "temple"))
    s.apply(("draw", "black", "senator_red"))
    assert s.hand[0]["temple"] == 1 and s.senators[0]["red"] == 1
    assert s.bag["black"]["temple"] == D.BLACK_BAG["temple"] - 1


@pytest.mark.parametrize("first, second, kept", [
    ("titus", "augustus", "augustus"), ("titus", "augustus", "titus"),
    ("augustus", "titus", "augustus"), ("augustus", "titus", "titus")])
def test_two_caesars_in_one_purchase_move_the_stone_once_whatever_the_order(first, second, kept):
    s = drawing(draws=2)
    s.apply(("draw", "black", first))
    assert s.caesar[0] == first and s.caesar_pos == 1
    s.apply(("draw", "black", second))
    assert s.phase == "keep"
    assert set(s.legal_actions()) == {("keep", "titus"), ("keep", "augustus")}
    s.apply(("keep", kept))
    assert s.caesar[0] == kept and s.caesar_pos == 1
    assert s.discard["black"][first if kept == second else second] == 1


def test_a_later_purchase_moves_the_stone_again():
    s = drawing(draws=1)
    s.apply(("draw", "black", "titus"))
    s._begin_draws(0, ["black"])
    s.apply(("draw", "black", "augustus"))
    s.apply(("keep", "augustus"))
    assert s.caesar_pos == 2


def test_keeping_the_old_caesar_does_not_move_the_stone():
    s = drawing(draws=1)
    s.caesar[0], s.caesar_pos = "titus", 1
    s.apply(("draw", "black", "trajan"))
    s.apply(("keep", "titus"))
    assert s.caesar[0] == "titus" and s.caesar_pos == 1 and s.discard["black"]["trajan"] == 1


def test_an_empty_bag_is_refilled_from_its_discard_or_the_draws_are_lost():
    s = ave.new_game(2)
    s.round, s.start = 1, 0
    s.bag["white"] = {t: 0 for t in D.WHITE_BAG}
    s.discard["white"]["road"] = 1
    s._begin_draws(0, ["white"] * 3)
    assert s.chance_outcomes() == [(("draw", "white", "road"), 1.0)]
    s.apply(("draw", "white", "road"))
    assert s.hand[0]["road"] == 1 and s.phase == "buy" and s.actor == 1  # two draws lost
    assert ("buy", 0, 1) not in s.legal_actions()


def test_revolt_in_a_barbarian_province_adds_an_army():
    s = drawing(bag="white")
    s.apply(("draw", "white", "revolt4"))
    assert s.barbarians[4] == 4
    assert s.discard["white"]["revolt4"] == 1  # even revolts: white bag, white discard
    assert D.revolt_bag(3) == "black" and D.BLACK_BAG["revolt3"] == 1


def test_fifth_revolt_on_a_discard_sends_it_back_to_the_bag():
    s = drawing(bag="white")
    for p in (2, 6, 8, 10):
        s.bag["white"][f"revolt{p}"] -= 1
        s.discard["white"][f"revolt{p}"] = 1
    s.bag["white"]["road"] -= 2
    s.discard["white"]["road"] = 2
    s.apply(("draw", "white", "revolt4"))
    assert not any(s.discard["white"].values())
    assert s.bag["white"] == D.WHITE_BAG


def test_revolt_in_a_held_province_fights_the_starting_strength_without_retreat():
    s = drawing(bag="black")
    s.owner[5], s.garrison[5], s.barbarians[5] = 1, 2, 0
    s.apply(("draw", "black", "revolt5"))
    assert s.phase == "revolt" and s.battle.barbarians == 3 and s.battle.legions == 2
    outcomes = dict(s.chance_outcomes())
    assert outcomes[("battle", 2, 0)] == pytest.approx((1 / 2) ** 2 * (2 / 3) ** 3)
    roll(s, 1, 1)  # 1 legion against 2 barbarians: still no retreat offered
    assert s.current_player() == CHANCE
    roll(s, 1, 0)
    roll(s, 1, 0)
    assert s.owner[5] == 1 and s.garrison[5] == 1  # a lone survivor stays
    assert s.discard["black"]["revolt5"] == 1


def test_lost_revolt_restores_barbarians_and_removes_the_limes():
    s = drawing(bag="white")
    s.owner[8], s.garrison[8], s.barbarians[8], s.limes[8] = 0, 2, 0, 1
    s.apply(("draw", "white", "revolt8"))
    assert s.battle.barbarians == 5  # Lugdunensis starts with five
    limes_odds = (5 / 6) ** 2 * (2 / 3) ** 5  # behind a limes legions hit on 2-6
    assert dict(s.chance_outcomes())[("battle", 2, 0)] == pytest.approx(limes_odds)
    roll(s, 2, 2)  # both sides hit: the legions are gone, so the barbarians win
    assert s.owner[8] == -1 and s.garrison[8] == 0 and s.barbarians[8] == 5
    assert s.limes[8] == 0 and s.discard["white"]["limes"] == 1


def test_fire_burns_a_building_and_a_homeless_inhabitant_leaves():
    s = drawing(bag="black")
    target = cell(2, 3, 5)
    s.city_kind[target], s.city_owner[target] = "temple", 1
    s.bag["black"]["temple"] -= 1  # the temple came out of the bag
    s.inhabitants[1] = 1
    s.apply(("draw", "black", "fire2"))
    assert s.phase == "fire" and len(s.chance_outcomes()) == 24
    s.apply(("fire", 3, 5))
    assert s.city_kind[target] == "" and s.inhabitants[1] == 0
    assert s.discard["black"]["temple"] == 0 and s.bag["black"]["temple"] == D.BLACK_BAG["temple"]
    assert s.bag["black"]["fire2"] == D.BLACK_BAG["fire2"]  # the bag is mixed again at once
    assert [die["face"] for die in s.dice] == [3, 5]  # the d4 row and the d6 column


def test_blue_buildings_roads_and_mines_do_not_burn():
    s = drawing(bag="white")
    for quarter, piece in ((1, "aqueduct"), (2, "road"), (3, "mine"), (4, "park")):
        s.city_kind[cell(quarter, 1, 1)], s.city_owner[cell(quarter, 1, 1)] = piece, 0
    s.apply(("draw", "white", "nero"))
    assert s.fires == [1, 2, 3, 4]  # Nero: a fire in each quarter
    for _ in range(4):
        s.apply(("fire", 1, 1))
    standing = [s.city_kind[cell(q, 1, 1)] for q in (1, 2, 3, 4)]
    assert standing == ["aqueduct", "road", "mine", "park"]
    assert s.phase == "buy" and s.bag["white"]["nero"] == 1


# --- the city -----------------------------------------------------------------------------------

def test_cost_example_1_aqueduct_and_fountain():
    s = example("cost-1").play()
    assert s.gold[0] == 0  # 10 + 1 + 2 x 1 permit = 13
    assert s.senate["blue"] == 1  # each permit moves the senator down one


def test_cost_example_2_fountain_school_and_two_inhabitants():
    s = example("cost-2").play(2)
    assert s.gold[0] == 6  # 1 + 2 + 1 + 3 = 7
    s = example("cost-2").play()                 # two inhabitants
    assert s.gold[0] == 0 and s.inhabitants[0] == 2  # 7 + 6 = 13


def test_inhabitants_need_one_own_building_each():
    s = acting(hand={"person": 2})
    assert legal(s, "settle") == []
    s.city_kind[cell(1, 1, 1)], s.city_owner[cell(1, 1, 1)] = "market", 0
    s.apply(("settle",))
    assert legal(s, "settle") == [] and s.hand[0]["person"] == 1


def test_recruit_turns_a_person_into_a_legion():
    s = acting(costs={"grey": 4}, gold=4, hand={"person": 1})
    s.apply(("recruit",))
    assert s.legions[0] == 1 and s.gold[0] == 0 and s.discard["white"]["person"] == 1


def test_buildings_only_beside_roads_or_plazas_and_once_per_quarter():
    s = acting(hand={"temple": 2})
    sites = {a[2] for a in legal(s, "build")}
    start = cell(1, 2, 3)
    assert cell(1, 2, 4) in sites and cell(1, 1, 3) in sites
    assert cell(1, 4, 4) not in sites  # touches no road
    assert not s.building_allowed("temple", cell(1, 4, 4))
    s.apply(("build", "temple", cell(1, 2, 4)))
    assert not any(D.QUARTER[a[2]] == 1 for a in legal(s, "build"))  # one temple per quarter
    assert any(D.QUARTER[a[2]] == 2 for a in legal(s, "build"))
    assert s.city_kind[start] == "road"


def test_another_player_cannot_build_the_same_building_in_that_quarter():
    s = acting(hand={"temple": 1})
    s.city_kind[cell(1, 4, 6)], s.city_owner[cell(1, 4, 6)] = "temple", 1
    assert all(D.QUARTER[a[2]] != 1 for a in legal(s, "build"))


def test_a_building_may_not_close_a_road():
    s = acting(hand={"temple": 1, "shrine": 1, "market": 1})
    start = cell(1, 2, 3)  # a lone road: it needs two sides open
    s.apply(("build", "temple", cell(1, 2, 4)))
    s.apply(("build", "shrine", cell(1, 1, 3)))
    sides = {a[2] for a in legal(s, "build")} & set(D.NEIGHBOURS[start])
    assert sides == set()  # a third building would leave the road one open side
    assert s.closes_a_road(cell(1, 3, 3))


def test_a_road_on_the_edge_may_be_closed():
    s = acting(hand={"temple": 1})
    edge_road = cell(1, 1, 3)  # top edge of the city
    s.city_kind[cell(1, 2, 3)] = ""  # remove the starting road for a clean picture
    s.city_kind[edge_road] = "road"
    s.city_kind[cell(1, 1, 2)] = "market"
    assert edge_road in D.EDGE
    assert ("build", "temple", cell(1, 1, 4)) in s.legal_actions()


def test_roads_join_roads_or_plazas_and_branch_only_at_plazas():
    s = acting(hand={"road": 3, "plaza": 1})
    start = cell(1, 2, 3)
    sites = {a[2] for a in legal(s, "build") if a[1] == "road" and D.QUARTER[a[2]] == 1}
    assert sites == set(D.NEIGHBOURS[start])
    s.apply(("build", "road", cell(1, 2, 4)))
    s.apply(("build", "road", cell(1, 2, 2)))
    # the middle road already meets two roads: no third branch from it
    assert not s.road_allowed(cell(1, 1, 3)) and not s.road_allowed(cell(1, 3, 3))
    s.apply(("build", "plaza", cell(1, 3, 4)))
    assert s.road_allowed(cell(1, 4, 4))  # carried on over the plaza
    assert not s.road_allowed(cell(3, 4, 4))  # nowhere near a road


def test_parks_and_plazas_anywhere_but_hills_and_parks_close_no_road():
    s = acting(hand={"park": 1, "plaza": 1, "temple": 1, "shrine": 1})
    parks = {a[2] for a in legal(s, "build") if a[1] == "park"}
    plazas = {a[2] for a in legal(s, "build") if a[1] == "plaza"}
    assert not (parks | plazas) & set(D.HILLS)
    assert len(plazas) == D.CELLS - len(D.HILLS) - len(D.START_ROADS)
    s.apply(("build", "temple", cell(1, 2, 4)))
    s.apply(("build", "shrine", cell(1, 1, 3)))
    assert cell(1, 3, 3) not in {a[2] for a in legal(s, "build") if a[1] == "park"}


def test_mines_only_on_hills_one_per_round_and_pay_gold():
    s = acting(hand={"mine": 2}, costs={"orange": 2}, gold=10)
    sites = {a[2] for a in legal(s, "build")}
    assert sites == set(D.HILLS)
    s.apply(("build", "mine", min(D.HILLS)))
    assert s.gold[0] == 8 and legal(s, "build") == []
    assert s.income(0) == 6


def test_income_base_mines_inhabitants_and_strong_provinces():
    s = acting()
    s.city_kind[min(D.HILLS)], s.city_owner[min(D.HILLS)] = "mine", 0
    s.inhabitants[0] = 2
    s.owner[1], s.garrison[1] = 0, 2
    s.owner[4], s.garrison[4] = 0, 1  # one legion: no gold, no fame
    assert s.income(0) == 5 + 1 + 2 + 1


def test_fame_buildings_triples_roads_provinces_limes():
    s = acting()
    q2 = D.QUARTER_CELLS[2]
    for c, b in zip(q2, ("fountain", "baths", "aqueduct")):
        s.city_kind[c], s.city_owner[c] = b, 0
    s.city_kind[q2[10]], s.city_owner[q2[10]] = "road", 0
    s.owner[1], s.garrison[1], s.limes[1] = 0, 3, 1
    assert s.fame_parts(0) == {"buildings": 8, "triples": 2, "roads": 1, "provinces": 2,
                               "limes": 2}  # in half points
    assert s.scores()[0] == 7.5
    s.city_owner[q2[0]] = 1  # a triple must be one player's
    assert s.fame_parts(0)["triples"] == 0


def test_road_plaza_road_lets_the_first_road_be_closed():
    # the text: road-plaza-road is allowed, and the first road before the plaza may then be
    # built closed, because the second road after the plaza lets the street carry on
    s = acting(hand={"plaza": 1, "road": 1, "temple": 1, "shrine": 1, "market": 1,
                     "tavern": 1, "school": 1})
    first = cell(1, 2, 3)  # quarter 1's starting road
    play(s, ("build", "plaza", cell(1, 3, 3)))
    play(s, ("build", "temple", cell(1, 1, 3)))
    play(s, ("build", "shrine", cell(1, 2, 2)))
    assert s.closes_a_road(cell(1, 2, 4))  # road-plaza without a second road: not yet
    play(s, ("build", "road", cell(1, 4, 3)))  # carried on over the plaza
    assert ("build", "market", cell(1, 2, 4)) in s.legal_actions()
    play(s, ("build", "market", cell(1, 2, 4)))
    assert s._open_sides(first, -1) == 1  # closed down to the plaza, as the text allows
    second = cell(1, 4, 3)  # beside the plaza, the Capitoline hill and two free squares
    assert ("build", "tavern", cell(1, 4, 4)) in s.legal_actions()
    play(s, ("build", "tavern", cell(1, 4, 4)))
    # the second road must stay open: closing it too would leave no way to carry on
    assert s._open_sides(second, -1) == 2 and s.closes_a_road(cell(3, 1, 3))
    assert ("build", "school", cell(3, 1, 3)) not in s.legal_actions()


def test_buildings_may_face_a_plaza_far_from_any_road():
    s = acting(hand={"plaza": 1, "temple": 1, "road": 1})
    lone = cell(4, 4, 1)
    assert not s._fronts_street(cell(4, 4, 2))
    play(s, ("build", "plaza", lone))
    assert ("build", "temple", cell(4, 4, 2)) in s.legal_actions()
    assert not s.road_allowed(cell(4, 3, 1))  # roads only carry on from plazas on a road
    assert s.fame_parts(0)["roads"] == 0  # a plaza gives no fame


def test_a_mine_gives_gold_but_no_fame():
    s = acting(hand={"mine": 1})
    play(s, ("build", "mine", min(D.HILLS)))
    assert s.fame2(0) == 0 and s.income(0) == D.BASE_INCOME + 1


def test_refusals_say_which_rule_forbids_the_move():
    s = acting(hand={"temple": 2, "shrine": 1, "market": 1, "mine": 2, "person": 1, "park": 1},
               gold=50)
    def refused(action, words):
        with pytest.raises(IllegalAction, match=words):
            play(s, action)
    refused(("settle",), "needs a building of yours")
    refused(("build", "temple", cell(1, 4, 4)), "beside a road")
    refused(("build", "temple", min(D.HILLS)), "seven hills")
    refused(("build", "mine", cell(1, 4, 4)), "seven hills")
    refused(("build", "temple", D.START_ROADS[0]), "taken")
    play(s, ("build", "temple", cell(1, 2, 4)))
    refused(("build", "temple", cell(1, 1, 3)), "already has a Temple")
    play(s, ("build", "shrine", cell(1, 1, 3)))
    refused(("build", "market", cell(1, 3, 3)), "close a road")
    refused(("build", "park", cell(1, 3, 3)), "close a road")
    play(s, ("build", "mine", min(D.HILLS)))
    refused(("build", "mine", max(D.HILLS)), "one mine a round")
    s.gold[0] = 2
    refused(("build", "market", cell(2, 1, 1)), "costs 4 gold")
    t = acting(hand={"limes": 1})
    t.owner[2], t.garrison[2], t.conquered = 0, 2, [2]
    t.legions[0] = 2
    for action, words in ((("limes", 2), "round its province was conquered"),
                          (("attack", 8, 2), "beside Rome"), (("attack", 1, 3), "only 2 legions")):
        with pytest.raises(IllegalAction, match=words):
            play(t, action)


def test_senate_and_buying_refusals_say_why():
    s = ave.new_game(2)
    s.round, s.phase, s.actor, s.gold[0] = 1, "buy", 0, 1
    for action, words in ((("buy", 2, 2), "at most three threes"), (("buy", 1, 1), "1 gold")):
        with pytest.raises(IllegalAction, match=words):
            play(s, action)
    s.city_kind[cell(1, 1, 1)], s.city_owner[cell(1, 1, 1)] = "fountain", 0
    s.gold = [0, 0]
    s._begin_influence()
    for action, words in ((("up", "red"), "costs 1 gold"), (("up", "caesar"), "Caesar stone")):
        with pytest.raises(IllegalAction, match=words):
            play(s, action)


def test_triple_example_hospital_school_and_library():
    # the text's example of a triple: Hospital, School and Library (white) in one quarter
    s = example("triple").play(3)                # road, hospital, school
    assert s.fame_parts(0)["triples"] == 0
    s = example("triple").play()                 # the library
    assert s.fame_parts(0) == {"buildings": 6, "triples": 2, "roads": 1, "provinces": 0,
                               "limes": 0}
    assert s.scores()[0] == 4.5  # three buildings, the triple and half a point for the road


# --- the provinces ------------------------------------------------------------------------------

def test_city_or_province_never_both_in_one_round():
    s = acting(hand={"temple": 1, "person": 2})
    s.legions[0] = 3
    s.apply(("build", "temple", cell(1, 2, 4)))
    assert legal(s, "attack") == [] and legal(s, "recruit") and legal(s, "settle")
    assert "province map" in english(s.why_illegal(("attack", 1, 3)))
    t = acting(hand={"temple": 1})
    t.legions[0] = 3
    t.apply(("attack", 1, 3))
    roll(t, 3, 0)
    t.apply(("station", 3))
    assert legal(t, "build") == []


def test_attack_targets_neighbours_of_rome_and_sea_arrows():
    s = acting()
    assert s.attackable() == [1, 2, 3]
    s.owner[2], s.garrison[2] = 1, 2  # any player's province carries the march
    assert s.attackable() == [1, 3, 6]
    s.owner[19], s.garrison[19] = 0, 2  # isolated: Britannia is not joined to Rome
    assert 8 not in s.attackable() and 16 not in s.attackable()


def test_conquest_dice_retreat_and_station():
    s = acting()
    s.legions[0] = 5
    s.apply(("attack", 1, 4))
    assert s.legions[0] == 1 and s.battle.barbarians == 3
    outcomes = dict(s.chance_outcomes())
    assert outcomes[("battle", 0, 3)] == pytest.approx((1 / 2) ** 4 * (1 / 3) ** 3)
    roll(s, 1, 1)
    assert s.phase == "battle_choice"
    s.apply(("retreat",))
    assert s.legions[0] == 4 and s.barbarians[1] == 3 and s.owner[1] == -1
    s.apply(("attack", 1, 4))
    roll(s, 3, 0)
    assert s.owner[1] == 0 and s.phase == "station"
    assert legal(s, "station") == [("station", 2), ("station", 3), ("station", 4)]
    s.apply(("station", 2))
    assert s.garrison[1] == 2 and s.legions[0] == 2 and s.phase == "actions"
    assert max(a[2] for a in legal(s, "attack")) == 2  # stationed legions never march again
    s.apply(("attack", 4, 2))
    roll(s, 0, 2)
    assert s.garrison[1] == 2 and s.legions[0] == 0 and s.barbarians[4] == 3


def test_defeat_restores_the_starting_armies():
    s = acting()
    s.legions[0] = 2
    s.barbarians[1] = 6  # grown by revolts
    s.apply(("attack", 1, 2))
    roll(s, 2, 2)
    assert s.barbarians[1] == 3 and s.owner[1] == -1 and s.legions[0] == 0


def test_lone_survivor_must_be_reinforced_before_attacking_again():
    s = acting()
    s.legions[0] = 3
    s.apply(("attack", 2, 3))
    roll(s, 3, 2)
    assert s.garrison[2] == 1 and s.phase == "actions"
    s.legions[0] = 2
    assert legal(s, "attack") == [] and legal(s, "reinforce") == [("reinforce", 2)]
    assert "single legion" in english(s.why_illegal(("attack", 1, 1)))
    s.apply(("reinforce", 2))
    assert s.garrison[2] == 2 and legal(s, "attack")
    assert s.fame2(0) == 2


def test_limes_needs_two_legions_and_not_the_conquest_round():
    s = acting(hand={"limes": 1}, costs={"grey": 2}, gold=2)
    s.owner[1], s.garrison[1] = 0, 2
    s.owner[3], s.garrison[3] = 0, 1
    s.owner[2], s.garrison[2] = 0, 2
    s.conquered = [2]
    assert legal(s, "limes") == [("limes", 1)]
    s.apply(("limes", 1))
    assert s.limes[1] == 1 and s.gold[0] == 0 and s.fame_parts(0)["limes"] == 2


def test_conquest_where_both_sides_fall_is_a_barbarian_victory():
    s = acting()
    s.legions[0] = 3
    s.apply(("attack", 2, 3))
    roll(s, 3, 3)
    assert s.owner[2] == -1 and s.barbarians[2] == 3 and s.phase == "actions"
    assert s.legions[0] == 0 and s.garrison[2] == 0


def test_revolt_where_both_sides_fall_restores_the_province():
    s = drawing(bag="black")
    s.owner[7], s.garrison[7], s.barbarians[7] = 1, 3, 0
    s.apply(("draw", "black", "revolt7"))
    roll(s, 3, 3)  # three legions and three rebels fall together
    assert s.owner[7] == -1 and s.garrison[7] == 0 and s.barbarians[7] == 3
    assert s.phase == "buy" and s.battle is None


def test_roman_revolt_victory_keeps_the_survivors():
    s = drawing(bag="black")
    s.owner[1], s.garrison[1], s.barbarians[1] = 0, 4, 0
    s.apply(("draw", "black", "revolt1"))
    roll(s, 3, 1)
    assert s.owner[1] == 0 and s.garrison[1] == 3 and s.barbarians[1] == 0


# --- setup, hand limit and the end --------------------------------------------------------------

def test_the_first_start_player_is_drawn_and_the_setup_draw_is_optional():
    s = ave.new_game(3)
    assert s.current_player() == CHANCE and english(s.status()[0]).startswith("Setup · the first")
    assert s.chance_outcomes() == [(("first", seat), 1 / 3) for seat in range(3)]
    s.apply(("first", 2))
    assert (s.start, s.actor, s.phase) == (2, 2, "setup")
    assert ("start", "none") in s.legal_actions()
    s.apply(("start", "none"))
    assert s.actor == 0 and s.hand_size(2) == 0 and s.phase == "setup"
    s.apply(("start", "none"))
    s.apply(("start", "none"))
    assert (s.round, s.start, s.actor, s.phase) == (1, 2, 2, "buy")
    assert s.gold == [10, 10, 10] and s.bag == {b: dict(D.BAG_TILES[b]) for b in D.BAGS}


def test_setup_three_tiles_open_caesars_and_replacements():
    s = ave.new_game(2)
    s.apply(("first", 0))
    assert s.legal_actions() == [("start", "black"), ("start", "white"), ("start", "none")]
    assert s.city_kind.count("road") == 4 and s.gold == [5, 5]
    assert s.barbarians[6] == 5 and s.barbarians[8] == 5 and s.barbarians[5] == 3
    s.apply(("start", "black"))
    s.apply(("draw", "black", "titus"))
    s.apply(("draw", "black", "revolt7"))  # resolved, then replaced
    assert s.barbarians[7] == 4 and len(s.draw_queue) == 2
    s.apply(("draw", "black", "hadrian"))
    s.apply(("keep", "titus"))  # the extra Caesar is discarded and replaced
    assert len(s.draw_queue) == 2
    s.apply(("draw", "black", "fire1"))  # nothing burns in setup: back in the bag, replaced
    assert len(s.draw_queue) == 2 and s.bag["black"]["fire1"] == 2
    s.apply(("draw", "black", "temple"))
    s.apply(("draw", "black", "senator_blue"))
    assert s.phase == "setup" and s.actor == 1
    assert s.hand[0]["temple"] == 1 and s.senators[0]["blue"] == 1 and s.caesar[0] == "titus"


def test_round_starts_with_income_and_the_start_player_moves_on():
    s = ave.new_game(3)
    s.apply(("first", 0))
    for seat in range(3):
        s.apply(("start", "white"))
        for _ in range(3):
            s.apply(("draw", "white", "person"))
    assert s.round == 1 and s.start == 0 and s.gold == [10, 10, 10] and s.phase == "buy"
    s._end_round()
    assert s.round == 2 and s.start == 1 and s.actor == 1 and s.gold == [15, 15, 15]


def test_hand_limit_six_keeps_half_the_roads():
    s = acting(hand={"road": 5, "temple": 3})
    s.turn = 1  # the last player's actions end the round
    s.apply(("end",))
    assert s.phase == "discard" and s.actor == 0 and s.roads_allowed == 2
    s.apply(("discard", "road"))
    s.apply(("discard", "road"))
    assert ("discard", "road") not in s.legal_actions()
    assert s.hand_size(0) == 6 and s.phase == "buy" and s.round == 2
    t = acting(hand={"road": 15})
    t.turn = 1
    t.apply(("end",))
    for _ in range(7):
        t.apply(("discard", "road"))
    assert t.hand[0]["road"] == 8 and t.phase == "buy"  # the roads block the hand


def test_game_ends_after_the_round_someone_reaches_15_ties_by_gold_then_provinces():
    s = acting(players=3)
    s.fame2 = lambda seat: 30 if seat in (0, 2) else 10
    s.scores = lambda: [15, 5, 15]
    s.gold = [4, 9, 4]
    s.owner[1] = 2
    s.turn = 2
    s.apply(("end",))
    assert s.current_player() == TERMINAL and s.legal_actions() == []
    assert s.winners() == [2]
    s.owner[1] = -1
    assert s.winners() == [0, 2]


def test_reaching_15_ends_the_game_only_after_the_round():
    s = acting()
    s.fame2 = lambda seat: 30 if seat == 0 else 0
    s.apply(("end",))
    assert s.current_player() == 1 and s.phase == "actions"
    s.apply(("end",))
    assert s.current_player() == TERMINAL and s.winners() == [0]


def test_open_tiles_do_not_count_for_the_hand_limit():
    s = acting(hand={"temple": 3, "shrine": 3})
    s.senators[0]["red"] = 3
    s.caesar[0] = "titus"
    s.turn = 1
    s.apply(("end",))
    assert s.phase == "buy" and s.hand_size(0) == 6


def test_game_goes_on_below_15():
    s = acting()
    s.turn = 1
    s.apply(("end",))
    assert s.round == 2 and s.current_player() == 1


def test_the_last_round_ends_the_game_below_15_and_is_announced():
    s = acting(players=3)
    s.round, s.turn = D.LAST_ROUND - 1, 2
    s.gold = [4, 9, 4]
    s.fame2 = lambda seat: 8
    s.scores = lambda: [4, 4, 4]
    s.apply(("end",))  # round 19 ends: the game goes on into the last round
    assert s.round == D.LAST_ROUND and not s.is_terminal()
    assert english(s.status()[0]).startswith(f"Round {D.LAST_ROUND} of {D.LAST_ROUND} (the last)")
    assert s.view(None)["board"]["last_round"] == D.LAST_ROUND
    s.phase, s.turn, s.actor = "actions", 2, 2
    s.apply(("end",))
    assert s.current_player() == TERMINAL and s.winners() == [1]  # tied fame: most gold


# --- hidden information -----------------------------------------------------------------------

def test_views_hide_hands_and_bags_and_determinize_resamples_them():
    s = acting(hand={"temple": 2, "person": 1})
    s.senators[0]["red"] = 1
    s.caesar[0] = "trajan"
    mine, theirs, spectator = s.view(0), s.view(1), s.view(None)
    assert [h["kind"] for h in mine["hand"]] == ["temple", "temple", "person"]
    assert theirs["hand"] == [] and spectator["hand"] == []
    assert "temple" not in json.dumps(theirs) and "temple" not in json.dumps(spectator)
    assert "trajan" in json.dumps(theirs)  # Caesars and senators lie open
    world = s.determinize(1, random.Random(3))
    assert world.view(1) == theirs
    assert sum(world.hand[0].values()) == 3
    worlds = {json.dumps(s.determinize(1, random.Random(k)).hand[0]) for k in range(8)}
    assert len(worlds) > 1
    # two states that seat 1 cannot tell apart give the same world
    other = s.clone()
    other.hand[0]["temple"] = 0
    other.hand[0]["market"] = 2
    other.bag["black"]["temple"] += 2
    other.bag["black"]["market"] -= 2
    assert other.view(1) == theirs
    a = s.determinize(1, random.Random(5)).to_json()
    b = other.determinize(1, random.Random(5)).to_json()
    assert a == b


def test_view_shows_every_public_fact_of_the_state():
    """A change to any public field shows in every view, so a view pins the public state."""
    changes = {
        "round": lambda s: setattr(s, "round", 2),
        "start": lambda s: setattr(s, "start", 1),
        "phase": lambda s: setattr(s, "phase", "discard"),
        "actor": lambda s: setattr(s, "actor", 1),
        "turn": lambda s: setattr(s, "turn", 1),
        "gold": lambda s: s.gold.__setitem__(1, 7),
        "caesar": lambda s: s.caesar.__setitem__(1, "titus"),
        "inhabitants": lambda s: s.inhabitants.__setitem__(1, 1),
        "legions": lambda s: s.legions.__setitem__(1, 1),
        "city_kind": lambda s: s.city_kind.__setitem__(0, "park"),
        "city_owner": lambda s: s.city_owner.__setitem__(D.START_ROADS[0], 1),
        "barbarians": lambda s: s.barbarians.__setitem__(1, 4),
        "owner": lambda s: s.owner.__setitem__(1, 1),
        "garrison": lambda s: s.garrison.__setitem__(1, 2),
        "limes": lambda s: s.limes.__setitem__(1, 1),
        "senate": lambda s: s.senate.__setitem__("red", 4),
        "caesar_pos": lambda s: setattr(s, "caesar_pos", 1),
        "caesar_moved": lambda s: setattr(s, "caesar_moved", True),
        "costs": lambda s: s.costs.__setitem__("red", 3),
        "draw_seat": lambda s: setattr(s, "draw_seat", 1),
        "draw_queue": lambda s: s.draw_queue.append("white"),
        "pending": lambda s: setattr(s, "pending", "fire1"),
        "fires": lambda s: s.fires.append(1),
        "points": lambda s: setattr(s, "points", 2),
        "paid": lambda s: setattr(s, "paid", True),
        "free": lambda s: setattr(s, "free", True),
        "mode": lambda s: setattr(s, "mode", "city"),
        "mined": lambda s: setattr(s, "mined", True),
        "conquered": lambda s: s.conquered.append(1),
        "roads_allowed": lambda s: setattr(s, "roads_allowed", 1),
        "roads_discarded": lambda s: setattr(s, "roads_discarded", 1),
    }
    assert set(changes) == set(ave.State.FIELDS) - {"players"}
    base = acting(players=3)
    for field, change in changes.items():
        if field == "roads_allowed":
            continue
        changed = base.clone()
        change(changed)
        for seat in (None, 0, 2):
            assert changed.view(seat) != base.view(seat), (field, seat)
    # how many roads may go follows from the discarder's hand: only the discarder sees it
    base.phase = "discard"
    changed = base.clone()
    changes["roads_allowed"](changed)
    assert changed.view(base.actor) != base.view(base.actor)
    for seat in [None] + [s for s in range(3) if s != base.actor]:
        assert changed.view(seat) == base.view(seat)


def test_determinize_resamples_exactly_the_hidden_tiles_and_rests_on_the_view():
    for players, seed in ((2, 21), (4, 22)):
        s, rng = ave.new_game(players), random.Random(seed)
        steps = 0
        while not s.is_terminal():
            if steps % 37 == 0:
                for seat in range(players):
                    world = s.determinize(seat, random.Random(steps))
                    assert world.view(seat) == s.view(seat)
                    assert world.view(None) == s.view(None)  # hands never show to onlookers
                    for field in ave.State.FIELDS:  # public facts are kept as they are
                        if field == "roads_allowed" and s.actor != seat:
                            continue  # follows from the discarder's hidden roads
                        assert getattr(world, field) == getattr(s, field), field
                    assert world.hand[seat] == s.hand[seat]
                    assert [world.hidden_counts(o) for o in range(players)] == \
                        [s.hidden_counts(o) for o in range(players)]
                    assert (world.senators, world.discard) == (s.senators, s.discard)
                    assert tile_census(world) == tile_census(s)
                    # world looks the same to seat as s: both must give the same world
                    again = world.determinize(seat, random.Random(99)).to_json()
                    assert again == s.determinize(seat, random.Random(99)).to_json()
            if s.current_player() == CHANCE:
                s.apply(sample(s.chance_outcomes(), rng))
            else:
                s.apply(rng.choice(s.legal_actions()))
            steps += 1


def test_labels_and_narration_read_as_sentences():
    s = acting(hand={"temple": 1})
    before = s.clone()
    action = ("build", "temple", cell(1, 2, 4))
    assert english(ave.action_label(s, action)) == "Build a Temple in quarter 1, row 2, column 4 for 5 gold"
    s.apply(action)
    lines = english(ave.narrate(before, action, s), ["Livia", "Marcus"])
    assert lines == [("Livia builds a Temple in quarter 1, row 2, column 4.", None)]
    d = drawing(draws=1)
    after = d.clone()
    after.apply(("draw", "black", "market"))
    lines = english(ave.narrate(d, ("draw", "black", "market"), after), ["Livia", "Marcus"])
    assert ("You drew a Market.", 0) in lines
    assert all("Market" not in text for text, seat in lines if seat is None)


# --- whole games ------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_random_games_end_by_the_rules(players):
    for seed in range(6):
        s = ave.new_game(players)
        playout(s, random.Random(seed))  # raises long before it could ever stop a game
        assert s.is_terminal() and s.round <= D.LAST_ROUND
        assert max(s.scores()) >= D.FAME_TO_WIN or s.round == D.LAST_ROUND
        json.dumps(s.view(None))
        final = s.view(None)["final"]  # each part as a reader writes it: "½", "2½"
        assert [sum(_read_halves(points) for _, points in lines) for lines in final] == s.scores()


def _read_halves(said):
    return int(said.rstrip("½") or 0) + (0.5 if said.endswith("½") else 0)


def test_registered_through_the_engine():
    assert engine.GAMES["ave"] is importlib.import_module("engine.games.ave")
    s = engine.new_game("ave", 4)
    assert s.game_id == "ave" and engine.from_json(s.to_json()).to_json() == s.to_json()


def tile_census(s):
    """Where every tile is: bags, discards, hands, open tiles, the boards, being resolved."""
    count = {t: 0 for t in D.TILES}
    for bag in D.BAGS:
        for t, n in s.bag[bag].items():
            count[t] += n
        for t, n in s.discard[bag].items():
            count[t] += n
    for seat in range(s.players):
        for t, n in s.hand[seat].items():
            count[t] += n
        for colour, n in s.senators[seat].items():
            count["senator_" + colour] += n
        if s.caesar[seat]:
            count[s.caesar[seat]] += 1
        count["person"] += s.inhabitants[seat]
    for c in range(D.CELLS):
        if s.city_owner[c] >= 0:
            count[s.city_kind[c]] += 1
    count["limes"] += sum(s.limes)
    if s.pending and s.phase in ("keep", "fire", "revolt"):
        count[s.pending] += 1
    return count


def test_every_tile_is_somewhere_throughout_random_games():
    expected = {**D.BLACK_BAG, **D.WHITE_BAG}
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        s = ave.new_game(players)
        rng = random.Random(seed)
        while not s.is_terminal():
            assert tile_census(s) == expected, s.phase
            assert s.owner[0] == -1 and all(g >= 0 for g in s.gold)
            if s.current_player() == CHANCE:
                s.apply(sample(s.chance_outcomes(), rng))
            else:
                s.apply(rng.choice(s.legal_actions()))


# --- the balance pass -------------------------------------------------------------------------

def test_rules_page_lists_the_white_bag_counts():
    import pathlib
    page = (pathlib.Path(__file__).parent.parent / "web" / "rules" / "ave.html").read_text()
    assert D.WHITE_BAG["person"] == 40 and D.WHITE_BAG["limes"] == 8  # the measured counts
    assert f"<tr><td>Person</td><td>{D.WHITE_BAG['person']}</td></tr>" in page
    assert f"<tr><td>Limes</td><td>{D.WHITE_BAG['limes']}</td></tr>" in page
    assert f"({sum(D.WHITE_BAG.values())} tiles) the persons bag" in page
    assert f"black bag ({sum(D.BLACK_BAG.values())} tiles)" in page


def test_balance_policies_play_legal_moves_and_read_no_hidden_tiles():
    from benchmarks import ave_balance as B
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        s = ave.new_game(players)
        rng = random.Random(seed)
        styles = [B.POLICIES[(seed + seat) % 3] for seat in range(players)]
        while not s.is_terminal():
            seat = s.current_player()
            if seat == CHANCE:
                s.apply(sample(s.chance_outcomes(), rng))
                continue
            twin = random.Random()
            twin.setstate(rng.getstate())
            action = B.choose_action(s, styles[seat], rng)
            assert action in s.legal_actions(), (s.phase, action)
            # the same choice in any world that looks the same to this seat
            world = s.determinize(seat, random.Random(seed))
            assert B.choose_action(world, styles[seat], twin) == action, (s.phase, action)
            s.apply(action)


def test_balance_tool_games_end_and_report(capsys):
    from benchmarks import ave_balance as B
    for players in (2, 3, 4):
        record = B.play_game(players, 7)
        assert record["finished"] and 5 <= record["rounds"] <= 40
        assert record["winners"] and record["draws"] > record["revolts"] + record["fires"]
    B.main(["--games", "3", "--players", "2"])
    out = capsys.readouterr().out
    assert "2 players, 3 games: rounds median" in out and "wins by route: city" in out


def test_rules_page_carries_each_decision_of_the_data_module_and_the_last_round():
    import pathlib
    page = (pathlib.Path(__file__).parent.parent / "web" / "rules" / "ave.html").read_text()
    for key in ("last-round", "senate-wrap-down", "caesar-stone",
                "first-player", "setup-draw-optional"):
        assert key in D.DECISIONS
        assert f'data-decision="{key}"' in page and f'id="decision-{key}"' in page, key
    assert f"<b>round {D.LAST_ROUND}</b>, the last round" in page
    assert 'id="ending"' in page  # the balance tool's table of how every table ends
    # the combat and revolt rules name Karthago and Lugdunensis three times (not four)
    assert "name these two three times" in page and "four times" not in page


def test_the_odds_of_a_battle_stand_beside_it_and_in_the_attack_labels():
    from engine.games.ave.evaluation import conquest_odds
    s = acting()
    s.legions[0] = 4
    label = english(ave.action_label(s, ("attack", 1, 4)))
    win = conquest_odds(4, 3, D.LEGION_HIT, D.BARBARIAN_HIT)[0]
    assert label.endswith(f"wins {win:.0%} if fought to the end")
    assert s.view(1)["board"]["battle_odds"] is None
    s.apply(("attack", 1, 4))
    assert s.view(1)["board"]["battle_odds"] == round(win, 3)


# --- the evaluation the search bots judge by -----------------------------------------------------

def test_the_evaluation_counts_a_legion_by_the_march_it_makes_ready():
    """A free legion is worth more while the weakest barbarian province is weak and rounds are
    left; marching with a strong army beats waiting, a hopeless march does not."""
    from engine.games.ave.evaluation import evaluate, legion_worth
    assert legion_worth(3, 10) > legion_worth(5, 10) > legion_worth(None, 10)
    assert legion_worth(3, 10) > legion_worth(3, 0)
    s = acting()
    s.legions[0] = 6
    home = evaluate(s)[0]
    target = min(s.attackable(), key=lambda p: s.barbarians[p])
    strong = s.clone()
    strong.apply(("attack", target, 6))
    assert evaluate(strong)[0] > home
    weak = s.clone()
    weak.apply(("attack", target, 2))
    assert evaluate(weak)[0] < home
    recruited = acting(hand={"person": 1})
    raised = recruited.clone()
    raised.apply(("recruit",))
    assert evaluate(raised)[0] > evaluate(recruited)[0]  # a legion is worth its grey permit


def test_the_last_round_counts_gold_only_by_the_tiles_it_still_pays_for():
    """In the last round's actions, and in any round once a seat has 15 fame, a tile counts
    only while the seat's gold pays for it, and gold itself only breaks ties."""
    from engine.games.ave.evaluation import GOLD_AT_THE_END, evaluate
    for round_, fame in ((D.LAST_ROUND, 0.0), (5, 15.0)):
        poor = acting(gold=5, hand={"aqueduct": 1})  # 10 gold and a permit of 1
        poor.round = round_
        poor.scores = lambda: [0.0, fame]
        bare = poor.clone()
        bare.hand[0]["aqueduct"] = 0
        assert evaluate(poor)[0] == evaluate(bare)[0]
        rich = poor.clone()
        rich.gold[0] = 20
        assert evaluate(rich)[0] > evaluate(poor)[0] + 0.3
        richer = bare.clone()
        richer.gold[0] = 25
        assert evaluate(richer)[0] - evaluate(bare)[0] == pytest.approx(20 * GOLD_AT_THE_END)


def test_lowering_a_colour_the_hand_needs_before_the_evaluation_costs_the_seat():
    """Before this round's evaluation a stone above 0 opens its colour for the round, so
    pushing down a colour of one's own buildings to 0 loses more than the gold it saves."""
    from engine.games.ave.evaluation import evaluate
    s = ave.new_game(2)
    s.round, s.phase, s.start, s.actor = 1, "influence", 0, 0
    s.hand[0].update(temple=1, pantheon=1, shrine=1)
    s.senate.update(green=1, blue=3)
    closed = s.clone()
    closed.senate["green"] = 0
    assert evaluate(s)[0] > evaluate(closed)[0] + 0.2
    assert evaluate(s)[1] == evaluate(closed)[1]


# --- messages ---------------------------------------------------------------------------------

def test_every_message_said_has_english_and_every_english_message_is_said():
    """Seeded random games: each log line, label, status and view renders in English; and each
    template of the catalogue is said by the package's code (its id, or its prefix and its last
    word, as ``"ave.log." + verb`` makes it) or came up in those games."""
    import pathlib
    said = set()
    for players, seed in ((2, 1), (4, 3)):
        s, rng, steps = ave.new_game(players), random.Random(seed), 0
        while not s.is_terminal():
            if s.current_player() == CHANCE:
                action = sample(s.chance_outcomes(), rng)
            else:
                legal_now = s.legal_actions()
                some = rng.sample(legal_now, min(5, len(legal_now)))
                labels = [ave.action_label(s, a) for a in some]
                english(labels)
                ids_in(labels, said)
                action = rng.choice(legal_now)
            before = s.clone()
            s.apply(action)
            lines = ave.narrate(before, action, s)
            viewers = (None, *range(players))  # one view a step, each seat's in turn
            steps += 1
            views = [s.view(viewers[steps % len(viewers)])]
            if s.is_terminal():
                views = [s.view(viewer) for viewer in viewers]
            english([lines, views], ["A", "B", "C", "D"])  # a missing template raises here
            ids_in([lines, views], said)
    for book in engine.lesson.all_examples():   # every text of the rulebook's examples
        if book.game == "ave":
            ids_in([book.title, book.source, book.intro,
                    [(step.caption, step.question, step.hint) for step in book.script]], said)
    assert not {i for i in said if i not in ENGLISH}
    package = pathlib.Path(ave.__file__).parent
    board = board_files("ave")  # the board's words and terms
    source = "\n".join(path.read_text() for path in [*package.glob("*.py"), *board]
                       if path.name != "messages.py")
    unsaid = []
    for message_id in MESSAGES:
        if message_id in said or f'"{message_id}"' in source:
            continue
        if message_id in WORDS:  # the glossary's own words, for the rules pages (test_glossary.py)
            continue
        if message_id.startswith("term."):
            kind = message_id.split(".")[2]
            if (f'term_of("{kind}"' in source or f'"ave.{kind}.' in source
                    or f'"term.ave.{kind}.' in source):
                continue
        prefix, _, word = message_id.rpartition(".")
        if f'"{prefix}.' in source and f'"{word}"' in source:
            continue
        unsaid.append(message_id)
    assert unsaid == []


def test_a_question_of_an_example_offers_its_moves_and_its_answer_as_text():
    from engine import api

    def call(**request):
        return json.loads(api.handle(json.dumps(request)))
    asked_example = next(e for e in engine.lesson.all_examples()
                         if e.game == "ave" and any(step.question for step in e.script))
    at = next(k for k, step in enumerate(asked_example.script) if step.question)
    assert call(cmd="example", game="ave", id=asked_example.id, board="q")["ok"]
    asked = call(cmd="ask", board="q", at=at)
    assert all(isinstance(move["label"], str) and move["label"] for move in asked["view"]["legal"])
    answer = call(cmd="answer", board="q", at=at, action=list(asked_example.script[at].action))
    assert answer["right"] is True and isinstance(answer["answer"], str)
