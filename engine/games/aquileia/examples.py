"""Aquileia's worked examples (German rulebook "Beispiel", Dutch "Voorbeeld") and a first turn.

The helpers build hand-made positions: ``table`` a new game with the lot and the face-up cards
forced, ``at`` a jump into the action phase with henchmen already placed. tests/test_aquileia.py
uses both, and checks each example's outcome against the book.
"""

from __future__ import annotations

from engine.core import CHANCE
from engine.games.aquileia import state as A
from engine.games.aquileia import data as D
from engine.examples import Example, Step
from engine.messages import msg, seat, term

GERMAN = ("Stefan", "Lisa", "Chico", "Livia")      # seats 0-3 in turn order
DUTCH = ("Stefan", "Walter", "Giorgio", "Kiko")
# The fourth seat is a woman in the German book (Livia, "sie") and a man in the Dutch (Kiko, "hij").
GENDER = {"Livia": "f", "Kiko": "m"}


def pronouns(name: str) -> dict:
    """The possessive pronouns of the seat the book calls ``name``, as message arguments."""
    gender = GENDER[name]
    return {"her": term("aquileia.possessive." + gender),
            "Her": term("aquileia.possessive_start." + gender),
            "hers": term("aquileia.possessive_alone." + gender)}


# --- building positions ---------------------------------------------------------------------

def roll(*faces):
    """A roll of the dice as the engine lists it (faces in the order of ``DIE_FACES``)."""
    return ("roll",) + tuple(sorted(faces, key=D.DIE_FACES.index))


def force(state, action):
    """Apply a chance outcome of our choosing (dice faces in any order)."""
    assert state.current_player() == CHANCE, (state.stage, state.ask)
    action = tuple(action)
    if action[0] == "roll":
        action = roll(*action[1:])
    outcomes = [a for a, _ in state.chance_outcomes()]
    assert action in outcomes, (action, outcomes)
    state.apply(action)


def table(players=4, start=0, equi=("weapon2", "goldhorse1", "silverhorse1"),
          stadium="laurel-blue"):
    """A new game, start player and face-up cards forced, at the first placement."""
    state = A.new_game(players)
    force(state, ("start", start))
    for card in equi:
        force(state, ("draw", "equi", card))
    force(state, ("draw", "stadium", stadium))
    assert state.current_player() == start and state.ask == "place"
    return state


def at(state, slot, spaces, track=None, coins=None, hands=None):
    """Jump to the action-phase ``slot`` with henchmen on ``spaces`` (space id → seat)."""
    n = state.players
    state.track = list(track if track is not None else range(n))
    for seat, purse in (coins or {}).items():
        set_purse(state, seat, purse)
    for space, seat in spaces.items():
        state.spaces[D.SPACE_INDEX[space]] = seat
        if space in D.PORTUS_METAL:     # the coin goes under the henchman, as in placement
            state.space_coin[D.SPACE_INDEX[space]] = D.PORTUS_METAL[space]
            state.coins[seat][D.METAL_INDEX[D.PORTUS_METAL[space]]] -= 1
    for seat, hand in (hands or {}).items():
        state.hands[seat] = dict(hand)
    state.stage, state.slot, state.sub, state.ask = "action", A.SLOTS.index(slot), "start", None
    state._advance()
    return state


def set_purse(state, seat, purse):
    """``seat`` holds the coins ``purse`` (bronze, silver, gold), exchanged with the bank."""
    for m, count in enumerate(purse):
        state.bank[m] -= count - state.coins[seat][m]
        assert state.bank[m] >= 0
    state.coins[seat] = list(purse)


def own_site(state, site, seat):
    """``seat``'s house stands on ``site``, as if built earlier."""
    state.sites[D.SITE_INDEX[site]] = seat
    state.houses[seat] -= 1


def take_from_deck(state, deck, card, n=1):
    """Keep the card totals whole when a position hands out cards: take them from the deck."""
    state.decks[deck][card] -= n
    assert state.decks[deck][card] >= 0


def forum(spaces, coins, hands, players=4):
    state = table(players)
    for hand in hands.values():
        for card, n in hand.items():
            take_from_deck(state, "servi", card, n)
    return at(state, "forum", spaces, coins=coins, hands=hands)


def final_position(players=4):
    state = table(players)
    state.round, state.stage, state.ask = D.ROUNDS, "colours", None
    state.last_track = list(range(players))
    return state


# --- Arena -----------------------------------------------------------------------------------

def arena_position(track):
    """Both books' fight: seats 0 (start, strength 1), 2 (strength 2, blue dice), 3 (1)."""
    state = table(4)
    take_from_deck(state, "servi", "slave1")
    take_from_deck(state, "equi", "weapon2", 2)
    state.hands[2] = {"slave1": 1, "weapon2": 1}
    state.hands[3] = {"weapon2": 1}
    return at(state, "potentia", {"potentia": 2, "arena1a": 0, "arena2": 2, "arena1b": 3},
              track=track)


def book_steps(example: str, steps, **args) -> tuple:
    """The steps of ``example``: (action, question?) pairs, each step's caption (and a question's
    question and hint) the messages ``aquileia.example.<example>.<number>.<part>``, its seats
    named as the example names them when a reader's language renders it."""
    script = []
    for number, (action, question) in enumerate(steps, 1):
        parts = ("caption", "question", "hint") if question else ("caption",)
        script.append(Step(action, **{part: msg(f"aquileia.example.{example}.{number}.{part}",
                                                **args) for part in parts}))
    return tuple(script)


def arena_script(names, prize_card):
    return book_steps("arena", (
        (roll("bronze", "silver", "gold"), False),
        (roll("gold", "gold", "silver"), False),
        (roll("bronze", "bronze", "bronze"), False),
        (("done",), False),
        (("play", "slave1"), False),
        (("play", "weapon2"), False),
        (("done",), False),
        (("play", "weapon2"), False),
        (("done",), False),
        (("blue", 2), True),
        (roll("bronze", "gold"), False),
        (("prize", "points"), False),
        (("draw", "servi", prize_card), False),
    ), s=seat(0), c=seat(2), l=seat(3), **pronouns(names[3]))


# --- Stadium ---------------------------------------------------------------------------------

def stadium_position():
    """Seat 0 silver 1, seat 1 gold 1+1, seat 2 silver 2 (2 blue dice left), seat 3 gold 2."""
    state = table(4, stadium="laurel-yellow")
    take_from_deck(state, "equi", "silverhorse2")
    take_from_deck(state, "equi", "silverhorse1", 2)
    state.hands[0] = {"silverhorse2": 1}
    state.hands[2] = {"silverhorse1": 2}
    state.blue_holder, state.blue_left = 2, 2
    return at(state, "stadium", {"silver1a": 0, "gold1a": 1, "gold1b": 1, "silver2": 2,
                                 "gold2": 3}, track=[0, 1, 2, 3])


BOOK_SEATS = {"s": seat(0), "li": seat(1), "c": seat(2), "l": seat(3)}   # the German book's

STADIUM = book_steps("stadium", (
    (roll("silver", "silver", "bronze"), False),
    (roll("gold", "silver", "bronze"), False),
    (roll("silver", "gold", "bronze"), False),
    (roll("gold", "gold", "silver"), False),
    (("play", "silverhorse2"), False),
    (("done",), False),
    (("done",), False),
    (("play", "silverhorse1"), False),
    (("play", "silverhorse1"), False),
    (("done",), False),
    (("done",), False),
    (roll("silver", "bronze"), False),
    (("draw", "stadium", "laurel-blue"), False),
    (("keep", "drawn"), False),
), **BOOK_SEATS)


# --- Theatrum --------------------------------------------------------------------------------

def theatrum_position():
    state = at(table(4), "theatrum", {"theatrum": 1},
               coins={0: [2, 3, 0], 1: [0, 3, 1], 2: [1, 3, 0], 3: [1, 3, 1]})
    force(state, ("draw", "theatre", "white-blue"))
    return state


THEATRUM = book_steps("theatrum", (
    (("bid", "silver"), False),
    (("bid", "silver"), True),
    (("pass",), False),
    (("bid", "bronze"), False),
    (("pass",), False),
), **BOOK_SEATS)


# --- Forum -----------------------------------------------------------------------------------

def forum_position():
    return forum({"forum2": 3}, {3: [2, 2, 1]}, {3: {"slave2": 2}})


FORUM = book_steps("forum", ((("build", "villa-blue-10", 0, 2), True),), **BOOK_SEATS)


def forum_twice_position():
    return forum({"forum3": 1}, {1: [9, 9, 9]}, {1: {"slave2": 2}})


FORUM_TWICE = book_steps("forum-twice", ((("build", "villa-blue-10", 0, 2), False),),
                         **BOOK_SEATS)


# --- Portus ----------------------------------------------------------------------------------

def portus_position():
    state = table(4)
    own_site(state, "bank-sg", 3)
    own_site(state, "workshop-4a", 3)
    own_site(state, "workshop-5", 0)
    own_site(state, "workshop-3", 2)
    return at(state, "latro", {"latro": 1, "portus-bronze": 3, "portus-silver": 0,
                               "portus-gold": 2},
              coins={0: [2, 1, 1], 1: [0, 0, 0], 2: [1, 1, 1], 3: [2, 1, 0]})


PORTUS = book_steps("portus", ((roll("bronze", "gold"), False), (("activate",), False)),
                    **BOOK_SEATS)


# --- final scoring ---------------------------------------------------------------------------

def villas_position(laurel_points):
    state = final_position()
    take_from_deck(state, "stadium", "laurel-blue")
    state.hands[3] = {"laurel-blue": 1}
    if laurel_points:
        take_from_deck(state, "stadium", "points5")
        state.hands[3]["points5"] = 1
    take_from_deck(state, "theatre", "blue-yellow")
    state.theatre[3] = ["blue-yellow"]
    for villa in ("villa-blue-10", "villa-blue-6", "villa-yellow-8"):
        own_site(state, villa, 3)
    state.points[3] = 20
    state._advance()
    return state


def villas_script(name):
    return book_steps("villas", ((("colour", "blue-yellow", "blue"), True),), l=seat(3),
                      **pronouns(name))


# --- a first turn ----------------------------------------------------------------------------

def first_turn_position():
    return table(3)


FIRST_TURN_SEATS = ("Livia", "Chico", "Stefan")
FIRST_TURN = book_steps("first-turn", (
    (("place", "pecunia"), False),
    (("place", "arena2"), False),
    (("place", "forum1"), True),
    (("place", "servi-bronze"), False),
    (("tiebreaker",), False),
), li=seat(0), c=seat(1), s=seat(2))


def book(example: str, part: str, **args) -> dict:
    """The title, the intro or the source of ``example``, as a message."""
    return msg(f"aquileia.example.{example}.{part}", **args)


EXAMPLES = (
    Example("aquileia", "first-turn", book("first-turn", "title"), book("first-turn", "source"),
            FIRST_TURN_SEATS, book("first-turn", "intro", li=seat(0)),
            first_turn_position, FIRST_TURN),
    Example("aquileia", "arena", book("arena", "title"), book("arena", "source"), GERMAN,
            book("arena", "intro", **BOOK_SEATS),
            lambda: arena_position([1, 3, 0, 2]), arena_script(GERMAN, "slave2")),
    Example("aquileia", "arena-nl", book("arena-nl", "title"), book("arena-nl", "source"), DUTCH,
            book("arena-nl", "intro", s=seat(0), c=seat(2), l=seat(3)),
            lambda: arena_position([1, 3, 2, 0]), arena_script(DUTCH, "slave1")),
    Example("aquileia", "stadium", book("stadium", "title"), book("stadium", "source"), GERMAN,
            book("stadium", "intro", **BOOK_SEATS), stadium_position, STADIUM),
    Example("aquileia", "theatrum", book("theatrum", "title"), book("theatrum", "source"), GERMAN,
            book("theatrum", "intro", **BOOK_SEATS), theatrum_position, THEATRUM),
    Example("aquileia", "forum", book("forum", "title"), book("forum", "source"), GERMAN,
            book("forum", "intro", **BOOK_SEATS), forum_position, FORUM),
    Example("aquileia", "forum-twice", book("forum-twice", "title"), book("forum-twice", "source"),
            GERMAN, book("forum-twice", "intro", **BOOK_SEATS),
            forum_twice_position, FORUM_TWICE),
    Example("aquileia", "portus", book("portus", "title"), book("portus", "source"), GERMAN,
            book("portus", "intro", **BOOK_SEATS), portus_position, PORTUS),
    Example("aquileia", "villas", book("villas", "title"), book("villas", "source"), GERMAN,
            book("villas", "intro", **BOOK_SEATS),
            lambda: villas_position(0), villas_script("Livia"), seat=3),
    Example("aquileia", "villas-nl", book("villas-nl", "title"), book("villas-nl", "source"),
            DUTCH, book("villas-nl", "intro", l=seat(3)),
            lambda: villas_position(5), villas_script("Kiko"), seat=3),
)
