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
from engine.games.ave.view import a_tile, from_bag
from engine.messages import msg, seat

from engine.examples import Example, Step

NAMES = ("A", "B")      # the text calls its players "Spieler A" and "Spieler B"


def said(key, **args):
    """An example's text: a message of ``ave.example.<key>`` (its English in ``messages``), with
    the book's two players as ``{a}`` and ``{b}``."""
    return msg("ave.example." + key, a=seat(0), b=seat(1), **args)


# --- building positions ---------------------------------------------------------------------

def from_the_bag(s, tile, n=1):
    """Take ``n`` tiles ``tile`` out of their bag (for a hand, the city or a player's Caesar)."""
    bag = s.bag[D.TILE_BAG[tile]]
    bag[tile] -= n
    assert bag[tile] >= 0, tile


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
        from_the_bag(s, tile, n)
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
    from_the_bag(s, "fountain")
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
    Step(("stop",), said("senate-wrap.step1")),
    Step(("stop",), said("senate-wrap.step2")),
    Step(("up", "green"), said("senate-wrap.step3"),
         question=said("senate-wrap.question"), hint=said("senate-wrap.hint")),
    Step(("up", "green"), said("senate-wrap.step4")),
)


def evaluation_position():
    return influencing({"blue": 5, "white": 3, "orange": 3, "yellow": 2})


EVALUATION = (
    Step(("stop",), said("evaluation.step1")),
    Step(("stop",), said("evaluation.step2")),
    Step(("stop",), said("evaluation.step3")),
    Step(("stop",), said("evaluation.step4")),
)


def order_position():
    return influencing({})


ORDER = (
    Step(("up", "blue"), said("senate-order.step1")),
    Step(("up", "blue"), said("senate-order.step2")),
    Step(("stop",), said("senate-order.step3")),
    Step(("up", "white"), said("senate-order.step4")),
    Step(("up", "white"), said("senate-order.step5")),
    Step(("up", "white"), said("senate-order.step6")),
    Step(("stop",), said("senate-order.step7")),
    Step(("up", "yellow"), said("senate-order.step8")),
)


def gifts_position():
    s = ave.new_game(2)
    s.round, s.start = 1, 0
    for caesar in ("augustus", "titus"):
        from_the_bag(s, caesar)
    s.caesar = ["augustus", "titus"]
    s.caesar_pos = 2
    s.senate = {c: 0 for c in D.SENATORS}
    s.senate["blue"] = 1
    s.gold = [3, 3]
    s._begin_influence()
    return s


GIFTS = (
    Step(("stop",), said("caesars-gifts.step1")),
    Step(("stop",), said("caesars-gifts.step2")),
    Step(("stop",), said("caesars-gifts.step3")),
    Step(("stop",), said("caesars-gifts.step4")),
    Step(("gift", "gold"), said("caesars-gifts.step5")),
    Step(("gift", "legions"), said("caesars-gifts.step6")),
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
    drawer = seat(state.draw_seat)
    if tile in D.OPEN_TILES:
        return msg("ave.example.draw.open", seat=drawer, tile=a_tile(tile))
    if tile.startswith("revolt") or tile in D.FIRE_QUARTERS:
        return msg("ave.example.draw.strikes", seat=drawer, tile=a_tile(tile))
    return msg("ave.example.draw.hidden", seat=drawer)


def _buying_steps():
    script = _chance_script(buying_position, [("buy", 2, 1)])
    state = buying_position()
    steps = [Step(script[0], said("buying.buy"))]
    state.apply(script[0])
    for k, action in enumerate(script[1:], 1):
        steps.append(Step(action, said("buying.first_tile" if k == 1 else "buying.tile",
                                       number=k, bag=from_bag(action[1]),
                                       drawn=_draw_caption(state, action[2]))))
        state.apply(action)
    return tuple(steps)


BUYING = _buying_steps()


# --- the city ----------------------------------------------------------------------------------

def cost_one_position():
    return acting(gold=13, costs={"blue": 1}, hand={"aqueduct": 1, "fountain": 1})


COST_ONE = (
    Step(("build", "aqueduct", cell(1, 2, 4)), said("cost-1.step1")),
    Step(("build", "fountain", cell(1, 3, 3)), said("cost-1.step2")),
)


def cost_two_position():
    return acting(gold=13, costs={"blue": 1, "white": 3, "orange": 3},
                  hand={"fountain": 1, "school": 1, "person": 2})


COST_TWO = (
    Step(("build", "fountain", cell(1, 2, 4)), said("cost-2.step1")),
    Step(("build", "school", cell(1, 3, 3)), said("cost-2.step2")),
    Step(("settle",), said("cost-2.step3")),
    Step(("settle",), said("cost-2.step4")),
)


def triple_position():
    return acting(hand={"hospital": 1, "school": 1, "library": 1, "road": 1}, costs={"white": 3})


TRIPLE = (
    Step(("build", "road", cell(4, 2, 4)), said("triple.step1")),
    Step(("build", "hospital", cell(4, 1, 5)), said("triple.step2")),
    Step(("build", "school", cell(4, 3, 5)), said("triple.step3")),
    Step(("build", "library", cell(4, 1, 4)), said("triple.step4")),
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


def _first_captions(script):
    """Each step's caption; a step that begins a round also says what its income paid."""
    state = first_turn_position()
    steps = []
    for action in script:
        actor = state.current_player()
        if action[0] == "draw":
            text = _draw_caption(state, action[2])
        elif action[0] == "first":
            text = said("first-turn.first", seat=seat(action[1]))
        else:   # the verbs the first round meets: start, buy, stop, done and end
            text = said("first-turn." + action[0], seat=seat(actor))
        before = state.clone()
        state.apply(action)
        if state.round > before.round:
            paid = [msg("ave.example.first-turn.income_of", seat=seat(s), gold=after - gold)
                    for s, (gold, after) in enumerate(zip(before.gold, state.gold))]
            text = [text, said("first-turn.income", round=state.round, base=D.BASE_INCOME,
                               incomes=paid)]
        steps.append(Step(action, text))
    return tuple(steps)


FIRST_TURN = _first_captions(_first_round())


def _example(example_id, position, script, seat=None):
    """An example whose title, source and intro are ``ave.example.<id>.title`` and so on."""
    return Example("ave", example_id, said(example_id + ".title"), said(example_id + ".source"),
                   NAMES, said(example_id + ".intro"), position, script, seat)


EXAMPLES = (
    _example("first-turn", first_turn_position, FIRST_TURN),
    _example("buying", buying_position, BUYING, seat=0),
    _example("senate-wrap", wrap_position, WRAP),
    _example("evaluation", evaluation_position, EVALUATION),
    _example("senate-order", order_position, ORDER),
    _example("caesars-gifts", gifts_position, GIFTS),
    _example("cost-1", cost_one_position, COST_ONE),
    _example("cost-2", cost_two_position, COST_TWO),
    _example("triple", triple_position, TRIPLE),
)
