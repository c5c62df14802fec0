// Massilia's board drawn from the engine's view: the market square, the temple, the port, the god
// cards, the rounds and turn order, the reputation track and each seat's table space.

import { seatColour } from "../../board/palette.js";
import { AREA, EDGE, HILITE, text, roundRect, trackSquare } from "../../board/draw.js";
import { DICE, FIGURES, GOODS, SPACES, QUADRANT_OF, say, godName, goodName, colourName, playerName } from "./things.js";
import { trackSpot } from "./layout.js";
import { MUTED, GOOD_FILL, DIE_FILL, DIE_PIP, QUADRANT_TINT, panel, emphasis, die, cube, stone, disc, figurePiece,
         stallTile, rolledDie, priceTile, godCard } from "./pieces.js";

// The status line with the players' names.
function statusText(view, ui) {
  return view.status || "";
}

function drawMarket(ctx, L, view, ui) {
  const m = L.market;
  const board = view.board;
  roundRect(ctx, m.x, m.y, m.w, m.h, 10);
  ctx.fillStyle = "#d9c7a0";
  ctx.fill();
  // Quadrant tints and the cross.
  for (let s = 0; s < SPACES; s++) {
    const box = L.spaces[s];
    const q = QUADRANT_OF[s];
    roundRect(ctx, box.x, box.y, box.w, box.h, 6);
    ctx.fillStyle = q === undefined ? "#f3ead8" : QUADRANT_TINT[q];
    ctx.fill();
    ctx.strokeStyle = EDGE;
    ctx.lineWidth = 1;
    if (q === undefined) ctx.setLineDash([4, 3]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const c = L.centre;
  ctx.strokeStyle = "rgba(90,70,40,0.35)";
  ctx.setLineDash([6, 5]);
  ctx.beginPath();
  ctx.moveTo(m.x + m.w / 2, m.y + m.cell); ctx.lineTo(m.x + m.w / 2, c.y);
  ctx.moveTo(m.x + m.w / 2, c.y + c.h); ctx.lineTo(m.x + m.w / 2, m.y + m.h - m.cell);
  ctx.moveTo(m.x + m.cell, m.y + m.h / 2); ctx.lineTo(c.x, m.y + m.h / 2);
  ctx.moveTo(c.x + c.w, m.y + m.h / 2); ctx.lineTo(m.x + m.w - m.cell, m.y + m.h / 2);
  ctx.stroke();
  ctx.setLineDash([]);
  // The path: one small stone in front of each stall space.
  for (const p of L.paths) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, 4, 0, Math.PI * 2);
    ctx.fillStyle = "#b59e78";
    ctx.fill();
  }
  const stalls = new Map((board.stalls || []).map((s) => [s.space, s]));
  for (let s = 0; s < SPACES; s++) {
    const box = L.spaces[s];
    const stall = stalls.get(s);
    if (stall && !ui.glides.has(box.id)) stallTile(ctx, stall.owner, box, stall.goods);
    else if (!stall) text(ctx, s, box.x + box.w / 2, box.y + box.h / 2, { size: L.font, color: "rgba(60,45,30,0.55)" });
    emphasis(ctx, box, ui, 6);
  }
  // Where a figure may go, while it is pointed at.
  const pointed = [ui.hover, ui.focus].find((id) => id && id.startsWith("fig:") && ui.active.has(id));
  if (pointed && board.die_in_use) {
    const figure = pointed.slice(4);
    const from = board.figures[figure];
    const steps = board.die_in_use.value;
    for (const to of [(from + steps) % SPACES, (((from - steps) % SPACES) + SPACES) % SPACES]) {
      const p = L.paths[to];
      ctx.beginPath();
      ctx.arc(p.x, p.y, L.figureR * 1.2, 0, Math.PI * 2);
      ctx.strokeStyle = HILITE;
      ctx.lineWidth = 3;
      ctx.setLineDash([4, 3]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  for (const figure of FIGURES) {
    const box = L[figure];
    emphasis(ctx, box, ui, L.figureR + 3);
    if (!ui.glides.has(box.id)) figurePiece(ctx, figure, box.cx, box.cy, L.figureR);
  }
  drawCentre(ctx, L, view, ui);
}

// The middle of the market: the die in use, the dice just rolled, or what the action needs.
function drawCentre(ctx, L, view, ui) {
  const c = L.centre;
  const board = view.board;
  roundRect(ctx, c.x, c.y, c.w, c.h, 10);
  ctx.fillStyle = "rgba(248,240,223,0.92)";
  ctx.fill();
  const names = ui.names || [];
  const who = (seat) => playerName(names, seat);
  const use = board.die_in_use;
  const task = board.task;
  if (use) {
    text(ctx, say("die_use", { seat: who(board.to_move), use: say("use." + use.colour) }), c.x + c.w / 2, c.y + 16, { size: L.font, weight: "600", max: c.w - 10 });
    emphasis(ctx, L.use.die, ui, 12);
    die(ctx, L.use.die.x + L.use.die.w / 2, L.use.die.y + L.use.die.h / 2, 56, use.colour, use.dice.length > 1 || use.value > 6 ? use.value : use.value);
    for (const dir of ["up", "down"]) {
      const b = L.use[dir];
      if (!ui.active.has(b.id)) continue;
      emphasis(ctx, b, ui, 6);
      text(ctx, dir === "up" ? "▲ +1" : "▼ −1", b.x + b.w / 2, b.y + b.h / 2, { size: L.font, weight: "700" });
    }
    for (const colour of DICE) {
      const b = L.use[colour];
      if (!ui.active.has(b.id)) continue;
      roundRect(ctx, b.x + 3, b.y + 3, b.w - 6, b.h - 6, 5);
      ctx.fillStyle = DIE_FILL[colour];
      ctx.fill();
      emphasis(ctx, b, ui, 6);
      text(ctx, say("as_colour", { colour: colourName(colour) }), b.x + b.w / 2, b.y + b.h / 2, { size: L.font - 1, weight: "600", color: DIE_PIP[colour], max: b.w - 8 });
    }
    // Penalty stones being taken for this die, on the die.
    for (let i = 0; i < use.penalty_stones; i++) stone(ctx, L.use.die.x - 10 - (i % 5) * 14, L.use.die.y + 10 + Math.floor(i / 5) * 14, 6);
    const extras = [];
    if (use.dice.length > 1) extras.push(use.dice.join(" + "));
    if (use.gods.length) extras.push(say("played", { gods: use.gods.map(godName).join(", ") }));
    if (use.mercurius) extras.push(say("mercurius", { god: godName("mercurius"), change: use.mercurius }));
    if (use.penalty_stones) extras.push(say("penalty_stones", { count: use.penalty_stones }));
    extras.forEach((line, i) => text(ctx, line, c.x + c.w / 2, c.y + 166 + i * (L.font + 4), { size: L.font - 1, color: MUTED, max: c.w - 10 }));
    if (ui.active.has("use:die")) text(ctx, say("put_back"), c.x + c.w / 2, c.y + c.h - 12, { size: L.font - 1, color: MUTED, max: c.w - 10 });
    return;
  }
  if (board.stage === "keep" || Object.keys(board.rolled_dice || {}).length) {
    const seat = (view.status_seats || [])[0];
    text(ctx, seat !== undefined ? say("rolled_by", { seat: who(seat) }) : say("rolled"), c.x + c.w / 2, c.y + 16, { size: L.font, weight: "600" });
    for (const colour of DICE) for (const box of L.rolled[colour]) {
      emphasis(ctx, box, ui, 6);
      rolledDie(ctx, box, colour, ui);
    }
    text(ctx, say("keep_cost", { count: 2 }), c.x + c.w / 2, c.y + c.h - 12, { size: L.font - 1, color: MUTED });
    return;
  }
  const lines = [];
  if (task) {
    const seat = task.player >= 0 ? who(task.player) : "";
    if (task.goods_to_place) {
      const goods = Object.entries(task.goods_to_place).map(([g, n]) => say("goods", { count: n, good: goodName(g), colour: colourName(g) }));
      lines.push(say("places", { seat, goods: goods.join(", ") }));
    } else if (task.goods_to_offer) lines.push(say("offers_more", { seat, count: task.goods_to_offer }));
    else if (task.cards_to_take) lines.push(say("takes_cards", { seat, count: task.cards_to_take }));
    else if (task.kind === "build") lines.push(say("may_build", { seat }), say("build_cost", { count: 5 }));
    else if (task.kind === "shift") lines.push(say("may_shift", { seat }), say("to_new_stall"));
    else if (task.kind === "tax") lines.push(say("pays_tax", { seat }), say("tax_rate", { count: 1 }));
    else if (task.kind === "close") lines.push(say("consul_closes"), say("empty_stall_of", { seat }));
  } else {
    // "Round 1 of 7 · Actions · Livia to move": the round, then the rest.
    const parts = statusText(view, ui).split(" · ");
    lines.push(parts[0], parts.slice(1).join(" · "));
  }
  lines.forEach((line, i) => text(ctx, line, c.x + c.w / 2, c.y + c.h / 2 - 10 + i * (L.font + 8), { size: L.font + 1, weight: i ? "normal" : "600", max: c.w - 12 }));
}

function drawTemple(ctx, L, view, ui) {
  const t = L.temple;
  const board = view.board;
  emphasis(ctx, { ...t, id: "temple" }, ui, 10);
  panel(ctx, t, say("temple"), L, ui.active.has("temple") ? say("temple_click") : "");
  // The temple's price tile: the price of reputation and what a customer pays per good.
  priceTile(ctx, t.x + 38, t.y + 70, board.prices.temple, L);
  text(ctx, say("price"), t.x + 38, t.y + 108, { size: L.font - 1, color: MUTED });
  const colW = (t.w - 90) / 4;
  DICE.forEach((colour, i) => {
    const x = t.x + 84 + i * colW;
    text(ctx, colourName(colour), x, t.y + 38, { size: L.font, align: "left", weight: "600" });
    for (const box of L.dice[colour]) {
      emphasis(ctx, box, ui, 6);
      rolledDie(ctx, box, colour, ui);
    }
    if (!L.dice[colour].length) text(ctx, "—", x + 10, t.y + 72, { size: L.font, color: MUTED });
  });
}

function drawPort(ctx, L, view, ui) {
  const p = L.port;
  const board = view.board;
  panel(ctx, p, say("port"), L, say("port_note"));
  for (const good of GOODS) {
    const box = L.port[good];
    emphasis(ctx, box, ui, 8);
    const x = box.x + box.w / 2;
    cube(ctx, x - 14, box.y + 22, 18, good);
    text(ctx, board.port[good], x + 12, box.y + 22, { size: L.font + 3, weight: "700", align: "left" });
    text(ctx, colourName(good), x, box.y + 46, { size: L.font, max: box.w - 4 });
    if (good === "beige") {
      text(ctx, say("costs", { cost: 1 }), x, box.y + 72, { size: L.font - 1, color: MUTED });
      text(ctx, say("no_reputation"), x, box.y + 90, { size: L.font - 1, color: MUTED, max: box.w - 4 });
      continue;
    }
    priceTile(ctx, x - 22, box.y + 80, board.prices[good], L);
    // The score marker: reputation per good sold, 1 to 3.
    const marker = board.score_markers[good];
    for (let v = 1; v <= 3; v++) {
      const yy = box.y + 104 - (v - 1) * 20;
      ctx.beginPath();
      ctx.arc(x + 24, yy, 8, 0, Math.PI * 2);
      ctx.fillStyle = v === marker ? GOOD_FILL[good] : "#efe6d2";
      ctx.fill();
      ctx.strokeStyle = "#7a6a50";
      ctx.lineWidth = 1;
      ctx.stroke();
      text(ctx, v, x + 24, yy + 1, { size: L.font - 1, weight: v === marker ? "800" : "normal" });
    }
  }
}

function drawGods(ctx, L, view, ui) {
  const g = L.gods;
  const board = view.board;
  emphasis(ctx, L.offer, ui, 10);
  panel(ctx, g, say("god_cards_title"), L, ui.active.has("gods:offer") ? say("offer_click") : "");
  godCard(ctx, L.cards.left, board.face_up_gods[0], {}, L);
  godCard(ctx, L.cards.right, board.face_up_gods[1], {}, L);
  godCard(ctx, L.cards.deck, null, { faceDown: true, count: board.god_deck }, L);
  for (const slot of ["left", "right", "deck"]) emphasis(ctx, L.cards[slot], ui, 6);
  const d = L.discard;
  text(ctx, say("discard_pile"), d.x, d.y + 8, { size: L.font, align: "left", weight: "600", max: d.w });
  const discarded = Object.entries(board.discarded_gods || {});
  if (!discarded.length) text(ctx, say("empty"), d.x, d.y + 30, { size: L.font - 1, align: "left", color: MUTED });
  discarded.forEach(([name, n], i) => {
    const col = Math.floor(i / 5);
    text(ctx, say("discarded", { god: godName(name), count: n }), d.x + col * (d.w / 2), d.y + 30 + (i % 5) * (L.font + 4), { size: L.font - 1, align: "left", max: d.w / 2 - 4 });
  });
}

function drawOrder(ctx, L, view, ui) {
  const o = L.order;
  const board = view.board;
  panel(ctx, o, say("round", { round: board.round, rounds: board.rounds }), L);
  // The round counter.
  for (let r = 1; r <= board.rounds; r++) {
    ctx.beginPath();
    ctx.arc(o.x + 150 + r * 20, o.y + 15, 7, 0, Math.PI * 2);
    ctx.fillStyle = r < board.round ? "#b79f78" : r === board.round ? HILITE : "#efe6d2";
    ctx.fill();
    ctx.strokeStyle = "#7a6a50";
    ctx.stroke();
  }
  // The general supply of penalty stones, open beside the board.
  const supply = board.penalty_stone_supply;
  if (supply !== undefined) {
    stone(ctx, o.x + 312, o.y + 15, 5);
    text(ctx, say("stones_left", { count: supply }), o.x + 322, o.y + 15,
         { size: L.font - 1, align: "left", color: MUTED, max: o.w - 330 });
  }
  // Turn order: who moves when, who passed and with which round tile.
  text(ctx, say("turn_order"), o.x + 10, o.y + 38, { size: L.font, align: "left", color: MUTED });
  const taken = (seat) => ((view.players[seat] || {}).counts || {}).round_tile;
  board.turn_order.forEach((seat, i) => {
    const x = o.x + 18 + i * 50;
    const y = o.y + 62;
    disc(ctx, seat, x, y, 12);
    if (seat === board.to_move && board.stage === "act") {
      ctx.beginPath(); ctx.arc(x, y, 16, 0, Math.PI * 2); ctx.strokeStyle = HILITE; ctx.lineWidth = 2.5; ctx.stroke();
    }
    if (board.passed.includes(seat)) text(ctx, taken(seat) ? say("tile", { value: taken(seat) }) : say("passed"), x, y + 22, { size: L.font - 1, color: MUTED });
  });
  // The round tiles still to take: passing takes the top one.
  const t = L.tiles;
  emphasis(ctx, t, ui, 8);
  const passing = ui.active.has("tiles");
  text(ctx, passing ? say("pass_tile") : say("round_tiles"), t.x + t.w / 2, t.y + 8,
       { size: L.font - 1, color: passing ? HILITE : MUTED, weight: passing ? "600" : "normal", max: t.w - 6 });
  const tiles = board.round_tiles || [];
  if (!tiles.length) text(ctx, say("none_left"), t.x + t.w / 2, t.y + 38, { size: L.font - 1, color: MUTED });
  tiles.forEach((v, i) => {
    const x = t.x + 12 + i * 42;
    roundRect(ctx, x, t.y + 20, 36, 36, 6);
    ctx.fillStyle = i === tiles.length - 1 ? "#e9c46a" : "#f1e3bd";
    ctx.fill();
    ctx.strokeStyle = "#6d4f17";
    ctx.lineWidth = 1;
    ctx.stroke();
    text(ctx, v, x + 18, t.y + 39, { size: 17, weight: "800" });
  });
}

function drawTrack(ctx, L, view, ui) {
  const k = L.track;
  emphasis(ctx, L.reputation, ui, 10);
  panel(ctx, k, "", L);
  text(ctx, say("reputation"), k.x + 10, k.y + 12, { size: L.font, align: "left", weight: "700" });
  const cellW = (k.w - 20) / k.perRow;
  const rowH = (k.h - 22) / k.rows;
  for (let row = 0; row < k.rows; row++) {
    for (let c = 0; c < k.perRow; c++) {
      const n = row * k.perRow + c;
      if (n > 50) break;
      const x = k.x + 10 + c * cellW;
      const y = k.y + 24 + row * rowH;
      trackSquare(ctx, n, x, y, cellW - 1, rowH - 14);
      if (n % 10 === 0) text(ctx, n, x + cellW / 2, y + rowH - 6, { size: L.font - 1, color: MUTED });
    }
  }
  const players = view.players.length;
  view.players.forEach((p, seat) => {
    const points = (p.counts || {}).reputation || 0;
    const spot = trackSpot(L, points, seat, players);
    disc(ctx, seat, spot.x, spot.y, spot.r);
    if (points >= 50) text(ctx, `+${Math.floor(points / 50) * 50}`, spot.x, spot.y - spot.r - 6, { size: L.font - 1, weight: "700" });
  });
}

// A seat's place at the table: what everyone sees of it, and its own secrets only for itself.
function drawSeat(ctx, L, view, ui, seat) {
  const box = L.seatBoxes[seat];
  const p = view.players[seat];
  const count = (name) => (p.counts || {})[name] ?? null;
  const mine = seat === ui.seat && Boolean(view.you);
  roundRect(ctx, box.x, box.y, box.w, box.h, 10);
  ctx.fillStyle = mine ? "#fbf3e2" : AREA;
  ctx.fill();
  ctx.strokeStyle = seatColour(seat);
  ctx.lineWidth = mine ? 3 : 1.5;
  ctx.stroke();
  disc(ctx, seat, box.x + 18, box.y + 18, 11);
  const name = playerName(ui.names || [], seat);
  text(ctx, mine ? say("you", { name }) : name, box.x + 36, box.y + 18, { size: L.font + 1, align: "left", weight: "700", max: box.w - 130 });
  const passed = p.passed ? (count("round_tile") ? say("passed_tile", { value: count("round_tile") }) : say("passed")) : "";
  if (passed) text(ctx, passed, box.x + box.w - 10, box.y + 18, { size: L.font - 1, align: "right", color: MUTED });
  const you = mine ? view.you : null;
  const money = you ? you.sesterces : count("sesterces");
  const cards = count("god_cards") ?? 0;
  // Sesterces and penalty stones lie behind the screen: the view has them for their owner only
  // (and for everybody at the final scoring).
  const taken = count("stones");
  const known = Array.isArray(p.god_cards) ? p.god_cards.filter(Boolean) : [];
  const screen = [say("behind_screen", { count: count("dice_behind_screen") })];
  if (money !== null && money !== undefined) screen.push(say("sesterces", { count: money }));
  if (taken !== null && taken !== undefined) screen.push(say("stones", { count: taken }));
  const facts = [
    say("stalls", { stalls: count("stalls"), tiles: count("stall_tiles_left") }),
    screen.join(" · "),
    say("god_cards", { count: cards }) + (!mine && known.length ? ` (${known.map(godName).join(", ")})` : ""),
  ];
  facts.forEach((line, i) => text(ctx, line, box.x + 12, box.y + 42 + i * (L.font + 5), { size: L.font - 0.5, align: "left", max: box.w - 24 }));
  // Penalty stones taken, as stones.
  const stones = taken || 0;
  for (let i = 0; i < Math.min(stones, 10); i++) stone(ctx, box.x + box.w - 14 - (i % 5) * 12, box.y + box.h - 30 + Math.floor(i / 5) * 12, 4.5);
  // The personal supply in front of the screen: dice everyone sees.
  const own = L.own[seat] || [];
  if (!own.length) text(ctx, say("no_supply_dice"), box.x + 12, box.y + box.h - 24, { size: L.font - 1, align: "left", color: MUTED, max: box.w - 90 });
  for (const d of own) {
    emphasis(ctx, d, ui, 6);
    die(ctx, d.x + d.w / 2, d.y + d.h / 2, d.w - 4, d.colour, d.face);
  }
}

export function draw(ctx, L, view, ui) {
  ctx.fillStyle = "#e7d6b4";
  ctx.fillRect(0, 0, L.width, L.height);
  if (!view.board) return;
  drawMarket(ctx, L, view, ui);
  drawTemple(ctx, L, view, ui);
  drawPort(ctx, L, view, ui);
  drawGods(ctx, L, view, ui);
  drawOrder(ctx, L, view, ui);
  drawTrack(ctx, L, view, ui);
  view.players.forEach((_, seat) => drawSeat(ctx, L, view, ui, seat));
  for (const glide of ui.glides.values()) {
    if (glide.piece === "figure") figurePiece(ctx, glide.figure, glide.x, glide.y, L.figureR);
    else if (glide.piece === "stall") disc(ctx, glide.seat, glide.x, glide.y, 14);
  }
  L.description = say("description", { status: view.status || "" });
}
