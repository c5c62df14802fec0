// Aquileia's board on a canvas: where everything sits (one layout used by drawing and by
// hit-testing alike) and how it is drawn. It knows no rules: it shows the engine's view and
// names the target of each legal action; the engine decides what is legal.

import { seatColour, drawSeatMark } from "../board/palette.js";
import { t } from "../i18n.js";
import { EDGE, FONT, INK, text as drawText, roundRect, panel as drawPanel, disc, pawn, emphasis as drawEmphasis, die,
         trackSquare } from "../board/draw.js";

const METAL = { bronze: "#b8763a", silver: "#b9c0c8", gold: "#e0ae2a" };
const VILLA = { white: "#f7f4ec", blue: "#7fb0de", yellow: "#f0d05a", purple: "#a77cbf" };
const MUTED = "#6d5f50";
const PAPER = "#efe2c8";
const DECKS = ["servi", "equi", "stadium", "theatre"];
const SERVI_METAL = { "servi-bronze": "bronze", "servi-silver": "silver", "servi-gold": "gold" };
const PORTUS_METAL = { "portus-bronze": "bronze", "portus-silver": "silver", "portus-gold": "gold" };
// The cards with a short word under their picture (the picture shows how many): legible at
// 11 CSS px; the words are "aquileia.board.card.<card>".
const CARD_WORDS = new Set([
  "slave1", "slave2", "goldhorse1", "goldhorse2", "silverhorse1", "silverhorse2", "weapon1",
  "weapon2", "weapon3", "laurel-white", "laurel-blue", "laurel-yellow", "laurel-purple",
  "points10", "points7", "points5", "points3",
]);
// Canvas text is never drawn smaller than this many CSS pixels (L.minText: in board units).
const MIN_CSS_PX = 11.2;

// --- where things are -------------------------------------------------------------------------

// The six areas and the track strip, in board units, for a wide and a tall (phone) board.
const FRAMES = {
  wide: { width: 1200, height: 800, areas: {
    mercatus: [10, 10, 580, 290], arena: [600, 10, 190, 290], stadium: [800, 10, 390, 290],
    forum: [10, 310, 780, 340], theatrum: [800, 310, 390, 150], portus: [800, 470, 390, 180],
    tracks: [10, 660, 1180, 130] }, siteColumns: 14 },
  tall: { width: 480, height: 1550, areas: {
    mercatus: [10, 10, 460, 290], arena: [10, 310, 150, 290], stadium: [170, 310, 300, 290],
    theatrum: [10, 610, 225, 190], portus: [245, 610, 225, 190], forum: [10, 810, 460, 470],
    tracks: [10, 1290, 460, 250] }, siteColumns: 7 },
};
const rect = ([x, y, w, h]) => ({ x, y, w, h });

// room: the distance to the next space of its row, the width its label may take.
function spaceBox(id, cx, cy, r, room) {
  return { id: "space:" + id, x: cx - r - 4, y: cy - r - 4, w: 2 * r + 8, h: 2 * r + 8, cx, cy, r, room };
}

export function layout(view, cssWidth) {
  const frame = cssWidth < 700 ? FRAMES.tall : FRAMES.wide;
  const L = { width: frame.width, height: frame.height, tall: frame === FRAMES.tall, areas: {},
              scale: cssWidth / frame.width, minText: MIN_CSS_PX / (cssWidth / frame.width || 1),
              spaces: {}, sites: {}, cards: {}, targets: [], description: "" };
  for (const [name, box] of Object.entries(frame.areas)) L.areas[name] = rect(box);
  const add = (box) => { L.targets.push(box); return box; };
  const space = (id, cx, cy, room, r = 21) => { L.spaces[id] = add(spaceBox(id, cx, cy, r, room)); };

  // Mercatus: nine spaces in a row; the three face-up equi et arma cards above their spaces.
  const m = L.areas.mercatus;
  const order = ["dolus", "pecunia", "equi1", "equi2", "equi3", "servi-bronze", "servi-silver", "servi-gold", "potentia"];
  const step = m.w / order.length;
  order.forEach((id, i) => {
    const cx = m.x + step * (i + 0.5);
    space(id, cx, m.y + 230, step);
    if (id.startsWith("equi")) {
      const w = Math.min(56, step - 6);
      L.cards[id] = add({ id: "card:" + id, x: cx - w / 2, y: m.y + 70, w, h: 84 });
    }
  });

  // Arena: three spaces; Stadium: the gold side and the silver side.
  const a = L.areas.arena;
  ["arena1a", "arena1b", "arena2"].forEach((id, i) => space(id, a.x + a.w * (i + 0.5) / 3, a.y + 80, a.w / 3));
  const s = L.areas.stadium;
  const half = s.w / 2;
  ["gold1a", "gold1b", "gold2"].forEach((id, i) => space(id, s.x + half * (i + 0.5) / 3, s.y + 80, half / 3));
  ["silver1a", "silver1b", "silver2"].forEach((id, i) => space(id, s.x + half + half * (i + 0.5) / 3, s.y + 80, half / 3));
  L.stadiumCard = { x: s.x + 12, y: s.y + 130, w: 62, h: 90 };

  const th = L.areas.theatrum;
  space("theatrum", th.x + 45, th.y + 75, 90);

  const p = L.areas.portus;
  ["latro", "portus-bronze", "portus-silver", "portus-gold"].forEach((id, i) => space(id, p.x + p.w * (i + 0.5) / 4, p.y + 80, p.w / 4));

  // Forum: the five builders' spaces, then every building site.
  const f = L.areas.forum;
  ["forum1", "forum2", "forum3", "forum4", "forum5"].forEach((id, i) => space(id, f.x + 60 + i * 70, f.y + 62, 70));
  const columns = frame.siteColumns;
  const top = f.y + 108;
  const siteW = (f.w - 16) / columns;
  const rows = Math.ceil(28 / columns);
  const siteH = Math.min(125, (f.y + f.h - top - 8) / rows);
  (view.board ? view.board.sites : []).forEach((site, i) => {
    const box = { id: "site:" + site.id, x: f.x + 8 + (i % columns) * siteW + 2, y: top + Math.floor(i / columns) * siteH + 2,
                  w: siteW - 4, h: siteH - 4 };
    L.sites[site.id] = add(box);
  });

  // The track strip: tiebreaker track, score track, decks and dice.
  const k = L.areas.tracks;
  const players = (view.players || []).length || 2;
  L.tiebreak = [];
  for (let i = 0; i < players; i++) L.tiebreak.push({ x: k.x + 100 + i * 38, y: k.y + 10, w: 32, h: 32 });
  L.targets.push({ id: "track:tiebreaker", x: k.x + 4, y: k.y + 6, w: 100 + players * 38, h: 40 });
  const perRow = L.tall ? 25 : 50;
  const cell = (k.w - 40) / perRow;
  L.score = { x: k.x + 30, y: k.y + (L.tall ? 150 : 80), cell, perRow, rows: L.tall ? 2 : 1 };
  const deckX = L.tall ? k.x + 8 : k.x + 100 + players * 38 + 40;
  const deckY = L.tall ? k.y + 56 : k.y + 6;
  L.decks = DECKS.map((deck, i) => ({ deck, x: deckX + i * 92, y: deckY, w: 86, h: 40 }));
  L.dice = { x: L.tall ? k.x + 8 : deckX + 4 * 92 + 8, y: L.tall ? k.y + 100 : k.y + 6 };
  L.supply = (seat) => scoreSpot(L, 0, seat, players);
  return L;
}

// Where a seat's score marker sits for `points` (markers of equal scores stack sideways).
function scoreSpot(L, points, seat, players) {
  const s = L.score;
  const lap = points % (s.perRow * s.rows);
  const row = Math.floor(lap / s.perRow);
  const col = lap % s.perRow;
  return { x: s.x + (col + 0.5) * s.cell, y: s.y + row * 52 + 12 + (seat - (players - 1) / 2) * 5.5 };
}

// --- which action belongs to which target -----------------------------------------------------

export function targetOf(action) {
  const [verb, first] = action;
  if (verb === "place") return "space:" + first;
  if (verb === "tiebreaker") return "track:tiebreaker";
  if (verb === "buy") return "card:" + first;
  if (verb === "build") return "site:" + first;
  if (verb === "play") return "hand:" + first;
  return null;
}

export const handTargetOf = (card) => (card.card ? "hand:" + card.card : null);

// The decisions with a prompt title of their own ("aquileia.board.prompt.<ask>").
const PROMPTS = new Set(["pecunia", "equi", "servi", "cards", "blue", "prize", "keep", "open", "raise",
                         "build", "activate", "colour"]);
export const promptTitle = (view) => t(PROMPTS.has(view.ask) ? `aquileia.board.prompt.${view.ask}`
                                                            : "aquileia.board.prompt.choice");

// Where the prompt floats: just below the place on the board that the choice is about.
// The area a choice is about: the prompt floats beside it, never over it.
export function promptAnchor(view, L) {
  const board = view.board || {};
  const contest = board.contest ? L.areas[board.contest.kind] : null;
  switch (view.ask) {
    case "pecunia": case "equi": case "servi": return L.areas.mercatus;
    case "cards": case "blue": return contest;
    case "prize": return L.areas.arena;
    case "keep": return L.areas.stadium;
    case "open": case "raise": return L.areas.theatrum;
    case "build": return { ...L.areas.forum, above: true };
    case "activate": return L.areas.portus;
    default: return null;
  }
}

// --- what changed since the last view ---------------------------------------------------------

export function changes(before, after, L) {
  const marks = [];
  const glides = [];
  const old = new Map(((before.board || {}).spaces || []).map((s) => [s.id, s]));
  for (const space of (after.board || {}).spaces || []) {
    const was = old.get(space.id);
    if (!was || was.seat === space.seat) continue;
    if (space.seat !== null) {
      marks.push({ id: "space:" + space.id, seat: space.seat });
      const to = L.spaces[space.id];
      if (to) glides.push({ key: "space:" + space.id, piece: "henchman", seat: space.seat, size: to.r * 0.85,
                            from: L.supply(space.seat), to: { x: to.cx, y: to.cy } });
    }
  }
  const oldSites = new Map(((before.board || {}).sites || []).map((s) => [s.id, s.owner]));
  for (const site of (after.board || {}).sites || []) {
    if (site.owner === null || oldSites.get(site.id) === site.owner) continue;
    marks.push({ id: "site:" + site.id, seat: site.owner });
    const to = L.sites[site.id];
    if (to) glides.push({ key: "site:" + site.id, piece: "house", seat: site.owner, size: 10, from: L.supply(site.owner),
                          to: { x: to.x + to.w - 16, y: to.y + to.h - 16 } });
  }
  // Purchases and exchanges leave no piece behind: mark the place where they happened.
  const was = before.board || {};
  const now = after.board || {};
  // A decision in the action phase (buy, play a card, bid, activate): the decider's henchman.
  const decider = before.current;
  if (before.stage === "action" && before.ask && decider >= 0) {
    const slot = was.phase;
    const own = (was.spaces || []).find((s) => s.seat === decider && (s.id === slot || s.area === slot));
    if (own) marks.push({ id: "space:" + own.id, seat: decider });
  }
  (now.equi_face_up || []).forEach((card, i) => {
    if (card !== (was.equi_face_up || [])[i]) marks.push("card:equi" + (i + 1));
  });
  const pecunia = (b) => JSON.stringify(b.pecunia ? [b.pecunia.gave, b.pecunia.got] : null);
  if (now.pecunia && pecunia(was) !== pecunia(now)) marks.push({ id: "space:pecunia", seat: now.pecunia.seat });
  if ((now.tiebreaker_track || []).length > (was.tiebreaker_track || []).length) {
    marks.push({ id: "track:tiebreaker", seat: now.tiebreaker_track[now.tiebreaker_track.length - 1] });
  }
  const bid = (b) => JSON.stringify(b.auction ? [b.auction.bid, b.auction.in] : null);
  if (now.auction && bid(was) !== bid(now)) marks.push("space:theatrum");
  const rolled = JSON.stringify(before.dice || []) !== JSON.stringify(after.dice || []) && (after.dice || []).length > 0;
  return { marks, glides, rolled };
}

// --- drawing ----------------------------------------------------------------------------------

const text = (ctx, L, words, x, y, style) => drawText(ctx, words, x, y, { min: L.minText, ...style });

const panel = (ctx, L, box, title, note) => drawPanel(ctx, box, title, { note, noteColour: MUTED, min: L.minText });

function coin(ctx, L, metal, x, y, r = 7) {
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
function coinCount(ctx, L, metal, n, x, y, r) {
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
function slave(ctx, x, y, s = 1) {
  ctx.fillStyle = "#5b4a3a";
  ctx.beginPath();
  ctx.arc(x, y - 4 * s, 2.6 * s, 0, Math.PI * 2);
  ctx.fill();
  roundRect(ctx, x - 3.2 * s, y - 1 * s, 6.4 * s, 7 * s, 2 * s);
  ctx.fill();
}

function house(ctx, seat, x, y, s) {
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
const emphasis = (ctx, box, ui, round = 10) => drawEmphasis(ctx, box, ui, round, { ring: null });

function drawSpace(ctx, L, space, ui, label) {
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

function drawCard(ctx, L, box, card, { faceDown = false } = {}) {
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

function drawMercatus(ctx, L, view, ui) {
  const m = L.areas.mercatus;
  const board = view.board;
  panel(ctx, L, m, t("aquileia.board.mercatus"));
  const spaces = new Map(board.spaces.map((s) => [s.id, s]));
  const step = m.w / 9;
  const groups = [[t("term.aquileia.space.dolus"), ["dolus"]], [t("term.aquileia.space.pecunia"), ["pecunia"]],
                  [t("aquileia.board.equi"), ["equi1", "equi2", "equi3"]],
                  [t("aquileia.board.servi"), ["servi-bronze", "servi-silver", "servi-gold"]],
                  [t("term.aquileia.space.potentia"), ["potentia"]]];
  for (const [title, ids] of groups) {
    const first = L.spaces[ids[0]];
    const last = L.spaces[ids[ids.length - 1]];
    const mid = (first.cx + last.cx) / 2;
    // each title within its spaces' width, a word's space from the next
    text(ctx, L, title, mid, m.y + 46, { size: 12.5, weight: "600", max: last.cx - first.cx + step - 8 });
  }
  // Small pictures of what each space does.
  const icon = (id, draw) => { const b = L.spaces[id]; draw(b.cx, m.y + 120); };
  icon("dolus", (x, y) => { dieFace(ctx, L, x - 12, y, "red", "?", 18); dieFace(ctx, L, x + 12, y, "red", "?", 18); });
  icon("pecunia", (x, y) => { coin(ctx, L, "bronze", x - 10, y); coin(ctx, L, "silver", x, y - 6); coin(ctx, L, "gold", x + 10, y); });
  icon("potentia", (x, y) => { dieFace(ctx, L, x - 12, y, "blue", "", 18); dieFace(ctx, L, x + 12, y, "blue", "", 18); });
  ["servi-bronze", "servi-silver", "servi-gold"].forEach((id, i) => icon(id, (x, y) => {
    for (let k = 0; k <= i; k++) slave(ctx, x + (k - i / 2) * 10, y, 1.3);
    text(ctx, L, `1–${i + 1}`, x, y + 20, { size: 11, color: MUTED });
  }));
  ["equi1", "equi2", "equi3"].forEach((id, i) => {
    const box = L.cards[id];
    emphasis(ctx, box, ui, 8);
    drawCard(ctx, L, box, board.equi_face_up[i]);
    if (id === "equi1") text(ctx, L, t("aquileia.board.extra_drawn"), box.x + box.w / 2, box.y + box.h + 9, { size: 10, color: MUTED });
  });
  for (const id of Object.keys(L.spaces)) {
    if (L.spaces[id].cy !== m.y + 230) continue;
    drawSpace(ctx, L, spaces.get(id), ui, SERVI_METAL[id] && t(`term.aquileia.metal.${SERVI_METAL[id]}`));
  }
}

function strengthRows(ctx, L, box, contest, kind, ui, y0) {
  if (!contest || contest.kind !== kind) return;
  const rows = contest.participants;
  const max = Math.max(12, ...rows.map((s) => contest.strength[String(s)] || 0));
  const left = box.x + 34;
  const width = box.w - 80;
  text(ctx, L, t(`aquileia.board.strength.${kind}`), box.x + 12, y0, { align: "left", size: 12, weight: "600", color: MUTED });
  rows.forEach((seat, i) => {
    const y = y0 + 22 + i * 24;
    const value = contest.strength[String(seat)] || 0;
    disc(ctx, seat, box.x + 20, y, 8);
    roundRect(ctx, left, y - 7, width, 14, 7);
    ctx.fillStyle = "#e6d8bd";
    ctx.fill();
    roundRect(ctx, left, y - 7, Math.max(14, (width * value) / max), 14, 7);
    ctx.fillStyle = seatColour(seat);
    ctx.fill();
    const side = kind === "stadium" && contest.side ? contest.side[String(seat)] : null;
    text(ctx, L, String(value) + (side ? ` ${t(`aquileia.board.side.${side}`)}` : ""), left + width + 6, y, { align: "left", size: 13, weight: "700" });
  });
}

function drawArena(ctx, L, view, ui) {
  const a = L.areas.arena;
  const board = view.board;
  panel(ctx, L, a, t("term.aquileia.slot.arena"));
  const spaces = new Map(board.spaces.map((s) => [s.id, s]));
  for (const id of ["arena1a", "arena1b", "arena2"]) drawSpace(ctx, L, spaces.get(id), ui);
  const prizes = t(L.tall ? "aquileia.board.arena_prizes_tall" : "aquileia.board.arena_prizes").split("\n");
  prizes.forEach((line, i) => text(ctx, L, line, a.x + a.w / 2, a.y + 122 + i * 17, { size: 11, color: MUTED, max: a.w - 10 }));
  strengthRows(ctx, L, a, board.contest, "arena", ui, a.y + 155);
}

function drawStadium(ctx, L, view, ui) {
  const s = L.areas.stadium;
  const board = view.board;
  panel(ctx, L, s, t("term.aquileia.slot.stadium"));
  const spaces = new Map(board.spaces.map((x) => [x.id, x]));
  const half = s.w / 2;
  roundRect(ctx, s.x + 6, s.y + 40, half - 10, 78, 8);
  ctx.fillStyle = "rgba(224,174,42,0.22)";
  ctx.fill();
  roundRect(ctx, s.x + half + 4, s.y + 40, half - 10, 78, 8);
  ctx.fillStyle = "rgba(185,192,200,0.35)";
  ctx.fill();
  text(ctx, L, t("aquileia.board.gold_side"), s.x + half / 2, s.y + 112, { size: 11, color: MUTED });
  text(ctx, L, t("aquileia.board.silver_side"), s.x + half * 1.5, s.y + 112, { size: 11, color: MUTED });
  for (const id of ["gold1a", "gold1b", "gold2", "silver1a", "silver1b", "silver2"]) drawSpace(ctx, L, spaces.get(id), ui);
  drawCard(ctx, L, L.stadiumCard, board.stadium_face_up);
  text(ctx, L, t("aquileia.board.face_up"), L.stadiumCard.x + L.stadiumCard.w / 2, L.stadiumCard.y + L.stadiumCard.h + 10, { size: 10.5, color: MUTED });
  const inner = { x: s.x + 80, y: s.y, w: s.w - 80, h: s.h };
  if (board.contest && board.contest.kind === "stadium") strengthRows(ctx, L, inner, board.contest, "stadium", ui, s.y + 140);
  else text(ctx, L, t("aquileia.board.stadium_prizes"), s.x + 84, s.y + 150, { align: "left", size: 11, color: MUTED, max: s.w - 90 });
}

function drawTheatrum(ctx, L, view, ui) {
  const area = L.areas.theatrum;
  const board = view.board;
  panel(ctx, L, area, t("term.aquileia.slot.theatrum"));
  const space = board.spaces.find((s) => s.id === "theatrum");
  drawSpace(ctx, L, space, ui);
  const x = area.x + 90;
  const au = board.auction;
  // On the narrow board the lines break earlier and the rest moves down one line.
  const lead = L.tall ? 18 : 0;
  if (au) {
    const card = au.card ? t(`aquileia.board.auction_card.${au.card}`) : "";
    const title = t(L.tall ? "aquileia.board.auction_tall" : "aquileia.board.auction", { card }).split("\n");
    title.forEach((line, i) => text(ctx, L, line, x, area.y + 44 + i * 18 + (L.tall ? 0 : 6), { align: "left", size: 13, weight: "600", max: area.w - 100 }));
    const bid = au.bid ? Object.entries(au.bid).filter(([, n]) => n) : [];
    const bidY = area.y + 76 + lead;
    const label = t(bid.length ? "aquileia.board.high_bid" : "aquileia.board.no_bid");
    text(ctx, L, label, x, bidY, { align: "left", size: 12, color: MUTED });
    ctx.font = `normal ${Math.max(12, L.minText)}px ${FONT}`;
    const r = L.minText * 0.6;
    let cx = x + ctx.measureText(label).width + 6 + r;
    for (const [metal, n] of bid) { coinCount(ctx, L, metal, n, cx, bidY, r); cx += 2 * r + 3; }
    if (au.high !== null && au.high !== undefined) disc(ctx, au.high, cx + 2, bidY, 8);
    const stillY = area.y + 102 + lead;
    const still = t("aquileia.board.still_bidding");
    text(ctx, L, still, x, stillY, { align: "left", size: 12, color: MUTED });
    ctx.font = `normal ${Math.max(12, L.minText)}px ${FONT}`;
    const sx = L.tall ? x + 8 : x + ctx.measureText(still).width + 14;
    const sy = L.tall ? stillY + 19 : stillY;
    au.in.map((bidding, seat) => (bidding ? seat : null)).filter((seat) => seat !== null)
      .forEach((seat, i) => disc(ctx, seat, sx + i * 20, sy, 8));
  } else {
    const lines = t(L.tall ? "aquileia.board.theatrum_note_tall" : "aquileia.board.theatrum_note").split("\n");
    lines.forEach((line, i) => text(ctx, L, line, x, area.y + 60 + i * 18, { align: "left", size: 12, color: MUTED, max: area.w - 100 }));
  }
  // Theatre cards are public: each seat's cards as small colour pairs.
  let y = area.y + area.h - 22;
  const owned = board.theatre_cards.map((cards, seat) => [seat, cards]).filter(([, c]) => c.length);
  let px = area.x + 12;
  for (const [seat, cards] of owned) {
    disc(ctx, seat, px + 7, y, 7);
    px += 18;
    for (const card of cards) {
      const [c1, c2] = card.split("-");
      ctx.fillStyle = VILLA[c1]; ctx.fillRect(px, y - 8, 8, 16);
      ctx.fillStyle = VILLA[c2]; ctx.fillRect(px + 8, y - 8, 8, 16);
      ctx.strokeStyle = "#7d6a50"; ctx.lineWidth = 1; ctx.strokeRect(px, y - 8, 16, 16);
      px += 20;
    }
    px += 8;
    if (px > area.x + area.w - 60) { px = area.x + 12; y -= 22; }
  }
}

function drawPortus(ctx, L, view, ui) {
  const p = L.areas.portus;
  const board = view.board;
  panel(ctx, L, p, t("aquileia.board.portus"));
  const spaces = new Map(board.spaces.map((s) => [s.id, s]));
  for (const id of ["latro", "portus-bronze", "portus-silver", "portus-gold"]) {
    drawSpace(ctx, L, spaces.get(id), ui, id === "latro" ? t("aquileia.board.latro") : t(`term.aquileia.metal.${PORTUS_METAL[id]}`));
  }
  const lines = t(L.tall ? "aquileia.board.portus_note_tall" : "aquileia.board.portus_note").split("\n");
  lines.forEach((line, i) => text(ctx, L, line, p.x + 12, p.y + 132 + i * 16, { align: "left", size: 11, color: MUTED, max: p.w - 20 }));
}

function drawSite(ctx, L, box, site, ui) {
  emphasis(ctx, box, ui, 6);
  const { x, y, w, h } = box;
  roundRect(ctx, x + 2, y + 2, w - 4, h - 4, 6);
  ctx.fillStyle = "#fffaf0";
  ctx.fill();
  ctx.strokeStyle = "#9c8866";
  ctx.lineWidth = 1;
  ctx.stroke();
  const band = site.kind === "villa" ? VILLA[site.colour] : site.kind === "workshop" ? "#c9b28a" : "#a9c4a0";
  roundRect(ctx, x + 2, y + 2, w - 4, 20, [6, 6, 0, 0]);
  ctx.fillStyle = band;
  ctx.fill();
  // A villa is named by its colour, the others by their kind.
  const kind = site.kind === "villa" ? t(`term.aquileia.colour.${site.colour}`) : t(`aquileia.board.site.${site.kind}`);
  text(ctx, L, kind, x + w / 2, y + 12, { size: L.minText, weight: "600", max: w - 6 });
  const row = (h - 24) / 3.4;
  text(ctx, L, String(site.value), x + 5, y + 22 + row * 0.55, { size: 17, weight: "700", align: "left" });
  // What it gives when activated.
  if (site.kind === "workshop") text(ctx, L, `+${site.points}`, x + w - 5, y + 22 + row * 0.55, { size: L.minText, weight: "700", align: "right", color: "#6b3d12" });
  if (site.kind === "bank") {
    // One small coin per coin paid, no digits: a digit here would read as part of the value.
    const r = 5;
    let cx = x + w - 3 - r;
    for (const metal of ["gold", "silver", "bronze"]) {
      for (let i = 0; i < site.coins[metal]; i++) { coin(ctx, L, metal, cx, y + 22 + row * 0.55, r); cx -= 2 * r + 1; }
    }
  }
  // What it costs: a coin per metal with the count on it, and the slaves.
  const r = Math.min(L.minText * 0.62, (w - 8) / 6.4);
  let cx = x + 4 + r;
  for (const metal of ["bronze", "silver", "gold"]) {
    if (!site.cost[metal]) continue;
    coinCount(ctx, L, metal, site.cost[metal], cx, y + 22 + row * 1.55, r);
    cx += 2 * r + 2;
  }
  if (site.cost.slaves) {
    slave(ctx, x + 10, y + 22 + row * 2.55, 1.6);
    text(ctx, L, `×${site.cost.slaves}`, x + 18, y + 22 + row * 2.55, { size: L.minText, align: "left" });
  }
  if (site.owner !== null && site.owner !== undefined && !ui.glides.has(box.id)) {
    house(ctx, site.owner, x + w - 16, y + h - 16, 10);
  }
}

function drawForum(ctx, L, view, ui) {
  const f = L.areas.forum;
  const board = view.board;
  panel(ctx, L, f, t("term.aquileia.slot.forum"), t("aquileia.board.forum_note"));
  const spaces = new Map(board.spaces.map((s) => [s.id, s]));
  const notes = { forum2: "scores", forum3: "two_builds", forum5: "scores" };
  for (const id of ["forum1", "forum2", "forum3", "forum4", "forum5"]) {
    drawSpace(ctx, L, spaces.get(id), ui, notes[id] ? t(`aquileia.board.forum.${notes[id]}`) : "");
  }
  if (board.forum && board.forum.seat !== undefined) text(ctx, L, t("aquileia.board.building_now"), f.x + 420, f.y + 62, { align: "left", size: 12, color: MUTED });
  for (const site of board.sites) drawSite(ctx, L, L.sites[site.id], site, ui);
}

// A die of Aquileia: a coloured face, or a coin for a metal face.
function dieFace(ctx, L, x, y, colour, face, size = 30) {
  const fill = colour === "blue" ? "#2f6db5" : colour === "red" ? "#b8322a" : "#eee";
  die(ctx, x, y, size, METAL[face] ? "" : face, { fill, edge: "rgba(0,0,0,0.45)", min: L.minText });
  if (METAL[face]) coin(ctx, L, face, x, y, size * 0.3);
}

function drawTracks(ctx, L, view, ui) {
  const k = L.areas.tracks;
  const board = view.board;
  panel(ctx, L, k, "");
  const players = (view.players || []).length;
  // Tiebreaker track: the order in which seats passed this round.
  text(ctx, L, t("aquileia.board.tiebreaker"), k.x + 12, k.y + 26, { align: "left", size: 12.5, weight: "600" });
  const track = { id: "track:tiebreaker", x: k.x + 4, y: k.y + 6, w: 100 + players * 38, h: 40 };
  emphasis(ctx, track, ui, 8);
  L.tiebreak.forEach((box, i) => {
    roundRect(ctx, box.x, box.y, box.w, box.h, 6);
    ctx.fillStyle = PAPER;
    ctx.fill();
    ctx.strokeStyle = EDGE;
    ctx.stroke();
    const seat = board.tiebreaker_track[i];
    if (seat !== undefined) disc(ctx, seat, box.x + box.w / 2, box.y + box.h / 2, 12);
    else text(ctx, L, String(i + 1), box.x + box.w / 2, box.y + box.h / 2, { size: 13, color: MUTED });
  });
  // Decks: face-down piles with how many cards are left.
  for (const d of L.decks) {
    drawCard(ctx, L, { x: d.x, y: d.y, w: 26, h: 38 }, null, { faceDown: true });
    text(ctx, L, String(board.decks[d.deck] ?? 0), d.x + 31, d.y + 13, { align: "left", size: 14, weight: "700" });
    text(ctx, L, t(`aquileia.board.deck.${d.deck}`), d.x + 31, d.y + 30, { align: "left", size: L.minText, color: MUTED, max: d.w - 32 });
  }
  // The latest dice, tumbling while they roll.
  const dice = view.dice || [];
  const faces = ["gold", "silver", "bronze"];
  dice.forEach((die, i) => {
    const rolling = ui.rolling !== null && ui.rolling !== undefined;
    const face = rolling ? faces[Math.floor(ui.rolling * 12 + i) % 3] : die.face;
    ctx.save();
    const x = L.dice.x + 18 + i * 38;
    const y = L.dice.y + 20;
    ctx.translate(x, y);
    if (rolling) ctx.rotate((1 - ui.rolling) * 5 + i);
    dieFace(ctx, L, 0, 0, die.color, face, 30);
    ctx.restore();
  });
  text(ctx, L, t("aquileia.board.round", { round: view.round || 1, rounds: view.rounds || 6 }), k.x + k.w - 12, k.y + 24, { align: "right", size: 14, weight: "700" });
  // Score track.
  const s = L.score;
  text(ctx, L, t("aquileia.board.points"), k.x + 12, s.y - 12, { align: "left", size: 12.5, weight: "600" });
  for (let row = 0; row < s.rows; row++) {
    for (let c = 0; c < s.perRow; c++) {
      const n = row * s.perRow + c;
      const x = s.x + c * s.cell;
      const y = s.y + row * 52;
      trackSquare(ctx, n, x, y, s.cell - 1, 24);
      if (n % 5 === 0) text(ctx, L, String(n), x + s.cell / 2, y + 32, { size: 9.5, color: MUTED });
    }
  }
  // A seat's points are its first stat line (the labels are words a reader's language may change).
  const points = (view.players || []).map((p) => ((p.stats || [])[0] || [0, 0])[1]);
  const laps = s.perRow * s.rows;
  points.forEach((n, seat) => {
    const spot = scoreSpot(L, n, seat, players);
    disc(ctx, seat, spot.x, spot.y, Math.min(8, s.cell * 0.45));
    if (n >= laps) {
      // A lap of the track: "+50" on a tag in the seat's colour, above the marker.
      const label = `+${Math.floor(n / laps) * laps}`;
      const tagW = L.minText * 2.4;
      const tagY = spot.y - 10 - L.minText * 0.7 - (seat % 2) * L.minText * 1.3;
      roundRect(ctx, spot.x - tagW / 2, tagY - L.minText * 0.65, tagW, L.minText * 1.3, 4);
      ctx.fillStyle = seatColour(seat);
      ctx.fill();
      text(ctx, L, label, spot.x, tagY + 0.5, { size: L.minText, weight: "700", color: "#fff" });
    }
  });
}

export function draw(ctx, L, view, ui) {
  ctx.fillStyle = "#e7d6b4";
  ctx.fillRect(0, 0, L.width, L.height);
  if (!view.board) return;
  drawMercatus(ctx, L, view, ui);
  drawArena(ctx, L, view, ui);
  drawStadium(ctx, L, view, ui);
  drawTheatrum(ctx, L, view, ui);
  drawPortus(ctx, L, view, ui);
  drawForum(ctx, L, view, ui);
  drawTracks(ctx, L, view, ui);
  // Pieces on their way to a new place fly over everything else.
  for (const glide of ui.glides.values()) {
    if (glide.piece === "henchman") pawn(ctx, glide.seat, glide.x, glide.y, glide.size);
    else if (glide.piece === "house") house(ctx, glide.seat, glide.x, glide.y, glide.size);
  }
  L.description = t("aquileia.board.description", { status: view.status || "" });
}
