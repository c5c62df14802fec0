"""AVE's boards, tiles and numbers.

The AVE rule text refers to an appendix (the tile list) and to two maps that were never found, so
Ludi designed them. Every number below that the text does not give is marked ``DECISION`` with the
reason; the rules page shows the same decisions to players.

The city is one grid of 8 rows by 12 columns cut into four quarters of 4 rows by 6 columns, so a
four-sided die picks a quarter's row and a six-sided die its column (fire):

    quarter 1 | quarter 2          cell = row * 12 + column (row 0-7, column 0-11)
    ----------+----------
    quarter 3 | quarter 4
"""

# --- winning and income (from the text) -----------------------------------------------------

FAME_TO_WIN = 15
# DECISION: the game ends after round 20 at the latest, the last round announced on the board from
# the start ("Round 7 of 20"). The text ends the game only at 15 fame, and a table that never
# opens the senate (two cautious players, or bots) never got there: measured with
# ``python3 benchmarks/ave_balance.py``, two greedy bots stood at 0-0 fame in round 61. A fixed
# last round holds whoever plays; most fame wins, ties by gold, then provinces (text).
LAST_ROUND = 20
START_GOLD = 5
BASE_INCOME = 5
HAND_LIMIT = 6  # DECISION: counts hidden tiles only; open senators and Caesars lie on the table
# DECISION: of the roads in hand at most half (rounded down) may be discarded at the hand limit.
# The text says both "only half the roads (rounded down) may be discarded" and "half (rounded
# down) must be kept"; they differ for an odd number, and Ludi follows the first, stricter one.
ROADS_DISCARDABLE_SHARE = 2  # roads in hand // 2 may go
MAX_TRIPLES = 3  # tiles are bought in threes, at most three times a round, 1 gold per three
SETUP_DRAWS = 3

# --- the city map ---------------------------------------------------------------------------

ROWS, COLS = 8, 12  # DECISION: the four quarters side by side make one grid (see above)
QUARTER_ROWS, QUARTER_COLS = 4, 6  # a d4 and a d6 address a square of one quarter (text)
CELLS = ROWS * COLS


def cell_at(quarter, row, col):
    """The cell of ``quarter`` (1-4) at die row ``row`` (1-4) and die column ``col`` (1-6).

    >>> cell_at(1, 1, 1), cell_at(4, 4, 6)
    (0, 95)
    """
    top = 0 if quarter in (1, 2) else QUARTER_ROWS
    left = 0 if quarter in (1, 3) else QUARTER_COLS
    return (top + row - 1) * COLS + left + col - 1


def quarter_of(cell):
    row, col = divmod(cell, COLS)
    return (1 if row < QUARTER_ROWS else 3) + (1 if col >= QUARTER_COLS else 0)


def die_square(cell):
    """(quarter, d4 row, d6 column) of a cell, as the map's edge numbers show it."""
    row, col = divmod(cell, COLS)
    return quarter_of(cell), row % QUARTER_ROWS + 1, col % QUARTER_COLS + 1


QUARTER = tuple(quarter_of(c) for c in range(CELLS))
QUARTER_CELLS = {q: tuple(c for c in range(CELLS) if QUARTER[c] == q) for q in (1, 2, 3, 4)}


def _neighbours(cell):
    row, col = divmod(cell, COLS)
    out = []
    for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
        r, c = row + dr, col + dc
        if 0 <= r < ROWS and 0 <= c < COLS:
            out.append(r * COLS + c)
    return tuple(out)


NEIGHBOURS = tuple(_neighbours(c) for c in range(CELLS))
# A road on the city's outer edge may be closed off (the text allows it at the board's edge).
EDGE = frozenset(c for c in range(CELLS) if len(NEIGHBOURS[c]) < 4)

# DECISION: where the seven hills lie; spread over the quarters (2, 2, 2, 1), roughly where the
# real hills are (Capitol and Palatine central). The Esquiline and the Aventine lie beside the
# starting roads of quarters 2 and 3, so those two roads grow from three sides instead of four:
# the hills of Rome crowd the old streets.
HILLS = {
    cell_at(1, 2, 5): "Quirinal",
    cell_at(1, 4, 2): "Capitoline",
    cell_at(2, 2, 2): "Viminal",
    cell_at(2, 4, 4): "Esquiline",
    cell_at(3, 2, 5): "Palatine",
    cell_at(3, 4, 2): "Aventine",
    cell_at(4, 2, 3): "Caelian",
}
# DECISION: the four marked starting road squares, one per quarter, each with room on two sides.
START_ROADS = (cell_at(1, 2, 3), cell_at(2, 3, 4), cell_at(3, 3, 2), cell_at(4, 2, 5))

# --- the senate -----------------------------------------------------------------------------

BUILDING_COLOURS = ("blue", "red", "green", "yellow", "white", "brown")
# orange grants inhabitants, roads, plazas, parks and mines; grey grants legions and limes
SENATORS = BUILDING_COLOURS + ("orange", "grey")
SENATE_TOP = 6  # the track runs 0-6; moving up from 6 lands on 0 (text)
# DECISION: a stone on 0 moves no lower (no wrap from 0 down to 6). The text names only the upward
# wrap; a downward wrap let one influence point lift a closed colour to the top of the track, the
# cheapest permit, above every stone the others had paid to raise.
# Measured with the balance tool's games (``ave_balance --seed 1 --seats random``, 200 games at
# each table, and ``--seats mcts:easy``, 2 seats, 12 games), played once as the rules stand
# and once with a stone on 0 moved down landing on 6: with the wrap 11, 13 and 14 random games of
# 200 at 2, 3 and 4 seats ended by 15 fame, without it 0, 5 and 1 (winner's fame median 9.75, 11,
# 11 against 8, 9.5, 9.5); Easy search ended 10 of 12 games by 15 fame with the wrap, 6 of 12
# without it. So the wrap would end more games sooner (a player can reopen a closed colour at the
# cheapest permit with one point); the text decides.
# DECISION: the text's example gives the first three fields (1, 3, 4); the rest go up by one.
COST_ROW = (1, 3, 4, 5, 6, 7)


def permit_costs(senate):
    """The permit cost of each colour when the senate is evaluated with these stones: the
    highest stones get the first field of ``COST_ROW``, the next highest the second, and so on;
    a stone on 0 is closed (cost 0).

    >>> permit_costs({"blue": 5, "white": 3, "orange": 3, "yellow": 2, "red": 0})
    {'blue': 1, 'white': 3, 'orange': 3, 'yellow': 4, 'red': 0}
    """
    heights = sorted({v for v in senate.values() if v}, reverse=True)
    return {colour: COST_ROW[heights.index(v)] if v else 0 for colour, v in senate.items()}


CAESAR_TOP = 7  # DECISION: the Caesar column runs 0-7 and does not wrap; at 7 it beats any senator
# Influence points per turn of the senate round, by player count (text): seat offsets from the
# start player and the points of that turn.
INFLUENCE_TURNS = {
    2: ((0, 4), (1, 3), (0, 2), (1, 1)),
    3: ((0, 4), (1, 3), (2, 2)),
    4: ((0, 4), (1, 3), (2, 2), (3, 1)),
}

# --- tiles ----------------------------------------------------------------------------------

# Buildings: id -> (name, colour, gold cost, fame). The text gives Fountain 1, School 2 and
# Aqueduct 10 gold, the white trio Hospital/School/Library and the two-fame Monument, Aqueduct
# and Circus. DECISION: every other building, colour and cost; cheap, middle and dear per colour.
BUILDINGS = {
    "fountain": ("Fountain", "blue", 1, 1),
    "baths": ("Baths", "blue", 5, 1),
    "aqueduct": ("Aqueduct", "blue", 10, 2),
    "tavern": ("Tavern", "red", 2, 1),
    "theatre": ("Theatre", "red", 5, 1),
    "circus": ("Circus", "red", 9, 2),
    "shrine": ("Shrine", "green", 1, 1),
    "temple": ("Temple", "green", 4, 1),
    "pantheon": ("Pantheon", "green", 6, 1),
    "prefecture": ("Prefecture", "yellow", 3, 1),
    "basilica": ("Basilica", "yellow", 5, 1),
    "monument": ("Monument", "yellow", 8, 2),
    "school": ("School", "white", 2, 1),
    "library": ("Library", "white", 4, 1),
    "hospital": ("Hospital", "white", 6, 1),
    "workshop": ("Workshop", "brown", 2, 1),
    "market": ("Market", "brown", 3, 1),
    "warehouse": ("Warehouse", "brown", 5, 1),
}
BUILDINGS_OF_COLOUR = {colour: tuple(b for b, v in BUILDINGS.items() if v[1] == colour)
                       for colour in BUILDING_COLOURS}
FIREPROOF = "blue"  # blue buildings do not burn (text)
# DECISION: three tiles of each building, two of each two-fame building (51 in all): a kind may
# stand once per quarter, so at most four of a kind are ever wanted.
BUILDING_COUNT = {b: (2 if v[3] == 2 else 3) for b, v in BUILDINGS.items()}

# Caesars: id -> (name, gold, legions); the holder takes either (text). DECISION: names, amounts.
CAESARS = {
    "augustus": ("Augustus", 8, 3),
    "tiberius": ("Tiberius", 5, 2),
    "caligula": ("Caligula", 3, 1),
    "claudius": ("Claudius", 5, 2),
    "vespasian": ("Vespasian", 6, 2),
    "titus": ("Titus", 4, 1),
    "trajan": ("Trajan", 7, 3),
    "hadrian": ("Hadrian", 6, 2),
}

# City pieces from the white bag. DECISION: a road gives half a fame point (text); a park gives
# half a fame point too, so a park is worth its orange permit; a plaza gives none but lets roads
# branch and buildings stand round it; a mine gives 1 gold a round and no fame (text).
FAME2_OF_PIECE = {"road": 1, "park": 1, "plaza": 0, "mine": 0}  # in half fame points
CITY_PIECES = ("road", "plaza", "park", "mine")

# --- the province map -----------------------------------------------------------------------

# Province number -> (name, starting barbarians, land neighbours, sea arrows). 0 is Rome.
# DECISION: Karthago and Lugdunensis start with five (the square mark): the combat and revolt
# rules name these two three times, the setup list names Narbonensis once.
# DECISION: the twenty provinces and their borders follow the empire's map around AD 120.
PROVINCES = {
    0: ("Rome", 0, (1,), (2, 3)),
    1: ("Gallia Cisalpina", 3, (0, 4, 5, 7, 9), ()),
    2: ("Sicilia", 3, (), (0, 6)),
    3: ("Corsica et Sardinia", 3, (), (0, 5)),
    4: ("Dalmatia", 3, (1, 9, 10, 13), ()),
    5: ("Narbonensis", 3, (1, 8, 11, 12), (3,)),
    6: ("Karthago", 5, (17, 20), (2,)),
    7: ("Raetia", 3, (1, 9, 15), ()),
    8: ("Lugdunensis", 5, (5, 12, 16), (19,)),
    9: ("Noricum", 3, (1, 4, 7, 13, 15), ()),
    10: ("Macedonia", 3, (4, 13, 14, 18), ()),
    11: ("Tarraconensis", 3, (5, 12), (17,)),
    12: ("Aquitania", 3, (5, 8, 11), ()),
    13: ("Pannonia", 3, (4, 9, 10), ()),
    14: ("Achaea", 3, (10,), (20,)),
    15: ("Germania", 3, (7, 9, 16), ()),
    16: ("Belgica", 3, (8, 15), (19,)),
    17: ("Mauretania", 3, (6,), (11,)),
    18: ("Thracia", 3, (10,), ()),
    19: ("Britannia", 3, (), (8, 16)),
    20: ("Aegyptus", 3, (6,), (14,)),
}
PROVINCE_NUMBERS = tuple(range(1, 21))
PROVINCE_NAME = {p: v[0] for p, v in PROVINCES.items()}
START_BARBARIANS = {p: v[1] for p, v in PROVINCES.items()}
LINKS = {p: tuple(sorted(set(v[2]) | set(v[3]))) for p, v in PROVINCES.items()}
LEGION_HIT = 3 / 6  # a legion hits on 4-6 (text)
LIMES_HIT = 5 / 6  # in a revolt, legions behind a limes hit on 2-6 (text)
BARBARIAN_HIT = 2 / 6  # a barbarian army hits on 5-6 (text)
# DECISION: revolts with odd numbers lie in the black bag and go to the black discard, even ones
# in the white bag and the white discard. The text names the parity once each way: the bag list
# puts odd revolts in the black bag and even ones in the white (the setup names only a black or
# white circle), the revolt section sends even ones to the black discard and odd ones to the
# white. Discard and bag must match, because a discard that holds five revolts goes back into its
# own bag, so one of the two gives way; Ludi keeps the bag list, where the bags' contents are the
# subject.
REVOLTS_TO_RESHUFFLE = 5
# DECISION: a revolt's discard goes back into its bag only once it holds five revolts (the revolt
# section); the round summary's "then mix the pile completely" after every revolt is read as this.


def revolt_bag(province):
    return "black" if province % 2 else "white"


# --- the two bags ---------------------------------------------------------------------------

# Tile id -> count, per bag. Ids are single words so that actions stay flat.
# DECISION: the counts of persons, roads, parks, plazas, limes, mines, fires and senators per
# colour (four, text) chosen so a bag of nine tiles holds about three persons and two roads.
BLACK_BAG = {}
BLACK_BAG.update(BUILDING_COUNT)
BLACK_BAG.update({f"senator_{colour}": 4 for colour in BUILDING_COLOURS})
BLACK_BAG.update({caesar: 1 for caesar in CAESARS})
BLACK_BAG.update({"fire1": 2, "fire2": 2})
BLACK_BAG.update({f"revolt{p}": 1 for p in PROVINCE_NUMBERS if revolt_bag(p) == "black"})

# DECISION (balance pass, measured with ``python3 benchmarks/ave_balance.py --games 200``):
# persons 28 -> 40 and limes 6 -> 8. With 28 persons and 6 limes the heuristic conqueror won 0-4%
# of its 3- and 4-player games and the province route 8-24% of the wins there, because revolts
# knocked held provinces back faster than legions and limes came. More persons bring more legions
# and thin the white bag (revolts 18.3% of 4-player draws before, 15.6% after); each limes is a
# fame point and a revolt defence. Province route now 64%, 50%, 27% of the wins at 2, 3, 4
# players; 10 limes pushed 2-player games to 69% provinces, so 8.
WHITE_BAG = {
    "person": 40, "road": 18, "park": 5, "plaza": 6, "limes": 8,
    "mine": 7,  # one per hill
    "fire3": 2, "fire4": 2,
    "nero": 1,  # DECISION: Nero sets a fire in each of the four quarters, one after another
}
WHITE_BAG.update({f"revolt{p}": 1 for p in PROVINCE_NUMBERS if revolt_bag(p) == "white"})

BAGS = ("black", "white")
BAG_TILES = {"black": BLACK_BAG, "white": WHITE_BAG}
TILE_BAG = {tile: bag for bag in BAGS for tile in BAG_TILES[bag]}
TILES = tuple(BLACK_BAG) + tuple(WHITE_BAG)  # the canonical order of every tile id
FIRE_QUARTERS = {"fire1": (1,), "fire2": (2,), "fire3": (3,), "fire4": (4,), "nero": (1, 2, 3, 4)}
# DECISION: after a fire its tile goes to the discard of its bag and that whole discard pile is
# mixed back into the bag ("the pile is mixed anew at once", "mix the pile completely").


# Tiles that are laid open in front of the player rather than kept in the hidden hand.
OPEN_TILES = frozenset(t for t in TILES if t.startswith("senator_") or t in CAESARS)

# --- rule decisions carried out in ave.py and ave_city.py ---------------------------------
# Where the text is silent on a procedure, the rules follow these DECISIONs (also on the rules page):
# - income is paid in the first round too, on top of the starting gold;
# - every player tied for the fewest fame influences the senate for free; with two players each
#   of a player's two senate turns costs its gold when it moves a stone;
# - permits and their costs are fixed by the evaluation for the whole round; a permit used moves
#   its stone down one (not below 0), which tells only in the next evaluation;
# - roads, plazas, parks and mines cost their orange permit and nothing more;
# - a road touches at most two roads and keeps two open sides (a road, plaza or empty non-hill
#   square); roads branch only at plazas; a road on the city's outer edge may be closed, and so
#   may a road beside a plaza from which another road with two open sides leads on (the text's
#   road-plaza-road);
# - the Caesar stone moves up one step when a Caesar from a purchase is laid open, also in
#   exchange for an older one, and once a purchase however many Caesars it draws and in whatever
#   order (the text: "the kept one is laid open; at the same time the stone moves up one");
# - the first start player is drawn (the text: "whoever founded an empire last", else as usual);
# - each player may draw three starting tiles from either bag, or none (the text: "darf");
# - a retreat restores the barbarians like a defeat; one or two survivors are all stationed;
#   only a province held by a single legion takes another legion later, as a province action;
# - an empty bag takes back its discard pile; when both are empty, those draws are lost;
# - in setup a discarded Caesar, a revolt and a fire are always replaced (the text: "may be");
#   a fire drawn during setup burns nothing; discard piles lie open;
# - a burnt building goes to the black discard; an inhabitant who loses his home to a fire, a
#   person raised as a legion and a limes lost to a revolt go to the white discard; a Caesar that
#   has given its gift goes to the black discard;
# - legions march from Rome over Roman provinces of any player (the text says "of any player"
#   once and "own connected provinces" once; the marching legions are Rome's, not a player's);
# - several players on 15 or more: most fame wins, then most gold, then most provinces held at
#   the end (the text: "conquered for Rome"; a province lost to a revolt is no longer Rome's).

# The project's decisions, one sentence each; the rules page marks each where it stands and
# lists it under the same id (tests/test_rules_pages.py keeps the two in step).
DECISIONS = {
    "city-map": "The city is one grid of 8 by 12 squares in four quarters of 4 by 6, with the hills and the four starting roads where Ludi's map draws them, because the map is lost.",
    "hills-only-mines": "Nothing but a mine is ever built on a hill, roads and buildings included, since the text keeps plazas and parks off the hills and names them only as the place for mines.",
    "start-roads": "The four starting roads belong to nobody, so they give nobody fame.",
    "province-map": "The twenty provinces, their borders and their sea arrows follow the empire's map around AD 120, because the map is lost.",
    "square-provinces": "Karthago and Lugdunensis are the square provinces with five armies, because the combat and revolt rules name these two three times and there use the number, where the set-up names Karthago and Narbonensis once.",
    "revolt-bags": "Odd-numbered revolts lie in the black bag and go to the black discard and even ones to the white, because the text names the parity once each way (the bag list puts odd ones in the black bag, the revolt section sends odd ones to the white discard), a bag and its discard must match when five revolts send a pile back, and the bag list is where the bags' contents are set out.",
    "tile-counts": "Every tile count except the four senators per colour is Ludi's, and after measuring the white bag holds 40 persons (first 28) and 8 limes (first 6) so that the province route wins often enough.",
    "buildings": "Every building the text does not name, and every building's colour, cost and count, is Ludi's, with a cheap, a middle and a dear building in each colour.",
    "caesars": "The eight Caesars and their gold or legions are Ludi's, because the tile list is lost.",
    "nero": "Nero sets a fire in each of the four quarters, one after another, since the text names him among the fires without a quarter of his own.",
    "cost-row": "The evaluation row costs 1, 3, 4, 5, 6 and 7, because the text's example fixes 1, 3 and 4 and the rest go up by one.",
    "caesar-top": "The Caesar column runs from 0 to 7 and does not wrap, so at its top it beats any senator.",
    "senate-wrap-down": "A senator stone on 0 moves no lower, because the text names only the upward run from 6 to 0 and a downward wrap lets one point lift a closed colour to the cheapest permit; measured with the balance tool, the wrap would end more games by 15 fame (random players: 11, 13 and 14 of 200 at two, three and four seats, against 0, 5 and 1 without it; Easy search at two seats: 10 of 12 against 6 of 12), but shorter games do not outweigh the text.",
    "park-fame": "A park gives half a fame point like a road, so that building one is worth its permit, and a plaza gives none.",
    "caesar-stone": "The Caesar stone moves up one step when a purchase lays a Caesar open, also when it replaces an older one, and only once however many Caesars the purchase draws and whichever is kept.",
    "income-round-one": "Income is paid in the first round too, on top of the 5 gold of the set-up, since the round's order puts income before buying in every round.",
    "fewest-fame": "Every player tied for the fewest fame influences the senate for free, and with two players each senate turn in which a player moves a stone costs its gold.",
    "permits-fixed": "Permits and their costs are fixed by the evaluation for the whole round, and a permit used moves its stone down for the next evaluation only.",
    "stone-down": "Settling an inhabitant moves the orange stone down like building and raising do, and a stone moved down for a permit stops at 0 instead of wrapping.",
    "orange-only": "Roads, plazas, parks and mines cost only the orange permit, since the text prints building costs only on buildings.",
    "roads": "A road touches at most two other roads and branches only at plazas, Ludi's reading of \"each road may be built on at only two sides\".",
    "road-closing": "A road may be closed in when another road beside the same plaza still has two open sides, Ludi's reading of the text's road – plaza – road.",
    "march": "Legions march from Rome over the Roman provinces of every player, because the text says \"of any player\" once and \"own\" once and the legions march for Rome.",
    "survivors": "After a victory one or two survivors are all stationed and more may be split (at least two stay), a retreat restores the barbarians like a defeat and the surviving legions go back in front of their player.",
    "reinforce": "Sending a second legion to a province held by one legion is a province-map action, and no other province takes more legions after its conquest.",
    "revolt-reshuffle": "A revolt's discard pile goes back into its bag only when it holds five revolts, as the revolt section says, where the round summary says to mix the pile after every revolt.",
    "fire-reshuffle": "After a fire the whole discard pile of the fire's bag goes back into that bag, Ludi's reading of \"the pile is mixed anew at once\".",
    "discards": "A burnt building and a Caesar that has given its gift go to the black discard, and an inhabitant who loses his home and a lost limes go to the white discard, where the text names no pile.",
    "open-discards": "The discard piles lie open, since the text lays revolts on them openly and says nothing of hiding them.",
    "hand-limit": "The hand limit of 6 counts only hidden tiles, and at most half the roads in hand (rounded down) may be discarded, where the text also says half must be kept, which differs for an odd number.",
    "empty-bag": "An empty bag is refilled from its discard pile, and when both are empty the remaining draws from it are lost, since the text never says what happens when a bag runs out.",
    "setup-draws": "In set-up a discarded Caesar, a revolt and a fire are always replaced (the text: \"may be\"), and a fire drawn then burns nothing.",
    "first-player": "The first start player is drawn by lot, because the text's \"whoever last founded an empire\" is a question for people at a table.",
    "tie-break": "The tie-break's \"provinces conquered\" counts the provinces a player holds at the end, because a province lost to a revolt is no longer Rome's.",
    "setup-draw-optional": "The starting draw is optional, since the text says a player \"may\" draw three tiles.",
    "last-round": "The game ends after round 20 at the latest, announced on the board from the start, because the text ends it only at 15 fame, which a table that never opens the senate never reaches.",
}
