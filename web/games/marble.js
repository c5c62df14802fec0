// City of Marble's board on a canvas: the triangular grid of Rome with the Tiber, the district
// tiles, buildings, magistrates and aqueducts, the stacks, the imperium spaces, each seat's
// player board and the score track. It knows no rules: what may be done comes only from the
// engine's legal actions; this module draws the view and names the target of each action.
//
// Laying a tile: the tile is picked in the hand strip; the board then marks every legal cell
// pair, and a ghost of the tile follows the pointer (or a tap, or the keyboard focus). Each cell
// lies in one rhombus per direction, so the ghost is the legal rhombus of the chosen direction
// on the cell under the pointer; R, the "Turn" button or a second tap turns it. A click (or
// Enter on a focused placement) lays it.
//
// The board's parts: marble/grid.js (the triangular grid), marble/layout.js (where things are),
// marble/ghost.js (the tile being laid) and marble/draw.js (what is drawn); this module maps
// actions to targets and tells what changed between two views.

import { t } from "../i18n.js";
import { chipPairs } from "./marble/layout.js";

export { layout, minWidth } from "./marble/layout.js";
export { ghost, keys, act, pointer, tools } from "./marble/ghost.js";
export { draw } from "./marble/draw.js";

// --- which action belongs to which target --------------------------------------------------------

function pickChip(view, action) {
  return chipPairs(view).findIndex((pair) => pair.join(":") === action.slice(1).join(":"));
}

export function targetOf(action, view) {
  const [verb, first, second] = action;
  const board = (view && view.board) || {};
  if (verb === "place") return `place:${first}:${second}`;
  if (verb === "play") return "hand:tile:" + first;
  if (verb === "imperium") return "hand:imperium:" + first;
  if (verb === "draw" || verb === "aqueduct" || (verb === "recall" && action.length === 1)) return "act:" + verb;
  if (verb === "recall" || verb === "send") return "tile:" + first;
  if (verb === "magistrate" && first === "yes") {
    const tile = (board.tiles || [])[(view.pending || {}).placed];
    return tile ? "tile:" + tile.cells[0] : null;
  }
  if (verb === "pipe") return "point:" + second;
  if (verb === "build") return "point:" + first;
  if (verb === "pick") { const i = pickChip(view, action); return i >= 0 ? "pick:" + i : null; }
  return null;
}

export function handTargetOf(card) {
  if (card.kind === "tile" && card.ready) return "hand:tile:" + card.colour;
  if (card.kind === "imperium") return "hand:imperium:" + card.building;
  return null;
}

const PROMPTS = ["act", "draw", "magistrate", "send", "end", "place", "pipe", "site"];
export const promptTitle = (view) => t("marble.board.prompt." + (PROMPTS.includes(view.phase) ? view.phase : "other"));

export function promptAnchor(view, L) {
  const board = view.board || {};
  if (view.phase === "magistrate") {
    const tile = (board.tiles || [])[(view.pending || {}).placed];
    if (tile) { const c = L.pairCentre(...tile.cells); return { x: c.x - 30, y: c.y - 20, w: 60, h: 40 }; }
  }
  if (view.phase === "send" || view.phase === "end") return L.imperium;
  return null;
}

// --- what changed since the last view ------------------------------------------------------------

// What one board keeps between views: the ghost of the tile being laid (the direction it lies
// in, the cell under the mouse, the cell last tapped) and the marks of the turn under way.
export function ownState() {
  return { ghost: { direction: 0, cell: null, tapped: null }, turnMarks: { seat: null, ids: [] } };
}

// The marks of the turn under way: a whole turn (a bot's too) stays marked until the next one.
export function changes(before, after, L, own) {
  const marks = [];
  const glides = [];
  const was = (before.board || {});
  const now = (after.board || {});
  const seat = before.turn;
  const from = L.seats[seat] ? { x: L.seats[seat].x + 40, y: L.seats[seat].y + 40 } : { x: 0, y: 0 };
  for (const tile of (now.tiles || []).slice((was.tiles || []).length)) {
    marks.push("tile:" + tile.cells[0]);
    glides.push({ key: "tile:" + tile.cells[0], piece: "tile", colour: tile.colour, from, to: L.pairCentre(...tile.cells) });
  }
  for (const building of (now.buildings || []).slice((was.buildings || []).length)) marks.push("point:" + building.point);
  for (const colour of Object.keys(now.aqueducts || {})) {
    const old = ((was.aqueducts || {})[colour] || []).length;
    for (const p of (now.aqueducts[colour] || []).slice(Math.max(1, old))) marks.push("point:" + p);
  }
  if (own.turnMarks.seat !== seat) own.turnMarks = { seat, ids: [] };
  if (!marks.length) return { marks, glides, rolled: false };
  own.turnMarks.ids.push(...marks);
  return { marks: [...own.turnMarks.ids], glides, rolled: false };
}
