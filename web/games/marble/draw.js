// City of Marble's board drawn from the engine's view: the grid of Rome with the Tiber, the
// district tiles, buildings, magistrates and aqueducts, the ghost of a tile being laid, the
// stacks, the imperium spaces, each seat's player board and the score track.

import { seatColour } from "../../board/palette.js";
import { t } from "../../i18n.js";
import { EDGE, HILITE, text, roundRect, panel as drawPanel, disc as drawDisc, pawn, emphasis as drawEmphasis,
         trackSquare } from "../../board/draw.js";
import { COLOURS, KINDS, chipPairs } from "./layout.js";
import { active, placing, ghost } from "./ghost.js";

const TILE = { red: "#c8553d", yellow: "#e7b93b", green: "#5f9e4f", blue: "#4f86c6" };
const TILE_DARK = { red: "#8e3323", yellow: "#a8801a", green: "#3c6b30", blue: "#2d5a91" };
const BUILDING_COLOUR = { arena: "red", theatre: "yellow", temple: "green", bath: "blue" };
const AQUEDUCT = { grey: "#8d8d8d", brown: "#8a5a2b", white: "#fbfbf7" };
const ON_TILE = (colour) => (colour === "yellow" ? "#2b2118" : "#fff");   // text readable on a tile colour
const MUTED = "#5f5243";
const LAND = "#efe2c2";
const RIVER = "#8fc1e3";

const panel = (ctx, box, title, L) => drawPanel(ctx, box, title, { radius: 10, pad: 10, line: 14, titleSize: L.font });

function polygon(ctx, points) {
  ctx.beginPath();
  points.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  ctx.closePath();
}

function rhombus(L, a, b) {
  const pa = L.cellPath(a);
  const pb = L.cellPath(b);
  const shared = pa.filter((p) => pb.some((q) => Math.abs(p.x - q.x) < 0.01 && Math.abs(p.y - q.y) < 0.01));
  const farA = pa.find((p) => !shared.includes(p));
  const farB = pb.find((q) => !shared.some((p) => Math.abs(p.x - q.x) < 0.01 && Math.abs(p.y - q.y) < 0.01));
  return [farA, shared[0], farB, shared[1]];
}

const disc = (ctx, seat, x, y, r) => drawDisc(ctx, seat, x, y, r, "rgba(0,0,0,0.6)");

const magistrate = (ctx, seat, x, y, r) => pawn(ctx, seat, x, y, r, { edge: "rgba(0,0,0,0.6)", mark: 0.32 });

function hexagon(ctx, x, y, r) {
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI / 3) * i;
    const px = x + r * Math.cos(angle);
    const py = y + r * Math.sin(angle);
    if (i) ctx.lineTo(px, py); else ctx.moveTo(px, py);
  }
  ctx.closePath();
}

// Hover, keyboard focus, legal choice and last move, drawn round a target box.
const emphasis = (ctx, box, ui, round) => drawEmphasis(ctx, box, ui, round, {
  ring: { grow: 3, gap: 3, colour: "#6b3d00" },
  choice: { strongFill: "rgba(122,46,28,0.3)", fill: "rgba(255,250,240,0.55)", width: 2.2 } });

function drawGrid(ctx, L, view) {
  const G = L.grid;
  const board = view.board;
  const hills = new Map((board.hills || []).map((h) => [h.cell, h]));
  const bridgesLeft = new Set(board.bridges_left || []);
  for (let k = 0; k < G.rows * G.cols; k++) {
    const ch = (board.map[Math.floor(k / G.cols)] || "")[k % G.cols];
    polygon(ctx, L.cellPath(k));
    ctx.fillStyle = ch === "~" || ch === "B" ? RIVER : LAND;
    ctx.fill();
    ctx.strokeStyle = "rgba(120,100,70,0.35)";
    ctx.lineWidth = 0.8;
    ctx.stroke();
    const c = L.cellCentre(k);
    if (ch === "B" && bridgesLeft.has(k)) {
      // a bridge space: planks across the river, its bridge tile face down
      ctx.fillStyle = "#a8794a";
      ctx.fillRect(c.x - G.s * 0.17, c.y - G.s * 0.1, G.s * 0.34, G.s * 0.2);
      text(ctx, t("marble.board.bridge_mark"), c.x, c.y + 0.5, { size: L.font, weight: "700", color: "#fff" });
    }
    if (hills.has(k)) {
      polygon(ctx, L.cellPath(k));
      ctx.fillStyle = "#7d9a56";
      ctx.fill();
      text(ctx, t("marble.board.hill_mark." + hills.get(k).letter), c.x, c.y, { size: L.font + 2, weight: "700", color: "#fff" });
    }
  }
  // the Tiber's name on its water
  text(ctx, t("marble.board.tiber"), G.ox + G.s * 0.9, G.oy + G.h * 2.55, { size: L.font, color: "#235a85", weight: "600" });
}

function drawTile(ctx, L, tile) {
  const [a, b] = tile.cells;
  const corners = rhombus(L, a, b);
  polygon(ctx, corners);
  ctx.fillStyle = TILE[tile.colour];
  ctx.fill();
  // The coloured corners: where tiles meet round a point they form the site's hexagon.
  ctx.save();
  polygon(ctx, corners);
  ctx.clip();
  for (const p of corners) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, L.grid.s * 0.24, 0, Math.PI * 2);
    ctx.fillStyle = TILE_DARK[tile.colour];
    ctx.fill();
  }
  ctx.restore();
  polygon(ctx, corners);
  ctx.strokeStyle = "#3b2a1a";
  ctx.lineWidth = 1.6;
  ctx.stroke();
}

function drawAqueducts(ctx, L, view) {
  const board = view.board;
  for (const [colour, path] of Object.entries(board.aqueducts || {})) {
    if (path.length < 2) continue;
    const points = path.map((p) => L.point(p));
    for (const [width, style] of [[9, "#2b2118"], [6, AQUEDUCT[colour]]]) {
      ctx.beginPath();
      points.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
      ctx.strokeStyle = style;
      ctx.lineWidth = width;
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.stroke();
    }
  }
  for (const outlet of board.outlets || []) {
    const p = L.point(outlet.point);
    ctx.beginPath();
    ctx.arc(p.x, p.y, L.grid.s * 0.16, 0, Math.PI * 2);
    ctx.fillStyle = AQUEDUCT[outlet.colour];
    ctx.fill();
    ctx.strokeStyle = "#1f4e79";
    ctx.lineWidth = 3;
    ctx.stroke();
  }
}

function drawBuilding(ctx, L, building) {
  const p = L.point(building.point);
  const r = L.grid.s * 0.24;
  hexagon(ctx, p.x, p.y, r);
  ctx.fillStyle = building.kind === "fountain" ? "#d6eefb" : TILE[BUILDING_COLOUR[building.kind]];
  ctx.fill();
  ctx.strokeStyle = "#1d140c";
  ctx.lineWidth = 1.6;
  ctx.stroke();
  if (building.kind === "fountain") {
    ctx.beginPath();   // a drop of water
    ctx.moveTo(p.x, p.y - r * 0.6);
    ctx.quadraticCurveTo(p.x + r * 0.55, p.y + r * 0.1, p.x, p.y + r * 0.5);
    ctx.quadraticCurveTo(p.x - r * 0.55, p.y + r * 0.1, p.x, p.y - r * 0.6);
    ctx.fillStyle = "#2d7fc1";
    ctx.fill();
  } else {
    text(ctx, t("marble.board.building_mark." + building.kind), p.x, p.y - r * 0.05,
         { size: L.font, weight: "800", color: ON_TILE(BUILDING_COLOUR[building.kind]) });
    if (building.owner !== null && building.owner !== undefined) disc(ctx, building.owner, p.x + r * 0.85, p.y - r * 0.8, r * 0.5);
  }
}

function drawPlacing(ctx, L, view, ui) {
  // every legal placement: its rhombus outlined faintly and a dot where a click lays it
  for (const box of L.targets) {
    if (!box.id.startsWith("place:") || !active(ui, box.id)) continue;
    polygon(ctx, rhombus(L, box.a, box.b));
    ctx.fillStyle = "rgba(255,250,235,0.35)";
    ctx.fill();
    ctx.beginPath();
    ctx.arc(box.x + box.w / 2, box.y + box.h / 2, 3.5, 0, Math.PI * 2);
    ctx.fillStyle = HILITE;
    ctx.fill();
  }
  const g = ghost(L, view, ui);
  if (!g) return;
  const colour = (view.pending || {}).play_colour || "red";
  polygon(ctx, rhombus(L, g.a, g.b));
  ctx.globalAlpha = 0.75;
  ctx.fillStyle = TILE[colour];
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.setLineDash([6, 4]);
  ctx.strokeStyle = HILITE;
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.setLineDash([]);
}

function drawStacks(ctx, L, view, ui) {
  const box = L.stacks;
  const stacks = view.board.stacks || {};
  panel(ctx, box, t("marble.board.stacks"), L);
  const w = (box.w - 24) / 4;
  COLOURS.forEach((colour, i) => {
    const x = box.x + 8 + i * w;
    for (let k = 2; k >= 0; k--) {
      roundRect(ctx, x + k * 3, box.y + 30 - k * 3, 34, 28, 5);
      ctx.fillStyle = stacks[colour] ? TILE[colour] : "#ddd3c0";
      ctx.fill();
      ctx.strokeStyle = "#3b2a1a";
      ctx.lineWidth = 1;
      ctx.stroke();
    }
    text(ctx, String(stacks[colour] ?? 0), x + 23, box.y + 37, { size: L.font, weight: "700", color: stacks[colour] ? ON_TILE(colour) : MUTED });
    text(ctx, t("marble.board.stack." + colour), x + 44, box.y + 40, { align: "left", size: L.font, weight: "600" });
  });
  // the draw choices: one chip per pair of stacks
  for (const chip of L.chips) {
    const id = "pick:" + chip.index;
    if (!active(ui, id)) continue;
    const two = chipPairs(view)[chip.index] || [];
    emphasis(ctx, { ...chip, id }, ui, 6);
    two.forEach((c, i) => {
      roundRect(ctx, chip.x + 5 + i * ((chip.w - 10) / 2), chip.y + 6, (chip.w - 14) / 2, chip.h - 12, 4);
      ctx.fillStyle = TILE[c];
      ctx.fill();
    });
  }
  if (!L.chips.some((chip) => active(ui, "pick:" + chip.index)) && view.phase !== "place") {
    text(ctx, t("marble.board.draw_hint"), box.x + 12, box.y + 96, { align: "left", size: L.font, color: MUTED, max: box.w - 24 });
  }
}

function drawImperium(ctx, L, view) {
  const box = L.imperium;
  const board = view.board;
  panel(ctx, box, t("marble.board.imperium"), L);
  const supply = board.supply || {};
  text(ctx, t("marble.board.coins_left", { count: supply.coins ?? 0 }), box.x + box.w - 10, box.y + 14, { align: "right", size: L.font, color: MUTED });
  for (const kind of [...KINDS, "treasury"]) {
    const s = L.spaces[kind];
    roundRect(ctx, s.x, s.y, s.w, s.h, 6);
    ctx.fillStyle = kind === "treasury" ? "#f1e3a8" : TILE[BUILDING_COLOUR[kind]];
    ctx.globalAlpha = 0.35;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = EDGE;
    ctx.stroke();
    const name = kind === "treasury" ? t("marble.board.treasury")
      : t("marble.board.space", { building: t("term.marble.building." + kind), count: (supply.imperium || {})[kind] ?? 0 });
    text(ctx, name, s.x + s.w / 2, s.y + 12, { size: L.font, weight: "600", max: s.w - 4 });
    (board.imperium_spaces[kind] || []).forEach((seat, i) => magistrate(ctx, seat, s.x + 16 + i * 20, s.y + 40, 10));
  }
}

function tileSquares(ctx, L, counts, x, y, label) {
  text(ctx, label, x, y, { align: "left", size: L.font, color: MUTED, max: 52 });   // before the squares
  COLOURS.forEach((colour, i) => {
    const px = x + 56 + i * 34;
    roundRect(ctx, px, y - 10, 28, 20, 4);
    ctx.fillStyle = counts[i] ? TILE[colour] : "#e6dccb";
    ctx.fill();
    text(ctx, String(counts[i]), px + 14, y + 0.5, { size: L.font, weight: "700", color: counts[i] ? ON_TILE(colour) : MUTED });
  });
}

function drawSeat(ctx, L, view, ui, seat) {
  const box = L.seats[seat];
  const p = view.players[seat];
  const name = (ui.names || [])[seat] || t("marble.board.player", { number: seat + 1 });
  panel(ctx, box, "", L);
  if (seat === view.turn && view.phase !== "over") {
    roundRect(ctx, box.x, box.y, box.w, box.h, 10);
    ctx.strokeStyle = seatColour(seat);
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  disc(ctx, seat, box.x + 18, box.y + 18, 10);
  // The name, the discs of the actions used this turn and the figures share the first row: each
  // word keeps a word's space from the discs, whatever the language makes of the figures.
  const limit = view.last_round ? 1 : 2;
  const discs = { left: box.w * 0.44 - 6, right: box.w * 0.44 + (limit - 1) * 16 + 6 };
  text(ctx, name, box.x + 34, box.y + 18, { align: "left", size: L.font + 1, weight: "700", max: discs.left - 34 - 8 });
  const figures = t("marble.board.figures", { points: t("marble.board.points", { count: p.points }),
    coins: t("marble.board.coins", { count: p.coins }), built: t("marble.board.built", { count: p.commissions }) });
  text(ctx, figures, box.x + box.w - 10, box.y + 18,
       { align: "right", size: L.font, max: box.w - 10 - discs.right - 8 });
  // row 2: tiles ready (central field) and drawn this turn (left field), magistrates at home
  tileSquares(ctx, L, p.central, box.x + 10, box.y + 44, t("marble.board.ready"));
  const right = box.x + 10 + 56 + 4 * 34 + 8;
  tileSquares(ctx, L, p.left, right, box.y + 44, t("marble.board.drawn"));
  // row 3: magistrates at home, imperium tiles, bridge tiles
  text(ctx, t("marble.board.home"), box.x + 10, box.y + 70, { align: "left", size: L.font, color: MUTED, max: 42 });
  for (let i = 0; i < p.home; i++) magistrate(ctx, seat, box.x + 62 + i * 18, box.y + 70, 9);
  let x = box.x + 130;
  KINDS.forEach((kind, i) => {
    const n = p.imperium[i];
    if (!n) return;
    roundRect(ctx, x, box.y + 60, 30, 20, 4);
    ctx.fillStyle = TILE_DARK[BUILDING_COLOUR[kind]];
    ctx.fill();
    text(ctx, t("marble.board.imperium_mark." + kind, { count: n }), x + 15, box.y + 70.5, { size: L.font, weight: "700", color: "#fff" });
    x += 34;
  });
  // Bridge tiles: face down for everyone but their owner (the view carries values only then).
  const values = p.bridge_values;
  for (let i = 0; i < p.bridges; i++) {
    const bx = box.x + box.w - 22 - i * 26;
    polygon(ctx, [{ x: bx, y: box.y + 58 }, { x: bx + 11, y: box.y + 80 }, { x: bx - 11, y: box.y + 80 }]);
    ctx.fillStyle = "#a8794a";
    ctx.fill();
    text(ctx, values ? String(values[i]) : "?", bx, box.y + 73, { size: L.font, weight: "700", color: "#fff" });
  }
  // row 4: the four action fields; the discs used this turn
  const used = seat === view.turn && view.phase !== "over" ? Math.max(0, limit - view.actions_left) : 0;
  for (const field of box.fields) {
    const id = "act:" + field.name;
    roundRect(ctx, field.x, field.y, field.w, field.h, 6);
    ctx.fillStyle = "#fffaf0";
    ctx.fill();
    ctx.strokeStyle = EDGE;
    ctx.lineWidth = 1;
    ctx.stroke();
    text(ctx, t("marble.board.action." + field.name), field.x + field.w / 2, field.y + field.h / 2, { size: L.font, max: field.w - 6 });
    if (seat === view.chooser) emphasis(ctx, L.boxes[id], ui, 6);
  }
  for (let i = 0; i < limit; i++) {
    ctx.beginPath();
    ctx.arc(box.x + box.w * 0.44 + i * 16, box.y + 18, 6, 0, Math.PI * 2);
    ctx.fillStyle = i < used ? seatColour(seat) : "transparent";
    ctx.fill();
    ctx.strokeStyle = seatColour(seat);
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
}

function drawTrack(ctx, L, view) {
  const k = L.track;
  panel(ctx, k, "", L);
  const perRow = L.tall ? 25 : 50;
  const rows = L.tall ? 2 : 1;
  const cell = (k.w - 40) / perRow;
  text(ctx, t("marble.board.track_unit"), k.x + k.w - 10, k.y + 12, { align: "right", size: L.font, color: MUTED });
  const x0 = k.x + 20;
  const y0 = k.y + 26;
  text(ctx, t("marble.board.track"), k.x + 10, k.y + 12, { align: "left", size: L.font, weight: "600" });
  for (let row = 0; row < rows; row++) {
    for (let c = 0; c < perRow; c++) {
      const n = row * perRow + c;
      trackSquare(ctx, n, x0 + c * cell, y0 + row * 52, cell - 1, 24);
      if (n % 10 === 0) text(ctx, String(n), x0 + c * cell + cell / 2, y0 + row * 52 + 36, { size: L.font, color: MUTED });
    }
  }
  const laps = perRow * rows;
  const players = view.players.length;
  view.players.forEach((p, seat) => {
    const lap = p.points % laps;
    const x = x0 + (lap % perRow + 0.5) * cell;
    const y = y0 + Math.floor(lap / perRow) * 52 + 12 + (seat - (players - 1) / 2) * 4;
    disc(ctx, seat, x, y, Math.min(8, cell * 0.45));
    if (p.points >= laps) text(ctx, t("marble.board.lap", { count: laps }), x, y - 12, { size: L.font, weight: "700" });
  });
}

export function draw(ctx, L, view, ui) {
  ctx.fillStyle = "#e7d6b4";
  ctx.fillRect(0, 0, L.width, L.height);
  if (!view.board) return;
  const board = view.board;
  drawGrid(ctx, L, view);
  for (const tile of board.tiles) if (!ui.glides.has("tile:" + tile.cells[0])) drawTile(ctx, L, tile);
  drawAqueducts(ctx, L, view);
  for (const building of board.buildings) drawBuilding(ctx, L, building);
  for (const tile of board.tiles) {
    if (tile.magistrate === null || tile.magistrate === undefined) continue;
    const c = L.pairCentre(...tile.cells);
    magistrate(ctx, tile.magistrate, c.x, c.y, L.grid.s * 0.2);
  }
  if (placing(L, view, ui)) drawPlacing(ctx, L, view, ui);
  for (const box of L.targets) {
    if (box.id.startsWith("place:")) continue;
    if (box.id.startsWith("act:")) continue;
    if (active(ui, box.id) || ui.marks.has(box.id)) emphasis(ctx, box, ui, box.w / 2);
  }
  drawStacks(ctx, L, view, ui);
  drawImperium(ctx, L, view);
  view.players.forEach((_, seat) => drawSeat(ctx, L, view, ui, seat));
  drawTrack(ctx, L, view);
  for (const glide of ui.glides.values()) {
    if (glide.piece !== "tile") continue;
    hexagon(ctx, glide.x, glide.y, L.grid.s * 0.3);
    ctx.fillStyle = TILE[glide.colour];
    ctx.fill();
  }
  const hills = (board.hills || []).map((h) => h.name).join(", ");
  L.description = t("marble.board.description", {
    tiles: t("marble.board.tiles", { count: board.tiles.length }),
    buildings: t("marble.board.buildings", { count: board.buildings.length }),
    hills, status: view.status || "" });
}
