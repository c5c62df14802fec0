// AVE's board on a canvas: the city of Rome (8 x 12 squares in four quarters), the empire (Rome
// and twenty provinces), the senate, the bags and every seat's public belongings. One layout is
// used by drawing and by hit-testing alike. It knows no rules: it shows the engine's view and
// names the target of each legal action; the engine decides what is legal.
//
// The board's parts: ave/layout.js (where things are), ave/pieces.js and ave/draw.js (what is
// drawn); this module maps actions to targets and tells what changed between two views.

import { t } from "../i18n.js";
import { SENATE } from "./ave/layout.js";

export { layout } from "./ave/layout.js";
export { draw } from "./ave/draw.js";

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
