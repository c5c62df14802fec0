"""Massilia's numbers: the market, the path of the customers, tiles, goods, dice and god cards.

The German rulebook we have lost its pictures and its set-up steps 1-5, so several numbers below
are the project's own choice. Every such choice says "Decision:" in a comment next to the value,
and the same list is on the rules page (``web/rules/massilia.html``).
"""

ROUNDS = 7                       # "Das Spiel wird über 7 Runden gespielt."

# --- goods ------------------------------------------------------------------------------------
GOODS = ("pink", "orange", "violet", "beige")
"""The four kinds of goods; goods counts are ``[pink, orange, violet, beige]`` lists."""
GOOD_INDEX = {good: i for i, good in enumerate(GOODS)}
BEIGE = 3
COLOURED = (0, 1, 2)             # the three kinds with a customer, a price tile and a score marker

# Decision: every good lies in the port, 20 cubes of each coloured kind and 15 beige cubes. The
# rulebook's set-up steps 1-5 are lost. The published summary of the 2012 rules, whose step
# numbers match the German book's from step 6 on, put 10 beige and 6 of each colour in the port
# and the rest in a bag the set-up stalls drew from; the German step 13 stocks the set-up stalls
# from the port instead, which would leave 2 of a colour with 4 stalls and the bag without a use,
# so its port holds the goods the 2012 bag held as well.
PORT_GOODS = (20, 20, 20, 15)
STALL_CAPACITY = 6               # "höchstens 6 Warensteine" per stall
BEIGE_PRICE = 1                  # the rulebook's example buys 2 beige goods for 2 sesterces (2x1)
# Decision: a customer finding none of its colour at a stall buys all the beige goods there.

# Score markers (reputation per coloured good sold): set-up step 8 puts each on the space worth 2;
# buying drops a marker by one "not below 1", a sale raises it, and "field 3" is the top.
MARKER_START = 2
MARKER_MIN = 1
MARKER_MAX = 3

# --- price tiles ------------------------------------------------------------------------------
PRICE_SPACES = ("temple", "violet", "orange", "pink")
"""The four price-tile spaces, in the order the tiles move each round (the pink tile goes to the
temple): "Tempel -> violette Waren -> orange Waren -> rosa Waren -> Tempel"."""
PRICE_INDEX = {space: i for i, space in enumerate(PRICE_SPACES)}
TEMPLE = 0
GOOD_PRICE_SPACE = (3, 2, 1)     # the price space of pink, orange and violet goods
# Decision: four price tiles worth 1, 2, 2 and 3. Mercurius says a tile's value never goes below
# 1 or above 3, and the examples show both the violet tile and the temple tile at 2.
PRICE_TILES = {1: 1, 2: 2, 3: 1}
PRICE_MIN = 1
PRICE_MAX = 3

# --- round tiles (passing) --------------------------------------------------------------------
# Decision: three round tiles worth 2, 3 and 4 sesterces. The rulebook removes the 4 with 3 players
# and also the 3 with 2 players, so there is one tile fewer than players: the last to pass takes
# no tile but the first place.
ROUND_TILES = {2: (2,), 3: (2, 3), 4: (2, 3, 4)}

# --- sesterces, stalls, penalty stones -------------------------------------------------------
# Decision: the first seat is the start player and the first round's order is seat order (the
# rulebook lets the table pick "by any method").
START_MONEY = 5                  # the start player; each later player 1 more (5, 6, 7, 8)
# Decision: dice still in a personal supply when a round ends go behind their owner's screen and
# are rolled by that owner next round; unused temple dice stay on the temple and are rolled again.
# Decision: a player who rolled is always asked which dice to keep, even one who cannot pay, so
# the table never learns from a skipped question that a purse holds fewer than 2 sesterces.
KEEP_DIE_COST = 2                # a die kept in the personal supply
# Decision: the consul's mover is asked whether to build whenever a stall tile is left, even
# without 5 sesterces (then "do not build" is the only answer), for the same reason.
BUILD_COST = 5                   # a stall built with the consul
# Decision: the consul's tax and closing also hit the mover's own stalls, and the mover may play
# Pluto against them too. An owner whose empty stall the consul reaches is always asked (accept,
# or Pluto if they hold one), so the question itself does not tell the table who holds Pluto.
TAX_PER_GOOD = 1                 # the consul in front of a filled stall
# Decision: 6 stall tiles per player (one public review counts 6; the stall scoring goes up to
# "5 or more"), so 4 players can fill all 24 market spaces.
STALL_TILES = 6
# Decision: the penalty stones lie in one general supply beside the board, 10 for each player at
# the table (20, 30 or 40). The rulebook's text knows one supply only: Venus's stones "kommen
# zurück in den allgemeinen Vorrat", and "wenn keine Strafsteine mehr verfügbar sind" no action
# that needs a stone can be done, whoever took the stones. The published facts say "each player
# receives 10" after one review, which they rate "likely" (not "sure"): that does not outrank the
# rulebook, and the count fits a common supply as well, so we keep the 10 per player as its size.
# A Chinese summary of the earlier English rules (2012) agrees: penalty tokens "玩家數*10" (players
# times 10) beside the board (https://www.pttweb.cc/bbs/BoardGame/M.1334765568.A.972).
# A stone taken goes behind its taker's screen; a stone given back with Venus goes back to the
# general supply, where anyone may take it.
STONES_PER_PLAYER = 10


def stone_supply(players: int) -> int:
    """Penalty stones in the general supply at the start of a game of ``players``.

    >>> [stone_supply(n) for n in (2, 3, 4)]
    [20, 30, 40]
    """
    return STONES_PER_PLAYER * players


STALL_POINTS = (0, 0, 4, 9, 16, 25)   # index = stalls on the market; 5 or more score 25


def stall_points(stalls: int) -> int:
    """Points for the stalls a player has on the market at the end.

    >>> [stall_points(n) for n in range(7)]
    [0, 0, 4, 9, 16, 25, 25]
    """
    return STALL_POINTS[min(stalls, 5)]


def stone_penalty(stones: int) -> int:
    """Points lost for penalty stones behind the screen: 3 per started pair, at most 15.

    >>> [stone_penalty(n) for n in (0, 1, 2, 3, 4, 5, 8, 9, 20)]
    [0, 3, 3, 6, 6, 9, 12, 15, 15]
    """
    return min(15, 3 * ((stones + 1) // 2))


# Decision: a final total never goes below 0. The stone penalty is taken off the reputation track,
# which has no space below its start ("zieht ... von seinem Ansehen ab").
def final_total(points: int) -> int:
    """A final total as it stands on the reputation track.

    >>> final_total(-11), final_total(0), final_total(23)
    (0, 0, 23)
    """
    return max(0, points)


# --- dice -------------------------------------------------------------------------------------
DICE = ("grey", "brown", "black", "beige")
"""Die colours; dice groups are ``[grey, brown, black, beige]`` lists. Grey offers to the gods,
brown moves a customer or the consul, black buys reputation, beige buys goods."""
DIE_INDEX = {colour: i for i, colour in enumerate(DICE)}
GREY, BROWN, BLACK, BEIGE_DIE = 0, 1, 2, 3
# Decision: a single die's 6 raised becomes 1 and a 1 lowered becomes 6 (rulebook: "eine 1 kann
# dabei in eine 6 umgewandelt werden und umgekehrt" speaks of one die). A sum of two or more dice
# never wraps, either way: raised it simply grows, lowered it stops at 1 (a sum showing 1 cannot
# be lowered). An added die must have the colour the die is being used as.
# Stones and god cards used to change a die are spent when its action is carried out; putting the
# die back (an app convenience) returns them.
def raise_die(value: int, dice: int) -> int:
    """A die's value raised by one; ``dice`` is how many dice make it up.

    >>> raise_die(6, 1), raise_die(5, 1), raise_die(6, 2)
    (1, 6, 7)
    """
    if value == 6 and dice == 1:
        return 1
    return value + 1


def lower_die(value: int, dice: int) -> int:
    """A die's value lowered by one; ``dice`` is how many dice make it up.

    >>> lower_die(1, 1), lower_die(4, 1), lower_die(2, 2)
    (6, 3, 1)
    """
    if value <= 1 and dice == 1:
        return 6
    return value - 1


def can_lower(value: int, dice: int) -> bool:
    """Whether a value may be lowered: a single die always, a sum only above 1.

    >>> can_lower(1, 1), can_lower(1, 2), can_lower(2, 2)
    (True, False, True)
    """
    return dice == 1 or value > 1


FACES = (1, 2, 3, 4, 5, 6)
PLAYER_DICE = (1, 1, 1, 1)       # one die of each colour per player (set-up step 12)
# Decision: the temple has one space per colour and one die of each colour starts there, at every
# player count. Dice taken from the temple go behind the taker's screen and are rolled by that
# player next round, so the number of dice per player changes during the game.
TEMPLE_DICE = (1, 1, 1, 1)

# --- the market -------------------------------------------------------------------------------
# Decision: the market is a square frame of 24 stall spaces, 7 a side, numbered clockwise from the
# top-left corner (0 top-left, 6 top-right, 12 bottom-right, 18 bottom-left). Inside the frame runs
# a loop of 24 path spaces; path space i lies "in front of" stall space i. A customer or the consul
# moves along this loop, clockwise or anticlockwise, never turning back during a move.
SPACES = 24
# The two axes of the board's cross run through the middle space of each side (3, 9, 15, 21).
# These four spaces belong to no quadrant; each quadrant is a corner with two spaces either side.
AXIS_SPACES = (3, 9, 15, 21)
QUADRANTS = (
    ("north-west", (22, 23, 0, 1, 2)),
    ("north-east", (4, 5, 6, 7, 8)),
    ("south-east", (10, 11, 12, 13, 14)),
    ("south-west", (16, 17, 18, 19, 20)),
)
QUADRANT_OF = {space: i for i, (_, spaces) in enumerate(QUADRANTS) for space in spaces}
# Decision: at set-up stalls go only on quadrant spaces (never on an axis space), one per quadrant,
# as the rulebook demands after set-up step 13, and on any free one of them: the German step 13
# says "ein freies Feld", where the 2012 summary allowed only a corner's 3 spaces.


def space_cell(space: int) -> tuple:
    """The (column, row) of a stall space on the 7x7 frame.

    >>> [space_cell(s) for s in (0, 3, 6, 9, 12, 15, 18, 21)]
    [(0, 0), (3, 0), (6, 0), (6, 3), (6, 6), (3, 6), (0, 6), (0, 3)]
    """
    if space <= 6:
        return (space, 0)
    if space <= 12:
        return (6, space - 6)
    if space <= 18:
        return (18 - space, 6)
    return (0, 24 - space)


FIGURES = ("consul", "pink", "orange", "violet")
"""The white consul and the three customers; a customer's colour is the goods kind it buys."""
FIGURE_INDEX = {figure: i for i, figure in enumerate(FIGURES)}
CONSUL = 0
# Decision: the figures start in a cross, on the path spaces at the middle of the four sides (a
# review's cross), which figure on which side drawn at random (the 2012 summary's set-up step 4:
# "placed at random, one per side"). FIGURE_START lists the four spaces (the examples' layout:
# the consul at the top, the pink customer at the right, orange at the bottom, violet at the left).
FIGURE_START = (3, 9, 15, 21)
SIDES = {3: "top", 9: "right", 15: "bottom", 21: "left"}    # the side of each middle space

# --- god cards --------------------------------------------------------------------------------
GODS = ("jupiter", "neptunus", "mars", "mercurius", "pluto", "minerva", "phoebus", "juno", "venus")
GOD_COUNTS = {"jupiter": 4, "neptunus": 4, "mars": 4, "mercurius": 5, "pluto": 5,
              "minerva": 6, "phoebus": 6, "juno": 6, "venus": 8}   # 48 cards (rulebook list)
GOD_NAMES = {god: god.capitalize() for god in GODS}
FACE_UP_GODS = 2
CARD_SLOTS = ("left", "right")    # the two face-up god card spaces
HAND_LIMIT = 3
# Decision: the hand limit counts the cards in hand when the offer is made. Cards played for the
# die have left the hand for the discard pile, so a player holding 3 who plays Jupiter (or any
# card) on the die may offer; the cards taken then stop at 3 ("nie mehr als 3 Karten").
# Decision: a card taken is usable from its taker's next turn, and choosing dice to keep counts as
# a turn (so Mars taken in one round works in the next dice phase); a Pluto taken in your turn
# cannot protect you before your next turn has begun.
VENUS_RETURNS = 2                # Decision: playable at the start of a turn or while changing a die
MARS_FREE_DICE = 2
# Decision: Minerva changes a value by exactly 1 as its card says; the rulebook's example that
# lowers a 3 to a 1 with one Minerva is the misprint. The rest of the text agrees with the card:
# a stone changes a value "um 1" and two stones change it by 2, and the two other cards that
# stand in for a stone do without it exactly what one stone does (Phoebus one colour change, Juno
# one added die). The other six cards do things no stone does, so they say nothing either way.
NEPTUNUS_FREE_GOODS = 2          # Decision: the two dearest goods of the purchase are the free ones
# Decision: sesterces and the penalty stones a player took are shown only to their owner until
# the final scoring, alike, because the rulebook puts both behind the screen ("Sesterze und
# Strafsteine werden immer hinter den Sichtschirmen abgelegt"). What the table sees is seen here
# too: every payment is told to everyone with its amount (the public price tiles, dice and goods
# tell it anyway), every stone taken or given back is in the log, and the general supply of
# stones lies open beside the board (with two players its count tells each the other's stones, as
# at the table). How many god cards each player holds, and the discard pile, are public. A card taken face up (or
# played and then put back with its die) was seen by everyone, so the views show it as known until
# it is played; cards drawn from the deck stay secret.

# The project's decisions, one sentence each; the rules page marks each where it stands and
# lists it under the same id (tests/test_rules_pages.py keeps the two in step).
DECISIONS = {
    "market": "The market is a square frame of 24 stall spaces, 7 a side, with a loop of 24 path spaces inside it, path space n in front of stall space n, because the board is a lost picture.",
    "quadrants": "Each quadrant is a corner with the two spaces on either side (5 spaces) and the 4 middle spaces of the sides belong to no quadrant, because the board's cross runs through them.",
    "setup-stalls": "Set-up stalls go only on quadrant spaces, never on the cross, so that \"one stall per quadrant\" after set-up step 13 means what it says, and on any free one of them, as the German rulebook lets a set-up stall go on any free space, where the 2012 summary allowed only a corner's 3 spaces.",
    "figure-start": "The figures start in a cross, one in front of the middle space of each side, which figure on which side drawn at random, because the published summary of the 2012 rules places them at random, one per side (its set-up step 4, where the German rulebook's lost steps 1 to 5 stood), and reviews describe a cross.",
    "port-goods": "The port holds every good, 20 pink, 20 orange, 20 violet and 15 beige, because the German rulebook stocks the set-up stalls from the port, while the 2012 summary's port of 10 beige and 6 of each colour, with the rest in a bag for the set-up stalls, would keep only 2 of a colour once 4 stalls are stocked from it, and its bag would have no use left.",
    "beige-price": "A beige good always costs 1 sesterce, as in the rulebook's only purchase example (2 beige goods for 2 sesterces), since beige has no price tile.",
    "beige-customer": "A customer who finds none of its colour at a stall buys all the beige goods there, as it would buy all goods of its own colour.",
    "price-tiles": "The four price tiles are worth 1, 2, 2 and 3, because Mercurius keeps a tile between 1 and 3 and the examples show tiles at 2.",
    "round-tiles": "The three round tiles are worth 2, 3 and 4 sesterces, since the rulebook removes the 4 with three players and also the 3 with two.",
    "temple-dice": "One die of each colour starts on the temple at every player count, since the temple's spaces are a lost picture.",
    "stall-tiles": "Each player has 6 stall tiles, as a review counts and as the stall scoring up to \"5 or more\" allows.",
    "penalty-stones": "The penalty stones lie in one general supply of 10 per player, which the rulebook's text names (Venus's stones go back to the general supply, and no stone can be taken once none is left) and which the published count of 10 per player, a single review's, does not outrank.",
    "first-player": "The first seat is the start player and the first round goes in seat order, where the rulebook lets the table choose by any method.",
    "supply-dice": "Dice still in a personal supply when a round ends go behind their owner's screen, and dice left on the temple stay there and are rolled again, since the rulebook says only where used dice go.",
    "sum-wrap": "Only a single die wraps between 1 and 6, and a sum of two or more dice raised grows and lowered stops at 1, since the rulebook's wrap speaks of one die's face.",
    "minerva": "Minerva changes a die by exactly 1 as its card says, and the rulebook's example that lowers a 3 to a 1 with one Minerva is the misprint, since a stone changes a value by 1 and the two other cards that stand in for a stone, Phoebus and Juno, each do what one stone does.",
    "neptunus": "Neptunus makes the two dearest goods of the purchase free, the reading that gives the card its full worth.",
    "venus": "Venus may be played at the start of your turn or while you change a die, and gives back up to 2 of your stones, stones taken for that die included, since the card says only that you may give back two.",
    "card-next-turn": "A god card taken is usable from its taker's next turn, and choosing dice to keep counts as a turn, so a Pluto taken in your turn cannot protect you before your next turn begins.",
    "pluto-own-consul": "You may play Pluto against the consul you move yourself, since the tax and the closing hit your own stalls too and your own turn is when you may play cards anyway.",
    "pluto-asked": "An owner whose empty stall the consul reaches is always asked to accept or play Pluto, so that the question does not tell the table who holds Pluto.",
    "always-asked": "After rolling you are always asked which dice to keep, and after moving the consul to an empty space whether to build, even when you cannot pay, so that a skipped question does not tell everybody your purse is low.",
    "spent-on-action": "Stones and cards used to change a die are spent when its action is carried out, and putting the die back returns them, so that a click is never a trap.",
    "privacy": "Sesterces and the penalty stones a player took are shown only to their owner until the final scoring, alike, because the rulebook puts both behind the screen, while every payment with its amount (which the public price tiles, dice and goods tell anyway), the general supply of stones, the number of god cards each player holds, the discard pile and a card everybody saw taken face up are shown to all.",
    "hand-limit-at-offer": "The hand limit of 3 counts the cards in hand when the offer is made, so cards played on the die have already left the hand, and the cards taken stop at 3.",
    "total-not-below-zero": "A final total never goes below 0, because the stone penalty is taken off the reputation track, which has no space below its start.",
}
