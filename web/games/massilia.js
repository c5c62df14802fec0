// Massilia's board on a canvas: the market square with its stalls, customers and consul; the
// temple, the port, the god cards, the round tiles and turn order, the reputation track and each
// seat's table space. One layout serves drawing and hit-testing alike. It knows no rules: it
// shows the engine's view and names the target of each legal action.
//
// The board's parts: massilia/things.js (names and words), massilia/layout.js (where things are),
// massilia/pieces.js and massilia/draw.js (what is drawn); this module maps actions to targets
// and tells what changed between two views.

import { GOODS, FIGURES, say } from "./massilia/things.js";

export { layout } from "./massilia/layout.js";
export { draw } from "./massilia/draw.js";

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
