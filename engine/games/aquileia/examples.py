"""Aquileia's worked examples (German rulebook "Beispiel", Dutch "Voorbeeld") and a first turn.

The helpers build hand-made positions: ``table`` a new game with the lot and the face-up cards
forced, ``at`` a jump into the action phase with henchmen already placed. tests/test_aquileia.py
uses both, and checks each example's outcome against the book.
"""

from __future__ import annotations

import engine
from engine.core import CHANCE
from engine.games.aquileia import state as A
from engine.games.aquileia import data as D

from engine.examples import Example, Step

GERMAN = ("Stefan", "Lisa", "Chico", "Livia")      # seats 0-3 in turn order
DUTCH = ("Stefan", "Walter", "Giorgio", "Kiko")
# The fourth seat is a woman in the German book (Livia, "sie") and a man in the Dutch (Kiko, "hij").
HER = {"Livia": ("her", "she", "hers"), "Kiko": ("his", "he", "his")}


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
    state = engine.new_game("aquileia", players)
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
        state.coins[seat] = list(purse)
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


def arena_script(names, prize_card):
    s, c, l = names[0], names[2], names[3]
    her = HER[l][0]
    return (
        Step(roll("bronze", "silver", "gold"),
             f"{s} starts: his henchman gives strength 1, and the one bronze among the three red "
             "dice adds 1. Strength 2."),
        Step(roll("gold", "gold", "silver"),
             f"{c}'s henchman stands on the 2, but his red dice show no bronze: strength 2."),
        Step(roll("bronze", "bronze", "bronze"),
             f"{l} rolls three bronze: with {her} henchman's 1 that is strength 4."),
        Step(("done",),
             f"Cards now, from the start player on. {s} holds none, but he is asked like "
             "everyone, so nobody learns whose hand is empty: he plays no card."),
        Step(("play", "slave1"), f"{c} plays a slave (+1)…"),
        Step(("play", "weapon2"), f"…and a double weapon (+2): strength 5."),
        Step(("done",), f"{c} has no card left and says so."),
        Step(("play", "weapon2"), f"{l} plays a double weapon too: strength 6."),
        Step(("done",), f"{l} plays no more."),
        Step(("blue", 2),
             f"{c} still holds 4 blue dice from Potentia and throws 2 of them.",
             question=f"{c} is at 5, {l} at 6. How many blue dice does {c} throw?",
             why=f"In the book {c} throws 2 of his 4 blue dice: one bronze among them is enough "
                 "for the tie, and the others stay for the Stadium."),
        Step(roll("bronze", "gold"),
             f"One bronze: {c} reaches 6 as well. On equal strength the tiebreaker track decides, "
             f"and {l}'s disc lies ahead of {c}'s: {l} wins, {c} is second, {s} third; the coins "
             "of the prize go 3, 2 and 1 bronze."),
        Step(("prize", "points"),
             f"The winner chooses: {l} takes the points (twice {her} strength, 12), so {c} gets "
             "the card of the Servi deck."),
        Step(("draw", "servi", prize_card),
             f"{c} draws his Servi card; the cards played in the fight go to their discard "
             "piles."),
    )


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


STADIUM = (
    Step(roll("silver", "silver", "bronze"),
         "Stefan's henchman on a silver space gives race strength 1; two silver among his red "
         "dice make it 3."),
    Step(roll("gold", "silver", "bronze"),
         "Lisa's two henchmen on the gold side give 1 + 1; one gold die makes 3."),
    Step(roll("silver", "gold", "bronze"),
         "Chico races silver from the 2: one silver die, 3."),
    Step(roll("gold", "gold", "silver"),
         "Livia rolls two gold on top of her henchman's 2: strength 4."),
    Step(("play", "silverhorse2"),
         "Horse cards of the race's colour now: Stefan plays 2 silver horses and reaches 5."),
    Step(("done",), "Stefan plays no more."),
    Step(("done",),
         "Lisa holds no horses of her colour, but she is asked like everyone, so nobody "
         "learns whose hand is empty."),
    Step(("play", "silverhorse1"), "Chico plays a card with one silver horse…"),
    Step(("play", "silverhorse1"), "…and a second one: 5."),
    Step(("done",), "Chico plays no more."),
    Step(("done",), "Livia has no horses of her colour either and plays none."),
    Step(roll("silver", "bronze"),
         "Chico's two blue dice left over from the Arena are thrown by themselves: one more "
         "silver, 6. Chico wins before Stefan (5), Livia (4) and Lisa (3); the prizes follow "
         "the side each raced on: 3 silver for Chico, 2 silver for Stefan, 1 gold for Livia."),
    Step(("draw", "stadium", "laurel-blue"),
         "The winner looks at the top card of the Stadium deck beside the face-up one "
         "(only Chico sees it)."),
    Step(("keep", "drawn"),
         "Chico keeps the blue card and hands the other to the second, Stefan, face down: "
         "nobody else learns which card went where."),
)


# --- Theatrum --------------------------------------------------------------------------------

def theatrum_position():
    state = at(table(4), "theatrum", {"theatrum": 1},
               coins={0: [2, 3, 0], 1: [0, 3, 1], 2: [1, 3, 0], 3: [1, 3, 1]})
    force(state, ("draw", "theatre", "white-blue"))
    return state


THEATRUM = (
    Step(("bid", "silver"),
         "Lisa's henchman stands on the Theatrum: she turns up the top theatre card and opens "
         "the auction with one silver coin."),
    Step(("bid", "silver"),
         "To stay in, Chico first matches the silver and then raises by one more coin: he "
         "chooses another silver.",
         question="Chico wants the card. What does he add to the bid?",
         why="To bid, Chico must match what lies on the table and add one coin more; the "
             "book has him raise with a second silver."),
    Step(("pass",), "Livia leaves the auction."),
    Step(("bid", "bronze"),
         "Stefan bids 2 silver and a bronze. Lisa has no bronze coin, so she cannot match and "
         "drops out without being asked."),
    Step(("pass",),
         "Chico drops out too. Stefan wins the card and pays his coins to Lisa, who sold it; "
         "everyone else takes back what they bid."),
)


# --- Forum -----------------------------------------------------------------------------------

def forum_position():
    return forum({"forum2": 3}, {3: [2, 2, 1]}, {3: {"slave2": 2}})


FORUM = (
    Step(("build", "villa-blue-10", 0, 2),
         "Livia builds the blue 10-point villa: 2 bronze, 2 silver, 1 gold and 3 slaves. "
         "Her slave cards show 2 slaves each, so she pays 4 slaves: paying too many is allowed "
         "only when the exact number cannot be paid. She scores the villa's 10 points.",
         question="Nobody stands on space 1, so Livia builds first. She holds two cards of "
                  "2 slaves. What does she build, and with which cards?",
         why="The book's Livia builds the blue 10-point villa, paying every coin she has and "
             "both double slave cards (4 slaves for the 3 needed)."),
)


def forum_twice_position():
    return forum({"forum3": 1}, {1: [9, 9, 9]}, {1: {"slave2": 2}})


FORUM_TWICE = (
    Step(("build", "villa-blue-10", 0, 2),
         "Lisa, on space 3, may build twice. Her first building needs 3 slaves, and she holds "
         "two cards of 2 slaves: she must give both, since the slaves of one card are never "
         "split between two buildings. No slave card is left, so no second building."),
)


# --- Portus ----------------------------------------------------------------------------------

def portus_position():
    state = table(4)
    state.sites[D.SITE_INDEX["bank-sg"]] = 3
    state.sites[D.SITE_INDEX["workshop-4a"]] = 3
    state.sites[D.SITE_INDEX["workshop-5"]] = 0
    state.sites[D.SITE_INDEX["workshop-3"]] = 2
    return at(state, "latro", {"latro": 1, "portus-bronze": 3, "portus-silver": 0,
                               "portus-gold": 2},
              coins={0: [2, 1, 1], 1: [0, 0, 0], 2: [1, 1, 1], 3: [2, 1, 0]})


PORTUS = (
    Step(roll("bronze", "gold"),
         "Lisa is the Latro, the harbour thief: her two red dice show bronze and gold, and she "
         "takes those two coins from under Livia's and Chico's henchmen."),
    Step(("activate",),
         "Livia was robbed: to run her buildings she pays another bronze from her purse. Her "
         "bank brings 1 silver and 1 gold, her workshop 4 points. Stefan's silver coin still "
         "lies under his henchman and runs his workshop: 5 points. Chico has no gold left and "
         "cannot run his."),
)


# --- final scoring ---------------------------------------------------------------------------

def villas_position(laurel_points):
    state = final_position()
    state.hands[3] = {"laurel-blue": 1}
    if laurel_points:
        state.hands[3]["points5"] = 1
    state.theatre[3] = ["blue-yellow"]
    for villa in ("villa-blue-10", "villa-blue-6", "villa-yellow-8"):
        state.sites[D.SITE_INDEX[villa]] = 3
    state.points[3] = 20
    state._advance()
    return state


def villas_script(name):
    her, _, hers = HER[name]
    return (
        Step(("colour", "blue-yellow", "blue"),
             f"{name} counts {her} two-coloured theatre card as blue. With the blue Stadium card "
             f"that makes 2 blue cards, each worth {her} blue villas' 10 + 6 = 16: 32 points. "
             f"{her.capitalize()} yellow villa scores nothing, since no card of {hers} is yellow.",
             question=f"The game is over. {name} holds a blue Stadium card and a blue/yellow "
                      "theatre card, and owns the blue villas 10 and 6 and the yellow 8. Which "
                      f"colour does {her} theatre card count as?",
             why="Blue: two blue cards times 16 points of blue villas is 32, while yellow would "
                 "give 8 for the yellow villa and 16 for the blue: 24."),
    )


# --- a first turn ----------------------------------------------------------------------------

def first_turn_position():
    return table(3)


FIRST_TURN = (
    Step(("place", "pecunia"),
         "A round starts with placement: in turn, from the start player, each player puts one "
         "henchman on a free action space. Livia takes Pecunia, the money changer."),
    Step(("place", "arena2"),
         "Chico sends a henchman to the Arena space with strength 2."),
    Step(("place", "forum1"),
         "Stefan takes the first building space of the Forum.",
         question="Stefan wants to build first in the Forum this round. Where does he place?",
         why="The Forum builds in the order of its numbered spaces: only space 1 builds first."),
    Step(("place", "servi-bronze"),
         "Livia again: the Servi space that costs a bronze coin, for slave cards."),
    Step(("tiebreaker",),
         "Instead of a henchman, Chico places his tiebreaker disc: the first disc placed takes "
         "position 1, which wins ties and makes its owner next start player."),
)


EXAMPLES = (
    Example("aquileia", "first-turn", "A first round: placing henchmen",
            "Rules: the placement phase", ("Livia", "Chico", "Stefan"),
            "Not one of the book's examples: Ludi plays the placement the book describes. "
            "A new game for three: the face-up cards are out and Livia is start player.",
            first_turn_position, FIRST_TURN),
    Example("aquileia", "arena", "A gladiator fight in the Arena",
            "German rulebook, Arena: “Beispiel eines Gladiatorenkampfes”", GERMAN,
            "Stefan, Chico and Livia fight; Chico also holds the blue dice of Potentia.",
            lambda: arena_position([1, 3, 0, 2]), arena_script(GERMAN, "slave2")),
    Example("aquileia", "arena-nl", "A fight in the Arena, as the Dutch book tells it",
            "Dutch rulebook, Arena: “Voorbeeld van een gevecht in de Arena”", DUTCH,
            "The same fight with Stefan, Giorgio and Kiko; here Kiko placed his disc before "
            "Giorgio's.",
            lambda: arena_position([1, 3, 2, 0]), arena_script(DUTCH, "slave1")),
    Example("aquileia", "stadium", "A chariot race in the Stadium",
            "German rulebook, Stadium: “Beispiel eines Pferdewagenrennens”; Dutch: "
            "“Voorbeeld van een paardenrace”", GERMAN,
            "Four racers: Stefan and Chico on the silver side, Lisa and Livia on the gold side.",
            stadium_position, STADIUM),
    Example("aquileia", "theatrum", "An auction in the Theatrum",
            "German rulebook, Theatrum: “Beispiel einer Auktion”; Dutch: “Voorbeeld van een "
            "veiling”", GERMAN,
            "Lisa's henchman stands on the Theatrum; the white/blue theatre card is turned up.",
            theatrum_position, THEATRUM),
    Example("aquileia", "forum", "Building in the Forum",
            "German rulebook, Forum: “Beispiel für das Bauen”; Dutch: “Voorbeeld van bouwen”",
            GERMAN, "Livia's henchman stands on Forum space 2; nobody is on space 1.",
            forum_position, FORUM),
    Example("aquileia", "forum-twice", "Two buildings, slaves paid separately",
            "German rulebook, Forum (the note on building twice); Dutch: “Opmerking: gebouwen "
            "moeten apart worden afgerekend”", GERMAN,
            "Lisa stands on Forum space 3, which builds twice; she holds two cards of 2 slaves.",
            forum_twice_position, FORUM_TWICE),
    Example("aquileia", "portus", "Latro and buildings in the Portus",
            "German rulebook, Portus: “Beispiel für Hafendieb und Gebäudeaktivierung”; Dutch: "
            "“Voorbeeld van de acties in de PORTUS”", GERMAN,
            "Lisa is the Latro. Livia paid bronze, Stefan silver and Chico gold to stand in the "
            "harbour; each owns workshops or a bank.",
            portus_position, PORTUS),
    Example("aquileia", "villas", "Scoring the villas",
            "German rulebook, end of the game: “Beispiel für die Wertung der Villen”", GERMAN,
            "The sixth round is over; Livia has 20 points before the final scoring.",
            lambda: villas_position(0), villas_script("Livia"), seat=3),
    Example("aquileia", "villas-nl", "Scoring the villas, as the Dutch book tells it",
            "Dutch rulebook: “Voorbeeld van het tellen van punten voor villa's”", DUTCH,
            "The same scoring for Kiko, who also holds a Stadium card of 5 points.",
            lambda: villas_position(5), villas_script("Kiko"), seat=3),
)
