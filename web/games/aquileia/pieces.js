// Aquileia's pieces as drawn: coins, slaves, houses, horses, swords, laurels, action spaces,
// cards and dice, each on the shared pieces of web/board/draw.js, its text never smaller than
// the layout's least size.

import { seatColour, drawSeatMark } from "../../board/palette.js";
import { t } from "../../i18n.js";
import { EDGE, INK, text as drawText, roundRect, panel as drawPanel, pawn, emphasis as drawEmphasis,
         die } from "../../board/draw.js";

const METAL = { bronze: "#b8763a", silver: "#b9c0c8", gold: "#e0ae2a" };
export const VILLA = { white: "#f7f4ec", blue: "#7fb0de", yellow: "#f0d05a", purple: "#a77cbf" };
export const MUTED = "#6d5f50";
export const PAPER = "#efe2c8";
export const SERVI_METAL = { "servi-bronze": "bronze", "servi-silver": "silver", "servi-gold": "gold" };
export const PORTUS_METAL = { "portus-bronze": "bronze", "portus-silver": "silver", "portus-gold": "gold" };
// The cards with a short word under their picture (the picture shows how many): legible at
// 11 CSS px; the words are "aquileia.board.card.<card>".
const CARD_WORDS = new Set([
  "slave1", "slave2", "goldhorse1", "goldhorse2", "silverhorse1", "silverhorse2", "weapon1",
  "weapon2", "weapon3", "laurel-white", "laurel-blue", "laurel-yellow", "laurel-purple",
  "points10", "points7", "points5", "points3",
]);

export const text = (ctx, L, words, x, y, style) => drawText(ctx, words, x, y, { min: L.minText, ...style });

export const panel = (ctx, L, box, title, note) => drawPanel(ctx, box, title, { note, noteColour: MUTED, min: L.minText });

export function coin(ctx, L, metal, x, y, r = 7) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = METAL[metal];
  ctx.fill();
  ctx.strokeStyle = "rgba(0,0,0,0.45)";
  ctx.lineWidth = 1;
  ctx.stroke();
  // A letter too small to read is left out: the metal's colour and place say it.
  if (r * 1.25 >= L.minText) text(ctx, L, t(`aquileia.board.coin.${metal}`), x, y + 0.5, { size: r * 1.2, weight: "700", color: "rgba(0,0,0,0.6)" });
}

// A coin with a count on it: n coins of one metal, drawn once.
export function coinCount(ctx, L, metal, n, x, y, r) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = METAL[metal];
  ctx.fill();
  ctx.strokeStyle = "rgba(0,0,0,0.5)";
  ctx.lineWidth = 1;
  ctx.stroke();
  text(ctx, L, String(n), x, y + 0.5, { size: L.minText, weight: "700", color: INK });
}

// A slave: a small figure, for building costs.
export function slave(ctx, x, y, s = 1) {
  ctx.fillStyle = "#5b4a3a";
  ctx.beginPath();
  ctx.arc(x, y - 4 * s, 2.6 * s, 0, Math.PI * 2);
  ctx.fill();
  roundRect(ctx, x - 3.2 * s, y - 1 * s, 6.4 * s, 7 * s, 2 * s);
  ctx.fill();
}

export function house(ctx, seat, x, y, s) {
  ctx.beginPath();
  ctx.moveTo(x - s, y + s);
  ctx.lineTo(x - s, y - s * 0.1);
  ctx.lineTo(x, y - s);
  ctx.lineTo(x + s, y - s * 0.1);
  ctx.lineTo(x + s, y + s);
  ctx.closePath();
  ctx.fillStyle = seatColour(seat);
  ctx.fill();
  ctx.strokeStyle = "rgba(0,0,0,0.6)";
  ctx.lineWidth = 1;
  ctx.stroke();
  drawSeatMark(ctx, seat, x, y + s * 0.3, s * 0.45);
}

// Hover, keyboard focus and legal choice, drawn around a target box.
// (The marks of recent moves are drawn by the shared layer, canvas.js.)
export const emphasis = (ctx, box, ui, round = 10) => drawEmphasis(ctx, box, ui, round, { ring: null });

export function drawSpace(ctx, L, space, ui, label) {
  const box = L.spaces[space.id];
  if (!box) return;
  const { cx, cy, r } = box;
  emphasis(ctx, box, ui, r + 4);
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  const metal = SERVI_METAL[space.id] || PORTUS_METAL[space.id];
  ctx.fillStyle = space.blocked ? "#cfc6b6" : metal ? METAL[metal] : PAPER;
  ctx.fill();
  ctx.strokeStyle = EDGE;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  if (space.blocked) {
    ctx.strokeStyle = "#8b7f6e";
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.6, cy - r * 0.6); ctx.lineTo(cx + r * 0.6, cy + r * 0.6);
    ctx.moveTo(cx + r * 0.6, cy - r * 0.6); ctx.lineTo(cx - r * 0.6, cy + r * 0.6);
    ctx.stroke();
  } else if (space.value) text(ctx, L, String(space.value), cx, cy, { size: 18, weight: "700", color: "rgba(43,33,24,0.45)" });
  // A label keeps a word's space from the next one (room: the distance between two spaces).
  if (label) text(ctx, L, label, cx, cy + r + 13, { size: 11.5, color: MUTED, max: box.room - 8 });
  if (space.seat !== null && space.seat !== undefined) {
    if (!ui.glides.has(box.id)) pawn(ctx, space.seat, cx, cy, r * 0.85);  // else drawn last
    if (space.coin) coin(ctx, L, space.coin, cx + r * 0.8, cy + r * 0.75, 7);
  }
}

export function drawCard(ctx, L, box, card, { faceDown = false } = {}) {
  roundRect(ctx, box.x, box.y, box.w, box.h, 6);
  ctx.fillStyle = faceDown ? "#8c5a3c" : "#fffdf7";
  ctx.fill();
  ctx.strokeStyle = "#7d6a50";
  ctx.lineWidth = 1.2;
  ctx.stroke();
  if (faceDown || !card) {
    if (faceDown) text(ctx, L, "✦", box.x + box.w / 2, box.y + box.h / 2, { color: "#e9d3b5", size: 18 });
    else text(ctx, L, "—", box.x + box.w / 2, box.y + box.h / 2, { color: MUTED });
    return;
  }
  const cx = box.x + box.w / 2;
  if (card.includes("horse")) {
    const metal = card.startsWith("gold") ? "gold" : "silver";
    const n = Number(card.slice(-1));
    for (let i = 0; i < n; i++) horse(ctx, cx + (i - (n - 1) / 2) * 18, box.y + box.h * 0.42, METAL[metal]);
  } else if (card.startsWith("weapon")) {
    const n = Number(card.slice(-1));
    for (let i = 0; i < n; i++) sword(ctx, cx + (i - (n - 1) / 2) * 13, box.y + box.h * 0.42);
  } else if (card.startsWith("laurel")) {
    laurel(ctx, cx, box.y + box.h * 0.42, VILLA[card.split("-")[1]]);
  } else if (card.startsWith("points")) {
    laurel(ctx, cx, box.y + box.h * 0.42, "#d9c9a3");
    text(ctx, L, card.slice(6), cx, box.y + box.h * 0.42, { size: 16, weight: "700" });
  }
  const words = CARD_WORDS.has(card) ? t(`aquileia.board.card.${card}`) : card;
  text(ctx, L, words, cx, box.y + box.h - 12, { size: L.minText, max: box.w - 4 });
}

function horse(ctx, x, y, colour) {
  ctx.save();
  ctx.translate(x, y);
  ctx.fillStyle = colour;
  ctx.strokeStyle = "#4d3b28";
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(-7, 10); ctx.lineTo(-6, -2); ctx.lineTo(-2, -9); ctx.lineTo(5, -12); ctx.lineTo(8, -8);
  ctx.lineTo(3, -5); ctx.lineTo(5, 10); ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

function sword(ctx, x, y) {
  ctx.save();
  ctx.translate(x, y);
  ctx.fillStyle = "#8d99a6";
  ctx.strokeStyle = "#3d3d3d";
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(0, -14); ctx.lineTo(2.5, -10); ctx.lineTo(2.5, 6); ctx.lineTo(-2.5, 6); ctx.lineTo(-2.5, -10); ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = "#6b4a2a";
  ctx.fillRect(-6, 6, 12, 3);
  ctx.fillRect(-1.5, 9, 3, 6);
  ctx.restore();
}

function laurel(ctx, x, y, colour) {
  ctx.save();
  ctx.strokeStyle = "#4f7a34";
  ctx.fillStyle = colour;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(x, y, 15, Math.PI * 0.65, Math.PI * 2.35);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, 11, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

// A die of Aquileia: a coloured face, or a coin for a metal face.
export function dieFace(ctx, L, x, y, colour, face, size = 30) {
  const fill = colour === "blue" ? "#2f6db5" : colour === "red" ? "#b8322a" : "#eee";
  die(ctx, x, y, size, METAL[face] ? "" : face, { fill, edge: "rgba(0,0,0,0.45)", min: L.minText });
  if (METAL[face]) coin(ctx, L, face, x, y, size * 0.3);
}
