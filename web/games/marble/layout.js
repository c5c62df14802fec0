// Where City of Marble's things are on the board, wide or tall: one layout serves drawing and
// hit-testing alike (each target a box with the id of the actions it takes).

import { ROOT3, isUp, cellCorners, neighbourIn } from "./grid.js";

// The colours of the district tiles and the kinds of building, in the board's order.
export const COLOURS = ["red", "yellow", "green", "blue"];
export const KINDS = ["arena", "theatre", "temple", "bath"];

export function layout(view, cssWidth) {
  const board = view.board || { rows: 10, cols: 17, point_cols: 19, map: [] };
  const tall = cssWidth < 760;
  const players = (view.players || []).length || 2;
  const width = tall ? 500 : 1120;
  const s = tall ? 53 : 62;
  const G = { s, h: (s * ROOT3) / 2, ox: tall ? 8 : 16, oy: tall ? 14 : 24, rows: board.rows, cols: board.cols,
              pcols: board.point_cols };
  const L = { width, height: 0, tall, grid: G, targets: [], boxes: {}, font: tall ? 16 : 14, description: "" };
  const add = (box) => { L.targets.push(box); L.boxes[box.id] = box; return box; };
  G.bottom = G.oy + G.rows * G.h;
  G.right = G.ox + ((G.cols + 1) / 2) * s;
  L.point = (p) => { const row = Math.floor(p / G.pcols); const half = p % G.pcols; return { x: G.ox + (half / 2) * s, y: G.oy + row * G.h }; };
  L.cellCentre = (k) => {
    const r = Math.floor(k / G.cols);
    const c = k % G.cols;
    return { x: G.ox + ((c + 1) / 2) * s, y: G.oy + (r + (isUp(r, c) ? 2 / 3 : 1 / 3)) * G.h };
  };
  L.cellPath = (k) => {
    const r = Math.floor(k / G.cols);
    const c = k % G.cols;
    return cellCorners(r, c).map(([row, half]) => ({ x: G.ox + (half / 2) * s, y: G.oy + row * G.h }));
  };
  L.pairCentre = (a, b) => { const p = L.cellCentre(a); const q = L.cellCentre(b); return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 }; };

  // Targets on the grid: a placed tile (its centre), a free rhombus (the middle of its inner
  // side: no two overlap), a grid point.
  for (const tile of board.tiles || []) {
    const c = L.pairCentre(...tile.cells);
    const r = s * 0.2;
    add({ id: "tile:" + tile.cells[0], x: c.x - r, y: c.y - r, w: 2 * r, h: 2 * r });
  }
  const covered = occupied(board);
  for (let k = 0; k < G.rows * G.cols; k++) {
    if (covered.has(k) || !buildable(board, k)) continue;
    const r = Math.floor(k / G.cols);
    const c = k % G.cols;
    for (let d = 0; d < 3; d++) {
      const [nr, nc] = neighbourIn(r, c, d);
      if (nr < 0 || nr >= G.rows || nc < 0 || nc >= G.cols) continue;
      const n = nr * G.cols + nc;
      if (n < k || covered.has(n) || !buildable(board, n)) continue;
      const m = L.pairCentre(k, n);
      const half = s * 0.15;
      add({ id: `place:${k}:${n}`, x: m.x - half, y: m.y - half, w: 2 * half, h: 2 * half, a: k, b: n, d });
    }
  }
  for (let row = 0; row <= G.rows; row++) {
    for (let half = 0; half < G.pcols; half++) {
      if ((row + half) % 2 !== 1) continue;
      const p = L.point(row * G.pcols + half);
      const r = s * 0.19;
      add({ id: "point:" + (row * G.pcols + half), x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r });
    }
  }

  // The side (wide) or the part below the grid (tall): stacks, imperium spaces, player boards.
  const x0 = tall ? 8 : G.right + 18;
  const w = tall ? width - 16 : width - x0 - 10;
  let y = tall ? G.bottom + 14 : 8;
  L.stacks = { x: x0, y, w, h: 122 };
  const chipW = (w - 24 - 5 * 6) / 6;
  L.chips = [];
  for (let i = 0; i < 6; i++) L.chips.push({ x: x0 + 12 + i * (chipW + 6), y: y + 78, w: chipW, h: 34 });
  y += 130;
  L.imperium = { x: x0, y, w, h: 92 };
  L.spaces = {};
  [...KINDS, "treasury"].forEach((kind, i) => {
    L.spaces[kind] = { x: x0 + 8 + i * ((w - 16) / 5), y: y + 26, w: (w - 16) / 5 - 6, h: 58 };
  });
  y += 100;
  L.seats = [];
  const seatH = 132;
  for (let seat = 0; seat < players; seat++) {
    const box = { x: x0, y, w, h: seatH - 8 };
    L.seats.push(box);
    const fieldW = (w - 24) / 4;
    box.fields = ["draw", "aqueduct", "recall", "play"].map((name, i) => ({
      name, x: box.x + 12 + i * fieldW, y: box.y + 88, w: fieldW - 6, h: 30 }));
    y += seatH;
  }
  // The chooser's action fields are the targets of the player board's actions.
  const chooser = view.chooser ?? 0;
  if (L.seats[chooser]) {
    for (const field of L.seats[chooser].fields) if (field.name !== "play") add({ id: "act:" + field.name, ...field });
  }
  L.chips.forEach((chip, i) => { chip.index = i; add({ id: "pick:" + i, ...chip }); });
  const top = Math.max(y, tall ? 0 : G.bottom + 10);
  L.track = { x: 8, y: top, w: width - 16, h: tall ? 134 : 84 };
  L.height = L.track.y + L.track.h + 8;
  return L;
}

function buildable(board, k) {
  const row = board.map[Math.floor(k / board.cols)] || "";
  return row[k % board.cols] !== "~";
}

function occupied(board) {
  const taken = new Set();
  for (const tile of board.tiles || []) for (const c of tile.cells) taken.add(c);
  for (const hill of board.hills || []) taken.add(hill.cell);
  return taken;
}

// While a tile is laid, a narrow screen zooms the board so that neighbouring placements lie at
// least a finger's 24 CSS px apart (their centres are 0.43 of a triangle's side apart; the tall
// layout's side is 53 of its 500 units: 500 * 24 / (0.433 * 53) = 523).
export function minWidth(view) {
  return view.phase === "place" ? 530 : 0;
}

// The pairs of stacks a draw may take, in the order of the chips: one chip per pair.
export function chipPairs(view) {
  const stacks = (view.board || {}).stacks || {};
  const open = COLOURS.filter((c) => (stacks[c] || 0) > 0);
  const pairs = [];
  if (open.length >= 2) for (let i = 0; i < open.length; i++) for (let j = i + 1; j < open.length; j++) pairs.push([open[i], open[j]]);
  else if (open.length === 1) pairs.push(stacks[open[0]] >= 2 ? [open[0], open[0]] : [open[0]]);
  return pairs;
}
