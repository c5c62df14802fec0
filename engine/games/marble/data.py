"""City of Marble: every board number, map, tile list and supply, with the project's decisions.

The rulebook text we have lost its pictures (the board, the building table, the bridge values),
so many numbers here are the project's decisions. Each one is marked ``DECISION`` with its
reason, and ``web/rules/marble.html`` repeats them for players.

Geometry follows :mod:`.trigrid`: cell ``(row, col)`` points up when ``row + col`` is even;
a point ``(row, half)`` is a triangle corner at ``x = half / 2`` on the line above cell row ``row``.
"""

from engine.versions import Change

# --- the board -------------------------------------------------------------------------------

ROWS = 10
COLS = 17
# DECISION: the board is a 10 x 17 rectangle of triangles (156 land triangles, 14 river
# triangles of which 7 are bridge spaces). The rulebook gives no grid size; 60 district tiles
# cover 120 triangles, and about two thirds of them are placed in a game, so the city fills
# much of the board and construction sites close often.

BOARD_MAP = (
    "...B.............",
    "...B.Q...........",
    "...~~~~...V......",
    "......B..........",
    "......B.C........",
    "......~~....E....",
    ".......B.........",
    ".......B.P.......",
    ".......~......L..",
    ".......B.A.......",
)
"""One character per triangle, row by row: ``.`` land, ``~`` the Tiber, ``B`` a bridge space on
the Tiber, a capital letter a hill space (see :data:`HILLS`). A hill space whose hill is not in
play is ordinary land."""
# DECISION: the Tiber runs from north to south through the west of the board with one bend, as
# it does through Rome; it is one triangle wide where it runs north-south, so it splits the land
# into a west bank (55 triangles, Trastevere) and an east bank (101). River triangles are not
# part of the grid: only the bridge spaces on it can be covered, and a tile on a bridge space
# touches both banks, so bridges are the only way across.
# DECISION: eight river triangles have land on both banks (west and east beside them); seven of
# them are the bridge spaces, and the eighth, row 9 triangle 8 (cell (8, 7)), between the bridges
# of rows 8 and 10, stays open water, because the rulebook has seven bridges. No two bridge
# spaces share a side, so one tile never covers two bridges.

HILLS = {
    "Q": "Quirinal",
    "V": "Viminal",
    "E": "Esquiline",
    "C": "Capitoline",
    "P": "Palatine",
    "L": "Caelian",
    "A": "Aventine",
}
"""The seven hill spaces, by map letter. DECISION: one triangle each, all on the east bank and
in Rome's order from north to south (Quirinal, Viminal, Capitoline, Esquiline, Palatine,
Caelian, Aventine), drawn closer to the Tiber than on a true map so that whichever three start
the game, the city reaches the river and its bridges."""

HILLS_IN_PLAY = 3
"""Three of the seven hill tiles are drawn at random at set-up (rulebook)."""

AQUEDUCT_COLOURS = ("grey", "brown", "white")
"""The three aqueducts, in the rulebook's order (grey, brown, white)."""

OUTLETS = {
    "grey": (2, 17),
    "brown": (6, 17),
    "white": (10, 13),
}
"""Water outlet points, as trigrid points ``(row, half)``. DECISION: Rome's aqueducts came in
from the east, so two outlets sit on the east edge (north-east and east) and one on the south
edge towards the east. A tile touches an outlet when the outlet is one of its corners."""

# --- district tiles and buildings --------------------------------------------------------------

COLOURS = ("red", "yellow", "green", "blue")
"""District tile colours, each the colour of one civic building type."""

DISTRICT_TILES = {"red": 12, "yellow": 14, "green": 16, "blue": 18}
"""60 district tiles (rulebook: 12 red arenas, 14 yellow theatres, 16 green temples, 18 blue
baths). DECISION: the one tile of each colour each player starts with comes out of these 60.
DECISION: tiles of one colour are identical (the colour is all that matters to the rules), so
the order of a stack hides nothing and drawing means choosing two different colours."""

BUILDING_OF_COLOUR = {"red": "arena", "yellow": "theatre", "green": "temple", "blue": "bath"}
COLOUR_OF_BUILDING = {b: c for c, b in BUILDING_OF_COLOUR.items()}
BUILDINGS = ("arena", "theatre", "temple", "bath")
"""Civic building types, in the order of :data:`COLOURS`; also the four imperium tile types."""

SITE_BUILDING = {3: "bath", 4: "temple", 5: "theatre", 6: "arena"}
"""Number of district tiles forming a construction site → the civic building built there.
The rulebook's example fixes 5 → theatre. DECISION: the more tiles, the bigger the building,
and the rarer tile colours go with the bigger buildings: 3 bath, 4 temple, 5 theatre, 6 arena.
This agrees with the tile counts (18 blue, 16 green, 14 yellow, 12 red): the rulebook says the
more tiles form a site, the bigger and more impressive its building, and the box has the fewer
tiles of a colour the grander its building (red arenas are the rarest, blue baths the commonest);
ordering the buildings by the rarity of their colour puts the theatre at 5 tiles, exactly where
the rulebook's example has it. Each step up in size is one point more and two tiles fewer of
that colour, so the bigger prizes are the harder to win: fewer magistrates can stand on them."""

BUILDING_POINTS = {"bath": 3, "temple": 4, "theatre": 5, "arena": 6}
"""Points a civic building scores at once. The rulebook's example fixes theatre = 5.
DECISION: a building scores as many points as tiles form its site."""

# A construction site is the small hexagon round a grid point that the coloured corners of the
# tiles touching that point form (rulebook); it is complete when district tiles cover all six
# triangles round the point, and its building stands on the point. Its district is the tiles
# covering those six triangles (3 to 6 of them). Sites at neighbouring points share tiles, and
# each is built when it is complete, whether or not a neighbour already has a building; when one
# tile completes several, the player who laid it chooses the order (rulebook).
# DECISION: a hexagon with a hill or a river triangle in it is never a site; bridge spaces count
# as river here (no civic building stands over the Tiber), so a tile on a bridge only ever
# belongs to the districts of sites on the banks.
# DECISION: civic building tiles (48), fountains (10 in the set-up, 12 in the component list)
# and commission markers (16 per player) are never short: the rulebook says nothing about
# running out, so the engine treats these supplies as unlimited.

# --- supplies --------------------------------------------------------------------------------

BRIDGE_TILES = (1, 1, 2, 2, 3, 3, 4, 4)
"""The eight bridge tiles; seven lie face down on the bridge spaces, one stays in the box.
The rulebook says bridges are worth 1 to 4. DECISION: two tiles of each value. The engine draws
a bridge tile's value from the tiles nobody holds at the moment its space is covered, which is
the same as a face-down tile laid at set-up and keeps no hidden order in the state."""

COINS = 15
"""Coins in the supply (the rulebook's set-up says 15; a review counts 16). When the supply is
empty, no more coins are paid out (DECISION)."""

IMPERIUM_TILES = 12
"""Imperium tiles per building type (48 in all, 12 of each, rulebook). When a type runs out,
a magistrate on its space comes home without a tile (DECISION)."""

AQUEDUCT_PIECES = 13
"""Pieces per aqueduct colour (39 in all, 13 of each, rulebook). An aqueduct with no pieces
left cannot grow."""

MAGISTRATES = 3
ACTIONS_PER_TURN = 2
LAST_ROUND_ACTIONS = 1
OUTLET_PIECES = 3
"""Pieces laid at once when a tile first touches a water outlet (rulebook). DECISION: if fewer
than three can be laid legally, as many as can be are laid."""
EXTEND_PIECES = 2
"""Pieces laid by the aqueduct action (rulebook). DECISION: if the second piece cannot be laid
legally, the action ends after one."""
EMPTY_STACKS_FOR_LAST_ROUND = 3

# --- final scoring -----------------------------------------------------------------------------

AQUEDUCT_BONUS = 2
"""Points per civic building connected to an aqueduct (rulebook), to its commissioner.
DECISION: an aqueduct is connected to a building when one of its pieces ends at the building's
point; a building on two aqueducts still scores 2."""
FOUNTAIN_BONUS = 1
"""Points per fountain next to a civic building (rulebook). DECISION: a fountain is next to a
building when their points are neighbours, one side of a triangle apart."""
FOUNTAIN_COIN = 1
"""Laying an aqueduct piece that connects that aqueduct to a fountain pays one coin (rulebook);
DECISION: the piece connects it when it ends at the fountain's point; once per aqueduct and
fountain, and only when a piece is laid (not when a fountain is built where an aqueduct already
runs)."""
COIN_POINTS = 1
MOST_COINS_BONUS = 2
MOST_COINS_TIE_BONUS = 1
"""DECISION: the rulebook gives the most coins 2 points but says nothing of ties; like the
imperium majorities, tied players get less: 1 point each. No coins, no bonus."""
IMPERIUM_MAJORITY = 5
IMPERIUM_MAJORITY_TIE = 2
"""Most imperium tiles of a colour: 5 points, 2 each on a tie (rulebook). DECISION: a player
with none of that colour never shares the bonus."""

# --- rules the text leaves open ------------------------------------------------------------------

FIRST_PLAYER = 0
"""DECISION: the first seat starts (the rulebook lets the player most likely raised by wolves
begin); play goes round in seat order."""

# DECISION: after a tile is laid, its effects come in this order: the magistrate (optional), the
# bridge tile, a new aqueduct at a water outlet, then the completed sites (the rulebook's Hadrian
# lays his aqueduct before he sees to his temple).
# DECISION: the imperium step of a building goes round in turn order starting with the player
# whose turn it is (the rulebook's example: Julia, then Claudia, then Tiberius).
# DECISION: only magistrates on district tiles can be recalled; magistrates on imperium spaces or
# the treasury come home at the end of their owner's turn anyway. A magistrate still waiting
# there when the game ends earns nothing.
# DECISION: an aqueduct may not pass through another aqueduct's water outlet.
# DECISION: buildings block no aqueduct: a piece may end at a building's point and the aqueduct
# grows on from there, so a site completed at an aqueduct's open end is built and the aqueduct
# still grows. The rulebook's rules for laying pieces say nothing of buildings, and every covered
# corner inside the city becomes a building, so blocking would keep aqueducts out of the city.
# DECISION (rulebook): a piece lies along a tile's side that borders another tile, an empty
# field (a free triangle, also a river triangle) or the board's edge; never along a hill.
# DECISION: imperium tiles are discarded for extra actions after the turn's regular actions (no
# earlier discard could gain more, since new imperium tiles arrive only at the end of a turn).
# DECISION: a player who can take no action passes it (the rulebook says so for the last round;
# the engine applies it to any action).

# The project's decisions, one sentence each; the rules page marks each where it stands and
# lists it under the same id (tests/test_rules_pages.py keeps the two in step).
DECISIONS = {
    "board": "The board is a rectangle of 10 rows of 17 triangles, because the rulebook gives no size and 60 tiles should fill much of the city.",
    "tiber": "The Tiber runs north to south with one bend and is one triangle wide, splitting a west bank of 55 triangles from an east bank of 101, as it runs through Rome.",
    "bridge-spaces": "Seven of the eight river triangles with land on both banks are the bridge spaces, no two of them touching; row 9, triangle 8 stays open water, since the rulebook has seven bridges.",
    "hills": "The seven hills lie on the east bank in Rome's order from north to south, closer to the river than on a true map, so that the city reaches the Tiber whichever three start.",
    "outlets": "The water outlets sit on the east edge (grey in the north, brown) and the south edge (white), where Rome's aqueducts came in, and a tile touches an outlet when the outlet is one of its corners.",
    "bridge-values": "The eight bridge tiles are worth 1, 1, 2, 2, 3, 3, 4 and 4, two of each value the rulebook names.",
    "starting-tiles": "Each player's four starting tiles come out of the 60 district tiles, since the component list counts no others.",
    "tiles-alike": "All tiles of one colour are alike, since the colour is all the rules look at.",
    "site-building": "The buildings a site counts (the text's \"Bauten\") are read as the district tiles whose corners form it, since a site is formed by the coloured corners of the tiles.",
    "building-points": "A building scores as many points as tiles form its site, which gives the example's theatre its 5 points.",
    "sites": "A site is the hexagon of six triangles round a grid point, and one with a hill, a river triangle or a bridge space in it never completes, so no civic building stands over the Tiber.",
    "unlimited-supplies": "Civic buildings, fountains and commission markers never run out, since the rulebook says nothing of running short (and gives 12 fountains in the component list but 10 in the set-up).",
    "empty-supplies": "When coins or a type of imperium tile run out, a magistrate still comes home, without a reward, since the rulebook says nothing of running short.",
    "first-player": "The first seat starts and play goes round in seat order, where the rulebook lets the player most likely raised by wolves begin.",
    "lay-order": "After a tile is laid its effects come in the order magistrate, bridge, new aqueduct, buildings, as in the example where Hadrian lays his aqueduct before he sees to his temple.",
    "pass-any": "A player who can take no action passes it at any time of the game, where the rulebook says so only for the last round.",
    "single-tile-stack": "A player drawing from the one stack left takes its only tile when it holds just one, since there is no second tile to take.",
    "extend-pieces": "The aqueduct action may be chosen when at least one piece can be laid, and ends after one piece when the second cannot be laid.",
    "outlet-pieces": "A new aqueduct lays as many of its three pieces as can legally be laid.",
    "recall": "Only magistrates on district tiles can be recalled, since those on imperium spaces or the treasury come home at the end of their owner's turn anyway.",
    "waiting-at-end": "A magistrate still waiting on an imperium space or the treasury when the game ends earns nothing, since its owner's turn never ends again.",
    "imperium-order": "The imperium step goes round in turn order starting with the player whose turn it is, as in the example (Julia, then Claudia, then Tiberius).",
    "discard-after": "Imperium tiles are discarded for extra actions after the turn's two regular actions, since new tiles arrive only at the end of a turn and an earlier discard gains nothing.",
    "aqueduct-blocks": "An aqueduct may not pass through another aqueduct's water outlet, since the outlet is where that aqueduct begins.",
    "aqueduct-once": "A building connected to two aqueducts still scores the 2 points once, since the rulebook gives the bonus per building.",
    "fountain-coin": "The coin for connecting an aqueduct to a fountain is paid once per aqueduct and fountain, and only for laying a piece, not when a fountain is built beside an aqueduct.",
    "coin-tie": "On a tie for the most coins each tied player gets 1 point, like the imperium majorities, and with no coins nobody gets the bonus.",
    "imperium-none": "A player with no imperium tile of a type never shares that type's majority, since having none is no majority.",
    "site-every-point": "Every grid point whose six triangles are covered is a completed site and gets its building, whether or not a neighbouring point already has one, because the rulebook builds a building as soon as a site is complete.",
    "site-table": "Three tiles build a bath, 4 a temple, 5 a theatre and 6 an arena, because bigger sites get grander buildings, the grander the building the rarer its tiles (12 red to 18 blue), and this order puts the theatre at 5 as in the rulebook's example.",
    "aqueduct-through-buildings": "Buildings block no aqueduct, so one completed at an aqueduct's open end leaves it free to grow, because the rules for laying pieces say nothing of buildings and every covered corner inside the city becomes one.",
    "aqueduct-connection": "An aqueduct is connected to a building or fountain when one of its pieces ends at the point where it stands.",
    "fountain-next-to": "A fountain is next to a building when their points are one triangle side apart.",
    "pipe-beside-hill": "No aqueduct piece lies along a hill, because the rulebook allows a piece only between two touching tiles, beside an empty field or beside the board's edge.",
}


# --- rules versions ---------------------------------------------------------------------------
# Raised whenever a change can alter a legal history or its outcome, with a dated entry saying
# what changed (see engine/versions.py; a test holds each version's golden game). Saves, shared
# records and teachers' examples carry the version they were made under.
RULES_VERSION = 1
RULES_CHANGES = (
    Change(1, "2026-11-22", "marble.rules_v1"),
)
