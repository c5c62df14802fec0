"""Aquileia: one scenario test per rule, every worked example of both rulebooks, hidden
information, and seeded playouts at every player count.

Scenarios start from a hand-built position (``table``) and force every die and card: a test
applies the chance outcome it wants (``force``) instead of sampling one.
"""

import json
import random
from collections import Counter

import pytest

import engine
from engine.core import CHANCE, IllegalAction, playout, sample
from engine.games.aquileia import state as A
from engine.games.aquileia import MESSAGES
from engine.games.aquileia import data as D
from engine.messages import COMMON, render, render_all

from engine.lesson import find
from engine.games.aquileia.examples import (DUTCH, GERMAN, at, final_position, force, forum, table,
                                      take_from_deck)
from test_privacy import random_position


def example(example_id):
    return find("aquileia", example_id)


# --- helpers ---------------------------------------------------------------------------------

def play(state, *action):
    return engine.play(state, list(action))


ENGLISH = {**COMMON, **MESSAGES}


def narrated(before, action, after, names=None):
    """The log lines of ``action`` as a reader sees them: (text, seat it is told to or None)."""
    return [(render(message, ENGLISH, names), to) for message, to in A.narrate(before, action, after)]


def lines(before, action, after, names=GERMAN):
    return narrated(before, action, after, names)


def label(state, action):
    return render(A.action_label(state, action), ENGLISH)


def seen(state, seat):
    """``state.view(seat)`` as the page reads it (every message made English)."""
    return render_all(state.view(seat), ENGLISH)


def snapshot(state):
    return json.dumps(state.to_json(), sort_keys=True)


def total_coins(state):
    return [state.bank[m] + sum(p[m] for p in state.coins)
            + sum(1 for c in state.space_coin if c == D.METALS[m]) for m in range(3)]


# --- set-up ----------------------------------------------------------------------------------

def test_setup_components_and_lot():
    state = engine.new_game("aquileia", 5)
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == [("start", s) for s in range(5)]
    assert all(abs(p - 0.2) < 1e-12 for _, p in outcomes)
    assert state.coins == [[2, 1, 1]] * 5
    assert state.bank == [39 - 10, 39 - 5, 39 - 5]
    assert sum(state.decks["servi"].values()) == 22 and sum(state.decks["equi"].values()) == 17
    assert sum(state.decks["stadium"].values()) == 12 and sum(state.decks["theatre"].values()) == 6
    state = table(5)
    assert state.equi_up == ["weapon2", "goldhorse1", "silverhorse1"]
    assert state.stadium_up == "laurel-blue"
    assert sum(state.decks["equi"].values()) == 14 and sum(state.decks["stadium"].values()) == 11


# --- placement -------------------------------------------------------------------------------

def test_one_henchman_per_space_and_stadium_sides():
    state = table(4)
    play(state, "place", "gold1a")                   # Stefan races gold
    assert ("place", "gold1a") not in state.legal_actions()
    play(state, "place", "silver1a")                 # Lisa races silver
    play(state, "tiebreaker")                        # Chico
    play(state, "tiebreaker")                        # Livia
    legal = state.legal_actions()                    # Stefan again
    assert ("place", "gold2") in legal
    assert not any(a[0] == "place" and a[1].startswith("silver") for a in legal)
    with pytest.raises(IllegalAction, match="gold horses"):
        play(state, "place", "silver2")
    play(state, "place", "gold2")
    assert not any(a[0] == "place" and a[1].startswith("gold") for a in state.legal_actions())


def test_portus_one_paid_space_with_its_coin_and_latro_free():
    state = table(4)
    state.coins[0] = [1, 1, 0]
    legal = state.legal_actions()
    assert ("place", "portus-bronze") in legal and ("place", "portus-silver") in legal
    assert ("place", "portus-gold") not in legal     # no gold coin
    play(state, "place", "portus-silver")
    assert state.coins[0] == [1, 0, 0]
    assert state.space_coin[D.SPACE_INDEX["portus-silver"]] == "silver"
    for _ in range(3):
        play(state, "place", "dolus" if state.actor == 1 else
             "pecunia" if state.actor == 2 else "potentia")
    legal = state.legal_actions()
    assert ("place", "portus-bronze") not in legal   # one paid space per player
    with pytest.raises(IllegalAction, match="only one"):
        play(state, "place", "portus-bronze")
    assert ("place", "latro") in legal               # the thief's space is free and open
    play(state, "place", "latro")
    assert state.spaces[D.SPACE_INDEX["latro"]] == 0


def test_tiebreaker_ends_placement_and_is_compulsory():
    state = table(3, start=1)
    play(state, "tiebreaker")                        # seat 1 takes position 1
    assert state.track == [1] and state.actor == 2
    play(state, "place", "dolus")
    play(state, "place", "pecunia")                  # seat 0
    assert state.actor == 2                          # seat 1 is skipped: it has placed its disc
    for _ in range(4):
        play(state, "place", state.legal_actions()[0][1])
        play(state, "place", state.legal_actions()[0][1])
    assert state.henchmen[0] == state.henchmen[2] == 0
    assert state.legal_actions() == [("tiebreaker",)]   # nothing left but the compulsory disc
    play(state, "tiebreaker")
    play(state, "tiebreaker")
    assert state.stage == "action" and state.track == [1, 2, 0]


@pytest.mark.parametrize("players, closed", [(2, {"arena1b", "gold1b", "silver1b", "forum5"}),
                                             (3, set()), (4, set()), (5, set())])
def test_spaces_closed_by_player_count(players, closed):
    state = table(players)
    open_spaces = {a[1] for a in state.legal_actions() if a[0] == "place"}
    everything = set(D.SPACE_IDS) - {"portus-bronze", "portus-silver", "portus-gold"}
    assert everything - open_spaces == closed
    for space in closed:
        with pytest.raises(IllegalAction, match="closed"):
            play(state, "place", space)


def test_start_player_changes_to_tiebreaker_position_one():
    state = table(3, start=0)
    play(state, "place", "dolus")                    # seat 0
    play(state, "tiebreaker")                        # seat 1: position 1
    play(state, "tiebreaker")                        # seat 2
    play(state, "tiebreaker")                        # seat 0
    force(state, ("roll", "gold", "bronze"))         # Dolus
    # every other area is empty: the round ends, refills the taken face-up cards, round 2 starts
    while state.current_player() == CHANCE:
        force(state, state.chance_outcomes()[0][0])
    assert state.round == 2 and state.start == 1 and state.actor == 1
    assert state.track == [] and state.last_track == [1, 2, 0]
    assert state.henchmen == [5, 5, 5]


# --- Mercatus --------------------------------------------------------------------------------

def test_dolus_takes_the_rolled_coins_from_a_finite_bank():
    state = at(table(3), "dolus", {"dolus": 2})
    force(state, ("roll", "gold", "gold"))
    assert state.coins[2] == [2, 1, 3]
    state = at(table(3), "dolus", {"dolus": 2})
    state.bank = [5, 5, 0]                           # no gold left in the bank
    force(state, ("roll", "gold", "silver"))
    assert state.coins[2] == [2, 2, 1] and state.bank == [5, 4, 0]


def test_pecunia_exchanges_coins_one_for_one_and_scores_four_once():
    state = at(table(3), "pecunia", {"pecunia": 1}, coins={1: [3, 0, 0]})
    assert state.actor == 1 and ("done",) in state.legal_actions()
    play(state, "exchange", "bronze", "gold")
    assert state.points[1] == 4 and state.coins[1] == [2, 0, 1]
    legal = state.legal_actions()
    assert ("exchange", "gold", "bronze") not in legal   # no taking back in the same visit
    assert ("exchange", "bronze", "silver") in legal
    play(state, "exchange", "bronze", "silver")
    play(state, "exchange", "bronze", "gold")
    assert state.points[1] == 4 and state.coins[1] == [0, 1, 2]
    assert state.ask != "pecunia"                    # three coins is the most per visit
    state = at(table(3), "pecunia", {"pecunia": 1})
    play(state, "done")
    assert state.points[1] == 0                      # no exchange, no points


def test_equi_left_space_gets_the_extra_face_down_card():
    state = at(table(3), "equi1", {"equi1": 0, "equi2": 1}, coins={1: [0, 1, 1]})
    assert state.legal_actions() == [("buy", "equi1"), ("skip",)]
    play(state, "buy", "equi1")
    assert state.coins[0] == [1, 1, 1] and state.hands[0] == {"weapon2": 1}
    assert state.equi_up[0] is None
    force(state, ("draw", "equi", "weapon3"))        # the extra card, unseen by others
    assert state.hands[0] == {"weapon2": 1, "weapon3": 1}
    # seat 1 has no bronze: the middle card cannot be bought
    assert state.equi_up[1] == "goldhorse1" and state.hands[1] == {}
    assert state.spaces[D.SPACE_INDEX["equi2"]] is None


def test_equi_other_spaces_give_one_card_for_one_bronze():
    state = at(table(3), "equi1", {"equi3": 2})
    play(state, "buy", "equi3")
    assert state.hands[2] == {"silverhorse1": 1} and state.coins[2] == [1, 1, 1]
    assert ["equi", 2] not in state.draws


@pytest.mark.parametrize("space, coins, options", [
    ("servi-bronze", [2, 2, 2], [1]),
    ("servi-silver", [2, 2, 2], [1, 2]),
    ("servi-silver", [2, 1, 2], [1]),
    ("servi-gold", [0, 0, 4], [1, 2, 3]),
    ("servi-gold", [0, 0, 2], [1, 2]),
])
def test_servi_spaces(space, coins, options):
    state = at(table(3), space, {space: 0}, coins={0: coins})
    assert state.legal_actions() == [("servi", n) for n in options] + [("skip",)]
    n = options[-1]
    play(state, "servi", n)
    metal = D.METAL_INDEX[D.SERVI_METAL[space]]
    assert state.coins[0][metal] == coins[metal] - n
    for _ in range(n):
        force(state, ("draw", "servi", "slave2"))
    assert state.hands[0] == {"slave2": n}


def test_servi_without_the_coin_is_skipped():
    state = at(table(3), "servi-gold", {"servi-gold": 0}, coins={0: [3, 3, 0]})
    assert state.hands[0] == {} and state.spaces[D.SPACE_INDEX["servi-gold"]] is None


def test_potentia_blue_dice_across_arena_and_stadium():
    state = table(3)
    state.hands[1] = {}
    state = at(state, "potentia", {"potentia": 1, "arena1a": 1, "arena2": 0, "silver2": 1,
                                    "gold2": 2}, track=[0, 1, 2])
    assert state.blue_holder == 1 and state.blue_left == 4
    force(state, ("roll", "gold", "gold", "gold"))   # seat 0: 2
    force(state, ("roll", "gold", "gold", "gold"))   # seat 1: 1
    play(state, "done")
    play(state, "done")
    assert state.ask == "blue" and state.actor == 1
    assert state.legal_actions() == [("blue", n) for n in range(5)]
    play(state, "blue", 3)
    force(state, ("roll", "bronze", "bronze", "gold"))
    assert state.contest.strength[1] == 3 and state.blue_left == 1
    play(state, "prize", "points")                   # seat 1 won 3-2
    assert state.points[1] == 6
    force(state, ("draw", "servi", "slave1"))        # seat 0's prize
    # Stadium: rolls, then seat 1 rolls its one remaining blue die without being asked
    force(state, ("roll", "gold", "gold", "bronze"))  # seat 1 (silver): 2
    force(state, ("roll", "gold", "gold", "bronze"))  # seat 2 (gold): 4
    play(state, "done")
    play(state, "done")
    assert state.roll == [1, "blue", "blue"] and state.blue_left == 0
    force(state, ("roll", "silver",))
    assert state.contest.strength[1] == 3


# --- Arena -----------------------------------------------------------------------------------

def arena_example(names):
    """Both books' fight (engine/games/aquileia/examples.py), up to the last die of the tie."""
    book = example("arena" if names == GERMAN else "arena-nl")
    state = book.play(3)
    assert state.contest.strength[:4] == [2, 0, 2, 4]
    # seat 0 holds no cards, but is asked like everyone: skipping would tell the table so
    assert state.actor == 0 and state.legal_actions() == [("done",)]
    state = book.play(6)                                 # seat 2: 5, and no card left
    assert state.actor == 2 and state.legal_actions() == [("done",)]
    state = book.play(7)
    assert state.actor == 3
    before = state.clone()
    play(state, "play", "weapon2")                       # seat 3: 6
    assert [t for t, _ in lines(before, ("play", "weapon2"), state, names)] == \
        [f"{names[3]} played a card with 2 weapons: strength 6."]
    play(state, "done")
    assert state.ask == "blue" and state.actor == 2
    state = book.play(11)                                 # seat 2: 5 + 1 = 6
    assert state.contest.strength[2] == state.contest.strength[3] == 6
    return state


def test_arena_german_example_livia_wins_the_tie_on_the_tiebreaker_track():
    # Livia's disc is on position 2, Chico's on position 4.
    state = arena_example(GERMAN)
    coins = [p[0] for p in state.coins]
    assert state.contest.ranking == [3, 2, 0]
    assert coins == [3, 2, 4, 5]                         # Stefan +1, Chico +2, Livia +3
    assert state.actor == 3 and state.ask == "prize"
    state = example("arena").play(12)                     # the points
    assert state.points[3] == 12 and state.points[2] == 0
    state = example("arena").play()                      # Chico's servi card
    assert state.hands[2] == {"slave2": 1}
    assert state.discards["servi"]["slave1"] == 1 and state.discards["equi"]["weapon2"] == 2


def test_arena_dutch_example_kiko_wins_and_giorgio_takes_the_servi_card():
    # Kiko placed his disc second, Giorgio third.
    state = arena_example(DUTCH)
    assert state.contest.ranking == [3, 2, 0]
    state = example("arena-nl").play()
    assert state.points == [0, 0, 0, 12]
    assert state.hands[2] == {"slave1": 1}
    assert [p[0] for p in state.coins] == [3, 2, 4, 5]


def test_arena_winner_may_take_the_servi_card_instead():
    state = arena_example(GERMAN)
    play(state, "prize", "slave")
    force(state, ("draw", "servi", "slave1"))
    assert state.hands[3] == {"slave1": 1} and state.points[2] == 12 and state.points[3] == 0


def test_arena_prize_coins_come_from_a_finite_bank():
    state = table(3)
    state = at(state, "arena", {"arena1a": 0, "arena2": 1, "arena1b": 2})
    state.bank[0] = 2
    for _ in range(3):
        force(state, ("roll", "gold", "gold", "gold"))
    for seat in range(3):
        play(state, "done")
    assert state.contest.ranking == [1, 0, 2]
    assert [p[0] for p in state.coins] == [2, 4, 2]      # 2 left in the bank for the winner
    assert state.bank[0] == 0


# --- Stadium ---------------------------------------------------------------------------------

def stadium_example():
    """Both books' race (engine/games/aquileia/examples.py), up to Chico's blue dice."""
    book = example("stadium")
    state = book.play(4)
    assert state.actor == 0 and state.legal_actions() == [("play", "silverhorse2"), ("done",)]
    state = book.play(6)                                  # Stefan: 5, and done
    # seats 1 and 3 hold no horse cards of their colour, and are asked all the same
    assert state.actor == 1 and state.legal_actions() == [("done",)]
    state = book.play(10)                                 # Chico: 5, and done
    assert state.actor == 3 and state.legal_actions() == [("done",)]
    state = book.play(11)
    assert state.roll == [2, "blue", "blue"]              # the remaining blue dice, not asked
    return book.play(12)


@pytest.mark.parametrize("names", [GERMAN, DUTCH])
def test_stadium_examples_winner_keeps_one_card_and_secretly_gives_the_other(names):
    state = stadium_example()
    assert state.contest.ranking == [2, 0, 3, 1]
    assert state.coins[2][1] == 1 + 3 and state.coins[0][1] == 1 + 2
    assert state.coins[3][2] == 1 + 1 and state.coins[1] == [2, 1, 1]
    assert state.current_player() == CHANCE
    state = example("stadium").play(13)                    # the top face-down card
    assert state.actor == 2 and state.ask == "keep"
    assert state.view(2)["board"]["stadium_pick"]["drawn"] == "laurel-blue"
    for seat in (None, 0, 1, 3):
        assert "drawn" not in state.view(seat)["board"]["stadium_pick"]
    before = state.clone()
    play(state, "keep", "drawn")                          # Chico keeps the blue card
    assert state.hands[2].get("laurel-blue") == 1
    assert state.hands[0].get("laurel-yellow") == 1       # Stefan gets the face-up card
    said = lines(before, ("keep", "drawn"), state, names)
    public = [t for t, s in said if s is None]
    assert public[0] == (f"{names[2]} kept one Stadium card and secretly gave the other to {names[0]}.")
    assert all("blue" not in t and "yellow" not in t for t in public)
    assert {s for t, s in said if s is not None} == {0, 2}
    for seat in (None, 1, 3):
        text = json.dumps(seen(state, seat))
        assert "laurel-blue" not in text


def test_no_one_in_the_stadium_removes_two_cards():
    state = at(table(3), "stadium", {})
    assert state.stadium_up is None and state.stadium_removed == ["laurel-blue"]
    force(state, ("draw", "stadium", "points10"))
    assert state.stadium_hidden == ["points10"]
    assert "points10" not in json.dumps(seen(state, None))
    assert state.view(None)["board"]["stadium_removed_unseen"] == 1


def test_lone_racer_keeps_one_card_and_the_other_leaves_unseen():
    state = at(table(3), "stadium", {"gold2": 1})
    force(state, ("roll", "gold", "gold", "gold"))
    play(state, "done")
    assert state.coins[1][2] == 4
    force(state, ("draw", "stadium", "points7"))
    labels = {a: label(state, a) for a in state.legal_actions()}
    assert labels == {("keep", "faceup"): "Keep the blue laurel card; the face-down card leaves "
                                          "the game unseen",
                      ("keep", "drawn"): "Keep the 7-point laurel card; the face-up card "
                                         "leaves the game"}
    assert all("give" not in label for label in labels.values())  # nobody receives a card
    before = state.clone()
    play(state, "keep", "faceup")
    assert state.hands[1] == {"laurel-blue": 1} and state.stadium_hidden == ["points7"]
    said = [t for t, s in lines(before, ("keep", "faceup"), state) if s is None]
    assert said[0] == f"{GERMAN[1]} kept the face-up Stadium card; the face-down one left the " \
                      "game unseen."


def test_lone_racer_keeping_the_drawn_card_lets_the_face_up_one_go_in_the_open():
    state = at(table(3), "stadium", {"gold2": 1})
    force(state, ("roll", "gold", "gold", "gold"))
    play(state, "done")
    force(state, ("draw", "stadium", "points7"))
    before = state.clone()
    play(state, "keep", "drawn")
    assert state.hands[1] == {"points7": 1}
    assert state.stadium_removed == ["laurel-blue"] and state.stadium_hidden == []
    said = [t for t, s in lines(before, ("keep", "drawn"), state) if s is None]
    assert said[0] == f"{GERMAN[1]} kept the face-down Stadium card; the blue laurel card, the " \
                      "face-up one, left the game."
    assert "unseen" not in said[0]
    assert state.view(None)["board"]["stadium_removed"] == ["laurel-blue"]


# --- Theatrum --------------------------------------------------------------------------------

def auction(seller, coins, card="white-blue"):
    state = at(table(4), "theatrum", {"theatrum": seller}, coins=coins)
    force(state, ("draw", "theatre", card))
    return state


@pytest.mark.parametrize("names", [GERMAN, DUTCH])
def test_theatrum_examples(names):
    # German: Lisa (seat 1) sells; Dutch: Walter (seat 1). Order: 1, 2, 3, 0.
    book = example("theatrum")
    state = book.play(0)
    assert state.actor == 1 and state.ask == "open"
    state = book.play(1)                             # Lisa / Walter opens with a silver
    assert state.actor == 2 and ("bid", "silver") in state.legal_actions()
    state = book.play(4)    # Chico matches and raises a silver, Livia passes, Stefan + bronze
    # Lisa / Walter has no bronze: she cannot match and leaves without being asked
    assert state.actor == 2
    before = state.clone()
    state = book.play()                              # Chico passes
    assert state.theatre[0] == ["white-blue"]
    assert state.coins[0] == [1, 1, 0] and state.coins[1] == [1, 5, 1]
    assert state.coins[2] == [1, 3, 0]               # losers keep their coins
    said = [t for t, _ in lines(before, ("pass",), state, names)]
    assert said[1] == (f"{names[0]} won the white/blue Theatrum card and paid 2 silver and "
                        f"1 bronze to {names[1]}.")


def test_theatrum_opening_passes_left_and_seller_who_wins_pays_the_bank():
    state = auction(1, {0: [1, 0, 0], 1: [1, 0, 0], 2: [0, 0, 0], 3: [0, 2, 0]})
    play(state, "pass")                              # the seller does not open
    assert state.actor == 3                          # seat 2 has no coin: seat 3 opens
    play(state, "bid", "silver")                     # seat 0 cannot follow; seller 1 is out
    # the winner pays the player whose henchman stands on the Theatrum, not the opener
    assert state.theatre[3] == ["white-blue"] and state.coins[1] == [1, 1, 0]
    assert state.coins[3] == [0, 1, 0]
    state = auction(1, {0: [0, 0, 0], 1: [0, 1, 0], 2: [0, 0, 0], 3: [0, 0, 0]})
    play(state, "bid", "silver")                     # nobody can follow
    assert state.theatre[1] == ["white-blue"] and state.coins[1] == [0, 0, 0]


def test_theatrum_nobody_bids_seller_takes_the_card_free():
    state = auction(2, {})
    for _ in range(4):
        play(state, "pass")
    assert state.theatre[2] == ["white-blue"] and state.coins[2] == [2, 1, 1]


def test_theatrum_empty_space_reveals_nothing():
    state = at(table(3), "theatrum", {})
    assert sum(state.decks["theatre"].values()) == 6 and state.auction is None


# --- Forum -----------------------------------------------------------------------------------

@pytest.mark.parametrize("names", [GERMAN, DUTCH])
def test_forum_examples_blue_villa_paid_with_two_double_slave_cards(names):
    # Nobody on space 1: Livia / Kiko on space 2 builds first and scores the villa's 10.
    state = example("forum").play(0)
    assert state.actor == 3
    assert ("build", "villa-blue-10", 0, 2) in state.legal_actions()
    before = state.clone()
    state = example("forum").play()
    assert state.coins[3] == [0, 0, 0] and state.hands[3] == {}
    assert state.points[3] == 10 and state.houses[3] == 8
    assert state.sites[D.SITE_INDEX["villa-blue-10"]] == 3
    assert state.discards["servi"]["slave2"] == 2
    said = [t for t, _ in lines(before, ("build", "villa-blue-10", 0, 2), state, names)]
    assert said[0] == (f"{names[3]} built the blue 10-point villa for 1 gold, 2 silver, 2 bronze "
                       "and 4 slaves and scored 10 points.")


def test_forum_exact_coins_only():
    state = forum({"forum1": 0}, {0: [9, 9, 0]}, {0: {"slave1": 3}})
    sites = {a[1] for a in state.legal_actions() if a[0] == "build"}
    assert "villa-blue-10" not in sites              # needs gold: silver will not do
    assert "villa-blue-4" in sites and "workshop-2" in sites


def test_forum_slaves_overpaid_only_when_exact_is_impossible():
    assert A.slave_payments(3, 1, 2) == [(1, 1)]
    assert A.slave_payments(3, 0, 2) == [(0, 2)]
    assert A.slave_payments(1, 0, 1) == [(0, 1)]
    assert A.slave_payments(2, 2, 1) == [(2, 0), (0, 1)]
    assert A.slave_payments(3, 1, 0) == []
    state = forum({"forum1": 0}, {0: [2, 2, 1]}, {0: {"slave1": 1, "slave2": 2}})
    pays = [a[2:] for a in state.legal_actions() if a[:2] == ("build", "villa-blue-10")]
    assert pays == [(1, 1)]
    with pytest.raises(IllegalAction):
        play(state, "build", "villa-blue-10", 0, 2)


def test_forum_slaves_are_not_shared_between_two_buildings():
    # Space 3 builds twice: 3 slaves for the first building and 1 for the second cannot be
    # paid with two 2-slave cards.
    state = example("forum-twice").play(0)
    assert ("build", "villa-blue-10", 0, 2) in state.legal_actions()
    state = example("forum-twice").play()
    assert state.hands[1] == {} and state.sites.count(1) == 1
    # every site needs a slave: asked all the same (the coins would pay), with only a pass
    assert state.actor == 1 and state.legal_actions() == [("pass",)]
    before = state.clone()
    play(state, "pass")
    assert [t for t, _ in lines(before, ("pass",), state)][0] == "Lisa built nothing more."
    # paid exactly with 2 + 1, the other 2-slave card pays a whole second building
    state = forum({"forum3": 1}, {1: [9, 9, 9]}, {1: {"slave2": 2, "slave1": 1}})
    assert ("build", "villa-blue-10", 0, 2) not in state.legal_actions()
    play(state, "build", "villa-blue-10", 1, 1)
    assert state.actor == 1 and state.ask == "build"
    assert {a[2:] for a in state.legal_actions() if a[0] == "build"} == {(0, 1)}


def test_forum_order_and_bonuses():
    hands = {s: {"slave1": 2, "slave2": 1} for s in range(4)}
    state = forum({"forum5": 0, "forum4": 1, "forum3": 2, "forum1": 3}, {s: [9, 9, 9] for s in range(4)},
                  hands)
    order = []
    while state.stage == "action" and A.SLOTS[state.slot] == "forum":
        order.append(state.actor)
        play(state, *state.legal_actions()[0])
    assert order == [3, 2, 2, 1, 0]                  # 1, 3 (twice), 4, 5
    assert state.points[3] == 0 and state.points[1] == 0 and state.points[2] == 0
    built = [i for i, o in enumerate(state.sites) if o == 0]
    assert state.points[0] == D.SITE_VALUE[built[0]]   # space 5 scores its building's value


def test_forum_space_two_scores_and_may_pass():
    state = forum({"forum2": 0, "forum3": 1}, {0: [1, 0, 0], 1: [1, 1, 0]}, {0: {"slave1": 1},
                                                                          1: {"slave1": 1}})
    play(state, "build", "workshop-2", 1, 0)
    assert state.points[0] == 2
    play(state, "pass")                              # space 3 may build nothing
    assert state.sites.count(1) == 0


def test_forum_houses_limit():
    state = forum({"forum1": 0}, {0: [9, 9, 9]}, {0: {"slave1": 3}})
    state.houses[0] = 0
    state.ask = None
    state.stage, state.slot, state.sub = "action", A.SLOTS.index("forum"), "start"
    state.spaces[D.SPACE_INDEX["forum1"]] = 0
    state._advance()
    assert state.ask != "build"                      # nine houses built: no more buildings


# --- Portus ----------------------------------------------------------------------------------

@pytest.mark.parametrize("names", [GERMAN, DUTCH])
def test_portus_examples_latro_and_activations(names):
    # German: Lisa (1) is Latro; Livia (3) bronze, Stefan (0) silver, Chico (2) gold.
    book = example("portus")
    before = book.play(0)
    state = book.play(1)
    said = [t for t, _ in lines(before, book.script[0].action, state, names)]
    assert said[0] == f"{names[1]} (Latro) rolled gold, bronze and stole 1 gold and 1 bronze."
    assert state.coins[1] == [1, 0, 1]
    assert state.ask == "activate" and state.actor == 3   # Livia pays her own bronze
    before = state.clone()
    state = book.play()
    said = [t for t, _ in lines(before, ("activate",), state, names)]
    assert said[0] == (f"{names[3]} activated their workshops and banks with a bronze coin from "
                       "their own purse: 4 points and 1 gold and 1 silver.")
    assert said[1] == (f"{names[0]} activated their workshops and banks with the silver coin under "
                       "their henchman: 5 points and no coins.")
    assert state.coins[3] == [0, 2, 1] and state.points[3] == 4
    # Stefan's silver still lies under his henchman: used without asking
    assert state.points[0] == 5 and state.coins[0] == [2, 0, 1]
    # Chico was robbed and has no gold: no activation
    assert state.points[2] == 0 and state.coins[2] == [1, 1, 0]
    assert state.round == 2 or state.current_player() == CHANCE


def test_portus_robbed_player_may_decline():
    state = at(table(3), "latro", {"latro": 0, "portus-bronze": 1}, coins={1: [2, 0, 0]})
    force(state, ("roll", "bronze", "bronze"))
    assert state.coins[0] == [3, 1, 1]              # one coin lay there, one is taken
    play(state, "skip")
    assert state.coins[1] == [1, 0, 0]


def test_latro_takes_only_coins_lying_on_the_spaces():
    state = at(table(3), "latro", {"latro": 0, "portus-gold": 1})
    force(state, ("roll", "silver", "bronze"))
    assert state.coins[0] == [2, 1, 1] and state.space_coin[D.SPACE_INDEX["portus-gold"]] is None
    assert state.coins[1] == [2, 1, 0]               # its own coin paid the activation


# --- decks -----------------------------------------------------------------------------------

def test_empty_deck_is_reshuffled_from_its_discard_pile():
    state = table(3)
    state.decks["servi"] = {"slave1": 0, "slave2": 0}
    state.discards["servi"] = {"slave1": 3, "slave2": 1}
    state = at(state, "servi-bronze", {"servi-bronze": 0})
    play(state, "servi", 1)
    assert state.decks["servi"] == {"slave1": 3, "slave2": 1}
    assert state.discards["servi"] == {"slave1": 0, "slave2": 0}
    assert [a for a, _ in state.chance_outcomes()] == [("draw", "servi", "slave1"),
                                                       ("draw", "servi", "slave2")]


def test_empty_deck_and_discard_draws_nothing():
    state = table(3)
    state.decks["servi"] = {"slave1": 0, "slave2": 0}
    state = at(state, "servi-bronze", {"servi-bronze": 0})
    play(state, "servi", 1)
    assert state.hands[0] == {} and ["servi", 0] not in state.draws


# --- final scoring ---------------------------------------------------------------------------

@pytest.mark.parametrize("names, laurel_points", [(GERMAN, 0), (DUTCH, 5)])
def test_villa_scoring_examples_two_times_sixteen(names, laurel_points):
    book = example("villas" if names == GERMAN else "villas-nl")
    state = book.play(0)
    assert state.actor == 3 and state.legal_actions() == [("colour", "blue-yellow", "blue"),
                                                         ("colour", "blue-yellow", "yellow")]
    state = book.play()
    assert state.is_terminal()
    final = seen(state, None)["final"][3]
    assert ["Blue villas 16 × 2 cards", 32] in final
    assert ["Yellow villas 8 × 0 cards", 0] in final
    assert state.scores()[3] == 20 + 32 + laurel_points
    assert state.winners() == [3]


def test_a_theatre_colour_that_cannot_change_the_score_is_not_asked():
    state = final_position()
    state.theatre[3] = ["blue-yellow", "white-purple"]
    state.theatre[2] = ["blue-yellow"]
    state.sites[D.SITE_INDEX["villa-yellow-8"]] = 3       # only yellow scores for seat 3
    before = state.clone()
    state._advance()
    assert state.is_terminal()                             # nobody was asked
    assert state.colours[3] == {"blue-yellow": "yellow", "white-purple": "white"}
    assert state.colours[2] == {"blue-yellow": "blue"}
    assert ["Yellow villas 8 × 1 card", 8] in seen(state, None)["final"][3]
    said = [render(message, ENGLISH) for message, _ in A.narrate(before, None, state)]
    assert any("as yellow (the only one of its colours that scores)" in t for t in said), said
    assert any("neither of its colours scores" in t for t in said), said
    assert before.stage == "colours"


def test_final_tie_goes_to_the_earlier_tiebreaker_disc():
    state = final_position(3)
    state.points = [10, 10, 5]
    state.last_track = [1, 0, 2]
    state._advance()
    assert state.is_terminal() and state.winners() == [1]


def test_game_ends_after_six_rounds_with_stadium_deck_used_up():
    state = engine.new_game("aquileia", 4)
    rng = random.Random(5)
    rounds = set()
    while not state.is_terminal():
        rounds.add(state.round)
        if state.current_player() == CHANCE:
            state.apply(sample(state.chance_outcomes(), rng))
        else:
            # everyone races in the Stadium whenever possible, so both cards are always taken
            legal = state.legal_actions()
            stadium = [a for a in legal if a[0] == "place" and a[1][:4] in ("gold", "silv")]
            state.apply(stadium[0] if stadium else rng.choice(legal))
    assert rounds == {1, 2, 3, 4, 5, 6}
    assert sum(state.decks["stadium"].values()) == 0


# --- hidden information ----------------------------------------------------------------------

def midgame(players, seed, steps):
    return random_position("aquileia", seed, steps, players)


@pytest.mark.parametrize("players, seed", [(3, 1), (4, 2), (5, 3), (2, 4)])
def test_views_never_show_another_seats_cards_or_hand_size(players, seed):
    for steps in (150, 300, 450):
        state = midgame(players, seed, steps)
        for seat in range(players):
            secret = state.hands[seat]
            for other in [None] + [s for s in range(players) if s != seat]:
                view = seen(state, other)
                text = json.dumps(view)
                own = state.hands[other] if other is not None else {}
                public = set(state.equi_up) | {state.stadium_up} | set(state.stadium_removed)
                public |= {c for d in state.discards.values() for c, n in d.items() if n}
                for card in secret:
                    if card not in own and card not in public:
                        assert card not in text, (card, other)
                stats = [label for p in view["players"] for label, _ in p["stats"]]
                assert not any("hand" in label.lower() or "cards in" in label.lower()
                               for label in stats)


@pytest.mark.parametrize("players, seed", [(3, 7), (4, 8), (5, 9)])
def test_determinize_keeps_the_view_and_depends_only_on_it(players, seed):
    changed = False
    for steps in (120, 260, 400):
        state = midgame(players, seed, steps)
        for seat in range(players):
            view = state.view(seat)
            world = state.determinize(seat, random.Random(11))
            assert world.view(seat) == view
            assert world.hands[seat] == state.hands[seat]
            for deck in D.DECKS:                  # every card is somewhere, once
                total = sum(world.decks[deck].values()) + sum(world.discards[deck].values())
                total += sum(h.get(c, 0) for h in world.hands for c in D.DECK_CARDS[deck])
                total += sum(1 for c in world.equi_up if c in D.DECK_CARDS[deck])
                total += sum(len(t) for t in world.theatre) if deck == "theatre" else 0
                if deck == "stadium":
                    total += len(world.stadium_removed) + len(world.stadium_hidden)
                    total += world.stadium_up is not None
                    total += bool(world.pick and world.pick["drawn"])
                if deck == "theatre" and world.auction and world.auction.card:
                    total += 1
                assert total == sum(D.FULL_DECKS[deck].values()), deck
            # a second world that looks the same gives the very same result
            other = world.determinize(seat, random.Random(11))
            again = state.determinize(seat, random.Random(11))
            assert snapshot(other) == snapshot(again)
            changed |= snapshot(world) != snapshot(state)
            # and the resampled world plays on
            playout(world, random.Random(3))
    assert changed


def holders_in_worlds(state, seat, card, worlds=200):
    """Counter of where ``card`` lies in ``worlds`` determinized worlds of ``seat``."""
    rng = random.Random(seat)
    places = []
    for _ in range(worlds):
        world = state.determinize(seat, rng)
        places.append(tuple(s for s in range(state.players) if world.hands[s].get(card)))
    return Counter(places)


@pytest.mark.parametrize("kept", ["drawn", "faceup"])
def test_the_bots_worlds_keep_the_stadium_cards_where_the_seat_saw_them_go(kept):
    state = stadium_example()        # seat 2 wins, seat 0 comes second
    force(state, ("draw", "stadium", "laurel-blue"))
    play(state, "keep", kept)
    faceup, drawn = "laurel-yellow", "laurel-blue"
    given = faceup if kept == "drawn" else drawn
    # the table saw the face-up card go to one of the two racers, never elsewhere
    # (the deck holds a second copy of each laurel card, which may lie anywhere unseen)
    for onlooker in (1, 3):
        places = holders_in_worlds(state, onlooker, faceup)
        assert all(set(place) & {0, 2} for place in places.elements())
        assert {(0,), (2,)} <= set(places)       # either racer may have it
    # the winner remembers which card it gave away
    assert all(0 in place for place in holders_in_worlds(state, 2, given).elements())
    if kept == "faceup":     # the second, given the face-down card, knows who has the other
        assert all(2 in place for place in holders_in_worlds(state, 0, faceup).elements())


def test_the_bots_worlds_keep_a_card_bought_face_up_in_the_buyers_hand():
    state = at(table(3), "equi1", {"equi3": 2})
    play(state, "buy", "equi3")
    for seat in (0, 1):
        places = holders_in_worlds(state, seat, "silverhorse1")
        assert all(2 in place for place in places.elements())


def twins_play_on(one, two, seat, actions, names=GERMAN):
    """Apply ``actions`` (chance forced) to both: the others see the same turns and lines."""
    others = [None] + [s for s in range(one.players) if s != seat]
    for action in actions:
        assert one.current_player() == two.current_player(), action
        before_one, before_two = one.clone(), two.clone()
        for state in (one, two):
            force(state, action) if state.current_player() == CHANCE else play(state, *action)
        for viewer in others:
            said = [[t for t, to in narrated(b, action, a, names) if to in (None, viewer)]
                    for b, a in ((before_one, one), (before_two, two))]
            assert said[0] == said[1], action
            assert json.dumps(one.view(viewer)) == json.dumps(two.view(viewer)), action


def test_a_fighter_with_no_card_reads_the_same_as_one_who_plays_none():
    def fight(card):
        state = table(3)
        take_from_deck(state, "equi", card)
        state.hands[1] = {card: 1}
        return at(state, "arena", {"arena1a": 0, "arena2": 1, "arena1b": 2})
    # one equi et arma card either way (the log counted it): weapons fight, a horse does not
    one, two = fight("weapon2"), fight("silverhorse2")
    assert "silverhorse2" not in D.ARENA_CARDS
    assert one.view(0) == two.view(0)
    rolls = [("roll", "gold", "gold", "silver")] * 3
    twins_play_on(one, two, 1, rolls + [("done",)] * 3 + [("prize", "points")])
    assert one.stage == two.stage and one.contest.step == two.contest.step == "end"


def test_a_builder_without_the_slaves_reads_the_same_as_one_who_builds_nothing():
    def forum_with(hand):
        state = table(3)
        for card, n in hand.items():
            take_from_deck(state, "servi", card, n)
        for site in range(len(D.SITE_IDS)):      # only the 3-slave villas are left
            if D.SITE_COST[site][3] < 3:
                state.sites[site] = 0
        return at(state, "forum", {"forum1": 1}, coins={1: [9, 9, 9]}, hands={1: hand})
    # two servi cards either way (the log counted them): 4 slaves pay a villa, 2 do not
    one, two = forum_with({"slave2": 2}), forum_with({"slave1": 2})
    assert one.actor == two.actor == 1 and two.legal_actions() == [("pass",)]
    before = two.clone()
    twins_play_on(one, two, 1, [("pass",)])
    assert [t for t, _ in lines(before, ("pass",), two)][0] == "Lisa built nothing in the Forum."


def test_private_draw_lines_name_the_card_only_to_the_drawer():
    state = at(table(3), "servi-silver", {"servi-silver": 1})
    play(state, "servi", 1)
    before = state.clone()
    force(state, ("draw", "servi", "slave2"))
    said = narrated(before, ("draw", "servi", "slave2"), state, ["Livia", "Chico", "Stefan"])
    assert said[:2] == [("Chico drew a servi card.", None),
                    ("You drew a servi card with 2 slaves.", 1)]


def test_narration_reads_as_sentences():
    state = table(3)
    before = state.clone()
    play(state, "place", "arena2")
    assert narrated(before, ("place", "arena2"), state, ["Livia", "Chico", "Stefan"]) == \
        [("Livia placed a henchman on the Arena (strength 2).", None)]
    assert label(state, ("place", "portus-gold")) == \
        "Place a henchman on the Portus gold space, paying 1 gold"


def test_json_round_trip_and_clone_are_exact():
    state = midgame(4, 21, 333)
    copy = engine.from_json(json.loads(json.dumps(state.to_json())))
    assert snapshot(copy) == snapshot(state)
    assert snapshot(state.clone()) == snapshot(state)


# --- playouts ----------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_random_playouts_reach_the_end(players):
    for seed in range(6):
        state = engine.new_game("aquileia", players)
        playout(state, random.Random(seed))
        assert state.is_terminal() and state.round == D.ROUNDS
        assert total_coins(state) == [39, 39, 39]       # coins are never made or lost
        assert all(0 <= h <= D.HOUSES for h in state.houses)
        assert state.winners()
        json.dumps(seen(state, None))


# --- the rules page ----------------------------------------------------------------------------

def test_rules_page_lists_every_site_and_loads_nothing_from_outside():
    from pathlib import Path
    page = (Path(__file__).resolve().parent.parent / "web" / "rules" / "aquileia.html").read_text()
    assert "http://" not in page and "https://" not in page
    assert page.count(' src="../ludi-board.js"') == 1   # live examples
    assert page.count(" src=") == 2 and page.count(' src="rules-lang.js"') == 1  # its language

    def coins(cost):
        return ", ".join(f"{n} {m}" for m, n in zip(D.METALS, cost[:3]) if n) or "–"

    for value, cost in D.VILLA_COSTS.items():
        assert f"<td>{value}</td><td>{coins(cost)}</td><td>{cost[3]}</td>" in page, value
    for i, site in enumerate(D.SITE_IDS):
        if D.SITE_KIND[i] != "villa":
            cost = D.SITE_COST[i]
            assert f"<td>{D.SITE_VALUE[i]}</td><td>{coins(cost)}</td><td>{cost[3]}</td>" in page, site
    assert page.count('class="decision"') >= len(D.DECISIONS)


def test_refusals_explain_the_rule():
    state = forum({"forum1": 0}, {0: [9, 9, 0]}, {0: {"slave2": 2}})
    with pytest.raises(IllegalAction, match="exactly 1 gold, 2 silver and 2 bronze"):
        play(state, "build", "villa-blue-10", 0, 2)
    with pytest.raises(IllegalAction, match="no card to spare"):
        play(state, "build", "villa-blue-4", 0, 2)
    state.sites[D.SITE_INDEX["villa-blue-4"]] = 1
    with pytest.raises(IllegalAction, match="already holds"):
        play(state, "build", "villa-blue-4", 0, 1)


def test_every_change_of_a_hand_is_told_to_the_table_naming_its_holder():
    """DECISIONS["cards-public"]: the screen shows no hand size, but the public log names the
    holder whenever a card enters or leaves a hand, so counting tells hand sizes (not cards)."""
    names = ("Stefan", "Lisa", "Chico", "Livia")
    rng = random.Random(5)
    changes = 0
    for game in range(3):
        state = engine.new_game("aquileia", 4)
        while not state.is_terminal():
            before = state.clone()
            seat = state.current_player()
            action = (sample(state.chance_outcomes(), rng) if seat == CHANCE
                      else rng.choice(state.legal_actions()))
            state.apply(action)
            public = [text for text, to in narrated(before, action, state, names) if to is None]
            for s in range(4):
                if sum(before.hands[s].values()) != sum(state.hands[s].values()):
                    changes += 1
                    assert any(names[s] in text for text in public), (action, public)
    assert changes > 50

