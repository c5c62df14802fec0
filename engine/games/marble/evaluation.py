"""City of Marble's evaluation for bots: one value per seat, in points.

``evaluate(state)`` = the final score the seat would have if the game ended now (civic buildings,
bridges, aqueduct and fountain bonuses, coins, most-coins and imperium majorities: the game's own
``final_lines``) plus the worth of what is still on its way to points:

- each construction site that has tiles but no building yet (every point whose six triangles
  get covered is built, so sites overlap): the seat with the most magistrates on the site's
  tiles (alone) expects a building, worth the mean points of the buildings the site can still
  become (its final number of tiles lies between what covers it now plus one tile per two free
  triangles and one per free triangle) times the share of its six cells already covered,
  squared (a site one tile short is nearly a building, one with a single tile barely a start);
  magistrates on tiles of those buildings' colours count fully, others ``OFF_COLOUR``; ties
  share nothing, as in the game;
- each district tile on the seat's player board: ``TILE_WORTH`` (tiles build districts, but only
  laid tiles with magistrates win sites, so a tile in hand is worth less than one laid well);
- each magistrate at home: ``MAGISTRATE_WORTH``.

Without the site term a tile in hand is worth more than a laid one, and a bot that looks a few
moves ahead only ever draws.

>>> from engine.games import marble
>>> len(evaluate(marble.new_game(3)))
3
"""

from engine.games.marble.board import COLOUR_INDEX, EMPTY, HILL, NCELLS, SITE_CELLS, SITE_READ
from engine.games.marble.data import BUILDING_POINTS, COLOUR_OF_BUILDING, SITE_BUILDING

TILE_WORTH = 0.1
"""A tile in hand is worth little next to a laid one: at 0.25, once sites count only magistrates
of their building's colour, drawing beat laying and some games became all draws. Measured with
the site model where every covered point is built (Normal vs greedy, seed 1, games 0 to 9): 7
wins with 0.1 and colour-aware sites, 5 with 0.25 and sites counting every magistrate."""
MAGISTRATE_WORTH = 0.25
OFF_COLOUR = 0.5
"""A magistrate on a tile of a colour the site's building can no longer have counts half: it
may still be sent to the imperium space, and ignoring it made bots stop laying tiles at all."""

ROLLOUT_WEIGHTS = {"draw": 0.5, "pass": 0.3}
"""Search rollouts draw tiles less often than they lay them (1), so a rollout builds the city."""

ROLLOUT_DEPTH = 4
"""Search rollouts stop after 4 steps and the evaluation judges the rest: random moves tell
little about a city built with care. Measured against greedy (12 games, seed 2): 9 wins at
depth 4, 8 at depth 12, in two thirds of the time."""

LEGAL_BY_DECISIONS = True
"""Once the hills are out (before the first decision), a world a search resamples differs only in
the other seats' bridge values and the draws of bridge tiles, and what a seat may do never
depends on a bridge's value: the same decisions lead to the same legal actions in every world."""

SEARCH_LEVELS = {"normal": {"trees": 3}}
"""A level's budget here, where it differs from the search's own: from 3 players Normal splits its
iterations into 3 trees, which the page grows side by side on a device with the cores for it
(see ``engine.bots.mcts``). A person's wait holds about 12 bot decisions (a tile, its place, a
magistrate, for each bot), so on a phone (4 times slower than a desktop's Pyodide) one tree kept
a person waiting 9.4 s in the median against Normal (p90 15.9 s), three trees 5.5 s (p90 6.9 s),
of which the page's own pacing of the moves is about 4 s. Beside two plans (seed 21, 40 games)
Normal split was ahead in 59.5/80 comparisons (55/80 as one tree; aim 60%). Not adopted: at 2
players the split Normal won only 15/40 games against greedy (27/40 as one tree; aim 65%), and
Hard split into 4 trees of 500 (a phone's wait 8.4 s, p90 13.6 s, against 31.6 s, p90 52.9 s, as
one tree) was ahead of a plan in 53.5/80 comparisons (66.5/80 as one tree; aim 75%): a turn here
is several decisions in a row, and the smaller trees see less of it. Nor smaller budgets
(Normal 100 iterations from a judgement of 300 positions, Hard 300 from 1,000), which brought
the wait to about 5 s and played below the levels' aims in 20 games a match (Normal won 8/20
against greedy). A level keeps its strength first."""

# (point, its six cells' tile indices read at once) of every site: an evaluation reads them all
SITES = tuple(SITE_READ.items())
# cell -> the indices in SITES of the sites it is part of: only sites round a tile are judged
CELL_SITES = tuple(tuple(k for k, cells in enumerate(SITE_CELLS.values()) if cell in cells)
                   for cell in range(NCELLS))


def site_expectations(state) -> list:
    """Per seat: expected points from the unbuilt sites where it leads in magistrates on tiles
    of a colour the site's building may still have (its size is not known before it closes)."""
    players = state.players
    expected = [0.0] * players
    magistrate = state.tile_magistrate
    # Only a site with a magistrate on one of its tiles can be led: the sites round those
    # tiles, judged in the order of SITES as before (the sums come out the same to the bit).
    near = set()
    tile_a, tile_b = state.tile_a, state.tile_b
    for t, owner in enumerate(magistrate):
        if owner >= 0:
            near.update(CELL_SITES[tile_a[t]])
            near.update(CELL_SITES[tile_b[t]])
    if not near:
        return expected
    cell_tile, colour_of = state.cell_tile, state.tile_colour
    built = {b[0] for b in state.buildings}
    outlooks = SITE_OUTLOOK
    for k in sorted(near):
        point, read_cells = SITES[k]
        cells = read_cells(cell_tile)
        if HILL in cells or point in built:
            continue                # a hill is never a site; a built one is done
        open_cells = cells.count(EMPTY)
        tiles = set(cells)
        if open_cells:
            tiles.discard(EMPTY)
        outlook = outlooks[len(tiles), open_cells]   # a magistrate's tile is on it: one at least
        if outlook is None:
            continue
        colours, worth = outlook
        # The seat alone with the most magistrates leads: 1 and OFF_COLOUR (a half) add up
        # exactly in any order.
        counts = [0.0] * players
        for t in tiles:
            owner = magistrate[t]
            if owner >= 0:
                counts[owner] += 1.0 if colour_of[t] in colours else OFF_COLOUR
        best = max(counts)
        if best > 0 and counts.count(best) == 1:
            expected[counts.index(best)] += worth
    return expected


def _site_outlook(tiles, open_cells):
    """(colours the building may have, its expected points times the share of the site laid,
    squared) of a site of ``tiles`` tiles and ``open_cells`` empty cells; None when no
    building fits."""
    sizes = range(tiles + (open_cells + 1) // 2, tiles + open_cells + 1)
    kinds = [SITE_BUILDING[n] for n in sizes if n in SITE_BUILDING]
    if not kinds:
        return None
    colours = {COLOUR_INDEX[COLOUR_OF_BUILDING[k]] for k in kinds}
    share = (6 - open_cells) / 6
    worth = sum(BUILDING_POINTS[k] for k in kinds) / len(kinds)
    return colours, worth * share * share


SITE_OUTLOOK = {(tiles, open_cells): _site_outlook(tiles, open_cells)
                for tiles in range(1, 7) for open_cells in range(0, 6)}
"""What a site's building may be, by its tiles and empty cells (the same for every site, so
worked out once, not in every evaluation)."""


def evaluate(state) -> list:
    """Per seat: points if the game ended now plus sites in the making, tiles and magistrates."""
    if state.phase == "over":
        return [float(s) for s in state.scores()]
    values = [float(points) for points in state.final_points()]
    sites = site_expectations(state)
    for seat in range(state.players):
        tiles = sum(state.central[seat]) + sum(state.left[seat])
        values[seat] += sites[seat] + TILE_WORTH * tiles + MAGISTRATE_WORTH * state.home[seat]
    return values
