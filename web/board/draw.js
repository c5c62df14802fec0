import { seatColour, drawSeatMark } from "./palette.js";

// Canvas drawing pieces shared by the drawn boards: text, framed panels, seat pieces, dice and
// the highlight of a legal choice. Where boards differ only by a size, a radius or a colour, that
// is a parameter; a board keeps what it draws differently in its own module.

export const INK = "#2b2118";
export const AREA = "#f8f0df";
export const EDGE = "#b79f78";
export const HILITE = "#7a2e1c";
export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

// min: the smallest font size in board units (a board's minimum CSS size at its current scale).
export function text(ctx, words, x, y, { size = 14, color = INK, align = "center", weight = "normal", base = "middle", max, min = 0 } = {}) {
  ctx.font = `${weight} ${min ? Math.max(size, min) : size}px ${FONT}`;
  ctx.fillStyle = color;
  ctx.textAlign = align;
  ctx.textBaseline = base;
  ctx.fillText(String(words), x, y, max);
}

export function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

// A framed area with its title at the top left and an optional note at the top right.
export function panel(ctx, box, title, { note, noteColour, noteMax, radius = 12, pad = 12, line = 18,
                                         titleSize = 16, noteSize = 12, min = 0 } = {}) {
  roundRect(ctx, box.x, box.y, box.w, box.h, radius);
  ctx.fillStyle = AREA;
  ctx.fill();
  ctx.strokeStyle = EDGE;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  if (title) text(ctx, title, box.x + pad, box.y + line, { align: "left", weight: "700", size: titleSize, min });
  if (note) text(ctx, note, box.x + box.w - 10, box.y + line, { align: "right", size: noteSize, color: noteColour, max: noteMax, min });
}

// A seat's round token with its symbol.
export function disc(ctx, seat, x, y, r, edge = "rgba(0,0,0,0.55)") {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = seatColour(seat);
  ctx.fill();
  ctx.strokeStyle = edge;
  ctx.lineWidth = 1;
  ctx.stroke();
  drawSeatMark(ctx, seat, x, y, r * 0.55);
}

// A seat's standing figure (head and shoulders) with its symbol on the chest.
export function pawn(ctx, seat, x, y, r, { edge = "rgba(0,0,0,0.55)", mark = 0.3 } = {}) {
  ctx.save();
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = 3;
  ctx.shadowOffsetY = 1.5;
  ctx.beginPath();
  ctx.arc(x, y - r * 0.55, r * 0.42, 0, Math.PI * 2);
  ctx.moveTo(x - r * 0.75, y + r * 0.8);
  ctx.quadraticCurveTo(x - r * 0.7, y - r * 0.15, x, y - r * 0.2);
  ctx.quadraticCurveTo(x + r * 0.7, y - r * 0.15, x + r * 0.75, y + r * 0.8);
  ctx.closePath();
  ctx.fillStyle = seatColour(seat);
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = edge;
  ctx.lineWidth = 1.2;
  ctx.stroke();
  drawSeatMark(ctx, seat, x, y + r * 0.3, r * mark);
}

// The dashed ring round a box touched by the last move; gap: how far outside the box it runs.
export function lastMoveRing(ctx, box, ui, radius, { gap = 2, colour = "#8a5a00", width = 2.5 } = {}) {
  if (!ui.marks.has(box.id)) return;
  roundRect(ctx, box.x - gap, box.y - gap, box.w + 2 * gap, box.h + 2 * gap, radius);
  ctx.setLineDash([5, 4]);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
  ctx.setLineDash([]);
}

// A legal choice: tinted, and tinted more strongly under the pointer or the keyboard focus.
export function choiceHighlight(ctx, box, ui, radius, { strongFill = "rgba(122,46,28,0.22)", fill = "rgba(122,46,28,0.07)", width = 2 } = {}) {
  const id = box.id;
  if (!(ui.active && ui.active.has(id))) return;
  const strong = ui.hover === id || ui.focus === id;
  roundRect(ctx, box.x, box.y, box.w, box.h, radius);
  ctx.fillStyle = strong ? strongFill : fill;
  ctx.fill();
  ctx.strokeStyle = HILITE;
  ctx.lineWidth = strong ? 3.5 : width;
  ctx.stroke();
}

// Hover, keyboard focus, legal choice and last move, drawn round a target box: the last move's
// dashed ring (ring: its options and how much wider its corners are, `grow`; null on a board
// whose marks only the shared layer draws), then the choice's tint. round: the box's corners.
export function emphasis(ctx, box, ui, round, { ring = {}, choice = {} } = {}) {
  if (!box) return;
  if (ring) lastMoveRing(ctx, box, ui, round + (ring.grow || 0), ring);
  choiceHighlight(ctx, box, ui, round, choice);
}

// A die's square body; its face is drawn by the caller (pips, a number or a coin).
export function dieBody(ctx, x, y, size, fill, { edge = "rgba(0,0,0,0.5)", width = 1 } = {}) {
  roundRect(ctx, x - size / 2, y - size / 2, size, size, size * 0.2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = edge;
  ctx.lineWidth = width;
  ctx.stroke();
}

// Where the pips of faces 1-6 sit, in thirds of the face from its centre.
export const PIPS = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
                      5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] };

export function pips(ctx, x, y, size, face, colour) {
  ctx.fillStyle = colour;
  for (const [px, py] of PIPS[face]) {
    ctx.beginPath();
    ctx.arc(x + px * size * 0.27, y + py * size * 0.27, size * 0.085, 0, Math.PI * 2);
    ctx.fill();
  }
}

// A die with its face: pips for 1-6 on a board that uses them (dotted), else the face as text
// (nothing for an empty face, which the caller may draw itself). lift: the text's shift down.
export function die(ctx, x, y, size, face, { fill, ink = "#fff", edge, width, dotted = false, lift = 0, min = 0 } = {}) {
  dieBody(ctx, x, y, size, fill, { edge, width });
  if (dotted && PIPS[face]) pips(ctx, x, y, size, face, ink);
  else if (face !== "" && face !== null && face !== undefined) {
    text(ctx, face, x, y + lift, { size: size * 0.5, weight: "700", color: ink, min });
  }
}

// One square of a score track, shaded every fifth and tenth point.
export function trackSquare(ctx, n, x, y, w, h) {
  ctx.fillStyle = n % 10 === 0 ? "#e3d1ad" : n % 5 === 0 ? "#ecdfc4" : "#f4ead6";
  ctx.fillRect(x, y, w, h);
}
