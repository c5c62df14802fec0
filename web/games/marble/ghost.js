// City of Marble's ghost of the tile being laid. The board layer (board/canvas.js) hands the
// pointer, the tool buttons and the keys to the hooks below, which move the ghost (ui.own.ghost)
// and answer with intents: draw again, move the focus, choose a placement.

import { t } from "../../i18n.js";
import { targetAt } from "../../board/canvas.js";
import { neighbourIn, pickCell } from "./grid.js";

export function active(ui, id) { return ui.active && ui.active.has(id); }

// The legal placement of direction `d` (or the next legal one) on cell k, or null.
function placementAt(L, ui, k, d) {
  const G = L.grid;
  const r = Math.floor(k / G.cols);
  const c = k % G.cols;
  for (let turn = 0; turn < 3; turn++) {
    const dir = (d + turn) % 3;
    const [nr, nc] = neighbourIn(r, c, dir);
    const n = nr * G.cols + nc;
    const id = `place:${Math.min(k, n)}:${Math.max(k, n)}`;
    if (nr >= 0 && nr < G.rows && nc >= 0 && nc < G.cols && active(ui, id)) return L.boxes[id];
  }
  return null;
}

// Whether a tile is being laid on this board now.
export function placing(L, view, ui) {
  return view.phase === "place" && L.targets.some((t) => t.id.startsWith("place:") && active(ui, t.id));
}

// The ghost now: the focused placement (keyboard), else the one on the cell under the pointer.
export function ghost(L, view, ui) {
  if (view.phase !== "place") return null;
  for (const id of [ui.focus, ui.hover]) if (id && id.startsWith("place:") && active(ui, id)) return L.boxes[id];
  const { cell, tapped, direction } = ui.own.ghost;
  const at = cell ?? tapped;
  return at === null ? null : placementAt(L, ui, at, direction);
}

function cellAt(L, x, y) {
  const G = L.grid;
  if (x < G.ox || x > G.right || y < G.oy || y > G.bottom) return null;
  const [r, c] = pickCell(G, x, y);
  return r >= 0 && r < G.rows && c >= 0 && c < G.cols ? r * G.cols + c : null;
}

// The legal placement whose target (or reach, for a finger) holds the event's point, or null:
// the same test as the board's own click, so a tap and a click lay the same rhombus.
function placementUnder(L, ui, event) {
  const placements = L.targets.filter((t) => t.id.startsWith("place:"));
  return targetAt(placements, ui.active, event.x, event.y, event.scale);
}

// Turn the ghost to the next legal direction on its cell; a focused placement hands the focus on.
function turnGhost(L, view, ui) {
  const now = ghost(L, view, ui);
  if (!now) return null;
  const own = ui.own.ghost;
  const focused = ui.focus && ui.focus.startsWith("place:");
  const cell = focused ? now.a : own.cell ?? own.tapped ?? now.a;
  const next = placementAt(L, ui, cell, (now.d + 1) % 3);
  if (!next) return {};
  own.direction = next.d;
  return focused ? { focus: next.id, redraw: true } : { redraw: true };
}

function layGhost(L, view, ui) {
  const now = ghost(L, view, ui);
  return now ? { choose: now.id } : null;
}

export const keys = { r: "turn", R: "turn" };

export function act(name, L, view, ui) {
  if (!placing(L, view, ui)) return null;
  if (name === "turn") return turnGhost(L, view, ui);
  if (name === "place") return layGhost(L, view, ui);
  return null;
}

// The mouse moves the ghost onto the placement under it (exactly what a click there lays) or
// onto the cell under it; a click off every placement lays the ghost. A tap shows the ghost, a
// tap on the ghost turns it; the Place button lays it. A tap on a placement's target shows
// exactly that placement, as the mouse over it does.
export function pointer(event, L, view, ui) {
  const own = ui.own.ghost;
  if (event.type === "leave") {
    if (own.cell === null) return null;
    own.cell = null;
    return { redraw: true };
  }
  if (view.phase !== "place") return null;
  const cell = cellAt(L, event.x, event.y);
  const inside = placementUnder(L, ui, event);
  if (event.type === "move") {
    if (event.touch) return null;
    if (inside) own.direction = inside.d;   // the click there lays exactly this rhombus
    if (cell === own.cell && !inside) return null;
    own.cell = inside ? inside.a : cell;
    return { redraw: true };
  }
  if (event.touch) {
    const now = ghost(L, view, ui);
    const again = own.tapped !== null && now
      && (inside ? inside.id === now.id : cell !== null && (now.a === cell || now.b === cell));
    if (again) return turnGhost(L, view, ui) || {};
    if (inside) { own.tapped = inside.a; own.direction = inside.d; return { redraw: true }; }
    if (cell !== null) { own.tapped = cell; return { redraw: true }; }
    return {};
  }
  if (inside) return null;   // the board's own click lays it
  own.cell = cell;
  return layGhost(L, view, ui) || {};
}

// The Turn and Place buttons while a tile is being laid: over the stacks' heading (which holds
// no choice then) on a wide board; on a narrow page in its dock at the foot of the screen, in
// reach wherever the zoomed board is panned, and never over it.
export function tools(view, L, ui) {
  if (!view.board || !placing(L, view, ui)) return null;
  return { at: { x: L.stacks.x + 8, y: L.stacks.y + 72 }, docked: L.tall, buttons: [
    { text: t("marble.board.tool.turn"), title: t("marble.board.tool.turn_title"), act: "turn" },
    { text: t("marble.board.tool.place"), title: t("marble.board.tool.place_title"), act: "place" }] };
}
