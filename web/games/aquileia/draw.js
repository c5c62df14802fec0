// Aquileia's board drawn from the engine's view: the mercatus, the arena, the stadium, the
// theatrum, the portus, the forum with its building sites, and the tracks.

import { seatColour } from "../../board/palette.js";
import { t } from "../../i18n.js";
import { EDGE, FONT, roundRect, disc, pawn, die, trackSquare } from "../../board/draw.js";
import { scoreSpot } from "./layout.js";
import { VILLA, MUTED, PAPER, SERVI_METAL, PORTUS_METAL, text, panel, coin, coinCount, slave, house, emphasis,
         drawSpace, drawCard, dieFace } from "./pieces.js";

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
