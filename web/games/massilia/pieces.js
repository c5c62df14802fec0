// Massilia's pieces as drawn: colours, dice, goods, stones, figures, stall tiles, price tiles and
// god cards, each on the shared pieces of web/board/draw.js.

import { seatColour, drawSeatMark } from "../../board/palette.js";
import { text, roundRect, panel as drawPanel, disc as drawDisc, emphasis as drawEmphasis, die as drawDie } from "../../board/draw.js";
import { GOODS, say, godName } from "./things.js";

export const MUTED = "#5f5244";
export const GOOD_FILL = { pink: "#e889b5", orange: "#ee8a2b", violet: "#8a5cc2", beige: "#e6d3a3" };
export const DIE_FILL = { grey: "#a3a3a3", brown: "#8a5a2b", black: "#222222", beige: "#e8d8b0" };
export const DIE_PIP = { grey: "#fff", brown: "#fff", black: "#fff", beige: "#3a2a18" };
const FIGURE_FILL = { consul: "#ffffff", pink: GOOD_FILL.pink, orange: GOOD_FILL.orange, violet: GOOD_FILL.violet };
export const QUADRANT_TINT = ["#efe0bd", "#e6e3c4", "#ecdcc9", "#e2dcc8"];

export const panel = (ctx, box, title, L, note) => drawPanel(ctx, box, title, {
  note, noteColour: MUTED, noteMax: box.w * 0.6, radius: 10, pad: 10, line: 15, titleSize: L.font + 2, noteSize: L.font });

// Hover, keyboard focus, legal choice and last move, drawn round a target box.
export const emphasis = (ctx, box, ui, round = 8) => drawEmphasis(ctx, box, ui, round, { ring: { width: 2 } });

export const die = (ctx, x, y, size, colour, face) => drawDie(ctx, x, y, size, face, {
  fill: DIE_FILL[colour] || "#ddd", ink: DIE_PIP[colour], edge: "rgba(0,0,0,0.6)", width: 1.2, dotted: true, lift: 1 });

export function cube(ctx, x, y, s, good) {
  ctx.fillStyle = GOOD_FILL[good];
  ctx.fillRect(x - s / 2, y - s / 2, s, s);
  ctx.strokeStyle = "rgba(0,0,0,0.55)";
  ctx.lineWidth = 1;
  ctx.strokeRect(x - s / 2, y - s / 2, s, s);
}

export function stone(ctx, x, y, r) {
  ctx.beginPath();
  ctx.ellipse(x, y, r, r * 0.75, 0, 0, Math.PI * 2);
  ctx.fillStyle = "#3b3b44";
  ctx.fill();
  ctx.strokeStyle = "#000";
  ctx.lineWidth = 0.8;
  ctx.stroke();
}

export const disc = (ctx, seat, x, y, r) => drawDisc(ctx, seat, x, y, r, "rgba(0,0,0,0.6)");

// A customer or the consul: a standing figure; the consul wears a dark sash so he is never
// told apart by colour alone, and each customer carries its initial.
export function figurePiece(ctx, figure, x, y, r) {
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

export function stallTile(ctx, seat, box, goods) {
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

export function rolledDie(ctx, box, colour, ui) {
  const rolling = ui.rolling !== null && ui.rolling !== undefined;
  ctx.save();
  ctx.translate(box.x + box.w / 2, box.y + box.h / 2);
  if (rolling) ctx.rotate((1 - ui.rolling) * 5);
  die(ctx, 0, 0, box.w - 6, colour, rolling ? 1 + Math.floor(ui.rolling * 30) % 6 : box.face);
  ctx.restore();
}

export function priceTile(ctx, x, y, value, L) {
  roundRect(ctx, x - 18, y - 18, 36, 36, 6);
  ctx.fillStyle = "#c9a24a";
  ctx.fill();
  ctx.strokeStyle = "#6d4f17";
  ctx.lineWidth = 1.5;
  ctx.stroke();
  text(ctx, value ?? "?", x, y + 1, { size: 20, weight: "800", color: "#2b1d05" });
}

export function godCard(ctx, box, name, { faceDown = false, count = null } = {}, L) {
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
