"""Triangular-grid geometry: pure functions shared by the City of Marble rules and its board drawing.

The grid is made of horizontal rows of equilateral triangles with sides of length 1. A **cell**
is ``(row, col)``: in each row the triangles alternate between pointing up and pointing down,
and cell ``(r, c)`` points up when ``r + c`` is even, so ``(0, 0)`` points up.

A **point** (a corner of triangles) is ``(row, half)``: it lies on the line between cell rows
``row - 1`` and ``row`` at ``x = half / 2``. Only points whose ``half`` has the parity of
``row + 1`` exist. Screen coordinates grow to the right (x) and down (y); a row is
``ROW_HEIGHT`` high.

    >>> is_up((0, 0)), is_up((0, 1))
    (True, False)
    >>> cell_corners((0, 0))
    ((0, 1), (1, 0), (1, 2))

An **edge** is the side shared by two points next to each other, written as the sorted pair of
its points. A **rhombus** is a pair of cells that share an edge (one district tile covers one).
The **hexagon** around a point is the six cells that have that point as a corner.
"""

from __future__ import annotations

import math

ROW_HEIGHT = math.sqrt(3) / 2
"""The height of one row of triangles whose sides are 1 long."""


# --- cells ------------------------------------------------------------------------------------

def is_up(cell) -> bool:
    """True when the triangle points up (its flat side is at the bottom).

    >>> [is_up((1, c)) for c in range(4)]
    [False, True, False, True]
    """
    r, c = cell
    return (r + c) % 2 == 0


def cell_neighbours(cell) -> tuple:
    """The three cells sharing a side with ``cell``: left, right, then the one above or below.

    >>> cell_neighbours((2, 2))
    ((2, 1), (2, 3), (3, 2))
    >>> cell_neighbours((2, 3))
    ((2, 2), (2, 4), (1, 3))
    """
    r, c = cell
    vertical = (r + 1, c) if is_up(cell) else (r - 1, c)
    return ((r, c - 1), (r, c + 1), vertical)


def cell_corners(cell) -> tuple:
    """The three corner points of a cell, sorted.

    >>> cell_corners((0, 1))
    ((0, 1), (0, 3), (1, 2))
    """
    r, c = cell
    if is_up(cell):
        corners = ((r, c + 1), (r + 1, c), (r + 1, c + 2))
    else:
        corners = ((r, c), (r, c + 2), (r + 1, c + 1))
    return tuple(sorted(corners))


def cell_edges(cell) -> tuple:
    """The three sides of a cell as sorted point pairs.

    >>> cell_edges((0, 0))
    (((0, 1), (1, 0)), ((0, 1), (1, 2)), ((1, 0), (1, 2)))
    """
    a, b, c = cell_corners(cell)
    return ((a, b), (a, c), (b, c))


def cell_center(cell) -> tuple:
    """The centre of a cell in screen coordinates (x right, y down).

    >>> x, y = cell_center((0, 0)); round(x, 3), round(y / ROW_HEIGHT, 3)
    (0.5, 0.667)
    """
    r, c = cell
    offset = 2 / 3 if is_up(cell) else 1 / 3
    return ((c + 1) / 2, (r + offset) * ROW_HEIGHT)


def pick_cell(x: float, y: float) -> tuple:
    """The cell under the screen point ``(x, y)`` (the inverse of :func:`cell_center`).

    >>> pick_cell(*cell_center((3, 7)))
    (3, 7)
    >>> pick_cell(0.5, 0.05)
    (0, 0)
    """
    r = math.floor(y / ROW_HEIGHT)
    t = y / ROW_HEIGHT - r          # 0 at the top of the row, 1 at its bottom
    u = 2 * x
    base = math.floor(u)
    for c in (base - 1, base):
        if is_up((r, c)):
            left, right = c + 1 - t, c + 1 + t
        else:
            left, right = c + t, c + 2 - t
        if left <= u <= right:
            return (r, c)
    return (r, base)


# --- points and edges -------------------------------------------------------------------------

def point_xy(point) -> tuple:
    """The screen position of a point.

    >>> point_xy((2, 3))[0]
    1.5
    """
    row, half = point
    return (half / 2, row * ROW_HEIGHT)


def is_point(point) -> bool:
    """True for coordinates that name a real corner of the grid.

    >>> is_point((0, 1)), is_point((0, 2))
    (True, False)
    """
    row, half = point
    return (row + half) % 2 == 1


def pick_point(x: float, y: float) -> tuple:
    """The grid point nearest to the screen point ``(x, y)``.

    >>> pick_point(1.4, 1.9)
    (2, 3)
    """
    row = round(y / ROW_HEIGHT)
    best = None
    for r in (row - 1, row, row + 1):
        for h in range(math.floor(2 * x) - 2, math.floor(2 * x) + 3):
            if is_point((r, h)):
                px, py = point_xy((r, h))
                d = (px - x) ** 2 + (py - y) ** 2
                if best is None or d < best[0]:
                    best = (d, (r, h))
    return best[1]


def point_neighbours(point) -> tuple:
    """The six points one edge away, clockwise from the right.

    >>> point_neighbours((2, 3))
    ((2, 5), (3, 4), (3, 2), (2, 1), (1, 2), (1, 4))
    """
    row, half = point
    return ((row, half + 2), (row + 1, half + 1), (row + 1, half - 1),
            (row, half - 2), (row - 1, half - 1), (row - 1, half + 1))


def edge(p, q) -> tuple:
    """An edge as the sorted pair of its end points.

    >>> edge((1, 2), (0, 1))
    ((0, 1), (1, 2))
    """
    return (p, q) if p <= q else (q, p)


def edge_cells(p, q) -> tuple:
    """The two cells on either side of the edge between neighbouring points ``p`` and ``q``.

    >>> edge_cells((1, 0), (1, 2))
    ((0, 0), (1, 0))
    >>> sorted(edge_cells((0, 1), (1, 2)))
    [(0, 0), (0, 1)]
    """
    (j, i), (j2, i2) = edge(p, q)
    if j == j2:                      # horizontal: the cell above and the cell below
        return ((j - 1, i), (j, i))
    if i2 == i + 1:                  # going down to the right
        return ((j, i - 1), (j, i))
    return ((j, i - 2), (j, i - 1))  # going down to the left


# --- hexagons and rhombi -----------------------------------------------------------------------

def hexagon(point) -> tuple:
    """The six cells around a point, row above first.

    >>> hexagon((1, 2))
    ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2))
    >>> all((1, 2) in cell_corners(cell) for cell in hexagon((1, 2)))
    True
    """
    row, half = point
    return tuple((r, c) for r in (row - 1, row) for c in (half - 2, half - 1, half))


def hexagon_edges(point) -> tuple:
    """The twelve edges of the hexagon around a point: six spokes, then the six outer sides.

    >>> len(set(hexagon_edges((1, 2))))
    12
    """
    ring = point_neighbours(point)
    spokes = tuple(edge(point, q) for q in ring)
    sides = tuple(edge(ring[k], ring[(k + 1) % 6]) for k in range(6))
    return spokes + sides


def shared_edge(a, b):
    """The edge two cells share, or None when they do not share a side.

    >>> shared_edge((0, 0), (1, 0))
    ((1, 0), (1, 2))
    >>> shared_edge((0, 0), (0, 2)) is None
    True
    """
    common = set(cell_corners(a)) & set(cell_corners(b))
    if len(common) != 2 or a == b:
        return None
    p, q = sorted(common)
    return (p, q)


def rhombus_corners(a, b) -> tuple:
    """The corners of the rhombus made of cells ``a`` and ``b``: ``(obtuse, acute)`` point pairs.

    The obtuse (120°) corners are the ends of the shared edge; the acute (60°) corners are the
    far corners of each cell.

    >>> rhombus_corners((0, 0), (1, 0))
    (((1, 0), (1, 2)), ((0, 1), (2, 1)))
    """
    obtuse = shared_edge(a, b)
    acute = tuple(sorted(p for cell in (a, b) for p in cell_corners(cell) if p not in obtuse))
    return obtuse, acute


def rhombus_neighbours(a, b) -> tuple:
    """The four cells sharing an outer side with the rhombus of cells ``a`` and ``b``.

    >>> rhombus_neighbours((0, 0), (1, 0))
    ((0, -1), (0, 1), (1, -1), (1, 1))
    """
    return tuple(sorted(n for cell in (a, b) for n in cell_neighbours(cell) if n not in (a, b)))


def rhombus_edges(a, b) -> tuple:
    """The four outer sides of the rhombus of cells ``a`` and ``b``.

    >>> len(rhombus_edges((0, 0), (0, 1)))
    4
    """
    inner = shared_edge(a, b)
    return tuple(sorted(e for cell in (a, b) for e in cell_edges(cell) if e != inner))


def rhombi(cells) -> list:
    """Every rhombus (sorted cell pair) that fits inside the set ``cells``, in sorted order.

    >>> rhombi({(0, 0), (0, 1), (1, 0)})
    [((0, 0), (0, 1)), ((0, 0), (1, 0))]
    """
    found = set()
    for cell in cells:
        for n in cell_neighbours(cell):
            if n in cells:
                found.add((min(cell, n), max(cell, n)))
    return sorted(found)
