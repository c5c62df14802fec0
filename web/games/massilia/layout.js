// Where Massilia's things are on the board, wide or tall: one layout serves drawing and
// hit-testing alike (each target a box with the id of the actions it takes).

import { DICE, FIGURES, GOODS, SPACES } from "./things.js";

// The cell (column, row) of stall space `space` on the 7x7 frame, numbered clockwise from the
// top-left corner (as engine/games/massilia/data.py space_cell).
function spaceCell(space) {
  if (space <= 6) return [space, 0];
  if (space <= 12) return [6, space - 6];
  if (space <= 18) return [18 - space, 6];
  return [0, 24 - space];
}

// The step from a stall space towards the square's middle: where its path space lies.
function inward(space) {
  const [c, r] = spaceCell(space);
  return [c === 0 ? 1 : c === 6 ? -1 : 0, r === 0 ? 1 : r === 6 ? -1 : 0];
}

const FRAMES = {
  wide: { width: 1000, font: 13, market: [10, 10, 460], column: [480, 510],
          panels: { temple: 140, port: 150, gods: 150 }, order: [10, 480, 460, 84], track: [574, 66] },
  tall: { width: 420, font: 14, market: [10, 10, 400], column: [10, 400],
          panels: { temple: 140, port: 150, gods: 150 }, order: null, track: null },
};

export function layout(view, cssWidth) {
  const frame = cssWidth < 700 ? FRAMES.tall : FRAMES.wide;
  const tall = frame === FRAMES.tall;
  const players = (view.players || []).length || 2;
  const L = { width: frame.width, tall, font: frame.font, targets: [], spaces: {}, paths: [], description: "",
              dice: {}, rolled: {}, own: {}, use: {}, cards: {}, port: {}, seatBoxes: [] };
  const add = (box) => { L.targets.push(box); return box; };
  const board = view.board || {};

  // The market: 24 stall spaces round a 7x7 square, a path space inside each.
  const [mx, my, size] = frame.market;
  const cell = size / 7;
  L.market = { x: mx, y: my, w: size, h: size, cell };
  for (let s = 0; s < SPACES; s++) {
    const [c, r] = spaceCell(s);
    const box = { id: "space:" + s, x: mx + c * cell + 2, y: my + r * cell + 2, w: cell - 4, h: cell - 4 };
    L.spaces[s] = add(box);
    const [dx, dy] = inward(s);
    const corner = dx && dy;
    const reach = corner ? 0.62 : 0.8;
    L.paths[s] = { x: box.x + box.w / 2 + dx * cell * reach, y: box.y + box.h / 2 + dy * cell * reach };
  }
  // The middle of the square: the die in use, the dice just rolled, what the action still needs.
  const inner = { x: mx + cell * 1.55, y: my + cell * 1.55, w: cell * 3.9, h: cell * 3.9 };
  L.centre = inner;
  const figureR = cell * 0.2;
  L.figureR = figureR;
  for (const [i, figure] of FIGURES.entries()) {
    const at = (board.figures || {})[figure] ?? [3, 9, 15, 21][i];
    const spot = figureSpot(L, at, figure, board.figures || {});
    L[figure] = add({ id: "fig:" + figure, x: spot.x - figureR - 3, y: spot.y - figureR - 3,
                      w: 2 * figureR + 6, h: 2 * figureR + 6, cx: spot.x, cy: spot.y });
  }

  // The die in use: the die (put it back), arrows to change its value, swatches to change colour.
  const d = 64;
  L.use.die = add({ id: "use:die", x: inner.x + inner.w / 2 - d / 2, y: inner.y + 34, w: d, h: d });
  L.use.up = add({ id: "use:up", x: L.use.die.x + d + 10, y: L.use.die.y, w: 40, h: 30 });
  L.use.down = add({ id: "use:down", x: L.use.die.x + d + 10, y: L.use.die.y + d - 30, w: 40, h: 30 });
  DICE.forEach((colour, i) => {
    const w = (inner.w - 16) / 4;
    L.use[colour] = add({ id: "use:" + colour, x: inner.x + 8 + i * w + 2, y: inner.y + 112, w: w - 4, h: 38 });
  });
  // Rolled dice waiting to be kept or put on the temple.
  DICE.forEach((colour, i) => {
    L.rolled[colour] = [];
    const faces = (board.rolled_dice || {})[colour] || [];
    const seen = new Set();
    faces.forEach((face, k) => {
      const box = { id: `rolled:${colour}:${face}`, x: inner.x + 14 + i * (inner.w - 20) / 4, y: inner.y + 40 + k * 46, w: 40, h: 40, face };
      if (!seen.has(face)) add(box);
      seen.add(face);
      L.rolled[colour].push(box);
    });
  });

  // The column of panels: temple, port, god cards, rounds and turn order.
  const [cx0, cw] = frame.column;
  let y = tall ? my + size + 10 : 10;
  const panel = (name, h) => { L[name] = { x: cx0, y, w: cw, h }; y += h + 10; return L[name]; };
  const t = panel("temple", frame.panels.temple);
  add({ id: "temple", x: t.x, y: t.y, w: t.w, h: t.h });
  DICE.forEach((colour, i) => {
    const colW = (t.w - 90) / 4;
    L.dice[colour] = [];
    const faces = (board.temple_dice || {})[colour] || [];
    const seen = new Set();
    faces.forEach((face, k) => {
      const size = 32;
      const perRow = Math.max(1, Math.floor((colW - 4) / (size + 4)));
      const box = { id: `tdie:${colour}:${face}`, x: t.x + 84 + i * colW + (k % perRow) * (size + 4),
                    y: t.y + 56 + Math.floor(k / perRow) * (size + 4), w: size, h: size, face };
      if (!seen.has(face)) add(box);
      seen.add(face);
      L.dice[colour].push(box);
    });
  });
  const p = panel("port", frame.panels.port);
  GOODS.forEach((good, i) => {
    const w = (p.w - 16) / 4;
    L.port[good] = add({ id: "port:" + good, x: p.x + 8 + i * w + 2, y: p.y + 28, w: w - 4, h: p.h - 34 });
  });
  const g = panel("gods", frame.panels.gods);
  L.offer = add({ id: "gods:offer", x: g.x, y: g.y, w: g.w, h: g.h });
  const cardW = Math.min(96, (g.w - 40) / 4);
  ["left", "right", "deck"].forEach((slot, i) => {
    L.cards[slot] = add({ id: "card:" + slot, x: g.x + 10 + i * (cardW + 10), y: g.y + 30, w: cardW, h: g.h - 40 });
  });
  L.discard = { x: g.x + 10 + 3 * (cardW + 10), y: g.y + 30, w: g.w - 20 - 3 * (cardW + 10), h: g.h - 40 };
  let o;
  if (frame.order) {
    const [ox, oy, ow, oh] = frame.order;
    o = L.order = { x: ox, y: oy, w: ow, h: oh };
  } else o = panel("order", 100);
  L.tiles = add({ id: "tiles", x: o.x + o.w - 150, y: o.y + 26, w: 140, h: o.h - 32 });

  // The reputation track, 0 to 50.
  if (tall) {
    L.track = { x: 10, y, w: frame.width - 20, h: 108, perRow: 26, rows: 2 };
    y += 118;
  } else {
    const [ty, th] = frame.track;
    L.track = { x: 10, y: ty, w: frame.width - 20, h: th, perRow: 51, rows: 1 };
    y = ty + th + 10;
  }
  L.reputation = add({ id: "track:reputation", ...L.track });

  // Each seat's place at the table.
  const seatH = 128;
  const perRow = tall ? 1 : Math.min(players, 4);
  const seatW = (frame.width - 20 - (perRow - 1) * 10) / perRow;
  for (let s = 0; s < players; s++) {
    const box = { x: 10 + (s % perRow) * (seatW + 10), y: y + Math.floor(s / perRow) * (seatH + 10), w: seatW, h: seatH };
    L.seatBoxes.push(box);
    const kept = (view.players[s] || {}).kept || [];
    const seen = new Set();
    L.own[s] = kept.map(([colour, face], k) => {
      const die = { id: `own:${s}:${colour}:${face}`, x: box.x + 10 + k * 36, y: box.y + seatH - 42, w: 32, h: 32, colour, face };
      if (!seen.has(colour + face)) add(die);
      seen.add(colour + face);
      return die;
    });
  }
  L.height = y + Math.ceil(players / perRow) * (seatH + 10);
  return L;
}

// Where a figure stands on path space `at`: figures sharing a space stand side by side.
function figureSpot(L, at, figure, figures) {
  const here = FIGURES.filter((f) => (figures[f] ?? -1) === at);
  const index = Math.max(0, here.indexOf(figure));
  const base = L.paths[at];
  const [dx, dy] = inward(at);
  const along = dx && dy ? [1, -1] : [dy ? 1 : 0, dx ? 1 : 0];
  const shift = (index - (here.length - 1) / 2) * L.figureR * 2.1;
  return { x: base.x + along[0] * shift, y: base.y + along[1] * shift };
}

// Where a seat's marker stands on the reputation track (markers on one space stack).
export function trackSpot(L, points, seat, players) {
  const k = L.track;
  const lap = ((points % 50) + 50) % 50;
  const cellW = (k.w - 20) / k.perRow;
  const row = Math.floor(lap / k.perRow);
  const col = lap % k.perRow;
  const rowH = (k.h - 22) / k.rows;
  return { x: k.x + 10 + (col + 0.5) * cellW, y: k.y + 24 + row * rowH + rowH / 2 + (seat - (players - 1) / 2) * 4, r: Math.min(9, cellW * 0.45) };
}
