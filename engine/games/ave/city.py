"""AVE's city map: where each piece may go on the 8x12 city, worked out from its layout alone.

A layout is the city's kinds by cell (a list or tuple of str, "" for an empty square), as
``State.city_kind`` holds them. Every function here is pure over a layout; the state module
passes its own. Search asks about the same few cities over and over, so the squares found for a
layout are kept (``city_sites``).

>>> kind = [""] * D.CELLS
>>> for c in D.START_ROADS:
...     kind[c] = "road"
>>> sites = city_sites(kind)
>>> set(sites["road"]) <= set(sites["beside"])      # a new road joins a road or a plaza
True
>>> all(road_allowed_at(kind, c) for c in sites["road"])
True
>>> len(sites["mine"]) == len(D.HILLS)     # a mine may go on any free hill
True
"""

from __future__ import annotations

from engine.games.ave import data as D
from engine.messages import msg, term

STREET = ("road", "plaza")  # squares that a road may carry on over and buildings may face
CITY_PIECES_IN_ORDER = tuple(D.BUILDINGS) + D.CITY_PIECES  # the order build actions are listed in
BUILDING_COLOUR = {b: v[1] for b, v in D.BUILDINGS.items()}
FAME2_OF_KIND = dict(D.FAME2_OF_PIECE)  # half fame points of a piece standing in the city
FAME2_OF_KIND.update({b: 2 * v[3] for b, v in D.BUILDINGS.items()})
NON_HILL_CELLS = tuple(c for c in range(D.CELLS) if c not in D.HILLS)
IS_HILL = tuple(c in D.HILLS for c in range(D.CELLS))
# Actions are immutable tuples, so each one is made once here and shared by every list of them.
BUILD_ACTIONS = {piece: tuple(("build", piece, c) for c in range(D.CELLS))
                 for piece in CITY_PIECES_IN_ORDER}


def indices(values, value, start=0):
    """The positions of ``value`` in the list ``values`` from ``start`` on, in order; the
    searching runs inside ``list.index``, far faster than a Python loop over a sparse grid.

    >>> indices(["", "road", "", "road"], "road")
    [1, 3]
    """
    found = []
    try:
        i = values.index(value, start)
        while True:
            found.append(i)
            i = values.index(value, i + 1)
    except ValueError:
        return found


# --- the city's squares, worked out from its layout alone (a list or tuple of kinds by cell) ----

def open_sides_at(kind, road, blocked):
    sides = 0
    for m in D.NEIGHBOURS[road]:
        if m != blocked:
            piece = kind[m]
            if piece == "road" or piece == "plaza" or not (piece or IS_HILL[m]):
                sides += 1
    return sides


def road_carries_on_at(kind, road, blocked):
    """Whether ``road`` can still be carried on once ``blocked`` is built over: it keeps two
    open sides, lies on the city's edge, or touches a plaza from which another road with two
    open sides leads on (road-plaza-road: the text lets the first road be closed then)."""
    if road in D.EDGE or open_sides_at(kind, road, blocked) >= 2:
        return True
    for p in D.NEIGHBOURS[road]:
        if kind[p] == "plaza":
            for r in D.NEIGHBOURS[p]:
                if r != road and kind[r] == "road" and open_sides_at(kind, r, blocked) >= 2:
                    return True
    return False


def closes_a_road_at(kind, cell):
    """Whether a building or park on ``cell`` leaves a road beside it, or a road that leads on
    from such a road over a plaza, that cannot be carried on."""
    for n in D.NEIGHBOURS[cell]:
        if kind[n] == "road":
            if not road_carries_on_at(kind, n, cell):
                return True
            for p in D.NEIGHBOURS[n]:
                if kind[p] == "plaza":
                    for r in D.NEIGHBOURS[p]:
                        if r != n and kind[r] == "road" and not road_carries_on_at(kind, r, cell):
                            return True
    return False


def road_allowed_at(kind, cell):
    if kind[cell] or IS_HILL[cell]:
        return False
    joined = False
    roads_next = 0
    for n in D.NEIGHBOURS[cell]:
        piece = kind[n]
        if piece == "road":
            roads_next += 1
            joined = True
            # a road is a line: it meets at most two roads (plazas are where roads branch)
            roads_of_n = 0
            for m in D.NEIGHBOURS[n]:
                if kind[m] == "road":
                    roads_of_n += 1
            if roads_of_n >= 2:
                return False
        elif piece == "plaza" and not joined:
            for m in D.NEIGHBOURS[n]:
                if kind[m] == "road":
                    joined = True
                    break
    if not joined or roads_next > 2:
        return False
    # a new road keeps two sides free (text); only later may a road beside a plaza be closed
    return cell in D.EDGE or open_sides_at(kind, cell, -1) >= 2


class CitySites(dict):
    """What -> squares of one city layout (a tuple of kinds by cell), each worked out on first
    use: a piece (a building, "road", "plaza", "park", "mine") -> where it may be placed;
    "beside" -> the empty squares beside a road or plaza; "frontage" -> where a building may
    stand if its quarter lacks one. Squares in cell order (mines in the order of the hills)."""

    def __init__(self, layout):
        super().__init__()
        self.layout = layout
        self.builds = {}  # piece -> its build actions

    def __missing__(self, what):
        find = getattr(self, "_find_" + what, None)
        sites = self[what] = find() if find else self._find_building(what)
        return sites

    def build_actions(self, piece):
        actions = self.builds.get(piece)
        if actions is None:
            build = BUILD_ACTIONS[piece]
            actions = self.builds[piece] = tuple(build[c] for c in self[piece])
        return actions

    def _find_building(self, building):
        layout = self.layout
        if building not in layout:
            return self["frontage"]
        taken = {D.QUARTER[c] for c in indices(layout, building)}  # once per quarter
        return tuple(c for c in self["frontage"] if D.QUARTER[c] not in taken)

    def _find_mine(self):
        layout = self.layout
        return tuple(c for c in D.HILLS if not layout[c])

    def _find_beside(self):
        # the only squares a new road may join, and the only ones where a building or park
        # could close a road
        layout, near = self.layout, set()
        for piece in STREET:
            for cell in indices(layout, piece):
                near.update(D.NEIGHBOURS[cell])
        return tuple(sorted(c for c in near if not layout[c]))

    def _find_frontage(self):
        layout = self.layout
        return tuple(c for c in self["beside"]
                     if not IS_HILL[c] and not closes_a_road_at(layout, c))

    def _find_road(self):
        layout = self.layout
        return tuple(c for c in self["beside"] if road_allowed_at(layout, c))

    def _find_plaza(self):
        layout = self.layout
        return tuple(c for c in NON_HILL_CELLS if not layout[c])

    def _find_park(self):
        frontage = set(self["frontage"])
        closing = {c for c in self["beside"] if c not in frontage}
        return tuple(c for c in self["plaza"] if c not in closing)


# Search asks about the same city over and over (every player's turn of a round, every iteration
# from one position), so the squares are kept by layout, the last one at hand; forgetting them
# all at a bound keeps the memory small.
_SITES = {}
_SITES_KEPT = 1024
_LAST_SITES = [None, None]  # the city's kinds as a list, and its CitySites


def city_sites(kind):
    """The CitySites of the city whose kinds by cell are the list ``kind``."""
    last = _LAST_SITES
    if kind == last[0]:
        return last[1]
    layout = tuple(kind)
    sites = _SITES.get(layout)
    if sites is None:
        if len(_SITES) >= _SITES_KEPT:
            _SITES.clear()
        sites = _SITES[layout] = CitySites(layout)
    last[:] = kind[:], sites
    return sites


def _known_sites(kind):
    """The CitySites of ``kind`` if it has been asked about already, else None."""
    last = _LAST_SITES
    if kind == last[0]:
        return last[1]
    sites = _SITES.get(tuple(kind))
    if sites is not None:
        last[:] = kind[:], sites
    return sites


_COUNTED = [None, 0, 0]   # the city last counted by frontage_count, up to how many, the count
_ROADED = [None, False]   # the city last asked has_road_site, and the answer


def frontage_count(kind, enough):
    """How many squares of the city ``kind`` a building could stand on (its ``frontage``),
    counted only up to ``enough``. The evaluation asks no more, and in a judgement of a wide
    turn each of its 2,000 positions is a new city: every square of it took a third of the
    evaluation's time."""
    counted = _COUNTED
    if kind == counted[0] and enough == counted[1]:
        return counted[2]
    sites = _known_sites(kind)
    if sites is not None and "frontage" in sites:
        count = min(enough, len(sites["frontage"]))
    else:
        count = _count_frontage(kind, enough)
    counted[:] = kind[:], enough, count
    return count


def _count_frontage(kind, enough):
    count, seen = 0, set()
    for piece in STREET:
        for street in indices(kind, piece):
            for cell in D.NEIGHBOURS[street]:
                if cell in seen or kind[cell] or IS_HILL[cell]:
                    continue
                seen.add(cell)
                if not closes_a_road_at(kind, cell):
                    count += 1
                    if count >= enough:
                        return count
    return count


def has_road_site(kind):
    """Whether a road may be laid anywhere in the city ``kind`` (its ``road`` sites), found
    at the first such square."""
    roaded = _ROADED
    if kind == roaded[0]:
        return roaded[1]
    sites = _known_sites(kind)
    if sites is not None and "road" in sites:
        found = bool(sites["road"])
    else:
        found = any(road_allowed_at(kind, cell) for piece in STREET
                    for street in indices(kind, piece) for cell in D.NEIGHBOURS[street])
    roaded[:] = kind[:], found
    return found


def fronts_street_at(kind, cell):
    """Whether ``cell`` lies beside a road or a plaza."""
    return any(kind[n] in STREET for n in D.NEIGHBOURS[cell])


def building_allowed_at(kind, building, cell):
    if kind[cell] or cell in D.HILLS or not fronts_street_at(kind, cell):
        return False
    if any(kind[c] == building for c in D.QUARTER_CELLS[D.QUARTER[cell]]):
        return False  # each building once per quarter
    return not closes_a_road_at(kind, cell)


def piece_sites_at(kind, piece, frontage=None):
    """Squares where ``piece`` may be placed, as a sequence not to be changed; a building is
    placed among ``frontage`` (if given) in the quarters that lack one."""
    if frontage is None or piece not in BUILDING_COLOUR:
        return city_sites(kind)[piece]
    if piece not in kind:
        return frontage
    taken = {D.QUARTER[c] for c in indices(kind, piece)}
    return [c for c in frontage if D.QUARTER[c] not in taken]


def why_not_here_at(kind, piece, cell):
    """Why ``piece`` may not go on the square ``cell`` (a message a player reads), or None."""
    if kind[cell]:
        return msg("ave.why.square_taken")
    if (piece == "mine") != (cell in D.HILLS):
        return msg("ave.why.mines_on_hills")
    if piece == "road" and not road_allowed_at(kind, cell):
        return msg("ave.why.road_here")
    if piece in D.BUILDINGS:
        if not fronts_street_at(kind, cell):
            return msg("ave.why.building_on_street")
        if any(kind[c] == piece for c in D.QUARTER_CELLS[D.QUARTER[cell]]):
            return msg("ave.why.one_per_quarter", tile=term("ave.tile." + piece))
    if piece in D.BUILDINGS or piece == "park":
        if closes_a_road_at(kind, cell):
            return msg("ave.why.closes_road")
    return None


# --- fame ---------------------------------------------------------------------------------------


def city_fame2(layout, owners, players):
    """Per seat: its half fame points in the city (buildings, triples, roads and parks);
    ``layout`` and ``owners`` are the city's kinds and owners."""
    seats = max(max(owners) + 1, players)
    buildings, pieces = [0] * seats, [0] * seats
    colours = [{} for _ in range(seats)]
    for c, seat in enumerate(owners):
        if seat >= 0:
            piece = layout[c]
            colour = BUILDING_COLOUR.get(piece)
            if colour:
                buildings[seat] += FAME2_OF_KIND[piece]
                quarter_colour = D.QUARTER[c], colour
                colours[seat][quarter_colour] = colours[seat].get(quarter_colour, 0) + 1
            else:
                pieces[seat] += D.FAME2_OF_PIECE[piece]
    return [(buildings[s], 2 * list(colours[s].values()).count(3), pieces[s])
            for s in range(seats)]
