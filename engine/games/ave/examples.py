"""AVE's worked examples (the text's "Beispiel"s) and a first round.

Positions are forced games: ``acting`` puts a seat in round 1's action phase with its permits
and hand chosen; the others enter a phase the way the rules do. tests/test_ave.py builds its
examples from here.
"""

from __future__ import annotations

import random

from engine.core import CHANCE, sample
from engine.games.ave import state as ave
from engine.games.ave import data as D
from engine.games.ave.messages import with_article  # captions are still English text

from engine.examples import Example, Step

NAMES = ("A", "B")      # the text calls its players "Spieler A" and "Spieler B"


# --- building positions ---------------------------------------------------------------------

def acting(players=2, seat=0, gold=50, costs=None, hand=None):
    """A game in round 1's action phase with ``seat`` to act, its permits and hand forced."""
    s = ave.new_game(players)
    s.round, s.phase, s.start = 1, "actions", 0
    s.turn, s.actor = seat, seat
    s.costs = {c: 1 for c in D.SENATORS}
    s.costs.update(costs or {})
    s.senate = {c: 3 for c in D.SENATORS}
    s.gold[seat] = gold
    for tile, n in (hand or {}).items():
        s.hand[seat][tile] = n
    return s


def cell(quarter, row, col):
    return D.cell_at(quarter, row, col)


def influencing(senate, gold=(3, 3)):
    """Round 1's senate with the stones at ``senate``; seat 0 owns a fountain, so seat 1 has
    the fewest fame points and influences for free."""
    s = ave.new_game(2)
    s.round, s.start = 1, 0
    s.senate.update(senate)
    s.city_kind[cell(1, 1, 1)], s.city_owner[cell(1, 1, 1)] = "fountain", 0
    s.gold = list(gold)
    s._begin_influence()
    return s


def _chance_script(position, actions):
    """``actions`` with every chance node met on the way decided by a fixed draw."""
    state, rng, script = position(), random.Random(7), []
    for action in actions:
        while state.current_player() == CHANCE:
            script.append(sample(state.chance_outcomes(), rng))
            state.apply(script[-1])
        script.append(action)
        state.apply(action)
    while state.current_player() == CHANCE:
        script.append(sample(state.chance_outcomes(), rng))
        state.apply(script[-1])
    return script


# --- the senate --------------------------------------------------------------------------------

def wrap_position():
    return influencing({"green": 5})


WRAP = (
    Step(("stop",), "Two players influence the senate in the order A 4 points, B 3, A 2, B 1. "
         "These first two steps are Ludi's, not the book's, to reach its turn of 2 points: "
         "A gives his 4 points away…"),
    Step(("stop",), "…and so does B."),
    Step(("up", "green"), "A now has 2 points. He pays one gold to the bank (however many "
         "steps he moves) and moves the green stone up: 5 to 6…",
         question="The green senator stone stands at 5 and A has 2 points. How does he move "
                  "it to 0?",
         why="The column runs from 6 over to 0: two steps up from 5 land on 0. The book's A "
             "moves green up."),
    Step(("up", "green"), "…and on over the 6 to 0. Green stands at 0: no green building can "
         "be built this round."),
)


def evaluation_position():
    return influencing({"blue": 5, "white": 3, "orange": 3, "yellow": 2})


EVALUATION = (
    Step(("stop",), "Blue stands at 5, white and orange at 3, yellow at 2, the rest at 0. "
         "The four passes are Ludi's steps, not the book's, to reach the evaluation: A lets "
         "his 4 influence points go…"),
    Step(("stop",), "…B his 3…"),
    Step(("stop",), "…A his 2…"),
    Step(("stop",), "…and B his last one. The senate is evaluated: the highest stone, blue, gets the cheapest "
         "permit, 1 gold; white and orange share the next column at 3; yellow comes third at "
         "4. Stones at 0 may not be built at all."),
)


def order_position():
    return influencing({})


ORDER = (
    Step(("up", "blue"), "With two players the senate is influenced in four turns: A 4 points, "
         "B 3, A 2, B 1. The order is the book's; the moves are Ludi's. A owns more fame, so "
         "he pays one gold for his turn, and moves blue up…"),
    Step(("up", "blue"), "…twice…"),
    Step(("stop",), "…and gives his last 2 points away."),
    Step(("up", "white"), "B has the fewest fame points and influences for free: 3 points, "
         "white up…"),
    Step(("up", "white"), "…and up…"),
    Step(("up", "white"), "…and up again."),
    Step(("stop",), "A's second turn has 2 points: he lets them go."),
    Step(("up", "yellow"), "B's last point lifts yellow; a player may spread points over "
         "several colours and move stones up or down."),
)


def gifts_position():
    s = ave.new_game(2)
    s.round, s.start = 1, 0
    s.caesar = ["augustus", "titus"]
    s.caesar_pos = 2
    s.senate = {c: 0 for c in D.SENATORS}
    s.senate["blue"] = 1
    s.gold = [3, 3]
    s._begin_influence()
    return s


GIFTS = (
    Step(("stop",), "The Caesar stone stands at 2, every senator stone lower. The steps are "
         "Ludi's, not a book example: A lets his influence points go…"),
    Step(("stop",), "…so does B…"),
    Step(("stop",), "…and A again…"),
    Step(("stop",), "…and B: nobody has moved a stone, so the Caesar stone is higher than every other: Caesar's gifts are paid."),
    Step(("gift", "gold"), "A takes his Caesar tile's gold…"),
    Step(("gift", "legions"), "…B takes legions instead. The Caesar tiles are spent and the "
         "Caesar stone goes back to 0."),
)


# --- buying tiles ------------------------------------------------------------------------------

def buying_position():
    s = ave.new_game(2)
    s.round, s.phase, s.actor, s.start, s.turn = 1, "buy", 0, 0, 0
    s.gold[0] = 10
    return s


def _draw_caption(state, tile):
    """A drawn tile: senators and Caesars lie face up (text), revolts and fires strike at once,
    the rest go face down to the hand."""
    drawer = NAMES[state.draw_seat]
    if tile in D.OPEN_TILES:
        return (f"{drawer} draws {with_article(tile)} and lays it face up in front of him: "
                "senators and Caesars are open for everyone to see.")
    if tile.startswith("revolt") or tile in D.FIRE_QUARTERS:
        return f"{drawer} draws {with_article(tile)}: everyone sees it, and it strikes at once."
    return f"{drawer} draws a tile face down: only {drawer} sees what it is."


def _buying_steps():
    script = _chance_script(buying_position, [("buy", 2, 1)])
    state = buying_position()
    steps = [Step(script[0], "Tiles are bought in threes, at most three times: A takes 2 × 3 "
                  "tiles from the black bag and 1 × 3 from the white one, for 3 gold. He says "
                  "so before drawing.")]
    state.apply(script[0])
    for k, action in enumerate(script[1:], 1):
        first = "The tiles drawn are Ludi's, not the book's. " if k == 1 else ""
        steps.append(Step(action, f"{first}Tile {k} of 9, from the {action[1]} bag: "
                          + _draw_caption(state, action[2])))
        state.apply(action)
    return tuple(steps)


BUYING = _buying_steps()


# --- the city ----------------------------------------------------------------------------------

def cost_one_position():
    return acting(gold=13, costs={"blue": 1}, hand={"aqueduct": 1, "fountain": 1})


COST_ONE = (
    Step(("build", "aqueduct", cell(1, 2, 4)), "Blue costs only 1 gold of permit, so A builds "
         "his expensive aqueduct: 10 gold and 1 for the permit…"),
    Step(("build", "fountain", cell(1, 3, 3)), "…and a fountain, 1 gold and again 1 for the "
         "permit: 13 gold in all. Each permit moves the blue stone one down."),
)


def cost_two_position():
    return acting(gold=13, costs={"blue": 1, "white": 3, "orange": 3},
                  hand={"fountain": 1, "school": 1, "person": 2})


COST_TWO = (
    Step(("build", "fountain", cell(1, 2, 4)), "A builds a fountain: 1 gold and the blue "
         "permit, 1…"),
    Step(("build", "school", cell(1, 3, 3)), "…and a school: 2 gold and the white permit, 3. "
         "7 gold so far."),
    Step(("settle",), "He settles a person as an inhabitant: only the orange permit, 3 gold, "
         "and one of his buildings to live in…"),
    Step(("settle",), "…and a second one: 13 gold spent in all."),
)


def triple_position():
    return acting(hand={"hospital": 1, "school": 1, "library": 1, "road": 1}, costs={"white": 3})


TRIPLE = (
    Step(("build", "road", cell(4, 2, 4)), "A lays a road in a quarter of Rome (Ludi's step: "
         "the book names only the three buildings)…"),
    Step(("build", "hospital", cell(4, 1, 5)), "…and builds the hospital beside it…"),
    Step(("build", "school", cell(4, 3, 5)), "…and the school."),
    Step(("build", "library", cell(4, 1, 4)), "The library is the third white building in the "
         "same quarter, all three his: a triple, one more fame point."),
)


# --- a first round -----------------------------------------------------------------------------

def first_turn_position():
    return ave.new_game(2)


def _first_round():
    """Both starting draws, then round 1 with the first choice offered at every step."""
    script = _chance_script(first_turn_position, [("start", "black"), ("start", "black")])
    state = first_turn_position()
    for action in script:
        state.apply(action)
    while state.round <= 1 and state.current_player() != CHANCE:
        script.append(state.legal_actions()[0])
        state.apply(script[-1])
    return script


FIRST_WORDS = {
    "first": "The start player is drawn by lot: {first} starts.",
    "start": "{who} draws three starting tiles from the black bag.",
    "buy": "Round 1 begins with buying tiles in threes: {who} buys none this time.",
    "stop": "Influencing the senate (A 4 points, B 3, A 2, B 1): {who} gives the points away.",
    "done": "{who} keeps the senator tiles for later.",
    "gift": "Caesar's stone stands highest: {who} takes the Caesar tile's gift.",
    "end": "{who} ends the actions of the round.",
}


def _first_captions(script):
    state = first_turn_position()
    steps = []
    for action in script:
        seat = state.current_player()
        if action[0] == "draw":
            text = _draw_caption(state, action[2])
        elif action[0] == "first":
            text = FIRST_WORDS["first"].format(first=NAMES[action[1]])
        else:
            text = FIRST_WORDS[action[0]].format(who=NAMES[seat])
        steps.append(Step(action, text))
        state.apply(action)
    return tuple(steps)


FIRST_TURN = _first_captions(_first_round())


EXAMPLES = (
    Example("ave", "first-turn", "The start of a game: three tiles each",
            "Rules: set-up", NAMES, "Not one of the book's examples: Ludi plays the set-up the "
            "book describes and a first round, each player taking the first choice offered. "
            "A new game for two: Rome has its four starting roads.",
            first_turn_position, FIRST_TURN),
    Example("ave", "buying", "Buying tiles in threes",
            "Text, buying tiles: “Beispiel: 2×3 Kärtchen aus dem schwarzen und 1×3 Kärtchen "
            "aus dem weissen Beutel.”", NAMES, "A has 10 gold at the start of round 1.",
            buying_position, BUYING, seat=0),
    Example("ave", "senate-wrap", "The senate column wraps from 6 to 0",
            "Text, influencing the senate: “Beispiel: Der grüne Senatsstein steht bei 5.”",
            NAMES, "The green senator stone stands at 5.", wrap_position, WRAP),
    Example("ave", "evaluation", "Evaluating the senate",
            "Text, evaluating the senate: “Beispiel: Der blaue Stein steht auf 5…”", NAMES,
            "The senate before the players influence it.", evaluation_position, EVALUATION),
    Example("ave", "senate-order", "Two players influence the senate",
            "Text, influencing the senate: “Bei 2 Spielern: Spieler A) 4, danach Spieler B) 3, "
            "dann wieder Spieler A) 2 und Spieler B) 1 Punkt.”", NAMES,
            "Round 1's senate: every stone at 0; A owns a fountain, B nothing.",
            order_position, ORDER),
    Example("ave", "caesars-gifts", "Caesar's gifts",
            "Text, step 5: “Cäsars Geschenke”", NAMES,
            "Each player holds a Caesar tile; the Caesar stone stands at 2.",
            gifts_position, GIFTS),
    Example("ave", "cost-1", "What an aqueduct and a fountain cost",
            "Text, building: “Beispiel 1”", NAMES,
            "A has 13 gold and the permits of round 1: blue costs 1.",
            cost_one_position, COST_ONE),
    Example("ave", "cost-2", "A fountain, a school and two inhabitants",
            "Text, building: “Beispiel 2”", NAMES,
            "A has 13 gold; blue costs 1, white and orange 3.", cost_two_position, COST_TWO),
    Example("ave", "triple", "A triple of white buildings",
            "Text, building: “Beispielsweise Krankenhaus, Schule und Bibliothek (weiss)”",
            NAMES, "A holds a road and the three white buildings.", triple_position, TRIPLE),
)
