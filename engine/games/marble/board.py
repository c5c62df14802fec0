"""City of Marble's board: the triangular grid of Rome as tables built once at import.

Identifiers are integers: a cell ``(r, c)`` is ``r * COLS + c`` and a point ``(row, half)`` is
``row * POINT_COLS + half`` (see :mod:`.trigrid`). The rules (:mod:`.state`) and the views
(:mod:`.view`) both read these tables; nothing here changes during a game.

    >>> TERRAIN[HILL_CELL["C"]], len(SITE_CELLS[next(iter(SITE_CELLS))])
    ('C', 6)
"""

from __future__ import annotations

from operator import itemgetter

from engine.games.marble import trigrid
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

POINT_LINKS = tuple(tuple((q, *EDGE_CELLS[e]) for q, e in links) for links in POINT_NEIGHBOURS)
"""Point id → ((neighbour point, cell, cell), ...): ``POINT_NEIGHBOURS`` with the edges' cells."""
_LINK_READ = tuple(itemgetter(*cells) if cells else None
                   for cells in (sorted({c for _, x, y in links for c in (x, y) if c >= 0})
                                 for links in POINT_LINKS))
"""Point id → what reads the values (of ``cell_tile``) of the cells beside its edges."""

SITE_CELLS = {}
"""Site point → its six cells, for every point whose hexagon lies on buildable cells."""
for _p in BOARD_POINTS:
    _hex = trigrid.hexagon(POINT_RC[_p])
    # a bridge space lies on the Tiber: no civic building stands over the river (marble_data)
    if all(_on_board(c) and TERRAIN[cell_id(c)] not in ("river", "bridge") for c in _hex):
        SITE_CELLS[_p] = tuple(cell_id(c) for c in _hex)
SITE_READ = {point: itemgetter(*cells) for point, cells in SITE_CELLS.items()}
"""Site point → what reads its six cells' values (of ``cell_tile``) at once."""
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

def _corners(a, b) -> tuple:
    points = tuple(sorted(set(CORNERS[a]) | set(CORNERS[b])))
    return points, tuple((p, SITE_READ[p]) for p in points if p in SITE_READ)


_TILE_CORNERS = {(a, b): _corners(a, b) for a, b, _, _ in RHOMBI}


def tile_corners(a, b) -> tuple:
    """``(points, sites)`` of a tile on cells ``a`` and ``b``: its corner points in order, and
    ``(point, what reads its six cells)`` of those that are construction sites.

    >>> a, b, _, _ = RHOMBI[0]
    >>> tile_corners(a, b)[0] == tuple(sorted(set(CORNERS[a]) | set(CORNERS[b])))
    True
    """
    corners = _TILE_CORNERS.get((a, b))
    if corners is None:   # not a rhombus of the board: a test's hand-made tile
        corners = _corners(a, b)
    return corners


OUTLET_POINT = {colour: point_id(p) for colour, p in data.OUTLETS.items()}
OUTLET_POINTS = frozenset(OUTLET_POINT.values())
COLOUR_INDEX = {c: k for k, c in enumerate(COLOURS)}
BUILDING_INDEX = {b: k for k, b in enumerate(BUILDINGS)}

EMPTY, HILL = -1, -2   # cell_tile values besides tile indices

COVERING = tuple(tuple(k for k, (a, b, _, _) in enumerate(RHOMBI) if cell in (a, b))
                 for cell in range(NCELLS))
"""Cell → the indices in ``RHOMBI`` of the tile positions on it."""
BESIDE = tuple(tuple(k for k, (_, _, outer, _) in enumerate(RHOMBI) if cell in outer)
               for cell in range(NCELLS))
"""Cell → the indices in ``RHOMBI`` of the tile positions that touch it along a side."""
BESIDE_CELLS = tuple(tuple((k, RHOMBI[k][0], RHOMBI[k][1]) for k in beside) for beside in BESIDE)
"""Cell → ``(index in RHOMBI, a, b)`` of the tile positions that touch it along a side."""


def open_rhombi(cell_tile) -> tuple:
    """The indices in ``RHOMBI`` of every tile position on two free cells touching a hill or a
    tile along a side: where a tile may go."""
    return tuple(k for k, (a, b, outer, _) in enumerate(RHOMBI)
                 if cell_tile[a] == EMPTY and cell_tile[b] == EMPTY
                 and any(cell_tile[n] != EMPTY for n in outer))


def open_rhombi_after(before, cell_tile, cells) -> tuple:
    """``open_rhombi(cell_tile)`` once ``cells`` were covered, from ``before``, the open rhombi
    just before: a cell is only ever covered, never freed, so only the positions on it close and
    only those beside it may open (a search lays thousands of tiles, and testing every position
    cost more than the rest of a move).

    >>> cell_tile = [EMPTY] * NCELLS
    >>> cell_tile[HILL_CELL["C"]] = HILL
    >>> before = open_rhombi(cell_tile)
    >>> a, b, _, _ = RHOMBI[before[0]]
    >>> cell_tile[a] = cell_tile[b] = 0
    >>> open_rhombi_after(before, cell_tile, (a, b)) == open_rhombi(cell_tile)
    True
    """
    now = set(before)
    for cell in cells:
        now.difference_update(COVERING[cell])
    for cell in cells:
        for k, a, b in BESIDE_CELLS[cell]:   # never one just closed: its cells are covered
            if cell_tile[a] == EMPTY and cell_tile[b] == EMPTY:
                now.add(k)
    return tuple(sorted(now))


_PIPE_ENDS = {}
"""(point, the cells beside its edges) -> :func:`pipe_ends`: a search asks at every turn of every
world whether an aqueduct can grow, round the same few points. Kept for at most
``_PIPE_ENDS_KEPT`` neighbourhoods (then forgotten at once), so it stays small."""
_PIPE_ENDS_KEPT = 4096


def pipe_ends(point, cell_tile) -> tuple:
    """The points one piece of aqueduct from ``point`` reaches along a tile's side that borders
    another tile, an empty field or the board's edge (never a hill), whether another aqueduct
    is there or not, in the order of ``POINT_LINKS``."""
    key = (point, _LINK_READ[point](cell_tile))
    ends = _PIPE_ENDS.get(key)
    if ends is None:
        found = []
        for q, x, y in POINT_LINKS[point]:
            tx = cell_tile[x] if x >= 0 else EMPTY
            ty = cell_tile[y] if y >= 0 else EMPTY
            if (tx >= 0 or ty >= 0) and tx != ty and tx != HILL and ty != HILL:
                found.append(q)
        if len(_PIPE_ENDS) >= _PIPE_ENDS_KEPT:
            _PIPE_ENDS.clear()
        ends = _PIPE_ENDS[key] = tuple(found)
    return ends
