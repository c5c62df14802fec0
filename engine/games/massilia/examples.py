"""Massilia's worked examples (the German rulebook's "BEISPIEL"s) and a first round.

The helpers build positions: ``start`` a game after set-up and a first dice phase, then the
facts a scenario needs are set by hand. tests/test_massilia.py uses the same helpers.
"""

from __future__ import annotations

from engine.core import CHANCE, play
from engine.games.massilia import state as m
from engine.games.massilia import data as D

from engine.examples import Example, Step
from engine.messages import msg

PLAYER = {colour: msg(f"massilia.example.player.{colour}") for colour in ("red", "green", "yellow")}
"""The book names its players by their colour (a message: "Rot", "Rood"), and the board draws
each in that colour."""


# --- building positions ---------------------------------------------------------------------

def start(players=2, stalls=None, prices=(2, 2, 1, 3), faceup=("minerva", "juno")):
    """A game after set-up and the first dice phase (every die on the temple, all ones), the
    figures in a cross with the consul at the top.

    ``prices`` are the temple, violet, orange and pink tiles. With 2 players the stalls go to
    seats 0, 1, 1, 0 (the reverse second pass of set-up step 13).
    """
    state = m.new_game(players)
    play(state, ("figures", *D.FIGURE_START))    # the figures in a cross, consul at the top
    for value in prices:
        play(state, ("price", value))
    play(state, ("reveal", "left", faceup[0]))
    play(state, ("reveal", "right", faceup[1]))
    for space in stalls or (0, 6, 12, 18)[:max(players, 4 if players == 2 else players)]:
        play(state, ("stall", space))
    while state.stage != "act":
        if state.current_player() == CHANCE:
            play(state, state.chance_outcomes()[0][0])
        else:
            play(state, ("temple",))
    return state


def give(state, seat, cards, known=0):
    """Put god ``cards`` in ``seat``'s hand, drawn from the deck (secret ones unless ``known``)."""
    for card in cards:
        state.deck[card] -= 1
        assert state.deck[card] >= 0, card
    state.hands[seat] = list(cards)
    state.known[seat] = [known] * len(cards)


def hold_die(state, seat, colour, face):
    """Move a die of ``colour`` from the temple to ``seat``'s personal supply, showing ``face``."""
    state.temple[D.DIE_INDEX[colour]].pop()
    state.kept[seat][D.DIE_INDEX[colour]].append(face)


def to_screen(state, seat, dice):
    """Move ``dice`` (a count per colour) from the temple behind ``seat``'s screen: dice used."""
    for colour, count in enumerate(dice):
        for _ in range(count):
            state.temple[colour].pop()
        state.screen[seat][colour] += count


def stock(state, space, goods):
    """The stall on ``space`` holds ``goods`` (a count per kind): the rest of its goods go back
    to the port, the missing ones come from it."""
    for kind, count in enumerate(goods):
        state.port[kind] += state.goods[space][kind] - count
        state.goods[space][kind] = count
        assert state.port[kind] >= 0, (space, goods)


def clear_market(state):
    """Every good on the market back to the port."""
    for space in range(D.SPACES):
        stock(state, space, [0, 0, 0, 0])


# --- the examples ----------------------------------------------------------------------------

def dice_position():
    """Green (seat 0) and red (seat 1) near the end of round 1, every die used: red's screen
    hides two brown dice, a black and a beige one, green's the other eight; the temple is
    empty."""
    state = start(2)
    to_screen(state, 1, [0, 2, 1, 1])
    to_screen(state, 0, [3, 1, 2, 2])
    return state


DICE = (
    Step(("pass",), msg("massilia.example.dice.1")),
    Step(("pass",), msg("massilia.example.dice.2")),
    Step(("roll", "brown", 2, 5), msg("massilia.example.dice.3")),
    Step(("roll", "black", 3), msg("massilia.example.dice.4")),
    Step(("roll", "beige", 4), msg("massilia.example.dice.5")),
    Step(("keep", "beige", 4), msg("massilia.example.dice.6")),
    Step(("temple",), msg("massilia.example.dice.7")),
)


def purchase_position():
    state = start(2, prices=(1, 2, 2, 3))       # the violet tile is 2
    state.markers[D.GOOD_INDEX["violet"]] = 3
    state.money[0] = 10
    hold_die(state, 0, "beige", 4)
    return state


PURCHASE = (
    Step(("take", "own", "beige", 4), msg("massilia.example.purchase.1")),
    Step(("buy", "violet", 2, 2), msg("massilia.example.purchase.2"),
         question=msg("massilia.example.purchase.2.question"),
         hint=msg("massilia.example.purchase.2.hint")),
    Step(("put", 18, "violet"), msg("massilia.example.purchase.3")),
    Step(("put", 18, "violet"), msg("massilia.example.purchase.4")),
    Step(("put", 18, "beige"), msg("massilia.example.purchase.5")),
)


def stones_position():
    state = start(2, prices=(2, 2, 1, 3))       # the temple tile is 2
    state.money[0] = 8
    hold_die(state, 0, "black", 6)
    return state


STONES = (
    Step(("take", "own", "black", 6), msg("massilia.example.stones.1")),
    Step(("stone", "down"), msg("massilia.example.stones.2")),
    Step(("stone", "down"), msg("massilia.example.stones.3")),
    Step(("reputation",), msg("massilia.example.stones.4")),
)


def customer_position():
    state = start(2, prices=(3, 2, 1, 2))         # the temple tile is 3
    clear_market(state)
    stock(state, 0, [0, 0, 2, 0])
    state.figures[D.FIGURE_INDEX["violet"]] = 21       # 3 steps clockwise reach space 0
    hold_die(state, 0, "brown", 5)
    return state


CUSTOMER = (
    Step(("take", "own", "brown", 5), msg("massilia.example.customer.1")),
    Step(("stone", "down"), msg("massilia.example.customer.2")),
    Step(("stone", "down"), msg("massilia.example.customer.3")),
    Step(("move", "violet", "cw"), msg("massilia.example.customer.4")),
)


def minerva_position():
    state = start(2, prices=(2, 2, 1, 3))
    clear_market(state)
    stock(state, 0, [0, 0, 2, 0])
    state.figures[D.FIGURE_INDEX["violet"]] = 1     # one step from the stall at space 0
    give(state, 0, ["minerva"])
    hold_die(state, 0, "brown", 3)
    return state


MINERVA = (
    Step(("take", "own", "brown", 3), msg("massilia.example.minerva.1")),
    Step(("god", "minerva", "down"), msg("massilia.example.minerva.2")),
    Step(("stone", "down"), msg("massilia.example.minerva.3")),
    Step(("move", "violet", "ccw"), msg("massilia.example.minerva.4")),
)


def consul_position():
    state = start(2)
    state.money[0] = 9
    state.figures[D.CONSUL] = 3
    hold_die(state, 0, "brown", 2)
    return state


CONSUL = (
    Step(("take", "own", "brown", 2), msg("massilia.example.consul.1")),
    Step(("move", "consul", "ccw"), msg("massilia.example.consul.2")),
    Step(("build",), msg("massilia.example.consul.3"),
         question=msg("massilia.example.consul.3.question"),
         hint=msg("massilia.example.consul.3.hint")),
    Step(("shift", 0, "pink"), msg("massilia.example.consul.4")),
    Step(("shift", 18, "violet"), msg("massilia.example.consul.5")),
    Step(("done",), msg("massilia.example.consul.6")),
)


def phoebus_position():
    state = start(2, prices=(2, 2, 1, 3))
    clear_market(state)
    stock(state, 0, [0, 3, 0, 0])
    state.figures[D.FIGURE_INDEX["orange"]] = 3
    give(state, 0, ["phoebus", "mercurius"])
    hold_die(state, 0, "grey", 4)
    return state


PHOEBUS = (
    Step(("take", "own", "grey", 4), msg("massilia.example.phoebus.1")),
    Step(("god", "phoebus", "brown"), msg("massilia.example.phoebus.2")),
    Step(("stone", "down"), msg("massilia.example.phoebus.3")),
    Step(("god", "mercurius", "temple", "up"), msg("massilia.example.phoebus.4")),
    Step(("move", "orange", "ccw"), msg("massilia.example.phoebus.5")),
)


def first_turn_position():
    return m.new_game(2)


FIRST_TURN = (
    Step(("figures", *D.FIGURE_START), msg("massilia.example.first-turn.figures")),
    Step(("price", 1), msg("massilia.example.first-turn.1")),
    Step(("price", 3), msg("massilia.example.first-turn.2")),
    Step(("price", 2), msg("massilia.example.first-turn.3")),
    Step(("price", 2), msg("massilia.example.first-turn.4")),
    Step(("reveal", "left", "minerva"), msg("massilia.example.first-turn.5")),
    Step(("reveal", "right", "pluto"), msg("massilia.example.first-turn.6")),
    Step(("stall", 0), msg("massilia.example.first-turn.7")),
    Step(("stall", 4), msg("massilia.example.first-turn.8")),
    Step(("stall", 10), msg("massilia.example.first-turn.9")),
    Step(("stall", 16), msg("massilia.example.first-turn.10")),
    Step(("roll", "grey", 4), msg("massilia.example.first-turn.11")),
    Step(("roll", "brown", 5), msg("massilia.example.first-turn.12")),
    Step(("roll", "black", 1), msg("massilia.example.first-turn.13")),
    Step(("roll", "beige", 1), msg("massilia.example.first-turn.14")),
    Step(("roll", "grey", 6), msg("massilia.example.first-turn.15")),
    Step(("roll", "brown", 3), msg("massilia.example.first-turn.16")),
    Step(("roll", "black", 5), msg("massilia.example.first-turn.17")),
    Step(("roll", "beige", 1), msg("massilia.example.first-turn.18")),
    Step(("keep", "grey", 6), msg("massilia.example.first-turn.19")),
    Step(("temple",), msg("massilia.example.first-turn.20")),
)


def _example(example_id, colours, setup, script, seat=None):
    """An example whose title, source and intro are ``massilia.example.<id>.<part>``, its seats
    the book's players named and drawn by their colours (``colours``, seat by seat)."""
    def say(part):
        return msg(f"massilia.example.{example_id}.{part}")
    return Example("massilia", example_id, say("title"), say("source"),
                   tuple(PLAYER[colour] for colour in colours), say("intro"), setup, script,
                   seat=seat, colours=colours)


EXAMPLES = (
    _example("first-turn", ("red", "green"), first_turn_position, FIRST_TURN),
    _example("dice", ("green", "red"), dice_position, DICE),
    _example("stones", ("red", "green"), stones_position, STONES, seat=0),
    _example("purchase", ("red", "green"), purchase_position, PURCHASE, seat=0),
    _example("customer", ("red", "green"), customer_position, CUSTOMER),
    _example("minerva", ("green", "red"), minerva_position, MINERVA, seat=0),
    _example("consul", ("yellow", "red"), consul_position, CONSUL, seat=0),
    _example("phoebus", ("red", "green"), phoebus_position, PHOEBUS, seat=0),
)
