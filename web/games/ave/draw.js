// AVE's board drawn from the engine's view: the city of Rome, the empire, the senate, the
// supply and every seat's public belongings.

import { t } from "../../i18n.js";
import { seatColour } from "../../board/palette.js";
import { AREA, EDGE, HILITE, INK, roundRect, disc } from "../../board/draw.js";
import { SENATE } from "./layout.js";
import { MUTED, COLOURS, text, panel, emphasis, die, drawPiece, arrow, bag } from "./pieces.js";

// --- the city ---------------------------------------------------------------------------------

function drawCity(ctx, L, view, ui) {
  const c = L.areas.city;
  const board = view.board;
  panel(ctx, L, c, t("ave.board.city"), t("ave.board.city_note"));
  const g = L.grid;
  const byCell = new Map((board.city || []).map((x) => [x.cell, x]));
  // Die numbers along the edges of each quarter, and the quarter numbers.
  for (let col = 0; col < g.cols; col++) {
    const box = L.cells[col];
    text(ctx, L, String((col % 6) + 1), box.x + box.w / 2, g.y - 12, { size: 13, color: MUTED, weight: "600" });
  }
  for (let row = 0; row < g.rows; row++) {
    const box = L.cells[row * g.cols];
    text(ctx, L, String((row % 4) + 1), g.x - 14, box.y + box.h / 2, { size: 13, color: MUTED, weight: "600" });
  }
  for (let cell = 0; cell < g.rows * g.cols; cell++) {
    const box = L.cells[cell];
    const here = byCell.get(cell);
    ctx.fillStyle = here && here.hill ? "#cdb48a" : "#f3e8cf";
    ctx.fillRect(box.x, box.y, box.w, box.h);
    ctx.strokeStyle = "#d8c7a4";
    ctx.lineWidth = 1;
    ctx.strokeRect(box.x + 0.5, box.y + 0.5, box.w - 1, box.h - 1);
    if (here && here.hill) {
      ctx.fillStyle = "#b39466";
      ctx.beginPath();
      ctx.moveTo(box.x + 3, box.y + box.h - 4);
      ctx.quadraticCurveTo(box.x + box.w / 2, box.y + 2, box.x + box.w - 3, box.y + box.h - 4);
      ctx.fill();
      if (!here.piece) text(ctx, L, t("term.ave.hill." + here.hill).slice(0, 3), box.x + box.w / 2, box.y + box.h * 0.7, { size: 12, color: INK, max: box.w - 2 });
    }
    if (here && here.piece && !ui.glides.has(box.id)) drawPiece(ctx, L, box, here.piece, here.colour, here.owner);
  }
  // The quarter's number, faint in its middle (the fire dice name a quarter first).
  for (let q = 0; q < 4; q++) {
    const first = L.cells[(q >= 2 ? 4 : 0) * g.cols + (q % 2 ? 6 : 0)];
    text(ctx, L, String(q + 1), first.x + g.size * 3, first.y + g.size * 2, { size: g.size * 2.2, weight: "700",
         color: "rgba(122,46,28,0.13)" });
  }
  for (let cell = 0; cell < g.rows * g.cols; cell++) emphasis(ctx, L.cells[cell], ui, 3);
  // The fire dice: which square of which quarter the fire struck.
  const burning = board.progress && board.progress.fires_to_come && board.progress.fires_to_come.length;
  if (board.phase === "fire" || burning) {
    text(ctx, L, t("ave.board.fire", { tile: board.progress.resolving || "" }), c.x + c.w - 12, c.y + c.h - 12,
         { align: "right", size: 14, weight: "700", color: "#b8322a" });
  }
}

// --- the empire -------------------------------------------------------------------------------

function drawEmpire(ctx, L, view, ui) {
  const e = L.areas.empire;
  const board = view.board;
  panel(ctx, L, e, t("ave.board.empire"), t("ave.board.empire_note"));
  // the sea behind everything
  roundRect(ctx, e.x + 6, e.y + 30, e.w - 12, e.h - 36, 10);
  ctx.fillStyle = "#d7e6ef";
  ctx.fill();
  const provinces = board.provinces || [];
  // Borders over land and arrows over the sea, each drawn once.
  for (const p of provinces) {
    const a = L.provinces[p.number];
    for (const q of p.links) {
      if (q < p.number) continue;
      const b = L.provinces[q];
      const sea = p.sea.includes(q) || (provinces[q] && provinces[q].sea.includes(p.number));
      ctx.strokeStyle = sea ? "#3b6f95" : "#8d7a5a";
      ctx.lineWidth = sea ? 2 : 3;
      ctx.setLineDash(sea ? [6, 5] : []);
      ctx.beginPath(); ctx.moveTo(a.cx, a.cy); ctx.lineTo(b.cx, b.cy); ctx.stroke();
      ctx.setLineDash([]);
      if (sea) {  // an arrow head in the middle of the crossing
        const mx = (a.cx + b.cx) / 2;
        const my = (a.cy + b.cy) / 2;
        const angle = Math.atan2(b.cy - a.cy, b.cx - a.cx);
        ctx.fillStyle = "#3b6f95";
        ctx.beginPath();
        ctx.moveTo(mx + 7 * Math.cos(angle), my + 7 * Math.sin(angle));
        ctx.lineTo(mx + 7 * Math.cos(angle + 2.5), my + 7 * Math.sin(angle + 2.5));
        ctx.lineTo(mx + 7 * Math.cos(angle - 2.5), my + 7 * Math.sin(angle - 2.5));
        ctx.fill();
      }
    }
  }
  const attackable = new Set(board.attackable || []);
  const battle = board.battle;
  for (const p of provinces) {
    const box = L.provinces[p.number];
    const { cx, cy, r } = box;
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fillStyle = p.number === 0 ? "#e9c46a" : p.owner !== null ? "#f6ecd4" : attackable.has(p.number) ? "#e4d3b0" : "#d9ccb4";
    ctx.fill();
    ctx.strokeStyle = p.limes ? "#7a2e1c" : p.owner !== null ? seatColour(p.owner) : "#8d7a5a";
    ctx.lineWidth = p.limes ? 5 : p.owner !== null ? 3.5 : 1.5;
    ctx.stroke();
    if (p.limes) {  // the limes: a wall across the top of the province
      ctx.fillStyle = "#7a2e1c";
      for (let i = -2; i <= 2; i++) ctx.fillRect(cx + i * 7 - 2.5, cy - r - 7, 5, 6);
    }
    emphasis(ctx, { id: box.id, x: box.x - 2, y: box.y - 2, w: box.w + 4, h: box.h + 4 }, ui, r + 2);
    const name = p.short;
    text(ctx, L, name, cx, cy + r + 8, { size: 12, weight: "600", color: INK, max: 3 * r });
    if (p.number === 0) { text(ctx, L, "SPQR", cx, cy, { size: 12, weight: "700" }); continue; }
    text(ctx, L, String(p.number), cx, cy - r * 0.45, { size: 12, color: MUTED, weight: "700" });
    if (p.owner !== null) {
      disc(ctx, p.owner, cx - r * 0.35, cy + r * 0.2, r * 0.32);
      text(ctx, L, `${p.legions}`, cx + r * 0.42, cy + r * 0.2, { size: 14, weight: "700" });
    } else {
      // barbarian armies: grey stones with their number
      ctx.fillStyle = "#6b6e73";
      ctx.beginPath(); ctx.arc(cx - r * 0.3, cy + r * 0.22, r * 0.28, 0, Math.PI * 2); ctx.fill();
      // the number a word's space from the stone's sign
      text(ctx, L, `${p.barbarians}`, cx + r * 0.42, cy + r * 0.22, { size: 14, weight: "700", color: "#3d3f43" });
      text(ctx, L, "⚔", cx - r * 0.3, cy + r * 0.24, { size: 12, color: "#fff" });
    }
    if (battle && battle.province === p.number) {
      ctx.strokeStyle = "#b8322a";
      ctx.lineWidth = 3;
      ctx.setLineDash([3, 3]);
      ctx.beginPath(); ctx.arc(cx, cy, r + 6, 0, Math.PI * 2); ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  text(ctx, L, t("ave.board.empire_key"), e.x + 12, e.y + e.h - 12,
       { align: "left", size: 12, color: MUTED, max: e.w - 24 });
}

// --- the senate -------------------------------------------------------------------------------

function drawSenate(ctx, L, view, ui) {
  const s = L.areas.senate;
  const board = view.board;
  const progress = board.progress || {};
  const points = board.phase === "influence"
    ? t(progress.free ? "ave.board.to_give.free" : progress.paid ? "ave.board.to_give.paid" : "ave.board.to_give.gold",
        { count: progress.points })
    : "";
  const evaluated = Object.values(board.permits || {}).some((n) => n);
  panel(ctx, L, s, t("ave.board.senate"), points || t(evaluated ? "ave.board.permits_note" : "ave.board.if_evaluated_note"));
  const track = L.track;
  for (let v = 0; v <= 6; v++) text(ctx, L, String(v), s.x + 6, track.top + (6 - v) * track.step + track.step / 2, { size: 12, color: MUTED, align: "left" });
  SENATE.forEach((colour) => {
    const col = L.senate[colour];
    emphasis(ctx, col, ui, 4);
    for (let v = 0; v <= 6; v++) {
      const y = track.top + (6 - v) * track.step;
      ctx.fillStyle = v === 0 ? "#e0d2b6" : "#f3e8cf";
      ctx.fillRect(col.x + 10, y + 1, col.w - 20, track.step - 2);
    }
    const value = (board.senate || {})[colour] || 0;
    const y = track.top + (6 - value) * track.step + track.step / 2;
    ctx.beginPath();
    ctx.arc(col.x + col.w / 2, y, Math.min(11, track.step / 2 - 1), 0, Math.PI * 2);
    ctx.fillStyle = COLOURS[colour];
    ctx.fill();
    ctx.strokeStyle = INK;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    arrow(ctx, L, col.up, true, ui);
    arrow(ctx, L, col.down, false, ui);
    // before the evaluation the costs the stones would give now, in brackets
    const granted = Object.values(board.permits || {}).some((n) => n);
    const cost = (granted ? board.permits : board.permits_if_evaluated_now || {})[colour];
    // on a phone the names take two staggered rows
    const below = col.down.y + col.down.h + 14 + (L.tall && SENATE.indexOf(colour) % 2 ? L.minFont + 2 : 0);
    text(ctx, L, t("term.ave.colour." + colour), col.x + col.w / 2, below, { size: 12, weight: "600", max: L.tall ? col.w * 1.8 : col.w - 2 });
    const shown = cost ? t("ave.board.cost", { cost }) : t("ave.board.closed");
    text(ctx, L, granted ? shown : `(${shown})`, col.x + col.w / 2, below + (L.tall ? 2 : 1) * (L.minFont + 3), { size: 12, color: cost ? INK : "#9b2d1f", max: col.w - 2 });
  });
  // Caesar's column: 0-7, above every senator at 7.
  const c = L.caesarColumn;
  for (let v = 0; v <= 7; v++) {
    const y = track.top + (6 - v) * track.step;
    ctx.fillStyle = v === 0 ? "#e3cf9a" : "#f1e2b8";
    ctx.fillRect(c.x + 10, y + 1, c.w - 20, track.step - 2);
  }
  const cv = board.caesar || 0;
  const cy = track.top + (6 - cv) * track.step + track.step / 2;
  ctx.beginPath();
  ctx.arc(c.x + c.w / 2, cy, Math.min(11, track.step / 2 - 1), 0, Math.PI * 2);
  ctx.fillStyle = "#7b2d8b";
  ctx.fill();
  text(ctx, L, t("ave.board.caesar_stone"), c.x + c.w / 2, cy + 1, { size: 12, weight: "700", color: "#fff" });
  const below = L.senate.grey.down.y + L.senate.grey.down.h + 14;
  text(ctx, L, t("ave.board.caesar_column"), c.x + c.w / 2, below, { size: 12, weight: "600", max: c.w });
}

// --- the supply: bags, discards, dice, the round ------------------------------------------------

function drawSupply(ctx, L, view, ui) {
  const u = L.areas.supply;
  const board = view.board;
  const last = board.round === board.last_round;
  const round = { round: board.round, last_round: board.last_round };
  panel(ctx, L, u, board.round ? t(last ? "ave.board.last_round" : "ave.board.round", round) : t("ave.board.setup"),
        t("ave.board.game_end", { last_round: board.last_round, count: 15 }));
  bag(ctx, L, L.bags.black, "black", (board.bags || {}).black || 0, ui);
  bag(ctx, L, L.bags.white, "white", (board.bags || {}).white || 0, ui);
  // Discards: counts per bag, the most common tiles named.
  const d = L.discards;
  let y = d.y + 6;
  for (const name of ["black", "white"]) {
    const pile = (board.discards || {})[name] || [];   // [tile's name, count]
    const total = pile.reduce((sum, [, n]) => sum + n, 0);
    text(ctx, L, t("ave.board.discard." + name, { count: total }), d.x, y, { align: "left", size: 13, weight: "700", max: d.w });
    const names = [...pile].sort((a, b) => b[1] - a[1]).slice(0, 2)
      .map(([tile, count]) => t("ave.board.discarded", { count, tile })).join(", ");
    text(ctx, L, names || t("ave.board.empty"), d.x, y + 18, { align: "left", size: 12, color: MUTED, max: d.w });
    y += 44;
  }
  // Dice of the last fire or battle, tumbling while they roll; the odds of a battle beside them.
  const dice = view.dice || [];
  const rolling = ui.rolling !== null && ui.rolling !== undefined;
  const size = L.tall ? 30 : 28;
  const perRow = Math.max(1, Math.floor(L.dice.w / (size + 6)));
  dice.forEach((one, i) => {
    const x = L.dice.x + size / 2 + (i % perRow) * (size + 6);
    const yy = L.dice.y + 50 + Math.floor(i / perRow) * (size + 6);
    const face = rolling ? ["1", "3", "5", "2", "6", "4"][Math.floor(ui.rolling * 12 + i) % 6]
      : one.face === "hit" ? "✔" : one.face === "miss" ? "·" : String(one.face);
    const colour = one.color === "crimson" ? "#a3262a" : one.color === "grey" ? "#6b6e73" : one.color === "orange" ? "#d9822b" : "#b8322a";
    ctx.save();
    ctx.translate(x, yy);
    if (rolling) ctx.rotate((1 - ui.rolling) * 5 + i);
    die(ctx, L, 0, 0, size, colour, face);
    ctx.restore();
  });
  const b = board.battle;
  if (b) {
    const place = (board.provinces || [])[b.province] || {};
    const limes = b.revolt && place.limes;
    const odds = board.battle_odds || 0;
    const who = (ui.names || [])[b.seat] || t("ave.board.player", { number: b.seat + 1 });
    text(ctx, L, t(b.revolt ? "ave.board.battle.revolt" : "ave.board.battle.conquest",
                   { province: place.name, seat: who, count: b.legions, barbarians: b.barbarians }),
         L.dice.x, L.dice.y + 6, { align: "left", size: 13, weight: "700", max: L.dice.w });
    text(ctx, L, t("ave.board.odds", { faces: limes ? "2-6" : "4-6", percent: Math.round(odds * 100) }),
         L.dice.x, L.dice.y + 26, { align: "left", size: 12, color: HILITE, max: L.dice.w });
  } else if (dice.length && dice.length === 2 && dice[0].color === "orange") {
    text(ctx, L, t("ave.board.fire_dice"), L.dice.x, L.dice.y + 16, { align: "left", size: 12, color: MUTED });
  } else {
    text(ctx, L, t("ave.board.dice"), L.dice.x, L.dice.y + 16, { align: "left", size: 12, color: MUTED });
  }
}

// --- the seats ---------------------------------------------------------------------------------

function drawSeats(ctx, L, view, ui) {
  const board = view.board;
  const current = board.progress ? board.progress.player : null;
  (view.players || []).forEach((p, seat) => {
    const box = L.seats[seat];
    roundRect(ctx, box.x, box.y, box.w, box.h, 10);
    ctx.fillStyle = AREA;
    ctx.fill();
    ctx.strokeStyle = seat === current && board.phase !== "over" ? HILITE : EDGE;
    ctx.lineWidth = seat === current ? 3 : 1.5;
    ctx.stroke();
    disc(ctx, seat, box.x + 22, box.y + 24, 13);
    const name = (ui.names || [])[seat] || t("ave.board.player", { number: seat + 1 });
    text(ctx, L, board.start_player === seat ? t("ave.board.start_player", { name }) : name, box.x + 42, box.y + 24, { align: "left", size: 15, weight: "700", max: box.w / 2 });
    const senators = Object.entries(p.senators || {}).filter(([, n]) => n)
      .map(([c, n]) => t("ave.board.senator_tiles", { count: n, colour: t("term.ave.colour." + c) })).join(", ");
    const facts = [
      t("ave.board.fact.fame", { fame: p.fame_said }), t("ave.board.fact.gold", { gold: p.gold }),
      t("ave.board.fact.inhabitants", { count: p.inhabitants }), t("ave.board.fact.mines", { count: p.mines }),
      t("ave.board.fact.legions", { count: p.legions }), t("ave.board.fact.provinces", { count: p.provinces }),
      t("ave.board.fact.hand", { black: p.hidden_black, white: p.hidden_white }),
      t("ave.board.fact.senators", { senators: senators || t("ave.board.none") }),
      t("ave.board.fact.caesar", { caesar: p.caesar || t("ave.board.none") }),
    ];
    const columns = L.tall ? 2 : 5;
    const colW = (box.w - 24) / columns;
    const lineH = L.minFont + 5;
    facts.forEach((fact, i) => {
      const row = Math.floor(i / columns);
      const col = i % columns;
      const bold = i < 2;
      text(ctx, L, fact, box.x + 12 + col * colW, box.y + 48 + row * lineH, { align: "left", size: bold ? 14 : 13,
           weight: bold ? "700" : "normal", max: colW - 6 });
    });
  });
}

export function draw(ctx, L, view, ui) {
  ctx.fillStyle = "#e7d6b4";
  ctx.fillRect(0, 0, L.width, L.height);
  if (!view.board) return;
  drawCity(ctx, L, view, ui);
  drawEmpire(ctx, L, view, ui);
  drawSenate(ctx, L, view, ui);
  drawSupply(ctx, L, view, ui);
  drawSeats(ctx, L, view, ui);
  for (const glide of ui.glides.values()) {
    const size = L.grid.size;
    drawPiece(ctx, L, { x: glide.x - size / 2, y: glide.y - size / 2, w: size, h: size }, glide.piece, glide.colour, glide.seat);
  }
  L.description = t("ave.board.description", { status: view.status || "" });
}
