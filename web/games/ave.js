// AVE's board on a canvas: the city of Rome (8 x 12 squares in four quarters), the empire (Rome
// and twenty provinces), the senate, the bags and every seat's public belongings. One layout is
// used by drawing and by hit-testing alike. It knows no rules: it shows the engine's view and
// names the target of each legal action; the engine decides what is legal.

import { t } from "../i18n.js";
import { seatColour } from "../board/palette.js";
import { AREA, EDGE, HILITE, INK, text as drawText, roundRect, panel as drawPanel, disc, emphasis as drawEmphasis,
         die as drawDie } from "../board/draw.js";

const MUTED = "#5f5244";
const MIN_CSS_FONT = 11.5;  // no canvas text is smaller than this many CSS pixels

// The senate's colours, as the stones and the buildings show them.
const COLOURS = { blue: "#3f7fcf", red: "#c4412f", green: "#3e9a4a", yellow: "#e8c53a",
                  white: "#f6f3ea", brown: "#8a5a35", orange: "#e98a2a", grey: "#8c8f94" };
const SENATE = ["blue", "red", "green", "yellow", "white", "brown", "orange", "grey"];
const PIECE_FILL = { road: "#c9c1b2", plaza: "#e4dccb", park: "#9ccf8a", mine: "#5b5048" };
const TWO_FAME = new Set(["aqueduct", "circus", "monument"]);

// Where each province lies on the empire's map, in hundredths of the map's width and height.
const PLACES = {
  0: [48, 64], 1: [42, 43], 2: [56, 84], 3: [28, 66], 4: [62, 44], 5: [24, 46], 6: [36, 92],
  7: [37, 24], 8: [14, 26], 9: [56, 20], 10: [78, 54], 11: [5, 66], 12: [5, 44], 13: [75, 28],
  14: [76, 76], 15: [44, 4], 16: [25, 6], 17: [14, 90], 18: [95, 38], 19: [5, 6], 20: [92, 92],
};

// --- where things are -------------------------------------------------------------------------

const FRAMES = {
  wide: { width: 1200, areas: { city: [10, 10, 600, 440], empire: [620, 10, 570, 440],
                                 senate: [10, 460, 600, 300], supply: [620, 460, 570, 300] },
          seatsY: 770, seatH: 92 },
  tall: { width: 480, areas: { city: [10, 10, 460, 380], empire: [10, 400, 460, 560],
                                senate: [10, 970, 460, 350], supply: [10, 1330, 460, 330] },
          seatsY: 1670, seatH: 150 },
};

export function layout(view, cssWidth) {
  const frame = cssWidth < 700 ? FRAMES.tall : FRAMES.wide;
  const players = (view.players || []).length || 2;
  const height = frame.seatsY + players * (frame.seatH + 8) + 4;
  const k = cssWidth / frame.width;  // CSS pixels per board unit
  const L = { width: frame.width, height, tall: frame === FRAMES.tall, areas: {}, cells: {},
              provinces: {}, senate: {}, bags: {}, seats: [], targets: [], minFont: MIN_CSS_FONT / k,
              description: "" };
  for (const [name, [x, y, w, h]] of Object.entries(frame.areas)) L.areas[name] = { x, y, w, h };
  const add = (box) => { L.targets.push(box); return box; };

  // The city: 12 columns by 8 rows with the die numbers along the top and left edges.
  const c = L.areas.city;
  const board = view.board || {};
  const rows = board.rows || 8;
  const cols = board.cols || 12;
  const size = Math.floor(Math.min((c.w - 44) / cols, (c.h - 70) / rows));
  L.grid = { x: c.x + 34, y: c.y + 60, size, rows, cols };
  for (let cell = 0; cell < rows * cols; cell++) {
    const row = Math.floor(cell / cols);
    const col = cell % cols;
    // a gap between the quarters, as on the four quarters of the map
    const x = L.grid.x + col * size + (col >= cols / 2 ? 6 : 0);
    const y = L.grid.y + row * size + (row >= rows / 2 ? 6 : 0);
    L.cells[cell] = add({ id: "cell:" + cell, x, y, w: size, h: size });
  }

  // The empire: one disc per province on a map of the Mediterranean.
  const e = L.areas.empire;
  const r = L.tall ? 24 : 23;
  const mapBox = { x: e.x + r + 8, y: e.y + 40 + r, w: e.w - 2 * r - 16, h: e.h - 2 * r - 56 };
  for (let p = 0; p <= 20; p++) {
    const [px, py] = PLACES[p];
    const cx = mapBox.x + (mapBox.w * px) / 100;
    const cy = mapBox.y + (mapBox.h * py) / 100;
    L.provinces[p] = add({ id: "province:" + p, x: cx - r, y: cy - r, w: 2 * r, h: 2 * r, cx, cy, r });
  }

  // The senate: a column per colour, 0 at the bottom and 6 at the top, arrows above and below.
  const s = L.areas.senate;
  const colW = (s.w - 24) / 9;
  const step = L.tall ? 26 : 24;
  const top = s.y + 64;
  L.track = { top, step, colW };
  SENATE.forEach((colour, i) => {
    const x = s.x + 12 + i * colW;
    const up = add({ id: `senate:${colour}:up`, x: x + 4, y: top - 30, w: colW - 8, h: 26 });
    const down = add({ id: `senate:${colour}:down`, x: x + 4, y: top + 7 * step + 4, w: colW - 8, h: 26 });
    L.senate[colour] = { id: "senate:" + colour, x, y: top, w: colW, h: 7 * step, up, down };
  });
  L.caesarColumn = { x: s.x + 12 + 8 * colW, y: top - step, w: colW, h: 8 * step };

  // The supply: the two bags (targets of the starting draw), the discards, the dice.
  const u = L.areas.supply;
  L.bags.black = add({ id: "bag:black", x: u.x + 14, y: u.y + 34, w: 96, h: 84 });
  L.bags.white = add({ id: "bag:white", x: u.x + 124, y: u.y + 34, w: 96, h: 84 });
  L.discards = { x: u.x + 236, y: u.y + 34, w: u.w - 248 };
  L.dice = { x: u.x + 14, y: u.y + (L.tall ? 184 : 170), w: u.w - 28 };

  // A row per seat.
  for (let seat = 0; seat < players; seat++) {
    L.seats.push({ x: 10, y: frame.seatsY + seat * (frame.seatH + 8), w: frame.width - 20, h: frame.seatH });
  }
  return L;
}

// --- which action belongs to which target -----------------------------------------------------

// A building tile picked in the hand strip (own.picked, kept by the board instance): its places
// light up on the city. It belongs to one view only, so a new view (a move made) forgets it.
export const ownState = () => ({ picked: null });

export function select(id, entries, own) {
  if (!id.startsWith("hand:") || !entries.length || !entries.every((e) => e.action[0] === "build")) return false;
  own.picked = { piece: id.slice(5), view: null };
  return true;
}

export function targetOf(action, view, own) {
  const [verb, first, second] = action;
  const picked = own && own.picked;
  if (verb === "build") {
    if (picked && picked.piece === first && (picked.view === null || picked.view === view)) {
      picked.view = view;
      return "cell:" + second;
    }
    return "hand:" + first;
  }
  if (verb === "settle" || verb === "recruit") return "hand:person";
  if (verb === "discard") return "hand:" + first;
  if (verb === "attack" || verb === "reinforce" || verb === "limes") return "province:" + first;
  if (verb === "up" || verb === "down") return `senate:${first}:${verb}`;
  if (verb === "senator") return `senate:${first}:${second}`;
  if (verb === "start" && first !== "none") return "bag:" + first;
  return null;
}

export const handTargetOf = (card) => "hand:" + card.kind;

// The phases that ask a question of their own; any other asks "Your choice".
const PROMPTS = new Set(["first", "setup", "buy", "keep", "influence", "senators", "gift", "actions",
                         "battle_choice", "station", "discard"]);

export function promptTitle(view) {
  const phase = (view.board || {}).phase;
  return t(PROMPTS.has(phase) ? "ave.board.prompt." + phase : "ave.board.prompt.default");
}

export function promptAnchor(view, L) {
  const board = view.board || {};
  if (board.phase === "battle_choice" || board.phase === "station") return { ...L.dice, h: 110 };
  // Drawing or buying tiles is about the bags: the question floats beside them, so a wide
  // screen opens on the whole board with the question in view.
  if (board.phase === "setup" || board.phase === "buy") {
    const { black, white } = L.bags;
    return { x: black.x, y: black.y, w: white.x + white.w - black.x, h: black.h };
  }
  if (board.phase === "influence" || board.phase === "senators") {
    const s = L.areas.senate;
    return { x: s.x, y: s.y + s.h - 20, w: s.w, h: 20 };
  }
  return null;
}

// --- what changed since the last view ---------------------------------------------------------

export function changes(before, after, L) {
  const marks = [];
  const glides = [];
  const a = before.board || {};
  const b = after.board || {};
  const old = new Map((a.city || []).map((c) => [c.cell, c]));
  for (const cell of b.city || []) {
    const was = old.get(cell.cell);
    if (was && was.piece === cell.piece && was.owner === cell.owner) continue;
    marks.push("cell:" + cell.cell);
    const to = L.cells[cell.cell];
    const from = cell.owner === null || cell.owner === undefined ? null : L.seats[cell.owner];
    if (to && from) glides.push({ key: "cell:" + cell.cell, piece: cell.piece, colour: cell.colour, seat: cell.owner,
                                  from: { x: from.x + 40, y: from.y + from.h / 2 },
                                  to: { x: to.x + to.w / 2, y: to.y + to.h / 2 } });
  }
  const now = new Set((b.city || []).map((c) => c.cell));
  for (const cell of a.city || []) if (cell.piece && !now.has(cell.cell)) marks.push("cell:" + cell.cell);  // burnt
  // where a fire struck: the quarter that was burning, the d4 row and the d6 column
  const dice = after.dice || [];
  const quarter = ((a.progress || {}).fires_to_come || [])[0];
  if (quarter && dice.length === 2 && dice[0].color === "orange" && JSON.stringify(before.dice || []) !== JSON.stringify(dice)) {
    const cols = b.cols || 12;
    const row = (quarter > 2 ? 4 : 0) + dice[0].face - 1;
    const col = (quarter % 2 ? 0 : 6) + dice[1].face - 1;
    marks.push("cell:" + (row * cols + col));
  }
  const provinces = new Map((a.provinces || []).map((p) => [p.number, p]));
  for (const p of b.provinces || []) {
    const was = provinces.get(p.number);
    if (was && (was.owner !== p.owner || was.legions !== p.legions || was.limes !== p.limes
                || was.barbarians !== p.barbarians)) marks.push("province:" + p.number);
  }
  for (const colour of SENATE) {
    if ((a.senate || {})[colour] !== (b.senate || {})[colour]) marks.push("senate:" + colour);
  }
  const rolled = JSON.stringify(before.dice || []) !== JSON.stringify(after.dice || []) && (after.dice || []).length > 0;
  return { marks, glides, rolled };
}

// --- drawing helpers --------------------------------------------------------------------------

const text = (ctx, L, words, x, y, style) => drawText(ctx, words, x, y, { min: L.minFont, ...style });

const panel = (ctx, L, box, title, note) =>
  drawPanel(ctx, box, title, { note, noteColour: MUTED, noteMax: box.w / 2, min: L.minFont });

// Hover, keyboard focus, legal choice and last move, drawn around a box.
const emphasis = (ctx, box, ui, round = 6) => drawEmphasis(ctx, box, ui, round, {
  choice: { strongFill: "rgba(122,46,28,0.25)", fill: "rgba(122,46,28,0.08)" } });

const die = (ctx, L, x, y, size, colour, face) => drawDie(ctx, x, y, size, face, { fill: colour, lift: 1, min: L.minFont });

// --- the city ---------------------------------------------------------------------------------

function drawPiece(ctx, L, box, piece, colour, owner) {
  const { x, y, w, h } = box;
  if (piece === "road") {
    ctx.fillStyle = PIECE_FILL.road;
    ctx.fillRect(x + 1, y + 1, w - 2, h - 2);
    ctx.strokeStyle = "#fff";
    ctx.setLineDash([4, 4]);
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x + 4, y + h / 2); ctx.lineTo(x + w - 4, y + h / 2);
    ctx.stroke();
    ctx.setLineDash([]);
  } else if (piece === "plaza") {
    ctx.fillStyle = PIECE_FILL.plaza;
    ctx.fillRect(x + 1, y + 1, w - 2, h - 2);
    ctx.strokeStyle = "#a99e88";
    ctx.lineWidth = 1;
    for (let i = 1; i < 3; i++) {
      ctx.beginPath(); ctx.moveTo(x + (w * i) / 3, y + 2); ctx.lineTo(x + (w * i) / 3, y + h - 2); ctx.stroke();
      ctx.beginPath(); ctx.moveTo(x + 2, y + (h * i) / 3); ctx.lineTo(x + w - 2, y + (h * i) / 3); ctx.stroke();
    }
  } else if (piece === "park") {
    ctx.fillStyle = PIECE_FILL.park;
    ctx.fillRect(x + 1, y + 1, w - 2, h - 2);
    ctx.fillStyle = "#3d7a34";
    for (const [dx, dy] of [[0.3, 0.35], [0.68, 0.4], [0.45, 0.7]]) {
      ctx.beginPath(); ctx.arc(x + w * dx, y + h * dy, w * 0.13, 0, Math.PI * 2); ctx.fill();
    }
  } else if (piece === "mine") {
    ctx.fillStyle = PIECE_FILL.mine;
    ctx.beginPath(); ctx.arc(x + w / 2, y + h / 2, w * 0.34, 0, Math.PI * 2); ctx.fill();
    ctx.strokeStyle = "#e0d2b0";
    ctx.lineWidth = 2.5;
    ctx.beginPath(); ctx.moveTo(x + w * 0.36, y + h * 0.64); ctx.lineTo(x + w * 0.64, y + h * 0.36); ctx.stroke();
    ctx.beginPath(); ctx.arc(x + w * 0.6, y + h * 0.4, w * 0.12, Math.PI * 0.75, Math.PI * 1.75); ctx.stroke();
  } else if (piece) {
    roundRect(ctx, x + 3, y + 3, w - 6, h - 6, 4);
    ctx.fillStyle = COLOURS[colour] || "#ddd";
    ctx.fill();
    ctx.strokeStyle = TWO_FAME.has(piece) ? INK : "rgba(0,0,0,0.45)";
    ctx.lineWidth = TWO_FAME.has(piece) ? 2.5 : 1;
    ctx.stroke();
    const dark = colour === "white" || colour === "yellow";
    text(ctx, L, t("ave.board.short." + piece), x + w / 2, y + h * 0.34, { size: w * 0.3, weight: "700",
         color: dark ? INK : "#fff", max: w - 6 });
  }
  if (owner !== null && owner !== undefined) disc(ctx, owner, x + w * 0.5, y + h * 0.72, Math.max(6, w * 0.17));
}

function drawCity(ctx, L, view, ui) {
  const c = L.areas.city;
  const board = view.board;
  panel(ctx, L, c, t("ave.board.city"), t("ave.board.city_note"));
  const g = L.grid;
  const byCell = new Map((board.city || []).map((x) => [x.cell, x]));
  // Die numbers along the edges of each quarter, and the quarter numbers.
  for (let col = 0; col < g.cols; col++) {
    const box = L.cells[col];
    text(ctx, L, String((col % 6) + 1), box.x + box.w / 2, g.y - 12, { size: 13, color: MUTED, weight: "600" });
  }
  for (let row = 0; row < g.rows; row++) {
    const box = L.cells[row * g.cols];
    text(ctx, L, String((row % 4) + 1), g.x - 14, box.y + box.h / 2, { size: 13, color: MUTED, weight: "600" });
  }
  for (let cell = 0; cell < g.rows * g.cols; cell++) {
    const box = L.cells[cell];
    const here = byCell.get(cell);
    ctx.fillStyle = here && here.hill ? "#cdb48a" : "#f3e8cf";
    ctx.fillRect(box.x, box.y, box.w, box.h);
    ctx.strokeStyle = "#d8c7a4";
    ctx.lineWidth = 1;
    ctx.strokeRect(box.x + 0.5, box.y + 0.5, box.w - 1, box.h - 1);
    if (here && here.hill) {
      ctx.fillStyle = "#b39466";
      ctx.beginPath();
      ctx.moveTo(box.x + 3, box.y + box.h - 4);
      ctx.quadraticCurveTo(box.x + box.w / 2, box.y + 2, box.x + box.w - 3, box.y + box.h - 4);
      ctx.fill();
      if (!here.piece) text(ctx, L, t("term.ave.hill." + here.hill).slice(0, 3), box.x + box.w / 2, box.y + box.h * 0.7, { size: 12, color: INK, max: box.w - 2 });
    }
    if (here && here.piece && !ui.glides.has(box.id)) drawPiece(ctx, L, box, here.piece, here.colour, here.owner);
  }
  // The quarter's number, faint in its middle (the fire dice name a quarter first).
  for (let q = 0; q < 4; q++) {
    const first = L.cells[(q >= 2 ? 4 : 0) * g.cols + (q % 2 ? 6 : 0)];
    text(ctx, L, String(q + 1), first.x + g.size * 3, first.y + g.size * 2, { size: g.size * 2.2, weight: "700",
         color: "rgba(122,46,28,0.13)" });
  }
  for (let cell = 0; cell < g.rows * g.cols; cell++) emphasis(ctx, L.cells[cell], ui, 3);
  // The fire dice: which square of which quarter the fire struck.
  const burning = board.progress && board.progress.fires_to_come && board.progress.fires_to_come.length;
  if (board.phase === "fire" || burning) {
    text(ctx, L, t("ave.board.fire", { tile: board.progress.resolving || "" }), c.x + c.w - 12, c.y + c.h - 12,
         { align: "right", size: 14, weight: "700", color: "#b8322a" });
  }
}

// --- the empire -------------------------------------------------------------------------------

function drawEmpire(ctx, L, view, ui) {
  const e = L.areas.empire;
  const board = view.board;
  panel(ctx, L, e, t("ave.board.empire"), t("ave.board.empire_note"));
  // the sea behind everything
  roundRect(ctx, e.x + 6, e.y + 30, e.w - 12, e.h - 36, 10);
  ctx.fillStyle = "#d7e6ef";
  ctx.fill();
  const provinces = board.provinces || [];
  // Borders over land and arrows over the sea, each drawn once.
  for (const p of provinces) {
    const a = L.provinces[p.number];
    for (const q of p.links) {
      if (q < p.number) continue;
      const b = L.provinces[q];
      const sea = p.sea.includes(q) || (provinces[q] && provinces[q].sea.includes(p.number));
      ctx.strokeStyle = sea ? "#3b6f95" : "#8d7a5a";
      ctx.lineWidth = sea ? 2 : 3;
      ctx.setLineDash(sea ? [6, 5] : []);
      ctx.beginPath(); ctx.moveTo(a.cx, a.cy); ctx.lineTo(b.cx, b.cy); ctx.stroke();
      ctx.setLineDash([]);
      if (sea) {  // an arrow head in the middle of the crossing
        const mx = (a.cx + b.cx) / 2;
        const my = (a.cy + b.cy) / 2;
        const angle = Math.atan2(b.cy - a.cy, b.cx - a.cx);
        ctx.fillStyle = "#3b6f95";
        ctx.beginPath();
        ctx.moveTo(mx + 7 * Math.cos(angle), my + 7 * Math.sin(angle));
        ctx.lineTo(mx + 7 * Math.cos(angle + 2.5), my + 7 * Math.sin(angle + 2.5));
        ctx.lineTo(mx + 7 * Math.cos(angle - 2.5), my + 7 * Math.sin(angle - 2.5));
        ctx.fill();
      }
    }
  }
  const attackable = new Set(board.attackable || []);
  const battle = board.battle;
  for (const p of provinces) {
    const box = L.provinces[p.number];
    const { cx, cy, r } = box;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = p.number === 0 ? "#e9c46a" : p.owner !== null ? "#f6ecd4" : attackable.has(p.number) ? "#e4d3b0" : "#d9ccb4";
    ctx.fill();
    ctx.strokeStyle = p.limes ? "#7a2e1c" : p.owner !== null ? seatColour(p.owner) : "#8d7a5a";
    ctx.lineWidth = p.limes ? 5 : p.owner !== null ? 3.5 : 1.5;
    ctx.stroke();
    if (p.limes) {  // the limes: a wall across the top of the province
      ctx.fillStyle = "#7a2e1c";
      for (let i = -2; i <= 2; i++) ctx.fillRect(cx + i * 7 - 2.5, cy - r - 7, 5, 6);
    }
    emphasis(ctx, { id: box.id, x: box.x - 2, y: box.y - 2, w: box.w + 4, h: box.h + 4 }, ui, r + 2);
    const name = p.short;
    text(ctx, L, name, cx, cy + r + 8, { size: 12, weight: "600", color: INK, max: 3 * r });
    if (p.number === 0) { text(ctx, L, "SPQR", cx, cy, { size: 12, weight: "700" }); continue; }
    text(ctx, L, String(p.number), cx, cy - r * 0.45, { size: 12, color: MUTED, weight: "700" });
    if (p.owner !== null) {
      disc(ctx, p.owner, cx - r * 0.35, cy + r * 0.2, r * 0.32);
      text(ctx, L, `${p.legions}`, cx + r * 0.42, cy + r * 0.2, { size: 14, weight: "700" });
    } else {
      // barbarian armies: grey stones with their number
      ctx.fillStyle = "#6b6e73";
      ctx.beginPath(); ctx.arc(cx - r * 0.3, cy + r * 0.22, r * 0.28, 0, Math.PI * 2); ctx.fill();
      // the number a word's space from the stone's sign
      text(ctx, L, `${p.barbarians}`, cx + r * 0.42, cy + r * 0.22, { size: 14, weight: "700", color: "#3d3f43" });
      text(ctx, L, "⚔", cx - r * 0.3, cy + r * 0.24, { size: 12, color: "#fff" });
    }
    if (battle && battle.province === p.number) {
      ctx.strokeStyle = "#b8322a";
      ctx.lineWidth = 3;
      ctx.setLineDash([3, 3]);
      ctx.beginPath(); ctx.arc(cx, cy, r + 6, 0, Math.PI * 2); ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  text(ctx, L, t("ave.board.empire_key"), e.x + 12, e.y + e.h - 12,
       { align: "left", size: 12, color: MUTED, max: e.w - 24 });
}

// --- the senate -------------------------------------------------------------------------------

function arrow(ctx, L, box, up, ui) {
  emphasis(ctx, box, ui, 6);
  if (!ui.active.has(box.id)) return;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  ctx.fillStyle = HILITE;
  ctx.beginPath();
  ctx.moveTo(cx, cy + (up ? -8 : 8));
  ctx.lineTo(cx - 9, cy + (up ? 6 : -6));
  ctx.lineTo(cx + 9, cy + (up ? 6 : -6));
  ctx.fill();
}

function drawSenate(ctx, L, view, ui) {
  const s = L.areas.senate;
  const board = view.board;
  const progress = board.progress || {};
  const points = board.phase === "influence"
    ? t(progress.free ? "ave.board.to_give.free" : progress.paid ? "ave.board.to_give.paid" : "ave.board.to_give.gold",
        { count: progress.points })
    : "";
  const evaluated = Object.values(board.permits || {}).some((n) => n);
  panel(ctx, L, s, t("ave.board.senate"), points || t(evaluated ? "ave.board.permits_note" : "ave.board.if_evaluated_note"));
  const track = L.track;
  for (let v = 0; v <= 6; v++) text(ctx, L, String(v), s.x + 6, track.top + (6 - v) * track.step + track.step / 2, { size: 12, color: MUTED, align: "left" });
  SENATE.forEach((colour) => {
    const col = L.senate[colour];
    emphasis(ctx, col, ui, 4);
    for (let v = 0; v <= 6; v++) {
      const y = track.top + (6 - v) * track.step;
      ctx.fillStyle = v === 0 ? "#e0d2b6" : "#f3e8cf";
      ctx.fillRect(col.x + 10, y + 1, col.w - 20, track.step - 2);
    }
    const value = (board.senate || {})[colour] || 0;
    const y = track.top + (6 - value) * track.step + track.step / 2;
    ctx.beginPath();
    ctx.arc(col.x + col.w / 2, y, Math.min(11, track.step / 2 - 1), 0, Math.PI * 2);
    ctx.fillStyle = COLOURS[colour];
    ctx.fill();
    ctx.strokeStyle = INK;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    arrow(ctx, L, col.up, true, ui);
    arrow(ctx, L, col.down, false, ui);
    // before the evaluation the costs the stones would give now, in brackets
    const granted = Object.values(board.permits || {}).some((n) => n);
    const cost = (granted ? board.permits : board.permits_if_evaluated_now || {})[colour];
    // on a phone the names take two staggered rows
    const below = col.down.y + col.down.h + 14 + (L.tall && SENATE.indexOf(colour) % 2 ? L.minFont + 2 : 0);
    text(ctx, L, t("term.ave.colour." + colour), col.x + col.w / 2, below, { size: 12, weight: "600", max: L.tall ? col.w * 1.8 : col.w - 2 });
    const shown = cost ? t("ave.board.cost", { cost }) : t("ave.board.closed");
    text(ctx, L, granted ? shown : `(${shown})`, col.x + col.w / 2, below + (L.tall ? 2 : 1) * (L.minFont + 3), { size: 12, color: cost ? INK : "#9b2d1f", max: col.w - 2 });
  });
  // Caesar's column: 0-7, above every senator at 7.
  const c = L.caesarColumn;
  for (let v = 0; v <= 7; v++) {
    const y = track.top + (6 - v) * track.step;
    ctx.fillStyle = v === 0 ? "#e3cf9a" : "#f1e2b8";
    ctx.fillRect(c.x + 10, y + 1, c.w - 20, track.step - 2);
  }
  const cv = board.caesar || 0;
  const cy = track.top + (6 - cv) * track.step + track.step / 2;
  ctx.beginPath();
  ctx.arc(c.x + c.w / 2, cy, Math.min(11, track.step / 2 - 1), 0, Math.PI * 2);
  ctx.fillStyle = "#7b2d8b";
  ctx.fill();
  text(ctx, L, t("ave.board.caesar_stone"), c.x + c.w / 2, cy + 1, { size: 12, weight: "700", color: "#fff" });
  const below = L.senate.grey.down.y + L.senate.grey.down.h + 14;
  text(ctx, L, t("ave.board.caesar_column"), c.x + c.w / 2, below, { size: 12, weight: "600", max: c.w });
}

// --- the supply: bags, discards, dice, the round ------------------------------------------------

function bag(ctx, L, box, name, count, ui) {
  emphasis(ctx, box, ui, 12);
  const bottom = box.y + box.h - 22;
  ctx.beginPath();
  ctx.moveTo(box.x + 24, box.y + 6);
  ctx.quadraticCurveTo(box.x + 8, bottom, box.x + box.w / 2, bottom);
  ctx.quadraticCurveTo(box.x + box.w - 8, bottom, box.x + box.w - 24, box.y + 6);
  ctx.closePath();
  ctx.fillStyle = name === "black" ? "#2f2a26" : "#f7f3ea";
  ctx.fill();
  ctx.strokeStyle = "#6b5a45";
  ctx.lineWidth = 1.5;
  ctx.stroke();
  text(ctx, L, String(count), box.x + box.w / 2, box.y + box.h / 2 - 8, { size: 20, weight: "700", color: name === "black" ? "#fff" : INK });
  text(ctx, L, t("term.ave.bag." + name), box.x + box.w / 2, box.y + box.h - 10, { size: 12, weight: "600", max: box.w - 6 });
}

function drawSupply(ctx, L, view, ui) {
  const u = L.areas.supply;
  const board = view.board;
  const last = board.round === board.last_round;
  const round = { round: board.round, last_round: board.last_round };
  panel(ctx, L, u, board.round ? t(last ? "ave.board.last_round" : "ave.board.round", round) : t("ave.board.setup"),
        t("ave.board.game_end", { last_round: board.last_round, count: 15 }));
  bag(ctx, L, L.bags.black, "black", (board.bags || {}).black || 0, ui);
  bag(ctx, L, L.bags.white, "white", (board.bags || {}).white || 0, ui);
  // Discards: counts per bag, the most common tiles named.
  const d = L.discards;
  let y = d.y + 6;
  for (const name of ["black", "white"]) {
    const pile = (board.discards || {})[name] || [];   // [tile's name, count]
    const total = pile.reduce((sum, [, n]) => sum + n, 0);
    text(ctx, L, t("ave.board.discard." + name, { count: total }), d.x, y, { align: "left", size: 13, weight: "700", max: d.w });
    const names = [...pile].sort((a, b) => b[1] - a[1]).slice(0, 2)
      .map(([tile, count]) => t("ave.board.discarded", { count, tile })).join(", ");
    text(ctx, L, names || t("ave.board.empty"), d.x, y + 18, { align: "left", size: 12, color: MUTED, max: d.w });
    y += 44;
  }
  // Dice of the last fire or battle, tumbling while they roll; the odds of a battle beside them.
  const dice = view.dice || [];
  const rolling = ui.rolling !== null && ui.rolling !== undefined;
  const size = L.tall ? 30 : 28;
  const perRow = Math.max(1, Math.floor(L.dice.w / (size + 6)));
  dice.forEach((one, i) => {
    const x = L.dice.x + size / 2 + (i % perRow) * (size + 6);
    const yy = L.dice.y + 50 + Math.floor(i / perRow) * (size + 6);
    const face = rolling ? ["1", "3", "5", "2", "6", "4"][Math.floor(ui.rolling * 12 + i) % 6]
      : one.face === "hit" ? "✔" : one.face === "miss" ? "·" : String(one.face);
    const colour = one.color === "crimson" ? "#a3262a" : one.color === "grey" ? "#6b6e73" : one.color === "orange" ? "#d9822b" : "#b8322a";
    ctx.save();
    ctx.translate(x, yy);
    if (rolling) ctx.rotate((1 - ui.rolling) * 5 + i);
    die(ctx, L, 0, 0, size, colour, face);
    ctx.restore();
  });
  const b = board.battle;
  if (b) {
    const place = (board.provinces || [])[b.province] || {};
    const limes = b.revolt && place.limes;
    const odds = board.battle_odds || 0;
    const who = (ui.names || [])[b.seat] || t("ave.board.player", { number: b.seat + 1 });
    text(ctx, L, t(b.revolt ? "ave.board.battle.revolt" : "ave.board.battle.conquest",
                   { province: place.name, seat: who, count: b.legions, barbarians: b.barbarians }),
         L.dice.x, L.dice.y + 6, { align: "left", size: 13, weight: "700", max: L.dice.w });
    text(ctx, L, t("ave.board.odds", { faces: limes ? "2-6" : "4-6", percent: Math.round(odds * 100) }),
         L.dice.x, L.dice.y + 26, { align: "left", size: 12, color: HILITE, max: L.dice.w });
  } else if (dice.length && dice.length === 2 && dice[0].color === "orange") {
    text(ctx, L, t("ave.board.fire_dice"), L.dice.x, L.dice.y + 16, { align: "left", size: 12, color: MUTED });
  } else {
    text(ctx, L, t("ave.board.dice"), L.dice.x, L.dice.y + 16, { align: "left", size: 12, color: MUTED });
  }
}

// --- the seats ---------------------------------------------------------------------------------

function drawSeats(ctx, L, view, ui) {
  const board = view.board;
  const current = board.progress ? board.progress.player : null;
  (view.players || []).forEach((p, seat) => {
    const box = L.seats[seat];
    roundRect(ctx, box.x, box.y, box.w, box.h, 10);
    ctx.fillStyle = AREA;
    ctx.fill();
    ctx.strokeStyle = seat === current && board.phase !== "over" ? HILITE : EDGE;
    ctx.lineWidth = seat === current ? 3 : 1.5;
    ctx.stroke();
    disc(ctx, seat, box.x + 22, box.y + 24, 13);
    const name = (ui.names || [])[seat] || t("ave.board.player", { number: seat + 1 });
    text(ctx, L, board.start_player === seat ? t("ave.board.start_player", { name }) : name, box.x + 42, box.y + 24, { align: "left", size: 15, weight: "700", max: box.w / 2 });
    const senators = Object.entries(p.senators || {}).filter(([, n]) => n)
      .map(([c, n]) => t("ave.board.senator_tiles", { count: n, colour: t("term.ave.colour." + c) })).join(", ");
    const facts = [
      t("ave.board.fact.fame", { fame: p.fame_said }), t("ave.board.fact.gold", { gold: p.gold }),
      t("ave.board.fact.inhabitants", { count: p.inhabitants }), t("ave.board.fact.mines", { count: p.mines }),
      t("ave.board.fact.legions", { count: p.legions }), t("ave.board.fact.provinces", { count: p.provinces }),
      t("ave.board.fact.hand", { black: p.hidden_black, white: p.hidden_white }),
      t("ave.board.fact.senators", { senators: senators || t("ave.board.none") }),
      t("ave.board.fact.caesar", { caesar: p.caesar || t("ave.board.none") }),
    ];
    const columns = L.tall ? 2 : 5;
    const colW = (box.w - 24) / columns;
    const lineH = L.minFont + 5;
    facts.forEach((fact, i) => {
      const row = Math.floor(i / columns);
      const col = i % columns;
      const bold = i < 2;
      text(ctx, L, fact, box.x + 12 + col * colW, box.y + 48 + row * lineH, { align: "left", size: bold ? 14 : 13,
           weight: bold ? "700" : "normal", max: colW - 6 });
    });
  });
}

export function draw(ctx, L, view, ui) {
  ctx.fillStyle = "#e7d6b4";
  ctx.fillRect(0, 0, L.width, L.height);
  if (!view.board) return;
  drawCity(ctx, L, view, ui);
  drawEmpire(ctx, L, view, ui);
  drawSenate(ctx, L, view, ui);
  drawSupply(ctx, L, view, ui);
  drawSeats(ctx, L, view, ui);
  for (const glide of ui.glides.values()) {
    const size = L.grid.size;
    drawPiece(ctx, L, { x: glide.x - size / 2, y: glide.y - size / 2, w: size, h: size }, glide.piece, glide.colour, glide.seat);
  }
  L.description = t("ave.board.description", { status: view.status || "" });
}
