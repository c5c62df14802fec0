// City of Marble's triangular grid: the cells' corners, their neighbours and the cell under a
// point (the same geometry as engine/trigrid.py).

export const ROOT3 = Math.sqrt(3);

export const isUp = (r, c) => (r + c) % 2 === 0;

export function cellCorners(r, c) {
  return isUp(r, c) ? [[r, c + 1], [r + 1, c], [r + 1, c + 2]] : [[r, c], [r, c + 2], [r + 1, c + 1]];
}

// The neighbour of a cell across its side of direction d: 0 the horizontal side, 1 "\", 2 "/".
export function neighbourIn(r, c, d) {
  if (isUp(r, c)) return d === 0 ? [r + 1, c] : d === 1 ? [r, c + 1] : [r, c - 1];
  return d === 0 ? [r - 1, c] : d === 1 ? [r, c - 1] : [r, c + 1];
}
// The cell under board point (x, y) of the grid at origin (ox, oy) with side s (pick_cell).
export function pickCell(G, x, y) {
  const u = (x - G.ox) / G.s;
  const v = (y - G.oy) / G.h;
  const r = Math.floor(v);
  const t = v - r;
  const base = Math.floor(2 * u);
  for (const c of [base - 1, base]) {
    const [left, right] = isUp(r, c) ? [c + 1 - t, c + 1 + t] : [c + t, c + 2 - t];
    if (left <= 2 * u && 2 * u <= right) return [r, c];
  }
  return [r, base];
}
