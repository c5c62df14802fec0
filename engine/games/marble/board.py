"""City of Marble's board: the triangular grid of Rome as tables built once at import.

Identifiers are integers: a cell ``(r, c)`` is ``r * COLS + c`` and a point ``(row, half)`` is
``row * POINT_COLS + half`` (see :mod:`engine.trigrid`). The rules (:mod:`.state`) and the views
(:mod:`.view`) both read these tables; nothing here changes during a game.

    >>> TERRAIN[HILL_CELL["C"]], len(SITE_CELLS[next(iter(SITE_CELLS))])
    ('C', 6)
"""

from __future__ import annotations

from engine import trigrid
from engine.games.marble import data
from engine.games.marble.data import BUILDINGS, COLOURS, COLS, ROWS


POINT_COLS = COLS + 2
NCELLS = ROWS * COLS
NPOINTS = (ROWS + 1) * POINT_COLS


def cell_id(cell) -> int:
    return cell[0] * COLS + cell[1]


def point_id(point) -> int:
    return point[0] * POINT_COLS + point[1]


CELL_RC = [(r, c) for r in range(ROWS) for c in range(COLS)]
POINT_RC = [(j, i) for j in range(ROWS + 1) for i in range(POINT_COLS)]


def _on_board(cell) -> bool:
    return 0 <= cell[0] < ROWS and 0 <= cell[1] < COLS


TERRAIN = []
"""Per cell: 'land', 'river', 'bridge' or a hill letter."""
for _r, _row in enumerate(data.BOARD_MAP):
    assert len(_row) == COLS
    for _ch in _row:
        TERRAIN.append({".": "land", "~": "river", "B": "bridge"}.get(_ch, _ch))
assert len(TERRAIN) == NCELLS

BUILDABLE = [t != "river" for t in TERRAIN]
BRIDGE_CELLS = [k for k in range(NCELLS) if TERRAIN[k] == "bridge"]
HILL_CELL = {TERRAIN[k]: k for k in range(NCELLS) if TERRAIN[k] in data.HILLS}
NEIGHBOURS = [tuple(cell_id(n) for n in trigrid.cell_neighbours(CELL_RC[k]) if _on_board(n))
              for k in range(NCELLS)]
CORNERS = [tuple(point_id(p) for p in trigrid.cell_corners(CELL_RC[k])) for k in range(NCELLS)]

BOARD_POINTS = sorted({p for k in range(NCELLS) for p in CORNERS[k]})


def edge_id(p: int, q: int) -> int:
    return p * NPOINTS + q if p < q else q * NPOINTS + p


EDGE_CELLS = {}
"""Edge id → the two cell ids beside it (-1 for off the board)."""
POINT_NEIGHBOURS = [()] * NPOINTS
"""Point id → ((neighbour point, edge id), ...) for edges on the board."""
for _p in BOARD_POINTS:
    _links = []
    for _q in trigrid.point_neighbours(POINT_RC[_p]):
        if not (0 <= _q[0] <= ROWS and 0 <= _q[1] < POINT_COLS):
            continue
        _cells = [cell_id(c) if _on_board(c) else -1 for c in trigrid.edge_cells(POINT_RC[_p], _q)]
        if _cells == [-1, -1]:
            continue
        _e = edge_id(_p, point_id(_q))
        EDGE_CELLS[_e] = tuple(_cells)
        _links.append((point_id(_q), _e))
    POINT_NEIGHBOURS[_p] = tuple(_links)

SITE_CELLS = {}
"""Site point → its six cells, for every point whose hexagon lies on buildable cells."""
for _p in BOARD_POINTS:
    _hex = trigrid.hexagon(POINT_RC[_p])
    # a bridge space lies on the Tiber: no civic building stands over the river (marble_data)
    if all(_on_board(c) and TERRAIN[cell_id(c)] not in ("river", "bridge") for c in _hex):
        SITE_CELLS[_p] = tuple(cell_id(c) for c in _hex)
SITE_NEIGHBOURS = {}
"""Site point → the site points one edge away (a fountain there is next to it, marble_data)."""
for _p in SITE_CELLS:
    SITE_NEIGHBOURS[_p] = tuple(q for q, _e in POINT_NEIGHBOURS[_p] if q in SITE_CELLS)

RHOMBI = []
"""Every tile position: (a, b, outer neighbour cells, corner points) with a < b."""
for _a, _b in trigrid.rhombi({CELL_RC[k] for k in range(NCELLS) if BUILDABLE[k]}):
    _outer = tuple(cell_id(n) for n in trigrid.rhombus_neighbours(_a, _b) if _on_board(n))
    _obtuse, _acute = trigrid.rhombus_corners(_a, _b)
    RHOMBI.append((cell_id(_a), cell_id(_b), _outer, tuple(point_id(p) for p in _obtuse + _acute)))

OUTLET_POINT = {colour: point_id(p) for colour, p in data.OUTLETS.items()}
OUTLET_POINTS = frozenset(OUTLET_POINT.values())
COLOUR_INDEX = {c: k for k, c in enumerate(COLOURS)}
BUILDING_INDEX = {b: k for k, b in enumerate(BUILDINGS)}

EMPTY, HILL = -1, -2   # cell_tile values besides tile indices

_PLACEMENTS = {}
"""The grid's cells (``cell_tile``) -> where a tile may go: a search meets the same grid in
thousands of its worlds and moves, and testing every rhombus cost more than the rest of a move.
Kept for at most ``_PLACEMENTS_KEPT`` grids (then forgotten at once), so it stays small."""
_PLACEMENTS_KEPT = 1024


def placements_on(cell_tile) -> tuple:
    """(a, b) of every rhombus on two free cells touching a hill or a tile along a side."""
    key = tuple(cell_tile)
    found = _PLACEMENTS.get(key)
    if found is None:
        spots = []
        for a, b, outer, _ in RHOMBI:
            if cell_tile[a] != EMPTY or cell_tile[b] != EMPTY:
                continue
            for n in outer:
                if cell_tile[n] != EMPTY:
                    spots.append((a, b))
                    break
        if len(_PLACEMENTS) >= _PLACEMENTS_KEPT:
            _PLACEMENTS.clear()
        found = _PLACEMENTS[key] = tuple(spots)
    return found

