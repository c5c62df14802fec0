"""Aquileia's numbers: board spaces, building sites, decks, prizes and the project's decisions.

The rulebook texts we have lost their pictures, so several numbers below are the project's own
choice. Every such choice says "Decision:" in a comment next to the value, and the same list is
on the rules page (``web/rules/aquileia.html``).
"""

from engine.versions import Change

# Decisions that shape the rules code rather than a number (each is on the rules page too):
# - Placing the tiebreaker disc ends your placement for the round: it is how you pass (the Dutch
#   text: a player who passes places no more henchmen, and the disc is compulsory).
# - Where the texts differ the more specific one wins: slaves are overpaid only when exact payment
#   is impossible (Dutch); the Theatrum winner pays the owner of the Theatrum henchman even when a
#   neighbour opened (Dutch); the Dutch Stadium example's "gold horses" on the silver side is a
#   slip, the German example (silver horses) is followed.
# - Theatrum cards are public (won in open auctions); which other cards a player holds is secret.
#   The screen shows no hand size, but the log tells every card taken (and from which deck) and
#   every card played, as a table sees cards taken and played, so counting tells how many cards
#   each player holds. When the game is over, final scoring shows every card.
# - A lone Stadium racer keeps one of the two cards; the other leaves the game (the face-down
#   card unseen, the face-up card in the open): DECISIONS["lone-racer"].
# - Equi et Arma cards bought are replaced at the start of the next round; the left space's extra
#   card comes only with a purchase.
# - A contest player with no card to play is passed over; a robbed Portus player may decline to pay.
# - A payout takes what the bank still has; a draw from an empty deck and discard pile gives nothing.
# - Final theatre-card colours are chosen in seat order after the sixth round.

METALS = ("bronze", "silver", "gold")
"""The three coin metals; coin purses are ``[bronze, silver, gold]`` lists in this order."""
METAL_INDEX = {metal: i for i, metal in enumerate(METALS)}

BANK_COINS = 39          # 117 coins, 39 of each metal (both rulebooks)
START_COINS = (2, 1, 1)  # each player starts with 2 bronze, 1 silver, 1 gold (Dutch set-up, step 3)
HENCHMEN = 5             # per player (both rulebooks)
HOUSES = 9               # per player (both rulebooks)
ROUNDS = 6
RED_DICE = 3
BLUE_DICE = 4
DOLUS_DICE = 2
LATRO_DICE = 2
DIE_FACES = ("gold", "silver", "bronze")   # each die: 2 gold, 2 silver, 2 bronze sides
EQUI_FACE_UP = 3

# --- the board's action spaces ---------------------------------------------------------------
# (id, area, value). "value" is the strength of an Arena or Stadium space and the build order of a
# Forum space; elsewhere it is 0. Mercatus spaces resolve in the order Dolus, Pecunia, Equi et
# Arma, Servi, Potentia (German text: "in der nachfolgend genannten Reihenfolge").
# Decision: 28 spaces in all, which matches the count "28 places" a shop listing gives.
SPACES = (
    ("dolus", "mercatus", 0),        # one space (published facts: one player only)
    ("pecunia", "mercatus", 0),      # one space (three sources: one player per round)
    # Decision: one Equi et Arma space under each of the 3 face-up cards; the left one (equi1)
    # also gets the top face-down card. They resolve left to right.
    ("equi1", "mercatus", 0),
    ("equi2", "mercatus", 0),
    ("equi3", "mercatus", 0),
    # Servi: top space bronze (1 card), middle silver (1 or 2 cards), bottom gold (1-3 cards);
    # resolved top to bottom.
    ("servi-bronze", "mercatus", 0),
    ("servi-silver", "mercatus", 0),
    ("servi-gold", "mercatus", 0),
    ("potentia", "mercatus", 0),
    # Arena: two spaces of strength 1 and one of strength 2 (published facts, sure).
    ("arena1a", "arena", 1),
    ("arena1b", "arena", 1),
    ("arena2", "arena", 2),
    # Decision: each Stadium side has spaces of strength 1, 1 and 2. The German example needs at
    # least 1+1 and 2 on the gold side (Lisa 1+1, Livia 2) and 1 and 2 on the silver side.
    ("gold1a", "stadium", 1),
    ("gold1b", "stadium", 1),
    ("gold2", "stadium", 2),
    ("silver1a", "stadium", 1),
    ("silver1b", "stadium", 1),
    ("silver2", "stadium", 2),
    ("theatrum", "theatrum", 0),     # one space: one card is auctioned per round
    ("forum1", "forum", 1),
    ("forum2", "forum", 2),
    ("forum3", "forum", 3),
    ("forum4", "forum", 4),
    ("forum5", "forum", 5),
    ("latro", "portus", 0),
    ("portus-bronze", "portus", 0),
    ("portus-silver", "portus", 0),
    ("portus-gold", "portus", 0),
)
SPACE_IDS = tuple(space[0] for space in SPACES)
SPACE_INDEX = {space_id: i for i, space_id in enumerate(SPACE_IDS)}
SPACE_AREA = tuple(space[1] for space in SPACES)
SPACE_VALUE = tuple(space[2] for space in SPACES)

EQUI_SPACES = ("equi1", "equi2", "equi3")
SERVI_LIMIT = {"servi-bronze": 1, "servi-silver": 2, "servi-gold": 3}   # cards per visit, 1 coin each
SERVI_METAL = {"servi-bronze": "bronze", "servi-silver": "silver", "servi-gold": "gold"}
ARENA_SPACES = ("arena1a", "arena1b", "arena2")
GOLD_SPACES = ("gold1a", "gold1b", "gold2")
SILVER_SPACES = ("silver1a", "silver1b", "silver2")
FORUM_SPACES = ("forum1", "forum2", "forum3", "forum4", "forum5")
FORUM_POINTS = ("forum2", "forum5")     # these builders score the building's value at once
FORUM_DOUBLE = "forum3"                 # this builder may build two buildings
PORTUS_PAID = ("portus-bronze", "portus-silver", "portus-gold")   # resolved bronze, silver, gold
PORTUS_METAL = {"portus-bronze": "bronze", "portus-silver": "silver", "portus-gold": "gold"}

# Decision: spaces closed by player count. The published game (3-5) blocks nothing in either
# rulebook, so 3, 4 and 5 players use all 28 spaces. With 2 players (10 henchmen) we close one
# strength-1 Arena space, one strength-1 space on each Stadium side and Forum space 5, so that the
# contests stay contested and the second points bonus in the Forum is not free.
BLOCKED = {
    2: ("arena1b", "gold1b", "silver1b", "forum5"),
    3: (),
    4: (),
    5: (),
}

# --- contests -----------------------------------------------------------------------------
ARENA_COINS = (3, 2, 1)     # bronze for 1st, 2nd, 3rd (both rulebooks)
STADIUM_COINS = (3, 2, 1)   # coins of the racer's side metal for 1st, 2nd, 3rd (both rulebooks)
ARENA_POINTS_FACTOR = 2     # the points prize is twice the final fighting strength

# --- Pecunia ------------------------------------------------------------------------------
# Decision: the exchange table is a picture missing from both texts. Coins of all metals buy the
# same amount everywhere in the game (one coin per servi card, one coin per Portus activation), so
# Pecunia swaps coins one for one: any metal for any other, at most PECUNIA_MAX_COINS coins per
# visit, and a metal given away in a visit may not be taken back in the same visit.
PECUNIA_MAX_COINS = 3
PECUNIA_POINTS = 4          # scored once per visit when at least one coin was exchanged

# --- cards --------------------------------------------------------------------------------
# card id → (deck, slaves, weapons, horse metal, horses, laurel colour, laurel points, theatre colours)
CARDS = {
    "slave1": ("servi", 1, 0, None, 0, None, 0, ()),
    "slave2": ("servi", 2, 0, None, 0, None, 0, ()),
    "goldhorse1": ("equi", 0, 0, "gold", 1, None, 0, ()),
    "goldhorse2": ("equi", 0, 0, "gold", 2, None, 0, ()),
    "silverhorse1": ("equi", 0, 0, "silver", 1, None, 0, ()),
    "silverhorse2": ("equi", 0, 0, "silver", 2, None, 0, ()),
    "weapon1": ("equi", 0, 1, None, 0, None, 0, ()),
    "weapon2": ("equi", 0, 2, None, 0, None, 0, ()),
    "weapon3": ("equi", 0, 3, None, 0, None, 0, ()),
    "laurel-white": ("stadium", 0, 0, None, 0, "white", 0, ()),
    "laurel-blue": ("stadium", 0, 0, None, 0, "blue", 0, ()),
    "laurel-yellow": ("stadium", 0, 0, None, 0, "yellow", 0, ()),
    "laurel-purple": ("stadium", 0, 0, None, 0, "purple", 0, ()),
    "points10": ("stadium", 0, 0, None, 0, None, 10, ()),
    "points7": ("stadium", 0, 0, None, 0, None, 7, ()),
    "points5": ("stadium", 0, 0, None, 0, None, 5, ()),
    "points3": ("stadium", 0, 0, None, 0, None, 3, ()),
    "white-blue": ("theatre", 0, 0, None, 0, None, 0, ("white", "blue")),
    "blue-yellow": ("theatre", 0, 0, None, 0, None, 0, ("blue", "yellow")),
    "blue-purple": ("theatre", 0, 0, None, 0, None, 0, ("blue", "purple")),
    "white-purple": ("theatre", 0, 0, None, 0, None, 0, ("white", "purple")),
    "yellow-purple": ("theatre", 0, 0, None, 0, None, 0, ("yellow", "purple")),
    "yellow-white": ("theatre", 0, 0, None, 0, None, 0, ("yellow", "white")),
}
CARD_ORDER = tuple(CARDS)
CARD_DECK = {card: spec[0] for card, spec in CARDS.items()}
CARD_SLAVES = {card: spec[1] for card, spec in CARDS.items()}
CARD_WEAPONS = {card: spec[2] for card, spec in CARDS.items()}
CARD_HORSE_METAL = {card: spec[3] for card, spec in CARDS.items()}
CARD_HORSES = {card: spec[4] for card, spec in CARDS.items()}
CARD_LAUREL = {card: spec[5] for card, spec in CARDS.items()}
CARD_POINTS = {card: spec[6] for card, spec in CARDS.items()}
CARD_COLOURS = {card: spec[7] for card, spec in CARDS.items()}
ARENA_CARDS = tuple(c for c in CARD_ORDER if CARD_SLAVES[c] or CARD_WEAPONS[c])

DECKS = ("servi", "equi", "stadium", "theatre")
# Deck make-up: the Dutch component list (and the Czech rules) give every count.
FULL_DECKS = {
    "servi": {"slave1": 11, "slave2": 11},
    "equi": {"goldhorse1": 3, "goldhorse2": 2, "silverhorse1": 3, "silverhorse2": 2,
             "weapon1": 3, "weapon2": 3, "weapon3": 1},
    "stadium": {"laurel-white": 2, "laurel-blue": 2, "laurel-yellow": 2, "laurel-purple": 2,
                "points10": 1, "points7": 1, "points5": 1, "points3": 1},
    "theatre": {"white-blue": 1, "blue-yellow": 1, "blue-purple": 1, "white-purple": 1,
                "yellow-purple": 1, "yellow-white": 1},
}
DECK_CARDS = {deck: tuple(cards) for deck, cards in FULL_DECKS.items()}

COLOURS = ("white", "blue", "yellow", "purple")   # villa and laurel colours

# --- Forum building sites -------------------------------------------------------------------
# (id, kind, colour, value, cost [bronze, silver, gold, slaves], points per activation,
#  coins per activation [bronze, silver, gold]).
# "value" is what Forum spaces 2 and 5 score at once, and a villa's worth in the final scoring.
# Only one site is printed in the rulebook: the blue 10 villa costs 2 bronze, 2 silver, 1 gold and
# 3 slaves. The book's Portus example shows a workshop worth 4 and one worth 5 points per
# activation and a bank paying 1 silver and 1 gold; it also names a blue 6 villa.
# Decision: 28 sites - 16 villas (each colour has a 4, 6, 8 and 10 villa, priced alike so that no
# colour is better), 6 workshops and 6 banks, with prices rising with what a site brings.
VILLA_COSTS = {
    4: (1, 1, 0, 1),
    6: (1, 1, 1, 2),
    8: (2, 1, 1, 2),
    10: (2, 2, 1, 3),   # the rulebook's blue 10 villa
}
SITES = tuple(
    [(f"villa-{colour}-{value}", "villa", colour, value, cost, 0, (0, 0, 0))
     for colour in COLOURS for value, cost in VILLA_COSTS.items()]
    + [
        # Decision: workshops (points at each activation in the Portus).
        ("workshop-2", "workshop", None, 2, (1, 0, 0, 1), 2, (0, 0, 0)),
        ("workshop-3", "workshop", None, 3, (1, 1, 0, 1), 3, (0, 0, 0)),
        ("workshop-4a", "workshop", None, 4, (2, 1, 0, 1), 4, (0, 0, 0)),
        ("workshop-4b", "workshop", None, 4, (1, 1, 1, 1), 4, (0, 0, 0)),
        ("workshop-5", "workshop", None, 5, (1, 2, 1, 2), 5, (0, 0, 0)),
        ("workshop-6", "workshop", None, 6, (2, 2, 1, 2), 6, (0, 0, 0)),
        # Decision: banks (coins at each activation in the Portus).
        ("bank-bb", "bank", None, 2, (0, 1, 0, 1), 0, (2, 0, 0)),
        ("bank-bs", "bank", None, 2, (2, 0, 0, 1), 0, (1, 1, 0)),
        ("bank-ss", "bank", None, 3, (1, 0, 1, 1), 0, (0, 2, 0)),
        ("bank-sg", "bank", None, 4, (2, 1, 0, 2), 0, (0, 1, 1)),
        ("bank-bsg", "bank", None, 5, (1, 1, 1, 2), 0, (1, 1, 1)),
        ("bank-gg", "bank", None, 4, (1, 2, 0, 2), 0, (0, 0, 2)),
    ]
)
SITE_IDS = tuple(site[0] for site in SITES)
SITE_INDEX = {site_id: i for i, site_id in enumerate(SITE_IDS)}
SITE_KIND = tuple(site[1] for site in SITES)
SITE_COLOUR = tuple(site[2] for site in SITES)
SITE_VALUE = tuple(site[3] for site in SITES)
SITE_COST = tuple(site[4] for site in SITES)
SITE_POINTS = tuple(site[5] for site in SITES)
SITE_COINS = tuple(site[6] for site in SITES)


# Decision: the rulebooks give no final tie-break; on equal points the player whose tiebreaker
# disc was earlier on the track in the last round wins (the track already settles every other tie).

# The project's decisions, one sentence each; the rules page marks each where it stands and
# lists it under the same id (tests/test_rules_pages.py keeps the two in step).
DECISIONS = {
    "player-count": "Two players may play with Ludi's own two-player rule, although the published game is for 3 to 5 players.",
    "two-player-spaces": "With two players one strength-1 Arena space, one strength-1 space on each Stadium side and Forum space 5 are closed, so that the contests stay contested and the second points space of the Forum is not free; with 3 to 5 players nothing is closed, as in both books.",
    "spaces": "The board has 28 action spaces (a shop lists 28): Dolus 1, Pecunia 1, Equi et Arma 3, Servi 3, Potentia 1, Arena 3 (strength 1, 1, 2), Stadium 3 on each side (1, 1, 2, which the German race example needs), Theatrum 1, Forum 5 and Portus 4.",
    "equi-spaces": "One Equi et Arma space lies under each of the three face-up cards, the spaces act left to right, and bought cards are replaced at the start of the next round, since the picture that showed this is lost.",
    "equi-extra-card": "The left Equi et Arma space's extra face-down card comes only with a purchase, because the books give it as a bonus on top of buying the face-up card.",
    "pecunia": "Pecunia swaps coins one for one, any metal for any other, at most 3 coins a visit and never the same metal both given and taken, because the exchange table is a lost picture and every coin buys the same elsewhere in the game.",
    "disc-ends-placement": "Placing the tiebreaker disc ends your placement for the round (it is how you pass), because the Dutch book says a player who passes places no more henchmen and that the disc is compulsory, while both books count the disc as one of the six placements.",
    "forum-sites": "The 28 Forum sites, their costs and their yields are Ludi's, built round the one site the books price (the blue 10 villa) and the workshops and bank of the Portus example, because the sites are a lost picture.",
    "slaves-no-spare": "Slaves are paid exactly when possible, and when not, with more slaves but without a card to spare, which neither book says but which keeps the Dutch rule (pay more only when you cannot pay exactly) from being used to dump cards.",
    "forum-asked-on-coins": "A Forum builder is asked whenever a house and the coins would pay for a free site, even when the servi cards cannot pay the slaves, because skipping them would tell the table they lack the slaves.",
    "stadium-example": "The Dutch Stadium example's gold horses on the silver side are taken as a slip, because the rule allows only horses of your side's colour and the German example plays silver horses.",
    "lone-racer": "A lone Stadium racer keeps one of the two cards and the other leaves the game, since nobody receives it: the face-down card unseen, the face-up card (which everyone saw) in the open.",
    "theatrum-payee": "The Theatrum winner pays the owner of the Theatrum henchman even when a neighbour opened the auction, as the Dutch book says (\"the player who put his liberto on the Theatrum\").",
    "cards-public": "Theatrum cards are public because they are won in open auctions, while which other cards a player holds stays secret; the screen shows no hand size, but the log tells every card taken (from which deck) and every card played, as players at a table see cards taken and played, so whoever counts knows how many cards each player holds.",
    "contest-everyone-asked": "Every fighter and racer is asked whether to play cards, even one with none to play, because which cards a hand holds is secret and passing over those who hold none of the kind would tell the table so.",
    "portus-decline": "A player robbed by Latro may decline to pay another coin, since the books only say such a player pays from their own supply to activate.",
    "bank-finite": "The bank is finite (39 coins of each metal), so a payout gives only what is left of that metal.",
    "empty-deck": "When a deck and its discard pile are both empty, no card is drawn, because nothing is left to shuffle.",
    "theatre-colours": "After the sixth round each player chooses the colour of each of their Theatrum cards in seat order, since the books say only that one colour counts.",
    "final-tie": "On equal final points the player whose tiebreaker disc was earlier on the track in the last round wins, because the books give no final tie-break and the track settles every other tie.",
}


# --- rules versions ---------------------------------------------------------------------------
# Raised whenever a change can alter a legal history or its outcome, with a dated entry saying
# what changed (see engine/versions.py; a test holds each version's golden game). Saves, shared
# records and teachers' examples carry the version they were made under.
RULES_VERSION = 1
RULES_CHANGES = (
    Change(1, "2026-11-22", "aquileia.rules_v1"),
)
