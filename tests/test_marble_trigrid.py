"""Geometry tests for engine.games.marble.trigrid: cells, points, edges, hexagons, rhombi and picking."""

import doctest
import itertools
import math

import pytest

from engine.games.marble import trigrid
from engine.games.marble.trigrid import (cell_center, cell_corners, cell_edges, cell_neighbours, edge_cells,
                            hexagon, hexagon_edges, is_point, is_up, pick_cell, pick_point,
                            point_neighbours, point_xy, rhombi, rhombus_corners, rhombus_edges,
                            rhombus_neighbours, shared_edge)

CELLS = [(r, c) for r in range(-3, 5) for c in range(-4, 9)]
POINTS = [(j, i) for j in range(-3, 5) for i in range(-4, 9) if is_point((j, i))]


def test_doctests():
    failures, tried = doctest.testmod(trigrid)
    assert tried > 20 and failures == 0


def test_up_and_down_alternate_in_rows_and_columns():
    assert is_up((0, 0)) and not is_up((0, 1)) and not is_up((1, 0)) and is_up((1, 1))


def test_neighbours_are_symmetric_and_share_exactly_one_edge():
    for cell in CELLS:
        neighbours = cell_neighbours(cell)
        assert len(set(neighbours)) == 3
        for n in neighbours:
            assert cell in cell_neighbours(n)
            assert is_up(n) != is_up(cell)
            assert len(set(cell_corners(cell)) & set(cell_corners(n))) == 2


def test_corners_are_points_and_form_an_equilateral_triangle():
    for cell in CELLS:
        corners = cell_corners(cell)
        assert all(is_point(p) for p in corners)
        xy = [point_xy(p) for p in corners]
        sides = [math.dist(a, b) for a, b in itertools.combinations(xy, 2)]
        assert all(math.isclose(s, 1.0) for s in sides)
        cx, cy = cell_center(cell)
        assert math.isclose(cx, sum(x for x, _ in xy) / 3) and math.isclose(cy, sum(y for _, y in xy) / 3)


def test_edge_cells_are_the_two_cells_having_that_edge():
    for cell in CELLS:
        for p, q in cell_edges(cell):
            pair = edge_cells(p, q)
            assert cell in pair
            other = pair[1] if pair[0] == cell else pair[0]
            assert other in cell_neighbours(cell)
            assert trigrid.edge(p, q) in cell_edges(other)


def test_point_neighbours_are_one_unit_away():
    for p in POINTS:
        ring = point_neighbours(p)
        assert len(set(ring)) == 6
        for q in ring:
            assert is_point(q) and p in point_neighbours(q)
            assert math.isclose(math.dist(point_xy(p), point_xy(q)), 1.0)


def test_hexagon_is_the_six_cells_around_a_point():
    for p in POINTS:
        cells = hexagon(p)
        assert len(set(cells)) == 6
        assert all(p in cell_corners(c) for c in cells)
        assert sum(is_up(c) for c in cells) == 3
        edges = hexagon_edges(p)
        assert len(set(edges)) == 12
        inner = {e for c in cells for e in cell_edges(c)}
        assert set(edges) == inner


def test_hexagons_of_neighbouring_sites_share_one_side_and_no_cell():
    # the six site positions that touch the hexagon around (j, i) along a whole side
    j, i = 2, 3
    for dj, di in ((-2, 0), (2, 0), (-1, -3), (-1, 3), (1, -3), (1, 3)):
        q = (j + dj, i + di)
        assert is_point(q)
        assert not set(hexagon((j, i))) & set(hexagon(q))
        shared_sides = set(hexagon_edges((j, i))[6:]) & set(hexagon_edges(q)[6:])
        assert len(shared_sides) == 1
    # two apart on one line: only a corner in common
    assert not set(hexagon_edges((j, i))) & set(hexagon_edges((j, i + 4)))
    # next to each other: they overlap in two cells
    assert len(set(hexagon((j, i))) & set(hexagon((j, i + 2)))) == 2


def test_rhombus_corners_neighbours_and_edges():
    for a in CELLS:
        for b in cell_neighbours(a):
            obtuse, acute = rhombus_corners(a, b)
            assert len(set(obtuse + acute)) == 4
            assert shared_edge(a, b) == obtuse
            ax, ay = point_xy(acute[0])
            bx, by = point_xy(acute[1])
            assert math.isclose(math.dist((ax, ay), (bx, by)), math.sqrt(3))  # the long diagonal
            assert len(rhombus_neighbours(a, b)) == 4
            assert len(rhombus_edges(a, b)) == 4
            assert shared_edge(a, b) not in rhombus_edges(a, b)


def test_a_hexagon_is_covered_by_three_to_six_rhombi():
    # a rhombus covering two cells of a hexagon has its obtuse corner at the centre; covering
    # one, its acute corner: so six cells take 3 (all obtuse) to 6 (all acute) tiles
    p = (2, 3)
    ring = [hexagon(p)[k] for k in (0, 1, 2, 5, 4, 3)]
    for k in range(6):
        assert ring[(k + 1) % 6] in cell_neighbours(ring[k])
    for k in range(0, 6, 2):
        obtuse, _ = rhombus_corners(ring[k], ring[k + 1])
        assert p in obtuse
    for cell in ring:
        outer = [n for n in cell_neighbours(cell) if n not in ring]
        assert len(outer) == 1
        _, acute = rhombus_corners(cell, outer[0])
        assert p in acute


@pytest.mark.parametrize("cell", CELLS)
def test_pick_cell_finds_the_cell_under_its_centre_and_near_its_corners(cell):
    assert pick_cell(*cell_center(cell)) == cell
    cx, cy = cell_center(cell)
    for corner in cell_corners(cell):
        px, py = point_xy(corner)
        # a point 80% of the way from the centre to a corner is still inside
        assert pick_cell(cx + 0.8 * (px - cx), cy + 0.8 * (py - cy)) == cell


def test_pick_point_finds_the_nearest_corner():
    for p in POINTS:
        x, y = point_xy(p)
        assert pick_point(x + 0.2, y - 0.1) == p


def test_rhombi_lists_each_pair_once():
    cells = set(hexagon((2, 3)))
    pairs = rhombi(cells)
    assert len(pairs) == 6 and len(set(pairs)) == 6
    assert all(a < b and b in cell_neighbours(a) for a, b in pairs)
