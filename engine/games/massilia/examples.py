"""Massilia's worked examples (the German rulebook's "BEISPIEL"s) and a first round.

The helpers build positions: ``start`` a game after set-up and a first dice phase, then the
facts a scenario needs are set by hand. tests/test_massilia.py uses the same helpers.
"""

from __future__ import annotations

from engine.core import CHANCE, play
from engine.games.massilia import state as m
from engine.games.massilia import data as D

from engine.examples import Example, Step

NAMES = ("Red", "Green")      # the book names players by their colour


# --- building positions ---------------------------------------------------------------------

def start(players=2, stalls=None, prices=(2, 2, 1, 3), faceup=("minerva", "juno")):
    """A game after set-up and the first dice phase (every die on the temple, all ones).

    ``prices`` are the temple, violet, orange and pink tiles. With 2 players the stalls go to
    seats 0, 1, 1, 0 (the reverse second pass of set-up step 13).
    """
    state = m.new_game(players)
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
    """Put god ``cards`` in ``seat``'s hand (secret ones unless ``known``)."""
    state.hands[seat] = list(cards)
    state.known[seat] = [known] * len(cards)


def hold_die(state, seat, colour, face):
    """Put a die of ``colour`` showing ``face`` in ``seat``'s personal supply."""
    state.kept[seat][D.DIE_INDEX[colour]].append(face)


def clear_market(state):
    for space in range(D.SPACES):
        state.goods[space] = [0, 0, 0, 0]


# --- the examples ----------------------------------------------------------------------------

def dice_position():
    """Green (seat 0) and red (seat 1) near the end of round 1; red's screen hides two brown
    dice, a black and a beige one, green's a grey and a brown die; the temple is empty."""
    state = start(2)
    state.screen[1] = [0, 2, 1, 1]
    state.screen[0] = [1, 1, 0, 0]
    state.temple = [[], [], [], []]
    return state


DICE = (
    Step(("pass",), "The end of a round: green passes first and takes the round tile…"),
    Step(("pass",), "…and red passes last, so red is the start player of the next round. The "
         "dice phase begins; the temple is empty, so nothing is rolled there, and the start "
         "player rolls first."),
    Step(("roll", "brown", 2, 5), "Red, the start player, rolls the dice behind his screen: "
         "the two brown ones show 2 and 5…"),
    Step(("roll", "black", 3), "…the black one 3…"),
    Step(("roll", "beige", 4), "…and the beige one 4."),
    Step(("keep", "beige", 4), "Red keeps the beige 4 in his own supply and pays 2 sesterces "
         "to the bank for it."),
    Step(("temple",), "The two brown dice and the black one go onto the temple, where every "
         "player may take them. Now the second player, green, rolls the dice behind his "
         "screen."),
)


def purchase_position():
    state = start(2, prices=(1, 2, 2, 3))       # the violet tile is 2
    state.markers[D.GOOD_INDEX["violet"]] = 3
    state.money[0] = 10
    hold_die(state, 0, "beige", 4)
    return state


PURCHASE = (
    Step(("take", "own", "beige", 4), "Red takes the beige 4 from his supply: beige buys "
         "goods in the port, as many as the die shows."),
    Step(("buy", "violet", 2, 2), "He buys 2 violet goods at the violet price tile's 2 and "
         "2 beige goods at 1: 6 sesterces to the bank. The violet scoring marker drops to the "
         "next lower value, 2.",
         question="Red's beige die shows 4. What does he buy in the port?",
         why="The book's red player buys 2 violet goods (2 sesterces each) and 2 beige goods "
             "(1 each): four goods for the die's 4, paying 6."),
    Step(("put", 18, "violet"), "He shares the four goods among his stalls: a violet one "
         "to the stall on space 18…"),
    Step(("put", 18, "violet"), "…the second violet there too…"),
    Step(("put", 18, "beige"), "…and a beige one; the last good goes to the only stall with "
         "room left."),
)


def stones_position():
    state = start(2, prices=(2, 2, 1, 3))       # the temple tile is 2
    state.temple = [[], [], [], []]
    state.money[0] = 8
    hold_die(state, 0, "black", 6)
    return state


STONES = (
    Step(("take", "own", "black", 6), "Red takes his black 6: a black die buys as many steps "
         "of reputation as it shows, each at the temple's price tile, 2 sesterces. Six steps "
         "would cost 12, and red has 8."),
    Step(("stone", "down"), "He takes a penalty stone to lower the die to 5…"),
    Step(("stone", "down"), "…and a second one for 4: two stones change the die's value by "
         "2."),
    Step(("reputation",), "He buys 4 reputation for 8 sesterces. The two stones go behind his "
         "screen and will cost him 3 points at the end."),
)


def customer_position():
    state = start(2, prices=(3, 2, 1, 2))         # the temple tile is 3
    clear_market(state)
    state.goods[0] = [0, 0, 2, 0]
    state.figures[D.FIGURE_INDEX["violet"]] = 21       # 3 steps clockwise reach space 0
    hold_die(state, 0, "brown", 5)
    return state


CUSTOMER = (
    Step(("take", "own", "brown", 5), "Red chooses a brown die showing 5 to move the violet "
         "customer: a brown die moves a customer or the consul exactly its value."),
    Step(("stone", "down"), "5 is too far: he takes a penalty stone to make it 4…"),
    Step(("stone", "down"), "…and a second one for 3. The stones are taken when the action is "
         "done."),
    Step(("move", "violet", "cw"), "The customer walks 3 spaces to red's stall and buys his "
         "2 violet goods: 3 sesterces each, the temple's price tile, so 6 sesterces, and 2 "
         "reputation each, the violet score marker's value, so 4 reputation. Then the marker "
         "rises to 3."),
)


def minerva_position():
    state = start(2, prices=(2, 2, 1, 3))
    clear_market(state)
    state.goods[0] = [0, 0, 2, 0]
    state.figures[D.FIGURE_INDEX["violet"]] = 1     # one step from the stall at space 0
    give(state, 0, ["minerva"])
    hold_die(state, 0, "brown", 3)
    return state


MINERVA = (
    Step(("take", "own", "brown", 3), "Green chooses a brown die showing 3."),
    Step(("god", "minerva", "down"), "He plays Minerva to lower the value. The printed "
         "example says Minerva makes the 3 a 1, but the card changes a die by 1: we follow the "
         "card and read the example as a misprint. The 3 becomes 2…"),
    Step(("stone", "down"), "…and a penalty stone makes it 1, the value the book wants."),
    Step(("move", "violet", "ccw"), "The violet customer steps to green's stall and buys 2 "
         "violet goods at the temple tile's 2 sesterces each: 4 sesterces and 4 reputation; "
         "the violet scoring marker rises to 3."),
)


def consul_position():
    state = start(2)
    state.money[0] = 9
    state.figures[D.CONSUL] = 3
    hold_die(state, 0, "brown", 2)
    return state


CONSUL = (
    Step(("take", "own", "brown", 2), "Yellow takes a brown 2, this time for the consul."),
    Step(("move", "consul", "ccw"), "The consul stops beside an empty space."),
    Step(("build",), "Yellow pays 5 sesterces to the bank and puts one of her stall tiles on "
         "the space.",
         question="The consul stands beside an empty space. What does yellow do there?",
         why="In the book yellow builds a stall: 5 sesterces to the bank and a stall tile on "
             "the empty space."),
    Step(("shift", 0, "pink"), "The book's example ends here; the next steps are ours, to show "
         "the rule before it: she may move goods from her other stalls to the new one, a pink "
         "good…"),
    Step(("shift", 18, "violet"), "…and a violet one."),
    Step(("done",), "Her turn is over."),
)


def phoebus_position():
    state = start(2, prices=(2, 2, 1, 3))
    clear_market(state)
    state.goods[0] = [0, 3, 0, 0]
    state.figures[D.FIGURE_INDEX["orange"]] = 3
    give(state, 0, ["phoebus", "mercurius"])
    hold_die(state, 0, "grey", 4)
    return state


PHOEBUS = (
    Step(("take", "own", "grey", 4), "A player takes a grey die showing 4."),
    Step(("god", "phoebus", "brown"), "Phoebus lets him use the grey die as a brown one."),
    Step(("stone", "down"), "A penalty stone changes its value to 3."),
    Step(("god", "mercurius", "temple", "up"), "Mercurius raises the price tile beside the "
         "temple, for this action only: from 2 to 3."),
    Step(("move", "orange", "ccw"), "The book's example ends with the cards and the stone; this "
         "sale is ours, to show what they do: the orange customer walks 3 spaces to his stall "
         "and buys his 3 orange goods at the raised price, 9 sesterces."),
)


def first_turn_position():
    return m.new_game(2)


FIRST_TURN = (
    Step(("price", 1), "Set-up: a price tile is drawn for the temple…"),
    Step(("price", 3), "…one for the violet goods…"),
    Step(("price", 2), "…for the orange ones…"),
    Step(("price", 2), "…and for the pink ones."),
    Step(("reveal", "left", "minerva"), "Two god cards are laid face up beside the board: "
         "Minerva…"),
    Step(("reveal", "right", "pluto"), "…and Pluto."),
    Step(("stall", 0), "Each player builds a first stall, one in each quarter of the market."),
    Step(("stall", 4), "With two players the second player builds twice…"),
    Step(("stall", 10), "…in another quarter…"),
    Step(("stall", 16), "…and the first player builds his second stall last."),
    Step(("roll", "grey", 4), "The dice phase: the temple's four dice are rolled…"),
    Step(("roll", "brown", 5), "…grey 4, brown 5…"),
    Step(("roll", "black", 1), "…black 1…"),
    Step(("roll", "beige", 1), "…beige 1. Then the start player rolls his own four dice behind his screen."),
    Step(("roll", "grey", 6), "Grey 6…"),
    Step(("roll", "brown", 3), "…brown 3…"),
    Step(("roll", "black", 5), "…black 5…"),
    Step(("roll", "beige", 1), "…beige 1."),
    Step(("keep", "grey", 6), "He keeps the grey 6 behind his screen, for 2 sesterces."),
    Step(("temple",), "The others go onto the temple, for anyone to take."),
)


EXAMPLES = (
    Example("massilia", "first-turn", "The start of a game: set-up and the first dice",
            "Rules: set-up and the dice phase", NAMES,
            "A new game for two: price tiles, god cards and stalls are still to come.",
            first_turn_position, FIRST_TURN),
    Example("massilia", "dice", "The dice phase", "Rulebook, dice phase: “Beispiel: Der "
            "Startspieler würfelt…”", ("Green", "Red"),
            "Red holds two brown dice, a black and a beige one behind his screen, green a "
            "grey and a brown one; the temple is empty.",
            dice_position, DICE),
    Example("massilia", "stones", "Two penalty stones change a die by 2",
            "Rulebook, penalty stones: “So kann ein Spieler zum Beispiel 2 Strafsteine "
            "nehmen…”", NAMES,
            "Red holds a black 6 and 8 sesterces; the temple's price tile is 2.",
            stones_position, STONES, seat=0),
    Example("massilia", "purchase", "Buying goods in the port",
            "Rulebook, beige die: “Beispiel: Ein Spieler wählt einen beigen Würfel mit dem "
            "Wert 4…”", NAMES,
            "Red has 10 sesterces and a beige 4; violet goods cost 2, beige 1.",
            purchase_position, PURCHASE, seat=0),
    Example("massilia", "customer", "A customer brought with two penalty stones",
            "Rulebook, brown die: “Beispiel: Der rote Spieler wählt einen braunen Würfel mit "
            "dem Wert 5…”", NAMES,
            "Red's stall at the top left holds 2 violet goods; the violet customer is 3 spaces "
            "away. The temple's price tile is 3, the violet score marker 2.",
            customer_position, CUSTOMER),
    Example("massilia", "minerva", "Minerva lowers a die (a misprint corrected)",
            "Rulebook, god cards: “Beispiel: Der grüne Spieler wählt einen braunen Würfel mit "
            "dem Wert 3…”", ("Green", "Red"),
            "Green's stall holds 2 violet goods; the violet customer stands one space away.",
            minerva_position, MINERVA, seat=0),
    Example("massilia", "consul", "The consul builds a stall",
            "Rulebook, the consul: “Beispiel: Der gelbe Spieler bewegt den Konsul…”",
            ("Yellow", "Red"), "Yellow has 9 sesterces and a brown 2; the consul is 2 spaces "
            "from an empty space.", consul_position, CONSUL, seat=0),
    Example("massilia", "phoebus", "Phoebus, a stone and Mercurius in one action",
            "Rulebook, god cards: “Beispiel: Ein Spieler spielt eine Karte Phoebus aus…”",
            NAMES, "His stall holds 3 orange goods; he has Phoebus and Mercurius in hand.",
            phoebus_position, PHOEBUS, seat=0),
)
