// AVE's pieces as drawn: the senate's colours, the city's pieces and buildings, the senate's
// arrows and the bags, each on the shared pieces of web/board/draw.js, its text never smaller
// than the layout's least size.

import { t } from "../../i18n.js";
import { HILITE, INK, text as drawText, roundRect, panel as drawPanel, disc, emphasis as drawEmphasis,
         die as drawDie } from "../../board/draw.js";

export const MUTED = "#5f5244";

// The senate's colours, as the stones and the buildings show them.
export const COLOURS = { blue: "#3f7fcf", red: "#c4412f", green: "#3e9a4a", yellow: "#e8c53a",
                         white: "#f6f3ea", brown: "#8a5a35", orange: "#e98a2a", grey: "#8c8f94" };
const PIECE_FILL = { road: "#c9c1b2", plaza: "#e4dccb", park: "#9ccf8a", mine: "#5b5048" };
const TWO_FAME = new Set(["aqueduct", "circus", "monument"]);

export const text = (ctx, L, words, x, y, style) => drawText(ctx, words, x, y, { min: L.minFont, ...style });

export const panel = (ctx, L, box, title, note) =>
  drawPanel(ctx, box, title, { note, noteColour: MUTED, noteMax: box.w / 2, min: L.minFont });

// Hover, keyboard focus, legal choice and last move, drawn around a box.
export const emphasis = (ctx, box, ui, round = 6) => drawEmphasis(ctx, box, ui, round, {
  choice: { strongFill: "rgba(122,46,28,0.25)", fill: "rgba(122,46,28,0.08)" } });

export const die = (ctx, L, x, y, size, colour, face) => drawDie(ctx, x, y, size, face, { fill: colour, lift: 1, min: L.minFont });

export function drawPiece(ctx, L, box, piece, colour, owner) {
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

export function arrow(ctx, L, box, up, ui) {
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

export function bag(ctx, L, box, name, count, ui) {
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
