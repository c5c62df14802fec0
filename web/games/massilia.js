// Massilia's board on a canvas: the market square with its stalls, customers and consul; the
// temple, the port, the god cards, the round tiles and turn order, the reputation track and each
// seat's table space. One layout serves drawing and hit-testing alike. It knows no rules: it
// shows the engine's view and names the target of each legal action.

import { t } from "../i18n.js";
import { seatColour, drawSeatMark } from "../board/palette.js";
import { AREA, EDGE, HILITE, text, roundRect, panel as drawPanel, disc as drawDisc, emphasis as drawEmphasis, die as drawDie,
         trackSquare } from "../board/draw.js";

const MUTED = "#5f5244";
const GOODS = ["pink", "orange", "violet", "beige"];
const GOOD_FILL = { pink: "#e889b5", orange: "#ee8a2b", violet: "#8a5cc2", beige: "#e6d3a3" };
const DICE = ["grey", "brown", "black", "beige"];
const DIE_FILL = { grey: "#a3a3a3", brown: "#8a5a2b", black: "#222222", beige: "#e8d8b0" };
const DIE_PIP = { grey: "#fff", brown: "#fff", black: "#fff", beige: "#3a2a18" };
const FIGURES = ["consul", "pink", "orange", "violet"];
const FIGURE_FILL = { consul: "#ffffff", pink: GOOD_FILL.pink, orange: GOOD_FILL.orange, violet: GOOD_FILL.violet };
const QUADRANT_TINT = ["#efe0bd", "#e6e3c4", "#ecdcc9", "#e2dcc8"];
const SPACES = 24;
const QUADRANT_OF = {};
[[22, 23, 0, 1, 2], [4, 5, 6, 7, 8], [10, 11, 12, 13, 14], [16, 17, 18, 19, 20]]
  .forEach((spaces, q) => spaces.forEach((s) => { QUADRANT_OF[s] = q; }));
// The board's own words (engine/games/massilia/messages.py, massilia.board.*) and the game's
// names of things (term.massilia.*), in the page's language.
const say = (key, args) => t("massilia.board." + key, args);
const godName = (name) => t("term.massilia.god." + name.toLowerCase());
const goodName = (good) => t("term.massilia.good." + good);
// A colour's name alone, for a column's head or a button ("Grau", not the "graue" of "graue Würfel").
const colourName = (colour) => t("term.massilia.colour." + colour);
const playerName = (names, seat) => names[seat] || say("player", { number: seat + 1 });

// --- where things are -------------------------------------------------------------------------

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
function trackSpot(L, points, seat, players) {
  const k = L.track;
  const lap = ((points % 50) + 50) % 50;
  const cellW = (k.w - 20) / k.perRow;
  const row = Math.floor(lap / k.perRow);
  const col = lap % k.perRow;
  const rowH = (k.h - 22) / k.rows;
  return { x: k.x + 10 + (col + 0.5) * cellW, y: k.y + 24 + row * rowH + rowH / 2 + (seat - (players - 1) / 2) * 4, r: Math.min(9, cellW * 0.45) };
}

// --- which action belongs to which target -----------------------------------------------------

export function targetOf(action, view) {
  const [verb, a, b, c] = action;
  const board = (view && view.board) || {};
  const task = board.task || {};
  switch (verb) {
    case "stall": case "put": case "sacrifice": case "shift": return "space:" + a;
    case "build": case "return": return "space:" + task.space;
    case "keep": return `rolled:${a}:${b}`;
    case "temple": return "temple";
    case "take": return a === "temple" ? `tdie:${b}:${c}` : `own:${board.to_move}:${b}:${c}`;
    case "pass": return "tiles";
    case "cancel": return "use:die";
    case "stone":
      if (a === "colour") return "use:" + b;
      if (a === "up" || a === "down") return "use:" + a;
      return b === "temple" ? `tdie:${(board.die_in_use || {}).colour}:${c}` : `own:${board.to_move}:${(board.die_in_use || {}).colour}:${c}`;
    case "god": return "hand:" + a;   // played from the hand strip
    case "buy": return "port:" + a;
    case "move": return "fig:" + a;
    case "reputation": return "track:reputation";
    case "offer": return "gods:offer";
    case "card": return "card:" + a;
    default: return null;   // skip, done, accept, pay: choices with no place
  }
}

export const handTargetOf = (card) => (card.kind ? "hand:" + card.kind : null);

export function promptTitle(view) {
  const board = view.board || {};
  const task = board.task;
  if (task) {
    const kinds = ["build", "shift", "close", "tax", "place", "sacrifice", "card"];
    return say(kinds.includes(task.kind) ? "prompt." + task.kind : "prompt.choice");
  }
  if (board.stage === "keep") return say("prompt.keep");
  return say("prompt.choice");
}

export function promptAnchor(view, L) {
  const task = (view.board || {}).task;
  if (task && task.space !== undefined && L.spaces[task.space]) return L.spaces[task.space];
  return null;
}

// --- what changed since the last view ---------------------------------------------------------

// The last move of each seat stays marked until that seat moves again: kept by the board
// instance (see ownState in board/canvas.js).
export const ownState = () => ({ lastMarks: new Map() });

function mover(view) {
  const board = view.board || {};
  if (board.task && board.task.player >= 0) return board.task.player;
  const seats = view.status_seats || [];
  return seats.length ? seats[0] : null;   // dice and cards drawn by chance: nobody's move
}

// The status line with the players' names.
function statusText(view, ui) {
  return view.status || "";
}

export function changes(before, after, L, own) {
  const lastMarks = own.lastMarks;
  const was = before.board || {};
  const now = after.board || {};
  const marks = [];
  const glides = [];
  const owners = new Map((was.stalls || []).map((s) => [s.space, s]));
  for (const stall of now.stalls || []) {
    const old = owners.get(stall.space);
    if (!old || old.owner !== stall.owner) {
      marks.push("space:" + stall.space);
      const to = L.spaces[stall.space];
      const from = L.seatBoxes[stall.owner];
      if (to && from) glides.push({ key: "space:" + stall.space, piece: "stall", seat: stall.owner,
                                    from: { x: from.x + 30, y: from.y + 30 }, to: { x: to.x + to.w / 2, y: to.y + to.h / 2 } });
    } else if (JSON.stringify(old.goods) !== JSON.stringify(stall.goods)) marks.push("space:" + stall.space);
  }
  for (const space of owners.keys()) if (!(now.stalls || []).some((s) => s.space === space)) marks.push("space:" + space);
  for (const figure of FIGURES) {
    const a = (was.figures || {})[figure];
    const b = (now.figures || {})[figure];
    if (a === undefined || a === b) continue;
    marks.push("fig:" + figure);
    const box = L[figure];
    glides.push({ key: "fig:" + figure, piece: "figure", figure, from: L.paths[a], to: { x: box.cx, y: box.cy } });
  }
  for (const slot of ["left", "right"]) {
    const i = slot === "left" ? 0 : 1;
    if ((was.face_up_gods || [])[i] !== (now.face_up_gods || [])[i]) marks.push("card:" + slot);
  }
  if (was.god_deck !== now.god_deck) marks.push("card:deck");
  if (JSON.stringify(was.port) !== JSON.stringify(now.port)) for (const g of GOODS) {
    if ((was.port || {})[g] !== (now.port || {})[g]) marks.push("port:" + g);
  }
  if (JSON.stringify(was.temple_dice) !== JSON.stringify(now.temple_dice)) marks.push("temple");
  if (JSON.stringify(was.round_tiles) !== JSON.stringify(now.round_tiles)) marks.push("tiles");
  const seat = mover(before);
  if (marks.length && seat !== undefined && seat !== null && seat >= 0) lastMarks.set(seat, marks);
  if ((now.round || 0) < (was.round || 0)) lastMarks.clear();
  const all = [...new Set([...lastMarks.values()].flat())];
  const rolled = JSON.stringify(before.dice || []) !== JSON.stringify(after.dice || []) && (after.dice || []).length > 0;
  return { marks: all, glides, rolled };
}

// --- drawing ----------------------------------------------------------------------------------

const panel = (ctx, box, title, L, note) => drawPanel(ctx, box, title, {
  note, noteColour: MUTED, noteMax: box.w * 0.6, radius: 10, pad: 10, line: 15, titleSize: L.font + 2, noteSize: L.font });

// Hover, keyboard focus, legal choice and last move, drawn round a target box.
const emphasis = (ctx, box, ui, round = 8) => drawEmphasis(ctx, box, ui, round, { ring: { width: 2 } });

const die = (ctx, x, y, size, colour, face) => drawDie(ctx, x, y, size, face, {
  fill: DIE_FILL[colour] || "#ddd", ink: DIE_PIP[colour], edge: "rgba(0,0,0,0.6)", width: 1.2, dotted: true, lift: 1 });

function cube(ctx, x, y, s, good) {
  ctx.fillStyle = GOOD_FILL[good];
  ctx.fillRect(x - s / 2, y - s / 2, s, s);
  ctx.strokeStyle = "rgba(0,0,0,0.55)";
  ctx.lineWidth = 1;
  ctx.strokeRect(x - s / 2, y - s / 2, s, s);
}

function stone(ctx, x, y, r) {
  ctx.beginPath();
  ctx.ellipse(x, y, r, r * 0.75, 0, 0, Math.PI * 2);
  ctx.fillStyle = "#3b3b44";
  ctx.fill();
  ctx.strokeStyle = "#000";
  ctx.lineWidth = 0.8;
  ctx.stroke();
}

const disc = (ctx, seat, x, y, r) => drawDisc(ctx, seat, x, y, r, "rgba(0,0,0,0.6)");

// A customer or the consul: a standing figure; the consul wears a dark sash so he is never
// told apart by colour alone, and each customer carries its initial.
function figurePiece(ctx, figure, x, y, r) {
  ctx.save();
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = 3;
  ctx.beginPath();
  ctx.arc(x, y - r * 0.55, r * 0.45, 0, Math.PI * 2);
  ctx.moveTo(x - r * 0.8, y + r);
  ctx.quadraticCurveTo(x - r * 0.75, y - r * 0.15, x, y - r * 0.2);
  ctx.quadraticCurveTo(x + r * 0.75, y - r * 0.15, x + r * 0.8, y + r);
  ctx.closePath();
  ctx.fillStyle = FIGURE_FILL[figure];
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = "#222";
  ctx.lineWidth = 1.3;
  ctx.stroke();
  text(ctx, say("initial." + figure), x, y + r * 0.45, { size: r * 0.95, weight: "800", color: "#222" });
}

function stallTile(ctx, seat, box, goods) {
  const { x, y, w, h } = box;
  roundRect(ctx, x + 3, y + 3, w - 6, h - 6, 6);
  ctx.fillStyle = seatColour(seat);
  ctx.fill();
  ctx.strokeStyle = "rgba(0,0,0,0.6)";
  ctx.lineWidth = 1.2;
  ctx.stroke();
  drawSeatMark(ctx, seat, x + 13, y + 13, 6);
  // Up to six goods in two rows of three.
  const list = [];
  for (const g of GOODS) for (let i = 0; i < ((goods || {})[g] || 0); i++) list.push(g);
  const s = Math.min(12, (w - 14) / 3.4);
  list.forEach((g, i) => cube(ctx, x + w / 2 - s * 1.15 + (i % 3) * s * 1.15 + s * 0, y + h * 0.56 + Math.floor(i / 3) * s * 1.15, s, g));
}

function drawMarket(ctx, L, view, ui) {
  const m = L.market;
  const board = view.board;
  roundRect(ctx, m.x, m.y, m.w, m.h, 10);
  ctx.fillStyle = "#d9c7a0";
  ctx.fill();
  // Quadrant tints and the cross.
  for (let s = 0; s < SPACES; s++) {
    const box = L.spaces[s];
    const q = QUADRANT_OF[s];
    roundRect(ctx, box.x, box.y, box.w, box.h, 6);
    ctx.fillStyle = q === undefined ? "#f3ead8" : QUADRANT_TINT[q];
    ctx.fill();
    ctx.strokeStyle = EDGE;
    ctx.lineWidth = 1;
    if (q === undefined) ctx.setLineDash([4, 3]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const c = L.centre;
  ctx.strokeStyle = "rgba(90,70,40,0.35)";
  ctx.setLineDash([6, 5]);
  ctx.beginPath();
  ctx.moveTo(m.x + m.w / 2, m.y + m.cell); ctx.lineTo(m.x + m.w / 2, c.y);
  ctx.moveTo(m.x + m.w / 2, c.y + c.h); ctx.lineTo(m.x + m.w / 2, m.y + m.h - m.cell);
  ctx.moveTo(m.x + m.cell, m.y + m.h / 2); ctx.lineTo(c.x, m.y + m.h / 2);
  ctx.moveTo(c.x + c.w, m.y + m.h / 2); ctx.lineTo(m.x + m.w - m.cell, m.y + m.h / 2);
  ctx.stroke();
  ctx.setLineDash([]);
  // The path: one small stone in front of each stall space.
  for (const p of L.paths) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, 4, 0, Math.PI * 2);
    ctx.fillStyle = "#b59e78";
    ctx.fill();
  }
  const stalls = new Map((board.stalls || []).map((s) => [s.space, s]));
  for (let s = 0; s < SPACES; s++) {
    const box = L.spaces[s];
    const stall = stalls.get(s);
    if (stall && !ui.glides.has(box.id)) stallTile(ctx, stall.owner, box, stall.goods);
    else if (!stall) text(ctx, s, box.x + box.w / 2, box.y + box.h / 2, { size: L.font, color: "rgba(60,45,30,0.55)" });
    emphasis(ctx, box, ui, 6);
  }
  // Where a figure may go, while it is pointed at.
  const pointed = [ui.hover, ui.focus].find((id) => id && id.startsWith("fig:") && ui.active.has(id));
  if (pointed && board.die_in_use) {
    const figure = pointed.slice(4);
    const from = board.figures[figure];
    const steps = board.die_in_use.value;
    for (const to of [(from + steps) % SPACES, (((from - steps) % SPACES) + SPACES) % SPACES]) {
      const p = L.paths[to];
      ctx.beginPath();
      ctx.arc(p.x, p.y, L.figureR * 1.2, 0, Math.PI * 2);
      ctx.strokeStyle = HILITE;
      ctx.lineWidth = 3;
      ctx.setLineDash([4, 3]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  for (const figure of FIGURES) {
    const box = L[figure];
    emphasis(ctx, box, ui, L.figureR + 3);
    if (!ui.glides.has(box.id)) figurePiece(ctx, figure, box.cx, box.cy, L.figureR);
  }
  drawCentre(ctx, L, view, ui);
}

// The middle of the market: the die in use, the dice just rolled, or what the action needs.
function drawCentre(ctx, L, view, ui) {
  const c = L.centre;
  const board = view.board;
  roundRect(ctx, c.x, c.y, c.w, c.h, 10);
  ctx.fillStyle = "rgba(248,240,223,0.92)";
  ctx.fill();
  const names = ui.names || [];
  const who = (seat) => playerName(names, seat);
  const use = board.die_in_use;
  const task = board.task;
  if (use) {
    text(ctx, say("die_use", { seat: who(board.to_move), use: say("use." + use.colour) }), c.x + c.w / 2, c.y + 16, { size: L.font, weight: "600", max: c.w - 10 });
    emphasis(ctx, L.use.die, ui, 12);
    die(ctx, L.use.die.x + L.use.die.w / 2, L.use.die.y + L.use.die.h / 2, 56, use.colour, use.dice.length > 1 || use.value > 6 ? use.value : use.value);
    for (const dir of ["up", "down"]) {
      const b = L.use[dir];
      if (!ui.active.has(b.id)) continue;
      emphasis(ctx, b, ui, 6);
      text(ctx, dir === "up" ? "▲ +1" : "▼ −1", b.x + b.w / 2, b.y + b.h / 2, { size: L.font, weight: "700" });
    }
    for (const colour of DICE) {
      const b = L.use[colour];
      if (!ui.active.has(b.id)) continue;
      roundRect(ctx, b.x + 3, b.y + 3, b.w - 6, b.h - 6, 5);
      ctx.fillStyle = DIE_FILL[colour];
      ctx.fill();
      emphasis(ctx, b, ui, 6);
      text(ctx, say("as_colour", { colour: colourName(colour) }), b.x + b.w / 2, b.y + b.h / 2, { size: L.font - 1, weight: "600", color: DIE_PIP[colour], max: b.w - 8 });
    }
    // Penalty stones being taken for this die, on the die.
    for (let i = 0; i < use.penalty_stones; i++) stone(ctx, L.use.die.x - 10 - (i % 5) * 14, L.use.die.y + 10 + Math.floor(i / 5) * 14, 6);
    const extras = [];
    if (use.dice.length > 1) extras.push(use.dice.join(" + "));
    if (use.gods.length) extras.push(say("played", { gods: use.gods.map(godName).join(", ") }));
    if (use.mercurius) extras.push(say("mercurius", { god: godName("mercurius"), change: use.mercurius }));
    if (use.penalty_stones) extras.push(say("penalty_stones", { count: use.penalty_stones }));
    extras.forEach((line, i) => text(ctx, line, c.x + c.w / 2, c.y + 166 + i * (L.font + 4), { size: L.font - 1, color: MUTED, max: c.w - 10 }));
    if (ui.active.has("use:die")) text(ctx, say("put_back"), c.x + c.w / 2, c.y + c.h - 12, { size: L.font - 1, color: MUTED, max: c.w - 10 });
    return;
  }
  if (board.stage === "keep" || Object.keys(board.rolled_dice || {}).length) {
    const seat = (view.status_seats || [])[0];
    text(ctx, seat !== undefined ? say("rolled_by", { seat: who(seat) }) : say("rolled"), c.x + c.w / 2, c.y + 16, { size: L.font, weight: "600" });
    for (const colour of DICE) for (const box of L.rolled[colour]) {
      emphasis(ctx, box, ui, 6);
      rolledDie(ctx, box, colour, ui);
    }
    text(ctx, say("keep_cost", { count: 2 }), c.x + c.w / 2, c.y + c.h - 12, { size: L.font - 1, color: MUTED });
    return;
  }
  const lines = [];
  if (task) {
    const seat = task.player >= 0 ? who(task.player) : "";
    if (task.goods_to_place) {
      const goods = Object.entries(task.goods_to_place).map(([g, n]) => say("goods", { count: n, good: goodName(g), colour: colourName(g) }));
      lines.push(say("places", { seat, goods: goods.join(", ") }));
    } else if (task.goods_to_offer) lines.push(say("offers_more", { seat, count: task.goods_to_offer }));
    else if (task.cards_to_take) lines.push(say("takes_cards", { seat, count: task.cards_to_take }));
    else if (task.kind === "build") lines.push(say("may_build", { seat }), say("build_cost", { count: 5 }));
    else if (task.kind === "shift") lines.push(say("may_shift", { seat }), say("to_new_stall"));
    else if (task.kind === "tax") lines.push(say("pays_tax", { seat }), say("tax_rate", { count: 1 }));
    else if (task.kind === "close") lines.push(say("consul_closes"), say("empty_stall_of", { seat }));
  } else {
    // "Round 1 of 7 · Actions · Livia to move": the round, then the rest.
    const parts = statusText(view, ui).split(" · ");
    lines.push(parts[0], parts.slice(1).join(" · "));
  }
  lines.forEach((line, i) => text(ctx, line, c.x + c.w / 2, c.y + c.h / 2 - 10 + i * (L.font + 8), { size: L.font + 1, weight: i ? "normal" : "600", max: c.w - 12 }));
}

function rolledDie(ctx, box, colour, ui) {
  const rolling = ui.rolling !== null && ui.rolling !== undefined;
  ctx.save();
  ctx.translate(box.x + box.w / 2, box.y + box.h / 2);
  if (rolling) ctx.rotate((1 - ui.rolling) * 5);
  die(ctx, 0, 0, box.w - 6, colour, rolling ? 1 + Math.floor(ui.rolling * 30) % 6 : box.face);
  ctx.restore();
}

function drawTemple(ctx, L, view, ui) {
  const t = L.temple;
  const board = view.board;
  emphasis(ctx, { ...t, id: "temple" }, ui, 10);
  panel(ctx, t, say("temple"), L, ui.active.has("temple") ? say("temple_click") : "");
  // The temple's price tile: the price of reputation and what a customer pays per good.
  priceTile(ctx, t.x + 38, t.y + 70, board.prices.temple, L);
  text(ctx, say("price"), t.x + 38, t.y + 108, { size: L.font - 1, color: MUTED });
  const colW = (t.w - 90) / 4;
  DICE.forEach((colour, i) => {
    const x = t.x + 84 + i * colW;
    text(ctx, colourName(colour), x, t.y + 38, { size: L.font, align: "left", weight: "600" });
    for (const box of L.dice[colour]) {
      emphasis(ctx, box, ui, 6);
      rolledDie(ctx, box, colour, ui);
    }
    if (!L.dice[colour].length) text(ctx, "—", x + 10, t.y + 72, { size: L.font, color: MUTED });
  });
}

function priceTile(ctx, x, y, value, L) {
  roundRect(ctx, x - 18, y - 18, 36, 36, 6);
  ctx.fillStyle = "#c9a24a";
  ctx.fill();
  ctx.strokeStyle = "#6d4f17";
  ctx.lineWidth = 1.5;
  ctx.stroke();
  text(ctx, value ?? "?", x, y + 1, { size: 20, weight: "800", color: "#2b1d05" });
}

function drawPort(ctx, L, view, ui) {
  const p = L.port;
  const board = view.board;
  panel(ctx, p, say("port"), L, say("port_note"));
  for (const good of GOODS) {
    const box = L.port[good];
    emphasis(ctx, box, ui, 8);
    const x = box.x + box.w / 2;
    cube(ctx, x - 14, box.y + 22, 18, good);
    text(ctx, board.port[good], x + 12, box.y + 22, { size: L.font + 3, weight: "700", align: "left" });
    text(ctx, colourName(good), x, box.y + 46, { size: L.font, max: box.w - 4 });
    if (good === "beige") {
      text(ctx, say("costs", { cost: 1 }), x, box.y + 72, { size: L.font - 1, color: MUTED });
      text(ctx, say("no_reputation"), x, box.y + 90, { size: L.font - 1, color: MUTED, max: box.w - 4 });
      continue;
    }
    priceTile(ctx, x - 22, box.y + 80, board.prices[good], L);
    // The score marker: reputation per good sold, 1 to 3.
    const marker = board.score_markers[good];
    for (let v = 1; v <= 3; v++) {
      const yy = box.y + 104 - (v - 1) * 20;
      ctx.beginPath();
      ctx.arc(x + 24, yy, 8, 0, Math.PI * 2);
      ctx.fillStyle = v === marker ? GOOD_FILL[good] : "#efe6d2";
      ctx.fill();
      ctx.strokeStyle = "#7a6a50";
      ctx.lineWidth = 1;
      ctx.stroke();
      text(ctx, v, x + 24, yy + 1, { size: L.font - 1, weight: v === marker ? "800" : "normal" });
    }
  }
}

function godCard(ctx, box, name, { faceDown = false, count = null } = {}, L) {
  roundRect(ctx, box.x, box.y, box.w, box.h, 6);
  ctx.fillStyle = faceDown ? "#5d6f8f" : name ? "#fffdf7" : "#e8dcc3";
  ctx.fill();
  ctx.strokeStyle = "#6a5a44";
  ctx.lineWidth = 1.2;
  ctx.stroke();
  const cx = box.x + box.w / 2;
  if (faceDown) {
    text(ctx, say("deck"), cx, box.y + box.h / 2 - 10, { size: L.font, color: "#fff", weight: "600" });
    text(ctx, count ?? 0, cx, box.y + box.h / 2 + 12, { size: L.font + 4, color: "#fff", weight: "800" });
    return;
  }
  if (!name) { text(ctx, say("empty"), cx, box.y + box.h / 2, { size: L.font - 1, color: MUTED }); return; }
  ctx.beginPath();
  ctx.arc(cx, box.y + box.h * 0.36, Math.min(18, box.w * 0.22), 0, Math.PI * 2);
  ctx.fillStyle = "#f0d68a";
  ctx.fill();
  const shown = godName(name);
  text(ctx, shown[0], cx, box.y + box.h * 0.36 + 1, { size: 18, weight: "800", color: "#5a3d05" });
  text(ctx, shown, cx, box.y + box.h - 16, { size: L.font, weight: "600", max: box.w - 6 });
}

function drawGods(ctx, L, view, ui) {
  const g = L.gods;
  const board = view.board;
  emphasis(ctx, L.offer, ui, 10);
  panel(ctx, g, say("god_cards_title"), L, ui.active.has("gods:offer") ? say("offer_click") : "");
  godCard(ctx, L.cards.left, board.face_up_gods[0], {}, L);
  godCard(ctx, L.cards.right, board.face_up_gods[1], {}, L);
  godCard(ctx, L.cards.deck, null, { faceDown: true, count: board.god_deck }, L);
  for (const slot of ["left", "right", "deck"]) emphasis(ctx, L.cards[slot], ui, 6);
  const d = L.discard;
  text(ctx, say("discard_pile"), d.x, d.y + 8, { size: L.font, align: "left", weight: "600", max: d.w });
  const discarded = Object.entries(board.discarded_gods || {});
  if (!discarded.length) text(ctx, say("empty"), d.x, d.y + 30, { size: L.font - 1, align: "left", color: MUTED });
  discarded.forEach(([name, n], i) => {
    const col = Math.floor(i / 5);
    text(ctx, say("discarded", { god: godName(name), count: n }), d.x + col * (d.w / 2), d.y + 30 + (i % 5) * (L.font + 4), { size: L.font - 1, align: "left", max: d.w / 2 - 4 });
  });
}

function drawOrder(ctx, L, view, ui) {
  const o = L.order;
  const board = view.board;
  panel(ctx, o, say("round", { round: board.round, rounds: board.rounds }), L);
  // The round counter.
  for (let r = 1; r <= board.rounds; r++) {
    ctx.beginPath();
    ctx.arc(o.x + 150 + r * 20, o.y + 15, 7, 0, Math.PI * 2);
    ctx.fillStyle = r < board.round ? "#b79f78" : r === board.round ? HILITE : "#efe6d2";
    ctx.fill();
    ctx.strokeStyle = "#7a6a50";
    ctx.stroke();
  }
  // The general supply of penalty stones, open beside the board.
  const supply = board.penalty_stone_supply;
  if (supply !== undefined) {
    stone(ctx, o.x + 312, o.y + 15, 5);
    text(ctx, say("stones_left", { count: supply }), o.x + 322, o.y + 15,
         { size: L.font - 1, align: "left", color: MUTED, max: o.w - 330 });
  }
  // Turn order: who moves when, who passed and with which round tile.
  text(ctx, say("turn_order"), o.x + 10, o.y + 38, { size: L.font, align: "left", color: MUTED });
  const taken = (seat) => ((view.players[seat] || {}).counts || {}).round_tile;
  board.turn_order.forEach((seat, i) => {
    const x = o.x + 18 + i * 50;
    const y = o.y + 62;
    disc(ctx, seat, x, y, 12);
    if (seat === board.to_move && board.stage === "act") {
      ctx.beginPath(); ctx.arc(x, y, 16, 0, Math.PI * 2); ctx.strokeStyle = HILITE; ctx.lineWidth = 2.5; ctx.stroke();
    }
    if (board.passed.includes(seat)) text(ctx, taken(seat) ? say("tile", { value: taken(seat) }) : say("passed"), x, y + 22, { size: L.font - 1, color: MUTED });
  });
  // The round tiles still to take: passing takes the top one.
  const t = L.tiles;
  emphasis(ctx, t, ui, 8);
  const passing = ui.active.has("tiles");
  text(ctx, passing ? say("pass_tile") : say("round_tiles"), t.x + t.w / 2, t.y + 8,
       { size: L.font - 1, color: passing ? HILITE : MUTED, weight: passing ? "600" : "normal", max: t.w - 6 });
  const tiles = board.round_tiles || [];
  if (!tiles.length) text(ctx, say("none_left"), t.x + t.w / 2, t.y + 38, { size: L.font - 1, color: MUTED });
  tiles.forEach((v, i) => {
    const x = t.x + 12 + i * 42;
    roundRect(ctx, x, t.y + 20, 36, 36, 6);
    ctx.fillStyle = i === tiles.length - 1 ? "#e9c46a" : "#f1e3bd";
    ctx.fill();
    ctx.strokeStyle = "#6d4f17";
    ctx.lineWidth = 1;
    ctx.stroke();
    text(ctx, v, x + 18, t.y + 39, { size: 17, weight: "800" });
  });
}

function drawTrack(ctx, L, view, ui) {
  const k = L.track;
  emphasis(ctx, L.reputation, ui, 10);
  panel(ctx, k, "", L);
  text(ctx, say("reputation"), k.x + 10, k.y + 12, { size: L.font, align: "left", weight: "700" });
  const cellW = (k.w - 20) / k.perRow;
  const rowH = (k.h - 22) / k.rows;
  for (let row = 0; row < k.rows; row++) {
    for (let c = 0; c < k.perRow; c++) {
      const n = row * k.perRow + c;
      if (n > 50) break;
      const x = k.x + 10 + c * cellW;
      const y = k.y + 24 + row * rowH;
      trackSquare(ctx, n, x, y, cellW - 1, rowH - 14);
      if (n % 10 === 0) text(ctx, n, x + cellW / 2, y + rowH - 6, { size: L.font - 1, color: MUTED });
    }
  }
  const players = view.players.length;
  view.players.forEach((p, seat) => {
    const points = (p.counts || {}).reputation || 0;
    const spot = trackSpot(L, points, seat, players);
    disc(ctx, seat, spot.x, spot.y, spot.r);
    if (points >= 50) text(ctx, `+${Math.floor(points / 50) * 50}`, spot.x, spot.y - spot.r - 6, { size: L.font - 1, weight: "700" });
  });
}

// A seat's place at the table: what everyone sees of it, and its own secrets only for itself.
function drawSeat(ctx, L, view, ui, seat) {
  const box = L.seatBoxes[seat];
  const p = view.players[seat];
  const count = (name) => (p.counts || {})[name] ?? null;
  const mine = seat === ui.seat && Boolean(view.you);
  roundRect(ctx, box.x, box.y, box.w, box.h, 10);
  ctx.fillStyle = mine ? "#fbf3e2" : AREA;
  ctx.fill();
  ctx.strokeStyle = seatColour(seat);
  ctx.lineWidth = mine ? 3 : 1.5;
  ctx.stroke();
  disc(ctx, seat, box.x + 18, box.y + 18, 11);
  const name = playerName(ui.names || [], seat);
  text(ctx, mine ? say("you", { name }) : name, box.x + 36, box.y + 18, { size: L.font + 1, align: "left", weight: "700", max: box.w - 130 });
  const passed = p.passed ? (count("round_tile") ? say("passed_tile", { value: count("round_tile") }) : say("passed")) : "";
  if (passed) text(ctx, passed, box.x + box.w - 10, box.y + 18, { size: L.font - 1, align: "right", color: MUTED });
  const you = mine ? view.you : null;
  const money = you ? you.sesterces : count("sesterces");
  const cards = count("god_cards") ?? 0;
  // Sesterces and penalty stones lie behind the screen: the view has them for their owner only
  // (and for everybody at the final scoring).
  const taken = count("stones");
  const known = Array.isArray(p.god_cards) ? p.god_cards.filter(Boolean) : [];
  const screen = [say("behind_screen", { count: count("dice_behind_screen") })];
  if (money !== null && money !== undefined) screen.push(say("sesterces", { count: money }));
  if (taken !== null && taken !== undefined) screen.push(say("stones", { count: taken }));
  const facts = [
    say("stalls", { stalls: count("stalls"), tiles: count("stall_tiles_left") }),
    screen.join(" · "),
    say("god_cards", { count: cards }) + (!mine && known.length ? ` (${known.map(godName).join(", ")})` : ""),
  ];
  facts.forEach((line, i) => text(ctx, line, box.x + 12, box.y + 42 + i * (L.font + 5), { size: L.font - 0.5, align: "left", max: box.w - 24 }));
  // Penalty stones taken, as stones.
  const stones = taken || 0;
  for (let i = 0; i < Math.min(stones, 10); i++) stone(ctx, box.x + box.w - 14 - (i % 5) * 12, box.y + box.h - 30 + Math.floor(i / 5) * 12, 4.5);
  // The personal supply in front of the screen: dice everyone sees.
  const own = L.own[seat] || [];
  if (!own.length) text(ctx, say("no_supply_dice"), box.x + 12, box.y + box.h - 24, { size: L.font - 1, align: "left", color: MUTED, max: box.w - 90 });
  for (const d of own) {
    emphasis(ctx, d, ui, 6);
    die(ctx, d.x + d.w / 2, d.y + d.h / 2, d.w - 4, d.colour, d.face);
  }
}

export function draw(ctx, L, view, ui) {
  ctx.fillStyle = "#e7d6b4";
  ctx.fillRect(0, 0, L.width, L.height);
  if (!view.board) return;
  drawMarket(ctx, L, view, ui);
  drawTemple(ctx, L, view, ui);
  drawPort(ctx, L, view, ui);
  drawGods(ctx, L, view, ui);
  drawOrder(ctx, L, view, ui);
  drawTrack(ctx, L, view, ui);
  view.players.forEach((_, seat) => drawSeat(ctx, L, view, ui, seat));
  for (const glide of ui.glides.values()) {
    if (glide.piece === "figure") figurePiece(ctx, glide.figure, glide.x, glide.y, L.figureR);
    else if (glide.piece === "stall") disc(ctx, glide.seat, glide.x, glide.y, 14);
  }
  L.description = say("description", { status: view.status || "" });
}
